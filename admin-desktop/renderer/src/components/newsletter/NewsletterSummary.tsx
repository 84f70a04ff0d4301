import { Alert, Card, Statistic } from 'antd';
import type { NewsletterOverview } from '@shared/api-types.js';
import { numberFormat } from '../dashboard/number-format.js';

/** The heading of the alert when the newsletter is not offered. */
export const NOT_OFFERED_TITLE = 'Der Newsletter wird derzeit nicht angeboten';

/**
 * Why the newsletter is not offered (the server's reason, e.g. "SMTP_URL ist nicht gesetzt …"),
 * and what follows from it; nothing while it is offered.
 */
export function NotOfferedAlert({ overview }: { overview: NewsletterOverview }) {
  if (overview.offered) return null;
  return (
    <Alert
      type="warning"
      showIcon
      role="alert"
      title={NOT_OFFERED_TITLE}
      description={
        <>
          <p className="newsletter__reason">{overview.reason ?? 'Die Mail-Einstellungen fehlen.'}</p>
          <p className="newsletter__reason">
            Solange das so ist, ist die Anmeldung auf der Website ausgeblendet und es können keine Ausgaben
            und Testmails gesendet werden. Abmelden funktioniert weiterhin.
          </p>
        </>
      }
    />
  );
}

/** The three counts: confirmed (the recipients), pending and unsubscribed. */
export function NewsletterCounts({ overview }: { overview: NewsletterOverview }) {
  const { confirmed, pending, unsubscribed } = overview.counts;
  const items = [
    { label: 'Bestätigt', value: confirmed, hint: 'erhalten die nächste Ausgabe' },
    { label: 'Ausstehend', value: pending, hint: 'Anmeldung noch nicht bestätigt' },
    { label: 'Abgemeldet', value: unsubscribed, hint: 'auf der Sperrliste' },
  ];
  return (
    <ul className="newsletter-counts" aria-label="Zahlen des Newsletters">
      {items.map((item) => (
        <li key={item.label}>
          <Card size="small">
            <Statistic
              title={item.label}
              value={item.value}
              formatter={(value) => numberFormat.format(Number(value))}
            />
            <span className="newsletter-counts__hint">{item.hint}</span>
          </Card>
        </li>
      ))}
    </ul>
  );
}
