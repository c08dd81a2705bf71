import { amountWrittenOut } from './amountInWords';
import type { Line, Spot } from './document';
import { findLabels, type LabelHit } from './labels';
import { DERIVED, type Found, HEURISTIC, LABELLED } from './found';
import { findAmounts, lastAmount, parseMoney } from './money';

// "Amount Due After 3/15" is the late amount, "Balance to Finish" what a contract has left to bill.
/** Labels that name the amount to pay. */
const TO_PAY =
  /(?:current\s*|installment\s*|total\s*)?(?:balance|amount|total(?:\s*amount)?|net\s*amount|invoice\s*balance|payment)\s*(?:now\s*)?(?:due|owed|payable)(?!\s*(?:after|if\s*paid\s*after|date))|please\s*pay|pay\s*this\s*amount|(?:total\s*|amount\s*)?to\s*pay|(?:total\s*)?amount\s*you\s*owe|bill\s*amount|pre\s*-?\s*authori[sz]ed\s*(?:withdrawal|debit)(?:\s*amount)?|somme\s*à\s*payer|net\s*à\s*payer|total\s*à\s*payer|montant\s*(?:total\s*)?(?:à\s*payer|pr[ée]lev[ée])|zahlbetrag|(?:verbleibende\s*)?restforderung|restbetrag|noch\s*zu\s*zahlen|zu\s*zahlender\s*betrag|totale\s*(?:da\s*pagare|importo|documento|fattura)|(?:importo|netto)\s*(?:totale|da\s*pagare|a\s*pagare)|total\s*(?:a\s*pagar|factura|d[ae]ss?a\s*fatura)|valor\s*(?:a\s*pagar|total\s*d[ae]\s*fatura)|saldo\s*adeudado|importe\s*total|total\s*importe(?:\s*factura)?|jumlah\s*(?:perlu\s*dibayar|bayaran|bil|keseluruhan)|сума\s*за\s*плащане|fizetend[őo](?:\s*összeg)?/;
/** Balances: what an account stands at, which is the amount to pay only when nothing names one. */
const BALANCE = /new\s*balance|total\s*(?:current\s*|account\s*)?balance|balance(?!\s*(?:forward|brought|b\/f|carried|to\s*finish|remaining|of\s*contract|before|as\s*of))|(?:total\s*)?outstanding(?!\s*invoices?)/;
const DUE = new RegExp(`${TO_PAY.source}|${BALANCE.source}`);
// Progress billings print totals of the work done to date, which are not this invoice's total.
const TOTAL =
  /(?:invoice\s*|grand\s*|order\s*)?total(?!\s*(?:due|tax|amount\s*due|paid|payments?|credits?|hours|qty|quantity|units|completed|earned|contract|to\s*date|h\.?\s*t\b|h\.t\.|hors\s*tax))|ttc(?:\s*(?:eur|€))?(?![a-z])|total\s*(?:amount\s*)?credit(?:ed)?|credit\s*(?:total|amount)|amount\s*credited|invoice\s*amount|current\s*charges(?:\s*total)?|totaal|factuur\s*totaal|gesamtbetrag|rechnungsbetrag|endbetrag|montant\s*ttc|montant\s*total|somme\s*finale|общо(?:\s*сума)?|bruttó/;
const PREVIOUS = /previous\s*balance|prior\s*balance|balance\s*(?:brought\s*)?forward|balance\s*b\/f/;
const PAID = /(?:less\s*)?(?:payments?(?!\s*due)|amount\s*paid|deposit)(?:\s*(?:received|applied))?|paid|credits?\s*applied/;

export interface Totals {
  /** The amount due after payments and credits. */
  due: Found<number> | null;
  /** The invoice total before payments. */
  total: Found<number> | null;
}

/** Amount due and invoice total from their labels; the last labelled one wins, as totals end an invoice. */
export function findTotals(lines: Line[]): Totals {
  const dueHits = outsideOptionTables(lines, findLabels(lines, DUE));
  const toPay = outsideOptionTables(lines, findLabels(lines, TO_PAY));
  const due = doubted(lines, toPay) ?? lastValue(lines, dueHits);
  const dueTokens = new Set(dueHits.map((hit) => hit.token));
  const total = lastValue(lines, outsideTaxSummary(lines, findLabels(lines, TOTAL).filter((hit) => !dueTokens.has(hit.token))));
  if (due) return { due, total: total ?? totalFromDue(lines, due.value) };
  if (total) return { due: { value: total.value, confidence: DERIVED, ...(total.at ? { at: total.at } : {}) }, total };
  return { due: inSentence(lines) ?? amountWrittenOut(lines) ?? largestAmount(lines), total: null };
}

/**
 * "Total a pagar: R$ 1.253,84 … Total a pagar: R$ 4.931,36", once for each instalment plan a card
 * offers: one label printed three times or more on a page with as many amounts is a table of
 * options, and none of them is what the bill asks for. (A summary bill's accounts ask on a page
 * each.)
 */
function outsideOptionTables(lines: Line[], hits: LabelHit[]): LabelHit[] {
  const byLabel = new Map<string, LabelHit[]>();
  for (const hit of hits) {
    const label = `${lines[hit.lineIndex]!.page} ${hit.token.text.slice(0, hit.token.text.length - hit.rest.length).toLowerCase().replace(/[^\p{L}]+/gu, ' ').trim()}`;
    byLabel.set(label, [...(byLabel.get(label) ?? []), hit]);
  }
  // Plans printed side by side share a line: each label's own amount is the one in its token.
  const own = (hit: LabelHit) => (hit.rest ? lastAmount(hit.rest) : null) ?? amountFor(hit, lines);
  const options = [...byLabel.values()].filter((group) => group.length >= 3 && new Set(group.map(own)).size >= 3).flat();
  return options.length === 0 ? hits : hits.filter((hit) => !options.includes(hit));
}

const PAID_NOW = /(?:total\s*|amount\s*)?paid(?:\s*today)?|payments?(?:\s*(?:received|applied))?(?!\s*(?:due|terms|method|options?))/;

/**
 * "Order total $109 … Amount paid via MasterCard $109", "Total Inc GST $3.00, Paid Today $3.00,
 * Balance due $0.00", "Total 36,578.42, Payment 36,578.42, Balance Due $0.00": an invoice paid
 * when it was issued, with nothing left to pay, is a receipt.
 */
export function paidInFull(lines: Line[]): boolean {
  const total = lastValue(lines, findLabels(lines, TOTAL))?.value;
  if (!total || total <= 0) return false;
  // "Payments  ($144.00)": a payment printed as a deduction is the same payment.
  const paid = findLabels(lines, PAID_NOW).map((hit) => Math.abs(amountFor(hit, lines) ?? 0));
  if (!paid.includes(total)) return false;
  return findLabels(lines, TO_PAY).every((hit) => !amountFor(hit, lines));
}

/** Whether a label that names the amount to pay ("Amount Due") prints more than nothing. */
export function asksForPayment(lines: Line[]): boolean {
  return findLabels(lines, TO_PAY).some((hit) => (amountFor(hit, lines) ?? 0) > 0);
}

/** "For the sum of £1,017.69", "a past due amount of $3,070.96": a letter states what is owed in words. */
const SUM_SENTENCE = /\b(?:sum|amount|balance)\s+of\s+/gi;

function inSentence(lines: Line[]): Found<number> | null {
  for (const line of lines) {
    for (const match of line.text.matchAll(SUM_SENTENCE)) {
      const [amount] = findAmounts(line.text.slice(match.index + match[0].length));
      if (amount?.looksLikeMoney && amount.index <= 4) return { value: amount.cents, confidence: HEURISTIC, reason: 'stated in a sentence, not beside a label: check it' };
    }
  }
  return null;
}

/**
 * What a receipt leaves to pay: nothing, when it prints a zero balance on a balance line or
 * under a Balance column. A receipt that prints none leaves the amount paid as its total.
 */
export function zeroBalance(lines: Line[]): Found<number> | null {
  for (const [index, line] of lines.entries()) {
    if (!/\b(?:balance|outstanding|amount\s+due|amount\s+remaining|remaining)\b/i.test(line.text)) continue;
    for (const candidate of [line, lines[index + 1]]) {
      if (candidate && findAmounts(candidate.text).some((amount) => amount.looksLikeMoney && amount.cents === 0)) {
        return { value: 0, confidence: DERIVED, reason: 'the balance the receipt leaves: nothing to pay' };
      }
    }
  }
  return null;
}

/**
 * The last amount a label names as the one to pay ("Total Amount Payable", "Amount you owe"),
 * over any balance printed later ("Outstanding Balance" in an account summary). Where two such
 * labels name different amounts, the page contradicts itself and the reviewer checks it.
 */
function doubted(lines: Line[], hits: LabelHit[]): Found<number> | null {
  const summary = summaryAmount(lines, hits);
  if (summary) return summary;
  const found = lastValue(lines, hits);
  if (!found) return null;
  const others = hits.map((hit) => amountFor(hit, lines)).filter((value): value is number => value !== null && value !== found.value);
  return others.length === 0 ? found : { value: found.value, confidence: HEURISTIC + 0.2, reason: 'the page names other amounts to pay too: check it', ...(found.at ? { at: found.at } : {}) };
}

/**
 * A summary bill for many accounts (a gas company's for a school district's sites) asks on its
 * first page for what the accounts' bills behind it ask on their own pages: the first page's
 * amount to pay is the sum of theirs, and it is the one to pay.
 */
function summaryAmount(lines: Line[], hits: LabelHit[]): Found<number> | null {
  const firstPage = lines[0]?.page;
  const byPage = new Map<number, { value: number; at: Spot }>();
  for (const hit of hits) {
    const page = lines[hit.lineIndex]!.page;
    const found = byPage.has(page) ? null : amountAt(hit, lines);
    if (found) byPage.set(page, found);
  }
  const first = firstPage === undefined ? undefined : byPage.get(firstPage);
  // An account's bill of two pages may print its amount on each: pages in a row asking the same are one bill.
  const behind = [...byPage]
    .filter(([page]) => page !== firstPage)
    .sort(([a], [b]) => a - b)
    .filter(([page, found], index, all) => index === 0 || all[index - 1]![0] !== page - 1 || all[index - 1]![1].value !== found.value)
    .map(([, found]) => found.value);
  if (!first || behind.length < 2 || behind.reduce((sum, value) => sum + value, 0) !== first.value) return null;
  return { value: first.value, confidence: LABELLED, reason: `the summary's amount to pay: the sum of the ${behind.length} accounts' bills behind it`, at: first.at };
}

/** A tax summary's header: "HSN/SAC  Taxable Value  CGST … Total Tax Amount", "Taux  Base HT  TVA". */
const TAX_SUMMARY_HEADER = /\btaxable\b[^\n]*\b(?:[cisu]gst|utgst|vat|tax\s*amount)\b|\b(?:[cisu]gst|vat)\b[^\n]*\btaxable\b|\b(?:taux|rate)\b[^\n]*\bbase(?:\s*ht)?\b[^\n]*\b(?:tva|vat|iva|btw|mwst)\b/i;

/**
 * An Indian GST invoice prints a tax summary after its total, whose own "Total" row adds up the
 * taxable value and each tax (60,000.00  5,400.00  5,400.00  10,800.00), and a French one its
 * bases and VAT by rate ("Total  292,31 €  18,61 €"): that row is not the invoice's total, where
 * another total is printed.
 */
function outsideTaxSummary(lines: Line[], hits: LabelHit[]): LabelHit[] {
  const inSummary = (hit: LabelHit) => {
    const line = lines[hit.lineIndex]!;
    if (findAmounts(line.text).filter((amount) => amount.looksLikeMoney).length < 2) return false;
    const above = lines.slice(Math.max(0, hit.lineIndex - 8), hit.lineIndex).filter((other) => other.page === line.page);
    return TAX_SUMMARY_HEADER.test(above.map((other) => other.text).join('\n'));
  };
  const outside = hits.filter((hit) => !inSummary(hit));
  return outside.length > 0 ? outside : hits;
}

function lastValue(lines: Line[], hits: LabelHit[]): Found<number> | null {
  for (const hit of [...hits].reverse()) {
    const found = amountAt(hit, lines);
    if (found) return { value: found.value, confidence: LABELLED, at: found.at };
  }
  return null;
}

/**
 * No total is labelled, only the amount due. With nothing carried in or paid off, they are the
 * same; after a previous balance and payments, the invoice's own charges are what is left, when
 * the page prints that figure (under a label we do not know, such as "This Service").
 */
function totalFromDue(lines: Line[], due: number): Found<number> | null {
  const previous = lastValue(lines, findLabels(lines, PREVIOUS))?.value ?? 0;
  const paid = lastValue(lines, findLabels(lines, PAID))?.value ?? 0;
  const total = due - previous + Math.abs(paid);
  if (total === due) return { value: due, confidence: DERIVED };
  const printed = lines.some((line) => findAmounts(line.text).some((amount) => amount.looksLikeMoney && amount.cents === total));
  return printed ? { value: total, confidence: DERIVED } : null;
}

/** The amount in the label's token or to its right on the line; under it only for a lone label (a box). */
function amountFor(hit: LabelHit, lines: Line[]): number | null {
  return amountAt(hit, lines)?.value ?? null;
}

/** amountFor, with the token the amount was read from. */
function amountAt(hit: LabelHit, lines: Line[]): { value: number; at: Spot } | null {
  const line = lines[hit.lineIndex]!;
  const tokens = line.tokens.slice(hit.tokenIndex + 1);
  const onLine = [hit.rest, ...tokens.map((token) => token.text)].join('\t');
  const right = lastAmount(onLine);
  if (right !== null) {
    // The last token that prints it: totals rows end with their amount.
    const holder = [...tokens].reverse().find((token) => lastAmount(token.text) === right) ?? hit.token;
    return { value: right, at: { line, token: holder } };
  }
  if (line.tokens.length > 2) return null;
  // A box's value may sit under a line that another column prints between them.
  for (const next of lines.slice(hit.lineIndex + 1, hit.lineIndex + 3)) {
    if (next.page !== line.page || next.y - line.y > 3 * line.height) return null;
    const under = next.tokens.find((token) => token.right > hit.token.x && token.x < hit.token.right + 40);
    if (!under) continue;
    const value = parseMoney(under.text);
    return value !== null ? { value, at: { line: next, token: under } } : null;
  }
  return null;
}

/** No labels at all: the largest amount on the page is most often the total. */
function largestAmount(lines: Line[]): Found<number> | null {
  const amounts = lines.flatMap((line) => findAmounts(line.text)).filter((amount) => amount.looksLikeMoney && amount.cents > 0);
  if (amounts.length === 0) return null;
  return { value: Math.max(...amounts.map((amount) => amount.cents)), confidence: HEURISTIC - 0.2 };
}
