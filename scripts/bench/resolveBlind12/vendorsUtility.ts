/**
 * Utilities and public bodies: electric and gas companies (the same brand split into several vendor
 * records by state or service, as AP systems keep them), municipal water/sewer/trash (coded per
 * line), cable, haulers, heating oil and propane dealers, tax collectors and rental registries.
 */
import { type GenProp, type GenUnit, type GenVendor, type PropKind } from './model';
import { NEW_ENGLAND, PLACES, type Place } from './places';
import { type Portfolio } from './properties';
import { type Rng } from './random';
import { makeVendor, newAccount } from './vendorCommon';
import { FORMS, PLACE_WORDS, SURNAMES } from './names';

export interface Ctx {
  rng: Rng;
  pf: Portfolio;
  used: Set<string>;
  accounts: Map<GenVendor, Set<string>>;
  byPlace: Map<string, GenProp[]>;
  housesByPlace: Map<string, GenUnit[]>;
  /** Vendor names taken so far (lower case): generated names never repeat by accident. */
  names: Set<string>;
}

/** Takes a name if it is free. */
export function claim(ctx: Ctx, name: string): boolean {
  const k = name.toLowerCase();
  if (ctx.names.has(k)) return false;
  ctx.names.add(k);
  return true;
}

export const placeKey = (p: Place): string => `${p.city} ${p.state}`;

export function relate(ctx: Ctx, v: GenVendor, prop: GenProp, unit: GenUnit | null, withAccount: boolean, unlistedChance = 0.06): void {
  let taken = ctx.accounts.get(v);
  if (!taken) ctx.accounts.set(v, (taken = new Set()));
  const code = v.acctPattern === 'CODE' && unit?.label.k === 'house' ? unit.label.code : null;
  const account = !withAccount ? null : code ?? newAccount(ctx.rng, v, taken);
  v.relations.push({ prop, unit, account, unlisted: account !== null && ctx.rng.chance(unlistedChance) });
}

function places(spec: string): Place[] {
  if (spec.startsWith('@')) return PLACES.filter((p) => spec.slice(1).split(',').includes(p.metro));
  return spec.split(';').map((s) => {
    const found = PLACES.find((p) => placeKey(p) === s.trim());
    if (!found) throw new Error(`unknown place ${s}`);
    return found;
  });
}

type UKind = 'electric' | 'gas' | 'cable';
/** name|domain|places|account pattern|remit metro (or '-' national)|aliases */
const UTILITIES: Record<UKind, readonly string[]> = {
  electric: [
    'Eversource Energy|eversource.com|Boston MA;Cambridge MA;Somerville MA;Brookline MA;Newton MA;Arlington MA;Chelsea MA;Burlington MA;Barnstable MA;Framingham MA;Springfield MA;Amherst MA;Pittsfield MA|#### ### ####|BOS|Eversource;NSTAR Electric',
    'Eversource Energy - CT|eversource.com|Hartford CT;West Hartford CT;New Britain CT;Manchester CT;East Hartford CT;Middletown CT;Mansfield CT;Stamford CT;New London CT|#### ### ####|HFD|Eversource;CL&P',
    'Eversource Energy - NH|eversource.com|Manchester NH;Nashua NH;Dover NH;Durham NH;Portsmouth NH;Keene NH|#### ### ####|MHT|Eversource;PSNH',
    'National Grid - MA Electric|nationalgrid.com|Medford MA;Malden MA;Everett MA;Quincy MA;Watertown MA;Waltham MA;Lynn MA;Salem MA;Lowell MA;Lawrence MA;Franklin MA;Worcester MA;Leominster MA;Northampton MA;Williamstown MA|#####-#####|BOS|National Grid;Massachusetts Electric Company',
    'Unitil - Fitchburg Gas & Electric|unitil.com|Fitchburg MA;Concord NH|##########|MHT|Unitil',
    'Holyoke Gas & Electric|hged.com|Holyoke MA|######-###|WMA|HG&E',
    'Concord Municipal Light Plant|concordma.gov|Concord MA|#####-##|BOS|CMLP',
    'Rhode Island Energy - Electric|rienergy.com|@PVD|#####-#####|PVD|Rhode Island Energy;RI Energy',
    'United Illuminating|uinet.com|New Haven CT;Hamden CT;West Haven CT;Bridgeport CT|###-####-####|NHV|UI;The United Illuminating Company',
    'Central Maine Power|cmpco.com|Portland ME;South Portland ME;Westbrook ME;Lewiston ME|####-####-###|PWM|CMP',
    'Versant Power|versantpower.com|Bangor ME;Orono ME|##########|PWM|Emera Maine',
    'Burlington Electric Department|burlingtonelectric.com|Burlington VT|#####-#|BTV|BED',
    'Green Mountain Power|greenmountainpower.com|Winooski VT;South Burlington VT;Montpelier VT;Rutland VT|##########|BTV|GMP',
    'Liberty Utilities - NH Electric|libertyenergyutilities.com|Salem NH;Hanover NH|#########|MHT|Liberty',
    'Georgia Power|southernco.com|@ATL|#####-#####|ATL|Georgia Power Company',
    'Duke Energy Carolinas|duke-energy.com|@CLT|#### #### ####|CLT|Duke Energy',
    'APS|aps.com|Glendale AZ;Peoria AZ;Surprise AZ;Goodyear AZ;Avondale AZ;Buckeye AZ|##########|PHX|Arizona Public Service',
    'SRP|srpnet.com|Phoenix AZ;Mesa AZ;Chandler AZ;Gilbert AZ|###-###-###|PHX|Salt River Project',
    'TXU Energy|txu.com|@DFW|########-#|DFW|TXU',
    'Tampa Electric|tecoenergy.com|Tampa FL;Brandon FL;Riverview FL;Plant City FL;Ruskin FL;Valrico FL;Seffner FL|#########-##|TPA|TECO;TECO Tampa Electric',
    'Duke Energy Florida|duke-energy.com|Wesley Chapel FL;Lutz FL;Land O Lakes FL;Zephyrhills FL|#### #### ####|TPA|Duke Energy',
    'AES Indiana|aesindiana.com|Indianapolis IN;Lawrence IN;Avon IN;Plainfield IN;Brownsburg IN;Greenwood IN;Franklin IN|###-###-###|IND|AES;Indianapolis Power & Light',
    'Duke Energy Indiana|duke-energy.com|Fishers IN;Carmel IN;Noblesville IN;Westfield IN;McCordsville IN|#### #### ####|IND|Duke Energy',
  ],
  gas: [
    'National Grid - Boston Gas|nationalgrid.com|Boston MA;Brookline MA;Medford MA;Malden MA;Quincy MA;Watertown MA;Waltham MA;Lynn MA;Salem MA;Framingham MA;Newton MA|#####-#####|BOS|National Grid;Boston Gas Company',
    'National Grid - Colonial Gas|nationalgrid.com|Lowell MA;Barnstable MA|#####-#####|BOS|National Grid;Colonial Gas Company',
    'Eversource Gas of Massachusetts|eversource.com|Cambridge MA;Somerville MA;Arlington MA;Worcester MA;Springfield MA;Lawrence MA;Franklin MA;Leominster MA|#### ### ####|BOS|Eversource;NSTAR Gas',
    'Berkshire Gas|berkshiregas.com|Pittsfield MA;Williamstown MA;Northampton MA;Amherst MA|#######-###|WMA|Berkshire Gas Company',
    'Rhode Island Energy - Gas|rienergy.com|@PVD|#####-#####|PVD|Rhode Island Energy;RI Energy',
    'Connecticut Natural Gas|cngcorp.com|Hartford CT;West Hartford CT;East Hartford CT|###########|HFD|CNG',
    'Yankee Gas - Eversource|eversource.com|New Britain CT;Manchester CT;Middletown CT;Mansfield CT;Stamford CT|#### ### ####|HFD|Eversource;Yankee Gas',
    'Southern Connecticut Gas|soconngas.com|New Haven CT;Hamden CT;West Haven CT;Bridgeport CT|###########|NHV|SCG',
    'Unitil - Northern Utilities|unitil.com|Portland ME;South Portland ME;Westbrook ME;Lewiston ME;Portsmouth NH;Dover NH|##########|PWM|Unitil',
    'Bangor Natural Gas|bangorgas.com|Bangor ME;Orono ME|######|PWM|',
    'Vermont Gas Systems|vgsvt.com|Burlington VT;Winooski VT;South Burlington VT|#######|BTV|VGS;Vermont Gas',
    'Liberty Utilities - EnergyNorth Gas|libertyenergyutilities.com|Manchester NH;Nashua NH;Concord NH;Keene NH|#########|MHT|Liberty;EnergyNorth',
    'Atlanta Gas Light - SCANA Energy|scanaenergy.com|@ATL|#######-###|ATL|SCANA Energy',
    'Piedmont Natural Gas|piedmontng.com|@CLT|#### #### ###|CLT|Piedmont',
    'Southwest Gas|swgas.com|@PHX|###-#######-###|PHX|SWG',
    'Atmos Energy|atmosenergy.com|@DFW|##########|DFW|Atmos',
    'TECO Peoples Gas|peoplesgas.com|@TPA|#########-##|TPA|Peoples Gas',
    'CenterPoint Energy|centerpointenergy.com|Fishers IN;Carmel IN;Noblesville IN;Westfield IN|########|IND|Vectren',
  ],
  cable: [
    'Comcast Business|comcast.com|@BOS,WOR,WMA,HFD,NHV,BTV,MHT,ATL,IND,TPA|#### ## ### #######|-|Xfinity;Comcast',
    'Verizon Fios|verizon.com|@BOS,PVD|###-####-####-##|-|Verizon',
    'Astound Broadband|astound.com|Boston MA;Somerville MA;Cambridge MA;Arlington MA;Lowell MA|##########|-|RCN;Astound Broadband powered by RCN',
    'Spectrum Business|charter.com|@PWM,CLT,DFW|#### ######## ####|-|Charter Spectrum;Spectrum',
    'Cox Business|cox.com|@PVD,PHX|### ######## ####|-|Cox Communications',
    'Consolidated Communications|consolidated.com|@BTV,PWM,MHT|###-###-####-###|-|FairPoint;Consolidated',
    'AT&T|att.com|@ATL,CLT,DFW,IND|###-###-#### ###|-|AT&T U-verse;ATT',
  ],
};
const LINES: Record<UKind | 'trash' | 'oil' | 'propane', string[]> = {
  electric: ['Delivery Services', 'Supplier Services', 'Customer Charge', 'Distribution Charge', 'Transition Charge', 'Energy Efficiency Charge', 'Generation Service'],
  gas: ['Gas Supply Charge', 'Delivery Charge', 'Customer Charge', 'Distribution Adjustment'],
  cable: ['Business Internet 300 Mbps', 'Equipment Fee', 'Static IP', 'TV Select', 'Voice Line'],
  trash: ['Dumpster service 6 yd 2x weekly', 'Recycling toter service', 'Fuel/environmental surcharge', 'Extra pickup', 'Container rental'],
  oil: ['#2 Heating Oil', 'Burner service contract', 'Automatic delivery', 'Tank inspection'],
  propane: ['Propane delivery', 'Tank rental', 'Leak check'],
};
const GL: Record<UKind, string> = { electric: '6600', gas: '6610', cable: '6670' };
const SHARE: Record<PropKind, number> = { triple: 0.55, apartment: 0.85, student: 0.9, rooming: 0.95, senior: 1, mixed: 0.85, sfr: 0 };

/** Water/sewer bodies: name|places|pattern|Desc=GL,... (others default to "<City> Water & Sewer"). */
const WATER = [
  'Boston Water and Sewer Commission|Boston MA|#######-##|Water Charge=6630,Sewer Charge=6635,Stormwater Charge=6640',
  'Cambridge Water Department|Cambridge MA|###-####-###|Water=6630,Sewer=6635', 'City of Somerville Water & Sewer|Somerville MA|######-##|Water Usage=6630,Sewer Usage=6635',
  'Lowell Regional Water Utility|Lowell MA|#####-###|Water=6630,Sewer=6635,Trash Fee=6650', 'Worcester DPW - Water & Sewer|Worcester MA|######-######|Water=6630,Sewer=6635,Hydrant Fee=6430',
  'Springfield Water and Sewer Commission|Springfield MA|#######|Water=6630,Wastewater=6635', 'Barnstable - Hyannis Water System|Barnstable MA|0#####-###|Water=6630,Base Charge=6630',
  'Providence Water|Providence RI;Cranston RI|#######-##|Water Consumption=6630,Customer Charge=6630,Fire Service Charge=6430',
  'Narragansett Bay Commission|Pawtucket RI;Woonsocket RI|##########|Sewer Use Fee=6635,Fixed Charge=6635',
  'Kent County Water Authority|Warwick RI|#####-#####|Water=6630,Meter Charge=6630',
  'The Metropolitan District|Hartford CT;West Hartford CT;East Hartford CT|###-####-#####|Water Consumption=6630,Sewer Service Charge=6635,Customer Service Charge=6630',
  'Connecticut Water Company|Mansfield CT;Middletown CT|##########|Water=6630,Service Charge=6630',
  'South Central Connecticut Regional Water Authority|New Haven CT;Hamden CT;West Haven CT|#######-######|Water=6630,Customer Charge=6630,Sewer (GNHWPCA)=6635',
  'Aquarion Water Company|Bridgeport CT;Stamford CT|#########|Water=6630,Water Infrastructure Surcharge=6630',
  'Portland Water District|Portland ME;South Portland ME;Westbrook ME|########-##|Water=6630,Wastewater=6635,Fire Protection=6430',
  'Manchester Water Works|Manchester NH|######|Water=6630,Sewer=6635', 'Pennichuck Water Works|Nashua NH|#######-##|Water=6630,Fire Protection=6430',
  'Dallas Water Utilities|Dallas TX|##########|Water=6630,Wastewater=6635,Sanitation=6650,Storm Water Fee=6640',
  'City of Garland Utility Services|Garland TX|######-######|Water=6630,Sewer=6635,Sanitation=6650,Drainage Fee=6640',
  'City of Mesquite Utilities|Mesquite TX|######-##|Water=6630,Sewer=6635,Garbage=6650', 'City of Arlington Water Utilities|Arlington TX|#######-######|Water=6630,Sewer=6635,Sanitation=6650,Storm Water=6640',
  'Fort Worth Water|Fort Worth TX|#######-#######|Water=6630,Wastewater=6635,Solid Waste=6650,Environmental Protection Fee=6830',
  'City of McKinney Utility Billing|McKinney TX;Frisco TX;Little Elm TX|########|Water=6630,Sewer=6635,Solid Waste=6650',
  'North Texas Municipal Utilities|Plano TX;Rowlett TX;Wylie TX;Grand Prairie TX;DeSoto TX|#####-#####|Water=6630,Sewer=6635,Trash=6650',
  'City of Phoenix Water Services|Phoenix AZ|##########|Water=6630,Sewer=6635,Solid Waste=6650,Environmental Fee=6830',
  'City of Mesa Utilities|Mesa AZ|#########-######|Water=6630,Wastewater=6635,Solid Waste=6650,Environmental Compliance Fee=6830',
  'City of Chandler Utilities|Chandler AZ;Gilbert AZ|#######-#######|Water=6630,Wastewater=6635,Solid Waste=6650',
  'City of Glendale Water Services|Glendale AZ;Peoria AZ|########|Water=6630,Sewer=6635,Sanitation=6650',
  'EPCOR Water Arizona|Surprise AZ;Goodyear AZ;Avondale AZ;Buckeye AZ|#########|Water=6630,Wastewater=6635',
  'City of Atlanta Department of Watershed Management|Atlanta GA|#########|Water=6630,Sewer=6635,Storm Water=6640',
  'DeKalb County Watershed Management|Decatur GA;Stone Mountain GA;Lithonia GA|######-######|Water=6630,Sewer=6635,Sanitation=6650',
  'Gwinnett County Department of Water Resources|Lawrenceville GA;Snellville GA|#########-######|Water=6630,Sewer=6635',
  'Cobb County Water System|Marietta GA;Kennesaw GA|########|Water=6630,Sewer=6635,Storm Water=6640',
  'Henry County Water Authority|McDonough GA;Jonesboro GA;Conyers GA;Douglasville GA|#######-#|Water=6630,Sewer=6635',
  'Charlotte Water|Charlotte NC;Matthews NC;Huntersville NC|##########|Water=6630,Sewer=6635,Storm Water=6640',
  'City of Concord Water Resources|Concord NC;Indian Trail NC;Monroe NC|#######|Water=6630,Sewer=6635,Solid Waste=6650',
  'City of Gastonia Utilities|Gastonia NC|######-######|Water=6630,Sewer=6635,Solid Waste=6650',
  'York County Water & Sewer|Fort Mill SC;Rock Hill SC|#########|Water=6630,Sewer=6635',
  'Tampa Water Department|Tampa FL|##########|Water=6630,Sewer=6635,Solid Waste=6650,Stormwater=6640',
  'Hillsborough County Water Resources|Brandon FL;Riverview FL;Valrico FL;Seffner FL;Ruskin FL;Plant City FL|##########|Water=6630,Wastewater=6635,Solid Waste=6650',
  'Pasco County Utilities|Wesley Chapel FL;Lutz FL;Land O Lakes FL;Zephyrhills FL|#########|Water=6630,Wastewater=6635,Solid Waste=6650,Reclaimed Water=6630',
  'Citizens Energy Group|Indianapolis IN;Lawrence IN;Fishers IN;Westfield IN|####-###-###|Water Service=6630,Sewer Service=6635,Gas Delivery=6610',
  'Carmel Utilities|Carmel IN;Noblesville IN;McCordsville IN|######-##|Water=6630,Sewer=6635',
  'Indiana American Water|Greenwood IN;Avon IN;Plainfield IN;Brownsburg IN;Franklin IN|####-######|Water=6630,Fire Service=6430',
];

/** A water body's web domain: "mesaaz.gov" for a city's utility, an acronym ("bwsc.org") for an authority. */
function publicDomain(name: string, first: Place): string {
  const city = /^(City|Town) of ([A-Za-z ]+?) (Water|Utilit|Department)/.exec(name)?.[2] ?? (name.startsWith(first.city) ? first.city : null);
  if (city) return `${city.toLowerCase().replace(/ /g, '')}${first.state.toLowerCase()}.gov`;
  const acronym = name.split(/[\s-]+/).filter((w) => /^[A-Z]/.test(w)).map((w) => w[0]).join('').toLowerCase();
  return `${acronym}.${/Authority|Commission|District|Regional/.test(name) ? 'org' : 'com'}`;
}

export function buildUtilities(ctx: Ctx): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  for (const kind of ['electric', 'gas', 'cable'] as const) {
    for (const line of UTILITIES[kind]) {
      const [name = '', domain = '', where = '', pattern = '', remit = '-', aliases = ''] = line.split('|');
      const ps = places(where);
      const metros = [...new Set(ps.map((p) => p.metro))];
      const v = makeVendor(rng, {
        name, kind, metros, home: ps[0] ?? null, kindGl: GL[kind], lines: LINES[kind], acctPattern: pattern, mail: 'domain', domain,
        remit: 'none', volume: kind === 'cable' ? 1 : 2, defaultGl: rng.chance(0.85) ? GL[kind] : null,
      }, ctx.used);
      v.remitTo = `PO Box ${rng.int(1000, 99999)}, ${remit === '-' ? 'Philadelphia, PA 19101' : `${ps[0]?.city ?? 'Boston'}, ${ps[0]?.state ?? 'MA'} ${ps[0]?.zips[0] ?? ''}`}`;
      v.aliases = aliases.split(';').filter(Boolean);
      v.dirEmails = [`@${domain}`];
      v.sendsFrom = [`ebill@${domain}`, `noreply@${domain}`, `customerservice@${domain}`];
      for (const p of ps) {
        for (const prop of ctx.byPlace.get(placeKey(p)) ?? []) {
          const share = kind === 'electric' ? SHARE[prop.kind] : kind === 'gas' ? SHARE[prop.kind] * 0.5 : SHARE[prop.kind] * 0.35;
          if (rng.chance(share)) relate(ctx, v, prop, null, true);
          // Vacant-unit electric in the owner's name: apartments, floors and storefronts (never beds, rooms or suites).
          if (kind === 'electric') for (const u of prop.units) if (['apt', 'floor', 'store'].includes(u.label.k) && rng.chance(0.08)) relate(ctx, v, prop, u, true);
        }
        for (const h of ctx.housesByPlace.get(placeKey(p)) ?? []) {
          if (rng.chance(kind === 'electric' ? 0.25 : kind === 'gas' ? 0.08 : 0.06)) relate(ctx, v, h.prop, h, true);
        }
      }
      out.push(v);
    }
  }
  const waterFor = new Map<string, string>();
  for (const w of WATER) for (const p of (w.split('|')[1] ?? '').split(';')) waterFor.set(p, w);
  for (const p of PLACES) {
    const k = placeKey(p);
    if (!waterFor.has(k)) waterFor.set(k, `${p.city} Water & Sewer Department|${k}|######-##|Water=6630,Sewer=6635`);
  }
  for (const spec of new Set(waterFor.values())) {
    const [name = '', where = '', pattern = '', lineSpec = ''] = spec.split('|');
    const ps = where.split(';').map((s) => PLACES.find((p) => placeKey(p) === s)).filter((p): p is Place => p !== undefined);
    if (ps.length === 0) continue;
    const lineGl: Record<string, string> = {};
    for (const pair of lineSpec.split(',')) {
      const [d = '', g = ''] = pair.split('=');
      lineGl[d] = g;
    }
    const first = ps[0] as Place;
    const v = makeVendor(rng, {
      name, kind: 'water', metros: [first.metro], home: first, kindGl: '6630', lines: Object.keys(lineGl), lineGl, acctPattern: pattern,
      mail: rng.chance(0.7) ? 'domain' : 'none', domain: publicDomain(name, first), remit: 'box', volume: 1.5,
      defaultGl: rng.chance(0.8) ? '6630' : null,
    }, ctx.used);
    if (rng.chance(0.45)) v.platform = rng.pick(['notification@invoicecloud.net', 'ebill@paymentus.com', 'noreply@municipalonlinepayments.com']);
    for (const p of ps) {
      for (const prop of ctx.byPlace.get(placeKey(p)) ?? []) {
        if (rng.chance(0.92)) relate(ctx, v, prop, null, true);
        if (prop.kind === 'apartment' && rng.chance(0.1)) relate(ctx, v, prop, null, true);
      }
      for (const h of ctx.housesByPlace.get(placeKey(p)) ?? []) if (rng.chance(0.6)) relate(ctx, v, h.prop, h, true);
    }
    out.push(v);
  }
  return out;
}

/** Heating oil and propane dealers and rubbish haulers, a few per New England metro; national haulers too. */
export function buildLocalEnergyAndTrash(ctx: Ctx): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  const national = [
    makeVendor(rng, { name: 'WM Corporate Services, Inc.', kind: 'trash', metros: [...NEW_ENGLAND], home: null, kindGl: '6650', lines: LINES.trash, acctPattern: '##-#####-#####', mail: 'domain', domain: 'wm.com', remit: 'box', volume: 3 }, ctx.used),
    makeVendor(rng, { name: 'Casella Waste Systems', kind: 'trash', metros: ['BTV', 'PWM', 'MHT', 'WMA'], home: null, kindGl: '6650', lines: LINES.trash, acctPattern: '#######', mail: 'domain', domain: 'casella.com', remit: 'box', volume: 2 }, ctx.used),
  ];
  national[0]!.aliases = ['Waste Management', 'WM'];
  national[1]!.aliases = ['Casella Waste Management'];
  out.push(...national);
  for (const metro of NEW_ENGLAND) {
    const props = [...ctx.byPlace.values()].flat().filter((p) => p.metro === metro && p.kind !== 'triple');
    const haulers: GenVendor[] = [];
    const republic = makeVendor(rng, { name: `Republic Services #${rng.int(100, 999)}`, kind: 'trash', metros: [metro], home: null, kindGl: '6650', lines: LINES.trash, acctPattern: '3-####-#######', mail: 'domain', domain: 'republicservices.com', remit: 'box', volume: 2 }, ctx.used);
    republic.aliases = ['Republic Services', 'Allied Waste'];
    haulers.push(republic);
    for (let i = 0; i < 4; i++) {
      const name = `${rng.chance(0.5) ? rng.pick(SURNAMES) : rng.pick(PLACE_WORDS[metro])} ${rng.pick(['Rubbish Removal', 'Disposal', 'Waste Services', 'Container Service', 'Recycling'])} ${rng.weighted(FORMS)}`.trim();
      if (!claim(ctx, name)) continue;
      haulers.push(makeVendor(rng, { name, kind: 'trash', metros: [metro], home: null, kindGl: '6650', lines: LINES.trash, acctPattern: rng.pick(['####', '#####', 'C-####']), mail: rng.chance(0.7) ? 'domain' : 'free' }, ctx.used));
    }
    const dealers: GenVendor[] = [];
    for (let i = 0, n = metro === 'BOS' ? 14 : 7; i < n; i++) {
      const propane = i % 4 === 3;
      const name = `${rng.chance(0.6) ? rng.pick(SURNAMES) : rng.pick(PLACE_WORDS[metro])} ${propane ? rng.pick(['Propane', 'Gas & Propane']) : rng.pick(['Oil Co.', 'Fuel', 'Energy', 'Oil & Energy', 'Fuel Oil'])} ${rng.chance(0.4) ? rng.weighted(FORMS) : ''}`.trim();
      if (!claim(ctx, name)) continue;
      dealers.push(makeVendor(rng, {
        name, kind: 'oil', metros: [metro], home: null, kindGl: propane ? '6625' : '6620', lines: propane ? LINES.propane : LINES.oil, acctPattern: rng.pick(['#####', '######', '##-####']),
        mail: rng.chance(0.6) ? 'domain' : 'free',
      }, ctx.used));
    }
    for (const p of props) {
      if (rng.chance(0.6)) relate(ctx, rng.chance(0.2) ? rng.pick(national) : rng.pick(haulers), p, null, rng.chance(0.8));
    }
    for (const p of [...ctx.byPlace.values()].flat().filter((x) => x.metro === metro)) {
      const heat = p.kind === 'triple' ? 0.4 : p.kind === 'apartment' ? 0.25 : p.kind === 'mixed' ? 0.3 : 0.15;
      if (rng.chance(heat)) relate(ctx, rng.pick(dealers), p, null, rng.chance(0.85));
    }
    out.push(...haulers, ...dealers);
  }
  return out;
}
