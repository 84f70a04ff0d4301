import { describe, expect, it } from 'vitest';
import { deletionNote } from '@admin/components/applications/retention.js';

describe('deletionNote (the application dialog’s line about the automatic deletion)', () => {
  it('gives the Berlin day of deleteAfter and the period for a completed application', () => {
    expect(
      deletionNote({
        status: 'completed',
        completedAt: '2026-11-25T22:30:00.000Z',
        deleteAfter: '2027-05-24T22:30:00.000Z', // 00:30 on 25 May in Berlin
      }),
    ).toBe('Wird ab dem 25.05.2027 automatisch gelöscht (Aufbewahrung: 180 Tage nach „Erledigt“).');
    expect(
      deletionNote({
        status: 'completed',
        completedAt: '2026-11-25T10:00:00.000Z',
        deleteAfter: '2026-11-26T10:00:00.000Z',
      }),
    ).toBe('Wird ab dem 26.11.2026 automatisch gelöscht (Aufbewahrung: 1 Tag nach „Erledigt“).');
  });

  it.each([
    ['not completed', { status: 'in_progress', completedAt: null, deleteAfter: null }],
    ['the deletion off', { status: 'completed', completedAt: '2026-11-25T10:00:00.000Z', deleteAfter: null }],
    // Only a completed application is deleted.
    [
      'a status other than completed',
      { status: 'new', completedAt: '2026-11-25T10:00:00.000Z', deleteAfter: '2027-05-24T10:00:00.000Z' },
    ],
  ] as const)('is null with %s', (_case, application) => {
    expect(deletionNote(application)).toBeNull();
  });
});
