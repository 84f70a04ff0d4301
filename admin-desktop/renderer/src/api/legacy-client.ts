import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACTIVITY_PATHS } from '@shared/activity-log.js';
import { TOTAL_COUNT_HEADER } from '@shared/application-list.js';
import { adminContentPath, CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { apiRequest, ApiError } from '@shared/http-client.js';

// The calls not yet moved to the declared endpoints (client.ts); this module goes once none is left.
import { REPLY_TEMPLATE_PATHS } from '@shared/reply-templates.js';

export { apiRequest };

type ContentPaths = { [N in ContentTypeName]: ReturnType<typeof adminContentPath<N>> };
const contentPaths = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, adminContentPath(name)]),
) as ContentPaths;

/** The admin API's paths; list query keys are these paths. */
export const adminPaths = {
  user: '/api/admin/user',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  stats: '/api/admin/stats',
  dailyPageViews: '/api/admin/stats/pageviews',
  recruitingReport: '/api/admin/reports/recruiting',
  recruitingReportCsv: '/api/admin/reports/recruiting.csv',
  upload: '/api/admin/upload',
  applications: '/api/admin/applications',
  applicationsCsv: '/api/admin/applications/export.csv',
  applicationsXlsx: '/api/admin/applications/export.xlsx',
  applicationsBulk: '/api/admin/applications/bulk',
  applicationsSources: '/api/admin/applications/sources',
  messages: '/api/admin/messages',
  messageCounts: '/api/admin/messages/counts',
  dataRequestSearch: '/api/admin/data-requests/search',
  dataRequestExport: '/api/admin/data-requests/export',
  dataRequestErase: '/api/admin/data-requests/erase',
  dataRequestLog: '/api/admin/data-requests/log',
  secondFactor: '/api/admin/login/second-factor',
  passkeyLoginOptions: '/api/admin/login/passkey/options',
  passkeyLogin: '/api/admin/login/passkey',
  account: '/api/admin/account',
  accountPassword: '/api/admin/account/password',
  /** DELETE: withdraws the new address waiting; `…/resend` (POST) mails its link again. */
  accountEmail: '/api/admin/account/email',
  accountEmailResend: '/api/admin/account/email/resend',
  /** The link mailed to a new address (no session needed). */
  accountEmailConfirm: '/api/admin/account/email/confirm',
  totp: '/api/admin/account/totp',
  totpConfirm: '/api/admin/account/totp/confirm',
  recoveryCodes: '/api/admin/account/recovery-codes',
  passkeys: '/api/admin/account/passkeys',
  passkeyOptions: '/api/admin/account/passkeys/options',
  sessions: '/api/admin/sessions',
  team: '/api/admin/team',
  teamInvitations: '/api/admin/team/invitations',
  invitationCheck: '/api/admin/invitations/check',
  invitationAccept: '/api/admin/invitations/accept',
  passwordReset: '/api/admin/password-reset',
  passwordResetCheck: '/api/admin/password-reset/check',
  passwordResetConfirm: '/api/admin/password-reset/confirm',
  activity: ACTIVITY_PATHS.list,
  activityActors: ACTIVITY_PATHS.actors,
  activityCsv: ACTIVITY_PATHS.csv,
  activityXlsx: ACTIVITY_PATHS.xlsx,
  replyTemplates: REPLY_TEMPLATE_PATHS.list,
  replyTemplateValues: REPLY_TEMPLATE_PATHS.values,
  ...contentPaths,
} as const;

export type ListPath =
  | typeof adminPaths.applications
  | typeof adminPaths.messages
  | typeof adminPaths.team
  | typeof adminPaths.teamInvitations
  | typeof adminPaths.sessions
  | typeof adminPaths.activity
  | typeof adminPaths.replyTemplates
  | ContentPaths[ContentTypeName];

export const useList = <T>(path: ListPath) => useQuery<T[]>({ queryKey: [path] });

/** One page of a list the server pages: its rows and how many rows match the filters in all. */
export interface ListPage<T> {
  rows: T[];
  total: number;
}

/** GET of one page; the total comes from the X-Total-Count header. */
export async function fetchListPage<T>(url: string): Promise<ListPage<T>> {
  const response = await apiRequest('GET', url);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  const rows = (await response.json()) as T[];
  // Without a usable header the page itself is all that is known.
  return { rows, total: Number.isSafeInteger(total) && total >= 0 ? total : rows.length };
}

/**
 * One page of a server-paged list. The key starts with the list's path, so the mutations of that
 * list (which invalidate [path]) refetch every cached page; the previous page stays on screen
 * while the next one loads. `fresh`: asked again whenever the screen opens or the window regains
 * focus (a list that other writes change, as the activity log).
 */
export function usePagedList<T>(path: ListPath, params: URLSearchParams, { fresh = false } = {}) {
  const search = params.toString();
  return useQuery<ListPage<T>>({
    queryKey: [path, search],
    queryFn: () => fetchListPage<T>(`${path}?${search}`),
    placeholderData: keepPreviousData,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/** The server's JSON answer carried by an error, or null when it sent none. */
export function answerOf(error: unknown): { message?: string; errors?: Record<string, string> } | null {
  return error instanceof ApiError ? error.answer : null;
}

type Method = 'POST' | 'PATCH' | 'DELETE';

/**
 * A write to the API: never retried; on success the list it belongs to is refetched. Returns the
 * parsed JSON answer (null for 204).
 */
export function useApiMutation<TVariables, TResult = unknown>(
  listPath: ListPath | null,
  request: (variables: TVariables) => { method: Method; url: string; body?: unknown },
) {
  const queryClient = useQueryClient();
  return useMutation<TResult, Error, TVariables>({
    mutationFn: async (variables) => {
      const { method, url, body } = request(variables);
      const response = await apiRequest(method, url, body);
      return (response.status === 204 ? null : await response.json()) as TResult;
    },
    onSuccess: async () => {
      if (listPath) await queryClient.invalidateQueries({ queryKey: [listPath] });
      // The dashboard figures and the sidebar's counts follow the applications and the messages.
      if (listPath === adminPaths.applications || listPath === adminPaths.messages)
        await queryClient.invalidateQueries({ queryKey: [adminPaths.stats] });
      if (listPath === adminPaths.messages)
        await queryClient.invalidateQueries({ queryKey: [adminPaths.messageCounts] });
    },
  });
}

/** Create (POST list), update (PATCH list/id) and delete (DELETE list/id) of one list. */
export function useCrud<T extends { id: number }, TInput = Partial<T>>(listPath: ListPath) {
  return {
    create: useApiMutation<TInput, T>(listPath, (body) => ({ method: 'POST', url: listPath, body })),
    update: useApiMutation<{ id: number; data: Partial<TInput> }, T>(listPath, ({ id, data }) => ({
      method: 'PATCH',
      url: `${listPath}/${id}`,
      body: data,
    })),
    remove: useApiMutation<number, null>(listPath, (id) => ({ method: 'DELETE', url: `${listPath}/${id}` })),
  };
}
