/*
 * Local trade vendors (plumbers, pool men, landscapers, pest control...) in each metro, with
 * dba names, free-mail or company-domain senders, letterhead addresses, PO boxes, tax ids,
 * a few customer numbers per property, and master associations billing scattered homes.
 */
import { type AccountNumbers } from './accounts';
import { addressLine, type Address } from './addresses';
import { blankVendor, phoneFor } from './catalogVendors';
import { type City, citiesOfMetro } from './geo';
import { TRADES, type Trade, GL } from './gl';
import { type VendorModel } from './models';
import { PROPERTY_STEMS, REGION_OF_STATE, SURNAMES } from './names';
import { slug } from './noise';
import { type Rng, WeightedTable } from './prng';
import { newAddress, type PropertyModel, type PropertyWorld } from './properties';
import { businessName, withSuffix } from './vendorNames';

const BIG_ONLY = new Set(['pool', 'gates', 'pressure', 'janitorial', 'backflow', 'elevator', 'towing']);
const FREE_MAIL = ['gmail.com', 'gmail.com', 'yahoo.com', 'hotmail.com', 'outlook.com', 'icloud.com', 'aol.com'];
const LOCAL_MAIL: Readonly<Record<string, readonly string[]>> = {
  HI: ['hawaii.rr.com', 'hawaiiantel.net'], AZ: ['cox.net'], NV: ['cox.net'], WA: ['comcast.net'], OR: ['comcast.net'], CA: ['sbcglobal.net', 'pacbell.net'],
  FL: ['bellsouth.net'],
};

function freeMail(rng: Rng, state: string): string {
  return rng.chance(0.2) ? rng.pick(LOCAL_MAIL[state] ?? FREE_MAIL) : rng.pick(FREE_MAIL);
}

export function servesKind(trade: Trade, p: PropertyModel): boolean {
  if (!BIG_ONLY.has(trade.key)) return true;
  return ['apartments', 'condo', 'flcondo', 'commercial', 'townhomes', 'mhp', 'hiWalkup', 'keysCondo'].includes(p.kind);
}

function letterheadLine(rng: Rng, a: Address): string {
  const suite = rng.chance(0.3) ? ` ${rng.pick(['Ste', 'Suite', '#', 'Unit'])} ${rng.range(1, 30) * (rng.chance(0.5) ? 10 : 1)}` : '';
  return `${addressLine(a)}${suite}, ${a.city.name}, ${a.city.state} ${a.zip}`;
}

function poBox(rng: Rng, city: City): string {
  return `PO Box ${rng.range(100, 99999)}, ${city.name}, ${city.state} ${rng.pick(city.zips)}`;
}

function emailsFor(rng: Rng, v: VendorModel, core: string, state: string): void {
  const base = slug(core).slice(0, 22);
  const r = rng.next();
  if (r < 0.45) {
    const domain = `${base}${rng.pick(['.com', '.com', '.net', 'inc.com', 'llc.com', '.co', '.biz'])}`;
    if (rng.chance(0.5)) v.emails.push(`@${domain}`);
    else v.emails.push(`${rng.pick(['office', 'billing', 'ar', 'invoices', 'accounting', 'info'])}@${domain}`);
    v.strangers.push(`${rng.pick(['mike', 'sandra', 'jose', 'service', 'dispatch', 'owner', 'admin'])}@${domain}`);
  } else if (r < 0.8) {
    v.emails.push(`${base}${rng.chance(0.5) ? rng.range(1, 99) : ''}@${freeMail(rng, state)}`);
    v.strangers.push(`${slug(rng.pick(SURNAMES))}${rng.range(1, 999)}@${freeMail(rng, state)}`);
  } else {
    v.strangers.push(`${base}@${freeMail(rng, state)}`);
  }
}

function tradeFor(rng: Rng, state: string): Trade {
  return rng.weighted(TRADES.filter((t) => t.states.length === 0 || t.states.includes(state)).map((t) => [t, t.weight] as const));
}

export function buildLocalVendors(rng: Rng, count: number, world: PropertyWorld, numbers: AccountNumbers, firstId: number): VendorModel[] {
  const metros = [...world.byMetro.entries()].filter(([, list]) => list.length > 0);
  const metroTable = new WeightedTable(metros, ([, list]) => list.length + 10);
  const vendors: VendorModel[] = [];
  const names = new Map<string, VendorModel>();
  for (let i = 0; i < count; i++) {
    const [metro, props] = metroTable.pick(rng);
    const cities = citiesOfMetro(metro);
    const city = rng.weighted(cities.map((c) => [c, c.weight] as const));
    const trade = tradeFor(rng, city.state);
    const region = REGION_OF_STATE[city.state] ?? 'ca';
    let biz = businessName(rng, trade, region);
    for (let tries = 0; tries < 4 && names.has(biz.core.toLowerCase()) && rng.chance(0.85); tries++) biz = businessName(rng, trade, region);
    let twin: VendorModel | null = null;
    const existing = names.get(biz.core.toLowerCase());
    if (existing && existing.metros.includes(metro)) {
      biz = { ...biz, core: `${biz.core} ${rng.pick(['of ' + city.name, 'Pros', 'Plus', 'Experts', 'Solutions', 'Group'])}` };
    } else if (existing) twin = existing;
    else if (rng.chance(0.006) && vendors.length > 50) {
      const other = rng.pick(vendors);
      if (other.business && !other.metros.includes(metro) && other.trade?.key === trade.key) {
        biz = { ...other.business };
        twin = other;
      }
    }
    const id = `v11-${String(firstId + i).padStart(5, '0')}`;
    const dba = withSuffix(biz.core, biz.suffix);
    const v = blankVendor(id, 'trade', dba);
    if (biz.legal) {
      const r = rng.next();
      if (r < 0.4) v.aliases.push(biz.legal);
      else if (r < 0.8) {
        v.name = biz.legal;
        v.aliases.push(dba);
      } else v.name = `${biz.legal} dba ${dba}`;
    }
    if (rng.chance(0.12)) v.aliases.push(biz.core.split(' ').slice(0, 2).join(' '));
    names.set(biz.core.toLowerCase(), v);
    if (twin) {
      v.twin = true;
      twin.twin = true;
    }
    v.business = biz;
    v.trade = trade;
    v.metros = [metro];
    if (rng.chance(0.12)) {
      const near = metros.filter(([m, list]) => m !== metro && list[0]?.city.state === city.state);
      if (near.length > 0) v.metros.push(rng.pick(near)[0]);
    }
    v.states = [city.state];
    const home = newAddress(rng, city, world.usedAddresses);
    v.letterhead = letterheadLine(rng, home);
    v.remitPrinted = rng.chance(0.65) ? v.letterhead : poBox(rng, city);
    v.remitDir = rng.chance(0.85) ? v.remitPrinted : rng.chance(0.5) ? null : poBox(rng, city);
    v.phone = phoneFor(rng, city);
    emailsFor(rng, v, biz.core, city.state);
    v.taxId = rng.chance(0.6) ? `${rng.range(10, 99)}-${rng.digits(7)}` : null;
    v.taxIdPrinted = v.taxId ?? (rng.chance(0.3) ? `${rng.range(10, 99)}-${rng.digits(7)}` : null);
    v.services = [{ group: trade.key, gl: trade.gl, label: trade.nouns[0] ?? trade.key, lines: trade.lines }];
    v.defaultGl = rng.chance(0.85) ? trade.gl : null;
    v.weight = (0.15 + rng.next()) ** 3 * 3;
    const eligible = props.filter((p) => servesKind(trade, p));
    if (rng.chance(0.08) && eligible.length > 0) {
      v.defaultPropertyId = rng.pick(eligible).id;
      v.weight *= 1.5;
    }
    if (rng.chance(0.12) && eligible.length > 0) {
      v.acctPattern = rng.pick(['#####', 'C-####', '######', 'CUST####', '####-##']);
      for (const p of rng.sample(eligible, rng.range(3, 10))) {
        const a = { number: numbers.make(rng, v.acctPattern), propertyId: p.id, unitId: null, onFile: rng.chance(0.85), service: 0, meter: null };
        v.accounts.push(a);
        v.byProperty.set(p.id, [a]);
      }
    }
    vendors.push(v);
  }
  return vendors;
}

/** Master associations billing dues for scattered homes and townhome communities. */
export function buildAssociations(rng: Rng, world: PropertyWorld, numbers: AccountNumbers, firstId: number): VendorModel[] {
  const out: VendorModel[] = [];
  const members = world.properties.filter((p) => (p.kind === 'scattered' && rng.chance(0.8)) || (p.kind === 'townhomes' && rng.chance(0.25)));
  members.forEach((p, i) => {
    const region = REGION_OF_STATE[p.city.state] ?? 'ca';
    const stem = rng.pick(PROPERTY_STEMS[region] ?? ['Sunridge']);
    const word = rng.pick(['Community Association', 'Master Association', 'Homeowners Association', 'HOA', 'Maintenance Corporation']);
    const name = `${stem} ${rng.pick(['Ranch', 'Village', 'Estates', 'Highlands', 'Lakes', ''])} ${word}`.replace(/\s+/g, ' ');
    const v = blankVendor(`v11-${String(firstId + i).padStart(5, '0')}`, 'hoa', name);
    v.aliases = rng.chance(0.5) ? [name.replace(word, 'HOA').trim()] : [];
    const mgmt = `${rng.pick(['Associa', 'FirstService Residential', 'CCMC', 'AAM', 'Hawaiiana Management', 'Castle Group'])}`;
    v.payees = [name, `${name} c/o ${mgmt}`, name.toUpperCase()];
    v.emails = rng.chance(0.6) ? [`@${slug(mgmt)}.com`] : [];
    v.strangers = [`noreply@${slug(mgmt)}.com`];
    v.remitPrinted = `PO Box ${rng.range(1000, 99999)}, ${p.city.name}, ${p.city.state} ${rng.pick(p.city.zips)}`;
    v.remitDir = rng.chance(0.8) ? v.remitPrinted : null;
    v.phone = phoneFor(rng, p.city);
    v.services = [{ group: 'hoa', gl: GL.hoa, label: 'Assessments', lines: ['Quarterly assessment', 'Monthly assessment', 'Late fee', 'Special assessment - roof reserve'] }];
    v.defaultGl = rng.chance(0.7) ? GL.hoa : null;
    v.metros = [p.city.metro];
    v.states = [p.city.state];
    v.acctPattern = `${slug(stem).slice(0, 3).toUpperCase()}-#####`;
    v.weight = 1.2;
    const homes = p.kind === 'scattered' ? p.units.filter(() => rng.chance(0.7)) : [];
    for (const u of homes) {
      const a = { number: numbers.make(rng, v.acctPattern), propertyId: p.id, unitId: u.id, onFile: rng.chance(0.85), service: 0, meter: null };
      v.accounts.push(a);
      v.byProperty.set(p.id, [...(v.byProperty.get(p.id) ?? []), a]);
    }
    if (homes.length === 0) {
      const a = { number: numbers.make(rng, v.acctPattern), propertyId: p.id, unitId: null, onFile: rng.chance(0.85), service: 0, meter: null };
      v.accounts.push(a);
      v.byProperty.set(p.id, [a]);
    }
    v.served.set(p.id, [0]);
    if (rng.chance(0.6)) v.defaultPropertyId = p.id;
    out.push(v);
  });
  return out;
}
