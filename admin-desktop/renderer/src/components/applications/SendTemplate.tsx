import { useMemo, useState } from 'react';
import { Alert, Button, Form, Modal, Radio, Select, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import type { Application } from '@shared/api-types.js';
import type { ApplicationOutcome, ApplicationStatus } from '@shared/constants.js';
import {
  channelsOf,
  fillTemplate,
  TEMPLATE_CHANNEL_LABELS,
  telegramMessageHref,
  whatsappMessageHref,
  type TemplateChannel,
} from '@shared/reply-templates.js';
import { tiktokHandle } from '@shared/streamer-name.js';
import { API, callApi, reasonOf, useApiQuery } from '@admin/api/client.js';
import { useCan } from '@admin/lib/permissions.js';
import { useToast } from '@admin/lib/toast.js';
import { STATUS_OPTIONS } from './status.js';
import { OUTCOME_CHOICES, outcomeOfChoice, type OutcomeChoice } from './outcome.js';
import { APPLICATION_HISTORY_KEY } from './ApplicationHistory.js';

/** "Leave the status as it is", the status choice's first option. */
const KEEP = 'keep';
type StatusChoice = ApplicationStatus | typeof KEEP;

interface Props {
  application: Application;
  /** The dialog's status (the one shown there, saved or about to be). */
  status: ApplicationStatus;
  /** Sets the status as the dialog's own choice does (saved with the dialog's notes). */
  /** The status chosen for after the message, with "completed" its outcome (null: "ohne Ergebnis"). */
  onStatusChange: (status: ApplicationStatus, outcome: ApplicationOutcome | null) => void;
}

/**
 * Where the chat opens. Started from the click itself, so the browser does not block the new tab
 * (the desktop app opens it in the system's browser).
 */
const openChat = (href: string) => window.open(href, '_blank', 'noopener,noreferrer');

/**
 * "Vorlage senden" in the application dialog: choose a template, read it filled in, then open the
 * WhatsApp chat with it typed in, or copy it and open the Telegram chat (a person sends it, never
 * the server). The server records which template went out on which channel (never the text), and
 * the status can be set in the same step.
 */
export function SendTemplate({ application, status, onStatusChange }: Props) {
  const can = useCan();
  const toast = useToast();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const channels = channelsOf(application);
  const [templateId, setTemplateId] = useState<number | undefined>(undefined);
  const [channel, setChannel] = useState<TemplateChannel | undefined>(channels[0]);
  const [nextStatus, setNextStatus] = useState<StatusChoice>(KEEP);
  // With "Erledigt" the outcome is chosen here too, and both go in one PATCH.
  const [nextOutcome, setNextOutcome] = useState<OutcomeChoice>('none');
  const [sending, setSending] = useState(false);

  // Read when the step opens, not with every dialog.
  const templates = useApiQuery(API.replyTemplates.list, null, { enabled: open });
  const values = useApiQuery(API.replyTemplates.values, null, { enabled: open });
  const template = templates.data?.find((row) => row.id === templateId);
  const text = useMemo(
    () =>
      template && values.data
        ? fillTemplate(template.text, { ...values.data, tiktok: tiktokHandle(application.tiktokUsername) })
        : '',
    [template, values.data, application.tiktokUsername],
  );

  if (!can('templates.read')) return null;

  const send = () => {
    if (!template || !channel || !text) return;
    let copied: Promise<boolean> = Promise.resolve(true);
    if (channel === 'whatsapp') {
      openChat(whatsappMessageHref(application.whatsappNumber, application.country, text)!);
    } else {
      // Telegram's links cannot carry a text to a person: it goes on the clipboard to paste.
      copied = navigator.clipboard.writeText(text).then(
        () => true,
        () => false,
      );
      openChat(telegramMessageHref(application.telegramUsername)!);
    }
    setSending(true);
    Promise.all([
      copied,
      callApi(API.applications.templateSent, {
        params: { id: application.id },
        body: { templateId: template.id, channel },
      }),
    ])
      .then(([wasCopied]) => {
        // The dialog's „Verlauf“ shows the send.
        void queryClient.invalidateQueries({ queryKey: [APPLICATION_HISTORY_KEY, application.id] });
        if (nextStatus !== KEEP && (nextStatus !== status || nextStatus === 'completed'))
          onStatusChange(nextStatus, nextStatus === 'completed' ? outcomeOfChoice(nextOutcome) : null);
        if (!wasCopied) {
          // The step stays open: the preview can be copied by hand.
          toast.error('Der Text konnte nicht kopiert werden.', 'Bitte kopieren Sie ihn aus der Vorschau.');
          return;
        }
        toast.success(
          channel === 'whatsapp' ? 'WhatsApp geöffnet' : 'Text kopiert, Telegram geöffnet',
          'Im Protokoll der Bewerbung vermerkt.',
        );
        setOpen(false);
      })
      .catch((error: unknown) => toast.error('Der Versand konnte nicht vermerkt werden.', reasonOf(error)))
      .finally(() => setSending(false));
  };

  const noTemplates = templates.isSuccess && templates.data.length === 0;
  return (
    <>
      <Button
        icon={<SendOutlined />}
        onClick={() => setOpen(true)}
        disabled={channels.length === 0}
        title={
          channels.length === 0
            ? 'Keine WhatsApp-Nummer oder kein Telegram-Name, die einen Chat öffnen'
            : undefined
        }
      >
        Vorlage senden
      </Button>
      <Modal
        open={open}
        title="Vorlage senden"
        onCancel={() => setOpen(false)}
        destroyOnHidden
        width={560}
        footer={[
          <Button key="cancel" onClick={() => setOpen(false)}>
            Abbrechen
          </Button>,
          <Button key="send" type="primary" disabled={!text || !channel} loading={sending} onClick={send}>
            {channel === 'telegram' ? 'Kopieren und Telegram öffnen' : 'In WhatsApp öffnen'}
          </Button>,
        ]}
      >
        {(templates.isError || values.isError) && (
          <Alert type="error" showIcon title="Die Vorlagen konnten nicht geladen werden." />
        )}
        {noTemplates && (
          <Alert
            type="info"
            showIcon
            title="Noch keine Vorlagen."
            description="Inhaber und Administration legen sie unter „Vorlagen“ an."
          />
        )}
        <Form layout="vertical" component="div">
          <Form.Item label="Vorlage" htmlFor="send-template-template">
            <Select<number>
              id="send-template-template"
              value={templateId}
              onChange={setTemplateId}
              loading={templates.isPending}
              placeholder="Vorlage auswählen"
              options={(templates.data ?? []).map((row) => ({ value: row.id, label: row.name }))}
            />
          </Form.Item>
          {channels.length > 1 && (
            <Form.Item label="Kanal">
              <Radio.Group
                value={channel}
                onChange={(event) => setChannel(event.target.value as TemplateChannel)}
                options={channels.map((value) => ({ value, label: TEMPLATE_CHANNEL_LABELS[value] }))}
              />
            </Form.Item>
          )}
          <Form.Item label="Vorschau">
            <Typography.Paragraph
              className="break-long-words"
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
              type={text ? undefined : 'secondary'}
              copyable={text ? { text, tooltips: ['Text kopieren', 'Kopiert'] } : false}
              aria-live="polite"
            >
              {text || 'Wählen Sie eine Vorlage.'}
            </Typography.Paragraph>
          </Form.Item>
          <Form.Item label="Status danach" htmlFor="send-template-status" style={{ marginBottom: 0 }}>
            <Select<StatusChoice>
              id="send-template-status"
              value={nextStatus}
              onChange={setNextStatus}
              options={[{ value: KEEP, label: 'Unverändert' }, ...STATUS_OPTIONS]}
            />
          </Form.Item>
          {nextStatus === 'completed' && (
            <Form.Item
              label="Ergebnis"
              htmlFor="send-template-outcome"
              style={{ marginTop: 16, marginBottom: 0 }}
            >
              <Select<OutcomeChoice>
                id="send-template-outcome"
                value={nextOutcome}
                onChange={setNextOutcome}
                options={OUTCOME_CHOICES}
              />
            </Form.Item>
          )}
        </Form>
      </Modal>
    </>
  );
}
