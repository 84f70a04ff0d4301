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

/** A link or image address that is safe to render: an http(s) URL or one of this site's uploads. */
export function isSafeUrl(value: string): boolean {
  return (UPLOAD_PATH_PATTERN.test(value) && !value.includes('..')) || isHttpUrl(value);
}
