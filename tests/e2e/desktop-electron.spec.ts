import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { _electron as electron } from '@playwright/test';
import { findElectronBinary } from '@desktop/scripts/electron-binary.js';
import { E2E_ADMIN } from './e2e-env.js';
import { expect, test } from './support.js';

/**
 * The real desktop app (out/main + out/preload + out/renderer) in Electron, against the real
 * server. Needs the Electron binary, which cannot be downloaded on machines without access to
 * GitHub: there the test is skipped and says why (desktop-mode.spec.ts covers the same code).
 */
const binary = findElectronBinary();

test.describe('desktop app in Electron', () => {
  test.skip(
    !binary,
    'No Electron binary installed (node_modules/electron/dist missing; it cannot be downloaded on this machine).',
  );

  test('first start, server address, login and the dashboard', async ({ laneServer }) => {
    const userData = fs.mkdtempSync(path.join(os.tmpdir(), 'desktop-user-data-'));
    const app = await electron.launch({
      executablePath: binary!,
      args: ['.', `--user-data-dir=${userData}`],
      env: { ...process.env, ELECTRON_ENABLE_LOGGING: '1' },
    });
    try {
      const page = await app.firstWindow();
      expect(page.url()).toBe('app://control-centre/admin');
      // The renderer has no Node and sees only the typed bridge.
      expect(await page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe(
        'undefined',
      );
      expect(
        await page.evaluate(() => Object.keys((window as { desktop?: object }).desktop ?? {}).sort()),
      ).toEqual(['getServerAddress', 'onOpenServerSettings', 'setServerAddress']);

      await expect(page.getByRole('heading', { name: 'Server verbinden' })).toBeVisible();
      await page.getByRole('textbox', { name: 'Server-Adresse' }).fill(laneServer);
      await page.getByRole('button', { name: 'Verbinden' }).click();
      await page.getByLabel('Benutzername').fill(E2E_ADMIN.username);
      await page.getByLabel('Passwort').fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Anmelden', exact: true }).click();
      await expect(page.getByText('Bewerbungen gesamt')).toBeVisible();
      expect(await page.evaluate(() => document.cookie)).toBe('');
      expect(JSON.parse(fs.readFileSync(path.join(userData, 'settings.json'), 'utf8'))).toEqual({
        serverAddress: laneServer,
      });
    } finally {
      await app.close();
      fs.rmSync(userData, { recursive: true, force: true });
    }
  });
});
