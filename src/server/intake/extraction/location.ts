import type { Line } from './document';
import { blockAfter, findLabels } from './labels';
import { type Found, LABELLED } from './found';

/** Labels of the site where the work was done, best first; Ship To counts only when nothing else names a site. */
const SITE_LABELS = [
  /service\s*(?:location|address|site)|job\s*(?:site|location|address)|site\s*address|work\s*location|premises?\s*address/,
  /property(?:\s*(?:name|address))?|community|premises|location|site/,
  /ship\s*to|deliver\s*to/,
];

/** "Unit 4B", "Apt. 12", "Suite 200", "#204": a designator, then a number or a single letter. */
const UNIT = /(?:^|,\s*|\s+)(?:(?:unit|apt\.?|apartment|suite|ste\.?)\s+#?\s*|#\s*)((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{0,6}|[A-Z])(?![\w-])/i;

export interface Site {
  property: Found<string> | null;
  unit: Found<string> | null;
}

/** The property (its name, or its street address) and unit that the invoice's site block names. */
export function findSite(lines: Line[]): Site {
  for (const label of SITE_LABELS) {
    for (const hit of findLabels(lines, label).filter((candidate) => !isTableHeader(lines[candidate.lineIndex]!))) {
      const block = blockAfter(hit, lines).filter((text) => text.trim() !== '');
      const first = block[0];
      if (!first) continue;
      const property = stripUnit(first);
      if (!property || !/[A-Za-z]{2}/.test(property)) continue;
      const unit = unitIn(block.slice(0, 2).join('\n'));
      return { property: { value: property, confidence: LABELLED }, unit: unit ? { value: unit, confidence: LABELLED } : null };
    }
  }
  return { property: null, unit: null };
}

/** "Location  Description  Amount": a column header names no site; its rows are line items. */
function isTableHeader(line: Line): boolean {
  return line.tokens.length >= 3 && line.tokens.every((token) => !/\d/.test(token.text) && token.text.length < 25);
}

export function unitIn(text: string): string | null {
  return UNIT.exec(text)?.[1] ?? null;
}

/** "1450 Oak St, Apt 12" → "1450 Oak St": the unit is a field of its own. */
export function stripUnit(text: string): string {
  const match = UNIT.exec(text);
  return (match ? text.slice(0, match.index) : text).replace(/[\s,]+$/, '').trim();
}
