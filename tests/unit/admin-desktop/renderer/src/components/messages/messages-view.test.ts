import { describe, expect, it } from 'vitest';
import type { ContactMessage } from '@shared/api-types.js';
import { matchesSearch, MESSAGES_VIEW } from '@admin/components/messages/messages-view.js';

const message: ContactMessage = {
  id: 3,
  name: 'Jürgen Groß',
  email: 'juergen@example.org',
  whatsappNumber: '+49 170 1234567',
  telegramUsername: null,
  subject: 'Kooperation',
  message: 'Wir möchten ÜBER eine Zusammenarbeit sprechen.',
  isRead: false,
  answered: false,
  answeredAt: null,
  createdAt: '2026-12-01T09:00:00.000Z',
};

describe('the inbox’s search', () => {
  it.each([['jürgen'], ['GROß'], ['EXAMPLE.org'], ['kooperation'], ['über eine']])(
    'finds %j in name, e-mail, subject or text, ignoring case',
    (q) => {
      expect(matchesSearch(message, q)).toBe(true);
    },
  );

  it('looks nowhere else, and an empty search finds everything', () => {
    expect(matchesSearch(message, '1234567')).toBe(false);
    expect(matchesSearch(message, 'anna')).toBe(false);
    expect(matchesSearch(message, undefined)).toBe(true);
  });
});

describe('the inbox’s view in the URL', () => {
  it('reads and writes q and overdue=1, leaving out what is not set', () => {
    const view = MESSAGES_VIEW.read(new URLSearchParams('q=%20anna%20&overdue=1'));
    expect(view).toEqual({ q: 'anna', overdue: true });
    expect(MESSAGES_VIEW.write(view).toString()).toBe('q=anna&overdue=1');
    expect(MESSAGES_VIEW.read(new URLSearchParams('overdue=ja&q='))).toEqual({});
    expect(MESSAGES_VIEW.write({}).toString()).toBe('');
  });
});
