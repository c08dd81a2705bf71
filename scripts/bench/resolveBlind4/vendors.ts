/*
 * 5,000 vendors: regional utilities and national chains with per-property accounts, then local
 * trades people (companies and one-person shops with personal mailboxes).
 */
import { addrKey } from './addressFormat';
import type { Portfolio, Property } from './buildings';
import { CITIES, type Metro } from './geo';
import { AREA_CODES, BRAND_WORDS, EIN_PREFIX, FIRST_NAMES, GENERIC_WORDS, PO_CITIES, SURNAMES } from './names';
import type { Rng } from './rand';
import { TRADES, trade, type TradeKey } from './trades';

export interface Account {
  accountNumber: string;
  propertyId: string | null;
  unitId: string | null;
}

export interface Vendor {
  id: string;
  name: string;
  aliases: string[];
  senderEmails: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGlAccount: string | null;
  defaultPropertyId: string | null;
  accounts: Account[];
  trade: TradeKey;
  metros: Metro[];
  /** Utilities: the cities they serve. */
  cities: string[] | null;
  kind: 'utility' | 'national' | 'local' | 'person';
  domain: string | null;
  /** Addresses bills are really sent from (some unregistered). */
  fromAddresses: string[];
  header: { street: string; cityLine: string; phone: string };
  acctFormat: string;
  /** Legal / trade names a bill may print that are not in the directory's name or aliases. */
  printedExtra: string[];
  /** Regional siblings share a brand; their bills always show an account. */
  sibling: boolean;
}

const ALL_METROS: Metro[] = ['CHI', 'MKE', 'MSP', 'DET', 'CLE', 'PIT', 'PHL', 'BOS'];

interface Fixed {
  name: string;
  aliases: string[];
  domain: string;
  trade: TradeKey;
  cities?: string[];
  metros?: Metro[];
  fmt: string;
  remit: string;
  sibling?: boolean;
}

const F = (name: string, aliases: string[], domain: string, trade: TradeKey, where: string[] | Metro[], fmt: string, remit: string, sibling = false): Fixed => {
  const isMetro = where.every((w) => (ALL_METROS as string[]).includes(w));
  return isMetro ? { name, aliases, domain, trade, metros: where as Metro[], fmt, remit, sibling } : { name, aliases, domain, trade, cities: where as string[], fmt, remit, sibling };
};

const CHI_CITIES = ['Chicago', 'Evanston', 'Oak Park', 'Berwyn', 'Skokie'];
const CHI_SUBURBS = ['Evanston', 'Oak Park', 'Berwyn', 'Skokie'];

const FIXED: Fixed[] = [
  F('ComEd', ['Commonwealth Edison Company', 'ComEd, An Exelon Company'], 'comed.com', 'electric', CHI_CITIES, '##########', 'PO Box 6111, Carol Stream, IL 60197-6111'),
  F('Peoples Gas', ['The Peoples Gas Light and Coke Company', 'Peoples Gas Chicago'], 'peoplesgasdelivery.com', 'gas', ['Chicago'], '# #### #### ####', 'PO Box 6050, Carol Stream, IL 60197-6050'),
  F('Nicor Gas', ['Northern Illinois Gas Company'], 'nicorgas.com', 'gas', CHI_SUBURBS, '##-##-##-####-#', 'PO Box 5407, Carol Stream, IL 60197-5407'),
  F('City of Chicago - Utility Billing', ['City of Chicago Department of Finance', 'City of Chicago Water'], 'cityofchicago.org', 'water', ['Chicago'], '######-######', 'PO Box 6330, Chicago, IL 60680-6330'),
  F('City of Evanston Utilities', ['City of Evanston Water'], 'cityofevanston.org', 'water', ['Evanston'], '#######-##', '2100 Ridge Ave, Evanston, IL 60201'),
  F('Village of Oak Park Water & Sewer', ['Village of Oak Park'], 'oak-park.us', 'water', ['Oak Park'], '###-####-##', '123 Madison St, Oak Park, IL 60302'),
  F('City of Berwyn Water Department', ['City of Berwyn'], 'berwyn-il.gov', 'water', ['Berwyn'], '######', '6700 W 26th St, Berwyn, IL 60402'),
  F('Village of Skokie Water', ['Village of Skokie'], 'skokie.org', 'water', ['Skokie'], '#####-#####', 'PO Box 309, Skokie, IL 60076'),
  F('We Energies', ['Wisconsin Electric Power Company', 'WE Energies Inc'], 'we-energies.com', 'electric', ['Milwaukee', 'Wauwatosa'], '####-###-###', 'PO Box 90001, Milwaukee, WI 53290-0001'),
  F('Milwaukee Water Works', ['City of Milwaukee Water Works'], 'milwaukee.gov', 'water', ['Milwaukee'], '#########-#', 'PO Box 3268, Milwaukee, WI 53201-3268'),
  F('City of Wauwatosa Water Utility', ['City of Wauwatosa'], 'wauwatosa.net', 'water', ['Wauwatosa'], '#####-###', '7725 W North Ave, Wauwatosa, WI 53213'),
  F('Xcel Energy', ['Northern States Power Company', 'Northern States Power Co - Minnesota'], 'xcelenergy.com', 'electric', ['Minneapolis', 'St. Paul'], '##-########-#', 'PO Box 9477, Minneapolis, MN 55484-9477'),
  F('CenterPoint Energy', ['CenterPoint Energy Minnesota Gas', 'CenterPoint Energy Resources Corp'], 'centerpointenergy.com', 'gas', ['Minneapolis', 'St. Paul'], '########-#', 'PO Box 4671, Houston, TX 77210-4671'),
  F('City of Minneapolis Utility Billing', ['City of Minneapolis'], 'minneapolismn.gov', 'water', ['Minneapolis'], '#######-######', 'PO Box 77028, Minneapolis, MN 55480-7728'),
  F('Saint Paul Regional Water Services', ['SPRWS', 'St. Paul Regional Water'], 'stpaul.gov', 'water', ['St. Paul'], '######-####', '1900 Rice St, St. Paul, MN 55113'),
  F('DTE Energy', ['DTE Electric Company', 'Detroit Edison'], 'dteenergy.com', 'electric', ['Detroit', 'Ferndale', 'Royal Oak'], '9100 ### #### #', 'PO Box 740786, Cincinnati, OH 45274-0786'),
  F('Consumers Energy', ['Consumers Energy Company'], 'consumersenergy.com', 'gas', ['Ferndale', 'Royal Oak'], '1000 #### ####', 'PO Box 740309, Cincinnati, OH 45274-0309'),
  F('Detroit Water and Sewerage Department', ['DWSD', 'City of Detroit Water & Sewerage'], 'detroitmi.gov', 'water', ['Detroit'], '#######.###', 'PO Box 554899, Detroit, MI 48255-4899'),
  F('City of Ferndale Water', ['City of Ferndale'], 'ferndalemi.gov', 'water', ['Ferndale'], '####-#####', '300 E Nine Mile Rd, Ferndale, MI 48220'),
  F('City of Royal Oak Water & Sewer', ['City of Royal Oak'], 'romi.gov', 'water', ['Royal Oak'], '######-##', 'PO Box 64, Royal Oak, MI 48068'),
  F('The Illuminating Company', ['Cleveland Electric Illuminating Co', 'FirstEnergy - The Illuminating Company'], 'firstenergycorp.com', 'electric', ['Cleveland', 'Lakewood', 'Cleveland Heights'], '110 ### ### ###', 'PO Box 3638, Akron, OH 44309-3638'),
  F('Cleveland Public Power', ['CPP', 'City of Cleveland - Public Power'], 'clevelandohio.gov', 'electric', ['Cleveland'], '#######-###', 'PO Box 94540, Cleveland, OH 44101-4540'),
  F('Dominion Energy Ohio', ['The East Ohio Gas Company', 'Dominion East Ohio'], 'dominionenergy.com', 'gas', ['Cleveland', 'Lakewood', 'Cleveland Heights'], '#### #### ####', 'PO Box 26785, Richmond, VA 23261-6785'),
  F('Cleveland Water', ['City of Cleveland Division of Water'], 'clevelandohio.gov', 'water', ['Cleveland', 'Cleveland Heights'], '##########', 'PO Box 94540, Cleveland, OH 44101-4540'),
  F('City of Lakewood Utilities', ['City of Lakewood Division of Utility Billing'], 'lakewoodoh.net', 'water', ['Lakewood'], '#####-####', '12650 Detroit Ave, Lakewood, OH 44107'),
  F('Duquesne Light', ['Duquesne Light Company'], 'duqlight.com', 'electric', ['Pittsburgh'], '####-###-###', 'PO Box 371324, Pittsburgh, PA 15250-7324'),
  F('Peoples Natural Gas', ['Peoples Natural Gas Company LLC'], 'peoples-gas.com', 'gas', ['Pittsburgh'], '21########', 'PO Box 644760, Pittsburgh, PA 15264-4760'),
  F('Pittsburgh Water', ['PWSA', 'Pittsburgh Water and Sewer Authority'], 'pgh2o.com', 'water', ['Pittsburgh'], '######-######', 'PO Box 747055, Pittsburgh, PA 15274-7055'),
  F('PECO', ['PECO Energy Company', 'PECO, An Exelon Company'], 'peco.com', 'electric', ['Philadelphia', 'Upper Darby'], '#####-#####', 'PO Box 37629, Philadelphia, PA 19101-0629'),
  F('Philadelphia Gas Works', ['PGW'], 'pgworks.com', 'gas', ['Philadelphia'], '##########', 'PO Box 11700, Newark, NJ 07101-4700'),
  F('Philadelphia Water Department', ['City of Philadelphia Water Revenue Bureau', 'Water Revenue Bureau'], 'phila.gov', 'water', ['Philadelphia'], '###-#####-#####-###', 'PO Box 41496, Philadelphia, PA 19101-1496'),
  F('Aqua Pennsylvania', ['Aqua Pennsylvania Inc'], 'aquaamerica.com', 'water', ['Upper Darby'], '#########', 'PO Box 70279, Philadelphia, PA 19176-0279'),
  F('Eversource', ['Eversource Energy', 'NSTAR Electric Company'], 'eversource.com', 'electric', ['Boston', 'Cambridge', 'Somerville', 'Brookline'], '#### ### ####', 'PO Box 56007, Boston, MA 02205-6007'),
  F('National Grid', ['Boston Gas Company', 'National Grid USA'], 'nationalgrid.com', 'gas', ['Boston', 'Cambridge', 'Somerville', 'Brookline'], '#####-#####', 'PO Box 371382, Pittsburgh, PA 15250-7382'),
  F('Boston Water and Sewer Commission', ['BWSC'], 'bwsc.org', 'water', ['Boston'], '########', 'PO Box 55466, Boston, MA 02205-5466'),
  F('Cambridge Water Department', ['City of Cambridge Water'], 'cambridgema.gov', 'water', ['Cambridge'], '#####-###', '250 Fresh Pond Pkwy, Cambridge, MA 02138'),
  F('City of Somerville Water', ['City of Somerville'], 'somervillema.gov', 'water', ['Somerville'], '######', '93 Highland Ave, Somerville, MA 02143'),
  F('Town of Brookline Water & Sewer', ['Town of Brookline'], 'brooklinema.gov', 'water', ['Brookline'], '#####-##', '333 Washington St, Brookline, MA 02445'),
  F('Comcast Business', ['Comcast', 'Xfinity Communities'], 'comcast.com', 'telecom', ALL_METROS, '8771 ## ### #######', 'PO Box 37601, Philadelphia, PA 19101-0601'),
  F('AT&T', ['AT&T Business', 'AT&T Corp'], 'att.com', 'telecom', ['CHI', 'MKE', 'DET', 'CLE'], '###-###-#### ###', 'PO Box 5080, Carol Stream, IL 60197-5080'),
  F('Verizon', ['Verizon Business', 'Verizon Fios'], 'verizon.com', 'telecom', ['PHL', 'BOS', 'PIT'], '###-###-####-#####-##', 'PO Box 15124, Albany, NY 12212-5124'),
  F('Republic Services', ['Republic Services Inc', 'Allied Waste Services'], 'republicservices.com', 'waste', ALL_METROS, '3-####-#######', 'PO Box 9001099, Louisville, KY 40290-1099'),
  F('Lakeshore Recycling Systems', ['LRS'], 'lrsrecycles.com', 'waste', ['CHI'], '######', 'PO Box 1298, Morton Grove, IL 60053'),
  F('Groot Industries', ['Groot Recycling & Waste Services'], 'groot.com', 'waste', ['CHI'], '#####-###', 'PO Box 535233, Pittsburgh, PA 15253'),
  F('GFL Environmental', ['GFL Environmental USA'], 'gflenv.com', 'waste', ['DET', 'CLE', 'MKE'], '####-######', 'PO Box 791519, Baltimore, MD 21279'),
  F('Casella Waste Systems', ['Casella'], 'casella.com', 'waste', ['BOS', 'PIT'], '#######', 'PO Box 1372, Williston, VT 05495'),
  F('Otis Elevator Company', ['Otis'], 'otis.com', 'elevator', ALL_METROS, 'CN####', 'PO Box 730400, Dallas, TX 75373-0400'),
  F('Schindler Elevator Corporation', ['Schindler Elevator'], 'schindler.com', 'elevator', ALL_METROS, '#########', 'PO Box 93050, Chicago, IL 60673-3050'),
  F('KONE Inc.', ['KONE'], 'kone.com', 'elevator', ALL_METROS, '#######', 'PO Box 3491, Carol Stream, IL 60132-3491'),
  F('TK Elevator Corporation', ['thyssenkrupp Elevator', 'TKE'], 'tkelevator.com', 'elevator', ALL_METROS, '######-##', 'PO Box 933004, Atlanta, GA 31193-3004'),
  F('Orkin', ['Orkin LLC', 'Orkin Pest Control'], 'orkin.com', 'pest', ALL_METROS, '########', 'PO Box 7161, Pasadena, CA 91109-7161'),
  F('Terminix', ['Terminix Commercial'], 'terminix.com', 'pest', ALL_METROS, '#########', 'PO Box 742592, Cincinnati, OH 45274-2592'),
  F('Rose Pest Solutions', ['Rose Exterminator Co'], 'rosepestcontrol.com', 'pest', ['CHI', 'DET'], '#######', '414 Frontage Rd, Northfield, IL 60093'),
  F('Ehrlich Pest Control', ['Rentokil North America', 'J.C. Ehrlich Co'], 'jcehrlich.com', 'pest', ['PHL', 'PIT'], '########', 'PO Box 13848, Reading, PA 19612-3848'),
  F('CSC ServiceWorks', ['Coinmach', 'Mac-Gray Services'], 'cscsw.com', 'laundry', ALL_METROS, 'L-######', 'PO Box 415070, Boston, MA 02241-5070'),
  F('The Home Depot Pro', ['Home Depot Pro Institutional', 'HD Supply Facilities Maintenance'], 'homedepotpro.com', 'supply', ALL_METROS, '#########', 'PO Box 509058, San Diego, CA 92150-9058'),
  F('W.W. Grainger', ['Grainger'], 'grainger.com', 'supply', ALL_METROS, '##########', 'Dept 804460373, Palatine, IL 60038-0001'),
  F('Sherwin-Williams', ['The Sherwin-Williams Company'], 'sherwin.com', 'supply', ALL_METROS, '####-####-#', 'PO Box 6027, Cleveland, OH 44101'),
  F('Menards', ['Menard Inc'], 'menards.com', 'supply', ['CHI', 'MKE', 'MSP', 'DET', 'CLE'], '########', '5101 Menard Dr, Eau Claire, WI 54703'),
  F('Travelers', ['Travelers Property Casualty', 'The Travelers Indemnity Company'], 'travelers.com', 'insurance', ALL_METROS, '###-#########-###', 'PO Box 660317, Dallas, TX 75266-0317'),
  F('Cincinnati Insurance Company', ['The Cincinnati Insurance Companies'], 'cinfin.com', 'insurance', ['CHI', 'MKE', 'MSP', 'DET', 'CLE', 'PIT'], 'ECP #######', 'PO Box 145620, Cincinnati, OH 45250-5620'),
  F('Philadelphia Insurance Companies', ['Philadelphia Indemnity Insurance Company', 'PHLY'], 'phly.com', 'insurance', ALL_METROS, 'PHPK#######', 'PO Box 70251, Philadelphia, PA 19176-0251'),
  F('Erie Insurance', ['Erie Insurance Exchange'], 'erieinsurance.com', 'insurance', ['PIT', 'PHL', 'CLE'], 'Q## #######', '100 Erie Insurance Pl, Erie, PA 16530'),
  F('Johnson Controls Fire Protection', ['SimplexGrinnell', 'Johnson Controls Fire Protection LP'], 'jci.com', 'fire', ALL_METROS, '#######', 'Dept CH 10320, Palatine, IL 60055-0320'),
  F('ADT Commercial', ['ADT Security Services', 'ADT LLC'], 'adt.com', 'security', ALL_METROS, '#########', 'PO Box 382109, Pittsburgh, PA 15251-8109'),
];

const WM_STATES: [Metro, string][] = [['CHI', 'Illinois'], ['MKE', 'Wisconsin'], ['MSP', 'Minnesota'], ['DET', 'Michigan'], ['CLE', 'Ohio'], ['PIT', 'Pennsylvania'], ['PHL', 'Pennsylvania East'], ['BOS', 'Massachusetts']];
for (const [m, st] of WM_STATES) {
  FIXED.push(F(`Waste Management of ${st}`, [`WM of ${st}`], 'wm.com', 'waste', [m], '###-#######-####-#', `PO Box ${4640 + WM_STATES.findIndex((x) => x[1] === st) * 11}, Carol Stream, IL 60197`, true));
}

export function norm(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]/g, '')
    .replace(/\b(inc|llc|co|corp|corporation|company|ltd|the|pc|llp|lp)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function fmtDigits(rng: Rng, fmt: string): string {
  return fmt.replace(/#/g, () => String(rng.int(0, 9)));
}

export function buildVendors(rng: Rng, pf: Portfolio, nVendors: number): Vendor[] {
  MAILBOXES.clear();
  const vendors: Vendor[] = [];
  const cores = new Set<string>();
  const domains = new Set<string>(['lakelineres.com']);
  const acctSeen = new Set<string>();
  const propsByMetro = new Map<Metro, Property[]>();
  for (const p of pf.properties) propsByMetro.set(p.metro, [...(propsByMetro.get(p.metro) ?? []), p]);
  const propsByCity = new Map<string, Property[]>();
  for (const p of pf.properties) propsByCity.set(p.addr.city.name, [...(propsByCity.get(p.addr.city.name) ?? []), p]);

  const newAcct = (fmt: string): string => {
    for (;;) {
      const a = fmtDigits(rng, fmt);
      if (!acctSeen.has(a)) {
        acctSeen.add(a);
        return a;
      }
    }
  };
  const headerFor = (metro: Metro): Vendor['header'] => {
    const cities = CITIES.filter((c) => c.metro === metro);
    const c = rng.pick(cities);
    for (;;) {
      const s = rng.pick(c.streets);
      const n = rng.int(c.numLo, c.numHi) | 1;
      if (pf.keys.has(addrKey(String(n), s)) || pf.keys.has(addrKey(String(n - 1), s))) continue;
      const street = [String(n), s.pre, s.name, s.type, s.post].filter((x) => x).join(' ');
      return { street: rng.chance(0.3) ? `${street}, Unit ${rng.int(1, 12)}` : street, cityLine: `${c.name}, ${c.state} ${rng.pick(c.zips)}`, phone: phone(rng, metro) };
    }
  };

  // 1) utilities and national/regional chains
  for (const f of FIXED) {
    const metros = f.metros ?? [...new Set(CITIES.filter((c) => f.cities?.includes(c.name)).map((c) => c.metro))];
    const v: Vendor = {
      id: '', name: f.name, aliases: [...f.aliases], senderEmails: [`@${f.domain}`], remitTo: f.remit, taxId: rng.chance(0.5) ? `${rng.int(10, 99)}-${rng.digits(7)}` : null,
      defaultGlAccount: trade(f.trade).gl, defaultPropertyId: null, accounts: [], trade: f.trade, metros, cities: f.cities ?? null,
      kind: f.cities ? 'utility' : 'national', domain: f.domain, fromAddresses: [`ebill@${f.domain}`, `noreply@${f.domain}`, `billing@${f.domain}`],
      header: { street: f.remit, cityLine: '', phone: phone(rng, metros[0] as Metro) }, acctFormat: f.fmt, printedExtra: [], sibling: !!f.sibling,
    };
    if (f.domain === 'clevelandohio.gov') v.senderEmails = [f.trade === 'water' ? 'waterbilling@clevelandohio.gov' : 'cppbilling@clevelandohio.gov'];
    if (f.domain === 'wm.com') v.senderEmails = ['@wm.com'];
    for (const n of [f.name, ...f.aliases]) cores.add(norm(n));
    domains.add(f.domain);
    vendors.push(v);
  }
  // utility accounts: every property gets one account per service from one provider of its city
  const byKind = (k: TradeKey, city: string): Vendor[] => vendors.filter((v) => v.trade === k && v.cities?.includes(city));
  for (const p of pf.properties) {
    for (const k of ['electric', 'gas', 'water'] as TradeKey[]) {
      const vs = byKind(k, p.addr.city.name);
      if (vs.length === 0) continue;
      const v = rng.pick(vs);
      v.accounts.push({ accountNumber: newAcct(v.acctFormat), propertyId: p.id, unitId: null });
      if (k !== 'water') for (const u of p.units) if (rng.chance(k === 'electric' ? 0.12 : 0.04)) v.accounts.push({ accountNumber: newAcct(v.acctFormat), propertyId: p.id, unitId: u.id });
    }
  }
  // chains with service accounts
  for (const v of vendors) {
    if (v.kind !== 'national') continue;
    const pool = v.metros.flatMap((m) => propsByMetro.get(m) ?? []).filter((p) => servesKind(v.trade, p));
    const share = v.trade === 'telecom' ? 0.12 : v.trade === 'waste' ? (v.sibling ? 0.3 : 0.12) : v.trade === 'elevator' ? 0.25 : v.trade === 'supply' ? 0 : 0.08;
    for (const p of pool) if (rng.chance(share)) v.accounts.push({ accountNumber: newAcct(v.acctFormat), propertyId: p.id, unitId: null });
    if (v.trade === 'supply') v.accounts.push({ accountNumber: newAcct(v.acctFormat), propertyId: null, unitId: null });
  }

  // 2) local vendors per trade; 'general' takes the remainder
  const plan: [TradeKey, number][] = TRADES.filter((t) => t.key !== 'general' && t.vendors > 0).map((t) => [t.key, t.vendors]);
  const planned = plan.reduce((s, [, n]) => s + n, 0);
  plan.push(['general', nVendors - vendors.length - planned]);
  for (const [tk, n] of plan) {
    const t = trade(tk);
    for (let i = 0; i < n; i++) {
      const metro = rng.weighted(ALL_METROS.map((m) => [m, (propsByMetro.get(m) ?? []).length] as const));
      const person = rng.chance(t.person);
      const { name, aliases, extra } = localName(rng, tk, metro, person, cores);
      const domain = person ? null : makeDomain(rng, name, domains);
      const personal = personalMail(rng, name, aliases);
      const reg: string[] = [];
      const from: string[] = [];
      if (domain) {
        const locals = ['billing', 'ar', 'office', 'invoices', 'accounting', 'info', 'service', 'admin'];
        const a = `${rng.pick(locals)}@${domain}`;
        const b = `${rng.pick(locals)}@${domain}`;
        const r = rng.next();
        if (r < 0.45) reg.push(`@${domain}`);
        else if (r < 0.85) reg.push(a);
        else if (r < 0.93) reg.push(a, personal);
        from.push(a, b, `${rng.pick(FIRST_NAMES).toLowerCase()}@${domain}`);
        if (rng.chance(0.15)) from.push(personal);
      } else {
        if (rng.chance(0.85)) reg.push(personal);
        from.push(personal);
      }
      const remitR = rng.next();
      const header = headerFor(metro);
      const remit = remitR < 0.4 ? poBox(rng, metro) : remitR < 0.55 ? `${header.street}, ${header.cityLine}` : null;
      const ein = rng.chance(person ? 0.15 : 0.75) ? `${rng.pick(EIN_PREFIX[metro])}-${rng.digits(7)}` : null;
      const v: Vendor = {
        id: '', name, aliases, senderEmails: reg, remitTo: remit, taxId: ein && rng.chance(0.1) ? ein.replace('-', '') : ein,
        defaultGlAccount: rng.chance(0.8) ? t.gl : null, defaultPropertyId: null, accounts: [], trade: tk, metros: [metro], cities: null,
        kind: person ? 'person' : 'local', domain, fromAddresses: from, header, acctFormat: rng.pick(['#####', '####-##', 'C-####', '######']), printedExtra: extra, sibling: false,
      };
      if (t.accounts) {
        const pool = (propsByMetro.get(metro) ?? []).filter((p) => servesKind(tk, p));
        const nAcc = rng.int(0, 12);
        for (let k = 0; k < nAcc && pool.length; k++) {
          const p = rng.pick(pool);
          if (v.accounts.some((a) => a.propertyId === p.id)) continue;
          v.accounts.push({ accountNumber: newAcct(`${v.acctFormat}`), propertyId: p.id, unitId: null });
        }
      }
      if (rng.chance(0.03)) v.defaultPropertyId = rng.pick((propsByMetro.get(metro) ?? []).filter((p) => servesKind(tk, p))).id;
      vendors.push(v);
    }
  }
  vendors.forEach((v, i) => (v.id = `V-${String(70001 + i)}`));
  return vendors;
}

export function servesKind(tk: TradeKey, p: Property): boolean {
  const big = p.units.length >= 8;
  switch (tk) {
    case 'elevator':
      return p.kind === 'midrise' || (p.kind === 'condo' && p.units.length >= 20);
    case 'waste':
      // The City of Chicago collects from buildings of four units or fewer.
      return p.addr.city.name !== 'Chicago' || p.units.length > 4;
    case 'laundry':
    case 'fire':
    case 'security':
      return big;
    case 'window':
      return big || p.kind === 'mixedUse';
    case 'accounting':
      return p.kind === 'condo';
    default:
      return true;
  }
}

function phone(rng: Rng, metro: Metro): string {
  return `(${rng.pick(AREA_CODES[metro])}) ${rng.int(201, 989)}-${rng.digits(4)}`;
}

function poBox(rng: Rng, metro: Metro): string {
  const [city, zip] = rng.pick(PO_CITIES[metro]).split(/ (?=\d{5}$)/) as [string, string];
  const box = rng.int(100, 99999);
  const r = rng.next();
  if (r < 0.6) return `PO Box ${box}, ${city} ${zip}-${rng.digits(4)}`;
  if (r < 0.85) return `Dept ${rng.int(1000, 9999)}, PO Box ${box}, ${city} ${zip}`;
  return `Lockbox ${rng.int(10000, 999999)}, PO Box ${box}, ${city} ${zip}`;
}

const SUFFIXES = ['', '', '', ' Inc.', ' Inc.', ' LLC', ' LLC', ' Co.', ' Corp.', ' & Sons', ' Bros.', ' Ltd.'];

function localName(rng: Rng, tk: TradeKey, metro: Metro, person: boolean, cores: Set<string>): { name: string; aliases: string[]; extra: string[] } {
  const t = trade(tk);
  for (let tries = 0; ; tries++) {
    const sur = rng.pick(SURNAMES);
    const first = rng.pick(FIRST_NAMES);
    let name: string;
    const aliases: string[] = [];
    const extra: string[] = [];
    if (tk === 'legal') {
      const s2 = rng.pick(SURNAMES);
      name = rng.pick([`${sur} & ${s2} LLP`, `Law Offices of ${first} ${sur}`, `${sur} ${s2} & Associates, P.C.`, `${sur} Law Group`, `${sur} & ${s2}, Ltd.`]);
    } else if (tk === 'insurance') {
      name = rng.pick([`${sur} Insurance Agency`, `${rng.pick(BRAND_WORDS[metro])} Insurance Group`, `${sur} & Associates Insurance`, `${sur}-${rng.pick(SURNAMES)} Insurance Services`]);
    } else if (tk === 'accounting') {
      name = rng.pick([`${sur} & Associates CPAs`, `${sur} CPA Group`, `${sur}, ${rng.pick(SURNAMES)} & Co. CPAs`]);
    } else if (person) {
      name = `${first} ${sur}`;
      if (rng.chance(0.5)) aliases.push(`${rng.chance(0.5) ? sur : first} ${rng.pick(t.words)}`);
    } else {
      const w = rng.pick(t.words);
      const r = rng.next();
      const lead = r < 0.5 ? sur : r < 0.72 ? rng.pick(BRAND_WORDS[metro]) : r < 0.88 ? rng.pick(GENERIC_WORDS) : rng.pick(['A&J', 'JRM', 'D&M', 'K&B', 'R.J.', 'T&T', 'M.P.', 'B&G', 'S&K', 'JP']);
      name = `${lead} ${w}${rng.pick(SUFFIXES)}`;
      if (rng.chance(0.12)) aliases.push(`${first} ${sur}`);
      else if (rng.chance(0.1)) extra.push(`${lead} ${w} & ${rng.pick(['Sewer', 'Remodeling', 'Supply', 'Services'])} Inc.`);
    }
    const all = [name, ...aliases].map(norm);
    if (all.some((c) => cores.has(c)) || new Set(all).size !== all.length) {
      if (tries > 50) throw new Error('vendor names exhausted');
      continue;
    }
    for (const c of all) cores.add(c);
    return { name, aliases, extra };
  }
}

function makeDomain(rng: Rng, name: string, domains: Set<string>): string {
  const base = norm(name).replace(/\b(and|of|law|offices)\b/g, '').replace(/[^a-z0-9]/g, '').slice(0, 22);
  for (const tld of ['.com', rng.chance(0.5) ? '.net' : '.biz', 'chi.com', 'inc.com', 'co.com', '1.com', '2.com']) {
    const d = base + tld;
    if (!domains.has(d)) {
      domains.add(d);
      return d;
    }
  }
  const d = `${base}${rng.digits(4)}.com`;
  domains.add(d);
  return d;
}

const MAILBOXES = new Set<string>();

function personalMail(rng: Rng, name: string, aliases: string[]): string {
  for (;;) {
    const m = personalMail1(rng, name, aliases);
    if (!MAILBOXES.has(m)) {
      MAILBOXES.add(m);
      return m;
    }
  }
}

function personalMail1(rng: Rng, name: string, aliases: string[]): string {
  const parts = (aliases[0] && rng.chance(0.3) ? aliases[0] : name).toLowerCase().replace(/[^a-z ]/g, '').split(' ').filter(Boolean);
  const user = rng.chance(0.5) ? parts.join('.') : (parts[0]?.[0] ?? 'x') + parts.slice(1).join('') + rng.digits(2);
  return `${user}@${rng.pick(['gmail.com', 'gmail.com', 'gmail.com', 'yahoo.com', 'comcast.net', 'att.net', 'outlook.com', 'aol.com'])}`;
}
