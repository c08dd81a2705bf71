import type { Addr, StreetStyle } from './addresses';
import { renderCityLine, renderStreetLine, slipLine } from './addresses';
import type { PropModel, UnitModel } from './portfolio';
import type { Rng } from './rng';

/*
 * How a bill prints a site: the street in one of its spellings, the unit inline / on its own
 * line / not at all, the city line with or without ZIP+4, upper case, an OCR slip. Returns
 * whether a careful clerk could pin the place from it alone (used only to keep the set fair).
 */

export interface SiteOpts {
  upper: number;
  /** Probability of the city line being left off. */
  noCity: number;
  plus4: number;
  slip: number;
}

export interface PrintedSite {
  lines: string[];
  /** The place is identifiable from this address alone. */
  strongProperty: boolean;
  /** The unit is identifiable from this address alone. */
  strongUnit: boolean;
  /** The unit appears in it (inline or own line). */
  unitShown: boolean;
}

function pickStyle(rng: Rng, canDrop: boolean): StreetStyle {
  let suffix = rng.weighted([['abbr', 55], ['full', 25], ['dot', 10], ['none', 4], ['alt', 6]] as const);
  let dir = rng.weighted([['abbr', 70], ['full', 15], ['dot', 10], ['none', 5]] as const);
  if (!canDrop) {
    if (suffix === 'none') suffix = 'abbr';
    if (dir === 'none') dir = 'abbr';
  }
  return { suffix, dir, ordinalWord: rng.chance(0.06), routeForm: rng.int(6) };
}

/** "Apt 1204", "#12-203", "Suite 105", "Lot 45", "Upper Unit"… */
export function printUnit(u: UnitModel, rng: Rng): string {
  const s = u.shape;
  const res = u.residential;
  switch (s.k) {
    case 'num': {
      if (u.flavor === 'lot') return rng.pick([`Lot ${s.n}`, `Space ${s.n}`, `#${s.n}`, `Lot #${s.n}`, `Sp ${s.n}`, `Site ${s.n}`]);
      const forms = res
        ? [`Apt ${s.n}`, `Apt. ${s.n}`, `#${s.n}`, `Unit ${s.n}`, `APT ${s.n}`, `# ${s.n}`, `Apartment ${s.n}`, `Unit #${s.n}`]
        : [`Suite ${s.n}`, `Ste ${s.n}`, `Ste. ${s.n}`, `#${s.n}`, `Unit ${s.n}`, `STE ${s.n}`];
      return rng.pick(forms);
    }
    case 'bldg': {
      const letter = /^[A-Z]$/.test(s.b);
      const forms = [
        `Apt ${u.label}`, `#${u.label}`, `Unit ${u.label}`,
        `Bldg ${s.b} Apt ${s.n}`, `Building ${s.b}, Unit ${s.n}`, `Bldg ${s.b} #${s.n}`,
        ...(letter ? [`Apt ${s.b}-${s.n}`, `Unit ${s.b}${s.n}`] : [`Apt ${s.b}-${s.n}`]),
      ];
      return rng.pick(forms);
    }
    case 'letter':
      return rng.pick(res ? [`Unit ${s.n}`, `Apt ${s.n}`, `#${s.n}`, `Apt. ${s.n}`, `Unit ${s.n}`] : [`Suite ${s.n}`, `Ste ${s.n}`, `Unit ${s.n}`, `#${s.n}`]);
    case 'word': {
      const w = s.w;
      if (w === 'Upper') return rng.pick(['Upper', 'Upper Unit', 'Unit Upper', 'UPPER']);
      if (w === 'Lower') return rng.pick(['Lower', 'Lower Unit', 'Unit Lower', 'LOWER']);
      if (w === 'Mgr Apt') return rng.pick(["Manager's Apt", 'Mgr Apt', 'Manager Apartment', 'MGR APT']);
      if (w === 'Office') return rng.pick(['Office', 'Unit Office', 'Site Office']);
      if (/^PH\d$/.test(w)) return rng.pick([w, `Unit ${w}`, `Penthouse ${w.slice(2)}`, `#${w}`]);
      return w;
    }
    case 'prefixed': {
      const n = s.n;
      switch (s.w) {
        case 'Suite':
        case 'Ste':
          return rng.pick([`Suite ${n}`, `Ste ${n}`, `STE ${n}`, `#${n}`, `Ste. ${n}`, `Unit ${n}`]);
        case 'Lot':
          return rng.pick([`Lot ${n}`, `Lot #${n}`, `LOT ${n}`, `Space ${n}`, `Sp ${n}`, `#${n}`, `Site ${n}`]);
        case 'Space':
          return rng.pick([`Space ${n}`, `Spc ${n}`, `SPACE ${n}`, `Lot ${n}`, `#${n}`, `Sp. ${n}`]);
        default:
          return rng.pick([`${s.w} ${n}`, `${s.w} #${n}`]);
      }
    }
  }
}

/** The unit as a bare value for a "Unit:" field. */
export function unitFieldValue(u: UnitModel, rng: Rng): string {
  const s = u.shape;
  if (s.k === 'num' || s.k === 'letter') return rng.chance(0.75) ? s.n : printUnit(u, rng);
  if (s.k === 'bldg') return rng.chance(0.6) ? u.label : printUnit(u, rng);
  return printUnit(u, rng);
}

export interface SiteContext {
  prop: PropModel;
  unit: UnitModel | null;
  /** Print the unit's own street address instead of the property's. */
  useOwn: boolean;
  /** A building street number (house meters). */
  bldgNum: string | null;
  /** Where the unit goes. */
  unitPlace: 'inline' | 'line' | 'none';
  /** A premise note after the street ("HOUSE", "POOL", "IRRIG"). */
  note: string | null;
  /** Print a range "1421-1423" (whole small building whose units have their own numbers). */
  range: string | null;
}

export function printSite(rng: Rng, ctx: SiteContext, opts: SiteOpts, index: {
  looseCityCount: (a: Addr, c: PropModel['city']) => number;
  looseAllCount: (a: Addr) => number;
  numCityCount: (a: Addr, c: PropModel['city']) => number;
  numZipCount: (a: Addr, z: string) => number;
}): PrintedSite {
  const p = ctx.prop;
  const u = ctx.unit;
  const own = ctx.useOwn && u && u.ownAddr ? u.ownAddr : null;
  const base: Addr = own ?? (ctx.bldgNum ? { num: ctx.bldgNum, street: p.addr.street } : p.addr);
  const canDrop = index.looseCityCount(base, p.city) <= 1;
  const style = pickStyle(rng, canDrop);
  let street = renderStreetLine(base, p.city.state, style, rng);
  if (ctx.range) street = street.replace(/^\d+/, ctx.range);
  let unitShown = false;
  const lines: string[] = [];
  let unitLine: string | null = null;
  if (u && !own && ctx.unitPlace !== 'none') {
    unitShown = true;
    const us = printUnit(u, rng);
    if (ctx.unitPlace === 'inline') {
      if (u.shape.k === 'letter' && u.residential && rng.chance(0.3) && base.street.kind !== 'rr') {
        street = rng.chance(0.5) ? street.replace(/^(\d+)/, `$1${u.shape.n}`) : street.replace(/^(\d+)/, `$1-${u.shape.n}`);
      } else {
        street = rng.weighted([[`${street} ${us}`, 5], [`${street}, ${us}`, 3], [`${us}, ${street}`, 0.4]] as const);
      }
    } else {
      unitLine = us;
    }
  }
  if (ctx.note) street = `${street} ${ctx.note}`;
  const slipped = rng.chance(opts.slip);
  const showCity = !rng.chance(opts.noCity);
  const showZip = showCity && !rng.chance(0.08);
  if (slipped) street = slipLine(street, rng);
  lines.push(street);
  if (unitLine) lines.push(unitLine);
  if (showCity) {
    const alt = p.city.alt.length > 0 && rng.chance(0.08) ? rng.pick(p.city.alt) : null;
    lines.push(renderCityLine(p.city, showZip ? p.zip : null, p.zip4, { comma: rng.chance(0.75), stateFull: rng.chance(0.04), plus4: rng.chance(opts.plus4), altCity: alt }));
  }
  const upper = rng.chance(opts.upper);
  const out = upper ? lines.map((l) => l.toUpperCase()) : lines;

  // Fairness: is the place pinned by this address alone?
  const inDirectory = own ? true : !ctx.bldgNum && p.hasAddress;
  let strong = inDirectory;
  if (strong) {
    if (!showCity) strong = index.looseAllCount(base) <= 1;
    if (slipped) strong = strong && showCity && (showZip ? index.numZipCount(base, p.zip) <= 1 : index.numCityCount(base, p.city) <= 1);
  }
  const strongUnit = own ? strong : unitShown;
  return { lines: out, strongProperty: strong, strongUnit, unitShown };
}

/** Property names as bills print them. */
export function printPropertyName(rng: Rng, p: PropModel, upperRate: number): { text: string; exact: boolean } {
  const r = rng.float();
  let text: string;
  let exact = true;
  if (p.aliases.length > 0 && r < 0.25) text = rng.pick(p.aliases);
  else if (r < 0.35) {
    text = p.name.replace(/\bApartments\b/, 'Apts').replace(/\bApartment Homes\b/, 'Apts').replace(/\bAssociation\b/, 'Assn').replace(/\bCondominium\b/, 'Condo');
    exact = text === p.name || /Apts$/.test(text);
  } else if (r < 0.4 && p.name.length > 22) {
    text = p.name.toUpperCase().slice(0, 20);
    exact = false;
  } else text = p.name;
  if (rng.chance(upperRate)) text = text.toUpperCase();
  return { text, exact };
}

/** 1234.5 → "1,234.50" (hand-rolled: Intl formatting per call is slow). */
export function money(n: number): string {
  const cents = Math.round(Math.abs(n) * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${n < 0 ? '-' : ''}${whole}.${String(cents % 100).padStart(2, '0')}`;
}

export function thousands(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function printDate(d: Date, style: number): string {
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth();
  const day = d.getUTCDate();
  const mm = String(m + 1).padStart(2, '0');
  const dd = String(day).padStart(2, '0');
  switch (style % 5) {
    case 0: return `${mm}/${dd}/${y}`;
    case 1: return `${MONTHS[m]} ${day}, ${y}`;
    case 2: return `${y}-${mm}-${dd}`;
    case 3: return `${m + 1}/${day}/${String(y).slice(2)}`;
    default: return `${dd}-${(MONTHS[m] as string).slice(0, 3).toUpperCase()}-${String(y).slice(2)}`;
  }
}

/** An account number as printed: the vendor's format, bare digits, or regrouped. */
export function printAccount(rng: Rng, formatted: string): string {
  const compact = formatted.replace(/[^A-Za-z0-9]/g, '');
  const r = rng.float();
  if (r < 0.6) return formatted;
  if (r < 0.82) return compact;
  if (r < 0.95 && compact.length >= 8) return compact.replace(/(.{4})(?=.)/g, '$1 ');
  return formatted.replace(/-/g, ' ');
}
