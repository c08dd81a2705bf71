import type { Evidence, ExtractedInvoice, HintField, LearnedHint } from '../pdf/types';
import { withoutBoxes } from '../extraction/fieldBoxes';
import { normalizeForMatch, sameLayout } from './evidence';

/** What a hint and a new document have in common, in the words a reviewer reads. */
type Match = 'the corrected value is printed on it' | 'the same account number' | 'the same site' | 'the same name read' | 'the same layout';

/**
 * Which of the evidence recorded with a correction a document shows again. A hint keyed on the
 * sender alone would stamp a forwarding address's first vendor on every later bill it forwards,
 * so each field asks for evidence of its own:
 * - payee and GL account: the same account number, or the same name read on the same layout
 *   (or, with the text at hand, the corrected payee printed on the page);
 * - property: the same site or the same account (a vendor serves many properties, so its
 *   layout says nothing about which one).
 */
export function evidenceMatches(field: HintField, recorded: Evidence, evidence: Evidence, printed = false): Match[] {
  const found: Match[] = [];
  if (printed) found.push('the corrected value is printed on it');
  if (recorded.account && recorded.account === evidence.account) found.push('the same account number');
  if (field === 'property') {
    if (recorded.site && recorded.site === evidence.site) found.push('the same site');
    return found;
  }
  const name = recorded.name !== null && recorded.name === evidence.name;
  const layout = sameLayout(recorded.layout, evidence.layout);
  if (name && layout) found.push('the same name read', 'the same layout');
  else if (found.length > 0 && layout) found.push('the same layout');
  return found;
}

function matches(hint: LearnedHint, evidence: Evidence, text: string): Match[] {
  const value = normalizeForMatch(hint.value);
  const printed = hint.field !== 'glAccount' && value.length >= 4 && text.includes(` ${value} `);
  return evidenceMatches(hint.field, hint.evidence, evidence, printed);
}

/**
 * One piece of evidence makes a learned value likely, more make it surer, and none makes it
 * certain: the reviewer still sees a value learned from one correction as a value to check.
 */
const confidenceFor = (matched: number) => Math.min(95, 70 + 10 * matched) / 100;

/**
 * What reviewers corrected on earlier invoices from this sender, applied where the document shows
 * the evidence that was recorded with the correction. Hints come newest first; the first that
 * matches a field decides it.
 */
export function applyHints(invoice: ExtractedInvoice, text: string, hints: readonly LearnedHint[] | undefined): ExtractedInvoice {
  if (!hints || hints.length === 0) return invoice;
  const result = { ...invoice, confidence: { ...invoice.confidence }, reasons: { ...invoice.reasons } };
  const decided = new Set<HintField>();
  for (const hint of hints) {
    if (decided.has(hint.field)) continue;
    const found = matches(hint, invoice.evidence, text);
    if (found.length === 0) continue;
    decided.add(hint.field);
    result[hint.field] = hint.value;
    result.confidence[hint.field] = confidenceFor(found.length);
    result.reasons[hint.field] = `learned from your correction of invoice ${hint.source}: ${found.join(', ')}`;
  }
  // A learned value that differs was not read where extraction read its own: the pages are searched for it instead (locateFields).
  const changed = [...decided].filter((field) => result[field] !== invoice[field]);
  return changed.length > 0 ? { ...result, boxes: withoutBoxes(result.boxes, changed) } : result;
}
