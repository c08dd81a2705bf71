/*
 * The client's 5,000 vendors. Utilities and governments by territory: electric co-ops
 * (member-location accounts), municipal light plants and "Water & Light" commissions,
 * investor-owned power companies, village water and fire districts, rural water districts,
 * West Virginia public service districts, Louisiana waterworks districts, sanitary districts,
 * propane and heating-oil dealers, gas utilities, haulers, telephone co-ops, and the tax
 * collector of each county, parish, borough or New England town. Then local trades, each
 * serving the properties of its county and sometimes its neighbours: plumbers, septic
 * pumpers, well drillers, snowplowers, MHC home movers, chimney sweeps, linen services.
 */
import { type Region, type RegionId, type Town, areaCodesFor, countyLabel } from './geography';
import { AccountMaker, type AcctStyle, acctNorm } from './accounts';
import { FEATURES, FIRST_NAMES, REGION_WORDS, SURNAMES, initials, slug, vendorCore } from './names';
import { GL_SEGMENT, type PropRec, type PropType, type UnitRec, type PropertyWorld, lineKey } from './properties';
import { type Rng, WeightedList, at, pad } from './rand';
import { canonicalLine, streetNumber } from './streets';

export type UtilityKind = 'electric' | 'water' | 'sewer' | 'propane' | 'oil' | 'gas' | 'trash' | 'telecom' | 'tax';
export type TradeKind =
  | 'plumbing' | 'hvac' | 'electrical' | 'appliance' | 'roofing' | 'handyman' | 'well' | 'septic' | 'snow' | 'lawn' | 'tree' | 'pest'
  | 'painting' | 'flooring' | 'cleaning' | 'turnover' | 'locksmith' | 'glass' | 'chimney' | 'grading' | 'elevator' | 'fire' | 'generator'
  | 'hardware' | 'watertreat' | 'pool' | 'linen' | 'dock' | 'mhcsetup' | 'mhcinfra' | 'advertising' | 'legal' | 'accounting' | 'insurance';
export type VendorKind = UtilityKind | TradeKind;

export interface AcctRec {
  number: string;
  prop: PropRec | null;
  unit: UnitRec | null;
  /** What the meter or parcel is ("House meter", "Tank 2", "Parcel"). */
  label: string;
}

export interface VendorRec {
  id: string;
  kind: VendorKind;
  utility: boolean;
  /** A municipal utility that bills water as well as power. */
  alsoWater: boolean;
  region: Region;
  town: Town;
  name: string;
  aliases: string[];
  /** The name on the letterhead (the d/b/a when there is one). */
  display: string;
  dba: string | null;
  senderEmails: string[];
  domain: string | null;
  /** Addresses the vendor really sends from or prints; some are not in senderEmails. */
  emails: string[];
  remitTo: string | null;
  taxId: string | null;
  street: string;
  cityLine: string;
  phone: string;
  website: string | null;
  accounts: AcctRec[];
  serves: PropRec[];
  defaultProperty: PropRec | null;
  segment: string;
  maker: AccountMaker;
}

const FREEMAIL: Record<RegionId, string[]> = {
  wi: ['tds.net', 'charter.net', 'frontier.com', 'solarus.net', 'gmail.com', 'yahoo.com', 'centurytel.net'],
  mn: ['arvig.net', 'paulbunyan.net', 'gmail.com', 'hotmail.com', 'brainerd.net', 'yahoo.com'],
  ia: ['netins.net', 'mchsi.com', 'gmail.com', 'yahoo.com', 'iowatelecom.net'],
  ne: ['myfairpoint.net', 'gmavt.net', 'tds.net', 'roadrunner.com', 'gmail.com', 'comcast.net'],
  ny: ['stny.rr.com', 'frontiernet.net', 'verizon.net', 'gmail.com', 'yahoo.com', 'twcny.rr.com'],
  pa: ['epix.net', 'windstream.net', 'atlanticbb.net', 'gmail.com', 'verizon.net', 'yahoo.com'],
  app: ['frontier.com', 'suddenlink.net', 'windstream.net', 'bellsouth.net', 'gmail.com', 'yahoo.com'],
  delta: ['bellsouth.net', 'cableone.net', 'gmail.com', 'yahoo.com', 'att.net'],
  la: ['cox.net', 'bellsouth.net', 'eatel.net', 'gmail.com', 'yahoo.com', 'att.net'],
  mtn: ['blackfoot.net', 'bresnan.net', 'montana.com', 'ida.net', 'tctwest.net', 'gmail.com', 'wyoming.com'],
  ak: ['gci.net', 'acsalaska.net', 'mtaonline.net', 'alaska.net', 'gmail.com', 'yahoo.com'],
};

const LOCKBOX: Record<string, string> = {
  WI: 'Milwaukee, WI 53288', MN: 'Minneapolis, MN 55486', IA: 'Des Moines, IA 50368', VT: 'Boston, MA 02241', NH: 'Boston, MA 02241',
  ME: 'Portland, ME 04112', MA: 'Boston, MA 02241', NY: 'Albany, NY 12212', PA: 'Pittsburgh, PA 15264', WV: 'Charleston, WV 25365',
  KY: 'Louisville, KY 40285', VA: 'Richmond, VA 23286', TN: 'Knoxville, TN 37950', MS: 'Jackson, MS 39288', AR: 'Little Rock, AR 72231',
  LA: 'Baton Rouge, LA 70896', MT: 'Billings, MT 59107', ID: 'Boise, ID 83707', WY: 'Casper, WY 82602', AK: 'Anchorage, AK 99509',
};

const EIN_PREFIXES = [1, 2, 3, 4, 5, 6, 10, 11, 12, 13, 14, 15, 16, 20, 21, 22, 23, 24, 25, 26, 27, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 41, 42, 43, 44, 45, 46, 47, 48, 51, 52, 54, 55, 56, 57, 58, 59, 61, 62, 63, 64, 65, 66, 68, 71, 72, 73, 74, 75, 76, 77, 81, 82, 83, 84, 85, 86, 87, 88, 90, 91, 92, 93, 94, 95, 98, 99];

interface TradeDef {
  kind: TradeKind;
  weight: number;
  names: string[];
  /** Which properties this trade works at. */
  fits: (p: PropRec) => boolean;
  regions?: RegionId[];
  regionWide?: boolean;
}

const multi = (p: PropRec): boolean => p.units.length > 0;
const TRADES: TradeDef[] = [
  { kind: 'plumbing', weight: 10, names: ['{S} Plumbing & Heating', '{S} Plumbing', '{T} Plumbing & Heating', '{S} & Sons Plumbing', '{R} Plumbing Co', "{F}'s Plumbing", '{S} Plumbing & Pump'], fits: () => true },
  { kind: 'hvac', weight: 8, names: ['{S} Heating & Cooling', '{S} Refrigeration', '{R} Heating & Air', '{S} Furnace Service', '{T} Heating & Sheet Metal', '{S} Mechanical'], fits: () => true },
  { kind: 'electrical', weight: 8, names: ['{S} Electric', '{S} Electric LLC', '{R} Electrical Contractors', '{F} {S} Electric', '{T} Electric Service'], fits: () => true },
  { kind: 'appliance', weight: 5, names: ['{S} Appliance Repair', '{T} Appliance', '{R} Appliance & TV', "{F}'s Appliance Service"], fits: multi },
  { kind: 'roofing', weight: 4, names: ['{S} Roofing', '{R} Roofing & Siding', '{S} Construction', '{S} Exteriors'], fits: () => true },
  { kind: 'handyman', weight: 8, names: ["{F}'s Handyman Service", '{S} Property Maintenance', '{R} Maintenance Co', '{S} Home Repair', '{F} {S} Carpentry'], fits: () => true },
  { kind: 'well', weight: 4, names: ['{S} Well Drilling', '{S} Well & Pump', '{R} Pump Service', '{S} Drilling Co'], fits: (p) => p.rural || p.type === 'mhc' || p.type === 'resort' },
  { kind: 'septic', weight: 5, names: ['{S} Septic Service', '{S} Septic & Excavating', '{R} Septic Pumping', "{F}'s Septic", '{S} Sanitary Service'], fits: (p) => p.rural || p.type === 'mhc' || p.type === 'resort' || p.type === 'farm' },
  { kind: 'snow', weight: 7, names: ['{S} Snowplowing', '{S} Lawn & Snow', '{R} Snow Removal', "{F}'s Plowing", '{S} Snow & Ice'], fits: () => true, regions: ['wi', 'mn', 'ia', 'ne', 'ny', 'pa', 'app', 'mtn', 'ak'] },
  { kind: 'lawn', weight: 7, names: ['{S} Lawn Care', '{T} Lawn & Landscape', '{R} Landscaping', '{S} Mowing', '{S} Grounds Maintenance'], fits: () => true },
  { kind: 'tree', weight: 3, names: ['{S} Tree Service', '{R} Tree & Stump', '{S} Tree Care'], fits: () => true },
  { kind: 'pest', weight: 5, names: ['{R} Pest Control', '{S} Exterminating', '{T} Pest Solutions', '{S} Pest Management'], fits: () => true },
  { kind: 'painting', weight: 4, names: ['{S} Painting', '{S} Painting & Decorating', '{R} Painters'], fits: () => true },
  { kind: 'flooring', weight: 4, names: ['{S} Floor Covering', '{T} Carpet & Flooring', '{S} Flooring', '{R} Carpet Center'], fits: multi },
  { kind: 'cleaning', weight: 4, names: ['{S} Cleaning Service', '{R} Janitorial', "{F}'s Cleaning", '{T} Commercial Cleaning'], fits: multi },
  { kind: 'turnover', weight: 4, names: ['{S} Turnover Services', '{R} Make-Ready', "{F}'s Cleaning & Turnover", '{S} Unit Prep'], fits: multi },
  { kind: 'locksmith', weight: 2, names: ['{S} Lock & Key', '{T} Locksmith', '{R} Lock Service'], fits: () => true },
  { kind: 'glass', weight: 2, names: ['{S} Glass', '{T} Glass & Mirror', '{R} Glass Co'], fits: () => true },
  { kind: 'chimney', weight: 2, names: ['{S} Chimney Sweep', '{R} Chimney & Stove', "{F}'s Chimney Service"], fits: (p) => p.type !== 'commercial', regions: ['wi', 'mn', 'ne', 'ny', 'pa', 'mtn', 'ak'] },
  { kind: 'grading', weight: 3, names: ['{S} Excavating', '{S} Gravel & Grading', '{S} Sand & Gravel', '{S} Dirt Works'], fits: (p) => p.rural || p.type === 'mhc' || p.type === 'resort' || p.type === 'farm' },
  { kind: 'elevator', weight: 0.5, names: ['{R} Elevator Co', '{S} Elevator Service', '{R} Lift & Elevator'], fits: (p) => p.type === 'seniors' || p.type === 'mill' || p.type === 'mixed', regionWide: true },
  { kind: 'fire', weight: 1.5, names: ['{R} Fire Protection', '{S} Fire & Safety', '{R} Alarm Monitoring', '{S} Sprinkler Co'], fits: (p) => ['seniors', 'mill', 'commercial', 'mixed', 'apt'].includes(p.type), regionWide: true },
  { kind: 'generator', weight: 1, names: ['{R} Generator Service', '{S} Power Systems', '{R} Standby Power'], fits: (p) => ['seniors', 'resort', 'mhc', 'farm'].includes(p.type) },
  { kind: 'hardware', weight: 5, names: ['{T} Hardware', '{S} Lumber', '{S} Hardware Hank', '{T} Farm & Home Supply', '{T} Builders Supply', '{S} Lumber & Hardware'], fits: () => true },
  { kind: 'watertreat', weight: 2, names: ['{S} Water Conditioning', '{R} Water Treatment', '{S} Soft Water'], fits: (p) => p.rural || p.type === 'mhc' || p.type === 'resort' },
  { kind: 'pool', weight: 0.8, names: ['{R} Pool & Spa', '{S} Hot Tub Service'], fits: (p) => p.type === 'resort' },
  { kind: 'linen', weight: 0.8, names: ['{R} Linen Service', '{S} Laundry', '{T} Linen & Uniform'], fits: (p) => p.type === 'resort' },
  { kind: 'dock', weight: 0.8, names: ['{S} Dock & Lift', '{R} Marine & Dock', '{S} Docks'], fits: (p) => p.type === 'resort', regions: ['wi', 'mn', 'ne', 'ny', 'la', 'ak', 'mtn'] },
  { kind: 'mhcsetup', weight: 1.5, names: ['{S} Home Movers', '{S} Manufactured Home Service', '{R} Mobile Home Setup', '{S} Skirting & Setup'], fits: (p) => p.type === 'mhc' },
  { kind: 'mhcinfra', weight: 1, names: ['{S} Underground Utilities', '{S} Water Main & Sewer', '{R} Pipeline Services'], fits: (p) => p.type === 'mhc' },
  { kind: 'advertising', weight: 1, names: ['The {T} Shopper', '{T} Courier', '{T} Tribune', '{T} Herald-Press'], fits: multi },
  { kind: 'legal', weight: 0.5, names: ['{S} & {S2} Law Office', '{S} Law PLLC', '{S} & {S2} Attorneys'], fits: () => true },
  { kind: 'accounting', weight: 0.3, names: ['{S} & {S2} CPAs', '{S} Tax & Accounting'], fits: () => true },
  { kind: 'insurance', weight: 1, names: ['{T} Mutual Insurance', '{S} Insurance Agency', '{R} Insurance Services'], fits: () => true },
];

export const TRADE_KINDS: readonly TradeKind[] = TRADES.map((t) => t.kind);

export interface VendorWorld {
  vendors: VendorRec[];
  /** vendorCore -> vendor ids (names and aliases) */
  nameIndex: Map<string, Set<string>>;
  /** acctNorm -> vendor ids */
  acctIndex: Map<string, Set<string>>;
}

export function buildVendors(rng: Rng, regions: Region[], world: PropertyWorld, target: number): VendorWorld {
  const vendors: VendorRec[] = [];
  const usedDomains = new Set<string>();
  const usedRemit = new Set<string>();
  const usedEin = new Set<string>();
  const usedFree = new Set<string>();
  const usedLetterhead = new Set<string>();
  const props = world.properties;

  const phoneOf = (town: Town): string => `(${rng.pick(areaCodesFor(town.state))}) ${rng.int(200, 989)}-${rng.digits(4)}`;
  const ein = (): string => {
    for (;;) {
      const e = `${pad(rng.pick(EIN_PREFIXES), 2)}-${rng.digits(7)}`;
      if (!usedEin.has(e)) {
        usedEin.add(e);
        return e;
      }
    }
  };
  const letterheadStreet = (town: Town): string => {
    const roads = world.townRoads.get(`${town.name}|${town.state}`);
    for (let tries = 0; tries < 50; tries++) {
      const road = roads && roads.length > 0 ? rng.pick(roads) : null;
      const line = road ? canonicalLine({ road, num: streetNumber(rng, road, 'N') }) : `${rng.int(100, 2999)} ${rng.pick(['Industrial', 'Commerce', 'Business Park', 'Airport'])} ${rng.pick(['Dr', 'Rd', 'Way'])}`;
      const k = lineKey(line, town);
      if (!world.index.used.has(k) && !usedLetterhead.has(k)) {
        usedLetterhead.add(k);
        return line;
      }
    }
    return `${rng.int(3000, 3999)} Commerce Dr`;
  };
  const remit = (town: Town, lockbox: boolean): string => {
    for (;;) {
      const box = rng.int(1, 9999);
      const r = lockbox
        ? `Dept ${rng.int(1000, 9999)}, PO Box ${rng.int(1000, 99999)}, ${LOCKBOX[town.state] ?? `${town.name}, ${town.state} ${at(town.zips, 0)}`}`
        : `PO Box ${box}, ${town.name}, ${town.state} ${at(town.zips, 0)}${rng.chance(0.5) ? `-${pad(box % 10000, 4)}` : ''}`;
      if (!usedRemit.has(r)) {
        usedRemit.add(r);
        return r;
      }
    }
  };
  const domainFor = (base: string, town: Town, tld: string): string => {
    let d = `${slug(base).slice(0, 28)}.${tld}`;
    if (usedDomains.has(d)) d = `${slug(base).slice(0, 22)}${slug(town.name).slice(0, 8)}.${tld}`;
    if (usedDomains.has(d)) d = `${slug(base).slice(0, 20)}${town.state.toLowerCase()}${rng.int(1, 99)}.${tld}`;
    usedDomains.add(d);
    return d;
  };

  interface Spec {
    kind: VendorKind;
    region: Region;
    town: Town;
    name: string;
    aliases?: string[];
    dba?: string | null;
    tld: string;
    gov?: boolean;
    style: AcctStyle;
    lockbox?: boolean;
  }
  const make = (s: Spec): VendorRec => {
    const utility = !TRADE_KINDS.includes(s.kind as TradeKind);
    const display = s.dba ?? s.name;
    const aliases = [...(s.aliases ?? [])];
    if (s.dba) aliases.unshift(s.dba);
    const domainMode = s.gov || utility ? 'own' : rng.weighted<string>([['own', 45], ['free', 45], ['none', 10]]);
    let domain: string | null = null;
    const emails: string[] = [];
    const senderEmails: string[] = [];
    if (domainMode === 'own') {
      domain = s.gov ? govDomain(rng, s, usedDomains) : domainFor(display.replace(/\b(LLC|Inc|Co|Company|Corporation|Corp)\b\.?/g, ''), s.town, s.kind === 'electric' && /Cooperative|Co-op|Association/.test(s.name) ? 'coop' : rng.pick(['com', 'com', 'net', 'org', 'com']));
      const locals = s.gov ? ['treasurer', 'utilities', 'billing', 'clerk', 'finance'] : utility ? ['billing', 'ebill', 'customerservice', 'statements', 'accounts'] : ['office', 'billing', 'invoices', 'info', 'ar', slug(rng.pick(FIRST_NAMES))];
      const picks = rng.sample(locals, 3).map((l) => `${l}@${domain}`);
      emails.push(...picks, `noreply@${domain}`);
      const m = rng.weighted<string>([['domain', utility ? 50 : 45], ['one', 30], ['two', 12], ['none', utility ? 8 : 3]]);
      if (m === 'domain') senderEmails.push(`@${domain}`);
      else if (m === 'one') senderEmails.push(at(picks, 0));
      else if (m === 'two') senderEmails.push(at(picks, 0), at(picks, 1));
    } else {
      const words = display.replace(/[^A-Za-z ]/g, '').split(/\s+/).filter((w) => w.length > 2 && !['The', 'and', 'LLC', 'Inc'].includes(w));
      const surname = words.slice(0, 2).join('') || 'shop';
      const free = rng.pick(FREEMAIL[s.region.id]);
      const local = `${slug(surname).slice(0, 20)}${rng.pick(['', '', 'llc', 'inc', String(rng.int(1, 99))])}`;
      const unique = (addr: string): string => {
        let out = addr;
        while (usedFree.has(out)) out = addr.replace('@', `${rng.int(1, 99)}@`);
        usedFree.add(out);
        return out;
      };
      const main = unique(`${local}@${free}`);
      emails.push(main, unique(`${slug(rng.pick(FIRST_NAMES))}${slug(words[0] ?? 'x')}@${rng.pick(FREEMAIL[s.region.id])}`));
      if (domainMode === 'free') senderEmails.push(main);
    }
    const hasRemit = utility ? rng.chance(0.92) : rng.chance(0.6);
    const v: VendorRec = {
      id: '',
      kind: s.kind,
      utility,
      alsoWater: false,
      region: s.region,
      town: s.town,
      name: s.name,
      aliases: [...new Set(aliases)].filter((a) => a !== s.name),
      display,
      dba: s.dba ?? null,
      senderEmails: [...new Set(senderEmails.map((e) => e.toLowerCase()))],
      domain,
      emails: [...new Set(emails.map((e) => e.toLowerCase()))],
      remitTo: hasRemit ? remit(s.town, !!s.lockbox && rng.chance(0.5)) : null,
      taxId: rng.chance(utility ? 0.7 : 0.8) ? ein() : null,
      street: letterheadStreet(s.town),
      cityLine: `${s.town.name}, ${s.town.state} ${at(s.town.zips, 0)}`,
      phone: phoneOf(s.town),
      website: domain && rng.chance(0.6) ? `www.${domain}` : null,
      accounts: [],
      serves: [],
      defaultProperty: null,
      segment: '00',
      maker: new AccountMaker(s.style, s.region.id, s.town.state, rng.pick(areaCodesFor(s.town.state))),
    };
    vendors.push(v);
    return v;
  };

  /* --------------------------- utilities ------------------------- */
  const usedAcct = new Map<VendorRec, Set<string>>();
  const addAcct = (v: VendorRec, prop: PropRec, unit: UnitRec | null, label: string): void => {
    const seen = usedAcct.get(v) ?? new Set<string>();
    usedAcct.set(v, seen);
    for (let tries = 0; tries < 40; tries++) {
      const n = v.maker.make(rng, prop.id);
      const k = acctNorm(n);
      if (!seen.has(k)) {
        seen.add(k);
        v.accounts.push({ number: n, prop, unit, label });
        return;
      }
    }
  };

  const byCounty = new Map<string, PropRec[]>();
  for (const p of props) {
    const list = byCounty.get(p.town.countyKey) ?? [];
    list.push(p);
    byCounty.set(p.town.countyKey, list);
  }

  for (const region of regions) {
    const r = region.id;
    const counties = [...new Set(region.towns.map((t) => t.countyKey))];
    const featurePool = rng.shuffle([...FEATURES[r]]);
    let featureAt = 0;
    const feature = (county: string): string => (featureAt < featurePool.length ? at(featurePool, featureAt++) : county);
    const firstTown = (ck: string): Town => at(region.towns.filter((t) => t.countyKey === ck), 0);
    const countyName = (ck: string): string => ck.split('|')[1] ?? ck;

    /* investor-owned power & gas companies */
    const words = rng.shuffle([...REGION_WORDS[r]]);
    const iou = make({ kind: 'electric', region, town: rng.pick(region.towns), name: `${at(words, 0)} ${rng.pick(['Power & Light', 'Electric Company', 'Public Service Co', 'Energy'])}`, tld: 'com', style: rng.pick(['digits8', 'gas10', 'dash2'] as const), lockbox: true });
    iou.aliases.push(initials(iou.name));
    const gasCo = r === 'ne' || r === 'app' ? null : make({ kind: 'gas', region, town: rng.pick(region.towns), name: r === 'ak' ? 'Cook Inlet Natural Gas Co' : `${at(words, 1)} Natural Gas`, tld: 'com', style: 'gas10', lockbox: true });
    const cable = make({ kind: 'telecom', region, town: rng.pick(region.towns), name: `${at(words, 2 % words.length)} ${rng.pick(['Cable', 'Broadband', 'Cablevision'])}`, tld: 'net', style: 'digits8', lockbox: true });

    const municipal = new Map<string, VendorRec | null>();
    const townTax = new Map<string, VendorRec>();
    let prevCoop: VendorRec | null = null;
    let telco: VendorRec | null = null;
    for (const [ci, ck] of counties.entries()) {
      const cprops = byCounty.get(ck) ?? [];
      const town0 = firstTown(ck);
      const state = town0.state;
      const cname = countyName(ck);
      /* electric co-op */
      let coop: VendorRec | null = prevCoop;
      if (!coop || coop.town.state !== state || rng.chance(0.7)) {
        const f = feature(`${cname} County`);
        const tmpl = coopTemplate(r, state);
        coop = make({ kind: 'electric', region, town: town0, name: tmpl.replace('{F}', f), tld: 'coop', style: rng.pick(['coopLoc', 'coopLoc', 'digits8', 'dash2'] as const), lockbox: false });
        coop.aliases.push(initials(coop.name), `${f} ${rng.pick(['Electric', 'Co-op', 'Electric Co-op', 'REC'])}`);
        prevCoop = coop;
      }
      /* tax collector */
      const taxCounty = taxName(r, state, cname, region, town0);
      const countyTax = r === 'ne' ? null : make({ kind: 'tax', region, town: town0, name: taxCounty, gov: true, tld: 'us', style: 'parcel' });
      if (countyTax) countyTax.aliases.push(`${countyLabel(region, town0)} ${r === 'la' ? 'Sheriff' : 'Treasurer'}`.replace('Municipality of Anchorage Treasurer', 'MOA Treasury'));
      /* rural water */
      const ruralWater = ['mn', 'ia', 'app', 'delta', 'la', 'mtn'].includes(r) && rng.chance(0.7) ? make({ kind: 'water', region, town: town0, name: ruralWaterName(rng, r, state, cname, feature(cname)), gov: true, tld: 'org', style: rng.pick(['water', 'water3'] as const) }) : null;
      if (ruralWater) ruralWater.aliases.push(initials(ruralWater.name));
      /* propane & oil dealers, haulers */
      const sur = (): string => rng.pick(SURNAMES[r]);
      const rw = (): string => rng.pick(REGION_WORDS[r]);
      const propane = Array.from({ length: rng.int(1, 3) }, () =>
        make({
          kind: 'propane', region, town: rng.pick(region.towns.filter((t) => t.countyKey === ck)),
          name: rng.pick([`${sur()} Propane`, `${sur()} Gas & Oil`, `${rw()} Propane`, `${cname} Farmers Cooperative`, `${sur()} Bottled Gas`, `${rw()} LP Gas`, `${sur()} Fuel & Propane`]),
          tld: 'com', style: rng.pick(['propaneC', 'propane6'] as const),
        }),
      );
      const oil = ['ne', 'ny', 'pa', 'ak'].includes(r)
        ? Array.from({ length: rng.int(1, 2) }, () => make({ kind: 'oil', region, town: rng.pick(region.towns.filter((t) => t.countyKey === ck)), name: rng.pick([`${sur()} Oil Co`, `${sur()} Fuel`, `${rw()} Energy`, `${sur()} & Sons Oil`, `${sur()} Fuel Service`]), tld: 'com', style: 'oil' }))
        : [];
      const haulers = Array.from({ length: rng.int(1, 2) }, () =>
        make({ kind: 'trash', region, town: rng.pick(region.towns.filter((t) => t.countyKey === ck)), name: rng.pick([`${sur()} Sanitation`, `${sur()} Disposal`, `${sur()} Rolloff & Recycling`, `${rw()} Waste Services`, `${sur()} Hauling`, `${cname} ${region.countyWord} Solid Waste`]), tld: 'com', style: rng.pick(['trash', 'trash2'] as const), gov: false }),
      );
      if (!telco || ci % 2 === 0) {
        const f = feature(cname);
        telco = make({ kind: 'telecom', region, town: town0, name: rng.pick([`${f} Telephone Cooperative`, `${f} Communications`, `${f} Telecom`, `${f} Valley Telephone Co`]), tld: 'net', style: 'telco' });
        telco.aliases.push(initials(telco.name));
      }

      /* town utilities (a New England town's villages share its tax collector and light plant) */
      const townUtil = new Map<Town, { muni: VendorRec | null; water: VendorRec | null; sewer: VendorRec | null; tax: VendorRec | null; useIou: boolean }>();
      for (const t of region.towns.filter((x) => x.countyKey === ck)) {
        const muniShare = r === 'ne' ? 0.3 : r === 'wi' || r === 'mn' || r === 'ia' ? 0.3 : 0.1;
        const muniKey = `${t.townOf ?? t.name}|${t.state}`;
        let muni: VendorRec | null = t.state === 'MA' && municipal.has(muniKey) ? (municipal.get(muniKey) ?? null) : null;
        if (!muni && !(t.state === 'MA' && municipal.has(muniKey)) && rng.chance(muniShare)) {
          const [n, also] = muniName(rng, r, t);
          muni = make({ kind: 'electric', region, town: t, name: n, gov: true, tld: 'gov', style: rng.pick(['mlp', 'muniDot', 'muniDash'] as const) });
          muni.alsoWater = also;
          if (/Municipal Light Plant/.test(n)) muni.aliases.push(n.replace('Municipal Light Plant', 'MLP'));
        }
        if (t.state === 'MA' && !municipal.has(muniKey)) municipal.set(muniKey, muni);
        let water: VendorRec | null = null;
        if (!(muni && muni.alsoWater) && rng.chance(0.85)) water = make({ kind: 'water', region, town: t, name: waterName(rng, r, t), gov: true, tld: 'gov', style: rng.pick(['water', 'water3', 'muniDot'] as const) });
        const sewer = rng.chance(0.22) ? make({ kind: 'sewer', region, town: t, name: sewerName(rng, r, t), gov: true, tld: 'gov', style: rng.pick(['water', 'muniDash'] as const) }) : null;
        let tax = r === 'ne' ? (townTax.get(muniKey) ?? null) : null;
        if (r === 'ne' && !tax) {
          tax = make({ kind: 'tax', region, town: t, name: `Town of ${t.townOf ?? t.name} - Tax Collector`, aliases: [`${t.townOf ?? t.name} Town Clerk & Treasurer`], gov: true, tld: 'us', style: 'parcel' });
          townTax.set(muniKey, tax);
        }
        townUtil.set(t, { muni, water, sewer, tax, useIou: rng.chance(0.65) });
      }

      /* accounts */
      for (const p of cprops) {
        const tu = townUtil.get(p.town);
        if (!tu) continue;
        const inTown = !p.rural;
        const elec = inTown && tu.muni ? tu.muni : inTown && tu.useIou ? iou : coop;
        electricAccounts(rng, elec, p, addAcct);
        if (elec.alsoWater && inTown) waterAccounts(rng, elec, p, addAcct, 'Water');
        const water = inTown ? tu.water : ruralWater && rng.chance(0.7) ? ruralWater : null;
        if (water) waterAccounts(rng, water, p, addAcct, 'Water');
        if (inTown && tu.sewer) waterAccounts(rng, tu.sewer, p, addAcct, 'Sewer');
        const taxV = tu.tax ?? countyTax;
        if (taxV) taxAccounts(rng, taxV, p, addAcct);
        const wantsPropane = p.rural || p.type === 'mhc' || p.type === 'resort' || p.type === 'farm' || (r === 'ak' && rng.chance(0.3)) || rng.chance(0.1);
        if (wantsPropane) {
          const dealers = rng.chance(0.15) ? rng.sample(propane, 2) : [rng.pick(propane)];
          for (const d of dealers) propaneAccounts(rng, d, p, addAcct);
        } else if (oil.length > 0 && rng.chance(0.5)) {
          oilAccounts(rng, rng.pick(oil), p, addAcct);
        } else if (gasCo && (r !== 'ak' || ['Anchorage', 'Eagle River', 'Palmer', 'Wasilla', 'Soldotna', 'Kenai', 'Homer'].includes(p.town.name)) && rng.chance(0.6)) {
          gasAccounts(rng, gasCo, p, addAcct);
        }
        const trashShare: Record<PropType, number> = { sfr: 0.2, duplex: 0.4, apt: 0.95, seniors: 1, mill: 1, mhc: 1, farm: 0.8, resort: 1, commercial: 1, scattered: 0.3, mixed: 1 };
        if (rng.chance(trashShare[p.type])) addAcct(rng.pick(haulers), p, null, rng.pick(['Dumpster 4 yd', 'Dumpster 6 yd', 'Roll-off 20 yd', 'Curbside carts', 'Recycling', 'Compactor']));
        const telShare: Record<PropType, number> = { sfr: 0.04, duplex: 0.04, apt: 0.25, seniors: 0.8, mill: 0.7, mhc: 0.6, farm: 0.2, resort: 0.8, commercial: 0.6, scattered: 0.02, mixed: 0.5 };
        if (rng.chance(telShare[p.type])) {
          const tv = rng.chance(0.6) ? telco : cable;
          const labels = rng.sample(['Elevator phone', 'Fire alarm line', 'Office internet', 'Guest WiFi', 'Laundry card reader', 'Gate phone'], rng.int(1, 2));
          for (const l of labels) addAcct(tv, p, null, l);
        }
      }
    }
  }

  /* deliberate cross-vendor collisions of short account numbers */
  const utilVendors = vendors.filter((v) => v.accounts.length > 0);
  for (let i = 0; i < 40; i++) {
    const a = rng.pick(utilVendors);
    const b = rng.pick(utilVendors.filter((v) => v.kind === a.kind && v !== a && v.region === a.region).concat([a]));
    if (a === b || b.accounts.length === 0 || a.accounts.length === 0) continue;
    const src = rng.pick(a.accounts);
    const seen = usedAcct.get(b) ?? new Set<string>();
    if (seen.has(acctNorm(src.number))) continue;
    const dst = rng.pick(b.accounts);
    seen.delete(acctNorm(dst.number));
    dst.number = src.number;
    seen.add(acctNorm(src.number));
  }

  /* --------------------------- trades ---------------------------- */
  const tradeCount = target - vendors.length;
  if (tradeCount < 2000) throw new Error(`too many utilities: ${vendors.length}`);
  const countyList: { region: Region; ck: string; props: PropRec[] }[] = [];
  for (const region of regions) for (const ck of [...new Set(region.towns.map((t) => t.countyKey))]) countyList.push({ region, ck, props: byCounty.get(ck) ?? [] });
  const nameSeen = new Map<string, number>();
  let made = 0;
  let guard = 0;
  const countyPick = new WeightedList(countyList, (x) => 2 + x.props.length);
  const defPick = new Map<RegionId, WeightedList<TradeDef>>();
  for (const region of regions) defPick.set(region.id, new WeightedList(TRADES.filter((t) => !t.regions || t.regions.includes(region.id)), (t) => t.weight));
  const regionProps = new Map<Region, PropRec[]>();
  for (const region of regions) regionProps.set(region, props.filter((p) => p.region === region));
  while (made < tradeCount && guard++ < tradeCount * 20) {
    const c = countyPick.pick(rng);
    const r = c.region.id;
    const picker = defPick.get(r);
    if (!picker) continue;
    const def = picker.pick(rng);
    let pool = def.regionWide ? (regionProps.get(c.region) ?? []) : c.props.slice();
    if (!def.regionWide) {
      const neighbours = countyList.filter((x) => x.region === c.region && x.ck !== c.ck && x.ck.split('|')[0] === c.ck.split('|')[0]);
      for (const n of rng.sample(neighbours, rng.chance(0.4) ? 1 : 0)) pool = pool.concat(n.props);
    }
    pool = pool.filter(def.fits);
    if (pool.length === 0) continue;
    const town = rng.pick(c.region.towns.filter((t) => t.countyKey === c.ck));
    const S = rng.pick(SURNAMES[r]);
    const S2 = rng.pick(SURNAMES[r].filter((x) => x !== S));
    const F = rng.pick(FIRST_NAMES);
    const R = rng.pick(REGION_WORDS[r]);
    let trade = rng
      .pick(def.names)
      .replace('{S}', S)
      .replace('{S2}', S2)
      .replace('{F}', F)
      .replace('{T}', town.name)
      .replace('{R}', R);
    const nk = vendorCore(trade);
    const seenCount = nameSeen.get(nk) ?? 0;
    if (seenCount > 0 && rng.chance(0.75)) trade = `${trade} of ${town.name}`;
    nameSeen.set(vendorCore(trade), (nameSeen.get(vendorCore(trade)) ?? 0) + 1);
    let name = trade;
    let dba: string | null = null;
    if (rng.chance(0.25)) {
      name = rng.pick([`${F} ${S} Enterprises LLC`, `${S} Bros Inc`, `${S} & Sons Inc`, `${initials(trade) || S} Services LLC`, `${S} Holdings LLC`, `${F} ${S} LLC`]);
      dba = trade;
    } else if (rng.chance(0.3)) {
      name = `${trade} ${rng.pick(['LLC', 'Inc', 'Inc.', 'Co', 'LLC'])}`;
    }
    const aliases: string[] = [];
    if (rng.chance(0.25)) aliases.push(`${F} ${S}`);
    if (rng.chance(0.2)) aliases.push(abbreviate(trade));
    const v = make({ kind: def.kind, region: c.region, town, name, dba, aliases, tld: 'com', style: rng.pick(['cust', 'custC', 'custLong'] as const) });
    v.serves = rng.sample(pool, Math.min(pool.length, rng.int(2, 24)));
    if (rng.chance(0.07)) {
      v.defaultProperty = rng.pick(v.serves);
      v.serves = [v.defaultProperty, ...rng.sample(v.serves.filter((p) => p !== v.defaultProperty), rng.int(0, 2))];
    }
    const acctMode = rng.weighted<string>([['perProperty', 30], ['clientWide', 15], ['none', 55]]);
    if (acctMode === 'perProperty') {
      for (const p of v.serves) if (rng.chance(0.7)) addAcct(v, p, null, 'Customer');
    } else if (acctMode === 'clientWide') {
      const n = v.maker.make(rng, 'client');
      v.accounts.push({ number: n, prop: null, unit: null, label: 'Customer' });
    }
    made++;
  }
  if (vendors.length !== target) throw new Error(`vendors ${vendors.length} != ${target}`);

  /* segments, ids, indexes */
  for (const v of vendors) {
    const count = new Map<string, number>();
    const ps = v.accounts.length > 0 ? v.accounts.map((a) => a.prop).filter((p): p is PropRec => p !== null) : v.serves;
    for (const p of ps) count.set(GL_SEGMENT[p.type], (count.get(GL_SEGMENT[p.type]) ?? 0) + 1);
    let best = '00';
    let bestN = 0;
    for (const [s, n] of count) if (n > bestN) [best, bestN] = [s, n];
    v.segment = v.utility && rng.chance(0.3) ? '00' : best;
  }
  rng.shuffle(vendors);
  vendors.forEach((v, i) => (v.id = `v7-${pad(i + 1, 4)}`));
  const nameIndex = new Map<string, Set<string>>();
  const acctIndex = new Map<string, Set<string>>();
  for (const v of vendors) {
    for (const n of [v.name, ...v.aliases]) {
      const k = vendorCore(n);
      const set = nameIndex.get(k) ?? new Set<string>();
      set.add(v.id);
      nameIndex.set(k, set);
    }
    for (const a of v.accounts) {
      const k = acctNorm(a.number);
      const set = acctIndex.get(k) ?? new Set<string>();
      set.add(v.id);
      acctIndex.set(k, set);
    }
  }
  /* a vendor whose name is shared by another must be findable some other way */
  for (const v of vendors) {
    const shared = (nameIndex.get(vendorCore(v.display))?.size ?? 0) > 1;
    if (shared && !v.remitTo) v.remitTo = remit(v.town, false);
    if (shared && !v.taxId) v.taxId = ein();
  }
  return { vendors, nameIndex, acctIndex };
}

type AddAcct = (v: VendorRec, p: PropRec, u: UnitRec | null, label: string) => void;

function electricAccounts(rng: Rng, v: VendorRec, p: PropRec, add: AddAcct): void {
  const plabels: Record<PropType, string[]> = {
    sfr: ['Residence', 'Yard light'],
    duplex: ['House meter', 'Yard light', 'Basement common'],
    apt: ['House meter', 'Laundry room', 'Hall & stair lights', 'Boiler room', 'Parking lot lights'],
    seniors: ['Master meter', 'Elevator', 'Community room', 'Parking lot lights'],
    mill: ['House meter', 'Elevator', 'Common areas', 'Fire pump'],
    mhc: ['Community well pump', 'Office / clubhouse', 'Street lights', 'Lift station', 'Sewer lagoon aerator'],
    farm: ['Well pump', 'Yard light', 'Laundry building'],
    resort: ['Lodge / office', 'Boathouse', 'Well pump', 'Security lights'],
    commercial: ['Common area', 'Sign', 'Parking lot lights'],
    scattered: ['Yard light'],
    mixed: ['House meter', 'Storefront sign', 'Hall lights'],
  };
  const nProp = p.type === 'scattered' ? (rng.chance(0.2) ? 1 : 0) : p.type === 'sfr' ? (rng.chance(0.25) ? 2 : 1) : rng.int(1, p.type === 'mhc' || p.type === 'seniors' ? 3 : 2);
  for (const l of rng.sample(plabels[p.type], nProp)) add(v, p, null, l);
  const unitShare: Record<PropType, number> = { sfr: 0, duplex: 0.3, apt: 0.12, seniors: 0, mill: 0.1, mhc: 0.1, farm: 0.5, resort: 0.8, commercial: 0.25, scattered: 0.4, mixed: 0.15 };
  for (const u of p.units) if (rng.chance(unitShare[p.type])) add(v, p, u, p.type === 'resort' ? 'Cabin meter' : rng.pick(['Vacant unit', 'Owner-paid', 'Unit meter']));
}

function waterAccounts(rng: Rng, v: VendorRec, p: PropRec, add: AddAcct, what: string): void {
  const ownAddr = p.units.filter((u) => u.addr);
  if (ownAddr.length > 0 && p.type !== 'mhc' && rng.chance(0.8)) {
    for (const u of ownAddr) add(v, p, u, `${what} meter`);
    return;
  }
  add(v, p, null, `${what} - master meter`);
  if ((p.type === 'mhc' || p.type === 'resort' || p.type === 'commercial') && rng.chance(0.3)) add(v, p, null, `${what} - irrigation`);
  if (p.type === 'commercial') for (const u of p.units) if (rng.chance(0.15)) add(v, p, u, `${what} - tenant meter`);
}

function taxAccounts(rng: Rng, v: VendorRec, p: PropRec, add: AddAcct): void {
  if (p.type === 'scattered') {
    for (const u of p.units) add(v, p, u, 'Parcel');
    return;
  }
  const n = p.type === 'mhc' || p.type === 'farm' || p.type === 'resort' ? rng.int(1, 3) : rng.chance(0.1) ? 2 : 1;
  for (let i = 0; i < n; i++) add(v, p, null, 'Parcel');
}

function propaneAccounts(rng: Rng, v: VendorRec, p: PropRec, add: AddAcct): void {
  if (p.type === 'resort') {
    add(v, p, null, 'Lodge tank');
    for (const u of p.units) if (rng.chance(0.6)) add(v, p, u, 'Cabin tank');
    return;
  }
  if (p.type === 'farm') {
    for (const u of p.units) if (rng.chance(0.5)) add(v, p, u, 'House tank');
    if (rng.chance(0.6)) add(v, p, null, 'Bulk tank');
    return;
  }
  if (p.type === 'mhc') {
    add(v, p, null, 'Clubhouse tank');
    for (const u of p.units) if (rng.chance(0.08)) add(v, p, u, 'Home tank');
    return;
  }
  add(v, p, null, rng.pick(['Tank 1', '500 gal tank', '1000 gal tank', 'Furnace tank']));
}

function oilAccounts(rng: Rng, v: VendorRec, p: PropRec, add: AddAcct): void {
  if ((p.type === 'duplex' || p.type === 'scattered') && p.units.length > 0 && rng.chance(0.5)) {
    for (const u of p.units) add(v, p, u, 'Heating oil');
    return;
  }
  add(v, p, null, 'Boiler');
}

function gasAccounts(rng: Rng, v: VendorRec, p: PropRec, add: AddAcct): void {
  add(v, p, null, p.type === 'sfr' ? 'Residence' : 'Boiler / common');
  if (p.type === 'apt' || p.type === 'mixed' || p.type === 'duplex') for (const u of p.units) if (rng.chance(0.1)) add(v, p, u, 'Vacant unit');
}

function coopTemplate(r: RegionId, state: string): string {
  switch (r) {
    case 'pa':
      return '{F} Rural Electric Cooperative';
    case 'app':
      return state === 'KY' ? '{F} Rural Electric Cooperative Corporation' : '{F} Electric Cooperative';
    case 'delta':
      return state === 'MS' ? '{F} Electric Power Association' : '{F} Electric Cooperative Corporation';
    case 'la':
      return '{F} Electric Membership Corporation';
    case 'mtn':
      return state === 'WY' ? '{F} Rural Electric Association' : '{F} Electric Cooperative';
    case 'ak':
      return '{F} Electric Association';
    default:
      return '{F} Electric Cooperative';
  }
}

function taxName(r: RegionId, state: string, county: string, region: Region, town: Town): string {
  switch (r) {
    case 'mn':
      return `${county} County Auditor-Treasurer`;
    case 'app':
      if (state === 'WV') return `${county} County Sheriff - Tax Office`;
      if (state === 'KY') return `${county} County Sheriff`;
      if (state === 'TN') return `${county} County Trustee`;
      return `${county} County Treasurer`;
    case 'delta':
      return state === 'MS' ? `${county} County Tax Collector` : `${county} County Collector`;
    case 'la':
      return `${county} Parish Sheriff & Ex-Officio Tax Collector`;
    case 'ak':
      return county === 'Anchorage' ? 'Municipality of Anchorage Treasury' : `${countyLabel(region, town)} Finance Department`;
    default:
      return `${county} County Treasurer`;
  }
}

function ruralWaterName(rng: Rng, r: RegionId, state: string, county: string, f: string): string {
  const n = rng.int(1, 9);
  switch (r) {
    case 'app':
      if (state === 'WV') return `${f} Public Service District`;
      if (state === 'KY') return `${county} County Water District`;
      if (state === 'TN') return `${f} Utility District`;
      return `${county} County Public Service Authority`;
    case 'delta':
      return state === 'MS' ? `${f} Water Association` : `${f} Rural Water Association`;
    case 'la':
      return `Waterworks District No. ${n} of ${county} Parish`;
    case 'mtn':
      return state === 'WY' ? `${f} Water & Sewer District` : `${county} County Water & Sewer District`;
    default:
      return rng.chance(0.5) ? `${county} County Rural Water District No. ${n}` : `${f} Rural Water`;
  }
}

function muniName(rng: Rng, r: RegionId, t: Town): [string, boolean] {
  switch (r) {
    case 'wi':
      return rng.chance(0.6) ? [`${t.name} Water & Light`, true] : [`${t.name} Utilities`, true];
    case 'mn':
      return [`${t.name} Public Utilities`, true];
    case 'ia':
      return [`${t.name} Municipal Utilities`, true];
    case 'ne':
      if (t.state === 'MA') return [`${t.townOf ?? t.name} Municipal Light Plant`, false];
      if (t.state === 'VT') return [`Village of ${t.name} Electric Department`, false];
      return [`${t.name} Electric Works`, false];
    case 'ny':
      return rng.chance(0.5) ? [`Village of ${t.name} Municipal Electric`, false] : [`${t.name} Municipal Utilities`, true];
    case 'ak':
      return [`${t.name} Light & Power`, false];
    default:
      return rng.chance(0.5) ? [`City of ${t.name} Utilities`, true] : [`${t.name} Utility Commission`, true];
  }
}

function waterName(rng: Rng, r: RegionId, t: Town): string {
  switch (r) {
    case 'wi':
      return rng.pick([`Village of ${t.name} Water & Sewer Utility`, `City of ${t.name} Water Utility`, `${t.name} Waterworks`]);
    case 'mn':
      return `City of ${t.name} Water & Sewer`;
    case 'ia':
      return `${t.name} Water Works`;
    case 'ne':
      if (t.state === 'VT') return rng.pick([`${t.name} Fire District No. ${rng.int(1, 3)}`, `Village of ${t.name} Water Department`]);
      if (t.state === 'ME') return `${t.name} Water District`;
      if (t.state === 'MA') return rng.pick([`${t.townOf ?? t.name} Water Department`, `${t.name} Fire District`]);
      return `${t.name} Water Works`;
    case 'ny':
      return rng.pick([`Village of ${t.name} Water & Sewer`, `${t.name} Board of Water Commissioners`]);
    case 'pa':
      return rng.pick([`${t.name} Borough Water Authority`, `${t.name} Municipal Authority`]);
    case 'app':
      return t.state === 'KY' ? `${t.name} Municipal Water & Sewer Board` : rng.pick([`City of ${t.name} Water Works`, `${t.name} Utility Board`]);
    case 'la':
      return rng.pick([`City of ${t.name} Utilities`, `Town of ${t.name} Water Department`]);
    case 'ak':
      return `${t.name} Water & Sewer Utility`;
    default:
      return rng.pick([`City of ${t.name} Water & Sewer`, `Town of ${t.name} Water & Sewer`, `${t.name} Public Works - Utilities`]);
  }
}

function sewerName(rng: Rng, r: RegionId, t: Town): string {
  if (r === 'pa') return `${t.name} Area Joint Sewer Authority`;
  if (r === 'la') return `Sewerage District No. ${rng.int(1, 6)} - ${t.name}`;
  return rng.pick([`${t.name} Sanitary District`, `${t.name} Wastewater Department`, `${t.name} Sewer Commission`]);
}

function govDomain(rng: Rng, s: { name: string; town: Town; kind: VendorKind }, used: Set<string>): string {
  const st = s.town.state.toLowerCase();
  const t = slug(s.town.name);
  const cands = [
    `${t}${st}.gov`,
    `ci.${t}.${st}.us`,
    `townof${t}.org`,
    `${slug(s.name).slice(0, 24)}.org`,
    `co.${slug(s.name.split(' ')[0] ?? t)}.${st}.us`,
    `${t}utilities.org`,
    `${slug(s.name).slice(0, 18)}${st}.org`,
  ];
  for (const c of rng.shuffle(cands)) {
    if (!used.has(c)) {
      used.add(c);
      return c;
    }
  }
  const d = `${slug(s.name).slice(0, 20)}${rng.int(10, 99)}.org`;
  used.add(d);
  return d;
}

function abbreviate(name: string): string {
  return name
    .replace('Plumbing', 'Plbg')
    .replace('Heating', 'Htg')
    .replace('Electric', 'Elec')
    .replace('Service', 'Svc')
    .replace('Brothers', 'Bros')
    .replace(' & ', ' and ');
}
