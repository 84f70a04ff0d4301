import type { Knex } from 'knex';
import { Application } from '@db/models/index.js';
import type { ApplicationListQuery, ApplicationSort } from '@shared/application-list.js';
import type { ApplicationStatus } from '@shared/constants.js';
import type { ApplicationSubmit, ApplicationUpdate } from '@shared/schemas/application.js';
import type { ApplicationBulk } from '@shared/schemas/application-list.js';
import { normalizeWebAddress } from '@shared/url.js';
import { isoNow, type Clock } from '../clock.js';
import { notFound } from '../errors.js';
import { orderSql, selectionWhere, type ApplicationSelection } from './application-list.js';
import type { StaffAlerts } from './staff-alerts.js';

const orNull = (value: string | null | undefined) => (value ? value : null);

export interface ApplicationServiceDeps {
  knex: Knex;
  clock: Clock;
  /** Told of each stored application (the alert sender wakes). */
  alerts: Pick<StaffAlerts, 'submitted'>;
}

export function createApplicationService({ knex, clock, alerts }: ApplicationServiceDeps) {
  const query = () => Application.query(knex);
  /** The applications of a selection, in a sort's order. */
  function selected(selection: ApplicationSelection, sort: ApplicationSort) {
    const where = selectionWhere(selection);
    const rows = query().orderByRaw(orderSql(sort));
    return where ? rows.whereRaw(where.sql, where.bindings) : rows;
  }
  async function count(selection: ApplicationSelection): Promise<number> {
    const where = selectionWhere(selection);
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
   * and cleared for any other status.
   */
  function statusColumns(status: ApplicationStatus) {
    return {
      status,
      completedAt:
        status === 'completed'
          ? knex.raw("coalesce(case when status = 'completed' then completed_at end, ?)", [isoNow(clock)])
          : null,
    };
  }

  return {
    /**
     * Stores a public application; the two confirmations become isAdult / agreedToPrivacy. It is
     * committed when this resolves (one INSERT, no read back: nobody gets the stored row). With
     * alerts on, the outbox's trigger queues the staff alert in that same statement.
     */
    async submit(input: ApplicationSubmit): Promise<void> {
      await query().insert({
        tiktokUsername: input.tiktokUsername,
        whatsappNumber: orNull(input.whatsappNumber),
        telegramUsername: orNull(input.telegramUsername),
        // The schema accepted it; "instagram.com/name" is stored as "https://instagram.com/name".
        website: input.website ? normalizeWebAddress(input.website) : null,
        country: input.country,
        streamingExperience: orNull(input.streamingExperience),
        currentAgency: orNull(input.currentAgency),
        isAdult: input.ageConfirm,
        agreedToPrivacy: input.privacyConfirm,
        status: 'new',
        notes: null,
        createdAt: isoNow(clock),
        completedAt: null,
      });
      alerts.submitted();
    },
    /** Every application, newest first. */
    list: () => selected({}, '-createdAt'),
    /** One page of the list and how many applications match its filters (on all pages). */
    async page(list: ApplicationListQuery): Promise<{ rows: Application[]; total: number }> {
      const rows = await selected(list, list.sort)
        .limit(list.pageSize)
        .offset((list.page - 1) * list.pageSize);
      return { rows, total: await count(list) };
    },
    /** Every application of a selection (the exports), in the sort's order. */
    matching: (selection: ApplicationSelection, sort: ApplicationSort) => selected(selection, sort),
    /**
     * Sets the status of, or deletes, the given applications in one transaction. Answers how many
     * changed: unknown ids, and applications that already had the status, are not counted.
     */
    bulk: (input: ApplicationBulk): Promise<number> =>
      knex.transaction(async (trx) => {
        const rows = Application.query(trx).whereIn('id', input.ids);
        if (input.action === 'delete') return rows.delete();
        const status = input.status!; // applicationBulkValidator requires it for this action
        return rows.whereNot('status', status).patch(statusColumns(status));
      }),
    get,
    async update(id: number, input: ApplicationUpdate): Promise<Application> {
      const patch: Record<string, unknown> = {};
      if (input.status !== undefined) Object.assign(patch, statusColumns(input.status));
      if (input.notes !== undefined) patch.notes = orNull(input.notes);
      if (Object.keys(patch).length === 0) return get(id);
      const row = await query().patchAndFetchById(id, patch);
      if (!row) throw notFound();
      return row;
    },
    async remove(id: number): Promise<void> {
      if ((await query().deleteById(id)) === 0) throw notFound();
    },
    async counts(): Promise<{ new: number; total: number }> {
      const row = (await query()
        .select(knex.raw('count(*) as total'))
        .select(knex.raw('sum(case when status = ? then 1 else 0 end) as fresh', ['new']))
        .first()) as unknown as { total: number | string; fresh: number | string | null };
      return { new: Number(row.fresh ?? 0), total: Number(row.total) };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
