import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Form, Input, Progress, Space, Typography } from 'antd';
import {
  ArrowLeftOutlined,
  DeleteOutlined,
  MailOutlined,
  SaveOutlined,
  SendOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { NewsletterIssue, NewsletterOverview } from '@shared/api-types.js';
import { NEWSLETTER_SUBJECT_MAX, NEWSLETTER_TEXT_MAX, newsletterValidation } from '@shared/newsletter.js';
import { API, ApiError, callApi, reasonOf } from '../../api/client.js';
import { useAuth } from '../../auth/AuthContext.js';
import { Loading } from '../Loading.js';
import { formatDateTime } from '../../lib/date.js';
import { useCan } from '../../lib/permissions.js';
import { useToast } from '../../lib/toast.js';
import { askToDiscard, useUnsavedWork } from '../../lib/discard-guard.js';
import { numberFormat } from '../dashboard/number-format.js';
import { issueKey, useNewsletterIssue, useNewsletterRefresh } from './api.js';
import { IssueStatusTag } from './IssueList.js';
import { IssuePreview, MarkdownHelp } from './IssuePreview.js';

/** The words of the send button and its confirmation. */
export const sendLabel = (recipients: number) => `An ${numberFormat.format(recipients)} Abonnenten senden`;

interface EditorProps {
  /** The issue shown, or 'new' for a draft not saved yet. */
  id: number | 'new';
  overview: NewsletterOverview | undefined;
  onClose: () => void;
  /** A new draft was saved: it is shown under its id from now on. */
  onCreated: (id: number) => void;
}

const issues = API.newsletter.issues;

/** Sends the issue to the signed-in person's own address; says how it went in a toast. */
async function sendTestMail(toast: ReturnType<typeof useToast>, id: number): Promise<void> {
  try {
    await callApi(issues.test, { params: { id } });
    toast.success('Testmail verschickt', 'Sie geht an die E-Mail-Adresse Ihres Kontos.');
  } catch (error) {
    toast.error('Die Testmail wurde nicht verschickt.', reasonOf(error));
  }
}

/** Why „Testmail an mich“ cannot be used: the account has no address to send it to. */
export const NO_ADDRESS_HINT =
  'Für eine Testmail braucht Ihr Konto eine E-Mail-Adresse (unter „Mein Konto“).';

/** Whether the signed-in account has an address a test mail can go to. */
const useOwnAddress = () => Boolean(useAuth().user?.email);

/**
 * One issue: a draft in the editor (subject, text with its Markdown help and live preview, save,
 * delete, a test mail to oneself, sending with a confirmation naming the recipients), or, once it
 * is being sent or sent, read-only with its figures (asked again every 2 s while sending).
 */
export function IssueEditor({ id, overview, onClose, onCreated }: EditorProps) {
  const issue = useNewsletterIssue(id === 'new' ? null : id);
  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={onClose}>
      Zurück zu den Ausgaben
    </Button>
  );
  if (id === 'new')
    return <DraftForm issue={null} overview={overview} onCreated={onCreated} onClose={onClose} />;
  if (issue.isPending) return <Loading screen />;
  if (issue.isError)
    return (
      <Space orientation="vertical">
        {back}
        <Alert
          type="error"
          showIcon
          role="alert"
          title="Die Ausgabe konnte nicht geladen werden."
          description={reasonOf(issue.error)}
        />
      </Space>
    );
  if (issue.data.status === 'draft')
    return (
      <DraftForm
        // A draft saved elsewhere in between starts the form afresh.
        key={`${issue.data.id}-${issue.data.updatedAt}`}
        issue={issue.data}
        overview={overview}
        onCreated={onCreated}
        onClose={onClose}
      />
    );
  return <SentIssue issue={issue.data} overview={overview} back={back} />;
}

interface Values {
  subject: string;
  text: string;
}

const DRAFT_CHANGES_LOST = 'Betreff oder Text dieser Ausgabe sind noch nicht gespeichert.';

function DraftForm({
  issue,
  overview,
  onCreated,
  onClose,
}: {
  issue: NewsletterIssue | null;
  overview: NewsletterOverview | undefined;
  onCreated: (id: number) => void;
  onClose: () => void;
}) {
  const can = useCan();
  const toast = useToast();
  const { modal } = App.useApp();
  const queryClient = useQueryClient();
  const refresh = useNewsletterRefresh();
  const [form] = Form.useForm<Values>();
  const [saved, setSaved] = useState<Values>({ subject: issue?.subject ?? '', text: issue?.text ?? '' });
  const [busy, setBusy] = useState<null | 'save' | 'test' | 'send'>(null);
  const subject = Form.useWatch('subject', form) ?? saved.subject;
  const text = Form.useWatch('text', form) ?? saved.text;
  const dirty = subject !== saved.subject || text !== saved.text;
  const offered = overview?.offered ?? false;
  const recipients = overview?.counts.confirmed ?? 0;
  const ownAddress = useOwnAddress();

  const save = async (values: Values) => {
    setBusy('save');
    try {
      if (!issue) {
        const created = await callApi(issues.create, { body: values });
        toast.success('Entwurf gespeichert');
        await refresh();
        onCreated(created.id);
      } else {
        const updated = await callApi(issues.update, { params: { id: issue.id }, body: values });
        queryClient.setQueryData(issueKey(issue.id), updated);
        setSaved(values);
        toast.success('Entwurf gespeichert');
        await refresh();
      }
    } catch (error) {
      toast.error('Der Entwurf wurde nicht gespeichert.', reasonOf(error));
      // The server's German messages under the fields they belong to (a 400).
      const errors = (error instanceof ApiError ? error.answer?.errors : undefined) ?? {};
      form.setFields(
        (['subject', 'text'] as const)
          .filter((name) => errors[name])
          .map((name) => ({ name, errors: [errors[name]!] })),
      );
      if (issue) await refresh(issue.id);
    } finally {
      setBusy(null);
    }
  };

  const remove = () =>
    issue &&
    modal.confirm({
      title: 'Entwurf löschen?',
      content: `„${issue.subject}“ wird endgültig gelöscht.`,
      okText: 'Löschen',
      okButtonProps: { danger: true },
      cancelText: 'Abbrechen',
      onOk: () =>
        callApi(issues.remove, { params: { id: issue.id } }).then(
          async () => {
            toast.success('Entwurf gelöscht');
            await refresh();
            onClose();
          },
          async (error: unknown) => {
            toast.error('Der Entwurf wurde nicht gelöscht.', reasonOf(error));
            await refresh(issue.id);
          },
        ),
    });

  const test = async () => {
    if (!issue) return;
    setBusy('test');
    try {
      await sendTestMail(toast, issue.id);
    } finally {
      setBusy(null);
    }
  };

  const startSending = () =>
    issue &&
    modal.confirm({
      title: `${sendLabel(recipients)}?`,
      content: `„${issue.subject}“ geht jetzt an ${numberFormat.format(recipients)} bestätigte Abonnenten. Danach kann die Ausgabe nicht mehr geändert werden.`,
      okText: sendLabel(recipients),
      cancelText: 'Abbrechen',
      onOk: async () => {
        setBusy('send');
        try {
          const started = await callApi(issues.send, { params: { id: issue.id } });
          toast.success('Versand gestartet', `An ${numberFormat.format(started.recipients)} Abonnenten.`);
        } catch (error) {
          toast.error('Die Ausgabe wurde nicht gesendet.', reasonOf(error));
        } finally {
          setBusy(null);
          await refresh(issue.id);
        }
      },
    });

  // Asked of the form itself: the watched values follow a moment later.
  const changed = () => {
    const { subject: current, text: written } = form.getFieldsValue();
    return current !== saved.subject || written !== saved.text;
  };
  // Every other way out (the sidebar, a link, the tabs, Back, a reload) asks as well.
  useUnsavedWork(true, changed, { lost: DRAFT_CHANGES_LOST });
  // Back to the list: unsaved changes are asked about first.
  const leave = () => {
    if (!changed()) onClose();
    else askToDiscard(modal, DRAFT_CHANGES_LOST, onClose);
  };
  const guardedBack = (
    <Button icon={<ArrowLeftOutlined />} onClick={leave}>
      Zurück zu den Ausgaben
    </Button>
  );

  const blocked = dirty
    ? 'Speichern Sie zuerst Ihre Änderungen.'
    : !offered
      ? 'Der Newsletter wird derzeit nicht angeboten (siehe oben).'
      : null;

  return (
    <Space orientation="vertical" size={16} className="newsletter-editor">
      {guardedBack}
      <Card
        title={<h2 className="newsletter__heading">{issue ? 'Entwurf bearbeiten' : 'Neue Ausgabe'}</h2>}
        extra={issue && <IssueStatusTag status={issue.status} />}
      >
        <div className="newsletter-editor__columns">
          <Form<Values>
            form={form}
            layout="vertical"
            initialValues={saved}
            onFinish={(values) => void save({ subject: values.subject.trim(), text: values.text })}
            requiredMark={false}
          >
            <Form.Item
              label="Betreff"
              name="subject"
              rules={[
                { required: true, whitespace: true, message: newsletterValidation.subject },
                { min: 3, message: newsletterValidation.subject },
              ]}
            >
              <Input maxLength={NEWSLETTER_SUBJECT_MAX} />
            </Form.Item>
            <Form.Item
              label="Text"
              name="text"
              extra={<MarkdownHelp />}
              rules={[
                { required: true, whitespace: true, message: newsletterValidation.text },
                { min: 10, message: newsletterValidation.text },
              ]}
            >
              <Input.TextArea autoSize={{ minRows: 10, maxRows: 30 }} maxLength={NEWSLETTER_TEXT_MAX} />
            </Form.Item>
            <Space wrap>
              <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={busy === 'save'}>
                Speichern
              </Button>
              {issue && (
                <Button danger icon={<DeleteOutlined />} onClick={remove}>
                  Löschen
                </Button>
              )}
              {issue && (
                <Button
                  icon={<MailOutlined />}
                  loading={busy === 'test'}
                  disabled={blocked !== null || !ownAddress}
                  aria-describedby={!blocked && !ownAddress ? 'test-mail-hint' : undefined}
                  onClick={() => void test()}
                >
                  Testmail an mich
                </Button>
              )}
              {issue && can('newsletter.send') && (
                <Button
                  type="primary"
                  icon={<SendOutlined />}
                  loading={busy === 'send'}
                  disabled={blocked !== null || recipients === 0}
                  onClick={startSending}
                >
                  {sendLabel(recipients)}
                </Button>
              )}
            </Space>
            {issue && blocked && (
              <Typography.Paragraph type="secondary" className="newsletter-editor__hint">
                Testmail und Versand: {blocked}
              </Typography.Paragraph>
            )}
            {issue && !blocked && !ownAddress && (
              <Typography.Paragraph type="secondary" className="newsletter-editor__hint" id="test-mail-hint">
                {NO_ADDRESS_HINT}
              </Typography.Paragraph>
            )}
            {issue && !blocked && can('newsletter.send') && recipients === 0 && (
              <Typography.Paragraph type="secondary" className="newsletter-editor__hint">
                Es gibt noch keine bestätigten Abonnenten.
              </Typography.Paragraph>
            )}
            {!issue && (
              <Typography.Paragraph type="secondary" className="newsletter-editor__hint">
                Nach dem Speichern können Sie sich eine Testmail schicken.
              </Typography.Paragraph>
            )}
          </Form>
          <IssuePreview subject={subject} text={text} />
        </div>
      </Card>
    </Space>
  );
}

/** A sent issue or one being sent: read-only, with its progress and figures. */
function SentIssue({
  issue,
  overview,
  back,
}: {
  issue: NewsletterIssue;
  overview: NewsletterOverview | undefined;
  back: React.ReactNode;
}) {
  const toast = useToast();
  const refresh = useNewsletterRefresh();
  const [testing, setTesting] = useState(false);
  const ownAddress = useOwnAddress();
  // Once sending ends, the list's figures and the counts follow.
  const status = useRef(issue.status);
  useEffect(() => {
    if (status.current === 'sending' && issue.status === 'sent') void refresh();
    status.current = issue.status;
  }, [issue.status, refresh]);
  const done = issue.delivered + issue.failed + issue.skipped;
  const percent = issue.recipients > 0 ? Math.floor((done / issue.recipients) * 100) : 100;
  const n = (value: number) => numberFormat.format(value);

  const test = async () => {
    setTesting(true);
    try {
      await sendTestMail(toast, issue.id);
    } finally {
      setTesting(false);
    }
  };

  return (
    <Space orientation="vertical" size={16} className="newsletter-editor">
      {back}
      <Card
        title={<h2 className="newsletter__heading">{issue.subject}</h2>}
        extra={<IssueStatusTag status={issue.status} />}
      >
        <Progress
          percent={percent}
          status={issue.status === 'sending' ? 'active' : issue.failed > 0 ? 'exception' : 'success'}
          aria-label="Fortschritt des Versands"
        />
        <p className="newsletter-editor__progress" aria-live="polite">
          {issue.status === 'sending'
            ? `Wird gesendet: ${n(done)} von ${n(issue.recipients)} erledigt.`
            : `Gesendet: ${n(issue.delivered)} von ${n(issue.recipients)} zugestellt.`}
        </p>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 4 }}
          items={[
            { key: 'recipients', label: 'Empfänger', children: n(issue.recipients) },
            { key: 'delivered', label: 'Zugestellt', children: n(issue.delivered) },
            { key: 'failed', label: 'Fehlgeschlagen', children: n(issue.failed) },
            { key: 'skipped', label: 'Übersprungen (abgemeldet)', children: n(issue.skipped) },
            ...(issue.sendStartedAt
              ? [
                  {
                    key: 'started',
                    label: 'Versand gestartet',
                    children: formatDateTime(issue.sendStartedAt),
                  },
                ]
              : []),
            ...(issue.sentAt
              ? [{ key: 'sent', label: 'Fertig', children: formatDateTime(issue.sentAt) }]
              : []),
            ...(issue.sentBy ? [{ key: 'by', label: 'Gesendet von', children: issue.sentBy }] : []),
          ]}
        />
        <Space wrap className="newsletter-editor__actions">
          <Button
            icon={<MailOutlined />}
            loading={testing}
            disabled={!(overview?.offered ?? false) || !ownAddress}
            aria-describedby={ownAddress ? undefined : 'sent-test-mail-hint'}
            onClick={() => void test()}
          >
            Testmail an mich
          </Button>
        </Space>
        {!ownAddress && (
          <Typography.Paragraph type="secondary" id="sent-test-mail-hint">
            {NO_ADDRESS_HINT}
          </Typography.Paragraph>
        )}
        <Typography.Paragraph type="secondary">
          Gesendete Ausgaben können nicht mehr geändert werden.
        </Typography.Paragraph>
        <IssuePreview subject={issue.subject} text={issue.text} />
      </Card>
    </Space>
  );
}
