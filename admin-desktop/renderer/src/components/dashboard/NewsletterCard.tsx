import { Alert, Card } from 'antd';
import { NotificationOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useNewsletterOverview } from '../newsletter/api.js';
import { NOT_OFFERED_TITLE } from '../newsletter/NewsletterSummary.js';
import { useCan } from '../../lib/permissions.js';
import { numberFormat } from './number-format.js';
import '../newsletter/newsletter.css';

/**
 * The newsletter at a glance, for those who write it: confirmed, pending and unsubscribed
 * addresses, whether the sign-up is offered (and why not), a link to the screen.
 */
export function NewsletterCard() {
  const can = useCan();
  const allowed = can('newsletter.issues');
  const overview = useNewsletterOverview(allowed);
  if (!allowed) return null;
  const n = (value: number) => numberFormat.format(value);
  return (
    <Card title={<h2 className="latest-card__title">Newsletter</h2>}>
      {overview.isPending ? (
        <p>Wird geladen …</p>
      ) : overview.isError ? (
        <Alert type="error" showIcon title="Die Zahlen des Newsletters wurden nicht geladen." />
      ) : (
        <>
          <ul className="newsletter-card__figures">
            <li>Bestätigt: {n(overview.data.counts.confirmed)}</li>
            <li>Ausstehend: {n(overview.data.counts.pending)}</li>
            <li>Abgemeldet: {n(overview.data.counts.unsubscribed)}</li>
          </ul>
          {overview.data.offered ? (
            <p>Die Anmeldung ist auf der Website zu sehen.</p>
          ) : (
            <Alert
              type="warning"
              showIcon
              title={NOT_OFFERED_TITLE}
              description={overview.data.reason ?? 'Die Mail-Einstellungen fehlen.'}
              style={{ marginBottom: 12 }}
            />
          )}
        </>
      )}
      <Link to="/newsletter" className="newsletter-card__link">
        <NotificationOutlined aria-hidden="true" /> Zum Newsletter
      </Link>
    </Card>
  );
}
