/** National service brands, the associations the client pays dues to, and county tax collectors. */
import { line } from './addrBook';
import { type Region } from './cityTypes';
import { type PropM, type UnitM, type VendorM } from './model';
import { nationalDefs } from './nationalDefs';
import { type Rng } from './rng';
import { cities } from './theme';
import { type Trade, tradeByKey } from './trades';
import { AcctMaker, addAcct, blankVendor, pipe, taxId } from './vendorKit';

export function eligible(t: Trade, p: PropM): boolean {
  if (t.kinds && !t.kinds.includes(p.kind)) return false;
  if (t.regions && !t.regions.includes(p.city.region)) return false;
  if (t.needs === 'pool' && !p.hasPool) return false;
  if (t.needs === 'elevator' && !p.hasElevator) return false;
  return true;
}

export function buildNationals(rng: Rng, props: PropM[], nextId: () => string): VendorM[] {
  return nationalDefs.filter((d) => d.trade !== 'trash').map((d) => {
    const t = tradeByKey.get(d.trade);
    if (!t) throw new Error(`no trade ${d.trade}`);
    const v = blankVendor(nextId(), d.name, { kind: 'national', style: t.style === 'workorder' ? 'workorder' : t.style, trade: t.key, gl: d.gl ?? t.gl, altGl: t.alt, city: null, unitP: d.unitP ?? t.unitP, items: d.items ? pipe(d.items) : t.items });
    v.aliases = rng.sample(pipe(d.aliases), rng.int(1, 3));
    v.sendsFrom = pipe(d.sends);
    v.senderEmails = rng.chance(0.8) ? pipe(d.dir) : rng.sample(pipe(d.sends), 1);
    v.remitTo = d.remit;
    v.taxId = rng.chance(0.5) ? taxId(rng) : null;
    v.phone = `(${rng.pick(['800', '866', '877', '888'])}) ${rng.int(200, 989)}-${rng.digits(4)}`;
    const mk = new AcctMaker(rng.fork(`acct:${d.name}`), d.pat);
    for (const p of props) {
      if (d.regions && !d.regions.includes(p.city.region)) continue;
      if (!eligible({ ...t, regions: undefined, kinds: d.kinds ?? t.kinds }, p) || !rng.chance(d.share)) continue;
      v.serves.push(p);
      if (rng.chance(d.acctP)) addAcct(v, mk, p, null, null);
    }
    return v;
  });
}

const hoaMgrs: Record<Region, [string, string, string][]> = {
  ohio: [['Towne Properties', 'towneprop.com', 'PO Box 429, Cincinnati, OH 45201-0429'], ['Associa Ohio', 'associa.us', 'PO Box 98034, Phoenix, AZ 85038-0034'], ['Kaiser Property Management', 'kaiserpm.com', 'PO Box 1306, Columbus, OH 43216-1306']],
  midsouth: [['Ghertner & Company', 'ghertner.com', 'PO Box 23338, Nashville, TN 37202-3338'], ['FirstService Residential', 'fsresidential.com', 'PO Box 62108, Phoenix, AZ 85082-2108'], ['Associa Mid-South', 'associa.us', 'PO Box 98034, Phoenix, AZ 85038-0034']],
  gulf: [['Sentry Management', 'sentrymgt.com', 'PO Box 628204, Orlando, FL 32862-8204'], ['Leland Management', 'lelandmanagement.com', 'PO Box 105007, Atlanta, GA 30348-5007'], ['FirstService Residential', 'fsresidential.com', 'PO Box 62108, Phoenix, AZ 85082-2108'], ['Castle Group', 'castlegroup.com', 'PO Box 98151, Phoenix, AZ 85038-0151']],
  valley: [['Associa Northern California', 'associa.us', 'PO Box 98034, Phoenix, AZ 85038-0034'], ['Sierra Community Management', 'sierracm.com', 'PO Box 5190, Sacramento, CA 95817-0190'], ['FirstService Residential', 'fsresidential.com', 'PO Box 62108, Phoenix, AZ 85082-2108']],
};

export function buildHoas(rng: Rng, props: PropM[], nextId: () => string): VendorM[] {
  const out: VendorM[] = [];
  for (const p of props) {
    if (!(p.kind === 'condo' ? rng.chance(0.5) : p.kind === 'townhome' ? rng.chance(0.3) : false)) continue;
    const word = p.kind === 'condo' ? rng.pick(['Condominium Association', 'Condominium Association, Inc.', 'Condo Owners Association']) : rng.pick(['Homeowners Association, Inc.', 'HOA', 'Owners Association', 'Community Association']);
    const [mgr, dom, box] = rng.pick(hoaMgrs[p.city.region]);
    const v = blankVendor(nextId(), `${p.shortName} ${word}`, { kind: 'hoa', style: 'hoa', trade: 'hoa', gl: '6530', altGl: ['6545'], city: p.city, unitP: 1, items: ['Monthly assessment', 'Quarterly assessment', 'Special assessment - roof', 'Late fee', 'Reserve contribution'] });
    v.aliases = [`${p.shortName} ${p.kind === 'condo' ? 'COA' : 'HOA'}`, ...(rng.chance(0.4) ? [`${p.shortName} Assn c/o ${mgr}`] : [])];
    const first = `${rng.pick(['accounting', 'ar', 'billing', 'assessments', 'statements'])}@${dom}`;
    v.sendsFrom = [first];
    v.senderEmails = rng.chance(0.5) ? [first] : rng.chance(0.5) ? [`@${dom}`] : [];
    v.remitTo = `${p.shortName} ${p.kind === 'condo' ? 'COA' : 'HOA'}, c/o ${mgr}, ${box}`;
    v.defaultProp = p;
    v.serves = [p];
    v.phone = `(${rng.pick(p.city.areaCodes)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
    const initials = p.shortName.split(' ').map((w) => w[0] ?? '').join('').toUpperCase().slice(0, 3);
    const style = rng.int(0, 2);
    const mk = new AcctMaker(rng.fork(`hoa:${p.dir.id}`), '######');
    for (const u of p.units) {
      const number = style === 0 ? `${initials}${u.dir.unit.replace(/[^A-Za-z0-9]/g, '')}` : style === 1 ? `${rng.digits(4)}-${u.dir.unit.replace(/\s+/g, '')}` : mk.next();
      v.accts.push({ number, prop: p, unit: u, meter: null, site: null });
    }
    out.push(v);
  }
  return out;
}

const taxDefs: [string, string, string, string, string][] = [
  ['CIN', 'Hamilton County Treasurer', '###-####-####-00', '138 E Court St Room 402, Cincinnati, OH 45202', ''],
  ['COL', 'Franklin County Treasurer', '###-######-00', '373 S High St 17th Floor, Columbus, OH 43215', 'treasurer@franklincountyohio.gov'],
  ['DAY', 'Montgomery County Treasurer', 'R72 #####  ####', '451 W Third St, Dayton, OH 45422', ''],
  ['LOU', "Jefferson County Sheriff's Office - Property Tax", '####-####-####', 'PO Box 70300, Louisville, KY 40270-0300', ''],
  ['LEX', 'Fayette County Sheriff', '#####-###', '150 N Limestone Suite 265, Lexington, KY 40507', ''],
  ['IND', 'Marion County Treasurer', '49-##-##-###-###.000-###', '200 E Washington St Suite 1001, Indianapolis, IN 46204', 'treasurer@indy.gov'],
  ['NSH', 'Metropolitan Trustee - Davidson County', '### ## 0 ###.00', 'PO Box 196358, Nashville, TN 37219-6358', ''],
  ['MEM', 'Shelby County Trustee', '#####0 #####', 'PO Box 2751, Memphis, TN 38101-2751', 'trustee@shelbycountytn.gov'],
  ['STL', 'Collector of Revenue - City of St. Louis', '####-##-####.#', '1200 Market St Room 110, St. Louis, MO 63103', ''],
  ['KCM', 'Jackson County Collection Department', '##-###-##-##-##-#-00-000', '415 E 12th St, Kansas City, MO 64106', ''],
  ['TPA', 'Hillsborough County Tax Collector', 'A########.####', 'PO Box 30012, Tampa, FL 33630-3012', 'noreply@hillstax.org'],
  ['SPT', 'Pinellas County Tax Collector', '##-##-##-#####-###-####', 'PO Box 31149, Tampa, FL 33631-3149', 'noreply@taxcollect.com'],
  ['SRQ', 'Sarasota County Tax Collector', '##########', '101 S Washington Blvd, Sarasota, FL 34236', ''],
  ['FMY', 'Lee County Tax Collector', '##-##-##-##-#####.####', 'PO Box 1609, Fort Myers, FL 33902-1609', 'noreply@leetc.com'],
  ['ORL', 'Orange County Tax Collector', '##-##-##-####-##-###', 'PO Box 545100, Orlando, FL 32854-5100', ''],
  ['JAX', 'Duval County Tax Collector', '######-####', '231 E Forsyth St Room 130, Jacksonville, FL 32202', ''],
  ['SAC', 'Sacramento County Tax Collector', '###-####-###-####', 'PO Box 508, Sacramento, CA 95812-0508', ''],
  ['FAT', 'Fresno County Treasurer-Tax Collector', '###-###-##', 'PO Box 1192, Fresno, CA 93715-1192', ''],
  ['SCK', 'San Joaquin County Treasurer-Tax Collector', '###-###-##', 'PO Box 2169, Stockton, CA 95201-2169', ''],
  ['BFL', 'Kern County Treasurer-Tax Collector', '###-###-##-##-#', 'PO Box 541004, Los Angeles, CA 90054-1004', ''],
];

export function buildTax(rng: Rng, props: PropM[], nextId: () => string): VendorM[] {
  return taxDefs.map(([code, name, pat, remit, mail]) => {
    const v = blankVendor(nextId(), name, { kind: 'tax', style: 'tax', trade: 'tax', gl: '6520', altGl: ['6545'], city: cities.find((c) => c.code === code) ?? null, unitP: 0, items: ['First half real estate tax', 'Second half real estate tax', 'Special assessment', 'Delinquent penalty'] });
    v.remitTo = remit;
    v.sendsFrom = mail ? [mail] : [];
    v.senderEmails = mail && rng.chance(0.5) ? [mail] : [];
    v.aliases = [name.replace('County', 'Co.'), name.toUpperCase()].slice(0, rng.int(1, 2));
    const mk = new AcctMaker(rng.fork(`tax:${code}`), pat);
    const mine = props.filter((p) => p.city.code === code || (code === 'FMY' && p.city.code === 'CAP'));
    for (const p of mine) {
      v.serves.push(p);
      if (p.kind === 'scattered') {
        const seen = new Map<string, UnitM[]>();
        for (const u of p.units) if (u.addr) seen.set(line(u.addr), [...(seen.get(line(u.addr)) ?? []), u]);
        for (const us of seen.values()) addAcct(v, mk, p, us.length === 1 ? (us[0] as UnitM) : null, null, us.length === 1 ? null : (us[0] as UnitM).addr);
      } else {
        addAcct(v, mk, p, null, null);
        for (const b of p.buildings.slice(1)) addAcct(v, mk, p, null, null, b);
      }
    }
    return v;
  });
}
