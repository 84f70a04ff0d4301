import { WEEKDAY_LABELS, WEEKDAYS } from '../constants.js';
import { validationMessages } from '../messages.js';
import { compareSlots, parseWeekday } from '../weekdays.js';
import { couldNot, defineContent } from './define.js';

const m = validationMessages.livestream;

/** The weekly livestream plan: the days and times the agency's creators are live. */
export const livestreams = defineContent({
  name: 'livestreams',
  fields: {
    day: {
      kind: 'choice',
      values: WEEKDAYS,
      labels: WEEKDAY_LABELS,
      // Entries made elsewhere may say "Fr", "Freitag" or 5.
      read: parseWeekday,
      message: m.day,
      label: 'Tag',
      placeholder: 'Tag auswählen',
      searchable: true,
      column: { width: 120, show: 'custom' },
    },
    time: {
      kind: 'text',
      min: 1,
      max: 50,
      message: m.time,
      label: 'Uhrzeit',
      placeholder: '19:00',
      searchable: true,
      column: { width: 100 },
    },
    title: {
      kind: 'text',
      min: 1,
      max: 200,
      message: m.title,
      label: 'Titel',
      searchable: true,
      column: { width: 240, show: 'strong' },
    },
    description: {
      kind: 'text',
      min: 0,
      max: 2000,
      optional: true,
      multiline: true,
      rows: 3,
      label: 'Beschreibung',
      searchable: true,
      column: { show: 'ellipsis-or-dash' },
    },
    isLive: {
      kind: 'boolean',
      default: false,
      label: 'Gerade live',
      column: { title: 'Live', width: 80, show: 'custom' },
    },
  },
  order: {
    first: 0,
    newEntry: 'count',
    move: 'swap',
    // Monday to Sunday, then the time: the website's order, its week starting with today.
    slots: (a, b) =>
      compareSlots(
        { day: a.day as string, time: String(a.time) },
        { day: b.day as string, time: String(b.time) },
      ),
    whenCleared: 'server',
    hint: 'Zählt nur zwischen Terminen mit gleichem Tag und gleicher Uhrzeit.',
  },
  admin: {
    help:
      'Die Liste zeigt den Plan von Montag bis Sonntag und an einem Tag nach Uhrzeit, die Website ebenso, ' +
      'beginnend mit heute. Die Position entscheidet nur zwischen Terminen mit gleichem Tag und gleicher ' +
      'Uhrzeit: nur dort gibt es „Nach oben“ und „Nach unten“. Das ' +
      'LIVE-Zeichen tragen nur Termine, die „Gerade live“ sind. Ist keiner „Gerade live“, zeigt die ' +
      'Website beim nächsten Termin „Als Nächstes“ statt LIVE.',
    menu: 'Livestream-Plan',
    path: '/livestream',
    title: 'Livestream-Plan',
    one: 'Livestream',
    add: 'Neuer Livestream',
    form: 'livestream',
    list: 'Livestreams',
    nameField: 'title',
    scrollX: 900,
    ...couldNot('Der Livestream', ['create', 'update']),
    loadFailed: 'Fehler beim Laden der Livestreams.',
    empty: 'Momentan sind keine Livestreams geplant.',
    deleteConfirm: 'Der Livestream „{title}“ wird endgültig entfernt.',
  },
});
