import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import type { Application, ContactMessage } from '@shared/api-types.js';
import { formatDateTime } from '@admin/lib/date.js';
import { StatusTag } from '../applications/status.js';

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

function ApplicationCard({ application }: { application: Application }) {
  return (
    <Card
      size="small"
      className="subject-card"
      title={application.tiktokUsername}
      extra={<StatusTag status={application.status} />}
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
    </Card>
  );
}

function MessageCard({ message }: { message: ContactMessage }) {
  return (
    <Card size="small" className="subject-card" title={message.subject}>
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
    </Card>
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
}: {
  applications: Application[];
  messages: ContactMessage[];
}) {
  return (
    <>
      <Section title="Bewerbungen" count={applications.length}>
        {applications.map((application) => (
          <ApplicationCard key={application.id} application={application} />
        ))}
      </Section>
      <Section title="Nachrichten" count={messages.length}>
        {messages.map((message) => (
          <MessageCard key={message.id} message={message} />
        ))}
      </Section>
    </>
  );
}
