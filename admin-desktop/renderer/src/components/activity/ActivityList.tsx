import { Button, type TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { ACTIVITY_ENTITY_LABELS } from '@shared/activity-log.js';
import type { ActivityEntry } from '@shared/api-types.js';
import { formatDateTimeSeconds } from '@admin/lib/date.js';
import { ClampedText } from '../ClampedText.js';
import { ListCard, ResponsiveList, TouchActions } from '../ResponsiveList.js';
import { changesSummary, NO_VALUE } from './activity-changes.js';

interface Props {
  entries: ActivityEntry[];
  loading: boolean;
  emptyText: string;
  onOpen: (entry: ActivityEntry) => void;
}

/** What a row is about, in words: „Geändert · FAQ · Wie bewerbe ich mich?“. */
export const entryTitle = (entry: ActivityEntry) =>
  `${entry.actionLabel} · ${ACTIVITY_ENTITY_LABELS[entry.entity]}${entry.entryName ? ` · ${entry.entryName}` : ''}`;

/**
 * One page of the Protokoll: a table on wide screens (Zeit, Person, Aktion, Bereich, Eintrag,
 * Änderungen), a card per row on narrow ones. A click on a row or its „Details“ opens it.
 */
export function ActivityList({ entries, loading, emptyText, onOpen }: Props) {
  const details = (entry: ActivityEntry, large = false) => (
    <Button
      size={large ? 'large' : 'small'}
      icon={<EyeOutlined />}
      aria-label={`Details: ${entryTitle(entry)}, ${formatDateTimeSeconds(entry.at)}`}
      onClick={(event) => {
        // The row's own click would open it a second time.
        event.stopPropagation();
        onOpen(entry);
      }}
    >
      Details
    </Button>
  );

  const columns: TableColumnsType<ActivityEntry> = [
    {
      title: 'Zeit',
      key: 'at',
      width: 190,
      render: (_, entry) => <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at)}</time>,
    },
    { title: 'Person', key: 'actor', render: (_, entry) => <ClampedText text={entry.actor.name} /> },
    { title: 'Aktion', key: 'action', render: (_, entry) => entry.actionLabel },
    { title: 'Bereich', key: 'entity', render: (_, entry) => ACTIVITY_ENTITY_LABELS[entry.entity] },
    {
      title: 'Eintrag',
      key: 'entityId',
      width: 200,
      render: (_, entry) => <ClampedText text={entry.entryName ?? NO_VALUE} />,
    },
    {
      title: 'Änderungen',
      key: 'changes',
      width: 200,
      render: (_, entry) => (
        <ClampedText text={changesSummary(entry.entity, entry.changes, entry.names)} lines={3} />
      ),
    },
    { title: 'Aktionen', key: 'open', width: 120, render: (_, entry) => details(entry) },
  ];

  return (
    <ResponsiveList<ActivityEntry>
      items={entries}
      loading={loading}
      emptyText={emptyText}
      label="Protokoll"
      columns={columns}
      scroll={{ x: 1140 }}
      rowClassName="activity-row"
      onRow={(entry) => ({ onClick: () => onOpen(entry) })}
      renderCard={(entry) => (
        <ListCard
          label={`${entryTitle(entry)}, ${formatDateTimeSeconds(entry.at)}`}
          title={entryTitle(entry)}
          onClick={() => onOpen(entry)}
          actions={<TouchActions end={details(entry, true)} />}
        >
          <div className="list-card__meta">
            <time dateTime={entry.at}>{formatDateTimeSeconds(entry.at)}</time> · {entry.actor.name}
          </div>
          <div className="list-card__meta">
            Änderungen: {changesSummary(entry.entity, entry.changes, entry.names)}
          </div>
        </ListCard>
      )}
    />
  );
}
