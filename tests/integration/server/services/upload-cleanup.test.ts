import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import {
  ORPHAN_GRACE_MS,
  referencedUploads,
  removeOrphanUploads,
  uploadFields,
} from '@server/services/upload-cleanup.js';
import type { Field } from '@shared/content/fields.js';
import { CONTENT } from '@shared/content/index.js';
import { CONTENT_TYPE_NAMES } from '@shared/content-types.js';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase } from '@tests/helpers/database.js';
import { factories } from '@tests/helpers/factories.js';

const HOUR_MS = 3_600_000;
const name = (character: string) => `${character.repeat(32)}.webp`;

async function installation() {
  const database = await migratedDatabase('agency-orphans-');
  onTestFinished(database.destroy);
  const uploadsDir = path.join(database.dir, 'uploads');
  fs.mkdirSync(uploadsDir);
  const clock = manualClock(Date.parse('2026-11-24T03:00:00Z'));
  /** An upload whose file was last written `ageMs` before the clock's time. */
  const upload = (file: string, ageMs: number, bytes = 100) => {
    const target = path.join(uploadsDir, file);
    fs.writeFileSync(target, Buffer.alloc(bytes));
    const time = new Date(clock() - ageMs);
    fs.utimesSync(target, time, time);
  };
  return { knex: database.knex, uploadsDir, clock, upload };
}

describe('uploadFields', () => {
  it('finds every picture and link field of the content types from their schemas', () => {
    const fields = Object.fromEntries(uploadFields().map(({ table, columns }) => [table, columns.sort()]));
    // The definitions' pictures (kind image) and links (kind url: safe-url accepts an upload path
    // as well, so a link counts as a reference too); a table is named as its type.
    const expected = Object.fromEntries(
      CONTENT_TYPE_NAMES.flatMap((type) => {
        const columns = (Object.entries(CONTENT[type].fields) as Array<[string, Field]>)
          .filter(([, field]) => field.kind === 'image' || field.kind === 'url')
          .map(([key]) => key)
          .sort();
        return columns.length > 0 ? [[type, columns]] : [];
      }),
    );
    expect(fields).toEqual(expected);
    expect(fields).toMatchObject({
      highlights: ['imageUrl'],
      streamers: ['profileImageUrl', 'tiktokUrl'],
      feedbacks: ['profileImageUrl', 'tiktokUrl'],
    });
  });
});

describe('removeOrphanUploads', () => {
  it('deletes unused uploads older than a day, and keeps used, younger and foreign files', async () => {
    const { knex, uploadsDir, clock, upload } = await installation();
    const day = ORPHAN_GRACE_MS;
    upload(name('1'), 3 * day, 300); // unused, old: deleted
    upload(name('2'), day + 60_000, 500); // unused, just past the grace period: deleted
    upload(name('3'), day - 60_000); // unused, within the grace period (a form still being filled in)
    upload(name('4'), 10 * day); // a highlight's picture
    upload(name('5'), 10 * day); // a streamer's profile picture
    upload(name('6'), 10 * day); // a feedback's picture
    upload(name('7'), 10 * day); // linked from a streamer's TikTok field
    upload(name('9'), 10 * day); // linked from a feedback by this site's absolute address
    upload('seed-feedback-1.webp', 10 * day); // seed image (also the public site's fallback)
    upload('hand-placed.webp', 10 * day); // not named as the upload service names files
    upload('notes.txt', 10 * day);
    fs.mkdirSync(path.join(uploadsDir, name('8')));
    const createdAt = '2026-11-20T10:00:00Z';
    await knex('highlights').insert({
      ...factories.highlight({ imageUrl: `/uploads/${name('4')}` }),
      order: 0,
      createdAt,
    });
    await knex('streamers').insert({
      ...factories.streamer({ profileImageUrl: `/uploads/${name('5')}`, tiktokUrl: `/uploads/${name('7')}` }),
      order: 0,
      createdAt,
    });
    await knex('feedbacks').insert({
      ...factories.feedback({
        profileImageUrl: `/uploads/${name('6')}`,
        tiktokUrl: `https://agentur.example/uploads/${name('9')}`,
      }),
      order: 0,
      createdAt,
    });

    const result = await removeOrphanUploads(knex, uploadsDir, clock);

    expect(result).toEqual({ removedFiles: 2, removedBytes: 800 });
    expect(fs.readdirSync(uploadsDir).sort()).toEqual(
      [
        name('3'),
        name('4'),
        name('5'),
        name('6'),
        name('7'),
        name('8'),
        name('9'),
        'hand-placed.webp',
        'notes.txt',
        'seed-feedback-1.webp',
      ].sort(),
    );
  });

  it('lets the grace period run on the app clock: a young unused upload goes once the clock passes a day', async () => {
    const { knex, uploadsDir, clock, upload } = await installation();
    upload(name('a'), HOUR_MS);
    expect(await removeOrphanUploads(knex, uploadsDir, clock)).toEqual({ removedFiles: 0, removedBytes: 0 });
    clock.advance(ORPHAN_GRACE_MS);
    expect(await removeOrphanUploads(knex, uploadsDir, clock)).toEqual({
      removedFiles: 1,
      removedBytes: 100,
    });
    expect(fs.readdirSync(uploadsDir)).toEqual([]);
  });

  it('does nothing without an uploads folder', async () => {
    const { knex, uploadsDir, clock } = await installation();
    fs.rmSync(uploadsDir, { recursive: true });
    expect(await removeOrphanUploads(knex, uploadsDir, clock)).toEqual({ removedFiles: 0, removedBytes: 0 });
  });

  it('counts the seed content’s images as used even when their entries were deleted', async () => {
    const { knex } = await installation();
    const used = await referencedUploads(knex);
    expect(used).toContain('seed-feedback-1.webp');
    expect(used).toContain('seed-highlight-1.webp');
    expect(used).toContain('seed-streamer-1.webp');
  });
});

describe('uploads of the site settings', () => {
  it("keeps the founder's photo and the share image of every settings version, and deletes what none refers to", async () => {
    const { knex, uploadsDir, clock, upload } = await installation();
    const old = 10 * ORPHAN_GRACE_MS;
    const share = `${'a'.repeat(32)}.jpg`;
    upload(name('a'), old); // the founder's photo in an older version (restorable)
    upload(share, old); // the share image now
    upload(`${'b'.repeat(32)}.jpg`, old); // a share image nobody refers to
    const version = (id: number, values: object) => ({
      id,
      values: JSON.stringify(values),
      savedAt: '2026-11-20T10:00:00Z',
      savedByName: 'System',
    });
    await knex('site_settings_versions').insert([
      version(1, { founder: { photo: `/uploads/${name('a')}` } }),
      version(2, { founder: { photo: '' }, seo: { shareImage: `/uploads/${share}` } }),
    ]);
    const result = await removeOrphanUploads(knex, uploadsDir, clock);
    expect(result.removedFiles).toBe(1);
    expect(fs.readdirSync(uploadsDir).sort()).toEqual([name('a'), share].sort());
  });
});
