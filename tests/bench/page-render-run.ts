import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createKnex, migrateToLatest } from '@db/connection.js';
import { seedIfEmpty } from '@server/seeds.js';
import { systemClock } from '@server/clock.js';
import { loadConfig } from '@server/config.js';
import { createLogger } from '@server/logger.js';
import { createPageRenderer } from '@server/render/page-renderer.js';
import { SYSTEM_ACTOR } from '@server/services/activity-log.js';
import { createServices } from '@server/services/index.js';
import { createPasswordHasher } from '@server/auth/password.js';
import { PAGES, renderedPerRequest, type PageId } from '@public-site/app/pages/registry.js';

/** Before issue 10: 68 fresh renders per second (wrk, GET / with a new Host each time). */
const BEFORE_PER_SECOND = 68;
const GOAL_PER_SECOND = 3 * BEFORE_PER_SECOND;
const WARM_UP = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

/** Issue 23: a settings save re-renders every prepared page within this time. */
const SETTINGS_GOAL_MS = 200;
const SETTINGS_SAVES = 30;

/**
 * A settings save (the agency's phone number) through the service as the control centre saves
 * it, then the time until every prepared page (each page, for visitors and for bots) is rendered
 * again with the new value: the median and the slowest of SETTINGS_SAVES saves.
 */
async function measureSettingsSave(
  services: ReturnType<typeof createServices>,
  renderer: ReturnType<typeof createPageRenderer>,
): Promise<{ ok: boolean }> {
  const pages = (Object.keys(PAGES) as PageId[]).filter((page) => !renderedPerRequest(page));
  const requests = pages.flatMap((page) => [false, true].map((isBot) => ({ page, isBot })));
  const owner = { id: 0, role: 'owner' as const };
  const saveMs: number[] = [];
  const rerenderMs: number[] = [];
  for (let index = 0; index < SETTINGS_SAVES; index++) {
    await Promise.all(requests.map((request) => renderer.render(request)));
    const { version, values } = services.siteSettings.state();
    values.contact.phone = `+49 30 ${1000000 + index}`;
    const started = performance.now();
    await services.siteSettings.save(owner, { version, values }, SYSTEM_ACTOR);
    const saved = performance.now();
    const rendered = await renderer.refreshed();
    const done = performance.now();
    if (rendered !== requests.length) throw new Error(`Re-rendered ${rendered} of ${requests.length} pages`);
    for (const request of requests) {
      const body = renderer.peek(request);
      if (!body?.identity.bytes.includes(values.contact.phone)) throw new Error(`${request.page} is stale`);
    }
    saveMs.push(saved - started);
    rerenderMs.push(done - saved);
  }
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  const slowest = Math.max(...rerenderMs);
  const ok = slowest < SETTINGS_GOAL_MS;
  console.log(
    `${ok ? 'PASS' : 'FAIL'}  Settings save → all ${requests.length} prepared pages rendered again: median ` +
      `${median(rerenderMs).toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (goal < ${SETTINGS_GOAL_MS} ms); ` +
      `the save itself ${median(saveMs).toFixed(1)} ms`,
  );
  return { ok };
}

export async function measureRenders(): Promise<{ ok: boolean }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-render-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'warn' });
  const knex = createKnex(config.databaseFile);
  try {
    await migrateToLatest(knex);
    await seedIfEmpty(knex, config.uploadsDir);
    const logger = createLogger('warn');
    const services = createServices({
      knex,
      config,
      logger,
      clock: systemClock,
      hasher: createPasswordHasher(10),
    });
    const renderer = createPageRenderer(services, config, logger, systemClock);
    const [faq] = await services.content.faqs.list();
    if (!faq) throw new Error('No seeded FAQ');
    const page = { page: 'home', isBot: false } as const;

    let renders = 0;
    let writeMs = 0;
    let renderMs = 0;
    const cycle = async () => {
      renders += 1;
      const marker = `${faq.question} ${renders}`;
      const started = performance.now();
      await services.content.faqs.update(faq.id, { question: marker }, SYSTEM_ACTOR);
      const written = performance.now();
      const body = await renderer.render(page);
      renderMs += performance.now() - written;
      writeMs += written - started;
      if (!body.identity.bytes.includes(marker)) throw new Error('The page does not show the edit');
    };
    for (let index = 0; index < WARM_UP; index++) await cycle();
    renders = writeMs = renderMs = 0;
    const started = performance.now();
    while (performance.now() - started < SECONDS * 1000) await cycle();
    // The render is what a visitor would wait for; the write is the control centre's.
    const perSecond = (renders * 1000) / renderMs;
    const ok = perSecond >= GOAL_PER_SECOND;
    console.log(
      `${ok ? 'PASS' : 'FAIL'}  Fresh render of / after an edit: ${(renderMs / renders).toFixed(2)} ms ` +
        `(lists read again, React, prepared bytes), ${Math.round(perSecond)} per second ` +
        `(before: ${BEFORE_PER_SECOND}; goal ≥ ${GOAL_PER_SECOND}, 3x); the edit itself ${(writeMs / renders).toFixed(2)} ms`,
    );
    const settings = await measureSettingsSave(services, renderer);
    await services.pageViews.close();
    return { ok: ok && settings.ok };
  } finally {
    await knex.destroy();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
