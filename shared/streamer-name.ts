/**
 * The name the control centre fills in when left blank: the TikTok name without a leading "@".
 * Its own module (nothing happens on import), so the control centre can use it without the schemas.
 */
export function streamerNameFromTiktok(tiktokUsername: string): string {
  return tiktokUsername.trim().replace(/^@+/, '');
}
