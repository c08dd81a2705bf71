/** Street model: parsed once, printed many ways; the clerk's record of what a bill printed. */
import { type Rng } from './rng';

export interface Street {
  pre: string | null;
  core: string;
  suffix: string | null;
  post: string | null;
  /** "c519", "r22", "s2004", "t612" for numbered roads. */
  route: string | null;
  us: boolean;
}

const SUFFIX: Record<string, readonly string[]> = {
  St: ['St', 'Street', 'Str'], Ave: ['Ave', 'Avenue', 'Av'], Rd: ['Rd', 'Road'], Dr: ['Dr', 'Drive'], Pl: ['Pl', 'Place'],
  Blvd: ['Blvd', 'Boulevard'], Way: ['Way'], Ln: ['Ln', 'Lane'], Ct: ['Ct', 'Court'], Pike: ['Pike', 'Pk'],
};
const DIRS: Record<string, readonly string[]> = { N: ['N', 'N.', 'North'], S: ['S', 'S.', 'South'], E: ['E', 'E.', 'East'], W: ['W', 'W.', 'West'] };
const US = new Set(['11', '22', '20', '30', '19', '6', '9', '206', '62']);

export function parseStreet(text: string): Street {
  if (/^[crst]\d+/.test(text)) {
    const [key, dir] = text.split('|') as [string, string | undefined];
    return { pre: null, core: key, suffix: null, post: dir ? (dir[0] as string) : null, route: key, us: key[0] === 'r' && US.has(key.slice(1)) };
  }
  const tokens = text.split(' ');
  let pre: string | null = null;
  let post: string | null = null;
  let suffix: string | null = null;
  if (tokens.length > 1 && (tokens[0] as string) in DIRS) pre = tokens.shift() as string;
  if (tokens.length > 1 && (tokens[tokens.length - 1] as string) in DIRS) post = tokens.pop() as string;
  if (tokens.length > 1 && (tokens[tokens.length - 1] as string) in SUFFIX) suffix = tokens.pop() as string;
  return { pre, core: tokens.join(' '), suffix, post, route: null, us: false };
}

const DIR_WORD: Record<string, string> = { N: 'North', S: 'South', E: 'East', W: 'West' };

function routeText(s: Street, form: number, state: string): string {
  const kind = (s.route as string)[0];
  const n = (s.route as string).slice(1);
  const forms: Record<string, string[]> = {
    c: ['County Route #', 'CR #', 'County Rd #', 'Co Rd #', 'Co. Rte. #'],
    r: s.us ? ['US Route #', 'US-#', 'US Hwy #', 'Route #', 'Rt #', 'Rte #'] : ['Route #', 'Rt #', 'Rte #', `${state}-#`, 'State Route #'],
    s: ['State Route #', 'SR #', 'PA-#'],
    t: ['Township Road #', 'Twp Rd #', 'T-#', 'TR #'],
  };
  const list = forms[kind as string] as string[];
  return (list[form % list.length] as string).replace('#', n);
}

/** The directory's own spelling. */
export function streetText(s: Street, state: string): string {
  if (s.route) return routeText(s, 0, state) + (s.post ? ` ${DIR_WORD[s.post]}` : '');
  return [s.pre, s.core, s.suffix, s.post].filter(Boolean).join(' ');
}

/** What a clerk reads from a printed street: direction, core (as printed, lower case), suffix, route key. */
export interface StreetRec {
  dir: string | null;
  core: string;
  suffix: string | null;
  route: string | null;
}

const OCR: readonly (readonly [string, string])[] = [['m', 'rn'], ['l', '1'], ['o', '0'], ['e', 'c'], ['i', 'l'], ['s', '5'], ['b', '8'], ['g', 'q'], ['h', 'b']];

/** One OCR confusion or one typing slip in a word of 6+ letters; unchanged otherwise. */
export function slip(rng: Rng, word: string): string {
  if (word.replace(/[^a-z]/gi, '').length < 6) return word;
  if (rng.chance(0.5)) {
    for (const [a, b] of rng.shuffle([...OCR])) {
      const i = word.indexOf(a, 1);
      if (i > 0) return word.slice(0, i) + b + word.slice(i + a.length);
    }
  }
  const i = rng.int(1, word.length - 2);
  const op = rng.int(0, 2);
  if (op === 0) return word.slice(0, i) + word.slice(i + 1);
  if (op === 1) return word.slice(0, i) + (word[i] as string) + word.slice(i);
  return word.slice(0, i) + (word[i + 1] as string) + (word[i] as string) + word.slice(i + 2);
}

export interface StreetPrint {
  text: string;
  rec: StreetRec;
}

/** Prints a street: abbreviations, dropped direction or suffix, a slip in the name. plain: the directory form. */
export function printStreet(rng: Rng, s: Street, state: string, plain: boolean, slipP = 0.12): StreetPrint {
  const dir = s.pre ?? s.post;
  if (s.route) {
    const keepDir = plain || rng.chance(0.6);
    const form = plain ? 0 : rng.int(0, 5);
    const d = s.post && keepDir ? ' ' + rng.pick([DIR_WORD[s.post] as string, s.post, s.post + 'B']) : '';
    return { text: routeText(s, form, state) + (plain && s.post ? ` ${DIR_WORD[s.post]}` : d), rec: { dir: keepDir ? s.post : null, core: s.route, suffix: null, route: s.route } };
  }
  const keepDir = plain || rng.chance(0.8);
  const keepSuffix = plain || rng.chance(0.85);
  const dirText = (d: string): string => (plain ? d : rng.pick(DIRS[d] as readonly string[]));
  const core = plain || !rng.chance(slipP) ? s.core : s.core.split(' ').map((w) => (w.length >= 6 && rng.chance(0.7) ? slip(rng, w) : w)).join(' ');
  const parts = [
    s.pre && keepDir ? dirText(s.pre) : null,
    core,
    s.suffix && keepSuffix ? (plain ? s.suffix : rng.pick(SUFFIX[s.suffix] as readonly string[])) : null,
    s.post && keepDir ? dirText(s.post) : null,
  ];
  return { text: parts.filter(Boolean).join(' '), rec: { dir: keepDir ? dir : null, core: core.toLowerCase(), suffix: keepSuffix ? s.suffix : null, route: null } };
}
