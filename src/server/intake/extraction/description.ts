import type { ExtractedLineItem } from '../pdf/types';
import type { Line } from './document';
import { type Found, HEURISTIC, LABELLED, labelled } from './found';
import { findLabels } from './labels';

const WORK_LABEL = /work\s*performed|work\s*description|job\s*description|description\s*of\s*(?:work|services?)|scope\s*of\s*work|services?\s*performed|re|regarding|subject/;
/** Bare "Description" heads line-item tables too: only "Description: …" in one token counts. */
const DESCRIPTION_LABEL = /description/;

/** A one-line summary: a labelled description of the work, else the first line item's description. */
export function findDescription(lines: Line[], items: ExtractedLineItem[]): Found<string> | null {
  const work = labelled(lines, WORK_LABEL, (text) => (/[A-Za-z]{3}/.test(text) && !text.trim().endsWith(':') ? text.trim() : null));
  if (work) return work;
  const inline = findLabels(lines, DESCRIPTION_LABEL).find((hit) => /[A-Za-z]{3}/.test(hit.rest));
  if (inline) return { value: inline.rest.trim(), confidence: LABELLED };
  const first = items[0]?.description;
  return first ? { value: first, confidence: HEURISTIC + 0.2 } : null;
}
