import type { Knex } from 'knex';
import { Application, ReplyTemplate } from '@db/models/index.js';
import { loggedValues } from '@shared/entities/define.js';
import { replyTemplates } from '@shared/entities/reply-templates.js';
import { validationMessages } from '@shared/messages.js';
import type {
  ReplyTemplateCreate,
  ReplyTemplateUpdate,
  TemplateSent,
} from '@shared/schemas/reply-template.js';
import { isoNow, type Clock } from '../clock.js';
import { invalidInput, notFound } from '../errors.js';
import { changesBetween, details } from './activity-changes.js';
import type { ActivityLog, Actor } from './activity-log.js';

export interface ReplyTemplateServiceDeps {
  knex: Knex;
  clock: Clock;
  activityLog: Pick<ActivityLog, 'record'>;
}

/**
 * The fields a change of a template is logged with (their definition's `logValue`: name and text):
 * the agency's own texts, not personal data.
 */
const LOGGED = loggedValues(replyTemplates) as Array<keyof ReplyTemplate>;
const logged = (row: ReplyTemplate | null) =>
  row ? Object.fromEntries(LOGGED.map((field) => [field, row[field]])) : null;

/**
 * The reply templates ("Vorlagen"), and the record that one was sent to an applicant. The record
 * names the template (id and name) and the channel, never the text: filled in, it holds the
 * applicant's name, which the log must not copy (an erasure could not reach it).
 */
export function createReplyTemplateService({ knex, clock, activityLog }: ReplyTemplateServiceDeps) {
  /** Within a write's transaction, every query goes through it (SQLite has one connection). */
  const query = (db: Knex = knex) => ReplyTemplate.query(db);
  return {
    /** Every template, by name (the order the dialog offers them in). */
    list: () =>
      query().orderBy([
        { column: 'name', order: 'asc' },
        { column: 'id', order: 'asc' },
      ]),
    async get(id: number): Promise<ReplyTemplate> {
      const row = await query().findById(id);
      if (!row) throw notFound();
      return row;
    },
    create: (input: ReplyTemplateCreate, actor: Actor): Promise<ReplyTemplate> =>
      knex.transaction(async (trx) => {
        const now = isoNow(clock);
        const row = await query(trx).insertAndFetch({ ...input, createdAt: now, updatedAt: now });
        await activityLog.record(trx, actor, {
          action: 'create',
          entity: 'reply-templates',
          entityId: row.id,
          changes: changesBetween('reply-templates', null, logged(row)),
        });
        return row;
      }),
    update: (id: number, input: ReplyTemplateUpdate, actor: Actor): Promise<ReplyTemplate> =>
      knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        const changes = changesBetween('reply-templates', logged(before), { ...logged(before), ...input });
        // Nothing changed: nothing written, nothing logged.
        if (!changes) return before;
        const after = await query(trx).patchAndFetchById(id, { ...input, updatedAt: isoNow(clock) });
        await activityLog.record(trx, actor, {
          action: 'update',
          entity: 'reply-templates',
          entityId: id,
          changes,
        });
        return after;
      }),
    async remove(id: number, actor: Actor): Promise<void> {
      await knex.transaction(async (trx) => {
        const before = await query(trx).findById(id);
        if (!before) throw notFound();
        await query(trx).deleteById(id);
        await activityLog.record(trx, actor, {
          action: 'delete',
          entity: 'reply-templates',
          entityId: id,
          changes: changesBetween('reply-templates', logged(before), null),
        });
      });
    },
    /**
     * Records that a template was sent to an application's applicant (by a person, in WhatsApp or
     * Telegram): the application's row in the log, naming the template and the channel.
     */
    async recordSent(
      applicationId: number,
      { templateId, channel }: TemplateSent,
      actor: Actor,
    ): Promise<void> {
      await knex.transaction(async (trx) => {
        const application = await Application.query(trx).findById(applicationId).select('id');
        if (!application) throw notFound();
        const template = await query(trx).findById(templateId).select('id', 'name');
        if (!template) throw invalidInput({ templateId: validationMessages.replyTemplate.unknownTemplate });
        await activityLog.record(trx, actor, {
          action: 'template-sent',
          entity: 'applications',
          entityId: applicationId,
          changes: details({ templateId: template.id, template: template.name, channel }),
        });
      });
    },
  };
}

export type ReplyTemplateService = ReturnType<typeof createReplyTemplateService>;
