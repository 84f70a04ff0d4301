/**
 * `npm run bench:admin`: the control centre's initial JavaScript (the login screen at /admin, as
 * a browser loads it, bytes on the wire) against the budget of 350 KB compressed, and what one
 * screen after login adds. Run `npm run build` first.
 */
import { chromium } from '@playwright/test';
import { CHROME, CHROME_FLAGS, startBuiltServer } from './server.js';

const BUDGET_KB = 350;
const ADMIN = { username: 'bench-admin', password: 'bench-passwort-123' };

const server = await startBuiltServer({ ADMIN_USERNAME: ADMIN.username, ADMIN_PASSWORD: ADMIN.password });
let failed = false;
try {
  const browser = await chromium.launch({ executablePath: CHROME, args: CHROME_FLAGS });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  let phase = 'initial';
  const bytes = new Map<string, number>();
  // Bytes on the wire (compressed, with headers) of every script, from Chromium's network events.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  cdp.on('Network.responseReceived', (event) => {
    if (event.type === 'Script') scripts.add(event.requestId);
  });
  cdp.on('Network.loadingFinished', (event) => {
    if (scripts.has(event.requestId)) bytes.set(phase, (bytes.get(phase) ?? 0) + event.encodedDataLength);
  });
  await page.goto(`${server.url}/admin`, { waitUntil: 'load' });
  await page.getByLabel('Benutzername').waitFor();
  await page.waitForTimeout(1000);
  const initialKb = (bytes.get('initial') ?? 0) / 1024;

  phase = 'dashboard';
  await page.getByLabel('Benutzername').fill(ADMIN.username);
  await page.getByLabel('Passwort').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL('**/admin/dashboard');
  await page.getByText('Bewerbungen gesamt').waitFor();
  await page.waitForTimeout(1500);
  const dashboardKb = (bytes.get('dashboard') ?? 0) / 1024;
  await browser.close();

  const ok = initialKb <= BUDGET_KB;
  failed = !ok;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  initial JavaScript of /admin: ${initialKb.toFixed(1)} KB (budget ${BUDGET_KB} KB)`,
  );
  console.log(`      loaded after login for the dashboard: ${dashboardKb.toFixed(1)} KB`);
} finally {
  server.stop();
}
process.exit(failed ? 1 : 0);
