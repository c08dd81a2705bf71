import type { Addr } from './addresses';
import { CANONICAL_STYLE, renderStreetLine } from './addresses';
import type { City, Metro, Street } from './geography';
import { METROS, metroOf } from './geography';
import { KIND_GL } from './glChart';
import { FRANCHISES, HOA_MANAGERS, NATIONALS } from './nationalData';
import { BUSINESS_ADJ, FIRST_NAMES, LAST_NAMES, PLACE_A, PLACE_B } from './names';
import type { Portfolio, PropModel } from './portfolio';
import type { Rng } from './rng';
import type { UtilitySpec } from './utilityData';
import { HOUSTON_MUDS, TAX_OFFICES, UTILITIES, cityMatches, waterSpecs } from './utilityData';
import type { Remit, VendorClass, VendorModel } from './vendorModel';

/*
 * 5,000 vendors: ~145 utilities (incl. one water/sewer department per city and Houston MUDs),
 * ~50 national suppliers/service companies, ~35 county tax offices, ~45 outside HOAs billing for
 * our single-family homes, ~100 franchisees, ~140 professional/local services, ~520 sole
 * proprietors and ~3,950 local trades. Most trades send few bills; many send none (a real
 * directory is mostly long tail).
 */

export const TOTAL_VENDORS = 5000;

export function vendorNorm(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9 ]/g, ' ')
    .replace(/\b(llc|l l c|inc|co|corp|corporation|company|lp|llp|pllc|ltd|pc|p c|the|dba)\b/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const TRADE_KINDS: readonly (readonly [string, number])[] = [
  ['plumbing', 10], ['hvac', 10], ['electrical', 6], ['appliance', 5], ['roofing', 4], ['handyman', 8], ['locksmith', 3],
  ['glass', 2], ['garageDoor', 2], ['fence', 3], ['painting', 8], ['cleaning', 7], ['janitorial', 3], ['flooring', 6],
  ['resurfacing', 2], ['landscaping', 8], ['tree', 3], ['irrigation', 2], ['snow', 1], ['pest', 4], ['pool', 3],
  ['elevator', 0.4], ['fire', 2], ['security', 2], ['towing', 2], ['paving', 3], ['signage', 1], ['septic', 1],
  ['restoration', 2], ['foundation', 1.5], ['drywall', 2], ['concrete', 2], ['contractor', 4], ['junk', 2], ['supplies', 1.5],
  ['janitorialSupply', 0.5],
];

export const TRADE_WORDS: Readonly<Record<string, readonly string[]>> = {
  plumbing: ['Plumbing', 'Plumbing & Drain', 'Plumbing Services', 'Plumbing Co', 'Rooter', 'Plumbing & Heating', 'Plumbers'],
  hvac: ['Heating & Air', 'HVAC', 'Air Conditioning', 'Mechanical', 'Heating & Cooling', 'A/C & Heating', 'Comfort Systems', 'Air Services'],
  electrical: ['Electric', 'Electrical Services', 'Electrical Contractors', 'Electric Co', 'Electrical'],
  appliance: ['Appliance Repair', 'Appliance Service', 'Appliances', 'Appliance Parts & Service'],
  roofing: ['Roofing', 'Roofing & Construction', 'Roofing Co', 'Roof Systems', 'Roofing & Exteriors'],
  handyman: ['Handyman Services', 'Maintenance', 'Property Maintenance', 'Home Repair', 'Handyman', 'Property Services'],
  locksmith: ['Locksmith', 'Lock & Key', 'Lock & Safe', 'Locksmiths'],
  glass: ['Glass', 'Glass & Mirror', 'Window & Glass', 'Glass Co'],
  garageDoor: ['Garage Door', 'Overhead Door', 'Garage Doors', 'Door Service'],
  fence: ['Fence', 'Fence & Gate', 'Fencing', 'Gate & Access'],
  painting: ['Painting', 'Painting & Drywall', 'Paint Contractors', 'Painters', 'Painting Services'],
  cleaning: ['Cleaning', 'Cleaning Services', 'Make Ready Cleaning', 'Maid Services', 'Turnover Services'],
  janitorial: ['Janitorial', 'Janitorial Services', 'Building Services', 'Commercial Cleaning', 'Building Maintenance'],
  flooring: ['Flooring', 'Carpet', 'Carpet & Flooring', 'Floors', 'Carpet Cleaning', 'Floor Covering'],
  resurfacing: ['Resurfacing', 'Refinishing', 'Tub & Tile', 'Bath Refinishing', 'Countertop Resurfacing'],
  landscaping: ['Landscaping', 'Lawn Care', 'Lawn & Landscape', 'Grounds Maintenance', 'Landscape Services', 'Lawn Service'],
  tree: ['Tree Service', 'Tree Care', 'Arborists', 'Tree Experts', 'Tree & Stump'],
  irrigation: ['Irrigation', 'Sprinkler', 'Sprinkler & Irrigation', 'Irrigation Services'],
  snow: ['Snow Removal', 'Snow & Ice', 'Snowplowing', 'Snow Services'],
  pest: ['Pest Control', 'Exterminating', 'Pest Solutions', 'Termite & Pest', 'Pest Management'],
  pool: ['Pool Service', 'Pools', 'Pool & Spa', 'Pool Management', 'Pool Care'],
  elevator: ['Elevator', 'Elevator Co', 'Lift & Elevator', 'Elevator Services'],
  fire: ['Fire Protection', 'Fire & Safety', 'Fire Equipment', 'Fire Sprinkler', 'Fire Extinguisher Service'],
  security: ['Security', 'Patrol Services', 'Security Services', 'Courtesy Patrol', 'Protective Services'],
  towing: ['Towing', 'Wrecker Service', 'Towing & Recovery', 'Parking Enforcement'],
  paving: ['Paving', 'Asphalt', 'Asphalt & Sealcoating', 'Parking Lot Services', 'Striping'],
  signage: ['Signs', 'Sign Co', 'Signs & Graphics', 'Sign Company'],
  septic: ['Septic', 'Septic Service', 'Septic & Grease Trap', 'Septic Pumping'],
  restoration: ['Restoration', 'Water Damage Restoration', 'Disaster Recovery', 'Restoration Services'],
  foundation: ['Foundation Repair', 'Foundation Co', 'Foundations', 'Foundation & Leveling'],
  drywall: ['Drywall', 'Drywall & Texture', 'Drywall Repair', 'Drywall & Paint'],
  concrete: ['Concrete', 'Concrete & Masonry', 'Flatwork', 'Concrete Services'],
  contractor: ['Construction', 'Builders', 'General Contractors', 'Contracting', 'Renovations', 'Construction Services'],
  junk: ['Junk Removal', 'Hauling', 'Trash Out', 'Hauling & Debris'],
  supplies: ['Supply', 'Maintenance Supply', 'Hardware', 'Building Supply', 'Supply House'],
  janitorialSupply: ['Janitorial Supply', 'Paper & Chemical', 'Sanitation Supply'],
};

/** Property kinds a trade works at (absent = any). */
export const TRADE_SERVES: Readonly<Record<string, readonly string[]>> = {
  pool: ['garden', 'student', 'senior', 'hoa', 'midrise', 'mhp', 'sfr'],
  elevator: ['midrise', 'office', 'senior', 'student', 'mixed', 'hoa'],
  janitorial: ['office', 'retail', 'midrise', 'mixed', 'senior', 'student', 'hoa', 'garden'],
  security: ['garden', 'midrise', 'student', 'office', 'retail', 'mixed', 'hoa'],
  towing: ['garden', 'student', 'midrise', 'hoa', 'retail', 'mhp'],
  paving: ['garden', 'retail', 'office', 'hoa', 'mhp', 'storage', 'student', 'senior'],
  signage: ['retail', 'office', 'garden', 'storage', 'student', 'mixed'],
  septic: ['mhp', 'sfr', 'storage'],
  foundation: ['sfr', 'duplex', 'plex', 'garden'],
  appliance: ['sfr', 'duplex', 'plex', 'garden', 'midrise', 'student', 'senior', 'mixed', 'mhp'],
  junk: ['sfr', 'duplex', 'plex', 'garden', 'midrise', 'student', 'senior', 'mixed', 'mhp'],
  resurfacing: ['sfr', 'duplex', 'plex', 'garden', 'midrise', 'student', 'senior', 'mixed'],
  cleaning: ['sfr', 'duplex', 'plex', 'garden', 'midrise', 'student', 'senior', 'mixed', 'office', 'retail'],
  irrigation: ['garden', 'hoa', 'retail', 'office', 'senior', 'student', 'sfr', 'mhp'],
  snow: ['garden', 'hoa', 'retail', 'office', 'senior', 'student', 'midrise', 'mixed', 'mhp', 'storage'],
};

const ENTITY: readonly (readonly [string, number])[] = [
  ['LLC', 40], ['Inc.', 15], ['', 30], ['Co.', 3], ['Corp.', 3], ['LP', 1], ['L.L.C.', 2], ['Inc', 4], ['Ltd.', 1], ['PLLC', 1],
];

const LOCKBOX_CITIES: readonly (readonly [string, string, string])[] = [
  ['Carol Stream', 'IL', '601'], ['Dallas', 'TX', '752'], ['Houston', 'TX', '772'], ['Atlanta', 'GA', '303'], ['Charlotte', 'NC', '282'],
  ['Phoenix', 'AZ', '850'], ['Cincinnati', 'OH', '452'], ['Pittsburgh', 'PA', '152'], ['Philadelphia', 'PA', '191'], ['Chicago', 'IL', '606'],
  ['Los Angeles', 'CA', '900'], ['Kansas City', 'MO', '641'], ['St. Louis', 'MO', '631'], ['Tampa', 'FL', '336'], ['Columbus', 'OH', '432'],
];

export interface VendorBuild {
  vendors: VendorModel[];
  byId: Map<string, VendorModel>;
}

class Ctx {
  readonly usedIds = new Set<string>();
  readonly usedNames = new Set<string>();
  readonly usedDomains = new Set<string>();
  readonly usedEmails = new Set<string>();
  readonly usedEins = new Set<string>();
  readonly usedBoxes = new Set<string>();
  constructor(readonly rng: Rng, readonly portfolio: Portfolio) {}

  id(): string {
    for (;;) {
      const id = `vend_${this.rng.hex(10)}`;
      if (!this.usedIds.has(id)) {
        this.usedIds.add(id);
        return id;
      }
    }
  }

  ein(metro: string | null): string {
    const prefixes: Readonly<Record<string, readonly string[]>> = {
      dfw: ['75', '76', '26', '27', '46'], hou: ['76', '74', '20', '47', '81'], aus: ['74', '46', '82'], sat: ['74', '45', '85'],
      phx: ['86', '85', '27', '45'], atl: ['58', '26', '47', '82'], clt: ['56', '57', '26', '81'], tpa: ['59', '65', '20', '47'],
      cmh: ['31', '34', '45', '82'], mkc: ['43', '48', '44', '83'],
    };
    const pre = metro ? prefixes[metro] ?? ['20'] : ['13', '04', '36', '95', '23', '52', '94'];
    for (;;) {
      const e = `${this.rng.pick(pre)}-${this.rng.digits(7)}`;
      if (!this.usedEins.has(e)) {
        this.usedEins.add(e);
        return e;
      }
    }
  }

  phone(metro: Metro | null): string {
    const ac = metro ? this.rng.pick(metro.areaCodes) : this.rng.pick(['800', '888', '877', '866', '855']);
    const ex = String(this.rng.range(200, 989));
    const ln = this.rng.digits(4);
    return this.rng.weighted([[`(${ac}) ${ex}-${ln}`, 5], [`${ac}-${ex}-${ln}`, 4], [`${ac}.${ex}.${ln}`, 1]] as const);
  }

  box(): string {
    for (;;) {
      const b = this.rng.weighted([[String(this.rng.range(10, 999)), 2], [String(this.rng.range(1000, 9999)), 5], [String(this.rng.range(10000, 99999)), 3], [String(this.rng.range(100000, 999999)), 2]] as const);
      if (!this.usedBoxes.has(b)) {
        this.usedBoxes.add(b);
        return b;
      }
    }
  }

  domainFor(name: string, metro: string | null): string {
    const words = vendorNorm(name).split(' ').filter((w) => w && !['and', 'of', 'services', 'service'].includes(w));
    const stem = words.join('').slice(0, 24) || 'vendor';
    const candidates = [
      `${stem}.com`,
      `${stem}${metro ?? ''}.com`,
      `${words.slice(0, 2).join('')}${this.rng.pick(['tx', 'llc', 'inc', 'co', 'pro', 'usa'])}.com`,
      `${stem}.net`,
      `${stem}.biz`,
      `${stem}${this.rng.range(1, 99)}.com`,
    ];
    for (const c of candidates) {
      if (!this.usedDomains.has(c)) {
        this.usedDomains.add(c);
        return c;
      }
    }
    for (;;) {
      const c = `${stem}${this.rng.hex(4)}.com`;
      if (!this.usedDomains.has(c)) {
        this.usedDomains.add(c);
        return c;
      }
    }
  }

  personalEmail(first: string, last: string, hint: string): string {
    const f = first.toLowerCase().replace(/[^a-z]/g, '');
    const l = last.toLowerCase().replace(/[^a-z]/g, '');
    const h = hint.toLowerCase().replace(/[^a-z0-9]/g, '').slice(0, 16);
    const host = this.rng.weighted([['gmail.com', 55], ['yahoo.com', 15], ['outlook.com', 8], ['hotmail.com', 8], ['icloud.com', 5], ['att.net', 4], ['aol.com', 3], ['sbcglobal.net', 2]] as const);
    const forms = [`${f}.${l}`, `${f}${l}`, `${f[0] ?? ''}${l}`, `${h}`, `${f}${l}${this.rng.range(1, 99)}`, `${h}${this.rng.range(1, 999)}`, `${f}.${h}`, `${l}${f[0] ?? ''}${this.rng.range(60, 99)}`];
    for (let i = 0; i < 30; i++) {
      const e = `${this.rng.pick(forms)}@${host}`;
      if (!this.usedEmails.has(e) && !e.startsWith('@')) {
        this.usedEmails.add(e);
        return e;
      }
    }
    const e = `${f}${l}${this.rng.hex(3)}@${host}`;
    this.usedEmails.add(e);
    return e;
  }

  /** Reserve a unique normalized name; false if taken. */
  claim(name: string): boolean {
    const k = vendorNorm(name);
    if (!k || this.usedNames.has(k)) return false;
    this.usedNames.add(k);
    return true;
  }
}

function remitText(r: Remit, rng: Rng): string {
  const dept = r.dept ? `${r.dept}, ` : '';
  return rng.weighted([
    [`${dept}${r.line}, ${r.city}, ${r.state} ${r.zip}`, 6],
    [`${dept}${r.line} ${r.city} ${r.state} ${r.zip}`, 2],
    [`${dept}${r.line}, ${r.city} ${r.state} ${r.zip.slice(0, 5)}`, 2],
  ] as const);
}

function lockboxRemit(ctx: Ctx, fixed: readonly [string, string, string, string] | null): Remit {
  const rng = ctx.rng;
  if (fixed) {
    ctx.usedBoxes.add(fixed[0]);
    return { kind: 'po', line: `PO Box ${fixed[0]}`, dept: rng.chance(0.15) ? `Dept ${rng.range(1000, 9999)}` : null, city: fixed[1], state: fixed[2], zip: fixed[3] };
  }
  const [city, state, z3] = rng.pick(LOCKBOX_CITIES);
  const box = ctx.box();
  return { kind: 'po', line: `PO Box ${box}`, dept: rng.chance(0.25) ? `Dept ${rng.range(100, 9999)}` : null, city, state, zip: `${z3}${rng.digits(2)}-${rng.digits(4)}` };
}

function localPoRemit(ctx: Ctx, home: City): Remit {
  const rng = ctx.rng;
  const z = (home.zips[0] as string).slice(0, 3) + rng.digits(2);
  return { kind: 'po', line: `PO Box ${ctx.box()}`, dept: null, city: home.name, state: home.state, zip: rng.chance(0.3) ? `${z}-${rng.digits(4)}` : z };
}

const INDUSTRIAL: readonly (readonly [string, string])[] = [
  ['Industrial', 'Boulevard'], ['Commerce', 'Street'], ['Business', 'Parkway'], ['Distribution', 'Drive'], ['Technology', 'Drive'],
  ['Enterprise', 'Avenue'], ['Corporate', 'Drive'], ['Progress', 'Way'], ['Production', 'Drive'], ['Service', 'Road'],
  ['Freeport', 'Parkway'], ['Commercial', 'Boulevard'], ['Trade Center', 'Drive'], ['Mercantile', 'Row'], ['Depot', 'Street'],
];

function shopAddress(ctx: Ctx, metro: Metro, home: City): { addr: Addr; zip: string } {
  const rng = ctx.rng;
  for (let i = 0; i < 50; i++) {
    let street: Street;
    if (rng.chance(0.6)) {
      const [name, suffix] = rng.pick(INDUSTRIAL);
      street = { kind: 'std', pre: rng.chance(0.15) ? rng.pick(['N', 'S', 'E', 'W']) : null, name, suffix, post: null, route: null };
    } else {
      const [pre, name, suffix, post] = rng.pick(metro.arterials);
      street = { kind: 'std', pre, name, suffix, post, route: null };
    }
    const a: Addr = { num: String(rng.range(100, 14999)), street };
    if (ctx.portfolio.index.isLooseTaken(a, home)) continue;
    ctx.portfolio.index.addForeign(a, home);
    return { addr: a, zip: rng.pick(home.zips) };
  }
  throw new Error('no shop address');
}

function homeAddress(ctx: Ctx, metro: Metro, home: City): { addr: Addr; zip: string } {
  const rng = ctx.rng;
  const names = ['Bluebonnet', 'Mockingbird', 'Sunset', 'Elm', 'Cherry', 'Poplar', 'Sandpiper', 'Teal', 'Robin', 'Lark', 'Quail', 'Pecan', 'Oak Bend', 'Meadow', 'Brook', 'Hollyhock', 'Primrose', 'Daisy', 'Aster', 'Iris'];
  for (let i = 0; i < 50; i++) {
    const street: Street = { kind: 'std', pre: null, name: rng.pick(names), suffix: rng.pick(['Lane', 'Drive', 'Court', 'Street', 'Circle']), post: null, route: null };
    const a: Addr = { num: String(rng.range(100, 9999)), street };
    if (ctx.portfolio.index.isLooseTaken(a, home)) continue;
    ctx.portfolio.index.addForeign(a, home);
    return { addr: a, zip: rng.pick(home.zips) };
  }
  throw new Error('no home address');
}

function blank(ctx: Ctx, cls: VendorClass, kind: string, name: string): VendorModel {
  return {
    id: ctx.id(), cls, kind, name, aliases: [], unlistedNames: [], person: null, metros: [], home: null, domain: null,
    listedEmails: [], senders: [], remit: null, remitText: null, shop: null, phone: '', web: null, taxId: null,
    defaultGl: null, defaultPropertyId: null, acctPattern: '', acctStoreMode: 'pattern', acctMode: 'none', accounts: [],
    clients: [], weight: 0, serves: null, spec: null, hoaManager: null,
  };
}

function businessEmails(ctx: Ctx, v: VendorModel, domain: string, first: string | null): void {
  const rng = ctx.rng;
  const prefixes = ['billing', 'invoices', 'accounting', 'ar', 'office', 'admin', 'info', 'accountsreceivable', 'service', 'dispatch'];
  const p1 = rng.pick(prefixes);
  let p2 = first ? first.toLowerCase() : rng.pick(prefixes);
  if (p2 === p1) p2 = 'office2';
  const a1 = `${p1}@${domain}`;
  const a2 = `${p2}@${domain}`;
  const r = rng.float();
  if (r < 0.45) {
    v.listedEmails = [`@${domain}`];
    v.senders = [{ email: a1, listed: true }, { email: a2, listed: true }];
  } else if (r < 0.8) {
    v.listedEmails = [a1];
    v.senders = [{ email: a1, listed: true }, ...(rng.chance(0.25) ? [{ email: a2, listed: false }] : [])];
  } else if (r < 0.88) {
    v.listedEmails = [a1, a2];
    v.senders = [{ email: a1, listed: true }, { email: a2, listed: true }];
  } else {
    v.listedEmails = [];
    v.senders = [{ email: a1, listed: false }];
  }
}

function specEmails(ctx: Ctx, v: VendorModel, domain: string | null, sender: string | null, pDomain: number, pExact: number): void {
  if (!domain || !sender) return;
  const r = ctx.rng.float();
  const senderDomain = sender.slice(sender.indexOf('@') + 1);
  if (r < pDomain) {
    v.listedEmails = [`@${senderDomain}`];
    v.senders = [{ email: sender, listed: true }];
  } else if (r < pDomain + pExact) {
    v.listedEmails = [sender];
    v.senders = [{ email: sender, listed: true }];
  } else {
    v.senders = [{ email: sender, listed: false }];
  }
}

function pickDefaultGl(rng: Rng, kind: string, p: number): string | null {
  const gls = KIND_GL[kind] ?? ['6160'];
  if (!rng.chance(p)) return null;
  return rng.chance(0.88) ? (gls[0] as string) : rng.pick(gls);
}

function lognormalWeight(rng: Rng, pZero: number): number {
  if (rng.chance(pZero)) return 0;
  const u1 = Math.max(1e-9, rng.float());
  const u2 = rng.float();
  const z = Math.sqrt(-2 * Math.log(u1)) * Math.cos(2 * Math.PI * u2);
  return Math.exp(1.1 * z);
}

// ---------------------------------------------------------------- utilities

function coversCity(spec: UtilitySpec, metro: string, city: City): number {
  let w = 0;
  for (const c of spec.coverage) {
    if (c.metro !== metro) continue;
    if (!c.cities || c.cities.some((e) => cityMatches(e, city))) w = Math.max(w, c.weight);
  }
  return w;
}

function buildUtilities(ctx: Ctx): VendorModel[] {
  const rng = ctx.rng;
  const out: VendorModel[] = [];
  for (const spec of UTILITIES) {
    ctx.claim(spec.name);
    const v = blank(ctx, 'utility', spec.kind, spec.name);
    v.aliases = [...spec.aliases];
    v.spec = spec;
    v.metros = [...new Set(spec.coverage.map((c) => c.metro))];
    v.domain = spec.domain;
    specEmails(ctx, v, spec.domain, spec.sender, 0.45, 0.35);
    v.remit = lockboxRemit(ctx, spec.remit);
    v.remitText = remitText(v.remit, rng);
    v.phone = spec.phone;
    v.web = spec.domain ? `www.${spec.domain}` : null;
    v.taxId = rng.chance(0.35) ? ctx.ein(null) : null;
    v.defaultGl = pickDefaultGl(rng, spec.kind, 0.85);
    v.acctPattern = spec.acct;
    v.acctStoreMode = rng.weighted([['pattern', 5], ['compact', 3], ['mixed', 2]] as const);
    v.acctMode = 'utility';
    v.weight = 1;
    out.push(v);
  }
  // Water/sewer: one per city (or county system).
  for (const w of waterSpecs((n) => rng.int(n))) {
    if (!ctx.claim(w.name)) continue;
    const v = blank(ctx, 'utility', 'water', w.name);
    v.aliases = [...w.aliases];
    v.metros = [w.metro];
    v.home = w.cities[0] ?? null;
    v.domain = w.domain;
    const sender = rng.pick(['utilitybilling', 'ebill', 'water', 'customerservice', 'noreply']) + '@' + w.domain;
    specEmails(ctx, v, w.domain, sender, 0.35, 0.3);
    const home = w.cities[0] as City;
    v.remit = rng.chance(0.6) ? localPoRemit(ctx, home) : lockboxRemit(ctx, null);
    v.remitText = remitText(v.remit, rng);
    v.phone = ctx.phone(metroOf(w.metro));
    v.web = `www.${w.domain}`;
    v.defaultGl = pickDefaultGl(rng, 'water', 0.85);
    v.acctPattern = rng.pick(['######-######', '##########', '###-####-###', '#######-#######', '########', '##-####-##']);
    v.acctStoreMode = rng.weighted([['pattern', 5], ['compact', 3], ['mixed', 2]] as const);
    v.acctMode = 'utility';
    v.weight = 1;
    v.spec = {
      name: w.name, aliases: w.aliases, print: [w.name, w.name.toUpperCase(), ...(w.aliases[0] ? [w.aliases[0]] : [])], kind: 'water',
      coverage: [{ metro: w.metro, cities: w.cities.map((c) => `${c.name}, ${c.state}`), weight: 1000 }], domain: w.domain, sender,
      acct: v.acctPattern, remit: ['', '', '', ''], phone: v.phone, extras: rng.chance(0.6) ? ['sewer', 'trash', 'drainage'] : ['sewer'],
    };
    out.push(v);
  }
  for (const m of HOUSTON_MUDS) {
    ctx.claim(m.name);
    const v = blank(ctx, 'utility', 'water', m.name);
    v.aliases = [...m.aliases];
    v.metros = ['hou'];
    v.home = metroOf('hou').cities.find((c) => c.name === m.cities[0]) ?? null;
    v.remit = { kind: 'po', line: `PO Box ${ctx.box()}`, dept: null, city: 'Houston', state: 'TX', zip: `772${rng.digits(2)}-${rng.digits(4)}` };
    v.remitText = `${m.name} c/o ${m.operator}, ${remitText(v.remit, rng)}`;
    v.phone = ctx.phone(metroOf('hou'));
    v.defaultGl = pickDefaultGl(rng, 'water', 0.85);
    v.acctPattern = '####-####-##';
    v.acctStoreMode = 'pattern';
    v.acctMode = 'utility';
    v.weight = 1;
    v.unlistedNames = [`${m.name} c/o ${m.operator}`];
    v.spec = {
      name: m.name, aliases: m.aliases, print: [m.name, m.name.toUpperCase()], kind: 'water',
      coverage: [{ metro: 'hou', cities: [...m.cities], weight: 60 }], domain: null, sender: null, acct: v.acctPattern,
      remit: ['', '', '', ''], phone: v.phone, extras: ['sewer', 'trash'],
    };
    out.push(v);
  }
  return out;
}

export function utilityWeightFor(v: VendorModel, metro: string, city: City): number {
  return v.spec ? coversCity(v.spec, metro, city) : 0;
}

// ---------------------------------------------------------------- nationals, franchises, tax, HOA, services

function buildNationals(ctx: Ctx): VendorModel[] {
  const rng = ctx.rng;
  return NATIONALS.map((n) => {
    ctx.claim(n.name);
    const v = blank(ctx, 'national', n.kind, n.name);
    v.aliases = [...n.aliases];
    v.metros = METROS.map((m) => m.key);
    v.domain = n.domain;
    specEmails(ctx, v, n.domain, n.sender, 0.5, 0.35);
    v.remit = lockboxRemit(ctx, n.remit);
    v.remitText = remitText(v.remit, rng);
    v.phone = ctx.phone(null);
    v.web = `www.${n.domain}`;
    v.taxId = rng.chance(0.6) ? ctx.ein(null) : null;
    v.defaultGl = pickDefaultGl(rng, n.kind, 0.75);
    v.acctPattern = n.acct;
    v.acctStoreMode = rng.weighted([['pattern', 6], ['compact', 2], ['mixed', 2]] as const);
    v.acctMode = n.accounts;
    v.weight = n.weight;
    v.serves = n.serves ?? null;
    v.unlistedNames = n.print.filter((p) => !n.aliases.includes(p) && p !== n.name);
    return v;
  });
}

const AREA_WORDS: Readonly<Record<string, readonly string[]>> = {
  dfw: ['North Dallas', 'Plano', 'Fort Worth', 'Arlington', 'Garland/Mesquite', 'Denton County', 'Irving/Las Colinas', 'McKinney', 'Richardson', 'East Dallas'],
  hou: ['Houston Heights', 'West Houston', 'Katy', 'Sugar Land', 'Pasadena', 'North Houston', 'Spring/Klein', 'Pearland', 'Conroe'],
  aus: ['Austin', 'North Austin', 'South Austin', 'Round Rock', 'Georgetown', 'San Marcos', 'Cedar Park/Leander'],
  sat: ['San Antonio', 'North San Antonio', 'New Braunfels', 'Northeast San Antonio', 'Seguin'],
  phx: ['Phoenix', 'Mesa', 'Tempe', 'Chandler/Gilbert', 'Glendale', 'Scottsdale', 'West Valley', 'East Valley'],
  atl: ['Atlanta', 'Marietta', 'Decatur', 'Gwinnett', 'North Fulton', 'Smyrna/Vinings', 'Stone Mountain'],
  clt: ['Charlotte', 'South Charlotte', 'Concord', 'Gastonia', 'Lake Norman', 'Rock Hill', 'Matthews'],
  tpa: ['Tampa', 'St. Petersburg', 'Clearwater', 'Brandon', 'Lakeland', 'Pasco County', 'Largo'],
  cmh: ['Columbus', 'Westerville', 'Dublin', 'Grove City', 'Central Ohio'],
  mkc: ['Kansas City', 'Overland Park', 'Olathe', 'Lee\'s Summit', 'Independence', 'Northland'],
};

function buildFranchises(ctx: Ctx): VendorModel[] {
  const rng = ctx.rng;
  const out: VendorModel[] = [];
  for (const m of METROS) {
    for (const f of FRANCHISES) {
      if (!rng.chance(0.55)) continue;
      const n = rng.chance(0.3) ? 2 : 1;
      const areas = rng.sample(AREA_WORDS[m.key] ?? [m.label], n);
      for (const area of areas) {
        const suffix = rng.pick(f.suffix).replace('{area}', area).replace('{last}', rng.pick(LAST_NAMES));
        const name = `${f.brand} ${suffix}`;
        if (!ctx.claim(name)) continue;
        const v = blank(ctx, 'franchise', f.kind, name);
        const owner = `${rng.pick(LAST_NAMES)} ${rng.pick(['Enterprises', 'Ventures', 'Holdings', 'Group'])} ${rng.pick(['LLC', 'Inc.'])}`;
        v.aliases = rng.chance(0.5) ? [owner] : [];
        if (rng.chance(0.4)) v.unlistedNames.push(f.brand);
        v.metros = [m.key];
        v.home = rng.pick(m.cities);
        const slug = area.toLowerCase().replace(/[^a-z]/g, '');
        const domain = `${f.domain}${slug}.com`;
        if (!ctx.usedDomains.has(domain)) {
          ctx.usedDomains.add(domain);
          v.domain = domain;
          businessEmails(ctx, v, domain, null);
        } else {
          v.domain = `${f.domain}.com`;
          const e = `${slug}${rng.range(1, 9999)}@${f.domain}.com`;
          v.listedEmails = rng.chance(0.7) ? [e] : [];
          v.senders = [{ email: e, listed: v.listedEmails.length > 0 }];
        }
        const shop = shopAddress(ctx, m, v.home);
        v.shop = { line: renderStreetLine(shop.addr, v.home.state, CANONICAL_STYLE), cityLine: `${v.home.name}, ${v.home.state} ${shop.zip}` };
        v.remit = rng.chance(0.5) ? localPoRemit(ctx, v.home) : { kind: 'street', line: v.shop.line, dept: null, city: v.home.name, state: v.home.state, zip: shop.zip };
        v.remitText = remitText(v.remit, rng);
        v.phone = ctx.phone(m);
        v.web = `www.${f.domain}.com/${slug}`;
        v.taxId = rng.chance(0.85) ? ctx.ein(m.key) : null;
        v.defaultGl = pickDefaultGl(rng, f.kind, 0.7);
        v.weight = lognormalWeight(rng, 0.2);
        v.serves = TRADE_SERVES[f.kind] ?? null;
        out.push(v);
      }
    }
  }
  return out;
}

function buildTaxOffices(ctx: Ctx): VendorModel[] {
  const rng = ctx.rng;
  return TAX_OFFICES.map((t) => {
    ctx.claim(t.name);
    const v = blank(ctx, 'tax', 'tax', t.name);
    v.aliases = [...t.aliases];
    v.metros = [t.metro];
    v.domain = t.domain;
    if (rng.chance(0.3)) {
      const s = `propertytax@${t.domain}`;
      v.listedEmails = rng.chance(0.5) ? [s] : [];
      v.senders = [{ email: s, listed: v.listedEmails.length > 0 }];
    }
    v.remit = lockboxRemit(ctx, t.remit);
    v.remitText = remitText(v.remit, rng);
    v.phone = ctx.phone(metroOf(t.metro));
    v.web = `www.${t.domain}`;
    v.defaultGl = pickDefaultGl(rng, 'tax', 0.9);
    v.acctPattern = t.acct;
    v.acctStoreMode = rng.weighted([['pattern', 7], ['compact', 2], ['mixed', 1]] as const);
    v.acctMode = 'utility';
    v.weight = 1;
    v.spec = {
      name: t.name, aliases: t.aliases, print: [t.name, t.name.toUpperCase()], kind: 'water', coverage: [{ metro: t.metro, cities: [...t.cities], weight: 1 }],
      domain: t.domain, sender: null, acct: t.acct, remit: t.remit, phone: v.phone,
    };
    return v;
  });
}

function buildHoas(ctx: Ctx): VendorModel[] {
  const rng = ctx.rng;
  const out: VendorModel[] = [];
  const sfrs = ctx.portfolio.properties.filter((p) => p.kind === 'sfr' && p.addr.street.kind === 'std');
  const byCity = new Map<string, PropModel[]>();
  for (const p of sfrs) {
    const k = `${p.metro.key}|${p.city.name}|${p.city.state}`;
    const l = byCity.get(k) ?? [];
    l.push(p);
    byCity.set(k, l);
  }
  const cities = [...byCity.entries()].filter(([, l]) => l.length >= 2);
  const taken = new Set<string>();
  for (let i = 0; i < 45 && cities.length > 0; i++) {
    const [, list] = rng.pick(cities);
    const free = list.filter((p) => !taken.has(p.id));
    if (free.length === 0) continue;
    const base = `${rng.pick(PLACE_A)} ${rng.pick(PLACE_B)}`;
    const name = `${base} ${rng.pick(['Homeowners Association', 'Community Association, Inc.', 'HOA', 'Property Owners Association', 'Homeowners Association, Inc.'])}`;
    if (!ctx.claim(name)) continue;
    const mgr = rng.pick(HOA_MANAGERS);
    const v = blank(ctx, 'hoa', 'hoa', name);
    v.aliases = rng.chance(0.5) ? [`${base} HOA`].filter((a) => vendorNorm(a) !== vendorNorm(name) && ctx.claim(a)) : [];
    v.unlistedNames = [`${name} c/o ${mgr.name}`];
    v.hoaManager = mgr.name;
    const first = free[0] as PropModel;
    v.metros = [first.metro.key];
    v.home = first.city;
    v.domain = mgr.domain;
    const sender = rng.pick(['billing', 'assessments', 'statements', 'noreply']) + `@${mgr.domain}`;
    const r = rng.float();
    if (r < 0.35) v.listedEmails = [`@${mgr.domain}`];
    else if (r < 0.6) v.listedEmails = [sender];
    v.senders = [{ email: sender, listed: v.listedEmails.length > 0 }];
    v.remit = { kind: 'po', line: `PO Box ${mgr.remit[0]}`, dept: null, city: mgr.remit[1], state: mgr.remit[2], zip: mgr.remit[3] };
    v.remitText = `${name} c/o ${mgr.name}, ${remitText(v.remit, rng)}`;
    v.phone = ctx.phone(first.metro);
    v.taxId = rng.chance(0.3) ? ctx.ein(first.metro.key) : null;
    v.defaultGl = pickDefaultGl(rng, 'hoa', 0.9);
    v.acctPattern = rng.pick(['#####-####', '####-###', 'A#####', '######', '##-#####-##']);
    v.acctStoreMode = 'pattern';
    v.acctMode = 'property';
    const n = Math.min(free.length, rng.weighted([[1, 5], [2, 3], [rng.range(3, 8), 2]] as const));
    for (const p of free.slice(0, n)) {
      taken.add(p.id);
      v.clients.push(p.id);
    }
    if (v.clients.length === 1 && rng.chance(0.8)) v.defaultPropertyId = v.clients[0] as string;
    v.weight = 1;
    out.push(v);
  }
  return out;
}

function buildServices(ctx: Ctx): VendorModel[] {
  const rng = ctx.rng;
  const out: VendorModel[] = [];
  const make = (m: Metro, kind: string, names: () => string, _pZero: number): void => {
    for (let t = 0; t < 20; t++) {
      const name = names();
      if (!ctx.claim(name)) continue;
      const v = blank(ctx, 'service', kind, name);
      v.metros = [m.key];
      v.home = rng.pick(m.cities.slice(0, 3));
      if (rng.chance(0.85)) {
        v.domain = ctx.domainFor(name, null);
        businessEmails(ctx, v, v.domain, rng.pick(FIRST_NAMES));
        v.web = `www.${v.domain}`;
      }
      const shop = shopAddress(ctx, m, v.home);
      const suite = rng.chance(0.6) ? ` ${rng.pick(['Suite', 'Ste'])} ${rng.range(100, 1900)}` : '';
      v.shop = { line: renderStreetLine(shop.addr, v.home.state, CANONICAL_STYLE) + suite, cityLine: `${v.home.name}, ${v.home.state} ${shop.zip}` };
      v.remit = rng.chance(0.35) ? localPoRemit(ctx, v.home) : { kind: 'street', line: v.shop.line, dept: null, city: v.home.name, state: v.home.state, zip: shop.zip };
      v.remitText = remitText(v.remit, rng);
      v.phone = ctx.phone(m);
      v.taxId = rng.chance(0.9) ? ctx.ein(m.key) : null;
      v.defaultGl = pickDefaultGl(rng, kind, 0.75);
      v.weight = lognormalWeight(rng, 0.25);
      out.push(v);
      return;
    }
  };
  for (const m of METROS) {
    for (let i = 0; i < 5; i++) {
      make(m, 'legal', () => rng.weighted<() => string>([
        [() => `Law Office of ${rng.pick(FIRST_NAMES)} ${rng.pick(LAST_NAMES)}`, 3],
        [() => `${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)}, PLLC`, 3],
        [() => `${rng.pick(LAST_NAMES)} Law Firm, P.C.`, 2],
        [() => `${rng.pick(LAST_NAMES)}, ${rng.pick(LAST_NAMES)} & ${rng.pick(LAST_NAMES)} LLP`, 2],
        [() => `${rng.pick(LAST_NAMES)} Eviction Services`, 1],
      ])(), 0.2);
    }
    make(m, 'accounting', () => `${rng.pick(LAST_NAMES)} & Associates CPAs`, 0.5);
    for (let i = 0; i < 2; i++) make(m, 'insurance', () => `${rng.pick([rng.pick(LAST_NAMES), rng.pick(m.localWords)])} Insurance ${rng.pick(['Agency', 'Group', 'Services', 'Partners'])}`, 0.4);
    for (let i = 0; i < 2; i++) make(m, 'inspection', () => `${rng.pick(BUSINESS_ADJ)} ${rng.pick(['Property Inspections', 'Inspection Services', 'Home Inspections', 'Move-In Inspections'])}`, 0.3);
    make(m, 'advertising', () => `${rng.pick([rng.pick(LAST_NAMES), rng.pick(m.localWords)])} ${rng.pick(['Photography', 'Media Group', 'Marketing', 'Creative'])}`, 0.4);
    make(m, 'staffing', () => `${rng.pick(BUSINESS_ADJ)} ${rng.pick(['Staffing', 'Leasing Staffing', 'Property Staffing', 'Maintenance Staffing'])}`, 0.4);
    make(m, 'courier', () => `${rng.pick(m.localWords)} ${rng.pick(['Courier', 'Delivery', 'Express Courier'])}`, 0.5);
    make(m, 'consulting', () => `${rng.pick(LAST_NAMES)} ${rng.pick(['Consulting', 'Advisors', 'Property Tax Consultants', 'Real Estate Services'])}`, 0.5);
    make(m, 'permits', () => `${rng.pick(m.localWords)} ${rng.pick(['Permit Services', 'Permitting & Expediting', 'Code Compliance'])}`, 0.6);
  }
  return out;
}

// ---------------------------------------------------------------- local trades and sole proprietors

function initialsPair(rng: Rng): string {
  const L = 'ABCDEFGHJKLMNPRSTVW';
  const a = L[rng.int(L.length)] as string;
  const b = L[rng.int(L.length)] as string;
  return rng.weighted([[`${a}&${b}`, 4], [`${a}${b}`, 3], [`${a}-1`, 1], [`${a}${b}${L[rng.int(L.length)]}`, 2]] as const);
}

function tradeName(rng: Rng, kind: string, metro: Metro, home: City): string {
  const w = rng.pick(TRADE_WORDS[kind] ?? ['Services']);
  const last = rng.pick(LAST_NAMES);
  const base = rng.weighted<() => string>([
    [() => `${last} ${w}`, 22],
    [() => `${last} & Sons ${w}`, 4],
    [() => `${last} Brothers ${w}`, 2],
    [() => `${rng.pick(BUSINESS_ADJ)} ${w}`, 25],
    [() => `${rng.pick(metro.localWords)} ${w}`, 12],
    [() => `${initialsPair(rng)} ${w}`, 8],
    [() => `${rng.pick(FIRST_NAMES)}'s ${w}`, 7],
    [() => `${home.name} ${w}`, 6],
    [() => `${rng.pick(PLACE_A)} ${w}`, 5],
    [() => `${last}-${rng.pick(LAST_NAMES)} ${w}`, 3],
  ])();
  const ent = rng.weighted(ENTITY);
  return ent ? `${base}${rng.chance(0.3) ? ',' : ''} ${ent}` : base;
}

function buildLocals(ctx: Ctx, count: number, soleCount: number): VendorModel[] {
  const rng = ctx.rng;
  const out: VendorModel[] = [];
  const metroW = METROS.map((m) => [m, { dfw: 18, hou: 14, aus: 9, sat: 8, phx: 13, atl: 12, clt: 8, tpa: 9, cmh: 5, mkc: 4 }[m.key] ?? 1] as const);
  // Sole proprietors
  const SOLE_KINDS: readonly (readonly [string, number])[] = [
    ['handyman', 30], ['painting', 15], ['cleaning', 15], ['landscaping', 10], ['flooring', 8], ['appliance', 5], ['plumbing', 5],
    ['hvac', 4], ['locksmith', 3], ['drywall', 5], ['junk', 3], ['resurfacing', 2],
  ];
  while (out.length < soleCount) {
    const metro = rng.weighted(metroW);
    const kind = rng.weighted(SOLE_KINDS);
    const first = rng.pick(FIRST_NAMES);
    const last = rng.pick(LAST_NAMES);
    const person = `${first} ${last}`;
    const w = rng.pick(TRADE_WORDS[kind] ?? ['Services']);
    const dba = rng.chance(0.65)
      ? rng.weighted([[`${first}'s ${w}`, 3], [`${first[0]}${last[0]} ${w}`, 2], [`${last} ${w}`, 3], [`${rng.pick(BUSINESS_ADJ)} ${w}`, 2]] as const)
      : null;
    const name = dba && rng.chance(0.12) ? `${person} dba ${dba}` : person;
    if (!ctx.claim(name)) continue;
    if (dba && !ctx.usedNames.has(vendorNorm(dba))) ctx.usedNames.add(vendorNorm(dba));
    const v = blank(ctx, 'soleProp', kind, name);
    v.person = person;
    if (dba && !name.includes(' dba ')) {
      if (rng.chance(0.85)) v.aliases.push(dba);
      else v.unlistedNames.push(dba);
    } else if (dba) {
      v.unlistedNames.push(dba);
    }
    v.metros = [metro.key];
    v.home = rng.pick(metro.cities);
    const e = ctx.personalEmail(first, last, dba ?? `${last}${kind}`);
    const r = rng.float();
    if (r < 0.72) {
      v.listedEmails = [e];
      v.senders = [{ email: e, listed: true }];
    } else if (r < 0.85) {
      const e2 = ctx.personalEmail(rng.pick(FIRST_NAMES), last, `${last}family`);
      v.listedEmails = [e];
      v.senders = [{ email: e, listed: true }, { email: e2, listed: false }];
    } else {
      v.senders = [{ email: e, listed: false }];
    }
    const home = homeAddress(ctx, metro, v.home);
    v.shop = { line: renderStreetLine(home.addr, v.home.state, CANONICAL_STYLE), cityLine: `${v.home.name}, ${v.home.state} ${home.zip}` };
    v.remit = rng.chance(0.8) ? { kind: 'street', line: v.shop.line, dept: null, city: v.home.name, state: v.home.state, zip: home.zip } : localPoRemit(ctx, v.home);
    v.remitText = rng.chance(0.93) ? remitText(v.remit, rng) : null;
    v.phone = ctx.phone(metro);
    v.taxId = rng.chance(0.4) ? ctx.ein(metro.key) : null;
    v.defaultGl = pickDefaultGl(rng, kind, 0.5);
    v.weight = lognormalWeight(rng, 0.3);
    v.serves = TRADE_SERVES[kind] ?? null;
    out.push(v);
  }
  // Companies
  const start = out.length;
  while (out.length - start < count) {
    const metro = rng.weighted(metroW);
    let kind = rng.weighted(TRADE_KINDS);
    if (kind === 'snow' && !metro.snow) kind = 'landscaping';
    if (kind === 'foundation' && !['dfw', 'hou', 'aus', 'sat'].includes(metro.key)) kind = 'concrete';
    const home = rng.pick(metro.cities);
    const name = tradeName(rng, kind, metro, home);
    if (!ctx.claim(name)) continue;
    const v = blank(ctx, 'local', kind, name);
    v.metros = rng.chance(0.05) ? [metro.key, rng.pick(METROS).key].filter((x, i, a) => a.indexOf(x) === i) : [metro.key];
    v.home = home;
    const plain = name.replace(/,? (LLC|Inc\.?|Co\.|Corp\.|LP|L\.L\.C\.|Ltd\.|PLLC)$/, '');
    if (plain !== name && rng.chance(0.35)) v.aliases.push(plain);
    if (rng.chance(0.06)) v.aliases.push(`${initialsPair(rng)} ${rng.pick(TRADE_WORDS[kind] ?? ['Services'])}`);
    if (rng.chance(0.05)) v.unlistedNames.push(`${rng.pick(BUSINESS_ADJ)} ${rng.pick(TRADE_WORDS[kind] ?? ['Services'])}`);
    if (rng.chance(0.72)) {
      v.domain = ctx.domainFor(plain, rng.chance(0.3) ? metro.key : null);
      businessEmails(ctx, v, v.domain, rng.chance(0.3) ? rng.pick(FIRST_NAMES) : null);
      v.web = rng.chance(0.8) ? `www.${v.domain}` : null;
    } else {
      const owner = rng.pick(FIRST_NAMES);
      const e = ctx.personalEmail(owner, rng.pick(LAST_NAMES), plain);
      if (rng.chance(0.75)) v.listedEmails = [e];
      v.senders = [{ email: e, listed: v.listedEmails.length > 0 }];
    }
    const shop = shopAddress(ctx, metro, home);
    v.shop = { line: renderStreetLine(shop.addr, home.state, CANONICAL_STYLE), cityLine: `${home.name}, ${home.state} ${shop.zip}` };
    const rr = rng.float();
    v.remit = rr < 0.45 ? localPoRemit(ctx, home) : rr < 0.93 ? { kind: 'street', line: v.shop.line, dept: null, city: home.name, state: home.state, zip: shop.zip } : null;
    v.remitText = v.remit ? remitText(v.remit, rng) : null;
    v.phone = ctx.phone(metro);
    v.taxId = rng.chance(0.8) ? ctx.ein(metro.key) : null;
    v.defaultGl = pickDefaultGl(rng, kind, 0.72);
    v.weight = lognormalWeight(rng, 0.3);
    v.serves = TRADE_SERVES[kind] ?? null;
    out.push(v);
  }
  return out;
}

/**
 * A few near-twins a real directory has: the same trade name registered in two metros, or a
 * company and its spin-off ("Precision Plumbing" / "Precision Plumbing & Drain").
 */
function addTwins(ctx: Ctx, locals: VendorModel[], n: number): void {
  const rng = ctx.rng;
  let made = 0;
  const ENT = /,? (LLC|Inc\.?|Co\.|Corp\.|LP|L\.L\.C\.|Ltd\.|PLLC)$/;
  for (let guard = 0; made < n && guard < n * 50; guard++) {
    const a = rng.pick(locals);
    const b = rng.pick(locals);
    if (a === b || a.cls !== 'local' || b.cls !== 'local' || a.kind !== b.kind) continue;
    const plain = a.name.replace(ENT, '');
    let newName: string;
    if (rng.chance(0.45) && a.metros[0] !== b.metros[0]) {
      // Same trade name, another metro, another entity.
      const ent = rng.pick(['Inc.', 'LLC', 'Co.', '']);
      newName = ent ? `${plain} ${ent}` : plain;
      if (newName === a.name) continue;
    } else {
      newName = `${plain} ${rng.pick(['& Drain', 'Services', 'Solutions', 'Pros', 'Group', `of ${b.home?.name ?? 'Texas'}`])}`;
      if (ctx.usedNames.has(vendorNorm(newName))) continue;
      ctx.usedNames.add(vendorNorm(newName));
    }
    b.name = newName;
    b.aliases = [];
    b.unlistedNames = [];
    if (b.domain) {
      b.domain = ctx.domainFor(newName.replace(ENT, ''), b.metros[0] ?? null);
      businessEmails(ctx, b, b.domain, null);
      b.web = `www.${b.domain}`;
    }
    made++;
  }
}

export function buildVendors(rng: Rng, portfolio: Portfolio): VendorBuild {
  const ctx = new Ctx(rng, portfolio);
  const utilities = buildUtilities(ctx);
  const nationals = buildNationals(ctx);
  const franchises = buildFranchises(ctx);
  const tax = buildTaxOffices(ctx);
  const hoas = buildHoas(ctx);
  const services = buildServices(ctx);
  const fixed = utilities.length + nationals.length + franchises.length + tax.length + hoas.length + services.length;
  const sole = 520;
  const locals = buildLocals(ctx, TOTAL_VENDORS - fixed - sole, sole);
  addTwins(ctx, locals, 60);
  const vendors = [...utilities, ...nationals, ...franchises, ...tax, ...hoas, ...services, ...locals];
  if (vendors.length !== TOTAL_VENDORS) throw new Error(`vendor count ${vendors.length}`);
  return { vendors, byId: new Map(vendors.map((v) => [v.id, v] as const)) };
}
