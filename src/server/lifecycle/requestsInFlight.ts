import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface RequestsInFlight {
  /** Settles once no request's work is left; at once when there is none. */
  idle(): Promise<void>;
}

/**
 * Fastify's close() settles when every connection has closed, and a client that gives up closes
 * its connection while the handler goes on (a query, a PDF's analysis): closing the database
 * then would fail that handler with "driver has already been destroyed". So a request counts
 * from its arrival until both its reply has been handed over (onSend: the hooks, the handler and
 * the error handler are done) and its response has closed, sent or abandoned; onResponse never
 * comes for a client that left. Counting starts on the server's own 'request' event, since an
 * onRequest hook added here would run after the members' sign-in check and its queries. What
 * Fastify answers at once, outside its lifecycle (the 503 while closing, a malformed path), has
 * ended by then and is not counted.
 */
export function trackRequestsInFlight(app: FastifyInstance): RequestsInFlight {
  const open = new Set<IncomingMessage>();
  // A reply Fastify makes without waiting (a 404) is handed over before the 'request' event reaches this listener.
  const states = new WeakMap<IncomingMessage, { handedOver: boolean; closed: boolean }>();
  const stateOf = (request: IncomingMessage) => {
    let state = states.get(request);
    if (!state) states.set(request, (state = { handedOver: false, closed: false }));
    return state;
  };
  let waiting: (() => void)[] = [];
  const end = (request: IncomingMessage) => {
    if (!open.delete(request) || open.size > 0) return;
    for (const resolve of waiting) resolve();
    waiting = [];
  };

  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (response.writableEnded) return;
    const state = stateOf(request);
    open.add(request);
    response.once('close', () => {
      state.closed = true;
      if (state.handedOver) end(request);
    });
  });
  app.addHook('onSend', async (request, _reply, payload) => {
    const state = stateOf(request.raw);
    state.handedOver = true;
    if (state.closed) end(request.raw);
    return payload;
  });

  return {
    idle: () => (open.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
  };
}
