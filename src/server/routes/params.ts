import { z } from 'zod';

/** A client id in a path; a blank one is refused before any lookup. */
export const clientIdParam = z.object({ clientId: z.string().trim().min(1, 'is required').max(64, 'is too long') });
