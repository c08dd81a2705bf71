import { BRAND_SPECS, type BrandSpec } from './brandVendors';
import { HAULER_AND_CABLE_SPECS } from './brandSpecs';
import { type Metro, METRO_SPECS } from './geo';
import type { VendorRec } from './model';
import type { Rng } from './rng';
import { fillFormat, squash } from './text';
import { SERVICE_SPECS, type Service, type ServiceSpec } from './utilitySpecs';

/*
 * Utilities, haulers, tax collectors, national brands and franchise contractors. Builds the
 * vendor records only; their accounts and the properties they serve are assigned later.
 */

export const SERVICE_LINES: Record<Service, readonly string[]> = {
  electric: ['Basic charge', 'Energy charge', 'Demand charge', 'Power cost adjustment', 'Public purpose charge', 'City utility tax'],
  gas: ['Customer charge', 'Delivery charge', 'Gas cost recovery', 'Franchise fee', 'Conservation program charge'],
  water: ['Water base charge', 'Water usage', 'Sewer service', 'Stormwater fee', 'Backflow program fee'],
  sewer: ['Sewer service charge', 'Wastewater treatment', 'Stormwater fee'],
  trash: ['Refuse 6 yd x2/wk', 'Recycling 4 yd x1/wk', 'Fuel & environmental recovery fee', 'Container rental', 'Bulky item pickup', 'Overage charge'],
  internet: ['Business internet 300 Mbps', 'Bulk video service', 'Static IP', 'Equipment fee', 'Managed Wi-Fi'],
  tax: ['Real property tax - first half', 'Real property tax - second half', 'Solid waste fee', 'Stormwater assessment'],
};

const SERVICE_AMOUNT: Record<Service, readonly [number, number]> = {
  electric: [18, 9500], gas: [25, 4200], water: [40, 12000], sewer: [40, 6000], trash: [90, 3800], internet: [60, 6500], tax: [900, 85000],
};

export interface Ids {
  next(): number;
  ein(rng: Rng): string;
}

export function makeIds(): Ids {
  let n = 0;
  const eins = new Set<string>();
  return {
    next: () => n++,
    ein(rng) {
      for (;;) {
        const e = fillFormat(rng, `${rng.int(20, 99)}-#######`);
        if (!eins.has(e)) {
          eins.add(e);
          return e;
        }
      }
    },
  };
}

function phone(rng: Rng, metros: readonly string[]): string {
  const spec = METRO_SPECS.find((m) => m.key === metros[0]);
  const area = spec ? rng.pick(spec.areaCodes) : '800';
  return fillFormat(rng, `(${area}) ###-####`);
}

export function blankVendor(idx: number): VendorRec {
  return {
    idx, id: `V13-${String(idx + 1).padStart(4, '0')}`, category: 'local', trade: '', metros: [], name: '', aliases: [],
    senderEmails: [], sendsFrom: [], domain: null, remitTo: null, remitPrinted: null, taxId: null, taxIdInDirectory: false,
    defaultGl: null, defaultProp: null, letterhead: [], phone: '', serves: [], accounts: [], acctFormat: '#######', brand: null,
    billing: 'job', unitShare: 0, unitLines: [], propLines: [], amount: [50, 500], altGl: [], usualGl: '6900',
  };
}

function fromService(rng: Rng, ids: Ids, spec: ServiceSpec): VendorRec {
  const v = blankVendor(ids.next());
  const domain = spec.from[0]?.split('@')[1] ?? null;
  Object.assign(v, {
    category: spec.service === 'tax' ? 'gov' : 'utility', trade: spec.service, metros: [...spec.metros], name: spec.name,
    aliases: [...spec.aliases], senderEmails: [...spec.senderEmails], sendsFrom: [...spec.from], domain,
    remitTo: spec.remit, remitPrinted: spec.remitNew ?? spec.remit, taxId: spec.taxId ?? (spec.service === 'tax' ? null : ids.ein(rng)),
    taxIdInDirectory: rng.chance(0.5), defaultGl: spec.gl, usualGl: spec.gl, letterhead: [spec.name.toUpperCase(), domain ? `www.${domain}` : ''],
    phone: phone(rng, spec.metros), acctFormat: spec.acctFmt, brand: spec.brand ?? null, billing: 'service', unitShare: spec.unitShare,
    unitLines: SERVICE_LINES[spec.service], propLines: SERVICE_LINES[spec.service], amount: SERVICE_AMOUNT[spec.service],
    altGl: spec.service === 'water' ? ['6125'] : spec.service === 'electric' ? ['6105'] : [],
  } satisfies Partial<VendorRec>);
  return v;
}

function fromBrand(rng: Rng, ids: Ids, spec: BrandSpec): VendorRec {
  const v = blankVendor(ids.next());
  const metros = spec.metros === 'all' ? METRO_SPECS.map((m) => m.key) : [...spec.metros];
  const domain = spec.from[0]?.split('@')[1] ?? null;
  Object.assign(v, {
    category: 'brand', trade: `brand-${squash(spec.name)}`, metros, name: spec.name, aliases: [...spec.aliases],
    senderEmails: [...spec.senderEmails], sendsFrom: [...spec.from], domain, remitTo: spec.remit, remitPrinted: spec.remitNew ?? spec.remit,
    taxId: spec.taxId ?? ids.ein(rng), taxIdInDirectory: rng.chance(0.6), defaultGl: spec.gl, usualGl: spec.gl,
    letterhead: [spec.name, domain ? `www.${domain}` : ''], phone: phone(rng, metros), acctFormat: spec.acctFmt, brand: spec.brand,
    billing: spec.billing, unitShare: spec.unitShare, unitLines: spec.unitLines, propLines: spec.propLines, amount: spec.amount, altGl: spec.altGl,
  } satisfies Partial<VendorRec>);
  return v;
}

const FRANCHISES: readonly (readonly [string, string, string, string, readonly string[]])[] = [
  ['SERVPRO', 'restoration', '6520', 'servpro', ['North Seattle', 'Tacoma', 'Spokane Valley', 'SE Portland', 'Vancouver', 'Boise', 'Eugene', 'South Charlotte', 'North Raleigh', 'Durham', 'Greenville', 'Richmond West', 'Virginia Beach']],
  ['Mr. Rooter Plumbing', 'plumbing', '6200', 'mrrooter', ['Seattle', 'Spokane', 'Portland', 'Boise', 'Charlotte', 'Raleigh', 'Richmond', 'Hampton Roads']],
];

const AREA_METRO: Record<string, string> = {
  'North Seattle': 'SEA', Seattle: 'SEA', Tacoma: 'TAC', 'Spokane Valley': 'SPO', Spokane: 'SPO', 'SE Portland': 'PDX', Portland: 'PDX',
  Vancouver: 'VAN', Boise: 'BOI', Eugene: 'EUG', 'South Charlotte': 'CLT', Charlotte: 'CLT', 'North Raleigh': 'RDU', Raleigh: 'RDU',
  Durham: 'RDU', Greenville: 'GVL', 'Richmond West': 'RIC', Richmond: 'RIC', 'Virginia Beach': 'NFK', 'Hampton Roads': 'NFK',
};

/** Franchise contractors: one record per area, all sharing the brand's name. */
function franchises(rng: Rng, ids: Ids, metros: readonly Metro[], trades: Map<string, { unitLines: readonly string[]; propLines: readonly string[]; amount: readonly [number, number]; altGl: readonly string[] }>): VendorRec[] {
  const out: VendorRec[] = [];
  for (const [brand, tradeKey, gl, slug, areas] of FRANCHISES) {
    const trade = trades.get(tradeKey);
    for (const area of areas) {
      const metro = AREA_METRO[area] ?? 'SEA';
      const m = metros.find((x) => x.spec.key === metro);
      const city = m?.cities[0];
      if (!m || !city) continue;
      const v = blankVendor(ids.next());
      const domain = `${slug}${squash(area)}.com`;
      const name = `${brand} of ${area}`;
      Object.assign(v, {
        category: 'brand', trade: tradeKey, metros: [metro], name, aliases: [`${brand} ${area}`], senderEmails: rng.chance(0.6) ? [`@${domain}`] : [`office@${domain}`],
        sendsFrom: [`office@${domain}`, `billing@${domain}`], domain, remitTo: `PO Box ${rng.int(1000, 99999)}, ${city.name} ${city.state} ${rng.pick(city.zips)}`,
        taxId: ids.ein(rng), taxIdInDirectory: rng.chance(0.7), defaultGl: gl, usualGl: gl, letterhead: [name, 'Independently Owned and Operated'],
        phone: phone(rng, [metro]), brand, billing: 'job', unitShare: 0.7, unitLines: trade?.unitLines ?? [], propLines: trade?.propLines ?? [],
        amount: trade?.amount ?? [300, 9000], altGl: trade?.altGl ?? [],
      } satisfies Partial<VendorRec>);
      v.remitPrinted = v.remitTo;
      out.push(v);
    }
  }
  return out;
}

export function buildCorporateVendors(rng: Rng, ids: Ids, metros: readonly Metro[], trades: Parameters<typeof franchises>[3]): VendorRec[] {
  const out: VendorRec[] = [];
  for (const spec of [...SERVICE_SPECS, ...HAULER_AND_CABLE_SPECS]) out.push(fromService(rng, ids, spec));
  for (const spec of BRAND_SPECS) out.push(fromBrand(rng, ids, spec));
  out.push(...franchises(rng, ids, metros, trades));
  return out;
}

/** The service specs by vendor index, for the account assigner. */
export function serviceSpecOf(v: VendorRec): ServiceSpec | null {
  return [...SERVICE_SPECS, ...HAULER_AND_CABLE_SPECS].find((s) => s.name === v.name && s.remit === v.remitTo) ?? null;
}

export function brandSpecOf(v: VendorRec): BrandSpec | null {
  return BRAND_SPECS.find((s) => s.name === v.name) ?? null;
}
