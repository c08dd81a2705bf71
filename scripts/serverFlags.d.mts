/** The Node.js flags the server runs with (serverFlags.mjs). */
export const SERVER_NODE_FLAGS: string[];
/** Environment variables the server runs with (serverFlags.mjs). */
export const SERVER_ENV: Record<string, string>;
