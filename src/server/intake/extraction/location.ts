import type { Line } from './document';
import { blockAfter, findLabels } from './labels';
import { type Found, LABELLED } from './found';

/**
 * Labels of the site where the work was done, best first: a job's name beats its address (AP files
 * a bill under the property's name); Ship To counts only when nothing else names a site, and an
 * informal "Job:" or "Address:" only after that.
 */
const SITE_LABELS = [
  /job\s*name|project\s*name/,
  /service\s*(?:location|address|site)|job\s*(?:site|location|address)|site\s*address|work\s*location|premises?\s*address/,
  /property(?:\s*(?:name|address))?|community|premises|location|site|building(?=\s*:)/,
  /ship\s*to|deliver\s*to/,
  /job(?=\s*:)|address(?=\s*:)/,
];

/**
 * "Unit 4B", "Apt. 12", "Suite 200", "#204": a designator, then a number or a single letter; a
 * building before it ("Bldg C Unit 210") is part of the unit's name.
 */
const UNIT =
  /(?:^|,\s*|\s+)((?:bldg\.?|building)\s*#?\s*(?:\d{1,3}[A-Z]?|[A-Z])(?![\w-]),?\s+)?(?:(?:unit|apt\.?|apartment|suite|ste\.?)\s+#?\s*|#\s*)((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{0,6}|[A-Z])(?![\w-])/i;
/** Lines of a site block that name a person or department, not the place. */
const ATTENTION = /^(?:attn|attention|c\/o)\b/i;

export interface Site {
  property: Found<string> | null;
  unit: Found<string> | null;
}

/** The property (its name, or its street address) and unit that the invoice's site block names. */
export function findSite(lines: Line[]): Site {
  for (const label of SITE_LABELS) {
    for (const hit of findLabels(lines, label).filter((candidate) => !isTableHeader(lines[candidate.lineIndex]!))) {
      const block = blockAfter(hit, lines).filter((text) => text.trim() !== '' && !ATTENTION.test(text.trim()));
      const first = block[0];
      if (!first) continue;
      // "Maple Court Apartments, 12 Elm St, Austin, TX" on one line: the name (or street) comes first.
      const property = stripUnit(first).split(/,\s*/)[0]!.trim();
      if (!property || !/[A-Za-z]{2}/.test(property)) continue;
      // The unit may have a line of its own under the name and street.
      const unit = unitIn(block.slice(0, 3).join('\n'));
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
  const match = UNIT.exec(text);
  if (!match) return null;
  return match[1] ? match[0].replace(/^[\s,]+/, '') : match[2]!;
}

/** "1450 Oak St, Apt 12" → "1450 Oak St": the unit is a field of its own. */
export function stripUnit(text: string): string {
  const match = UNIT.exec(text);
  return (match ? text.slice(0, match.index) : text).replace(/[\s,]+$/, '').trim();
}
