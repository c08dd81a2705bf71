import { MultiMap, nameKey, similarity, simplify } from './text';

/*
 * Names and aliases (of properties, of vendors) found three ways: the whole text equal to one,
 * the whole text close to one (a typo, a word dropped), or one named somewhere in a longer text.
 */

export interface NameHit<T> {
  value: T;
  /** The directory's name as written. */
  name: string;
  /** 1 for the same name; less for a near one. */
  similarity: number;
  /** Where a text printed it (its first word's place), when found in a text. */
  at?: number;
}

/** Past this many names, a word says nothing about which one is meant ("park", "plumbing"). */
const COMMON_WORD = 400;
const FUZZY_FLOOR = 0.7;
/** A name this close to the nearest one is as likely meant. */
const RIVAL = 0.05;
const LONGEST_NAME = 6;

interface Entry<T> {
  key: string;
  name: string;
  value: T;
}

export class NameIndex<T> {
  private readonly byKey = new MultiMap<Entry<T>>();
  private readonly byWord = new MultiMap<Entry<T>>();
  /** Names with their spaces taken out: a bill's "EnoHollow" or "BOISERIVERSHORES" is Eno Hollow, Boise River Shores. */
  private readonly bySquashed = new MultiMap<Entry<T>>();

  /** `keyOf` is how a name is compared: company forms dropped for vendors, kinds of place spelt one way for properties. */
  constructor(private readonly keyOf: (text: string) => string = nameKey) {}

  add(name: string, value: T): void {
    const key = this.keyOf(name);
    if (!key) return;
    const entry = { key, name, value };
    this.byKey.add(key, entry);
    this.bySquashed.add(squash(key), entry);
    for (const word of new Set(key.split(' '))) {
      this.byWord.add(word, entry);
      if (word.length >= 4) this.byWord.add(prefix(word), entry);
    }
  }

  /** Every entry whose name equals the text's, or failing that the nearest ones (ties all returned). */
  find(text: string): NameHit<T>[] {
    const exact = this.exact(text);
    if (exact.length > 0) return exact;
    const key = this.keyOf(text);
    return key ? this.near(key) : [];
  }

  /** Every entry whose name equals the text's. */
  exact(text: string): NameHit<T>[] {
    const key = this.keyOf(text);
    return key ? distinct(this.byKey.get(key).map((entry) => ({ value: entry.value, name: entry.name, similarity: 1 }))) : [];
  }

  /** Every entry whose name is the text's with the spaces between its words left out or put in. */
  squashed(text: string): NameHit<T>[] {
    const key = squash(this.keyOf(text));
    return key ? distinct(this.bySquashed.get(key).map((entry) => ({ value: entry.value, name: entry.name, similarity: 1 }))) : [];
  }

  /**
   * The nearest names, found through a word they share or, when that finds none near enough (a
   * typo in every word), through the first letters of one. Names nearly as near as the best
   * come too: they are its rivals, not noise.
   */
  private near(key: string): NameHit<T>[] {
    const words = [...new Set(key.split(' '))];
    const byWords = this.nearest(key, words);
    if (byWords.length > 0) return byWords;
    return this.nearest(key, words.filter((word) => word.length >= 4).map(prefix));
  }

  /** Only the names that share the most of the words are measured: the others are further off, and many. */
  private nearest(key: string, words: string[]): NameHit<T>[] {
    const lists = words.map((word) => this.byWord.get(word)).filter((list) => list.length > 0);
    const useful = lists.filter((list) => list.length <= COMMON_WORD);
    const shared = new Map<Entry<T>, number>();
    let most = 0;
    for (const list of useful.length > 0 ? useful : lists.slice(0, 1)) {
      for (const entry of list) {
        const count = (shared.get(entry) ?? 0) + 1;
        shared.set(entry, count);
        most = Math.max(most, count);
      }
    }
    const scored: NameHit<T>[] = [];
    let best = 0;
    for (const [entry, count] of shared) {
      if (count < most) continue;
      const score = similarity(key, entry.key);
      best = Math.max(best, score);
      scored.push({ value: entry.value, name: entry.name, similarity: score });
    }
    return best < FUZZY_FLOOR ? [] : distinct(scored.filter((hit) => hit.similarity >= best - RIVAL));
  }

  /**
   * Names printed anywhere in a text, longest first at each place, but for the name `except`,
   * each with where it was printed (a value printed twice comes twice). A single short word is
   * no evidence in free text (an alias "CPP" or "Oak" turns up by chance).
   */
  scan(text: string, except?: string): NameHit<T>[] {
    const skipped = except === undefined ? null : this.keyOf(except);
    const raw = text.split('\n');
    const lines = raw.map((line) => simplify(line).split(' ').filter(Boolean));
    const words = lines.flat();
    const lineOf = lines.flatMap((line, index) => line.map(() => index));
    const hits: NameHit<T>[] = [];
    for (let at = 0; at < words.length; at += 1) {
      for (let length = Math.min(LONGEST_NAME, words.length - at); length >= 1; length -= 1) {
        const key = this.keyOf(words.slice(at, at + length).join(' '));
        if (!key || (length === 1 && key.length < 6)) continue;
        // A one-word key of a longer name ("The Pacific") counts only printed whole: in free text
        // the word alone is likelier part of another name ("Pacific Crest Residential").
        const entries = this.byKey.get(key).filter((entry) => entry.key.includes(' ') || simplify(entry.name) === words.slice(at, at + length).join(' '));
        if (entries.length === 0) continue;
        if (key === skipped) {
          at += length - 1;
          break;
        }
        // After a house number the words are a street ("22 Railroad St"), not the name "Railroad St".
        if (!/^\d/.test(words[at]!) && new RegExp(`(?:^|\\s)\\d+\\s+${words[at]}\\b`, 'i').test(simplifiedCase(raw[lineOf[at]!]!))) {
          at += length - 1;
          break;
        }
        hits.push(...entries.map((entry) => ({ value: entry.value, name: entry.name, similarity: 1, at })));
        at += length - 1;
        break;
      }
    }
    return hits;
  }
}

/** A line in lower case with its accents off, punctuation kept: "22 Railroad St," but "(case of 12) - Hidden Point". */
const simplifiedCase = (line: string) => line.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

const squash = (key: string) => key.replace(/ /g, '');

/** A word's first letters, under a key no whole word has. */
const prefix = (word: string) => `${word.slice(0, 3)}…`;

/** One hit per value: a property found by its name and its alias is one candidate. */
function distinct<T>(hits: NameHit<T>[]): NameHit<T>[] {
  const seen = new Map<T, NameHit<T>>();
  for (const hit of hits) {
    const kept = seen.get(hit.value);
    if (!kept || hit.similarity > kept.similarity) seen.set(hit.value, hit);
  }
  return [...seen.values()];
}
