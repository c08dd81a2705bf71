/** Name pieces: New England surnames and place words, property-name words, student and senior names. */
import { type Metro } from './places';

export const SURNAMES = (
  "O'Brien Sullivan Murphy Kelly Flaherty DeSousa Medeiros Pereira Santos Nguyen Tran Ferreira Costa Silva Rossi Morin Gagnon Pelletier Lavoie Bouchard " +
  "Cote Theriault LeBlanc Fitzgerald Donovan McCarthy Walsh Connolly Doherty Brennan Callahan Hennessey Kowalski Nowak Papadopoulos Haddad Khoury " +
  "Carvalho Amaral Rego Tavares Souza Nunes Oliveira Ricci Marino Caruso DiNapoli Lombardi Ferraro Gallo Russo Conti Mancini Coelho Dube Roy Ouellette " +
  "Beaulieu Michaud Levesque Thibodeau Hebert Boucher Gauthier Sousa McLaughlin O'Neil O'Connor Keane Quinn Dunne Lynch Driscoll Mahoney Shea Burke " +
  "Regan Tierney Whalen Foley Kearney Nolan Cronin Moriarty Hurley Casey Coughlin Riley Leary Daly Dwyer Grady Lydon Costello Bergeron Paquette Fortin " +
  'Yankowski Zielinski Wojcik Kaminski Lewandowski Jablonski Petrakis Georgiou Nikolaidis Abdallah Saleh Mansour Chen Wong Lee Kim Park Pham Le Huynh ' +
  'Baker Carter Ellis Foster Hughes Johnson Miller Nelson Parker Reed Smith Turner Walker Young Whitney Bradford Chandler Hale Aldrich Pratt Chase Cabot'
).split(' ');

export const FIRST_INITIALS = 'A B C D E F G J K L M N P R S T'.split(' ');
export const FIRST_NAMES = 'Joe Mike Tom Dave Bob Paul Steve Jim Dan Kevin Brian Sean Mark Chris Tony Frank Manny Luis Rui Phil Gary Ed Rick Pete Vinny Sal Mo Tuan'.split(' ');

/** Regional words vendors name themselves after. */
export const PLACE_WORDS: Record<Metro, readonly string[]> = {
  BOS: ['Bay State', 'Commonwealth', 'Minuteman', 'Charles River', 'Mystic', 'Neponset', 'North Shore', 'South Shore', 'MetroWest', 'Back Bay', 'Beacon Hill', 'Harborside', 'Patriot', 'Revere', 'Middlesex', 'Suffolk'],
  WOR: ['Wachusett', 'Blackstone Valley', 'Central Mass', 'Heart of the Commonwealth', 'Quinsigamond', 'Nashoba', 'Worcester County'],
  WMA: ['Pioneer Valley', 'Berkshire', 'Quabbin', 'Connecticut Valley', 'Hampshire', 'Mount Tom', 'Five College'],
  PVD: ['Ocean State', 'Narragansett', 'Little Rhody', 'Blackstone', 'Pawtuxet', 'Seekonk', 'Bay Colony', 'Aquidneck'],
  HFD: ['Nutmeg', 'Charter Oak', 'Capitol City', 'Farmington Valley', 'Hartford County', 'Connecticut River', 'Talcott'],
  NHV: ['Elm City', 'Shoreline', 'Quinnipiac', 'Long Wharf', 'East Rock', 'Sound View', 'Housatonic', 'Thames'],
  PWM: ['Pine Tree', 'Casco Bay', 'Downeast', 'Presumpscot', 'Penobscot', 'Androscoggin', 'Maine Coast', 'Sebago'],
  BTV: ['Green Mountain', 'Champlain', 'Lake Champlain', 'Winooski Valley', 'Mad River', 'Onion River', 'Camel\'s Hump'],
  MHT: ['Granite State', 'Merrimack Valley', 'Seacoast', 'Monadnock', 'Amoskeag', 'Lakes Region', 'Piscataqua', 'Souhegan'],
  ATL: ['Peachtree', 'Gwinnett', 'Cobb', 'Metro Atlanta', 'Chattahoochee', 'Georgia Pro', 'Southern Pine', 'Stone Mountain'],
  CLT: ['Queen City', 'Carolina', 'Piedmont', 'Catawba', 'Lake Norman', 'Tar Heel', 'Mecklenburg'],
  PHX: ['Valley of the Sun', 'Desert', 'Sonoran', 'Cactus', 'Arizona', 'East Valley', 'West Valley', 'Camelback', 'Saguaro'],
  DFW: ['Lone Star', 'Metroplex', 'Trinity', 'Texas', 'Big D', 'North Texas', 'Longhorn', 'Mustang'],
  TPA: ['Suncoast', 'Gulf Coast', 'Tampa Bay', 'Sunshine', 'Bay Area', 'Hillsborough', 'Pasco', 'Palm'],
  IND: ['Hoosier', 'Circle City', 'Crossroads', 'Indy', 'Hamilton County', 'White River', 'Heartland'],
};

export const FORMS: readonly (readonly [string, number])[] = [['Inc.', 5], ['LLC', 6], ['Co.', 2], ['', 5], ['Corp.', 1], ['& Sons', 2], ['Bros.', 1], ['Company', 1], ['Inc', 2]];

/** Words that end a multifamily property's name (the "kind word"). */
export const KIND_WORDS = ['Apartments', 'Residences', 'Lofts', 'Flats', 'Commons', 'Place', 'House', 'Terrace', 'Court', 'Village', 'Gardens'];
export const APT_FIRST = (
  'Highland Fenway Beacon Charles Mystic Harbor Prospect Chestnut Linden Elm Maple Granite Mill Union Station Riverside Parkside Hillcrest Summit ' +
  'Ashmont Fields Corner Savin Hill Wollaston Porter Kendall Brattle Winthrop Revere Lafayette Federal Wharf Canal Foundry Tannery Shoe Factory ' +
  'Cotton Bleachery Armory Firehouse Schoolhouse Carriage Chapel Meetinghouse Common Green Orchard Brook Pond Ledge Quarry Cove Point'
).split(' ');
export const MILL_NAMES = ['Mill No. 5', 'Boott Mills', 'Ames Shovel Works', 'Wood Worsted Mill', 'Whitin Machine Works', 'Cocheco Mills', 'Amoskeag Millyard', 'Crown & Eagle Mills', 'Ponemah Mill', 'Bates Mill', 'Pepperell Mill', 'Rufus Porter Building'];
export const BLOCK_WORDS = ['Block', 'Building', 'Hall', 'Exchange'];
export const BLOCK_FIRST = ['Odd Fellows', 'Masonic', 'Union', 'Hadley', 'Kimball', 'Exchange', 'Grange', 'Pythian', 'Phoenix', 'Merchants', 'Farmers', 'Opera House', 'Cushing', 'Whitney', 'Bigelow', 'Sargent', 'Carleton', 'Endicott', 'Lyceum', 'Mechanics'];
export const COLLEGE_MASCOTS: Record<string, string> = {
  'Boston University': 'Terrier', Northeastern: 'Husky', Emerson: 'Lion', Harvard: 'Crimson', MIT: 'Engineer', Lesley: 'Lynx', Tufts: 'Jumbo',
  'Boston College': 'Eagle', Brandeis: 'Judge', Bentley: 'Falcon', 'Salem State': 'Viking', 'UMass Lowell': 'River Hawk', 'Dean College': 'Bulldog',
  WPI: 'Engineer', Clark: 'Cougar', 'Holy Cross': 'Crusader', 'Framingham State': 'Ram', 'Fitchburg State': 'Falcon', 'Springfield College': 'Pride',
  Smith: 'Pioneer', 'UMass Amherst': 'Minuteman', 'Amherst College': 'Mammoth', Williams: 'Ephs', Brown: 'Bruin', 'Providence College': 'Friar',
  RISD: 'Nail', 'Salve Regina': 'Seahawk', URI: 'Ram', Trinity: 'Bantam', 'University of Hartford': 'Hawk', CCSU: 'Blue Devil', Wesleyan: 'Cardinal',
  UConn: 'Husky', Yale: 'Bulldog', SCSU: 'Owl', Quinnipiac: 'Bobcat', 'University of New Haven': 'Charger', 'Connecticut College': 'Camel',
  USM: 'Husky', Bates: 'Bobcat', UMaine: 'Black Bear', UVM: 'Catamount', 'Champlain College': 'Beaver', SNHU: 'Penmen', 'Saint Anselm': 'Hawk',
  Rivier: 'Raider', UNH: 'Wildcat', Dartmouth: 'Big Green', 'Keene State': 'Owl',
};
export const STUDENT_WORDS = ['Commons', 'Lofts', 'Place', 'House', 'Landing', 'Row', 'Court', 'Village', 'Quarters', 'Yard'];
export const SENIOR_FIRST = ['Brookhaven', 'Laurel', 'Pine Ridge', 'Harbor House', 'Maplewood', 'Willow Crest', 'Stonebridge', 'Heritage', 'Evergreen', 'Fairhaven', 'Bayberry', 'Cranberry', 'Meadowbrook', 'Orchard Hill', 'Sachem', 'Mayflower', 'Wingate', 'Salt Marsh', 'Birchwood', 'Autumn Glen'];
export const SENIOR_WORDS = ['Senior Living', 'Assisted Living', 'Retirement Community', 'Senior Residences', 'at Home', 'Village', 'Place'];
export const PORTFOLIO_WORDS: Record<string, readonly string[]> = {
  ATL: ['Peachtree Homes', 'Gwinnett Homes', 'Metro Atlanta SFR', 'Southern Crescent Homes', 'Cobb County Rentals'],
  CLT: ['Queen City Homes', 'Mecklenburg SFR', 'Carolina Piedmont Homes', 'Lake Norman Rentals'],
  PHX: ['Valley of the Sun Homes', 'East Valley SFR', 'West Valley Homes', 'Sonoran Rentals'],
  DFW: ['Metroplex Homes', 'DFW Single Family', 'North Texas Rentals', 'Trinity Homes'],
  TPA: ['Tampa Bay Homes', 'Suncoast SFR', 'Hillsborough Homes', 'Pasco Rentals'],
  IND: ['Hoosier Homes', 'Circle City SFR', 'Hamilton County Homes', 'Indy Rentals'],
};
export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII'];
