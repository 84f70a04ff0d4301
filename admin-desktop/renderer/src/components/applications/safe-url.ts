import { isHttpUrl } from '@shared/url.js';

/** The address when it is a plain http(s) URL, else null: applicants type the website freely. */
export function safeHttpUrl(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return isHttpUrl(trimmed) ? new URL(trimmed).href : null;
}
