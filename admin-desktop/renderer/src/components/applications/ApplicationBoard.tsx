import { useState } from 'react';
import { Button, Dropdown, Spin } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import {
  DndContext,
  DragOverlay,
  PointerSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import type { Application } from '@shared/api-types.js';
import type { ApplicationListQuery } from '@shared/application-list.js';
import { tiktokHandle } from '@shared/streamer-name.js';
import { breakableHandle } from '../../lib/breakable-handle.js';
import { isOverdueApplication } from '@shared/overdue.js';
import { formatAge, formatDateTime } from '@admin/lib/date.js';
import { useNow } from '@admin/lib/now.js';
import { OverdueTag } from '../Overdue.js';
import { API, reasonOf, useApiPage } from '@admin/api/client.js';
import type { ViewUpdate } from '@admin/lib/url-view.js';
import { useToast } from '@admin/lib/toast.js';
import { assigneeName, useAssignees } from './assignees.js';
import { PreviousTag, SourceCell } from './source.js';
import { useApplicationUpdate, type ApplicationsView } from './applications-view.js';
import { ApplicationsHeader } from './ApplicationsHeader.js';
import { useApplicationDialog } from './useApplicationDialog.js';
import {
  ANNOUNCEMENTS,
  BOARD_COLUMNS,
  BOARD_PAGE_SIZE,
  columnFilters,
  SCREEN_READER_INSTRUCTIONS,
  type BoardColumn,
  type DragData,
} from './board-columns.js';

const NO_ROWS: Application[] = [];

interface ScreenProps {
  view: ApplicationsView;
  navigateTo: ViewUpdate<ApplicationsView>;
  onSwitch: (board: boolean) => void;
}

/** The board's screen: the list's header and exports, the switch, the filters besides status and outcome. */
export function ApplicationBoardScreen({ view, navigateTo, onSwitch }: ScreenProps) {
  return (
    <>
      <ApplicationsHeader
        view={view}
        board
        onSwitch={onSwitch}
        // Back to page 1 for the list the switch leads back to.
        onChange={(change, options) => navigateTo({ ...change, page: 1 }, options)}
      />
      <ApplicationBoard view={view} />
    </>
  );
}

/**
 * /admin/bewerbungen?ansicht=board: one column per state (status and outcome), each its own first
 * page of the list API with the URL's other filters. A card moves by drag or by its „Verschieben“
 * menu: one PATCH with the column's status (and outcome), then every column is asked again.
 */
export function ApplicationBoard({ view }: { view: ApplicationListQuery }) {
  const toast = useToast();
  const update = useApplicationUpdate();
  const { open: onOpen, dialog } = useApplicationDialog(NO_ROWS);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }));

  const move = (application: Application, to: BoardColumn) =>
    update.mutate(
      { id: application.id, data: to.move },
      {
        onSuccess: () => toast.success('Bewerbung verschoben'),
        onError: (error) => toast.error('Die Bewerbung konnte nicht verschoben werden.', reasonOf(error)),
      },
    );

  // The card being dragged, drawn above the columns (no column clips it).
  const [dragged, setDragged] = useState<Application | null>(null);
  const onDragStart = ({ active }: DragStartEvent) =>
    setDragged((active.data.current as DragData | undefined)?.application ?? null);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const data = active.data.current as DragData | undefined;
    const to = BOARD_COLUMNS.find((column) => column.key === over?.id);
    if (data && to && to.key !== data.from) move(data.application, to);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={onDragStart}
      onDragEnd={onDragEnd}
      onDragCancel={() => setDragged(null)}
      accessibility={{ announcements: ANNOUNCEMENTS, screenReaderInstructions: SCREEN_READER_INSTRUCTIONS }}
    >
      <div className="application-board">
        {BOARD_COLUMNS.map((column) => (
          <Column key={column.key} column={column} view={view} onOpen={onOpen} onMove={move} />
        ))}
      </div>
      <DragOverlay>
        {dragged && (
          <div className="application-board__card application-board__card--overlay" aria-hidden>
            <span className="application-board__name break-long-words">
              {breakableHandle(tiktokHandle(dragged.tiktokUsername))}
            </span>
            {dragged.country}
          </div>
        )}
      </DragOverlay>
      {dialog}
    </DndContext>
  );
}

interface ColumnProps {
  column: BoardColumn;
  view: ApplicationListQuery;
  onOpen: (application: Application) => void;
  onMove: (application: Application, to: BoardColumn) => void;
}

function Column({ column, view, onOpen, onMove }: ColumnProps) {
  const filters = columnFilters(view, column);
  const request = new URLSearchParams({ page: '1', pageSize: String(BOARD_PAGE_SIZE) });
  for (const [key, value] of filters) request.set(key, value);
  const page = useApiPage(API.applications.list, request);
  const now = useNow();
  const { setNodeRef, isOver } = useDroppable({ id: column.key });
  const rows = page.data?.rows ?? [];
  const total = page.data?.total ?? 0;
  const headingId = `application-board-${column.key}`;

  return (
    <section
      ref={setNodeRef}
      className={`application-board__column${isOver ? ' application-board__column--over' : ''}`}
      aria-labelledby={headingId}
    >
      <h2 id={headingId} className="application-board__title">
        {column.title} <span className="application-board__count">{page.data ? total : '…'}</span>
      </h2>
      {page.isError && !page.data && (
        <p className="application-board__note" role="alert">
          Fehler beim Laden der Spalte.
        </p>
      )}
      <Spin spinning={page.isPending || page.isFetching}>
        {rows.length === 0 ? (
          !page.isError && (
            <p className="application-board__note">
              {page.isPending ? 'Wird geladen …' : 'Keine Bewerbungen'}
            </p>
          )
        ) : (
          <ul className="application-board__cards stacked-list" aria-labelledby={headingId}>
            {rows.map((application) => (
              <Card
                key={application.id}
                application={application}
                column={column}
                now={now}
                onOpen={onOpen}
                onMove={onMove}
              />
            ))}
          </ul>
        )}
      </Spin>
      {total > rows.length && page.data && (
        <p className="application-board__more">
          {rows.length} von {total} —{' '}
          <Link to={{ pathname: '/bewerbungen', search: `?${filters.toString()}` }}>Liste zeigt alle</Link>
        </p>
      )}
    </section>
  );
}

interface CardProps {
  application: Application;
  column: BoardColumn;
  now: number;
  onOpen: (application: Application) => void;
  onMove: (application: Application, to: BoardColumn) => void;
}

function Card({ application, column, now, onOpen, onMove }: CardProps) {
  const assignees = useAssignees();
  const name = tiktokHandle(application.tiktokUsername);
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: application.id,
    data: { application, from: column.key } satisfies DragData,
  });
  const others = BOARD_COLUMNS.filter((other) => other.key !== column.key);

  return (
    <li
      ref={setNodeRef}
      className={`application-board__card clickable-row${isDragging ? ' application-board__card--dragging' : ''}`}
      aria-describedby={attributes['aria-describedby']}
      data-application-id={application.id}
      {...listeners}
      onClick={() => onOpen(application)}
    >
      <button
        type="button"
        className="application-board__name break-long-words"
        onClick={(event) => {
          event.stopPropagation();
          onOpen(application);
        }}
      >
        {breakableHandle(name)}
      </button>
      <OverdueTag overdue={isOverdueApplication(application, now)} />
      <PreviousTag count={application.previousApplications} />
      <dl className="application-board__facts">
        <dt>Eingang</dt>
        <dd>
          <time dateTime={application.createdAt} title={formatDateTime(application.createdAt)}>
            {formatAge(application.createdAt, now)}
          </time>
        </dd>
        <dt>Land</dt>
        <dd>{application.country}</dd>
        <dt>Quelle</dt>
        <dd>
          <SourceCell source={application.source} />
        </dd>
        <dt>Zuständig</dt>
        <dd className="break-long-words">{assigneeName(assignees.data, application.assigneeId)}</dd>
      </dl>
      <span onClick={(event) => event.stopPropagation()}>
        <Dropdown
          trigger={['click']}
          // Opened by keyboard, the focus goes into the menu (arrows, Enter, Escape).
          autoFocus
          menu={{
            items: others.map((other) => ({ key: other.key, label: other.title })),
            onClick: ({ key }) => {
              const to = BOARD_COLUMNS.find((other) => other.key === key);
              if (to) onMove(application, to);
            },
          }}
        >
          <Button size="small" aria-label={`${name} verschieben`}>
            Verschieben <DownOutlined />
          </Button>
        </Dropdown>
      </span>
    </li>
  );
}
