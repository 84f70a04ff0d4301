import { useState } from 'react';
import { Alert, Button, Checkbox, Descriptions, Form, Input, Modal, Select, Space, Typography } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined, WarningOutlined } from '@ant-design/icons';
import type { Application } from '@shared/api-types.js';
import type { ApplicationOutcome, ApplicationStatus } from '@shared/constants.js';
import type { ApplicationUpdate } from '@shared/schemas/application.js';
import { API, reasonOf } from '@admin/api/client.js';
import { hasChanges } from '@admin/lib/changes.js';
import { formatDateTime } from '@admin/lib/date.js';
import { useDiscardGuard } from '@admin/lib/discard-guard.js';
import { useToast } from '@admin/lib/toast.js';
import { AssigneeSelect } from './assignees.js';
import { useApplicationUpdate } from './applications-view.js';
import { deletionNote } from './retention.js';
import { safeHttpUrl, unicodeHost } from './safe-url.js';
import { STATUS_OPTIONS } from './status.js';
import { SendTemplate } from './SendTemplate.js';
import { ApplicationHistory } from './ApplicationHistory.js';
import { OUTCOME_CHOICES, outcomeOfChoice, useOutcomePrompt, type OutcomeChoice } from './outcome.js';
import { TelegramLink, WhatsAppLink } from '../ChatLink.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { LastChange } from '../LastChange.js';
import { TikTokLink } from './TikTokLink.js';
import { applicationSourceText } from '@shared/application-source.js';
import { tiktokHandle } from '@shared/streamer-name.js';
import { EarlierApplications } from './EarlierApplications.js';

interface Props {
  application: Application;
  open: boolean;
  onClose: () => void;
  onDelete: (application: Application) => void;
  deleting: boolean;
  /** Opens another application (an earlier one of the same person) in the dialog. */
  onOpenApplication?: (application: Application) => void;
  /** Shown after opening an earlier one: the way back to the application it was opened from. */
  back?: { to: Application; go: () => void };
}

/**
 * The update sends status and notes, notes omitted when empty. Notes that existed and were emptied
 * are sent as null, otherwise they could never be removed. With "completed" the outcome goes too
 * (null: "ohne Ergebnis"), or the server would take the save for one without.
 */
export function updatePayload(
  status: ApplicationStatus,
  outcome: ApplicationOutcome | null,
  notes: string,
  storedNotes: string | null,
): ApplicationUpdate {
  const state: ApplicationUpdate = status === 'completed' ? { status, outcome } : { status };
  const trimmed = notes.trim();
  if (trimmed) return { ...state, notes: trimmed };
  return storedNotes ? { ...state, notes: null } : state;
}

/**
 * The website as a link. An international host is shown in both forms: as stored (punycode,
 * "xn--pple-43d.com") and as it reads ("аpple.com"), with a warning, because letters of another
 * alphabet can imitate a well-known address.
 */
function Website({ value }: { value: string | null }) {
  if (!value) return '—';
  const href = safeHttpUrl(value);
  // Anything but http(s) (javascript:, data: ...) stays plain text.
  if (!href) return <span className="break-long-words">{value}</span>;
  const readAs = unicodeHost(href);
  const link = (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-long-words">
      {readAs ? href : value}
    </a>
  );
  if (!readAs) return link;
  return (
    <Space orientation="vertical" size={4}>
      {link}
      <Typography.Text type="warning" className="break-long-words">
        <WarningOutlined aria-hidden /> Internationale Adresse, gelesen „{readAs}“. Prüfen Sie sie: Buchstaben
        anderer Alphabete können eine bekannte Adresse nachahmen.
      </Typography.Text>
    </Space>
  );
}

/**
 * The detail dialog of one application: read-only fields, the status (saved as soon as it
 * changes, with the current notes) and the notes (saved with "Speichern"). Mounted with a key per
 * application, so the drafts start from that application's values.
 */
export function ApplicationDialog({
  application,
  open,
  onClose,
  onDelete,
  deleting,
  onOpenApplication,
  back,
}: Props) {
  const toast = useToast();
  const update = useApplicationUpdate();
  const [status, setStatus] = useState<ApplicationStatus>(application.status);
  const [outcome, setOutcome] = useState<ApplicationOutcome | null>(application.outcome);
  const outcomePrompt = useOutcomePrompt();
  const [notes, setNotes] = useState(application.notes ?? '');
  // The notes as last saved (a status change saves them too): closing with others asks first.
  const [savedNotes, setSavedNotes] = useState(notes);
  // Each save asks the log again who changed it last.
  const [saves, setSaves] = useState(0);
  const requestClose = useDiscardGuard(open, () => hasChanges(savedNotes, notes), onClose);

  const save = (
    nextStatus: ApplicationStatus,
    nextOutcome: ApplicationOutcome | null,
    options: { close: boolean; revertTo?: { status: ApplicationStatus; outcome: ApplicationOutcome | null } },
  ) =>
    update.mutate(
      { id: application.id, data: updatePayload(nextStatus, nextOutcome, notes, application.notes) },
      {
        onSuccess: (_saved, { data }) => {
          setSavedNotes(data.notes ?? '');
          setSaves((count) => count + 1);
          toast.success('Bewerbung aktualisiert');
          if (options.close) onClose();
        },
        onError: (error) => {
          if (options.revertTo) {
            setStatus(options.revertTo.status);
            setOutcome(options.revertTo.outcome);
          }
          toast.error('Die Änderungen konnten nicht gespeichert werden.', reasonOf(error));
        },
      },
    );

  const change = (next: ApplicationStatus, nextOutcome: ApplicationOutcome | null) => {
    const previous = { status, outcome };
    setStatus(next);
    setOutcome(nextOutcome);
    save(next, nextOutcome, { close: false, revertTo: previous });
  };
  // "Erledigt" asks for the outcome first; cancelled, nothing changes.
  const onStatusChange = async (next: ApplicationStatus) => {
    const answer = await outcomePrompt.ask(next);
    if (answer === false) return;
    change(next, answer ?? null);
  };

  // From the server: the answer to this dialog's last save, else the list's copy.
  const deletion = deletionNote(update.data ?? application);

  const text = (value: string | null) => (value ? <span className="break-long-words">{value}</span> : '—');

  return (
    <Modal
      open={open}
      title="Bewerbungsdetails"
      onCancel={requestClose}
      destroyOnHidden
      width={640}
      footer={
        <div className="application-dialog__footer">
          <ConfirmDelete
            description="Die Bewerbung wird endgültig gelöscht."
            onConfirm={() => onDelete(application)}
          >
            <Button danger icon={<DeleteOutlined />} loading={deleting}>
              Löschen
            </Button>
          </ConfirmDelete>
          <div className="application-dialog__footer-end">
            <Button onClick={requestClose}>Schließen</Button>
            <Button
              type="primary"
              loading={update.isPending}
              onClick={() => save(status, outcome, { close: true })}
            >
              Speichern
            </Button>
          </div>
        </div>
      }
    >
      {back && (
        <Button
          icon={<ArrowLeftOutlined aria-hidden />}
          onClick={back.go}
          className="application-dialog__back"
        >
          Zurück zu {tiktokHandle(back.to.tiktokUsername) || `Bewerbung #${back.to.id}`}
        </Button>
      )}
      <EarlierApplications application={application} onOpen={onOpenApplication} />
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 170 } }}
        items={[
          {
            key: 'tiktok',
            label: 'TikTok-Name',
            children: <TikTokLink username={application.tiktokUsername} className="break-long-words" />,
          },
          {
            key: 'whatsapp',
            label: 'WhatsApp',
            children: <WhatsAppLink number={application.whatsappNumber} country={application.country} />,
          },
          {
            key: 'telegram',
            label: 'Telegram',
            children: <TelegramLink name={application.telegramUsername} />,
          },
          { key: 'website', label: 'Website', children: <Website value={application.website} /> },
          { key: 'country', label: 'Land', children: text(application.country) },
          {
            key: 'experience',
            label: 'Streaming-Erfahrung',
            children: text(application.streamingExperience),
          },
          { key: 'agency', label: 'Aktuelle Agentur', children: text(application.currentAgency) },
          { key: 'date', label: 'Eingegangen am', children: formatDateTime(application.createdAt) },
          { key: 'source', label: 'Quelle', children: applicationSourceText(application.source) },
        ]}
      />
      <div className="application-dialog__checks">
        <Checkbox checked={application.isAdult} disabled>
          Mindestens 18 Jahre alt
        </Checkbox>
        <Checkbox checked={application.agreedToPrivacy} disabled>
          Datenschutzerklärung zugestimmt
        </Checkbox>
      </div>
      <Form layout="vertical" className="application-dialog__section" component="div">
        <Form.Item label="Status" htmlFor="application-status">
          <Select<ApplicationStatus>
            id="application-status"
            value={status}
            onChange={(next) => void onStatusChange(next)}
            options={STATUS_OPTIONS}
            disabled={update.isPending}
          />
        </Form.Item>
        {status === 'completed' && (
          <Form.Item label="Ergebnis" htmlFor="application-outcome">
            <Select<OutcomeChoice>
              id="application-outcome"
              value={outcome ?? 'none'}
              onChange={(choice) => change('completed', outcomeOfChoice(choice))}
              options={OUTCOME_CHOICES}
              disabled={update.isPending}
            />
          </Form.Item>
        )}
        <Form.Item label="Zuständig" htmlFor="application-assignee">
          <AssigneeSelect
            application={application}
            id="application-assignee"
            onSaved={() => setSaves((count) => count + 1)}
          />
        </Form.Item>
        <Form.Item label="Notizen" htmlFor="application-notes" style={{ marginBottom: 0 }}>
          <Input.TextArea
            id="application-notes"
            value={notes}
            onChange={(event) => setNotes(event.target.value)}
            autoSize={{ minRows: 3, maxRows: 8 }}
            maxLength={5000}
            placeholder="Interne Notizen zur Bewerbung"
          />
        </Form.Item>
      </Form>
      <div className="application-dialog__section">
        <SendTemplate application={application} status={status} onStatusChange={change} />
      </div>
      {deletion && <Alert type="info" showIcon title={deletion} className="application-dialog__section" />}
      <ApplicationHistory id={application.id} saves={saves} />
      <LastChange
        endpoint={API.applications.lastChange}
        id={application.id}
        needs="applications.read"
        saves={saves}
      />
      {outcomePrompt.prompt}
    </Modal>
  );
}
