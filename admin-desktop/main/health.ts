import { desktopMessages as m } from './messages.js';
import type { AddressCheck } from './server-address.js';
import { parseServerAddress } from './server-address.js';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

const TIMEOUT_MS = 8000;

/**
 * Checks a typed address: its format first, then whether the agency server answers its health
 * endpoint (GET /healthz → {"status":"ok"}). Resolves to the normalised address or a German message.
 */
export async function checkServerAddress(
  input: string,
  fetch: FetchLike,
  timeoutMs = TIMEOUT_MS,
): Promise<AddressCheck> {
  const parsed = parseServerAddress(input);
  if (!parsed.ok) return parsed;
  let response: Response;
  try {
    response = await fetch(`${parsed.address}/healthz`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      credentials: 'omit',
      redirect: 'error',
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch {
    return { ok: false, message: m.unreachable };
  }
  try {
    const body = (await response.json()) as { status?: unknown };
    if (response.ok && body.status === 'ok') return parsed;
  } catch {
    // not JSON: some other web server
  }
  return { ok: false, message: response.ok ? m.notAgencyServer : m.unreachable };
}
