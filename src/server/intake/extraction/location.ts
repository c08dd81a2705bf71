import type { Line } from './document';
import { blockSpotsAfter, findLabels, type LabelHit } from './labels';
import { labelled } from './found';
import { DERIVED, type Found, HEURISTIC, LABELLED } from './found';
import { pickPropertyName } from './propertyName';

/**
 * Labels of the site where the work was done, best first: a job's or property's name beats a
 * service address (AP files a bill under the property's name); Ship To counts only when nothing
 * else names a site, and an informal "Job:", "Address:" or "Re:" only after that.
 */
const SITE_LABELS = [
  /job\s*name|project\s*name|property\s*name|service\s*for/,
  /service\s*(?:location|address|site|premises|at)|works?\s*at|install(?:ation)?\s*(?:at|address|site)|risk\s*address|(?:pool|meter|alarm|tow|pickup)\s*(?:site|location)|(?:job|project|contract|work|installation|supply|facility)\s*(?:site|location|address)|adresse\s*des\s*travaux(?:\s*\/\s*job\s*site)?|site\s*address|work\s*location|location\s*of\s*(?:work|service)|work\s*(?:carried\s*out|performed|done)\s*at|premises?\s*address|monitored\s*premises|insured\s*(?:location|premises|property)|equipment\s*location|occupancy(?=\s*:)/,
  /property(?:\s*address)?|community|premises|location|site|facility|building(?=\s*:)|project(?=\s*:)|service(?=\s*:)|connection(?=\s*:)|post(?=\s*:)|attended(?=\s*:?$)/,
  /ship\s*to|deliver(?:y)?\s*(?:to|address)/,
  /job(?=\s*:)|address(?=\s*:)|re(?=\s*:)|for(?=\s*$)|(?:quotation|estimate|proposal)(?=\s+[-–]\s)/,
];

/** Words of a line-items table's header: its rows are charges, not a site. */
const ITEM_COLUMN = /^(?:description|details|items?|qty|quantity|qté|rate|price|unit\s*price|amount|total|hours|units|service|product(?:\s+or\s+service)?|work|charges?)\s*(?:\/\s*\S+)?$/i;

/** A unit in a box or row of its own: "Unit: 2D", "UNIT #" over "310". */
const UNIT_LABEL = /unit\s*(?:#|no\.?|number)?(?=\s*[:#]?\s*$|\s*:)|apartment(?=\s*:)|suite(?=\s*:)|flat(?=\s*:)|app\.?(?=\s*:)/;

/** A site named in a sentence: "fees for Albion Court, 14 Albion Street", "in connection with Albion Court". */
const IN_SENTENCE = /\b(?:in\s+connection\s+with|fees?\s+for|charges\s+for|(?:bill|invoice|statement)\s+for|(?:line|job|supply|premises|site)\s+at|(?:works?|services?|rooms?|repairs?|located|performed|installed)\s+at)\s+(\p{Lu}[^,.;]*?)(?=,|\.|;|\s+-\s+|\s+(?:is|are|has|was|from|on)\b|$)/u;

/**
 * "Unit 4B", "Apt. 12", "Suite 200", "#204": a designator, then a number or a single letter; a
 * building before it ("Bldg C Unit 210") is part of the unit's name.
 */
const UNIT =
  /(?:^|,\s*|\s+)((?:bldg\.?|building)\s*#?\s*(?:\d{1,3}[A-Z]?|[A-Z])(?![\w-]),?\s+)?(?:(?:unit|apt\.?|apartment|app\.?|suite|ste\.?|flat)\s+#?\s*|#\s*)((?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{0,6}|[A-Z])(?![\w-])/i;
const UNIT_FIRST = /^\s*(?:unit|apt\.?|apartment|suite|ste\.?|flat)\s+#?\s*[A-Z0-9-]+\s*,?\s*/i;
/** Lines of a site block that name a person or department, not the place. */
const ATTENTION = /^(?:attn|attention|c\/o)\b/i;

export interface Site {
  property: Found<string> | null;
  unit: Found<string> | null;
}

/**
 * The property (its name, or its street address) and unit that the invoice's site block names.
 * A name under any site label beats a street address under a better one ("Facility: Oakmont
 * Village" over "Facility address: 615 Oakmont Ave").
 */
export function findSite(lines: Line[]): Site {
  let street: Site | null = null;
  for (const label of SITE_LABELS) {
    for (const hit of findLabels(lines, label).filter((candidate) => !isTableHeader(lines[candidate.lineIndex]!)).flatMap(asSiteLabel)) {
      const spots = blockSpotsAfter(hit, lines).filter(({ text }) => text.trim() !== '' && !ATTENTION.test(text.trim()));
      const block = spots.map(({ text }) => text);
      const first = block[0];
      if (!first) continue;
      // "Unit 2311, 88 Kavanagh Street": the unit first, then the building's street.
      const picked = pickPropertyName(stripUnit(first) || first.replace(UNIT_FIRST, ''));
      if (!picked) continue;
      // The unit may have a line of its own under the name and street, or a box of its own.
      const unit = unitIn(block.slice(0, 3).join('\n'));
      const unitSpot = unit ? spots.slice(0, 3).find(({ text }) => text.includes(unit)) : undefined;
      const site: Site = {
        property: { value: picked.name, confidence: picked.whole ? LABELLED : DERIVED, reason: `named under its label "${hit.token.text.replace(/[:\s]+$/, '').slice(0, 40)}"`, at: spots[0]! },
        unit: unit ? { value: unit, confidence: LABELLED, ...(unitSpot ? { at: unitSpot } : {}) } : labelled(lines, UNIT_LABEL, parseUnit),
      };
      if (picked.isName) return site;
      street ??= site;
    }
  }
  // A street under a label, a name only in a sentence: AP files the bill under the name.
  const named = inSentence(lines);
  if (street && named.property) return { property: named.property, unit: street.unit };
  return street ?? named;
}

/** Words after a site label that make it another label: "Location ID", "Site contact". */
const OTHER_LABEL = /^(?:id|no\.?|number|#|code|type|date|phone|tel|contact|manager|e-?mail|hours|notes?)\b/i;

/**
 * A label printed with more words and no colon ("Property account", "Site / Place of Service")
 * is that longer label, its value under or beside it, not in its own token; one that names an
 * identifier instead ("Location ID") is no site label at all.
 */
function asSiteLabel(hit: LabelHit): LabelHit[] {
  if (!hit.rest) return [hit];
  const label = hit.token.text.slice(0, hit.token.text.length - hit.rest.length);
  if (/[:#]\s*$/.test(label)) return [hit];
  if (OTHER_LABEL.test(hit.rest)) return [];
  return /^[\p{Ll}/&(]/u.test(hit.rest) ? [{ ...hit, rest: '' }] : [hit];
}

/** No site label: a sentence that says what the bill is for may name the property. */
function inSentence(lines: Line[]): Site {
  for (const line of lines.slice(0, 40)) {
    const match = IN_SENTENCE.exec(line.text);
    const picked = match ? pickPropertyName(match[1]!) : null;
    const unit = picked?.isName ? unitIn(line.text.slice(match!.index)) : null;
    if (picked?.isName) return { property: { value: picked.name, confidence: HEURISTIC, reason: 'named in a sentence, not under a label: check it' }, unit: unit ? { value: unit, confidence: HEURISTIC } : null };
  }
  return { property: null, unit: null };
}

/** A unit's value in its own box: a short designator with a digit, or a single letter. */
function parseUnit(text: string): string | null {
  const value = text.trim().replace(/^#\s*/, '');
  return /^(?=[A-Z0-9-]*\d)[A-Z0-9][A-Z0-9-]{0,6}$|^[A-Z]$/i.test(value) ? value : null;
}

/**
 * "Location  Description  Amount": a line-items header names no site; its rows are charges. A
 * row of boxes over their values ("Invoice  Date  Due  Site") or of address blocks is no such header.
 */
function isTableHeader(line: Line): boolean {
  return line.tokens.length >= 3 && line.tokens.every((token) => !/\d/.test(token.text) && token.text.length < 25) && line.tokens.some((token) => ITEM_COLUMN.test(token.text.trim()));
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
