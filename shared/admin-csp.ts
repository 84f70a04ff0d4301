/**
 * The control centre's Content-Security-Policy, in the browser (served by Koa) and in the desktop
 * app (served by the main process): only own scripts; Ant Design injects its styles at runtime, so
 * styles allow 'unsafe-inline'; upload previews are data: URLs.
 */
export const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');
