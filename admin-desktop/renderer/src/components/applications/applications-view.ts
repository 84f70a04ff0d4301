import {
  APPLICATION_LIST_PARAMS,
  applicationListParams,
  readApplicationListParams,
  type ApplicationListQuery,
} from '@shared/application-list.js';
import type { ApplicationUpdate } from '@shared/schemas/application.js';
import { API, useApiQuery, useApiWrite } from '@admin/api/client.js';
import type { ViewCodec } from '@admin/lib/url-view.js';

/** The applications screen's view: the list's parameters, and `ansicht=board` for the board. */
export interface ApplicationsView extends ApplicationListQuery {
  board?: boolean;
}

/** The URL parameter of the view switch (`?ansicht=board`; the list has none). */
export const VIEW_PARAM = 'ansicht';

type PageParam = 'page' | 'pageSize';

/** The filters the server reads (the list's and each board column's request, the exports): its parameters but the page. */
export const FILTER_KEYS = APPLICATION_LIST_PARAMS.filter(
  (key): key is Exclude<(typeof APPLICATION_LIST_PARAMS)[number], PageParam> =>
    key !== 'page' && key !== 'pageSize',
);

/** The board's filters: its columns are the status and the outcome. */
export const BOARD_FILTER_KEYS = FILTER_KEYS.filter((key) => key !== 'status' && key !== 'outcome');

export const APPLICATION_EXPORTS = {
  xlsx: API.applications.exportXlsx.path,
  csv: API.applications.exportCsv.path,
};

/** The applications' source labels there are, for the "Quelle" filter. */
export const useApplicationSources = () => useApiQuery(API.applications.sources, null, { staleTime: 60_000 });

/** PATCH of one application (status, outcome, assignee, notes); the list and its followers refetch. */
export const useApplicationUpdate = () =>
  useApiWrite(API.applications.update, {
    input: ({ id, data }: { id: number; data: ApplicationUpdate }) => ({ params: { id }, body: data }),
    invalidates: [API.applications.list],
  });

/**
 * The view in the URL (?status=new&q=anna&page=2&ansicht=board), so Reload, Back and a shared link
 * show the same list or board with the same filters.
 */
export const APPLICATIONS_VIEW: ViewCodec<ApplicationsView> = {
  read: (params) => {
    const view: ApplicationsView = readApplicationListParams(params);
    if (params.get(VIEW_PARAM) === 'board') view.board = true;
    return view;
  },
  write: (view) => {
    const params = applicationListParams(view);
    if (view.board) params.set(VIEW_PARAM, 'board');
    return params;
  },
};

/** The server's parameters for one page: page and size always, so the answer is a page. */
export function pageParams(query: ApplicationListQuery): URLSearchParams {
  const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
  for (const [key, value] of applicationListParams(query, { only: FILTER_KEYS })) params.set(key, value);
  return params;
}
