/*
 * Cities of the set: Texas metros, Mountain West metros (no Salt Lake, no Albuquerque) and the
 * Mid-Atlantic suburbs. Streets are written in a tiny notation:
 *   "<N,S>Lamar Blvd"            pre-directional, one of N or S per address
 *   "Sam Houston Pkwy<N,S,E,W>"  post-directional
 *   "IH 10<W>=I-10|Interstate 10|IH-10"  other ways the same road is written
 * The directional travels with the street; "=" forms replace the name and its type.
 */

export interface CityData {
  city: string;
  state: string;
  metro: string;
  zips: readonly string[];
  /** Street-number range. */
  num: readonly [number, number];
  streets: readonly string[];
  /** Residential streets get a pre-directional from this list (grid cities), or none. */
  gridDirs?: readonly string[];
}

export const METRO_WEIGHTS: readonly (readonly [string, number])[] = [
  ['Houston', 15], ['DFW', 16], ['San Antonio', 8], ['Austin', 9],
  ['Denver', 11], ['Colorado Springs', 4], ['Fort Collins', 2], ['Boise', 5], ['Spokane', 4], ['Reno', 4],
  ['Northern Virginia', 8], ['Montgomery County', 5], ['Philadelphia', 5], ['South Jersey', 2], ['Baltimore', 3],
];

export const METRO_CODES: Record<string, string> = {
  Houston: 'HOU', DFW: 'DFW', 'San Antonio': 'SAT', Austin: 'AUS', Denver: 'DEN', 'Colorado Springs': 'COS',
  'Fort Collins': 'FNL', Boise: 'BOI', Spokane: 'GEG', Reno: 'RNO', 'Northern Virginia': 'NVA',
  'Montgomery County': 'MOC', Philadelphia: 'PHL', 'South Jersey': 'SNJ', Baltimore: 'BAL',
};

export const CITIES: readonly CityData[] = [
  // ---------------- Houston ----------------
  { city: 'Houston', state: 'TX', metro: 'Houston', zips: ['77024', '77036', '77040', '77042', '77057', '77063', '77064', '77070', '77072', '77074', '77077', '77079', '77081', '77082', '77084', '77086', '77090', '77095', '77099', '77006', '77007', '77019', '77025', '77054'], num: [200, 25999],
    streets: ['Westheimer Rd', 'Richmond Ave', 'Bellaire Blvd', 'Gessner Rd', 'Kirby Dr', 'Sam Houston Pkwy<N,S,E,W>', 'FM 1960 Rd<W,E>=FM 1960|FM-1960|Farm to Market Rd 1960|F.M. 1960 Rd', 'State Highway 6<N,S>=Hwy 6|SH 6|Highway 6|TX-6', 'IH 10<W,E>=I-10|Interstate 10|IH-10', 'IH 45<N,S>=I-45|Interstate 45|IH-45', 'Wilcrest Dr', 'Dairy Ashford Rd', 'Fondren Rd', 'Hillcroft Ave', 'Beechnut St', 'Bissonnet St', '<W>Gray St', 'Montrose Blvd', 'Fannin St', 'Main St', 'Telephone Rd', 'Eldridge Pkwy', 'Antoine Dr', 'Veterans Memorial Dr', '<W>Little York Rd', 'Aldine Bender Rd', 'Braeswood Blvd<N,S>', 'Memorial Dr', 'Briar Forest Dr', 'Westpark Dr', 'Kempwood Dr', 'Tanner Rd', 'Greens Rd'] },
  { city: 'Pasadena', state: 'TX', metro: 'Houston', zips: ['77502', '77503', '77504', '77505', '77506'], num: [100, 9999], streets: ['Spencer Hwy', 'Fairmont Pkwy', 'Red Bluff Rd', 'Burke Rd', 'Southmore Ave', 'Main St', 'Strawberry Rd'] },
  { city: 'Katy', state: 'TX', metro: 'Houston', zips: ['77449', '77450', '77494'], num: [100, 29999], streets: ['Mason Rd<N,S>', 'Fry Rd<N,S>', 'Grand Pkwy<N,S>', 'Westheimer Pkwy', 'Kingsland Blvd', 'IH 10<W>=I-10|Interstate 10|IH-10', 'Franz Rd', 'Morton Ranch Rd'] },
  { city: 'Sugar Land', state: 'TX', metro: 'Houston', zips: ['77478', '77479'], num: [100, 19999], streets: ['State Highway 6<S>=Hwy 6|SH 6|Highway 6|TX-6', 'Dairy Ashford Rd', 'Williams Trace Blvd', 'Eldridge Rd', 'Town Center Blvd', 'Lexington Blvd'] },
  { city: 'Spring', state: 'TX', metro: 'Houston', zips: ['77373', '77379', '77388', '77386'], num: [100, 29999], streets: ['Kuykendahl Rd', 'Louetta Rd', 'Cypresswood Dr', 'Spring Cypress Rd', 'FM 2920 Rd=FM 2920|FM-2920|Farm to Market Rd 2920', 'Rayford Rd', 'Aldine Westfield Rd'] },
  { city: 'Cypress', state: 'TX', metro: 'Houston', zips: ['77429', '77433'], num: [100, 29999], streets: ['Barker Cypress Rd', 'Cypress Creek Pkwy', 'Huffmeister Rd', 'Fry Rd<N>', 'Tuckerton Rd', 'FM 1960 Rd<W>=FM 1960|FM-1960|Farm to Market Rd 1960|F.M. 1960 Rd'] },
  { city: 'Pearland', state: 'TX', metro: 'Houston', zips: ['77581', '77584'], num: [100, 9999], streets: ['Broadway St', 'Pearland Pkwy', 'Dixie Farm Rd', 'Main St<N,S>', 'Shadow Creek Pkwy'] },
  { city: 'Humble', state: 'TX', metro: 'Houston', zips: ['77338', '77346', '77396'], num: [100, 19999], streets: ['Wilson Rd', 'Atascocita Rd', 'Will Clayton Pkwy', 'FM 1960 Rd<E>=FM 1960|FM-1960|Farm to Market Rd 1960|F.M. 1960 Rd', 'Main St<N,S>'] },
  // ---------------- Dallas-Fort Worth ----------------
  { city: 'Dallas', state: 'TX', metro: 'DFW', zips: ['75201', '75204', '75206', '75214', '75219', '75220', '75230', '75231', '75234', '75238', '75240', '75243', '75248', '75251', '75252', '75254', '75287'], num: [100, 19999],
    streets: ['LBJ Fwy=Lyndon B Johnson Fwy|LBJ Freeway|L B J Fwy', 'Stemmons Fwy<N>', 'Central Expy<N,S>=Central Expwy|Central Expressway', 'Preston Rd', 'Forest Ln', 'Royal Ln', 'Greenville Ave', 'Skillman St', 'Abrams Rd', 'Belt Line Rd', 'Spring Valley Rd', 'Northwest Hwy<W,E>', 'Lemmon Ave', 'Ross Ave', 'Main St', 'Walnut Hill Ln', 'Marsh Ln', 'Hillcrest Rd', 'Coit Rd', 'Meadow Rd', 'Fair Oaks Ave', 'Lovers Ln<W,E>'] },
  { city: 'Fort Worth', state: 'TX', metro: 'DFW', zips: ['76104', '76107', '76109', '76110', '76112', '76116', '76120', '76132', '76133', '76137'], num: [100, 12999], streets: ['Camp Bowie Blvd', 'Hulen St', 'Berry St<W,E>', 'Lancaster Ave<W,E>', 'Main St', 'Bridge St', 'Loop 820<N,S>=Interstate 820|IH 820|I-820|Lp 820', 'Beach St<N>', 'Western Center Blvd', 'Vickery Blvd<W,E>', 'McCart Ave'] },
  { city: 'Arlington', state: 'TX', metro: 'DFW', zips: ['76010', '76011', '76012', '76013', '76014', '76015', '76016', '76017', '76018'], num: [100, 7999], streets: ['Cooper St<N,S>', 'Collins St<N,S>', 'Pioneer Pkwy<W,E>', 'Division St<W,E>', 'Abram St<W,E>', 'Bowen Rd<N,S>', 'Park Row Dr'] },
  { city: 'Irving', state: 'TX', metro: 'DFW', zips: ['75038', '75039', '75060', '75061', '75062', '75063'], num: [100, 9999], streets: ['MacArthur Blvd<N>', "O'Connor Blvd<N>", 'Las Colinas Blvd<W,E>', 'Walnut Hill Ln', 'Rochelle Rd', 'Story Rd<N>', 'Valley View Ln'] },
  { city: 'Plano', state: 'TX', metro: 'DFW', zips: ['75023', '75024', '75025', '75074', '75075', '75093'], num: [100, 8999], streets: ['Parker Rd<W,E>', 'Spring Creek Pkwy', 'Independence Pkwy', 'Coit Rd', 'Jupiter Rd', 'Preston Rd', 'Park Blvd<W,E>', 'Legacy Dr', 'Central Expy<N,S>=Central Expwy|Central Expressway'] },
  { city: 'Garland', state: 'TX', metro: 'DFW', zips: ['75040', '75041', '75042', '75043', '75044'], num: [100, 7999], streets: ['Jupiter Rd<N,S>', 'Belt Line Rd', 'Garland Ave<N,S>', 'Centerville Rd', 'Broadway Blvd', 'LBJ Fwy=Lyndon B Johnson Fwy|LBJ Freeway|L B J Fwy'] },
  { city: 'Richardson', state: 'TX', metro: 'DFW', zips: ['75080', '75081', '75082'], num: [100, 3999], streets: ['Belt Line Rd', 'Campbell Rd', 'Arapaho Rd', 'Spring Valley Rd', 'Plano Rd<N,S>', 'Coit Rd'] },
  { city: 'Mesquite', state: 'TX', metro: 'DFW', zips: ['75149', '75150'], num: [100, 4999], streets: ['Town East Blvd', 'Gus Thomasson Rd', 'Galloway Ave<N,S>', 'Belt Line Rd<N,S>', 'LBJ Fwy=Lyndon B Johnson Fwy|LBJ Freeway|L B J Fwy'] },
  { city: 'Farmers Branch', state: 'TX', metro: 'DFW', zips: ['75234', '75244'], num: [2000, 4999], streets: ['Valley View Ln', 'Marsh Ln', 'Josey Ln', 'Belt Line Rd', 'LBJ Fwy=Lyndon B Johnson Fwy|LBJ Freeway|L B J Fwy'] },
  // ---------------- San Antonio ----------------
  { city: 'San Antonio', state: 'TX', metro: 'San Antonio', zips: ['78201', '78207', '78209', '78213', '78216', '78217', '78218', '78223', '78227', '78228', '78229', '78230', '78232', '78238', '78240', '78245', '78249', '78250', '78251'], num: [100, 19999],
    streets: ['Loop 410<NW,NE,SW,SE>=Loop 410|Lp 410|Loop-410', 'IH 10<W,E>=I-10|Interstate 10|IH-10', 'IH 35<N,S>=I-35|Interstate 35|IH-35', 'US Hwy 281<N,S>=US-281|Hwy 281|US Highway 281', 'Wurzbach Rd', 'Babcock Rd', 'Fredericksburg Rd', 'Culebra Rd', 'Bandera Rd', 'Blanco Rd', 'Perrin Beitel Rd', 'Nacogdoches Rd', 'Military Dr<SW,SE,NW>', 'Vance Jackson Rd', 'De Zavala Rd', 'Huebner Rd', 'Marbach Rd', 'Potranco Rd', 'Ingram Rd', 'Callaghan Rd', 'Walzem Rd', 'Main Ave<N,S>', 'Broadway St'] },
  { city: 'Converse', state: 'TX', metro: 'San Antonio', zips: ['78109'], num: [100, 9999], streets: ['FM 78=Farm to Market Rd 78|FM-78|FM Road 78', 'Kitty Hawk Rd', 'Seguin Rd', 'Gibbs Sprawl Rd'] },
  { city: 'Schertz', state: 'TX', metro: 'San Antonio', zips: ['78154'], num: [100, 9999], streets: ['FM 3009=Farm to Market Rd 3009|FM-3009|F.M. 3009', 'Schertz Pkwy', 'Live Oak Rd', 'IH 35<N>=I-35|Interstate 35|IH-35'] },
  { city: 'Leon Valley', state: 'TX', metro: 'San Antonio', zips: ['78238'], num: [5000, 7999], streets: ['Evers Rd', 'Bandera Rd', 'Grissom Rd', 'Huebner Rd'] },
  // ---------------- Austin ----------------
  { city: 'Austin', state: 'TX', metro: 'Austin', zips: ['78701', '78702', '78704', '78705', '78721', '78723', '78727', '78729', '78741', '78744', '78745', '78748', '78749', '78750', '78753', '78757', '78758', '78759'], num: [100, 14999],
    streets: ['Riverside Dr<E,W>', 'Lamar Blvd<N,S>', 'Congress Ave<S>', 'Burnet Rd', 'Parmer Ln<W,E>', 'Mopac Expy<N,S>=MoPac Expwy|MoPac Expressway', 'IH 35<N,S>=Interstate 35|I-35|IH-35', 'Slaughter Ln<W,E>', 'William Cannon Dr<W,E>', 'Manchaca Rd', 'Anderson Mill Rd', 'Braker Ln<W,E>', 'Rundberg Ln<W,E>', 'Pleasant Valley Rd<S>', 'Oltorf St<W,E>', 'Stassney Ln<W,E>', 'Guadalupe St', 'Red River St', 'Ben White Blvd<W,E>', 'Wells Branch Pkwy'] },
  { city: 'Round Rock', state: 'TX', metro: 'Austin', zips: ['78664', '78665', '78681'], num: [100, 4999], streets: ['Palm Valley Blvd', 'Gattis School Rd', 'Sam Bass Rd', 'A W Grimes Blvd<N,S>', 'Mays St<N,S>', 'IH 35<N,S>=Interstate 35|I-35|IH-35'] },
  { city: 'Pflugerville', state: 'TX', metro: 'Austin', zips: ['78660'], num: [100, 19999], streets: ['Pecan St<W,E>', 'FM 685=Farm to Market Rd 685|FM-685|F.M. 685', 'Kelly Ln', 'Wells Branch Pkwy', 'Grand Avenue Pkwy'] },
  { city: 'Cedar Park', state: 'TX', metro: 'Austin', zips: ['78613'], num: [100, 4999], streets: ['Whitestone Blvd<W,E>', 'Cypress Creek Rd', 'Lakeline Blvd<N,S>', 'Bell Blvd<N,S>', 'Anderson Mill Rd'] },
  // ---------------- Denver ----------------
  { city: 'Denver', state: 'CO', metro: 'Denver', zips: ['80202', '80203', '80204', '80205', '80206', '80207', '80209', '80210', '80211', '80212', '80218', '80219', '80220', '80222', '80224', '80231', '80237', '80246'], num: [100, 9999], gridDirs: ['N', 'S', 'E', 'W'],
    streets: ['Colfax Ave<E,W>', 'Broadway<S,N>', 'Colorado Blvd<S,N>', 'Federal Blvd<S,N>', 'Speer Blvd', 'Alameda Ave<E,W>', 'Evans Ave<E,W>', 'Hampden Ave<E,W>', 'Mississippi Ave<E,W>', 'Yale Ave<E,W>', 'Quebec St<S,N>', 'Monaco Pkwy<S>', 'Downing St<S,N>', 'Logan St<S,N>', 'Pearl St<S,N>', 'Washington St<S,N>', 'Ogden St<S,N>', 'Sheridan Blvd<S,N>', 'Leetsdale Dr', 'Santa Fe Dr<S>', 'University Blvd<S>', '17th Ave<E,W>', '38th Ave<W,E>', '13th Ave<E,W>', 'Cherry Creek Dr<S,N>', 'Havana St<S>', 'Holly St<S>'] },
  { city: 'Aurora', state: 'CO', metro: 'Denver', zips: ['80010', '80011', '80012', '80013', '80014', '80015', '80016', '80017'], num: [100, 24999], gridDirs: ['S', 'E'], streets: ['Havana St<S,N>', 'Peoria St<S,N>', 'Iliff Ave<E>', 'Parker Rd<S>', 'Colfax Ave<E>', 'Mississippi Ave<E>', 'Buckley Rd<S>', 'Chambers Rd<S>', 'Alameda Ave<E>', 'Hampden Ave<E>'] },
  { city: 'Lakewood', state: 'CO', metro: 'Denver', zips: ['80214', '80215', '80226', '80227', '80228', '80232'], num: [100, 14999], gridDirs: ['W', 'S'], streets: ['Wadsworth Blvd<S,N>', 'Kipling St<S,N>', 'Colfax Ave<W>', 'Alameda Ave<W>', 'Jewell Ave<W>', 'Union Blvd<S>', 'Mississippi Ave<W>'] },
  { city: 'Englewood', state: 'CO', metro: 'Denver', zips: ['80110', '80111', '80112', '80113'], num: [100, 9999], gridDirs: ['S', 'E', 'W'], streets: ['Broadway<S>', 'Belleview Ave<E,W>', 'Hampden Ave<W,E>', 'Santa Fe Dr<S>', 'Dry Creek Rd<E>', 'Arapahoe Rd<E>'] },
  { city: 'Littleton', state: 'CO', metro: 'Denver', zips: ['80120', '80121', '80122', '80123', '80127', '80128'], num: [100, 12999], gridDirs: ['S', 'W', 'E'], streets: ['Littleton Blvd<W>', 'Bowles Ave<W>', 'County Line Rd<E,W>', 'Broadway<S>', 'Santa Fe Dr<S>', 'Wadsworth Blvd<S>', 'Arapahoe Rd<E>'] },
  { city: 'Westminster', state: 'CO', metro: 'Denver', zips: ['80030', '80031', '80234'], num: [2000, 12999], gridDirs: ['W'], streets: ['120th Ave<W>', '104th Ave<W>', '88th Ave<W>', 'Federal Blvd', 'Federal Pkwy', 'Huron St', 'Sheridan Blvd'] },
  { city: 'Thornton', state: 'CO', metro: 'Denver', zips: ['80229', '80233', '80241'], num: [100, 14999], gridDirs: ['E'], streets: ['120th Ave<E>', '104th Ave<E>', 'Washington St', 'Colorado Blvd', 'Thornton Pkwy', 'Grant St'] },
  { city: 'Arvada', state: 'CO', metro: 'Denver', zips: ['80002', '80003', '80004', '80005'], num: [5000, 15999], gridDirs: ['W'], streets: ['Ralston Rd', 'Wadsworth Blvd', 'Kipling St', '64th Ave<W>', 'Grandview Ave', 'Olde Wadsworth Blvd'] },
  // ---------------- Colorado Springs, Fort Collins ----------------
  { city: 'Colorado Springs', state: 'CO', metro: 'Colorado Springs', zips: ['80903', '80904', '80905', '80907', '80909', '80910', '80915', '80916', '80917', '80918', '80919', '80920'], num: [100, 9999], gridDirs: ['N', 'S', 'E', 'W'],
    streets: ['Academy Blvd<N,S>', 'Platte Ave<E,W>', 'Circle Dr<N,S>', 'Union Blvd<N>', 'Austin Bluffs Pkwy', 'Powers Blvd<N,S>', 'Nevada Ave<N,S>', 'Fillmore St<E,W>', 'Garden of the Gods Rd', 'Woodmen Rd', 'Constitution Ave', 'Pikes Peak Ave<E,W>', 'Uintah St<E,W>', 'Fountain Blvd'] },
  { city: 'Fort Collins', state: 'CO', metro: 'Fort Collins', zips: ['80521', '80524', '80525', '80526', '80528'], num: [100, 6999], gridDirs: ['N', 'S', 'E', 'W'], streets: ['College Ave<S,N>', 'Drake Rd<W,E>', 'Harmony Rd<W,E>', 'Horsetooth Rd<W,E>', 'Prospect Rd<W,E>', 'Shields St<S,N>', 'Timberline Rd<S,N>', 'Lemay Ave<S,N>', 'Mulberry St<W,E>', 'Elizabeth St<W,E>'] },
  // ---------------- Boise ----------------
  { city: 'Boise', state: 'ID', metro: 'Boise', zips: ['83702', '83703', '83704', '83705', '83706', '83709', '83713', '83714', '83716'], num: [100, 12999], gridDirs: ['N', 'S', 'E', 'W'],
    streets: ['Fairview Ave<W>', 'State St<W>', 'Overland Rd<W>', 'Franklin Rd<W>', 'Ustick Rd<W>', 'Chinden Blvd<W>', 'Emerald St<W>', 'Broadway Ave<S,N>', 'Vista Ave<S>', 'Five Mile Rd<N,S>', 'Cole Rd<N,S>', 'Curtis Rd<N,S>', 'Orchard St<N,S>', 'Federal Way<S>', 'Gary Ln<N>', 'Maple Grove Rd<N,S>', 'Main St<W,E>', 'Park Center Blvd<E>', 'Warm Springs Ave<E>'] },
  { city: 'Meridian', state: 'ID', metro: 'Boise', zips: ['83642', '83646'], num: [100, 6999], gridDirs: ['N', 'S', 'E', 'W'], streets: ['Cherry Ln<E,W>', 'Pine Ave<E,W>', 'Locust Grove Rd<N,S>', 'Ten Mile Rd<N,S>', 'Eagle Rd<N,S>', 'Fairview Ave<E,W>', 'Main St<N,S>'] },
  { city: 'Nampa', state: 'ID', metro: 'Boise', zips: ['83651', '83686', '83687'], num: [100, 5999], streets: ['Caldwell Blvd', 'Garrity Blvd', '12th Ave Rd', 'Nampa Blvd', 'Karcher Rd', 'Midland Blvd'] },
  // ---------------- Spokane ----------------
  { city: 'Spokane', state: 'WA', metro: 'Spokane', zips: ['99201', '99202', '99203', '99205', '99207', '99208', '99217', '99218', '99223', '99224'], num: [100, 9999], gridDirs: ['N', 'S', 'E', 'W'],
    streets: ['Division St<N>', 'Monroe St<N>', 'Francis Ave<W,E>', 'Sprague Ave<E,W>', 'Wellesley Ave<W,E>', 'Northwest Blvd', 'Ash St<N>', 'Maple St<N>', 'Grand Blvd<S>', '29th Ave<E,W>', '57th Ave<E>', 'Regal St<S>', 'Mission Ave<E,W>', 'Market St<N>', 'Main Ave<W,E>', 'Indian Trail Rd<N>'] },
  { city: 'Spokane Valley', state: 'WA', metro: 'Spokane', zips: ['99206', '99212', '99216', '99037'], num: [100, 19999], gridDirs: ['N', 'S', 'E'], streets: ['Sprague Ave<E>', 'Broadway Ave<E>', 'Sullivan Rd<N,S>', 'Argonne Rd<N>', 'Pines Rd<N,S>', 'Mission Ave<E>', 'Trent Ave<E>'] },
  // ---------------- Reno ----------------
  { city: 'Reno', state: 'NV', metro: 'Reno', zips: ['89501', '89502', '89503', '89509', '89511', '89512', '89519', '89521', '89523'], num: [100, 9999],
    streets: ['Virginia St<S,N>', 'Kietzke Ln', 'Plumas St', 'McCarran Blvd<W,E,N>', 'Moana Ln<W,E>', 'Mill St<E>', 'Sutro St', 'Wells Ave', 'Peckham Ln<W,E>', 'Longley Ln', 'Mae Anne Ave', 'Sky Valley Dr', 'Lakeside Dr', 'Neil Rd', 'Double R Blvd'] },
  { city: 'Sparks', state: 'NV', metro: 'Reno', zips: ['89431', '89434', '89436'], num: [100, 6999], streets: ['Victorian Ave', 'Oddie Blvd', 'Pyramid Way', 'Los Altos Pkwy', 'Prater Way', 'Vista Blvd<N,S>', 'McCarran Blvd<E,N>'] },
  // ---------------- Northern Virginia ----------------
  { city: 'Fairfax', state: 'VA', metro: 'Northern Virginia', zips: ['22030', '22031', '22032', '22033'], num: [3000, 13999], streets: ['Fair Lakes Cir', 'Fair Lakes Pkwy', 'Lee Hwy', 'Lee Jackson Memorial Hwy=Lee Jackson Mem Hwy|Lee Jackson Memorial Highway', 'Little River Tpke', 'Braddock Rd', 'Chain Bridge Rd', 'Gallows Rd', 'Main St', 'Fairfax Blvd', 'Government Center Pkwy', 'Random Hills Rd'] },
  { city: 'Alexandria', state: 'VA', metro: 'Northern Virginia', zips: ['22301', '22302', '22304', '22305', '22306', '22309', '22310', '22311', '22312', '22314', '22315'], num: [100, 8999], streets: ['Duke St', 'King St', 'Seminary Rd', 'Richmond Hwy', 'Van Dorn St<N,S>', 'Mount Vernon Ave', 'Washington St<N,S>', 'Beauregard St<N>', 'Eisenhower Ave', 'Franconia Rd'] },
  { city: 'Arlington', state: 'VA', metro: 'Northern Virginia', zips: ['22201', '22202', '22203', '22204', '22205', '22206', '22207'], num: [100, 6999], streets: ['Glebe Rd<N,S>', 'Wilson Blvd', 'Clarendon Blvd', 'Columbia Pike', 'Lee Hwy', 'Arlington Blvd', 'George Mason Dr<N,S>', 'Washington Blvd', 'Fairfax Dr'] },
  { city: 'Reston', state: 'VA', metro: 'Northern Virginia', zips: ['20190', '20191', '20194'], num: [1000, 12999], streets: ['Sunrise Valley Dr', 'Sunset Hills Rd', 'Reston Pkwy', 'Glade Dr', 'Lawyers Rd', 'Baron Cameron Ave', 'North Shore Dr', 'South Lakes Dr'] },
  { city: 'Herndon', state: 'VA', metro: 'Northern Virginia', zips: ['20170', '20171'], num: [100, 13999], streets: ['Elden St', 'Centreville Rd', 'Herndon Pkwy', 'Van Buren St', 'Spring St', 'Sunrise Valley Dr'] },
  { city: 'Centreville', state: 'VA', metro: 'Northern Virginia', zips: ['20120', '20121'], num: [5000, 15999], streets: ['Lee Hwy', 'Braddock Rd', 'Centreville Rd', 'Union Mill Rd', 'Old Centreville Rd', 'Stone Rd'] },
  { city: 'Springfield', state: 'VA', metro: 'Northern Virginia', zips: ['22150', '22151', '22152', '22153'], num: [5000, 9999], streets: ['Old Keene Mill Rd', 'Backlick Rd', 'Rolling Rd', 'Franconia Rd', 'Commerce St', 'Amherst Ave'] },
  { city: 'Falls Church', state: 'VA', metro: 'Northern Virginia', zips: ['22041', '22042', '22043', '22044', '22046'], num: [100, 7999], streets: ['Leesburg Pike=Leesburg Pk', 'Lee Hwy', 'Columbia Pike', 'Broad St<W,E>', 'Arlington Blvd', 'Gallows Rd'] },
  // ---------------- Montgomery County, MD ----------------
  { city: 'Rockville', state: 'MD', metro: 'Montgomery County', zips: ['20850', '20851', '20852', '20853'], num: [100, 15999], streets: ['Rockville Pike=Rockville Pk', 'Veirs Mill Rd', 'Randolph Rd', 'Hungerford Dr', 'Twinbrook Pkwy', 'Montrose Rd', 'Shady Grove Rd', 'Georgia Ave'] },
  { city: 'Silver Spring', state: 'MD', metro: 'Montgomery County', zips: ['20901', '20902', '20903', '20904', '20906', '20910'], num: [100, 15999], streets: ['Georgia Ave', 'Colesville Rd', 'University Blvd<E,W>', 'New Hampshire Ave', 'Piney Branch Rd', 'Flower Ave', 'Arcola Ave', 'Sligo Ave', 'East West Hwy', 'Veirs Mill Rd'] },
  { city: 'Gaithersburg', state: 'MD', metro: 'Montgomery County', zips: ['20877', '20878', '20879', '20882'], num: [100, 19999], streets: ['Frederick Ave', 'Quince Orchard Rd', 'Clopper Rd', 'Diamond Ave<E,W>', 'Montgomery Village Ave', 'Shady Grove Rd', 'Great Seneca Hwy', 'Summit Ave<N,S>'] },
  { city: 'Germantown', state: 'MD', metro: 'Montgomery County', zips: ['20874', '20876'], num: [12000, 21999], streets: ['Middlebrook Rd', 'Germantown Rd', 'Great Seneca Hwy', 'Father Hurley Blvd', 'Wisteria Dr', 'Clopper Rd'] },
  { city: 'Bethesda', state: 'MD', metro: 'Montgomery County', zips: ['20814', '20815', '20816', '20817'], num: [4000, 10999], streets: ['Wisconsin Ave', 'Old Georgetown Rd', 'Connecticut Ave', 'Bradley Blvd', 'Arlington Rd', 'Woodmont Ave', 'Democracy Blvd'] },
  // ---------------- Philadelphia and near suburbs ----------------
  { city: 'Philadelphia', state: 'PA', metro: 'Philadelphia', zips: ['19103', '19104', '19107', '19111', '19119', '19120', '19121', '19122', '19123', '19124', '19125', '19130', '19131', '19134', '19135', '19139', '19140', '19143', '19144', '19145', '19146', '19147', '19148', '19149', '19152'], num: [100, 7999],
    streets: ['Broad St<S,N>', 'Girard Ave<W,E>', 'Germantown Ave', 'Frankford Ave', 'Castor Ave', 'Baltimore Ave', 'Chester Ave', 'Washington Ave', 'Passyunk Ave<E,W>', 'Cottman Ave', 'Roosevelt Blvd', 'Ridge Ave', 'Lancaster Ave', 'Spruce St', 'Pine St', 'Christian St', 'Wharton St', 'Tasker St', 'Morris St', 'Snyder Ave', 'Kensington Ave', 'Aramingo Ave', 'Torresdale Ave', 'Bustleton Ave', 'Oxford Ave', 'Greene St', 'Wayne Ave', 'Chew Ave', 'Stenton Ave', 'Market St', 'Walnut St', 'Cecil B Moore Ave', 'Diamond St', '5th St<N,S>', '2nd St<N,S>', '20th St<S,N>', '21st St<S,N>', '52nd St<S,N>', '60th St<S,N>', '9th St<S,N>'] },
  { city: 'Upper Darby', state: 'PA', metro: 'Philadelphia', zips: ['19082'], num: [100, 8999], streets: ['Market St', 'Garrett Rd', 'Marshall Rd', 'Walnut St', 'Lansdowne Ave<N,S>', 'State Rd', 'Baltimore Ave'] },
  { city: 'Norristown', state: 'PA', metro: 'Philadelphia', zips: ['19401', '19403'], num: [100, 2999], streets: ['Main St<W,E>', 'Markley St', 'DeKalb St', 'Marshall St<W,E>', 'Airy St<W,E>', 'Swede St'] },
  // ---------------- South Jersey ----------------
  { city: 'Cherry Hill', state: 'NJ', metro: 'South Jersey', zips: ['08002', '08003', '08034'], num: [100, 2999], streets: ['Route 70=NJ-70|Rt 70|State Route 70|Rte 70', 'Route 38=NJ-38|Rt 38|State Route 38|Rte 38', 'Haddonfield Rd', 'Kings Hwy<N,S>', 'Chapel Ave<E,W>', 'Church Rd', 'Springdale Rd', 'Brace Rd'] },
  { city: 'Camden', state: 'NJ', metro: 'South Jersey', zips: ['08102', '08103', '08104', '08105'], num: [100, 3999], streets: ['Federal St', 'Haddon Ave', 'Broadway<S,N>', 'Admiral Wilson Blvd', 'Crescent Blvd', 'Kaighn Ave', 'Westfield Ave', 'Market St'] },
  { city: 'Pennsauken', state: 'NJ', metro: 'South Jersey', zips: ['08109', '08110'], num: [100, 9999], streets: ['Crescent Blvd', 'Maple Ave', 'Westfield Ave', 'Haddonfield Rd', 'Route 38=NJ-38|Rt 38|State Route 38|Rte 38', 'Park Ave'] },
  { city: 'Voorhees', state: 'NJ', metro: 'South Jersey', zips: ['08043'], num: [100, 2999], streets: ['White Horse Rd', 'Haddonfield Berlin Rd', 'Evesham Rd', 'Kresson Rd', 'Burnt Mill Rd', 'Echelon Rd'] },
  { city: 'Collingswood', state: 'NJ', metro: 'South Jersey', zips: ['08108'], num: [100, 1999], streets: ['Haddon Ave', 'Collings Ave', 'Maple Ave', 'Park Ave', 'White Horse Pike=Whitehorse Pike'] },
  { city: 'Glassboro', state: 'NJ', metro: 'South Jersey', zips: ['08028'], num: [100, 1999], streets: ['Delsea Dr<N,S>', 'Mullica Hill Rd', 'Main St<N,S>', 'High St<E,W>', 'Ellis St'] },
  // ---------------- Baltimore ----------------
  { city: 'Baltimore', state: 'MD', metro: 'Baltimore', zips: ['21201', '21202', '21205', '21206', '21211', '21212', '21213', '21214', '21215', '21216', '21217', '21218', '21223', '21224', '21229', '21230', '21231', '21239'], num: [100, 5999],
    streets: ['Charles St<N,S>', 'St Paul St', 'North Ave<E,W>', 'Harford Rd', 'Belair Rd', 'Eastern Ave', 'Fayette St<E,W>', 'Pratt St<E,W>', 'Baltimore St<W,E>', 'Greenmount Ave', 'Edmondson Ave', 'Frederick Ave', 'Liberty Heights Ave', 'Park Heights Ave', 'Reisterstown Rd', 'York Rd', '33rd St<E,W>', 'Loch Raven Blvd', 'Patterson Park Ave<N,S>', 'Conkling St<S,N>', 'Ellwood Ave<S,N>', 'Milton Ave<N>', 'Lafayette Ave<W,E>', 'Druid Hill Ave', 'Monument St<E,W>', 'Broadway<S,N>'] },
  { city: 'Towson', state: 'MD', metro: 'Baltimore', zips: ['21204', '21286'], num: [100, 8999], streets: ['York Rd', 'Dulaney Valley Rd', 'Joppa Rd<E,W>', 'Towsontown Blvd<E,W>', 'Bosley Ave', 'Allegheny Ave<E,W>'] },
  { city: 'Dundalk', state: 'MD', metro: 'Baltimore', zips: ['21222'], num: [100, 8999], streets: ['Merritt Blvd', 'Holabird Ave', 'Dundalk Ave', 'Wise Ave', 'German Hill Rd'] },
  { city: 'Catonsville', state: 'MD', metro: 'Baltimore', zips: ['21228'], num: [100, 6999], streets: ['Frederick Rd', 'Rolling Rd<N,S>', 'Edmondson Ave', 'Ingleside Ave<N,S>', 'Old Frederick Rd'] },
];

/** Words for the residential streets of townhome HOAs, scattered homes and duplexes. */
export const LOCAL_STREET_WORDS: readonly string[] = [
  'Oak', 'Elm', 'Maple', 'Cedar', 'Pine', 'Willow', 'Walnut', 'Hickory', 'Magnolia', 'Pecan', 'Mesquite', 'Juniper',
  'Aspen', 'Spruce', 'Sycamore', 'Cottonwood', 'Linden', 'Birch', 'Chestnut', 'Laurel', 'Dogwood', 'Holly', 'Primrose',
  'Meadow', 'Ridgeview', 'Valley View', 'Brookside', 'Creekside', 'Hillcrest', 'Forest Glen', 'Lakeview', 'Parkside',
  'Sunset', 'Sunrise', 'Highland', 'Lincoln', 'Jefferson', 'Madison', 'Monroe', 'Jackson', 'Adams', 'Franklin',
  'Hamilton', 'Taylor', 'Tyler', 'Polk', 'Grant', 'Ashby', 'Bristol', 'Chelsea', 'Dover', 'Essex', 'Kent', 'Sussex',
  'Windsor', 'Brighton', 'Canterbury', 'Sherwood', 'Kensington', 'Stratford', 'Cambridge', 'Bluebonnet', 'Larkspur',
  'Wren', 'Cardinal', 'Bluebird', 'Kingfisher', 'Heron', 'Osprey', 'Falcon', 'Quail', 'Partridge', 'Timber', 'Stone',
  'Granite', 'Flint', 'Shale', 'Copper', 'Silver', 'Amber', 'Harvest', 'Prairie', 'Mesa', 'Canyon', 'Summit', 'Alpine',
  'Foxhall', 'Bramble', 'Thistle', 'Heather', 'Clover', 'Ivy', 'Fern', 'Hazel', 'Rowan', 'Alder', 'Poplar', 'Beech',
  'Gary', 'Ridge', 'Fairway', 'Greenbriar', 'Briarwood', 'Wildwood', 'Oakmont', 'Pinehurst', 'Glenwood', 'Woodland',
];

export const LOCAL_STREET_TYPES: readonly string[] = ['St', 'Ave', 'Dr', 'Ln', 'Ct', 'Cir', 'Pl', 'Way', 'Ter', 'Trl', 'Rd'];
