import { validationMessages } from '../messages.js';
import { defineContent } from './define.js';

const m = validationMessages.faq;

/** Questions and answers of the FAQ section. */
export const faqs = defineContent({
  name: 'faqs',
  fields: {
    question: { kind: 'text', min: 5, max: 300, message: m.question, label: 'Frage', searchable: true },
    answer: {
      kind: 'text',
      min: 10,
      max: 5000,
      multiline: true,
      rows: 5,
      message: m.answer,
      label: 'Antwort',
      searchable: true,
    },
  },
  order: { first: 1, newEntry: 'next', move: 'single', whenCleared: 'server', hint: '1 = ganz oben' },
  admin: {
    whenEmpty:
      'Keine FAQ-Einträge gespeichert: Die Website zeigt deshalb die eingebauten Beispielfragen, bis Sie ' +
      'einen Eintrag anlegen.',
    menu: 'FAQ',
    path: '/faq',
    title: 'FAQ',
    one: 'FAQ',
    add: 'Neuer FAQ-Eintrag',
    form: 'faq',
    loadFailed: 'Fehler beim Laden der FAQ-Einträge',
  },
});
