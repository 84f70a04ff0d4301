import { describe, expect, it } from 'vitest';
import {
  activityPageParams,
  activityViewParams,
  isFiltered,
  readActivityView,
} from '@admin/components/activity/activity-view.js';

/** The Protokoll keeps its view in the address: read leniently, written without defaults. */

const read = (search: string) => readActivityView(new URLSearchParams(search));

describe('the Protokoll view in the address', () => {
  it('reads the filters, page and size the server takes', () => {
    expect(
      read('actor=12&action=update&entity=faqs&from=2026-11-01&to=2026-11-28&page=3&pageSize=100'),
    ).toEqual({
      page: 3,
      pageSize: 100,
      actor: '12',
      action: 'update',
      entity: 'faqs',
      from: '2026-11-01',
      to: '2026-11-28',
    });
    expect(read('actor=system')).toEqual({ page: 1, pageSize: 50, actor: 'system' });
  });

  it('falls back to the defaults for anything the server would refuse', () => {
    expect(
      read('actor=0&action=hack&entity=users&from=2026-02-30&to=28.11.2026&page=0&pageSize=7&q=x'),
    ).toEqual({ page: 1, pageSize: 50 });
    expect(read('actor=abc&page=-2&pageSize=1000')).toEqual({ page: 1, pageSize: 50 });
    // A range that ends before it starts keeps its start.
    expect(read('from=2026-11-28&to=2026-11-01')).toEqual({ page: 1, pageSize: 50, from: '2026-11-28' });
  });

  it('writes only what differs from the default, the exports only the filters, a page always page and size', () => {
    expect(activityViewParams({ page: 1, pageSize: 50 }).toString()).toBe('');
    const view = { page: 2, pageSize: 20, action: 'delete' as const, entity: 'applications' as const };
    expect(activityViewParams(view).toString()).toBe('action=delete&entity=applications&page=2&pageSize=20');
    expect(activityViewParams(view, true).toString()).toBe('action=delete&entity=applications');
    expect(activityPageParams({ page: 1, pageSize: 50 }).toString()).toBe('page=1&pageSize=50');
    expect(read(activityViewParams(view).toString())).toEqual(view);
  });

  it('knows whether a filter is set', () => {
    expect(isFiltered({})).toBe(false);
    expect(isFiltered({ to: '2026-11-28' })).toBe(true);
  });
});
