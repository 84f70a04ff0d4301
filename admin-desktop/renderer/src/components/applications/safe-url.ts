// The npm package (the trailing slash): in Node, 'punycode' is the deprecated built-in module.
import { toUnicode } from 'punycode/';
import { isHttpUrl } from '@shared/url.js';

/** The address when it is a plain http(s) URL, else null: applicants type the website freely. */
export function safeHttpUrl(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return isHttpUrl(trimmed) ? new URL(trimmed).href : null;
}

/**
 * The host of an international address as people read it ("аpple.com" for "xn--pple-43d.com"),
 * or null when the host is plain ASCII: then there is only one form to show.
 */
export function unicodeHost(href: string): string | null {
  const { hostname } = new URL(href);
  if (!hostname.split('.').some((label) => label.startsWith('xn--'))) return null;
  let unicode: string;
  try {
    unicode = toUnicode(hostname);
  } catch {
    // A label that is no valid punycode: there is no other form to show.
    return null;
  }
  return unicode === hostname ? null : unicode;
}
