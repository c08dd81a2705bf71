import type { Line, Spot } from './document';
import { findLabels, labelWords, type LabelHit, valueCandidates } from './labels';

/** A field's value and how sure we are of it (see the confidence levels below). */
export interface Found<T> {
  value: T;
  confidence: number;
  /** Why this value: shown to the reviewer beside the field ("beside its label 'Invoice #'"). */
  reason?: string;
  /** The words it was read from, when the finder knows them (see fieldBoxes.ts). */
  at?: Spot;
}

/** Printed next to a label we know: what AP clerks would trust. */
export const LABELLED = 0.9;
/** Derived from something labelled (a due date from "Net 30"). */
export const DERIVED = 0.8;
/** Found by position or shape, without a label. */
export const HEURISTIC = 0.5;

/** The first value, in reading order, that a label introduces and the parser accepts. */
export function labelled<T>(lines: Line[], label: RegExp, parse: (text: string) => T | null, accept: (hit: LabelHit) => boolean = () => true): Found<T> | null {
  return labelledAll(lines, label, parse, accept)[0] ?? null;
}

/** Every labelled value in reading order (one per label occurrence). */
export function labelledAll<T>(lines: Line[], label: RegExp, parse: (text: string) => T | null, accept: (hit: LabelHit) => boolean = () => true): Found<T>[] {
  const found: Found<T>[] = [];
  for (const hit of findLabels(lines, label).filter(accept)) {
    for (const candidate of valueCandidates(hit, lines)) {
      const value = parse(candidate.text);
      if (value !== null) {
        found.push({ value, confidence: Math.min(candidate.confidence, LABELLED), reason: `printed ${candidate.where} its label "${labelText(labelWords(hit))}"`, at: candidate.at });
        break;
      }
    }
  }
  return found;
}

/** The label as printed, without the value that may share its token. */
function labelText(token: string): string {
  return token.replace(/[\s:#.]*[A-Z0-9][A-Z0-9\-/_.]*\d[\w\-/.]*$/i, '').replace(/[\s:]+$/, '').slice(0, 40) || token.slice(0, 40);
}

/** Why a value was chosen when its finder says nothing more: from how sure it is. */
export function defaultReason(confidence: number): string {
  if (confidence >= LABELLED) return 'printed beside its label';
  if (confidence >= DERIVED) return 'worked out from other printed values';
  return 'guessed from where it stands on the page (no label found): check it';
}

/** An identifier value (invoice, PO, work order number): one word with a digit in it, not a date. */
export function parseIdentifier(text: string): string | null {
  const words = text.replace(/^[\s#:.—–]+/, '').replace(/^(?:(?:no|nr|number|nbr)\b|n[°º])[.:\s#]*/i, '').split(/\s+/);
  // "WS 58535": a short letter prefix set apart from its digits is part of the number.
  // Stripe numbers its invoices XXXXXXXX-NNNN; some PDFs lose the dash from the text layer.
  const stripe = /^(?=[A-Z0-9]*\d)[A-Z0-9]{8}$/.test(words[0] ?? '') && /^\d{4}$/.test(words[1] ?? '');
  const word = stripe ? `${words[0]}-${words[1]}` : /^[A-Z]{1,4}$/.test(words[0] ?? '') && /^\d{3,}$/.test(words[1] ?? '') ? `${words[0]} ${words[1]}` : (words[0] ?? '');
  const cleaned = word.replace(/[.,;:]+$/, '');
  if (cleaned.length < 2 || cleaned.length > 30 || !/\d/.test(cleaned)) return null;
  if (!/^[A-Z0-9][A-Z0-9\-/_.]*$/i.test(cleaned) && !/^[A-Z]{1,4} \d{3,}$/.test(cleaned)) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(cleaned)) return null;
  // A date or a phone number printed beside a label is never the identifier the label means.
  if (/^\d{1,2}[/-]\d{1,2}[/-]\d{2,4}$/.test(cleaned) || /^\(?\d{3}\)?[-.]\d{3}[-.]\d{4}$/.test(cleaned)) return null;
  return cleaned;
}
