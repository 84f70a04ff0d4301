import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyMigratedDatabase } from '@tests/helpers/database.js';
import { manualClock } from '@tests/helpers/clock.js';
import { createKnex } from '@db/connection.js';
import { seedIfEmpty } from '@server/seeds.js';
import { createPasswordHasher } from '@server/auth/password.js';
import { loadConfig } from '@server/config.js';
import { createLogger } from '@server/logger.js';
import { createPageRenderer, type PageRenderer } from '@server/render/page-renderer.js';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { createServices, type Services } from '@server/services/index.js';
import type { Knex } from 'knex';

const HOME = { page: 'home', isBot: false } as const;
const IMPRESSUM = { page: 'impressum', isBot: false } as const;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));
const text = async (rendering: ReturnType<PageRenderer['render']>) =>
  (await rendering).identity.bytes.toString('utf8');

let knex: Knex;
let services: Services;
let renderer: PageRenderer;
let dataDir: string;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-render-'));
  const config = loadConfig({ NODE_ENV: 'test' }, { dataDir });
  await copyMigratedDatabase(config.databaseFile);
  knex = createKnex(config.databaseFile);
  await seedIfEmpty(knex, config.uploadsDir);
  const logger = createLogger('silent');
  const clock = manualClock();
  services = createServices({ knex, config, logger, clock, hasher: createPasswordHasher(10) });
  renderer = createPageRenderer(services, config, logger, clock);
});
afterAll(async () => {
  await services.pageViews.close();
  await knex.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the page renderer', () => {
  it('renders a page once and hands every request the same prepared bytes', async () => {
    const first = renderer.render(HOME);
    expect(renderer.render(HOME)).toBe(first);
    expect(await renderer.render(HOME)).toBe(await first);
  });

  it('after a content change renders the pages showing it again in the background, before anyone asks', async () => {
    await renderer.render(HOME);
    await renderer.render(IMPRESSUM);
    const before = await renderer.render(HOME);
    const [faq] = await services.content.faqs.list();
    await services.content.faqs.update(
      faq!.id,
      { question: 'Wann startet der nächste Creator-Workshop?' },
      SYSTEM_ACTOR,
    );
    // The impressum shows no FAQ: it stays; the landing page is dropped at once…
    expect(renderer.cachedPages()).toBe(1);
    await nextTurn();
    // …and rendered again without a request.
    expect(renderer.cachedPages()).toBe(2);
    const after = renderer.render(HOME);
    expect(await after).not.toBe(before);
    expect(await text(after)).toContain('Wann startet der nächste Creator-Workshop?');
  });
});
