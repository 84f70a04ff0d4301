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
