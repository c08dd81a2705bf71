import type { DirectoryVendor } from '../../../src/server/directory/resolver/types';
import { CATS, type Cat, LOCAL_MIX } from './catalog';
import { AREA_CODES, CITIES, type CityDef, type RegionKey, REGIONS, citiesOf, streetLine } from './geography';
import { FIRST_NAMES, INITIALS, PLACE_WORDS, SURNAMES } from './names';
import type { AddressBook, Mutable, PropModel, UnitModel } from './properties';
import type { Rng } from './rng';
import { pad, slug, stripSuffix } from './text';
import { type AcctFmt, NATIONALS, type Service, TELECOMS, UTILITIES, type UtilDef } from './utilities';

export type VendorKind = 'utility' | 'telecom' | 'national' | 'local';

export interface AcctModel {
  vm: VendorModel;
  /** The number's characters without separators (keeps leading zeros). */
  core: string;
  dir: string;
  prop: PropModel;
  unit: UnitModel | null;
  qualifier: string | null;
  meter: string | null;
  kind: 'util' | 'telecom' | 'contract' | 'supply' | 'unitService';
}

export interface VendorModel {
  v: Mutable<DirectoryVendor> & { aliases: string[]; senderEmails: string[]; accounts: { accountNumber: string; propertyId: string | null; unitId: string | null }[] };
  kind: VendorKind;
  cat: Cat | null;
  service: Service | null;
  regions: RegionKey[];
  cities: Set<string> | null;
  letterNames: string[];
  /** "JRM Enterprises LLC d/b/a Rivera Plumbing" when the vendor trades under another name. */
  dbaLine: string | null;
  addrLines: string[];
  phone: string;
  web: string | null;
  /** Addresses the vendor sends from that the directory knows (exactly or by domain). */
  knownFrom: string[];
  /** Addresses the vendor sends from that the directory does not list. */
  otherFrom: string[];
  platform: string | null;
  es: boolean;
  fmt: AcctFmt | null;
  custStyle: 'digits' | 'prefix' | 'code';
  custPrefix: string;
  custLen: number;
  twin: boolean;
  printedTaxId: string | null;
  glPool: string[];
  activity: number;
  accts: AcctModel[];
  util: UtilDef | null;
  meterDigits: number;
}

/** Keeps every account number (and every number that may slip in as one) distinct across vendors. */
export class NumberBook {
  private readonly taken = new Set<string>();

  static norm(s: string): string {
    return s.toUpperCase().replace(/[^A-Z0-9]/g, '').replace(/^0+/, '');
  }

  take(s: string): boolean {
    const k = NumberBook.norm(s);
    if (k.length < 3 || this.taken.has(k)) return false;
    // Digits-only form too, so "US1234567" and "1234567" never both exist.
    const d = k.replace(/[^0-9]/g, '').replace(/^0+/, '');
    if (d.length >= 4 && d !== k && this.taken.has(d)) return false;
    this.taken.add(k);
    if (d.length >= 4) this.taken.add(d);
    return true;
  }
}

export function grouped(core: string, fmt: AcctFmt, sepOverride?: string): string {
  const total = fmt.groups.reduce((a, b) => a + b, 0);
  if (core.length !== total || fmt.groups.length < 2) return core;
  let out = '';
  let i = 0;
  fmt.groups.forEach((g, k) => {
    if (k > 0) out += sepOverride ?? fmt.seps[k - 1] ?? '';
    out += core.slice(i, i + g);
    i += g;
  });
  return out;
}

function dirForm(core: string, fmt: AcctFmt | null): string {
  if (!fmt) return core;
  switch (fmt.dir) {
    case 'core':
      return core;
    case 'grouped':
      return grouped(core, fmt);
    case 'dash':
      return grouped(core, fmt, '-');
  }
}

const FREE_MAIL: Record<RegionKey, string[]> = {
  NYC: ['gmail.com', 'yahoo.com', 'aol.com', 'verizon.net', 'optonline.net', 'hotmail.com'],
  NJ: ['gmail.com', 'yahoo.com', 'aol.com', 'optonline.net', 'verizon.net'],
  DC: ['gmail.com', 'yahoo.com', 'verizon.net', 'comcast.net'],
  BAL: ['gmail.com', 'yahoo.com', 'comcast.net', 'verizon.net'],
  UT: ['gmail.com', 'yahoo.com', 'msn.com', 'comcast.net'],
  DEN: ['gmail.com', 'yahoo.com', 'comcast.net', 'icloud.com'],
  LV: ['gmail.com', 'yahoo.com', 'cox.net', 'hotmail.com'],
  SFL: ['gmail.com', 'yahoo.com', 'bellsouth.net', 'hotmail.com', 'outlook.com'],
  HNL: ['gmail.com', 'hawaii.rr.com', 'yahoo.com', 'hawaiiantel.net'],
  PR: ['gmail.com', 'yahoo.com', 'hotmail.com', 'prtc.net', 'outlook.com'],
};

const TRADE_PLATFORMS = [
  'quickbooks@notification.intuit.com',
  'messenger@messaging.squareup.com',
  'no-reply@jobber.com',
  'invoices@housecallpro.com',
  'noreply@servicetitan.com',
  'notifications@billtrust.com',
  'no-reply@bill.com',
];
export const UTILITY_PLATFORMS = ['no-reply@paymentus.com', 'ebill@invoicecloud.net', 'notifications@doxo.com'];

const REGION_TAG: Record<RegionKey, string> = { NYC: 'nyc', NJ: 'nj', DC: 'dc', BAL: 'md', UT: 'utah', DEN: 'co', LV: 'lv', SFL: 'fl', HNL: 'hi', PR: 'pr' };

const LOCAL_TOTAL_TARGET = 5000;

export interface VendorBuild {
  vendors: VendorModel[];
  accts: AcctModel[];
  numbers: NumberBook;
}

function blankVendor(kind: VendorKind, name: string): VendorModel {
  return {
    v: { id: '', name, aliases: [], senderEmails: [], remitTo: null, taxId: null, defaultGlAccount: null, defaultPropertyId: null, accounts: [] },
    kind,
    cat: null,
    service: null,
    regions: [],
    cities: null,
    letterNames: [name],
    dbaLine: null,
    addrLines: [],
    phone: '',
    web: null,
    knownFrom: [],
    otherFrom: [],
    platform: null,
    es: false,
    fmt: null,
    custStyle: 'digits',
    custPrefix: '',
    custLen: 7,
    twin: false,
    printedTaxId: null,
    glPool: [],
    activity: 1,
    accts: [],
    util: null,
    meterDigits: 8,
  };
}

function ein(rng: Rng, used: Set<string>, region: RegionKey | null): string {
  for (;;) {
    const prefix = region === 'PR' ? '66' : region === 'HNL' ? '99' : pad(rng.int(10, 98), 2);
    const e = `${prefix}-${rng.digits(7)}`;
    if (!used.has(e)) {
      used.add(e);
      return e;
    }
  }
}

export function buildVendors(props: PropModel[], book: AddressBook, rng: Rng): VendorBuild {
  const vendors: VendorModel[] = [];
  const usedEins = new Set<string>();
  const usedNames = new Set<string>();
  const usedEmails = new Set<string>();
  const numbers = new NumberBook();

  // ---- utilities and carriers
  for (const u of [...UTILITIES, ...TELECOMS]) {
    const vm = blankVendor(u.service === 'telecom' ? 'telecom' : 'utility', u.name);
    vm.util = u;
    vm.v.aliases = [...u.aliases];
    vm.v.senderEmails = [...u.emails];
    vm.v.remitTo = rng.chance(0.85) ? u.remit : null;
    vm.v.taxId = rng.chance(0.45) ? ein(rng, usedEins, null) : null;
    vm.service = u.service;
    vm.cities = new Set(u.cities);
    vm.regions = [...new Set(CITIES.filter((c) => u.cities.includes(c.key)).map((c) => c.region))];
    vm.letterNames = u.letter;
    vm.addrLines = u.addr;
    vm.phone = u.phone;
    vm.web = u.web;
    vm.knownFrom = u.from.filter((f) => u.emails.some((e) => f.endsWith(e) || f === e));
    vm.otherFrom = u.from.filter((f) => !vm.knownFrom.includes(f));
    vm.platform = rng.chance(0.3) ? rng.pick(UTILITY_PLATFORMS) : null;
    vm.es = u.es ?? false;
    vm.fmt = u.fmt;
    vm.glPool = u.gl;
    vm.meterDigits = u.meterDigits;
    vm.activity = 1;
    usedNames.add(u.name.toLowerCase());
    vendors.push(vm);
  }

  // ---- national trades and suppliers
  for (const n of NATIONALS) {
    const vm = blankVendor('national', n.name);
    vm.cat = n.cat;
    vm.v.aliases = [...n.aliases];
    vm.v.senderEmails = rng.chance(0.8) ? [...n.emails] : [n.from[0] as string];
    vm.v.remitTo = rng.chance(0.8) ? n.remit : null;
    vm.v.taxId = rng.chance(0.6) ? ein(rng, usedEins, null) : null;
    vm.regions = n.regions === 'all' ? [...REGIONS] : n.regions;
    vm.letterNames = n.letter;
    vm.addrLines = n.addr;
    vm.phone = n.phone;
    vm.web = `www.${(n.emails[0] ?? '@x.com').slice(1)}`;
    vm.knownFrom = n.from.filter((f) => vm.v.senderEmails.some((e) => (e.startsWith('@') ? f.endsWith(e) : f === e)));
    vm.otherFrom = n.from.filter((f) => !vm.knownFrom.includes(f));
    vm.platform = rng.chance(0.35) ? rng.pick(['notifications@billtrust.com', 'no-reply@bill.com', 'ar@invoices.coupa.com']) : null;
    vm.fmt = n.fmt;
    vm.glPool = CATS[n.cat].gl;
    vm.activity = n.weight;
    vm.printedTaxId = vm.v.taxId && rng.chance(0.5) ? vm.v.taxId : null;
    usedNames.add(n.name.toLowerCase());
    vendors.push(vm);
  }

  // ---- local trades, by region, in proportion to the portfolio
  const propCount = new Map<RegionKey, number>();
  for (const pm of props) propCount.set(pm.region, (propCount.get(pm.region) ?? 0) + 1);
  const localTotal = LOCAL_TOTAL_TARGET - vendors.length;
  const twinsWanted = 80;
  const perRegion = new Map<RegionKey, number>();
  let assigned = 0;
  REGIONS.forEach((r, i) => {
    const n = i === REGIONS.length - 1 ? localTotal - twinsWanted - assigned : Math.round(((localTotal - twinsWanted) * (propCount.get(r) ?? 0)) / props.length);
    perRegion.set(r, n);
    assigned += n;
  });
  const locals: VendorModel[] = [];
  for (const r of REGIONS) {
    const mix = Object.entries(LOCAL_MIX[r]) as [Cat, number][];
    for (let i = 0; i < (perRegion.get(r) ?? 0); i++) {
      const cat = rng.weighted(mix);
      const vm = makeLocal(r, cat, rng, book, usedNames, usedEmails, usedEins, null);
      locals.push(vm);
    }
  }
  // Near twins: the same trade name again (another region, or one letter apart in the same one).
  for (let i = 0; i < twinsWanted; i++) {
    const base = rng.pick(locals.filter((l) => !l.twin));
    const region = rng.chance(0.65) ? rng.pick(REGIONS.filter((r) => r !== base.regions[0])) : (base.regions[0] as RegionKey);
    const vm = makeLocal(region, base.cat as Cat, rng, book, usedNames, usedEmails, usedEins, base);
    base.twin = true;
    vm.twin = true;
    locals.push(vm);
  }
  // Trade names that differ only by the legal suffix are twins too, made on purpose or not.
  const byCore = new Map<string, VendorModel[]>();
  for (const vm of locals) {
    const k = slug(stripSuffix(vm.v.name));
    const list = byCore.get(k) ?? [];
    list.push(vm);
    byCore.set(k, list);
  }
  for (const list of byCore.values()) if (list.length > 1) for (const vm of list) vm.twin = true;
  // A twin must be told apart by something the directory keeps: its tax id is printed on every bill.
  for (const vm of locals) {
    if (!vm.twin) continue;
    if (!vm.v.taxId) vm.v.taxId = ein(rng, usedEins, vm.regions[0] ?? null);
    vm.printedTaxId = vm.v.taxId;
    if (vm.activity === 0) vm.activity = 0.5;
  }
  vendors.push(...locals);

  vendors.forEach((vm, i) => {
    vm.v.id = `vend6-${pad(i + 1, 4)}`;
  });

  const accts = buildAccounts(props, vendors, rng, numbers);
  return { vendors, accts, numbers };
}

function twinName(baseName: string, rng: Rng): string {
  const core = stripSuffix(baseName);
  const swaps: [RegExp, string][] = [
    [/\bCapitol\b/, 'Capital'],
    [/\bCapital\b/, 'Capitol'],
    [/\bA-1\b/, 'A1'],
    [/ & /, ' and '],
    [/\bBros\. /, 'Brothers '],
    [/\bPlumbing\b/, 'Plumbing & Heating'],
    [/\bElectric\b/, 'Electrical'],
  ];
  for (const [re, to] of rng.shuffle([...swaps])) if (re.test(core) && rng.chance(0.6)) return `${core.replace(re, to)} ${rng.pick(['LLC', 'Inc.', 'Corp.'])}`;
  const suffix = rng.pick(['LLC', 'Inc.', 'Corp.', 'Co.', 'of Nevada LLC', 'Services LLC', 'Group Inc.']);
  return `${core} ${suffix}`;
}

function localName(region: RegionKey, cat: Cat, es: boolean, rng: Rng): string {
  const def = CATS[cat];
  const word = es && def.es.length > 0 ? rng.pick(def.es) : rng.pick(def.words);
  const sur = rng.pick(SURNAMES).replace(/^OBrien$/, "O'Brien");
  const place = rng.pick(PLACE_WORDS[region]);
  let core: string;
  if (es) {
    core = rng.weighted<string>([
      [`${word} ${sur}`, 4],
      [`${word} ${place}`, 3],
      [`${sur} ${word}`, 1],
      [`${word} ${sur} & Hijos`, 1],
      [`${word} del ${rng.pick(['Norte', 'Este', 'Oeste', 'Sur', 'Caribe'])}`, 1],
    ]);
  } else {
    core = rng.weighted<string>([
      [`${sur} ${word}`, 30],
      [`${place} ${word}`, 25],
      [`${rng.pick(INITIALS)} ${word}`, 12],
      [`${sur} ${rng.pick(['& Sons', 'Bros.', '& Daughters'])} ${word}`, 10],
      [`${rng.pick(FIRST_NAMES)}'s ${word}`, 8],
      [`${sur} & ${rng.pick(SURNAMES)} ${word}`, 8],
      [`All ${place} ${word}`, 4],
      [`${place} ${rng.pick(['Pro', 'Premier', 'Quality', 'Elite', 'Reliable'])} ${word}`, 6],
    ]);
  }
  const suffix = es ? rng.pick(['Inc.', 'Corp.', 'LLC', 'CSP', '', 'Inc.']) : rng.pick(['Inc.', 'Inc', 'LLC', 'Corp.', 'Co.', 'Corporation', '', 'LLC', 'Inc.', 'Ltd.']);
  return suffix ? `${core} ${suffix}`.replace(/ Co\. Co\.$/, ' Co.') : core;
}

function makeLocal(
  region: RegionKey,
  cat: Cat,
  rng: Rng,
  book: AddressBook,
  usedNames: Set<string>,
  usedEmails: Set<string>,
  usedEins: Set<string>,
  twinOf: VendorModel | null,
): VendorModel {
  const es = region === 'PR' ? rng.chance(0.75) : region === 'SFL' ? rng.chance(0.12) : false;
  let name = '';
  for (let k = 0; k < 50; k++) {
    const n = twinOf ? twinName(twinOf.v.name, rng) : localName(region, cat, es, rng);
    if (!usedNames.has(n.toLowerCase())) {
      name = n;
      break;
    }
  }
  if (!name) name = `${localName(region, cat, es, rng)} ${rng.int(2, 99)}`;
  usedNames.add(name.toLowerCase());
  const vm = blankVendor('local', name);
  vm.cat = cat;
  vm.regions = [region];
  vm.es = es;
  vm.glPool = CATS[cat].gl;
  const core = stripSuffix(name);

  // d/b/a: the directory keeps one name, the letterhead may show the other.
  if (rng.chance(0.12)) {
    const legal = `${rng.pick([...INITIALS.filter((x) => /^[A-Z&]+$/.test(x)), 'JRM', 'KMG', 'DLV', 'RSA', 'TJM'])} ${rng.pick(['Enterprises', 'Holdings', 'Group', 'Contracting', 'Services'])} ${rng.pick(['LLC', 'Inc.', 'Corp.'])}`;
    if (!usedNames.has(legal.toLowerCase())) {
      usedNames.add(legal.toLowerCase());
      vm.dbaLine = `${legal} d/b/a ${core}`;
      if (rng.chance(0.5)) {
        vm.v.name = legal;
        vm.v.aliases.push(core);
        vm.letterNames = [core, name];
      } else {
        vm.v.aliases.push(legal);
        vm.letterNames = [name, core];
      }
    }
  }
  if (core !== name && !vm.v.aliases.includes(core) && rng.chance(0.35)) vm.v.aliases.push(core);
  const words = core.split(/\s+/).filter((w) => /^[A-Za-z]/.test(w) && !['&', 'and', 'of', 'del', 'de', 'y'].includes(w));
  if (words.length >= 3 && rng.chance(0.15)) vm.v.aliases.push(words.map((w) => (w[0] as string).toUpperCase()).join(''));

  // Letterhead address somewhere in the region (never a property's).
  const city: CityDef = rng.pick(citiesOf(region));
  let line = '';
  for (let k = 0; k < 30; k++) {
    const s = rng.pick(city.streets);
    const num = city.hyphen === 'queens' ? `${rng.int(10, 250)}-${pad(rng.int(1, 99), 2)}` : city.hyphen ? `${city.hyphen}-${rng.int(100, 1999)}` : String(rng.int(city.numRange[0], city.numRange[1]));
    const addr = { num, st: s, urb: '', blq: '' };
    if (book.has(addr, city)) continue;
    line = streetLine(addr);
    break;
  }
  const suite = rng.chance(0.3) ? `, ${rng.pick(['Suite', 'Unit', '#', 'Ste'])} ${rng.int(1, 420)}` : '';
  const zip = rng.pick(city.zips);
  vm.addrLines = [`${line}${suite}`, `${city.name}, ${city.state} ${zip}`];
  vm.phone = `(${rng.pick(AREA_CODES[region])}) 555-${rng.digits(4)}`;
  const remitMode = rng.float();
  if (remitMode < 0.35) vm.v.remitTo = `${line}${suite}, ${city.name}, ${city.state} ${zip}`;
  else if (remitMode < 0.7) vm.v.remitTo = `PO Box ${rng.int(100, 99999)}, ${city.name}, ${city.state} ${zip}`;

  // E-mail.
  const tag = rng.chance(0.4) ? REGION_TAG[region] : '';
  const domain = `${slug(core).slice(0, 22)}${tag}.${rng.pick(['com', 'com', 'com', 'net', 'co', 'us'])}`;
  const mode = rng.float();
  const first = rng.pick(FIRST_NAMES).toLowerCase();
  if (mode < 0.45) {
    if (rng.chance(0.5)) {
      vm.v.senderEmails.push(`@${domain}`);
      vm.knownFrom = [`billing@${domain}`, `office@${domain}`, `${first}@${domain}`];
    } else {
      const box = `${rng.pick(['billing', 'office', 'invoices', 'ar', 'accounting', 'info'])}@${domain}`;
      vm.v.senderEmails.push(box);
      vm.knownFrom = [box];
      vm.otherFrom = [`${first}@${domain}`, `service@${domain}`].filter((x) => x !== box);
    }
    vm.web = rng.chance(0.6) ? `www.${domain}` : null;
  } else if (mode < 0.82) {
    let addr = '';
    for (let k = 0; k < 20 && !addr; k++) {
      const a = `${slug(core).slice(0, rng.int(8, 16))}${rng.pick(['', '1', '2', 'llc', 'inc', String(rng.int(10, 99)), REGION_TAG[region]])}@${rng.pick(FREE_MAIL[region])}`;
      if (!usedEmails.has(a)) addr = a;
    }
    if (addr) {
      usedEmails.add(addr);
      vm.v.senderEmails.push(addr);
      vm.knownFrom = [addr];
    }
  } else {
    vm.otherFrom = [`${slug(core).slice(0, 12)}${rng.int(1, 99)}@${rng.pick(FREE_MAIL[region])}`];
  }
  if (rng.chance(0.25)) {
    vm.platform = rng.pick(TRADE_PLATFORMS);
    if (rng.chance(0.05)) vm.v.senderEmails.push(vm.platform);
  }

  vm.v.taxId = rng.chance(0.62) ? ein(rng, usedEins, region) : null;
  if (vm.v.taxId && rng.chance(0.3)) vm.v.taxId = vm.v.taxId.replace('-', '');
  vm.printedTaxId = vm.v.taxId ?? (rng.chance(0.15) ? ein(rng, usedEins, region) : null);
  vm.custStyle = rng.weighted([
    ['digits', 4],
    ['prefix', 2.5],
    ['code', 3.5],
  ] as const);
  vm.custPrefix = rng.pick(['C', 'CUST', 'AC', 'PM', 'K', 'CL']);
  vm.custLen = rng.int(4, 6);
  // Activity: many vendors send nothing in the window; a few send a lot.
  vm.activity = rng.chance(0.3) ? 0 : 0.15 + Math.pow(rng.float(), 3) * 8;
  return vm;
}

/* ------------------------------------------------------------------ accounts */

const QUAL_EN = ['HOUSE METER', 'PUBLIC HALLS', 'COMMON AREA', 'BOILER RM', 'LAUNDRY RM', 'EXTERIOR LIGHTS', 'HOUSE', 'ELEVATOR', 'FIRE PUMP', 'LEASING OFFICE', 'CLUBHOUSE', 'GATE'];
const QUAL_WATER = ['DOMESTIC', 'IRRIGATION', 'FIRE LINE', 'MASTER METER'];
const QUAL_GAS = ['HOUSE METER', 'BOILER RM', 'LAUNDRY RM', 'HOUSE', 'COMMON AREA', 'DOMESTIC HOT WATER'];
const QUAL_ES = ['ÁREAS COMUNES', 'BOMBA DE AGUA', 'ASCENSOR', 'ALUMBRADO EXTERIOR'];
const QUAL_TEL = ['LEASING OFFICE', 'LOBBY', 'COMMON WIFI', 'ELEVATOR LINE', 'FIRE ALARM LINE'];

function newCore(vm: VendorModel, rng: Rng, numbers: NumberBook, prop: PropModel): string {
  for (let k = 0; k < 200; k++) {
    let core: string;
    if (vm.fmt) {
      const total = vm.fmt.groups.reduce((a, b) => a + b, 0);
      const lead = vm.fmt.lead ?? '';
      const body = total - lead.length;
      let digits = rng.digits(body);
      if (!lead && rng.chance(0.75)) digits = String(rng.int(1, 9)) + digits.slice(1);
      core = lead + digits;
      if (lead && /^[A-Z]/.test(lead)) core = lead + rng.digits(total - lead.length);
    } else if (vm.custStyle === 'code') {
      const letters = prop.p.name.toUpperCase().replace(/^THE /, '').replace(/[^A-Z]/g, '');
      const stem = (letters.length >= 3 ? letters : 'BLDG').slice(0, rng.int(3, 4));
      core = `${stem}${pad(rng.int(1, k < 20 ? 9 : 99), 2)}`;
    } else if (vm.custStyle === 'prefix') {
      core = `${vm.custPrefix}${pad(rng.int(1, Math.pow(10, vm.custLen) - 1), vm.custLen)}`;
    } else {
      core = String(rng.int(Math.pow(10, vm.custLen - 1), Math.pow(10, vm.custLen) - 1));
    }
    if (numbers.take(core)) return core;
  }
  throw new Error(`no free account number for ${vm.v.name}`);
}

function addAccount(vm: VendorModel, prop: PropModel, unit: UnitModel | null, kind: AcctModel['kind'], rng: Rng, numbers: NumberBook, qualifier: string | null, accts: AcctModel[]): AcctModel {
  const core = newCore(vm, rng, numbers, prop);
  let dir = vm.fmt ? dirForm(core, vm.fmt) : core;
  if (!vm.fmt && vm.custStyle !== 'digits' && rng.chance(0.4)) dir = core.replace(/^([A-Z]+)(\d)/, '$1-$2');
  let meter: string | null = null;
  if (vm.meterDigits > 0) {
    for (let k = 0; k < 50 && !meter; k++) {
      const m = rng.digits(vm.meterDigits);
      if (!/^0/.test(m) && numbers.take(m)) meter = m;
    }
  }
  const a: AcctModel = { vm, core, dir, prop, unit, qualifier, meter, kind };
  vm.accts.push(a);
  vm.v.accounts.push({ accountNumber: dir, propertyId: prop.p.id, unitId: unit ? unit.u.id : null });
  accts.push(a);
  return a;
}

function multiUnit(pm: PropModel): boolean {
  return pm.units.length >= 2 && pm.kind !== 'scattered';
}

function buildAccounts(props: PropModel[], vendors: VendorModel[], rng: Rng, numbers: NumberBook): AcctModel[] {
  const accts: AcctModel[] = [];
  const utils = vendors.filter((v) => v.kind === 'utility');
  const tels = vendors.filter((v) => v.kind === 'telecom');
  const nationals = vendors.filter((v) => v.kind === 'national');
  const localsBy = new Map<string, VendorModel[]>();
  for (const vm of vendors) {
    if (vm.kind !== 'local' || !vm.cat) continue;
    const k = `${vm.regions[0] ?? ''}|${vm.cat}`;
    const list = localsBy.get(k) ?? [];
    list.push(vm);
    localsBy.set(k, list);
  }
  const pools = new Map<string, [VendorModel, number][]>();
  const pickContractor = (pm: PropModel, cat: Cat): VendorModel | null => {
    const key = `${pm.region}|${cat}`;
    let pool = pools.get(key);
    if (!pool) {
      const nat = nationals.filter((n) => n.cat === cat && n.regions.includes(pm.region));
      const loc = (localsBy.get(key) ?? []).filter((l) => l.activity > 0);
      pool = [...nat.map((n) => [n, n.activity * 2] as [VendorModel, number]), ...loc.map((l) => [l, 0.3 + l.activity] as [VendorModel, number])];
      pools.set(key, pool);
    }
    if (pool.length === 0) return null;
    return rng.weighted(pool);
  };

  for (const pm of props) {
    const multi = multiUnit(pm);
    const resUnits = pm.units.filter((u) => u.spec.kind === 'res');
    const isAssoc = pm.kind === 'condo' || pm.kind === 'gardenCondo' || pm.kind === 'twoTower';
    for (const vm of utils) {
      if (!vm.cities?.has(pm.city.key)) continue;
      const svc = vm.service;
      const u = vm.util as UtilDef;
      const electricish = svc === 'electric' || svc === 'elecgas' || svc === 'combined';
      const qualPool = svc === 'water' || svc === 'sewer' ? QUAL_WATER : pm.es ? QUAL_ES : svc === 'gas' ? QUAL_GAS : QUAL_EN;
      const parkingUnits = pm.units.some((x) => x.spec.kind === 'park');
      const qualOk = (q: string): boolean => !(parkingUnits && /GARAGE|GATE/.test(q)) && !(pm.units.some((x) => /^(Bsmt|Basement|Garden|Gdn)$/.test(x.spec.label)) && /CELLAR|BSMT/.test(q));
      const quals = qualPool.filter(qualOk);
      let propRate: number;
      if (pm.kind === 'scattered') propRate = 0;
      else if (multi) propRate = electricish ? 0.92 : svc === 'gas' ? (['LV', 'HNL', 'SFL'].includes(pm.region) ? 0.3 : 0.55) : svc === 'sewer' ? 0.7 : 0.95;
      else propRate = electricish ? 0.6 : svc === 'gas' ? 0.35 : svc === 'sewer' ? 0 : 0.65;
      if (rng.chance(propRate)) {
        addAccount(vm, pm, null, 'util', rng, numbers, multi ? rng.pick(quals) : null, accts);
        if (multi && rng.chance(0.22)) addAccount(vm, pm, null, 'util', rng, numbers, rng.pick(quals), accts);
      }
      for (const um of resUnits) {
        let rate = u.unitRate;
        if (um.addr) rate = svc === 'water' ? 0.4 : svc === 'sewer' ? 0 : Math.max(rate, 0.45);
        else if (isAssoc) rate *= 0.1;
        if (pm.kind === 'student') rate = 0;
        if (rate > 0 && rng.chance(rate)) addAccount(vm, pm, um, 'util', rng, numbers, null, accts);
      }
    }
    if (multi && pm.units.length >= 8) {
      const covering = tels.filter((t) => t.cities?.has(pm.city.key));
      if (covering.length > 0 && rng.chance(0.3)) addAccount(rng.pick(covering), pm, null, 'telecom', rng, numbers, rng.pick(QUAL_TEL), accts);
      if (covering.length > 0 && resUnits.length > 0 && rng.chance(0.04)) addAccount(rng.pick(covering), pm, rng.pick(resUnits), 'telecom', rng, numbers, null, accts);
    }
    // Service contracts with customer numbers at the property.
    const wants: [Cat, number][] = [
      ['pest', multi ? 0.55 : 0.15],
      ['elevator', pm.elevator ? 0.9 : 0],
      ['landscaping', ['NYC'].includes(pm.region) ? (pm.city.key === 'SI' ? 0.4 : 0.05) : multi ? 0.5 : 0.2],
      ['snow', ['NYC', 'NJ', 'DC', 'BAL', 'UT', 'DEN'].includes(pm.region) && multi ? 0.35 : 0],
      ['pool', ['LV', 'SFL', 'HNL'].includes(pm.region) && ['garden', 'condo', 'gardenCondo', 'townhome', 'villa', 'twoTower', 'student', 'complex', 'apt'].includes(pm.kind) ? 0.5 : pm.region === 'UT' && pm.kind === 'complex' ? 0.2 : 0],
      ['trash', multi ? 0.45 : 0],
      ['fire', multi && pm.units.length >= 10 ? 0.4 : 0],
      ['laundry', multi && pm.units.length >= 8 && pm.kind !== 'parking' && pm.kind !== 'storage' ? 0.3 : 0],
      ['cleaning', multi && pm.units.length >= 12 ? 0.25 : 0],
      ['security', (pm.region === 'NYC' && (pm.kind === 'coop' || pm.kind === 'elevator')) || (isAssoc && ['SFL', 'PR', 'HNL'].includes(pm.region)) ? 0.35 : 0],
      ['termite', ['SFL', 'HNL', 'PR'].includes(pm.region) ? 0.15 : 0],
      ['generator', isAssoc && ['SFL', 'PR'].includes(pm.region) ? 0.4 : 0],
      ['backflow', ['UT', 'LV', 'DEN'].includes(pm.region) && multi ? 0.25 : 0],
      ['boiler', ['NYC', 'NJ'].includes(pm.region) && multi && pm.units.length >= 6 ? 0.3 : 0],
      ['windows', multi && pm.units.length >= 30 ? 0.2 : 0],
      ['alarm', multi ? 0.06 : 0.03],
      ['advertising', ['apt', 'complex', 'garden', 'walkup', 'student', 'elevator'].includes(pm.kind) && pm.units.length >= 12 ? 0.2 : 0],
    ];
    for (const [cat, p] of wants) {
      if (p <= 0 || !rng.chance(p)) continue;
      const vm = pickContractor(pm, cat);
      if (vm) addAccount(vm, pm, null, 'contract', rng, numbers, null, accts);
    }
    // Supply house accounts per property.
    if (multi) {
      for (const [key, p] of [
        ['hdsupply', 0.35],
        ['homedepot', 0.1],
        ['lowes', 0.08],
        ['grainger', 0.06],
        ['ferguson', 0.05],
        ['sherwin', 0.1],
      ] as const) {
        if (!rng.chance(p)) continue;
        const vm = nationals.find((n) => n.util === null && n.v.name === NATIONALS.find((x) => x.key === key)?.name);
        if (vm) addAccount(vm, pm, null, 'supply', rng, numbers, null, accts);
      }
      if (resUnits.length >= 20 && rng.chance(0.05)) {
        const cort = nationals.find((n) => n.cat === 'furniture');
        if (cort) addAccount(cort, pm, rng.pick(resUnits), 'unitService', rng, numbers, null, accts);
      }
    }
  }
  return accts;
}

/** Locals that serve one property and are set up with it as their default. */
export function assignDefaults(props: PropModel[], vendors: VendorModel[], rng: Rng, numbers: NumberBook, accts: AcctModel[], count: number): VendorModel[] {
  const out: VendorModel[] = [];
  const cats: Cat[] = ['cleaning', 'security', 'pool', 'landscaping', 'handyman', 'trash', 'windows', 'snow', 'pest', 'plumbing'];
  const cand = rng.shuffle(vendors.filter((v) => v.kind === 'local' && v.cat && cats.includes(v.cat) && v.activity > 0 && !v.twin));
  for (const vm of cand) {
    if (out.length >= count) break;
    const region = vm.regions[0];
    const options = props.filter((p) => p.region === region && (vm.cat !== 'pool' || p.units.length >= 8) && (vm.cat !== 'snow' || p.units.length >= 2));
    if (options.length === 0) continue;
    const pm = rng.pick(options);
    vm.v.defaultPropertyId = pm.p.id;
    if (rng.chance(0.3)) addAccount(vm, pm, null, 'contract', rng, numbers, null, accts);
    out.push(vm);
  }
  return out;
}
