import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { Permission } from '../roles.js';
import type { ValidationResult } from '../field-errors.js';

/**
 * One endpoint of the API, declared once: the server mounts its handler from it
 * (server/http/endpoints.ts), the control centre calls it through the client typed from it
 * (admin-desktop/renderer/src/api/client.ts), and the OpenAPI document is made from it
 * (server/http/api-document.ts). See docs/development.md, "Adding an admin endpoint".
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call it:
 * - `public`: anyone (the public API under /api);
 * - `sign-in`: the admin API's routes before a session exists (login, invitation and reset links);
 * - `enrolment`: signed in, or in the enrolment step of a sign-in (the route checks which);
 * - a permission: a signed-in person whose role has it (shared/roles.ts).
 */
export type Access = 'public' | 'sign-in' | 'enrolment' | Permission;

/** A request body's validator (shared/validation.ts's `compile`): its schema and its check. */
export interface BodySpec<T = unknown> {
  schema: TSchema;
  validate(input: unknown): ValidationResult<T>;
}

/**
 * The query parameters an endpoint reads: their schema (every name it declares; any other name,
 * or one given twice, is refused with a 400) and the parser that turns Koa's strings into values.
 */
export interface QuerySpec<T = unknown> {
  schema: TObject;
  parse(input: unknown): ValidationResult<T>;
}

/** What a successful answer is: JSON of a type, nothing (204), or a file of a media type. */
export type AnswerKind =
  { kind: 'json'; media: 'application/json' } | { kind: 'empty' } | { kind: 'file'; media: string };

declare const ANSWER: unique symbol;

/** An answer of type T (the type lives only in TypeScript: `json<AdminUser>()`). */
export type Answer<T, K extends AnswerKind = AnswerKind> = K & { readonly [ANSWER]?: T };

export const json = <T>(): Answer<T, { kind: 'json'; media: 'application/json' }> => ({
  kind: 'json',
  media: 'application/json',
});
export const empty = (): Answer<null, { kind: 'empty' }> => ({ kind: 'empty' });
/** A download or a page: the handler writes the body itself. */
export const file = (media: string): Answer<Blob, { kind: 'file'; media: string }> => ({
  kind: 'file',
  media,
});

export interface Endpoint<P extends string = string, A = unknown, B = unknown, Q = unknown> {
  method: Method;
  /** The full path as mounted, with `:name` parameters (`:id` is a positive integer). */
  path: P;
  access: Access;
  /** What it does, in a line (English: the API document is for developers). */
  summary: string;
  query?: QuerySpec<Q>;
  body?: BodySpec<B>;
  answer: Answer<A>;
  /** The status of a success (200 unless said), then the error statuses it answers with. */
  status?: number;
  errors?: readonly number[];
}

/** The parameters of a path: `:id` is a number, anything else a string; `{/:page}` is optional. */
type Required<P extends string> = P extends `${infer Head}{/:${string}}${infer Rest}`
  ? Required<Head> | Required<Rest>
  : P extends `${string}:${infer Name}/${infer Rest}`
    ? Name | Required<`/${Rest}`>
    : P extends `${string}:${infer Name}`
      ? Name
      : never;
type Optional<P extends string> = P extends `${string}{/:${infer Name}}${infer Rest}`
  ? Name | Optional<Rest>
  : never;
type Value<N extends string> = N extends 'id' ? number : string;

export type ParamsOf<P extends string> = { [N in Required<P>]: Value<N> } & { [N in Optional<P>]?: Value<N> };

export type AnswerOf<E> = E extends { answer: Answer<infer T> } ? T : never;
export type BodyOf<E> = E extends { body?: BodySpec<infer B> } ? B : never;
export type QueryOf<E> = E extends { query?: QuerySpec<infer Q> } ? Q : never;

/** The query a caller sends: the declared names, each a string or a number (or left out). */
export type QueryInput<E> = E extends { query?: { schema: infer S } }
  ? S extends TObject
    ? { [K in keyof Static<S>]?: string | number | boolean | readonly (string | number)[] | null }
    : never
  : never;

/**
 * Declares an endpoint. The answer's type is written out (`json<T>()`); body and query types come
 * from their validators.
 */
export function endpoint<const P extends string, A, B = never, Q = never>(
  declaration: Endpoint<P, A, B, Q> & { path: P },
): Endpoint<P, A, B, Q> {
  return declaration;
}

/** The path with its parameters filled in (each encoded); an optional one left out is dropped. */
export function pathOf(path: string, params: Record<string, string | number | undefined> = {}): string {
  return path
    .replace(/\{\/:(\w+)\}/g, (_match, name: string) =>
      params[name] === undefined ? '' : `/${encodeURIComponent(String(params[name]))}`,
    )
    .replace(/:(\w+)/g, (_match, name: string) => {
      const value = params[name];
      if (value === undefined) throw new Error(`${path}: the parameter ${name} is missing`);
      return encodeURIComponent(String(value));
    });
}

/** The endpoints of a group of declarations (nested objects of them), in declaration order. */
export function endpointsOf(group: object): Endpoint[] {
  return Object.values(group).flatMap((value: unknown) => {
    if (isEndpoint(value)) return [value];
    return value && typeof value === 'object' ? endpointsOf(value) : [];
  });
}

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Endpoint).method === 'string' &&
  typeof (value as Endpoint).path === 'string' &&
  'answer' in value;

/** The first part of every admin endpoint's path (the control centre's session covers these). */
export const ADMIN_API_PREFIX = '/api/admin';

/**
 * The declarations as the control centre's bundle gets them (precomputed at build time, see
 * shared/build/precomputed.ts): the same tree, each endpoint without its schemas.
 */
export function withoutSchemas(group: object): unknown {
  if (isEndpoint(group)) {
    const { method, path, access, answer, status } = group;
    return { method, path, access, answer: { ...answer }, ...(status === undefined ? {} : { status }) };
  }
  return Object.fromEntries(
    Object.entries(group).map(([key, value]) => [key, withoutSchemas(value as object)]),
  );
}
