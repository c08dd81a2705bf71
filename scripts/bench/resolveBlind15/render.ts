/** How a bill prints a unit, a property and a service address. */
import type { PropMeta, UnitMeta } from './properties';
import { streetCore } from './propertyNames';
import { maybeUpper, streetVariant, typo } from './noise';
import type { Rng } from './rng';

const ORD = ['', '1st', '2nd', '3rd', '4th', '5th'];
const ORDW = ['', 'First', 'Second', 'Third', 'Fourth', 'Fifth'];

/** The unit the way a sender writes it. */
export function unitPhrase(um: UnitMeta, rng: Rng): string {
  const s = um.shape;
  const label = um.u.unit;
  switch (s.t) {
    case 'fr': {
      const fw = s.rear ? rng.pick(['Rear', 'R', 'Rr', 'REAR', 'Back']) : rng.pick(['Front', 'F', 'Frt', 'FRONT']);
      return rng.pick([label, `Apt ${label}`, `#${label}`, `${s.floor}${fw.length === 1 ? fw : ` ${fw}`}`, `${ORD[s.floor] ?? s.floor} Fl ${fw}`, `Unit ${s.floor}-${s.rear ? 'R' : 'F'}`, `${ORD[s.floor] ?? s.floor} floor ${s.rear ? 'rear' : 'front'}`]);
    }
    case 'num': return rng.pick([`Apt ${s.n}`, `#${s.n}`, `Unit ${s.n}`, s.n, `Apt. ${s.n}`, `APT ${s.n}`, `Rm ${s.n}`]);
    case 'updown': return s.up ? rng.pick(['Upper', 'Upper Flat', 'UPR', 'Up', '2nd Fl', 'Upstairs', 'Upper Unit']) : rng.pick(['Lower', 'Lower Flat', 'LWR', 'Down', '1st Fl', 'Downstairs', 'Lower Unit']);
    case 'floor': return rng.pick([label, `${ORD[s.floor] ?? s.floor} Fl`, `Fl ${s.floor}`, `${ORDW[s.floor] ?? s.floor} Floor`, `${s.floor}FL`, `Unit ${s.floor}`]);
    case 'bldg': return /\d/.test(s.b)
      ? rng.pick([label, `Bldg ${s.b} Apt ${s.n}`, `${s.b}-${s.n}`, `Apt ${label}`, `Building ${s.b} #${s.n}`])
      : rng.pick([label, `${s.b}-${s.n}`, `${s.b}${s.n}`, `Bldg ${s.b} Apt ${s.n}`, `Building ${s.b} #${s.n}`, `Apt ${s.b}${s.n}`, `${s.n} Bldg ${s.b}`, `Unit ${s.b}-${s.n}`]);
    case 'suite': return rng.pick([label, `Ste ${s.n}`, `STE ${s.n}`, `Suite #${s.n}`, `#${s.n}`, `Ste. ${s.n}`, s.word === 'Unit' ? `Suite ${s.n}` : `Unit ${s.n}`]);
    case 'bay': return rng.pick([label, `Bay #${s.n}`, `BAY ${String(s.n).padStart(2, '0')}`, `Bay ${s.n}`, `Unit ${s.n}`]);
    case 'word': {
      const w: Record<string, readonly string[]> = {
        Office: ['Office', 'Mgmt Office', 'Rental Office', 'Ofc'], "Manager's Apt": ["Manager's Apt", 'Mgr Apt', 'Managers Apartment', 'Mgr Residence'],
        Rear: ['Rear', 'Rear House', 'Rear Unit', 'Carriage House'], Garden: ['Garden', 'Garden Apt', 'G', 'Basement Apt', 'Lower Level'],
      };
      return rng.pick(w[s.w] ?? [label]);
    }
    case 'house': return rng.pick([s.num, `${s.num} ${streetCore(s.street)}`, label]);
  }
}

const ABBR: readonly (readonly [RegExp, readonly string[]])[] = [
  [/ Apartments$/, [' Apts', ' Apt', ' Apartment', '']], [/ Apartment Homes$/, [' Apts', '']], [/ Senior Residences$/, [' Sr Res', ' Senior', '']],
  [/ Medical Office Building$/, [' MOB', ' Med Office Bldg']], [/ Business Park$/, [' Bus Pk', ' Business Ctr', ' BP']], [/ Shopping Center$/, [' SC', ' Shop Ctr', '']],
  [/ Commerce Center$/, [' Comm Ctr', ' Commerce']], [/ Tower$/, [' Twr']], [/ Manor$/, [' Mnr']], [/ Gardens$/, [' Gdns', ' Garden']], [/ Village$/, [' Vlg', ' Vill']],
  [/ Professional Building$/, [' Prof Bldg']], [/ Medical Pavilion$/, [' Med Pav', ' Medical']], [/ Marketplace$/, [' Mkt', ' Market Place']], [/^The /, ['']],
  [/ Student Homes$/, [' Student Hms', ' Homes']], [/ Distribution Center$/, [' DC', ' Dist Ctr']], [/ Plaza$/, [' Plz']], [/ Commons$/, [' Cmns', ' Common']],
];

/** The property the way a sender or the manager's staff writes it. */
export function propertyPhrase(pm: PropMeta, rng: Rng): string {
  const name = pm.p.name;
  const num = pm.code.split('-')[1] ?? pm.code;
  const mode = rng.pickW([['name', 26], ['abbr', 18], ['upper', 8], ['run', 5], ['code', 10], ['codeName', 9], ['alias', 7], ['owner', 5], ['typo', 6], ['hash', 3], ['cityName', 3]] as const);
  const abbr = (): string => {
    let out = name;
    for (const [re, subs] of ABBR) if (re.test(out) && rng.chance(0.8)) out = out.replace(re, rng.pick(subs));
    return out.trim() || name;
  };
  switch (mode) {
    case 'name': return name;
    case 'abbr': return abbr();
    case 'upper': return name.toUpperCase();
    case 'run': return abbr().replace(/[\s-]+/g, '');
    case 'code': return rng.pick([pm.code, pm.code.replace('-', ''), pm.code.replace('-', ' '), `Prop ${pm.code}`]);
    case 'codeName': return `${rng.pick([pm.code, pm.code.replace('-', '')])} ${rng.pick([' - ', ' ', ' / '])}${abbr()}`.replace(/\s+/g, ' ');
    case 'alias': {
      const al = pm.p.aliases.filter((a) => a !== pm.code);
      return al.length > 0 ? rng.pick(al) : abbr();
    }
    case 'owner': return pm.owner;
    case 'typo': return typo(name, rng);
    case 'hash': return `#${num} ${abbr()}`;
    case 'cityName': return `${abbr()} (${pm.city.name})`;
  }
}

export interface AddrOpts {
  num: string;
  street: string;
  unit: string | null;
  /** 'inline' after the street, 'line' on its own line, 'before' ahead of the number. */
  unitPos: 'inline' | 'line' | 'before';
  upper: number;
  withCity: boolean;
  plus4: string | null;
  typo: boolean;
  level: number;
}

/** A service address block as printed, one or several lines. */
export function addressBlock(pm: PropMeta, o: AddrOpts, rng: Rng): string {
  let street = streetVariant(o.street, rng, o.level);
  if (o.typo) street = typo(street, rng);
  let line1 = `${o.num} ${street}`;
  const lines: string[] = [];
  if (o.unit && o.unitPos === 'inline') line1 = `${line1}${rng.pick([' ', ', ', ' '])}${o.unit}`;
  if (o.unit && o.unitPos === 'before') line1 = `${o.unit} - ${line1}`;
  lines.push(line1);
  if (o.unit && o.unitPos === 'line') lines.push(o.unit);
  const zip = o.plus4 ? `${pm.p.zip ?? ''}-${o.plus4}` : (pm.p.zip ?? '');
  if (o.withCity) lines.push(`${pm.city.name}${rng.pick([', ', ' '])}${pm.city.state} ${zip}`);
  const sep = rng.chance(0.5) ? '\n' : ', ';
  return maybeUpper(lines.join(sep), rng, o.upper);
}

/** Street number and street of the site (or of the unit, when it has its own address). */
export function siteLine(pm: PropMeta, um: UnitMeta | null, rng: Rng): { num: string; street: string; ownAddress: boolean } {
  if (um && um.shape.t === 'house') return { num: um.shape.num, street: um.shape.street, ownAddress: true };
  const a = pm.p.address;
  if (a && /^\d+-\d+ /.test(a)) {
    const [range = String(pm.num), ...rest] = a.split(' ');
    const [lo = '', hi = ''] = range.split('-');
    const num = rng.pick([range, `${lo}-${hi.slice(-2)}`, `${lo} & ${hi}`, `${lo}/${hi.slice(-2)}`]);
    return { num, street: rest.join(' '), ownAddress: false };
  }
  return { num: String(pm.num), street: pm.street, ownAddress: false };
}
