import { createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * The tokens of the links staff get by mail (invitations, password resets, a new e-mail
 * address). A row keeps a random nonce and the token's SHA-256 hash; the token is an HMAC of the
 * purpose and the nonce under the server's key, so the mail can be composed when it is sent, and
 * a copy of the database alone opens no link.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export function linkTokens<Purpose extends string>(linkKey: string) {
  const tokenOf = (purpose: Purpose, nonce: string) =>
    createHmac('sha256', linkKey).update(`${purpose}:${nonce}`).digest('base64url');
  return {
    tokenOf,
    /** A new link row's nonce, token and hash. */
    newLink(purpose: Purpose) {
      const nonce = randomBytes(18).toString('base64url');
      const token = tokenOf(purpose, nonce);
      return { nonce, token, tokenHash: hashToken(token) };
    },
  };
}
