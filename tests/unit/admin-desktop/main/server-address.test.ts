import { describe, expect, it } from 'vitest';
import { parseServerAddress, ServerAddressStore, type StoreFs } from '@desktop/main/server-address.js';
import { desktopMessages as m } from '@desktop/main/messages.js';

describe('parseServerAddress', () => {
  it.each([
    ['https://agentur.example', 'https://agentur.example'],
    ['  https://Agentur.Example/  ', 'https://agentur.example'],
    ['https://agentur.example:8443/kontrolle/', 'https://agentur.example:8443/kontrolle'],
    ['https://agentur.example/?x=1#frag', 'https://agentur.example'],
    ['http://localhost:3000', 'http://localhost:3000'],
    ['http://127.0.0.1:4317/', 'http://127.0.0.1:4317'],
    ['http://[::1]:3000', 'http://[::1]:3000'],
  ])('accepts %s as %s', (input, address) => {
    expect(parseServerAddress(input)).toEqual({ ok: true, address });
  });

  it.each([
    ['', m.addressRequired],
    ['   ', m.addressRequired],
    ['agentur.example', m.addressInvalid],
    ['ftp://agentur.example', m.addressInvalid],
    ['file:///etc/passwd', m.addressInvalid],
    ['javascript:alert(1)', m.addressInvalid],
    ['http://agentur.example', m.addressInsecure],
    ['http://192.168.1.10:3000', m.addressInsecure],
    ['http://localhost.evil.example', m.addressInsecure],
    ['https://user:pass@agentur.example', m.addressWithCredentials],
  ])('refuses %j with a German message', (input, message) => {
    expect(parseServerAddress(input)).toEqual({ ok: false, message });
  });
});

/** An in-memory file system with the calls the store makes. */
function memoryFs(initial: Record<string, string> = {}) {
  const files = new Map(Object.entries(initial));
  const modes = new Map<string, number>();
  const fs: StoreFs = {
    readFile: async (file) => {
      const content = files.get(file);
      if (content === undefined) throw Object.assign(new Error('ENOENT'), { code: 'ENOENT' });
      return content;
    },
    writeFile: async (file, data, options) => {
      files.set(file, data);
      modes.set(file, options.mode);
    },
    mkdir: async () => undefined,
    rename: async (from, to) => {
      files.set(to, files.get(from)!);
      files.delete(from);
      modes.set(to, modes.get(from)!);
    },
  };
  return { fs, files, modes };
}

describe('ServerAddressStore', () => {
  it('is empty before the first setup', async () => {
    const { fs } = memoryFs();
    expect(await new ServerAddressStore('/u', fs).load()).toBeNull();
  });

  it('remembers a saved address in settings.json of the user data folder, readable only by the user', async () => {
    const { fs, files, modes } = memoryFs();
    const store = new ServerAddressStore('/u', fs);
    await store.save('https://agentur.example/');
    expect(JSON.parse(files.get('/u/settings.json')!)).toEqual({ serverAddress: 'https://agentur.example' });
    expect(modes.get('/u/settings.json')).toBe(0o600);
    expect(files.has('/u/settings.json.tmp')).toBe(false);
    expect(await new ServerAddressStore('/u', fs).load()).toBe('https://agentur.example');
  });

  it('never stores an address that fails the rules', async () => {
    const { fs, files } = memoryFs();
    await expect(new ServerAddressStore('/u', fs).save('http://agentur.example')).rejects.toThrow(
      m.addressInsecure,
    );
    expect(files.size).toBe(0);
  });

  it.each([
    ['not json', '{'],
    ['no address', '{}'],
    ['a tampered insecure address', '{"serverAddress":"http://evil.example"}'],
    ['a non-string', '{"serverAddress":42}'],
  ])('treats %s as not set up', async (_case, content) => {
    const { fs } = memoryFs({ '/u/settings.json': content });
    expect(await new ServerAddressStore('/u', fs).load()).toBeNull();
  });
});
