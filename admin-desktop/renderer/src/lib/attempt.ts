import { useState } from 'react';
import { reasonOf } from '../api/client.js';

/**
 * A step of a form that may fail (sign-in, a passkey, a password): `busy` while it runs, and its
 * error to show in the form until the next try, by default the server's German text. `failed` may
 * show a failure itself (messages under the fields) and answer null.
 */
export function useAttempt(failed: (failure: unknown) => string | null = reasonOf) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(failed(failure));
    } finally {
      setBusy(false);
    }
  };
  return { error, setError, busy, run };
}
