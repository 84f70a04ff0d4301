import { describe, expect, it } from 'vitest';
import { empty, endpoint, json } from '@shared/api/endpoint.js';
import {
  assertRoutesMatchDeclarations,
  bySpecificity,
  endpointRouter,
  route,
} from '@server/http/endpoints.js';
import { declaredPermission } from '@server/http/permissions.js';

const list = endpoint({
  method: 'GET',
  path: '/api/admin/things',
  access: 'content.read',
  summary: 'The things',
  answer: json<{ id: number }[]>(),
});
const exportCsv = endpoint({
  method: 'GET',
  path: '/api/admin/things/export.csv',
  access: 'content.read',
  summary: 'The things as CSV',
  answer: json<string>(),
});
const get = endpoint({
  method: 'GET',
  path: '/api/admin/things/:id',
  access: 'content.read',
  summary: 'One thing',
  answer: json<{ id: number }>(),
});
const remove = endpoint({
  method: 'DELETE',
  path: '/api/admin/things/:id',
  access: 'content.write',
  summary: 'Deletes a thing',
  answer: empty(),
  status: 204,
});
const declared = { things: { list, exportCsv, get, remove } };
const handlers = () => [
  route(list, () => []),
  route(exportCsv, () => ''),
  route(get, (_ctx, { params }) => ({ id: params.id })),
  route(remove, () => undefined),
];

describe('routes from the declarations (fail closed at the start)', () => {
  it('takes a handler for each declared endpoint', () => {
    expect(() => assertRoutesMatchDeclarations({ declared, routes: handlers() })).not.toThrow();
  });

  it('refuses a declared endpoint without its handler, or with two', () => {
    expect(() => assertRoutesMatchDeclarations({ declared, routes: handlers().slice(1) })).toThrow(
      'The endpoint GET /api/admin/things has no handler',
    );
    expect(() =>
      assertRoutesMatchDeclarations({ declared, routes: [...handlers(), route(get, () => ({ id: 1 }))] }),
    ).toThrow('The endpoint GET /api/admin/things/:id has 2 handlers');
  });

  it('refuses a handler of an endpoint that is not declared', () => {
    const stray = endpoint({
      method: 'GET',
      path: '/api/admin/stray',
      access: 'account',
      summary: '',
      answer: json<null>(),
    });
    expect(() =>
      assertRoutesMatchDeclarations({ declared, routes: [...handlers(), route(stray, () => null)] }),
    ).toThrow('The route GET /api/admin/stray is not declared in shared/api');
  });

  it('refuses an admin endpoint without a permission', () => {
    const open = endpoint({
      method: 'GET',
      path: '/api/admin/open',
      access: 'public',
      summary: '',
      answer: json<null>(),
    });
    expect(() =>
      assertRoutesMatchDeclarations({ declared: { open }, routes: [route(open, () => null)] }),
    ).toThrow('The admin endpoint GET /api/admin/open declares no permission');
  });

  it('mounts each route with its permission first, literal paths before parameters', () => {
    const router = endpointRouter([...handlers()].reverse());
    const layers = router.stack.map(
      (layer) => `${layer.methods.filter((m) => m !== 'HEAD').join()} ${String(layer.path)}`,
    );
    expect(layers.indexOf('GET /api/admin/things/export.csv')).toBeLessThan(
      layers.indexOf('GET /api/admin/things/:id'),
    );
    expect(router.stack.map((layer) => declaredPermission(layer))).toEqual(
      router.stack.map((layer) => (layer.methods.includes('DELETE') ? 'content.write' : 'content.read')),
    );
    const sorted = handlers()
      .sort(bySpecificity)
      .map((entry) => entry.endpoint.path);
    expect(sorted.indexOf('/api/admin/things/export.csv')).toBeLessThan(
      sorted.indexOf('/api/admin/things/:id'),
    );
  });
});
