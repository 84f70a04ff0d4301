import { Button, Tooltip } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { Application } from '@shared/api-types.js';
import { ConfirmDelete } from '../ConfirmDelete.js';
import { tiktokHandle } from '@shared/streamer-name.js';

/** What the table (wide screens) and the cards (phones) of one page of applications take. */
export interface ApplicationListProps {
  applications: Application[];
  loading: boolean;
  emptyText: string;
  /** Selected ids, on this page and others. */
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  onOpen: (application: Application) => void;
  onDelete: (application: Application) => void;
}

export const dash = (value: string | null) => value || '—';

/**
 * „Details“ and the confirmed delete of one application; `compact` (the table, where eight columns
 * share the width) shows „Details“ as its icon with the name as label and tooltip.
 */
export function ApplicationActions({
  application,
  onOpen,
  onDelete,
  compact = false,
}: Pick<ApplicationListProps, 'onOpen' | 'onDelete'> & { application: Application; compact?: boolean }) {
  const details = (
    <Button
      size="small"
      icon={<EyeOutlined />}
      aria-label={compact ? 'Details' : undefined}
      onClick={() => onOpen(application)}
    >
      {compact ? null : 'Details'}
    </Button>
  );
  return (
    // Clicks here (and in the confirmation, a portal that still bubbles through React) must not open the row.
    <div className="row-actions" onClick={(event) => event.stopPropagation()}>
      {compact ? <Tooltip title="Details">{details}</Tooltip> : details}
      <ConfirmDelete
        description={`Die Bewerbung von ${tiktokHandle(application.tiktokUsername)} wird endgültig gelöscht.`}
        onConfirm={() => onDelete(application)}
      >
        <Button size="small" danger icon={<DeleteOutlined />} aria-label="Löschen" />
      </ConfirmDelete>
    </div>
  );
}
