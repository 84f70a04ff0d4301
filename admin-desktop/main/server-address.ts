import path from 'node:path';
import { desktopMessages as m } from './messages.js';

export type AddressCheck = { ok: true; address: string } | { ok: false; message: string };

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Validates and normalises a server address typed by staff: https for every host, plain http only
 * for this computer (localhost). The result is an origin plus an optional base path, without a
 * trailing slash, query or fragment, e.g. "https://agentur.example".
 */
export function parseServerAddress(input: string): AddressCheck {
  const trimmed = input.trim();
  if (!trimmed) return { ok: false, message: m.addressRequired };
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return { ok: false, message: m.addressInvalid };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { ok: false, message: m.addressInvalid };
  if (!url.hostname) return { ok: false, message: m.addressInvalid };
  if (url.username || url.password) return { ok: false, message: m.addressWithCredentials };
  if (url.protocol === 'http:' && !LOCAL_HOSTS.has(url.hostname.toLowerCase())) {
    return { ok: false, message: m.addressInsecure };
  }
  const basePath = url.pathname.replace(/\/+$/, '');
  return { ok: true, address: `${url.origin}${basePath}` };
}

/** The part of the file system the store needs (node:fs/promises fits; tests pass a fake). */
export interface StoreFs {
  readFile(file: string, encoding: 'utf8'): Promise<string>;
  writeFile(file: string, data: string, options: { encoding: 'utf8'; mode: number }): Promise<void>;
  mkdir(dir: string, options: { recursive: true }): Promise<unknown>;
  rename(from: string, to: string): Promise<void>;
}

/**
 * The remembered server address: `settings.json` in Electron's user data folder. A missing,
 * unreadable or tampered file counts as "not set up yet" (the app then asks again).
 */
export class ServerAddressStore {
  private readonly file: string;

  constructor(
    userDataDir: string,
    private readonly fs: StoreFs,
  ) {
    this.file = path.join(userDataDir, 'settings.json');
  }

  async load(): Promise<string | null> {
    try {
      const parsed = JSON.parse(await this.fs.readFile(this.file, 'utf8')) as { serverAddress?: unknown };
      if (typeof parsed.serverAddress !== 'string') return null;
      const check = parseServerAddress(parsed.serverAddress);
      return check.ok ? check.address : null;
    } catch {
      return null;
    }
  }

  async save(address: string): Promise<void> {
    const check = parseServerAddress(address);
    if (!check.ok) throw new Error(check.message);
    await this.fs.mkdir(path.dirname(this.file), { recursive: true });
    // Write then rename, so a crash never leaves half a file behind.
    const temporary = `${this.file}.tmp`;
    await this.fs.writeFile(temporary, `${JSON.stringify({ serverAddress: check.address }, null, 2)}\n`, {
      encoding: 'utf8',
      mode: 0o600,
    });
    await this.fs.rename(temporary, this.file);
  }
}
