/** Deep South cities of the portfolio, and the whole list. */
import { type City, numbered } from './geo';
import { NORTH } from './geoNorth';

const mk = (c: Omit<City, 'region'>): City => ({ ...c, region: 'south' });

/** Savannah's squares: properties facing one take its name; the streets around them carry the address. */
export const SAVANNAH_SQUARES = ['Chippewa', 'Madison', 'Monterey', 'Lafayette', 'Pulaski', 'Chatham', 'Columbia', 'Troup', 'Whitefield', 'Calhoun', 'Crawford', 'Greene', 'Orleans', 'Wright', 'Reynolds', 'Johnson', 'Oglethorpe', 'Warren', 'Washington', 'Franklin', 'Telfair'];

export const SOUTH: City[] = [
  mk({ key: 'birmingham', name: 'Birmingham', state: 'AL', metro: 'BHM', weight: 8, nums: [100, 3999],
    zips: ['35203', '35204', '35205', '35206', '35207', '35208', '35209', '35210', '35211', '35212', '35213', '35214', '35215', '35216', '35217', '35222', '35223', '35226', '35233', '35234', '35235', '35242'],
    streets: [...numbered(1, 12, 'Ave N'), ...numbered(1, 12, 'Ave S'), ...numbered(10, 41, 'St N'), ...numbered(10, 41, 'St S'), 'Highland Ave S', 'Clairmont Ave S', 'Green Springs Hwy', 'Lakeshore Pkwy', 'Valley Ave', 'Oporto Madrid Blvd', 'Crestwood Blvd', 'Montclair Rd', 'Cahaba Rd', 'Carson Rd', 'Center Point Pkwy', 'Columbiana Rd', 'Avenue E', 'Avenue F', 'Avenue I', 'Pinson Valley Pkwy', 'Richard Arrington Jr Blvd S', 'Morris Ave', 'Tuscaloosa Ave SW', 'Ensley Ave', 'Cotton Ave SW'],
    roads: ['US Hwy 280', 'US-31', 'County Road 17', 'Lakeshore Dr'], area: ['205'], unis: ['UAB', 'Samford', 'Birmingham-Southern', 'Miles College'],
    hoods: ['Southside', 'Five Points South', 'Highland Park', 'Forest Park', 'Avondale', 'Crestwood', 'Norwood', 'Ensley', 'West End', 'Woodlawn', 'Glen Iris', 'Lakeview', 'Redmont Park'] }),
  mk({ key: 'huntsville', name: 'Huntsville', state: 'AL', metro: 'HSV', weight: 4, nums: [100, 9999],
    zips: ['35801', '35802', '35803', '35805', '35806', '35810', '35811', '35816', '35824'],
    streets: ['Memorial Pkwy SW', 'University Dr NW', 'Governors Dr SW', 'Whitesburg Dr S', 'Bob Wallace Ave SW', 'Jordan Ln NW', 'Holmes Ave NW', 'Sparkman Dr NW', 'Drake Ave SW', 'Airport Rd SW', 'Bailey Cove Rd SE', 'Meridian St N', 'Pratt Ave NE', 'Oakwood Ave NW', 'Research Park Blvd NW', 'Old Madison Pike NW', 'Zierdt Rd SW', 'Winchester Rd NE', 'Blake Bottom Rd NW', 'Mastin Lake Rd NW', 'Leeman Ferry Rd SW', 'Franklin St SE', 'Clinton Ave W', 'Andrew Jackson Way NE'],
    roads: ['US-72 W', 'Hwy 53', 'County Line Rd', 'US-231'], area: ['256'], unis: ['UAH', 'Alabama A&M', 'Oakwood'],
    hoods: ['Five Points', 'Twickenham', 'Blossomwood', 'Lowe Mill', 'Medical District', 'Research Park', 'Jones Valley'] }),
  mk({ key: 'montgomery', name: 'Montgomery', state: 'AL', metro: 'MGM', weight: 3.5, nums: [100, 7999],
    zips: ['36104', '36105', '36106', '36107', '36108', '36109', '36110', '36111', '36116', '36117'],
    streets: ['Dexter Ave', 'S Court St', 'Carter Hill Rd', 'Norman Bridge Rd', 'Atlanta Hwy', 'Vaughn Rd', 'E South Blvd', 'Eastern Blvd', 'Mobile Hwy', 'Fairview Ave', 'Zelda Rd', 'Mulberry St', 'Narrow Lane Rd', 'Perry Hill Rd', 'Taylor Rd', 'Ann St', 'E Fairview Ave', 'McGehee Rd', 'Woodley Rd', 'Madison Ave', 'Harrison Rd', 'Coliseum Blvd', 'Federal Dr'],
    roads: ['US-231', 'US-80', 'County Road 40', 'Troy Hwy'], area: ['334'], unis: ['Alabama State', 'AUM', 'Huntingdon'],
    hoods: ['Cloverdale', 'Old Cloverdale', 'Garden District', 'Capitol Heights', 'Dalraida', 'Normandale', 'Cottage Hill'] }),
  mk({ key: 'jackson', name: 'Jackson', state: 'MS', metro: 'JAN', weight: 3.5, nums: [100, 6999],
    zips: ['39201', '39202', '39203', '39204', '39206', '39209', '39211', '39212', '39213', '39216'],
    streets: ['N State St', 'Capitol St', 'Fortification St', 'Woodrow Wilson Ave', 'Old Canton Rd', 'Meadowbrook Rd', 'Lakeland Dr', 'Northside Dr', 'Terry Rd', 'Robinson Rd', 'Ellis Ave', 'McDowell Rd', 'Medgar Evers Blvd', 'Riverside Dr', 'Manhattan Rd', 'Bailey Ave', 'Livingston Rd', 'Raymond Rd', 'Pascagoula St', 'Poplar Blvd', 'Duling Ave'],
    roads: ['Hwy 80 W', 'I-55 N Frontage Rd', 'County Line Rd', 'MS-18', 'Hwy 49 N'], area: ['601', '769'], unis: ['Jackson State', 'Millsaps', 'Belhaven', 'UMMC'],
    hoods: ['Belhaven', 'Fondren', 'Eastover', 'Midtown', 'Broadmoor', 'Presidential Hills', 'Georgetown', 'West Jackson'] }),
  mk({ key: 'savannah', name: 'Savannah', state: 'GA', metro: 'SAV', weight: 4, nums: [10, 9999],
    zips: ['31401', '31404', '31405', '31406', '31407', '31410', '31411', '31415', '31419'],
    streets: ['Bull St', 'Abercorn St', 'Whitaker St', 'Drayton St', 'E Broughton St', 'W Liberty St', 'E Oglethorpe Ave', 'Habersham St', 'Price St', 'Lincoln St', 'E Gaston St', 'W Jones St', 'E Victory Dr', 'Skidaway Rd', 'Waters Ave', 'White Bluff Rd', 'Montgomery Cross Rd', 'Ogeechee Rd', 'Wheaton St', 'E President St', 'W Charlton St', 'E Harris St', 'W Perry St', 'E Duffy St', 'W 37th St', 'E 52nd St', 'Barnard St', 'Tattnall St', 'Jefferson St', 'E Henry St'],
    roads: ['US Hwy 80', 'Hwy 17', 'GA-21', 'SR 204', 'Chatham Pkwy'], area: ['912'], unis: ['SCAD', 'Savannah State', 'Georgia Southern Armstrong'],
    hoods: ['Historic District', 'Victorian District', 'Starland', 'Thomas Square', 'Ardsley Park', 'Midtown', 'Eastside', 'Southside', 'Cuyler-Brownville', 'Baldwin Park'] }),
  mk({ key: 'macon', name: 'Macon', state: 'GA', metro: 'MCN', weight: 3, nums: [100, 6999],
    zips: ['31201', '31204', '31206', '31210', '31211', '31216', '31217', '31220'],
    streets: ['Vineville Ave', 'Forsyth Rd', 'Riverside Dr', 'Mercer University Dr', 'Pio Nono Ave', 'Napier Ave', 'Cherry St', 'Mulberry St', 'Poplar St', 'College St', 'Hardeman Ave', 'Gray Hwy', 'Houston Ave', 'Eisenhower Pkwy', 'Zebulon Rd', 'Bass Rd', 'Rocky Creek Rd', 'Log Cabin Dr', 'Montpelier Ave', 'Ingleside Ave', 'Jeffersonville Rd', 'Hillcrest Ave'],
    roads: ['US-41', 'GA-247', 'SR 49', 'Hwy 80 W'], area: ['478'], unis: ['Mercer', 'Wesleyan', 'Middle Georgia State'],
    hoods: ['Intown', 'Vineville', 'Ingleside', 'Shirley Hills', 'Pleasant Hill', 'Beall\'s Hill', 'East Macon', 'North Macon'] }),
  mk({ key: 'mobile', name: 'Mobile', state: 'AL', metro: 'MOB', weight: 4, nums: [100, 9999],
    zips: ['36602', '36603', '36604', '36605', '36606', '36607', '36608', '36609', '36611', '36617', '36618', '36619', '36693', '36695'],
    streets: ['Government St', 'Dauphin St', 'Airport Blvd', 'Old Shell Rd', 'Springhill Ave', 'Dauphin Island Pkwy', 'Moffett Rd', 'Schillinger Rd S', 'Cody Rd S', 'Hillcrest Rd', 'Azalea Rd', 'Halls Mill Rd', 'Michigan Ave', 'Broad St', 'Royal St', 'St Francis St', 'Conti St', 'Navco Rd', 'Bel Air Blvd', 'Government Blvd', 'Cottage Hill Rd', 'Zeigler Blvd', 'Spring Hill Ave', 'Wilkinson Way', 'Ann St', 'Church St'],
    roads: ['Hwy 90 W', 'US-98', 'Hwy 45', 'Rangeline Rd'], area: ['251'], unis: ['South Alabama', 'Spring Hill College', 'Bishop State'],
    hoods: ['Midtown', 'Oakleigh Garden District', 'De Tonti Square', 'Church Street East', 'Spring Hill', 'Crichton', 'Dauphin Way', 'West Mobile', 'Tillman\'s Corner'] }),
];

function dedupe(c: City): City {
  return { ...c, streets: [...new Set(c.streets)], roads: [...new Set(c.roads)] };
}

export const CITIES: readonly City[] = [...NORTH, ...SOUTH].map(dedupe);

export function cityByKey(key: string): City {
  const c = CITIES.find((x) => x.key === key);
  if (!c) throw new Error(`unknown city ${key}`);
  return c;
}
