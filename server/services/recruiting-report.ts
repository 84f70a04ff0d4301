import type { Knex } from 'knex';
import type * as Api from '@shared/api-types.js';
import { median, type RecruitingReportDays } from '@shared/recruiting-report.js';
import { berlinDate } from '@shared/time.js';
import type { Clock } from '../clock.js';
import { tableCsv, type TextColumn } from './table-export.js';

/**
 * The recruiting report's anonymous figures (tables of migration 20261206140000): an arrival
 * count per Europe/Berlin day and source label, and one decision row per decided application
 * with its arrival day, decision day, outcome and source label. Nothing in them says who applied;
 * the decision row knows its application's id only while the application exists (the foreign key
 * sets it to NULL on delete), so deleting applications never changes past figures.
 *
 * An arrival is counted by a trigger in the application's INSERT (migration
 * 20261206150000_recruiting_arrival_trigger); the applications service calls recordDecision
 * whenever an outcome changes, in the same transaction as the change.
 */

export type RecruitingOutcome = 'accepted' | 'rejected' | 'withdrawn';
type When = Date | number | string;

const DAY_MS = 86_400_000;
/** The label column's width (labels are at most 40 characters from the source rules; never an error). */
const LABEL_MAX = 100;
const label = (source: string) => source.slice(0, LABEL_MAX);
const toMs = (at: When) => (at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at));
/** Whole calendar days between two YYYY-MM-DD days. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
/** The Berlin day `offset` days before `day`. */
const daysBefore = (day: string, offset: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) - offset * DAY_MS).toISOString().slice(0, 10);

/**
 * Folds the arrival rows of the days before yesterday (Berlin, at `now`) into one row per day and source:
 * the INSERT's trigger writes one per application, so that no application waits for another's
 * row. In one transaction, so the report never sees a day half folded; the days folded are past,
 * and the trigger writes only today's. Answers how many rows it removed (the daily maintenance).
 */
export async function foldArrivals(db: Knex, now: number): Promise<number> {
  const before = daysBefore(berlinDate(now), 1);
  return db.transaction(async (trx) => {
    const groups = (await trx('recruiting_arrivals')
      .where('day', '<', before)
      .groupBy('day', 'source')
      .havingRaw('count(*) > 1')
      .select(
        'day',
        'source',
        trx.raw('sum(??) as ??', ['count', 'total']),
        trx.raw('count(*) as ??', ['rows']),
      )) as Array<{
      day: string;
      source: string;
      total: number | string;
      rows: number | string;
    }>;
    let removed = 0;
    for (const { day, source, total, rows } of groups) {
      await trx('recruiting_arrivals').where({ day, source }).delete();
      await trx('recruiting_arrivals').insert({ day, source, count: Number(total) });
      removed += Number(rows) - 1;
    }
    return removed;
  });
}

export interface RecordedDecision {
  applicationId: number;
  /** When the application arrived (its createdAt). */
  createdAt: When;
  /** The decision; null when it was withdrawn (the application is open again). */
  outcome: RecruitingOutcome | null;
  /** When the decision was taken. */
  at: When;
  /** The application's source label. */
  source: string;
}

/** Rows per statement: well below SQLite's limit of bound values (six a row). */
const DECISION_BATCH = 500;

/**
 * The applications' latest decisions (one statement per batch, so a bulk action of 1000 writes
 * two): each replaces an earlier one, and null removes it (back to open), so the report counts
 * each application once, by its latest outcome.
 */
export async function recordDecisions(db: Knex, decisions: readonly RecordedDecision[]): Promise<void> {
  const reopened = decisions.filter((decision) => decision.outcome === null);
  const rows = decisions.flatMap(({ applicationId, createdAt, outcome, at, source }) => {
    if (outcome === null) return [];
    const arrivalDay = berlinDate(toMs(createdAt));
    const decisionDay = berlinDate(toMs(at));
    const daysToDecision = Math.max(0, daysBetween(arrivalDay, decisionDay));
    return [{ applicationId, arrivalDay, decisionDay, daysToDecision, outcome, source: label(source) }];
  });
  for (let start = 0; start < reopened.length; start += DECISION_BATCH) {
    const ids = reopened.slice(start, start + DECISION_BATCH).map((decision) => decision.applicationId);
    await db('recruiting_decisions').whereIn('applicationId', ids).delete();
  }
  for (let start = 0; start < rows.length; start += DECISION_BATCH) {
    await db('recruiting_decisions')
      .insert(rows.slice(start, start + DECISION_BATCH))
      .onConflict('applicationId')
      .merge(['arrivalDay', 'decisionDay', 'daysToDecision', 'outcome', 'source']);
  }
}

/** One application's latest decision (recordDecisions for one). */
export const recordDecision = (db: Knex, decision: RecordedDecision): Promise<void> =>
  recordDecisions(db, [decision]);

/**
 * Per source label: the applications that arrived in the last `days` Berlin days (today
 * included) and the latest decisions about those applications, whenever they were taken.
 * `open` = arrivals without a decision. An application decided but counted before the figures
 * existed still counts (applications is never below its decisions). Sorted by applications, most
 * first, then by label.
 */
export async function recruitingReport(db: Knex, days: number, now: number): Promise<Api.RecruitingReport> {
  const today = berlinDate(now);
  const from = daysBefore(today, days - 1);
  const arrivals = (await db('recruiting_arrivals')
    .where('day', '>=', from)
    .andWhere('day', '<=', today)
    .groupBy('source')
    .select('source', db.raw('sum(??) as ??', ['count', 'total']))) as Array<{
    source: string;
    total: number | string;
  }>;
  const decisions = (await db('recruiting_decisions')
    .where('arrivalDay', '>=', from)
    .andWhere('arrivalDay', '<=', today)
    .select('source', 'outcome', 'daysToDecision')) as Array<{
    source: string;
    outcome: RecruitingOutcome;
    daysToDecision: number;
  }>;

  const rows = new Map<string, Api.RecruitingSourceRow & { spans: number[] }>();
  const rowOf = (source: string) => {
    let row = rows.get(source);
    if (!row) {
      row = {
        source,
        applications: 0,
        accepted: 0,
        rejected: 0,
        withdrawn: 0,
        open: 0,
        medianDaysToDecision: null,
        spans: [],
      };
      rows.set(source, row);
    }
    return row;
  };
  for (const { source, total } of arrivals) rowOf(source).applications += Number(total);
  for (const { source, outcome, daysToDecision } of decisions) {
    const row = rowOf(source);
    row[outcome]++;
    row.spans.push(Number(daysToDecision));
  }
  const bySource = [...rows.values()].map(({ spans, ...row }) => {
    const decided = row.accepted + row.rejected + row.withdrawn;
    const applications = Math.max(row.applications, decided);
    return { ...row, applications, open: applications - decided, medianDaysToDecision: median(spans) };
  });
  bySource.sort(
    (a, b) => b.applications - a.applications || (a.source < b.source ? -1 : a.source > b.source ? 1 : 0),
  );
  return { bySource };
}

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 });
const COLUMNS: Array<TextColumn<Api.RecruitingSourceRow>> = [
  { header: 'Quelle', width: 24, cell: (row) => row.source },
  { header: 'Bewerbungen', width: 12, cell: (row) => String(row.applications) },
  { header: 'Angenommen', width: 12, cell: (row) => String(row.accepted) },
  { header: 'Abgelehnt', width: 12, cell: (row) => String(row.rejected) },
  { header: 'Zurückgezogen', width: 14, cell: (row) => String(row.withdrawn) },
  { header: 'Offen', width: 10, cell: (row) => String(row.open) },
  {
    header: 'Median Tage bis Entscheidung',
    width: 16,
    cell: (row) => (row.medianDaysToDecision === null ? '' : germanNumber.format(row.medianDaysToDecision)),
  },
];

/** The report as CSV for Excel (server/services/table-export.ts: text cells, formulas neutralised). */
export const recruitingReportCsv = (report: Api.RecruitingReport): string =>
  tableCsv(COLUMNS, report.bySource);

/** The report over the app's clock. */
export function createRecruitingReportService({ knex, clock }: { knex: Knex; clock: Clock }) {
  return {
    report: (days: RecruitingReportDays) => recruitingReport(knex, days, clock()),
  };
}

export type RecruitingReportService = ReturnType<typeof createRecruitingReportService>;
