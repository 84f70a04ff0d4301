import { Livestream } from '@db/models/index.js';
import { livestreamCreateValidator, livestreamUpdateValidator } from '@shared/schemas/livestream.js';
import { bool } from '@db/values.js';
import { defineContentType } from './define.js';

/** The weekly livestream plan (spec sections 3 and 7). */
export const livestreams = defineContentType({
  name: 'livestreams',
  model: Livestream,
  defaultOrder: 'count',
  nullableFields: ['description'],
  defaults: () => ({ isLive: false, description: null }),
  present: (row: Livestream) => ({
    id: row.id,
    day: row.day,
    time: row.time,
    title: row.title,
    description: row.description,
    isLive: bool(row.isLive),
    order: row.order,
  }),
  create: livestreamCreateValidator,
  update: livestreamUpdateValidator,
});
