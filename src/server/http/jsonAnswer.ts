import type { FastifyReply } from 'fastify';
import { jsonPage, type JsonText } from '../db/jsonText';

/** Sends JSON text as the answer as it is (Fastify does not serialise a string again). */
export function sendJson<T>(reply: FastifyReply, text: JsonText<T>): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(text);
}

/** A whole list whose items the database wrote: `{"<key>":[items…]}`. */
export function sendList<K extends string, Item>(reply: FastifyReply, key: K, items: JsonText<Item>[]): FastifyReply {
  return sendJson(reply, jsonPage(key, items, {}));
}
