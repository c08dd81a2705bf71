import type { Rng } from './rng';
import { stripMarks } from './text';

/*
 * Geography of the client: New York City's five boroughs, Hudson County and Newark NJ, Washington DC
 * (quadrants) and Baltimore, the Salt Lake / Utah County grid, Denver, Las Vegas, South Florida,
 * O'ahu and the San Juan metro / Ponce. Streets are written the way a directory keeps them; the
 * printers below write them the way bills do.
 */

export type RegionKey = 'NYC' | 'NJ' | 'DC' | 'BAL' | 'UT' | 'DEN' | 'LV' | 'SFL' | 'HNL' | 'PR';

export const REGIONS: readonly RegionKey[] = ['NYC', 'NJ', 'DC', 'BAL', 'UT', 'DEN', 'LV', 'SFL', 'HNL', 'PR'];

export interface StreetDef {
  pre: string;
  name: string;
  type: string;
  post: string;
  /** Spanish leading type ("Calle", "Ave."); the number then follows the name. */
  lead: string;
}

export interface CityDef {
  key: string;
  name: string;
  /** How bills print the city (first is the directory's). */
  printNames: string[];
  state: string;
  region: RegionKey;
  zips: string[];
  streets: StreetDef[];
  numRange: [number, number];
  /** 'queens' for Queens-style "108-15"; a Hawaiian zone prefix like '98'; null for plain numbers. */
  hyphen: string | null;
  grid: boolean;
  urbs: string[];
  weight: number;
}

export interface Addr {
  num: string;
  st: StreetDef;
  /** Puerto Rico urbanización ("Urb. Villa Carolina"), or ''. */
  urb: string;
  /** Puerto Rico block ("Blq. 12 #8"), or ''. */
  blq: string;
}

const DIR_WORDS = new Set(['N', 'S', 'E', 'W', 'NE', 'NW', 'SE', 'SW']);
const TYPE_WORDS = new Set(['St', 'Ave', 'Blvd', 'Pkwy', 'Rd', 'Dr', 'Pl', 'Ln', 'Ct', 'Tpke', 'Hwy', 'Way', 'Ter', 'Cir', 'Sq']);

export function st(s: string): StreetDef {
  if (s.startsWith('Calle ') || s.startsWith('Ave. ')) {
    const i = s.indexOf(' ');
    return { pre: '', name: s.slice(i + 1), type: '', post: '', lead: s.slice(0, i) };
  }
  const t = s.split(' ');
  let pre = '';
  let post = '';
  let type = '';
  if (t.length > 1 && DIR_WORDS.has(t[0] as string)) pre = t.shift() as string;
  if (t.length > 1 && DIR_WORDS.has(t[t.length - 1] as string)) post = t.pop() as string;
  if (t.length > 1 && TYPE_WORDS.has(t[t.length - 1] as string)) type = t.pop() as string;
  return { pre, name: t.join(' '), type, post, lead: '' };
}

const sts = (list: string): StreetDef[] =>
  list
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map(st);

/** Names with their diacritic / ʻokina form; directories and bills use either. */
export const MARKED: Record<string, string> = {
  Kalakaua: 'Kalākaua',
  Kapiolani: 'Kapiʻolani',
  Kuhio: 'Kūhiō',
  Keeaumoku: 'Keʻeaumoku',
  Piikoi: 'Piʻikoi',
  Nuuanu: 'Nuʻuanu',
  Waialae: 'Waiʻalae',
  Kaahumanu: 'Kaʻahumanu',
  Aiea: 'ʻAiea',
  'Aiea Heights': 'ʻAiea Heights',
  Kaiulani: 'Kaʻiulani',
  Liliuokalani: 'Liliʻuokalani',
  Paoakalani: 'Paoakalani',
  Kuulei: 'Kuʻulei',
  Kamaaha: 'Kamaʻaha',
  Hoolaulea: 'Hoʻolaulea',
  Kaneohe: 'Kāneʻohe',
  Loiza: 'Loíza',
  'Ponce de Leon': 'Ponce de León',
  'Munoz Rivera': 'Muñoz Rivera',
  'Fernandez Juncos': 'Fernández Juncos',
  Tetuan: 'Tetuán',
  Comerio: 'Comerío',
  'Cesar Gonzalez': 'César González',
  Orquidea: 'Orquídea',
  Jazmin: 'Jazmín',
  Tulipan: 'Tulipán',
  Flamboyan: 'Flamboyán',
  'Urb. Villa Nevarez': 'Urb. Villa Nevárez',
  'Urb. Sierra Bayamon': 'Urb. Sierra Bayamón',
  'Urb. Los Angeles': 'Urb. Los Ángeles',
  Bayamon: 'Bayamón',
  'Rafael Cordero': 'Rafael Cordero',
};

export function marked(s: string): string {
  return MARKED[s] ?? s;
}

function city(
  key: string,
  name: string,
  printNames: string[],
  state: string,
  region: RegionKey,
  zips: string,
  streets: string,
  opts: Partial<Pick<CityDef, 'numRange' | 'hyphen' | 'grid' | 'urbs' | 'weight'>> = {},
): CityDef {
  return {
    key,
    name,
    printNames: [name, ...printNames],
    state,
    region,
    zips: zips.split(',').map((z) => z.trim()),
    streets: sts(streets),
    numRange: opts.numRange ?? [10, 1999],
    hyphen: opts.hyphen ?? null,
    grid: opts.grid ?? false,
    urbs: opts.urbs ?? [],
    weight: opts.weight ?? 1,
  };
}

const Q = { hyphen: 'queens' };

export const CITIES: readonly CityDef[] = [
  // ---- New York City
  city('MAN', 'New York', ['NEW YORK', 'NY', 'Manhattan'], 'NY', 'NYC', '10024,10025,10021,10028,10075,10128,10026,10027,10030,10031,10032,10033,10040,10034,10009,10002,10011,10016',
    'W 107th St,W 104th St,W 112th St,W 86th St,W 72nd St,W 79th St,E 86th St,E 89th St,E 93rd St,E 116th St,W 137th St,W 145th St,W 157th St,W 181st St,W 204th St,E 4th St,E 7th St,E 11th St,W 16th St,W 22nd St,E 33rd St,Amsterdam Ave,Columbus Ave,Broadway,Riverside Dr,West End Ave,St Nicholas Ave,Fort Washington Ave,Lexington Ave,2nd Ave,1st Ave,York Ave,Avenue A,Avenue B,Avenue C,Convent Ave,Edgecombe Ave,Frederick Douglass Blvd,Pleasant Ave,Cabrini Blvd,Seaman Ave,Isham St,Post Ave,Dyckman St,Clinton St,Ludlow St,Orchard St,Rivington St,Stanton St',
    { numRange: [5, 899], weight: 115 }),
  city('BKN', 'Brooklyn', ['BROOKLYN', 'Bklyn'], 'NY', 'NYC', '11201,11205,11211,11213,11215,11216,11217,11218,11221,11225,11226,11229,11230,11233,11235,11238',
    'Ocean Ave,Ocean Pkwy,Eastern Pkwy,Bedford Ave,Flatbush Ave,Nostrand Ave,Church Ave,Linden Blvd,Avenue J,Avenue U,E 18th St,E 21st St,E 19th St,Union St,President St,St Marks Ave,Prospect Pl,Kings Hwy,Brighton Beach Ave,Cortelyou Rd,Marcy Ave,Putnam Ave,Halsey St,Macon St,Decatur St,Lefferts Ave,Parkside Ave,Caton Ave,Beverley Rd,Ditmas Ave,E 5th St,W 5th St,Sterling Pl,Park Pl,Classon Ave,Franklin Ave,Rogers Ave,Washington Ave,Clinton Ave',
    { numRange: [5, 2999], weight: 150 }),
  city('QFH', 'Forest Hills', ['FOREST HILLS', 'Queens'], 'NY', 'NYC', '11375', 'Queens Blvd,Yellowstone Blvd,Austin St,Ascan Ave,66th Ave,67th Dr,108th St,110th St,Burns St', { ...Q, weight: 16 }),
  city('QRP', 'Rego Park', ['REGO PARK', 'Queens'], 'NY', 'NYC', '11374', 'Queens Blvd,63rd Dr,Woodhaven Blvd,99th St,Saunders St,64th Rd', { ...Q, weight: 10 }),
  city('QJH', 'Jackson Heights', ['JACKSON HEIGHTS', 'Jackson Hts', 'Queens'], 'NY', 'NYC', '11372', '37th Ave,35th Ave,34th Ave,Northern Blvd,Roosevelt Ave,83rd St,84th St,78th St,76th St', { ...Q, weight: 14 }),
  city('QEL', 'Elmhurst', ['ELMHURST', 'Queens'], 'NY', 'NYC', '11373', 'Judge St,Elmhurst Ave,Broadway,Whitney Ave,Ithaca St,Layton St,Ketcham St', { ...Q, weight: 10 }),
  city('QFL', 'Flushing', ['FLUSHING', 'Queens'], 'NY', 'NYC', '11354,11355', 'Sanford Ave,Kissena Blvd,Parsons Blvd,Bowne St,Union St,Main St,Franklin Ave,41st Ave,45th Ave', { ...Q, weight: 16 }),
  city('QAS', 'Astoria', ['ASTORIA', 'Queens', 'Long Island City'], 'NY', 'NYC', '11102,11103,11105,11106', 'Crescent St,31st St,21st St,Ditmars Blvd,30th Ave,Broadway,33rd St,Newtown Ave,Astoria Blvd,24th St', { ...Q, weight: 16 }),
  city('QLIC', 'Long Island City', ['LONG ISLAND CITY', 'LIC', 'Queens'], 'NY', 'NYC', '11101', '21st St,Vernon Blvd,44th Dr,Jackson Ave,Crescent St,11th St', { ...Q, weight: 8 }),
  city('QSS', 'Sunnyside', ['SUNNYSIDE', 'Queens'], 'NY', 'NYC', '11104', 'Skillman Ave,43rd St,47th St,Queens Blvd,48th St,39th Pl', { ...Q, weight: 8 }),
  city('QJAM', 'Jamaica', ['JAMAICA', 'Queens'], 'NY', 'NYC', '11432,11435', 'Hillside Ave,Parsons Blvd,164th St,Highland Ave,Sutphin Blvd,89th Ave', { ...Q, weight: 12 }),
  city('QKG', 'Kew Gardens', ['KEW GARDENS', 'Queens'], 'NY', 'NYC', '11415', 'Austin St,Lefferts Blvd,Kew Gardens Rd,Queens Blvd,Talbot St,83rd Ave', { ...Q, weight: 8 }),
  city('QCOR', 'Corona', ['CORONA', 'Queens'], 'NY', 'NYC', '11368', 'Roosevelt Ave,Junction Blvd,National St,102nd St,37th Ave', { ...Q, weight: 6 }),
  city('QRID', 'Ridgewood', ['RIDGEWOOD'], 'NY', 'NYC', '11385', 'Seneca Ave,Forest Ave,Woodward Ave,Myrtle Ave,Fresh Pond Rd,Catalpa Ave,Putnam Ave,Gates Ave', { numRange: [50, 2199], weight: 8 }),
  city('QBAY', 'Bayside', ['BAYSIDE', 'Queens'], 'NY', 'NYC', '11361', 'Bell Blvd,35th Ave,42nd Ave,Northern Blvd,212th St,215th Pl', { ...Q, weight: 6 }),
  city('BRX', 'Bronx', ['BRONX', 'The Bronx'], 'NY', 'NYC', '10451,10452,10453,10456,10457,10458,10462,10463,10467,10468,10472',
    'Grand Concourse,Walton Ave,Gerard Ave,Sedgwick Ave,University Ave,Jerome Ave,Mosholu Pkwy,Kingsbridge Rd,Bainbridge Ave,Creston Ave,Valentine Ave,E 180th St,W 231st St,Davidson Ave,Morris Ave,Boston Rd,Southern Blvd,Allerton Ave,Pelham Pkwy,E Tremont Ave,W Tremont Ave',
    { numRange: [100, 3299], weight: 85 }),
  city('SI', 'Staten Island', ['STATEN ISLAND', 'SI'], 'NY', 'NYC', '10301,10304,10305,10306,10314', 'Victory Blvd,Hylan Blvd,Forest Ave,Richmond Ave,Bay St,Castleton Ave,Clove Rd,Targee St,Richmond Rd,Arthur Kill Rd', { numRange: [10, 2999], weight: 30 }),
  // ---- New Jersey
  city('JC', 'Jersey City', ['JERSEY CITY', 'Jersey Cty'], 'NJ', 'NJ', '07302,07304,07305,07306,07307',
    'Sip Ave,Palisade Ave,Central Ave,Summit Ave,Kennedy Blvd,Newark Ave,Montgomery St,Grand St,Jersey Ave,Washington St,Monmouth St,Bergen Ave,Ocean Ave,Garfield Ave,Webster Ave,Manhattan Ave,Duncan Ave,Van Wagenen Ave,Pavonia Ave,Erie St,Coles St,Communipaw Ave,Baldwin Ave',
    { numRange: [10, 999], weight: 70 }),
  city('HOB', 'Hoboken', ['HOBOKEN'], 'NJ', 'NJ', '07030', 'Washington St,Bloomfield St,Garden St,Park Ave,Willow Ave,Hudson St,Clinton St,Adams St,Grand St,Jefferson St,Madison St,Monroe St,Castle Point Ter', { numRange: [10, 1499], weight: 35 }),
  city('UC', 'Union City', ['UNION CITY'], 'NJ', 'NJ', '07087', 'Bergenline Ave,Park Ave,Palisade Ave,New York Ave,Summit Ave,Central Ave,Kennedy Blvd', { numRange: [100, 4999], weight: 25 }),
  city('WNY', 'West New York', ['WEST NEW YORK', 'W New York'], 'NJ', 'NJ', '07093', 'Bergenline Ave,Park Ave,Palisade Ave,60th St,Hudson Ave,Boulevard East,Jefferson St,Madison St', { numRange: [100, 6499], weight: 20 }),
  city('NWK', 'Newark', ['NEWARK'], 'NJ', 'NJ', '07102,07104,07105,07106,07107', 'Mount Prospect Ave,Broad St,Ferry St,Clifton Ave,Park Ave,S Orange Ave,Springfield Ave,Lincoln Ave,Elizabeth Ave,Lyons Ave,Chancellor Ave,Clinton Ave,Bloomfield Ave,Ridge St,Summer Ave', { numRange: [10, 999], weight: 40 }),
  city('BAY', 'Bayonne', ['BAYONNE'], 'NJ', 'NJ', '07002', 'Broadway,Avenue C,Kennedy Blvd,W 25th St,E 22nd St,Avenue A,Avenue E,Prospect Ave', { numRange: [10, 1199], weight: 15 }),
  city('ELZ', 'Elizabeth', ['ELIZABETH'], 'NJ', 'NJ', '07201,07202,07206,07208', 'Elizabeth Ave,N Broad St,Westfield Ave,Elmora Ave,Morris Ave,Magnolia Ave,Salem Ave,Madison Ave', { numRange: [10, 1199], weight: 15 }),
  // ---- Washington DC (one entry per quadrant; the city is Washington in each)
  city('DCNW', 'Washington', ['WASHINGTON', 'Washington DC', 'Washington, D.C.'], 'DC', 'DC', '20001,20009,20010,20011',
    'K St NW,Q St NW,R St NW,S St NW,T St NW,U St NW,V St NW,W St NW,Irving St NW,Kenyon St NW,Park Rd NW,Harvard St NW,Columbia Rd NW,Georgia Ave NW,14th St NW,11th St NW,13th St NW,16th St NW,Florida Ave NW,Massachusetts Ave NW,New Hampshire Ave NW,Kennedy St NW,Upshur St NW,Quincy St NW,Spring Rd NW,Vermont Ave NW',
    { numRange: [100, 5999], weight: 80 }),
  city('DCNE', 'Washington', ['WASHINGTON', 'Washington DC', 'Washington, D.C.'], 'DC', 'DC', '20002,20017,20018',
    'K St NE,Q St NE,R St NE,Florida Ave NE,Maryland Ave NE,Massachusetts Ave NE,H St NE,Benning Rd NE,Rhode Island Ave NE,Kenilworth Ave NE,Bladensburg Rd NE,Evarts St NE,Monroe St NE,12th St NE,4th St NE,7th St NE',
    { numRange: [100, 4999], weight: 45 }),
  city('DCSE', 'Washington', ['WASHINGTON', 'Washington DC', 'Washington, D.C.'], 'DC', 'DC', '20003,20019,20020,20032',
    'K St SE,Massachusetts Ave SE,Pennsylvania Ave SE,Good Hope Rd SE,Minnesota Ave SE,Alabama Ave SE,Mississippi Ave SE,Ely Pl SE,Wheeler Rd SE,Savannah St SE,Congress St SE,4th St SE,7th St SE,Marion Barry Ave SE',
    { numRange: [100, 4999], weight: 40 }),
  city('DCSW', 'Washington', ['WASHINGTON', 'Washington DC'], 'DC', 'DC', '20024', '4th St SW,7th St SW,K St SW,M St SW,Delaware Ave SW', { numRange: [100, 1499], weight: 10 }),
  // ---- Baltimore
  city('BAL', 'Baltimore', ['BALTIMORE', 'Balto', 'Baltimore City'], 'MD', 'BAL', '21201,21202,21205,21211,21213,21215,21217,21218,21223,21224,21229,21230,21231',
    'E Fleet St,E Baltimore St,W Baltimore St,N Milton Ave,E Fayette St,Eastern Ave,St Paul St,N Charles St,W 36th St,Greenmount Ave,N Patterson Park Ave,S Ellwood Ave,Druid Hill Ave,W North Ave,E North Ave,Edmondson Ave,Harford Rd,Belair Rd,Hanover St,S Clinton St,Pennsylvania Ave,Maryland Ave,E 25th St,W 25th St,N Calvert St,Guilford Ave,S Conkling St,N Chester St,S Ann St,E Lombard St,W Lombard St,Light St,W Cross St,Hollins St,N Gilmor St',
    { numRange: [100, 4999], weight: 1 }),
  // ---- Utah (grid cities also carry a few named streets)
  city('SLC', 'Salt Lake City', ['SALT LAKE CITY', 'Salt Lake Cty', 'SLC'], 'UT', 'UT', '84101,84102,84103,84104,84105,84106,84111,84115,84116', 'S State St,S Main St,E South Temple,S Highland Dr,W North Temple,S Redwood Rd,E 2100 S', { grid: true, weight: 90 }),
  city('SSL', 'South Salt Lake', ['SOUTH SALT LAKE', 'S Salt Lake'], 'UT', 'UT', '84115,84106', 'S State St,S Main St,W 2100 S,S West Temple', { grid: true, weight: 20 }),
  city('MUR', 'Murray', ['MURRAY'], 'UT', 'UT', '84107,84123', 'S State St,E Vine St,W 4500 S,S 900 E', { grid: true, weight: 20 }),
  city('WVC', 'West Valley City', ['WEST VALLEY CITY', 'West Valley', 'WVC'], 'UT', 'UT', '84119,84120', 'W 3500 S,S Redwood Rd,S Constitution Blvd,S 2700 W', { grid: true, weight: 25 }),
  city('SAN', 'Sandy', ['SANDY'], 'UT', 'UT', '84070,84094', 'S State St,E 9400 S,S 700 E,S 1300 E', { grid: true, weight: 15 }),
  city('OGD', 'Ogden', ['OGDEN'], 'UT', 'UT', '84401,84403', 'Washington Blvd,Harrison Blvd,25th St,Jefferson Ave,Monroe Blvd,Grant Ave,Adams Ave,Quincy Ave', { numRange: [200, 4499], weight: 25 }),
  city('PRO', 'Provo', ['PROVO'], 'UT', 'UT', '84601,84604,84606', 'N University Ave,E Center St,N 900 E,W Center St', { grid: true, weight: 30 }),
  city('ORE', 'Orem', ['OREM'], 'UT', 'UT', '84057,84058', 'N State St,S State St,W Center St,S 400 W', { grid: true, weight: 15 }),
  // ---- Denver metro
  city('DEN', 'Denver', ['DENVER'], 'CO', 'DEN', '80203,80204,80205,80206,80209,80210,80211,80218,80219,80220,80223',
    'Pennsylvania St,Pearl St,Washington St,Clarkson St,Emerson St,Ogden St,Downing St,Marion St,Logan St,Grant St,Sherman St,Lafayette St,Humboldt St,E Colfax Ave,W Colfax Ave,E 13th Ave,E 17th Ave,E 8th Ave,W 32nd Ave,Federal Blvd,S Broadway,E Evans Ave,S University Blvd,E Mississippi Ave,S Pearl St,S Pennsylvania St,Vine St,York St,Gaylord St,W 38th Ave,Tennyson St,Lowell Blvd,S Federal Blvd',
    { numRange: [100, 4999], weight: 80 }),
  city('AUR', 'Aurora', ['AURORA'], 'CO', 'DEN', '80010,80011,80012,80014', 'E Mississippi Ave,S Havana St,E Iliff Ave,E Colfax Ave,S Peoria St,E Alameda Ave,S Chambers Rd,E 6th Ave', { numRange: [1000, 17999], weight: 25 }),
  city('LAK', 'Lakewood', ['LAKEWOOD'], 'CO', 'DEN', '80214,80226,80232', 'W Alameda Ave,S Wadsworth Blvd,S Sheridan Blvd,W Jewell Ave,W Mississippi Ave,W 6th Ave,S Kipling St,W Colfax Ave', { numRange: [1000, 14999], weight: 20 }),
  // ---- Las Vegas valley
  city('LV', 'Las Vegas', ['LAS VEGAS', 'Las Vegas NV'], 'NV', 'LV', '89101,89102,89103,89104,89108,89109,89117,89119,89121,89123,89128,89129,89135,89139,89147,89148',
    'S Rainbow Blvd,W Flamingo Rd,E Flamingo Rd,E Tropicana Ave,W Tropicana Ave,Koval Ln,S Decatur Blvd,W Sahara Ave,E Sahara Ave,S Durango Dr,W Charleston Blvd,E Charleston Blvd,S Maryland Pkwy,S Eastern Ave,E Desert Inn Rd,W Desert Inn Rd,S Fort Apache Rd,W Sunset Rd,E Sunset Rd,N Decatur Blvd,W Cheyenne Ave,S Jones Blvd,S Buffalo Dr,W Spring Mountain Rd,Paradise Rd,S Pecos Rd,E Twain Ave,W Twain Ave',
    { numRange: [1000, 10999], weight: 100 }),
  city('HEN', 'Henderson', ['HENDERSON'], 'NV', 'LV', '89012,89014,89052,89074', 'W Horizon Ridge Pkwy,S Green Valley Pkwy,W Warm Springs Rd,E Warm Springs Rd,W Sunset Rd,N Stephanie St,S Eastern Ave,W Lake Mead Pkwy,Arroyo Grande Blvd,S Pecos Rd', { numRange: [100, 3999], weight: 35 }),
  city('NLV', 'North Las Vegas', ['NORTH LAS VEGAS', 'N Las Vegas', 'N. Las Vegas'], 'NV', 'LV', '89030,89031,89032,89081', 'W Craig Rd,E Craig Rd,N Decatur Blvd,W Cheyenne Ave,E Cheyenne Ave,N Lamb Blvd,N Nellis Blvd,W Lake Mead Blvd,E Lake Mead Blvd,N 5th St,Simmons St,W Ann Rd,Losee Rd', { numRange: [100, 6999], weight: 30 }),
  // ---- South Florida
  city('MIA', 'Miami', ['MIAMI'], 'FL', 'SFL', '33125,33127,33128,33129,33130,33131,33132,33133,33135,33137,33142,33145,33155',
    'NW 7th St,SW 7th St,SW 8th St,NE 2nd Ave,SW 27th Ave,NW 22nd Ave,Brickell Ave,Brickell Bay Dr,Biscayne Blvd,S Bayshore Dr,Coral Way,SW 3rd Ave,NW 17th St,SW 1st St,NE 4th Ave,SW 16th St,NE 30th St,NW 36th St,W Flagler St,E Flagler St,NW 7th Ave',
    { numRange: [100, 4999], weight: 60 }),
  city('MIB', 'Miami Beach', ['MIAMI BEACH', 'Miami Bch'], 'FL', 'SFL', '33139,33140,33141', 'Collins Ave,Ocean Dr,Bay Rd,West Ave,Alton Rd,Meridian Ave,Lenox Ave,Euclid Ave,Pennsylvania Ave,Washington Ave,Indian Creek Dr,Harding Ave,Byron Ave,Abbott Ave', { numRange: [100, 7999], weight: 35 }),
  city('SIB', 'Sunny Isles Beach', ['SUNNY ISLES BEACH', 'Sunny Isles', 'Sunny Isles Bch'], 'FL', 'SFL', '33160', 'Collins Ave,Sunny Isles Blvd,Atlantic Isle,NE 174th St', { numRange: [15000, 19999], weight: 15 }),
  city('AVE', 'Aventura', ['AVENTURA'], 'FL', 'SFL', '33180', 'NE 29th Ave,Country Club Dr,NE 190th St,Yacht Club Dr,Island Blvd,NE 185th St', { numRange: [2500, 21999], weight: 12 }),
  city('FTL', 'Fort Lauderdale', ['FORT LAUDERDALE', 'Ft Lauderdale', 'Ft. Lauderdale'], 'FL', 'SFL', '33301,33304,33305,33308,33311,33316', 'Galt Ocean Dr,N Ocean Blvd,E Las Olas Blvd,SE 17th St,NE 18th Ave,NE 15th Ave,Bayview Dr,N Federal Hwy,SW 2nd St,NE 33rd St', { numRange: [100, 4999], weight: 35 }),
  city('HOL', 'Hollywood', ['HOLLYWOOD'], 'FL', 'SFL', '33019,33020,33021', 'Hollywood Blvd,S Ocean Dr,N Ocean Dr,Tyler St,Johnson St,Polk St,Harrison St,N 17th Ave,N Surf Rd', { numRange: [100, 4999], weight: 25 }),
  city('HIA', 'Hialeah', ['HIALEAH'], 'FL', 'SFL', '33010,33012,33013,33016', 'W 49th St,E 4th Ave,W 4th Ave,Palm Ave,W 12th Ave,W 68th St,E 9th St,W 16th Ave', { numRange: [100, 1999], weight: 28 }),
  // ---- O'ahu
  city('HNL', 'Honolulu', ['HONOLULU'], 'HI', 'HNL', '96813,96814,96815,96816,96817,96822,96826',
    'Ala Moana Blvd,Kapiolani Blvd,Kalakaua Ave,Kuhio Ave,Ala Wai Blvd,Lewers St,Kaheka St,Keeaumoku St,Piikoi St,Wilder Ave,Punahou St,Nuuanu Ave,S Beretania St,S King St,Waialae Ave,Kapahulu Ave,Young St,Makiki St,Date St,University Ave,Pensacola St,Lusitana St,Kinau St,Ward Ave,Kanunu St,Paoakalani Ave,Seaside Ave,Kaiulani Ave,Liliuokalani Ave,Lunalilo St',
    { numRange: [100, 3999], weight: 60 }),
  city('AIE', 'Aiea', ['AIEA'], 'HI', 'HNL', '96701', 'Moanalua Rd,Kaahumanu St,Aiea Heights Dr,Kaonohi St,Kamehameha Hwy', { hyphen: '98', weight: 8 }),
  city('PCY', 'Pearl City', ['PEARL CITY'], 'HI', 'HNL', '96782', 'Kamehameha Hwy,Hoolaulea St,Lehua Ave,Kaahumanu St', { hyphen: '96', weight: 6 }),
  city('KAP', 'Kapolei', ['KAPOLEI'], 'HI', 'HNL', '96707', 'Fort Barrette Rd,Kapolei Pkwy,Kamaaha Ave,Kinoiki St,Manawai St', { hyphen: '91', weight: 6 }),
  city('EWA', 'Ewa Beach', ['EWA BEACH', 'ʻEwa Beach'], 'HI', 'HNL', '96706', 'Fort Weaver Rd,Renton Rd,Kapolei Pkwy,Keaunui Dr', { hyphen: '91', weight: 5 }),
  city('WPH', 'Waipahu', ['WAIPAHU'], 'HI', 'HNL', '96797', 'Waipahu St,Farrington Hwy,Leokane St,Kahuanani St,Paiwa St', { hyphen: '94', weight: 5 }),
  city('MIL', 'Mililani', ['MILILANI'], 'HI', 'HNL', '96789', 'Meheula Pkwy,Kuahelani Ave,Lanikuhana Ave,Kamehameha Hwy', { hyphen: '95', weight: 4 }),
  city('KAN', 'Kaneohe', ['KANEOHE', 'Kāneʻohe'], 'HI', 'HNL', '96744', 'Kamehameha Hwy,Kahekili Hwy,Keaahala Rd,Likelike Hwy', { hyphen: '45', weight: 4 }),
  city('KAI', 'Kailua', ['KAILUA'], 'HI', 'HNL', '96734', 'Kailua Rd,Oneawa St,Kuulei Rd,Hahani St,Wanaao Rd,Kainalu Dr,Aalapapa Dr', { numRange: [100, 1599], weight: 6 }),
  // ---- Puerto Rico
  city('SJU', 'San Juan', ['SAN JUAN', 'SJ'], 'PR', 'PR', '00901,00907,00909,00911,00912,00915,00917,00918,00920,00923,00926,00927',
    'Calle Luna,Calle Sol,Calle San Francisco,Calle Fortaleza,Calle Cristo,Calle San Justo,Calle Tanca,Calle Cruz,Calle Tetuan,Ave. Ashford,Calle Loiza,Ave. Ponce de Leon,Calle San Jorge,Calle Cerra,Calle Del Parque,Calle Taft,Ave. Magdalena,Calle Condado,Ave. Fernandez Juncos,Calle McLeary,Ave. Munoz Rivera,Calle Bolivia,Ave. Roosevelt,Calle Cesar Gonzalez,Ave. Domenech',
    { numRange: [10, 2099], urbs: ['Urb. Villa Nevarez', 'Urb. Las Lomas', 'Urb. Country Club', 'Urb. Puerto Nuevo', 'Urb. Summit Hills', 'Urb. El Vedado', 'Urb. Caparra Heights'], weight: 40 }),
  city('CAR', 'Carolina', ['CAROLINA'], 'PR', 'PR', '00979,00983,00985,00987', 'Ave. Isla Verde,Calle Tartak,Ave. Roberto Clemente,Calle Marginal', { numRange: [10, 6999], urbs: ['Urb. Villa Carolina', 'Urb. Country Club', 'Urb. Los Angeles', 'Urb. Metropolis', 'Urb. Villa Fontana'], weight: 20 }),
  city('BYM', 'Bayamon', ['BAYAMON', 'Bayamón'], 'PR', 'PR', '00956,00957,00959,00961', 'Ave. Comerio,Calle Santa Cruz,Ave. Main,Calle Degetau,Ave. Lomas Verdes', { numRange: [10, 999], urbs: ['Urb. Santa Rosa', 'Urb. Sierra Bayamon', 'Urb. Lomas Verdes', 'Urb. Royal Town', 'Urb. Santa Juanita'], weight: 15 }),
  city('GNB', 'Guaynabo', ['GUAYNABO'], 'PR', 'PR', '00965,00966,00969', 'Ave. San Patricio,Ave. Las Cumbres,Calle Marginal', { numRange: [10, 999], urbs: ['Urb. Garden Hills', 'Urb. Torrimar', 'Urb. San Patricio', 'Urb. Villa Caparra'], weight: 10 }),
  city('PON', 'Ponce', ['PONCE'], 'PR', 'PR', '00716,00717,00728,00730,00731', 'Calle Reina,Calle Marina,Calle Isabel,Calle Mayor,Calle Villa,Calle Cristina', { numRange: [10, 299], urbs: ['Urb. Constancia', 'Urb. Villa del Carmen', 'Urb. Los Caobos', 'Urb. Alta Vista'], weight: 8 }),
  city('CAG', 'Caguas', ['CAGUAS'], 'PR', 'PR', '00725,00727', 'Calle Ruiz Belvis,Calle Padial,Calle Acosta,Ave. Rafael Cordero', { numRange: [10, 299], urbs: ['Urb. Bairoa', 'Urb. Villa del Rey', 'Urb. Turabo Gardens'], weight: 6 }),
];

export const CITY_BY_KEY: ReadonlyMap<string, CityDef> = new Map(CITIES.map((c) => [c.key, c]));

export function citiesOf(region: RegionKey): CityDef[] {
  return CITIES.filter((c) => c.region === region);
}

/** Streets inside urbanizaciones: numbered, lettered and floral names repeat across urbs. */
export const URB_STREETS: readonly StreetDef[] = [
  ...Array.from({ length: 40 }, (_, i) => st(`Calle ${i + 1}`)),
  ...'ABCDEFGHJ'.split('').map((l) => st(`Calle ${l}`)),
  ...sts('Calle Rosa,Calle Gardenia,Calle Orquidea,Calle Azucena,Calle Jazmin,Calle Tulipan,Calle Almendro,Calle Roble,Calle Ceiba,Calle Flamboyan'),
];

/** Interior streets of townhome communities and subdivisions. */
export function interiorStreets(region: RegionKey): StreetDef[] {
  switch (region) {
    case 'LV':
      return sts('Silver Sage Dr,Desert Willow Ct,Red Cliffs Way,Amber Ridge Ln,Painted Mesa Ave,Coyote Canyon St,Mesquite Bloom Ct,Joshua Tree Dr,Sandstone Bluff Ave,Falcon Crest Ct,Copper Sky Ln,Dusty Trail Ave,Saguaro Shadow St,Ocotillo Ridge Ct');
    case 'UT':
      return sts('E Willow Bend Ln,E Aspen Hollow Cir,W Canyon Rim Way,S Cottonwood Creek Dr,E Scrub Oak Ln,W Sego Lily Dr,E Quail Run Ct,S Maple Grove Way,W Juniper Ridge Ln,E Hidden Valley Cir');
    case 'DEN':
      return sts('Aspen Ct,Juniper Ln,Columbine Way,Blue Spruce Cir,Larkspur Ct,Ponderosa Way,Bristlecone Ln,Kinnikinnick Ct');
    case 'SFL':
      return sts('SW 112th Ct,SW 147th Pl,NW 109th Ave,SW 152nd Ct,NW 94th Ct,SW 134th Pl,Royal Palm Way,Sea Grape Ln,Coconut Palm Ct,Mangrove Ct');
    case 'HNL':
      return sts('Hooli Cir,Kuahiwi Pl,Lipo St,Makana Way,Nohea Ln,Pualei Cir');
    default:
      return sts('Cedar Ct,Maple Ln,Oak Way,Birch Ct');
  }
}

/* ------------------------------------------------------------------ directory forms */

export function streetName(stDef: StreetDef, withMarks: boolean): string {
  return withMarks ? marked(stDef.name) : stDef.name;
}

/** The street line as the directory keeps it. */
export function streetLine(a: Addr, withMarks = false): string {
  const nm = streetName(a.st, withMarks);
  const urb = withMarks ? marked(a.urb) : a.urb;
  if (a.st.lead) {
    if (a.urb) {
      if (a.blq) return `${a.st.lead} ${nm} Blq. ${a.blq} #${a.num}, ${urb}`;
      return `${a.num} ${a.st.lead} ${nm}, ${urb}`;
    }
    return `${a.st.lead} ${nm} ${a.num}`;
  }
  return [a.num, a.st.pre, nm, a.st.type, a.st.post].filter(Boolean).join(' ');
}

/** My own key for "could two printed lines be the same street line?" (used only to keep bills fair). */
const LINE_KEYS = new WeakMap<Addr, string>();

export function lineKey(a: Addr): string {
  let k = LINE_KEYS.get(a);
  if (k === undefined) {
    k = stripMarks(`${a.num}|${a.st.pre}|${a.st.name}|${a.st.type}|${a.st.post}|${a.st.lead}|${a.urb}|${a.blq}`).toUpperCase();
    LINE_KEYS.set(a, k);
  }
  return k;
}

/* ------------------------------------------------------------------ printed forms */

const TYPE_FORMS: Record<string, string[]> = {
  St: ['St', 'St.', 'Street', 'ST'],
  Ave: ['Ave', 'Ave.', 'Avenue', 'Av'],
  Blvd: ['Blvd', 'Blvd.', 'Boulevard'],
  Pkwy: ['Pkwy', 'Parkway', 'Pky'],
  Rd: ['Rd', 'Rd.', 'Road'],
  Dr: ['Dr', 'Dr.', 'Drive'],
  Pl: ['Pl', 'Place'],
  Ln: ['Ln', 'Lane'],
  Ct: ['Ct', 'Court'],
  Tpke: ['Tpke', 'Turnpike'],
  Hwy: ['Hwy', 'Highway'],
  Way: ['Way'],
  Ter: ['Ter', 'Terrace'],
  Cir: ['Cir', 'Circle'],
  Sq: ['Sq', 'Square'],
};

const DIR_FORMS: Record<string, string[]> = {
  N: ['N', 'N.', 'North'],
  S: ['S', 'S.', 'South'],
  E: ['E', 'E.', 'East'],
  W: ['W', 'W.', 'West'],
  NE: ['NE', 'N.E.', 'Northeast'],
  NW: ['NW', 'N.W.', 'Northwest'],
  SE: ['SE', 'S.E.', 'Southeast'],
  SW: ['SW', 'S.W.', 'Southwest'],
};

function dirForm(d: string, rng: Rng, same: number): string {
  const forms = DIR_FORMS[d];
  if (!forms) return d;
  return forms[same % forms.length] ?? d;
}

function numForm(num: string, rng: Rng): string {
  if (!num.includes('-')) return num;
  const r = rng.float();
  if (r < 0.78) return num;
  if (r < 0.9) return num.replace('-', '');
  return num.replace('-', ' ');
}

/** One printed variant of the street line (no city). */
export function printStreet(a: Addr, rng: Rng, opts: { upper?: boolean; marks?: boolean } = {}): string {
  const marks = opts.marks ?? rng.chance(0.3);
  let line: string;
  if (a.st.lead) {
    line = printSpanishStreet(a, rng, marks);
  } else {
    const dirStyle = rng.weighted<number>([
      [0, 6],
      [1, 2],
      [2, 2],
    ]);
    const nm0 = streetName(a.st, marks);
    let nm = nm0;
    const ord = /^(\d+)(st|nd|rd|th)$/.exec(nm0);
    if (ord && rng.chance(0.25)) nm = ord[1] as string;
    const typeForms = TYPE_FORMS[a.st.type];
    const type = typeForms ? rng.weighted(typeForms.map((t, i) => [t, i === 0 ? 5 : 2] as const)) : a.st.type;
    line = [numForm(a.num, rng), a.st.pre ? dirForm(a.st.pre, rng, dirStyle) : '', nm, type, a.st.post ? dirForm(a.st.post, rng, dirStyle) : '']
      .filter(Boolean)
      .join(' ');
    if (a.st.post && /^(NE|NW|SE|SW)$/.test(a.st.post) && rng.chance(0.15)) line = line.replace(/ (\S+)$/, ', $1');
  }
  const upper = opts.upper ?? rng.chance(0.4);
  return upper ? line.toUpperCase() : line;
}

function printSpanishStreet(a: Addr, rng: Rng, marks: boolean): string {
  const nm = streetName(a.st, marks);
  const urb = marks ? marked(a.urb) : a.urb;
  const isAve = a.st.lead.startsWith('Ave');
  const lead = isAve ? rng.pick(['Ave.', 'Ave', 'Avenida', 'Av.']) : rng.pick(['Calle', 'Calle', 'C/', 'Calle']);
  let street: string;
  if (a.blq) {
    street = rng.pick([
      `${lead} ${nm} Blq. ${a.blq} #${a.num}`,
      `Bloque ${a.blq} #${a.num} ${lead} ${nm}`,
      `${a.blq}-${a.num} ${lead} ${nm}`,
      `${lead} ${nm} Bloque ${a.blq} Num ${a.num}`,
    ]);
  } else if (a.urb) {
    street = rng.pick([`${a.num} ${lead} ${nm}`, `${lead} ${nm} #${a.num}`, `${lead} ${nm} ${a.num}`]);
  } else {
    street = rng.pick([`${lead} ${nm} ${a.num}`, `${a.num} ${lead} ${nm}`, `${lead} ${nm} #${a.num}`, ...(isAve && rng.chance(0.3) ? [`${a.num} ${nm} Ave`] : [])]);
  }
  if (!a.urb) return street;
  const u = rng.pick([urb, urb.replace('Urb. ', 'Urb '), urb.replace('Urb. ', 'Urbanización '), urb.replace('Urb. ', 'URB ')]);
  return rng.chance(0.5) ? `${u}, ${street}` : `${street}, ${u}`;
}

export function zipPrint(zip: string, rng: Rng): string {
  if (zip.includes('-')) return rng.chance(0.5) ? zip : zip.slice(0, 5);
  return rng.chance(0.3) ? `${zip}-${rng.digits(4)}` : zip;
}

export interface PrintPlace {
  city: CityDef;
  zip: string;
}

/**
 * A printed service address: the street line, an optional unit designator (after the street, on its
 * own line, or before the street for Puerto Rico condominiums) and the city line.
 */
export function printAddress(
  a: Addr,
  place: PrintPlace,
  unitForm: string | null,
  rng: Rng,
  opts: { cityLine?: boolean; condoLine?: string | null } = {},
): string {
  const upper = rng.chance(0.45);
  const street = printStreet(a, rng, { upper });
  const cityName = rng.weighted(place.city.printNames.map((n, i) => [n, i === 0 ? 6 : 1] as const));
  const cityLine0 = rng.pick([
    `${cityName}, ${place.city.state} ${zipPrint(place.zip, rng)}`,
    `${cityName} ${place.city.state} ${zipPrint(place.zip, rng)}`,
    `${cityName}, ${place.city.state}  ${zipPrint(place.zip, rng)}`,
  ]);
  const cityLine = upper ? cityLine0.toUpperCase() : cityLine0;
  const unit = unitForm ? (upper ? unitForm.toUpperCase() : unitForm) : null;
  const withCity = opts.cityLine ?? true;
  const lines: string[] = [];
  if (opts.condoLine) lines.push(upper ? opts.condoLine.toUpperCase() : opts.condoLine);
  const layout = rng.int(0, 2);
  if (unit && layout === 0) {
    lines.push(street, unit);
  } else if (unit) {
    lines.push(layout === 1 ? `${street} ${unit}` : `${street}, ${unit}`);
  } else {
    lines.push(street);
  }
  if (withCity) lines.push(cityLine);
  const sep = rng.chance(0.55) ? '\n' : ', ';
  if (sep === ', ' && opts.condoLine) return lines.join('\n');
  return lines.join(sep);
}

/* ------------------------------------------------------------------ the client's offices */

export interface Office {
  lines: string[];
  /** The street line alone, as it might slip into service addresses. */
  slip: string;
}

export const CLIENT_NAME = 'Crestline Urban Residential Management LLC';
export const CLIENT_FORMS = [
  'Crestline Urban Residential Management LLC',
  'CRESTLINE URBAN RESIDENTIAL MGMT',
  'Crestline Urban Residential',
  'Crestline Urban Res. Mgmt',
  'CURM - Accounts Payable',
  'c/o Crestline Urban Residential',
];

export const OFFICES: Record<RegionKey, Office> = {
  NYC: { lines: ['118-35 Queens Blvd, Suite 900', 'Forest Hills, NY 11375'], slip: '118-35 Queens Blvd Ste 900, Forest Hills NY 11375' },
  NJ: { lines: ['One Exchange Place, Suite 1410', 'Jersey City, NJ 07302'], slip: '1 Exchange Pl Suite 1410, Jersey City NJ 07302' },
  DC: { lines: ['1100 Vermont Ave NW, Suite 600', 'Washington, DC 20005'], slip: '1100 Vermont Ave NW Ste 600, Washington DC 20005' },
  BAL: { lines: ['400 E Pratt St, Suite 800', 'Baltimore, MD 21202'], slip: '400 E Pratt St Ste 800, Baltimore MD 21202' },
  UT: { lines: ['136 E South Temple, Suite 1500', 'Salt Lake City, UT 84111'], slip: '136 E South Temple Ste 1500, Salt Lake City UT 84111' },
  DEN: { lines: ['1700 Lincoln St, Suite 2400', 'Denver, CO 80203'], slip: '1700 Lincoln St Ste 2400, Denver CO 80203' },
  LV: { lines: ['3960 Howard Hughes Pkwy, Suite 500', 'Las Vegas, NV 89169'], slip: '3960 Howard Hughes Pkwy #500, Las Vegas NV 89169' },
  SFL: { lines: ['1221 Brickell Ave, Suite 900', 'Miami, FL 33131'], slip: '1221 Brickell Ave Suite 900, Miami FL 33131' },
  HNL: { lines: ['1003 Bishop St, Suite 2700', 'Honolulu, HI 96813'], slip: '1003 Bishop St Ste 2700, Honolulu HI 96813' },
  PR: { lines: ['270 Ave. Muñoz Rivera, Suite 1100', 'San Juan, PR 00918'], slip: '270 Ave Munoz Rivera Ste 1100, San Juan PR 00918' },
};

export const AP_LOCKBOX = { lines: ['Accounts Payable', 'PO Box 4410', 'Jersey City, NJ 07303-4410'], slip: 'PO Box 4410, Jersey City NJ 07303-4410' };

/** Staff of the client who forward bills from their own mailbox. */
export const STAFF: Record<RegionKey, string[]> = {
  NYC: ['rosa.martinez@crestlineurban.com', 'dkaplan@crestlineurban.com', 'nyc.ap@crestlineurban.com', 'super.queens@crestlineurban.com'],
  NJ: ['tpatel@crestlineurban.com', 'ap@crestlineurban.com'],
  DC: ['kjohnson@crestlineurban.com', 'dc.ops@crestlineurban.com'],
  BAL: ['mwhite@crestlineurban.com', 'ap@crestlineurban.com'],
  UT: ['bjensen@crestlineurban.com', 'slc.ap@crestlineurban.com'],
  DEN: ['amartinez@crestlineurban.com', 'ap@crestlineurban.com'],
  LV: ['cnguyen@crestlineurban.com', 'lv.maint@crestlineurban.com'],
  SFL: ['gfernandez@crestlineurban.com', 'mia.condos@crestlineurban.com'],
  HNL: ['knakamura@crestlineurban.com', 'hnl.ap@crestlineurban.com'],
  PR: ['jrivera@crestlineurban.com', 'pr.cuentas@crestlineurban.com'],
};

export const AREA_CODES: Record<RegionKey, string[]> = {
  NYC: ['212', '718', '347', '646', '917', '929'],
  NJ: ['201', '551', '973', '908'],
  DC: ['202'],
  BAL: ['410', '443'],
  UT: ['801', '385'],
  DEN: ['303', '720'],
  LV: ['702', '725'],
  SFL: ['305', '786', '954'],
  HNL: ['808'],
  PR: ['787', '939'],
};

export const TZ: Record<RegionKey, [number, number]> = {
  NYC: [-300, -240],
  NJ: [-300, -240],
  DC: [-300, -240],
  BAL: [-300, -240],
  UT: [-420, -360],
  DEN: [-420, -360],
  LV: [-480, -420],
  SFL: [-300, -240],
  HNL: [-600, -600],
  PR: [-240, -240],
};
