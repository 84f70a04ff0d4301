import { Application } from '../../db/models/index.js';
import type { ApplicationSubmit, ApplicationUpdate } from '../../shared/schemas/application.js';
import { notFound } from '../errors.js';

const orNull = (value: string | null | undefined) => (value ? value : null);

export function createApplicationService() {
  async function get(id: number): Promise<Application> {
    const row = await Application.query().findById(id);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** Stores a public application; the two confirmations become isAdult / agreedToPrivacy. */
    async submit(input: ApplicationSubmit): Promise<Application> {
      return await Application.query().insertAndFetch({
        tiktokUsername: input.tiktokUsername,
        whatsappNumber: orNull(input.whatsappNumber),
        telegramUsername: orNull(input.telegramUsername),
        website: orNull(input.website),
        country: input.country,
        streamingExperience: orNull(input.streamingExperience),
        currentAgency: orNull(input.currentAgency),
        isAdult: input.ageConfirm,
        agreedToPrivacy: input.privacyConfirm,
        status: 'new',
        notes: null,
        createdAt: new Date().toISOString(),
      });
    },
    list: () =>
      Application.query().orderBy([
        { column: 'createdAt', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]),
    get,
    async update(id: number, input: ApplicationUpdate): Promise<Application> {
      const patch: Partial<Pick<Application, 'status' | 'notes'>> = {};
      if (input.status !== undefined) patch.status = input.status;
      if (input.notes !== undefined) patch.notes = orNull(input.notes);
      if (Object.keys(patch).length === 0) return get(id);
      const row = await Application.query().patchAndFetchById(id, patch);
      if (!row) throw notFound();
      return row;
    },
    async remove(id: number): Promise<void> {
      if ((await Application.query().deleteById(id)) === 0) throw notFound();
    },
    async counts(): Promise<{ new: number; total: number }> {
      const row = (await Application.query()
        .select(Application.raw('count(*) as total'))
        .select(Application.raw('sum(case when status = ? then 1 else 0 end) as fresh', ['new']))
        .first()) as unknown as { total: number | string; fresh: number | string | null };
      return { new: Number(row.fresh ?? 0), total: Number(row.total) };
    },
  };
}

export type ApplicationService = ReturnType<typeof createApplicationService>;
