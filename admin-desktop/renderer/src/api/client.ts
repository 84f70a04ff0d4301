import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminContentPath, CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { apiRequest, ApiError } from '@shared/http-client.js';

export { apiRequest, ApiError };

type ContentPaths = { [N in ContentTypeName]: ReturnType<typeof adminContentPath<N>> };
const contentPaths = Object.fromEntries(
  CONTENT_TYPE_NAMES.map((name) => [name, adminContentPath(name)]),
) as ContentPaths;

/** The admin paths of spec section 7; list query keys are these paths. */
export const adminPaths = {
  user: '/api/admin/user',
  login: '/api/admin/login',
  logout: '/api/admin/logout',
  stats: '/api/admin/stats',
  dailyPageViews: '/api/admin/stats/pageviews',
  upload: '/api/admin/upload',
  applications: '/api/admin/applications',
  applicationsCsv: '/api/admin/applications/export.csv',
  applicationsXlsx: '/api/admin/applications/export.xlsx',
  messages: '/api/admin/messages',
  dataRequestSearch: '/api/admin/data-requests/search',
  dataRequestExport: '/api/admin/data-requests/export',
  dataRequestErase: '/api/admin/data-requests/erase',
  dataRequestLog: '/api/admin/data-requests/log',
  ...contentPaths,
} as const;

export type ListPath =
  typeof adminPaths.applications | typeof adminPaths.messages | ContentPaths[ContentTypeName];

export const useList = <T>(path: ListPath) => useQuery<T[]>({ queryKey: [path] });

/** The text after "status: " of an ApiError: the server's German message when it sent JSON. */
export function reasonOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const body = error.message.slice(error.message.indexOf(':') + 1).trim();
  try {
    const parsed = JSON.parse(body) as { message?: string; errors?: Record<string, string> };
    const details = parsed.errors ? Object.values(parsed.errors).join(' ') : '';
    return [parsed.message, details].filter(Boolean).join(' ');
  } catch {
    return error.message;
  }
}

type Method = 'POST' | 'PATCH' | 'DELETE';

/**
 * A write to the API: never retried (spec section 7); on success the list it belongs to is
 * refetched. Returns the parsed JSON answer (null for 204).
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
