import { DESKTOP_CHANNELS, type SaveAddressResult } from '@shared/desktop-api.js';
import type { FetchLike } from './health.js';
import { checkServerAddress } from './health.js';
import { isTrustedSender } from './security.js';

interface InvokeEvent {
  senderFrame: { url: string } | null;
}

/** The part of ipcMain the handlers need. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: InvokeEvent, ...args: unknown[]) => unknown): void;
}

export interface AddressState {
  get(): string | null;
  /** Stores the address and applies it (the forwarding uses it from now on). */
  set(address: string): Promise<void>;
}

export const UNTRUSTED_SENDER = 'Anfrage aus einer nicht vertrauenswürdigen Quelle abgelehnt.';

/**
 * The two invoke handlers of the preload API. Every call checks its sender frame; the address is
 * validated and the server asked for its health before it is stored.
 */
export function registerIpcHandlers(ipcMain: IpcMainLike, address: AddressState, fetch: FetchLike): void {
  ipcMain.handle(DESKTOP_CHANNELS.getServerAddress, (event) => {
    if (!isTrustedSender(event.senderFrame)) throw new Error(UNTRUSTED_SENDER);
    return address.get();
  });
  ipcMain.handle(DESKTOP_CHANNELS.setServerAddress, async (event, input): Promise<SaveAddressResult> => {
    if (!isTrustedSender(event.senderFrame)) throw new Error(UNTRUSTED_SENDER);
    if (typeof input !== 'string' || input.length > 2000) return { ok: false, message: 'Ungültige Eingabe.' };
    const check = await checkServerAddress(input, fetch);
    if (!check.ok) return { ok: false, message: check.message };
    await address.set(check.address);
    return { ok: true, address: check.address };
  });
}
