import { type AddressBook, type Facets } from './addressBook';
import { DIR_FORMS, STATE_FORMS, TYPE_FORMS } from './geoParse';
import { type Rng } from './rng';
import { coreKey, ordinalSuffix, ordinalValue, spellOrdinal } from './text';
import type { Addr } from './types';

export interface RenderOpts {
  /** Unit printed after the street ("Apt 204", "Rear"). */
  readonly unitInline?: string | null;
  /** Unit printed on its own line. */
  readonly unitLine?: string | null;
  /** St. Louis style: the unit letter fused to the house number ("3520B"). */
  readonly attach?: string | null;
  readonly locality?: 'any' | 'none' | 'full';
  readonly caps?: boolean;
  readonly oneLine?: boolean;
  /** 0 prints the directory's address cleanly; 1 is the usual amount of slips. */
  readonly noise?: number;
}

const ABBR: Readonly<Record<string, readonly string[]>> = {
  massachusetts: ['Mass'], pennsylvania: ['Penn', 'Penna'], connecticut: ['Conn'], wisconsin: ['Wisc'], newhampshire: ['NH', 'N.H.'],
  rhodeisland: ['RI', 'R.I.'], northcarolina: ['NC', 'N. Carolina'], southcarolina: ['SC', 'S. Carolina'],
  martinlutherkingjr: ['MLK', 'M L King Jr', 'Martin L King Jr'], mountvernon: ['Mt Vernon', 'Mt. Vernon'], saintclair: ['Saint Clair', 'St. Clair'],
  mountephraim: ['Mount Ephraim'], nanniehelenburroughs: ['N H Burroughs'], dulaneyvalley: ['Dulaney Vly'],
};

const OCR: readonly (readonly [RegExp, string])[] = [[/l/, '1'], [/o/, '0'], [/m/, 'rn'], [/e/, 'c'], [/S/, '5'], [/B/, '8'], [/i/, 'l'], [/h/, 'b']];
/** Letter-for-digit slips, never on the last digit, where a letter would read as a unit or half address. */
const NUM_OCR: readonly (readonly [RegExp, string])[] = [[/1/, 'l'], [/0/, 'O'], [/5/, 'S'], [/1/, 'I']];

function typo(r: Rng, word: string): string {
  const i = r.int(1, word.length - 2);
  const op = r.int(0, 3);
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + (word[i + 1] ?? '') + (word[i] ?? '') + word.slice(i + 2);
  if (op === 2) return word.slice(0, i) + (word[i] ?? '') + word.slice(i);
  return word.slice(0, i) + r.pick(['a', 'e', 'i', 'o', 'n', 'r', 't']) + word.slice(i + 1);
}

/** The street name as printed, and the directory keys it could stand for. */
function printCore(r: Rng, book: AddressBook, a: Addr, noise: number): readonly [string, readonly string[]] {
  const truth = coreKey(a.core);
  const ord = ordinalValue(a.core);
  const roll = r.next();
  if (ord !== null && roll < 0.3 * noise) {
    const forms = [`${ord}${ordinalSuffix(ord)}`, spellOrdinal(ord) ?? `${ord}${ordinalSuffix(ord)}`];
    if (a.city.key === 'dc' && (ord % 10 === 2 || ord % 10 === 3) && ord % 100 !== 12 && ord % 100 !== 13) forms.push(`${ord}d`);
    return [r.pick(forms), [truth]];
  }
  const abbr = ABBR[truth];
  if (abbr && roll < 0.45 * noise) {
    const form = r.pick(abbr);
    return [form, [truth, coreKey(form)]];
  }
  if (ord === null && roll > 1 - 0.12 * noise) {
    const words = a.core.split(' ');
    const idx = words.findIndex((w) => /^[A-Za-z]{5,}$/.test(w));
    if (idx >= 0) {
      const w = words[idx] ?? '';
      let slipped = w;
      if (r.chance(0.6)) slipped = typo(r, w);
      else {
        const rule = r.pick(OCR);
        slipped = w.replace(rule[0], rule[1]);
      }
      const printed = words.map((x, i) => (i === idx ? slipped : x)).join(' ');
      if (slipped !== w && book.near().nearestOk(coreKey(printed), new Set([truth]), 2)) return [printed, [truth]];
    }
  }
  return [a.core, [truth]];
}

function printNumber(r: Rng, a: Addr, attach: string | null, noise: number): string {
  let n = String(a.base);
  if (r.chance(0.04 * noise)) {
    const rule = r.pick(NUM_OCR);
    const head = n.slice(0, -1).replace(rule[0], rule[1]);
    n = head + n.slice(-1);
  }
  if (attach) return `${n}${attach}`;
  switch (a.mod.t) {
    case 'plain': return n;
    case 'half': return r.pick([`${n} 1/2`, `${n}½`, `${n}-1/2`, `${n} 1/2`]);
    case 'range': return r.pick([`${n}-${String(a.mod.to).slice(-2)}`, `${n}-${a.mod.to}`]);
    case 'letter': return r.pick([`${n}${a.mod.l}`, `${n}${a.mod.l}`, `${n}-${a.mod.l}`]);
  }
}

/**
 * A service address as a bill prints it: abbreviations, spelt-out ordinals, dropped or misprinted quadrants,
 * ZIP+4, misspellings a clerk can undo. Every slip is checked: what is printed must still single out this address.
 */
export function renderAddress(r: Rng, book: AddressBook, a: Addr, o: RenderOpts = {}): string {
  const noise = o.noise ?? 1;
  const quadrant = a.suf !== null && a.suf.length === 2 && a.city.key === 'dc';
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const clean = attempt === 9 || noise === 0;
    const n = clean ? 0 : noise;
    const pre: Facets['pre'] = a.pre !== null && r.chance(0.15 * n) ? 'drop' : 'ok';
    let suf: Facets['suf'] = 'ok';
    if (a.suf !== null && !clean) suf = r.weighted<Facets['suf']>([['ok', 80], ['drop', 13 * n], ['wrong', quadrant ? 7 * n : 0]]);
    const locChoice = clean || o.locality === 'full' ? 'full' : o.locality === 'none' ? 'none'
      : r.weighted<string>([['full', 50], ['cityState', 15], ['cityZip', 5], ['zip', 4], ['city', 6], ['none', 20]]);
    let city = locChoice === 'full' || locChoice.startsWith('city');
    let state = locChoice === 'full' || locChoice === 'cityState';
    let zip = locChoice === 'full' || locChoice === 'cityZip' || locChoice === 'zip';
    if (suf === 'wrong') { city = true; zip = true; state = true; }
    const [coreText, cores] = clean ? [a.core, [coreKey(a.core)]] as const : printCore(r, book, a, n);
    const facets: Facets = { pre, suf, city, state, zip, cores };
    const hits = book.candidates(a, facets);
    if (hits.length !== 1 || hits[0]?.addr !== a) {
      if (clean) throw new Error(`blind19: address ${a.base} ${a.core} is not unique in the directory`);
      continue;
    }
    const parts: string[] = [printNumber(r, a, o.attach ?? null, n)];
    if (a.pre !== null && pre === 'ok') parts.push(r.pick(DIR_FORMS[a.pre] ?? [a.pre]));
    parts.push(coreText);
    const typeForms = TYPE_FORMS[a.type] ?? [a.type];
    if (!(r.chance(0.06 * n) && a.type !== '')) parts.push(r.pick(typeForms));
    let line = parts.filter((p) => p.length > 0).join(' ');
    if (a.suf !== null && suf !== 'drop') {
      const shown = suf === 'wrong' ? r.pick(['NW', 'NE', 'SE', 'SW'].filter((q) => q !== a.suf)) : a.suf;
      const form = r.pick(DIR_FORMS[shown] ?? [shown]);
      line = quadrant && r.chance(0.2) ? `${line}, ${form}` : `${line} ${form}`;
    }
    if (o.unitInline) line = `${line}${r.chance(0.3) ? ', ' : ' '}${o.unitInline}`;
    const lines = [line];
    if (o.unitLine) lines.push(o.unitLine);
    if (city || state || zip) {
      const cityText = city ? (r.chance(0.2 * Math.max(n, 0.3)) && a.city.abbr.length > 0 ? r.pick(a.city.abbr) : a.city.name) : '';
      const stateText = state ? r.pick(STATE_FORMS[a.city.state] ?? [a.city.state]) : '';
      const zipText = zip ? (r.chance(0.3) ? `${a.zip}-${r.digits(4)}` : a.zip) : '';
      const head = [cityText, stateText].filter((s) => s.length > 0).join(r.chance(0.7) ? ', ' : ' ');
      lines.push([head, zipText].filter((s) => s.length > 0).join(r.chance(0.8) ? ' ' : '  '));
    }
    const text = lines.join(o.oneLine ? ', ' : '\n');
    return o.caps ? text.toUpperCase() : text;
  }
  throw new Error('blind19: unreachable address render');
}
