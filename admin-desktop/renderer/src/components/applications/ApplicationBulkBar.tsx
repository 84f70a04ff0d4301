import { Button, Dropdown } from 'antd';
import {
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  DownOutlined,
  EditOutlined,
  FileExcelOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import {
  APPLICATION_STATUSES,
  APPLICATION_STATUS_LABELS,
  type ApplicationOutcome,
  type ApplicationStatus,
} from '@shared/constants.js';
import { useOutcomePrompt } from './outcome.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { useAssignees } from './assignees.js';

/** „1 Bewerbung“, „3 Bewerbungen“. */
export const applicationsCount = (count: number) => `${count} ${count === 1 ? 'Bewerbung' : 'Bewerbungen'}`;

interface Props {
  count: number;
  /** With "completed", the outcome asked for (null: "ohne Ergebnis"). */
  onStatusChange: (status: ApplicationStatus, outcome?: ApplicationOutcome | null) => void;
  /** Assign all of them to a colleague, or to nobody (null). */
  onAssign: (assigneeId: number | null) => void;
  onDelete: () => void;
  /** The selection's CSV and Excel files. */
  csvHref: string;
  xlsxHref: string;
  onClear: () => void;
  /** A bulk action is running. */
  busy: boolean;
}

/** Shown while applications are selected: what can be done with all of them at once. */
export function ApplicationBulkBar({
  count,
  onStatusChange,
  onAssign,
  onDelete,
  csvHref,
  xlsxHref,
  onClear,
  busy,
}: Props) {
  const outcomePrompt = useOutcomePrompt(applicationsCount(count));
  // "Erledigt" asks for the outcome first; cancelled, nothing changes.
  const changeStatus = async (status: ApplicationStatus) => {
    const answer = await outcomePrompt.ask(status);
    if (answer === false) return;
    if (answer === undefined) onStatusChange(status);
    else onStatusChange(status, answer);
  };
  const assignees = useAssignees();
  return (
    <section className="applications-bulk" aria-label="Auswahl">
      {outcomePrompt.prompt}
      <strong className="applications-bulk__count" role="status">
        {count} ausgewählt
      </strong>
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: APPLICATION_STATUSES.map((status) => ({
            key: status,
            label: APPLICATION_STATUS_LABELS[status],
          })),
          onClick: ({ key }) => void changeStatus(key as ApplicationStatus),
        }}
      >
        <Button icon={<EditOutlined />} loading={busy}>
          Status ändern <DownOutlined />
        </Button>
      </Dropdown>
      <Dropdown
        trigger={['click']}
        disabled={busy}
        menu={{
          items: [
            { key: 'none', label: 'Niemand' },
            ...(assignees.data ?? []).map((person) => ({ key: String(person.id), label: person.name })),
          ],
          onClick: ({ key }) => onAssign(key === 'none' ? null : Number(key)),
        }}
      >
        <Button icon={<UserSwitchOutlined />} disabled={busy}>
          Zuweisen <DownOutlined />
        </Button>
      </Dropdown>
      <ConfirmDelete
        title={`${applicationsCount(count)} endgültig löschen?`}
        description="Das lässt sich nicht rückgängig machen."
        onConfirm={onDelete}
      >
        <Button danger icon={<DeleteOutlined />} disabled={busy}>
          Löschen
        </Button>
      </ConfirmDelete>
      {/* Plain download links, like the page's exports: the server names the files. */}
      <Button href={csvHref} download icon={<DownloadOutlined />}>
        Auswahl exportieren
      </Button>
      <Button
        href={xlsxHref}
        download
        icon={<FileExcelOutlined />}
        aria-label="Auswahl als Excel exportieren"
      >
        Excel
      </Button>
      <Button type="text" icon={<CloseOutlined />} onClick={onClear}>
        Auswahl aufheben
      </Button>
    </section>
  );
}
