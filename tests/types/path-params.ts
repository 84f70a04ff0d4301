/**
 * Compile-time tests, checked by `npm run typecheck`: the parameters a declared path takes
 * (shared/api/endpoint.ts's ParamsOf). Each `@ts-expect-error` fails the typecheck when the line
 * below it compiles.
 */
import type { ParamsOf } from '@shared/api/endpoint.js';

type Preview = ParamsOf<'/api/admin/settings/preview/:token{/:page}'>;
type Restore = ParamsOf<'/api/admin/settings/versions/:id/restore'>;
type Settings = ParamsOf<'/api/admin/settings'>;

export const previews: Preview[] = [{ token: 'abc' }, { token: 'abc', page: 'impressum' }];
// @ts-expect-error the parameter before an optional one is required
export const withoutToken: Preview = { page: 'impressum' };
export const restore: Restore = { id: 3 };
// @ts-expect-error `:id` is a number
export const textId: Restore = { id: '3' };
export const none: [keyof Settings] extends [never] ? true : false = true;
