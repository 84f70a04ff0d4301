import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { assertPermissionsDeclared, declaredPermission, needs } from '@server/http/permissions.js';
import type { AppState } from '@server/http/context.js';

describe('route permissions', () => {
  it('a route declares its permission with needs(), first', () => {
    const router = new Router<AppState>();
    router.get('/faqs', needs('content.read'), (ctx) => {
      ctx.body = [];
    });
    expect(declaredPermission(router.stack[0]!)).toBe('content.read');
    expect(() => assertPermissionsDeclared('/api/admin', [router])).not.toThrow();
  });

  it('fails closed: a route without one stops the start, naming it', () => {
    const router = new Router<AppState>({ prefix: '/messages' });
    router.get('/', needs('messages.read'), (ctx) => {
      ctx.body = [];
    });
    router.delete('/:id', (ctx) => {
      ctx.status = 204;
    });
    expect(() => assertPermissionsDeclared('/api/admin', [router])).toThrow(
      'The admin route DELETE /api/admin/messages/:id declares no permission',
    );
  });
});
