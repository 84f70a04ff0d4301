import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The shipped systemd units: deploy/agentur.service (one process), deploy/agentur@.service (one
 * process per instance, the instance being its port, on PostgreSQL) and deploy/agentur.target
 * (all instances at once).
 */
const UNIT_FILE = 'deploy/agentur.service';
const TEMPLATE_FILE = 'deploy/agentur@.service';
const TARGET_FILE = 'deploy/agentur.target';

/** A unit file's settings by section, each name with all its values in order. */
function parseUnit(text: string): Map<string, Map<string, string[]>> {
  const sections = new Map<string, Map<string, string[]>>();
  let section = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const header = line.match(/^\[(\w+)\]$/);
    if (header) sections.set(header[1]!, (section = new Map()));
    const match = line.match(/^([A-Za-z]+)=(.*)$/);
    if (match) section.set(match[1]!, [...(section.get(match[1]!) ?? []), match[2]!]);
  }
  return sections;
}

/** One setting's values joined by spaces, whichever section it is in. */
function settingsOf(text: string): (name: string) => string | undefined {
  const sections = [...parseUnit(text).values()];
  return (name) =>
    sections
      .find((section) => section.has(name))
      ?.get(name)!
      .join(' ');
}

const unit = fs.readFileSync(UNIT_FILE, 'utf8');
const template = fs.readFileSync(TEMPLATE_FILE, 'utf8');
const target = fs.readFileSync(TARGET_FILE, 'utf8');
const setting = settingsOf(unit);
const instanceSetting = settingsOf(template);
const targetSetting = settingsOf(target);
const hasSystemdAnalyze = spawnSync('systemd-analyze', ['--version']).status === 0;

/**
 * Runs systemd-analyze verify (which must say nothing) and security on `name` in a folder of its
 * own, where `files` are written; returns the exposure score. The units name /usr/bin/node (Node
 * from NodeSource's packages); verify checks that it exists, so the test's Node stands in.
 */
function analyze(name: string, files: Record<string, string>): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-unit-'));
  try {
    for (const [file, text] of Object.entries(files)) {
      fs.writeFileSync(path.join(dir, file), text.replace('/usr/bin/node ', `${process.execPath} `));
    }
    const file = path.join(dir, name);
    const verify = spawnSync('systemd-analyze', ['verify', file], { encoding: 'utf8' });
    expect(verify.stderr).toBe('');
    expect(verify.status).toBe(0);
    const report = execFileSync('systemd-analyze', ['security', '--offline=yes', file], {
      encoding: 'utf8',
    });
    const escaped = name.replace(/[.@]/g, '\\$&');
    return Number(report.match(new RegExp(`Overall exposure level for ${escaped}: ([\\d.]+)`))?.[1]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the systemd unit', () => {
  it('runs the built server as its own user from the project folder, restarting on failure', () => {
    expect(setting('User')).toBe('agentur');
    expect(setting('Group')).toBe('agentur');
    expect(setting('WorkingDirectory')).toBe('/opt/agentur');
    expect(setting('ExecStart')).toBe('/usr/bin/node dist/server/main.js');
    expect(setting('Environment')).toContain('NODE_ENV=production');
    expect(setting('Restart')).toBe('on-failure');
  });

  it('may write only the data folder (and the page files), which docs/operations.md and .env.example name as DATA_DIR', () => {
    expect(setting('ProtectSystem')).toBe('strict');
    expect(setting('ReadWritePaths')).toBe('/var/lib/agentur');
    expect(setting('StateDirectory')).toBe('agentur');
    // …and the public pages' files for nginx (PAGE_FILES_DIR), which its workers read.
    expect(setting('CacheDirectory')).toBe('agentur');
    expect(setting('CacheDirectoryMode')).toBe('0755');
    expect(fs.readFileSync('deploy/nginx-agentur.conf', 'utf8')).toContain(
      'include /etc/nginx/snippets/agentur-pages.conf*;',
    );
    expect(setting('NoNewPrivileges')).toBe('yes');
    expect(setting('ProtectHome')).toBe('yes');
    expect(setting('PrivateTmp')).toBe('yes');
    expect(setting('CapabilityBoundingSet')).toBe('');
    expect(fs.readFileSync('docs/operations.md', 'utf8')).toContain('DATA_DIR=/var/lib/agentur');
  });

  it.skipIf(!hasSystemdAnalyze)('passes systemd-analyze verify, with an exposure score of at most 2', () => {
    expect(analyze('agentur.service', { 'agentur.service': unit })).toBeLessThanOrEqual(2);
  });
});

describe('the template unit of several processes', () => {
  it('runs the same server as agentur.service, listening on the port its instance names', () => {
    expect(instanceSetting('ExecStart')).toBe('/usr/bin/node dist/server/main.js');
    expect(instanceSetting('Environment')?.split(' ')).toEqual(['NODE_ENV=production', 'PORT=%i']);
    expect(instanceSetting('User')).toBe('agentur');
    expect(instanceSetting('WorkingDirectory')).toBe('/opt/agentur');
    expect(instanceSetting('Description')).toContain('port %i');
  });

  it("has agentur.service's [Service] section, hardening included, and only PORT added", () => {
    const single = parseUnit(unit).get('Service')!;
    const instance = parseUnit(template).get('Service')!;
    expect([...instance.keys()].sort()).toEqual([...single.keys()].sort());
    for (const [name, values] of single) {
      if (name === 'Environment') continue;
      expect(instance.get(name), name).toEqual(values);
    }
    // Every instance shares the one data folder (uploads; with PostgreSQL no database file).
    expect(instanceSetting('StateDirectory')).toBe('agentur');
    expect(instanceSetting('ReadWritePaths')).toBe('/var/lib/agentur');
    expect(instanceSetting('ProtectSystem')).toBe('strict');
    expect(instanceSetting('NoNewPrivileges')).toBe('yes');
    expect(instanceSetting('CapabilityBoundingSet')).toBe('');
  });

  it('belongs to agentur.target, which starts the enabled instances at boot, and never runs beside agentur.service', () => {
    expect(instanceSetting('PartOf')).toBe('agentur.target');
    expect(instanceSetting('WantedBy')).toBe('agentur.target');
    expect(instanceSetting('Conflicts')).toBe('agentur.service');
    expect(instanceSetting('After')?.split(' ')).toContain('network-online.target');
    expect(targetSetting('WantedBy')).toBe('multi-user.target');
    expect(parseUnit(target).has('Service')).toBe(false);
    expect(template).toContain('systemctl enable --now agentur.target agentur@3001 agentur@3002');
  });

  it.skipIf(!hasSystemdAnalyze)(
    'passes systemd-analyze verify as agentur@3001.service, with an exposure score of at most 2, and so does the target',
    () => {
      const files = { 'agentur@.service': template, 'agentur.target': target };
      expect(analyze('agentur@3001.service', files)).toBeLessThanOrEqual(2);
      const verify = spawnSync('systemd-analyze', ['verify', path.resolve(TARGET_FILE)], {
        encoding: 'utf8',
      });
      expect(verify.stderr).toBe('');
      expect(verify.status).toBe(0);
    },
  );
});
