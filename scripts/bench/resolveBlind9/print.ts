/**
 * How documents print addresses, units, names and account numbers, and the guards that keep
 * every degraded form findable: a form that drops a directional, a suffix or the city, or has a
 * typo, is used only when no other directory address shares its number and street core there.
 */
import type { PropX, UnitX } from './directory';
import { type City, DIR_FORMS, STATE_NAMES, SUFFIX_FORMS, type Street } from './geo';
import { type Rng, norm, pad } from './rng';

/** Integers an address number covers: "2315-2317" → 2315..2317, "2418-20" → 2418..2420. */
export function numInts(num: string): number[] {
  const m = /^(\d+)(?:-(\d+))?/.exec(num);
  if (!m) return [];
  const a = Number(m[1]);
  let b = m[2] ? Number(m[2]) : a;
  if (m[2] && m[2].length < m[1]!.length) b = Number(m[1]!.slice(0, m[1]!.length - m[2].length) + m[2]);
  const out: number[] = [];
  for (let n = a; n <= b; n++) out.push(n);
  return out;
}

export function coreKey(core: string): string {
  return norm(core);
}

export class AddrIndex {
  private byCity = new Map<string, Set<string>>();
  private byAny = new Map<string, Set<string>>();
  private coresByCity = new Map<string, Set<string>>();
  private byNum = new Map<string, Set<string>>();
  add(propId: string, num: string, st: Street, city: City): void {
    const core = coreKey(st.core);
    for (const n of numInts(num)) {
      for (const [m, k] of [[this.byCity, `${core}|${city.key}|${n}`], [this.byAny, `${core}|${n}`]] as const) {
        let s = m.get(k);
        if (!s) m.set(k, (s = new Set()));
        s.add(propId);
      }
    }
    for (const n of numInts(num)) {
      let s = this.byNum.get(`${city.key}|${n}`);
      if (!s) this.byNum.set(`${city.key}|${n}`, (s = new Set()));
      s.add(propId);
    }
    let cs = this.coresByCity.get(city.key);
    if (!cs) this.coresByCity.set(city.key, (cs = new Set()));
    cs.add(core);
  }
  /** Another property of the city has the same street number (on any street). */
  numberTwinInCity(propId: string, num: string, city: City): boolean {
    return numInts(num).some((n) => [...(this.byNum.get(`${city.key}|${n}`) ?? [])].some((p) => p !== propId));
  }
  addCityStreets(city: City): void {
    let cs = this.coresByCity.get(city.key);
    if (!cs) this.coresByCity.set(city.key, (cs = new Set()));
    for (const s of city.streets) cs.add(coreKey(s.core));
  }
  /** No other property has this number on a street of this core in the city. */
  aloneInCity(propId: string, num: string, st: Street, city: City): boolean {
    return numInts(num).every((n) => [...(this.byCity.get(`${coreKey(st.core)}|${city.key}|${n}`) ?? [])].every((p) => p === propId));
  }
  /** No other property anywhere has this number on a street of this core. */
  aloneAnywhere(propId: string, num: string, st: Street): boolean {
    return numInts(num).every((n) => [...(this.byAny.get(`${coreKey(st.core)}|${n}`) ?? [])].every((p) => p === propId));
  }
  /** Another property shares the number (and core) somewhere: a near-twin exists. */
  hasTwin(propId: string, num: string, st: Street, city: City): boolean {
    return !this.aloneAnywhere(propId, num, st) || !this.aloneInCity(propId, num, st, city);
  }
  coreTaken(city: City, core: string): boolean {
    return this.coresByCity.get(city.key)?.has(coreKey(core)) ?? false;
  }
}

function typo(r: Rng, s: string): string {
  const i = r.int(1, Math.max(1, s.length - 2));
  const k = r.int(0, 3);
  if (k === 0 && /[a-z]/i.test(s[i]!) && /[a-z]/i.test(s[i + 1] ?? '')) return s.slice(0, i) + s[i + 1] + s[i] + s.slice(i + 2);
  if (k === 1 && /[a-z]/i.test(s[i]!)) return s.slice(0, i) + s.slice(i + 1);
  if (k === 2 && /[a-z]/i.test(s[i]!)) return s.slice(0, i) + s[i] + s.slice(i);
  const vowels = 'aeiou';
  const j = [...s].findIndex((ch, x) => x > 0 && vowels.includes(ch));
  if (j > 0) return s.slice(0, j) + vowels[(vowels.indexOf(s[j]!) + r.int(1, 4)) % 5] + s.slice(j + 1);
  return s.slice(0, i) + s.slice(i + 1);
}

export interface Printed {
  line1: string;
  cityLine: string | null;
  tags: string[];
}

export interface AddrOpts {
  /** The number as it will print (may be an entrance of a range or a short range). */
  num: string;
  st: Street;
  propId: string;
  city: City;
  zip: string;
  zip4: string;
  upper: boolean;
  allowDegrade: boolean;
}

/** One printed form of a street address, degraded only where the guard allows. */
export function printAddress(r: Rng, ix: AddrIndex, o: AddrOpts): Printed {
  const tags: string[] = [];
  const st = o.st;
  const inCity = ix.aloneInCity(o.propId, o.num, st, o.city);
  const anywhere = ix.aloneAnywhere(o.propId, o.num, st);
  let pre = st.pre;
  let post = st.post;
  let core = st.core;
  let sfx = st.sfx;
  const spelled = r.chance(0.15);
  if (spelled) tags.push('spelledOut');
  const dirF = (d: string) => (spelled ? DIR_FORMS[d]![2]! : r.chance(0.15) ? DIR_FORMS[d]![1]! : d);
  const sfxF = (s: string) => (spelled ? SUFFIX_FORMS[s]?.[1] ?? s : r.chance(0.2) ? r.pick(SUFFIX_FORMS[s] ?? [s]) : s);
  let degr = o.allowDegrade && inCity && r.chance(0.3) ? r.weighted([['noDir', 3], ['extraDir', 1], ['noSuffix', 2], ['typo', 3]] as const) : null;
  if (degr === 'noDir' && !pre && !post) degr = 'extraDir';
  if (degr === 'noSuffix' && !sfx) degr = 'noDir';
  if (degr === 'noDir' && !pre && !post) degr = null;
  if (degr === 'noDir') {
    pre = '';
    post = '';
    tags.push('noDirectional');
  } else if (degr === 'extraDir') {
    if (!pre && !post) {
      pre = r.pick(['N', 'S', 'E', 'W']);
      tags.push('extraDirectional');
    }
  } else if (degr === 'noSuffix') {
    sfx = '';
    tags.push('noSuffix');
  } else if (degr === 'typo' && core.length >= 5) {
    const t = typo(r, core);
    if (t !== core && !ix.coreTaken(o.city, t)) {
      core = t;
      tags.push('typo');
    }
  }
  if (!tags.includes('typo') && st.alts.length && r.chance(0.35)) {
    core = r.pick(st.alts);
    tags.push('altStreetName');
  }
  const parts = [o.num, pre ? dirF(pre) : '', core, sfx ? sfxF(sfx) : '', post ? dirF(post) : ''].filter(Boolean);
  let line1 = parts.join(' ');
  // City line.
  let cityLine: string | null;
  const dropCity = o.allowDegrade && anywhere && !tags.includes('typo') && r.chance(0.2);
  if (dropCity) {
    cityLine = null;
    tags.push('noCity');
  } else {
    const cname = o.city.cityAlts.length && r.chance(0.15) ? r.pick(o.city.cityAlts) : o.city.name;
    if (cname !== o.city.name) tags.push('cityAlt');
    const stName = r.chance(0.05) ? STATE_NAMES[o.city.state]! : o.city.state;
    const zk = r.int(0, 9);
    const zip = zk < 3 ? `${o.zip}-${o.zip4}` : zk < 9 ? o.zip : '';
    if (zk < 3) tags.push('zip+4');
    if (zk === 9) tags.push('noZip');
    cityLine = `${cname}${r.chance(0.7) ? ',' : ''} ${stName}${zip ? ' ' + zip : ''}`;
  }
  if (o.upper) {
    line1 = line1.toUpperCase().replace(/\./g, '');
    cityLine = cityLine ? cityLine.toUpperCase().replace(/,/g, '') : null;
  }
  return { line1, cityLine, tags };
}

/** A human's reading of a unit designation, for the generator's own ambiguity guard. */
export function normUnit(s: string): string {
  let t = ` ${s.toLowerCase().replace(/1\/2/g, 'half')} `;
  t = t.replace(/\bup suite\b|\bupstairs\b|\bupper\b/g, ' up ').replace(/\bdown suite\b|\bdownstairs\b|\blower\b/g, ' down ');
  t = t.replace(/\bgarden\b|\bgrdn\b/g, ' g ').replace(/\bfront\b/g, ' f ').replace(/\brear\b/g, ' r ');
  t = t.replace(/\beast\b/g, ' e ').replace(/\bwest\b/g, ' w ').replace(/\bnorth\b/g, ' n ').replace(/\bsouth\b/g, ' s ');
  t = t.replace(/\b(\d+)(st|nd|rd|th)\s*(fl|floor)\b\.?/g, ' $1 ').replace(/\b(fl|floor)\.?\s*(\d+)/g, ' $2 ');
  t = t.replace(/\b(apartment|apt|unit|suite|ste|no|bldg|building|side|house)\b\.?/g, ' ');
  return t.replace(/[#.,\-\s]/g, '');
}

export function unitForms(p: PropX, x: UnitX, entrancePrinted: boolean): string[] {
  const l = x.u.unit;
  const ord = (n: string) => `${n}${({ '1': 'st', '2': 'nd', '3': 'rd' } as Record<string, string>)[n] ?? 'th'}`;
  switch (p.style) {
    case 'flat':
      return l === 'Garden' ? ['Garden', 'Garden Unit', 'Garden Apt', 'Grdn'] : [`Unit ${l}`, `#${l}`, `Apt ${l}`, `${ord(l)} Fl`, `${ord(l)} Floor`, `Fl ${l}`];
    case 'frontrear': {
      const fl = l[0]!;
      const fr = l[1] === 'F' ? 'Front' : 'Rear';
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, l, `${ord(fl)} Fl ${fr}`, `Apt ${fl}-${l[1]}`];
    }
    case 'mkeRange':
    case 'mkeA':
    case 'upperlower':
      return l === 'Upper' ? ['Upper', 'Upper Unit', 'Upstairs', 'UPPER'] : ['Lower', 'Lower Unit', 'Downstairs', 'LOWER'];
    case 'updown':
      return l === 'Up' ? ['Up', 'Up Suite', 'Upstairs', 'Upper'] : ['Down', 'Down Suite', 'Downstairs', 'Lower'];
    case 'pghRear':
      return l === 'Rear' ? ['Rear', 'Rear House', 'Rear Unit'] : ['Front', 'Front House', 'Front Unit'];
    case 'plex':
      return [`Unit ${l}`, `#${l}`, `Apt ${l}`, `Apt. ${l}`, `No. ${l}`];
    case 'letters':
    case 'sideAddr':
    case 'nolaHalf':
      return [`Unit ${l}`, `Apt ${l}`, `#${l}`, `Side ${l}`, `Apt. ${l}`];
    case 'nolaRange':
      return [`Unit ${l}`, `#${l}`];
    case 'courtyard': {
      const [e, rest] = l.split('-') as [string, string];
      return entrancePrinted ? [`Apt ${rest}`, `#${rest}`, `Unit ${rest}`, rest] : [`Unit ${l}`, `#${l}`, `Apt ${l}`, `${e} #${rest}`];
    }
    case 'gardenLetter': {
      const [b, a] = l.split('-') as [string, string];
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, `${b}${a}`, `Apt ${b}${a}`, `Bldg ${b} Apt ${a}`, `Building ${b}, Unit ${a}`, `Bldg ${b} #${a}`];
    }
    case 'gardenNum': {
      const [b, a] = l.split('-') as [string, string];
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, `Bldg ${b} Apt ${a}`, `Building ${b}, Unit ${a}`];
    }
    case 'gardenPlain':
    case 'midNum':
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, `Apt. ${l}`, l];
    case 'midLetter':
    case 'condo':
      return [`Apt ${l}`, `Unit ${l}`, `#${l}`, /\d[A-Z]$/.test(l) ? `Unit ${l.slice(0, -1)}-${l.slice(-1)}` : `Unit ${l}`, l];
    case 'townhome':
      return [`Unit ${l}`, `#${l}`];
    case 'suite': {
      const n = l.replace('Suite ', '');
      return [`Ste ${n}`, l, `#${n}`, `Ste. ${n}`, `Unit ${n}`, `STE ${n}`];
    }
    default:
      return [l];
  }
}

/** A unit form that reads as this unit and no other of the property (courtyards: within the entrance). */
export function pickUnitForm(r: Rng, p: PropX, x: UnitX, entrancePrinted: boolean): string {
  const want = normUnit(entrancePrinted && x.entrance !== null ? x.u.unit.split('-')[1]! : x.u.unit);
  const peers = p.units.filter((u) => u !== x && (!entrancePrinted || u.entrance === x.entrance));
  const peerKeys = new Set(peers.map((u) => normUnit(entrancePrinted && u.entrance !== null ? u.u.unit.split('-')[1]! : u.u.unit)));
  const ok = unitForms(p, x, entrancePrinted).filter((f) => normUnit(f) === want && !peerKeys.has(normUnit(f)));
  if (ok.length === 0) return `Unit ${x.u.unit}`;
  return r.pick(ok);
}

/** Account number as a document prints it. */
export function printAccount(r: Rng, num: string, masked: boolean): { text: string; tag: string } {
  const digits = num.replace(/[^0-9A-Za-z]/g, '');
  if (masked) {
    const keep = digits.length > 8 ? 4 : 3;
    const tail = digits.slice(-keep);
    const k = r.int(0, 2);
    const text = k === 0 ? `${'X'.repeat(digits.length - keep)}${tail}` : k === 1 ? `****${tail}` : `XXXX-XXXX-${tail}`;
    return { text, tag: 'masked' };
  }
  const k = r.int(0, 9);
  if (k < 5 || !/[-\s/]/.test(num) && digits.length < 7) return { text: num, tag: 'asStored' };
  if (k < 7) return { text: digits, tag: 'digitsOnly' };
  if (k < 9) {
    const g = r.pick([3, 4, 5]);
    return { text: digits.match(new RegExp(`.{1,${g}}`, 'g'))!.join(r.pick([' ', '-'])), tag: 'regrouped' };
  }
  return { text: num.replace(/-/g, ' ').replace(/\s+/g, ' '), tag: 'dashesToSpaces' };
}

export function money(r: Rng, lo: number, hi: number): string {
  return (lo + r.next() * (hi - lo)).toFixed(2);
}

export function dates(r: Rng): [string, string] {
  const t = Date.UTC(2025, 0, 1) + r.int(0, 300) * 86400000;
  const f = (ms: number) => {
    const d = new Date(ms);
    return `${pad(d.getUTCMonth() + 1, 2)}/${pad(d.getUTCDate(), 2)}/${d.getUTCFullYear()}`;
  };
  return [f(t), f(t + r.pick([10, 14, 15, 20, 21, 25, 30]) * 86400000)];
}
