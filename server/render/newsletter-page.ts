import type { NewsletterLinkState, NewsletterPageData } from '@public-site/app/page-data.js';
import { newsletterConfirmValidator } from '@shared/schemas/newsletter.js';
import type { Config } from '../config.js';
import { newsletterOffer } from '../services/newsletter/subscribers.js';

/**
 * What the confirmation page needs of the newsletter's subscribers: the state of a link's token
 * (`services.newsletterSubscribers.linkState(token)`, server/services/newsletter/subscribers.ts).
 * Never confirms anything: opening the link only shows a button.
 */
export interface NewsletterLinkStates {
  linkState(token: string): Promise<NewsletterLinkState> | NewsletterLinkState;
}

/** "Offered": mail settings exist (SMTP_URL and a sender); else the sign-up is hidden. */
export const newsletterOffered = (config: Config): boolean => newsletterOffer(config).offered;

const LINK_STATES: readonly NewsletterLinkState[] = ['valid', 'expired', 'used', 'invalid'];

/** What the newsletter pages learn from their address: the raw ?token= and ?erledigt=. */
export interface NewsletterLinkRequest {
  token?: string | string[] | undefined;
  done?: string | string[] | undefined;
}

/** One token, or null: a missing, repeated or malformed one is no token (the schema decides). */
function tokenOf(raw: NewsletterLinkRequest['token']): string | null {
  if (typeof raw !== 'string') return null;
  return newsletterConfirmValidator.validate({ token: raw }).ok ? raw : null;
}

/**
 * The newsletter's page data for `page`: whether it is offered, and for the token pages the
 * token and, on the confirmation page, its state (asked only when the newsletter is offered and
 * the token is well-formed; without the service, every token is 'invalid').
 */
export async function newsletterPageData(
  page: string,
  offered: boolean,
  request: NewsletterLinkRequest,
  links: NewsletterLinkStates | undefined,
): Promise<NewsletterPageData> {
  if (page === 'newsletter-confirm') {
    const token = tokenOf(request.token);
    const answer = offered && token !== null && links ? await links.linkState(token) : 'invalid';
    // Anything but the four known states is a link that does not work.
    const state: NewsletterLinkState = LINK_STATES.includes(answer) ? answer : 'invalid';
    return { offered, confirm: { token: token ?? '', state } };
  }
  if (page === 'newsletter-unsubscribe') {
    return { offered, unsubscribe: { token: tokenOf(request.token), done: request.done === '1' } };
  }
  return { offered };
}
