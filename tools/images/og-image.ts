// Renders the default share image (1200x630) from SVG: `npm run images:og`.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { DEFAULT_SITE_SETTINGS } from '@shared/site-settings.js';

const here = fileURLToPath(new URL('../../public-site/static/', import.meta.url));
const { name } = DEFAULT_SITE_SETTINGS;

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
  <defs>
    <linearGradient id="text" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#ff3d8b"/><stop offset=".5" stop-color="#a855f7"/><stop offset="1" stop-color="#22d3ee"/>
    </linearGradient>
    <radialGradient id="glow1" cx=".85" cy=".15" r=".6"><stop offset="0" stop-color="#a855f7" stop-opacity=".55"/><stop offset="1" stop-color="#a855f7" stop-opacity="0"/></radialGradient>
    <radialGradient id="glow2" cx=".1" cy=".95" r=".55"><stop offset="0" stop-color="#ff3d8b" stop-opacity=".45"/><stop offset="1" stop-color="#ff3d8b" stop-opacity="0"/></radialGradient>
  </defs>
  <rect width="1200" height="630" fill="#07060d"/>
  <rect width="1200" height="630" fill="url(#glow1)"/>
  <rect width="1200" height="630" fill="url(#glow2)"/>
  <g transform="translate(90 110)">
    <rect width="84" height="84" rx="24" fill="url(#text)"/>
    <path d="M32 26v32l26-16z" fill="#fff"/>
    <text x="110" y="58" font-family="sans-serif" font-size="40" font-weight="700" fill="#f5f3ff">${name}</text>
  </g>
  <text x="90" y="330" font-family="sans-serif" font-size="66" font-weight="800" fill="#f5f3ff">Werde TikTok LIVE Creator</text>
  <text x="90" y="420" font-family="sans-serif" font-size="66" font-weight="800" fill="url(#text)">mit Agentur im Rücken.</text>
  <text x="90" y="520" font-family="sans-serif" font-size="28" fill="#b7b2cc">DE · AT · CH — keine Vorabgebühr, Antwort in 48 Stunden</text>
</svg>`;

await sharp(Buffer.from(svg)).jpeg({ quality: 82, mozjpeg: true }).toFile(path.join(here, 'og-image.jpg'));
console.log('wrote og-image.jpg');
