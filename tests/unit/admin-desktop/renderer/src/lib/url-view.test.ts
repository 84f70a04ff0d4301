import { describe, expect, it } from 'vitest';
import {
  applicationListParams,
  readApplicationListParams,
  type ApplicationListQuery,
} from '@shared/application-list.js';
import { urlViewUpdater, type ViewCodec } from '@admin/lib/url-view.js';

/**
 * The applications list keeps its view in the URL. A change must apply to the address as it is
 * when the change is made: the router renders each navigation as a transition, so a callback of
 * an older render (the search box's timer) can run after the address already changed.
 */

const LIST: ViewCodec<ApplicationListQuery> = {
  read: readApplicationListParams,
  write: (view) => applicationListParams(view),
};

/** An address bar and a router that navigates at once but renders later (or never, here). */
function addressBar(initial = '') {
  const history: Array<{ search: string; replace: boolean }> = [];
  let search = initial;
  return {
    history,
    current: () => search,
    navigate: (params: URLSearchParams, { replace }: { replace: boolean }) => {
      search = params.size ? `?${params}` : '';
      history.push({ search, replace });
    },
  };
}

describe('urlViewUpdater', () => {
  it('keeps a filter chosen just before a search whose callback comes from an older render', () => {
    const bar = addressBar();
    // Both callbacks belong to the same render, before either change was rendered.
    const fromThisRender = urlViewUpdater(LIST, bar.current, bar.navigate);
    const searchTimerCallback = fromThisRender;
    fromThisRender({ status: 'new', page: 1 });
    searchTimerCallback({ q: 'anna', page: 1 }, { replace: true });
    expect(bar.current()).toBe('?status=new&q=anna');
    expect(bar.history).toEqual([
      { search: '?status=new', replace: false },
      { search: '?status=new&q=anna', replace: true },
    ]);
  });

  it('changes only what it is given, from whatever the address holds (Back, a shared link)', () => {
    const bar = addressBar('?country=Schweiz&sort=tiktokUsername&page=3&pageSize=50');
    urlViewUpdater(LIST, bar.current, bar.navigate)({ page: 4 });
    expect(bar.current()).toBe('?page=4&pageSize=50&country=Schweiz&sort=tiktokUsername');
  });

  it('drops what equals the default, so the plain list stays without parameters', () => {
    const bar = addressBar('?status=new');
    urlViewUpdater(LIST, bar.current, bar.navigate)({ status: undefined, page: 1 });
    expect(bar.current()).toBe('');
  });
});
