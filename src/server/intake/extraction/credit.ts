import type { ExtractedLineItem } from '../pdf/types';
import type { PageText } from './document';
import type { Found } from './found';

const TITLE = /^credit\s*(?:memo(?:randum)?|note)$/i;

/** A credit memo announces itself in its title, near the top of its first page. */
export function isCreditMemo(page: PageText | undefined): boolean {
  if (!page) return false;
  return page.lines.some((line) => line.y < page.height * 0.3 && line.tokens.some((token) => TITLE.test(token.text)));
}

/**
 * Under a credit memo's title every figure is a credit, signed or not: AP keys the memo as a
 * negative bill, so its totals and lines come out negative.
 */
export function asCredit(found: Found<number> | null): Found<number> | null {
  return found && { ...found, value: -Math.abs(found.value) };
}

export function creditItems(items: ExtractedLineItem[]): ExtractedLineItem[] {
  return items.map((item) => ({ ...item, amountCents: item.amountCents === null ? null : -Math.abs(item.amountCents) }));
}
