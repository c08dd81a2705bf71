/** Franchise branches and local trades, filling the vendor list to its size. */
import { CITIES, type City, type MetroKey, METROS } from './geo';
import { CAT_GL, type Cat } from './gl';
import { type PropRec } from './properties';
import { chance, int, pick, shuffle, weighted, type Rng } from './rng';
import { normName, slug } from './text';
import { FRANCHISES, PERSONAL_MAIL, localName } from './vendorNames';
import { fits, fmtAccount, makeTaxId, poBox, type AccountRec, type VendorRec } from './vendorCommon';

const PO_ZIP: Record<MetroKey, readonly [string, string]> = {
  SEA: ['Seattle', '98124'], TAC: ['Tacoma', '98411'], SPK: ['Spokane', '99210'], PDX: ['Portland', '97208'], EUG: ['Eugene', '97440'],
  SFB: ['San Francisco', '94120'], LA: ['Los Angeles', '90051'], SD: ['San Diego', '92112'], NYC: ['New York', '10116'], NJ: ['Jersey City', '07303'],
};

const CAT_WEIGHT: readonly (readonly [Cat, number])[] = [
  ['plumbing', 12], ['electrical', 7], ['hvac', 7], ['boiler', 3], ['roofing', 4], ['painting', 6], ['landscaping', 8], ['snow', 2], ['pool', 2],
  ['pest', 4], ['locksmith', 4], ['appliance', 5], ['flooring', 5], ['general', 8], ['handyman', 8], ['glass', 3], ['fire', 3], ['backflow', 2],
  ['window', 2], ['gutter', 2], ['marine', 2], ['parkingEquip', 1], ['towing', 1], ['junk', 2], ['legal', 3], ['engineering', 2],
  ['environmental', 1], ['supplies', 2], ['signage', 1], ['restoration', 2], ['moving', 1], ['accounting', 1], ['janitorial', 5], ['security', 2],
  ['elevator', 1], ['waste', 1], ['insurance', 2],
];
const REGIONAL: Partial<Record<Cat, readonly MetroKey[]>> = {
  boiler: ['NYC', 'NJ'], snow: ['SPK', 'NJ', 'NYC', 'TAC'], pool: ['LA', 'SD', 'SFB'], gutter: ['SEA', 'TAC', 'PDX', 'EUG', 'SPK'],
  marine: ['SEA', 'TAC', 'SFB', 'LA', 'SD', 'NJ', 'PDX', 'NYC'],
};
const PLATFORMS = ['quickbooks', 'quickbooks', 'bill.com', 'bill.com', 'invoicecloud', 'billtrust'];

function officeLine(r: Rng, city: City, avoid: Set<string>): string {
  for (;;) {
    const street = pick(r, city.streets);
    const num = city.hyphenated ? `${int(r, 20, 120)}-${String(int(r, 1, 70)).padStart(2, '0')}` : String(int(r, 10, 9999));
    const key = `${num} ${street}|${city.name}`.toLowerCase();
    if (avoid.has(key)) continue;
    const ste = chance(r, 0.35) ? ` ${pick(r, ['Ste', 'Unit', '#'])} ${int(r, 1, 400)}` : '';
    return `${num} ${street}${ste}, ${city.name}, ${city.state} ${pick(r, city.zips)}`;
  }
}

function pickProps(r: Rng, name: string, cat: Cat, metros: readonly MetroKey[], byMetro: Map<MetroKey, PropRec[]>, n: number): PropRec[] {
  const pool = metros.flatMap((m) => byMetro.get(m) ?? []).filter((p) => fits(name, cat, p));
  return shuffle(r, pool.slice()).slice(0, n);
}

export function makeLocalVendors(r: Rng, newId: () => string, props: readonly PropRec[], count: number, taken: Set<string>, taxSeen: Set<string>): VendorRec[] {
  const byMetro = new Map<MetroKey, PropRec[]>();
  for (const p of props) byMetro.set(p.city.metro, [...(byMetro.get(p.city.metro) ?? []), p]);
  const avoid = new Set(props.map((p) => `${p.number} ${p.street}|${p.city.name}`.toLowerCase()));
  const out: VendorRec[] = [];
  const cityW = CITIES.map((c) => [c, c.weight] as const);

  const domains = new Set<string>();
  const add = (name: string, aliases: string[], cat: Cat, city: City, metros: MetroKey[], wanted: string | null, cls: 'franchise' | 'local'): void => {
    let domain = wanted;
    if (domain && domains.has(domain)) domain = domain.replace(/\.(\w+)$/, `${city.metro.toLowerCase()}.$1`);
    if (domain && domains.has(domain)) domain = null;
    if (domain) domains.add(domain);
    const sites = pickProps(r, name, cat, metros, byMetro, Math.max(1, Math.round(Math.exp(r() * 2.6))));
    if (sites.length === 0) return;
    const home = sites[0] as PropRec;
    const dedicated = cls === 'local' && chance(r, 0.06);
    const emails: string[] = [];
    let personal: string | null = null;
    if (domain && chance(r, 0.8)) emails.push(chance(r, 0.5) ? `@${domain}` : `${pick(r, ['billing', 'office', 'invoices', 'accounts', 'ar', 'info'])}@${domain}`);
    if (!domain && chance(r, 0.7)) {
      personal = `${slug(name).slice(0, 18)}${int(r, 1, 999)}@${pick(r, PERSONAL_MAIL)}`;
      if (domains.has(personal)) personal = null;
      else domains.add(personal);
      if (personal && chance(r, 0.8)) emails.push(personal);
    }
    const accounts: AccountRec[] = [];
    if (chance(r, 0.2)) accounts.push({ accountNumber: fmtAccount(r, pick(r, ['C-#####', '#####', 'CUST####', 'LH-###', '##-####'])), propertyId: null, unitId: null });
    if (chance(r, 0.12)) {
      const fmt = pick(r, ['#####', 'J-####', '###-###', 'SVC#####']);
      for (const s of sites) if (chance(r, 0.7)) accounts.push({ accountNumber: fmtAccount(r, fmt), propertyId: s.id, unitId: null });
    }
    const [poCity, poZip] = PO_ZIP[city.metro];
    const office = officeLine(r, city, avoid);
    const x = r();
    const mainGl = CAT_GL[cat];
    out.push({
      id: newId(), cls, cat, name, aliases, metros, senderEmails: emails, domain, personalEmail: personal,
      platform: chance(r, 0.18) ? pick(r, PLATFORMS) : null,
      remitTo: x < 0.3 ? poBox(r, poCity, city.state, poZip) : x < 0.75 ? office : null,
      office, taxId: chance(r, 0.55) ? makeTaxId(r, city.state, taxSeen) : null,
      defaultGl: chance(r, 0.9) ? mainGl.main : pick(r, mainGl.alts),
      defaultPropertyId: dedicated ? home.id : null,
      accounts: accounts.filter((a, i) => accounts.findIndex((b) => b.accountNumber === a.accountNumber) === i),
      acctFmt: '#####', props: dedicated ? [home.id] : sites.map((s) => s.id), weight: Math.exp(r() * 3) * (dedicated ? 3 : 1),
    });
  };

  // Franchise branches: the brand's name on every truck, the branch only in the fine print.
  for (const f of FRANCHISES) {
    for (const city of shuffle(r, CITIES.slice()).slice(0, int(r, 6, 12))) {
      const near = CITIES.filter((c) => c.metro === city.metro && c.name !== city.name && !c.hyphenated);
      const areas = [city.name, city.name, city.name];
      if (city.weight >= 40) areas.push(`North ${city.name}`, `South ${city.name}`, `${city.name} Metro`);
      if (near.length > 0) areas.push(`${city.name} & ${pick(r, near).name}`);
      const area = pick(r, areas);
      const name = f.brand.endsWith(' of') ? `${f.brand} ${area}` : `${f.brand} ${area}`;
      if (taken.has(normName(name))) continue;
      taken.add(normName(name));
      const domain = `${f.domainRoot}${slug(area).slice(0, 14)}.com`;
      add(name, chance(r, 0.5) ? [f.brand.replace(/ of$/, '')] : [], f.cat, city, [city.metro], domain, 'franchise');
    }
  }
  let guard = 0;
  while (out.length < count && guard++ < count * 20) {
    const city = weighted(r, cityW);
    let cat = weighted(r, CAT_WEIGHT);
    const reg = REGIONAL[cat];
    if (reg && !reg.includes(city.metro)) cat = 'handyman';
    const { name, dba } = localName(r, cat, city.metro);
    const key = normName(name);
    if (taken.has(key) || (dba && taken.has(normName(dba)))) continue;
    taken.add(key);
    if (dba) taken.add(normName(dba));
    const metros: MetroKey[] = chance(r, 0.1) ? [city.metro, pick(r, METROS)] : [city.metro];
    const aliases: string[] = [];
    if (dba) aliases.push(dba);
    if (chance(r, 0.06)) aliases.push(name.toUpperCase());
    const domain = chance(r, 0.62) ? `${slug(dba ?? name).slice(0, 22)}${pick(r, ['.com', '.com', '.net', 'nw.com', 'inc.com', '.co'])}` : null;
    add(name, aliases, cat, city, [...new Set(metros)], domain, 'local');
  }
  return out.slice(0, count);
}
