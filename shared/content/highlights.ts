import { validationMessages } from '../messages.js';
import { couldNot, defineContent } from './define.js';

const m = validationMessages.highlight;

const monthYear = new Intl.DateTimeFormat('de-DE', {
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/Berlin',
});

/** The current month and year in German long form ("November 2026"): a new highlight's date. */
export const currentMonthYear = (now = new Date()) => monthYear.format(now);

/** Highlights of the agency's creators: events, campaigns, milestones, with a picture. */
export const highlights = defineContent({
  name: 'highlights',
  fields: {
    title: {
      kind: 'text',
      min: 1,
      max: 200,
      message: m.title,
      label: 'Titel',
      searchable: true,
      column: { width: 200 },
    },
    description: {
      kind: 'text',
      min: 1,
      max: 2000,
      multiline: true,
      rows: 4,
      message: m.description,
      label: 'Beschreibung',
      searchable: true,
      column: { show: 'ellipsis' },
    },
    imageUrl: {
      kind: 'image',
      picture: 'highlight',
      message: m.imageUrl,
      label: 'Vorschaubild',
      column: { title: 'Bild', width: 112, show: 'thumbnail' },
    },
    date: {
      kind: 'text',
      min: 1,
      max: 50,
      message: m.date,
      label: 'Datum',
      hint: m.dateHint,
      suggest: currentMonthYear,
      searchable: true,
      column: { width: 140 },
    },
  },
  order: {
    first: 0,
    newEntry: 'count',
    move: 'swap',
    whenCleared: 'zero',
    hint: '1 = ganz oben',
    columnWidth: 90,
  },
  admin: {
    menu: 'Highlights',
    path: '/highlights',
    title: 'Highlights',
    one: 'Highlight',
    add: 'Neues Highlight',
    form: 'highlight',
    list: 'Highlights',
    nameField: 'title',
    columns: ['imageUrl', 'title', 'description', 'date', 'order'],
    scrollX: 900,
    ...couldNot('Das Highlight'),
    loadFailed: 'Fehler beim Laden der Highlights.',
    empty: 'Keine Highlights vorhanden.',
    deleteConfirm: 'Das Highlight „{title}“ wird dauerhaft gelöscht.',
  },
});
