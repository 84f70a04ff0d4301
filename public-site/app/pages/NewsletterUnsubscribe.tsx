import { NEWSLETTER_UNSUBSCRIBE_PATH, newsletterMessages } from '@shared/newsletter.js';
import { usePageData } from '../lib/settings-context.js';

/**
 * /newsletter/abmelden?token=…: the unsubscribe link of every newsletter. One button in a plain
 * form that posts to the same address (works without JavaScript; the server unsubscribes and
 * sends the browser to ?erledigt=1, for any token: nobody learns whether an address was
 * subscribed). Works whether or not the newsletter is offered.
 */
export function NewsletterUnsubscribePage() {
  const { newsletter } = usePageData();
  const { token, done } = newsletter.unsubscribe ?? { token: null, done: false };

  let body;
  if (done) {
    body = (
      <p className="newsletter-link__message" role="status">
        {newsletterMessages.unsubscribed}
      </p>
    );
  } else if (token === null) {
    body = <p className="newsletter-link__message">{newsletterMessages.unsubscribeInvalid}</p>;
  } else {
    body = (
      <form
        method="post"
        action={`${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`}
        className="newsletter-link__form"
      >
        <p>Möchtest du keine Newsletter mehr von uns bekommen? Ein Klick genügt.</p>
        <button type="submit" className="button button--primary">
          Vom Newsletter abmelden
        </button>
      </form>
    );
  }

  return (
    <div className="page newsletter-link">
      <div className="container">
        <div className="card newsletter-link__card">
          <p className="eyebrow">Newsletter</p>
          <h1>{done ? 'Abgemeldet' : 'Vom Newsletter abmelden'}</h1>
          {body}
        </div>
      </div>
    </div>
  );
}
