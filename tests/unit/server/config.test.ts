import { describe, expect, it } from 'vitest';
import { loadConfig, setListeningPort } from '@server/config.js';

describe('siteOrigin (the origin of every absolute address the server writes)', () => {
  it.each([
    [{}, 'http://127.0.0.1:3000'],
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '::1' }, 'http://[::1]:3000'],
    [{ HOST: '0.0.0.0', PUBLIC_URL: 'https://agentur.example/' }, 'https://agentur.example'],
  ])('%j gives %s', (env, origin) => {
    expect(loadConfig(env).siteOrigin).toBe(origin);
  });

  it('with PORT=0 is completed once the server listens', () => {
    const config = loadConfig({ PORT: '0' });
    setListeningPort(config, 41234);
    expect(config.siteOrigin).toBe('http://127.0.0.1:41234');
    const withPublicUrl = loadConfig({ PORT: '0', PUBLIC_URL: 'https://agentur.example' });
    setListeningPort(withPublicUrl, 41234);
    expect(withPublicUrl.siteOrigin).toBe('https://agentur.example');
  });
});

describe('TRUST_PROXY parsing', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    ['false', 0],
    ['0', 0],
    ['true', 1],
    ['yes', 1],
    ['1', 1],
    ['3', 3],
  ])('reads %j as %i proxies', (value, hops) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toBe(hops);
  });

  it('refuses anything else at start', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(/TRUST_PROXY/);
  });
});

describe('backup settings', () => {
  it('default to DATA_DIR/backups, 03:00 and the newest 14 archives', () => {
    const config = loadConfig({ DATA_DIR: '/srv/agentur' });
    expect(config).toMatchObject({ backupDir: '/srv/agentur/backups', backupHour: 3, backupKeep: 14 });
  });

  it('take BACKUP_DIR, BACKUP_HOUR and BACKUP_KEEP', () => {
    const config = loadConfig({ BACKUP_DIR: '/mnt/backup', BACKUP_HOUR: '23', BACKUP_KEEP: '30' });
    expect(config).toMatchObject({ backupDir: '/mnt/backup', backupHour: 23, backupKeep: 30 });
  });

  it.each([
    ['', 3],
    ['0', 0],
    [' 4 ', 4],
    ['off', null],
    ['OFF', null],
    ['false', null],
  ])('reads BACKUP_HOUR=%j as %j', (value, hour) => {
    expect(loadConfig({ BACKUP_HOUR: value }).backupHour).toBe(hour);
  });

  it.each(['24', '-1', '3:30', 'nachts'])('refuses BACKUP_HOUR=%j at start', (value) => {
    expect(() => loadConfig({ BACKUP_HOUR: value })).toThrow(/BACKUP_HOUR/);
  });
});
