/** The Node.js flags the server runs with for the given settings and `.env` file (serverFlags.mjs). */
export function serverNodeFlags(env?: Record<string, string | undefined>, envFile?: string): string[];
/** Environment variables the server runs with (serverFlags.mjs). */
export const SERVER_ENV: Record<string, string>;
