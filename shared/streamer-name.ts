/**
 * The name the control centre fills in when left blank: the TikTok name without a leading "@".
 * Its own module (nothing happens on import), so the control centre can use it without the schemas.
 */
export function streamerNameFromTiktok(tiktokUsername: string): string {
  return tiktokUsername.trim().replace(/^@+/, '');
}

/**
 * A TikTok name as the control centre shows it, one way everywhere: "@name", whether it was typed
 * with or without the "@" (it stays stored as typed). Empty for an empty name.
 */
export function tiktokHandle(tiktokUsername: string): string {
  const name = streamerNameFromTiktok(tiktokUsername);
  return name === '' ? '' : `@${name}`;
}
