/**
 * Writes what the built server answers on a fresh, seeded database into a folder (one file per
 * address: status, the headers that shape the answer, then the body), so a refactoring can prove
 * that the public pages and the API answer byte for byte as before:
 *
 *   npm run build:web && npx tsx tools/page-snapshot.ts /tmp/before
 *   (change the code)
 *   npm run build:web && npx tsx tools/page-snapshot.ts /tmp/after && diff -r /tmp/before /tmp/after
 *
 * Addresses whose answer changes with the day (the schedule orders by today's weekday) compare
 * only within one day. A page's render time, and so its ETag, is masked.
 */
import fs from 'node:fs';
import path from 'node:path';
import { adminSessionCookie, startBuiltServer } from '../tests/bench/server.js';

const ADMIN = { username: 'snapshot-admin', password: 'snapshot-passwort-sicher-123' };

const PUBLIC = [
  '/',
  '/impressum',
  '/datenschutz',
  '/kontakt',
  '/search',
  '/search?q=stream',
  '/search?q=Agentur',
  '/gibt-es-nicht',
  '/robots.txt',
  '/sitemap.xml',
  '/api/livestreams',
  '/api/highlights',
  '/api/streamers',
  '/api/feedbacks',
  '/api/faqs',
  '/api/streamers/1',
  '/api/nothing',
];
const ADMIN_PATHS = [
  '/api/admin/livestreams',
  '/api/admin/highlights',
  '/api/admin/streamers',
  '/api/admin/feedbacks',
  '/api/admin/faqs',
  '/api/admin/highlights/1',
];
const HEADERS = [
  'content-type',
  'cache-control',
  'etag',
  'vary',
  'content-security-policy',
  'x-content-type-options',
  'referrer-policy',
  'x-frame-options',
  'strict-transport-security',
  'permissions-policy',
  'cross-origin-opener-policy',
];

const out = process.argv[2];
if (!out) {
  console.error('Usage: npx tsx tools/page-snapshot.ts <folder>');
  process.exit(2);
}
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });

const server = await startBuiltServer({
  ADMIN_USERNAME: ADMIN.username,
  ADMIN_PASSWORD: ADMIN.password,
  LOG_LEVEL: 'warn',
  // Absolute addresses in the pages name this origin, not the random port.
  PUBLIC_URL: 'https://agentur.example',
});
try {
  const cookie = await adminSessionCookie(server.url, ADMIN);
  const take = async (address: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${server.url}${address}`, { headers, redirect: 'manual' });
    let body = Buffer.from(await response.arrayBuffer());
    // A page names the moment it was rendered and its data was read (and its ETag follows from
    // its bytes): those differ between any two runs and are masked; everything else must be equal.
    const text = body.toString('utf8');
    const masked = text
      .replace(/"renderedAt":"[^"]*"/g, '"renderedAt":"(masked)"')
      .replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '"$1":0');
    if (masked !== text) body = Buffer.from(masked);
    const lines = [
      `${response.status}`,
      ...HEADERS.map((name) => {
        const value = response.headers.get(name);
        return `${name}: ${name === 'etag' && masked !== text ? '(masked: the page names its render time)' : value}`;
      }),
    ];
    const file = path.join(out, `${address.replace(/[^a-zA-Z0-9]+/g, '_')}.txt`);
    fs.writeFileSync(file, Buffer.concat([Buffer.from(`${lines.join('\n')}\n\n`), body]));
  };
  for (const address of PUBLIC) await take(address);
  for (const address of ADMIN_PATHS) await take(address, { cookie });
  console.log(`${PUBLIC.length + ADMIN_PATHS.length} answers written to ${out}`);
} finally {
  server.stop();
}
