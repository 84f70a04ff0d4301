import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_COST } from '@server/auth/password.js';
import { startTestServer, type TestServer } from '@tests/helpers/test-app.js';

/**
 * A burst of logins must not stall the site: password checks run one at a time from a short
 * queue, logins beyond the queue are turned away at once with 429 (never 5xx), and the site keeps
 * answering while the checks run. The measured latencies are in `npm run bench:login`.
 */
let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** 50 logins at once, each with its own username and address (so no throttle counter is hit). */
const burst = (target: TestServer, count = 50) =>
  Array.from({ length: count }, (_, index) =>
    target.client().request('POST', '/api/admin/login', {
      body: { username: `burst${index}`, password: 'wrong password' },
      headers: { 'x-forwarded-for': `198.51.100.${index + 1}` },
    }),
  );

describe('a burst of 50 parallel logins', () => {
  it('runs one password check at a time, queues 8, and turns the rest away at once with 429', async () => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let running = 0;
    let mostAtOnce = 0;
    server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      login: {
        passwordChecks: { concurrency: 1, maxWaiting: 8 },
        verifyCredentials: async () => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          await gate;
          running -= 1;
          return null;
        },
      },
    });
    const target = server;
    const logins = burst(target);

    // While the password checks are stuck, everything beyond the queue is answered anyway.
    const early = await firstAnswers(logins, 41);
    expect(early.map((response) => response.status)).toEqual(Array(41).fill(429));
    const busy = early[0]!;
    expect(busy.body).toEqual({
      message:
        'Gerade laufen zu viele Anmeldungen gleichzeitig. Bitte versuchen Sie es in einigen Sekunden erneut.',
    });
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    // ...and the site answers too.
    expect((await target.client().get('/healthz')).status).toBe(200);
    expect((await target.client().get('/api/faqs')).status).toBe(200);

    openGate();
    const statuses = (await Promise.all(logins)).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(statuses.filter((status) => status === 429)).toHaveLength(41);
    expect(mostAtOnce).toBe(1);
  });

  it('lets one client hold only one place in the queue, so a single sender cannot keep the staff out', async () => {
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    let checkStarted = () => {};
    const started = new Promise<void>((resolve) => (checkStarted = resolve));
    server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      login: {
        verifyCredentials: () => {
          checkStarted();
          return gate.then(() => null);
        },
      },
    });
    const target = server;
    const login = (username: string, address: string) =>
      target.client().request('POST', '/api/admin/login', {
        body: { username, password: 'wrong password' },
        headers: { 'x-forwarded-for': address },
      });
    const first = login('erster', '2001:db8:aa:bb::1');
    await started;
    // The same client again, also from another address of its IPv6 /64: turned away at once.
    expect((await login('zweiter', '2001:db8:aa:bb::1')).status).toBe(429);
    expect((await login('dritter', '2001:db8:aa:bb:ffff::2')).status).toBe(429);
    // Another client still gets a place.
    const other = login('vierter', '2001:db8:aa:cc::1');
    openGate();
    expect((await first).status).toBe(401);
    expect((await other).status).toBe(401);
  });

  it('with the real scrypt check: no 5xx, at most one check at a time, and the site answers during the burst', async () => {
    let running = 0;
    let mostAtOnce = 0;
    server = await startTestServer({
      env: { TRUST_PROXY: '1' },
      // Production's cost: the burst must hold up against checks that really take their time.
      passwordCost: DEFAULT_SCRYPT_COST,
      login: {
        verifyCredentials: async (username, password) => {
          running += 1;
          mostAtOnce = Math.max(mostAtOnce, running);
          try {
            return await server!.app.services.users.verifyCredentials(username, password);
          } finally {
            running -= 1;
          }
        },
      },
    });
    const target = server;
    let burstOver = false;
    const logins = Promise.all(burst(target)).finally(() => (burstOver = true));
    const during = await Promise.all([target.client().get('/healthz'), target.client().get('/api/faqs')]);
    expect(during.map((response) => response.status)).toEqual([200, 200]);
    // Answered while password checks were still queued (9 checks take seconds).
    expect(burstOver).toBe(false);
    const statuses = (await logins).map((response) => response.status);
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true);
    expect(statuses.filter((status) => status === 401)).toHaveLength(9);
    expect(mostAtOnce).toBe(1);
  });
});

/** Resolves with the first `count` answers, in the order they arrive. */
function firstAnswers<T>(requests: Array<Promise<T>>, count: number): Promise<T[]> {
  return new Promise((resolve, reject) => {
    const answers: T[] = [];
    for (const request of requests) {
      request.then((answer) => {
        answers.push(answer);
        if (answers.length === count) resolve(answers);
      }, reject);
    }
  });
}
