const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A strong password of `length` letters, the same on every run. Letters only: the strength check
 * (zxcvbn) takes about 0.1 s for it, but seconds for a string with digits and symbols (its l33t
 * matching). Chosen from a fixed sequence, so it can never contain a username by chance.
 */
export function longPassword(length: number): string {
  let state = 0x2545f491;
  let password = '';
  while (password.length < length) {
    // xorshift32
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    password += LETTERS[(state >>> 0) % LETTERS.length];
  }
  return password;
}
