import type { ReplyTemplate } from '@db/models/index.js';
import type * as Api from '@shared/api-types.js';
import { replyTemplates } from '@shared/entities/reply-templates.js';
import { entityPresenter } from './entity.js';

const replyTemplate = entityPresenter<typeof replyTemplates, ReplyTemplate>(replyTemplates, {});

/** A template as GET /api/admin/reply-templates and its writes answer it (shared/entities/reply-templates.ts). */
export const presentReplyTemplate = (row: ReplyTemplate): Api.ReplyTemplate => replyTemplate(row);
