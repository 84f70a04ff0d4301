import { useEffect, useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { NEWSLETTER_API, NEWSLETTER_PAGE_PATH, newsletterMessages } from '@shared/newsletter.js';
import { ApiError, apiRequest } from '@shared/http-client.js';
import { serverMessage } from '../components/form.js';
import type { NewsletterLinkState } from '../page-data.js';
import { usePageData } from '../lib/settings-context.js';

const STATE_MESSAGES: Record<Exclude<NewsletterLinkState, 'valid'>, string> = {
  expired: newsletterMessages.linkExpired,
  used: newsletterMessages.linkUsed,
  invalid: newsletterMessages.linkInvalid,
};

const FAILED = 'Die Bestätigung hat nicht geklappt. Bitte versuche es später noch einmal.';

/** The German answer of a refused confirmation: the server's words for 404/410/503, else FAILED. */
function refusal(error: unknown): string {
  if (error instanceof ApiError && [400, 404, 410, 429, 503].includes(error.status)) {
    return serverMessage(error) ?? FAILED;
  }
  return FAILED;
}

/**
 * /newsletter/bestaetigen?token=…: the link of the confirmation mail. Opening it confirms nothing
 * (mail scanners follow links): one button sends the token. An expired, used or unknown link says
 * so at once (the server put the link's state into the page data).
 */
export function NewsletterConfirmPage() {
  const { newsletter } = usePageData();
  const confirm = newsletter.confirm ?? { token: '', state: 'invalid' as const };
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const result = useRef<HTMLParagraphElement>(null);
  const send = useMutation({
    mutationFn: () => apiRequest('POST', NEWSLETTER_API.confirm, { token: confirm.token }),
    onSuccess: () => setOutcome({ ok: true, text: newsletterMessages.confirmed }),
    onError: (error) => setOutcome({ ok: false, text: refusal(error) }),
  });
  // Keyboard and screen-reader users land on the answer, not on a button that is gone.
  useEffect(() => {
    if (outcome) result.current?.focus();
  }, [outcome]);

  let body;
  if (!newsletter.offered) {
    body = <p className="newsletter-link__message">{newsletterMessages.unavailable}</p>;
  } else if (outcome) {
    body = (
      <>
        <p className="newsletter-link__message" ref={result} tabIndex={-1} role="status">
          {outcome.text}
        </p>
        {!outcome.ok && (
          <a className="button button--ghost" href={NEWSLETTER_PAGE_PATH}>
            Zur Newsletter-Anmeldung
          </a>
        )}
      </>
    );
  } else if (confirm.state !== 'valid') {
    body = (
      <>
        <p className="newsletter-link__message">{STATE_MESSAGES[confirm.state]}</p>
        {confirm.state !== 'used' && (
          <a className="button button--ghost" href={NEWSLETTER_PAGE_PATH}>
            Zur Newsletter-Anmeldung
          </a>
        )}
      </>
    );
  } else {
    body = (
      <>
        <p>Ein Klick noch: Bestätige, dass du den Newsletter an diese Adresse erhalten möchtest.</p>
        <button
          type="button"
          className="button button--primary"
          disabled={send.isPending}
          onClick={() => send.mutate()}
        >
          {send.isPending ? 'Wird bestätigt...' : 'Anmeldung bestätigen'}
        </button>
      </>
    );
  }

  return (
    <div className="page newsletter-link">
      <div className="container">
        <div className="card newsletter-link__card">
          <p className="eyebrow">Newsletter</p>
          <h1>Anmeldung bestätigen</h1>
          {body}
        </div>
      </div>
    </div>
  );
}
