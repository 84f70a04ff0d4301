import { Button, Descriptions, Modal, Table, Typography, type TableColumnsType } from 'antd';
import { ACTIVITY_ENTITY_LABELS } from '@shared/activity-log.js';
import type { ActivityEntry } from '@shared/api-types.js';
import { formatDateTimeSeconds } from '@admin/lib/date.js';
import { useNarrowScreen } from '../ResponsiveList.js';
import { changeRows, NO_VALUE, withheldText, type ChangeRow } from './activity-changes.js';

interface Props {
  entry: ActivityEntry;
  open: boolean;
  onClose: () => void;
}

/** A value of the before/after table: its lines kept, long words broken. */
const Value = ({ text }: { text: string }) => <span className="activity-value">{text}</span>;

/**
 * One row of the Protokoll: when, who (and from which address), what, and each changed field's
 * value before and after side by side. Withheld values (personal data, secrets) say so instead.
 */
export function ActivityDialog({ entry, open, onClose }: Props) {
  const rows = changeRows(entry.entity, entry.changes, entry.names);
  const withheld = withheldText(entry.entity);
  const narrow = useNarrowScreen();
  const withheldNote = (
    <Typography.Text type="secondary" italic>
      {withheld}
    </Typography.Text>
  );

  const columns: TableColumnsType<ChangeRow> = [
    { title: 'Feld', dataIndex: 'label', width: '26%', render: (label: string) => <strong>{label}</strong> },
    {
      title: 'Vorher',
      dataIndex: 'before',
      width: '37%',
      // A withheld field spans both value columns with one note.
      onCell: (row) => ({ colSpan: row.before === null ? 2 : 1 }),
      render: (_, row) => (row.before === null ? withheldNote : <Value text={row.before} />),
    },
    {
      title: 'Nachher',
      dataIndex: 'after',
      width: '37%',
      onCell: (row) => ({ colSpan: row.after === null ? 0 : 1 }),
      render: (_, row) => (row.after === null ? null : <Value text={row.after} />),
    },
  ];

  return (
    <Modal
      open={open}
      title="Protokolleintrag"
      onCancel={onClose}
      destroyOnHidden
      width={760}
      footer={<Button onClick={onClose}>Schließen</Button>}
    >
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 130 } }}
        items={[
          { key: 'at', label: 'Zeit', children: formatDateTimeSeconds(entry.at) },
          { key: 'actor', label: 'Person', children: entry.actor.name },
          { key: 'ip', label: 'Adresse', children: entry.ip ?? NO_VALUE },
          { key: 'action', label: 'Aktion', children: entry.actionLabel },
          { key: 'entity', label: 'Bereich', children: ACTIVITY_ENTITY_LABELS[entry.entity] },
          { key: 'entityId', label: 'Eintrag', children: entry.entryName ?? NO_VALUE },
        ]}
      />
      <Typography.Title level={2} className="activity-dialog__heading">
        Änderungen
      </Typography.Title>
      {narrow && rows.length > 0 ? (
        // Phones: the field's name above its two values, which keep the width of the dialog between them.
        <div className="activity-changes">
          {rows.map((row) => (
            <Descriptions
              key={row.field}
              className="activity-change"
              title={row.label}
              bordered
              size="small"
              layout="vertical"
              column={2}
              items={
                row.before === null
                  ? [{ key: 'withheld', label: 'Vorher und nachher', span: 2, children: withheldNote }]
                  : [
                      { key: 'before', label: 'Vorher', children: <Value text={row.before} /> },
                      { key: 'after', label: 'Nachher', children: <Value text={row.after ?? NO_VALUE} /> },
                    ]
              }
            />
          ))}
        </div>
      ) : (
        <Table<ChangeRow>
          className="activity-changes"
          rowKey="field"
          size="small"
          columns={columns}
          dataSource={rows}
          pagination={false}
          tableLayout="fixed"
          locale={{ emptyText: 'Keine Felder geändert.' }}
        />
      )}
    </Modal>
  );
}
