import { simpleParser, type Attachment, type ParsedMail } from 'mailparser';
import { cleanText } from '../../cleanText';
import { finishAttachment, isMessagePart, isTnefPart, safeFilename, typeFromFilename } from './attachments';
import { headerFields } from './headerFields';
import { roughTextFromHtml } from './htmlText';
import { decodeTnef, isTnef } from './tnef';
import type { ParsedAttachment, ParsedMessage } from './types';

/** Forwarded mail inside forwarded mail is opened this deep, no deeper. */
const MAX_NESTING = 3;
/** html-to-text is slow and deep on huge HTML; past this the rough converter takes over. */
const MAX_HTML_TO_TEXT = 1_000_000;

const OPTIONS = { skipImageLinks: true, skipTextToHtml: true, skipTextLinks: true, maxHtmlLengthToParse: MAX_HTML_TO_TEXT };

/**
 * Reads a raw RFC 822 message. Never throws: what mailparser cannot convert is converted
 * roughly, and a message it cannot read at all comes back unreadable with the reason, so the
 * caller keeps the raw message and reports the problem.
 */
export async function parseMessage(raw: Buffer, depth = 0): Promise<ParsedMessage> {
  const problems: string[] = [];
  let mail: ParsedMail;
  try {
    mail = await simpleParser(raw, OPTIONS);
  } catch (first) {
    try {
      mail = await simpleParser(raw, { ...OPTIONS, skipHtmlToText: true });
      problems.push(`The HTML body was converted to text roughly (${reason(first)}).`);
    } catch (second) {
      return unreadable(second);
    }
  }
  try {
    const html = typeof mail.html === 'string' && mail.html.trim() !== '' ? cleanText(mail.html) : null;
    const text = mail.text?.trim() ? cleanText(mail.text) : html ? roughTextFromHtml(html) : null;
    const top = mail.attachments.map((a, i) => finishAttachment(fromMailparser(a), i + 1));
    const attachments = await expand(top, depth, problems);
    return { ...headerFields(mail), text, html, attachments, problems, readable: true };
  } catch (error) {
    return unreadable(error);
  }
}

function fromMailparser(a: Attachment): Omit<ParsedAttachment, 'isPdf'> {
  return {
    filename: safeFilename(a.filename),
    contentType: (a.contentType || 'application/octet-stream').toLowerCase(),
    content: a.content,
    inline: a.contentDisposition === 'inline',
    contentId: a.cid ?? null,
    extractedFrom: null,
  };
}

/**
 * Keeps every part and adds what hides inside: the PDFs of an attached message (a forwarded
 * invoice) and the files of an Outlook winmail.dat.
 */
async function expand(list: ParsedAttachment[], depth: number, problems: string[]): Promise<ParsedAttachment[]> {
  const out: ParsedAttachment[] = [];
  for (const part of list) {
    out.push(part);
    if (isMessagePart(part.contentType, part.filename)) {
      if (depth + 1 > MAX_NESTING) {
        problems.push(`${part.filename}: attached messages nested deeper than ${MAX_NESTING} levels were not opened.`);
        continue;
      }
      const nested = await parseMessage(part.content, depth + 1);
      for (const pdf of nested.attachments.filter((a) => a.isPdf)) {
        out.push({ ...pdf, extractedFrom: pdf.extractedFrom ? `${part.filename} › ${pdf.extractedFrom}` : part.filename });
      }
      problems.push(...nested.problems.map((p) => `${part.filename}: ${p}`));
    } else if (isTnefPart(part.contentType, part.filename)) {
      if (!isTnef(part.content)) {
        problems.push(`${part.filename}: not a readable winmail.dat.`);
        continue;
      }
      for (const file of decodeTnef(part.content)) {
        const filename = safeFilename(file.filename);
        const draft = { filename, contentType: file.contentType?.toLowerCase() ?? typeFromFilename(filename), content: file.content };
        out.push(finishAttachment({ ...draft, inline: false, contentId: null, extractedFrom: part.filename }, out.length + 1));
      }
    }
  }
  return out;
}

function unreadable(error: unknown): ParsedMessage {
  return {
    messageId: null,
    subject: '',
    from: null,
    recipients: [],
    sentAt: null,
    text: null,
    html: null,
    attachments: [],
    problems: [`The message structure could not be read (${reason(error)}); the raw message is kept.`],
    readable: false,
  };
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 300);
