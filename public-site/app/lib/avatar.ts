/**
 * A locally generated initials avatar (SVG data URL). Images that fail to load fall back to it;
 * no external avatar service is asked, so visitors' addresses go nowhere else.
 */
const PALETTES = [
  ['#7c3aed', '#db2777'],
  ['#0891b2', '#7c3aed'],
  ['#ea580c', '#db2777'],
  ['#059669', '#0891b2'],
  ['#4f46e5', '#06b6d4'],
  ['#be185d', '#f59e0b'],
];

export function initialsOf(name: string): string {
  const words = name
    .replace(/^@+/, '')
    .split(/[\s._-]+/)
    .filter(Boolean);
  const initials = words.length > 1 ? `${words[0]![0]}${words[1]![0]}` : (words[0] ?? '?').slice(0, 2);
  return initials.toUpperCase();
}

function hash(text: string): number {
  let value = 0;
  for (const char of text) value = (value * 31 + char.charCodeAt(0)) >>> 0;
  return value;
}

export function initialsAvatar(name: string): string {
  const [from, to] = PALETTES[hash(name) % PALETTES.length]!;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#g)"/>` +
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="38" ` +
    `font-weight="700" fill="#fff">${initialsOf(name).replace(/[<>&"]/g, '')}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** Shown where an image without a name fails (highlights, the streaming room). */
export const DEFAULT_PICTURE = '/static/default-picture.svg';
