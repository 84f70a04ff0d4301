import type { ContentItems, ContentTypeName } from '@shared/content-types.js';
import { prepareBody, type PreparedBody } from '../prepared-body.js';
import { contentTypesWithServices, type AnyContentService, type ContentServices } from './content.js';
import type { AnyContentType } from '../content-types/index.js';
import { createLoadOnce } from './load-once.js';

export interface PublishedList<N extends ContentTypeName = ContentTypeName> {
  /** The items as `GET /api/{name}` answers them. */
  items: Array<ContentItems[N]>;
  /** The same list as prepared JSON bytes (compressed copies and ETags). */
  json: PreparedBody;
}

/**
 * What visitors see of each content type (its public entries, see isPublic), read from the
 * database and serialised once per change of that type, then served from memory: the public API,
 * the page renderer and the search read it.
 */
export function createPublishedContent(
  content: ContentServices,
  onContentChanged: (listener: (name: ContentTypeName) => void) => unknown,
) {
  const byName = new Map<ContentTypeName, { type: AnyContentType; service: AnyContentService }>(
    contentTypesWithServices(content).map((pair) => [pair.type.name, pair]),
  );
  const lists = createLoadOnce<ContentTypeName, PublishedList>();
  // A write drops its type's list; the next read (normally a page re-rendering) loads it again.
  onContentChanged((name) => lists.drop(name));

  async function load(name: ContentTypeName, signal: AbortSignal): Promise<PublishedList> {
    const { type, service } = byName.get(name)!;
    const items = ((await service.listPublic()) as unknown[]).map(type.present as (row: unknown) => never);
    return { items, json: prepareBody('application/json; charset=utf-8', JSON.stringify(items), signal) };
  }

  return {
    list<N extends ContentTypeName>(name: N): Promise<PublishedList<N>> {
      return lists.get(name, (signal) => load(name, signal)) as Promise<PublishedList<N>>;
    },
    /** The list's prepared JSON if it is read already (served from memory without Koa). */
    peek(name: ContentTypeName): PreparedBody | undefined {
      return lists.peek(name)?.json;
    },
  };
}

export type PublishedContent = ReturnType<typeof createPublishedContent>;
