import type { Line, PageText } from './document';
import { blockAfter, findLabels } from './labels';
import { type Found, HEURISTIC, LABELLED } from './found';

const REMIT = /(?:remit(?:tance)?\s*(?:to|address)|(?:make\s*)?(?:checks?\s*)?payable\s*to|pay\s*to(?:\s*the\s*order\s*of)?)\s*:?\s*/i;
const CUSTOMER_LABEL = /bill(?:ed)?\s*to|sold\s*to|ship\s*to|customer|service\s*(?:location|address)|job\s*(?:site|location)|property|attn|deliver\s*to/;
const CUSTOMER_BLOCK = new RegExp(`^(?:${CUSTOMER_LABEL.source})`, 'i');
const NOT_A_NAME = /^(?:(?:tax\s+|service\s+|sales\s+)?invoice|(?:service\s+)?ticket|progress\s+billing|application\s+for\s+payment|factuur|facture|rechnung|statement|bill|receipt|credit\s*memo|page\s*\d|date|phone|tel|fax|e-?mail|www\.|https?:)|@|\.(?:com|net|org|gov)\b|^\W*$/i;
const COMPANY = /\b(?:llc|inc|co|corp|company|ltd|l\.l\.c|services?|plumbing|hvac|supply|utilities|electric|landscap\w*|cleaning|heating|air|mechanical|group|district)\b\.?/i;

/** The vendor: a "remit to" / "payable to" name, else the letterhead at the top of the first page. */
export function findPayee(pages: PageText[]): Found<string> | null {
  const lines = pages.flatMap((page) => page.lines);
  const remit = remitTo(lines);
  const letterhead = pages[0] ? letterheadName(pages[0]) : null;
  // The name a cheque must carry is the remit-to one, also when the letterhead abbreviates it.
  if (remit && letterhead && sameName(remit, letterhead)) return { value: remit, confidence: 0.95 };
  if (remit) return { value: remit, confidence: LABELLED - 0.1 };
  return letterhead ? { value: letterhead, confidence: HEURISTIC + 0.2 } : null;
}

function remitTo(lines: Line[]): string | null {
  for (const [lineIndex, line] of lines.entries()) {
    for (const [tokenIndex, token] of line.tokens.entries()) {
      const match = REMIT.exec(token.text);
      if (!match) continue;
      const rest = token.text.slice(match.index + match[0].length).trim();
      const name = rest || blockAfter({ lineIndex, tokenIndex, token, rest: '' }, lines, 1)[0];
      if (name && /[A-Za-z]{2}/.test(name) && !/^\d/.test(name)) return nameOnly(name);
    }
  }
  return null;
}

/** Scores the tokens near the top: big type, high up, company-like words; never a customer block. */
function letterheadName(page: PageText): string | null {
  const top = page.lines.filter((line) => line.y < page.height * 0.3);
  const excluded = new Set(findLabels(top, CUSTOMER_LABEL).flatMap((hit) => blockAfter(hit, top, 5)));
  let best: { text: string; score: number } | null = null;
  for (const line of top) {
    for (const token of line.tokens) {
      const text = token.text.trim();
      if (excluded.has(text) || CUSTOMER_BLOCK.test(text) || NOT_A_NAME.test(text) || /:\s*$/.test(text)) continue;
      if (/^\d/.test(text) || (text.match(/\d/g)?.length ?? 0) > 2 || !/[A-Za-z]{3}/.test(text)) continue;
      const score = line.height * 1.5 - line.y / 40 + (COMPANY.test(text) ? 4 : 0) + (token.x < page.width / 2 ? 1 : 0);
      if (!best || score > best.score) best = { text, score };
    }
  }
  return best?.text ?? null;
}

/**
 * "Acme Inc., PO Box 12, Austin, TX" → "Acme Inc.": the address after the name is not part of it,
 * nor is a sentence after it ("Checks payable to Ray Thompson. Thank you!").
 */
function nameOnly(text: string): string {
  const name = text.split(/(?<=[a-z]{2})[.!]\s+(?=[A-Z][a-z]*\s+[a-z])/)[0]!;
  const cut = name.split(/,\s*(?=p\.?\s*o\.?\s*box|\d|attn|suite)|\s+-\s+/i)[0]!;
  return cut.replace(/[,;:]+$/, '').replace(/(?<!\b(?:inc|co|corp|ltd))\.$/i, '').trim();
}

function sameName(a: string, b: string): boolean {
  const normal = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
  return normal(a).includes(normal(b)) || normal(b).includes(normal(a));
}
