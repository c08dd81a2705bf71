/**
 * The named vendors: utilities (who serves which city, and the house and unit meters they bill),
 * treasurers and licence offices (a parcel per property, per unit for condos and scattered homes),
 * national chains (one customer number, or one per site), and the associations of condos and subdivisions.
 */
import { metro } from './geo';
import type { MetroKey, PropDraft, PropType, UnitDraft, VendorDraft } from './model';
import { type Rng, chance, int, pad, pick, sample } from './rng';
import { stripMarks } from './noise';
import { UTILITIES } from './catalogUtilities';
import { GOVERNMENT } from './catalogGov';
import { CHAINS } from './catalogChains';
import { placeWord } from './propertyNames';
import { type Registry, addAccount, corporateEmails, ein, newVendor, phone, propsIn } from './vendorBase';

const SERVICES: readonly [string, readonly string[]][] = [
  ['power', ['combined', 'power', 'energy']], ['gas', ['energy', 'gas']], ['water', ['combined', 'water']], ['sewer', ['sewer']], ['waste', ['waste']], ['internet', ['internet']],
];
const RESIDENTIAL: ReadonlySet<PropType> = new Set(['apartments', 'condo', 'duplex', 'townhomes', 'mixed', 'resort', 'cabin']);
const OWN_METERS: ReadonlySet<PropType> = new Set(['scattered']);
const METERED = new Set(['power', 'energy', 'combined', 'gas', 'water', 'propane']);

function serves(v: VendorDraft, p: PropDraft, except: readonly string[]): boolean {
  if (!v.metros.includes(p.metro.key)) return false;
  const c = p.city.name;
  if (except.includes(c)) return false;
  return v.cities.length === 0 || v.cities.includes(c);
}

function utilityAccounts(r: Rng, reg: Registry, v: VendorDraft, p: PropDraft, units: readonly UnitDraft[]): void {
  const metered = METERED.has(v.cat);
  const ownAddr = p.units.filter((u) => units[u]?.place);
  if (OWN_METERS.has(p.type) || (ownAddr.length > 0 && metered)) {
    for (const u of ownAddr) addAccount(r, reg, v, p.idx, u);
    if (!OWN_METERS.has(p.type) && chance(r, 0.3)) addAccount(r, reg, v, p.idx, null);
    return;
  }
  addAccount(r, reg, v, p.idx, null);
  if (metered && p.units.length > 20 && chance(r, 0.3)) addAccount(r, reg, v, p.idx, null);
  if ((v.cat === 'power' || v.cat === 'energy' || v.cat === 'combined') && p.units.length > 0 && (RESIDENTIAL.has(p.type) || chance(r, 0.3))) {
    const k = Math.min(14, Math.max(1, Math.round(p.units.length * (0.08 + r() * 0.22))));
    for (const u of sample(r, p.units, k)) addAccount(r, reg, v, p.idx, u);
  }
  if (v.cat === 'gas' && p.units.length > 0 && chance(r, 0.15)) for (const u of sample(r, p.units, int(r, 1, 4))) addAccount(r, reg, v, p.idx, u);
}

export function buildUtilities(r: Rng, reg: Registry, props: readonly PropDraft[], units: readonly UnitDraft[]): VendorDraft[] {
  const vendors: VendorDraft[] = [];
  const except = new Map<VendorDraft, readonly string[]>();
  for (const s of UTILITIES) {
    const v = newVendor('utility', s.cat, s.name, s.metros as MetroKey[]);
    v.aliases = s.aliases;
    v.cities = s.cities;
    v.senderEmails = corporateEmails(r, s.domain);
    v.remitTo = s.remit;
    v.taxId = chance(r, 0.5) ? ein(r, metro(v.metros[0] ?? 'den').state) : null;
    v.acctPattern = s.acct;
    v.phone = phone(r, chance(r, 0.6) ? null : metro(v.metros[0] ?? 'den'));
    v.web = `www.${s.domain}`;
    except.set(v, s.except);
    vendors.push(v);
  }
  for (const p of props) {
    for (const [service, cats] of SERVICES) {
      const cands = vendors.filter((v) => cats.includes(v.cat) && serves(v, p, except.get(v) ?? []));
      if (cands.length === 0) continue;
      const specific = cands.filter((v) => v.cities.length > 0);
      const chosen = service === 'waste' || service === 'internet' ? pick(r, cands) : specific[0] ?? cands[0];
      if (!chosen) continue;
      if (service === 'internet' && (p.type === 'sfh' || p.type === 'scattered' || p.type === 'cabin') && chance(r, 0.8)) continue;
      if (service === 'waste' && (p.type === 'sfh' || p.type === 'scattered') && chance(r, 0.6)) continue;
      if (!p.providers.has(service)) p.providers.set(service, chosen);
    }
    const rural = p.type === 'cabin' || p.type === 'mhp' || (p.type === 'sfh' && p.city.rural);
    const needsPropane = rural && (!p.providers.has('gas') || chance(r, 0.2));
    if (needsPropane || (p.metro.spanish && (p.type === 'resort' || p.type === 'condo') && chance(r, 0.2))) {
      const cands = vendors.filter((v) => v.cat === 'propane' && serves(v, p, []));
      if (cands.length > 0) p.providers.set('propane', pick(r, cands));
    }
  }
  for (const p of props) {
    for (const v of new Set(p.providers.values())) {
      v.territory.push(p.idx);
      utilityAccounts(r, reg, v, p, units);
    }
  }
  return vendors.filter((v) => v.territory.length > 0);
}

function parcels(r: Rng, reg: Registry, v: VendorDraft, p: PropDraft, units: readonly UnitDraft[]): void {
  if (p.type === 'scattered' || (p.units.some((u) => units[u]?.place) && chance(r, 0.5))) {
    for (const u of p.units) addAccount(r, reg, v, p.idx, u, 0.04);
    return;
  }
  if ((p.type === 'condo' || p.type === 'resort') && p.units.length > 0) {
    const owned = sample(r, p.units, Math.max(1, Math.round(p.units.length * (0.3 + r() * 0.7))));
    if (v.acctPattern.startsWith('1-#-#') || /^[234]-#-#/.test(v.acctPattern)) {
      const base = reg.account(r, v.acctPattern);
      const off = int(r, 0, 3) * 10;
      owned.forEach((u, k) => v.accounts.push({ accountNumber: `${base}-${pad(off + k + 1, 4)}`, propIdx: p.idx, unitIdx: u }));
    } else for (const u of owned) addAccount(r, reg, v, p.idx, u, 0.04);
    return;
  }
  addAccount(r, reg, v, p.idx, null, 0.04);
  if ((p.type === 'office' || p.type === 'industrial' || p.type === 'mhp') && chance(r, 0.25)) addAccount(r, reg, v, p.idx, null, 0.04);
}

export function buildGovernment(r: Rng, reg: Registry, props: readonly PropDraft[], units: readonly UnitDraft[]): VendorDraft[] {
  const out: VendorDraft[] = [];
  for (const s of GOVERNMENT) {
    const v = newVendor('gov', s.cat, s.name, s.metros as MetroKey[]);
    v.aliases = s.aliases;
    v.senderEmails = chance(r, 0.5) ? corporateEmails(r, s.domain) : [];
    v.remitTo = s.remit;
    v.acctPattern = s.acct;
    v.phone = phone(r, metro(v.metros[0] ?? 'den'));
    v.web = `www.${s.domain}`;
    const inMetro = propsIn(props, v.metros);
    if (s.cat === 'tax') {
      v.territory = inMetro.filter((p) => p.city.county === s.where).map((p) => p.idx);
      for (const pi of v.territory) {
        const p = props[pi];
        if (p) parcels(r, reg, v, p, units);
      }
    } else {
      const where = s.where;
      const list = inMetro.filter((p) => where === '*' || p.city.name === where).filter((p) => s.cat !== 'excise' || p.type === 'resort' || p.type === 'condo');
      v.territory = list.map((p) => p.idx);
      for (const p of list) if (chance(r, 0.6)) addAccount(r, reg, v, p.idx, null, 0.05);
    }
    if (v.territory.length > 0) out.push(v);
  }
  return out;
}

const CHAIN_TYPES: Record<string, readonly PropType[]> = {
  elevator: ['condo', 'resort', 'office', 'mixed', 'apartments'],
  windstorm: ['condo', 'resort', 'apartments', 'office', 'mixed'],
  flood: ['condo', 'resort', 'apartments', 'sfh', 'duplex', 'townhomes', 'mixed'],
  advertising: ['apartments', 'condo', 'townhomes', 'mhp', 'duplex', 'resort'],
  uniforms: ['apartments', 'condo', 'office', 'resort', 'mixed', 'industrial'],
};

export function suited(cat: string, p: PropDraft): boolean {
  const t = CHAIN_TYPES[cat];
  return !t || t.includes(p.type);
}

export function buildChains(r: Rng, reg: Registry, props: readonly PropDraft[]): VendorDraft[] {
  return CHAINS.map((s) => {
    const metros = (s.metros[0] === '*' ? ['den', 'fr', 'slc', 'uc', 'boi', 'abq', 'saf', 'lv', 'rno', 'anc', 'hnl', 'hni', 'sju', 'pce'] : s.metros) as MetroKey[];
    const v = newVendor('chain', s.cat, s.name, metros);
    v.spanish = false;
    v.aliases = s.aliases;
    v.senderEmails = corporateEmails(r, s.domain);
    v.remitTo = s.remit;
    v.taxId = chance(r, 0.6) ? ein(r, 'CO') : null;
    v.acctPattern = s.acct;
    v.phone = phone(r, null);
    v.web = `www.${s.domain}`;
    const list = propsIn(props, metros).filter((p) => suited(s.cat, p));
    v.territory = list.map((p) => p.idx);
    if (s.scope === 'client') v.accounts.push({ accountNumber: reg.account(r, s.acct), propIdx: null, unitIdx: null });
    if (s.scope === 'site') for (const p of sample(r, list, int(r, 5, 40))) addAccount(r, reg, v, p.idx, null, 0.06);
    return v;
  });
}

const HOA_MGMT = ['Community Management', 'HOA Services', 'Association Management', 'Property Services Group'];

export function buildAssociations(r: Rng, reg: Registry, props: readonly PropDraft[]): VendorDraft[] {
  const out: VendorDraft[] = [];
  const mgmt = new Map<MetroKey, { name: string; domain: string; box: string }[]>();
  const usedNames = new Set<string>();
  for (const p of props) {
    const condo = p.type === 'condo' || p.type === 'resort';
    const subdivision = (p.type === 'sfh' || p.type === 'townhomes' || p.type === 'scattered') && !p.metro.spanish && chance(r, 0.12);
    if (!(condo && chance(r, 0.75)) && !subdivision) continue;
    const m = p.metro;
    if (!mgmt.has(m.key)) {
      mgmt.set(m.key, HOA_MGMT.slice(0, 3).map((w) => {
        const name = `${stripMarks(pick(r, m.places))} ${w}`;
        const c = m.cities[0];
        return { name, domain: reg.domain(name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 20), '.com'), box: `PO Box ${int(r, 1000, 99999)}, ${c?.name ?? m.label}, ${m.state} ${c?.zips[0] ?? ''}` };
      }));
    }
    const co = pick(r, mgmt.get(m.key) ?? []);
    const core = p.name.replace(/\s+(Condominiums|Condos|Condominium|Resort|Townhomes|Townhouses|Villas)$/, '');
    let name: string;
    const aliases: string[] = [];
    if (m.style === 'hi' && condo) {
      name = `Association of Apartment Owners of ${p.name}`;
      aliases.push(`AOAO ${p.name}`, `AOAO of ${stripMarks(p.name)}`);
    } else if (m.spanish) {
      name = `Consejo de Titulares ${p.name}`;
      aliases.push(`Consejo de Titulares del ${p.name.replace(/^Cond\. /, 'Condominio ')}`, `Junta de Directores ${core}`);
    } else if (condo) {
      name = chance(r, 0.5) ? `${core} Condominium Association` : `${core} Owners Association, Inc.`;
      aliases.push(`${core} HOA`, `${core} COA`);
    } else {
      const sub = placeWord(r, m);
      name = `${sub} ${pick(r, ['Homeowners Association', 'HOA', 'Community Association', 'Master Association'])}`;
      aliases.push(`${sub} HOA`);
    }
    if (usedNames.has(name.toLowerCase())) name = `${p.name} Owners Association`;
    if (usedNames.has(name.toLowerCase())) name = `${name} (${p.city.name})`;
    usedNames.add(name.toLowerCase());
    const v = newVendor('hoa', 'hoa', name, [m.key]);
    v.aliases = [...aliases, `c/o ${co.name}`];
    v.senderEmails = chance(r, 0.7) ? [`@${co.domain}`] : [];
    v.remitTo = chance(r, 0.8) ? `${name}, c/o ${co.name}, ${co.box}` : null;
    v.taxId = chance(r, 0.3) ? ein(r, m.state) : null;
    v.acctPattern = pick(r, ['######', '####-###', 'HOA-#####', '#####-##']);
    v.phone = phone(r, m);
    v.defaultPropIdx = p.idx;
    v.territory = [p.idx];
    if (p.units.length > 0) for (const u of sample(r, p.units, Math.max(1, Math.round(p.units.length * (0.4 + r() * 0.6))))) addAccount(r, reg, v, p.idx, u, 0.05);
    else addAccount(r, reg, v, p.idx, null, 0.05);
    out.push(v);
  }
  return out;
}
