import { addDays, findDate, laterReading, parseDate, parseDayWithoutYear } from './dates';
import type { Line } from './document';
import { DERIVED, type Found, HEURISTIC, labelled } from './found';

/**
 * A date labelled as the document's own ("Invoice Date", "Statement Date", "Notice issued") wins
 * over one labelled "Date" alone, which may be another's: an AGM notice's "Date  Monday, 25 May
 * 2026" is the meeting's, above "Notice issued  11 May 2026".
 */
const NAMED_BILL_DATE = /(?:current\s*)?(?:invoice|bill|billing|statement|issue|document)\s*date|date\s*of\s*(?:issue|invoice)|(?:notice|letter|invoice|certificate)\s+issued(?:\s+on)?/;
const BILL_DATE = new RegExp(String.raw`${NAMED_BILL_DATE.source}|(?:current\s*)?closing\s*date|(?:statement(?:\s+of\s+account)?\s+)?as\s+(?:at|of)(?=\s+\d)|date(?!\s*(?:due|paid|shipped|of\s*service|received|limite|(?:d['’]?\s*)?[ée]ch[ée]ance|(?:de\s*(?:la\s*)?)?commande))|factuurdatum|rechnungsdatum|datum(?!\s*(?:der\s*)?(?:lieferung|leistung))|date\s*de\s*facture|data\s*(?:fattura|documento|emissione)|data(?=\s*:)|fecha\s*(?:de\s*)?(?:factura|emisi[óo]n|expedici[óo]n)|fecha\s*y\s*n[º°o]\.?\s*(?:de\s*)?factura|fecha(?=\s*:)|дата(?=\s*:)|sz[áa]mla\s*kelte|kelt(?=\s*:)|ki[áa]ll[íi]t[áa]s\s*d[áa]tuma|d[áa]tum\s*(?:vystaven(?:ia|í)|vyhotovenia)|dátum(?!\s*(?:uskut|splatnosti|dodania))|дата\s*на\s*издаване|data\s*d[ae]\s*emiss[ãa]o|emiss[ãa]o(?:\s*e\s*envio)?|tarikh\s*bil`);
/** In English (a bill "past due after" a day is due on it) and in the languages of Europe's suppliers: Fälligkeitsdatum, Vervaldatum, date d'échéance, vencimiento (Brazil's vencimento); a direct debit's withdrawal date is when the bill is paid. */
const DUE_DATE =
  /due\s*date|date\s*due|(?:current\s*charges\s*)?past\s*due\s*after|payment\s*due(?:\s*date)?|due\s*(?:by|on)|(?:please\s*)?pay\s*by|due|f[äa]lligkeit(?:sdatum)?|f[äa]llig\s*am|f[äa]llig(?=\s*:)|zahlbar\s*bis(?:\s*(?:zum|sp[äa]testens))?|er[äa]p[äa]iv[äa]|zahlungsziel|vervaldatum|uiterste\s*betaaldatum|date\s*(?:d['’]?\s*)?[ée]ch[ée]ance|[ée]ch[ée]ance|date\s*limite\s*de\s*paiement|fecha\s*de\s*vencimiento|vencimiento|data\s*d[eo]\s*vencimento|vencimento|(?:data\s*(?:di\s*)?)?scadenza(?!\s*(?:dell['’]?\s*offerta|(?:delle\s*)?condizioni|(?:del\s*)?contratto))|entro\s*il|tarikh\s*akhir(?:\s*bayaran)?|(?:sila\s*)?bayar\s*sebelum|(?:payment\s*)?withdrawal\s*date|expir(?:ation|y)\s*date|срок\s*за\s*плащане|fizet[ée]si\s*hat[áa]rid[őo]|d[áa]tum\s*splatnosti|падеж|if\s*payment\s*is\s*received\s*after|payments?\s*received\s*after/;
const OTHER_DATE = /due|service|ship|order|period|paid|received|through|thru|from|[ée]ch[ée]ance|f[äa]llig|verval|vencimi?ento|scadenza|withdrawal|pr[ée]lev|expir|to\s*$/i;

/**
 * "Facture n°562044387 du 02 Juillet 2015", "Invoice 1042 dated 3 March 2025": the date after the
 * number. "FATURA 23 JUL 2023 EMISSÃO E ENVIO 16 JUL 2023": a Brazilian bill's due date, then the
 * day it was issued and sent.
 */
const DATED = /\b(?:invoice|facture|rechnung|factuur|bill)\b[^\n\t]{0,40}?\b(?:dated|du|vom|van|of)\s+|\bemiss[ãa]o(?:\s+e\s+envio)?\s*:?\s+(?=\d)/i;

/**
 * The invoice date: labelled (a date labelled as the document's own before one labelled "Date"
 * alone), else the first unlabelled date near the top of the first page.
 */
export function findBillDate(lines: Line[], dayFirst: boolean): Found<string> | null {
  const read = (text: string) => parseDate(text, dayFirst);
  const found = labelled(lines, NAMED_BILL_DATE, read) ?? labelled(lines, BILL_DATE, read);
  if (found) return found;
  for (const line of lines.slice(0, 40)) {
    const match = DATED.exec(line.text);
    const date = match ? parseDate(line.text.slice(match.index + match[0].length), dayFirst) : null;
    if (date) return { value: date, confidence: DERIVED, reason: 'the date the invoice is said to be of' };
  }
  for (const line of lines.slice(0, 25)) {
    for (const token of line.tokens) {
      const date = findDate(token.text, dayFirst);
      if (date && !OTHER_DATE.test(token.text.slice(0, date.index))) return { value: date.iso, confidence: HEURISTIC };
    }
  }
  return null;
}

/**
 * A due date stated in a sentence: "Please pay $1,309.09 by Oct 26, 2024", "payable on or before
 * April 17, 2024", "Payment is due Nov 7, 2024", "must be received by 10/16/2024", "We'll collect
 * this by Direct Debit on or just after 25 August 2025", "Zahlbar innerhalb 30 Tagen netto bis 04.04.2018",
 * "het volledige bedrag voor 11-12-2014 over te maken".
 */
const DUE_TRIGGER = /\b(?:pay(?:able|ment)?|due|paid|received|remit(?:ted)?|collect(?:ed)?|zahlbar|f[äa]llig|pr[ée]lev[ée]e?s?|bedrag|betal(?:en|ing))(?![\p{L}])/giu;
/** What introduces the date within the sentence: "by", "on or before", "on or just after", "due on". */
/** "Zahlbar … bis 04.04.2018", "fällig am", "Montant prélevé le 16 novembre 2019" in the suppliers' languages too. */
const DATE_INTRODUCER = /\b(?:by|on\s+or\s+(?:just\s+)?(?:before|after)|before|due(?:\s+on)?|on|bis(?:\s+(?:zum|spätestens))?|am|le|avant\s+le|v[oó][oó]r|uiterlijk(?:\s+op)?)\s+/gi;

/** "Pay $1,189.20 if paid by 5/12/25 (2% discount)": the date for a discount, not the due date. */
const DISCOUNT = /\bdiscount\b|\bif\s+paid\s+(?:by|within|before)\b/i;

function dueInSentence(lines: Line[], read: (text: string) => string | null): Found<string> | null {
  for (const line of lines) {
    if (DISCOUNT.test(line.text)) continue;
    for (const trigger of line.text.matchAll(DUE_TRIGGER)) {
      // The rest of the sentence (a full stop inside a date or an amount does not end it).
      const sentence = /^(?:[^.;]|\.(?=\d))*/.exec(line.text.slice(trigger.index))![0].slice(0, 100);
      for (const introducer of sentence.matchAll(DATE_INTRODUCER)) {
        const date = read(sentence.slice(introducer.index + introducer[0].length));
        if (date) return { value: date, confidence: DERIVED, reason: 'stated in a sentence about payment' };
      }
    }
  }
  return null;
}

/** "Bis zum 29.09.2018 ohne Abzug", "bis 04.04.2018 rein netto": the German terms' last day to pay in full. */
const NET_BY = /\bbis\s+(?:zum\s+|spätestens\s+)?(.{6,20}?)\s+(?:rein\s+)?(?:netto|ohne\s+(?:jeden\s+)?abzug)\b/i;

function netBy(lines: Line[], read: (text: string) => string | null): Found<string> | null {
  for (const line of lines) {
    const terms = NET_BY.exec(line.text);
    const date = terms && read(terms[1]!);
    if (date) return { value: date, confidence: DERIVED, reason: 'the last day to pay without deduction, in the payment terms' };
  }
  return null;
}

/** "Total amount due Jun 26   $123,113.66", "Amount due by Jun 26": the day the amount is due, its year left to the bill's. */
const AMOUNT_DUE_ON = /\b(?:total\s+)?amount\s+due\s+(?:by\s+|on\s+)?/gi;

function dueWithoutYear(lines: Line[], billDate: string): Found<string> | null {
  for (const line of lines) {
    for (const label of line.text.matchAll(AMOUNT_DUE_ON)) {
      const date = parseDayWithoutYear(line.text.slice(label.index + label[0].length), billDate);
      if (date) return { value: date, confidence: DERIVED, reason: 'printed without its year after "amount due": the year is the bill date\'s' };
    }
  }
  return null;
}

/** The due date: labelled, stated in a sentence, else computed from the payment terms ("Net 30", "Due on receipt"). */
export function findDueDate(lines: Line[], billDate: string | null, dayFirst: boolean): Found<string> | null {
  const turned = new Set<string>();
  const read = (text: string) => {
    const date = parseDate(text, dayFirst);
    const later = date && billDate && date < billDate ? laterReading(text, billDate) : null;
    if (later) turned.add(later);
    return later ?? date;
  };
  const found = labelled(lines, DUE_DATE, read) ?? dueInSentence(lines, read) ?? netBy(lines, read) ?? (billDate ? dueWithoutYear(lines, billDate) : null);
  if (found && turned.has(found.value)) return { ...found, confidence: Math.min(found.confidence, DERIVED), reason: `${found.reason ?? 'printed beside its label'}, read the other way round: as printed it falls before the bill date, check it` };
  if (found || !billDate) return found;
  const days = termsDays(lines.map((line) => line.text).join('\n'));
  return days === null ? null : { value: addDays(billDate, days), confidence: DERIVED };
}

/** Days from the invoice date to the due date that the payment terms give, if any. */
export function termsDays(text: string): number | null {
  const net = /\bnet\s*(\d{1,3})\b/i.exec(text);
  if (net) return Number(net[1]);
  // "Zahlung innerhalb von 8 Tagen ab Rechnungseingang", "zahlbar innerhalb 14 Tagen".
  const within = /\b(?:due|payable|payment)\s*(?:is\s*due\s*)?(?:with)?in\s*(\d{1,3})\s*days\b|\b(?:zahlung|zahlbar)\s*innerhalb\s*(?:von\s*)?(\d{1,3})\s*tagen\b/i.exec(text);
  if (within) return Number(within[1] ?? within[2]);
  // "Payment terms: 14 days from the date of this invoice", a box "Terms of Payment" over "30 Days".
  const after = /\b(\d{1,3})\s*days?\s*(?:from|of|after)\s*(?:the\s*)?(?:date\s*of\s*(?:this\s*|the\s*)?invoice|invoice(?:\s*date)?|billing\s*date|bill\s*date)/i.exec(text) ?? /\bterms(?:\s*of\s*payment)?\s*:?\s*(\d{1,3})\s*days\b|^\s*(\d{1,3})\s*days\s*$/im.exec(text);
  if (after) return Number(after[1] ?? after[2]);
  return /\b(?:due|payable)\s*(?:up)?on\s*(?:receipt|completion)\b|\bupon\s*(?:receipt|completion)\b|\bcod\b/i.test(text) ? 0 : null;
}
