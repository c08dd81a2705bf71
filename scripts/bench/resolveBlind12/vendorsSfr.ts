/**
 * The single-family portfolio's vendors: national pest, lawn, HVAC, home-warranty and make-ready
 * companies with an account per house; homeowners associations billed through management
 * companies (whose shared e-mail domain says nothing about which HOA); county tax offices.
 */
import { type GenVendor } from './model';
import { type Metro, SFR_METROS } from './places';
import { type Portfolio } from './properties';
import { makeVendor } from './vendorCommon';
import { type Ctx, relate } from './vendorsUtility';

/** name|domain|trade gl|metros ('*' all)|account pattern|share of houses|lines */
const NATIONAL = [
  'HomeShield Pest Defense|homeshieldpest.com|6440|*|HS-#######|0.35|Quarterly pest service;Termite bait monitoring;Rodent exclusion;Initial service',
  'Sentinel Pest Solutions, LLC|sentinelpest.com|6440|ATL,CLT,TPA|#########|0.2|Bi-monthly pest control;Mosquito treatment;Fire ant treatment',
  'GreenBlade Lawn Care|greenblade.com|6500|*|GB-######|0.3|Lawn maintenance - monthly;Fertilization;Weed control;Shrub trimming',
  'YardPros National Inc.|yardpros.com|6500|PHX,DFW,TPA|YP#######|0.2|Landscape maintenance;Desert landscape cleanup;Irrigation check',
  'Comfort Nation HVAC|comfortnation.com|6330|*|CN-#####-##|0.15|HVAC service call;AC tune-up;Replace blower motor;Thermostat replacement',
  'Sunbelt Air Services Inc.|sunbeltair.com|6330|PHX,DFW,TPA,ATL|SA######|0.12|AC repair;Refrigerant recharge;Condenser coil cleaning',
  'Guardian Home Warranty Co.|guardianhw.com|6720|*|GHW-########|0.3|Annual home warranty premium;Service fee;Warranty renewal',
  'American Residential Home Warranty|arhw.com|6720|ATL,CLT,IND|##########|0.2|Home warranty plan;Trade call fee',
  'MakeReady National Services|makereadynational.com|6460|*|MR-######|0.12|Turn cleaning;Trash out;Paint touch-up;Rekey and change locks',
  'Rekey Nation|rekeynation.com|6360|*|RK#####|0.1|Rekey;Smart lock install;Lockbox replacement',
  'Blue Oasis Pool Service|blueoasispools.com|6530|PHX,TPA|BO-#####|0.15|Weekly pool service;Pool chemicals;Filter clean',
  'ApplianceCare Direct|appliancecaredirect.com|6370|*|AC-#######|0.08|Refrigerator repair;Range repair;Dishwasher install',
  'ClearView Gutter & Roof Co.|clearviewgutter.com|6550|ATL,CLT,IND|CV####|0.08|Gutter cleaning;Roof inspection;Downspout repair',
];
const HOA_MANAGERS: Record<string, readonly string[]> = {
  ATL: ['Sentry Community Management|sentrycm.com', 'Heritage Property Management Services|heritagepms.com', 'Peachtree HOA Management|peachtreehoa.com'],
  CLT: ['Carolina Association Management|camcarolinas.com', 'Queen City HOA Services|qchoa.com'],
  PHX: ['Desert Community Management|desertcm.com', 'Sonoran Association Services|sonoranas.com', 'Valley HOA Partners|valleyhoa.com'],
  DFW: ['Lone Star Association Management|lonestaram.com', 'Metroplex Community Management|metroplexcm.com', 'Trinity HOA Services|trinityhoa.com'],
  TPA: ['Suncoast Community Management|suncoastcm.com', 'Gulf Coast Association Services|gulfcoastas.com'],
  IND: ['Hoosier Community Management|hoosiercm.com', 'Circle City Association Services|ccas-hoa.com'],
};
const COUNTY_TAX: readonly string[] = [
  'Gwinnett County Tax Commissioner|Lawrenceville GA;Snellville GA', 'DeKalb County Tax Commissioner|Decatur GA;Stone Mountain GA;Lithonia GA;Atlanta GA',
  'Cobb County Tax Commissioner|Marietta GA;Kennesaw GA', 'Mecklenburg County Tax Collector|Charlotte NC;Matthews NC;Huntersville NC',
  'Maricopa County Treasurer|Phoenix AZ;Mesa AZ;Chandler AZ;Gilbert AZ;Glendale AZ;Peoria AZ;Surprise AZ;Goodyear AZ;Avondale AZ;Buckeye AZ',
  'Dallas County Tax Office|Dallas TX;Garland TX;Mesquite TX;Rowlett TX;DeSoto TX;Grand Prairie TX', 'Tarrant County Tax Assessor-Collector|Fort Worth TX;Arlington TX',
  'Collin County Tax Office|McKinney TX;Frisco TX;Plano TX;Wylie TX', 'Hillsborough County Tax Collector|Tampa FL;Brandon FL;Riverview FL;Valrico FL;Seffner FL;Ruskin FL;Plant City FL',
  'Pasco County Tax Collector|Wesley Chapel FL;Lutz FL;Land O Lakes FL;Zephyrhills FL', 'Marion County Treasurer|Indianapolis IN;Lawrence IN',
  'Hamilton County Treasurer|Fishers IN;Carmel IN;Noblesville IN;Westfield IN;McCordsville IN',
];

export function buildSfrVendors(ctx: Ctx, pf: Portfolio): GenVendor[] {
  const { rng } = ctx;
  const out: GenVendor[] = [];
  const houses = pf.subdivisions.flatMap((s) => s.houses);
  for (const spec of NATIONAL) {
    const [name = '', domain = '', gl = '', where = '', pattern = '', share = '0', lines = ''] = spec.split('|');
    const metros = where === '*' ? [...SFR_METROS] : (where.split(',') as Metro[]);
    const v = makeVendor(rng, { name, kind: 'nationalSfr', metros, home: null, kindGl: gl, lines: lines.split(';'), acctPattern: pattern, mail: 'domain', domain, remit: 'box', volume: 3 }, ctx.used);
    if (rng.chance(0.3)) v.acctPattern = 'CODE';
    for (const h of houses) if (metros.includes(h.prop.metro) && rng.chance(Number(share))) relate(ctx, v, h.prop, h, rng.chance(0.75), 0.05);
    out.push(v);
  }
  for (const sub of pf.subdivisions) {
    if (!sub.hoa || sub.houses.length === 0) continue;
    const [mgr = '', mdomain = ''] = rng.pick(HOA_MANAGERS[sub.metro] ?? []).split('|');
    const form = rng.weighted([['HOA', 4], ['Homeowners Association, Inc.', 3], ['Community Association', 2], ['Property Owners Association', 1]] as const);
    const lineGl: Record<string, string> = { [rng.pick(['Quarterly Assessment', 'Monthly Assessment', 'Annual Assessment', 'Semi-Annual Assessment'])]: '6800', 'Special Assessment': '6810', 'Late Fee': '6830', 'Violation Fine': '6830', 'Gate Remote': '6970' };
    const v = makeVendor(rng, { name: `${sub.name} ${form}`, kind: 'hoa', metros: [sub.metro], home: sub.place, kindGl: '6800', lines: Object.keys(lineGl), lineGl, acctPattern: `${sub.name.split(' ').map((w) => w[0]).join('').toUpperCase()}-####`, mail: 'none', remit: rng.chance(0.7) ? 'box' : 'office', volume: 1.5 }, ctx.used);
    v.careOf = mgr;
    v.domain = mdomain;
    v.sendsFrom = [`statements@${mdomain}`, `ar@${mdomain}`];
    v.dirEmails = rng.chance(0.5) ? [`@${mdomain}`] : [];
    v.aliases = [`${sub.name} HOA`, `${sub.name} ${form} c/o ${mgr}`].filter((a) => a !== v.name);
    for (const h of sub.houses) relate(ctx, v, h.prop, h, rng.chance(0.9), 0.04);
    out.push(v);
  }
  for (const spec of COUNTY_TAX) {
    const [name = '', where = ''] = spec.split('|');
    const cities = new Set(where.split(';'));
    const hs = houses.filter((h) => h.label.k === 'house' && cities.has(`${h.label.addr.place.city} ${h.label.addr.place.state}`));
    if (hs.length === 0) continue;
    const v = makeVendor(rng, { name, kind: 'municipal', metros: [hs[0]?.prop.metro ?? 'ATL'], home: null, kindGl: '6820', lines: ['Property Tax', 'Solid Waste Fee', 'Stormwater Utility Fee'], acctPattern: rng.pick(['R####-###-###', '###-##-###-####', '#######-#####']), mail: rng.chance(0.5) ? 'domain' : 'none', remit: 'box', volume: 0.6 }, ctx.used);
    for (const h of hs) relate(ctx, v, h.prop, h, true, 0.01);
    out.push(v);
  }
  return out;
}
