/**
 * The Southeast the client works in: metros, their cities with ZIPs, and the named streets each
 * city really has (Miami-Dade's numbered grid is generated in streets.ts). Streets are written
 * "pre name type post"; highways as "CR 532", "SR 436", "US Hwy 27".
 */
export interface CitySpec {
  name: string;
  state: string;
  zips: readonly string[];
  /** Named streets of the city, in the directory's spelling. */
  streets: readonly string[];
  /** Miami-Dade style numbered grid (NW/NE/SW/SE n-th St/Ter/Ct/Pl/Ave). */
  grid?: boolean;
  university?: boolean;
}

export interface MetroSpec {
  code: string;
  label: string;
  state: string;
  areaCode: string;
  /** Share of the client's properties. */
  weight: number;
  cities: readonly CitySpec[];
}

const z = (base: number, n: number, step = 1): string[] => Array.from({ length: n }, (_, i) => String(base + i * step).padStart(5, '0'));

export const METROS: readonly MetroSpec[] = [
  { code: 'MIA', label: 'Miami', state: 'FL', areaCode: '305', weight: 17, cities: [
    { name: 'Miami', state: 'FL', zips: z(33125, 21), grid: true, streets: ['Brickell Ave', 'Biscayne Blvd', 'S Bayshore Dr', 'Coral Way', 'S Dixie Hwy', 'NW 7th Ave', 'Flagler St', 'US Hwy 1'] },
    { name: 'Miami Beach', state: 'FL', zips: ['33139', '33140', '33141'], streets: ['Collins Ave', 'Washington Ave', 'Alton Rd', 'Ocean Dr', 'Meridian Ave', 'Pennsylvania Ave'] },
    { name: 'Coral Gables', state: 'FL', zips: ['33134', '33146'], streets: ['Ponce de Leon Blvd', 'Alhambra Cir', 'Miracle Mile', 'Granada Blvd', 'Le Jeune Rd'] },
    { name: 'Hialeah', state: 'FL', zips: ['33010', '33012', '33013', '33016'], streets: ['W 49th St', 'E 4th Ave', 'Palm Ave', 'W 68th St', 'Okeechobee Rd'] },
    { name: 'Homestead', state: 'FL', zips: ['33030', '33032', '33033'], grid: true, streets: ['Krome Ave', 'N Homestead Blvd', 'Campbell Dr', 'US Hwy 1'] },
    { name: 'Doral', state: 'FL', zips: ['33166', '33172', '33178'], grid: true, streets: ['NW 41st St', 'NW 107th Ave', 'Doral Blvd'] },
  ] },
  { code: 'TPA', label: 'Tampa Bay', state: 'FL', areaCode: '813', weight: 11, cities: [
    { name: 'Tampa', state: 'FL', zips: z(33602, 18), university: true, streets: ['N Dale Mabry Hwy', 'S Dale Mabry Hwy', 'W Kennedy Blvd', 'E Fowler Ave', 'N Nebraska Ave', 'Bayshore Blvd', 'W Hillsborough Ave', 'E Busch Blvd', 'N Florida Ave', 'Gandy Blvd', 'Bruce B Downs Blvd'] },
    { name: 'Brandon', state: 'FL', zips: ['33510', '33511'], streets: ['W Brandon Blvd', 'Lithia Pinecrest Rd', 'Bloomingdale Ave', 'SR 60'] },
    { name: 'St. Petersburg', state: 'FL', zips: ['33701', '33702', '33704', '33705', '33710', '33713'], streets: ['Central Ave', '4th St N', '4th St S', '1st Ave N', '1st Ave S', '34th St N', '34th St S', '9th Ave N', '9th Ave S', 'Gandy Blvd'] },
    { name: 'Clearwater', state: 'FL', zips: ['33755', '33756', '33759', '33763', '33765'], streets: ['Gulf to Bay Blvd', 'US Hwy 19', 'Drew St', 'Belcher Rd', 'Sunset Point Rd'] },
    { name: 'Lakeland', state: 'FL', zips: ['33801', '33803', '33805', '33809', '33810'], streets: ['S Florida Ave', 'US Hwy 98', 'CR 540A', 'Memorial Blvd', 'Lakeland Hills Blvd'] },
  ] },
  { code: 'ORL', label: 'Orlando', state: 'FL', areaCode: '407', weight: 11, cities: [
    { name: 'Orlando', state: 'FL', zips: z(32801, 22), university: true, streets: ['E Colonial Dr', 'W Colonial Dr', 'SR 436', 'N Orange Ave', 'S Orange Ave', 'International Dr', 'Kirkman Rd', 'John Young Pkwy', 'Curry Ford Rd', 'Alafaya Trl', 'E Michigan St'] },
    { name: 'Kissimmee', state: 'FL', zips: ['34741', '34743', '34744', '34746', '34747', '34758'], streets: ['W Vine St', 'CR 532', 'N John Young Pkwy', 'US Hwy 192', 'Poinciana Blvd'] },
    { name: 'Clermont', state: 'FL', zips: ['34711', '34714', '34715'], streets: ['US Hwy 27', 'SR 50', 'CR 561', 'Hancock Rd'] },
    { name: 'Sanford', state: 'FL', zips: ['32771', '32773'], streets: ['SR 46', 'W 1st St', 'French Ave', 'Lake Mary Blvd'] },
    { name: 'Winter Park', state: 'FL', zips: ['32789', '32792'], streets: ['N Park Ave', 'Aloma Ave', 'Lakemont Ave', 'SR 436'] },
    { name: 'Davenport', state: 'FL', zips: ['33837', '33896', '33897'], streets: ['US Hwy 27', 'CR 532', 'Ronald Reagan Pkwy'] },
  ] },
  { code: 'JAX', label: 'Jacksonville', state: 'FL', areaCode: '904', weight: 8, cities: [
    { name: 'Jacksonville', state: 'FL', zips: z(32202, 23), streets: ['Atlantic Blvd', 'Beach Blvd', 'Baymeadows Rd', 'San Jose Blvd', 'Philips Hwy', 'University Blvd N', 'University Blvd S', 'Normandy Blvd', 'Lem Turner Rd', 'Merrill Rd', '103rd St', 'SR A1A'] },
    { name: 'Orange Park', state: 'FL', zips: ['32065', '32073'], streets: ['Blanding Blvd', 'Kingsley Ave', 'Park Ave', 'US Hwy 17'] },
    { name: 'Jacksonville Beach', state: 'FL', zips: ['32250'], streets: ['3rd St N', '3rd St S', 'Beach Blvd', 'SR A1A'] },
    { name: 'St. Augustine', state: 'FL', zips: ['32080', '32084', '32086', '32092'], streets: ['CR 210', 'US Hwy 1', 'King St', 'Anastasia Blvd'] },
  ] },
  { code: 'ATL', label: 'Atlanta', state: 'GA', areaCode: '404', weight: 13, cities: [
    { name: 'Atlanta', state: 'GA', zips: z(30303, 24), university: true, streets: ['Peachtree St NE', 'Peachtree St NW', 'Peachtree St SW', 'Peachtree Rd NE', 'W Peachtree St NW', 'W Peachtree St NE', 'Peachtree Center Ave NE', 'Peachtree Pl NW', 'Peachtree Cir NE', 'Peachtree Way NE', 'Peachtree Battle Ave NW', 'Peachtree Hills Ave NE', 'Peachtree Memorial Dr NW', 'Ponce de Leon Ave NE', 'Piedmont Ave NE', 'Spring St NW', 'Juniper St NE', 'Memorial Dr SE', 'Memorial Dr SW', 'Moreland Ave SE', 'Moreland Ave NE', '10th St NE', '10th St NW', '14th St NE', '14th St NW', 'Marietta St NW', 'Cascade Rd SW', 'Campbellton Rd SW', 'Howell Mill Rd NW', 'Northside Dr NW', 'Northside Dr SW', 'Boulevard SE', 'Boulevard NE'] },
    { name: 'Decatur', state: 'GA', zips: ['30030', '30032', '30033', '30034', '30035'], streets: ['W Ponce de Leon Ave', 'E Ponce de Leon Ave', 'Church St', 'Candler Rd', 'N Decatur Rd'] },
    { name: 'Marietta', state: 'GA', zips: ['30060', '30062', '30064', '30066', '30067', '30068'], streets: ['Roswell Rd', 'Powder Springs St', 'Cobb Pkwy', 'Church St', 'Whitlock Ave NW'] },
    { name: 'Sandy Springs', state: 'GA', zips: ['30328', '30342', '30350'], streets: ['Roswell Rd', 'Peachtree Dunwoody Rd', 'Johnson Ferry Rd', 'Hammond Dr'] },
    { name: 'Norcross', state: 'GA', zips: ['30071', '30092', '30093'], streets: ['Peachtree Industrial Blvd', 'Jimmy Carter Blvd', 'Buford Hwy', 'Holcomb Bridge Rd'] },
    { name: 'Peachtree Corners', state: 'GA', zips: ['30092'], streets: ['Peachtree Industrial Blvd', 'Peachtree Pkwy', 'Spalding Dr'] },
  ] },
  { code: 'CLT', label: 'Charlotte', state: 'NC', areaCode: '704', weight: 9, cities: [
    { name: 'Charlotte', state: 'NC', zips: z(28202, 26), university: true, streets: ['N Tryon St', 'S Tryon St', 'W Trade St', 'E Trade St', 'Providence Rd', 'South Blvd', 'Central Ave', 'The Plaza', 'Monroe Rd', 'Independence Blvd', 'Sharon Rd', 'Park Rd', 'Kings Dr', 'N Davidson St', 'E 7th St', 'E 36th St', 'W Sugar Creek Rd'] },
    { name: 'Matthews', state: 'NC', zips: ['28104', '28105'], streets: ['Matthews Township Pkwy', 'E John St', 'Sam Newell Rd'] },
    { name: 'Concord', state: 'NC', zips: ['28025', '28027'], streets: ['Union St S', 'Union St N', 'Concord Pkwy N', 'Cabarrus Ave W'] },
  ] },
  { code: 'RDU', label: 'Raleigh-Durham', state: 'NC', areaCode: '919', weight: 8, cities: [
    { name: 'Raleigh', state: 'NC', zips: z(27601, 17), university: true, streets: ['Hillsborough St', 'Glenwood Ave', 'Capital Blvd', 'Six Forks Rd', 'New Bern Ave', 'Western Blvd', 'Falls of Neuse Rd', 'Avent Ferry Rd'] },
    { name: 'Durham', state: 'NC', zips: ['27701', '27703', '27704', '27705', '27707', '27713'], university: true, streets: ['W Main St', 'E Main St', 'Erwin Rd', 'Fayetteville St', 'N Roxboro St', 'Broad St', 'NC Hwy 55'] },
    { name: 'Cary', state: 'NC', zips: ['27511', '27513', '27518', '27519'], streets: ['Kildaire Farm Rd', 'NW Maynard Rd', 'SE Maynard Rd', 'High House Rd'] },
    { name: 'Chapel Hill', state: 'NC', zips: ['27514', '27516', '27517'], university: true, streets: ['E Franklin St', 'W Franklin St', 'Martin Luther King Jr Blvd', 'Estes Dr'] },
  ] },
  { code: 'CHS', label: 'Charleston', state: 'SC', areaCode: '843', weight: 6, cities: [
    { name: 'Charleston', state: 'SC', zips: ['29401', '29403', '29407', '29412', '29414', '29492'], streets: ['King St', 'Meeting St', 'Rutledge Ave', 'Calhoun St', 'Spring St', 'Coming St', 'Ashley Ave', 'Folly Rd', 'Savannah Hwy'] },
    { name: 'North Charleston', state: 'SC', zips: ['29405', '29406', '29418', '29420'], streets: ['Rivers Ave', 'Dorchester Rd', 'Ashley Phosphate Rd', 'Remount Rd'] },
    { name: 'Mount Pleasant', state: 'SC', zips: ['29464', '29466'], streets: ['Ben Sawyer Blvd', 'Coleman Blvd', 'Johnnie Dodds Blvd', 'US Hwy 17'] },
    { name: 'Summerville', state: 'SC', zips: ['29483', '29485', '29486'], streets: ['N Main St', 'S Main St', 'Central Ave', 'Dorchester Rd'] },
  ] },
  { code: 'BNA', label: 'Nashville', state: 'TN', areaCode: '615', weight: 8, cities: [
    { name: 'Nashville', state: 'TN', zips: z(37203, 19), university: true, streets: ['Charlotte Pike', 'Nolensville Pike', 'Gallatin Pike', 'Murfreesboro Pike', 'Dickerson Pike', 'West End Ave', 'Broadway', 'Church St', 'Woodland St', 'Demonbreun St', '8th Ave S', '12th Ave S', '21st Ave S', '8th Ave N', 'Belmont Blvd', 'Hillsboro Pike'] },
    { name: 'Franklin', state: 'TN', zips: ['37064', '37067', '37069'], streets: ['Main St', 'Columbia Ave', 'Hillsboro Rd', 'Mallory Ln'] },
    { name: 'Murfreesboro', state: 'TN', zips: ['37127', '37128', '37129', '37130'], streets: ['Memorial Blvd', 'Old Fort Pkwy', 'NW Broad St', 'S Church St'] },
  ] },
  { code: 'MEM', label: 'Memphis', state: 'TN', areaCode: '901', weight: 5, cities: [
    { name: 'Memphis', state: 'TN', zips: z(38103, 27), university: true, streets: ['Poplar Ave', 'Union Ave', 'Summer Ave', 'Madison Ave', 'Cooper St', 'Highland St', 'Park Ave', 'Lamar Ave', 'Elvis Presley Blvd', 'Winchester Rd', 'N Parkway'] },
    { name: 'Germantown', state: 'TN', zips: ['38138', '38139'], streets: ['Germantown Pkwy', 'Poplar Ave', 'Farmington Blvd'] },
    { name: 'Bartlett', state: 'TN', zips: ['38133', '38134', '38135'], streets: ['Stage Rd', 'Germantown Pkwy', 'Yale Rd'] },
  ] },
  { code: 'BHM', label: 'Birmingham', state: 'AL', areaCode: '205', weight: 5, cities: [
    { name: 'Birmingham', state: 'AL', zips: z(35203, 20), university: true, streets: ['1st Ave N', '1st Ave S', '3rd Ave N', '3rd Ave S', '5th Ave N', '5th Ave S', '20th St N', '20th St S', 'Highland Ave S', 'Clairmont Ave S', 'Green Springs Hwy', 'Lakeshore Pkwy'] },
    { name: 'Hoover', state: 'AL', zips: ['35216', '35226', '35244'], streets: ['Lorna Rd', 'Montgomery Hwy', 'John Hawkins Pkwy', 'US Hwy 31'] },
    { name: 'Bessemer', state: 'AL', zips: ['35020', '35022', '35023'], streets: ['9th Ave N', '4th Ave N', 'Academy Dr'] },
  ] },
  { code: 'HSV', label: 'Huntsville', state: 'AL', areaCode: '256', weight: 4, cities: [
    { name: 'Huntsville', state: 'AL', zips: ['35801', '35802', '35803', '35805', '35806', '35810', '35816', '35824'], university: true, streets: ['Memorial Pkwy SW', 'Memorial Pkwy NW', 'University Dr NW', 'Governors Dr SW', 'Bailey Cove Rd SE', 'Whitesburg Dr S', 'Holmes Ave NW', 'Pulaski Pike NW'] },
    { name: 'Madison', state: 'AL', zips: ['35756', '35757', '35758'], streets: ['Hughes Rd', 'Madison Blvd', 'Wall Triana Hwy', 'US Hwy 72'] },
  ] },
];

/** Generic street names, each city gets a handful with its own types. */
export const GENERIC_NAMES: readonly string[] = ['Oak', 'Palm', 'Magnolia', 'Cypress', 'Pine', 'Cedar', 'Dogwood', 'Azalea', 'Live Oak', 'Hibiscus', 'Sabal Palm', 'Mockingbird', 'Heron', 'Pelican', 'Sandpiper', 'Lake', 'Harbor', 'Bay', 'River', 'Creek', 'Meadow', 'Willow', 'Laurel', 'Holly', 'Chestnut', 'Sunset', 'Sunrise', 'Plantation', 'Heritage', 'Colonial', 'Mill', 'Forest', 'Ridge', 'Valley', 'Hickory', 'Pecan', 'Peach', 'Cherry', 'Orange Blossom', 'Citrus', 'Mango', 'Coconut', 'Seagrape', 'Jasmine', 'Gardenia', 'Camellia', 'Crepe Myrtle', 'Wisteria', 'Juniper', 'Cardinal', 'Bluebird', 'Quail', 'Deer Run', 'Timber', 'Stonebridge', 'Windsor', 'Cambridge', 'Hampton', 'Kingston', 'Lexington', 'Concord', 'Savannah', 'Tallowood', 'Bent Tree', 'Fox Chase', 'Egret', 'Ibis', 'Osprey', 'Tarpon', 'Marlin', 'Manatee', 'Coquina', 'Banyan', 'Poinciana', 'Bougainvillea', 'Spanish Moss', 'Cotton', 'Tobacco Barn', 'Blue Ridge', 'Smoky', 'Red Clay', 'Pinehurst', 'Sweetgum', 'Sassafras'];

export const GENERIC_TYPES: readonly string[] = ['St', 'Ave', 'Dr', 'Rd', 'Ln', 'Ct', 'Cir', 'Way', 'Blvd', 'Pl', 'Trl', 'Pkwy', 'Ter', 'Loop', 'Run', 'Cv'];

/** Streets every city has; two properties at the same number on them are told apart by the city. */
export const SHARED_STREETS: readonly string[] = ['Main St', 'Church St', 'Oak St', 'Park Ave', 'Magnolia Ave', 'Broad St'];
