export interface HealthResponse {
  status: 'ok';
  database: 'sqlite' | 'postgres';
  version: string;
}
