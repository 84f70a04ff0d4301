import type { MouseEvent } from 'react';
import { breakableHandle } from '../../lib/breakable-handle.js';
import { streamerNameFromTiktok, tiktokHandle } from '@shared/streamer-name.js';
import { safeHttpUrl } from './safe-url.js';

/** A name TikTok could have (letters, digits, "_" and "."); anything else stays plain text. */
const PROFILE_NAME = /^[\p{L}\p{N}_.]{1,64}$/u;

/** The TikTok profile's address of a name as applicants type it ("@name" or "name"), or null. */
export function tiktokProfileHref(tiktokUsername: string): string | null {
  const name = streamerNameFromTiktok(tiktokUsername);
  if (!PROFILE_NAME.test(name)) return null;
  return safeHttpUrl(`https://www.tiktok.com/@${encodeURIComponent(name)}`);
}

// A click on the link opens the profile only, not the row's or card's dialog as well.
const stop = (event: MouseEvent) => event.stopPropagation();

/**
 * A TikTok name as "@name", linked to the profile in a new tab (the desktop app opens it in the
 * system's browser). Inside a clickable row the click stays with the link.
 */
export function TikTokLink({ username, className }: { username: string; className?: string }) {
  const handle = tiktokHandle(username);
  const href = tiktokProfileHref(username);
  if (!href) return <span className={className}>{breakableHandle(handle)}</span>;
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className={className}
      title="TikTok-Profil öffnen"
      onClick={stop}
    >
      {breakableHandle(handle)}
    </a>
  );
}
