import Router from '@koa/router';
import { describe, expect, it } from 'vitest';
import { declaredPermission, needs } from '@server/http/permissions.js';
import type { AppState } from '@server/http/context.js';

describe('route permissions', () => {
  it('a route declares its permission with needs(), first', () => {
    const router = new Router<AppState>();
    router.get('/faqs', needs('content.read'), (ctx) => {
      ctx.body = [];
    });
    expect(declaredPermission(router.stack[0]!)).toBe('content.read');
  });
});
