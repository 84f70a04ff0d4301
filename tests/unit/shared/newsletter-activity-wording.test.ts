import { describe, expect, it } from 'vitest';
import { ACTIVITY_ACTION_LABELS, ACTIVITY_ENTITY_LABELS } from '@shared/activity-log.js';
import { changesText } from '@shared/activity-wording.js';
import { entryName } from '@server/presenters/activity-log.js';
import type { ActivityRow } from '@server/services/activity-log.js';

/**
 * The Protokoll's words for what staff do with the newsletter's subscribers (issue 40): a removal
 * names the subscriber by number, an export its format, count and state; a search is only said
 * to have been there, never shown (it may be part of an address).
 */

const row = (over: Partial<ActivityRow>): ActivityRow => ({
  id: 1,
  at: '2026-12-10T10:00:00.000Z',
  actorId: 1,
  actorName: 'Anna Inhaberin',
  actorIp: null,
  action: 'subscriber-remove',
  entity: 'newsletter-subscribers',
  entityId: '12',
  changes: null,
  prevHash: '0',
  hash: '1',
  ...over,
});

describe('the newsletter subscribers in the Protokoll', () => {
  it('names a removal „Abonnent entfernt“ with the subscriber number, never an address', () => {
    expect(ACTIVITY_ACTION_LABELS['subscriber-remove']).toBe('Abonnent entfernt');
    expect(ACTIVITY_ENTITY_LABELS['newsletter-subscribers']).toBe('Newsletter-Abonnenten');
    expect(entryName(row({}))).toBe('Abonnent #12');
    expect(
      changesText('newsletter-subscribers', {
        subscriberStatus: { before: null, after: 'pending' },
        droppedMails: { before: null, after: 1 },
      }),
    ).toBe('Status: Ausstehend\nNicht mehr gesendete Newsletter: 1');
  });

  it('words an export with format, count and state; the search withheld as personal', () => {
    expect(
      changesText('newsletter-subscribers', {
        format: { before: null, after: 'xlsx' },
        count: { before: null, after: 3 },
        subscriberStatus: { before: null, after: 'confirmed' },
        q: { withheld: true },
      }),
    ).toBe('Format: Excel\nAnzahl: 3\nStatus: Bestätigt\nSuche: geändert (nicht protokolliert)');
  });
});
