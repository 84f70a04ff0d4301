import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { afterEach, describe, expect, it } from 'vitest';
import {
  archiveName,
  BackupError,
  createBackup,
  listBackups,
  pruneBackups,
} from '@server/services/backups.js';
import { manualClock } from '@tests/helpers/clock.js';
import { migratedDatabase } from '@tests/helpers/database.js';
import { sqliteOnly } from '@tests/helpers/database-kind.js';

const made: string[] = [];
afterEach(() => {
  while (made.length > 0) fs.rmSync(made.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backups-'));
  made.push(dir);
  return dir;
};
const modeOf = (target: string) => fs.statSync(target).mode & 0o777;
const DAY_MS = 24 * 3_600_000;

/** Empty files named as archives of the given times (and the same second twice, for -2). */
function fakeArchives(dir: string, times: string[]): string[] {
  fs.mkdirSync(dir, { recursive: true });
  const names: string[] = [];
  for (const time of times) {
    let sequence = 1;
    while (names.includes(archiveName(new Date(time), sequence))) sequence += 1;
    const name = archiveName(new Date(time), sequence);
    fs.writeFileSync(path.join(dir, name), '');
    names.push(name);
  }
  return names;
}

describe('archive names', () => {
  it('carry the UTC time to the second, with -2, -3 … for more in the same second', () => {
    expect(archiveName(new Date('2026-11-24T03:00:00.123Z'))).toBe(
      'agentur-backup-2026-11-24T03-00-00Z.tar.gz',
    );
    expect(archiveName(new Date('2026-11-24T03:00:00Z'), 2)).toBe(
      'agentur-backup-2026-11-24T03-00-00Z-2.tar.gz',
    );
  });

  it('listBackups finds only such names, newest first, and nothing in a missing folder', async () => {
    const dir = tempDir();
    const [older, sameSecond, newest] = fakeArchives(dir, [
      '2026-11-20T03:00:00Z',
      '2026-11-20T03:00:00Z',
      '2026-11-22T03:00:00Z',
    ]);
    for (const other of [
      'agentur-backup-latest.tar.gz',
      'notes.txt',
      'agentur-backup-2026-11-23T03-00-00Z.tar',
    ]) {
      fs.writeFileSync(path.join(dir, other), '');
    }
    const listed = await listBackups(dir);
    expect(listed.map((archive) => archive.name)).toEqual([newest, sameSecond, older]);
    expect(listed[0]).toMatchObject({ file: path.join(dir, newest!), at: new Date('2026-11-22T03:00:00Z') });
    expect(await listBackups(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('pruneBackups', () => {
  it('keeps the newest N archives and never touches other files', async () => {
    const dir = tempDir();
    const names = fakeArchives(
      dir,
      ['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22'].map((day) => `${day}T03:00:00Z`),
    );
    fs.writeFileSync(path.join(dir, 'my-own-copy.tar.gz'), 'kept');
    fs.writeFileSync(path.join(dir, 'agentur-backup-2026-11-01T03-00-00Z.tar.gz.partial'), 'kept');
    const result = await pruneBackups(dir, 3, manualClock());
    expect(result.removed).toEqual([names[1], names[0]]);
    expect(fs.readdirSync(dir).sort()).toEqual(
      [...names.slice(2), 'my-own-copy.tar.gz', 'agentur-backup-2026-11-01T03-00-00Z.tar.gz.partial'].sort(),
    );
  });

  it('never deletes the archive the same run just made, even when its name is the oldest (a clock set back)', async () => {
    const dir = tempDir();
    const names = fakeArchives(
      dir,
      ['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-01'].map((day) => `${day}T03:00:00Z`),
    );
    const justMade = path.join(dir, names[3]!);
    const result = await pruneBackups(dir, 3, manualClock(), justMade);
    expect(result.removed).toEqual([names[0]]);
    expect(fs.readdirSync(dir).sort()).toEqual([names[1], names[2], names[3]].sort());
  });

  it('keeps everything with BACKUP_KEEP=0', async () => {
    const dir = tempDir();
    fakeArchives(dir, ['2026-11-18T03:00:00Z', '2026-11-19T03:00:00Z']);
    expect((await pruneBackups(dir, 0, manualClock())).removed).toEqual([]);
    expect(fs.readdirSync(dir)).toHaveLength(2);
  });

  it('removes the work folder of a backup that died, once it is a day old', async () => {
    const dir = tempDir();
    const work = path.join(dir, '.agentur-backup-tmp-abc123');
    fs.mkdirSync(path.join(work, 'content'), { recursive: true });
    const clock = manualClock();
    expect((await pruneBackups(dir, 3, clock)).staleWorkFolders).toBe(0);
    expect(fs.existsSync(work)).toBe(true);
    clock.advance(DAY_MS + 60_000);
    expect((await pruneBackups(dir, 3, clock)).staleWorkFolders).toBe(1);
    expect(fs.existsSync(work)).toBe(false);
  });
});

describe('createBackup', () => {
  // The SQLite file's archive; a PostgreSQL installation's: restore-postgres.test.ts.
  it.runIf(sqliteOnly)(
    'writes one private archive with the database, the served uploads and the session keys',
    async () => {
      const database = await migratedDatabase();
      made.push(database.dir);
      await database
        .knex('faqs')
        .insert({ question: 'Gesichert?', answer: 'Ja.', order: 1, createdAt: '2026-11-24' });
      const dataDir = database.dir;
      const uploadsDir = path.join(dataDir, 'uploads');
      fs.mkdirSync(uploadsDir);
      fs.writeFileSync(path.join(uploadsDir, `${'a'.repeat(32)}.webp`), 'image-bytes');
      fs.writeFileSync(path.join(uploadsDir, '.hidden'), 'not served');
      fs.symlinkSync(database.file, path.join(uploadsDir, 'link.webp'));
      fs.writeFileSync(path.join(dataDir, 'session-keys.json'), '["key"]');
      const backupDir = path.join(dataDir, 'backups');
      const clock = manualClock(Date.parse('2026-11-24T03:00:00.500Z'));

      const backup = await createBackup(
        { databaseFile: database.file, uploadsDir, dataDir, backupDir },
        clock,
      );
      await database.knex.destroy();

      expect(backup).toMatchObject({
        file: path.join(backupDir, 'agentur-backup-2026-11-24T03-00-00Z.tar.gz'),
        at: new Date('2026-11-24T03:00:00.500Z'),
        uploads: 1,
      });
      expect(backup.bytes).toBe(fs.statSync(backup.file).size);
      expect(modeOf(backupDir)).toBe(0o700);
      expect(modeOf(backup.file)).toBe(0o600);
      // Nothing but the archive is left in the backup folder.
      expect(fs.readdirSync(backupDir)).toEqual([path.basename(backup.file)]);
      const entries: string[] = [];
      await tar.t({ file: backup.file, onReadEntry: (entry) => void entries.push(entry.path) });
      expect(entries.sort()).toEqual(
        ['agency.sqlite', 'session-keys.json', 'uploads/', `uploads/${'a'.repeat(32)}.webp`].sort(),
      );
      // The second backup in the same second gets its own name.
      const again = await createBackup(
        { databaseFile: database.file, uploadsDir, dataDir, backupDir },
        clock,
      );
      expect(path.basename(again.file)).toBe('agentur-backup-2026-11-24T03-00-00Z-2.tar.gz');
    },
  );

  it('refuses a DATA_DIR without a database, writing nothing', async () => {
    const dataDir = tempDir();
    const backupDir = path.join(dataDir, 'backups');
    const source = {
      databaseFile: path.join(dataDir, 'agency.sqlite'),
      uploadsDir: path.join(dataDir, 'uploads'),
    };
    await expect(createBackup({ ...source, dataDir, backupDir }, manualClock())).rejects.toThrow(BackupError);
    expect(fs.existsSync(backupDir)).toBe(false);
    expect(fs.existsSync(source.databaseFile)).toBe(false);
  });
});
