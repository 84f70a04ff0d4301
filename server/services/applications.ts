import type { Knex } from 'knex';
import { AdminUser, Application } from '@db/models/index.js';
import { bool, isoTimestamp } from '@db/values.js';
import { historyUserIds, presentApplicationHistory } from '../presenters/application-history.js';
import type { ApplicationAssignee } from '@shared/api-types.js';
import { validationMessages } from '@shared/messages.js';
import { can, ROLES } from '@shared/roles.js';
import type { ApplicationListQuery, ApplicationSort } from '@shared/application-list.js';
import type { ApplicationOutcome, ApplicationStatus } from '@shared/constants.js';
import type { ApplicationSubmit, ApplicationUpdate } from '@shared/schemas/application.js';
import type { ApplicationBulk } from '@shared/schemas/application-list.js';
import { normalizeWebAddress } from '@shared/url.js';
import { telegramName, tiktokName } from '@shared/contact-names.js';
import { readPhoneNumber } from '@shared/phone-number.js';
import { applicationSourceLabel, sanitizeSource } from '@shared/application-source.js';
import {
  applicationMatchKeys,
  PREVIOUS_APPLICATIONS_MAX,
  type ApplicationMatchKeys,
} from '@shared/application-matches.js';
import { isoNow, type Clock } from '../clock.js';
import { overdueCutoff } from '@shared/overdue.js';
import { invalidInput, notFound } from '../errors.js';
import { changesBetween, details } from './activity-changes.js';
import type { ActivityLog, Actor } from './activity-log.js';
import { dialectOf } from '@db/dialect.js';
import { preparedStatement } from '@db/prepared.js';
import { orderSql, selectionWhere, type ApplicationSelection } from '@db/application-list.js';
import type { StaffAlerts } from './staff-alerts.js';
import { recordDecision, recordDecisions } from './recruiting-report.js';
import { createMailOutbox, type AssignmentMailKind, type MailOutbox } from './mail-outbox.js';

/** The roles that may see applications: who an application can be assigned to. */
const ASSIGNABLE_ROLES = ROLES.filter((role) => can(role, 'applications.read'));

const orNull = (value: string | null | undefined) => (value ? value : null);

/**
 * The ways to reach an applicant as stored: the TikTok and Telegram names without "@" or link
 * (the control centre shows „@name“), the WhatsApp number in international notation, read in the
 * application's country ("0170 1234567" of a German applicant is "+49 170 1234567"). The schema
 * accepted them, so each reads; applications stored before these rules are never read again.
 */
function readContacts(input: ApplicationSubmit) {
  const read = (value: string | null | undefined, reader: (value: string) => string | undefined) =>
    value ? (reader(value) ?? value) : null;
  return {
    tiktokUsername: tiktokName(input.tiktokUsername) ?? input.tiktokUsername,
    whatsappNumber: read(input.whatsappNumber, (value) => readPhoneNumber(value, input.country)),
    telegramUsername: read(input.telegramUsername, telegramName),
  };
}

/** Rows sharing any of the keys (raw column names; null keys match nothing), or none at all. */
function matchSql(keys: ApplicationMatchKeys): { sql: string; bindings: string[] } | undefined {
  const candidates: Array<[string, string | null]> = [
    ['tiktok_key', keys.tiktokKey],
    ['phone_key', keys.phoneKey],
    ['telegram_key', keys.telegramKey],
  ];
  const given = candidates.filter((entry): entry is [string, string] => entry[1] !== null);
  if (given.length === 0) return undefined;
  return {
    sql: `(${given.map(([column]) => `${column} = ?`).join(' or ')})`,
    bindings: given.map(([, value]) => value),
  };
}

/** The columns the public form's INSERT writes (the rest keep their defaults: no notes, open). */
const SUBMITTED_COLUMNS = [
  'tiktok_username',
  'whatsapp_number',
  'telegram_username',
  'website',
  'country',
  'streaming_experience',
  'current_agency',
  'is_adult',
  'agreed_to_privacy',
  'status',
  'created_at',
  'source_ref',
  'source_utm_source',
  'source_utm_medium',
  'source_utm_campaign',
  'source_referrer_host',
  'source_label',
  'tiktok_key',
  'phone_key',
  'telegram_key',
] as const;
type SubmittedColumn = (typeof SUBMITTED_COLUMNS)[number];

/**
 * The public form's INSERT, prepared once per connection (db/prepared.ts): it is the hottest write
 * (a LIVE shout-out sends hundreds a minute). `previous_applications` is counted in the statement
 * from the key indexes, up to PREVIOUS_APPLICATIONS_MAX; every key is bound, and a null one
 * matches nothing. Exported for the tests of its query plan.
 */
export const SUBMIT_SQL = `insert into applications (${SUBMITTED_COLUMNS.join(', ')}, previous_applications)
  values (${SUBMITTED_COLUMNS.map(() => '?').join(', ')}, (select count(*) from (
    select 1 from applications where tiktok_key = ? or phone_key = ? or telegram_key = ?
    limit ${PREVIOUS_APPLICATIONS_MAX}) earlier))`;
const submitStatement = preparedStatement('application_submit', SUBMIT_SQL);

export interface ApplicationServiceDeps {
  knex: Knex;
  clock: Clock;
  /** Told of each stored application (the alert sender wakes). */
  alerts: Pick<StaffAlerts, 'submitted'>;
  activityLog: Pick<ActivityLog, 'record' | 'append' | 'lastChange' | 'rowsChanging' | 'holdsSince'>;
  /** Where the assignment mails are queued (the app's outbox; one over `knex` when not given). */
  outbox?: Pick<MailOutbox, 'enqueueAssignment'>;
}

/**
 * A selection as the routes hand it over: the list's `overdue` flag, which the service reads
 * against its clock (shared/overdue.ts) before the database layer gets it.
 */
export type ApplicationQuery = Omit<ApplicationSelection, 'overdueBefore'> & { overdue?: true };

/** What the log keeps of an export's selection: the filters, the search text withheld (it may be a phone number). */
function exportDetails(
  format: 'csv' | 'xlsx',
  count: number,
  selection: ApplicationQuery,
  sort: ApplicationSort,
) {
  const { q, ...filters } = selection;
  return {
    ...details({ format, count, ...filters, sort }),
    ...(q ? { q: { withheld: true as const } } : {}),
  };
}

export function createApplicationService({
  knex,
  clock,
  alerts,
  activityLog,
  outbox = createMailOutbox(knex),
}: ApplicationServiceDeps) {
  /** Within a write's transaction, every query goes through it (SQLite has one connection). */
  const query = (db: Knex = knex) => Application.query(db);
  /** The applications of a selection, in a sort's order. */
  const dialect = dialectOf(knex);
  /** The WHERE of a selection, `overdue` as the cutoff at the clock's now. */
  function whereOf({ overdue, ...selection }: ApplicationQuery) {
    return selectionWhere(
      overdue ? { ...selection, overdueBefore: overdueCutoff(clock()) } : selection,
      dialect,
    );
  }
  function selected(selection: ApplicationQuery, sort: ApplicationSort) {
    const where = whereOf(selection);
    const rows = query().orderByRaw(orderSql(sort, dialect));
    return where ? rows.whereRaw(where.sql, where.bindings) : rows;
  }
  async function count(selection: ApplicationQuery): Promise<number> {
    const where = whereOf(selection);
    const rows = knex('applications').count({ total: '*' });
    const row = (await (where ? rows.whereRaw(where.sql, where.bindings) : rows).first()) as
      { total: number | string } | undefined;
    return Number(row?.total ?? 0);
  }
  async function get(id: number): Promise<Application> {
    const row = await query().findById(id);
    if (!row) throw notFound();
    return row;
  }

  /**
   * The columns a status change writes (for one application or many): completedAt, the start of
   * the retention period, is set when the status becomes "completed", kept when it already was,
   * and cleared for any other status. The outcome goes with "completed" only.
   */
  function statusColumns(status: ApplicationStatus, outcome: ApplicationOutcome | null = null) {
    return {
      status,
      // Only with "completed"; left out there: "ohne Ergebnis". Any other status clears it.
      outcome: status === 'completed' ? outcome : null,
      completedAt:
        status === 'completed'
          ? knex.raw("coalesce(case when status = 'completed' then completed_at end, ?)", [isoNow(clock)])
          : null,
    };
  }

  /**
   * Refuses (400 naming assigneeId) an assignee who is not an active account whose role may see
   * applications; null (nobody) is always fine.
   */
  async function checkAssignee(db: Knex, assigneeId: number | null | undefined): Promise<void> {
    if (assigneeId === null || assigneeId === undefined) return;
    const user = await AdminUser.query(db).findById(assigneeId);
    if (!user || user.disabledAt || !can(user.role, 'applications.read'))
      throw invalidInput({ assigneeId: validationMessages.applicationList.assigneeId });
  }

  /**
   * Queues the mail to the person assigned, within the assignment's transaction, when they chose
   * it on their account and have an address; never to whoever assigned themselves. Answers
   * whether one was queued (the sender is woken after the commit).
   */
  async function queueAssignmentMail(
    db: Knex,
    kind: AssignmentMailKind,
    sourceId: number,
    assigneeId: number | null,
    actor: Actor,
  ): Promise<boolean> {
    if (assigneeId === null || assigneeId === actor.id) return false;
    const user = await AdminUser.query(db).findById(assigneeId);
    if (!user?.email || !bool(user.alertOnAssignment)) return false;
    await outbox.enqueueAssignment(db, kind, sourceId, assigneeId, clock());
    return true;
  }

  /**
   * Assigns the given applications to `assigneeId` (null: to nobody) in one transaction with one
   * log row (the ids, how many, the assignees before and after); one mail to the person assigned
   * (about the application, or how many). Answers how many changed.
   */
  async function assignMany(ids: number[], assigneeId: number | null, actor: Actor): Promise<number> {
    let mailed = false;
    const changed = await knex.transaction(async (trx) => {
      await checkAssignee(trx, assigneeId);
      const candidates = query(trx).whereIn('id', ids).select('id', 'assigneeId').orderBy('id');
      const affected = await (assigneeId === null
        ? candidates.whereNotNull('assigneeId')
        : candidates.where((q) => q.whereNull('assigneeId').orWhereNot('assigneeId', assigneeId)));
      if (affected.length === 0) return 0;
      const changedIds = affected.map((row) => row.id);
      const count = await query(trx).whereIn('id', changedIds).patch({ assigneeId });
      const before = [...new Set(affected.map((row) => row.assigneeId ?? null))].sort(
        (a, b) => (a ?? 0) - (b ?? 0),
      );
      await activityLog.record(trx, actor, {
        action: 'bulk',
        entity: 'applications',
        changes: {
          ...details({ operation: 'assign', count, ids: changedIds }),
          assigneeId: { before, after: assigneeId },
        },
      });
      mailed =
        count === 1
          ? await queueAssignmentMail(trx, 'assignment', changedIds[0]!, assigneeId, actor)
          : await queueAssignmentMail(trx, 'assignment_bulk', count, assigneeId, actor);
      return count;
    });
    if (mailed) alerts.submitted();
    return changed;
  }

  return {
    /**
     * Stores a public application; the two confirmations become isAdult / agreedToPrivacy. It is
     * committed when this resolves (one INSERT, no read back: nobody gets the stored row). Triggers
     * queue the staff alert and count the arrival for the recruiting report in that statement
     * (db/migrations: mail_outbox_triggers, recruiting_arrival_trigger).
     */
    async submit(input: ApplicationSubmit, siteHosts: readonly string[] = []): Promise<void> {
      const source = sanitizeSource(input.source, siteHosts);
      const contacts = readContacts(input);
      const keys = applicationMatchKeys({ ...contacts, country: input.country });
      const row: Record<SubmittedColumn, Knex.Value> = {
        tiktok_username: contacts.tiktokUsername,
        whatsapp_number: contacts.whatsappNumber,
        telegram_username: contacts.telegramUsername,
        // The schema accepted it; "instagram.com/name" is stored as "https://instagram.com/name".
        website: input.website ? normalizeWebAddress(input.website) : null,
        country: input.country,
        streaming_experience: orNull(input.streamingExperience),
        current_agency: orNull(input.currentAgency),
        is_adult: input.ageConfirm,
        agreed_to_privacy: input.privacyConfirm,
        status: 'new',
        created_at: isoNow(clock),
        source_ref: source.ref,
        source_utm_source: source.utmSource,
        source_utm_medium: source.utmMedium,
        source_utm_campaign: source.utmCampaign,
        source_referrer_host: source.referrerHost,
        // The recruiting report's arrival count follows from it by trigger, in the same statement.
        source_label: applicationSourceLabel(source),
        tiktok_key: keys.tiktokKey,
        phone_key: keys.phoneKey,
        telegram_key: keys.telegramKey,
      };
      await submitStatement.run(knex, [
        ...SUBMITTED_COLUMNS.map((column) => row[column]),
        keys.tiktokKey,
        keys.phoneKey,
        keys.telegramKey,
      ]);
      alerts.submitted();
    },
    /** Every application, newest first. */
    list: () => selected({}, '-createdAt'),
    /** One page of the list and how many applications match its filters (on all pages). */
    async page(
      list: ApplicationQuery & Pick<ApplicationListQuery, 'page' | 'pageSize' | 'sort'>,
    ): Promise<{ rows: Application[]; total: number }> {
      const rows = await selected(list, list.sort)
        .limit(list.pageSize)
        .offset((list.page - 1) * list.pageSize);
      return { rows, total: await count(list) };
    },
    /** The source labels of the stored applications, A–Z (read from the source_label index). */
    async sources(): Promise<string[]> {
      const rows = (await knex('applications')
        .distinct('source_label')
        .orderBy('source_label')
        .limit(500)) as Array<{
        sourceLabel: string;
      }>;
      return rows.map((row) => row.sourceLabel);
    },
    /** Every application of a selection, in the sort's order. */
    matching: (selection: ApplicationQuery, sort: ApplicationSort) => selected(selection, sort),
    /**
     * The applications of an export (a selection, in the sort's order). The export is recorded
     * first (format, how many, the filters): no file leaves without its record.
     */
    async export(
      selection: ApplicationQuery,
      sort: ApplicationSort,
      format: 'csv' | 'xlsx',
      actor: Actor,
    ): Promise<Application[]> {
      const rows = await selected(selection, sort);
      await activityLog.append(actor, {
        action: 'export',
        entity: 'applications',
        changes: exportDetails(format, rows.length, selection, sort),
      });
      return rows;
    },
    /**
     * Sets the status (with "completed" its outcome, none when left out) of, or deletes, the given
     * applications in one transaction with one log row (the ids, how many, the status and outcome
     * before as lists, and after). Answers how many changed: unknown ids, and applications that
     * already had the status and outcome, are not counted.
     */
    bulk: async (input: ApplicationBulk, actor: Actor): Promise<number> => {
      if (input.action === 'assign') return assignMany(input.ids, input.assigneeId ?? null, actor);
      return knex.transaction(async (trx) => {
        const status = input.action === 'status' ? input.status! : undefined; // the validator requires it
        const outcome = status === 'completed' ? (input.outcome ?? null) : null;
        const candidates = query(trx)
          .whereIn('id', input.ids)
          .select('id', 'status', 'outcome', 'createdAt', 'sourceLabel')
          .orderBy('id');
        // Those whose status or outcome differs from the one set.
        const affected = (await candidates).filter(
          (row) => !status || row.status !== status || (row.outcome ?? null) !== outcome,
        );
        if (affected.length === 0) return 0;
        const ids = affected.map((row) => row.id);
        const rows = query(trx).whereIn('id', ids);
        const changed = status ? await rows.patch(statusColumns(status, outcome)) : await rows.delete();
        // The report counts each application by its latest decision (a deletion keeps the figures).
        if (status) {
          await recordDecisions(
            trx,
            affected.map((row) => ({
              applicationId: row.id,
              createdAt: row.createdAt,
              outcome,
              at: clock(),
              source: row.sourceLabel,
            })),
          );
        }
        const before = [...new Set(affected.map((row) => row.status))].sort();
        const outcomesBefore = [...new Set(affected.map((row) => row.outcome ?? null))];
        const outcomeChanged = outcomesBefore.some((value) => value !== outcome);
        await activityLog.record(trx, actor, {
          action: 'bulk',
          entity: 'applications',
          changes: {
            ...details({ operation: input.action, count: changed, ids }),
            ...(status ? { status: { before, after: status } } : {}),
            ...(status && outcomeChanged ? { outcome: { before: outcomesBefore, after: outcome } } : {}),
          },
        });
        return changed;
      });
    },
    /**
     * The colleagues an application can be assigned to: active accounts whose role may see
     * applications, by name.
     */
    async assignees(): Promise<ApplicationAssignee[]> {
      const rows = await AdminUser.query(knex)
        .whereIn('role', ASSIGNABLE_ROLES)
        .whereNull('disabledAt')
        .select('id', 'username', 'displayName');
      return rows
        .map((row) => ({ id: row.id, name: row.displayName || row.username }))
        .sort((a, b) => a.name.localeCompare(b.name, 'de') || a.id - b.id);
    },
    get,
    /**
     * The earlier applications of the same person still stored, newest first (as many as are
     * counted): what the dialog names of each, and their match keys (what matched).
     */
    async earlier(application: Application): Promise<Application[]> {
      const match = matchSql(application);
      if (!match) return [];
      return query()
        .select('id', 'createdAt', 'status', 'tiktokUsername', 'tiktokKey', 'phoneKey', 'telegramKey')
        .where('id', '<', application.id)
        .whereRaw(match.sql, match.bindings)
        .orderBy([
          { column: 'createdAt', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(PREVIOUS_APPLICATIONS_MAX);
    },
    async update(id: number, input: ApplicationUpdate, actor: Actor): Promise<Application> {
      const patch: Record<string, unknown> = {};
      if (input.status !== undefined)
        Object.assign(patch, statusColumns(input.status, input.outcome ?? null));
      if (input.notes !== undefined) patch.notes = orNull(input.notes);
      if (input.assigneeId !== undefined) patch.assigneeId = input.assigneeId;
      if (Object.keys(patch).length === 0) return get(id);
      let mailed = false;
      const updated = await knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        if (input.assigneeId !== undefined && input.assigneeId !== before.assigneeId) {
          await checkAssignee(trx, input.assigneeId);
          mailed = await queueAssignmentMail(trx, 'assignment', id, input.assigneeId, actor);
        }
        const after = await query(trx).patchAndFetchById(id, patch);
        const decision = (row: Application) => (row.status === 'completed' ? (row.outcome ?? null) : null);
        if (decision(before) !== decision(after))
          await recordDecision(trx, {
            applicationId: id,
            createdAt: before.createdAt,
            outcome: decision(after),
            at: clock(),
            source: before.sourceLabel,
          });
        // Field names and the status only: the rest is the applicant's (activity-changes.ts).
        const changes = changesBetween('applications', before.toJSON(), after.toJSON());
        if (changes)
          await activityLog.record(trx, actor, {
            action: 'update',
            entity: 'applications',
            entityId: id,
            changes,
          });
        return after;
      });
      if (mailed) alerts.submitted();
      return updated;
    },
    /** The log's newest row that changed the application, a bulk action among them (404 when it is gone). */
    async lastChange(id: number) {
      await get(id);
      return activityLog.lastChange('applications', id);
    },
    /**
     * The history of its status, outcome and assignee (404 when it is gone), newest first, from
     * its log rows and the bulk actions naming it; assignees by their current names.
     */
    async history(id: number) {
      const application = await get(id);
      const since = isoTimestamp(application.createdAt);
      const rows = await activityLog.rowsChanging('applications', id, since);
      const userIds = historyUserIds(rows);
      const users =
        userIds.length === 0
          ? []
          : await AdminUser.query(knex).whereIn('id', userIds).select('id', 'displayName', 'username');
      const names = new Map(users.map((user) => [user.id, user.displayName || user.username]));
      return presentApplicationHistory(rows, names, await activityLog.holdsSince(since));
    },
    async remove(id: number, actor: Actor): Promise<void> {
      await knex.transaction(async (trx) => {
        if ((await query(trx).deleteById(id)) === 0) throw notFound();
        await activityLog.record(trx, actor, { action: 'delete', entity: 'applications', entityId: id });
      });
    },
    /** How many there are, how many are „Neu“, and how many of those are past the 48 hours. */
    async counts(): Promise<{ new: number; total: number; overdue: number }> {
      // The list's own `overdue=1` condition, so the figure and the filtered list agree.
      const overdue = whereOf({ overdue: true })!;
      const row = (await query()
        .select(knex.raw('count(*) as total'))
        .select(knex.raw('sum(case when status = ? then 1 else 0 end) as fresh', ['new']))
        .select(knex.raw(`sum(case when ${overdue.sql} then 1 else 0 end) as overdue`, overdue.bindings))
        .first()) as unknown as {
        total: number | string;
        fresh: number | string | null;
        overdue: number | string | null;
      };
      return { new: Number(row.fresh ?? 0), total: Number(row.total), overdue: Number(row.overdue ?? 0) };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
