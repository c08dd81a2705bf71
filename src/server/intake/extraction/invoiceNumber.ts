import type { Line } from './document';
import { type Found, HEURISTIC, labelled, parseIdentifier } from './found';

// A credit memo's own number stands where an invoice number would. The last alternatives are
// French, German and Dutch: suppliers abroad bill US owners too.
const LABEL = String.raw`(?:invoice|inv\.?|bill|statement|credit\s*(?:memo\s*)?|memo)\s*(?:#|no\.?|number|num\.?|nbr\.?|id)|invoice(?=\s*[:#]?\s*[A-Z]*-?\d)|factur[ae]\s*n[°o]\.?|rechnungs-?\s*(?:nr\.?|nummer)|factuur\s*-?\s*(?:nr\.?|nummer)`;
const TITLE = /^(?:tax\s+|service\s+)?invoice$/i;
const BARE_NUMBER = /^(?:#|no\.?)\s*([A-Z0-9][A-Z0-9\-/_.]*)$/i;

/** The invoice number: labelled, or a bare "# 1042" printed under the big INVOICE title. */
export function findInvoiceNumber(lines: Line[]): Found<string> | null {
  return labelled(lines, new RegExp(LABEL), parseIdentifier) ?? underTitle(lines);
}

function underTitle(lines: Line[]): Found<string> | null {
  const titleIndex = lines.findIndex((line) => line.tokens.some((token) => TITLE.test(token.text)));
  if (titleIndex < 0) return null;
  for (const line of lines.slice(titleIndex, titleIndex + 4)) {
    for (const token of line.tokens) {
      const match = BARE_NUMBER.exec(token.text);
      const value = match ? parseIdentifier(match[1]!) : null;
      if (value) return { value, confidence: HEURISTIC + 0.2 };
    }
  }
  return null;
}
