import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SettingsState } from '@shared/api-types.js';
import { CONTENT_TYPE_NAMES, type ContentTypeName } from '@shared/content-types.js';
import { FALLBACK_FEEDBACK_ITEMS } from '@shared/fallback-content.js';
import type { SampleContent, SampleContentEntry } from '@shared/sample-content.js';
import { SETTINGS_PATHS } from '@tests/helpers/settings-paths.js';
import { seedIfEmpty } from '@server/seeds.js';
import { warnOfSampleContent } from '@server/services/sample-content.js';
import { factories } from '@tests/helpers/factories.js';
import { captureLogs, startTestServer, type TestClient, type TestServer } from '@tests/helpers/test-app.js';

/**
 * Issue 39: the first-start seed's entries, the sample founder and the built-in fallbacks count as
 * sample content (the detailed /healthz, the dashboard, the start's warning) until staff edit or
 * delete them through the control centre. Runs on SQLite and (TEST_DATABASE=postgres) PostgreSQL.
 */

let server: TestServer;
let admin: TestClient;

beforeEach(async () => {
  server = await startTestServer();
  // Seeding runs only on a database nobody has used: before the first account exists.
  expect(await seedIfEmpty(server.knex, server.config.uploadsDir)).toBe(true);
  admin = await server.adminClient('sample-admin');
});
afterEach(() => server.close());

const sampleContent = async (): Promise<SampleContent> => {
  const response = await server.client().get<{ sampleContent: SampleContent }>('/healthz');
  expect(response.status).toBe(200);
  return response.body.sampleContent;
};
const idsOf = (report: SampleContent, type: SampleContentEntry['type']) =>
  report.entries.filter((entry) => entry.type === type).map((entry) => entry.id);
const publicIds = async (type: ContentTypeName) =>
  ((await server.app.services.content[type].listPublic()) as Array<{ id: number }>).map((row) => row.id);

describe('sample content', () => {
  it('counts every public seeded entry and the founder, one entry each, with its label', async () => {
    const report = await sampleContent();
    let expected = 1; // the founder
    for (const type of CONTENT_TYPE_NAMES) {
      const ids = await publicIds(type);
      expect(ids.length, type).toBeGreaterThan(0);
      expect(idsOf(report, type), type).toEqual(ids);
      expected += ids.length;
    }
    expect(report.count).toBe(expected);
    expect(report.entries).toHaveLength(expected);
    expect(report.entries[0]).toEqual({ type: 'founder', id: null, label: 'Marco Keller', fallback: false });
    const [faq] = (await server.app.services.content.faqs.list()) as unknown as Array<{
      id: number;
      question: string;
    }>;
    expect(report.entries).toContainEqual({
      type: 'faqs',
      id: faq!.id,
      label: faq!.question,
      fallback: false,
    });
    expect(report.entries.every((entry) => entry.label.length > 0)).toBe(true);
  });

  it('stops counting an entry edited or deleted through the admin API; a move alone keeps it a sample', async () => {
    const [faq] = await publicIds('faqs');
    const [streamer] = await publicIds('streamers');
    const [highlight] = await publicIds('highlights');
    const [feedback] = await publicIds('feedbacks');
    const [livestream] = await publicIds('livestreams');

    expect(
      (await admin.patch(`/api/admin/faqs/${faq}`, { question: 'Wie läuft die Bewerbung ab?' })).status,
    ).toBe(200);
    expect((await admin.delete(`/api/admin/highlights/${highlight}`)).status).toBe(204);
    // Saved as it was (the form sends every field): taken on by staff, no longer a sample.
    const current = (await admin.get<Record<string, unknown>>(`/api/admin/feedbacks/${feedback}`)).body;
    const { id: _id, order: _order, ...fields } = current;
    expect((await admin.patch(`/api/admin/feedbacks/${feedback}`, fields)).status).toBe(200);
    // Only moved: still the seed's text.
    expect((await admin.patch(`/api/admin/streamers/${streamer}`, { order: 7 })).status).toBe(200);

    const report = await sampleContent();
    expect(idsOf(report, 'faqs')).not.toContain(faq);
    expect(idsOf(report, 'highlights')).not.toContain(highlight);
    expect(idsOf(report, 'feedbacks')).not.toContain(feedback);
    expect(idsOf(report, 'streamers')).toContain(streamer);
    expect(idsOf(report, 'livestreams')).toContain(livestream);
    // The API never shows the flag.
    expect(Object.keys((await admin.get<object>(`/api/admin/streamers/${streamer}`)).body)).not.toContain(
      'sample',
    );
    expect(Object.keys((await server.client().get<object[]>('/api/faqs')).body[0]!)).not.toContain('sample');
  });

  it('counts the built-in feedbacks while the list has no public entry, and the founder until replaced', async () => {
    for (const id of await publicIds('feedbacks')) {
      expect((await admin.delete(`/api/admin/feedbacks/${id}`)).status).toBe(204);
    }
    let report = await sampleContent();
    expect(report.entries.filter((entry) => entry.type === 'feedbacks')).toEqual(
      FALLBACK_FEEDBACK_ITEMS.map((item) => ({
        type: 'feedbacks',
        id: item.id,
        label: item.name,
        fallback: true,
      })),
    );

    // A feedback of the agency's own replaces the fallbacks.
    const created = await admin.post<{ id: number }>(
      '/api/admin/feedbacks',
      factories.content('feedbacks', { name: 'Lena Auer' }),
    );
    expect(created.status).toBe(201);
    report = await sampleContent();
    expect(report.entries.filter((entry) => entry.type === 'feedbacks')).toEqual([]);

    // The founder: a sample while one of the shipped values (name, text, quote) stands.
    const state = (await admin.get<SettingsState>(SETTINGS_PATHS.settings)).body;
    state.values.founder.name = 'Lena Auer';
    let saved = await admin.request<SettingsState>('PUT', SETTINGS_PATHS.settings, {
      body: { version: state.version, values: state.values },
    });
    expect(saved.status).toBe(200);
    expect(idsOf(await sampleContent(), 'founder')).toEqual([null]);
    state.values.founder.bio = 'Lena hat die Agentur 2024 gegründet.';
    state.values.founder.quote = '';
    saved = await admin.request<SettingsState>('PUT', SETTINGS_PATHS.settings, {
      body: { version: saved.body.version, values: state.values },
    });
    expect(saved.status).toBe(200);
    report = await sampleContent();
    expect(idsOf(report, 'founder')).toEqual([]);
    expect(report.count).toBe(report.entries.length);
  });

  it('is in the details for staff and this machine, never in the status a visitor behind a proxy gets', async () => {
    const report = await sampleContent();
    const details = await admin.get<{ sampleContent: SampleContent }>('/api/admin/health');
    expect(details.status).toBe(200);
    expect(details.body.sampleContent).toEqual(report);
    const proxied = await server
      .client()
      .request('GET', '/healthz', { headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(proxied.body).toEqual({ status: 'ok' });
  });
});

describe('the start warning', () => {
  it('names how many sample entries are public, by type, without their texts', async () => {
    const { logger, lines } = captureLogs('info');
    const report = await warnOfSampleContent(server.app.services.sampleContent, logger);
    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({
      sampleContent: report.count,
      msg: `${report.count} sample entries are public (control centre → Dashboard): replace or delete them before the site goes live`,
    });
    const byType = warnings[0]!.byType as Record<string, number>;
    expect(byType.founder).toBe(1);
    expect(Object.values(byType).reduce((sum, n) => sum + n, 0)).toBe(report.count);
    expect(JSON.stringify(warnings[0])).not.toContain('Marco');
  });

  it('says nothing when no sample is public', async () => {
    const { logger, lines } = captureLogs('info');
    const none = { report: async () => ({ count: 0, entries: [] }) };
    expect(await warnOfSampleContent(none, logger)).toEqual({ count: 0, entries: [] });
    expect(lines).toEqual([]);
  });
});
