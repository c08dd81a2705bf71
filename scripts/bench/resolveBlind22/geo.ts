/** The client's region: metros, their towns (with hamlets and shared names), streets and roads. */
export type St = 'NY' | 'PA' | 'NJ';
export type Kind = 'double' | 'student' | 'hillside' | 'twin' | 'row' | 'garden' | 'small';

export interface Town {
  idx: number;
  metro: string;
  name: string;
  county: string;
  state: St;
  zips: readonly string[];
  hamlets: readonly { name: string; zip: string }[];
}

export interface Metro {
  code: string;
  city: string;
  state: St;
  count: number;
  kinds: readonly (readonly [Kind, number])[];
  towns: readonly Omit<Town, 'idx' | 'metro' | 'state'>[];
  streets: readonly string[];
  /** "c519" county route, "r22" state/US route, "t412" township road; optional direction suffix "|East". */
  roads: readonly string[];
}

const z = (a: number, b: number, w = 5): string[] => Array.from({ length: b - a + 1 }, (_, i) => String(a + i).padStart(w, '0'));
const h = (...pairs: string[]): { name: string; zip: string }[] => pairs.map((p) => ({ name: p.split(':')[0] as string, zip: p.split(':')[1] as string }));

export const METROS: readonly Metro[] = [
  { code: 'BUF', city: 'Buffalo', state: 'NY', count: 260, kinds: [['double', 70], ['small', 30]],
    towns: [
      { name: 'Buffalo', county: 'Erie', zips: z(14201, 14216), hamlets: h('Black Rock:14207', 'Kaisertown:14206') },
      { name: 'Amherst', county: 'Erie', zips: ['14226', '14228'], hamlets: h('Eggertsville:14226', 'Snyder:14226', 'Getzville:14068') },
      { name: 'Cheektowaga', county: 'Erie', zips: ['14225', '14227'], hamlets: h('Cleveland Hill:14225', 'Bellevue:14227') },
      { name: 'Tonawanda', county: 'Erie', zips: ['14150', '14217'], hamlets: h('Kenmore:14217', 'Sheridan Park:14150') },
    ],
    streets: ['Elmwood Ave', 'Hertel Ave', 'Bailey Ave', 'Grant St', 'Niagara St', 'Delavan Ave', 'Richmond Ave', 'Lafayette Ave', 'Kensington Ave', 'Sheridan Dr', 'Main St', 'Washington St', 'Potomac Ave', 'Ashland Ave', 'Norwood Ave', 'Winspear Ave', 'Parkside Ave', 'Colvin Ave', 'Military Rd', 'Genesee St', 'Clinton St', 'Seneca St', 'Abbott Rd', 'Kenmore Ave', 'N Forest Rd', 'Harlem Rd', 'Union Rd', 'Walden Ave', 'Breckenridge St', 'Auburn Ave'],
    roads: ['r5', 'r62', 'c324'] },
  { code: 'ROC', city: 'Rochester', state: 'NY', count: 230, kinds: [['double', 70], ['small', 30]],
    towns: [
      { name: 'Rochester', county: 'Monroe', zips: z(14605, 14621), hamlets: h('Charlotte:14612', 'Maplewood:14613') },
      { name: 'Greece', county: 'Monroe', zips: ['14612', '14615', '14616', '14626'], hamlets: h('North Greece:14626', 'Barnard:14616') },
      { name: 'Irondequoit', county: 'Monroe', zips: ['14617', '14622'], hamlets: h('Summerville:14617', 'Sea Breeze:14622') },
      { name: 'Gates', county: 'Monroe', zips: ['14606', '14624'], hamlets: h('Gates Center:14624') },
      { name: 'Henrietta', county: 'Monroe', zips: ['14467', '14623'], hamlets: h('West Henrietta:14586') },
    ],
    streets: ['Monroe Ave', 'Park Ave', 'Dewey Ave', 'Lake Ave', 'Culver Rd', 'Goodman St', 'Hudson Ave', 'Joseph Ave', 'Clifford Ave', 'Dewey Ave', 'Ridge Rd W', 'Latta Rd', 'Titus Ave', 'Portland Ave', 'Genesee Park Blvd', 'Thurston Rd', 'Chili Ave', 'Lyell Ave', 'Emerson St', 'Main St', 'Washington Ave', 'Arnett Blvd', 'Rockingham St', 'Harvard St', 'Oxford St', 'Meigs St', 'Barrington St', 'Winton Rd N', 'East Ave', 'Alexander St'],
    roads: ['r104', 'r31', 'c2'] },
  { code: 'SYR', city: 'Syracuse', state: 'NY', count: 220, kinds: [['student', 60], ['double', 20], ['small', 20]],
    towns: [
      { name: 'Syracuse', county: 'Onondaga', zips: z(13202, 13210), hamlets: h('University Hill:13210', 'Strathmore:13207') },
      { name: 'Clay', county: 'Onondaga', zips: ['13041', '13090'], hamlets: h('Euclid:13041', 'Bayberry:13090') },
      { name: 'Salina', county: 'Onondaga', zips: ['13088', '13211'], hamlets: h('Mattydale:13211', 'Lyncourt:13208') },
      { name: 'DeWitt', county: 'Onondaga', zips: ['13214', '13224'], hamlets: h('Jamesville:13078') },
    ],
    streets: ['Euclid Ave', 'Ostrom Ave', 'Sumner Ave', 'Livingston Ave', 'Westcott St', 'Comstock Ave', 'Clarendon St', 'Lancaster Ave', 'Harrison St', 'Walnut Ave', 'Madison St', 'Stratford St', 'Maryland Ave', 'Ackerman Ave', 'Redfield Pl', 'Buckingham Ave', 'Salt Springs Rd', 'James St', 'Teall Ave', 'Burnet Ave', 'Main St', 'Washington St', 'Oswego Rd', 'Buckley Rd', 'Brewerton Rd'],
    roads: ['r11|North', 'r298', 'c57', 'r31'] },
  { code: 'ALB', city: 'Albany', state: 'NY', count: 200, kinds: [['student', 50], ['double', 25], ['small', 25]],
    towns: [
      { name: 'Albany', county: 'Albany', zips: z(12202, 12210), hamlets: h('Pine Hills:12203', 'Center Square:12210') },
      { name: 'Colonie', county: 'Albany', zips: ['12205', '12110', '12211'], hamlets: h('Latham:12110', 'Loudonville:12211', 'Roessleville:12205') },
      { name: 'Guilderland', county: 'Albany', zips: ['12084', '12203'], hamlets: h('Westmere:12203', 'McKownville:12203') },
      { name: 'Bethlehem', county: 'Albany', zips: ['12054', '12077'], hamlets: h('Delmar:12054', 'Glenmont:12077', 'Slingerlands:12159') },
    ],
    streets: ['Madison Ave', 'Western Ave', 'Washington Ave', 'Morris St', 'Hudson Ave', 'Lark St', 'Partridge St', 'Ontario St', 'Quail St', 'Manning Blvd', 'Yates St', 'Myrtle Ave', 'Central Ave', 'Delaware Ave', 'Elm St', 'Kenwood Ave', 'Krumkill Rd', 'Fuller Rd', 'Wolf Rd', 'Troy Schenectady Rd', 'Main St', 'New Scotland Ave'],
    roads: ['r9|South', 'r20', 'c155', 'c201'] },
  { code: 'PIT', city: 'Pittsburgh', state: 'PA', count: 230, kinds: [['hillside', 60], ['small', 40]],
    towns: [
      { name: 'Pittsburgh', county: 'Allegheny', zips: z(15201, 15227), hamlets: h('South Side Slopes:15203', 'Troy Hill:15212', 'Polish Hill:15219') },
      { name: 'Mount Lebanon', county: 'Allegheny', zips: ['15228', '15216'], hamlets: h('Mt Lebanon:15228') },
      { name: 'Ross Township', county: 'Allegheny', zips: ['15237', '15229'], hamlets: h('Perrysville:15237', 'Laurel Gardens:15229') },
      { name: 'Washington', county: 'Washington', zips: ['15301'], hamlets: h('Tylerdale:15301') },
      { name: 'Penn Hills', county: 'Allegheny', zips: ['15235', '15147'], hamlets: h('Rosedale:15235', 'Universal:15235') },
    ],
    streets: ['Eleanor St', 'Sarah St', 'Berg Pl', 'Fernleaf St', 'Pius St', 'Yard Way', 'Monastery Ave', 'Rising Main Ave', 'Hodgkiss St', 'Mission St', 'Dowling St', 'Josephine St', 'Arlington Ave', 'Brosville St', 'Magdalene St', 'Troy Hill Rd', 'Lowrie St', 'Froman St', 'Herron Ave', 'Dobson St', 'Main St', 'Washington Rd', 'Perrysville Ave', 'Frankstown Rd', 'Saw Mill Run Blvd', 'Shady Ave', 'Greenfield Ave'],
    roads: ['r51|South', 'r19', 't612'] },
  { code: 'MLN', city: 'Main Line', state: 'PA', count: 210, kinds: [['twin', 75], ['small', 25]],
    towns: [
      { name: 'Lower Merion Township', county: 'Montgomery', zips: ['19003', '19010', '19035', '19096', '19066'], hamlets: h('Ardmore:19003', 'Bryn Mawr:19010', 'Gladwyne:19035', 'Wynnewood:19096', 'Merion Station:19066') },
      { name: 'Radnor Township', county: 'Delaware', zips: ['19087', '19085'], hamlets: h('Wayne:19087', 'Villanova:19085', 'Rosemont:19010') },
      { name: 'Narberth', county: 'Montgomery', zips: ['19072'], hamlets: [] },
      { name: 'Haverford Township', county: 'Delaware', zips: ['19083'], hamlets: h('Havertown:19083', 'Oakmont:19083') },
      { name: 'Springfield Township', county: 'Delaware', zips: ['19064'], hamlets: h('Morton:19070') },
      { name: 'Springfield Township', county: 'Montgomery', zips: ['19038', '19031'], hamlets: h('Wyndmoor:19038', 'Erdenheim:19038', 'Flourtown:19031') },
    ],
    streets: ['Lancaster Ave', 'Montgomery Ave', 'Haverford Ave', 'Station Rd', 'Cricket Ave', 'Simpson Rd', 'Anderson Ave', 'Woodside Rd', 'Essex Ave', 'Windsor Ave', 'Forrest Ave', 'Conestoga Rd', 'Sproul Rd', 'Darby Rd', 'Eagle Rd', 'Manoa Rd', 'Main St', 'Washington Ave', 'Bethlehem Pike', 'Paper Mill Rd', 'Saw Mill Rd', 'Church Rd', 'Glenside Ave'],
    roads: ['r30|West', 'r320', 'r3'] },
  { code: 'SCR', city: 'Scranton', state: 'PA', count: 200, kinds: [['row', 55], ['double', 20], ['small', 25]],
    towns: [
      { name: 'Scranton', county: 'Lackawanna', zips: z(18503, 18510), hamlets: h('Minooka:18505', 'Bellevue:18504', 'Tripp Park:18508') },
      { name: 'Dunmore', county: 'Lackawanna', zips: ['18512'], hamlets: h('Bunker Hill:18512') },
      { name: 'Dickson City', county: 'Lackawanna', zips: ['18519'], hamlets: [] },
      { name: 'Old Forge', county: 'Lackawanna', zips: ['18518'], hamlets: [] },
      { name: 'Taylor', county: 'Lackawanna', zips: ['18517'], hamlets: [] },
    ],
    streets: ['Capouse Ave', 'Wyoming Ave', 'Prospect Ave', 'Pittston Ave', 'Cedar Ave', 'N Washington Ave', 'S Washington Ave', 'N Main Ave', 'S Main Ave', 'Jackson St', 'Luzerne St', 'Moosic St', 'Birch St', 'Mulberry St', 'Electric St', 'Blakely St', 'Drinker St', 'Main St', 'Union St', 'Keyser Ave', 'Gibbons St', 'Throop St'],
    roads: ['r11|North', 'r6', 'r307'] },
  { code: 'ALN', city: 'Allentown', state: 'PA', count: 200, kinds: [['row', 65], ['small', 35]],
    towns: [
      { name: 'Allentown', county: 'Lehigh', zips: z(18101, 18109), hamlets: h('Mountainville:18103') },
      { name: 'Whitehall Township', county: 'Lehigh', zips: ['18052'], hamlets: h('Fullerton:18052', 'Egypt:18052', 'Hokendauqua:18052') },
      { name: 'Salisbury Township', county: 'Lehigh', zips: ['18103'], hamlets: h('Western Salisbury:18103') },
      { name: 'South Whitehall Township', county: 'Lehigh', zips: ['18104'], hamlets: h('Cetronia:18104', 'Walbert:18104') },
    ],
    streets: ['N 7th St', 'S 7th St', 'N 10th St', 'S 10th St', 'N 2nd St', 'S 2nd St', 'Linden St', 'Turner St', 'Chew St', 'Liberty St', 'Allen St', 'Tilghman St', 'Union St', 'Hamilton St', 'Gordon St', 'N Jefferson St', 'Walnut St', 'Washington St', 'MacArthur Rd', 'Lehigh St', 'Emmaus Ave', 'Main St', 'Cedar Crest Blvd'],
    roads: ['r22|East', 'r145', 's2004'] },
  { code: 'NJS', city: 'New Jersey suburbs', state: 'NJ', count: 250, kinds: [['garden', 72], ['small', 28]],
    towns: [
      { name: 'Edison', county: 'Middlesex', zips: ['08817', '08820', '08837'], hamlets: h('Clara Barton:08837', 'Menlo Park:08837', 'Nixon:08817') },
      { name: 'Parsippany-Troy Hills', county: 'Morris', zips: ['07054', '07034'], hamlets: h('Lake Hiawatha:07034', 'Mount Tabor:07878') },
      { name: 'Springfield Township', county: 'Union', zips: ['07081'], hamlets: [] },
      { name: 'Washington Township', county: 'Morris', zips: ['07853'], hamlets: h('Long Valley:07853', 'Schooleys Mountain:07870') },
      { name: 'Washington Township', county: 'Gloucester', zips: ['08080', '08012'], hamlets: h('Sewell:08080', 'Turnersville:08012') },
      { name: 'Freehold Township', county: 'Monmouth', zips: ['07728'], hamlets: h('West Freehold:07728') },
      { name: 'Old Bridge', county: 'Middlesex', zips: ['08857'], hamlets: h('Laurence Harbor:08879', 'Cheesequake:08857') },
      { name: 'Hillsborough', county: 'Somerset', zips: ['08844'], hamlets: h('Belle Mead:08502', 'Flagtown:08821') },
    ],
    streets: ['Garden View Dr', 'Oak Tree Rd', 'Plainfield Ave', 'Woodbridge Ave', 'Parsippany Rd', 'Littleton Rd', 'Morris Ave', 'Mountain Ave', 'Schooleys Mountain Rd', 'Egg Harbor Rd', 'Hurffville Rd', 'Throckmorton St', 'Jackson Mills Rd', 'Texas Rd', 'Amboy Rd', 'Amwell Rd', 'Triangle Rd', 'Main St', 'Washington Ave', 'Meadow Brook Ct', 'Stonehenge Dr', 'Willow Pond Ln', 'Heritage Village Dr'],
    roads: ['c519', 'r22|East', 'c537', 'r9|North', 'c514', 'r206'] },
];

export const TOWNS: readonly Town[] = METROS.flatMap((m) => m.towns.map((t) => ({ ...t, metro: m.code, state: m.state }))).map((t, idx) => ({ ...t, idx }));

export const STATE_NAMES: Record<St, readonly string[]> = { NY: ['NY', 'N.Y.', 'New York'], PA: ['PA', 'Pa.', 'Penna', 'Pennsylvania'], NJ: ['NJ', 'N.J.', 'New Jersey'] };

/** The manager's own offices: printed on bills as bill-to, never a site. */
export const MANAGER = 'Keystone & Lakes Residential LLC';
export const OFFICES: readonly { line: string; city: string; state: St; zip: string }[] = [
  { line: '300 Pearl St Ste 200', city: 'Buffalo', state: 'NY', zip: '14202' },
  { line: '600 Grant St Fl 12', city: 'Pittsburgh', state: 'PA', zip: '15219' },
  { line: '90 Woodbridge Center Dr Ste 410', city: 'Woodbridge', state: 'NJ', zip: '07095' },
];
