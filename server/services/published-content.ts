import type { ContentItems, ContentTypeName } from '@shared/content-types.js';
import { prepareBody, type PreparedBody } from '../http/prepared-body.js';
import { contentTypesWithServices, type AnyContentService, type ContentServices } from './content.js';
import type { AnyContentType } from '../content-types/index.js';

export interface PublishedList<N extends ContentTypeName = ContentTypeName> {
  /** The items as `GET /api/{name}` answers them. */
  items: Array<ContentItems[N]>;
  /** The same list as prepared JSON bytes (compressed copies and ETags). */
  json: PreparedBody;
}

interface Entry {
  list: Promise<PublishedList>;
  /** The list once it is read. */
  value?: PublishedList;
  /** Aborted when the list is outdated: its compressed copies are not needed any more. */
  outdated: AbortController;
}

/**
 * What visitors see of each content type (its public entries, see isPublic), read from the database and serialised once per change
 * of that type and then served from memory: the public API's lists and the page renderer read it.
 */
export function createPublishedContent(
  content: ContentServices,
  onContentChanged: (listener: (name: ContentTypeName) => void) => unknown,
) {
  const byName = new Map<ContentTypeName, { type: AnyContentType; service: AnyContentService }>(
    contentTypesWithServices(content).map((pair) => [pair.type.name, pair]),
  );
  const entries = new Map<ContentTypeName, Entry>();
  const drop = (name: ContentTypeName) => {
    entries.get(name)?.outdated.abort();
    entries.delete(name);
  };
  // A write drops its type's list; the next read (normally a page re-rendering) loads it again.
  onContentChanged(drop);

  async function load(name: ContentTypeName, signal: AbortSignal): Promise<PublishedList> {
    const { type, service } = byName.get(name)!;
    const items = ((await service.listPublic()) as unknown[]).map(type.present as (row: unknown) => never);
    return { items, json: prepareBody('application/json; charset=utf-8', JSON.stringify(items), signal) };
  }

  return {
    list<N extends ContentTypeName>(name: N): Promise<PublishedList<N>> {
      let entry = entries.get(name);
      if (!entry) {
        const outdated = new AbortController();
        const list = load(name, outdated.signal);
        const created: Entry = { list, outdated };
        entry = created;
        entries.set(name, created);
        list.then(
          (value) => {
            created.value = value;
          },
          // A failed read is not kept: the next request tries again.
          () => {
            if (entries.get(name) === created) entries.delete(name);
          },
        );
      }
      return entry.list as Promise<PublishedList<N>>;
    },
    /** The list's prepared JSON if it is read already (served from memory without Koa). */
    peek(name: ContentTypeName): PreparedBody | undefined {
      return entries.get(name)?.value?.json;
    },
  };
}

export type PublishedContent = ReturnType<typeof createPublishedContent>;
