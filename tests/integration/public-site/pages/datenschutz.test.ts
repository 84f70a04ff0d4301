import { describe, expect, it, onTestFinished } from 'vitest';
import { startTestServer } from '@tests/helpers/test-app.js';

/** The privacy page as a visitor gets it, and its text without markup. */
async function privacyPage(env: Record<string, string>) {
  const server = await startTestServer({ env });
  onTestFinished(() => server.close());
  const response = await server.client().get('/datenschutz');
  expect(response.status).toBe(200);
  const text = response.text
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/\s+/g, ' ');
  const data = /<script type="application\/json" id="page-data"[^>]*>(.*?)<\/script>/.exec(response.text)!;
  return { text, etag: response.headers.get('etag'), data: JSON.parse(data[1]!) as Record<string, unknown> };
}

const APPLICATIONS_180 =
  'Ist die Bearbeitung deiner Bewerbung abgeschlossen, löschen wir sie 180 Tage danach automatisch. ' +
  'Solange sie noch bearbeitet wird, löschen wir sie nicht automatisch.';
const MESSAGES_365 = 'Unabhängig davon löschen wir deine Nachricht automatisch 365 Tage nach ihrem Eingang.';
const NO_DEADLINE = 'Eine automatische Löschfrist gibt es nicht';

describe('/datenschutz states the configured retention periods', () => {
  it('the defaults: 180 days after an application is completed, 365 days after a message arrived', async () => {
    const { text, data } = await privacyPage({});
    expect(text).toContain(APPLICATIONS_180);
    expect(text).toContain(MESSAGES_365);
    expect(text).not.toContain(NO_DEADLINE);
    // The browser hydrates the same text from the page's data.
    expect(data.retention).toEqual({
      applicationDays: 180,
      acceptedDays: 730,
      messageDays: 365,
      auditDays: 365,
    });
    expect(text).toContain('Diese Einträge löschen wir automatisch 365 Tage nach ihrer Entstehung.');
  });

  it('names the activity log and its retention (AUDIT_RETENTION_DAYS), and that it holds no applicant data', async () => {
    const { text } = await privacyPage({ AUDIT_RETENTION_DAYS: '90' });
    expect(text).toContain('protokollieren wir Bearbeitungen durch unsere Mitarbeitenden');
    expect(text).toContain('nie deine Angaben selbst');
    expect(text).toContain('Diese Einträge löschen wir automatisch 90 Tage nach ihrer Entstehung.');
    const off = await privacyPage({ AUDIT_RETENTION_DAYS: '0' });
    expect(off.text).toContain('Diese Einträge löschen wir nicht automatisch.');
  });

  it('with 0 (off) says that entries stay until staff delete them', async () => {
    const defaults = await privacyPage({});
    const { text, etag, data } = await privacyPage({
      APPLICATION_RETENTION_DAYS: '0',
      MESSAGE_RETENTION_DAYS: '0',
    });
    expect(text).toContain(
      'Eine automatische Löschfrist gibt es nicht: Deine Bewerbung bleibt gespeichert, bis unsere ' +
        'Mitarbeitenden sie löschen, etwa weil sie nicht mehr benötigt wird oder du die Löschung verlangst.',
    );
    expect(text).toContain(
      'Eine automatische Löschfrist gibt es nicht: Deine Nachricht bleibt gespeichert, bis unsere ' +
        'Mitarbeitenden sie löschen.',
    );
    expect(text).not.toMatch(/löschen wir (sie|deine Nachricht) [\d.]+ Tage?/);
    expect(data.retention).toEqual({ applicationDays: 0, acceptedDays: 730, messageDays: 0, auditDays: 365 });
    // The prepared page and its ETag follow the configuration.
    expect(etag).not.toBe(defaults.etag);
  });

  it('states the period of accepted applications (ACCEPTED_RETENTION_DAYS), or that they are not deleted', async () => {
    const defaults = await privacyPage({});
    expect(defaults.text).toContain(
      'Nehmen wir dich als Creator an, bewahren wir deine Bewerbung länger auf: Wir löschen sie ' +
        '730 Tage nach dem Abschluss der Bearbeitung automatisch.',
    );
    const set = await privacyPage({ ACCEPTED_RETENTION_DAYS: '1095' });
    expect(set.text).toContain('Wir löschen sie 1.095 Tage nach dem Abschluss der Bearbeitung automatisch.');
    expect(set.data.retention).toMatchObject({ acceptedDays: 1095 });
    const off = await privacyPage({ ACCEPTED_RETENTION_DAYS: '0' });
    expect(off.text).toContain(
      'Nehmen wir dich als Creator an, löschen wir deine Bewerbung nicht automatisch: Sie bleibt ' +
        'gespeichert, bis unsere Mitarbeitenden sie löschen oder du die Löschung verlangst.',
    );
  });

  it('other periods, one day and thousands written the German way', async () => {
    const { text } = await privacyPage({ APPLICATION_RETENTION_DAYS: '1', MESSAGE_RETENTION_DAYS: '1000' });
    expect(text).toContain('löschen wir sie 1 Tag danach automatisch.');
    expect(text).toContain('löschen wir deine Nachricht automatisch 1.000 Tage nach ihrem Eingang.');
  });
});
