/** The client's region: metros, their cities and ZIPs, and the streets properties sit on. */

export type PropType =
  | 'sfrHoa' | 'sfrAdu' | 'fourplex' | 'bungalowCourt' | 'smallApt' | 'garden' | 'mhp'
  | 'student' | 'senior' | 'storage' | 'mixedUse' | 'stripRetail' | 'farmworker';

export interface City { name: string; county: string; state: 'CA' | 'NV'; zips: readonly string[] }

export interface Metro {
  key: string;
  label: string;
  cities: readonly City[];
  /** "Name|Suffix|PostDir"; suffix and direction optional. */
  streets: readonly string[];
  /** Streets only some metros have (farm roads, strip); same encoding. */
  types: readonly (readonly [PropType, number])[];
  properties: number;
  /** Whether addresses here usually carry a pre-direction ("W Sahara Ave"). */
  dirs: boolean;
}

const c = (name: string, county: string, zips: string, state: 'CA' | 'NV' = 'CA'): City => ({ name, county, state, zips: zips.split(' ') });

/** San Diego neighbourhoods printed in place of the city, with a ZIP each. */
export const SD_NEIGHBOURHOODS: readonly (readonly [string, string])[] = [
  ['North Park', '92104'], ['Hillcrest', '92103'], ['Pacific Beach', '92109'], ['Ocean Beach', '92107'],
  ['Clairemont', '92117'], ['City Heights', '92105'], ['Mission Hills', '92103'], ['Normal Heights', '92116'],
  ['University Heights', '92116'], ['Point Loma', '92106'], ['Kensington', '92116'], ['Linda Vista', '92111'],
];

/** Places a clerk knows are inside a city: neighbourhood -> city. */
export const CITY_OF_PLACE: Readonly<Record<string, string>> = {
  ...Object.fromEntries(SD_NEIGHBOURHOODS.map(([n]) => [n.toLowerCase(), 'san diego'])),
  'la jolla': 'san diego', 'isla vista': 'goleta', 'highland park': 'los angeles', 'eagle rock': 'los angeles',
};

/** Street names repeated in five or more Inland Empire towns (and HOA street names reused by builders). */
export const IE_SHARED = [
  'Main|St', 'Orange|St', 'Palm|Ave', 'Olive|St', 'Lemon|St', 'Magnolia|Ave', 'Citrus|Ave', 'Sierra|Ave',
  'Highland|Ave', 'Paseo del Sol', 'Camino Vista', 'Via Lobo', 'Calle Sonora', 'Meadowlark|Ln', 'Sagebrush|Ct',
  'Mesquite|Way', 'Vista Verde|Ln', 'Desert Willow|Dr', 'Saddleback|Ct', 'Quail Run|Rd',
];

export const METROS: readonly Metro[] = [
  {
    key: 'sd', label: 'San Diego', properties: 420, dirs: false,
    cities: [
      c('San Diego', 'San Diego', '92101 92102 92103 92104 92105 92107 92109 92110 92111 92115 92116 92117'),
      c('La Jolla', 'San Diego', '92037'), c('Chula Vista', 'San Diego', '91910 91911 91913 91915'),
      c('Oceanside', 'San Diego', '92054 92056 92057'), c('Escondido', 'San Diego', '92025 92026 92027'),
      c('El Cajon', 'San Diego', '92019 92020 92021'), c('La Mesa', 'San Diego', '91941 91942'),
      c('National City', 'San Diego', '91950'),
    ],
    streets: [
      'University|Ave', 'El Cajon|Blvd', 'Adams|Ave', 'Park|Blvd', '30th|St', 'Texas|St', 'Garnet|Ave', 'Mission|Blvd',
      'Voltaire|St', 'Newport|Ave', 'Genesee|Ave', 'Balboa|Ave', 'Fairmount|Ave', 'Euclid|Ave', 'Felton|St', 'Utah|St',
      'Kansas|St', 'Ohio|St', 'Florida|St', 'Alabama|St', 'Illinois|St', 'Granada|Ave', 'Bancroft|St', 'Madison|Ave',
      'Monroe|Ave', 'Meade|Ave', 'Howard|Ave', 'Upas|St', 'Thorn|St', 'Redwood|St', 'Cable|St', 'Sunset Cliffs|Blvd',
      'Cass|St', 'Ingraham|St', 'Morena|Blvd', 'Clairemont|Dr', 'Linda Vista|Rd', 'Third|Ave', 'Broadway',
      'College|Ave', 'Montezuma|Rd', 'Hilltop|Dr', 'Melrose|Ave', 'Fig|St', 'Coast|Hwy', 'Escondido|Blvd', 'Jamacha|Rd',
    ],
    types: [['sfrAdu', 24], ['smallApt', 26], ['fourplex', 14], ['mhp', 3], ['student', 5], ['senior', 4], ['mixedUse', 7], ['storage', 3], ['stripRetail', 2], ['bungalowCourt', 4]],
  },
  {
    key: 'ie', label: 'Inland Empire', properties: 480, dirs: false,
    cities: [
      c('Riverside', 'Riverside', '92501 92503 92504 92505 92506 92507'), c('San Bernardino', 'San Bernardino', '92401 92404 92405 92407 92410'),
      c('Temecula', 'Riverside', '92590 92591 92592'), c('Murrieta', 'Riverside', '92562 92563'), c('Corona', 'Riverside', '92879 92880 92881 92882'),
      c('Ontario', 'San Bernardino', '91761 91762 91764'), c('Fontana', 'San Bernardino', '92335 92336 92337'),
      c('Rancho Cucamonga', 'San Bernardino', '91701 91730 91737 91739'), c('Menifee', 'Riverside', '92584 92585 92586'),
      c('Redlands', 'San Bernardino', '92373 92374'), c('Moreno Valley', 'Riverside', '92551 92553 92555 92557'),
    ],
    streets: [...IE_SHARED, 'Van Buren|Blvd', 'Arlington|Ave', 'Magnolia|Ave', 'Ynez|Rd', 'Rancho California|Rd', 'Margarita|Rd',
      'Winchester|Rd', 'Haven|Ave', 'Milliken|Ave', 'Euclid|Ave', 'Base Line|Rd', 'Foothill|Blvd', 'Cherry|Ave', 'Alessandro|Blvd',
      'Perris|Blvd', 'Newport|Rd', 'Brookside|Ave', 'Citrus Plaza|Dr', 'Kendall|Dr', 'Waterman|Ave'],
    types: [['sfrHoa', 40], ['garden', 14], ['mhp', 5], ['student', 3], ['senior', 5], ['storage', 8], ['stripRetail', 8], ['mixedUse', 3], ['fourplex', 6]],
  },
  {
    key: 'sgv', label: 'San Gabriel Valley', properties: 360, dirs: false,
    cities: [
      c('Pasadena', 'Los Angeles', '91101 91103 91104 91106 91107'), c('Alhambra', 'Los Angeles', '91801 91803'), c('Arcadia', 'Los Angeles', '91006 91007'),
      c('Monrovia', 'Los Angeles', '91016'), c('El Monte', 'Los Angeles', '91731 91732 91733'), c('West Covina', 'Los Angeles', '91790 91791 91792'),
      c('Glendora', 'Los Angeles', '91740 91741'), c('Azusa', 'Los Angeles', '91702'), c('San Gabriel', 'Los Angeles', '91775 91776'),
      c('Rosemead', 'Los Angeles', '91770'), c('Temple City', 'Los Angeles', '91780'), c('Covina', 'Los Angeles', '91722 91723 91724'),
      c('Los Angeles', 'Los Angeles', '90041 90042 90032 90065'),
    ],
    streets: ['Colorado|Blvd', 'Garfield|Ave', 'Valley|Blvd', 'Huntington|Dr', 'Foothill|Blvd', 'Duarte|Rd', 'Las Tunas|Dr', 'Del Mar|Ave',
      'Rosemead|Blvd', 'Garvey|Ave', 'Atlantic|Blvd', 'Mission|Dr', 'Lake|Ave', 'Los Robles|Ave', 'Marengo|Ave', 'Allen|Ave', 'Hill|Ave',
      'Santa Anita|Ave', 'Myrtle|Ave', 'Azusa|Ave', 'Baldwin|Ave', 'Orange Grove|Blvd', 'Figueroa|St', 'York|Blvd', 'Eagle Rock|Blvd',
      'Ramona|St', 'Walnut Grove|Ave', 'Glendora|Ave', 'Citrus|Ave', 'Lemon|Ave', 'Orange|Ave', 'Palm|Ave', 'Sunset|Blvd'],
    types: [['bungalowCourt', 26], ['fourplex', 26], ['sfrAdu', 14], ['smallApt', 12], ['senior', 5], ['mixedUse', 6], ['stripRetail', 4], ['storage', 2], ['mhp', 2]],
  },
  {
    key: 'sac', label: 'Sacramento', properties: 220, dirs: false,
    cities: [
      c('Sacramento', 'Sacramento', '95811 95814 95816 95817 95818 95819 95820 95822 95825 95826'), c('Elk Grove', 'Sacramento', '95624 95757 95758'),
      c('Roseville', 'Placer', '95661 95678 95747'), c('Citrus Heights', 'Sacramento', '95610 95621'), c('Rancho Cordova', 'Sacramento', '95670 95742'),
      c('Davis', 'Yolo', '95616 95618'), c('Folsom', 'Sacramento', '95630'), c('Woodland', 'Yolo', '95695 95776'),
    ],
    streets: ['J|St', 'K|St', 'P|St', 'Capitol|Ave', 'Folsom|Blvd', 'Fair Oaks|Blvd', 'Stockton|Blvd', 'Franklin|Blvd', 'Florin|Rd', 'Watt|Ave',
      'Arden|Way', 'Howe|Ave', 'Sunrise|Blvd', 'Greenback|Ln', 'Auburn|Blvd', 'Russell|Blvd', 'Anderson|Rd', 'Sycamore|Ln', 'Alhambra|Blvd',
      '21st|St', 'Elk Grove|Blvd', 'Laguna|Blvd', 'Douglas|Blvd', 'Main|St', 'Orange|St', 'Palm|Ave', 'County Rd 98', 'County Rd 102'],
    types: [['garden', 22], ['sfrHoa', 20], ['student', 8], ['senior', 8], ['fourplex', 14], ['mixedUse', 6], ['storage', 5], ['farmworker', 6], ['mhp', 4]],
  },
  {
    key: 'cc', label: 'Central Coast', properties: 160, dirs: false,
    cities: [
      c('Santa Barbara', 'Santa Barbara', '93101 93103 93105 93109'), c('Goleta', 'Santa Barbara', '93117'), c('Isla Vista', 'Santa Barbara', '93117'),
      c('San Luis Obispo', 'San Luis Obispo', '93401 93405'), c('Santa Maria', 'Santa Barbara', '93454 93455 93458'), c('Lompoc', 'Santa Barbara', '93436'),
      c('Paso Robles', 'San Luis Obispo', '93446'), c('Guadalupe', 'Santa Barbara', '93434'), c('Arroyo Grande', 'San Luis Obispo', '93420'),
      c('Cambria', 'San Luis Obispo', '93428'), c('Morro Bay', 'San Luis Obispo', '93442'),
    ],
    streets: ['State|St', 'De la Vina|St', 'Milpas|St', 'Cabrillo|Blvd', 'Hollister|Ave', 'Sabado Tarde|Rd', 'Del Playa|Dr', 'Foothill|Blvd',
      'Higuera|St', 'Marsh|St', 'Monterey|St', 'Broad|St', 'Grand|Ave', 'Broadway', 'Main|St', 'Betteravia|Rd', 'Hwy 1', 'Foxen Canyon|Rd',
      'Santa Rosa|St', 'Orcutt|Rd', 'Spring|St', 'Ocean|Ave', 'Harbor|St', 'Palm|Ave', 'Orange|St', 'Santa Maria|Way'],
    types: [['student', 16], ['farmworker', 18], ['fourplex', 14], ['sfrAdu', 12], ['smallApt', 12], ['mhp', 6], ['senior', 6], ['mixedUse', 6], ['storage', 4]],
  },
  {
    key: 'reno', label: 'Reno', properties: 140, dirs: true,
    cities: [c('Reno', 'Washoe', '89501 89502 89503 89509 89511 89512 89521 89523', 'NV'), c('Sparks', 'Washoe', '89431 89434 89436', 'NV')],
    streets: ['Virginia|St', 'Kietzke|Ln', 'Plumas|St', 'Moana|Ln', 'McCarran|Blvd', 'Wells|Ave', 'Sierra|St', 'Mill|St', 'Pyramid|Way',
      'Oddie|Blvd', 'Prater|Way', 'Victorian|Ave', 'Vista|Blvd', 'Los Altos|Pkwy', 'Lakeside|Dr', 'Mayberry|Dr', 'Longley|Ln', 'Evans|Ave',
      'Peckham|Ln', 'Neil|Rd', 'Skyline|Blvd', 'Baring|Blvd'],
    types: [['garden', 36], ['student', 10], ['senior', 10], ['mhp', 8], ['storage', 8], ['stripRetail', 10], ['fourplex', 10], ['sfrHoa', 8]],
  },
  {
    key: 'lv', label: 'Las Vegas', properties: 220, dirs: true,
    cities: [c('Las Vegas', 'Clark', '89101 89102 89103 89104 89109 89117 89119 89121 89123 89128 89146', 'NV'),
      c('Henderson', 'Clark', '89002 89012 89014 89052 89074', 'NV'), c('North Las Vegas', 'Clark', '89030 89031 89032 89081', 'NV')],
    streets: ['Las Vegas|Blvd|S', 'Las Vegas|Blvd|N', 'Rancho|Dr', 'Rancho|Rd', 'Flamingo|Rd', 'Tropicana|Ave', 'Sahara|Ave', 'Charleston|Blvd',
      'Desert Inn|Rd', 'Spring Mountain|Rd', 'Decatur|Blvd', 'Jones|Blvd', 'Rainbow|Blvd', 'Eastern|Ave', 'Maryland|Pkwy', 'Paradise|Rd',
      'Boulder|Hwy', 'Sunset|Rd', 'Warm Springs|Rd', 'Green Valley|Pkwy', 'Craig|Rd', 'Cheyenne|Ave', 'Lake Mead|Blvd', 'Koval|Ln', 'Harmon|Ave'],
    types: [['garden', 34], ['stripRetail', 16], ['sfrHoa', 14], ['student', 6], ['senior', 8], ['mhp', 8], ['storage', 8], ['fourplex', 6]],
  },
];

/** Streets no property sits on: vendors' yards and the manager's office. */
export const INDUSTRIAL_STREETS = ['Industrial Way', 'Commerce Dr', 'Enterprise St', 'Business Park Dr', 'Distribution Way', 'Trade Center Pkwy', 'Corporate Center Dr', 'Airport Rd'];

export const MANAGER = {
  name: 'Pacific Crest Residential',
  street: '3200 Camino del Rio N Ste 400',
  city: 'San Diego', state: 'CA', zip: '92108',
};
