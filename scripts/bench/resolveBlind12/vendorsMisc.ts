/**
 * Suppliers (coded per line), professional services, senior-living and student-housing vendors,
 * laundry and security contractors, and the towns' tax collectors and rental registries.
 */
import { SUPPLY_LINES } from './gl';
import { type GenProp, type GenUnit, type GenVendor, type PropKind, type VendorKind } from './model';
import { FIRST_NAMES, PLACE_WORDS, SURNAMES } from './names';
import { type Metro, NEW_ENGLAND, PLACES, SFR_METROS } from './places';
import { makeVendor } from './vendorCommon';
import { type Ctx, claim, placeKey, relate } from './vendorsUtility';

const CITIES = new Set('Boston,Cambridge,Somerville,Medford,Malden,Everett,Chelsea,Quincy,Newton,Waltham,Lynn,Salem,Lowell,Lawrence,Worcester,Fitchburg,Leominster,Springfield,Holyoke,Northampton,Pittsfield,Providence,Pawtucket,Cranston,Warwick,Woonsocket,Newport,Hartford,New Britain,Middletown,New Haven,West Haven,Bridgeport,Stamford,New London,Portland,South Portland,Westbrook,Lewiston,Bangor,Burlington,Winooski,Montpelier,Rutland,Manchester,Nashua,Concord,Dover,Portsmouth,Keene'.split(','));

interface Simple {
  kind: VendorKind;
  names: readonly string[];
  gl: string;
  lines: string[];
  kinds: readonly PropKind[];
  perUnit: boolean;
  pattern: string;
  serve: [number, number];
  metros: readonly Metro[];
}

const SIMPLE: readonly Simple[] = [
  { kind: 'legal', names: ['Law Office of {F} {S}', '{S} & {S}, P.C.', '{S} Law Group LLC', '{S} {S} & Associates', '{P} Landlord Law LLC'], gl: '6115', kinds: ['apartment', 'triple', 'mixed', 'rooming', 'student'], perUnit: true,
    lines: ['Summary process - filing fee', 'Court appearance', 'Constable service', 'Notice to quit - preparation', 'Execution for possession', 'Legal services rendered'], pattern: 'M-#####', serve: [4, 40], metros: NEW_ENGLAND },
  { kind: 'insurance', names: ['{P} Insurance Agency', '{S} Insurance Group', '{P} Mutual Insurance Co.', '{S} & {S} Insurance Brokers'], gl: '6700', kinds: ['apartment', 'triple', 'mixed', 'senior', 'student', 'rooming'], perUnit: false,
    lines: ['Property policy premium - installment', 'General liability premium', 'Umbrella policy', 'Policy fee'], pattern: 'BOP-#######', serve: [10, 80], metros: NEW_ENGLAND },
  { kind: 'software', names: ['ResidentLink Software', 'KeyCheck Screening', 'PortalPro Inc.', 'LockLink Smart Access', 'ConciergeLink', 'Latchkey Systems', 'RentCollect Online', 'PackageHub Lockers'], gl: '6140', kinds: ['apartment', 'senior', 'student', 'mixed'], perUnit: false,
    lines: ['Monthly subscription', 'Per-unit license fee', 'Resident portal', 'Screening reports', 'Package locker service'], pattern: 'SITE-####', serve: [40, 160], metros: NEW_ENGLAND },
  { kind: 'advertising', names: ['Apartments Network', 'RentFinder Media', 'Boston Apartments Weekly', 'College Rentals Hub', 'New England Rentals Online', 'Campus Pads'], gl: '6000', kinds: ['apartment', 'student', 'senior'], perUnit: false,
    lines: ['Premium listing', 'Featured placement', 'Lead fees', 'Monthly advertising package'], pattern: 'L#####', serve: [20, 90], metros: NEW_ENGLAND },
  { kind: 'accounting', names: ['{S} & {S} CPAs', '{S} {S} LLP', '{P} Audit Group'], gl: '6120', kinds: ['apartment', 'senior', 'student', 'mixed'], perUnit: false,
    lines: ['Annual audit', 'Tax return preparation', 'Bookkeeping adjustments', 'HUD REAC financial submission'], pattern: 'E-####', serve: [5, 30], metros: NEW_ENGLAND },
  { kind: 'senior', names: ['{P} Foodservice Distributors', 'Bay State Food Service', '{S} Dietary Services', 'Commonwealth Medical Supply', '{P} Medical Supply Co.', 'Golden Years Entertainment', '{P} Senior Activities', 'Guardian Nurse Call Systems', '{S} Home Health Supply'], gl: '6910', kinds: ['senior'], perUnit: false,
    lines: ['Food and dairy delivery', 'Produce', 'Dietary consulting', 'Incontinence supplies', 'Wound care supplies', 'Activity program - music', 'Bus outing', 'Nurse call system service'], pattern: 'SL-#####', serve: [1, 14], metros: NEW_ENGLAND },
  { kind: 'student', names: ['Campus Furnishings Rental', '{P} Furniture Rental', 'Dorm Linen Co.', 'Student Move-In Services', 'College Comfort Furniture', '{S} Furniture Leasing'], gl: '6900', kinds: ['student', 'rooming'], perUnit: true,
    lines: ['Furniture package - bedroom', 'Mattress replacement', 'Desk and chair rental', 'Linen package', 'Move-in setup'], pattern: 'FR-######', serve: [2, 25], metros: NEW_ENGLAND },
  { kind: 'laundry', names: ['Bay State Laundry Systems', 'Northeast Laundry Leasing', 'Coin-Op Laundry Services', '{P} Laundry Equipment', 'CampusWash Laundry', '{S} Laundry Route Co.'], gl: '6940', kinds: ['apartment', 'student', 'senior', 'rooming'], perUnit: false,
    lines: ['Laundry room lease - monthly', 'Machine repair', 'Card reader service'], pattern: 'LR-####', serve: [10, 60], metros: NEW_ENGLAND },
  { kind: 'security', names: ['Minuteman Security Patrol', '{P} Security Services', '{S} Protective Services', 'Night Watch Patrol Co.', '{P} Guard Services'], gl: '6950', kinds: ['apartment', 'student', 'mixed', 'senior'], perUnit: false,
    lines: ['Security patrol - monthly', 'Guard service hours', 'Alarm response'], pattern: 'SP-####', serve: [3, 25], metros: NEW_ENGLAND },
];

function fill(template: string, metro: Metro, pick: <T>(xs: readonly T[]) => T): string {
  return template.replace(/\{S\}/g, () => pick(SURNAMES)).replace(/\{F\}/g, () => pick(FIRST_NAMES)).replace(/\{P\}/g, () => pick(PLACE_WORDS[metro]));
}

export function buildMisc(ctx: Ctx): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  const all = [...ctx.byPlace.values()].flat();
  for (const s of SIMPLE) {
    const count = s.kind === 'legal' ? 40 : s.kind === 'insurance' ? 12 : s.kind === 'senior' ? 45 : s.kind === 'student' ? 18 : s.kind === 'security' ? 8 : s.kind === 'accounting' ? 5 : s.names.length;
    for (let i = 0; i < count; i++) {
      const metro = rng.pick(s.metros);
      const template = s.names[i % s.names.length] ?? '{S}';
      const name = template.includes('{') ? fill(template, metro, rng.pick) : template;
      if (!claim(ctx, name)) continue;
      const national = !template.includes('{');
      const kindGl = s.kind === 'senior' ? (/Medical|Supply|Health/.test(name) ? '6920' : /Activit|Entertain/.test(name) ? '6930' : /Nurse/.test(name) ? '6970' : '6910') : s.kind === 'student' && /Move-In/.test(name) ? '6010' : s.gl;
      const v = makeVendor(rng, { name, kind: s.kind, metros: national ? [...s.metros] : [metro], home: null, kindGl, lines: s.lines, acctPattern: s.pattern, mail: 'domain', volume: s.kind === 'legal' ? 1 : 1.5 }, ctx.used);
      if (s.kind === 'insurance' && rng.chance(0.4)) v.defaultGl = rng.pick(['6700', '6710']);
      const pool = all.filter((p) => s.kinds.includes(p.kind) && (national || p.metro === metro));
      const n = rng.int(s.serve[0], s.serve[1]);
      for (const p of rng.shuffle([...pool]).slice(0, n)) {
        if (s.perUnit && s.kind === 'student') {
          for (const u of rng.shuffle([...p.units]).slice(0, rng.int(2, 8))) relate(ctx, v, p, u, rng.chance(0.5), 0.02);
        } else relate(ctx, v, p, null, s.kind !== 'legal' && rng.chance(0.7), 0.03);
      }
      out.push(v);
    }
  }
  return out;
}

const SUPPLIERS = ['HD Supply Facilities Maintenance|hdsupply.com', 'The Home Depot Pro|homedepot.com', "Lowe's Pro Supply|lowes.com", 'W.W. Grainger, Inc.|grainger.com', 'F.W. Webb Company|fwwebb.com', 'Aubuchon Hardware|aubuchon.com', 'Ferguson Enterprises|ferguson.com'];

/** Suppliers: national ones serve everything (houses included), Sherwin-Williams stores and local hardware per metro. */
export function buildSuppliers(ctx: Ctx): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  const all = [...ctx.byPlace.values()].flat();
  const houses: GenUnit[] = [...ctx.housesByPlace.values()].flat();
  const add = (name: string, metros: Metro[], pool: GenProp[], withHouses: boolean, web?: string): void => {
    const picks = rng.shuffle([...SUPPLY_LINES]).slice(0, rng.int(10, 20));
    const lineGl: Record<string, string> = {};
    for (const [d, g] of picks) lineGl[d] = g;
    const domain = name.startsWith('Sherwin') ? 'sherwin.com' : web;
    const v = makeVendor(rng, { name, kind: 'supplier', metros, home: null, kindGl: '6480', lines: Object.keys(lineGl), lineGl, acctPattern: rng.pick(['PRO-#####-##', '#########', 'J-######']), mail: 'domain', domain, remit: 'box', volume: metros.length > 3 ? 3 : 1 }, ctx.used);
    const jobAccounts = rng.chance(0.6);
    for (const p of rng.shuffle([...pool]).slice(0, rng.int(15, 120))) relate(ctx, v, p, null, jobAccounts, 0.05);
    if (withHouses) for (const h of rng.shuffle([...houses]).slice(0, rng.int(40, 140))) relate(ctx, v, h.prop, h, jobAccounts, 0.05);
    out.push(v);
  };
  for (const spec of SUPPLIERS) {
    const [name = '', web = ''] = spec.split('|');
    const ne = name.startsWith('F.W.') || name.startsWith('Aubuchon');
    add(name, ne ? [...NEW_ENGLAND] : [...NEW_ENGLAND, ...SFR_METROS], all, !ne, web);
  }
  for (const metro of NEW_ENGLAND) {
    const pool = all.filter((p) => p.metro === metro);
    add(`Sherwin-Williams #${rng.int(1000, 9999)}`, [metro], pool, false);
    add(`${rng.pick(SURNAMES)} ${rng.pick(['True Value', 'Ace Hardware', 'Hardware', 'Building Supply'])}`, [metro], pool, false);
    add(`${rng.pick(PLACE_WORDS[metro])} ${rng.pick(['Hardware', 'Lumber', 'Supply Co.', 'Paint & Hardware'])}`, [metro], pool, false);
  }
  return out;
}

/** Tax collectors (parcel ids as account numbers) and rental registries for New England towns. */
export function buildMunicipal(ctx: Ctx): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  const registries = new Set(['Boston MA', 'Cambridge MA', 'Somerville MA', 'Providence RI', 'Worcester MA', 'Hartford CT', 'New Haven CT', 'Portland ME', 'Burlington VT']);
  for (const place of PLACES.filter((p) => NEW_ENGLAND.includes(p.metro))) {
    const props = ctx.byPlace.get(placeKey(place)) ?? [];
    if (props.length === 0) continue;
    const town = `${CITIES.has(place.city) && !(place.city === 'Concord' && place.state === 'MA') && !(place.city === 'Burlington' && place.state === 'MA') ? 'City' : 'Town'} of ${place.city}`;
    const tax = makeVendor(rng, {
      name: `${town} - ${rng.pick(['Tax Collector', 'Treasurer/Collector', 'Collector of Taxes', 'Revenue Office'])}`, kind: 'municipal', metros: [place.metro], home: place, kindGl: '6820',
      lines: ['Real Estate Tax', 'Preliminary Tax', 'CPA Surcharge', 'Interest'], acctPattern: rng.pick(['####-####-##', '##-###-###', 'M###-B##-L###', '#######']), mail: rng.chance(0.5) ? 'domain' : 'none',
      domain: `${place.city.toLowerCase().replace(/ /g, '')}${place.state.toLowerCase()}.gov`, remit: 'box', volume: 0.6,
    }, ctx.used);
    tax.aliases = [town, `${place.city} ${place.state === 'MA' ? 'Collector' : 'Tax Office'}`];
    for (const p of props) relate(ctx, tax, p, null, true, 0.01);
    out.push(tax);
    if (registries.has(placeKey(place))) {
      const reg = makeVendor(rng, {
        name: `${town} - ${rng.pick(['Inspectional Services', 'Rental Registry', 'Code Enforcement', 'Housing Safety Office'])}`, kind: 'municipal', metros: [place.metro], home: place,
        kindGl: '6840', lines: ['Rental Registration Fee', 'Certificate of Occupancy Inspection', 'Re-inspection Fee', 'Smoke/CO Certificate'], acctPattern: 'RR-######', mail: 'domain',
        domain: `${place.city.toLowerCase().replace(/ /g, '')}${place.state.toLowerCase()}.gov`, remit: 'office', volume: 0.8,
      }, ctx.used);
      for (const p of props) relate(ctx, reg, p, null, rng.chance(0.4), 0.02);
      out.push(reg);
    }
  }
  return out;
}

