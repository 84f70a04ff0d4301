import type { ReactNode } from 'react';
import { Alert, Card, Checkbox, Tag, Typography } from 'antd';
import type {
  Application,
  ContactMessage,
  DataRequestNewsletter,
  DataRequestNewsletterSubscription,
} from '@shared/api-types.js';
import { NEWSLETTER_STATUS_LABELS } from '@shared/newsletter.js';
import { formatDateTime } from '@admin/lib/date.js';
import { StatusTag } from '../applications/status.js';
import type { RecordKind, RecordSelection } from './selection.js';
import { tiktokHandle } from '@shared/streamer-name.js';

type Field = [label: string, value: ReactNode];

/** Label and value per line; an empty value shows as a dash. */
function Fields({ fields }: { fields: Field[] }) {
  return (
    <dl className="subject-card__fields">
      {fields.map(([label, value]) => (
        <div key={label} className="subject-card__field">
          <dt>{label}</dt>
          <dd>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const UNCERTAIN_TEXT =
  'Nur die WhatsApp-Nummer stimmt überein, und ohne Ländervorwahl ist nicht sicher, in welchem Land sie gilt: ' +
  'Sie kann einer anderen Person in Deutschland, Österreich oder der Schweiz gehören. Wählen Sie den Eintrag ' +
  'nur aus, wenn er sicher zu dieser Person gehört.';

interface CardProps {
  kind: RecordKind;
  id: number;
  title: ReactNode;
  /** What the checkbox's name says: "Bewerbung @lena" or "Nachricht „Betreff“". */
  name: string;
  extra?: ReactNode;
  selection: RecordSelection;
  children: ReactNode;
}

/** One found record: a checkbox selects it for download and erasure; an uncertain one says why. */
function SubjectCard({ kind, id, title, name, extra, selection, children }: CardProps) {
  const uncertain = selection.isUncertain(kind, id);
  return (
    <Card
      size="small"
      className={uncertain ? 'subject-card subject-card--uncertain' : 'subject-card'}
      title={
        <Checkbox
          checked={selection.isSelected(kind, id)}
          onChange={(event) => selection.toggle(kind, id, event.target.checked)}
          aria-label={`${name} auswählen`}
        >
          {title}
        </Checkbox>
      }
      extra={extra}
    >
      {uncertain && (
        <Alert
          className="subject-card__uncertain"
          type="warning"
          showIcon
          title="Unsicherer Treffer – nicht ausgewählt"
          description={UNCERTAIN_TEXT}
        />
      )}
      {children}
    </Card>
  );
}

function ApplicationCard({
  application,
  selection,
}: {
  application: Application;
  selection: RecordSelection;
}) {
  return (
    <SubjectCard
      kind="applications"
      id={application.id}
      title={tiktokHandle(application.tiktokUsername)}
      name={`Bewerbung ${tiktokHandle(application.tiktokUsername)}`}
      extra={<StatusTag status={application.status} />}
      selection={selection}
    >
      <Fields
        fields={[
          ['WhatsApp', application.whatsappNumber],
          ['Telegram', application.telegramUsername],
          ['Land', application.country],
          ['Eingegangen am', formatDateTime(application.createdAt)],
          ['Notizen', application.notes],
        ]}
      />
    </SubjectCard>
  );
}

function MessageCard({ message, selection }: { message: ContactMessage; selection: RecordSelection }) {
  return (
    <SubjectCard
      kind="messages"
      id={message.id}
      title={message.subject}
      name={`Nachricht „${message.subject}“`}
      selection={selection}
    >
      <Fields
        fields={[
          ['Name', message.name],
          ['E-Mail', message.email],
          ['WhatsApp', message.whatsappNumber],
          ['Telegram', message.telegramUsername],
          ['Eingegangen am', formatDateTime(message.createdAt)],
        ]}
      />
      <Typography.Paragraph
        className="subject-card__message"
        ellipsis={{
          rows: 3,
          expandable: 'collapsible',
          symbol: (expanded: boolean) => (expanded ? 'weniger' : 'mehr'),
        }}
      >
        {message.message}
      </Typography.Paragraph>
    </SubjectCard>
  );
}

/**
 * What an erasure leaves of the newsletter: the block list's keyed hash of the address (the
 * privacy page names it), so the person gets no newsletter again without a new confirmed sign-up.
 */
export const BLOCK_LIST_KEPT =
  'Die Adresse steht auf der Sperrliste des Newsletters (abgemeldet oder entfernt). Dort ist nur ein ' +
  'verschlüsselter Prüfwert der Adresse gespeichert, nicht die Adresse selbst. Er bleibt auch nach einer ' +
  'Löschung bestehen, damit die Person ohne neue, bestätigte Anmeldung keinen Newsletter mehr erhält ' +
  '(so steht es in der Datenschutzerklärung).';
export const NOT_BLOCKED = 'Die Adresse steht nicht auf der Sperrliste des Newsletters.';

function NewsletterCard({
  subscription,
  selection,
}: {
  subscription: DataRequestNewsletterSubscription;
  selection: RecordSelection;
}) {
  return (
    <SubjectCard
      kind="newsletter"
      id={subscription.id}
      title={subscription.email}
      name={`Newsletter-Anmeldung ${subscription.email}`}
      extra={
        <Tag color={subscription.status === 'confirmed' ? 'green' : 'gold'}>
          {NEWSLETTER_STATUS_LABELS[subscription.status]}
        </Tag>
      }
      selection={selection}
    >
      <Fields
        fields={[
          ['Angemeldet am', formatDateTime(subscription.signedUpAt)],
          ['Bestätigt am', subscription.confirmedAt ? formatDateTime(subscription.confirmedAt) : ''],
          ['Einwilligungstext', `Version ${subscription.consentVersion}`],
        ]}
      />
      <Typography.Paragraph className="subject-card__message" type="secondary">
        {subscription.consentText}
      </Typography.Paragraph>
    </SubjectCard>
  );
}

/** The newsletter under the searched address: the subscription (a card) and the block list. */
function NewsletterSection({
  newsletter,
  selection,
}: {
  newsletter: DataRequestNewsletter;
  selection: RecordSelection;
}) {
  const { subscription, blocked } = newsletter;
  return (
    <section className="subject-section" aria-label="Newsletter">
      <Typography.Title level={2} className="subject-section__title">
        Newsletter ({subscription ? 1 : 0})
      </Typography.Title>
      {subscription ? (
        <div className="subject-section__grid">
          <NewsletterCard subscription={subscription} selection={selection} />
        </div>
      ) : (
        <Typography.Text type="secondary">Keine Anmeldung unter dieser Adresse.</Typography.Text>
      )}
      <Alert
        className="subject-card__blocklist"
        type={blocked ? 'info' : 'success'}
        showIcon
        title={blocked ? 'Auf der Sperrliste' : 'Nicht auf der Sperrliste'}
        description={blocked ? BLOCK_LIST_KEPT : NOT_BLOCKED}
      />
    </section>
  );
}

function Section({ title, count, children }: { title: string; count: number; children: ReactNode }) {
  return (
    <section className="subject-section" aria-label={title}>
      <Typography.Title level={2} className="subject-section__title">
        {title} ({count})
      </Typography.Title>
      {count === 0 ? (
        <Typography.Text type="secondary">Keine.</Typography.Text>
      ) : (
        <div className="subject-section__grid">{children}</div>
      )}
    </section>
  );
}

/** What was found for the person: applications and messages as cards (also at phone widths). */
export function SubjectRecords({
  applications,
  messages,
  newsletter,
  selection,
}: {
  applications: Application[];
  messages: ContactMessage[];
  /** Null when no e-mail address was searched. */
  newsletter: DataRequestNewsletter | null;
  selection: RecordSelection;
}) {
  return (
    <>
      <Section title="Bewerbungen" count={applications.length}>
        {applications.map((application) => (
          <ApplicationCard key={application.id} application={application} selection={selection} />
        ))}
      </Section>
      <Section title="Nachrichten" count={messages.length}>
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} selection={selection} />
        ))}
      </Section>
      {newsletter && <NewsletterSection newsletter={newsletter} selection={selection} />}
    </>
  );
}
