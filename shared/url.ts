/** Path prefix under which the server serves uploaded images. */
export const UPLOADS_PATH = '/uploads/';

const UPLOAD_PATH_PATTERN = /^\/uploads\/[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

/** An absolute http(s) URL with a host: never javascript:, data: or protocol-relative. */
export function isHttpUrl(value: string): boolean {
  if (value.length > 1000 || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A scheme at the start ("javascript:", "data:", "https:"), but not a host with a port ("example.org:8080"). */
const SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d+(?:[/?#]|$))/i;
/** A host name label (after the URL parser: lower case, international names as punycode). */
const HOST_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
/** The last label: letters, or an international top-level domain as punycode. Never only digits (IPs). */
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const WEB_ADDRESS_MAX = 500;

/**
 * The address typed into a "website or profile" field as it is stored: "www.mein-kanal.de" and
 * "instagram.com/meinname" get "https://" in front, an http(s) URL stays as it is, but for its
 * host: in lower case, and an international one in its punycode form ("https://аpple.com" with a
 * Cyrillic "а" is stored as "https://xn--pple-43d.com", so a look-alike cannot pass for the
 * real address; the control centre shows both forms). Null for
 * anything else: another scheme (javascript:, data:, vbscript:, file:, mailto: …), a host without
 * a dot (or an IP address), white space, backslashes, a user name or password in the address, or
 * more than 500 characters once completed.
 */
export function normalizeWebAddress(value: string): string | null {
  if (/[\s\\]/.test(value)) return null;
  let address: string;
  if (SCHEME.test(value)) {
    if (!/^https?:\/\/[^/]/i.test(value)) return null;
    address = value;
  } else {
    // Without a scheme it starts with the host: "//evil.example" or "@name" are no addresses.
    if (!/^[\p{L}\p{N}]/u.test(value)) return null;
    address = `https://${value}`;
  }
  if (address.length > WEB_ADDRESS_MAX) return null;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username || url.password) return null;
  const labels = url.hostname.split('.');
  if (labels.length < 2 || !labels.every((label) => HOST_LABEL.test(label))) return null;
  if (!TOP_LEVEL_LABEL.test(labels.at(-1)!)) return null;
  // The host as the parser read it (lower case, punycode); the rest as typed.
  const afterHost = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(.*)$/is.exec(address)?.[1] ?? '';
  const stored = `${url.protocol}//${url.host}${afterHost}`;
  return stored.length > WEB_ADDRESS_MAX ? null : stored;
}

/** A website field's value that normalizeWebAddress accepts. */
export function isWebAddress(value: string): boolean {
  return normalizeWebAddress(value) !== null;
}

/** An image stored by this server's upload: /uploads/<name>. */
export function isUploadPath(value: string): boolean {
  return UPLOAD_PATH_PATTERN.test(value) && !value.includes('..');
}

/** A link or image address that is safe to render: an http(s) URL or one of this site's uploads. */
export function isSafeUrl(value: string): boolean {
  return isUploadPath(value) || isHttpUrl(value);
}

/**
 * A mailto: link to exactly one address. The address's parts and the subject are percent-encoded,
 * so nothing in them can add recipients (bcc=…) or other parameters to the e-mail.
 */
export function mailtoHref(address: string, { subject }: { subject?: string } = {}): string {
  const at = address.lastIndexOf('@');
  const encoded =
    at > 0
      ? `${encodeURIComponent(address.slice(0, at))}@${encodeURIComponent(address.slice(at + 1))}`
      : encodeURIComponent(address);
  return `mailto:${encoded}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
}
