import { messages } from '@shared/entities/messages.js';
import { modelOf } from './entity.js';

/** A row of `contact_messages`: the columns of its definition (shared/entities/messages.ts). */
export class ContactMessage extends modelOf(messages) {
  static override tableName = 'contact_messages';
}
