import { defineEntity, id, text, time } from './define.js';

/**
 * A reply template ("Vorlage", GET /api/admin/reply-templates and the answers of its writes). The
 * agency's own texts, no personal data: the Protokoll records its name and text with their values.
 */
export const replyTemplates = defineEntity({
  name: 'reply-templates',
  fields: {
    id: id(),
    name: text({ label: 'Name', logValue: true }),
    /** May name {tiktok}, {agentur} and {recruiter} (shared/reply-templates.ts). */
    text: text({ label: 'Text', logValue: true }),
    createdAt: time(),
    updatedAt: time({ label: 'Geändert am' }),
  },
});
