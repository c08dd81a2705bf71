import { city } from './geoParse';
import type { CityDef } from './types';

export const CMH_CITIES: readonly CityDef[] = [
  city('CMH', 'cmh', 'Columbus', 'OH', 5, '43201 43203 43205 43206 43207 43211 43222 43223', 'Cols.|Cbus',
    'N/S High St|E/W Main St|W Broad St|E Livingston Ave|Parsons Ave|Cleveland Ave|Summit St|N 4th St|Indianola Ave|' +
    'Hamilton Ave|Oak St|Bryden Rd|Franklin Ave|Mt Vernon Ave|Sullivant Ave|Hague Ave|Whittier St|Thurman Ave|' +
    'Kossuth St|Frebis Ave|E 11th Ave|Chittenden Ave'),
  city('CMH', 'bexley', 'Bexley', 'OH', 1, '43209', '',
    'E Main St|Drexel Ave|Cassingham Rd|Fair Ave|Sheridan Ave|Allegheny Ave|Francis Ave'),
  city('CMH', 'whiteh', 'Whitehall', 'OH', 1, '43213', '',
    'E Broad St|Hamilton Rd|Yearling Rd|Etna Rd|Robinwood Ave|Kae Ave'),
];

/** Cincinnati: hillside walk-ups with "Rear" units, and Covington across the river. */
export const CIN_CITIES: readonly CityDef[] = [
  city('CIN', 'cin', 'Cincinnati', 'OH', 6, '45202 45203 45205 45206 45208 45211 45214 45219 45220 45223 45225',
    'Cinti|Cin.|Cincy',
    'Vine St|Race St|Elm St|Walnut St|Main St|Liberty St|W/E McMicken Ave|Mohawk Pl|Sycamore St|Glencoe Pl|' +
    'Warner St|Ravine St|Clifton Ave|Ludlow Ave|Hamilton Ave|Harrison Ave|Glenway Ave|Warsaw Ave|Price Ave|' +
    'Queen City Ave|Beekman St|Colerain Ave|Montana Ave|Straight St|Klotter Ave|Mulberry St|Milton St|Young St|' +
    'Hatch St|Boal St'),
  city('CIN', 'cov', 'Covington', 'KY', 1, '41011 41014', 'Cov.',
    'Madison Ave|Scott St|Greenup St|Main St|Holman Ave|Russell St|Pike St|Lewis St|Garrard St|W 12th St'),
  city('CIN', 'norwd', 'Norwood', 'OH', 1, '45212', '',
    'Montgomery Rd|Sherman Ave|Carthage Ave|Smith Rd|Mentor Ave|Elm Ave|Floral Ave'),
];

export const IND_CITIES: readonly CityDef[] = [
  city('IND', 'ind', 'Indianapolis', 'IN', 5, '46201 46202 46203 46205 46208 46218 46222', 'Indpls|Indy',
    'E/W Washington St|E 10th St|N College Ave|N Delaware St|Central Ave|E 38th St|E 34th St|N Pennsylvania St|' +
    'Fletcher Ave|Shelby St|Prospect St|Bates St|English Ave|Cottage Ave|S East St|N Rural St|N Dearborn St|' +
    'N Temple Ave|N Tacoma Ave|W Michigan St|W 16th St|N Illinois St|N Capitol Ave|Hoyt Ave|Olive St'),
  city('IND', 'beech', 'Beech Grove', 'IN', 1, '46107', '',
    'Main St|Churchman Ave|S 9th Ave|S 12th Ave|Emerson Ave|Albany St|Fletcher Ave'),
  city('IND', 'lawr', 'Lawrence', 'IN', 1, '46226', '',
    'E 56th St|Post Rd|Pendleton Pike|N Franklin Rd|Sunnyside Rd'),
];

export const LOU_CITIES: readonly CityDef[] = [
  city('LOU', 'lou', 'Louisville', 'KY', 5, '40203 40204 40206 40208 40210 40211 40212 40215 40217', 'Lou.|Louisvl',
    'Bardstown Rd|Baxter Ave|Frankfort Ave|S 4th St|S 3rd St|E/W Oak St|E/W Market St|Portland Ave|Bank St|Shelby St|' +
    'Goss Ave|Barret Ave|S Preston St|Taylor Blvd|Dixie Hwy|W Broadway|Algonquin Pkwy|S 38th St|Rudd Ave|Lytle St|' +
    'N 26th St|Hale Ave|Texas Ave|Hickory St|Burnett Ave'),
  city('LOU', 'jeff', 'Jeffersonville', 'IN', 1, '47130', 'Jeffersonvle|Jeff.',
    'Spring St|E Court Ave|Walnut St|Chestnut St|Graham St|E 10th St|Market St|Wall St|Locust St'),
];
