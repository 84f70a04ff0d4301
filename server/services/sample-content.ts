import { bool } from '@db/values.js';
import type { ContentTypeName } from '@shared/content-types.js';
import { FALLBACK_FAQ_ITEMS, FALLBACK_FEEDBACK_ITEMS } from '@shared/fallback-content.js';
import { founderIsSample, type SampleContent, type SampleContentEntry } from '@shared/sample-content.js';
import type { SiteSettings } from '@shared/site-settings.js';
import type { Logger } from '../logger.js';
import { contentTypesWithServices, type ContentServices } from './content.js';

/** What the public site shows instead of an empty list (public-site/app/lib/queries.ts). */
const FALLBACKS: Partial<Record<ContentTypeName, ReadonlyArray<{ id: number } & Record<string, unknown>>>> = {
  feedbacks: FALLBACK_FEEDBACK_ITEMS,
  faqs: FALLBACK_FAQ_ITEMS,
};

export interface SampleContentDeps {
  content: ContentServices;
  settings: () => SiteSettings;
}

/**
 * The sample content the public site still shows (the go-live check, issue 39): the founder while
 * one of the shipped values stands, every public entry of the first-start seed that staff have not
 * saved (the `sample` column, see server/services/content.ts), and a type's built-in fallbacks while
 * it has no public entry. Read from the database on each call: for the detailed health and the
 * start's warning, never for a visitor.
 */
export function createSampleContent({ content, settings }: SampleContentDeps) {
  return {
    async report(): Promise<SampleContent> {
      const entries: SampleContentEntry[] = [];
      const current = settings();
      if (founderIsSample(current)) {
        entries.push({ type: 'founder', id: null, label: current.founder.name, fallback: false });
      }
      for (const { type, service } of contentTypesWithServices(content)) {
        const nameField = type.definition.admin.nameField ?? Object.keys(type.definition.fields)[0]!;
        const label = (row: Record<string, unknown>) => String(row[nameField] ?? '');
        const rows = (await service.listPublic()) as Array<Record<string, unknown> & { id: number }>;
        const fallbacks = FALLBACKS[type.name];
        if (rows.length === 0 && fallbacks) {
          for (const item of fallbacks) {
            entries.push({ type: type.name, id: item.id, label: label(item), fallback: true });
          }
        }
        for (const row of rows) {
          if (bool(row.sample as boolean | number | null)) {
            entries.push({ type: type.name, id: row.id, label: label(row), fallback: false });
          }
        }
      }
      return { count: entries.length, entries };
    },
  };
}

export type SampleContentService = ReturnType<typeof createSampleContent>;

/**
 * The start's warning beside the Impressum's: how many sample entries the public site still shows,
 * by type (the entries' texts stay out of the log). Nothing when there are none. Returns the report.
 */
export async function warnOfSampleContent(
  sampleContent: SampleContentService,
  logger: Pick<Logger, 'warn'>,
): Promise<SampleContent> {
  const report = await sampleContent.report();
  if (report.count > 0) {
    const byType: Record<string, number> = {};
    for (const entry of report.entries) byType[entry.type] = (byType[entry.type] ?? 0) + 1;
    logger.warn(
      { sampleContent: report.count, byType },
      `${report.count} sample ${report.count === 1 ? 'entry is' : 'entries are'} public ` +
        '(control centre → Dashboard): replace or delete them before the site goes live',
    );
  }
  return report;
}
