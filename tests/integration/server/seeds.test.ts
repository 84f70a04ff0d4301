import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as seedContent from '@db/seeds/content.js';
import { SEED_HIGHLIGHTS, SEED_LIVESTREAMS, SEED_STREAMERS } from '@db/seeds/content.js';
import { seedIfEmpty } from '@server/seeds.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { FALLBACK_FAQS } from '@shared/fallback-content.js';
import { migratedDatabase, type TestDatabase } from '@tests/helpers/database.js';

/** The content types' tables (each is named as its type). */
const CONTENT_TABLES = CONTENT_TYPE_NAMES;
const NOW = new Date('2026-11-23T09:00:00.000Z');

type Row = Record<string, unknown>;

let database: TestDatabase;
let uploadsDir: string;
let knex: Knex;

async function count(table: string): Promise<number> {
  const result = (await knex(table).count({ n: '*' }).first()) as { n: number | string } | undefined;
  return Number(result?.n ?? 0);
}

async function snapshot(): Promise<Record<string, Row[]>> {
  const result: Record<string, Row[]> = {};
  for (const table of CONTENT_TABLES) result[table] = (await knex(table).orderBy('id')) as Row[];
  return result;
}

beforeEach(async () => {
  database = await migratedDatabase('agency-seeds-');
  uploadsDir = path.join(database.dir, 'uploads');
  knex = database.knex;
});

afterEach(() => database.destroy());

describe('seedIfEmpty', () => {
  it('leaves a content type without sample rows empty and seeds the others', async () => {
    vi.resetModules();
    vi.doMock('@db/seeds/content.js', async (importOriginal) => {
      const original = await importOriginal<typeof seedContent>();
      const { faqs: _faqs, ...withoutFaqs } = original.SEED_CONTENT;
      return { ...original, SEED_CONTENT: withoutFaqs };
    });
    try {
      const { seedIfEmpty: seedWithoutFaqs } = await import('@server/seeds.js');
      expect(await seedWithoutFaqs(knex, uploadsDir, NOW)).toBe(true);
      expect(await count('faqs')).toBe(0);
      expect(await count('livestreams')).toBe(SEED_LIVESTREAMS.length);
      expect(await count('feedbacks')).toBe(3);
    } finally {
      vi.doUnmock('@db/seeds/content.js');
      vi.resetModules();
    }
  });

  it('seeds a fresh database once, with its images in the uploads folder', async () => {
    expect(await seedIfEmpty(knex, uploadsDir, NOW)).toBe(true);

    expect(await count('faqs')).toBe(6);
    expect(await count('feedbacks')).toBe(3);
    expect(await count('livestreams')).toBe(SEED_LIVESTREAMS.length);
    expect(await count('highlights')).toBe(SEED_HIGHLIGHTS.length);
    expect(await count('streamers')).toBe(SEED_STREAMERS.length);
    expect(SEED_LIVESTREAMS.length).toBeGreaterThanOrEqual(7);
    expect(SEED_HIGHLIGHTS).toHaveLength(4);
    expect(SEED_STREAMERS).toHaveLength(6);

    const faqs = (await knex('faqs').orderBy('order')) as Row[];
    expect(faqs.map((faq) => faq.question)).toEqual(FALLBACK_FAQS.map((faq) => faq.question));
    for (const table of CONTENT_TABLES) {
      const rows = (await knex(table)) as Row[];
      for (const row of rows) expect(new Date(String(row.createdAt)).toISOString()).toBe(NOW.toISOString());
    }

    // select + map rather than pluck: pluck reads the raw snake_case column, not the mapped key.
    const column = async (table: string, key: string) =>
      ((await knex(table).select(key)) as Row[]).map((row) => String(row[key]));
    const imageUrls = [
      ...(await column('highlights', 'imageUrl')),
      ...(await column('streamers', 'profileImageUrl')),
      ...(await column('feedbacks', 'profileImageUrl')),
    ];
    expect(imageUrls).toHaveLength(13);
    for (const url of imageUrls) {
      expect(url).toMatch(/^\/uploads\/seed-[a-z]+-\d\.webp$/);
      const file = path.join(uploadsDir, url.slice('/uploads/'.length));
      expect(fs.existsSync(file), file).toBe(true);
      expect(fs.statSync(file).size).toBeGreaterThan(0);
    }
  });

  it('does nothing on a second call', async () => {
    expect(await seedIfEmpty(knex, uploadsDir, NOW)).toBe(true);
    const before = await snapshot();
    expect(await seedIfEmpty(knex, uploadsDir, new Date('2027-01-01T00:00:00.000Z'))).toBe(false);
    expect(await snapshot()).toEqual(before);
  });

  it('does not seed again after the admin deleted every entry of one table', async () => {
    expect(await seedIfEmpty(knex, uploadsDir, NOW)).toBe(true);
    await knex('faqs').delete();
    const before = await snapshot();
    expect(await seedIfEmpty(knex, uploadsDir, NOW)).toBe(false);
    expect(await count('faqs')).toBe(0);
    expect(await snapshot()).toEqual(before);
  });

  it('leaves a database with an admin account alone', async () => {
    await knex('adminUsers').insert({
      username: 'admin',
      passwordHash: 'not-a-real-hash',
      createdAt: NOW.toISOString(),
      updatedAt: NOW.toISOString(),
    });
    expect(await seedIfEmpty(knex, uploadsDir, NOW)).toBe(false);
    for (const table of CONTENT_TABLES) expect(await count(table)).toBe(0);
    expect(fs.existsSync(uploadsDir)).toBe(false);
  });

  it('never overwrites a file already in the uploads folder', async () => {
    fs.mkdirSync(uploadsDir, { recursive: true });
    const existing = path.join(uploadsDir, 'seed-streamer-1.webp');
    fs.writeFileSync(existing, 'uploaded by an admin');
    expect(await seedIfEmpty(knex, uploadsDir, NOW)).toBe(true);
    expect(fs.readFileSync(existing, 'utf8')).toBe('uploaded by an admin');
    expect(fs.existsSync(path.join(uploadsDir, 'seed-highlight-1.webp'))).toBe(true);
  });
});
