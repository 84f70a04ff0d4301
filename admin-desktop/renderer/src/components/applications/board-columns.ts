import type { Announcements } from '@dnd-kit/core';
import type { Application } from '@shared/api-types.js';
import { applicationListParams, type ApplicationListQuery } from '@shared/application-list.js';
import type { ApplicationOutcome, ApplicationStatus } from '@shared/constants.js';
import type { ApplicationUpdate } from '@shared/schemas/application.js';
import { tiktokHandle } from '@shared/streamer-name.js';
import { FILTER_KEYS } from './applications-view.js';

/** How many cards a column shows; more are in the list („Liste zeigt alle“). */
export const BOARD_PAGE_SIZE = 50;

type ColumnFilter = Pick<ApplicationListQuery, 'status' | 'outcome'>;

/** One column: its filter for the list API, and the PATCH that moves an application into it. */
export interface BoardColumn {
  key: string;
  title: string;
  filter: ColumnFilter;
  move: ApplicationUpdate;
}

/** A column of one state: the list's filter and the PATCH that moves a card there name the same. */
const stateColumn = (
  key: string,
  title: string,
  move: { status: ApplicationStatus; outcome?: ApplicationOutcome },
): BoardColumn => ({
  key,
  title,
  filter: { status: move.status, ...(move.outcome ? { outcome: move.outcome } : {}) },
  move,
});

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  stateColumn('new', 'Neu', { status: 'new' }),
  stateColumn('in_progress', 'In Bearbeitung', { status: 'in_progress' }),
  stateColumn('accepted', 'Angenommen', { status: 'completed', outcome: 'accepted' }),
  stateColumn('rejected', 'Abgelehnt', { status: 'completed', outcome: 'rejected' }),
  stateColumn('withdrawn', 'Zurückgezogen', { status: 'completed', outcome: 'withdrawn' }),
  // Completed "ohne Ergebnis": the server's outcome=none is "outcome is null", with the status.
  {
    key: 'done',
    title: 'Erledigt',
    filter: { status: 'completed', outcome: 'none' },
    move: { status: 'completed' },
  },
];

const columnTitle = (key: unknown) => BOARD_COLUMNS.find((column) => column.key === key)?.title ?? '';

/** The filters of a column: the URL's (country, search, assignee, source, order) with its status/outcome. */
export const columnFilters = (view: ApplicationListQuery, column: BoardColumn) =>
  applicationListParams(
    { ...view, status: undefined, outcome: undefined, ...column.filter },
    { only: FILTER_KEYS },
  );

export interface DragData {
  application: Application;
  from: string;
}

const nameOf = (data: unknown) =>
  tiktokHandle((data as DragData | undefined)?.application.tiktokUsername ?? '');

/** What a screen reader hears while a card is dragged, in German. */
export const ANNOUNCEMENTS: Announcements = {
  onDragStart: ({ active }) => `Bewerbung ${nameOf(active.data.current)} aufgenommen.`,
  onDragOver: ({ active, over }) =>
    over
      ? `Bewerbung ${nameOf(active.data.current)} über der Spalte „${columnTitle(over.id)}“.`
      : `Bewerbung ${nameOf(active.data.current)} über keiner Spalte.`,
  onDragEnd: ({ active, over }) =>
    over
      ? `Bewerbung ${nameOf(active.data.current)} in die Spalte „${columnTitle(over.id)}“ gelegt.`
      : `Bewerbung ${nameOf(active.data.current)} abgelegt, nicht verschoben.`,
  onDragCancel: ({ active }) => `Verschieben von ${nameOf(active.data.current)} abgebrochen.`,
};

export const SCREEN_READER_INSTRUCTIONS = {
  draggable:
    'Mit der Maus lässt sich die Karte in eine andere Spalte ziehen. Mit der Tastatur: die Schaltfläche „Verschieben“ der Karte.',
};
