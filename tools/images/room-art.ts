/**
 * SVG building blocks of the streaming-room pictures (see generate-room-images.ts). Each helper
 * returns an SVG fragment; they rely on the filters declared by `sharedDefs`. Light is faked with
 * blurred shapes and gradients, which librsvg renders well and WebP compresses small.
 */

export const W = 1200;
export const H = 800;

/** mulberry32: seedable, so the pictures are the same on every run. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const n = (value: number) => Number(value.toFixed(1));

/** Blur filters (small to huge) and the gradients several helpers share. */
export function sharedDefs(): string {
  // The filter region is the whole canvas: a bounding-box region would clip the wide glows of thin shapes.
  const blur = (id: string, deviation: number) =>
    `<filter id="${id}" filterUnits="userSpaceOnUse" x="-200" y="-200" width="${W + 400}" height="${H + 400}"><feGaussianBlur stdDeviation="${deviation}"/></filter>`;
  return `
    ${blur('b1', 1.2)}${blur('b2', 3)}${blur('b3', 8)}${blur('b4', 22)}${blur('b5', 55)}
    <linearGradient id="leaf" x1="0" y1="1" x2="0" y2="0">
      <stop offset="0" stop-color="#0f3b2e"/><stop offset="0.6" stop-color="#2f7d5d"/><stop offset="1" stop-color="#58b889"/>
    </linearGradient>
    <linearGradient id="pot" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#2b2540"/><stop offset="0.45" stop-color="#4a4166"/><stop offset="1" stop-color="#1b1729"/>
    </linearGradient>
    <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#14121e"/><stop offset="0.5" stop-color="#55506c"/><stop offset="1" stop-color="#14121e"/>
    </linearGradient>
    <linearGradient id="screen" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#7c3aed"/><stop offset="0.55" stop-color="#db2777"/><stop offset="1" stop-color="#f97316"/>
    </linearGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.75">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/>
    </radialGradient>`;
}

export function wall(top: string, bottom: string, floorY: number): string {
  return `<linearGradient id="wallG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <rect width="${W}" height="${floorY}" fill="url(#wallG)"/>`;
}

/** Floor with planks converging towards a vanishing point, and a baseboard. */
export function floor(floorY: number, top: string, bottom: string, vanishX = W / 2): string {
  const lines: string[] = [];
  for (let x = -1400; x <= W + 1400; x += 150) {
    lines.push(`<line x1="${vanishX + (x - vanishX) * 0.18}" y1="${floorY}" x2="${x}" y2="${H}"/>`);
  }
  return `<linearGradient id="floorG" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient>
    <rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#floorG)"/>
    <g stroke="#ffffff" stroke-opacity="0.035" stroke-width="2">${lines.join('')}</g>
    <rect y="${floorY - 8}" width="${W}" height="10" fill="#0b0814"/>
    <rect y="${floorY - 8}" width="${W}" height="1.5" fill="#ffffff" opacity="0.08"/>`;
}

/** Soft coloured light on a surface. */
export function wash(cx: number, cy: number, rx: number, ry: number, color: string, opacity: number): string {
  return `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${color}" opacity="${opacity}" filter="url(#b5)"/>`;
}

/** An LED strip: a wide halo, a tighter glow and a bright core. */
export function ledStrip(
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  color: string,
  core = '#fff',
): string {
  const line = (width: number, stroke: string, extra: string) =>
    `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round" ${extra}/>`;
  return (
    line(70, color, 'opacity="0.35" filter="url(#b5)"') +
    line(16, color, 'opacity="0.8" filter="url(#b3)"') +
    line(5, color, '') +
    line(1.6, core, 'opacity="0.85"')
  );
}

/** Neon tubes along a path: the same layering as the LED strip. */
export function neon(d: string, color: string, width = 6): string {
  const path = (w: number, stroke: string, extra: string) =>
    `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${w}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
  return (
    path(width * 9, color, 'opacity="0.3" filter="url(#b5)"') +
    path(width * 2.5, color, 'opacity="0.85" filter="url(#b3)"') +
    path(width, color, '') +
    path(width * 0.35, '#fff', 'opacity="0.9"')
  );
}

/** A ring light (optionally seen at an angle: rx < ry) with its glow. */
export function ringLight(cx: number, cy: number, rx: number, ry: number, thickness: number): string {
  const ring = (width: number, stroke: string, extra: string) =>
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="${stroke}" stroke-width="${width}" ${extra}/>`;
  return (
    `<ellipse cx="${cx}" cy="${cy}" rx="${rx * 1.9}" ry="${ry * 1.9}" fill="#fff1dc" opacity="0.16" filter="url(#b5)"/>` +
    ring(thickness * 3.2, '#fff4e2', 'opacity="0.55" filter="url(#b4)"') +
    ring(thickness + 10, '#15121f', '') +
    ring(thickness, '#fffaf2', '') +
    ring(thickness * 0.45, '#ffffff', 'filter="url(#b2)"') +
    ring(2, '#c9b8ff', `opacity="0.5" transform="translate(0 ${thickness * 0.15})"`)
  );
}

/** A phone in portrait, its screen showing a livestream (LIVE pill, viewers, hearts). */
export function phone(x: number, y: number, w: number): string {
  const h = w * 2.05;
  const r = w * 0.16;
  const s = w / 100;
  const heart = (hx: number, hy: number, size: number, color: string) =>
    `<path transform="translate(${n(hx)} ${n(hy)}) scale(${n(size)})" fill="${color}" d="M0 3C-2-1-8 0-8 4c0 3 4 6 8 9 4-3 8-6 8-9 0-4-6-5-8-1z"/>`;
  return `<g>
    <rect x="${x - 4 * s}" y="${y - 4 * s}" width="${w + 8 * s}" height="${h + 8 * s}" rx="${r + 4 * s}" fill="#07060c"/>
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#screen)"/>
    <ellipse cx="${x + w / 2}" cy="${y + h * 0.62}" rx="${w * 0.36}" ry="${h * 0.3}" fill="#2a0b3d" opacity="0.55"/>
    <circle cx="${x + w / 2}" cy="${y + h * 0.42}" r="${w * 0.17}" fill="#2a0b3d" opacity="0.8"/>
    <path d="M${x + w * 0.18} ${y + h} C${x + w * 0.2} ${y + h * 0.66} ${x + w * 0.8} ${y + h * 0.66} ${x + w * 0.82} ${y + h}Z" fill="#2a0b3d" opacity="0.8"/>
    <rect x="${x + 9 * s}" y="${y + 12 * s}" width="${24 * s}" height="${11 * s}" rx="${3 * s}" fill="#ef4444"/>
    <rect x="${x + 13 * s}" y="${y + 16.5 * s}" width="${16 * s}" height="${2 * s}" rx="${1 * s}" fill="#fff"/>
    <rect x="${x + 37 * s}" y="${y + 12 * s}" width="${22 * s}" height="${11 * s}" rx="${3 * s}" fill="#000" opacity="0.35"/>
    <rect x="${x + 8 * s}" y="${y + h - 52 * s}" width="${52 * s}" height="${9 * s}" rx="${4.5 * s}" fill="#000" opacity="0.28"/>
    <rect x="${x + 8 * s}" y="${y + h - 38 * s}" width="${40 * s}" height="${9 * s}" rx="${4.5 * s}" fill="#000" opacity="0.28"/>
    <rect x="${x + 8 * s}" y="${y + h - 22 * s}" width="${58 * s}" height="${11 * s}" rx="${5.5 * s}" fill="#fff" opacity="0.2"/>
    ${heart(x + w * 0.82, y + h * 0.78, s * 0.9, '#ff4d8d')}
    ${heart(x + w * 0.88, y + h * 0.66, s * 0.65, '#ffb3cf')}
    ${heart(x + w * 0.78, y + h * 0.56, s * 0.5, '#ff4d8d')}
    <rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="none" stroke="#fff" stroke-opacity="0.12" stroke-width="${1.5 * s}"/>
  </g>`;
}

/** A vertical metal pole (a rect, since gradients need a box to span). */
export function pole(x: number, top: number, bottom: number, width: number): string {
  return (
    `<rect x="${x - width / 2}" y="${top}" width="${width}" height="${bottom - top}" fill="url(#metal)"/>` +
    `<rect x="${x + width * 0.1}" y="${top}" width="1.5" height="${bottom - top}" fill="#fff" opacity="0.2"/>`
  );
}

/** A tripod: a column from (x, top) down to the spread of three legs. */
export function tripod(x: number, top: number, hub: number, feet: [number, number][]): string {
  const legs = feet
    .map(
      ([fx, fy]) =>
        `<line x1="${x}" y1="${hub}" x2="${fx}" y2="${fy}" stroke="#1c1929" stroke-width="7" stroke-linecap="round"/>`,
    )
    .join('');
  return `<g>
    <ellipse cx="${x}" cy="${Math.max(...feet.map(([, fy]) => fy)) + 4}" rx="${Math.abs(feet[2]![0] - feet[0]![0]) * 0.6}" ry="14" fill="#000" opacity="0.45" filter="url(#b3)"/>
    ${legs}
    ${pole(x, top, hub, 10)}
    <rect x="${x - 9}" y="${hub - 10}" width="18" height="20" rx="4" fill="#1c1929"/>
  </g>`;
}

/** A potted plant: leaves fanned out of a pot, with a rim light in the room's accent colour. */
export function plant(x: number, base: number, scale: number, seed: number, rim = '#ff5fa2'): string {
  const random = createRandom(seed);
  const potW = 70 * scale;
  const potH = 62 * scale;
  const leaves: string[] = [];
  const count = 9 + Math.floor(random() * 4);
  for (let i = 0; i < count; i++) {
    const angle = -72 + (144 * i) / (count - 1) + (random() - 0.5) * 16;
    const length = (95 + random() * 70) * scale * (1 - Math.abs(angle) / 260);
    const width = length * (0.42 + random() * 0.12);
    const d = `M0 0 C${n(width)} ${n(-length * 0.25)} ${n(width * 0.7)} ${n(-length * 0.85)} 0 ${n(-length)} C${n(-width * 0.7)} ${n(-length * 0.85)} ${n(-width)} ${n(-length * 0.25)} 0 0Z`;
    leaves.push(
      `<g transform="translate(${x} ${base - potH + 4 * scale}) rotate(${n(angle)})">` +
        `<path d="${d}" fill="url(#leaf)"/>` +
        `<path d="${d}" fill="none" stroke="${rim}" stroke-opacity="0.35" stroke-width="${n(1.6 * scale)}"/>` +
        `<line x1="0" y1="0" x2="0" y2="${n(-length * 0.92)}" stroke="#0b2a20" stroke-opacity="0.6" stroke-width="${n(1.4 * scale)}"/></g>`,
    );
  }
  return `<g>
    <ellipse cx="${x}" cy="${base + 2}" rx="${potW * 0.75}" ry="${8 * scale}" fill="#000" opacity="0.5" filter="url(#b3)"/>
    ${leaves.join('')}
    <path d="M${x - potW / 2} ${base - potH} H${x + potW / 2} L${x + potW * 0.38} ${base} H${x - potW * 0.38}Z" fill="url(#pot)"/>
    <rect x="${x - potW / 2 - 3 * scale}" y="${base - potH - 6 * scale}" width="${potW + 6 * scale}" height="${10 * scale}" rx="${3 * scale}" fill="#3a3352"/>
  </g>`;
}

/** A wall shelf with books, a small plant and a speaker. */
export function shelf(x: number, y: number, width: number, seed: number): string {
  const random = createRandom(seed);
  const colors = ['#7c3aed', '#db2777', '#0e7490', '#f59e0b', '#4338ca', '#be185d', '#e2e8f0', '#1e293b'];
  const items: string[] = [];
  let cursor = x + 14;
  const end = x + width - 14;
  while (cursor < end - 20) {
    const kind = random();
    if (kind < 0.62) {
      const books = 2 + Math.floor(random() * 4);
      for (let i = 0; i < books && cursor < end - 12; i++) {
        const bw = 10 + random() * 9;
        const bh = 44 + random() * 30;
        const color = colors[Math.floor(random() * colors.length)]!;
        items.push(
          `<rect x="${n(cursor)}" y="${n(y - bh)}" width="${n(bw)}" height="${n(bh)}" rx="1.5" fill="${color}" opacity="0.85"/>`,
        );
        items.push(
          `<rect x="${n(cursor + 2)}" y="${n(y - bh + 8)}" width="${n(bw - 4)}" height="3" fill="#fff" opacity="0.25"/>`,
        );
        cursor += bw + 1.5;
      }
      cursor += 14;
    } else if (kind < 0.82) {
      items.push(plant(cursor + 18, y, 0.32, seed + Math.floor(random() * 1000)));
      cursor += 50;
    } else {
      items.push(`<rect x="${n(cursor)}" y="${y - 52}" width="34" height="52" rx="5" fill="#16131f"/>`);
      items.push(
        `<circle cx="${n(cursor + 17)}" cy="${y - 20}" r="10" fill="#25203a" stroke="#3c3558" stroke-width="2"/>`,
      );
      items.push(`<circle cx="${n(cursor + 17)}" cy="${y - 41}" r="5" fill="#25203a"/>`);
      cursor += 48;
    }
  }
  return `<g>
    <rect x="${x}" y="${y + 4}" width="${width}" height="14" fill="#000" opacity="0.4" filter="url(#b3)"/>
    ${items.join('')}
    <rect x="${x}" y="${y}" width="${width}" height="10" rx="2" fill="#2c2440"/>
    <rect x="${x}" y="${y}" width="${width}" height="2" fill="#fff" opacity="0.15"/>
  </g>`;
}

/** A hexagon of acoustic foam, lit from one side. */
export function hexagon(cx: number, cy: number, r: number, fill: string, light: string): string {
  const points = Array.from({ length: 6 }, (_, i) => {
    const a = (Math.PI / 3) * i + Math.PI / 6;
    return `${n(cx + r * Math.cos(a))},${n(cy + r * Math.sin(a))}`;
  }).join(' ');
  return `<polygon points="${points}" fill="${fill}" stroke="${light}" stroke-opacity="0.35" stroke-width="2"/>`;
}

/** Darkens the edges like a camera lens. */
export function vignette(): string {
  return `<rect width="${W}" height="${H}" fill="url(#vignette)"/>`;
}

export function svgDocument(body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}"><defs>${sharedDefs()}${defs}</defs>${body}</svg>`;
}
