import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt's cost as log2 of N. 17 (N=2^17, r=8, p=1) is OWASP's recommended minimum; tests pass a
 * lower cost through createApp so they do not spend seconds hashing.
 */
export const DEFAULT_SCRYPT_COST = 17;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, log2N: number, r: number, p: number): Promise<Buffer> {
  const N = 2 ** log2N;
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export interface PasswordHasher {
  /** Returns `scrypt$log2N$r$p$salt$hash` (base64): the parameters are stored beside the hash. */
  hash(password: string): Promise<string>;
  /** Checks with the parameters stored in the hash, so raising the cost keeps old hashes valid. */
  verify(password: string, stored: string): Promise<boolean>;
  /** Spends the same time as a real check, so unknown usernames cannot be told apart by timing. */
  verifyAgainstDummy(password: string): Promise<false>;
}

export function createPasswordHasher(cost: number = DEFAULT_SCRYPT_COST): PasswordHasher {
  let dummyHash: Promise<string> | undefined;

  async function hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, cost, R, P);
    return ['scrypt', cost, R, P, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const [scheme, log2N, r, p, salt, expectedHash] = stored.split('$');
    if (scheme !== 'scrypt' || !salt || !expectedHash) return false;
    const expected = Buffer.from(expectedHash, 'base64');
    const actual = await derive(password, Buffer.from(salt, 'base64'), Number(log2N), Number(r), Number(p));
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  return {
    hash,
    verify,
    async verifyAgainstDummy(password) {
      dummyHash ??= hash(randomBytes(16).toString('hex'));
      await verify(password, await dummyHash);
      return false;
    },
  };
}

/** A strong random password for the first admin: 24 characters from 144 random bits. */
export function generatePassword(): string {
  return randomBytes(18).toString('base64url');
}
