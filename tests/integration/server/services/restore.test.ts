import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import * as tar from 'tar';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createKnex } from '@db/connection.js';
import { loadConfig } from '@server/config.js';
import { createBackup } from '@server/services/backups.js';
import { RestoreError, restoreBackup, type RestoreTarget } from '@server/services/restore.js';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase } from '@tests/helpers/database.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';

const made: string[] = [];
afterEach(() => {
  while (made.length > 0) fs.rmSync(made.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-restore-'));
  made.push(dir);
  return dir;
};
const modeOf = (target: string) => fs.lstatSync(target).mode & 0o777;
const UPLOAD = `${'b'.repeat(32)}.webp`;
const clock = manualClock(Date.parse('2026-11-24T10:00:00Z'));

/** DATA_DIR's paths as the server configures them. */
const targetOf = (dataDir: string): RestoreTarget => loadConfig({}, { dataDir });

/** A real archive of an installation with one FAQ, one upload and session keys. */
async function makeArchive(question = 'Wiederhergestellt?'): Promise<string> {
  const database = await migratedDatabase('agency-restore-source-');
  made.push(database.dir);
  await database.knex('faqs').insert({ question, answer: 'Ja.', order: 1, createdAt: '2026-11-24' });
  const source = targetOf(database.dir);
  fs.mkdirSync(source.uploadsDir);
  fs.writeFileSync(path.join(source.uploadsDir, UPLOAD), 'upload-bytes');
  fs.utimesSync(path.join(source.uploadsDir, UPLOAD), new Date('2026-01-01'), new Date('2026-01-01'));
  fs.writeFileSync(path.join(database.dir, 'session-keys.json'), '["restored-key"]');
  const backup = await createBackup({ ...source, databaseFile: database.file }, clock);
  await database.knex.destroy();
  return backup.file;
}

/** A gzipped tar written block by block, so it can hold entries no honest tool writes. */
function rawArchive(
  entries: Array<{ path: string; body?: Buffer | string; type?: 'File' | 'SymbolicLink'; linkpath?: string }>,
) {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = Buffer.from(entry.body ?? '');
    const header = Buffer.alloc(512);
    new tar.Header({
      path: entry.path,
      type: entry.type ?? 'File',
      linkpath: entry.linkpath,
      size: entry.type === 'SymbolicLink' ? 0 : body.length,
      mode: 0o644,
      mtime: new Date('2026-11-24T03:00:00Z'),
    }).encode(header, 0);
    blocks.push(header);
    if (entry.type !== 'SymbolicLink') blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  const file = path.join(tempDir(), 'crafted.tar.gz');
  fs.writeFileSync(file, zlib.gzipSync(Buffer.concat(blocks)));
  return file;
}

const templateDatabase = () => fs.readFileSync(inject('migratedDatabase'));

async function faqQuestions(databaseFile: string): Promise<string[]> {
  const knex = createKnex(databaseFile);
  try {
    const rows: Array<{ question: string }> = await knex('faqs').select('question');
    return rows.map((row) => row.question);
  } finally {
    await knex.destroy();
  }
}

// The SQLite file's restore; a PostgreSQL installation's: restore-postgres.test.ts.
describe.runIf(sqliteOnly)('restoreBackup', () => {
  it('restores into a missing DATA_DIR: database, uploads with their times, session keys, all private', async () => {
    const archive = await makeArchive();
    const dataDir = path.join(tempDir(), 'data');
    const target = targetOf(dataDir);

    const result = await restoreBackup(archive, target, { clock });

    expect(result).toEqual({
      uploads: 1,
      sessionKeys: true,
      totpKey: false,
      movedAside: null,
      databaseCheck: 'integrity check ok',
    });
    expect(await faqQuestions(target.databaseFile)).toEqual(['Wiederhergestellt?']);
    expect(fs.readFileSync(path.join(target.uploadsDir, UPLOAD), 'utf8')).toBe('upload-bytes');
    // The upload's time is kept: the grace period of unused uploads counts from it.
    expect(fs.statSync(path.join(target.uploadsDir, UPLOAD)).mtime).toEqual(new Date('2026-01-01'));
    expect(fs.readFileSync(path.join(dataDir, 'session-keys.json'), 'utf8')).toBe('["restored-key"]');
    expect(fs.readdirSync(dataDir).sort()).toEqual(['agency.sqlite', 'session-keys.json', 'uploads']);
    for (const folder of [dataDir, target.uploadsDir]) expect(modeOf(folder)).toBe(0o700);
    for (const file of [
      target.databaseFile,
      path.join(dataDir, 'session-keys.json'),
      path.join(target.uploadsDir, UPLOAD),
    ]) {
      expect(modeOf(file)).toBe(0o600);
    }
  });

  it('counts a DATA_DIR holding only its backups folder as empty, and leaves the backups there', async () => {
    const archive = await makeArchive();
    const dataDir = tempDir();
    const target = targetOf(dataDir);
    fs.mkdirSync(target.backupDir);
    fs.copyFileSync(archive, path.join(target.backupDir, path.basename(archive)));

    await restoreBackup(path.join(target.backupDir, path.basename(archive)), target, { clock });

    expect(fs.readdirSync(target.backupDir)).toEqual([path.basename(archive)]);
    expect(await faqQuestions(target.databaseFile)).toEqual(['Wiederhergestellt?']);
  });

  it('refuses a DATA_DIR that is not empty without --force, and changes nothing', async () => {
    const archive = await makeArchive();
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'agency.sqlite'), 'current database');

    const refusal = restoreBackup(archive, targetOf(dataDir), { clock });

    await expect(refusal).rejects.toThrow(RestoreError);
    await expect(refusal).rejects.toThrow(/is not empty \(agency\.sqlite\).*--force/);
    expect(fs.readdirSync(dataDir)).toEqual(['agency.sqlite']);
    expect(fs.readFileSync(path.join(dataDir, 'agency.sqlite'), 'utf8')).toBe('current database');
  });

  it('with --force moves the current database (its WAL written into it), uploads and keys aside and keeps backups and other files', async () => {
    const archive = await makeArchive('Aus dem Archiv');
    // The files of a server that died: the last entry is only in the WAL.
    const crashed = await migratedDatabase('agency-restore-crashed-');
    made.push(crashed.dir);
    await crashed
      .knex('faqs')
      .insert({ question: 'Aktueller Stand', answer: 'Ja.', order: 1, createdAt: '2026-11-24' });
    const dataDir = tempDir();
    const target = targetOf(dataDir);
    fs.copyFileSync(crashed.file, target.databaseFile);
    fs.copyFileSync(`${crashed.file}-wal`, `${target.databaseFile}-wal`);
    await crashed.knex.destroy();
    fs.mkdirSync(target.uploadsDir);
    fs.writeFileSync(path.join(target.uploadsDir, 'current.webp'), 'current upload');
    fs.writeFileSync(path.join(dataDir, 'session-keys.json'), '["current-key"]');
    fs.mkdirSync(target.backupDir);
    fs.writeFileSync(
      path.join(target.backupDir, 'agentur-backup-2026-11-23T03-00-00Z.tar.gz'),
      'older archive',
    );
    fs.writeFileSync(path.join(dataDir, 'notes.txt'), 'admin notes');

    const result = await restoreBackup(archive, target, { force: true, clock });

    const aside = path.join(dataDir, 'before-restore-2026-11-24T10-00-00Z');
    expect(result.movedAside).toBe(aside);
    expect(fs.readdirSync(aside).sort()).toEqual(['agency.sqlite', 'session-keys.json', 'uploads']);
    expect(await faqQuestions(path.join(aside, 'agency.sqlite'))).toEqual(['Aktueller Stand']);
    expect(fs.readFileSync(path.join(aside, 'uploads', 'current.webp'), 'utf8')).toBe('current upload');
    expect(fs.readdirSync(dataDir).sort()).toEqual(
      [
        'agency.sqlite',
        'backups',
        'before-restore-2026-11-24T10-00-00Z',
        'notes.txt',
        'session-keys.json',
        'uploads',
      ].sort(),
    );
    expect(await faqQuestions(target.databaseFile)).toEqual(['Aus dem Archiv']);
    expect(fs.readdirSync(target.uploadsDir)).toEqual([UPLOAD]);
    expect(fs.readFileSync(path.join(dataDir, 'session-keys.json'), 'utf8')).toBe('["restored-key"]');
    expect(fs.readdirSync(target.backupDir)).toEqual(['agentur-backup-2026-11-23T03-00-00Z.tar.gz']);
    expect(modeOf(aside)).toBe(0o700);
  });

  it('with --force refuses a database a server still has open, and moves nothing', async () => {
    const archive = await makeArchive();
    const running = await migratedDatabase('agency-restore-running-');
    made.push(running.dir);
    await running
      .knex('faqs')
      .insert({ question: 'Läuft noch', answer: 'Ja.', order: 1, createdAt: '2026-11-24' });
    const target = targetOf(running.dir);
    try {
      await expect(restoreBackup(archive, target, { force: true, clock })).rejects.toThrow(
        /in use: stop the server/,
      );
    } finally {
      await running.knex.destroy();
    }
    expect(fs.readdirSync(running.dir).filter((name) => !name.startsWith('agency.sqlite'))).toEqual([]);
    expect(await faqQuestions(target.databaseFile)).toEqual(['Läuft noch']);
  });

  it('refuses an archive without a database', async () => {
    const archive = rawArchive([{ path: `uploads/${UPLOAD}`, body: 'image' }]);
    const dataDir = path.join(tempDir(), 'data');
    await expect(restoreBackup(archive, targetOf(dataDir), { clock })).rejects.toThrow(/holds no database/);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it.each([
    ['a path leaving the folder', { path: '../escaped.txt', body: 'outside' }],
    ['a path leaving it from inside uploads', { path: 'uploads/../../escaped.txt', body: 'outside' }],
    ['an absolute path', { path: '/tmp/agency-restore-absolute.txt', body: 'outside' }],
    [
      'a symbolic link',
      { path: `uploads/${UPLOAD}`, type: 'SymbolicLink' as const, linkpath: '/etc/passwd' },
    ],
    ['an unknown file', { path: 'extra.sh', body: 'echo hi' }],
  ])('refuses an archive with %s and writes nothing', async (_case, entry) => {
    const archive = rawArchive([{ path: 'agency.sqlite', body: templateDatabase() }, entry]);
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    await expect(restoreBackup(archive, targetOf(dataDir), { clock })).rejects.toThrow(
      /holds entries a backup never contains/,
    );
    expect(fs.readdirSync(root)).toEqual([]);
    expect(fs.existsSync(path.join(os.tmpdir(), 'escaped.txt'))).toBe(false);
    expect(fs.existsSync('/tmp/agency-restore-absolute.txt')).toBe(false);
  });

  it('node-tar itself keeps ".." and absolute entries inside the target (the second line of defence)', async () => {
    const archive = rawArchive([
      { path: '../escaped-by-tar.txt', body: 'outside' },
      { path: '/tmp/agency-restore-absolute-by-tar.txt', body: 'outside' },
    ]);
    const root = tempDir();
    const cwd = path.join(root, 'inner');
    fs.mkdirSync(cwd);
    await tar.x({ file: archive, cwd });
    expect(fs.existsSync(path.join(root, 'escaped-by-tar.txt'))).toBe(false);
    expect(fs.existsSync('/tmp/agency-restore-absolute-by-tar.txt')).toBe(false);
  });

  it('refuses a damaged database after extracting it, leaving DATA_DIR as it was', async () => {
    const damaged = templateDatabase();
    damaged.fill(0x42, 4096, 8192); // the second page: a table's b-tree
    const archive = rawArchive([{ path: 'agency.sqlite', body: damaged }]);
    const dataDir = tempDir();
    fs.mkdirSync(targetOf(dataDir).backupDir);
    await expect(restoreBackup(archive, targetOf(dataDir), { clock })).rejects.toThrow(
      /database (is damaged|cannot be read)/,
    );
    expect(fs.readdirSync(dataDir)).toEqual(['backups']);
  });

  it('refuses a database made by a newer version of the site', async () => {
    const database = await migratedDatabase('agency-restore-newer-');
    made.push(database.dir);
    await database
      .knex('knex_migrations')
      .insert({ name: '20990101000000_future', batch: 2, migrationTime: new Date() });
    await database.knex.destroy();
    const archive = rawArchive([{ path: 'agency.sqlite', body: fs.readFileSync(database.file) }]);
    await expect(restoreBackup(archive, targetOf(path.join(tempDir(), 'data')), { clock })).rejects.toThrow(
      /newer version of the site \(schema 20990101000000_future\)/,
    );
  });

  it('refuses a file that is no archive, and a missing file', async () => {
    const notAnArchive = path.join(tempDir(), 'backup.tar.gz');
    fs.writeFileSync(notAnArchive, 'just text');
    const target = targetOf(path.join(tempDir(), 'data'));
    await expect(restoreBackup(notAnArchive, target, { clock })).rejects.toThrow(
      /not a readable backup archive/,
    );
    await expect(restoreBackup(`${notAnArchive}.missing`, target, { clock })).rejects.toThrow(
      /There is no archive/,
    );
  });
});
