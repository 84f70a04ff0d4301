import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { TSchema } from '@sinclair/typebox';
import {
  ConfigurationError,
  ENVIRONMENT,
  loadConfig,
  readEnvironment,
  readVariables,
  setListeningPort,
  smtpServerLabel,
  staffAlertSettings,
} from '@server/config.js';
import { SITE_SETTING_VARIABLES } from '@shared/site-settings.js';

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

describe('DATABASE_URL (PostgreSQL instead of the SQLite file)', () => {
  const url = 'postgres://agentur@db.internal:5432/agentur';

  it('is empty without it: the SQLite file in DATA_DIR', () => {
    expect(loadConfig({}).databaseUrl).toBe('');
  });

  it('takes a postgres:// address when SESSION_KEYS is set too', () => {
    expect(loadConfig({ DATABASE_URL: url, SESSION_KEYS: 'a-key' }).databaseUrl).toBe(url);
    expect(
      loadConfig({ DATABASE_URL: `${url.replace('postgres:', 'postgresql:')}`, SESSION_KEYS: 'k' })
        .databaseUrl,
    ).toMatch(/^postgresql:/);
  });

  it('stops the start without SESSION_KEYS: every process must sign cookies with the same keys', () => {
    expect(() => loadConfig({ DATABASE_URL: url })).toThrow(/SESSION_KEYS is required with DATABASE_URL/);
  });

  it.each([
    ['mysql://agentur@localhost/agentur', /must start with postgres:\/\//],
    ['postgres://agentur@localhost', /names no database/],
    ['agentur-datenbank', /must be an address/],
  ])('refuses %s', (value, message) => {
    expect(() => loadConfig({ DATABASE_URL: value, SESSION_KEYS: 'a-key' })).toThrow(message);
  });
});

describe('the optional .env file', () => {
  const withEnvFile = (text: string | undefined, run: (file: string) => void) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'env-file-'));
    try {
      const file = path.join(dir, '.env');
      if (text !== undefined) fs.writeFileSync(file, text);
      run(file);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('supplies settings, and a variable of the real environment wins over the file', () => {
    withEnvFile('# Betrieb\nPORT=4100\nPUBLIC_URL="https://agentur.example"\nTRUST_PROXY=1\n', (file) => {
      const config = loadConfig(readEnvironment(file, { PORT: '4200' }));
      expect(config.port).toBe(4200);
      expect(config.publicUrl).toBe('https://agentur.example');
      expect(config.trustProxy).toBe(1);
    });
  });

  it('is optional', () => {
    withEnvFile(undefined, (file) => {
      expect(readEnvironment(file, { PORT: '4300' })).toEqual({ PORT: '4300' });
    });
  });

  it('is checked like the environment', () => {
    withEnvFile('TRUST_PROXY=nginx\n', (file) => {
      expect(() => loadConfig(readEnvironment(file, {}))).toThrow(/TRUST_PROXY/);
    });
  });

  it('.env.example names every variable docs/configuration.md documents, and each is declared by the server', () => {
    const example = fs.readFileSync('.env.example', 'utf8');
    const documented = documentedVariables();
    expect(documented.length).toBeGreaterThan(15);
    const listed = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    for (const name of documented) {
      if (name === 'NODE_ENV') continue; // set by the start, not a setting
      expect(listed, `${name} in .env.example`).toContain(name);
    }
    for (const name of listed) expect(DECLARED, `${name} is declared in server/config.ts`).toContain(name);
  });
});

/** The variables docs/configuration.md documents: each entry starts "- **`NAME`**" (or "- **`A`, `B`**"). */
function documentedVariables(): string[] {
  const readme = fs.readFileSync('docs/configuration.md', 'utf8');
  const firstCells = [...readme.matchAll(/^- \*\*(`[A-Z][^*]*)\*\*/gm)].map((match) => match[1]!);
  const tables = [...readme.matchAll(/^\| (`SITE_[^|]*)\|/gm)].map((match) => match[1]!);
  return [...firstCells, ...tables].flatMap((cell) =>
    [...cell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((match) => match[1]!),
  );
}

/** Every variable the server reads: the schema's, and the SITE_* ones of shared/site-settings.ts. */
const DECLARED = [...Object.keys(ENVIRONMENT.properties), ...Object.keys(SITE_SETTING_VARIABLES)];

describe('the environment, one schema (ENVIRONMENT)', () => {
  const variables = Object.entries(ENVIRONMENT.properties) as [string, TSchema][];

  it('declares exactly the variables docs/configuration.md documents, with the defaults it names', () => {
    expect([...documentedVariables()].sort()).toEqual([...DECLARED].sort());
    const readme = fs.readFileSync('docs/configuration.md', 'utf8');
    const defaults = variables.filter(([, schema]) => ['number', 'string'].includes(typeof schema.default));
    expect(defaults.length).toBeGreaterThan(20);
    for (const [name, schema] of defaults) {
      const entry = readme.split('\n').find((line) => line.startsWith(`- **\`${name}\`**`));
      expect(entry, `${name}'s entry`).toContain(`(default \`${String(schema.default)}\`)`);
    }
  });

  it('gives each variable its default when it is unset or empty (white space too, but in ADMIN_PASSWORD)', () => {
    const empty = { ...Object.fromEntries(variables.map(([name]) => [name, '  '])), ADMIN_PASSWORD: '' };
    expect(readVariables(empty)).toEqual(readVariables({}));
    expect(loadConfig(empty)).toEqual(loadConfig({}));
    expect(readVariables({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: 0,
      STAFF_2FA: 'required',
    });
  });

  const counts = variables
    .filter(
      ([, schema]) => schema.type === 'integer' && schema.errorMessage === 'must be a non-negative integer',
    )
    .map(([name]) => name);

  it('reads the whole numbers: every count and duration', () => {
    expect(counts).toEqual([
      'REQUEST_TIMEOUT_SECONDS',
      'UPLOAD_TIMEOUT_SECONDS',
      'BACKUP_KEEP',
      'SESSION_IDLE_MINUTES',
      'SESSION_MAX_HOURS',
      'UPLOAD_MAX_MB',
      'FORM_LIMIT_PER_ADDRESS',
      'FORM_LIMIT_PER_NETWORK',
      'FORM_LIMIT_TOTAL',
      'FORM_LIMIT_WINDOW_MINUTES',
      'PAGEVIEW_FLUSH_SECONDS',
    ]);
    const config = loadConfig(Object.fromEntries(counts.map((name) => [name, ' 7 '])));
    expect(config).toMatchObject({
      requestTimeoutMs: 7000,
      uploadTimeoutMs: 7000,
      backupKeep: 7,
      sessionIdleMs: 7 * 60_000,
      sessionAbsoluteMs: 7 * 3_600_000,
      uploadMaxBytes: 7 * 1024 * 1024,
      formLimits: { perAddress: 7, perNetwork: 7, total: 7, windowSeconds: 420 },
      pageViewFlushMs: 7000,
    });
    // 0 is a value (no limit, keep all); a wait of 0 seconds is the shortest, one.
    const zero = loadConfig(Object.fromEntries(counts.map((name) => [name, '0'])));
    expect(zero).toMatchObject({ requestTimeoutMs: 1000, uploadTimeoutMs: 1000, backupKeep: 0 });
    expect(zero.formLimits).toEqual({ perAddress: 0, perNetwork: 0, total: 0, windowSeconds: 60 });
  });

  it.each(counts.flatMap((name) => ['-1', '1.5', 'zehn', 'true'].map((value) => [name, value])))(
    'refuses %s=%j at start with its message',
    (name, value) => {
      expect(() => loadConfig({ [name]: value })).toThrow(
        new RegExp(`^${name} must be a non-negative integer, got "${value.replace('.', '\\.')}"$`),
      );
    },
  );

  it.each([
    ['PORT', '65536', 'PORT must be a port number from 0 to 65535, got "65536"'],
    ['PORT', '-1', 'PORT must be a non-negative integer, got "-1"'],
    ['PORT', '80a', 'PORT must be a non-negative integer, got "80a"'],
    [
      'PUBLIC_URL',
      'agentur.example',
      'PUBLIC_URL must be an origin such as https://example.org, got "agentur.example"',
    ],
    [
      'PUBLIC_URL',
      'https://agentur.example/bewerben',
      'PUBLIC_URL must be an origin such as https://example.org, got "https://agentur.example/bewerben"',
    ],
    ['STAFF_2FA', ' Immer ', 'STAFF_2FA must be "required" or "optional", got "immer"'],
    [
      'LOG_LEVEL',
      'verbose',
      'LOG_LEVEL must be one of trace, debug, info, warn, error, fatal, silent, got "verbose"',
    ],
    [
      'TRUST_PROXY',
      '100',
      'TRUST_PROXY must be the number of proxies in front (0, 1, 2 …) or true/false, got "100"',
    ],
    [
      'NOTIFY_EMAIL',
      'team@agentur.example, chef',
      'NOTIFY_EMAIL must be one or more e-mail addresses separated by commas, got "chef"',
    ],
  ])('refuses %s=%j at start: %s', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new ConfigurationError(message));
  });

  it('takes PORT up to 65535, STAFF_2FA and LOG_LEVEL as written', () => {
    expect(loadConfig({ PORT: '65535' }).port).toBe(65_535);
    expect(loadConfig({ STAFF_2FA: 'Optional' }).staffSecondFactor).toBe('optional');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
    expect(loadConfig({}).logLevel).toBe('info');
  });

  it('names every wrong variable in one message, in the order of the schema', () => {
    expect(() => loadConfig({ BACKUP_KEEP: 'alle', PORT: 'achtzig', STAFF_2FA: 'nie' })).toThrow(
      new ConfigurationError(
        'PORT must be a non-negative integer, got "achtzig"; BACKUP_KEEP must be a non-negative integer, ' +
          'got "alle"; STAFF_2FA must be "required" or "optional", got "nie"',
      ),
    );
  });

  it('keeps the white space of ADMIN_PASSWORD and splits SESSION_KEYS at commas', () => {
    const config = loadConfig({
      ADMIN_PASSWORD: ' geheim ',
      ADMIN_USERNAME: ' chef ',
      SESSION_KEYS: ' neu, alt ,, ',
    });
    expect(config).toMatchObject({
      adminPassword: ' geheim ',
      adminUsername: 'chef',
      sessionKeys: ['neu', 'alt'],
    });
  });
});

describe('staff e-mail alerts (SMTP_URL, NOTIFY_EMAIL, MAIL_FROM)', () => {
  const SITE_NAME = loadConfig({}).site.name;

  it('are off without SMTP_URL or NOTIFY_EMAIL', () => {
    expect(staffAlertSettings(loadConfig({}))).toBeNull();
    expect(staffAlertSettings(loadConfig({ SMTP_URL: 'smtp://mail.example' }))).toBeNull();
    expect(staffAlertSettings(loadConfig({ NOTIFY_EMAIL: 'team@agentur.example' }))).toBeNull();
  });

  it('read the SMTP URL and one or more comma-separated staff addresses', () => {
    const config = loadConfig({
      SMTP_URL: ' smtps://alerts%40agentur.example:p%40ss@mail.example:465 ',
      NOTIFY_EMAIL: 'team@agentur.example, chef@agentur.example,',
    });
    expect(config.smtpUrl).toBe('smtps://alerts%40agentur.example:p%40ss@mail.example:465');
    expect(config.notifyEmails).toEqual(['team@agentur.example', 'chef@agentur.example']);
    expect(staffAlertSettings(config)).toEqual({
      smtpUrl: config.smtpUrl,
      to: ['team@agentur.example', 'chef@agentur.example'],
      // The SMTP account is an address: most providers send only as it.
      from: { name: SITE_NAME, address: 'alerts@agentur.example' },
    });
  });

  it('send from the first staff address when the SMTP user name is not an address', () => {
    const config = loadConfig({
      SMTP_URL: 'smtp://alerts:secret@mail.example:587',
      NOTIFY_EMAIL: 'team@agentur.example,chef@agentur.example',
      SITE_NAME: 'Agentur Nord',
    });
    expect(config.mailFrom).toEqual({ name: 'Agentur Nord', address: 'team@agentur.example' });
  });

  it.each([
    ['website@agentur.example', { name: SITE_NAME, address: 'website@agentur.example' }],
    ['Website <website@agentur.example>', { name: 'Website', address: 'website@agentur.example' }],
    [
      '"Streamwelt, Website" <website@agentur.example>',
      { name: 'Streamwelt, Website', address: 'website@agentur.example' },
    ],
  ])('take MAIL_FROM %j as the sender', (value, from) => {
    expect(loadConfig({ MAIL_FROM: value }).mailFrom).toEqual(from);
  });

  it.each([
    'http://alerts:hunter2pw@mail.example',
    'alerts:hunter2pw@mail.example:587',
    'smtp://alerts:hunter2pw@',
    'smtp://alerts:hunter2pw@mail.example:99999',
    'smtp://alerts:hunter2pw@mail example',
  ])('refuse SMTP_URL %j at start without repeating the password', (value) => {
    expect(() => loadConfig({ SMTP_URL: value })).toThrow(/^SMTP_URL must look like smtp:\/\/user:password@/);
    expect(() => loadConfig({ SMTP_URL: value })).not.toThrow(/hunter/);
  });

  it.each([
    'team',
    'team@',
    'Team <team@agentur.example>',
    'a@b.example; c@d.example',
    'te am@agentur.example',
  ])('refuse NOTIFY_EMAIL %j at start', (value) => {
    expect(() => loadConfig({ NOTIFY_EMAIL: value })).toThrow(
      /^NOTIFY_EMAIL must be one or more e-mail addresses/,
    );
  });

  it.each(['website', 'Website <website>', 'Web\nsite <website@agentur.example>', '<>'])(
    'refuse MAIL_FROM %j at start',
    (value) => {
      expect(() => loadConfig({ MAIL_FROM: value })).toThrow(/^MAIL_FROM must be an e-mail address/);
    },
  );

  it('log the SMTP server without user name or password', () => {
    expect(smtpServerLabel('smtps://alerts%40agentur.example:p%40ss@mail.example:465')).toBe(
      'smtps://mail.example:465',
    );
    expect(smtpServerLabel('smtp://mail.example')).toBe('smtp://mail.example');
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

describe('retention settings (APPLICATION_RETENTION_DAYS, MESSAGE_RETENTION_DAYS, AUDIT_RETENTION_DAYS)', () => {
  it('default to 180 days after completion, 365 days after arrival and 365 days of the activity log', () => {
    expect(loadConfig({}).retention).toEqual({
      applicationDays: 180,
      acceptedDays: 730,
      messageDays: 365,
      auditDays: 365,
    });
    expect(
      loadConfig({
        APPLICATION_RETENTION_DAYS: '',
        ACCEPTED_RETENTION_DAYS: '',
        MESSAGE_RETENTION_DAYS: '',
        AUDIT_RETENTION_DAYS: '',
      }).retention,
    ).toEqual({ applicationDays: 180, acceptedDays: 730, messageDays: 365, auditDays: 365 });
  });

  it('take a number of days each, 0 turning that deletion off', () => {
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '30', MESSAGE_RETENTION_DAYS: '0' }).retention).toEqual({
      applicationDays: 30,
      acceptedDays: 730,
      messageDays: 0,
      auditDays: 365,
    });
    expect(
      loadConfig({
        APPLICATION_RETENTION_DAYS: '0',
        MESSAGE_RETENTION_DAYS: ' 90 ',
        AUDIT_RETENTION_DAYS: '730',
      }).retention,
    ).toEqual({ applicationDays: 0, acceptedDays: 730, messageDays: 90, auditDays: 730 });
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '0' }).retention.auditDays).toBe(0);
    expect(loadConfig({ ACCEPTED_RETENTION_DAYS: '0' }).retention.acceptedDays).toBe(0);
    expect(loadConfig({ ACCEPTED_RETENTION_DAYS: '365' }).retention.acceptedDays).toBe(365);
    expect(loadConfig({ APPLICATION_RETENTION_DAYS: '36500' }).retention.applicationDays).toBe(36_500);
  });

  it.each([
    [
      'APPLICATION_RETENTION_DAYS',
      '-1',
      /^APPLICATION_RETENTION_DAYS must be a non-negative integer, got "-1"$/,
    ],
    ['APPLICATION_RETENTION_DAYS', '180 Tage', /^APPLICATION_RETENTION_DAYS must be a non-negative integer/],
    ['MESSAGE_RETENTION_DAYS', '1.5', /^MESSAGE_RETENTION_DAYS must be a non-negative integer, got "1.5"$/],
    ['MESSAGE_RETENTION_DAYS', 'off', /^MESSAGE_RETENTION_DAYS must be a non-negative integer/],
    [
      'MESSAGE_RETENTION_DAYS',
      '36501',
      /^MESSAGE_RETENTION_DAYS must be a number of days from 0 \(no automatic deletion\) to 36500, got "36501"$/,
    ],
    ['AUDIT_RETENTION_DAYS', 'ein Jahr', /^AUDIT_RETENTION_DAYS must be a non-negative integer/],
    ['ACCEPTED_RETENTION_DAYS', 'zwei Jahre', /^ACCEPTED_RETENTION_DAYS must be a non-negative integer/],
    [
      'AUDIT_RETENTION_DAYS',
      '40000',
      /^AUDIT_RETENTION_DAYS must be a number of days from 0 \(no automatic deletion\) to 36500, got "40000"$/,
    ],
  ])('refuse %s=%j at start', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe('SITE_* variables (values staff cannot change then)', () => {
  it('fix their values, listed by path', () => {
    const config = loadConfig({
      SITE_PHONE: '+49 40 123456',
      SITE_INSTAGRAM_URL: 'https://instagram.com/nord',
    });
    expect(config.siteOverrides).toEqual({
      'contact.phone': '+49 40 123456',
      'links.instagram': 'https://instagram.com/nord',
    });
    expect(config.site.contact.phone).toBe('+49 40 123456');
  });

  it('are checked by the rules a save is checked by, naming the variable', () => {
    expect(() => loadConfig({ SITE_INSTAGRAM_URL: 'javascript:alert(1)' })).toThrow(/SITE_INSTAGRAM_URL: /);
    expect(() => loadConfig({ SITE_PHONE: 'ruf an' })).toThrow(/SITE_PHONE: .*Ziffern/);
  });
});

describe('NEWSLETTER_RATE_PER_MINUTE', () => {
  it('is 120 by default and takes a positive whole number', () => {
    expect(loadConfig({}).newsletterRatePerMinute).toBe(120);
    expect(loadConfig({ NEWSLETTER_RATE_PER_MINUTE: '30' }).newsletterRatePerMinute).toBe(30);
  });

  it.each(['0', '-5', '1.5', 'schnell', '60001'])('refuses %s at the start with a clear message', (value) => {
    expect(() => loadConfig({ NEWSLETTER_RATE_PER_MINUTE: value })).toThrow(
      /^NEWSLETTER_RATE_PER_MINUTE must be the number of newsletter mails per minute \(1 to 60000\)/,
    );
  });
});

describe('PAGE_FILES_DIR (a folder nginx reads)', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'agency-config-pages-'));
  const data = path.join(root, 'data');

  it.each([
    ['the data folder itself', data],
    ['a folder inside it', path.join(data, 'pages')],
    ['the data folder written another way', `${data}/./`],
  ])('stops the start when it is %s', (_, pages) => {
    expect(() => loadConfig({ DATA_DIR: data, PAGE_FILES_DIR: pages })).toThrow(
      /PAGE_FILES_DIR .* must not be DATA_DIR or a folder inside it/,
    );
  });

  it('sees through a symbolic link into the data folder', () => {
    fs.mkdirSync(data, { recursive: true });
    const link = path.join(root, 'link-to-data');
    fs.symlinkSync(data, link);
    expect(() => loadConfig({ DATA_DIR: data, PAGE_FILES_DIR: path.join(link, 'cache') })).toThrow(
      /must not be DATA_DIR or a folder inside it/,
    );
  });

  it('stops the start when it holds the data folder or the backups', () => {
    expect(() => loadConfig({ DATA_DIR: data, PAGE_FILES_DIR: root })).toThrow(/must not contain DATA_DIR/);
    expect(() =>
      loadConfig({
        DATA_DIR: data,
        BACKUP_DIR: path.join(root, 'cache', 'backups'),
        PAGE_FILES_DIR: path.join(root, 'cache'),
      }),
    ).toThrow(/must not contain DATA_DIR .* or BACKUP_DIR/);
  });

  it('takes a folder of its own, also one beside the data folder with a similar name', () => {
    expect(loadConfig({ DATA_DIR: data, PAGE_FILES_DIR: path.join(root, 'cache') }).pageFilesDir).toBe(
      path.join(root, 'cache'),
    );
    expect(loadConfig({ DATA_DIR: data, PAGE_FILES_DIR: `${data}-pages` }).pageFilesDir).toBe(
      `${data}-pages`,
    );
  });
});
