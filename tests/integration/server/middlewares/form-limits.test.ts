import { afterEach, describe, expect, it } from 'vitest';
import { factories } from '@tests/helpers/factories.js';
import { captureLogs, startTestServer, type TestServer } from '@tests/helpers/test-app.js';

const TOO_MANY =
  'Du hast gerade schon mehrere Anfragen gesendet. Bitte versuche es in ein paar Minuten erneut.';
const BUSY = 'Gerade gehen sehr viele Anfragen ein. Bitte versuche es in ein paar Minuten erneut.';
const NETWORK_BUSY =
  'Aus deinem Netz kommen gerade sehr viele Anfragen. Bitte versuche es in ein paar Minuten erneut.';

let server: TestServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/**
 * A server with the product's default form limits (5 per address, 50 valid ones per network and
 * 1000 valid ones in all, per 10 minutes).
 */
async function withDefaults(env: Record<string, string> = {}, logger = captureLogs().logger) {
  server = await startTestServer({
    env: {
      TRUST_PROXY: '1',
      FORM_LIMIT_PER_ADDRESS: '',
      FORM_LIMIT_PER_NETWORK: '',
      FORM_LIMIT_TOTAL: '',
      ...env,
    },
    logger,
  });
  return server;
}

const submit = (target: TestServer, path: string, body: unknown, address: string) =>
  target.client().request('POST', path, { body, headers: { 'x-forwarded-for': address } });

const count = async (target: TestServer, table: string) =>
  Number(((await target.knex(table).count({ count: '*' }).first()) as { count: number }).count);

describe('limits of the public forms', () => {
  it('accepts 5 applications from one address in 10 minutes, then answers 429 with a German text', async () => {
    const target = await withDefaults();
    for (let index = 1; index <= 5; index++) {
      expect((await submit(target, '/api/apply', factories.application(), '203.0.113.1')).status).toBe(201);
    }
    const refused = await submit(target, '/api/apply', factories.application(), '203.0.113.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    expect(await count(target, 'applications')).toBe(5);
    // Another visitor is not affected, nor is the contact form of the same visitor.
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.2')).status).toBe(201);
    expect((await submit(target, '/api/contact', factories.contact(), '203.0.113.1')).status).toBe(201);
  });

  it('counts every address of one IPv6 /64 as the same sender', async () => {
    const target = await withDefaults();
    for (let index = 1; index <= 5; index++) {
      const address = `2001:db8:77:1::${index}`;
      expect((await submit(target, '/api/apply', factories.application(), address)).status).toBe(201);
    }
    expect(
      (await submit(target, '/api/apply', factories.application(), '2001:db8:77:1:abcd::9')).status,
    ).toBe(429);
    expect((await submit(target, '/api/apply', factories.application(), '2001:db8:77:2::1')).status).toBe(
      201,
    );
  });

  it('switches the per-address limit off with FORM_LIMIT_PER_ADDRESS=0', async () => {
    const target = await withDefaults({ FORM_LIMIT_PER_ADDRESS: '0' });
    for (let index = 1; index <= 8; index++) {
      expect((await submit(target, '/api/contact', factories.contact(), '203.0.113.30')).status).toBe(201);
    }
  });

  it('limits the contact form the same way', async () => {
    const target = await withDefaults();
    for (let index = 1; index <= 5; index++) {
      expect((await submit(target, '/api/contact', factories.contact(), '198.51.100.9')).status).toBe(201);
    }
    const refused = await submit(target, '/api/contact', factories.contact(), '198.51.100.9');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(await count(target, 'contactMessages')).toBe(5);
  });

  it('has a ceiling for everybody together (FORM_LIMIT_TOTAL)', async () => {
    const target = await withDefaults({ FORM_LIMIT_TOTAL: '3' });
    for (let index = 1; index <= 3; index++) {
      expect((await submit(target, '/api/apply', factories.application(), `192.0.2.${index}`)).status).toBe(
        201,
      );
    }
    const refused = await submit(target, '/api/apply', factories.application(), '192.0.2.99');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: BUSY });
  });

  it('counts only valid submissions for the ceiling: invalid bodies and bots cannot shut the form', async () => {
    const logs = captureLogs();
    const target = await withDefaults({ FORM_LIMIT_TOTAL: '3' }, logs.logger);
    for (let index = 1; index <= 12; index++) {
      const address = `198.51.${index}.7`;
      expect((await submit(target, '/api/apply', { country: 'Mars' }, address)).status).toBe(400);
      expect(
        (await submit(target, '/api/apply', factories.application({ hp_field: 'x' }), address)).status,
      ).toBe(201);
    }
    for (let index = 1; index <= 3; index++) {
      expect((await submit(target, '/api/apply', factories.application(), `192.0.${index}.1`)).status).toBe(
        201,
      );
    }
    const refused = await submit(target, '/api/apply', factories.application(), '192.0.9.1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: BUSY });
    expect(await count(target, 'applications')).toBe(3);
  });

  it('limits the valid submissions of one network (IPv6 /48, IPv4 /24), so one provider cannot use up the ceiling', async () => {
    const target = await withDefaults();
    // The attack: many /64 networks of one /48, each within its own limit of 5.
    const results: number[] = [];
    for (let subnet = 1; subnet <= 15; subnet++) {
      for (let index = 1; index <= 5; index++) {
        const address = `2001:db8:aa:${subnet.toString(16)}::${index}`;
        results.push((await submit(target, '/api/apply', factories.application(), address)).status);
      }
    }
    expect(results.filter((status) => status === 201)).toHaveLength(50);
    const refused = await submit(target, '/api/apply', factories.application(), '2001:db8:aa:ff::1');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: NETWORK_BUSY });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(500);
    // Everybody else can still apply: another /48, and IPv4 addresses.
    expect((await submit(target, '/api/apply', factories.application(), '2001:db8:ab::1')).status).toBe(201);
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.9')).status).toBe(201);
    expect(await count(target, 'applications')).toBe(52);
  });

  it('counts an IPv4 /24 as one network (FORM_LIMIT_PER_NETWORK)', async () => {
    const target = await withDefaults({ FORM_LIMIT_PER_NETWORK: '3' });
    for (let index = 1; index <= 3; index++) {
      expect((await submit(target, '/api/contact', factories.contact(), `203.0.113.${index}`)).status).toBe(
        201,
      );
    }
    expect((await submit(target, '/api/contact', factories.contact(), '203.0.113.200')).body).toEqual({
      message: NETWORK_BUSY,
    });
    expect((await submit(target, '/api/contact', factories.contact(), '203.0.114.1')).status).toBe(201);
  });

  it('a submission refused by its network or by the ceiling uses up neither', async () => {
    const target = await withDefaults({ FORM_LIMIT_PER_NETWORK: '2', FORM_LIMIT_TOTAL: '4' });
    const statuses = async (addresses: string[]) => {
      const results: number[] = [];
      for (const address of addresses) {
        results.push((await submit(target, '/api/apply', factories.application(), address)).status);
      }
      return results;
    };
    // Network A's limit is reached; its refused submissions do not count for everybody's ceiling.
    expect(await statuses(['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'])).toEqual([
      201, 201, 429, 429,
    ]);
    expect(await statuses(['198.51.100.1', '198.51.100.2'])).toEqual([201, 201]);
    // The ceiling is reached: refused with its own text, and network C's count goes back.
    const refused = await submit(target, '/api/apply', factories.application(), '192.0.2.1');
    expect(refused.body).toEqual({ message: BUSY });
    const rows = await target.knex('form_counters').where('scope', 'like', 'apply:%').orderBy('key');
    expect(Object.fromEntries(rows.map((row) => [`${row.scope} ${row.key}`, Number(row.count)]))).toEqual(
      expect.objectContaining({
        'apply:all all': 5,
        'apply:network 203.0.113.0/24': 4,
        'apply:network 198.51.100.0/24': 2,
        'apply:network 192.0.2.0/24': 0,
      }),
    );
    expect(await count(target, 'applications')).toBe(4);
  });

  it('logs a warning when the ceiling is reached, once in its window', async () => {
    const logs = captureLogs();
    const target = await withDefaults({ FORM_LIMIT_TOTAL: '2' }, logs.logger);
    const statuses: number[] = [];
    for (let index = 1; index <= 6; index++) {
      statuses.push((await submit(target, '/api/apply', factories.application(), `192.0.2.${index}`)).status);
    }
    expect(statuses).toEqual([201, 201, 429, 429, 429, 429]);
    expect(logs.lines.filter((line) => line.event === 'form.ceiling')).toEqual([
      expect.objectContaining({
        level: 40,
        form: 'apply',
        limit: 2,
        windowMinutes: 10,
        msg: 'form ceiling reached: every submission is refused until the window ends',
      }),
    ]);
  });

  it('counts client addresses that are not IP addresses as one client, and warns once', async () => {
    const logs = captureLogs();
    const target = await withDefaults({}, logs.logger);
    const junk = ['203.0.113.50:4711', '203.0.113.50:4712', 'unknown', '[2001:db8::1]:443', 'x'];
    for (const address of junk) {
      expect((await submit(target, '/api/apply', factories.application(), address)).status).toBe(201);
    }
    const refused = await submit(target, '/api/apply', factories.application(), '203.0.113.50:9999');
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    expect(logs.lines.filter((line) => line.event === 'client-address.invalid')).toHaveLength(1);
    // A real address is not affected.
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.50')).status).toBe(201);
  });

  it('counts invalid submissions too, so probing the validation is limited as well', async () => {
    const target = await withDefaults();
    for (let index = 1; index <= 5; index++) {
      expect((await submit(target, '/api/apply', { country: 'Mars' }, '203.0.113.3')).status).toBe(400);
    }
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.3')).status).toBe(429);
  });
});

describe('the honeypot field', () => {
  it('answers a filled-in honeypot like a success and stores nothing', async () => {
    const logs = captureLogs();
    const target = await withDefaults({}, logs.logger);
    const application = await submit(
      target,
      '/api/apply',
      factories.application({ hp_field: 'http://spam.example' }),
      '203.0.113.4',
    );
    expect(application.status).toBe(201);
    expect(application.body).toEqual({ message: 'Bewerbung eingereicht' });
    const message = await submit(target, '/api/contact', factories.contact({ hp_field: 'x' }), '203.0.113.4');
    expect(message.status).toBe(201);
    expect(message.body).toEqual({ message: 'Nachricht gesendet' });
    // Even an invalid payload gets the success answer: the bot learns nothing about the rules.
    expect((await submit(target, '/api/apply', { hp_field: 'x' }, '203.0.113.5')).status).toBe(201);

    expect(await count(target, 'applications')).toBe(0);
    expect(await count(target, 'contactMessages')).toBe(0);
    expect(logs.lines.filter((line) => line.event === 'form.honeypot')).toHaveLength(3);
  });

  it('counts a bot for its address, and for nothing else', async () => {
    const target = await withDefaults({ FORM_LIMIT_PER_NETWORK: '2', FORM_LIMIT_TOTAL: '2' });
    const bot = () => submit(target, '/api/apply', factories.application({ hp_field: 'x' }), '203.0.113.7');
    for (let index = 1; index <= 5; index++) expect((await bot()).status).toBe(201);
    const refused = await bot();
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ message: TOO_MANY });
    // Its network and the ceiling are untouched: two people of that network still get through.
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.8')).status).toBe(201);
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.9')).status).toBe(201);
    expect(await count(target, 'applications')).toBe(2);
  });

  it('stores a submission whose honeypot is empty, as the visible forms send it, or absent, as API clients send it', async () => {
    const target = await withDefaults();
    expect(
      (await submit(target, '/api/apply', factories.application({ hp_field: '' }), '203.0.113.6')).status,
    ).toBe(201);
    expect((await submit(target, '/api/apply', factories.application(), '203.0.113.6')).status).toBe(201);
    expect(await count(target, 'applications')).toBe(2);
  });
});

describe('limits shared by the processes of one installation', () => {
  it('two servers on one database grant an address its 5 applications once, not once each', async () => {
    const first = await withDefaults();
    // A second process of the same installation: the same data folder and database.
    const second = await startTestServer({
      dataDir: first.config.dataDir,
      config: { databaseUrl: first.config.databaseUrl },
      env: { TRUST_PROXY: '1', FORM_LIMIT_PER_ADDRESS: '', FORM_LIMIT_PER_NETWORK: '', FORM_LIMIT_TOTAL: '' },
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 8; index++) {
        const target = index % 2 === 0 ? first : second;
        statuses.push((await submit(target, '/api/apply', factories.application(), '198.51.100.7')).status);
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect(await count(first, 'applications')).toBe(5);
      // In memory, each process had counted only its own four and let all eight through.
    } finally {
      await second.close();
    }
  });
});
