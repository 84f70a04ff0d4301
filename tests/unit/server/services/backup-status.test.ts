import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { BACKUP_STATUS_REFRESH_MS, createBackupStatus } from '@server/services/backup-status.js';
import { archiveName } from '@server/services/backups.js';
import { manualClock } from '@tests/helpers/clock.js';

const made: string[] = [];
afterEach(() => {
  while (made.length > 0) fs.rmSync(made.pop()!, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-backup-status-'));
  made.push(dir);
  return dir;
};
const fakeArchive = (dir: string, time: string) =>
  fs.writeFileSync(path.join(dir, archiveName(new Date(time))), '');

describe('backup status (for /healthz)', () => {
  it('reads the newest archive at start, and the folder again at most once a minute', async () => {
    const dir = tempDir();
    fakeArchive(dir, '2026-11-23T03:00:00Z');
    const clock = manualClock(Date.parse('2026-11-24T12:00:00Z'));
    const status = createBackupStatus(dir, clock);
    expect(await status.lastBackup()).toEqual(new Date('2026-11-23T03:00:00Z'));

    // An archive written by the CLI in another process shows up after the minute has passed.
    fakeArchive(dir, '2026-11-24T11:59:00Z');
    expect(await status.lastBackup()).toEqual(new Date('2026-11-23T03:00:00Z'));
    clock.advance(BACKUP_STATUS_REFRESH_MS);
    // Answered from memory at once; the folder is read in the background.
    expect(await status.lastBackup()).toEqual(new Date('2026-11-23T03:00:00Z'));
    await status.idle();
    expect(await status.lastBackup()).toEqual(new Date('2026-11-24T11:59:00Z'));

    // A backup of this process is known at once.
    status.record(new Date('2026-11-24T12:00:30Z'));
    expect(await status.lastBackup()).toEqual(new Date('2026-11-24T12:00:30Z'));
  });

  it('keeps a backup recorded while the folder was being read', async () => {
    const dir = tempDir();
    fakeArchive(dir, '2026-11-23T03:00:00Z');
    const clock = manualClock(Date.parse('2026-11-24T03:00:00Z'));
    const status = createBackupStatus(dir, clock);
    await status.lastBackup();
    clock.advance(BACKUP_STATUS_REFRESH_MS);
    await status.lastBackup(); // starts a read that will not see the archive below
    status.record(new Date('2026-11-24T03:01:00Z'));
    await status.idle();
    expect(await status.lastBackup()).toEqual(new Date('2026-11-24T03:01:00Z'));
  });

  it('is null without any archive', async () => {
    expect(await createBackupStatus(path.join(tempDir(), 'none'), manualClock()).lastBackup()).toBeNull();
  });
});
