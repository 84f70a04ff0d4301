/**
 * `npm run bench:page`: measures a phone-sized first visit of the landing page against the budgets
 * of the public-site issue, on the built server with a fresh, seeded database:
 *   - JavaScript at most 110 KB compressed, everything at most 300 KB, no antd code;
 *   - Lighthouse (mobile, default simulated throttling), median of three runs: 100 in performance,
 *     accessibility, best practices and SEO (issue 41). A run that Lighthouse itself reports as
 *     failed (a runtime error such as NO_NAVSTART, "run Lighthouse again") is run again.
 * Chromium: CHROME_PATH (Lighthouse's variable) or CHROMIUM_PATH, default /usr/bin/chromium.
 * BENCH_LIGHTHOUSE_DIR=<folder> keeps each run's Lighthouse report there (lighthouse-<n>.json).
 * Exits 1 when a budget is missed. Run `npm run build` first.
 */
import { chromium, devices } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { CHROME, CHROME_FLAGS as FLAGS, startBuiltServer } from './server.js';

const BUDGET = { scriptKb: 110, totalKb: 300, lighthouse: 100 };
const LIGHTHOUSE_ATTEMPTS = 3;
const LIGHTHOUSE_RUNS = 3;
const KB = 1024;

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

async function measureTransfers(url: string): Promise<{ transfers: Transfer[]; antd: boolean }> {
  const browser = await chromium.launch({ executablePath: CHROME, args: FLAGS });
  const context = await browser.newContext({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const pending: Promise<Transfer>[] = [];
  const scriptBodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    pending.push(
      request.sizes().then((sizes) => ({
        url: response.url(),
        type: request.resourceType(),
        bytes: sizes.responseBodySize + sizes.responseHeadersSize,
      })),
    );
    if (request.resourceType() === 'script') scriptBodies.push(response.text().catch(() => ''));
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const transfers = await Promise.all(pending);
  const antd =
    transfers.some((transfer) => /antd/i.test(transfer.url)) ||
    (await Promise.all(scriptBodies)).some((body) => /\bant-(btn|layout|table)\b|antd/.test(body));
  await browser.close();
  return { transfers, antd };
}

const REPORT_DIR = process.env.BENCH_LIGHTHOUSE_DIR;

async function runLighthouse(url: string, run: number): Promise<Record<string, number> | { error: string }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (result.lhr.runtimeError) return { error: result.lhr.runtimeError.code };
    if (REPORT_DIR) {
      fs.mkdirSync(REPORT_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORT_DIR, `lighthouse-${run + 1}.json`), JSON.stringify(result.lhr));
    }
    const scores: Record<string, number> = {};
    for (const [id, category] of Object.entries(result.lhr.categories)) {
      scores[id] = Math.round((category.score ?? 0) * 100);
    }
    const failing = Object.values(result.lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative',
      )
      .map(
        (audit) => `    ${audit.id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
      );
    const metrics = [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'speed-index',
    ]
      .map((id) => `${id.replace(/-/g, ' ')} ${result.lhr.audits[id]?.displayValue ?? '?'}`)
      .join(', ');
    console.log(
      `  run: ${metrics}; cumulative layout shift ${result.lhr.audits['cumulative-layout-shift']?.displayValue}`,
    );
    if (failing.length > 0) console.log(`  audits below 0.9:\n${failing.join('\n')}`);
    return scores;
  } finally {
    chrome.kill();
  }
}

const server = await startBuiltServer();
let failed = false;
try {
  const { transfers, antd } = await measureTransfers(`${server.url}/`);
  const sum = (filter: (transfer: Transfer) => boolean) =>
    transfers.filter(filter).reduce((total, transfer) => total + transfer.bytes, 0) / KB;
  const byType = new Map<string, number>();
  for (const transfer of transfers)
    byType.set(transfer.type, (byType.get(transfer.type) ?? 0) + transfer.bytes / KB);
  const scriptKb = sum((transfer) => transfer.type === 'script');
  const totalKb = sum(() => true);
  const external = transfers.filter(
    (transfer) => !transfer.url.startsWith(server.url) && !transfer.url.startsWith('data:'),
  );

  console.log(`First visit of ${server.url}/ on a 390x844 phone (bytes on the wire, headers included):`);
  for (const [type, kb] of [...byType].sort((a, b) => b[1] - a[1]))
    console.log(`  ${type.padEnd(12)} ${kb.toFixed(1)} KB`);
  const check = (label: string, ok: boolean, detail: string) => {
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${label}: ${detail}`);
    failed ||= !ok;
  };
  check(
    'JavaScript',
    scriptKb <= BUDGET.scriptKb,
    `${scriptKb.toFixed(1)} KB (budget ${BUDGET.scriptKb} KB)`,
  );
  check('Everything', totalKb <= BUDGET.totalKb, `${totalKb.toFixed(1)} KB (budget ${BUDGET.totalKb} KB)`);
  check('No antd code', !antd, antd ? 'antd found' : 'none');
  check(
    'Only own origin',
    external.length === 0,
    external.length ? external.map((item) => item.url).join(', ') : 'no third-party request',
  );

  // Lighthouse varies from run to run: the median of three runs counts.
  const runs: Array<Record<string, number>> = [];
  for (let run = 0; run < LIGHTHOUSE_RUNS; run++) {
    for (let attempt = 1; ; attempt++) {
      const result = await runLighthouse(`${server.url}/`, run);
      if (!('error' in result)) {
        runs.push(result);
        break;
      }
      console.log(`  run failed in Lighthouse (${result.error}), attempt ${attempt}`);
      if (attempt === LIGHTHOUSE_ATTEMPTS)
        throw new Error(`Lighthouse failed ${attempt} times: ${result.error}`);
    }
  }
  for (const category of Object.keys(runs[0]!)) {
    const scores = runs.map((scoresOfRun) => scoresOfRun[category]!).sort((a, b) => a - b);
    const median = scores[Math.floor(scores.length / 2)]!;
    check(
      `Lighthouse ${category}`,
      median >= BUDGET.lighthouse,
      `median ${median} of ${scores.join(', ')} (goal ${BUDGET.lighthouse})`,
    );
  }
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
