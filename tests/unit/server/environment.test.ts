import { describe, expect, it } from 'vitest';
import { localServerOrigin } from '@server/environment.js';

describe('localServerOrigin (where the tools beside `npm run dev` find the server)', () => {
  it.each([
    [{}, 'http://127.0.0.1:3000'],
    [{ PORT: '3999' }, 'http://127.0.0.1:3999'],
    [{ PORT: '4000', HOST: '0.0.0.0' }, 'http://localhost:4000'],
    [{ HOST: '::1', PORT: '4001' }, 'http://[::1]:4001'],
    [{ HOST: ' 192.168.1.20 ' }, 'http://192.168.1.20:3000'],
    [{ PORT: '' }, 'http://127.0.0.1:3000'],
  ])('%j is %s', (env, origin) => {
    expect(localServerOrigin(env)).toBe(origin);
  });
});
