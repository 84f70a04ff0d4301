import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The shipped systemd unit (deploy/agentur.service). */
const UNIT_FILE = 'deploy/agentur.service';
const unit = fs.readFileSync(UNIT_FILE, 'utf8');
const settings = new Map<string, string[]>();
for (const line of unit.split('\n')) {
  const match = line.match(/^([A-Za-z]+)=(.*)$/);
  if (match) settings.set(match[1]!, [...(settings.get(match[1]!) ?? []), match[2]!]);
}
const setting = (name: string) => settings.get(name)?.join(' ');
const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

describe('the systemd unit', () => {
  it('runs the built server as its own user from the project folder, restarting on failure', () => {
    expect(setting('User')).toBe('agentur');
    expect(setting('Group')).toBe('agentur');
    expect(setting('WorkingDirectory')).toBe('/opt/agentur');
    expect(setting('ExecStart')).toBe('/usr/bin/node dist/server/main.js');
    expect(setting('Environment')).toContain('NODE_ENV=production');
    expect(setting('Restart')).toBe('on-failure');
  });

  it('may write only the data folder, which docs/operations.md and .env.example name as DATA_DIR', () => {
    expect(setting('ProtectSystem')).toBe('strict');
    expect(setting('ReadWritePaths')).toBe('/var/lib/agentur');
    expect(setting('StateDirectory')).toBe('agentur');
    expect(setting('NoNewPrivileges')).toBe('yes');
    expect(setting('ProtectHome')).toBe('yes');
    expect(setting('PrivateTmp')).toBe('yes');
    expect(setting('CapabilityBoundingSet')).toBe('');
    expect(fs.readFileSync('docs/operations.md', 'utf8')).toContain('DATA_DIR=/var/lib/agentur');
  });

  it.skipIf(!hasSystemdAnalyze)('passes systemd-analyze verify, with an exposure score of at most 2', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-unit-'));
    try {
      const file = path.join(dir, 'agentur.service');
      // The unit names /usr/bin/node (Node from NodeSource's packages); verify checks that it exists.
      fs.writeFileSync(file, unit.replace('/usr/bin/node ', `${process.execPath} `));
      execFileSync('systemd-analyze', ['verify', file], { stdio: 'pipe' });
      const report = execFileSync('systemd-analyze', ['security', '--offline=yes', file], {
        encoding: 'utf8',
      });
      const exposure = Number(report.match(/Overall exposure level for agentur\.service: ([\d.]+)/)?.[1]);
      expect(exposure).toBeLessThanOrEqual(2);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
