import { newsletterMessages } from '@shared/newsletter.js';
import { usePageData } from '../lib/settings-context.js';
import { NewsletterSignUp } from '../sections/Newsletter.js';

/**
 * /newsletter: the sign-up on a page of its own. Without mail settings the page stays (links to
 * it keep working) but has no form and says the newsletter is not available.
 */
export function NewsletterPage() {
  const { newsletter } = usePageData();
  return (
    <div className="page newsletter-page">
      <div className="container newsletter-page__body">
        <header className="page-intro">
          <p className="eyebrow">Newsletter</p>
          <h1>Neuigkeiten per E-Mail</h1>
          {newsletter.offered ? (
            <p>
              Livestreams, neue Creators und was sich bei uns tut – ab und zu in deinem Postfach. Du
              bestätigst die Anmeldung per E-Mail und kannst dich in jedem Newsletter mit einem Klick wieder
              abmelden.
            </p>
          ) : (
            <p role="status">{newsletterMessages.unavailable}</p>
          )}
        </header>
        {newsletter.offered && <NewsletterSignUp idPrefix="newsletter" level={2} />}
      </div>
    </div>
  );
}
