/**
 * The local trades that fill the vendor list to 5,000: named in their metro's manner, with the
 * senders, remit-to, EIN and (for some) customer or per-site account numbers a real AP file has.
 */
import { METROS, NEAR } from './geo';
import type { Metro, PropDraft, PropType, VendorDraft } from './model';
import type { AddressBook } from './places';
import { type Rng, Picker, chance, int, pick, sample } from './rng';
import { CORP, stripMarks } from './noise';
import { type Trade, tradeName, tradesFor } from './trades';
import { type Registry, addAccount, ein, localEmails, localRemit, newVendor, phone, propsIn } from './vendorBase';

const TYPES: Record<string, readonly PropType[]> = {
  elevator: ['condo', 'resort', 'office', 'mixed', 'apartments'],
  pool: ['apartments', 'condo', 'resort', 'townhomes', 'mhp'],
  septic: ['cabin', 'sfh', 'mhp', 'scattered', 'industrial'],
  well: ['cabin', 'sfh', 'mhp', 'scattered'],
  boiler: ['apartments', 'condo', 'mixed', 'office', 'resort'],
  swamp: ['sfh', 'duplex', 'scattered', 'cabin', 'townhomes', 'mhp', 'apartments'],
  chimney: ['sfh', 'duplex', 'scattered', 'cabin', 'townhomes'],
  heatoil: ['cabin', 'sfh', 'mhp', 'scattered', 'duplex'],
  propane: ['cabin', 'sfh', 'mhp', 'scattered'],
  janitorial: ['apartments', 'condo', 'office', 'mixed', 'resort', 'industrial'],
  turnover: ['apartments', 'condo', 'duplex', 'townhomes', 'scattered', 'resort', 'sfh'],
  paving: ['apartments', 'condo', 'office', 'industrial', 'mixed', 'mhp', 'resort', 'townhomes'],
};

export function suitedTrade(cat: string, p: PropDraft): boolean {
  const t = TYPES[cat];
  return !t || t.includes(p.type);
}

/** Trades don't put "Inc." twice: "Rooter Inc. LLC" is not a name. */
function clean(name: string): string {
  return name.replace(/\bServices Services\b/, 'Services').replace(/\s{2,}/g, ' ').replace(/(\b(?:Inc\.?|LLC|Corp\.?|Co\.))\s+(Inc\.?|LLC|Corp\.?)$/, '$1').trim();
}

/** Two vendors never share a name once "Inc."/"LLC" and marks are dropped. */
export function baseKey(name: string): string {
  return stripMarks(name.replace(CORP, '')).toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
}

export function buildTrades(r: Rng, reg: Registry, props: readonly PropDraft[], count: number, takenNames: Set<string>, book: AddressBook): VendorDraft[] {
  const out: VendorDraft[] = [];
  const total = METROS.reduce((s, m) => s + m.properties, 0);
  const quotas = METROS.map((m) => Math.floor((count * m.properties) / total));
  let rest = count - quotas.reduce((a, b) => a + b, 0);
  for (let i = 0; rest > 0; i = (i + 1) % quotas.length, rest--) quotas[i] = (quotas[i] ?? 0) + 1;
  METROS.forEach((m: Metro, mi) => {
    const picker = new Picker<Trade>(tradesFor(m), (t) => t.weight);
    for (let k = 0; k < (quotas[mi] ?? 0); k++) {
      const t = picker.next(r);
      let name = clean(tradeName(r, m, t));
      for (let tries = 0; takenNames.has(baseKey(name)) && tries < 40; tries++) name = clean(tradeName(r, m, t));
      if (takenNames.has(baseKey(name))) name = `${name.replace(CORP, '')} of ${m.cities[0]?.name ?? m.label}`;
      takenNames.add(baseKey(name));
      const near = NEAR[m.key];
      const metros = chance(r, 0.25) && near.length > 0 ? [m.key, ...near] : [m.key];
      const v = newVendor('trade', t.cat, name, metros);
      const base = name.replace(CORP, '');
      if (chance(r, 0.1)) v.aliases.push(`${pick(r, m.places)} ${pick(r, t.en.length > 0 ? t.en : t.es)}`);
      if (chance(r, 0.08)) v.aliases.push(`${base} dba ${pick(r, ['Mr.', 'The', 'Pro'])} ${pick(r, t.en.length > 0 ? t.en : t.es)} ${pick(r, ['Guys', 'Team', 'Pros', 'Experts', 'Express'])}`);
      if (chance(r, 0.12) && base !== name) v.aliases.push(base);
      const { emails } = localEmails(r, name, reg, m);
      v.senderEmails = emails;
      v.remitTo = localRemit(r, m, book);
      v.taxId = chance(r, 0.7) ? ein(r, m.state) : null;
      v.phone = phone(r, m);
      v.acctPattern = pick(r, ['#####', 'C-####', '######', 'CUST####', '####-##', '10####']);
      const pool = propsIn(props, metros);
      const suited = pool.filter((p) => suitedTrade(t.cat, p));
      v.territory = (suited.length > 0 ? suited : pool).map((p) => p.idx);
      const fuel = t.cat === 'heatoil' || t.cat === 'propane';
      if (fuel) for (const p of sample(r, suited, int(r, 3, 15))) addAccount(r, reg, v, p.idx, null, 0.08);
      else if (chance(r, 0.2)) v.accounts.push({ accountNumber: reg.account(r, v.acctPattern), propIdx: null, unitIdx: null });
      else if (chance(r, 0.07)) for (const p of sample(r, suited.length > 0 ? suited : pool, int(r, 1, 6))) addAccount(r, reg, v, p.idx, null, 0.05);
      if (!fuel && chance(r, 0.05) && v.territory.length > 0) v.defaultPropIdx = pick(r, v.territory);
      out.push(v);
    }
  });
  return out;
}
