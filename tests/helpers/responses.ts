import { expect } from 'vitest';
import { HTTP } from './messages.js';
import type { TestResponse } from './test-app.js';

type Json = Record<string, unknown>;

/** Status, JSON content type and the exact body of an error answer. */
export function expectError(response: TestResponse, status: number, body: Json): void {
  expect(response.status).toBe(status);
  expect(response.headers.get('content-type') ?? '').toMatch(/^application\/json/);
  expect(response.body).toEqual(body);
}

/** The 400's message for whoever asked: „Sie“ in the control centre's API, „du“ on the website's. */
export const invalidInputFor = (url = '') =>
  url.startsWith('/api/admin') ? HTTP.invalidInputStaff : HTTP.invalidInput;

/** A 400 answer with exactly these field messages. */
export function expectInvalid(response: TestResponse, errors: Record<string, string>): void {
  expectError(response, 400, { message: invalidInputFor(response.url), errors });
}

export interface InvalidRow {
  method: 'POST' | 'PATCH';
  path: string;
  case: string;
  body: Json;
  errors: Record<string, string>;
}

/**
 * One route's invalid inputs: [case, body, field] with the message taken from `messages`, or
 * [case, body, errors] when the expected errors are spelled out.
 */
export type Case = [description: string, body: Json, expected: string | Record<string, string>];
export function invalidCases(
  method: 'POST' | 'PATCH',
  path: string,
  messages: Record<string, string>,
  list: Case[],
): InvalidRow[] {
  return list.map(([description, body, expected]): InvalidRow => ({
    method,
    path,
    case: description,
    body,
    errors:
      typeof expected === 'string'
        ? { [expected]: messages[expected] ?? `no message for ${expected}` }
        : expected,
  }));
}

/** The rows as it.each arguments, titled "<METHOD> <path> refuses <case>". */
export const titledRows = (rows: InvalidRow[]) =>
  rows.map((row) => [`${row.method} ${row.path} refuses ${row.case}`, row] as const);
