import type { Knex } from 'knex';
import { Application } from '@db/models/index.js';
import type { ApplicationStatus } from '@shared/constants.js';
import type { ApplicationSubmit, ApplicationUpdate } from '@shared/schemas/application.js';
import { normalizeWebAddress } from '@shared/url.js';
import { isoNow, type Clock } from '../clock.js';
import { notFound } from '../errors.js';
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
    list: () =>
      query().orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
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
