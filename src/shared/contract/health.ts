/** GET /api/health: 200 with status ok, or 503 with status unavailable and what is wrong. */
export interface HealthResponse {
  status: 'ok' | 'unavailable';
  database: 'sqlite' | 'postgres';
  version: string;
  /** Only when unavailable, e.g. "The database cannot store changes: the disk is full." */
  fault?: string;
}
