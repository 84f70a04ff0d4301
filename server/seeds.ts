import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import { SEED_CONTENT, seedImagesDir, seedImageUrls } from '@db/seeds/content.js';
import { allContentTypes } from './content-types/index.js';

/** Tables whose rows make up the public site's content, with what a fresh install starts with. */
export const CONTENT_SEEDS = allContentTypes().map((type) => ({
  table: type.model.tableName,
  rows: SEED_CONTENT[type.name] ?? [],
}));

/**
 * Seeding runs only on a database that has never been used: all content tables, the applications
 * and the admin users are empty. A database with an admin account or any content (even a single
 * application) has been used, and an admin who deleted every FAQ meant it, so the seed must never
 * come back over edited data. No marker table is needed for that, and none may be created outside
 * the migrations.
 */
const USAGE_TABLES = [...CONTENT_SEEDS.map(({ table }) => table), 'applications', 'admin_users'];

async function isUnused(knex: Knex): Promise<boolean> {
  for (const table of USAGE_TABLES) {
    const row: unknown = await knex(table).first('id');
    if (row !== undefined) return false;
  }
  return true;
}

/** Copies every shipped .webp into the uploads folder, keeping files that are already there. */
function copySeedImages(imagesDir: string, uploadsDir: string): void {
  const available = new Set(fs.readdirSync(imagesDir).filter((name) => name.endsWith('.webp')));
  // Fail before touching the database rather than seed entries whose pictures are missing.
  const missing = seedImageUrls()
    .map((url) => path.posix.basename(url))
    .filter((name) => !available.has(name));
  if (missing.length > 0) {
    throw new Error(`Seed images missing in ${imagesDir}: ${missing.join(', ')}`);
  }

  fs.mkdirSync(uploadsDir, { recursive: true, mode: 0o700 });
  for (const name of available) {
    try {
      const target = path.join(uploadsDir, name);
      fs.copyFileSync(path.join(imagesDir, name), target, fs.constants.COPYFILE_EXCL);
      // A copy keeps the shipped file's mode; the data folder is private (0600).
      fs.chmodSync(target, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
}

/**
 * Fills a never-used database with the sample content (see USAGE_TABLES for the rule) and copies
 * its images into `uploadsDir`. Returns true if it seeded, false if the database was left alone.
 */
export async function seedIfEmpty(knex: Knex, uploadsDir: string, now: Date = new Date()): Promise<boolean> {
  if (!(await isUnused(knex))) return false;

  copySeedImages(seedImagesDir(), uploadsDir);

  const createdAt = now.toISOString();
  return knex.transaction(async (trx) => {
    // Checked again inside the transaction: another start may have seeded in the meantime.
    if (!(await isUnused(trx))) return false;
    for (const { table, rows } of CONTENT_SEEDS) {
      // A type without sample rows starts empty (knex refuses an insert of nothing).
      // Marked as samples: the go-live check names them until staff edit or delete them.
      if (rows.length > 0) await trx(table).insert(rows.map((row) => ({ ...row, createdAt, sample: true })));
    }
    return true;
  });
}
