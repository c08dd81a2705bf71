/**
 * 5,000 vendors: regional utilities, tax collectors, CDD/HOA/condo associations, national firms
 * and local trades tied to one metro; about 14,000 accounts tie them to properties and units.
 */
import { AccountBook } from './accounts';
import { UTILITIES, TAX_COLLECTORS } from './catalogUtilities';
import { NATIONALS } from './catalogNational';
import { METROS } from './geo';
import { SERVICE_GL } from './gl';
import type { AddVendor, OpenAccount, PropRec, VendorKind, VendorRec } from './model';
import type { Portfolio } from './properties';
import { pad, phone, type Rng } from './prng';
import { makeTrades } from './trades';
import { normVendor, VendorNameBook } from './vendorNames';

export interface VendorSet {
  vendors: VendorRec[];
  accounts: AccountBook;
  names: VendorNameBook;
}

export const VENDOR_TOTAL = 5000;

export function makeVendors(pf: Portfolio, rng: Rng): VendorSet {
  const vendors: VendorRec[] = [];
  const names = new VendorNameBook();
  const accounts = new AccountBook(rng.fork('accounts'));
  const add = (v: Omit<VendorRec, 'idx' | 'id' | 'accounts'>): VendorRec => {
    const rec: VendorRec = { ...v, idx: vendors.length, id: '', accounts: [] };
    if (names.taken(rec.name)) throw new Error(`vendor name twice: ${rec.name}`);
    vendors.push(rec);
    names.add(rec.name, rec.idx);
    for (const a of rec.aliases) names.add(a, rec.idx);
    return rec;
  };
  const open = (v: VendorRec, pattern: string, p: PropRec | null, unitIdx: number | null): void => {
    v.accounts.push(accounts.open(pattern, v.idx, p ? p.idx : null, unitIdx));
  };
  const allMetros = METROS.map((m) => m.code);

  const utils = UTILITIES.map((u) => ({ spec: u, rec: add({ kind: 'utility', service: u.service, metros: u.metros[0] === '*' ? allMetros : u.metros, name: u.name, aliases: [...u.aliases], senderEmails: [rng.chance(0.6) ? `@${u.domain}` : `ebill@${u.domain}`], remitTo: u.remit, taxId: null, defaultGl: SERVICE_GL[u.service]?.[0] ?? null, defaultPropIdx: null, platform: u.platform ?? null, phone: phone('800', rng) }) }));
  const serving = (service: string, metro: string, city: string) =>
    utils.filter(({ spec }) => (spec.service === service || (spec.service === 'combined' && (service === 'electric' || service === 'water'))) && (spec.metros[0] === '*' || spec.metros.includes(metro)) && (spec.cities === '*' || spec.cities.includes(city)));
  const r = rng.fork('utility-accounts');
  for (const p of pf.props) {
    const sites: { city: string; unitIdx: number | null }[] = p.kind === 'scattered' ? p.units.map((u) => ({ city: pf.units[u]?.loc?.city ?? p.city.name, unitIdx: u })) : [{ city: p.city.name, unitIdx: null }];
    for (const site of sites) {
      const used = new Set<number>();
      for (const [service, prob] of [['electric', 0.97], ['water', 0.9], ['gas', 0.3], ['telecom', 0.15], ['trash', 0.6]] as const) {
        const cands = serving(service, p.metro.code, site.city).filter((c) => !used.has(c.rec.idx));
        if (cands.length === 0 || !r.chance(prob)) continue;
        const u = service === 'telecom' ? r.pick(cands) : cands[0];
        if (!u) continue;
        used.add(u.rec.idx);
        open(u.rec, u.spec.pattern, p, site.unitIdx);
      }
    }
    const unitShare: Partial<Record<string, number>> = { condo: 0.15, duplex: 0.7, townhome: 0.3, senior: 0.12, hoa: 0.1 };
    for (const u of p.units) {
      if (!r.chance(unitShare[p.kind] ?? 0)) continue;
      const city = pf.units[u]?.loc?.city ?? p.city.name;
      const e = serving('electric', p.metro.code, city)[0];
      if (e) open(e.rec, e.spec.pattern, p, u);
      if (r.chance(0.25)) {
        const w = serving('water', p.metro.code, city).find((c) => c.rec !== e?.rec);
        if (w) open(w.rec, w.spec.pattern, p, u);
      }
    }
  }

  const taxes = TAX_COLLECTORS.map((t) => ({ spec: t, rec: add({ kind: 'tax', service: 'tax', metros: [...new Set(pf.props.filter((p) => t.cities.includes(p.city.name)).map((p) => p.metro.code))], name: t.name, aliases: [...t.aliases], senderEmails: rng.chance(0.5) ? [`@${t.domain}`] : [], remitTo: t.remit, taxId: null, defaultGl: '6600', defaultPropIdx: null, platform: rng.chance(0.3) ? 'Invoice Cloud' : null, phone: phone('800', rng) }) }));
  const rt = rng.fork('tax-accounts');
  for (const p of pf.props) {
    const sites = p.kind === 'scattered' ? p.units.map((u) => ({ city: pf.units[u]?.loc?.city ?? '', unitIdx: u as number | null })) : [{ city: p.city.name, unitIdx: null }];
    for (const site of sites) {
      const t = taxes.find((x) => x.spec.cities.includes(site.city));
      if (t && rt.chance(0.92)) open(t.rec, t.spec.pattern, p, site.unitIdx);
    }
  }

  makeAssociations(pf, rng.fork('associations'), add, open);

  const rn = rng.fork('nationals');
  const share: Record<string, number> = { supplies: 0.06, paint: 0.07, trash: 0.2, elevator: 0.3, pest: 0.04, 'plumbing-supply': 0.03, fire: 0.04, security: 0.03, landscaping: 0.03, restoration: 0.01, laundry: 0.15, software: 0.02, advertising: 0.03, hvac: 0.02, equipment: 0.01, pool: 0.03 };
  for (const n of NATIONALS) {
    const rec = add({ kind: 'national', service: n.service, metros: allMetros, name: n.name, aliases: [...n.aliases], senderEmails: [rn.chance(0.7) ? `@${n.domain}` : `billing@${n.domain}`], remitTo: n.remit, taxId: `${rn.int(10, 98)}-${pad(rn.int(0, 9999999), 7)}`, defaultGl: SERVICE_GL[n.service]?.[0] ?? null, defaultPropIdx: null, platform: rn.chance(0.15) ? 'BILL' : null, phone: phone('800', rn) });
    const pattern = rn.pick(['#######', '####-####-###', '##########', 'C########', '###-#######']);
    open(rec, pattern, null, null);
    const fits = (p: PropRec): boolean => (n.service === 'elevator' ? p.kind === 'condo' || p.kind === 'student' : n.service === 'laundry' ? p.kind === 'garden' || p.kind === 'student' || p.kind === 'senior' : n.service === 'trash' ? p.kind !== 'sfr' && (n.name.startsWith('Waste') ? p.metro.state === 'FL' : p.metro.state !== 'FL') : p.kind !== 'sfr');
    for (const p of pf.props) if (fits(p) && rn.chance((share[n.service] ?? 0.02) * (n.service === 'elevator' ? 1.2 : 1))) open(rec, pattern, p, null);
  }

  makeTrades(pf, rng.fork('trades'), VENDOR_TOTAL - vendors.length, names, add, open);

  const order = rng.fork('vendor-ids').shuffle(vendors.map((_, i) => i));
  order.forEach((v, i) => { const rec = vendors[v]; if (rec) rec.id = `vnd_${pad(i + 1, 4)}`; });
  return { vendors, accounts, names };
}


const ASSOC_PLACES = ['Eagle Landing', 'Heron Bay', 'Cypress Lakes', 'Reunion West', 'Harmony', 'Tohoqua', 'Wiregrass', 'Fishhawk Ranch', 'Waterleaf', 'Bartram Park', 'Nocatee', 'Durbin Crossing', 'Sweetwater', 'Windermere Trails', 'Silverleaf', 'Live Oak Preserve', 'Meadow Pointe', 'Connerton', 'Sterling Hill', 'Magnolia Park', 'Bridgewater', 'Highland Meadows', 'Seven Oaks', 'Shingle Creek', 'Tapestry', 'Stoneybrook', 'Aberdeen', 'Riverstone', 'Creekside', 'Brandon Oaks', 'Summerlin', 'Pine Glen', 'Ashford Park', 'Berkeley Lake', 'Ballantyne Commons', 'Brier Creek Country Club', 'Daniel Island Park', 'Carolina Bay', 'Westhaven', 'Berry Farms', 'Cordova Ridge', 'Greystone', 'Ross Bridge', 'Hampton Cove', 'Providence Village'];

function makeAssociations(pf: Portfolio, rng: Rng, add: AddVendor, open: OpenAccount): void {
  const cands = rng.shuffle(pf.props.filter((p) => p.kind !== 'scattered' && p.kind !== 'retail' && p.kind !== 'mhp'));
  const usedNames = new Set<string>();
  let made = 0;
  for (const p of cands) {
    if (made >= 160) break;
    const place = rng.pick(ASSOC_PLACES);
    let kind: 'cdd' | 'hoa' | 'condo' = p.kind === 'condo' ? 'condo' : p.metro.state === 'FL' && p.kind !== 'sfr' && p.kind !== 'duplex' ? 'cdd' : 'hoa';
    if (kind === 'condo' && p.units.length === 0) kind = 'hoa';
    const base = kind === 'cdd' ? `${place} Community Development District` : kind === 'condo' ? `${place} Condominium Association, Inc.` : `${place} Homeowners Association, Inc.`;
    const name = usedNames.has(normVendor(base)) ? base.replace(place, `${place} ${p.city.name}`) : base;
    if (usedNames.has(normVendor(name))) continue;
    usedNames.add(normVendor(name));
    const alias = kind === 'cdd' ? `${place} CDD` : kind === 'condo' ? `${place} Condo Assn` : `${place} HOA`;
    const covered = kind === 'hoa' ? [p, ...pf.props.filter((q) => q !== p && q.city === p.city && (q.kind === 'sfr' || q.kind === 'duplex')).slice(0, rng.int(0, 4))] : [p];
    const domain = `${place.toLowerCase().replace(/[^a-z]/g, '')}${kind}.org`;
    const rec = add({ kind: 'assessment', service: kind, metros: [p.metro.code], name, aliases: usedNames.has(normVendor(alias)) ? [] : [alias], senderEmails: rng.chance(0.6) ? [`@${domain}`] : [], remitTo: `PO Box ${rng.int(1000, 99999)}, ${p.city.name}, ${p.city.state} ${rng.pick(p.city.zips)}`, taxId: null, defaultGl: SERVICE_GL[kind]?.[0] ?? null, defaultPropIdx: covered.length === 1 ? p.idx : null, platform: null, phone: phone(p.metro.areaCode, rng) });
    usedNames.add(normVendor(alias));
    const pattern = kind === 'cdd' ? '##-####-###-####' : rng.pick(['####', 'A-####', '#####-##']);
    if (kind === 'condo') for (const u of rng.shuffle([...p.units]).slice(0, rng.int(2, 8))) open(rec, pattern, p, u);
    else for (const q of covered) open(rec, pattern, q, null);
    made++;
  }
}

export type { VendorKind };
