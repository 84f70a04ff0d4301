import { replyTemplates } from '@shared/entities/reply-templates.js';
import { modelOf } from './entity.js';

/** A row of `reply_templates`: the columns of its definition (shared/entities/reply-templates.ts). */
export class ReplyTemplate extends modelOf(replyTemplates) {
  static override tableName = 'reply_templates';
}
