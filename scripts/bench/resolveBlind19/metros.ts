import { BAL_CITIES, DC_CITIES, PHL_CITIES } from './geoEast';
import { CIN_CITIES, CMH_CITIES, IND_CITIES, LOU_CITIES } from './geoWest';
import { KC_CITIES, MKE_CITIES, MSP_CITIES, STL_CITIES } from './geoPlains';
import { CLE_CITIES, ORF_CITIES, PIT_CITIES, RIC_CITIES } from './geoSouth';
import type { CityDef, Kind, MetroDef } from './types';

/** The client: a Philadelphia-based manager with regional offices; its offices are never sites. */
export const CLIENT = {
  name: 'Brickline Residential Management, LLC',
  forms: ['Brickline Residential Management, LLC', 'Brickline Residential Mgmt LLC', 'BRICKLINE RESIDENTIAL MGMT', 'Brickline Residential', 'Brickline Residential Management'],
  offices: [
    { num: 1818, core: 'Market', line: '1818 Market St, Suite 2400', city: 'Philadelphia', state: 'PA', zip: '19103' },
    { num: 100, core: 'Light', line: '100 Light St, 12th Floor', city: 'Baltimore', state: 'MD', zip: '21202' },
    { num: 1100, core: 'Superior', line: '1100 Superior Ave E, Suite 700', city: 'Cleveland', state: 'OH', zip: '44114' },
    { num: 720, core: 'Olive', line: '720 Olive St, Suite 1500', city: 'St. Louis', state: 'MO', zip: '63101' },
    { num: 250, core: 'Marquette', line: '250 Marquette Ave, Suite 900', city: 'Minneapolis', state: 'MN', zip: '55401' },
  ],
} as const;

function metro(
  code: string, count: number, cities: readonly CityDef[], kinds: readonly (readonly [Kind, number])[], hoods: string,
  mirror: number, area: string, office: number, tradeBoost: Readonly<Record<string, number>> = {},
): MetroDef {
  return { code, count, cities, kinds, hoods: hoods.split('|'), mirror, area, office, tradeBoost };
}

const COLD = { snow: 1.6, boiler: 1.8, heatingOil: 1.2 };
const LEAD = { leadInsp: 3, leadAbate: 2.5 };

export const METROS: readonly MetroDef[] = [
  metro('PHL', 330, PHL_CITIES,
    [['rowhouse', 22], ['trinity', 8], ['sfr', 6], ['twin', 8], ['rowConverted', 14], ['frontRear', 10], ['mixedUse', 8], ['garden', 6], ['midrise', 5], ['senior', 3], ['parking', 3]],
    'Fishtown|Kensington|Port Richmond|Fairmount|Brewerytown|Point Breeze|Passyunk|Germantown|Manayunk|Roxborough|Frankford|Olney|Mantua|Kingsessing|Cobbs Creek|Nicetown|Tioga|Grays Ferry|Queen Village|Bella Vista',
    0.08, '215', 0, { ...COLD, ...LEAD }),
  metro('BAL', 220, BAL_CITIES,
    [['rowhouse', 28], ['rowBlock', 8], ['alley', 10], ['rowConverted', 12], ['twin', 4], ['mixedUse', 8], ['garden', 6], ['midrise', 4], ['senior', 3], ['sfr', 5], ['parking', 2]],
    'Canton|Fells Point|Highlandtown|Hampden|Remington|Pigtown|Federal Hill|Locust Point|Charles Village|Waverly|Belair-Edison|Hamilton|Patterson Park|Union Square|Sandtown',
    0.08, '410', 1, { ...COLD, ...LEAD }),
  metro('DC', 200, DC_CITIES,
    [['rowhouse', 18], ['rowConverted', 16], ['midrise', 14], ['garden', 10], ['senior', 6], ['mixedUse', 8], ['sfr', 6], ['parking', 3], ['fourplex', 4]],
    'Petworth|Brightwood|Anacostia|Shaw|Trinidad|Brookland|Congress Heights|Columbia Heights|Navy Yard|Eckington|Bloomingdale|Deanwood|Hillcrest|Takoma',
    0.25, '202', 1, { ...LEAD, snow: 0.8 }),
  metro('RIC', 80, RIC_CITIES,
    [['sfr', 25], ['rowhouse', 10], ['duplex', 10], ['garden', 14], ['senior', 5], ['mixedUse', 6], ['midrise', 3], ['parking', 2]],
    'Church Hill|Jackson Ward|The Fan|Manchester|Carver|Northside|Oregon Hill|Scotts Addition|Highland Park|Woodland Heights',
    0.04, '804', 1, { snow: 0.3, boiler: 0.5 }),
  metro('ORF', 70, ORF_CITIES,
    [['sfr', 30], ['duplex', 8], ['garden', 18], ['senior', 6], ['mixedUse', 4], ['parking', 3], ['fourplex', 5]],
    'Ghent|Park Place|Colonial Place|Ocean View|Larchmont|Riverview|Lamberts Point|Ballentine|Berkley|Huntersville',
    0.04, '757', 1, { snow: 0.2, boiler: 0.4 }),
  metro('PIT', 140, PIT_CITIES,
    [['sfr', 20], ['rowhouse', 10], ['double', 12], ['walkup', 10], ['duplex', 8], ['tripleDecker', 6], ['mixedUse', 8], ['garden', 5], ['senior', 4], ['midrise', 3], ['parking', 3]],
    'Lawrenceville|Bloomfield|Polish Hill|Troy Hill|Spring Hill|Carrick|Beechview|Brookline|Garfield|Morningside|Hazelwood|Sheraden|Mount Washington|Manchester',
    0.05, '412', 2, COLD),
  metro('CLE', 170, CLE_CITIES,
    [['double', 30], ['sfr', 18], ['tripleDecker', 10], ['fourplex', 4], ['garden', 8], ['midrise', 4], ['senior', 5], ['mixedUse', 6], ['parking', 3]],
    'Tremont|Ohio City|Slavic Village|Clark-Fulton|Detroit-Shoreway|Glenville|Hough|Collinwood|Stockyards|Old Brooklyn|Kinsman|Buckeye',
    0.08, '216', 2, { ...COLD, ...LEAD }),
  metro('CMH', 100, CMH_CITIES,
    [['double', 20], ['sfr', 30], ['garden', 14], ['fourplex', 6], ['senior', 5], ['mixedUse', 5], ['midrise', 3], ['parking', 3]],
    'German Village|Merion Village|Olde Towne East|Franklinton|Linden|Hilltop|Weinland Park|Clintonville|Driving Park|Near East',
    0.05, '614', 2, { snow: 1.2 }),
  metro('CIN', 120, CIN_CITIES,
    [['walkup', 30], ['double', 10], ['sfr', 14], ['fourFamily', 6], ['mixedUse', 10], ['garden', 6], ['senior', 4], ['midrise', 3], ['parking', 3]],
    'Over-the-Rhine|Mount Auburn|Pendleton|Clifton Heights|Northside|Walnut Hills|Price Hill|Camp Washington|Fairmount|Evanston|Corryville',
    0.05, '513', 2, { snow: 1.1, boiler: 1.3 }),
  metro('IND', 90, IND_CITIES,
    [['sfr', 40], ['double', 10], ['fourplex', 10], ['garden', 14], ['senior', 5], ['mixedUse', 4], ['parking', 3]],
    'Fountain Square|Fletcher Place|Bates-Hendricks|Irvington|Haughville|Martindale|Mapleton|Herron-Morton|Near Eastside|Garfield Park',
    0.04, '317', 3, { snow: 1.1 }),
  metro('LOU', 80, LOU_CITIES,
    [['sfr', 36], ['duplex', 14], ['fourplex', 6], ['garden', 10], ['senior', 5], ['mixedUse', 5], ['parking', 3]],
    'Germantown|Schnitzelburg|Butchertown|Portland|Shawnee|Clifton|Crescent Hill|Old Louisville|Smoketown|Beechmont',
    0.04, '502', 3, { snow: 0.5 }),
  metro('STL', 150, STL_CITIES,
    [['fourFamily', 34], ['sfr', 14], ['duplex', 10], ['mixedUse', 10], ['garden', 6], ['midrise', 4], ['senior', 4], ['parking', 3]],
    'Benton Park|Dutchtown|Tower Grove|Bevo Mill|Soulard|Fox Park|Gravois Park|Carondelet|Marine Villa|Holly Hills|Shaw|McKinley Heights',
    0.06, '314', 3, { ...LEAD, boiler: 1.4 }),
  metro('KC', 100, KC_CITIES,
    [['sfr', 34], ['fourplex', 16], ['duplex', 8], ['garden', 12], ['senior', 4], ['mixedUse', 5], ['midrise', 3], ['parking', 3]],
    'Westport|Midtown|Hyde Park|Waldo|Columbus Park|Pendleton Heights|Strawberry Hill|Rosedale|Argentine|Armourdale|Santa Fe Hills',
    0.35, '816', 3, { snow: 1.1 }),
  metro('MKE', 90, MKE_CITIES,
    [['duplex', 44], ['sfr', 14], ['fourplex', 6], ['mixedUse', 8], ['garden', 8], ['senior', 4], ['midrise', 2], ['parking', 3]],
    'Riverwest|Bay View|Walkers Point|Sherman Park|Washington Heights|Harambee|Lindsay Heights|Clarke Square|Layton Park|Polonia',
    0.1, '414', 4, { ...COLD, ...LEAD, snow: 2 }),
  metro('MSP', 60, MSP_CITIES,
    [['fourplex', 30], ['duplex', 20], ['sfr', 10], ['garden', 10], ['midrise', 6], ['senior', 6], ['mixedUse', 6], ['parking', 3]],
    'Powderhorn|Whittier|Longfellow|Phillips|Seward|Corcoran|Near North|Jordan|Frogtown|Midway|Summit-University|Payne-Phalen',
    0.35, '612', 4, { ...COLD, snow: 2.2 }),
];

export const ALL_CITIES: readonly CityDef[] = METROS.flatMap((m) => m.cities);
