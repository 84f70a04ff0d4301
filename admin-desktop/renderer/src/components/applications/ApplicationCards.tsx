import { Checkbox, Empty, Spin } from 'antd';
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

/**
 * The applications on phones: one card per application with what the table's columns show, its
 * checkbox and its actions, so nothing needs sideways scrolling. A tap on the card opens it.
 */
export function ApplicationCards({
  applications,
  loading,
  emptyText,
  selectedIds,
  onSelectionChange,
  onOpen,
  onDelete,
}: ApplicationListProps) {
  const assignees = useAssignees();
  const now = useNow();
  const selected = new Set(selectedIds);
  const pageIds = applications.map((row) => row.id);
  const selectedOnPage = pageIds.filter((id) => selected.has(id)).length;
  const toggle = (ids: number[], on: boolean) =>
    onSelectionChange(
      on
        ? [...selectedIds, ...ids.filter((id) => !selected.has(id))]
        : selectedIds.filter((id) => !ids.includes(id)),
    );

  if (!loading && applications.length === 0) {
    return (
      <Empty
        className="application-cards__empty"
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={emptyText}
      />
    );
  }

  return (
    <Spin spinning={loading}>
      <Checkbox
        className="application-cards__select-all"
        checked={applications.length > 0 && selectedOnPage === applications.length}
        indeterminate={selectedOnPage > 0 && selectedOnPage < applications.length}
        onChange={(event) => toggle(pageIds, event.target.checked)}
      >
        Alle auf dieser Seite auswählen
      </Checkbox>
      <ul className="application-cards">
        {applications.map((row) => (
          <li
            key={row.id}
            className={`application-card clickable-row${selected.has(row.id) ? ' application-card--selected' : ''}`}
            onClick={() => onOpen(row)}
          >
            <div className="application-card__head">
              <span onClick={(event) => event.stopPropagation()}>
                <Checkbox
                  aria-label={`${tiktokHandle(row.tiktokUsername)} auswählen`}
                  checked={selected.has(row.id)}
                  onChange={(event) => toggle([row.id], event.target.checked)}
                />
              </span>
              <TikTokLink username={row.tiktokUsername} className="application-card__name break-long-words" />
              <StatusTag status={row.status} />
              <OutcomeTag outcome={row.outcome} />
              <OverdueTag overdue={isOverdueApplication(row, now)} />
            </div>
            <PreviousTag count={row.previousApplications} />
            <dl className="application-card__facts">
              <dt>Land</dt>
              <dd>{row.country}</dd>
              <dt>Datum</dt>
              <dd>
                <Arrival at={row.createdAt} now={now} />
              </dd>
              <dt>WhatsApp</dt>
              <dd className="break-long-words">{dash(row.whatsappNumber)}</dd>
              <dt>Zuständig</dt>
              <dd className="break-long-words">{assigneeName(assignees.data, row.assigneeId)}</dd>
              <dt>Quelle</dt>
              <dd>
                <SourceCell source={row.source} />
              </dd>
            </dl>
            <ApplicationActions application={row} onOpen={onOpen} onDelete={onDelete} />
          </li>
        ))}
      </ul>
    </Spin>
  );
}
