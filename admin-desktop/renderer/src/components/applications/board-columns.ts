import type { Announcements } from '@dnd-kit/core';
import type { Application } from '@shared/api-types.js';
import { applicationListParams, type ApplicationListQuery } from '@shared/application-list.js';
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

export const BOARD_COLUMNS: readonly BoardColumn[] = [
  { key: 'new', title: 'Neu', filter: { status: 'new' }, move: { status: 'new' } },
  {
    key: 'in_progress',
    title: 'In Bearbeitung',
    filter: { status: 'in_progress' },
    move: { status: 'in_progress' },
  },
  {
    key: 'accepted',
    title: 'Angenommen',
    filter: { status: 'completed', outcome: 'accepted' },
    move: { status: 'completed', outcome: 'accepted' },
  },
  {
    key: 'rejected',
    title: 'Abgelehnt',
    filter: { status: 'completed', outcome: 'rejected' },
    move: { status: 'completed', outcome: 'rejected' },
  },
  {
    key: 'withdrawn',
    title: 'Zurückgezogen',
    filter: { status: 'completed', outcome: 'withdrawn' },
    move: { status: 'completed', outcome: 'withdrawn' },
  },
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
