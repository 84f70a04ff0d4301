import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { LOGIN_LIMITS } from '@shared/constants.js';

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score 3: "safely unguessable", enough against online guessing and a slow hash. */
const MIN_SCORE = 3;
/** Words of this product that make a password easy to guess, besides the username. */
const PRODUCT_WORDS = ['admin', 'agentur', 'agency', 'kontrollzentrum', 'tiktok', 'streamer'];

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its lists of common passwords and English and German words, names and keyboard
 * patterns; loaded on first use (its dictionaries take a moment), so only password changes pay.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, de] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
    });
  })();
  return estimator;
}

/**
 * Why a new password is refused, in plain words, or null when it is fine: it must fit the sign-in
 * form's length limits, must not contain the username, and must not be common or easy to guess.
 */
export async function passwordProblem(password: string, username: string): Promise<string | null> {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH)
    return `The password must have at least ${MIN_PASSWORD_LENGTH} characters.`;
  if (length > LOGIN_LIMITS.passwordMax) {
    return `The password may have at most ${LOGIN_LIMITS.passwordMax} characters (the sign-in form takes no more).`;
  }
  const name = username.trim().toLowerCase();
  if (name.length > 0 && password.toLowerCase().includes(name)) {
    return 'The password must not contain the username.';
  }
  const result = (await loadEstimator()).check(password, [name, ...PRODUCT_WORDS]);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return [
    `This password is too easy to guess${warning ? `: ${warning}` : '.'}`,
    ...suggestions,
    'A passphrase of four or more unrelated words is easy to remember and hard to guess.',
  ].join(' ');
}
