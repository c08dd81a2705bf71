import { type Line, lineText, type PageText } from '../extraction/document';
import { HEURISTIC } from '../extraction/found';
import { analysePages } from '../pdf/analyzePdf';
import type { ExtractedInvoice, LearnedHint, PdfOutcome } from '../pdf/types';
import { htmlPage, textPage } from './bodyPage';
import { htmlRows } from './htmlRows';
import { portalLinks } from './portalLinks';

/** What an e-mail says in itself, beside its attachments. */
export interface MessageBody {
  html: string | null;
  text: string | null;
  /** The sender's display name ("Lakeshore Water"), the payee when the body names none. */
  senderName: string | null;
}

/** A bill written in the e-mail's body (or none), and the links that lead to the vendor's portal. */
export interface BodyReading {
  outcome: PdfOutcome;
  links: string[];
}

/** Past this a body is no bill but a newsletter or a forwarded thread; it is read as text only. */
const MAX_HTML = 500_000;
const MAX_TEXT = 100_000;

/** A mailing's footer ("Unsubscribe | Privacy"): it says nothing of the bill, and a newsletter's marks are not a bill's. */
const MAILING_FOOTER = /\b(?:unsubscribe|manage\s+(?:your\s+)?(?:e-?mail\s+)?preferences|privacy(?:\s+policy)?|view\s+(?:this\s+e-?mail\s+)?in\s+(?:your\s+)?browser)\b/i;

/** "Acme Water Authority, 200 Harbor Dr · Unsubscribe · Privacy": the company stays, the mailing's links go. */
function withoutMailingFooter(line: Line): Line | null {
  if (!MAILING_FOOTER.test(line.text)) return line;
  const tokens = line.tokens.flatMap((token) => {
    const text = token.text.split(/\s*[·|•]\s*/).filter((piece) => piece.trim() !== '' && !MAILING_FOOTER.test(piece)).join(' · ');
    return text ? [{ ...token, text }] : [];
  });
  return tokens.length > 0 ? { ...line, tokens, text: lineText(tokens) } : null;
}

function pageOf(body: MessageBody): PageText | null {
  const page = body.html && body.html.length <= MAX_HTML ? htmlPage(htmlRows(body.html)) : body.text ? textPage(body.text.slice(0, MAX_TEXT)) : null;
  return page && { ...page, lines: page.lines.flatMap((line) => withoutMailingFooter(line) ?? []) };
}

/**
 * A bill in a body must show what a bill shows: an amount, and a number, a due date or an account.
 * A covering note ("please find attached invoice 123") or a newsletter quoting prices must not
 * become something to pay.
 */
function isBill(invoice: ExtractedInvoice): boolean {
  return invoice.totalAmountCents !== null && invoice.totalAmountCents !== 0 && (invoice.invoiceNumber !== null || invoice.dueDate !== null || invoice.evidence.account !== null);
}

function fromBody(invoice: ExtractedInvoice, senderName: string | null): ExtractedInvoice {
  const named = invoice.payee === null && senderName?.trim();
  return {
    ...invoice,
    source: 'body',
    // The body was drawn as a page of our own making, which the reviewer never sees: no boxes.
    boxes: {},
    ...(named ? { payee: senderName!.trim() } : {}),
    confidence: named ? { ...invoice.confidence, payee: HEURISTIC } : invoice.confidence,
    reasons: named ? { ...invoice.reasons, payee: 'the name the e-mail was sent under (the bill names no company): check it' } : invoice.reasons,
  };
}

/**
 * Utilities and software vendors often send the bill in the e-mail itself. The body is drawn as a
 * page (its tables as rows of boxes) and read by the same extraction as a PDF; a bill found there
 * is an invoice like a PDF's, and the "view your bill" / "pay now" links go in the report.
 */
export function analyzeBody(body: MessageBody, hints?: readonly LearnedHint[]): BodyReading {
  const links = portalLinks(body.html && body.html.length <= MAX_HTML ? body.html : null, body.text);
  const page = pageOf(body);
  if (!page || page.lines.length === 0) return { outcome: { kind: 'no-invoice', pageCount: 0, reason: 'the e-mail has no text' }, links };
  const outcome = analysePages([page], 1, hints);
  if (outcome.kind !== 'invoices') return { outcome, links };
  const bills = outcome.invoices.filter(isBill).map((invoice) => fromBody(invoice, body.senderName));
  if (bills.length === 0) return { outcome: { kind: 'no-invoice', pageCount: 1, reason: 'it names no amount due with an invoice number, a due date or an account' }, links };
  return { outcome: { ...outcome, invoices: bills }, links };
}
