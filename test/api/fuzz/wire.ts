import type { InjectOptions } from 'fastify';
import type { FileContent, FormPart, FuzzRequest, Role, Value } from './model';
import { RawUrlText, SignedIdToken, WorldRef } from './model';
import type { Route } from './collectRoutes';
import { brief, briefUrl } from './report';

/** Where placeholders get their values: the world the request is sent to, and Google's keys. */
export interface Resolver {
  role(role: Role): Promise<string>;
  sign(claims: Record<string, unknown>): Promise<string>;
  token(caller: 'admin' | 'member'): string;
}

/** Plain data with the placeholders filled in. */
type Plain = string | number | boolean | null | RawUrlText | Plain[] | { [key: string]: Plain };

async function resolve(value: Value, by: Resolver): Promise<Plain> {
  if (value instanceof WorldRef) return by.role(value.role);
  if (value instanceof SignedIdToken) return by.sign((await resolve(value.claims, by)) as Record<string, unknown>);
  if (value instanceof RawUrlText || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return Promise.all(value.map((item) => resolve(item, by)));
  const entries = await Promise.all(Object.entries(value).map(async ([key, item]) => [key, await resolve(item, by)] as const));
  // defineProperty, not assignment: a "__proto__" key must stay a key.
  return entries.reduce<Record<string, Plain>>((object, [key, item]) => Object.defineProperty(object, key, { value: item, enumerable: true, writable: true }), {});
}

/** Percent-encoding that also writes lone surrogates, as the WTF-8 bytes a careless client sends. */
export function looseEncode(text: string): string {
  let out = '';
  for (const char of text) {
    const unit = char.charCodeAt(0);
    if (char.length === 1 && unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)].map((byte) => `%${byte.toString(16).toUpperCase()}`).join('');
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}

/** A value as text goes in a URL or a form: a list is its items, an object its JSON. */
function texts(value: Plain): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => (Array.isArray(item) ? [JSON.stringify(item)] : texts(item)));
  if (value === null) return [''];
  if (value instanceof RawUrlText) return [value.text];
  if (typeof value === 'object') return [JSON.stringify(value)];
  return [String(value)];
}

/**
 * Node refuses a request line and headers over 16 KiB (431) before the app sees them, so a
 * megabyte-long text goes in a URL only as far as a real request could carry it.
 */
const URL_PIECE_MAX = 1500;
const fitUrl = (encoded: string) => (encoded.length <= URL_PIECE_MAX ? encoded : encoded.slice(0, URL_PIECE_MAX).replace(/%[0-9A-F]?$/, ''));

const inUrl = (value: Plain) =>
  texts(value)
    .map((text) => (value instanceof RawUrlText ? text : fitUrl(looseEncode(text))))
    .join(',');

const FILES: Record<FileContent, () => Buffer> = {
  pdf: () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
  pdfHeaderOnly: () => Buffer.from('%PDF-'),
  empty: () => Buffer.alloc(0),
  text: () => Buffer.from('hello'),
  mime: () => Buffer.from('From: billing@vendor.example\r\nTo: bills@maple.example\r\nSubject: =?UTF-16BE?B?2AA=?=\r\n\r\nHi'),
  megabytePdf: () => Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(1024 * 1024, 'x')]),
  binary: () => Buffer.from(Array.from({ length: 256 }, (_, i) => i)),
};

async function formPayload(parts: FormPart[], boundary: string, by: Resolver): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.kind === 'file' ? `; filename="${part.filename}"\r\nContent-Type: ${part.contentType}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n\r\n`));
    chunks.push(part.kind === 'file' ? FILES[part.content]() : Buffer.from(texts(await resolve(part.value, by)).join(',')));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

async function bodyOf(request: FuzzRequest, by: Resolver): Promise<{ headers: Record<string, string>; payload?: string | Buffer }> {
  const body = request.body;
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { headers: { 'content-type': 'application/json' }, payload: JSON.stringify(await resolve(body.value, by)) ?? '' };
    case 'raw':
      return { headers: body.contentType === undefined ? {} : { 'content-type': body.contentType }, payload: typeof body.payload === 'string' ? body.payload : Buffer.from(body.payload) };
    case 'form': {
      const whole = await formPayload(body.parts, body.boundary, by);
      const payload = body.cutAt === null ? whole : whole.subarray(0, Math.floor(whole.length * body.cutAt));
      return { headers: { 'content-type': `multipart/form-data; boundary=${body.declaredBoundary ?? body.boundary}` }, payload };
    }
  }
}

export interface Wire {
  options: InjectOptions;
  /** The request as a failure message shows it: method, URL, caller, headers and body. */
  shown: string;
  /** A short name for the event-loop watchdog. */
  label: string;
}

/** The request as inject sends it, placeholders resolved against the world. */
export async function toWire(route: Route, request: FuzzRequest, by: Resolver): Promise<Wire> {
  const params = Object.fromEntries(await Promise.all(Object.entries(request.params).map(async ([name, value]) => [name, await resolve(value as Value, by)] as const)));
  const path = route.path.replace(/:(\w+)|\*/g, (_match, name?: string) => {
    const value = params[name ?? '*'] ?? '';
    return name ? inUrl(value) : texts(value).join(',').split('/').map(looseEncode).join('/');
  });
  const pairs: [string, Plain][] = [];
  for (const [key, value] of [...Object.entries(request.query), ...request.extraQuery]) if (value !== undefined) pairs.push([key, await resolve(value, by)]);
  const query = pairs.flatMap(([key, value]) => (Array.isArray(value) ? value.map((item) => `${looseEncode(key)}=${inUrl(item)}`) : [`${looseEncode(key)}=${inUrl(value)}`]));
  const url = `${route.path === '*' ? '/' : ''}${path}${query.length > 0 ? `?${query.join('&')}` : ''}`;

  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers[name] = texts(await resolve(value, by)).join(',');
  if (request.caller === 'admin' || request.caller === 'member') headers.authorization = `Bearer ${by.token(request.caller)}`;
  if (request.caller === 'forged') headers.authorization = request.forgedAuth;
  const body = await bodyOf(request, by);
  Object.assign(headers, body.headers);

  const method = route.method as InjectOptions['method'];
  const shownBody = body.payload === undefined ? 'none' : brief(typeof body.payload === 'string' ? body.payload : body.payload.toString('latin1'));
  return {
    options: { method, url, headers, ...(body.payload === undefined ? {} : { payload: body.payload }) },
    shown: [
      `${route.method} ${briefUrl(url)}`,
      `  caller: ${request.caller}${request.caller === 'forged' ? ` (Authorization: ${brief(request.forgedAuth)})` : ''}`,
      `  headers: ${brief({ ...headers, authorization: undefined })}`,
      `  body: ${shownBody}`,
    ].join('\n'),
    label: `${request.caller} ${route.method} ${briefUrl(url).slice(0, 100)}`,
  };
}
