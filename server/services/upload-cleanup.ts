import fs from 'node:fs/promises';
import path from 'node:path';
import type { Knex } from 'knex';
import { seedImageUrls } from '@db/seeds/content.js';
import { UPLOADS_PATH } from '@shared/url.js';
import type { Clock } from '../clock.js';
import { allContentTypes } from '../content-types/index.js';
import { STORED_UPLOAD_NAME } from './uploads.js';

/** An upload nobody refers to is kept this long: it may belong to a form that is still being filled in. */
export const ORPHAN_GRACE_MS = 24 * 3_600_000;

/**
 * String formats of the shared schemas whose values may be one of this site's uploads:
 * 'upload-path' (pictures) and 'safe-url' (a link may point to an uploaded file as well).
 */
const UPLOAD_FORMATS = new Set(['upload-path', 'safe-url']);

function mayHoldUpload(schema: unknown): boolean {
  if (typeof schema !== 'object' || schema === null) return false;
  const { format, anyOf, oneOf, allOf, items, properties } = schema as Record<string, unknown>;
  if (typeof format === 'string' && UPLOAD_FORMATS.has(format)) return true;
  // A list or an object of pictures (stored as JSON) counts as well.
  const nested = [
    ...[anyOf, oneOf, allOf, items].flatMap((part) => (Array.isArray(part) ? part : [part])),
    ...(typeof properties === 'object' && properties !== null ? Object.values(properties) : []),
  ];
  return nested.some(mayHoldUpload);
}

/** Every /uploads/<name> in a stored value: a path, an absolute URL of this site, or JSON holding them. */
const UPLOAD_REFERENCE = new RegExp(
  `${UPLOADS_PATH.replace(/[/.]/g, '\\$&')}([A-Za-z0-9][A-Za-z0-9._-]*)`,
  'g',
);

export interface UploadFields {
  table: string;
  /** Property names (the model's camelCase; Knex maps them to the columns). */
  columns: string[];
}

/**
 * Every content field that may hold an /uploads/ path, read from the content-type definitions'
 * create and update schemas: a new content type or picture field is covered without a change here.
 */
export function uploadFields(): UploadFields[] {
  return allContentTypes().flatMap((type) => {
    const properties = {
      ...(type.create.schema.properties as Record<string, unknown>),
      ...(type.update.schema.properties as Record<string, unknown>),
    };
    const columns = Object.keys(properties).filter((name) => mayHoldUpload(properties[name]));
    return columns.length > 0 ? [{ table: type.model.tableName, columns }] : [];
  });
}

/**
 * File names of every upload that is in use: those any content row or settings version refers
 * to, and the shipped seed images (the public site shows the sample feedbacks' pictures when there are no entries).
 */
export async function referencedUploads(knex: Knex): Promise<Set<string>> {
  const urls: unknown[] = [...seedImageUrls()];
  for (const { table, columns } of uploadFields()) {
    const rows: Array<Record<string, unknown>> = await knex(table).select(columns);
    for (const row of rows) urls.push(...columns.map((column) => row[column]));
  }
  // The site's settings (founder photo, share image), in every version: each can be restored.
  urls.push(...(await knex('site_settings_versions').pluck('values')));
  const names = new Set<string>();
  for (const url of urls) {
    if (typeof url !== 'string') continue;
    for (const match of url.matchAll(UPLOAD_REFERENCE)) names.add(match[1]!);
  }
  return names;
}

export interface OrphanCleanupResult {
  removedFiles: number;
  removedBytes: number;
}

/**
 * Deletes uploads no content refers to once they are older than the grace period (by their
 * modification time against the app's clock). Only files named as the upload service names them
 * are candidates: seed images, hand-placed files, links and folders are never touched.
 */
export async function removeOrphanUploads(
  knex: Knex,
  uploadsDir: string,
  clock: Clock,
  graceMs: number = ORPHAN_GRACE_MS,
): Promise<OrphanCleanupResult> {
  const result: OrphanCleanupResult = { removedFiles: 0, removedBytes: 0 };
  const entries = await fs.readdir(uploadsDir, { withFileTypes: true }).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  const candidates = entries.filter((entry) => entry.isFile() && STORED_UPLOAD_NAME.test(entry.name));
  if (candidates.length === 0) return result;
  // Read after listing the folder: an upload saved into an entry meanwhile is then seen as used.
  const referenced = await referencedUploads(knex);
  const cutoff = clock() - graceMs;
  for (const { name } of candidates) {
    if (referenced.has(name)) continue;
    const file = path.join(uploadsDir, name);
    const stats = await fs.lstat(file).catch(() => undefined);
    if (!stats?.isFile() || stats.mtimeMs > cutoff) continue;
    await fs.rm(file, { force: true });
    result.removedFiles += 1;
    result.removedBytes += stats.size;
  }
  return result;
}
