import { Table, type TableColumnsType, type TableProps } from 'antd';
import type { SortOrder } from 'antd/es/table/interface.js';
import type { Application } from '@shared/api-types.js';
import {
  DEFAULT_APPLICATION_SORT,
  parseSort,
  type ApplicationSort,
  type ApplicationSortField,
} from '@shared/application-list.js';
import { isOverdueApplication } from '@shared/overdue.js';
import { useNow } from '@admin/lib/now.js';
import { Arrival, OverdueTag } from '../Overdue.js';
import { ApplicationActions, dash, type ApplicationListProps } from './list-parts.js';
import { StatusTag } from './status.js';
import { OutcomeTag } from './outcome.js';
import { assigneeName, useAssignees } from './assignees.js';
import { PreviousTag, SourceCell } from './source.js';
import { tiktokHandle } from '@shared/streamer-name.js';
import { TikTokLink } from './TikTokLink.js';

interface Props extends ApplicationListProps {
  sort: ApplicationSort;
  onSortChange: (sort: ApplicationSort) => void;
}

// Without a "none" step a click always flips the order (antd moves to the entry after the current one).
const SORT_DIRECTIONS: SortOrder[] = ['ascend', 'descend', 'ascend'];

/**
 * The applications as a table on wide screens: status (with „überfällig“ past the 48 hours), TikTok
 * name, WhatsApp, country, date and age; the server sorts (by a click on a header) and pages; a row
 * click opens it.
 */
export function ApplicationsTable({ sort, onSortChange, ...list }: Props) {
  const { onOpen, onDelete } = list;
  const assignees = useAssignees();
  const now = useNow();
  const { field, descending } = parseSort(sort);
  const sortable = (key: ApplicationSortField) => ({
    key,
    sorter: true,
    sortDirections: SORT_DIRECTIONS,
    sortOrder: (field === key ? (descending ? 'descend' : 'ascend') : null) as SortOrder,
  });

  const columns: TableColumnsType<Application> = [
    {
      title: 'Status',
      dataIndex: 'status',
      // Status and outcome tags side by side, or one above the other.
      width: 160,
      render: (_, row) => (
        <>
          <StatusTag status={row.status} />
          <OutcomeTag outcome={row.outcome} />
          <OverdueTag overdue={isOverdueApplication(row, now)} />
        </>
      ),
      ...sortable('status'),
    },
    {
      title: 'TikTok-Name',
      dataIndex: 'tiktokUsername',
      // The name the list is about: the widest column, never squeezed by the others; the
      // „Bereits beworben“ tag beside it, or below it when both do not fit.
      width: 210,
      render: (_, row) => (
        <div className="application-name-cell">
          <TikTokLink username={row.tiktokUsername} /> <PreviousTag count={row.previousApplications} />
        </div>
      ),
      ...sortable('tiktokUsername'),
    },
    {
      title: 'WhatsApp',
      dataIndex: 'whatsappNumber',
      width: 150,
      render: (_, row) => dash(row.whatsappNumber),
    },
    { title: 'Land', dataIndex: 'country', width: 110, ...sortable('country') },
    { title: 'Quelle', key: 'source', width: 110, render: (_, row) => <SourceCell source={row.source} /> },
    {
      title: 'Zuständig',
      dataIndex: 'assigneeId',
      width: 110,
      render: (_, row) => assigneeName(assignees.data, row.assigneeId),
    },
    {
      title: 'Datum',
      dataIndex: 'createdAt',
      width: 150,
      render: (_, row) => <Arrival at={row.createdAt} now={now} />,
      ...sortable('createdAt'),
    },
    {
      title: 'Aktionen',
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <ApplicationActions application={row} onOpen={onOpen} onDelete={onDelete} compact />
      ),
    },
  ];

  const onChange: TableProps<Application>['onChange'] = (_pagination, _filters, sorter, { action }) => {
    if (action !== 'sort' || Array.isArray(sorter)) return;
    const key = sorter.columnKey as ApplicationSortField | undefined;
    if (!key || !sorter.order) return onSortChange(DEFAULT_APPLICATION_SORT);
    onSortChange(sorter.order === 'descend' ? `-${key}` : key);
  };

  return (
    <Table<Application>
      rowKey="id"
      columns={columns}
      dataSource={list.applications}
      loading={list.loading}
      // The page control sits below the list, shared with the cards on phones.
      pagination={false}
      // The columns' widths and the selection's: at 1440 px it fits beside the sidebar.
      scroll={{ x: 1150 }}
      // Each column at least as wide as its longest word: words stay whole („Deutschland“), the
      // widths above are what a column starts from.
      tableLayout="auto"
      locale={{ emptyText: list.emptyText }}
      onChange={onChange}
      rowSelection={{
        selectedRowKeys: list.selectedIds,
        preserveSelectedRowKeys: true,
        onChange: (keys) => list.onSelectionChange(keys as number[]),
        getCheckboxProps: (row) => ({ 'aria-label': `${tiktokHandle(row.tiktokUsername)} auswählen` }),
        getTitleCheckboxProps: () => ({ 'aria-label': 'Alle auf dieser Seite auswählen' }),
        // A click next to the checkbox selects nothing, and must not open the row either.
        onCell: () => ({ onClick: (event) => event.stopPropagation() }),
      }}
      rowClassName="clickable-row"
      onRow={(row) => ({ onClick: () => onOpen(row) })}
    />
  );
}
