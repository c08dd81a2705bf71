/*
 * Places: the client's eleven metros (cities with their ZIP ranges), the street names used there,
 * and the USPS Publication 28 street suffixes and directionals that bills print in many forms.
 */

export interface City {
  name: string;
  state: string;
  /** Other ways the city is printed ("Ft Worth", "St Pete"). */
  alts: readonly string[];
  zipLo: number;
  zipHi: number;
  weight: number;
}

export interface Metro {
  key: string;
  label: string;
  weight: number;
  cities: readonly City[];
  areaCodes: readonly string[];
  snow: boolean;
  /** The manager's regional office: the bill-to address on many bills (never a site). */
  office: { line1: string; city: string; state: string; zip: string };
}

const c = (name: string, state: string, zipLo: number, zipHi: number, weight = 1, alts: string[] = []): City => ({
  name,
  state,
  alts,
  zipLo,
  zipHi,
  weight,
});

export const METROS: readonly Metro[] = [
  {
    key: 'dfw',
    label: 'Dallas-Fort Worth',
    weight: 16,
    areaCodes: ['214', '469', '972', '817', '940'],
    snow: false,
    office: { line1: '5005 LBJ Fwy Ste 1200', city: 'Dallas', state: 'TX', zip: '75244' },
    cities: [
      c('Dallas', 'TX', 75201, 75254, 4),
      c('Plano', 'TX', 75023, 75094, 2),
      c('Irving', 'TX', 75038, 75063, 1.5),
      c('Garland', 'TX', 75040, 75044),
      c('Arlington', 'TX', 76001, 76018, 1.5),
      c('Fort Worth', 'TX', 76102, 76137, 2.5, ['Ft Worth', 'Ft. Worth']),
      c('Frisco', 'TX', 75033, 75036),
      c('McKinney', 'TX', 75069, 75072, 1, ['Mckinney']),
      c('Richardson', 'TX', 75080, 75082),
      c('Denton', 'TX', 76201, 76210),
      c('Mesquite', 'TX', 75149, 75150),
      c('Carrollton', 'TX', 75006, 75010),
      c('Lewisville', 'TX', 75057, 75067),
      c('Grand Prairie', 'TX', 75050, 75054),
    ],
  },
  {
    key: 'hou',
    label: 'Houston',
    weight: 12,
    areaCodes: ['713', '281', '832', '346'],
    snow: false,
    office: { line1: '2500 CityWest Blvd Suite 1600', city: 'Houston', state: 'TX', zip: '77042' },
    cities: [
      c('Houston', 'TX', 77002, 77099, 6),
      c('Pasadena', 'TX', 77502, 77506),
      c('Katy', 'TX', 77449, 77494, 1.2),
      c('Sugar Land', 'TX', 77478, 77479, 1, ['Sugarland']),
      c('Pearland', 'TX', 77581, 77584),
      c('Spring', 'TX', 77373, 77389, 1.2),
      c('Baytown', 'TX', 77520, 77521, 0.7),
      c('League City', 'TX', 77573, 77573, 0.7),
    ],
  },
  {
    key: 'aus',
    label: 'Austin',
    weight: 7,
    areaCodes: ['512', '737'],
    snow: false,
    office: { line1: '9600 Great Hills Trl Ste 150W', city: 'Austin', state: 'TX', zip: '78759' },
    cities: [
      c('Austin', 'TX', 78701, 78759, 5),
      c('Round Rock', 'TX', 78664, 78681, 1.3),
      c('Pflugerville', 'TX', 78660, 78660),
      c('Cedar Park', 'TX', 78613, 78613),
      c('Georgetown', 'TX', 78626, 78628),
      c('San Marcos', 'TX', 78666, 78666, 0.8),
    ],
  },
  {
    key: 'atl',
    label: 'Atlanta',
    weight: 12,
    areaCodes: ['404', '678', '770', '470'],
    snow: false,
    office: { line1: '3340 Peachtree Rd NE Ste 900', city: 'Atlanta', state: 'GA', zip: '30326' },
    cities: [
      c('Atlanta', 'GA', 30303, 30363, 5),
      c('Marietta', 'GA', 30060, 30068, 1.3),
      c('Decatur', 'GA', 30030, 30035),
      c('Smyrna', 'GA', 30080, 30082),
      c('Alpharetta', 'GA', 30004, 30022),
      c('Lawrenceville', 'GA', 30043, 30046),
      c('Duluth', 'GA', 30096, 30097),
      c('Kennesaw', 'GA', 30144, 30144),
      c('Roswell', 'GA', 30075, 30076),
      c('Norcross', 'GA', 30071, 30093),
    ],
  },
  {
    key: 'phx',
    label: 'Phoenix',
    weight: 11,
    areaCodes: ['602', '480', '623'],
    snow: false,
    office: { line1: '2398 E Camelback Rd Suite 1020', city: 'Phoenix', state: 'AZ', zip: '85016' },
    cities: [
      c('Phoenix', 'AZ', 85003, 85054, 5),
      c('Mesa', 'AZ', 85201, 85215, 1.6),
      c('Tempe', 'AZ', 85281, 85284, 1.2),
      c('Chandler', 'AZ', 85224, 85249),
      c('Glendale', 'AZ', 85301, 85310),
      c('Scottsdale', 'AZ', 85250, 85260),
      c('Gilbert', 'AZ', 85233, 85298),
      c('Peoria', 'AZ', 85345, 85383),
    ],
  },
  {
    key: 'clt',
    label: 'Charlotte',
    weight: 8,
    areaCodes: ['704', '980', '803'],
    snow: false,
    office: { line1: '6805 Morrison Blvd Suite 250', city: 'Charlotte', state: 'NC', zip: '28211' },
    cities: [
      c('Charlotte', 'NC', 28202, 28277, 5),
      c('Concord', 'NC', 28025, 28027),
      c('Gastonia', 'NC', 28052, 28056),
      c('Matthews', 'NC', 28104, 28105, 0.7),
      c('Huntersville', 'NC', 28078, 28078, 0.7),
      c('Rock Hill', 'SC', 29730, 29732, 0.8),
      c('Fort Mill', 'SC', 29708, 29715, 0.6, ['Ft Mill']),
    ],
  },
  {
    key: 'den',
    label: 'Denver',
    weight: 7,
    areaCodes: ['303', '720'],
    snow: true,
    office: { line1: '1801 Broadway Ste 1100', city: 'Denver', state: 'CO', zip: '80202' },
    cities: [
      c('Denver', 'CO', 80202, 80239, 5),
      c('Aurora', 'CO', 80010, 80019, 1.5),
      c('Lakewood', 'CO', 80214, 80235),
      c('Englewood', 'CO', 80110, 80113, 0.7),
      c('Littleton', 'CO', 80120, 80128),
      c('Westminster', 'CO', 80030, 80031),
      c('Arvada', 'CO', 80002, 80005),
      c('Thornton', 'CO', 80229, 80241),
    ],
  },
  {
    key: 'cmh',
    label: 'Columbus',
    weight: 7,
    areaCodes: ['614', '380'],
    snow: true,
    office: { line1: '250 Civic Center Dr Suite 500', city: 'Columbus', state: 'OH', zip: '43215' },
    cities: [
      c('Columbus', 'OH', 43201, 43235, 6),
      c('Dublin', 'OH', 43016, 43017),
      c('Westerville', 'OH', 43081, 43082),
      c('Grove City', 'OH', 43123, 43123),
      c('Reynoldsburg', 'OH', 43068, 43068),
      c('Hilliard', 'OH', 43026, 43026),
      c('Gahanna', 'OH', 43230, 43230),
    ],
  },
  {
    key: 'tpa',
    label: 'Tampa Bay',
    weight: 8,
    areaCodes: ['813', '727'],
    snow: false,
    office: { line1: '4830 W Kennedy Blvd Ste 600', city: 'Tampa', state: 'FL', zip: '33609' },
    cities: [
      c('Tampa', 'FL', 33602, 33647, 4),
      c('St. Petersburg', 'FL', 33701, 33716, 2, ['St Petersburg', 'Saint Petersburg', 'St Pete']),
      c('Clearwater', 'FL', 33755, 33765),
      c('Brandon', 'FL', 33510, 33511),
      c('Largo', 'FL', 33770, 33778),
      c('Riverview', 'FL', 33569, 33579),
    ],
  },
  {
    key: 'bna',
    label: 'Nashville',
    weight: 6,
    areaCodes: ['615', '629'],
    snow: false,
    office: { line1: '3100 West End Ave Suite 800', city: 'Nashville', state: 'TN', zip: '37203' },
    cities: [
      c('Nashville', 'TN', 37203, 37221, 4),
      c('Murfreesboro', 'TN', 37127, 37130, 1.3),
      c('Franklin', 'TN', 37064, 37069),
      c('Antioch', 'TN', 37013, 37013),
      c('Hendersonville', 'TN', 37075, 37075),
      c('Smyrna', 'TN', 37167, 37167, 0.7),
    ],
  },
  {
    key: 'ind',
    label: 'Indianapolis',
    weight: 6,
    areaCodes: ['317', '463'],
    snow: true,
    office: { line1: '8888 Keystone Xing Ste 1300', city: 'Indianapolis', state: 'IN', zip: '46240' },
    cities: [
      c('Indianapolis', 'IN', 46201, 46260, 5, ['Indpls']),
      c('Carmel', 'IN', 46032, 46033),
      c('Fishers', 'IN', 46037, 46038),
      c('Greenwood', 'IN', 46142, 46143),
      c('Lawrence', 'IN', 46216, 46236, 0.7),
    ],
  },
];

export const STATE_NAMES: Readonly<Record<string, string>> = {
  TX: 'Texas',
  GA: 'Georgia',
  AZ: 'Arizona',
  NC: 'North Carolina',
  SC: 'South Carolina',
  CO: 'Colorado',
  OH: 'Ohio',
  FL: 'Florida',
  TN: 'Tennessee',
  IN: 'Indiana',
};

/** USPS Publication 28, Appendix C1: [primary name, standard abbreviation, other common forms]. */
export interface Suffix {
  full: string;
  abbr: string;
  alts: readonly string[];
}

const s = (full: string, abbr: string, ...alts: string[]): Suffix => ({ full, abbr, alts });

export const SUFFIXES: Readonly<Record<string, Suffix>> = {
  st: s('Street', 'St', 'Str', 'Strt'),
  ave: s('Avenue', 'Ave', 'Av', 'Aven'),
  blvd: s('Boulevard', 'Blvd', 'Boul', 'Blv'),
  dr: s('Drive', 'Dr', 'Drv', 'Driv'),
  rd: s('Road', 'Rd'),
  ln: s('Lane', 'Ln'),
  ct: s('Court', 'Ct', 'Crt'),
  pkwy: s('Parkway', 'Pkwy', 'Pky', 'Parkwy'),
  hwy: s('Highway', 'Hwy', 'Hiway'),
  cir: s('Circle', 'Cir', 'Circ', 'Crcl'),
  pl: s('Place', 'Pl'),
  ter: s('Terrace', 'Ter', 'Terr'),
  trl: s('Trail', 'Trl', 'Trail'),
  way: s('Way', 'Way', 'Wy'),
  xing: s('Crossing', 'Xing', 'Crssng'),
  pt: s('Point', 'Pt'),
  sq: s('Square', 'Sq', 'Sqr'),
  ctr: s('Center', 'Ctr', 'Cntr', 'Centre'),
  loop: s('Loop', 'Loop'),
  run: s('Run', 'Run'),
  pike: s('Pike', 'Pike', 'Pk'),
  holw: s('Hollow', 'Holw', 'Hllw'),
  cv: s('Cove', 'Cv'),
  bnd: s('Bend', 'Bnd'),
  path: s('Path', 'Path'),
  fwy: s('Freeway', 'Fwy', 'Frwy'),
  expy: s('Expressway', 'Expy', 'Expwy', 'Exp'),
  plz: s('Plaza', 'Plz', 'Plza'),
  grv: s('Grove', 'Grv'),
  gln: s('Glen', 'Gln'),
  mdws: s('Meadows', 'Mdws'),
  row: s('Row', 'Row'),
};

export const DIRECTIONALS: Readonly<Record<string, { full: string; abbr: string }>> = {
  N: { full: 'North', abbr: 'N' },
  S: { full: 'South', abbr: 'S' },
  E: { full: 'East', abbr: 'E' },
  W: { full: 'West', abbr: 'W' },
  NE: { full: 'Northeast', abbr: 'NE' },
  NW: { full: 'Northwest', abbr: 'NW' },
  SE: { full: 'Southeast', abbr: 'SE' },
  SW: { full: 'Southwest', abbr: 'SW' },
};

export interface StreetName {
  name: string;
  /** Other spellings a bill may use for the same street ("Fifth" for "5th", "MLK Jr"). */
  alts: readonly string[];
  /** Suffix keys this street takes; null means it is written without one ("FM 1960"). */
  suffixes: readonly string[] | null;
  /** Only in these metros (highways, local landmarks); empty means anywhere. */
  metros: readonly string[];
}

const COMMON_SUFFIXES = ['st', 'st', 'st', 'ave', 'ave', 'dr', 'dr', 'rd', 'rd', 'ln', 'blvd', 'ct', 'pkwy', 'cir', 'pl', 'way', 'trl', 'ter'];

const PLAIN = [
  'Oak', 'Elm', 'Maple', 'Pine', 'Cedar', 'Walnut', 'Chestnut', 'Hickory', 'Willow', 'Magnolia', 'Sycamore', 'Pecan',
  'Birch', 'Cypress', 'Juniper', 'Dogwood', 'Poplar', 'Aspen', 'Laurel', 'Holly', 'Redbud', 'Mesquite', 'Live Oak',
  'Main', 'Market', 'Commerce', 'Church', 'Mill', 'Center', 'Broad', 'High', 'Front', 'Water', 'Railroad', 'Depot',
  'Washington', 'Jefferson', 'Madison', 'Monroe', 'Jackson', 'Lincoln', 'Franklin', 'Adams', 'Grant', 'Wilson',
  'Harrison', 'Cleveland', 'Garfield', 'Taylor', 'Polk', 'Tyler', 'Pierce', 'Hayes', 'Hamilton', 'Hancock',
  'Park', 'Lake', 'River', 'Spring', 'Valley', 'Forest', 'Meadow', 'Ridge', 'Highland', 'Hillcrest', 'Sunset',
  'Sunrise', 'Fairview', 'Glenwood', 'Greenwood', 'Lakeview', 'Riverside', 'Woodland', 'Parkview', 'Bellaire',
  'Belmont', 'Brookside', 'Briarwood', 'Brentwood', 'Cambridge', 'Canterbury', 'Carriage', 'Clearview', 'Cottonwood',
  'Country Club', 'Crestview', 'Deerfield', 'Eastgate', 'Westgate', 'Northgate', 'Southgate', 'Evergreen', 'Fox Run',
  'Foxcroft', 'Garden', 'Glen Oaks', 'Hawthorne', 'Heritage', 'Hidden Valley', 'Indian Hills', 'Ivy', 'Kensington',
  'Lexington', 'Linden', 'Mockingbird', 'Oak Lawn', 'Old Mill', 'Orchard', 'Oxford', 'Prairie', 'Preston', 'Quail Run',
  'Rolling Hills', 'Rosewood', 'Sherwood', 'Shady Grove', 'Silverleaf', 'Stonebridge', 'Summit', 'Timber', 'Timberline',
  'Trinity', 'Twin Oaks', 'Village', 'Vista', 'Wheatfield', 'Whitestone', 'Wildwood', 'Windsor', 'Winding Creek',
  'Woodcrest', 'Yorktown', 'Abbey', 'Amherst', 'Ashford', 'Avalon', 'Beechwood', 'Bluebonnet', 'Bramble', 'Buckingham',
  'Camden', 'Carlisle', 'Chapel Hill', 'Cherokee', 'Colonial', 'Concord', 'Coventry', 'Dartmouth', 'Devonshire',
  'Dover', 'Durham', 'Edgewood', 'Emerson', 'Essex', 'Fairfax', 'Falcon', 'Gateway', 'Grandview', 'Greenbriar',
  'Harvest', 'Hollywood', 'Inwood', 'Kingston', 'Kirkwood', 'Larkspur', 'Ledgestone', 'Manchester', 'Marlborough',
  'Montclair', 'Northview', 'Norwood', 'Oakmont', 'Pebble Creek', 'Pinehurst', 'Princeton', 'Raintree', 'Ravenwood',
  'Regency', 'Richmond', 'Rockwood', 'Royal', 'Saddle', 'Sandpiper', 'Seminole', 'Shadow', 'Shenandoah', 'Somerset',
  'Stratford', 'Sutton', 'Tanglewood', 'Thornton', 'Tremont', 'Tulip', 'Valencia', 'Verona', 'Walden', 'Waverly',
  'Wellington', 'Westwood', 'Whispering Pines', 'Wimbledon', 'Woodhaven', 'Arbor', 'Blackhawk', 'Copperfield',
  'Cross Creek', 'Hunters Glen', 'Keller Springs', 'Spring Valley', 'Coit', 'Belt Line', 'Josey',
  'Legacy', 'Independence', 'Commerce Park', 'Industrial', 'Technology', 'Corporate', 'Executive', 'Enterprise',
];

const TECH_SUFFIXES = ['blvd', 'dr', 'pkwy', 'way', 'ctr', 'ct'];

const ORDINALS: readonly [string, string][] = [
  ['1st', 'First'], ['2nd', 'Second'], ['3rd', 'Third'], ['4th', 'Fourth'], ['5th', 'Fifth'], ['6th', 'Sixth'],
  ['7th', 'Seventh'], ['8th', 'Eighth'], ['9th', 'Ninth'], ['10th', 'Tenth'], ['11th', 'Eleventh'], ['12th', 'Twelfth'],
];

function buildStreets(): StreetName[] {
  const out: StreetName[] = [];
  for (const name of PLAIN) {
    const tech = ['Industrial', 'Technology', 'Corporate', 'Executive', 'Enterprise', 'Commerce Park', 'Legacy'].includes(name);
    out.push({ name, alts: [], suffixes: tech ? TECH_SUFFIXES : COMMON_SUFFIXES, metros: [] });
  }
  for (const [num, word] of ORDINALS) out.push({ name: num, alts: [word], suffixes: ['st', 'st', 'ave', 'ave'], metros: [] });
  out.push({ name: 'Martin Luther King Jr', alts: ['MLK Jr', 'M L King Jr', 'Martin Luther King'], suffixes: ['blvd', 'dr'], metros: [] });
  out.push({ name: 'St. Charles', alts: ['Saint Charles', 'St Charles'], suffixes: ['ave', 'pl', 'st'], metros: [] });
  out.push({ name: 'St. Andrews', alts: ['Saint Andrews', 'St Andrews'], suffixes: ['dr', 'ct', 'pl'], metros: [] });
  out.push({ name: 'Mount Vernon', alts: ['Mt Vernon', 'Mt. Vernon'], suffixes: ['ave', 'rd', 'st'], metros: [] });
  out.push({ name: 'Mount Pleasant', alts: ['Mt Pleasant', 'Mt. Pleasant'], suffixes: ['rd', 'st'], metros: [] });
  out.push({ name: 'Fort Hunt', alts: ['Ft Hunt', 'Ft. Hunt'], suffixes: ['rd', 'dr'], metros: [] });
  const hw = (name: string, alts: string[], metros: string[]): StreetName => ({ name, alts, suffixes: null, metros });
  out.push(hw('FM 1960', ['Farm to Market Road 1960', 'FM Rd 1960', 'F.M. 1960', 'Farm-to-Market 1960'], ['hou']));
  out.push(hw('FM 2181', ['Farm to Market Road 2181', 'FM Rd 2181', 'F.M. 2181'], ['dfw']));
  out.push(hw('FM 423', ['Farm to Market Road 423', 'FM Rd 423', 'F.M. 423'], ['dfw']));
  out.push(hw('FM 1431', ['Farm to Market Road 1431', 'FM Rd 1431', 'RM 1431', 'Ranch to Market Rd 1431'], ['aus']));
  out.push(hw('State Highway 121', ['SH 121', 'State Hwy 121', 'Hwy 121', 'SH-121'], ['dfw']));
  out.push(hw('State Highway 6', ['SH 6', 'State Hwy 6', 'Hwy 6'], ['hou']));
  out.push(hw('US Highway 19', ['US Hwy 19', 'US-19', 'U.S. 19', 'Hwy 19 N'], ['tpa']));
  out.push(hw('US Highway 31', ['US Hwy 31', 'US-31', 'U.S. 31'], ['ind', 'bna']));
  out.push(hw('State Route 161', ['SR 161', 'State Rte 161', 'Rt 161', 'Route 161'], ['cmh']));
  out.push(hw('State Road 54', ['SR 54', 'State Rd 54', 'Rte 54'], ['tpa']));
  const local = (name: string, suffixes: string[], metros: string[], alts: string[] = []): StreetName => ({ name, alts, suffixes, metros });
  out.push(local('Peachtree', ['rd', 'st'], ['atl']));
  out.push(local('Ponce de Leon', ['ave'], ['atl'], ['Ponce De Leon', 'Ponce']));
  out.push(local('Camelback', ['rd'], ['phx']));
  out.push(local('Indian School', ['rd'], ['phx']));
  out.push(local('McDowell', ['rd'], ['phx'], ['Mc Dowell']));
  out.push(local('Colfax', ['ave'], ['den']));
  out.push(local('Colorado', ['blvd'], ['den']));
  out.push(local('Westheimer', ['rd'], ['hou']));
  out.push(local('Bissonnet', ['st'], ['hou'], ['Bissonet']));
  out.push(local('Lamar', ['blvd'], ['aus']));
  out.push(local('Burnet', ['rd'], ['aus']));
  out.push(local('Providence', ['rd'], ['clt']));
  out.push(local('Tryon', ['st'], ['clt']));
  out.push(local('Nolensville', ['pike'], ['bna'], ['Nolensville Pk']));
  out.push(local('Charlotte', ['pike', 'ave'], ['bna']));
  out.push(local('Dale Mabry', ['hwy'], ['tpa']));
  out.push(local('Sawmill', ['rd'], ['cmh']));
  out.push(local('Olentangy River', ['rd'], ['cmh']));
  out.push(local('Keystone', ['ave', 'xing'], ['ind']));
  out.push(local('Michigan', ['rd', 'st'], ['ind']));
  return out;
}

export const STREETS: readonly StreetName[] = buildStreets();
