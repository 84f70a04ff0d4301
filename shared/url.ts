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
