/**
 * Compile-time tests of the entity definitions (shared/entities/), checked by `npm run typecheck`:
 * each `@ts-expect-error` fails the typecheck when the line below it compiles, i.e. when a model, a
 * presenter or an export could be out of step with its definition again.
 */
import type { Application } from '@db/models/index.js';
import { entityPresenter } from '@server/presenters/entity.js';
import type * as Api from '@shared/api-types.js';
import { applications } from '@shared/entities/applications.js';
import { defineEntity, internal, text } from '@shared/entities/define.js';
import type { ApplicationSubmit, ApplicationUpdate } from '@shared/schemas/application.js';
import type { ContactMessageInput, ContactMessageUpdate } from '@shared/schemas/contact.js';
import type { ReplyTemplateCreate, ReplyTemplateUpdate } from '@shared/schemas/reply-template.js';
import type { TeamUpdateInput } from '@shared/schemas/staff.js';

export function models(row: Application): void {
  // The model's columns are the definition's stored fields, as the database returns them.
  const name: string = row.tiktokUsername;
  const adult: boolean | number = row.isAdult;
  const key: string | null = row.tiktokKey;
  void [name, adult, key];
  // @ts-expect-error SQLite returns a flag as 0 or 1
  const strict: boolean = row.isAdult;
  // @ts-expect-error a derived field has no column
  void row.deleteAfter;
  void strict;
}

export function answers(answer: Api.Application): void {
  const source: Api.Application['source'] = answer.source;
  void source;
  // @ts-expect-error a column the answer leaves out is not in its type
  void answer.tiktokKey;
}

export function presenters(): void {
  type Retention = { retentionDays: number; acceptedDays: number };
  const onlyDeleteAfter = { deleteAfter: () => null };
  // @ts-expect-error the presenter must compute every derived field (source is missing)
  entityPresenter<typeof applications, Application, Retention>(applications, onlyDeleteAfter);
}

export function exports(): void {
  defineEntity({
    name: 'team',
    fields: { shown: text({ label: 'Sichtbar' }), kept: internal(text()) },
    // @ts-expect-error a column the answer leaves out cannot be exported
    export: { sheet: 'Team', columns: [{ field: 'kept', width: 10 }] },
  });
}

/**
 * The payload schemas (shared/schemas/) stay apart from the definitions: they are the forms' and
 * writes' own rules (TypeBox, precompiled for the browsers), and their fields are not all a record's
 * (the application form's two confirmations become isAdult and agreedToPrivacy). Every other field
 * they take is one of the record's, so renaming a field in a definition and not in its schema fails.
 */
type FieldsOnly<Payload, Record> = Exclude<keyof Payload, keyof Record> extends never ? true : false;
export const payloads: Array<true> = [
  true satisfies FieldsOnly<Omit<ApplicationSubmit, 'ageConfirm' | 'privacyConfirm'>, Api.Application>,
  true satisfies FieldsOnly<ApplicationUpdate, Api.Application>,
  true satisfies FieldsOnly<ContactMessageInput, Api.ContactMessage>,
  true satisfies FieldsOnly<ContactMessageUpdate, Api.ContactMessage>,
  true satisfies FieldsOnly<ReplyTemplateCreate, Api.ReplyTemplate>,
  true satisfies FieldsOnly<ReplyTemplateUpdate, Api.ReplyTemplate>,
  true satisfies FieldsOnly<Omit<TeamUpdateInput, 'password'>, Api.TeamMember>,
  // @ts-expect-error the form's confirmation is no field of the record
  true satisfies FieldsOnly<ApplicationSubmit, Api.Application>,
];
