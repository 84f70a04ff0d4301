import { Button, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { Application } from '@shared/api-types.js';
import { formatDateTime } from '@admin/lib/date.js';
import { StatusTag } from './status.js';
import { ConfirmDelete } from '../ConfirmDelete.js';

interface Props {
  applications: Application[];
  loading: boolean;
  emptyText: string;
  onOpen: (application: Application) => void;
  onDelete: (application: Application) => void;
}

const dash = (value: string | null) => value || '—';

/** The applications of spec section 2: status, TikTok name, WhatsApp, country, date; a row click opens it. */
export function ApplicationsTable({ applications, loading, emptyText, onOpen, onDelete }: Props) {
  const columns: TableColumnsType<Application> = [
    {
      title: 'Status',
      dataIndex: 'status',
      width: 150,
      render: (_, row) => <StatusTag status={row.status} />,
    },
    { title: 'TikTok-Name', dataIndex: 'tiktokUsername', ellipsis: true },
    {
      title: 'WhatsApp',
      dataIndex: 'whatsappNumber',
      width: 180,
      render: (_, row) => dash(row.whatsappNumber),
    },
    { title: 'Land', dataIndex: 'country', width: 130 },
    { title: 'Datum', dataIndex: 'createdAt', width: 190, render: (_, row) => formatDateTime(row.createdAt) },
    {
      title: 'Aktionen',
      key: 'actions',
      width: 150,
      render: (_, row) => (
        // Clicks here (and in the confirmation, a portal that still bubbles through React) must not open the row.
        <div className="row-actions" onClick={(event) => event.stopPropagation()}>
          <Button size="small" icon={<EyeOutlined />} onClick={() => onOpen(row)}>
            Details
          </Button>
          <ConfirmDelete
            description={`Die Bewerbung von ${row.tiktokUsername} wird endgültig gelöscht.`}
            onConfirm={() => onDelete(row)}
          >
            <Button size="small" danger icon={<DeleteOutlined />} aria-label="Löschen" />
          </ConfirmDelete>
        </div>
      ),
    },
  ];

  return (
    <Table<Application>
      rowKey="id"
      columns={columns}
      dataSource={applications}
      loading={loading}
      pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
      scroll={{ x: 1060 }}
      locale={{ emptyText }}
      rowClassName="clickable-row"
      onRow={(row) => ({ onClick: () => onOpen(row) })}
    />
  );
}
