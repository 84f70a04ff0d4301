import { describe, expect, it } from 'vitest';
import { recruitingReportCsv } from '@server/services/recruiting-report.js';

describe('recruitingReportCsv', () => {
  it('writes German headers, a German decimal median, empty for none, and labels as text', () => {
    const csv = recruitingReportCsv({
      bySource: [
        {
          source: 'tiktok-bio',
          applications: 1234,
          accepted: 2,
          rejected: 1,
          withdrawn: 0,
          open: 1231,
          medianDaysToDecision: 2.5,
        },
        {
          source: '=cmd',
          applications: 1,
          accepted: 0,
          rejected: 0,
          withdrawn: 0,
          open: 1,
          medianDaysToDecision: null,
        },
      ],
    });
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Quelle;Bewerbungen;Angenommen;Abgelehnt;Zurückgezogen;Offen;Median Tage bis Entscheidung',
      // A cell with a comma is quoted (table-export.ts), so no program splits the number.
      'tiktok-bio;1234;2;1;0;1231;"2,5"',
      "'=cmd;1;0;0;0;1;",
      '',
    ]);
  });

  it('writes only the headers for an empty report', () => {
    expect(recruitingReportCsv({ bySource: [] })).toBe(
      '\uFEFFQuelle;Bewerbungen;Angenommen;Abgelehnt;Zurückgezogen;Offen;Median Tage bis Entscheidung\r\n',
    );
  });
});
