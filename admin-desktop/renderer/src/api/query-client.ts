import { createQueryClient } from '@shared/http-client.js';

/** Shared defaults (5 min fresh, 15 min kept, one retry, mutations never retry); admin reads are no-store. */
export const queryClient = createQueryClient();
