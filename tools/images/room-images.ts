/**
 * Renders the three pictures of the streaming-room gallery (public-site/app/sections/StreamingRoom.tsx)
 * from layered SVG art to 1200x800 WebP, so the site ships its own pictures and asks no image host.
 *
 * Run: npm run images:room (npm run images renders every shipped picture)
 *
 * The output is deterministic and committed; re-run only after changing the art. Each file must
 * stay under 60 KB (the script fails otherwise).
 */
import fs from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import {
  H,
  W,
  createRandom,
  floor,
  hexagon,
  ledStrip,
  neon,
  phone,
  plant,
  pole,
  ringLight,
  shelf,
  svgDocument,
  tripod,
  vignette,
  wall,
  wash,
} from './room-art.js';

/** A top-to-bottom two-colour gradient (light from above). */
function gradient(id: string, from: string, to: string): string {
  return `<linearGradient id="${id}" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

const OUTPUT_DIR = fileURLToPath(new URL('../../public-site/static/', import.meta.url));
const MAX_BYTES = 60 * 1024;

/** Front view: ring light with the phone on its tripod, shelves, desk with monitor, plants. */
function streamingCorner(): string {
  const floorY = 590;
  return svgDocument(`
    ${wall('#1d1236', '#130c24', floorY)}
    ${wash(230, 120, 420, 240, '#ff3d8b', 0.3)}
    ${wash(980, 150, 380, 260, '#8b5cf6', 0.35)}
    ${wash(990, 500, 260, 120, '#22d3ee', 0.18)}
    ${ledStrip(0, 24, W, 24, '#ff3d8b')}
    ${ledStrip(1168, 40, 1168, floorY - 12, '#a855f7')}
    ${floor(floorY, '#140d22', '#07050c')}
    ${wash(250, 640, 320, 60, '#ff3d8b', 0.16)}
    ${wash(950, 630, 260, 50, '#22d3ee', 0.14)}
    <ellipse cx="600" cy="708" rx="360" ry="64" fill="#2a1747"/>
    <ellipse cx="600" cy="708" rx="330" ry="54" fill="none" stroke="#ff3d8b" stroke-opacity="0.25" stroke-width="3"/>
    <ellipse cx="600" cy="660" rx="280" ry="70" fill="#ffe9d0" opacity="0.12" filter="url(#b5)"/>
    ${shelf(70, 205, 280, 11)}
    ${shelf(70, 330, 280, 12)}
    ${shelf(70, 455, 220, 13)}
    <g>
      <rect x="852" y="96" width="210" height="150" rx="6" fill="#0c0916" stroke="#3a3152" stroke-width="6"/>
      <circle cx="930" cy="160" r="42" fill="#ff3d8b" opacity="0.75"/>
      <circle cx="985" cy="185" r="36" fill="#22d3ee" opacity="0.6"/>
      <path d="M866 226 C910 196 960 232 1048 200 V238 H866Z" fill="#8b5cf6" opacity="0.7"/>
    </g>
    <g>
      <rect x="740" y="486" width="420" height="18" rx="4" fill="#2a2140"/>
      <rect x="740" y="486" width="420" height="3" fill="#fff" opacity="0.2"/>
      <rect x="760" y="504" width="14" height="150" fill="#1a1528"/>
      <rect x="1126" y="504" width="14" height="150" fill="#1a1528"/>
      ${ledStrip(756, 510, 1144, 510, '#22d3ee')}
      <rect x="918" y="452" width="26" height="36" fill="#1a1528"/>
      <rect x="880" y="476" width="100" height="10" rx="4" fill="#221c33"/>
      <rect x="806" y="318" width="250" height="144" rx="8" fill="#0a0811"/>
      <rect x="814" y="326" width="234" height="128" rx="4" fill="url(#screen)" opacity="0.9"/>
      <rect x="826" y="340" width="120" height="70" rx="4" fill="#000" opacity="0.3"/>
      <rect x="956" y="340" width="80" height="10" rx="5" fill="#fff" opacity="0.45"/>
      <rect x="956" y="358" width="62" height="10" rx="5" fill="#fff" opacity="0.3"/>
      <rect x="956" y="376" width="72" height="10" rx="5" fill="#fff" opacity="0.3"/>
      <rect x="826" y="420" width="210" height="20" rx="5" fill="#000" opacity="0.25"/>
      <ellipse cx="930" cy="390" rx="170" ry="110" fill="#ec4899" opacity="0.16" filter="url(#b5)"/>
      <rect x="828" y="478" width="130" height="10" rx="3" fill="#3a3152"/>
      <line x1="1100" y1="486" x2="1100" y2="410" stroke="#1c1929" stroke-width="6"/>
      <line x1="1100" y1="410" x2="1072" y2="360" stroke="#1c1929" stroke-width="6"/>
      <rect x="1056" y="318" width="26" height="50" rx="12" fill="#2c2840" transform="rotate(-25 1069 343)"/>
      ${plant(778, 487, 0.5, 21, '#22d3ee')}
    </g>
    ${plant(200, 724, 1.35, 7)}
    ${tripod(600, 440, 640, [
      [505, 728],
      [610, 748],
      [700, 722],
    ])}
    ${ringLight(600, 300, 150, 150, 22)}
    <ellipse cx="600" cy="300" rx="120" ry="120" fill="#fff6ea" opacity="0.06"/>
    <rect x="595" y="360" width="10" height="84" fill="#1c1929"/>
    <rect x="580" y="362" width="40" height="12" rx="4" fill="#1c1929"/>
    ${phone(566, 228, 68)}
    ${vignette()}`);
}

/** Close-up of the technology: big ring light, phone with a running stream, microphone, panels. */
function lightAndTech(): string {
  const deskY = 596;
  const random = createRandom(5);
  const panels: string[] = [];
  for (let row = 0; row < 5; row++) {
    for (let col = 0; col < 6; col++) {
      const cx = 700 + col * 84 + (row % 2) * 42;
      const cy = 70 + row * 73;
      const tone = random() > 0.7 ? '#2b1c4a' : '#1a1630';
      panels.push(hexagon(cx, cy, 46, tone, col < 3 ? '#22d3ee' : '#ff3d8b'));
    }
  }
  return svgDocument(
    `
    ${wall('#0c1830', '#100c22', deskY)}
    ${wash(140, 160, 380, 320, '#22d3ee', 0.28)}
    ${wash(1080, 260, 320, 300, '#ff3d8b', 0.3)}
    <g opacity="0.95">${panels.join('')}</g>
    ${wash(940, 240, 260, 200, '#8b5cf6', 0.18)}
    <path d="M0 ${deskY} H${W} L${W + 200} ${H} H-200Z" fill="#1c1530"/>
    <path d="M0 ${deskY} H${W} V${deskY + 3} H0Z" fill="#fff" opacity="0.18"/>
    ${ledStrip(0, deskY - 5, W, deskY - 5, '#22d3ee')}
    <ellipse cx="420" cy="${deskY + 60}" rx="420" ry="70" fill="#fff0dc" opacity="0.12" filter="url(#b5)"/>
    ${pole(300, 540, deskY, 16)}
    ${ringLight(300, 300, 230, 230, 34)}
    <g>
      <line x1="1210" y1="-10" x2="1020" y2="170" stroke="#1c1929" stroke-width="12" stroke-linecap="round"/>
      <line x1="1020" y1="170" x2="930" y2="300" stroke="#1c1929" stroke-width="10" stroke-linecap="round"/>
      <line x1="1020" y1="170" x2="930" y2="300" stroke="#fff" stroke-opacity="0.12" stroke-width="2"/>
      <g transform="rotate(28 900 340)">
        <rect x="872" y="282" width="56" height="128" rx="28" fill="#26223a"/>
        <rect x="872" y="282" width="56" height="70" rx="28" fill="#3b3656"/>
        <g stroke="#0f0d18" stroke-width="2" opacity="0.8">
          <line x1="878" y1="300" x2="922" y2="300"/><line x1="875" y1="314" x2="925" y2="314"/>
          <line x1="874" y1="328" x2="926" y2="328"/><line x1="876" y1="342" x2="924" y2="342"/>
        </g>
        <rect x="872" y="352" width="56" height="6" fill="#ff3d8b" opacity="0.8"/>
      </g>
    </g>
    <ellipse cx="626" cy="${deskY + 46}" rx="70" ry="10" fill="#000" opacity="0.55" filter="url(#b3)"/>
    ${pole(626, 470, 600, 12)}
    <line x1="626" y1="590" x2="580" y2="642" stroke="#1c1929" stroke-width="8" stroke-linecap="round"/>
    <line x1="626" y1="590" x2="628" y2="652" stroke="#1c1929" stroke-width="8" stroke-linecap="round"/>
    <line x1="626" y1="590" x2="676" y2="638" stroke="#1c1929" stroke-width="8" stroke-linecap="round"/>
    <rect x="606" y="452" width="40" height="26" rx="6" fill="#1c1929"/>
    ${phone(556, 170, 140)}
    <ellipse cx="626" cy="320" rx="150" ry="190" fill="#ec4899" opacity="0.1" filter="url(#b5)"/>
    <g transform="translate(770 646) skewX(-30)">
      <rect width="330" height="96" rx="10" fill="#151122"/>
      ${Array.from({ length: 4 }, (_, row) =>
        Array.from(
          { length: 12 },
          (_, col) =>
            `<rect x="${14 + col * 26}" y="${12 + row * 20}" width="21" height="15" rx="3" fill="#262039"/>`,
        ).join(''),
      ).join('')}
      <rect width="330" height="96" rx="10" fill="none" stroke="#a855f7" stroke-opacity="0.6" stroke-width="2"/>
    </g>
    <g>
      <ellipse cx="150" cy="712" rx="50" ry="12" fill="#000" opacity="0.5" filter="url(#b3)"/>
      <path d="M192 646 q30 0 28 26 q-2 22 -32 20" fill="none" stroke="#9d93b8" stroke-width="9"/>
      <path d="M108 628 H192 L186 708 Q150 720 114 708Z" fill="url(#mug)"/>
      <ellipse cx="150" cy="628" rx="42" ry="9" fill="#3b2a1d"/>
      <path d="M132 606 q10 -18 0 -36 M152 600 q10 -18 0 -36" stroke="#fff" stroke-opacity="0.16" stroke-width="4" fill="none" filter="url(#b2)"/>
    </g>
    ${plant(1128, 690, 0.7, 33, '#22d3ee')}
    ${vignette()}`,
    `<linearGradient id="mug" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#8f86ab"/><stop offset="0.35" stop-color="#d8d0ea"/><stop offset="1" stop-color="#6f6690"/>
    </linearGradient>`,
  );
}

/** Wide view of the talk lounge: window with the city at night, sofa, LIVE neon, ring light. */
function lounge(): string {
  const floorY = 610;
  const random = createRandom(9);
  const buildings: string[] = [];
  let x = 96;
  while (x < 436) {
    const bw = 26 + random() * 34;
    const top = 250 + random() * 150;
    buildings.push(
      `<rect x="${x.toFixed(1)}" y="${top.toFixed(1)}" width="${bw.toFixed(1)}" height="${(470 - top).toFixed(1)}" fill="#0b0a1a"/>`,
    );
    for (let wy = top + 10; wy < 460; wy += 14) {
      for (let wx = x + 5; wx < x + bw - 6; wx += 10) {
        if (random() < 0.3) {
          const color = random() < 0.75 ? '#fcd34d' : '#67e8f9';
          buildings.push(
            `<rect x="${wx.toFixed(1)}" y="${wy.toFixed(1)}" width="4" height="6" fill="${color}" opacity="${(0.5 + random() * 0.5).toFixed(2)}"/>`,
          );
        }
      }
    }
    x += bw + 3;
  }
  return svgDocument(
    `
    ${wall('#1b1232', '#120b22', floorY)}
    ${wash(860, 200, 380, 220, '#ff3d8b', 0.3)}
    ${wash(260, 300, 260, 260, '#6366f1', 0.25)}
    ${ledStrip(0, 22, W, 22, '#a855f7')}
    <g>
      <rect x="90" y="100" width="350" height="376" fill="url(#sky)"/>
      <circle cx="170" cy="165" r="24" fill="#fef3c7" opacity="0.9"/>
      <circle cx="170" cy="165" r="70" fill="#fef3c7" opacity="0.18" filter="url(#b4)"/>
      ${buildings.join('')}
      <rect x="90" y="100" width="350" height="376" fill="none" stroke="#2c2440" stroke-width="14"/>
      <line x1="265" y1="100" x2="265" y2="476" stroke="#2c2440" stroke-width="10"/>
      <line x1="90" y1="290" x2="440" y2="290" stroke="#2c2440" stroke-width="8"/>
      <rect x="76" y="476" width="378" height="14" rx="3" fill="#3a3152"/>
      <rect x="40" y="80" width="70" height="${floorY - 90}" fill="#d8b4fe" opacity="0.1"/>
      <rect x="422" y="80" width="60" height="${floorY - 90}" fill="#d8b4fe" opacity="0.08"/>
    </g>
    ${neon('M700 150 V230 H744 M770 150 V230 M796 150 L824 230 L852 150 M918 150 H878 V230 H918 M878 190 H910', '#ff3d8b')}
    ${neon('M990 178 c-14 -26 -52 -16 -46 12 c4 20 30 34 46 48 c16 -14 42 -28 46 -48 c6 -28 -32 -38 -46 -12z', '#22d3ee', 5)}
    ${floor(floorY, '#150e24', '#07050c', 700)}
    ${ledStrip(0, floorY - 4, W, floorY - 4, '#8b5cf6')}
    <ellipse cx="840" cy="712" rx="400" ry="72" fill="#2a1747"/>
    <ellipse cx="840" cy="712" rx="360" ry="58" fill="none" stroke="#22d3ee" stroke-opacity="0.2" stroke-width="3"/>
    <g>
      <ellipse cx="840" cy="648" rx="300" ry="22" fill="#000" opacity="0.6" filter="url(#b3)"/>
      <rect x="560" y="400" width="560" height="170" rx="34" fill="url(#sofaBack)"/>
      <line x1="747" y1="420" x2="747" y2="530" stroke="#1f1238" stroke-opacity="0.6" stroke-width="3"/>
      <line x1="933" y1="420" x2="933" y2="530" stroke="#1f1238" stroke-opacity="0.6" stroke-width="3"/>
      <rect x="586" y="520" width="508" height="96" rx="22" fill="url(#sofaSeat)"/>
      <line x1="755" y1="524" x2="755" y2="612" stroke="#1f1238" stroke-opacity="0.5" stroke-width="3"/>
      <line x1="925" y1="524" x2="925" y2="612" stroke="#1f1238" stroke-opacity="0.5" stroke-width="3"/>
      <rect x="530" y="470" width="70" height="160" rx="26" fill="url(#sofaArm)"/>
      <rect x="1080" y="470" width="70" height="160" rx="26" fill="url(#sofaArm)"/>
      <g opacity="0.92">
        <rect x="600" y="444" width="96" height="86" rx="24" fill="url(#pillowPink)" transform="rotate(-8 648 487)"/>
        <rect x="710" y="452" width="90" height="80" rx="24" fill="url(#pillowCyan)" transform="rotate(5 755 492)"/>
        <rect x="978" y="446" width="96" height="86" rx="24" fill="url(#pillowAmber)" transform="rotate(9 1026 489)"/>
      </g>
      <rect x="600" y="616" width="16" height="24" fill="#16121f"/>
      <rect x="1064" y="616" width="16" height="24" fill="#16121f"/>
    </g>
    <g>
      <ellipse cx="850" cy="704" rx="90" ry="14" fill="#000" opacity="0.5" filter="url(#b3)"/>
      <ellipse cx="850" cy="672" rx="92" ry="22" fill="#2c2440"/>
      <ellipse cx="850" cy="668" rx="92" ry="22" fill="#3d3458"/>
      <rect x="844" y="680" width="12" height="24" fill="#1a1528"/>
      <rect x="820" y="648" width="24" height="26" rx="4" fill="#e8e2f5"/>
      <rect x="862" y="660" width="30" height="8" rx="2" fill="#0b0a12" transform="rotate(-10 877 664)"/>
    </g>
    ${plant(1140, 700, 1.1, 17, '#22d3ee')}
    ${plant(520, 640, 0.8, 4)}
    ${tripod(400, 420, 640, [
      [322, 742],
      [410, 762],
      [480, 736],
    ])}
    <ellipse cx="530" cy="330" rx="220" ry="160" fill="#fff3e0" opacity="0.1" filter="url(#b5)"/>
    ${ringLight(400, 330, 70, 120, 18)}
    <rect x="376" y="284" width="44" height="90" rx="9" fill="#0b0a12" stroke="#2c2840" stroke-width="2"/>
    <rect x="382" y="290" width="16" height="24" rx="5" fill="#1c1929"/>
    <circle cx="390" cy="297" r="4" fill="#05040a" stroke="#4a4466" stroke-width="1.2"/>
    <circle cx="390" cy="308" r="4" fill="#05040a" stroke="#4a4466" stroke-width="1.2"/>
    <rect x="410" y="284" width="4" height="90" fill="#fff" opacity="0.07"/>
    ${vignette()}`,
    `${gradient('sofaBack', '#51338a', '#2a1850')}${gradient('sofaSeat', '#5d3d99', '#33205c')}${gradient('sofaArm', '#44296f', '#24143f')}
    ${gradient('pillowPink', '#ff6aa6', '#b3155a')}${gradient('pillowCyan', '#5ee3f5', '#0e7490')}${gradient('pillowAmber', '#fbbf24', '#a85f06')}
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0b1030"/><stop offset="0.7" stop-color="#2a1450"/><stop offset="1" stop-color="#4c1d5e"/>
    </linearGradient>`,
  );
}

async function render(name: string, svg: string): Promise<void> {
  const output = await sharp(Buffer.from(svg), { density: 72 })
    .resize(W, H)
    .webp({ quality: 78, effort: 6, smartSubsample: true })
    .toBuffer();
  if (output.length > MAX_BYTES) throw new Error(`${name} is ${output.length} bytes, more than ${MAX_BYTES}`);
  await fs.writeFile(`${OUTPUT_DIR}${name}`, output);
  console.log(`${name}: ${(output.length / 1024).toFixed(1)} KB`);
}

await render('streaming-room-1.webp', streamingCorner());
await render('streaming-room-2.webp', lightAndTech());
await render('streaming-room-3.webp', lounge());
