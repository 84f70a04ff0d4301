import { describe, expect, it } from 'vitest';
import { historyUserIds, presentApplicationHistory } from '@server/presenters/application-history.js';
import type { ActivityRow } from '@server/services/activity-log.js';
import type { ApplicationHistoryEntry } from '@shared/api-types.js';

let nextId = 1;
/** A log row as activityLog.rowsChanging answers it. */
const row = (changes: Record<string, unknown>, action = 'update', actorName = 'Ida'): ActivityRow => {
  const id = nextId++;
  return {
    id,
    at: `2026-12-06T10:0${id % 10}:00.000Z`,
    actorId: 1,
    actorName,
    actorIp: null,
    action,
    entity: 'applications',
    entityId: action === 'bulk' ? null : '7',
    changes: JSON.stringify(changes),
    prevHash: '',
    hash: '',
  };
};

/** An entry as the dialog reads it. */
const line = (entry: ApplicationHistoryEntry) =>
  'kind' in entry ? entry.text : `${entry.label}: ${entry.from} → ${entry.to}`;

describe('presentApplicationHistory', () => {
  it('words status, outcome and assignee changes in German, newest first, and skips other fields', () => {
    const rows = [
      row({ status: { before: 'new', after: 'in_progress' }, notes: { withheld: true } }),
      row({ assigneeId: { before: null, after: 4 } }),
      row({
        status: { before: 'in_progress', after: 'completed' },
        outcome: { before: null, after: 'withdrawn' },
      }),
    ];
    const names = new Map([[4, 'Rita']]);
    expect(historyUserIds(rows)).toEqual([4]);
    expect(presentApplicationHistory(rows, names, true).map(line)).toEqual([
      'Status: In Bearbeitung → Erledigt',
      'Ergebnis: kein Ergebnis → Zurückgezogen',
      'Zuständig: niemand → Rita',
      'Status: Neu → In Bearbeitung',
    ]);
  });

  it('reads a bulk action\'s list of values before: its own previous value, the only one, else "unbekannt"', () => {
    const bulk = (changes: Record<string, unknown>) =>
      row(
        { operation: { before: null, after: 'status' }, ids: { before: null, after: [7, 8] }, ...changes },
        'bulk',
      );
    const listed = [bulk({ status: { before: ['in_progress', 'new'], after: 'completed' } })];
    // The log's retention pruned rows since it arrived: its starting values are not known.
    expect(presentApplicationHistory(listed, new Map(), false)[0]).toMatchObject({
      from: 'unbekannt',
      to: 'Erledigt',
      bulk: true,
    });
    // The whole life in the log: it started "Neu".
    expect(presentApplicationHistory(listed, new Map(), true)[0]).toMatchObject({ from: 'Neu' });
    const single = [bulk({ status: { before: ['in_progress'], after: 'completed' } })];
    expect(presentApplicationHistory(single, new Map(), false)[0]).toMatchObject({ from: 'In Bearbeitung' });
    // A bulk action that changed others' outcome but not this one's leaves no entry.
    const rows = [
      row({ status: { before: 'new', after: 'completed' }, outcome: { before: null, after: 'accepted' } }),
      bulk({ outcome: { before: ['accepted', null], after: 'accepted' } }),
    ];
    expect(presentApplicationHistory(rows, new Map(), false)).toHaveLength(2);
  });

  it('names a colleague whose account is gone „ehemaliges Teammitglied“', () => {
    const rows = [row({ assigneeId: { before: 3, after: null } })];
    expect(presentApplicationHistory(rows, new Map(), true)[0]).toMatchObject({
      label: 'Zuständig',
      from: 'ehemaliges Teammitglied',
      to: 'niemand',
    });
  });

  it('words a template sent as a line of its own, between the changes in time, and skips a row that does not say what went out', () => {
    const rows = [
      row({ status: { before: 'new', after: 'in_progress' } }),
      row(
        {
          templateId: { before: null, after: 3 },
          template: { before: null, after: 'Rückruf' },
          channel: { before: null, after: 'telegram' },
        },
        'template-sent',
        'Rita',
      ),
      row({ channel: { before: null, after: 'sms' } }, 'template-sent'),
      row({ status: { before: 'in_progress', after: 'completed' } }),
    ];
    const entries = presentApplicationHistory(rows, new Map(), true);
    expect(entries.map(line)).toEqual([
      'Status: In Bearbeitung → Erledigt',
      'Vorlage „Rückruf“ gesendet per Telegram',
      'Status: Neu → In Bearbeitung',
    ]);
    expect(entries[1]).toEqual({
      kind: 'template-sent',
      at: rows[1]!.at,
      actorName: 'Rita',
      template: 'Rückruf',
      channel: 'telegram',
      text: 'Vorlage „Rückruf“ gesendet per Telegram',
    });
  });
});
