import { DEFAULT_FEEDBACK_ROLE, FEEDBACK_RATING } from '../constants.js';
import { validationMessages } from '../messages.js';
import { defineContent } from './define.js';

const m = validationMessages.feedback;

/** What creators say about the agency, with their picture and a star rating. */
export const feedbacks = defineContent({
  name: 'feedbacks',
  fields: {
    name: { kind: 'text', min: 3, max: 100, message: m.name, label: 'Name', autoComplete: 'off' },
    content: {
      kind: 'text',
      min: 5,
      max: 2000,
      multiline: true,
      rows: 4,
      showCount: true,
      message: m.content,
      label: 'Text',
    },
    rating: {
      kind: 'rating',
      min: FEEDBACK_RATING.min,
      max: FEEDBACK_RATING.max,
      step: 0.5,
      default: FEEDBACK_RATING.default,
      message: m.rating,
      label: 'Bewertung',
    },
    role: {
      kind: 'text',
      min: 0,
      max: 100,
      optional: true,
      label: 'Rolle',
      hint: `Leer lassen für „${DEFAULT_FEEDBACK_ROLE}“`,
      placeholder: DEFAULT_FEEDBACK_ROLE,
      autoComplete: 'off',
    },
    profileImageUrl: {
      kind: 'image',
      picture: 'profile',
      message: m.profileImageUrl,
      label: 'Profilbild',
      uploadHint: 'Empfohlen: 400x400 Pixel, quadratisch',
    },
    tiktokUrl: {
      kind: 'url',
      optional: true,
      browserCheck: true,
      label: 'TikTok-URL',
      placeholder: 'https://www.tiktok.com/@name',
      autoComplete: 'off',
    },
  },
  order: { first: 1, newEntry: 'next', whenCleared: 'server', hint: '1 = ganz oben' },
  admin: {
    whenEmpty:
      'Keine Feedbacks gespeichert: Die Website zeigt deshalb die eingebauten Beispiel-Feedbacks, bis ' +
      'Sie eines anlegen.',
    menu: 'Feedbacks',
    path: '/feedbacks',
    title: 'Feedbacks',
    one: 'Feedback',
    add: 'Neues Feedback',
    form: 'feedback-form',
    loadFailed: 'Fehler beim Laden der Feedbacks',
  },
});
