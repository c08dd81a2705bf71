/**
 * Printing one bill's pieces the way real bills do, each with the clue a clerk reads from it:
 * service addresses (abbreviated, slipped, quadrant dropped or moved, ZIP+4, unit inline / on its
 * own line / fused), payees (no "Inc.", capitals, alias, misspelt, platform), account numbers.
 */
import type { AddrView } from './clerk';
import type { Loc, PropRec, VendorRec } from './model';
import type { Rng } from './prng';
import { dropSuffix, ocrNumber, slipName, titleCase } from './slips';
import { normName, printStreet, shownDirs, type StreetPrint } from './streets';
import type { PrintedUnit } from './units';

export type UnitPos = 'inline' | 'line' | 'fused' | 'text' | 'none';
export type CityMode = 'full' | 'zip4' | 'city' | 'zip' | 'none';

export interface AddrOpts {
  numOcr: boolean;
  print: StreetPrint;
  slip: boolean;
  unit: PrintedUnit | null;
  unitPos: UnitPos;
  cityMode: CityMode;
  upper: boolean;
  multiLine: boolean;
}

export function addrOpts(level: number, rng: Rng): AddrOpts {
  const calm = level >= 1;
  return {
    numOcr: !calm && rng.chance(0.06),
    print: {
      dirMode: calm ? 'keep' : rng.weighted([['keep', 76], ['drop', 11], ['move', 8], ['word', 5]] as const),
      typeMode: level >= 2 ? 'abbr' : rng.weighted([['abbr', 58], ['form', 32], ['drop', calm ? 0 : 10]] as const),
      nameAs: null,
      plainOrdinal: rng.chance(0.15),
      hwyForm: rng.int(0, 3),
    },
    slip: !calm && rng.chance(0.09),
    unit: null,
    unitPos: 'none',
    cityMode: level >= 2 ? 'full' : calm ? rng.pick(['full', 'zip4'] as const) : rng.weighted([['full', 44], ['zip4', 24], ['city', 11], ['zip', 8], ['none', 13]] as const),
    upper: rng.chance(0.3),
    multiLine: rng.chance(0.5),
  };
}

export interface RenderedAddr {
  text: string;
  view: AddrView;
  slipped: boolean;
}

export function renderAddr(loc: Loc, o: AddrOpts, rng: Rng): RenderedAddr {
  const st = loc.street;
  const slipped = o.slip && !st.hwyForms ? slipName(st.name, rng) : null;
  const print: StreetPrint = { ...o.print, nameAs: slipped };
  const fused = o.unitPos === 'fused' && o.unit !== null;
  let num = o.numOcr && !fused ? ocrNumber(loc.num, rng) : loc.num;
  if (fused && o.unit) num = o.unit.text;
  let line1 = `${num} ${printStreet(st, print, rng)}`;
  if (o.unitPos === 'inline' && o.unit) line1 += rng.pick([', ', ' ']) + o.unit.text;
  const lines = [line1];
  if (o.unitPos === 'line' && o.unit) lines.push(o.unit.text);
  const zip4 = `${loc.zip}-${String(1000 + ((Number(loc.num.replace(/\D/g, '')) * 7919) % 9000)).padStart(4, '0')}`;
  const cityLine = o.cityMode === 'full' ? `${loc.city}, ${loc.state} ${loc.zip}` : o.cityMode === 'zip4' ? `${loc.city} ${loc.state} ${zip4}` : o.cityMode === 'city' ? loc.city : o.cityMode === 'zip' ? `${loc.state} ${loc.zip}` : null;
  if (cityLine) lines.push(cityLine);
  let text = o.multiLine ? lines.join('\n') : lines.join(', ');
  if (o.upper) text = text.toUpperCase();
  const view: AddrView = {
    num: loc.num,
    dirs: shownDirs(st, print),
    name: normName(st.hwyForms ? st.name : slipped ?? st.name),
    slipped: slipped !== null,
    type: print.typeMode === 'drop' || st.hwyForms ? null : st.type,
    city: o.cityMode === 'full' || o.cityMode === 'zip4' || o.cityMode === 'city' ? loc.city : null,
    state: o.cityMode === 'none' || o.cityMode === 'city' ? null : loc.state,
    zip: o.cityMode === 'full' || o.cityMode === 'zip4' || o.cityMode === 'zip' ? loc.zip : null,
  };
  if (st.hwyForms) view.type = null;
  return { text, view, slipped: slipped !== null };
}

export type PayeeForm = 'exact' | 'nosuffix' | 'upper' | 'alias' | 'misspelt' | 'platform' | 'title' | 'none';

export interface RenderedPayee {
  payee: string | null;
  form: PayeeForm;
  isPlatform: boolean;
}

export function renderPayee(v: VendorRec, level: number, rng: Rng): RenderedPayee {
  if (level >= 3) return { payee: v.name, form: 'exact', isPlatform: false };
  if (v.platform && rng.chance(level === 0 ? 0.55 : 0.3)) return { payee: v.platform, form: 'platform', isPlatform: true };
  const form: PayeeForm = rng.weighted([['exact', 34], ['nosuffix', 15], ['upper', 14], ['title', 5], ['alias', v.aliases.length > 0 ? 20 : 0], ['misspelt', level === 0 ? 9 : 0], ['none', level === 0 ? 2 : 0]] as const);
  switch (form) {
    case 'exact': return { payee: v.name, form, isPlatform: false };
    case 'nosuffix': return { payee: dropSuffix(v.name), form, isPlatform: false };
    case 'upper': return { payee: (rng.chance(0.5) ? dropSuffix(v.name) : v.name).toUpperCase(), form, isPlatform: false };
    case 'title': return { payee: titleCase(v.name), form, isPlatform: false };
    case 'alias': return { payee: rng.pick(v.aliases), form, isPlatform: false };
    case 'misspelt': {
      const s = slipName(dropSuffix(v.name), rng);
      return s ? { payee: s, form, isPlatform: false } : { payee: v.name, form: 'exact', isPlatform: false };
    }
    default: return { payee: null, form: 'none', isPlatform: false };
  }
}

/** The property as a bill names it: its name (maybe "Apts" for "Apartments", capitals), an alias or its code. */
export function renderPropText(p: PropRec, level: number, label: string | null, rng: Rng): { text: string; form: string } {
  let text: string;
  let form: string;
  if (level >= 3) { text = p.aliases[0] ?? p.name; form = 'code'; } else {
    const r = rng.int(0, 9);
    const others = p.aliases.slice(1);
    if (r < 6) { text = p.name; form = 'name'; } else if (r < 7) { text = p.name.toUpperCase(); form = 'name'; } else if (r < 8 && /Apartments/.test(p.name)) { text = p.name.replace('Apartments', 'Apts'); form = 'name'; } else if (others.length > 0 && r < 9) { text = rng.pick(others); form = 'alias'; } else if (r < 9 || rng.chance(0.5)) { text = p.aliases[0] ?? p.name; form = 'code'; } else { text = p.name; form = 'name'; }
  }
  return { text: label ? `${label}${text}` : text, form };
}
