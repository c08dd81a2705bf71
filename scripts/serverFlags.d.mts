/** The Node.js flags the server runs with (serverFlags.mjs). */
export const SERVER_NODE_FLAGS: string[];
