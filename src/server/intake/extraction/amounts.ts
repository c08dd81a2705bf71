import type { Line } from './document';
import { findLabels, type LabelHit } from './labels';
import { DERIVED, type Found, HEURISTIC, LABELLED } from './found';
import { findAmounts, lastAmount, parseMoney } from './money';

const DUE = /(?:balance|amount|total(?:\s*amount)?|net\s*amount|invoice\s*balance)\s*(?:now\s*)?(?:due|owed|payable)|please\s*pay|pay\s*this\s*amount|new\s*balance|balance(?!\s*forward)|somme\s*à\s*payer|net\s*à\s*payer|zahlbetrag/;
const TOTAL = /(?:invoice\s*|grand\s*)?total(?!\s*(?:due|tax|amount\s*due|paid|payments?|credits?|hours|qty|quantity|units))|invoice\s*amount|current\s*charges(?:\s*total)?|totaal|factuur\s*totaal|gesamtbetrag|rechnungsbetrag|montant\s*ttc/;

export interface Totals {
  /** The amount due after payments and credits. */
  due: Found<number> | null;
  /** The invoice total before payments. */
  total: Found<number> | null;
}

/** Amount due and invoice total from their labels; the last labelled one wins, as totals end an invoice. */
export function findTotals(lines: Line[]): Totals {
  const dueHits = findLabels(lines, DUE);
  const due = lastValue(lines, dueHits);
  const dueTokens = new Set(dueHits.map((hit) => hit.token));
  const total = lastValue(lines, findLabels(lines, TOTAL).filter((hit) => !dueTokens.has(hit.token)));
  if (due) return { due, total };
  if (total) return { due: { value: total.value, confidence: DERIVED }, total };
  return { due: largestAmount(lines), total: null };
}

function lastValue(lines: Line[], hits: LabelHit[]): Found<number> | null {
  for (const hit of [...hits].reverse()) {
    const value = amountFor(hit, lines);
    if (value !== null) return { value, confidence: LABELLED };
  }
  return null;
}

/** The amount in the label's token or to its right on the line; under it only for a lone label (a box). */
function amountFor(hit: LabelHit, lines: Line[]): number | null {
  const line = lines[hit.lineIndex]!;
  const onLine = [hit.rest, ...line.tokens.slice(hit.tokenIndex + 1).map((token) => token.text)].join('\t');
  const right = lastAmount(onLine);
  if (right !== null) return right;
  if (line.tokens.length > 2) return null;
  const next = lines[hit.lineIndex + 1];
  if (!next || next.page !== line.page || next.y - line.y > 3 * line.height) return null;
  const under = next.tokens.find((token) => token.right > hit.token.x && token.x < hit.token.right + 40);
  return under ? parseMoney(under.text) : null;
}

/** No labels at all: the largest amount on the page is most often the total. */
function largestAmount(lines: Line[]): Found<number> | null {
  const amounts = lines.flatMap((line) => findAmounts(line.text)).filter((amount) => amount.looksLikeMoney && amount.cents > 0);
  if (amounts.length === 0) return null;
  return { value: Math.max(...amounts.map((amount) => amount.cents)), confidence: HEURISTIC - 0.2 };
}
