import { describe, expect, it } from 'vitest';
import { assignmentAlert, bulkAssignmentAlert } from '@server/services/staff-alerts.js';

/** The mails to the colleague an application was assigned to: one line per header, no private details. */
describe('the assignment mails', () => {
  it('name the TikTok name and country only, addressed to the person assigned', () => {
    const mail = assignmentAlert(
      { tiktokUsername: '@@lena\r\nBcc: x@evil.example', country: 'Schweiz' },
      'rita@agentur.example',
      'https://agentur.example',
    );
    expect(mail).toMatchObject({ kind: 'assignment', to: ['rita@agentur.example'], replyTo: null });
    expect(mail.subject).toBe('Ihnen zugewiesen: @lena Bcc: x@evil.example (Schweiz)');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.text).toContain('Land: Schweiz');
    expect(mail.text).toContain('https://agentur.example/admin/bewerbungen?assignee=me');
  });

  it('say how many a bulk action assigned, and nothing about the applicants', () => {
    const mail = bulkAssignmentAlert(12, 'rita@agentur.example', 'https://agentur.example');
    expect(mail).toMatchObject({ kind: 'assignment_bulk', to: ['rita@agentur.example'] });
    expect(mail.subject).toBe('Ihnen zugewiesen: 12 Bewerbungen');
    expect(mail.text).toContain('Ihnen wurden im Kontrollzentrum 12 Bewerbungen zugewiesen.');
  });
});
