/**
 * Compile-time tests, checked by `npm run typecheck`: each `@ts-expect-error` fails the typecheck
 * when the line below it compiles, i.e. when a content type could be paired with another type's
 * service again.
 */
import { CONTENT_TYPES } from '@server/content-types/index.js';
import { adminContentRoutes } from '@server/routes/admin/content.js';
import type { Services } from '@server/services/index.js';

export function pairings(services: Services): void {
  // A type with its own service compiles.
  adminContentRoutes(CONTENT_TYPES.faqs, services.content.faqs);
  adminContentRoutes(CONTENT_TYPES.livestreams, services.content.livestreams);

  // @ts-expect-error the livestream service with the FAQ validators
  adminContentRoutes(CONTENT_TYPES.faqs, services.content.livestreams);
  // @ts-expect-error the FAQ service with the livestream validators
  adminContentRoutes(CONTENT_TYPES.livestreams, services.content.faqs);
}
