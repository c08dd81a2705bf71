import { z } from 'zod';

/** GET /api/health: 200 with status ok, or 503 with status unavailable and what is wrong. */
export const healthResponse = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['sqlite', 'postgres']),
  version: z.string(),
  /** Only when unavailable, e.g. "The database cannot store changes: the disk is full." */
  fault: z.string().optional(),
});
export type HealthResponse = z.infer<typeof healthResponse>;
