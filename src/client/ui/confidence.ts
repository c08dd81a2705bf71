import { LOW_CONFIDENCE } from '../../shared/constants';

export const WEAK_FIELD_TITLE = 'Low extraction confidence — check this field';

/**
 * Without these a bill cannot be entered, so their absence needs a reviewer as much as a guess
 * does; any other field may simply not be on the bill, and flagging it would be noise.
 */
export const KEY_FIELDS: readonly string[] = ['payee', 'invoiceNumber', 'totalAmount', 'billDate'];

const hasValue = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  return true;
};

/**
 * The one rule every screen flags fields by: a value extraction was unsure of (confidence below
 * LOW_CONFIDENCE), or a key field with no value at all. A field with no recorded confidence was
 * not guessed (a reviewer set it, or extraction was certain).
 */
export function isWeak(confidence: Readonly<Record<string, number>> | null | undefined, field: string, value: unknown): boolean {
  if (!hasValue(value)) return KEY_FIELDS.includes(field);
  const score = confidence?.[field];
  return typeof score === 'number' && score < LOW_CONFIDENCE;
}

/** A match's confidence as a badge reads it: a whole percentage, low below LOW_CONFIDENCE as a weak field is. */
export function confidenceBadge(score: number): { percent: number; low: boolean } {
  return { percent: Math.round(score * 100), low: score < LOW_CONFIDENCE };
}
