import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { LOGIN_LIMITS } from '@shared/constants.js';

export const MIN_PASSWORD_LENGTH = 10;
/** zxcvbn's score 3: "safely unguessable", enough against online guessing and a slow hash. */
const MIN_SCORE = 3;
/** Words of this product that make a password easy to guess, besides the username. */
const PRODUCT_WORDS = ['admin', 'agentur', 'agency', 'kontrollzentrum', 'tiktok', 'streamer'];

/** The policy's own sentences: English for the CLI, German for the control centre. */
const TEXTS = {
  en: {
    short: (min: number) => `The password must have at least ${min} characters.`,
    long: (max: number) =>
      `The password may have at most ${max} characters (the sign-in form takes no more).`,
    username: 'The password must not contain the username.',
    guessable: 'This password is too easy to guess',
    passphrase: 'A passphrase of four or more unrelated words is easy to remember and hard to guess.',
  },
  de: {
    short: (min: number) => `Das Passwort muss mindestens ${min} Zeichen lang sein.`,
    long: (max: number) => `Das Passwort darf höchstens ${max} Zeichen lang sein.`,
    username: 'Das Passwort darf den Benutzernamen nicht enthalten.',
    guessable: 'Dieses Passwort ist zu leicht zu erraten',
    passphrase:
      'Ein Satz aus vier oder mehr unzusammenhängenden Wörtern ist leicht zu merken und schwer zu erraten.',
  },
} as const;

export type PolicyLanguage = keyof typeof TEXTS;

const estimators: Partial<Record<PolicyLanguage, Promise<ZxcvbnFactory>>> = {};

/**
 * zxcvbn-ts with its lists of common passwords and English and German words, names and keyboard
 * patterns; loaded on first use (its dictionaries take a moment), so only password changes pay.
 */
function loadEstimator(language: PolicyLanguage): Promise<ZxcvbnFactory> {
  estimators[language] ??= (async () => {
    const [{ ZxcvbnFactory }, common, en, de] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
      import('@zxcvbn-ts/language-de'),
    ]);
    return new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary, ...de.dictionary },
      graphs: common.adjacencyGraphs,
      translations: language === 'de' ? de.translations : en.translations,
    });
  })();
  return estimators[language];
}

/**
 * Why a new password is refused, in plain words, or null when it is fine: it must fit the sign-in
 * form's length limits, must not contain the username, and must not be common or easy to guess.
 */
export async function passwordProblem(
  password: string,
  username: string,
  language: PolicyLanguage = 'en',
): Promise<string | null> {
  const texts = TEXTS[language];
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return texts.short(MIN_PASSWORD_LENGTH);
  if (length > LOGIN_LIMITS.passwordMax) return texts.long(LOGIN_LIMITS.passwordMax);
  const name = username.trim().toLowerCase();
  if (name.length > 0 && password.toLowerCase().includes(name)) return texts.username;
  const result = (await loadEstimator(language)).check(password, [name, ...PRODUCT_WORDS]);
  if (result.score >= MIN_SCORE) return null;
  const { warning, suggestions } = result.feedback;
  return [`${texts.guessable}${warning ? `: ${warning}` : '.'}`, ...suggestions, texts.passphrase].join(' ');
}
