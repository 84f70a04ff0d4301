/**
 * Renders the seed images (abstract avatars and highlight artwork) from SVG to WebP, so the
 * project ships its own pictures and never depends on an external image host.
 *
 * Run: npm run images:seed (npm run images renders every shipped picture)
 *
 * The output is deterministic (a seeded random generator places the particles), and the .webp
 * files are committed; re-run only after changing the art or the seed names. Text uses the generic
 * 'sans-serif' family, rendered by librsvg with whatever system font is installed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { SEED_FEEDBACKS, SEED_HIGHLIGHTS, SEED_STREAMERS } from '@db/seeds/content.js';

const OUTPUT_DIR = fileURLToPath(new URL('../../db/seeds/images/', import.meta.url));
const WEBP_OPTIONS = { quality: 80, effort: 6, smartSubsample: true } as const;

interface AvatarPalette {
  bgFrom: string;
  bgTo: string;
  glowA: string;
  glowB: string;
  accent: string;
  /** Angle of the background gradient, so avatars differ in more than colour. */
  angle: number;
}

// Dark-theme friendly: deep purples, magentas, cyans and ambers, each avatar its own mix.
const AVATAR_PALETTES: readonly AvatarPalette[] = [
  { bgFrom: '#1a0b2e', bgTo: '#4a1266', glowA: '#c026d3', glowB: '#22d3ee', accent: '#f0abfc', angle: 35 },
  { bgFrom: '#07172e', bgTo: '#123a6b', glowA: '#0ea5e9', glowB: '#8b5cf6', accent: '#7dd3fc', angle: 120 },
  { bgFrom: '#2a0a24', bgTo: '#6b1248', glowA: '#ec4899', glowB: '#f59e0b', accent: '#fbcfe8', angle: 60 },
  { bgFrom: '#06201f', bgTo: '#0f4c4a', glowA: '#14b8a6', glowB: '#a3e635', accent: '#99f6e4', angle: 150 },
  { bgFrom: '#261204', bgTo: '#5c2a0a', glowA: '#f59e0b', glowB: '#e11d48', accent: '#fde68a', angle: 20 },
  { bgFrom: '#0c0a2a', bgTo: '#2b1a6b', glowA: '#06b6d4', glowB: '#d946ef', accent: '#a5f3fc', angle: 95 },
  { bgFrom: '#1f0a1f', bgTo: '#52124f', glowA: '#a855f7', glowB: '#fb7185', accent: '#e9d5ff', angle: 140 },
  { bgFrom: '#0a1a24', bgTo: '#134e5e', glowA: '#22d3ee', glowB: '#f59e0b', accent: '#cffafe', angle: 45 },
  { bgFrom: '#1e0b14', bgTo: '#5b1530', glowA: '#f43f5e', glowB: '#8b5cf6', accent: '#fecdd3', angle: 75 },
];

/** mulberry32: small, seedable, good enough to scatter decorative particles reproducibly. */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part.length > 0)
    .slice(0, 2)
    .map((part) => part.charAt(0).toLocaleUpperCase('de-DE'))
    .join('');
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** Gradient end points for an angle in degrees, in objectBoundingBox units. */
function gradientVector(angle: number): string {
  const radians = (angle * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  const f = (value: number) => value.toFixed(3);
  return `x1="${f(0.5 - dx)}" y1="${f(0.5 - dy)}" x2="${f(0.5 + dx)}" y2="${f(0.5 + dy)}"`;
}

function avatarSvg(name: string, palette: AvatarPalette, seed: number): string {
  const random = createRandom(seed);
  const initials = escapeXml(initialsOf(name));
  const glowAx = 60 + random() * 120;
  const glowAy = 40 + random() * 120;
  const glowBx = 240 + random() * 120;
  const glowBy = 220 + random() * 140;
  const ringRotation = Math.round(random() * 360);
  const sparkles = Array.from({ length: 14 }, () => {
    const x = random() * 400;
    const y = random() * 260;
    const r = 0.8 + random() * 2.2;
    const opacity = 0.25 + random() * 0.5;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${palette.accent}" fill-opacity="${opacity.toFixed(2)}"/>`;
  }).join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">
  <defs>
    <linearGradient id="bg" ${gradientVector(palette.angle)}>
      <stop offset="0" stop-color="${palette.bgFrom}"/>
      <stop offset="1" stop-color="${palette.bgTo}"/>
    </linearGradient>
    <radialGradient id="glowA" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.glowA}" stop-opacity="0.75"/>
      <stop offset="1" stop-color="${palette.glowA}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="glowB" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${palette.glowB}" stop-opacity="0.55"/>
      <stop offset="1" stop-color="${palette.glowB}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="body" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.34"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0.08"/>
    </linearGradient>
    <linearGradient id="tint" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${palette.glowA}"/>
      <stop offset="1" stop-color="${palette.glowB}"/>
    </linearGradient>
    <linearGradient id="rim" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.glowA}"/>
      <stop offset="1" stop-color="${palette.glowB}"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.5"/>
    </radialGradient>
    <filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="10"/></filter>
    <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="1.2"/></filter>
  </defs>
  <rect width="400" height="400" fill="url(#bg)"/>
  <circle cx="${glowAx.toFixed(1)}" cy="${glowAy.toFixed(1)}" r="230" fill="url(#glowA)"/>
  <circle cx="${glowBx.toFixed(1)}" cy="${glowBy.toFixed(1)}" r="210" fill="url(#glowB)"/>
  ${sparkles}
  <g transform="rotate(${ringRotation} 200 168)" fill="none">
    <circle cx="200" cy="168" r="118" stroke="url(#rim)" stroke-opacity="0.55" stroke-width="2.5"/>
    <circle cx="200" cy="168" r="138" stroke="${palette.accent}" stroke-opacity="0.22" stroke-width="1.5" stroke-dasharray="2 10" stroke-linecap="round"/>
    <path d="M 82 168 A 118 118 0 0 1 200 50" stroke="${palette.accent}" stroke-opacity="0.9" stroke-width="4" stroke-linecap="round"/>
  </g>
  <g filter="url(#blur)" opacity="0.5" fill="url(#tint)">
    <circle cx="200" cy="160" r="70"/>
    <path d="M 62 400 C 66 306 124 262 200 262 C 276 262 334 306 338 400 Z"/>
  </g>
  <g filter="url(#soft)">
    <circle cx="200" cy="160" r="66" fill="url(#body)"/>
    <path d="M 70 400 C 74 312 128 268 200 268 C 272 268 326 312 330 400 Z" fill="url(#body)"/>
  </g>
  <circle cx="200" cy="160" r="66" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="1.5"/>
  <path d="M 70 400 C 74 312 128 268 200 268 C 272 268 326 312 330 400" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="1.5"/>
  <text x="200" y="362" text-anchor="middle" font-family="sans-serif" font-weight="700" font-size="58" letter-spacing="6" fill="#ffffff" fill-opacity="0.95">${initials}</text>
  <rect width="400" height="400" fill="url(#vignette)"/>
</svg>`;
}

type NeonMotif = 'versus' | 'pin' | 'sun' | 'screen';

interface HighlightArt {
  caption: string;
  kicker: string;
  motif: NeonMotif;
  skyFrom: string;
  skyTo: string;
  beams: readonly string[];
  neon: string;
  neonAlt: string;
}

// One look per highlight, in the order of SEED_HIGHLIGHTS.
const HIGHLIGHT_ART: readonly HighlightArt[] = [
  {
    caption: 'BATTLE NIGHT',
    kicker: 'LIVE · EVENT',
    motif: 'versus',
    skyFrom: '#07030f',
    skyTo: '#3b0a52',
    beams: ['#d946ef', '#22d3ee', '#f0abfc', '#06b6d4'],
    neon: '#f472b6',
    neonAlt: '#22d3ee',
  },
  {
    caption: 'CREATOR MEETUP',
    kicker: 'WIEN · COMMUNITY',
    motif: 'pin',
    skyFrom: '#030a14',
    skyTo: '#0c3b5e',
    beams: ['#38bdf8', '#a78bfa', '#22d3ee', '#818cf8'],
    neon: '#67e8f9',
    neonAlt: '#a78bfa',
  },
  {
    caption: 'SUMMER VIBES',
    kicker: 'KAMPAGNE',
    motif: 'sun',
    skyFrom: '#12040c',
    skyTo: '#6b1d2c',
    beams: ['#f59e0b', '#fb7185', '#fbbf24', '#f472b6'],
    neon: '#fbbf24',
    neonAlt: '#fb7185',
  },
  {
    caption: 'WORKSHOP',
    kicker: 'ONLINE · LIVE',
    motif: 'screen',
    skyFrom: '#05040f',
    skyTo: '#26145c',
    beams: ['#8b5cf6', '#14b8a6', '#c084fc', '#2dd4bf'],
    neon: '#c084fc',
    neonAlt: '#2dd4bf',
  },
];

function motifShapes(motif: NeonMotif, color: string, alt: string): string {
  const stroke = (c: string, width: number) =>
    `fill="none" stroke="${c}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`;
  switch (motif) {
    case 'versus':
      // Two overlapping rings: two streamers facing off in a match.
      return `<circle cx="530" cy="250" r="120" ${stroke(color, 7)}/>
        <circle cx="670" cy="250" r="120" ${stroke(alt, 7)}/>
        <path d="M 612 180 L 584 256 L 620 256 L 592 330" ${stroke('#ffffff', 6)}/>`;
    case 'pin':
      // A location pin in a ring: the meetup in one city.
      return `<circle cx="600" cy="250" r="135" ${stroke(alt, 5)} stroke-dasharray="4 18"/>
        <path d="M 600 350 C 560 290 530 260 530 220 A 70 70 0 1 1 670 220 C 670 260 640 290 600 350 Z" ${stroke(color, 7)}/>
        <circle cx="600" cy="220" r="24" ${stroke(color, 6)}/>`;
    case 'sun':
      // A setting sun over a horizon.
      return `<path d="M 470 300 A 130 130 0 0 1 730 300" ${stroke(color, 7)}/>
        <line x1="430" y1="300" x2="770" y2="300" ${stroke(alt, 6)}/>
        <line x1="470" y1="330" x2="730" y2="330" ${stroke(alt, 5)} stroke-opacity="0.8"/>
        <line x1="520" y1="358" x2="680" y2="358" ${stroke(alt, 4)} stroke-opacity="0.6"/>
        ${[-60, -30, 0, 30, 60]
          .map((deg) => {
            const r = (deg * Math.PI) / 180;
            const x1 = 600 + Math.sin(r) * 155;
            const y1 = 300 - Math.cos(r) * 155;
            const x2 = 600 + Math.sin(r) * 195;
            const y2 = 300 - Math.cos(r) * 195;
            return `<line x1="${x1.toFixed(1)}" y1="${y1.toFixed(1)}" x2="${x2.toFixed(1)}" y2="${y2.toFixed(1)}" ${stroke(color, 6)}/>`;
          })
          .join('')}`;
    case 'screen':
      // A phone in portrait with a play symbol: streaming know-how.
      return `<rect x="530" y="110" width="140" height="250" rx="26" ${stroke(color, 7)}/>
        <line x1="580" y1="132" x2="620" y2="132" ${stroke(color, 5)}/>
        <path d="M 582 200 L 582 272 L 642 236 Z" ${stroke(alt, 6)}/>
        <circle cx="600" cy="236" r="90" ${stroke(alt, 3)} stroke-opacity="0.5" stroke-dasharray="3 14"/>`;
  }
}

/** The neon motif sits right of centre so it never runs into the caption at the top left. */
const MOTIF_SHIFT_X = 170;

function highlightSvg(art: HighlightArt, seed: number): string {
  const random = createRandom(seed);
  const width = 1200;
  const height = 675;

  const beams = art.beams
    .map((color, index) => {
      const sourceX = 120 + index * 320 + (random() - 0.5) * 80;
      const spread = 90 + random() * 70;
      const targetX = 600 + (sourceX - 600) * -0.35 + (random() - 0.5) * 200;
      return `<polygon points="${sourceX.toFixed(0)},-20 ${(sourceX + 18).toFixed(0)},-20 ${(targetX + spread).toFixed(0)},${height} ${(targetX - spread).toFixed(0)},${height}" fill="url(#beam${index})"/>`;
    })
    .join('');
  const beamGradients = art.beams
    .map(
      (color, index) => `<linearGradient id="beam${index}" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${color}" stop-opacity="0.75"/>
        <stop offset="0.7" stop-color="${color}" stop-opacity="0.12"/>
        <stop offset="1" stop-color="${color}" stop-opacity="0"/>
      </linearGradient>`,
    )
    .join('');

  const particles = Array.from({ length: 70 }, () => {
    const x = random() * width;
    const y = random() * height * 0.85;
    const r = 0.8 + random() * 2.6;
    const color = random() > 0.5 ? art.neon : art.neonAlt;
    const opacity = 0.2 + random() * 0.6;
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" fill-opacity="${opacity.toFixed(2)}"/>`;
  }).join('');

  // A crowd of soft heads and shoulders in front of the stage, for the "event" feel.
  const crowd = Array.from({ length: 22 }, (_, index) => {
    const x = -30 + index * 58 + (random() - 0.5) * 30;
    const y = 600 + random() * 40;
    const scale = 0.8 + random() * 0.45;
    return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(2)})">
      <circle cx="0" cy="-30" r="22"/><path d="M -46 60 C -44 10 -24 -4 0 -4 C 24 -4 44 10 46 60 Z"/></g>`;
  }).join('');

  const motif = motifShapes(art.motif, art.neon, art.neonAlt);

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${art.skyFrom}"/>
      <stop offset="1" stop-color="${art.skyTo}"/>
    </linearGradient>
    <radialGradient id="stageGlow" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${art.neon}" stop-opacity="0.55"/>
      <stop offset="0.5" stop-color="${art.neonAlt}" stop-opacity="0.18"/>
      <stop offset="1" stop-color="${art.neonAlt}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="halo" cx="0.5" cy="0.5" r="0.5">
      <stop offset="0" stop-color="${art.neonAlt}" stop-opacity="0.35"/>
      <stop offset="1" stop-color="${art.neonAlt}" stop-opacity="0"/>
    </radialGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000000" stop-opacity="0.85"/>
    </linearGradient>
    <linearGradient id="underline" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="${art.neon}"/>
      <stop offset="1" stop-color="${art.neonAlt}"/>
    </linearGradient>
    ${beamGradients}
    <filter id="beamBlur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="14"/></filter>
    <filter id="neonGlow" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="12"/></filter>
    <filter id="crowdBlur" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="2.5"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <ellipse cx="${600 + MOTIF_SHIFT_X}" cy="280" rx="420" ry="300" fill="url(#halo)"/>
  <g filter="url(#beamBlur)" style="mix-blend-mode:screen">${beams}</g>
  ${particles}
  <ellipse cx="600" cy="560" rx="560" ry="120" fill="url(#stageGlow)"/>
  <path d="M 120 520 L 1080 520 L 1200 675 L 0 675 Z" fill="#05030a" fill-opacity="0.55"/>
  <line x1="120" y1="520" x2="1080" y2="520" stroke="url(#underline)" stroke-width="3" stroke-opacity="0.9"/>
  <g transform="translate(${MOTIF_SHIFT_X} 30)">
    <g filter="url(#neonGlow)" opacity="0.95">${motif}</g>
    <g opacity="0.95">${motif}</g>
  </g>
  <g fill="#020106" fill-opacity="0.92" filter="url(#crowdBlur)">${crowd}</g>
  <rect x="0" y="${height - 260}" width="${width}" height="260" fill="url(#floor)"/>
  <text x="72" y="96" font-family="sans-serif" font-size="22" font-weight="700" letter-spacing="6" fill="#ffffff" fill-opacity="0.7">${escapeXml(art.kicker)}</text>
  <text x="72" y="152" font-family="sans-serif" font-size="46" font-weight="800" letter-spacing="3" fill="#ffffff">${escapeXml(art.caption)}</text>
  <rect x="74" y="172" width="120" height="5" rx="2.5" fill="url(#underline)"/>
</svg>`;
}

async function render(svg: string, fileName: string): Promise<void> {
  const target = path.join(OUTPUT_DIR, fileName);
  await sharp(Buffer.from(svg)).webp(WEBP_OPTIONS).toFile(target);
  const { size } = fs.statSync(target);
  console.log(`${fileName.padEnd(24)} ${(size / 1024).toFixed(1)} KB`);
}

function uploadFileName(url: string): string {
  const name = url.split('/').pop();
  if (!name?.endsWith('.webp')) throw new Error(`Seed image URL ${url} does not end in a .webp file name`);
  return name;
}

async function main(): Promise<void> {
  const people = [
    ...SEED_STREAMERS.map((streamer) => ({ name: streamer.name, url: streamer.profileImageUrl })),
    ...SEED_FEEDBACKS.map((feedback) => ({ name: feedback.name, url: feedback.profileImageUrl })),
  ];
  for (const [index, person] of people.entries()) {
    const palette = AVATAR_PALETTES[index % AVATAR_PALETTES.length];
    if (!palette) throw new Error('No avatar palette defined');
    await render(avatarSvg(person.name, palette, 1000 + index), uploadFileName(person.url));
  }

  for (const [index, highlight] of SEED_HIGHLIGHTS.entries()) {
    const art = HIGHLIGHT_ART[index];
    if (!art) throw new Error(`No artwork defined for highlight ${index + 1}`);
    await render(highlightSvg(art, 2000 + index), uploadFileName(highlight.imageUrl));
  }
}

await main();
