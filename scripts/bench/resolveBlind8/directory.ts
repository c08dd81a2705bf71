/* The blind-8 client's directory: properties, units, vendors, GL chart and coding history. */
import type { DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../../src/server/directory/resolver/types';
import { CLUSTERS, UTILITIES, type Cluster, type PropKind, type Town, type UtilKind } from './geo';
import { accountKey, fillFormat, stripAccents, type Rng } from './text';
import { ADJECTIVES, GL_BASES, GL_OTHER, GL_SEGMENTS, REGION_WORDS, SURNAMES, TRADES, segmentOf, type Trade } from './trades';

export const TOTAL_PROPERTIES = 2000;
export const TOTAL_UNITS = 20000;
export const TOTAL_VENDORS = 5000;

export type UnitStyle = 'apt' | 'bapt' | 'bed' | 'letter' | 'site' | 'lot' | 'space' | 'suite' | 'condo';

export interface UnitMeta {
  row: DirectoryUnit;
  style: UnitStyle;
  /** For 'bapt' and 'condo': the building letter; for 'bed': the apartment number. */
  major: string;
  /** The number, letter or bed. */
  minor: string;
  street: string | null;
  number: string | null;
}

export interface PropMeta {
  row: DirectoryProperty;
  cluster: Cluster;
  kind: PropKind;
  town: Town;
  street: string | null;
  number: string | null;
  /** The name without its kind word ("Saguaro Pointe"). */
  core: string;
  units: UnitMeta[];
}

export interface Account {
  accountNumber: string;
  propertyId: string | null;
  unitId: string | null;
}

export interface VendorMeta {
  row: DirectoryVendor;
  accounts: Account[];
  utility: UtilKind | null;
  trade: Trade | null;
  clusters: readonly string[];
  /** An exact sender address of the vendor, if it has one. */
  exactEmail: string | null;
  domain: string | null;
}

export interface Built {
  properties: PropMeta[];
  units: UnitMeta[];
  vendors: VendorMeta[];
  glAccounts: { number: string; name: string }[];
  history: PastCoding[];
  propById: Map<string, PropMeta>;
  unitById: Map<string, UnitMeta>;
  /** "number|street" (lower case, no accents) -> how many directory addresses share it across towns. */
  streetNumberCount: Map<string, number>;
  /** Lower-case core name -> how many properties share it. */
  coreCount: Map<string, number>;
  /** Every vendor name and alias key, for checking a misprint does not land on another vendor. */
  vendorKeys: Set<string>;
  /** Every account key of every vendor, for checking a stray meter number is not an account. */
  accountKeys: Set<string>;
}

export function snKey(number: string, street: string): string {
  return `${number}|${stripAccents(street).toLowerCase()}`;
}

export function vendorKey(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(llc|inc|co|corp|corporation|company|ltd|the)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const SECOND = ['Pointe', 'Ridge', 'Terrace', 'Village', 'Gardens', 'Crossing', 'Place', 'Commons', 'Heights', 'Court', 'Park', 'Vista', 'Meadows', 'Square', 'Trails', 'Station', 'Landing', 'Grove', 'Hills', 'Springs'];
const SUFFIX: Record<PropKind, readonly string[]> = {
  apartments: ['Apartments', 'Apartments', 'Apartment Homes', 'Residences'],
  student: ['Student Living', 'Lofts', 'Suites', 'Flats'],
  seniors: ['Senior Apartments', 'Senior Living', 'Senior Residences'],
  fourplex: ['Fourplex', 'Quads', '4-Plex'],
  duplex: ['Duplex', 'Duplexes', 'Twin Homes'],
  mh: ['Mobile Home Park', 'MH Community', 'Manufactured Home Community', 'RV & MH Park'],
  condo: ['Lodge', 'Condominiums', 'Condo-Hotel', 'Resort'],
  commercial: ['Plaza', 'Center', 'Business Park'],
  scattered: ['Scattered Sites', 'Homes Program'],
  sfh: [''],
};
const SPANISH = new Set(['rgv', 'elp', 'abq', 'saf', 'lcr', 'tus', 'yum']);

function coreName(rng: Rng, c: Cluster, street: string | null): string {
  const w = rng.pick(c.words);
  const k = rng.int(0, 9);
  if (SPANISH.has(c.key) && k <= 2) return rng.pick([`Casa ${w}`, `Villas de ${w}`, `Las ${w}`, `Rancho ${w}`, `Quinta ${w}`]);
  if (k === 3) return `The ${w}`;
  if (k === 4 && street) {
    const core = street.split(' ').filter((x) => !/^(N|S|E|W|NE|NW|SE|SW|St|Ave|Blvd|Rd|Dr|Pkwy|Cir|Trl|Hwy)$/.test(x)).join(' ');
    if (core && !/^\d/.test(core)) return `${w} on ${core}`;
  }
  return `${w} ${rng.pick(SECOND)}`;
}

function streetNumber(rng: Rng, street: string): string {
  if (/^(FM|Mile)\b/.test(street)) return String(rng.int(1200, 9800));
  if (/^(Ski|Mt|Four|Village|Gothic|Emmons|Snowmass)\b/.test(street)) return String(rng.int(10, 999));
  return String(rng.int(1, 60) * 100 + rng.int(0, 99));
}

/** Builds the directory; every choice comes from rng, in a fixed order. */
export function buildDirectory(rng: Rng): Built {
  const properties: PropMeta[] = [];
  const units: UnitMeta[] = [];
  const fullAddr = new Set<string>();
  const streetNumberCount = new Map<string, number>();
  const propNameKeys = new Set<string>();
  const coreCount = new Map<string, number>();
  const register = (number: string, street: string, city: string): boolean => {
    const key = `${snKey(number, street)}|${city}`;
    if (fullAddr.has(key)) return false;
    fullAddr.add(key);
    const sn = snKey(number, street);
    streetNumberCount.set(sn, (streetNumberCount.get(sn) ?? 0) + 1);
    return true;
  };
  const freshAddress = (c: Cluster, town: Town, recent: { number: string; street: string; town: Town }[]): { number: string; street: string; town: Town } => {
    for (let attempt = 0; ; attempt++) {
      let number: string;
      let street: string;
      let tw = town;
      const prior = recent.length > 0 && attempt < 3 && rng.chance(0.16) ? rng.pick(recent) : null;
      if (prior && rng.chance(0.5)) {
        // same number on another road of the same town
        number = prior.number;
        tw = prior.town;
        street = rng.pick(c.streets);
      } else if (prior && c.towns.length > 1) {
        // same road and number in a neighbouring town
        number = prior.number;
        street = prior.street;
        tw = rng.pick(c.towns.filter((x) => x !== prior.town));
      } else {
        street = rng.pick(c.streets);
        number = streetNumber(rng, street);
      }
      if (register(number, street, tw.city)) {
        const a = { number, street, town: tw };
        recent.push(a);
        return a;
      }
    }
  };

  // 1. property plan (kind, town) and unit counts, adjusted to exactly TOTAL_UNITS
  const plan: { c: Cluster; kind: PropKind; n: number }[] = [];
  for (const c of CLUSTERS) {
    for (let i = 0; i < c.properties; i++) {
      const kind = rng.weighted(c.kinds);
      let n = 0;
      if (kind === 'apartments') n = rng.int(8, 40);
      else if (kind === 'student') n = rng.int(4, 10) * rng.int(2, 4);
      else if (kind === 'seniors') n = rng.int(10, 30);
      else if (kind === 'fourplex') n = 4;
      else if (kind === 'duplex') n = 2;
      else if (kind === 'scattered') n = rng.int(4, 10);
      else if (kind === 'mh') n = rng.int(10, 40);
      else if (kind === 'condo') n = rng.int(2, 4) * 6;
      else if (kind === 'commercial') n = rng.int(2, 6);
      plan.push({ c, kind, n });
    }
  }
  const adjustable = plan.filter((p) => p.kind === 'apartments' || p.kind === 'seniors' || p.kind === 'mh');
  let total = plan.reduce((s, p) => s + p.n, 0);
  while (total !== TOTAL_UNITS) {
    const p = rng.pick(adjustable);
    if (total > TOTAL_UNITS && p.n > 8) {
      p.n--;
      total--;
    } else if (total < TOTAL_UNITS && p.n < 60) {
      p.n++;
      total++;
    }
  }

  // 2. properties and units
  const recentByCluster = new Map<string, { number: string; street: string; town: Town }[]>();
  let pSeq = 0;
  let uSeq = 0;
  for (const { c, kind, n } of plan) {
    const recent = recentByCluster.get(c.key) ?? [];
    recentByCluster.set(c.key, recent);
    const id = `p8-${String(++pSeq).padStart(4, '0')}-${Math.floor(rng.r() * 36 ** 3).toString(36)}`;
    let town = rng.pick(c.towns);
    let number: string | null = null;
    let street: string | null = null;
    let address: string | null = null;
    if (kind === 'duplex') {
      for (;;) {
        const st = rng.pick(c.streets);
        const a = Number(streetNumber(rng, st)) & ~1;
        if (register(`${a}-${a + 2}`, st, town.city) && register(String(a), st, town.city) && register(String(a + 2), st, town.city)) {
          number = `${a}-${a + 2}`;
          street = st;
          break;
        }
      }
      address = `${number} ${street}`;
    } else if (kind !== 'scattered') {
      const a = freshAddress(c, town, recent);
      number = a.number;
      street = a.street;
      town = a.town;
      address = `${number} ${street}`;
    }
    // name
    let name = '';
    let core = '';
    for (;;) {
      if (kind === 'sfh') {
        core = address!;
        name = address!;
      } else if (kind === 'scattered') {
        core = rng.chance(0.5) ? `${town.city}` : `${rng.pick(c.words)}`;
        name = `${core} ${rng.pick(SUFFIX.scattered)}`;
      } else {
        core = coreName(rng, c, street);
        name = `${core} ${rng.pick(SUFFIX[kind])}`;
        if (kind === 'mh' && (c.key === 'rgv' || c.key === 'elp') && rng.chance(0.5)) name = `Colonia ${core} Lots`;
      }
      if (!propNameKeys.has(vendorKey(name))) break;
      if (kind === 'sfh') {
        name = `${address} (${town.city})`;
        if (!propNameKeys.has(vendorKey(name))) break;
      }
    }
    propNameKeys.add(vendorKey(name));
    coreCount.set(vendorKey(core), (coreCount.get(vendorKey(core)) ?? 0) + 1);
    const aliases: string[] = [];
    if (rng.chance(kind === 'sfh' ? 0.25 : 0.35)) {
      for (let tries = 0; tries < 5; tries++) {
        const k = rng.int(0, 2);
        let alias: string;
        if (k === 0 || kind === 'sfh') {
          const initials = kind === 'sfh' ? 'SFR' : core.split(/\s+/).map((w) => w[0]!.toUpperCase()).join('');
          alias = `${initials}-${stripAccents(town.city).replace(/[^A-Za-z]/g, '').slice(0, 3).toUpperCase()}-${rng.int(10, 999)}`;
        } else if (k === 1) {
          alias = `${coreName(rng, c, null)} ${rng.pick(SUFFIX[kind === 'scattered' ? 'apartments' : kind])}`;
        } else {
          alias = `${core} ${town.city}`;
        }
        if (!propNameKeys.has(vendorKey(alias))) {
          propNameKeys.add(vendorKey(alias));
          aliases.push(alias);
          break;
        }
      }
    }
    const row: DirectoryProperty = { id, name, aliases, address, city: town.city, state: town.state, zip: rng.pick(town.zips) };
    const meta: PropMeta = { row, cluster: c, kind, town, street, number, core, units: [] };
    const addUnit = (unit: string, style: UnitStyle, major: string, minor: string, uStreet: string | null = null, uNumber: string | null = null): void => {
      const urow: DirectoryUnit = { id: `u8-${String(++uSeq).padStart(5, '0')}`, propertyId: id, unit, address: uStreet ? `${uNumber} ${uStreet}` : null };
      const um: UnitMeta = { row: urow, style, major, minor, street: uStreet, number: uNumber };
      meta.units.push(um);
      units.push(um);
    };
    if (kind === 'apartments' || kind === 'seniors') {
      if (kind === 'apartments' && n >= 24) {
        const perB = rng.int(8, 12);
        for (let i = 0; i < n; i++) {
          const b = String.fromCharCode(65 + Math.floor(i / perB));
          const j = i % perB;
          const num = `${Math.floor(j / 4) + 1}${String((j % 4) + 1).padStart(2, '0')}`;
          addUnit(`${b}-${num}`, 'bapt', b, num);
        }
      } else {
        const hundreds = rng.chance(0.6);
        const perFloor = rng.int(6, 12);
        for (let i = 0; i < n; i++) {
          const num = hundreds ? `${Math.floor(i / perFloor) + 1}${String((i % perFloor) + 1).padStart(2, '0')}` : String(i + 1);
          addUnit(num, 'apt', '', num);
        }
      }
    } else if (kind === 'student') {
      const beds = [4, 3, 2].find((b) => n % b === 0 && n / b >= 2)!;
      for (let a = 0; a < n / beds; a++) {
        const apt = `${Math.floor(a / 6) + 1}${String((a % 6) + 1).padStart(2, '0')}`;
        for (let b = 0; b < beds; b++) addUnit(`${apt}-${String.fromCharCode(65 + b)}`, 'bed', apt, String.fromCharCode(65 + b));
      }
    } else if (kind === 'fourplex') {
      const letters = rng.chance(0.6);
      for (let i = 0; i < 4; i++) {
        const u = letters ? String.fromCharCode(65 + i) : String(i + 1);
        addUnit(u, 'letter', '', u);
      }
    } else if (kind === 'duplex') {
      const a = Number(number!.split('-')[0]);
      addUnit('A', 'letter', '', 'A', street, String(a));
      addUnit('B', 'letter', '', 'B', street, String(a + 2));
    } else if (kind === 'scattered') {
      for (let i = 0; i < n; i++) {
        const a = freshAddress(c, town, []);
        if (a.town !== town) throw new Error('scattered site outside its town');
        addUnit(`Site ${i + 1}`, 'site', '', String(i + 1), a.street, a.number);
      }
    } else if (kind === 'mh') {
      const word = c.key === 'yum' || c.key === 'tus' ? 'Space' : 'Lot';
      for (let i = 0; i < n; i++) addUnit(`${word} ${i + 1}`, word === 'Lot' ? 'lot' : 'space', '', String(i + 1));
    } else if (kind === 'condo') {
      for (let i = 0; i < n; i++) {
        const b = String.fromCharCode(65 + Math.floor(i / 6));
        const j = i % 6;
        const u = `${Math.floor(j / 2) + 1}${j % 2 === 0 ? 'A' : 'B'}`;
        addUnit(`${b}-${u}`, 'condo', b, u);
      }
    } else if (kind === 'commercial') {
      for (let i = 0; i < n; i++) addUnit(`Suite ${101 + i}`, 'suite', '', String(101 + i));
    }
    properties.push(meta);
  }

  // 3. GL chart
  const glAccounts: { number: string; name: string }[] = [];
  for (const [b, bn] of GL_BASES) for (const [s, sn] of GL_SEGMENTS) glAccounts.push({ number: `${b}-${s}`, name: `${bn} - ${sn}` });
  for (const [b, bn] of GL_OTHER) glAccounts.push({ number: `${b}-00`, name: bn });

  // 4. vendors
  const vendors: VendorMeta[] = [];
  const vendorKeys = new Set<string>();
  const accountKeys = new Set<string>();
  const remits = new Set<string>();
  const taxIds = new Set<string>();
  const domains = new Set<string>();
  const propsByCluster = new Map<string, PropMeta[]>();
  for (const p of properties) {
    const list = propsByCluster.get(p.cluster.key) ?? [];
    list.push(p);
    propsByCluster.set(p.cluster.key, list);
  }
  let vSeq = 0;
  const vid = (): string => `v8-${String(++vSeq).padStart(4, '0')}`;
  const taxId = (): string => {
    for (;;) {
      const t = `${rng.int(20, 99)}-${String(rng.int(0, 9999999)).padStart(7, '0')}`;
      if (!taxIds.has(t)) {
        taxIds.add(t);
        return t;
      }
    }
  };
  const remit = (towns: readonly Town[], po: boolean): string => {
    for (;;) {
      const tw = rng.pick(towns);
      const r = po
        ? `PO Box ${rng.int(100, 99999)}, ${tw.city}, ${tw.state} ${rng.pick(tw.zips)}`
        : `${rng.int(100, 9999)} ${rng.pick(['Industrial Dr', 'Commerce St', 'Business Park Dr', 'Service Rd', 'Enterprise Ave', 'Frontage Rd'])}, ${tw.city}, ${tw.state} ${rng.pick(tw.zips)}`;
      if (!remits.has(r)) {
        remits.add(r);
        return r;
      }
    }
  };
  const lockboxTowns: Town[] = [
    { city: 'Dallas', state: 'TX', zips: ['75265', '75284', '75267'] },
    { city: 'Carol Stream', state: 'IL', zips: ['60197', '60132'] },
    { city: 'Phoenix', state: 'AZ', zips: ['85072', '85062'] },
    { city: 'Oklahoma City', state: 'OK', zips: ['73124', '73126'] },
    { city: 'Denver', state: 'CO', zips: ['80256', '80291'] },
    { city: 'Minneapolis', state: 'MN', zips: ['55486', '55480'] },
  ];

  // 4a. utilities, with accounts per property and some per unit
  for (const spec of UTILITIES) {
    const v: VendorMeta = {
      row: {
        id: vid(), name: spec.name, aliases: spec.aliases, senderEmails: spec.emails, remitTo: remit(lockboxTowns, true),
        taxId: rng.chance(0.6) ? taxId() : null, defaultGlAccount: null, defaultPropertyId: null, accounts: [],
      },
      accounts: [], utility: spec.kind, trade: null, clusters: spec.clusters,
      exactEmail: spec.emails.find((e) => !e.startsWith('@')) ?? null,
      domain: spec.emails.find((e) => e.startsWith('@'))?.slice(1) ?? null,
    };
    vendorKeys.add(vendorKey(spec.name));
    for (const a of spec.aliases) vendorKeys.add(vendorKey(a));
    vendors.push(v);
  }
  const utilFor = (p: PropMeta, kind: UtilKind): VendorMeta | null => {
    const options = vendors.filter((v) => v.utility === kind && v.clusters.includes(p.cluster.key));
    if (options.length === 0) return null;
    // the town decides among providers, as service territories do
    const h = [...p.town.city].reduce((s, ch) => s + ch.charCodeAt(0), 0);
    return options[h % options.length]!;
  };
  const addAccount = (v: VendorMeta, format: string, propertyId: string, unitId: string | null): void => {
    for (;;) {
      const acct = fillFormat(rng, format);
      const key = accountKey(acct);
      if (v.accounts.some((a) => accountKey(a.accountNumber) === key)) continue;
      v.accounts.push({ accountNumber: acct, propertyId, unitId });
      accountKeys.add(key);
      return;
    }
  };
  const formatOf = new Map(UTILITIES.map((s) => [s.name, s.format]));
  for (const p of properties) {
    const electric = utilFor(p, 'electric');
    if (electric) {
      const f = formatOf.get(electric.row.name)!;
      const small = p.kind === 'sfh' || p.kind === 'duplex' || p.kind === 'fourplex' || p.kind === 'scattered';
      if (p.kind !== 'scattered') addAccount(electric, f, p.row.id, null);
      if (p.kind !== 'sfh' && !small && rng.chance(0.5)) addAccount(electric, f, p.row.id, null);
      for (const um of p.units) {
        const share = small ? 0.6 : p.kind === 'student' || p.kind === 'mh' ? 0 : 0.15;
        if (rng.chance(share)) addAccount(electric, f, p.row.id, um.row.id);
      }
    }
    for (const [kind, share] of [['gas', 0.5], ['water', 0.9], ['trash', 0.7], ['internet', 0.3]] as const) {
      const v = utilFor(p, kind);
      if (!v || !rng.chance(share)) continue;
      const f = formatOf.get(v.row.name)!;
      if (kind === 'water' && p.kind === 'duplex' && rng.chance(0.5)) {
        for (const um of p.units) addAccount(v, f, p.row.id, um.row.id);
      } else if (p.kind === 'scattered') {
        for (const um of p.units) if (rng.chance(0.5)) addAccount(v, f, p.row.id, um.row.id);
      } else {
        addAccount(v, f, p.row.id, null);
      }
    }
  }
  for (const v of vendors) {
    const seg = v.utility === 'internet' ? '10' : rng.pick(['10', '10', '40', '20']);
    const base = { electric: '5110', gas: '5120', water: '5130', trash: '5140', internet: '5150' }[v.utility!];
    v.row = { ...v.row, defaultGlAccount: rng.chance(0.85) ? `${base}-${seg}` : null, accounts: v.accounts };
  }

  // 4b. trades
  const nationals: [string, string, string[]][] = [
    ['Ferguson Enterprises', 'plumbing', ['Ferguson Facilities Supply']], ['HD Supply Facilities Maintenance', 'handyman', ['HD Supply']],
    ['Otis Elevator Company', 'elevator', ['Otis']], ['TK Elevator Corporation', 'elevator', ['thyssenkrupp Elevator']],
    ['Orkin', 'pest', ['Orkin Pest Control']], ['Terminix', 'pest', ['Terminix International']],
    ['Cintas Fire Protection', 'fire', ['Cintas Corporation No. 2']], ['BrightView Landscape Services', 'landscape', ['BrightView']],
    ['Sherwin-Williams', 'painting', ['Sherwin Williams Paint Store']], ['Rollins Appliance Parts & Service', 'appliance', []],
  ];
  const tradeCount = TOTAL_VENDORS - vendors.length;
  const clusterWeights = CLUSTERS.map((c) => [c, c.properties] as const);
  const suffix = (): string => rng.weighted([['', 45], [' LLC', 25], [', LLC', 5], [' Inc.', 12], [' Co.', 5], [' Services', 8]]);
  for (let i = 0; i < tradeCount; i++) {
    let name: string;
    let aliases: string[] = [];
    let trade: Trade;
    let clusters: readonly string[];
    if (i < nationals.length) {
      const [n, tk, al] = nationals[i]!;
      name = n;
      aliases = al;
      trade = TRADES.find((t) => t.key === tk)!;
      clusters = CLUSTERS.map((c) => c.key);
    } else {
      const c = rng.weighted(clusterWeights);
      clusters = [c.key];
      const fits = TRADES.filter((t) => !t.only || t.only.includes(c.key));
      trade = rng.pick(fits);
      for (;;) {
        const word = rng.pick(trade.words);
        const k = rng.int(0, 9);
        let base: string;
        if (k <= 3) base = `${rng.pick(SURNAMES)} ${word}`;
        else if (k <= 5) base = `${rng.pick([...c.words, ...REGION_WORDS])} ${word}`;
        else if (k === 6) base = `${rng.pick(SURNAMES)} & Sons ${word}`;
        else if (k === 7) base = `${String.fromCharCode(65 + rng.int(0, 25))}&${String.fromCharCode(65 + rng.int(0, 25))} ${word}`;
        else base = `${rng.pick(ADJECTIVES)} ${word}`;
        const dba = rng.chance(0.14);
        if (dba) {
          const legal = rng.chance(0.5)
            ? `${String.fromCharCode(65 + rng.int(0, 25))}. ${rng.pick(SURNAMES)} Enterprises LLC`
            : `${rng.pick(SURNAMES)} ${rng.pick(['Holdings', 'Group', 'Ventures', 'Family Partners'])} Inc.`;
          if (!vendorKeys.has(vendorKey(legal)) && !vendorKeys.has(vendorKey(base))) {
            name = legal;
            aliases = [base];
            break;
          }
        } else {
          name = `${base}${suffix()}`;
          if (!vendorKeys.has(vendorKey(name))) {
            aliases = [];
            if (rng.chance(0.1)) {
              const initials = base.replace(/&/g, ' ').split(/\s+/).filter(Boolean).map((w) => w[0]!.toUpperCase()).join('');
              if (initials.length >= 3 && !vendorKeys.has(vendorKey(initials))) aliases.push(`${initials} ${trade.words[0]}`);
            }
            break;
          }
        }
      }
    }
    vendorKeys.add(vendorKey(name));
    for (const a of aliases) vendorKeys.add(vendorKey(a));
    const homeTowns = CLUSTERS.filter((c) => clusters.includes(c.key)).flatMap((c) => c.towns);
    // sender addresses
    const slugBase = stripAccents(aliases[0] ?? name).toLowerCase().replace(/\b(llc|inc|co|services)\b/g, '').replace(/[^a-z0-9]/g, '');
    let emails: string[] = [];
    let exactEmail: string | null = null;
    let domain: string | null = null;
    const e = rng.r();
    if (e < 0.55) {
      let d = `${slugBase}${rng.pick(['.com', '.com', '.net', '.biz', 'llc.com'])}`;
      while (domains.has(d)) d = d.replace(/\./, `${rng.int(0, 9)}.`);
      domains.add(d);
      domain = d;
      const mode = rng.int(0, 2);
      if (mode === 0) emails = [`@${d}`];
      else if (mode === 1) {
        exactEmail = `${rng.pick(['billing', 'office', 'ar', 'invoices', 'accounting'])}@${d}`;
        emails = [exactEmail];
        domain = null;
      } else {
        exactEmail = `${rng.pick(['billing', 'office', 'ar'])}@${d}`;
        emails = [exactEmail, `@${d}`];
      }
    } else if (e < 0.87) {
      let addr = `${slugBase.slice(0, 18)}${rng.int(1, 999)}@${rng.pick(['gmail.com', 'gmail.com', 'yahoo.com', 'outlook.com', 'hotmail.com'])}`;
      while (domains.has(addr)) addr = addr.replace('@', `${rng.int(0, 9)}@`);
      domains.add(addr);
      exactEmail = addr;
      emails = [addr];
    }
    const v: VendorMeta = {
      row: {
        id: vid(), name, aliases, senderEmails: emails, remitTo: remit(homeTowns, rng.chance(0.6)), taxId: rng.chance(0.8) ? taxId() : null,
        defaultGlAccount: null, defaultPropertyId: null, accounts: [],
      },
      accounts: [], utility: null, trade, clusters, exactEmail, domain,
    };
    const pool = clusters.flatMap((k) => propsByCluster.get(k) ?? []);
    if (trade.onSite && clusters.length === 1 && rng.chance(0.3)) {
      const big = pool.filter((p) => p.kind !== 'sfh' && p.kind !== 'duplex');
      if (big.length > 0) v.row = { ...v.row, defaultPropertyId: rng.pick(big).row.id };
    }
    if (rng.chance(0.22)) {
      const format = rng.pick(['C-#####', '#####', 'MPR-####', '##-####', 'A######', '###-###']);
      const k = rng.int(1, 4);
      for (let j = 0; j < k; j++) {
        const p = rng.pick(pool);
        const unit = trade.unitJobs.length > 0 && p.units.length > 0 && rng.chance(0.15) ? rng.pick(p.units).row.id : null;
        if (v.accounts.some((a) => a.propertyId === p.row.id && a.unitId === unit)) continue;
        addAccount(v, format, p.row.id, unit);
      }
    }
    const seg = pool.length > 0 ? segmentOf(rng.pick(pool).kind) : '10';
    v.row = { ...v.row, defaultGlAccount: rng.chance(0.8) ? `${trade.gl}-${seg}` : null, accounts: v.accounts };
    vendors.push(v);
  }

  // 5. coding history
  const history: PastCoding[] = [];
  const start = Date.UTC(2022, 0, 1);
  const span = Date.UTC(2025, 5, 30) - start;
  const offsets = ['Z', 'Z', 'Z.ms', '-06:00', '-07:00', '-05:00', '+00:00'];
  const iso = (ms: number, off: string): string => {
    if (off === 'Z') return new Date(ms).toISOString().replace('.000Z', 'Z');
    if (off === 'Z.ms') return new Date(ms).toISOString();
    const sign = off[0] === '-' ? -1 : 1;
    const h = Number(off.slice(1, 3));
    const local = new Date(ms + sign * h * 3600_000).toISOString().slice(0, 19);
    return `${local}${off}`;
  };
  const glPool = glAccounts.filter((g) => !g.number.endsWith('-00')).map((g) => g.number);
  const lineDescriptions = ['Service call', 'Labor', 'Materials', 'Trip charge', 'Parts', 'Disposal fee', 'After-hours premium', 'Monthly service', 'Fuel surcharge', 'Tax'];
  for (const v of vendors) {
    const base = v.trade ? v.trade.gl : { electric: '5110', gas: '5120', water: '5130', trash: '5140', internet: '5150' }[v.utility!];
    const glFor = (): string => (rng.chance(0.75) ? `${base}-${rng.pick(GL_SEGMENTS)[0]}` : rng.pick(glPool));
    const used = new Set<number>();
    const at = (): number => {
      let ms = start + Math.floor(rng.r() * span / 1000) * 1000;
      while (used.has(ms)) ms += 1000;
      used.add(ms);
      return ms;
    };
    const c = rng.r();
    const scale = v.utility ? 4 : 1;
    if (c < 0.55) {
      const nb = rng.int(1, 7) * scale;
      const nl = rng.int(0, 6) * scale;
      let latest = -1;
      let latestIdx = -1;
      for (let j = 0; j < nb; j++) {
        const ms = at();
        if (ms > latest) {
          latest = ms;
          latestIdx = history.length;
        }
        history.push({ vendorId: v.row.id, glAccount: glFor(), description: null, at: iso(ms, rng.pick(offsets)) });
      }
      for (let j = 0; j < nl; j++) history.push({ vendorId: v.row.id, glAccount: glFor(), description: rng.pick(lineDescriptions), at: iso(at(), rng.pick(offsets)) });
      if (rng.chance(0.3)) {
        // The latest bill-level coding is written in a western offset and an older one, a few hours
        // earlier, in UTC: the later text is the earlier instant.
        history[latestIdx] = { ...history[latestIdx]!, at: iso(latest, '-07:00') };
        let older = latest - rng.int(1, 6) * 3600_000 + rng.int(0, 59) * 1000;
        while (used.has(older)) older -= 1000;
        used.add(older);
        history.push({ vendorId: v.row.id, glAccount: glFor(), description: null, at: iso(older, 'Z') });
      }
    } else if (c < 0.77) {
      if (v.row.defaultGlAccount === null) v.row = { ...v.row, defaultGlAccount: `${base}-${rng.pick(GL_SEGMENTS)[0]}` };
      const nl = rng.int(1, 5) * scale;
      for (let j = 0; j < nl; j++) history.push({ vendorId: v.row.id, glAccount: glFor(), description: rng.pick(lineDescriptions), at: iso(at(), rng.pick(offsets)) });
    } else if (c < 0.87) {
      v.row = { ...v.row, defaultGlAccount: null };
      const nl = rng.int(1, 5) * scale;
      for (let j = 0; j < nl; j++) history.push({ vendorId: v.row.id, glAccount: glFor(), description: rng.pick(lineDescriptions), at: iso(at(), rng.pick(offsets)) });
    } else if (v.row.defaultGlAccount === null) {
      v.row = { ...v.row, defaultGlAccount: `${base}-${rng.pick(GL_SEGMENTS)[0]}` };
    }
  }
  rng.shuffle(history);

  const propById = new Map(properties.map((p) => [p.row.id, p]));
  const unitById = new Map(units.map((u) => [u.row.id, u]));
  return { properties, units, vendors, glAccounts, history, propById, unitById, streetNumberCount, coreCount, vendorKeys, accountKeys };
}
