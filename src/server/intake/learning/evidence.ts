import type { PageText } from '../extraction/document';
import type { Evidence } from '../pdf/types';

/** Words of fixed print are letters only; a token with a digit is a value that changes per bill. */
const WORD = /\p{L}{3,}/gu;
/** Enough of a page's fixed print to tell its layout, few enough to store with every invoice. */
const LAYOUT_WORDS = 150;
/**
 * Two bills are of one layout when this share of their layout words is common to both (Jaccard).
 * Measured on the generated layouts (16 layouts, 4 bills each): one vendor's bills 0.39-0.72,
 * bills of different layouts 0.00-0.59 with 90% under 0.21. Words of one template are shared by
 * every vendor using it, so the layout alone never tells vendors apart: it is asked for beside a
 * name or an account, to keep a name misread the same way on another template from matching.
 */
const SAME_LAYOUT = 0.35;

/** Lower case, accents and punctuation gone, single spaces: how two printings of one name compare. */
export function normalizeForMatch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * What a document shows that says which vendor, which account and which site it is, recorded
 * with every invoice so that a correction made to it can later be applied only to documents
 * that show the same (see matchHint).
 */
export function documentEvidence(pages: PageText[], found: { payee: string | null; account: string | null; site: string | null }): Evidence {
  const words = new Set<string>();
  for (const line of pages[0]?.lines ?? []) {
    for (const token of line.tokens) {
      if (/\d/.test(token.text)) continue;
      for (const word of normalizeForMatch(token.text).match(WORD) ?? []) {
        if (words.size < LAYOUT_WORDS) words.add(word);
      }
    }
  }
  const norm = (value: string | null) => (value && normalizeForMatch(value)) || null;
  return { name: norm(found.payee), account: norm(found.account), site: norm(found.site), layout: [...words].sort() };
}

/** The document's whole text, normalised, for asking whether a value is printed on it. */
export function documentText(pages: PageText[]): string {
  return ` ${pages.map((page) => page.lines.map((line) => normalizeForMatch(line.text)).join(' ')).join(' ')} `;
}

export function sameLayout(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0 || b.length === 0) return false;
  const mine = new Set(a);
  const shared = b.filter((word) => mine.has(word)).length;
  return shared / (a.length + b.length - shared) >= SAME_LAYOUT;
}

const EMPTY: Evidence = { name: null, account: null, site: null, layout: [] };

/** Evidence as stored (JSON); anything unreadable is no evidence, which nothing matches. */
export function parseEvidence(json: string): Evidence {
  try {
    const value = JSON.parse(json) as Partial<Record<keyof Evidence, unknown>> | null;
    if (!value || typeof value !== 'object') return EMPTY;
    const text = (field: unknown) => (typeof field === 'string' && field !== '' ? field : null);
    const layout = Array.isArray(value.layout) ? value.layout.filter((word): word is string => typeof word === 'string') : [];
    return { name: text(value.name), account: text(value.account), site: text(value.site), layout };
  } catch {
    return EMPTY;
  }
}

export const hasEvidence = (evidence: Evidence) => evidence.name !== null || evidence.account !== null || evidence.site !== null || evidence.layout.length > 0;
