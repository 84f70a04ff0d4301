import {
  keepPreviousData,
  useMutation,
  useQuery,
  useQueryClient,
  type UseQueryOptions,
} from '@tanstack/react-query';
import API from '@shared/api/index.js';
import {
  ADMIN_API_PREFIX,
  pathOf,
  type AnswerOf,
  type BodyOf,
  type Endpoint,
  type ParamsOf,
  type QueryInput,
} from '@shared/api/endpoint.js';
import { TOTAL_COUNT_HEADER } from '@shared/application-list.js';
import { apiRequest, ApiError, reasonOf, type ErrorAnswer } from '@shared/http-client.js';

/**
 * The control centre's one way to the API: every call names a declared endpoint (shared/api), so
 * its path, parameters, body and answer are typed from the declaration the server mounts. No
 * other module of the control centre writes an API path.
 */
export { API, ADMIN_API_PREFIX, ApiError, reasonOf, type ErrorAnswer };

/** What a call of an endpoint sends: its path's parameters, its query and its body. */
export type CallInput<E extends Endpoint> = ([keyof ParamsOf<E['path']>] extends [never]
  ? { params?: undefined }
  : { params: ParamsOf<E['path']> }) & {
  query?: QueryInput<E> | URLSearchParams;
  body?: BodyOf<E> | Partial<BodyOf<E>>;
};

/** Optional input for endpoints that need none. */
type InputArgs<E extends Endpoint> = [keyof ParamsOf<E['path']>] extends [never]
  ? [input?: CallInput<E>]
  : [input: CallInput<E>];

function searchOf(query: CallInput<Endpoint>['query']): string {
  if (!query) return '';
  if (query instanceof URLSearchParams) return query.toString();
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  return search.toString();
}

/** The address of a call: the declared path with its parameters, and the query. */
export function urlOf<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): string {
  const path = pathOf(endpoint.path, (input?.params ?? {}) as Record<string, string | number>);
  const search = searchOf(input?.query);
  return search ? `${path}?${search}` : path;
}

/** Calls an endpoint: its answer as declared (null for 204, a Blob for a file), or an ApiError. */
export async function callApi<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<AnswerOf<E>> {
  const response = await apiRequest(
    endpoint.method,
    urlOf(endpoint, ...([input] as InputArgs<E>)),
    input?.body,
  );
  return (await readAnswer(endpoint, response)) as AnswerOf<E>;
}

/**
 * Calls an endpoint that answers a file and hands over the response itself, for a download that
 * needs a POST (its name is in the Content-Disposition header, which a Blob does not carry).
 */
export function fetchApiFile<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): Promise<Response> {
  return apiRequest(endpoint.method, urlOf(endpoint, ...([input] as InputArgs<E>)), input?.body);
}

async function readAnswer(endpoint: Endpoint, response: Response): Promise<unknown> {
  if (endpoint.answer.kind === 'empty' || response.status === 204) return null;
  if (endpoint.answer.kind === 'file') return response.blob();
  return response.json();
}

/**
 * The query key of a call: the path with its parameters first (what the mutations of a list
 * invalidate), then the query when there is one.
 */
export function queryKeyOf<E extends Endpoint>(endpoint: E, ...[input]: InputArgs<E>): readonly string[] {
  const path = pathOf(endpoint.path, (input?.params ?? {}) as Record<string, string | number>);
  const search = searchOf(input?.query);
  return search ? [path, search] : [path];
}

type QueryOptions<T> = Omit<UseQueryOptions<T, Error, T, readonly string[]>, 'queryKey' | 'queryFn'>;

/** A read of an endpoint, cached under its key (queryKeyOf). */
export function useApiQuery<E extends Endpoint>(
  endpoint: E,
  input?: CallInput<E> | null,
  options: QueryOptions<AnswerOf<E>> = {},
) {
  const args = [input ?? undefined] as InputArgs<E>;
  return useQuery({
    queryKey: queryKeyOf(endpoint, ...args),
    queryFn: () => callApi(endpoint, ...args),
    ...options,
  });
}

/** One page of a list the server pages: its rows and how many rows match the filters in all. */
export interface ApiPage<T> {
  rows: T[];
  total: number;
}

type RowOf<E extends Endpoint> = AnswerOf<E> extends readonly (infer R)[] ? R : never;

/** GET of one page; the total comes from the X-Total-Count header. */
export async function fetchApiPage<E extends Endpoint>(
  endpoint: E,
  ...[input]: InputArgs<E>
): Promise<ApiPage<RowOf<E>>> {
  const response = await apiRequest('GET', urlOf(endpoint, ...([input] as InputArgs<E>)));
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER) ?? Number.NaN);
  const rows = (await response.json()) as RowOf<E>[];
  // Without a usable header the page itself is all that is known.
  return { rows, total: Number.isSafeInteger(total) && total >= 0 ? total : rows.length };
}

/**
 * One page of a server-paged list. The key starts with the list's path, so the mutations of that
 * list (which invalidate [path]) refetch every cached page; the previous page stays on screen
 * while the next one loads. `fresh`: asked again whenever the screen opens or the window regains
 * focus (a list that other writes change, as the activity log).
 */
export function useApiPage<E extends Endpoint>(
  endpoint: E,
  params: URLSearchParams,
  { fresh = false }: { fresh?: boolean } = {},
) {
  const input = { query: params } as CallInput<E>;
  const args = [input] as InputArgs<E>;
  return useQuery<ApiPage<RowOf<E>>>({
    queryKey: queryKeyOf(endpoint, ...args),
    queryFn: () => fetchApiPage(endpoint, ...args),
    placeholderData: keepPreviousData,
    ...(fresh ? { staleTime: 0 } : {}),
  });
}

/**
 * Reads that follow other lists: a write that refetches a list refetches these too (the
 * dashboard's figures and the sidebar's counts follow the applications and the messages).
 */
const FOLLOWERS: ReadonlyArray<readonly [list: Endpoint, followers: readonly Endpoint[]]> = [
  [API.applications.list, [API.stats.summary]],
  [API.messages.list, [API.stats.summary, API.messages.counts]],
];

const followersOf = (lists: readonly Endpoint[]) =>
  FOLLOWERS.filter(([list]) => lists.includes(list)).flatMap(([, followers]) => followers);

/**
 * A write to the API: never retried; on success the lists it belongs to are refetched (every
 * cached page of them). `input` turns the mutation's variables into the call's input.
 */
export function useApiWrite<E extends Endpoint, TVariables = CallInput<E>>(
  endpoint: E,
  {
    input = (variables) => variables as unknown as CallInput<E>,
    invalidates = [],
  }: { input?: (variables: TVariables) => CallInput<E>; invalidates?: readonly Endpoint[] } = {},
) {
  const queryClient = useQueryClient();
  return useMutation<AnswerOf<E>, Error, TVariables>({
    mutationFn: (variables) => callApi(endpoint, ...([input(variables)] as InputArgs<E>)),
    onSuccess: async () => {
      for (const list of invalidates) await queryClient.invalidateQueries({ queryKey: [list.path] });
      for (const follower of followersOf(invalidates))
        await queryClient.invalidateQueries({ queryKey: [follower.path] });
    },
  });
}

/** A list with its create, update and delete, as the content types and the templates have. */
export interface CrudEndpoints<T = unknown, TInput = unknown> {
  list: Endpoint<string, T[]>;
  create: Endpoint<string, T, TInput>;
  update: Endpoint<`${string}/:id`, T, Partial<TInput>>;
  remove: Endpoint<`${string}/:id`, null>;
}

/** The admin endpoints of a content type (any of them). */
export type ContentCrud = CrudEndpoints<{ id: number; order: number }, Record<string, unknown>>;

/** Create (POST list), update (PATCH list/id) and delete (DELETE list/id) of one list. */
export function useApiCrud<T, TInput>(group: CrudEndpoints<T, TInput>) {
  const invalidates = [group.list];
  return {
    create: useApiWrite(group.create, { input: (body: TInput) => ({ body }), invalidates }),
    update: useApiWrite(group.update, {
      input: ({ id, data }: { id: number; data: Partial<TInput> }) => ({ params: { id }, body: data }),
      invalidates,
    }),
    remove: useApiWrite(group.remove, { input: (id: number) => ({ params: { id } }), invalidates }),
  };
}
