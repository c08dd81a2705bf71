import type { DocumentKind } from '../../../shared/contract/documentKinds';
import type { Line, Token } from './document';
import { DERIVED, type Found, HEURISTIC, LABELLED, labelled, parseIdentifier } from './found';

// A credit memo's own number stands where an invoice number would. The last alternatives are
// French, German, Dutch, Italian and Spanish: suppliers abroad bill US owners too.
const LABEL = String.raw`(?:(?!original|orig|applies|related|reference|ref|your|customer|previous|replaced|replaces|airway|air\b)[a-z]+(?:\s*\/\s*|\s+))?(?:invoice|inv\.?|bill(?:ing)?|statement|credit\s*(?:memo\s*|note\s*)?|debit\s*note|memo|fee\s*note|receipt)\s*(?:#|no\.?|nr\.?|number|num\.?|nbr\.?|id)|(?:invoice|factur[ae]|fattura|rechnung|factuur)(?=\s*[:#]?\s*[A-Z]*-?\d)|(?:fee\s*note|number|no\.)(?=\s*$)|number(?=\s*:\s*$)|fa(?:c)?tura(?:[\s-]*recibo)?\s*n[º°]|n[úu]m[ée]ro(?=\s*:)|номер(?=\s*:)|sz[áa]mla\s*(?:sorsz[áa]ma|sz[áa]ma)|фактура\s*№|factur[ae]\s*n[°o]\.?|(?:n[°o]\.?|num[ée]ro|num\.)\s*(?:de\s*)?facture(?:\s*\/\s*invoice\s*no\.?)?|(?:faktura(?:\s*-\s*da[ňn]ov[ýy]\s*doklad)?|da[ňn]ov[ýy]\s*doklad)\s*[čc]\.|fakt[úu]ra\s*-\s*da[ňn]ov[ýy]\s*doklad\s*-|rechnungs?-?\s*(?:nr\.?|nummer)|factuur\s*-?\s*(?:nr\.?|nummer)|fattura\s*(?:n[°o.]?|nr\.?|numero)|factura\s*(?:n[º°o]\.?|núm(?:ero)?\.?|num(?:ero)?\.?)|(?:n[º°o]\.?|nr\.?|num(?:ero)?\.?|número)\s*(?:de\s*)?(?:fattura|factura|documento)(?:\s*elettronica)?(?:\s*valida\s*ai\s*fini\s*fiscali)?|no\.?\s*bil|nombor\s*bil|comp(?:robante)?\.?\s*(?:nro|n[º°o])\.?|votre\s*facture(?=\s*:?\s*$)|n[º°](?=\s*:)`;
const TITLE = /^(?:tax\s+|service\s+)?invoice$|^[A-Z /]{0,20}\binvoice\b[A-Z /]{0,20}$|^(?:factura|facture|fattura|[a-zäöü]*rechnung|factuur)$/i;
/** A document's code on a line of its own under the title ("FACTURA" over "INV/2024/00005"): letters, then digits in groups. */
const DOCUMENT_CODE = /^[A-Z]{2,5}(?:[/-][A-Z]{2,5}){0,3}[/-]\d{2,4}(?:[/-]\d{2,6})+$/;
/** "We note that invoice LE-8401 remains unpaid": a reminder or receipt names the invoice in a sentence. */
const IN_SENTENCE = /\binvoice\s+(?:no\.?\s*|number\s*|#\s*)?((?=[A-Z0-9\-/]*\d)[A-Z0-9][A-Z0-9\-/]{2,24})\b/i;
/** A number printed in groups of digits, as Spanish retailers number invoices: "1 24 0005 0001201345". */
const DIGIT_GROUPS = /^\d{1,6}(?: \d{1,12}){2,5}$/;
const BARE_NUMBER = /^(?:#|no\.?|nr\.?)\s*([A-Z0-9][A-Z0-9\-/_.]*)$/i;
const LONE_NUMBER_SIGN = /^\s*(?:n[°º]|no\.?|#)\s*:?\s*$/i;
/** A Portuguese document's type, series and number, as its tax rules print them: "FT 18A2401/21509", "FR 2024/118". */
const PORTUGUESE_SERIES = /^(?:FT|FR|FS|NC|ND)\s[A-Z0-9]+\/\d+$/;
/** An identifier, or a number printed in groups whole ("Rechnungsnummer  726 752 5181"). */
const identifierOrGroups = (text: string) => (DIGIT_GROUPS.test(text.trim()) || PORTUGUESE_SERIES.test(text.trim()) ? text.trim() : parseIdentifier(text));

/** A receipt names the invoice it settles: that number, not the receipt's own, is what AP matches. */
const PAID_INVOICE = /invoice\s*(?:#|no\.?|number|num\.?)/;
/** A quote or an estimate is numbered as one: "Quotation No. : QUOT/26/049", "Estimate #1042". */
const QUOTE_NUMBER = /(?:quot(?:e|ation)|estimate|proposal)\s*(?:#|no\.?|number|num\.?|nbr\.?|id)/;
/** A service ticket with no invoice number is billed under its work order's. */
const WORK_ORDER = /w\.?\s*o\.?\s*(?:#|no\.?|number)?|work\s*order(?:\s*(?:#|no\.?|number))?|service\s*ticket\s*(?:#|no\.?|number)?/;

/** The invoice number: labelled, or a bare "# 1042" printed under the big INVOICE title. */
export function findInvoiceNumber(lines: Line[], kind?: DocumentKind): Found<string> | null {
  const found = (kind === 'quote' ? labelled(lines, QUOTE_NUMBER, parseIdentifier) : null) ?? anyInvoiceNumber(lines, kind === 'receipt');
  // A bill prints its number on its first page: one found only further on may be another
  // document's that shares the file ("Proforma Invoice No" on page 2 behind an invoice).
  const firstPage = lines[0]?.page;
  if (found?.at && firstPage !== undefined && found.at.line.page > firstPage && found.confidence > DERIVED) {
    return { ...found, confidence: DERIVED, reason: `${found.reason ?? 'printed beside its label'}, on page ${found.at.line.page - firstPage + 1} only: check it` };
  }
  return found;
}

function anyInvoiceNumber(lines: Line[], receipt: boolean): Found<string> | null {
  return (
    (receipt ? labelled(lines, PAID_INVOICE, parseIdentifier) : null) ??
    labelled(lines, new RegExp(LABEL), identifierOrGroups) ??
    afterItsDate(lines) ??
    inBoxRow(lines) ??
    besideLoneLabel(lines) ??
    underTitle(lines) ??
    inSentence(lines) ??
    workOrder(lines) ??
    oneDigit(lines)
  );
}

/** A label that can only mean the invoice's own number: "Invoice Number:", "Numéro de facture :", "Rechnung Nr.". */
const OWN_NUMBER = /(?:invoice|factur[ae]|fattura|rechnung|factuur)\s*(?:#|no\.?|nr\.?|number|num[ée]ro)|n[úu]m[ée]ro\s*de\s*factur[ae]/;

/**
 * "Invoice Number: #1" on a freelancer's first invoice: one digit is too short for an identifier
 * anywhere else on a page, so it is taken only beside a label that names the invoice's own number, and doubted.
 */
function oneDigit(lines: Line[]): Found<string> | null {
  const found = labelled(lines, OWN_NUMBER, (text) => /^\s*#?\s*(\d)\s*$/.exec(text)?.[1] ?? null);
  return found && { ...found, confidence: DERIVED, reason: `${found.reason ?? 'printed beside its label'}, one digit long: check it` };
}

/** "Invoice   LR 99730", "Factura   1 24 0005 0001201345": a lone "Invoice" with an identifier right beside it on its line. */
function besideLoneLabel(lines: Line[]): Found<string> | null {
  for (const line of lines) {
    for (const [index, token] of line.tokens.entries()) {
      const next = line.tokens[index + 1];
      if (!next || !/^(?:invoice|factura|facture|fattura|rechnung|factuur)\s*:?$/i.test(token.text.trim()) || next.x - token.right > 200) continue;
      const value = identifierOrGroups(next.text);
      if (value) return { value, confidence: DERIVED, reason: `printed beside "${token.text.trim()}"` };
    }
  }
  return null;
}

/** One label for the date and the number, their values apart by a slash: "Fecha y Nº Factura:  03.04.2025 / 218130054". */
const DATE_AND_NUMBER = /^(?:fecha\s*y\s*n[º°o]\.?\s*(?:de\s*)?factura|date\s*(?:and|&)\s*(?:invoice\s*)?(?:no\.?|number))\s*:?/i;
const DATE_THEN_NUMBER = /^\s*\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\s*\/\s*(\S+)/;

function afterItsDate(lines: Line[]): Found<string> | null {
  for (const line of lines) {
    const at = line.tokens.findIndex((token) => DATE_AND_NUMBER.test(token.text.trim()));
    if (at < 0) continue;
    const after = [line.tokens[at]!.text.trim().replace(DATE_AND_NUMBER, ''), ...line.tokens.slice(at + 1).map((token) => token.text)].join(' ');
    const match = DATE_THEN_NUMBER.exec(after);
    const value = match ? parseIdentifier(match[1]!) : null;
    if (value) return { value, confidence: LABELLED, reason: `printed after its date beside the label "${line.tokens[at]!.text.trim()}"` };
  }
  return null;
}

function workOrder(lines: Line[]): Found<string> | null {
  const found = labelled(lines, WORK_ORDER, parseIdentifier);
  return found && { value: found.value, confidence: HEURISTIC + 0.05, reason: 'no invoice number is printed: the work order number stands for it, check it' };
}

/**
 * "Invoice  Date  Terms" over "63477-Y  23-Apr-2025  Net 30": a lone "Invoice" heads the
 * number's box in a row of boxes. A lone "INVOICE" elsewhere is the document's title.
 */
function inBoxRow(lines: Line[]): Found<string> | null {
  const rows = lines.filter((line) => line.tokens.length >= 3 && line.tokens.every((token) => !/\d/.test(token.text)));
  return labelled(rows.length > 0 ? lines : [], /(?:invoice|factuur|facture|factura|fattura|rechnung)(?=\s*$)/, parseIdentifier, (hit) => rows.includes(lines[hit.lineIndex]!));
}

function inSentence(lines: Line[]): Found<string> | null {
  for (const line of lines) {
    const match = IN_SENTENCE.exec(line.text);
    const value = match ? parseIdentifier(match[1]!) : null;
    if (value) return { value, confidence: HEURISTIC, reason: 'named in a sentence, not beside a label: check it' };
  }
  return null;
}

/** A bare "# 1042" under the big INVOICE title ("Nr. AR-2025-00456" under "ABSCHLAGSRECHNUNG"), or "N°   :   F250335786" with its value set apart. */
function underTitle(lines: Line[]): Found<string> | null {
  const titleIndex = lines.findIndex((line) => line.tokens.some((token) => TITLE.test(token.text)));
  if (titleIndex < 0) return null;
  const title = lines[titleIndex]!.tokens.find((token) => TITLE.test(token.text))!;
  // A code under the title stands alone on its line, or alone in the title's column beside the customer's address.
  const underIt = (token: Token) => token.x < title.right && token.right > title.x;
  for (const line of lines.slice(titleIndex, titleIndex + 4)) {
    for (const [index, token] of line.tokens.entries()) {
      const match = BARE_NUMBER.exec(token.text);
      // "GST No : 36ATBPB2706L1ZZ": a sign after a word numbers what the word names.
      const signAlone = LONE_NUMBER_SIGN.test(token.text) && !/\p{L}\s*$/u.test(line.tokens[index - 1]?.text ?? '');
      const apart = signAlone ? line.tokens.slice(index + 1, index + 3).find((next) => !/^\s*[:#]\s*$/.test(next.text)) : undefined;
      const alone = line !== lines[titleIndex] && (line.tokens.length === 1 || underIt(token)) && DOCUMENT_CODE.test(token.text.trim()) ? token.text.trim() : null;
      const value = match ? parseIdentifier(match[1]!) : apart ? parseIdentifier(apart.text) : alone ? parseIdentifier(alone) : null;
      if (value) return { value, confidence: HEURISTIC + 0.2 };
    }
  }
  return null;
}
