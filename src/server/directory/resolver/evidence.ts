import type { ResolutionPart } from '../../../shared/contract/directory';

/*
 * How clues about one field add up to an answer. Each clue names a candidate, a kind of source
 * and a confidence; independent sources that agree raise it, a rival candidate lowers it, and a
 * near tie is no answer at all: a wrong field shown as certain costs a reviewer more than an
 * empty one.
 */

export interface Clue {
  /** The kind of source ("account", "address", "name"…): a source counts once per candidate. */
  source: string;
  confidence: number;
  /** What a reviewer reads: "account 00412 → Cedar Park Plaza, unit 204". */
  reason: string;
}

export interface Decision<T> {
  value: T;
  confidence: number;
  reason: string;
}

/** Below this lead over the runner-up, the field stays empty. */
const TIE = 0.12;
/** Below this, an answer would be noise. */
const FLOOR = 0.35;
const CEILING = 0.99;
/** How many times the runner-up's doubt must exceed the best's for a lead within TIE to count. */
const DOUBT_RATIO = 5;

export class Clues<T> {
  private readonly byValue = new Map<T, Map<string, Clue>>();

  /** Clues of one source that name several candidates: each is only as likely as its share. */
  addShared(entries: readonly { value: T; clue: Clue }[]): void {
    const count = new Set(entries.map((entry) => entry.value)).size;
    for (const { value, clue } of entries) this.add(value, { ...clue, confidence: clue.confidence / count });
  }

  add(value: T, clue: Clue): void {
    const sources = this.byValue.get(value) ?? new Map<string, Clue>();
    const kept = sources.get(clue.source);
    if (!kept || clue.confidence > kept.confidence) sources.set(clue.source, clue);
    this.byValue.set(value, sources);
  }

  get size(): number {
    return this.byValue.size;
  }

  decide(): Decision<T> | null {
    const ranked = [...this.byValue].map(([value, sources]) => ({ value, sources, ...combine([...sources.values()]) })).sort((a, b) => b.confidence - a.confidence);
    const [best, runnerUp] = ranked;
    if (!best) return null;
    if (tied(best.confidence, runnerUp?.confidence ?? 0)) return null;
    // A rival weakens the answer by what its sources say against it: a source that named both
    // (an alias two properties share) said nothing against the best, a source that preferred
    // the rival did. Half of that: the reviewer should look.
    const against = runnerUp ? combine([...runnerUp.sources].map(([source, clue]) => ({ ...clue, confidence: Math.max(0, clue.confidence - (best.sources.get(source)?.confidence ?? 0)) }))).confidence : 0;
    const confidence = Math.min(CEILING, best.confidence - against / 2);
    if (confidence < FLOOR) return null;
    const reason = against > 0 ? `${best.reason} (but ${runnerUp!.reason})` : best.reason;
    return { value: best.value, confidence: round(confidence), reason };
  }
}

/**
 * Near the ceiling a lead is measured in doubt, not in points: sources that agree (a sender's
 * address and an account, 0.99) against a rival's one name (0.9) leave ten times less doubt,
 * though they lead by less than TIE. The rival still lowers the answer's confidence below.
 */
function tied(best: number, runnerUp: number): boolean {
  return best - runnerUp < TIE && 1 - runnerUp < DOUBT_RATIO * (1 - best);
}

/** Agreeing sources: the chance that all of them are wrong at once. */
function combine(clues: Clue[]): { confidence: number; reason: string } {
  const sorted = [...clues].sort((a, b) => b.confidence - a.confidence);
  const confidence = 1 - sorted.reduce((doubt, clue) => doubt * (1 - clue.confidence), 1);
  return { confidence: Math.min(CEILING, confidence), reason: sorted.slice(0, 2).map((clue) => clue.reason).join('; ') };
}

const round = (value: number) => Math.round(value * 100) / 100;

export function asPart<T>(decision: Decision<T> | null): ResolutionPart {
  return decision ? { reason: decision.reason, confidence: decision.confidence } : null;
}
