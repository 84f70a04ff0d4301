import { applications } from './applications.js';
import type { AnyEntity, EntityName } from './define.js';
import { messages } from './messages.js';
import { newsletterSubscribers } from './newsletter-subscribers.js';
import { replyTemplates } from './reply-templates.js';
import { team } from './team.js';

export type { AnswerOf, AnyEntity, DerivedOf, EntityDefinition, EntityName, StoredOf } from './define.js';

/**
 * Every entity besides the content types, by the name of its area in the Protokoll: the API's
 * answer types, the server's models, presenters and exports, the Auskunft and the Protokoll's
 * names read them.
 */
export const ENTITIES = {
  applications,
  messages,
  team,
  'reply-templates': replyTemplates,
  'newsletter-subscribers': newsletterSubscribers,
} satisfies { [N in EntityName]: AnyEntity & { name: N } };

export type Entities = typeof ENTITIES;
