import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { emailSubmissionFields } from '../../../shared/contract/emails';
import { HttpError, badRequest } from '../../http/errors';
import { formParts } from '../../http/formParts';
import { parse } from '../../http/validate';
import { collectAddresses } from '../mime/addresses';
import { composeMessage, type MessageFields } from '../mime/compose';

/** What an HTTP submission comes down to: a raw message and, optionally, the client. */
export interface Submission {
  raw: Buffer;
  clientId: string | null;
}

type Upload = MessageFields['attachments'][number];

const mailbox = z.string().trim().max(998, 'is too long').refine((v) => collectAddresses(v).length === 1, 'must be one e-mail address');

const mailboxes = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v) => (v === undefined ? [] : (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean)))
  .pipe(z.array(mailbox).max(100, 'has too many addresses'));

/** The contract's fields, with each address checked as the message composer will read it. */
const fieldsSchema = emailSubmissionFields.omit({ raw: true }).extend({ from: mailbox, to: mailboxes, cc: mailboxes });

const rawSchema = emailSubmissionFields.pick({ raw: true, clientId: true }).required({ raw: true });
const clientIdOnly = emailSubmissionFields.pick({ clientId: true });

type Fields = z.output<typeof fieldsSchema>;

async function fromFields(fields: Fields, uploads: Upload[]): Promise<Submission> {
  const decoded = (fields.attachments ?? []).map((a, i) => ({
    filename: a.filename || `attachment-${i + 1}`,
    contentType: a.contentType || null,
    content: Buffer.from((a.content ?? a.base64 ?? '').replace(/^data:[^,]*;base64,/, ''), 'base64'),
  }));
  const raw = await composeMessage({
    from: fields.from,
    to: fields.to,
    cc: fields.cc,
    subject: fields.subject ?? '',
    text: fields.text ?? null,
    html: fields.html ?? null,
    attachments: [...decoded, ...uploads],
  });
  return { raw, clientId: fields.clientId ?? null };
}

/** POST /api/emails: `{raw}` with an RFC 822 message, or the fields with base64 attachments. */
export async function jsonSubmission(body: unknown): Promise<Submission> {
  if (body && typeof body === 'object' && 'raw' in body) {
    const { raw, clientId: id } = parse(rawSchema, body);
    return { raw: Buffer.from(raw, 'utf8'), clientId: id ?? null };
  }
  return fromFields(parse(fieldsSchema, body), []);
}

const FIELD_NAMES = new Set(['from', 'to', 'cc', 'subject', 'text', 'html', 'clientId']);

/**
 * POST /api/emails/receive: `email` holds a raw message (as a file or a field) or the fields
 * as JSON; the fields may also come one per form field; `files` parts are attachments.
 */
export async function multipartSubmission(request: FastifyRequest, maxBytes: number): Promise<Submission> {
  let raw: Buffer | null = null;
  let json: Record<string, unknown> | null = null;
  const fields: Record<string, string> = {};
  const uploads: Upload[] = [];
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > maxBytes) throw new HttpError(413, `The message is larger than the limit of ${maxBytes} bytes.`);
  };

  for await (const part of formParts(request)) {
    if (part.type === 'file') {
      const content = part.content;
      count(content.length);
      if (part.fieldname === 'email') raw = content;
      else uploads.push({ filename: part.filename || `attachment-${uploads.length + 1}`, contentType: part.mimetype || null, content });
      continue;
    }
    if (part.valueTruncated) throw new HttpError(413, `The field ${part.fieldname} is larger than the limit of ${maxBytes} bytes.`);
    const value = typeof part.value === 'string' ? part.value : String(part.value);
    count(Buffer.byteLength(value));
    if (part.fieldname === 'email') {
      if (value.trim().startsWith('{')) json = parseJsonField(value);
      else raw = Buffer.from(value, 'utf8');
    } else if (FIELD_NAMES.has(part.fieldname)) {
      fields[part.fieldname] = value;
    }
  }

  if (json && 'raw' in json) raw = Buffer.from(parse(rawSchema, json).raw, 'utf8');
  if (raw) {
    if (uploads.length > 0) throw badRequest('files can accompany the e-mail fields only: put attachments inside a raw message.');
    const id = parse(clientIdOnly, { clientId: fields.clientId ?? json?.clientId }).clientId;
    return { raw, clientId: id ?? null };
  }
  return fromFields(parse(fieldsSchema, { ...json, ...fields }), uploads);
}

function parseJsonField(value: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // answered below
  }
  throw badRequest('email must be a raw RFC 822 message or a JSON object of e-mail fields');
}
