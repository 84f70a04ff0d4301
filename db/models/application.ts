import { applications } from '@shared/entities/applications.js';
import { modelOf } from './entity.js';

/** A row of `applications`: the columns of its definition (shared/entities/applications.ts). */
export class Application extends modelOf(applications) {
  static override tableName = 'applications';
}
