import type { ExtractedLineItem } from '../pdf/types';
import type { Line } from './document';
import { type Found, HEURISTIC, LABELLED, labelled } from './found';
import { findLabels } from './labels';

// A credit memo says why it credits ("Reason:"): that is what it is about.
const WORK_LABEL = /work\s*performed|work\s*description|job\s*description|description\s*of\s*(?:work|services?)|scope\s*of\s*work|services?\s*performed|re|regarding|subject|reason(?:\s*for\s*(?:credit|return))?(?=\s*:)/;
/** Bare "Description" heads line-item tables too, so it counts only as "Description: …". */
const DESCRIPTION_LABEL = /description/;

/** A one-line summary: a labelled description of the work, else the first line item's description. */
export function findDescription(lines: Line[], items: ExtractedLineItem[]): Found<string> | null {
  const work = labelled(lines, WORK_LABEL, (text) => (/[A-Za-z]{3}/.test(text) && !text.trim().endsWith(':') ? text.trim() : null));
  if (work) return work;
  for (const hit of findLabels(lines, DESCRIPTION_LABEL)) {
    // "Description:" with a colon is a field; without one it is most often a column header.
    const value = hit.rest || (hit.token.text.trim().endsWith(':') ? (lines[hit.lineIndex]!.tokens[hit.tokenIndex + 1]?.text ?? '') : '');
    if (/[A-Za-z]{3}/.test(value)) return { value: value.trim(), confidence: LABELLED };
  }
  const first = items[0]?.description;
  return first ? { value: first, confidence: HEURISTIC + 0.2 } : null;
}
