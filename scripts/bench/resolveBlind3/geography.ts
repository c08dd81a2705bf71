/*
 * Where the portfolio is: ten US metros a regional manager of this size would plausibly run,
 * with real city names, ZIP prefixes, arterial names, state/county/farm-to-market routes and
 * the postal-city spellings bills print ("Ft Worth", "St Pete", "Lees Summit").
 */

export type RouteKind = 'US' | 'SH' | 'FM' | 'CR';

export interface Street {
  kind: 'std' | 'route' | 'rr';
  /** Directional before the name ("N"), abbreviated form. */
  pre: string | null;
  /** "Preston", "7th", "Spring Valley"; for routes the route number; for rural routes the route number. */
  name: string;
  /** USPS suffix as the full word ("Road"); null for routes. */
  suffix: string | null;
  /** Directional after the name ("NE"), abbreviated form. */
  post: string | null;
  route: RouteKind | null;
}

export interface City {
  name: string;
  state: string;
  zips: readonly string[];
  /** Other spellings a bill or a postal database prints for this city. */
  alt: readonly string[];
}

export interface Metro {
  key: string;
  label: string;
  areaCodes: readonly string[];
  cities: readonly City[];
  /** Arterials: [pre, name, suffix, post]. */
  arterials: readonly (readonly [string | null, string, string, string | null])[];
  /** Ordinal streets take this directional placement. */
  ordinal: { pre: readonly string[]; post: readonly string[]; suffixes: readonly string[] };
  routes: readonly (readonly [RouteKind, string, string | null])[];
  /** Cities with a university (student housing goes there). */
  college: readonly string[];
  /** Cities with rural edges (mobile home parks, rural routes). */
  rural: readonly string[];
  /** Is snow removal a thing here. */
  snow: boolean;
  /** Is the electric market deregulated (several retail providers). */
  deregulated: boolean;
  /** Words local businesses put in their names. */
  localWords: readonly string[];
  office: { street: string; suite: string; city: string; state: string; zip: string; poBox: string; poZip: string };
}

const c = (name: string, state: string, zips: string, alt: string[] = []): City => ({
  name,
  state,
  zips: zips.split(' '),
  alt,
});

export const METROS: readonly Metro[] = [
  {
    key: 'dfw',
    label: 'Dallas-Fort Worth',
    areaCodes: ['214', '972', '469', '817', '682', '940'],
    cities: [
      c('Dallas', 'TX', '75204 75206 75214 75219 75225 75228 75230 75231 75240 75243 75248 75252 75217 75227'),
      c('Fort Worth', 'TX', '76104 76107 76109 76116 76132 76137 76133 76112', ['Ft Worth', 'Ft. Worth']),
      c('Arlington', 'TX', '76010 76011 76013 76017 76015'),
      c('Plano', 'TX', '75023 75024 75074 75093 75075'),
      c('Irving', 'TX', '75038 75039 75060 75062 75061'),
      c('Garland', 'TX', '75040 75041 75043 75044 75042'),
      c('Mesquite', 'TX', '75149 75150'),
      c('Richardson', 'TX', '75080 75081'),
      c('Grand Prairie', 'TX', '75050 75052 75051', ['Grand Prarie']),
      c('Denton', 'TX', '76201 76205 76209'),
      c('McKinney', 'TX', '75069 75070 75071', ['Mckinney']),
      c('Carrollton', 'TX', '75006 75007'),
    ],
    arterials: [
      [null, 'Preston', 'Road', null], [null, 'Greenville', 'Avenue', null], [null, 'Forest', 'Lane', null],
      [null, 'Spring Valley', 'Road', null], [null, 'Belt Line', 'Road', null], [null, 'Camp Bowie', 'Boulevard', null],
      [null, 'Abrams', 'Road', null], [null, 'Skillman', 'Street', null], [null, 'Royal', 'Lane', null],
      [null, 'Walnut Hill', 'Lane', null], [null, 'Lovers', 'Lane', null], [null, 'Coit', 'Road', null],
      [null, 'Hillcrest', 'Road', null], [null, 'Marsh', 'Lane', null], [null, 'Josey', 'Lane', null],
      ['W', 'Park Row', 'Drive', null], ['E', 'Lamar', 'Boulevard', null], [null, 'Hulen', 'Street', null],
      [null, 'McCart', 'Avenue', null], [null, 'Northwest', 'Highway', null], [null, 'LBJ', 'Freeway', null],
      ['N', 'Stemmons', 'Freeway', null], ['N', 'Central', 'Expressway', null], [null, 'Jupiter', 'Road', null],
      [null, 'Buckner', 'Boulevard', null], [null, 'Gus Thomasson', 'Road', null], [null, 'Ross', 'Avenue', null],
      [null, 'Gaston', 'Avenue', null], [null, 'Live Oak', 'Street', null], [null, 'Cooper', 'Street', null],
      [null, 'Collins', 'Street', null], [null, 'Legacy', 'Drive', null], [null, 'Independence', 'Parkway', null],
      [null, 'MacArthur', 'Boulevard', null], [null, 'Story', 'Road', null], [null, 'University', 'Drive', null],
    ],
    ordinal: { pre: ['W', 'E', 'N', 'S'], post: [], suffixes: ['Street'] },
    routes: [['US', '80', 'E'], ['SH', '121', null], ['FM', '1382', null], ['CR', '408', null], ['FM', '544', null], ['US', '377', 'S'], ['SH', '66', null], ['CR', '1017', null]],
    college: ['Denton', 'Dallas', 'Arlington'],
    rural: ['Denton', 'McKinney', 'Mesquite', 'Grand Prairie'],
    snow: false,
    deregulated: true,
    localWords: ['Lone Star', 'Metroplex', 'Trinity', 'Big D', 'North Texas', 'Texan', 'Bluebonnet', 'Maverick'],
    office: { street: '2100 N Central Expy', suite: 'Ste 400', city: 'Dallas', state: 'TX', zip: '75204', poBox: '802214', poZip: '75380-2214' },
  },
  {
    key: 'hou',
    label: 'Houston',
    areaCodes: ['713', '281', '832', '346', '936'],
    cities: [
      c('Houston', 'TX', '77002 77006 77007 77008 77019 77024 77036 77042 77055 77057 77063 77077 77079 77084 77090 77099 77074'),
      c('Pasadena', 'TX', '77502 77503 77505'),
      c('Katy', 'TX', '77449 77450 77494'),
      c('Sugar Land', 'TX', '77478 77479', ['Sugarland']),
      c('Spring', 'TX', '77373 77379 77388'),
      c('Pearland', 'TX', '77581 77584'),
      c('Baytown', 'TX', '77520 77521'),
      c('Humble', 'TX', '77338 77346'),
      c('Conroe', 'TX', '77301 77304'),
    ],
    arterials: [
      [null, 'Westheimer', 'Road', null], [null, 'Bellaire', 'Boulevard', null], [null, 'Kirby', 'Drive', null],
      [null, 'Richmond', 'Avenue', null], [null, 'Gessner', 'Road', null], [null, 'Fondren', 'Road', null],
      [null, 'Bissonnet', 'Street', null], [null, 'Hillcroft', 'Avenue', null], [null, 'Dairy Ashford', 'Road', null],
      [null, 'Eldridge', 'Parkway', null], [null, 'Wilcrest', 'Drive', null], [null, 'Katy', 'Freeway', null],
      [null, 'Memorial', 'Drive', null], [null, 'Shepherd', 'Drive', null], [null, 'Montrose', 'Boulevard', null],
      [null, 'Spencer', 'Highway', null], [null, 'Fairmont', 'Parkway', null], [null, 'Mason', 'Road', null],
      [null, 'Fry', 'Road', null], [null, 'Greens', 'Road', null], [null, 'Kuykendahl', 'Road', null],
      [null, 'Airline', 'Drive', null], [null, 'Broadway', 'Street', null], [null, 'Garth', 'Road', null],
      [null, 'Telephone', 'Road', null], [null, 'Almeda', 'Road', null], [null, 'Antoine', 'Drive', null],
      [null, 'Ella', 'Boulevard', null], [null, 'Rayford', 'Road', null], [null, 'Loop 336', 'Loop', 'W'],
    ],
    ordinal: { pre: ['W', 'E'], post: [], suffixes: ['Street'] },
    routes: [['FM', '1960', 'W'], ['SH', '6', 'S'], ['FM', '529', null], ['US', '90', null], ['FM', '2920', null], ['SH', '249', null], ['CR', '48', null], ['FM', '1097', null]],
    college: ['Houston'],
    rural: ['Conroe', 'Humble', 'Katy', 'Baytown'],
    snow: false,
    deregulated: true,
    localWords: ['Bayou', 'Gulf Coast', 'Bayou City', 'Space City', 'Texan', 'Lone Star', 'Coastal', 'Magnolia'],
    office: { street: '1980 Post Oak Blvd', suite: 'Suite 1550', city: 'Houston', state: 'TX', zip: '77056', poBox: '4701', poZip: '77210-4701' },
  },
  {
    key: 'aus',
    label: 'Austin',
    areaCodes: ['512', '737'],
    cities: [
      c('Austin', 'TX', '78701 78702 78704 78705 78723 78741 78745 78748 78751 78753 78758 78757 78744'),
      c('Round Rock', 'TX', '78664 78665 78681'),
      c('Pflugerville', 'TX', '78660', ['Pflugerville Tx']),
      c('Cedar Park', 'TX', '78613'),
      c('Georgetown', 'TX', '78626 78628'),
      c('San Marcos', 'TX', '78666'),
      c('Kyle', 'TX', '78640'),
      c('Leander', 'TX', '78641'),
    ],
    arterials: [
      [null, 'Lamar', 'Boulevard', null], ['S', 'Congress', 'Avenue', null], [null, 'Guadalupe', 'Street', null],
      [null, 'Burnet', 'Road', null], [null, 'Riverside', 'Drive', null], [null, 'Oltorf', 'Street', null],
      [null, 'William Cannon', 'Drive', null], [null, 'Slaughter', 'Lane', null], [null, 'Parmer', 'Lane', null],
      [null, 'Rundberg', 'Lane', null], [null, 'Pleasant Valley', 'Road', null], [null, 'Manchaca', 'Road', null],
      [null, 'Anderson', 'Lane', null], [null, 'Airport', 'Boulevard', null], [null, 'Red River', 'Street', null],
      [null, 'Mesa', 'Drive', null], [null, 'Stassney', 'Lane', null], [null, 'Wells Branch', 'Parkway', null],
      [null, 'Louis Henna', 'Boulevard', null], [null, 'Whitestone', 'Boulevard', null], [null, 'Hopkins', 'Street', null],
      [null, 'Aquarena Springs', 'Drive', null], [null, 'Williams', 'Drive', null], [null, 'Dessau', 'Road', null],
    ],
    ordinal: { pre: ['W', 'E'], post: [], suffixes: ['Street'] },
    routes: [['US', '290', 'W'], ['SH', '71', 'W'], ['FM', '1626', null], ['FM', '620', 'N'], ['CR', '138', null], ['US', '183', 'N'], ['FM', '1431', null], ['SH', '21', null]],
    college: ['Austin', 'San Marcos'],
    rural: ['Kyle', 'Leander', 'Georgetown', 'San Marcos'],
    snow: false,
    deregulated: false,
    localWords: ['Hill Country', 'Capital City', 'Texan', 'Colorado River', 'Bluebonnet', 'Live Oak', 'Lone Star', 'Balcones'],
    office: { street: '9600 Great Hills Trl', suite: 'Ste 150W', city: 'Austin', state: 'TX', zip: '78759', poBox: '150227', poZip: '78715-0227' },
  },
  {
    key: 'sat',
    label: 'San Antonio',
    areaCodes: ['210', '726', '830'],
    cities: [
      c('San Antonio', 'TX', '78201 78207 78209 78212 78213 78216 78217 78228 78229 78230 78240 78245 78249 78250 78258 78223', ['SAN ANTONIO']),
      c('New Braunfels', 'TX', '78130 78132'),
      c('Schertz', 'TX', '78154'),
      c('Converse', 'TX', '78109'),
      c('Seguin', 'TX', '78155'),
    ],
    arterials: [
      [null, 'Fredericksburg', 'Road', null], [null, 'Culebra', 'Road', null], [null, 'Bandera', 'Road', null],
      [null, 'Wurzbach', 'Road', null], [null, 'Babcock', 'Road', null], [null, 'Blanco', 'Road', null],
      [null, 'Nacogdoches', 'Road', null], [null, 'Perrin Beitel', 'Road', null], [null, 'Marbach', 'Road', null],
      [null, 'Military', 'Drive', 'SW'], [null, 'Callaghan', 'Road', null], [null, 'Huebner', 'Road', null],
      [null, 'Walzem', 'Road', null], [null, 'Hildebrand', 'Avenue', null], [null, 'Zarzamora', 'Street', null],
      [null, 'Broadway', 'Street', null], [null, 'Medical', 'Drive', null], [null, 'Loop 410', 'Loop', 'NW'],
      [null, 'Landa', 'Street', null], [null, 'Walnut', 'Avenue', null], [null, 'Kitty Hawk', 'Road', null],
    ],
    ordinal: { pre: ['W', 'E', 'N', 'S'], post: [], suffixes: ['Street'] },
    routes: [['FM', '78', null], ['SH', '46', 'W'], ['FM', '1516', null], ['CR', '375', null], ['US', '87', 'E'], ['FM', '725', null], ['SH', '123', null]],
    college: ['San Antonio'],
    rural: ['Seguin', 'New Braunfels', 'Converse'],
    snow: false,
    deregulated: false,
    localWords: ['Alamo', 'Alamo City', 'Mission', 'River City', 'Texan', 'South Texas', 'Hill Country', 'Lone Star'],
    office: { street: '8000 IH 10 W', suite: 'Suite 600', city: 'San Antonio', state: 'TX', zip: '78230', poBox: '690411', poZip: '78269-0411' },
  },
  {
    key: 'phx',
    label: 'Phoenix',
    areaCodes: ['602', '480', '623', '520'],
    cities: [
      c('Phoenix', 'AZ', '85004 85006 85008 85013 85014 85016 85018 85020 85021 85022 85032 85033 85041 85051 85029 85043'),
      c('Mesa', 'AZ', '85201 85202 85203 85204 85210 85205'),
      c('Tempe', 'AZ', '85281 85282 85283'),
      c('Chandler', 'AZ', '85224 85225 85226'),
      c('Glendale', 'AZ', '85301 85302 85308'),
      c('Scottsdale', 'AZ', '85250 85251 85257'),
      c('Gilbert', 'AZ', '85233 85234'),
      c('Peoria', 'AZ', '85345 85381'),
      c('Apache Junction', 'AZ', '85120 85119', ['Apache Jct']),
      c('Casa Grande', 'AZ', '85122'),
    ],
    arterials: [
      ['E', 'Camelback', 'Road', null], ['W', 'Indian School', 'Road', null], ['E', 'McDowell', 'Road', null],
      ['W', 'Thomas', 'Road', null], ['E', 'Bethany Home', 'Road', null], ['W', 'Glendale', 'Avenue', null],
      ['E', 'Baseline', 'Road', null], ['W', 'Southern', 'Avenue', null], ['E', 'University', 'Drive', null],
      ['W', 'Broadway', 'Road', null], ['E', 'Apache', 'Boulevard', null], ['N', 'Scottsdale', 'Road', null],
      ['E', 'Main', 'Street', null], ['W', 'Peoria', 'Avenue', null], ['N', 'Black Canyon', 'Highway', null],
      ['W', 'Dunlap', 'Avenue', null], ['E', 'Bell', 'Road', null], ['S', 'Power', 'Road', null],
      ['N', 'Dysart', 'Road', null], ['E', 'Warner', 'Road', null], ['E', 'Guadalupe', 'Road', null],
      ['E', 'Ray', 'Road', null], ['N', 'Arizona', 'Avenue', null], ['W', 'Cactus', 'Road', null],
      ['E', 'Cactus', 'Road', null], ['W', 'Camelback', 'Road', null], ['W', 'McDowell', 'Road', null],
    ],
    ordinal: { pre: ['N', 'S', 'E', 'W'], post: [], suffixes: ['Street', 'Avenue', 'Drive', 'Place', 'Way'] },
    routes: [['US', '60', null], ['SH', '87', null], ['US', '93', null], ['SH', '88', null]],
    college: ['Tempe', 'Phoenix'],
    rural: ['Apache Junction', 'Casa Grande', 'Mesa', 'Peoria'],
    snow: false,
    deregulated: false,
    localWords: ['Desert', 'Valley', 'Sonoran', 'Saguaro', 'Copper State', 'Sun Valley', 'Cactus', 'Grand Canyon'],
    office: { street: '2394 E Camelback Rd', suite: 'Ste 230', city: 'Phoenix', state: 'AZ', zip: '85016', poBox: '33790', poZip: '85067-3790' },
  },
  {
    key: 'atl',
    label: 'Atlanta',
    areaCodes: ['404', '770', '678', '470'],
    cities: [
      c('Atlanta', 'GA', '30303 30305 30306 30308 30309 30310 30312 30315 30318 30324 30326 30331 30342 30311 30344'),
      c('Marietta', 'GA', '30060 30062 30064 30067'),
      c('Decatur', 'GA', '30030 30032 30033'),
      c('Smyrna', 'GA', '30080 30082'),
      c('Lawrenceville', 'GA', '30043 30044 30045'),
      c('Duluth', 'GA', '30096 30097'),
      c('Kennesaw', 'GA', '30144 30152'),
      c('Stone Mountain', 'GA', '30083 30087', ['Stone Mtn']),
      c('College Park', 'GA', '30337'),
      c('Norcross', 'GA', '30071 30093'),
    ],
    arterials: [
      [null, 'Peachtree', 'Street', 'NE'], [null, 'Piedmont', 'Road', 'NE'], [null, 'Ponce de Leon', 'Avenue', 'NE'],
      [null, 'Roswell', 'Road', null], [null, 'Buford', 'Highway', 'NE'], [null, 'Memorial', 'Drive', 'SE'],
      [null, 'Candler', 'Road', null], [null, 'Cobb', 'Parkway', 'SE'], [null, 'Powers Ferry', 'Road', null],
      [null, 'Delk', 'Road', 'SE'], [null, 'Windy Hill', 'Road', 'SE'], [null, 'Pleasant Hill', 'Road', null],
      [null, 'Jimmy Carter', 'Boulevard', null], [null, 'Memorial Drive', 'Extension', null], [null, 'Covington', 'Highway', null],
      [null, 'Old National', 'Highway', null], [null, 'Campbellton', 'Road', 'SW'], [null, 'Cascade', 'Road', 'SW'],
      [null, 'Northside', 'Drive', 'NW'], [null, 'Howell Mill', 'Road', 'NW'], [null, 'Chastain', 'Road', 'NW'],
      [null, 'Barrett Lakes', 'Boulevard', null], [null, 'Lawrenceville', 'Highway', null], [null, 'Scenic', 'Highway', null],
      [null, 'Roswell', 'Street', null], [null, 'South Cobb', 'Drive', 'SE'], [null, 'Moreland', 'Avenue', 'SE'],
    ],
    ordinal: { pre: [], post: ['NE', 'NW', 'SE', 'SW'], suffixes: ['Street', 'Avenue'] },
    routes: [['SH', '20', null], ['US', '41', null], ['SH', '138', null], ['SH', '124', null], ['US', '78', null]],
    college: ['Atlanta', 'Kennesaw'],
    rural: ['Lawrenceville', 'Stone Mountain', 'Kennesaw'],
    snow: false,
    deregulated: false,
    localWords: ['Peach State', 'Peachtree', 'Southern', 'Georgia', 'Dixie', 'Chattahoochee', 'Magnolia', 'Dogwood'],
    office: { street: '3340 Peachtree Rd NE', suite: 'Suite 1800', city: 'Atlanta', state: 'GA', zip: '30326', poBox: '105536', poZip: '30348-5536' },
  },
  {
    key: 'clt',
    label: 'Charlotte',
    areaCodes: ['704', '980', '803'],
    cities: [
      c('Charlotte', 'NC', '28202 28203 28204 28205 28207 28209 28210 28211 28212 28213 28217 28226 28262 28269 28277 28208 28215'),
      c('Concord', 'NC', '28025 28027'),
      c('Gastonia', 'NC', '28052 28054 28056'),
      c('Matthews', 'NC', '28104 28105'),
      c('Huntersville', 'NC', '28078'),
      c('Rock Hill', 'SC', '29730 29732'),
      c('Fort Mill', 'SC', '29708 29715', ['Ft Mill']),
    ],
    arterials: [
      ['N', 'Tryon', 'Street', null], ['S', 'Tryon', 'Street', null], [null, 'Providence', 'Road', null],
      [null, 'Sharon Amity', 'Road', null], [null, 'Albemarle', 'Road', null], [null, 'Independence', 'Boulevard', null],
      [null, 'Central', 'Avenue', null], [null, 'Park', 'Road', null], [null, 'Monroe', 'Road', null],
      [null, 'Wilkinson', 'Boulevard', null], [null, 'Beatties Ford', 'Road', null], [null, 'Freedom', 'Drive', null],
      [null, 'Eastway', 'Drive', null], [null, 'Sugar Creek', 'Road', null], [null, 'University City', 'Boulevard', null],
      [null, 'Mallard Creek', 'Road', null], [null, 'Carmel', 'Road', null], [null, 'Fairview', 'Road', null],
      [null, 'Cherry', 'Road', null], [null, 'Dave Lyle', 'Boulevard', null], [null, 'Concord', 'Parkway', 'S'],
      [null, 'Franklin', 'Boulevard', null], [null, 'Gilead', 'Road', null], [null, 'Matthews Township', 'Parkway', null],
    ],
    ordinal: { pre: ['W', 'E'], post: [], suffixes: ['Street'] },
    routes: [['US', '74', null], ['SH', '160', null], ['US', '29', null], ['SH', '49', null], ['US', '21', null]],
    college: ['Charlotte', 'Rock Hill'],
    rural: ['Gastonia', 'Concord', 'Rock Hill'],
    snow: false,
    deregulated: false,
    localWords: ['Queen City', 'Carolina', 'Piedmont', 'Catawba', 'Tar Heel', 'Palmetto', 'Southern', 'Crown'],
    office: { street: '6000 Fairview Rd', suite: 'Suite 1200', city: 'Charlotte', state: 'NC', zip: '28210', poBox: '471308', poZip: '28247-1308' },
  },
  {
    key: 'tpa',
    label: 'Tampa Bay',
    areaCodes: ['813', '727', '863', '656'],
    cities: [
      c('Tampa', 'FL', '33602 33603 33604 33606 33609 33610 33611 33612 33613 33614 33617 33618 33624 33647 33615'),
      c('St. Petersburg', 'FL', '33701 33702 33704 33705 33707 33710 33713', ['St Petersburg', 'Saint Petersburg', 'St Pete']),
      c('Clearwater', 'FL', '33755 33756 33759 33761 33764'),
      c('Brandon', 'FL', '33510 33511'),
      c('Largo', 'FL', '33770 33771 33773 33774'),
      c('Riverview', 'FL', '33569 33578 33579'),
      c('Lakeland', 'FL', '33801 33803 33805 33809 33810'),
      c('Wesley Chapel', 'FL', '33543 33544'),
      c('Zephyrhills', 'FL', '33540 33542'),
    ],
    arterials: [
      ['N', 'Dale Mabry', 'Highway', null], ['E', 'Fowler', 'Avenue', null], ['E', 'Busch', 'Boulevard', null],
      ['E', 'Hillsborough', 'Avenue', null], ['W', 'Gandy', 'Boulevard', null], ['W', 'Kennedy', 'Boulevard', null],
      ['N', 'Florida', 'Avenue', null], [null, 'Bruce B Downs', 'Boulevard', null], [null, 'Gulf to Bay', 'Boulevard', null],
      [null, 'Ulmerton', 'Road', null], [null, 'Tyrone', 'Boulevard', 'N'], [null, 'Central', 'Avenue', null],
      [null, 'Seminole', 'Boulevard', null], [null, 'Brandon', 'Boulevard', null], [null, 'Bloomingdale', 'Avenue', null],
      [null, 'Big Bend', 'Road', null], [null, 'Memorial', 'Highway', null], [null, 'Waters', 'Avenue', 'W'],
      [null, 'Lakeland Hills', 'Boulevard', null], [null, 'Harden', 'Boulevard', null], [null, 'Gall', 'Boulevard', null],
      [null, 'Belcher', 'Road', null], [null, 'Sheldon', 'Road', null], [null, 'Nebraska', 'Avenue', 'N'],
    ],
    ordinal: { pre: ['N', 'S', 'E', 'W'], post: ['N', 'S', 'NE', 'NW'], suffixes: ['Street', 'Avenue', 'Terrace', 'Way'] },
    routes: [['US', '301', 'N'], ['SH', '54', null], ['US', '19', 'N'], ['SH', '60', 'E'], ['CR', '579', null], ['US', '98', 'S'], ['CR', '54', null]],
    college: ['Tampa'],
    rural: ['Zephyrhills', 'Lakeland', 'Wesley Chapel', 'Riverview'],
    snow: false,
    deregulated: false,
    localWords: ['Suncoast', 'Gulf Coast', 'Bay Area', 'Sunshine', 'Tampa Bay', 'Palm', 'Coastal', 'Manatee'],
    office: { street: '4830 W Kennedy Blvd', suite: 'Suite 820', city: 'Tampa', state: 'FL', zip: '33609', poBox: '320517', poZip: '33679-0517' },
  },
  {
    key: 'cmh',
    label: 'Columbus',
    areaCodes: ['614', '380', '740'],
    cities: [
      c('Columbus', 'OH', '43201 43202 43204 43205 43206 43207 43209 43210 43211 43212 43213 43214 43215 43219 43220 43221 43223 43224 43228 43229 43231 43232 43235'),
      c('Westerville', 'OH', '43081 43082'),
      c('Dublin', 'OH', '43016 43017'),
      c('Grove City', 'OH', '43123'),
      c('Reynoldsburg', 'OH', '43068'),
      c('Hilliard', 'OH', '43026'),
      c('Gahanna', 'OH', '43230'),
      c('Delaware', 'OH', '43015'),
      c('Newark', 'OH', '43055'),
    ],
    arterials: [
      ['N', 'High', 'Street', null], ['E', 'Broad', 'Street', null], ['W', 'Broad', 'Street', null],
      ['E', 'Livingston', 'Avenue', null], [null, 'Morse', 'Road', null], [null, 'Cleveland', 'Avenue', null],
      [null, 'Karl', 'Road', null], [null, 'Sawmill', 'Road', null], [null, 'Hamilton', 'Road', null],
      [null, 'Refugee', 'Road', null], [null, 'Stringtown', 'Road', null], [null, 'Georgesville', 'Road', null],
      [null, 'Brice', 'Road', null], [null, 'Schrock', 'Road', null], [null, 'Bethel', 'Road', null],
      [null, 'Henderson', 'Road', null], [null, 'Main', 'Street', null], [null, 'Parsons', 'Avenue', null],
      ['S', 'State', 'Street', null], [null, 'Cemetery', 'Road', null], [null, 'Sunbury', 'Road', null],
      [null, 'Olentangy River', 'Road', null], ['W', 'Lane', 'Avenue', null], ['N', '4th', 'Street', null],
    ],
    ordinal: { pre: ['E', 'W', 'N', 'S'], post: [], suffixes: ['Avenue', 'Street'] },
    routes: [['SH', '161', null], ['US', '23', 'N'], ['US', '40', null], ['SH', '3', null], ['SH', '16', null], ['CR', '21', null]],
    college: ['Columbus'],
    rural: ['Newark', 'Delaware', 'Grove City'],
    snow: true,
    deregulated: false,
    localWords: ['Buckeye', 'Capital City', 'Olentangy', 'Scioto', 'Central Ohio', 'Heartland', 'Midwest', 'Ohio Valley'],
    office: { street: '250 Civic Center Dr', suite: 'Ste 500', city: 'Columbus', state: 'OH', zip: '43215', poBox: '163381', poZip: '43216-3381' },
  },
  {
    key: 'mkc',
    label: 'Kansas City',
    areaCodes: ['816', '913', '975'],
    cities: [
      c('Kansas City', 'MO', '64105 64106 64108 64109 64110 64111 64112 64113 64114 64117 64118 64119 64127 64131 64133 64134 64151 64155', ['KCMO', 'Kansas City Mo']),
      c('Kansas City', 'KS', '66101 66102 66103 66104 66106 66109 66111 66112', ['KCK', 'Kansas City Ks']),
      c('Overland Park', 'KS', '66204 66207 66210 66212 66213', ['Overland Pk']),
      c('Olathe', 'KS', '66061 66062'),
      c('Independence', 'MO', '64050 64052 64055 64056'),
      c("Lee's Summit", 'MO', '64063 64081 64086', ['Lees Summit', 'Lee Summit']),
      c('Lenexa', 'KS', '66215 66219'),
      c('Shawnee', 'KS', '66203 66216'),
      c('Liberty', 'MO', '64068'),
      c('Raytown', 'MO', '64133 64138'),
    ],
    arterials: [
      [null, 'Troost', 'Avenue', null], [null, 'Prospect', 'Avenue', null], [null, 'Wornall', 'Road', null],
      [null, 'Ward', 'Parkway', null], [null, 'Metcalf', 'Avenue', null], [null, 'Antioch', 'Road', null],
      [null, 'Quivira', 'Road', null], [null, 'State', 'Avenue', null], [null, 'Parallel', 'Parkway', null],
      [null, 'Noland', 'Road', null], [null, 'Blue Ridge', 'Boulevard', null], [null, 'Independence', 'Avenue', null],
      [null, 'Rainbow', 'Boulevard', null], [null, 'Shawnee Mission', 'Parkway', null], ['E', 'Bannister', 'Road', null],
      [null, 'Main', 'Street', null], [null, 'Santa Fe', 'Street', null], [null, 'Raytown', 'Road', null],
      [null, 'Barry', 'Road', 'NW'], [null, 'Vivion', 'Road', 'NE'], [null, 'Chouteau', 'Trafficway', null],
      [null, 'Nieman', 'Road', null], [null, 'Pflumm', 'Road', null], [null, 'Douglas', 'Street', 'SW'],
    ],
    ordinal: { pre: ['E', 'W', 'NE', 'NW'], post: [], suffixes: ['Street', 'Terrace'] },
    routes: [['US', '40', null], ['SH', '7', null], ['US', '69', null], ['SH', '291', null], ['US', '24', null]],
    college: ['Kansas City', 'Liberty'],
    rural: ['Liberty', 'Independence', 'Olathe'],
    snow: true,
    deregulated: false,
    localWords: ['Heartland', 'Midwest', 'Show Me', 'Sunflower', 'Missouri Valley', 'Jayhawk', 'Prairie', 'Crown Center'],
    office: { street: '4520 Main St', suite: 'Suite 700', city: 'Kansas City', state: 'MO', zip: '64111', poBox: '419377', poZip: '64141-6377' },
  },
];

/** Residential street names (subdivisions, side streets), any metro. */
/** Residential street names (subdivisions, side streets), any metro. */
export const RESIDENTIAL_NAMES: readonly string[] = 'Maple|Elm|Oak|Cedar|Pine|Walnut|Hickory|Chestnut|Poplar|Sycamore|Magnolia|Dogwood|Willow|Aspen|Birch|Juniper|Laurel|Holly|Cypress|Pecan|Mesquite|Redbud|Mulberry|Cottonwood|Sweetgum|Bluebonnet|Mockingbird|Meadowbrook|Sunset|Sunrise|Willow Bend|Pecan Valley|Shady Oaks|Brookhollow|Hidden Creek|Autumn Ridge|Heather Glen|Fox Run|Quail Hollow|Windmill|Pebble Creek|Stonegate|Briarwood|Country Club|Forest Glen|Timberline|Deer Trail|Eagle Crest|Hawthorne|Kingsbury|Ashford|Bradford|Carriage|Chapel Hill|Cherry Hill|Clearview|Colonial|Crestview|Eastwood|Fairway|Glenwood|Green Meadow|Harvest|Heritage|Highland|Hilltop|Lakeview|Lakeshore|Lindenwood|Longview|Meadow Lark|Northridge|Oakmont|Orchard|Park Place|Parkview|Pinehurst|Ridgeview|Riverbend|Rolling Hills|Rosewood|Sandpiper|Sherwood|Silver Maple|Southgate|Springwood|Summit|Sunnyside|Tanglewood|Valley View|Westwood|Whispering Pines|Wildflower|Windsor|Woodland|Woodhaven|Amberwood|Belmont|Brentwood|Camden|Canterbury|Clover|Cobblestone|Copper Creek|Cottage|Dover|Edgewood|Evergreen|Falcon|Garden|Granite|Greenbriar|Hampton|Ivy|Jasmine|Kensington|Lexington|Madison|Jefferson|Lincoln|Washington|Jackson|Franklin|Monroe|Adams|Wilson|Lee|Church|School|Mill|Spring|Park|Lake|Hill|Center|Railroad|Market|College|Saguaro|Palo Verde|Ironwood|Ocotillo|Sandalwood|Catalina|Sierra|Mission|Alamo|Vista|Bonita|Coronado|Del Rio|Wren|Cardinal|Bobwhite|Blue Jay|Robin|Sparrow|Bent Tree|Cross Creek|Spring Creek|Indian Trail|Shadow Creek|Meadow Ridge|Stone Ridge|Ridgecrest|Knollwood|Glen Oaks|Pin Oak|Post Oak|Live Oak|Burr Oak|Red Oak|White Oak|Lone Oak|Twin Oaks|Fox Hollow|Rabbit Run|Wagon Wheel|Saddle|Stirrup|Bridle Path|Ranch|Prairie|Plantation|Heritage Oaks|Kings Row|Queens|Cambridge|Oxford|Princeton|Yale|Harvard|Stanford|Tulane|Vanderbilt|Baylor|Rice'.split('|');

export const RESIDENTIAL_SUFFIXES: readonly (readonly [string, number])[] = [
  ['Drive', 20], ['Lane', 14], ['Street', 14], ['Avenue', 10], ['Court', 8], ['Circle', 5], ['Way', 6], ['Trail', 5],
  ['Place', 4], ['Road', 5], ['Cove', 2], ['Terrace', 2], ['Run', 1], ['Path', 1], ['Bend', 1], ['Hollow', 1], ['Crossing', 1],
  ['Ridge', 1], ['Parkway', 1], ['Boulevard', 1], ['Loop', 1], ['Glen', 1], ['Point', 1],
];

/** USPS standard suffix abbreviations (Publication 28, the ones used here). */
export const SUFFIX_ABBR: Readonly<Record<string, string>> = {
  Street: 'St', Avenue: 'Ave', Road: 'Rd', Drive: 'Dr', Lane: 'Ln', Boulevard: 'Blvd', Parkway: 'Pkwy', Court: 'Ct',
  Circle: 'Cir', Place: 'Pl', Trail: 'Trl', Way: 'Way', Terrace: 'Ter', Highway: 'Hwy', Expressway: 'Expy',
  Freeway: 'Fwy', Loop: 'Loop', Crossing: 'Xing', Hollow: 'Holw', Ridge: 'Rdg', Run: 'Run', Path: 'Path',
  Cove: 'Cv', Bend: 'Bnd', Glen: 'Gln', Point: 'Pt', Extension: 'Ext', Trafficway: 'Trfy', Square: 'Sq',
};

/** Common non-USPS abbreviations people type. */
export const SUFFIX_ALT: Readonly<Record<string, readonly string[]>> = {
  Street: ['Str'], Avenue: ['Av', 'Avn'], Road: [], Drive: ['Drv'], Lane: [], Boulevard: ['Blv', 'Boul'],
  Parkway: ['Pky', 'Pkway'], Court: [], Circle: ['Circ'], Place: [], Trail: ['Tr'], Way: ['Wy'], Terrace: ['Terr'],
  Highway: ['Hiway', 'Hway'], Expressway: ['Expwy', 'Exp'], Freeway: ['Frwy', 'Fwy.'], Crossing: ['Xng', 'Crssng'],
  Hollow: ['Hllw'], Extension: ['Extn'], Trafficway: ['Tfwy'], Cove: [], Bend: [], Glen: [], Point: [],
  Ridge: [], Run: [], Path: [], Loop: [], Square: [],
};

export const DIR_FULL: Readonly<Record<string, string>> = {
  N: 'North', S: 'South', E: 'East', W: 'West', NE: 'Northeast', NW: 'Northwest', SE: 'Southeast', SW: 'Southwest',
};

export const ORDINAL_WORDS: readonly string[] = [
  '', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth', 'Eleventh', 'Twelfth',
];

export function ordinal(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  switch (n % 10) {
    case 1: return `${n}st`;
    case 2: return `${n}nd`;
    case 3: return `${n}rd`;
    default: return `${n}th`;
  }
}

export function metroOf(key: string): Metro {
  const m = METROS.find((x) => x.key === key);
  if (!m) throw new Error(`no metro ${key}`);
  return m;
}
