import type { Content, CreateOf, UpdateOf } from '../content/index.js';
import { CONTENT_VALIDATORS } from '../content/validators.js';
import { CONTENT_TYPE_NAMES, type ContentItems, type ContentTypeName } from '../content-types.js';
import type { LastChangeAnswer } from '../api-types.js';
import type { BodySpec } from './endpoint.js';
import { empty, endpoint, json } from './endpoint.js';

/** The endpoints of one content type: the control centre's list and edits, the site's reads. */
function contentEndpoints<N extends ContentTypeName>(name: N) {
  const validators = CONTENT_VALIDATORS[name] as {
    create: BodySpec<CreateOf<Content[N]>>;
    update: BodySpec<UpdateOf<Content[N]>>;
  };
  const admin = `/api/admin/${name}` as const;
  const item = `/api/admin/${name}/:id` as const;
  return {
    admin: {
      list: endpoint({
        method: 'GET',
        path: admin,
        access: 'content.read',
        summary: `Every ${name} entry, in order`,
        answer: json<ContentItems[N][]>(),
      }),
      get: endpoint({
        method: 'GET',
        path: item,
        access: 'content.read',
        summary: `One ${name} entry`,
        answer: json<ContentItems[N]>(),
        errors: [400, 404],
      }),
      lastChange: endpoint({
        method: 'GET',
        path: `${item}/last-change`,
        access: 'content.read',
        summary: 'Who changed the entry last, and when',
        answer: json<LastChangeAnswer>(),
        errors: [400, 404],
      }),
      create: endpoint({
        method: 'POST',
        path: admin,
        access: 'content.write',
        summary: `Creates a ${name} entry`,
        body: validators.create,
        answer: json<ContentItems[N]>(),
        status: 201,
        errors: [400],
      }),
      update: endpoint({
        method: 'PATCH',
        path: item,
        access: 'content.write',
        summary: `Changes the fields given of a ${name} entry`,
        body: validators.update,
        answer: json<ContentItems[N]>(),
        errors: [400, 404],
      }),
      remove: endpoint({
        method: 'DELETE',
        path: item,
        access: 'content.write',
        summary: `Deletes a ${name} entry`,
        answer: empty(),
        status: 204,
        errors: [400, 404],
      }),
    },
    public: {
      list: endpoint({
        method: 'GET',
        path: `/api/${name}`,
        access: 'public',
        summary: `The published ${name}, in order (ETag, 304, brotli or gzip)`,
        answer: json<ContentItems[N][]>(),
      }),
      get: endpoint({
        method: 'GET',
        path: `/api/${name}/:id`,
        access: 'public',
        summary: `One published ${name} entry`,
        answer: json<ContentItems[N]>(),
        errors: [400, 404],
      }),
    },
  };
}

export type ContentEndpoints<N extends ContentTypeName> = ReturnType<typeof contentEndpoints<N>>;

/** Per content type, its endpoints. */
export const content = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, contentEndpoints(name)]),
) as {
  [N in ContentTypeName]: ContentEndpoints<N>;
};
