import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../../src/server/context';
import { acceptMessage } from '../../src/server/intake/queue/accept';
import { parseMessage } from '../../src/server/intake/mime/parseMessage';
import type { ParsedMessage } from '../../src/server/intake/mime/types';
import { createPdfPool } from '../../src/server/intake/pdf/pdfPool';
import { processEmail } from '../../src/server/intake/pipeline/processEmail';
import { createTestApp, type TestApp } from '../api/helpers/testApp';
import { createClientRow } from '../api/intake/support';
import { requireCorpus } from '../support/invoices/corpus';

/** RFC 822 / MIME messages from four parser test suites (odd charsets, malformed, TNEF...). */
const directory = requireCorpus(path.resolve(__dirname, '..', '..'), 'emails');

interface IndexRow {
  path: string;
  attachments: string;
}

/** INDEX.csv: comma-separated, fields with commas or quotes are quoted. */
function readIndex(): IndexRow[] {
  const lines = readFileSync(path.join(directory, 'INDEX.csv'), 'utf8').trim().split(/\r?\n/);
  const header = splitCsv(lines[0]!);
  return lines.slice(1).map((line) => {
    const cells = splitCsv(line);
    const cell = (name: string) => cells[header.indexOf(name)] ?? '';
    return { path: cell('path'), attachments: cell('attachments(type:filename)') };
  });
}

function splitCsv(line: string): string[] {
  const cells: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (quoted && c === '"' && line[i + 1] === '"') {
      current += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (c === ',' && !quoted) {
      cells.push(current);
      current = '';
    } else {
      current += c;
    }
  }
  cells.push(current);
  return cells;
}

const rows = readIndex();
const parsed = new Map<string, Promise<ParsedMessage>>(rows.map((row) => [row.path, parseMessage(readFileSync(path.join(directory, row.path)))]));
const parse = (file: string) => parsed.get(file)!;

it('finds the messages', () => {
  expect(rows.length).toBeGreaterThanOrEqual(200);
});

it.each(rows.map((row) => [row.path]))('%s parses, with safe attachment names', async (file) => {
  const message = await parse(file);
  expect(message.readable).toBe(true);
  for (const attachment of message.attachments) {
    expect([...attachment.filename].some((ch) => ch === '/' || ch === '\\' || ch.charCodeAt(0) < 0x20)).toBe(false);
    expect(attachment.filename.length).toBeGreaterThan(0);
    expect(Buffer.isBuffer(attachment.content)).toBe(true);
  }
});

it('finds a PDF in every message whose index lists one', async () => {
  const withPdf = rows.filter((row) => /application\/pdf:/.test(row.attachments));
  expect(withPdf.length).toBeGreaterThanOrEqual(8);
  for (const row of withPdf) expect({ file: row.path, pdfs: (await parse(row.path)).attachments.some((a) => a.isPdf) }).toEqual({ file: row.path, pdfs: true });
});

describe('known structures', () => {
  const summary = async (file: string) => (await parse(file)).attachments.map((a) => `${a.filename}|${a.isPdf ? 'pdf' : a.contentType}|${a.extractedFrom ?? ''}`);

  it('keeps an attached message and lifts out the PDF inside it', async () => {
    expect(await summary('mikel_mail/attachment_emails/attachment_message_rfc822.eml')).toEqual(['ForwardedMessage.eml|message/rfc822|', 'broken.pdf|pdf|ForwardedMessage.eml']);
  });

  it('opens an Outlook winmail.dat', async () => {
    expect(await summary('mimekit/tnef/rich-text.eml')).toEqual([
      'winmail.dat|application/ms-tnef|',
      'kitten-playing-with-a-christmas-tree.jpg|image/jpeg|winmail.dat',
      'Untitled Attachment|application/octet-stream|winmail.dat',
      'Untitled Attachment|application/octet-stream|winmail.dat',
    ]);
  });

  it('decodes encoded attachment names', async () => {
    expect(await summary('php_mime_mail_parser/m0013.eml')).toEqual(['50032266 CAR 11_MNPA00A01_9PTX_H00 ATT N° 1467829.pdf|pdf|']);
    expect(await summary('mikel_mail/attachment_emails/attachment_with_base64_encoded_name.eml')).toEqual(['This is a test.pdf|pdf|']);
    expect(await summary('mikel_mail/multi_charset/japanese_attachment_long_name.eml')).toEqual(['かきくけこかきくけこかきくけこかきくけこかきくけこ.txt|text/plain|']);
  });

  it('counts attachments like the index does', async () => {
    expect((await parse('php_mime_mail_parser/issue408.eml')).attachments).toHaveLength(328);
    expect((await parse('php_mime_mail_parser/m0028.eml')).attachments).toHaveLength(10);
    expect(await summary('php_mime_mail_parser/m0027.eml')).toEqual(['1234.txt|application/txt|']);
  });

  it('decodes subjects in odd charsets', async () => {
    expect((await parse('mikel_mail/multi_charset/japanese_iso_2022.eml')).subject).toBe('まみむめも');
    expect((await parse('mikel_mail/plain_emails/raw_email.eml')).subject).toBe('NOTE: 한국말로 하는 것');
  });

  it('converts an enormous HTML body roughly instead of failing', async () => {
    const message = await parse('nodemailer_mailparser/outofmemory.eml');
    expect(message.problems.join(' ')).toMatch(/converted to text roughly/);
    expect(message.text?.length).toBeGreaterThan(1000);
  });
});

describe('the whole pipeline over the corpus', () => {
  let t: TestApp;
  let ctx: AppContext;
  let clientId: string;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    ctx = { ...t.ctx, pdf: createPdfPool({ size: 2 }) };
    clientId = (await createClientRow(t, 'corpus@sbe.example')).id;
  });
  afterAll(async () => {
    await ctx.pdf.close();
    await t.close();
  });

  it('gives every accepted message exactly one report, and keeps its raw message', async () => {
    const statuses = new Map<string, number>();
    for (const row of rows) {
      const raw = readFileSync(path.join(directory, row.path));
      const [accepted] = await acceptMessage(ctx, { raw, clientIds: [clientId], source: 'http' });
      if (accepted!.duplicate) continue;
      const processed = await processEmail(ctx, accepted!.id);
      if (!processed || !('report' in processed)) throw new Error(`no report for ${row.path}`);
      statuses.set(processed.report.status, (statuses.get(processed.report.status) ?? 0) + 1);
    }
    const db = t.ctx.db.kysely;
    const emails = await db.selectFrom('emails').select(['id', 'status']).execute();
    const reports = await db.selectFrom('reports').select('email_id').execute();
    const raws = await db.selectFrom('email_raw').select('email_id').execute();
    expect(reports.map((r) => r.email_id).sort()).toEqual(emails.map((e) => e.id).sort());
    expect(raws).toHaveLength(emails.length);
    expect(emails.every((e) => e.status === 'processed')).toBe(true);
    expect([...statuses.keys()].sort()).toEqual(expect.arrayContaining(['no_invoices']));
  });
});
