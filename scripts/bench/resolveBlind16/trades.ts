/**
 * Local trades: which metros each works in, what words their names use (English, Spanish,
 * Hawaiian flavour), and how many of the client's vendors are of each trade.
 */
import type { Metro, MetroKey } from './model';
import { type Rng, chance, int, pick, pickW } from './rng';

export interface Trade {
  cat: string;
  weight: number;
  en: readonly string[];
  es: readonly string[];
  /** Empty for everywhere. */
  only: readonly MetroKey[];
}

const W = (s: string): string[] => s.split('|').filter((x) => x);
const M = (s: string): MetroKey[] => (s === '' ? [] : (s.split(' ') as MetroKey[]));

const ROWS: readonly [string, number, string, string, string][] = [
  ['plumbing', 9, 'Plumbing|Plumbing & Drain|Plumbing & Heating|Rooter & Plumbing|Drain Pros|Plumbing Services|Rooter', 'Plomería|Servicios de Plomería|Plomeros', ''],
  ['electrical', 7, 'Electric|Electrical Contractors|Electrical Services|Lighting & Electric|Electric Co', 'Electricistas|Servicios Eléctricos|Electric', ''],
  ['hvac', 8, 'Heating & Air|Heating & Air Conditioning|Mechanical|HVAC|Comfort Systems|Heating & Cooling|Air Conditioning|Refrigeration', 'Aire Acondicionado|Refrigeración|A/C Services', ''],
  ['boiler', 2, 'Boiler & Mechanical|Boiler Service|Hydronics', '', 'den fr slc uc anc boi'],
  ['roofing', 4, 'Roofing|Roofing & Exteriors|Roof Systems', 'Techos|Impermeabilización|Sellado de Techos', ''],
  ['landscaping', 8, 'Landscaping|Landscape Management|Lawn Care|Grounds Maintenance', 'Jardinería|Paisajismo|Mantenimiento de Áreas Verdes', ''],
  ['irrigation', 3, 'Sprinkler|Irrigation|Sprinkler & Irrigation', '', 'den fr slc uc boi abq saf lv rno hnl hni'],
  ['snow', 4, 'Snow Removal|Snow Plowing|Snow & Ice Management|Plowing', '', 'den fr slc uc boi anc rno saf'],
  ['tree', 3, 'Tree Service|Tree Care|Arbor Care|Tree Experts', 'Poda de Árboles', ''],
  ['pest', 6, 'Pest Control|Exterminating|Pest Solutions|Pest Management', 'Fumigación|Control de Plagas|Exterminadores', ''],
  ['termite', 2, 'Termite & Pest|Termite Control|Termite Solutions', 'Control de Comején', 'hnl hni sju pce lv abq'],
  ['painting', 6, 'Painting|Painting & Drywall|Painters|Coatings', 'Pintura|Pintores', ''],
  ['flooring', 5, 'Flooring|Floor Covering|Carpet & Flooring|Floors', 'Pisos|Losetas', ''],
  ['carpet', 4, 'Carpet Cleaning|Carpet Care|Steam Cleaning', 'Limpieza de Alfombras', ''],
  ['appliance', 4, 'Appliance Repair|Appliance Service|Appliances', 'Reparación de Enseres|Enseres', ''],
  ['handyman', 8, 'Handyman|Property Maintenance|Maintenance Services|Home Repair|Facility Services', 'Mantenimiento|Servicios de Mantenimiento|Mantenimiento General', ''],
  ['janitorial', 5, 'Janitorial|Cleaning Services|Building Services|Commercial Cleaning', 'Limpieza|Servicios de Limpieza|Conserjería', ''],
  ['turnover', 4, 'Make-Ready|Turnover Cleaning|Move-Out Cleaning|Clean Team', 'Limpieza de Apartamentos', ''],
  ['glass', 3, 'Glass|Glass & Mirror|Window & Door|Glass Co', 'Cristales|Ventanas y Puertas', ''],
  ['pool', 3, 'Pool Service|Pool & Spa|Pools|Aquatics', 'Piscinas|Servicio de Piscinas', 'lv hnl hni sju pce abq den slc boi uc'],
  ['elevator', 1, 'Elevator|Elevator Services|Lift & Elevator', 'Ascensores|Elevadores', 'den slc lv hnl sju'],
  ['fire', 3, 'Fire Protection|Fire & Safety|Fire Sprinkler|Fire Equipment', 'Extintores|Protección Contra Incendios', ''],
  ['security', 3, 'Security|Security Patrol|Alarm|Protective Services', 'Seguridad|Guardias de Seguridad', ''],
  ['locksmith', 3, 'Lock & Key|Locksmith|Lock & Safe|Key Shop', 'Cerrajería|Cerrajeros', ''],
  ['garagedoor', 2, 'Garage Door|Overhead Door|Door & Gate', 'Puertas de Garaje|Portones', ''],
  ['fencing', 2, 'Fence|Fence & Gate|Fencing', 'Verjas|Portones y Verjas', ''],
  ['paving', 3, 'Paving|Asphalt|Concrete|Asphalt & Sealcoat|Concrete & Paving', 'Asfalto|Pavimentación', ''],
  ['gutter', 1, 'Gutters|Gutter Cleaning|Seamless Gutters', '', 'den fr slc uc boi anc rno saf'],
  ['restoration', 3, 'Restoration|Water Damage Restoration|Disaster Restoration|Cleanup & Restoration', 'Restauración', ''],
  ['septic', 2, 'Septic|Septic Pumping|Septic & Sewer', 'Pozos Sépticos', 'boi abq saf anc lv rno fr hni pce'],
  ['well', 1, 'Well & Pump|Pump & Well|Water Well', '', 'boi abq saf anc fr rno'],
  ['generator', 2, 'Generator|Power Systems|Generator Service', 'Plantas Eléctricas|Generadores', 'sju pce hnl hni anc'],
  ['solar', 2, 'Solar|Solar Energy|PV Solar', 'Energía Solar|Placas Solares', 'hnl hni sju pce lv abq'],
  ['shutters', 1, 'Hurricane Shutters|Storm Protection', 'Tormenteras|Tormenteras y Puertas', 'sju pce hnl hni'],
  ['cistern', 2, '', 'Cisternas|Tanques de Agua', 'sju pce'],
  ['swamp', 1, 'Swamp Cooler|Evaporative Cooling|Cooler Service', '', 'abq saf lv boi slc uc den'],
  ['chimney', 1, 'Chimney Sweep|Chimney & Stove|Hearth & Chimney', '', 'den fr slc uc boi saf anc rno'],
  ['heatoil', 1, 'Fuel|Heating Fuel|Fuel Oil|Petroleum', '', 'anc'],
  ['propane', 1, 'Propane|Propane & Fuel|Gas Service', 'Gas Propano', 'anc saf boi fr hni rno'],
  ['legal', 2, 'Law Group|Law Office|Legal', 'Bufete|Abogados', ''],
  ['accounting', 1, 'CPA Group|Accounting|CPAs', 'Contadores Públicos Autorizados|CPA', ''],
];

export const TRADES: readonly Trade[] = ROWS.map(([cat, weight, en, es, only]) => ({ cat, weight, en: W(en), es: W(es), only: M(only) }));

export function tradesFor(m: Metro): Trade[] {
  return TRADES.filter((t) => (t.only.length === 0 || t.only.includes(m.key)) && (m.spanish ? t.es.length > 0 || t.en.length > 0 : t.en.length > 0));
}

const GENERIC = W(`Summit|Peak|Apex|Pinnacle|Blue Sky|Elite|Pro|A-1|Reliable|Precision|Premier|Quality|Allied|Advanced|All-Star|Frontier|Pioneer|Heritage|Keystone|
Cornerstone|Benchmark|Integrity|Evergreen|Granite|Iron Horse|Copper|Silver|Golden|Eagle|Falcon|Bison|Bighorn|Coyote|Roadrunner|Mustang|Canyon|Mesa|Desert|
Alpine|Timberline|Cascade|Crystal|Clear|Bright|True|Straight Line|First Call|Rapid|Express|Affordable|Valley|Northstar|Western|Mountain|High Country|Big Sky|
Red Rock|Sunrise|Sunset|Tri-County|Metro|Capitol|United|American|Patriot|Liberty|Ace|AAA|Absolute|Accurate|Action|Arrow|Atlas|Beacon|Bulldog|Champion|Classic|
Diamond|Dependable|Dynamic|Elevation|Empire|Ever-Ready|Genesis|Guardian|Horizon|Legacy|Majestic|Monarch|Noble|Paramount|Prestige|Prime|Redline|Sentinel|Signature|
Skyline|Sterling|Superior|Titan|Trident|Trinity|Vanguard|Victory|Vista`.replace(/\n/g, ''));

const DRY = /Desert|Mesa|Roadrunner|Coyote|Canyon|Red Rock|Mustang|Bighorn|Bison/;

const SURNAMES: Record<string, string[]> = {
  main: W(`Martinez|Jensen|Christensen|Larsen|Peterson|Anderson|Nielsen|Garcia|Hernandez|Lopez|Gonzales|Romero|Baca|Chavez|Montoya|Trujillo|Sandoval|Archuleta|Vigil|
Lucero|Miller|Johnson|Smith|Olsen|Hansen|Young|Tanner|Bennion|Morgan|Walker|Reyes|Herrera|Dominguez|Kowalski|Schmidt|Murphy|O'Brien|Sullivan|Nguyen|Tran|Kim|Park|
Patel|Yazzie|Begay|Tsosie|Maestas|Ortega|Gallegos|Madsen|Jorgensen|Sorensen|Pratt|Kimball|Bradshaw|Whitaker|Holbrook|Fernandez|Castillo|Delgado|Salazar|Wagner`.replace(/\n/g, '')),
  anc: W('Ivanoff|Kashevaroff|Johnson|Peterson|Larson|Nelson|Hansen|Olsen|Jorgensen|Andrews|Kvasnikoff|Oskolkoff|Swanson|Lindgren|Carlson|Wassillie|Nicolai'),
  hi: W('Nakamura|Tanaka|Yamamoto|Kealoha|Kahananui|Akana|Kamaka|Fujimoto|Higa|Oshiro|Kaneshiro|Ching|Wong|Santos|Cabral|Domingo|Agbayani|Pascual|Kahale|Medeiros|Souza|Nakasone|Kuahiwi'),
  pr: W('Rivera|Rodríguez|Colón|Torres|Vázquez|Ortiz|Cruz|Santiago|Ramos|Figueroa|Meléndez|Negrón|Pagán|Quiñones|Rosado|Maldonado|Acevedo|Ayala|Irizarry|Cintrón|Báez|Nieves|Santana|Vélez|Morales'),
};
const HAWAIIAN = W('Kamaʻāina|Pono|Lōkahi|Mauka Makai|Aloha|Island|Koa|ʻOhana|Nani|Mahalo|Kai|Hōkūlani|Pacific Rim|Paradise|Trade Winds|Lanakila|Kūlia|Makani|Honu|Ulu|Oʻahu|Maui|Garden Isle|Big Island|Kona|Windward|Leeward');
const PR_WORDS = W('Borinquen|del Caribe|Isla|del Sur|del Norte|Boricua|Taíno|Costa|Express|Unidos|Metro|Central|Atlántico|del Este|Los Llanos');
const EN_SUFFIX: readonly (readonly [string, number])[] = [[' LLC', 10], [', LLC', 6], [' Inc.', 7], [', Inc.', 5], [' Co.', 3], ['', 9], [' Corp.', 2], [' Inc', 2], [' Services LLC', 1]];
const ES_SUFFIX: readonly (readonly [string, number])[] = [[' Inc.', 7], [' Corp.', 6], [' LLC', 4], [' CSP', 2], ['', 6], [', Inc.', 2]];

function surnames(m: Metro): string[] {
  if (m.style === 'hi') return SURNAMES.hi ?? [];
  if (m.spanish) return SURNAMES.pr ?? [];
  if (m.key === 'anc') return SURNAMES.anc ?? [];
  return SURNAMES.main ?? [];
}

/** A local trade's legal name. */
export function tradeName(r: Rng, m: Metro, t: Trade): string {
  const sur = surnames(m);
  const s1 = pick(r, sur);
  const s2 = pick(r, sur.filter((s) => s !== s1));
  if (t.cat === 'legal') {
    return m.spanish && chance(r, 0.7)
      ? `${pick(r, ['Bufete', 'Bufete Legal'])} ${s1} & ${s2}${pick(r, [', CSP', ' LLC', ''])}`
      : pick(r, [`${s1} & ${s2} Law Group`, `Law Office of ${pick(r, ['J.', 'M.', 'R.', 'K.', 'L.'])} ${s1}`, `${s1} ${s2} PLLC`, `${s1} Legal, P.C.`]);
  }
  if (t.cat === 'accounting') {
    return m.spanish && chance(r, 0.7) ? `${s1} ${s2} & Co., CPA` : pick(r, [`${s1} & ${s2} CPAs`, `${s1} & Company, CPAs`, `${s1} Accounting Group LLC`]);
  }
  if (m.spanish && (t.en.length === 0 || chance(r, 0.75)) && t.es.length > 0) {
    const w = pick(r, t.es);
    const base = pickW(r, [
      [`${w} ${s1}`, 4], [`${w} ${pick(r, PR_WORDS)}`, 3], [`${s1} ${w} & Hijos`, 1], [`${w} ${pick(r, m.places)}`, 2], [`Servicios ${s1}`, t.cat === 'handyman' ? 1 : 0],
    ] as const);
    return base + pickW(r, ES_SUFFIX);
  }
  const w = pick(r, t.en.length > 0 ? t.en : t.es);
  const generic = m.style === 'ak' || m.style === 'hi' || m.spanish ? GENERIC.filter((g) => !DRY.test(g)) : GENERIC;
  const prefix = pickW(r, [
    [pick(r, generic), 8],
    [pick(r, m.places), 5],
    [s1, 5],
    [`${s1} & Sons`, 1],
    [`${s1} Brothers`, 1],
    [`${s1}-${s2}`, 1],
    [`${String.fromCharCode(65 + int(r, 0, 25))}&${String.fromCharCode(65 + int(r, 0, 25))}`, 1],
    [pick(r, HAWAIIAN), m.style === 'hi' ? 10 : 0],
  ] as const);
  return `${prefix} ${w}${pickW(r, EN_SUFFIX)}`;
}
