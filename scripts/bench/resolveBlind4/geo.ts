/*
 * Where the portfolio is: a Midwest/Northeast manager ("Lakeline Residential Management") with
 * offices in eight metros. Street lists are real street names of each city, written the way the
 * city writes them (Chicago pre-directionals, Minneapolis post-directionals, Boston none).
 */

export type Metro = 'CHI' | 'MKE' | 'MSP' | 'DET' | 'CLE' | 'PIT' | 'PHL' | 'BOS';

export interface Street {
  pre: string | null;
  name: string;
  type: string | null;
  post: string | null;
}

export interface City {
  name: string;
  state: string;
  metro: Metro;
  zips: readonly string[];
  streets: readonly Street[];
  numLo: number;
  numHi: number;
  /** Share of the portfolio's properties. */
  weight: number;
  /** Postal names bills may print instead of the city (Boston neighbourhoods). */
  mailNames?: readonly string[];
  neighborhoods: readonly string[];
}

const DIRS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
export const TYPES = new Set(['Ave', 'St', 'Blvd', 'Rd', 'Pkwy', 'Pl', 'Ct', 'Dr', 'Ter', 'Ln', 'Way']);

function st(spec: string): Street {
  const toks = spec.split(' ');
  let pre: string | null = null;
  let post: string | null = null;
  let type: string | null = null;
  if (toks.length > 1 && DIRS.has(toks[0] as string)) pre = toks.shift() as string;
  if (toks.length > 1 && DIRS.has(toks[toks.length - 1] as string)) post = toks.pop() as string;
  if (toks.length > 1 && TYPES.has(toks[toks.length - 1] as string)) type = toks.pop() as string;
  return { pre, name: toks.join(' '), type, post };
}

const streets = (s: string): Street[] => s.split(',').map((x) => st(x.trim()));

const CHI_STREETS = streets(
  'N Milwaukee Ave, N Clark St, N Halsted St, S Halsted St, N Damen Ave, N Western Ave, N Ashland Ave, N Sheridan Rd, N Broadway, ' +
    'N Kedzie Ave, N California Ave, N Winthrop Ave, N Kenmore Ave, N Magnolia Ave, N Wolcott Ave, N Hoyne Ave, N Leavitt St, ' +
    'N Oakley Ave, N Campbell Ave, N Francisco Ave, N Sacramento Ave, N Troy St, N Albany Ave, N Spaulding Ave, N Kimball Ave, ' +
    'N Lincoln Ave, N Racine Ave, N Seminary Ave, N Wayne Ave, N Greenview Ave, N Paulina St, N Wood St, N Claremont Ave, ' +
    'N Artesian Ave, N Washtenaw Ave, N Maplewood Ave, N Rockwell St, N Talman Ave, N Fairfield Ave, N Richmond St, N Whipple St, ' +
    'N Glenwood Ave, N Lakewood Ave, N Ridge Blvd, S Cottage Grove Ave, S Prairie Ave, S Calumet Ave, S Indiana Ave, S Michigan Ave, ' +
    'S Wabash Ave, S Emerald Ave, S Union Ave, S Morgan St, S Loomis Blvd, S Kenwood Ave, S Dorchester Ave, S Blackstone Ave, ' +
    'S Harper Ave, S Woodlawn Ave, S Ellis Ave, S Drexel Blvd, S Jeffery Blvd, S Euclid Ave, S Paxton Ave, S Oglesby Ave, ' +
    'W Foster Ave, W Wilson Ave, W Montrose Ave, W Irving Park Rd, W Addison St, W Belmont Ave, W Diversey Pkwy, W Fullerton Ave, ' +
    'W Armitage Ave, W North Ave, W Division St, W Chicago Ave, W Grand Ave, W Augusta Blvd, W Iowa St, W Cortland St, ' +
    'W Wabansia Ave, W Bloomingdale Ave, W Schubert Ave, W Wrightwood Ave, W George St, W Barry Ave, W Melrose St, W Roscoe St, ' +
    'W School St, W Henderson St, W Cornelia Ave, W Eddy St, W Waveland Ave, W Grace St, W Byron St, W Berteau Ave, W Cullom Ave, ' +
    'W Leland Ave, W Lawrence Ave, W Ainslie St, W Argyle St, W Carmen Ave, W Winona St, W Balmoral Ave, W Berwyn Ave, ' +
    'W Summerdale Ave, W Catalpa Ave, W Bryn Mawr Ave, W Hollywood Ave, W Ardmore Ave, W Thorndale Ave, W Granville Ave, ' +
    'W Rosemont Ave, W Devon Ave, W Glenlake Ave, W Pratt Blvd, W Farwell Ave, W Morse Ave, W Lunt Ave, W Greenleaf Ave, ' +
    'W Touhy Ave, W Jarvis Ave, W Fargo Ave, E 53rd St, E 55th St, E 57th St, E Hyde Park Blvd, E 67th St, W 63rd St, W 18th St, ' +
    'W Cermak Rd, W 26th St, W Evergreen Ave, W Potomac Ave, W Thomas St, W Crystal St, W Haddon Ave',
);

export const CITIES: readonly City[] = [
  {
    name: 'Chicago', state: 'IL', metro: 'CHI', weight: 38, numLo: 1000, numHi: 7999, streets: CHI_STREETS,
    zips: ['60613', '60614', '60618', '60622', '60625', '60626', '60630', '60640', '60641', '60645', '60647', '60657', '60659', '60660', '60608', '60609', '60615', '60616', '60617', '60619', '60637', '60649', '60651', '60612', '60639'],
    neighborhoods: ['Lakeview', 'Wicker Park', 'Andersonville', 'Rogers Park', 'Edgewater', 'Logan Square', 'Hyde Park', 'Bucktown', 'Ravenswood', 'Uptown', 'Lincoln Square', 'Pilsen', 'Bridgeport', 'Ukrainian Village', 'Humboldt Park', 'Albany Park', 'Kenwood', 'South Shore', 'West Ridge', 'Avondale'],
  },
  {
    name: 'Evanston', state: 'IL', metro: 'CHI', weight: 3, numLo: 500, numHi: 2999, zips: ['60201', '60202'],
    streets: streets('Chicago Ave, Sherman Ave, Hinman Ave, Judson Ave, Maple Ave, Ridge Ave, Dempster St, Main St, Custer Ave, Asbury Ave, Elmwood Ave, Church St, Davis St, Grove St, Greenwood St, Oak Ave, Hartrey Ave'),
    neighborhoods: ['Northwestern', 'Dempster', 'Main Street', 'Lakeshore'],
  },
  {
    name: 'Oak Park', state: 'IL', metro: 'CHI', weight: 2.5, numLo: 100, numHi: 1199, zips: ['60301', '60302', '60304'],
    streets: streets('S Oak Park Ave, N Oak Park Ave, Lake St, Madison St, Washington Blvd, S Euclid Ave, S Harlem Ave, S Austin Blvd, S Ridgeland Ave, S East Ave, S Kenilworth Ave, S Marion St, S Home Ave, S Grove Ave, S Scoville Ave'),
    neighborhoods: ['Oak Park', 'Hemingway', 'Ridgeland'],
  },
  {
    name: 'Berwyn', state: 'IL', metro: 'CHI', weight: 2, numLo: 1200, numHi: 3999, zips: ['60402'],
    streets: streets('S Oak Park Ave, W Cermak Rd, S Ridgeland Ave, S Clarence Ave, S Grove Ave, S Home Ave, S Harlem Ave, W 16th St, S Wenonah Ave, S Euclid Ave, S Scoville Ave, W 31st St'),
    neighborhoods: ['Berwyn', 'Depot District'],
  },
  {
    name: 'Skokie', state: 'IL', metro: 'CHI', weight: 1.5, numLo: 3000, numHi: 9999, zips: ['60076', '60077'],
    streets: streets('Main St, Oakton St, Dempster St, Niles Center Rd, Crawford Ave, Lincoln Ave, Kenton Ave, Keating Ave, Lawler Ave'),
    neighborhoods: ['Skokie', 'Oakton'],
  },
  {
    name: 'Milwaukee', state: 'WI', metro: 'MKE', weight: 8, numLo: 100, numHi: 3999, zips: ['53202', '53204', '53207', '53208', '53211', '53212', '53213'],
    streets: streets('N Farwell Ave, N Prospect Ave, E Brady St, N Oakland Ave, E North Ave, W Wisconsin Ave, N Murray Ave, N Humboldt Blvd, W Vliet St, W Lincoln Ave, S Kinnickinnic Ave, N Downer Ave, E Locust St, N Cramer St, E Kenilworth Pl, N Astor St, W State St, N 27th St, W Greenfield Ave, N Bremen St, N Booth St, E Ogden Ave, N Maryland Ave, S Howell Ave, E Russell Ave'),
    neighborhoods: ['East Side', 'Riverwest', 'Bay View', 'Brady Street', 'Lower East Side', 'Walker\'s Point', 'Avenues West'],
  },
  {
    name: 'Wauwatosa', state: 'WI', metro: 'MKE', weight: 1, numLo: 6000, numHi: 9999, zips: ['53213', '53226'],
    streets: streets('W North Ave, W State St, Harwood Ave, N 68th St, W Center St, W Wells St, N 76th St'),
    neighborhoods: ['Tosa Village', 'East Tosa'],
  },
  {
    name: 'Minneapolis', state: 'MN', metro: 'MSP', weight: 7, numLo: 100, numHi: 4999, zips: ['55403', '55404', '55405', '55406', '55407', '55408', '55414', '55413'],
    streets: streets('Hennepin Ave S, Lyndale Ave S, Nicollet Ave, E Lake St, W 26th St, Bryant Ave S, Aldrich Ave S, Colfax Ave S, Dupont Ave S, Emerson Ave S, Fremont Ave S, Girard Ave S, Harriet Ave, Grand Ave S, Pleasant Ave, Portland Ave, Park Ave, Chicago Ave, Blaisdell Ave, 1st Ave S, W Franklin Ave, E Franklin Ave, University Ave SE, 4th St SE, 15th Ave SE, Como Ave SE, Central Ave NE, W 28th St, W 31st St'),
    neighborhoods: ['Whittier', 'Loring Park', 'Lowry Hill', 'Powderhorn', 'Northeast', 'Dinkytown', 'Lyn-Lake', 'Stevens Square', 'Marcy-Holmes'],
  },
  {
    name: 'St. Paul', state: 'MN', metro: 'MSP', weight: 3, numLo: 100, numHi: 2199, zips: ['55102', '55104', '55105'],
    streets: streets('Grand Ave, Summit Ave, Selby Ave, Marshall Ave, Dayton Ave, Laurel Ave, Snelling Ave, Lexington Pkwy, University Ave W, Portland Ave, Ashland Ave, Holly Ave, Goodrich Ave'),
    neighborhoods: ['Cathedral Hill', 'Summit Hill', 'Macalester-Groveland', 'Frogtown'],
  },
  {
    name: 'Detroit', state: 'MI', metro: 'DET', weight: 5, numLo: 100, numHi: 9999, zips: ['48201', '48202', '48207', '48208', '48214', '48216', '48206'],
    streets: streets('Woodward Ave, Cass Ave, 2nd Ave, W Grand Blvd, E Jefferson Ave, W Warren Ave, E Grand Blvd, Trumbull St, Seward St, Virginia Park St, Gladstone St, Alter Rd, Kercheval Ave, Burns St, Seminole St, Van Dyke St, Canfield St, Alexandrine St, Willis St, Pingree St, Calvert St'),
    neighborhoods: ['Midtown', 'Corktown', 'Woodbridge', 'Indian Village', 'New Center', 'Boston-Edison', 'West Village'],
  },
  {
    name: 'Ferndale', state: 'MI', metro: 'DET', weight: 1, numLo: 100, numHi: 2999, zips: ['48220'],
    streets: streets('W 9 Mile Rd, Woodward Ave, Livernois Ave, Bermuda St, Pinecrest Dr, Hilton Rd, Withington St, Drayton Ave'),
    neighborhoods: ['Ferndale'],
  },
  {
    name: 'Royal Oak', state: 'MI', metro: 'DET', weight: 1, numLo: 100, numHi: 3999, zips: ['48067', '48073'],
    streets: streets('N Main St, W 11 Mile Rd, S Washington Ave, N Center St, E 4th St, Lafayette Ave, S Lafayette Ave'),
    neighborhoods: ['Royal Oak'],
  },
  {
    name: 'Cleveland', state: 'OH', metro: 'CLE', weight: 5, numLo: 1000, numHi: 9999, zips: ['44102', '44103', '44106', '44113', '44114', '44115', '44120'],
    streets: streets('Euclid Ave, Detroit Ave, W 25th St, W 65th St, Lorain Ave, Clifton Blvd, Superior Ave, E 55th St, Chester Ave, Carnegie Ave, Fulton Rd, Franklin Blvd, Bridge Ave, Madison Ave, Larchmere Blvd, Buckeye Rd, W 38th St, Professor Ave, Starkweather Ave'),
    neighborhoods: ['Ohio City', 'Tremont', 'Detroit Shoreway', 'Gordon Square', 'University Circle', 'Shaker Square', 'Edgewater'],
  },
  {
    name: 'Lakewood', state: 'OH', metro: 'CLE', weight: 1.5, numLo: 11000, numHi: 18999, zips: ['44107'],
    streets: streets('Detroit Ave, Madison Ave, Clifton Blvd, Lake Ave, Edgewater Dr, Belle Ave, Grace Ave, Hilliard Blvd, Warren Rd, Bunts Rd'),
    neighborhoods: ['Birdtown', 'Gold Coast'],
  },
  {
    name: 'Cleveland Heights', state: 'OH', metro: 'CLE', weight: 1.5, numLo: 1500, numHi: 3999, zips: ['44106', '44118'],
    streets: streets('Coventry Rd, Cedar Rd, Lee Rd, Euclid Heights Blvd, Mayfield Rd, Fairmount Blvd, Overlook Rd, Hampshire Rd, Washington Blvd'),
    neighborhoods: ['Coventry', 'Cedar-Fairmount'],
  },
  {
    name: 'Pittsburgh', state: 'PA', metro: 'PIT', weight: 5, numLo: 100, numHi: 7999, zips: ['15201', '15203', '15206', '15208', '15213', '15217', '15224', '15232'],
    streets: streets('Penn Ave, Forbes Ave, Fifth Ave, Butler St, Liberty Ave, Murray Ave, Walnut St, Ellsworth Ave, Negley Ave, Highland Ave, S Highland Ave, Centre Ave, Baum Blvd, E Carson St, S 18th St, Brighton Rd, Perrysville Ave, N Craig St, Atwood St, Meyran Ave, Shady Ave, Liberty Ave, Morewood Ave'),
    neighborhoods: ['Shadyside', 'Squirrel Hill', 'Lawrenceville', 'Bloomfield', 'Oakland', 'South Side', 'East Liberty', 'Friendship'],
  },
  {
    name: 'Philadelphia', state: 'PA', metro: 'PHL', weight: 6, numLo: 100, numHi: 4999, zips: ['19102', '19103', '19104', '19106', '19107', '19122', '19123', '19125', '19130', '19146', '19147', '19148'],
    streets: streets('Spruce St, Pine St, Locust St, Walnut St, Chestnut St, Baltimore Ave, N 2nd St, N 3rd St, S 4th St, N Broad St, S Broad St, W Girard Ave, E Passyunk Ave, S 9th St, Christian St, Catharine St, Fitzwater St, Frankford Ave, E Norris St, N Front St, Germantown Ave, W Lehigh Ave, Ridge Ave, Kater St, Fairmount Ave, Green St, Mount Vernon St'),
    neighborhoods: ['Fishtown', 'Rittenhouse', 'Graduate Hospital', 'Fairmount', 'Northern Liberties', 'Bella Vista', 'Queen Village', 'Spruce Hill'],
  },
  {
    name: 'Upper Darby', state: 'PA', metro: 'PHL', weight: 1, numLo: 100, numHi: 8999, zips: ['19082'],
    streets: streets('Garrett Rd, Market St, Marshall Rd, Long Ln, Walnut St, Lansdowne Ave, Copley Rd'),
    neighborhoods: ['Upper Darby'],
  },
  {
    name: 'Boston', state: 'MA', metro: 'BOS', weight: 4, numLo: 1, numHi: 1999, zips: ['02115', '02116', '02118', '02119', '02124', '02125', '02127', '02130', '02134', '02135'],
    mailNames: ['Dorchester', 'Jamaica Plain', 'Roxbury', 'South Boston', 'Brighton', 'Allston'],
    streets: streets('Commonwealth Ave, Beacon St, Tremont St, Washington St, Columbus Ave, Marlborough St, Newbury St, Dorchester Ave, Centre St, Huntington Ave, Massachusetts Ave, Blue Hill Ave, Boylston St, Savin Hill Ave, Bowdoin St, E Broadway, W Broadway, Adams St, Green St, South St, Shawmut Ave, Dudley St, Chestnut Ave'),
    neighborhoods: ['Back Bay', 'South End', 'Jamaica Plain', 'Dorchester', 'Brighton', 'Fenway', 'Savin Hill'],
  },
  {
    name: 'Cambridge', state: 'MA', metro: 'BOS', weight: 1, numLo: 1, numHi: 2499, zips: ['02138', '02139', '02140', '02141'],
    streets: streets('Massachusetts Ave, Broadway, Cambridge St, Hampshire St, Prospect St, Magazine St, Putnam Ave, Harvard St, Inman St, Western Ave'),
    neighborhoods: ['Inman Square', 'Central Square', 'Porter Square'],
  },
  {
    name: 'Somerville', state: 'MA', metro: 'BOS', weight: 0.7, numLo: 1, numHi: 999, zips: ['02143', '02144', '02145'],
    streets: streets('Highland Ave, Broadway, Elm St, Somerville Ave, Summer St, Medford St, Washington St, Central St'),
    neighborhoods: ['Davis Square', 'Union Square'],
  },
  {
    name: 'Brookline', state: 'MA', metro: 'BOS', weight: 0.3, numLo: 1, numHi: 1999, zips: ['02445', '02446'],
    streets: streets('Beacon St, Harvard St, Commonwealth Ave, Washington St, Longwood Ave, Babcock St'),
    neighborhoods: ['Coolidge Corner', 'Brookline Village'],
  },
];

/** The manager. Bill-to lines are always one of these offices, never a property. */
export const MANAGER = {
  name: 'Lakeline Residential Management',
  short: ['Lakeline Residential Mgmt', 'LAKELINE RESIDENTIAL', 'Lakeline Res. Mgmt.', 'Lakeline Residential Management LLC', 'Lakeline Property Mgmt'],
  domain: 'lakelineres.com',
};

export interface Office {
  metro: Metro;
  street: string;
  suite: string;
  cityLine: string;
  /** Street number + core name, reserved so no property sits there. */
  key: string;
}

export const OFFICES: readonly Office[] = [
  { metro: 'CHI', street: '180 N LaSalle St', suite: 'Suite 2700', cityLine: 'Chicago, IL 60601', key: '180|lasalle' },
  { metro: 'MKE', street: '330 E Kilbourn Ave', suite: 'Suite 1100', cityLine: 'Milwaukee, WI 53202', key: '330|kilbourn' },
  { metro: 'MSP', street: '90 S 7th St', suite: 'Suite 3300', cityLine: 'Minneapolis, MN 55402', key: '90|7th' },
  { metro: 'DET', street: '1001 Woodward Ave', suite: 'Suite 800', cityLine: 'Detroit, MI 48226', key: '1001|woodward' },
  { metro: 'CLE', street: '1300 E 9th St', suite: 'Suite 1500', cityLine: 'Cleveland, OH 44114', key: '1300|9th' },
  { metro: 'PIT', street: '301 Grant St', suite: 'Suite 4300', cityLine: 'Pittsburgh, PA 15219', key: '301|grant' },
  { metro: 'PHL', street: '1617 John F Kennedy Blvd', suite: 'Suite 1200', cityLine: 'Philadelphia, PA 19103', key: '1617|john f kennedy' },
  { metro: 'BOS', street: '101 Federal St', suite: 'Suite 1900', cityLine: 'Boston, MA 02110', key: '101|federal' },
];

export function officeFor(metro: Metro): Office {
  const o = OFFICES.find((x) => x.metro === metro);
  if (!o) throw new Error(`no office for ${metro}`);
  return o;
}
