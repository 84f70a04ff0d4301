import { createQueryClient } from '@shared/http-client.js';

/** Section 7 defaults (5 min fresh, 15 min kept, one retry, mutations never retry); admin reads are no-store. */
export const queryClient = createQueryClient();
