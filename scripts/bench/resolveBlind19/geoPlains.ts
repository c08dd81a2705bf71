import { city } from './geoParse';
import type { CityDef } from './types';

/** St. Louis: four-family flats, state-named streets in Dutchtown and Benton Park. */
export const STL_CITIES: readonly CityDef[] = [
  city('STL', 'stl', 'St. Louis', 'MO', 6, '63104 63107 63109 63110 63111 63113 63116 63118 63139', 'Saint Louis|St Louis|STL',
    'Utah St|Arsenal St|Wyoming St|Juniata St|Pestalozzi St|Cherokee St|Gravois Ave|Ohio Ave|Illinois Ave|Iowa Ave|' +
    'Minnesota Ave|Texas Ave|Virginia Ave|Nebraska Ave|Michigan Ave|Louisiana Ave|S/N Compton Ave|S/N Grand Blvd|' +
    'Tholozan Ave|Hartford St|Connecticut St|Magnolia Ave|Shenandoah Ave|Accomac St|Russell Blvd|Lemp Ave|Oregon Ave|' +
    'California Ave|Potomac St|Osage St|Delor St|Itaska St|Morganford Rd|Chippewa St|Meramec St|Keokuk St|' +
    'Nottingham Ave|Cleveland Ave|Bates St'),
  city('STL', 'ucity', 'University City', 'MO', 1, '63130', 'Univ City|U City',
    'Delmar Blvd|Olive Blvd|Kingsland Ave|Pershing Ave|Cates Ave|Purdue Ave|Amherst Ave'),
  city('STL', 'maplew', 'Maplewood', 'MO', 1, '63143', '',
    'Manchester Rd|Sutton Blvd|Bellevue Ave|Marshall Ave|Lyndover Pl|Flora Ave|Greenwood Blvd'),
];

/** Kansas City on both sides of State Line: the same street names in Missouri and Kansas. */
export const KC_CITIES: readonly CityDef[] = [
  city('KC', 'kcmo', 'Kansas City', 'MO', 4, '64108 64109 64110 64111 64124 64127 64130', 'KCMO|Kansas Cty',
    'Troost Ave|Main St|Walnut St|Oak St|Locust St|Holmes St|Charlotte St|Campbell St|Gillham Rd|Wornall Rd|' +
    'Broadway Blvd|Independence Ave|Prospect Ave|Benton Blvd|E 31st St|E/W 39th St|E 9th St|Wabash Ave|Park Ave|' +
    'Central St|Wyandotte St|Washington St'),
  city('KC', 'kck', 'Kansas City', 'KS', 3, '66101 66102 66103 66104 66105 66106', 'KCK|Kansas Cty',
    'Minnesota Ave|State Ave|Central Ave|Parallel Pkwy|N/S 7th St|N 18th St|S 12th St|Strong Ave|Osage Ave|' +
    'Metropolitan Ave|Walnut St|Oak St|Park Ave|Locust St|Washington Blvd|Troup Ave|Quindaro Blvd'),
  city('KC', 'indep', 'Independence', 'MO', 1, '64050 64052 64053 64055', 'Indep.',
    'Truman Rd|S Noland Rd|Lexington Ave|N Liberty St|S Main St|E 23rd St|Winner Rd|Maple Ave|Walnut St'),
  city('KC', 'opark', 'Overland Park', 'KS', 1, '66204 66212', 'Overland Pk',
    'Metcalf Ave|W 75th St|Antioch Rd|W 95th St|Santa Fe Dr|Grant Ave|Farley St|Floyd St'),
];

/** Milwaukee: duplexes upper and lower, North and South numbered streets. */
export const MKE_CITIES: readonly CityDef[] = [
  city('MKE', 'mke', 'Milwaukee', 'WI', 6, '53204 53206 53207 53208 53210 53211 53212 53215 53216', 'Milw.|MKE',
    'N Booth St|N Bremen St|N Fratney St|N Weil St|N Humboldt Blvd|N Holton St|E/W Center St|E/W Locust St|' +
    'E/W Burleigh St|N/S 35th St|N 27th St|S 16th St|S 13th St|W Lincoln Ave|S Kinnickinnic Ave|E Oklahoma Ave|' +
    'W Vliet St|W Lloyd St|N Sherman Blvd|N Palmer St|S 6th St|W Mitchell St|W Greenfield Ave|N Cramer St|' +
    'N Oakland Ave|E Clarke St|N Richards St|E/W Wright St|E Chambers St'),
  city('MKE', 'wallis', 'West Allis', 'WI', 1, '53214 53219', 'W Allis',
    'S 70th St|S 84th St|W Greenfield Ave|W National Ave|W Lincoln Ave|S 60th St|W Beloit Rd'),
  city('MKE', 'tosa', 'Wauwatosa', 'WI', 1, '53213 53226', 'Tosa',
    'W North Ave|W State St|Harwood Ave|N 68th St|W Wells St|N 76th St|W Center St'),
];

/** Minneapolis and St. Paul: fourplexes, "1/2" addresses, "Ave S" and "Ave N" a city apart. */
export const MSP_CITIES: readonly CityDef[] = [
  city('MSP', 'mpls', 'Minneapolis', 'MN', 5, '55404 55406 55407 55408', 'Mpls|Minneapols',
    'Bryant Ave @S/N|Colfax Ave @S/N|Dupont Ave @S/N|Emerson Ave @S/N|Fremont Ave @S/N|Girard Ave @S/N|' +
    'Humboldt Ave @S/N|Irving Ave @S/N|James Ave @S/N|Knox Ave @S/N|Logan Ave @S/N|Morgan Ave @S/N|Oliver Ave @S/N|' +
    'Penn Ave @S/N|Thomas Ave @S/N|Aldrich Ave @S/N|Washington Ave @S/N|Cedar Ave @S|Chicago Ave @S|' +
    'Bloomington Ave @S|Portland Ave @S|Park Ave @S|Columbus Ave @S|Clinton Ave @S|Harriet Ave @S|Grand Ave @S|' +
    'Pillsbury Ave @S|Blaisdell Ave @S|Nicollet Ave @S|Stevens Ave @S|Elliot Ave @S|Lyndale Ave @S|10th Ave @S|' +
    '13th Ave @S|Central Ave @NE|University Ave @NE|E/W 26th St|W 34th St|E Lake St|W 28th St|E 38th St|Minnehaha Ave',
    { S: '55404 55405 55406 55407 55408 55409 55419', N: '55411 55412 55430', NE: '55413 55418' }),
  city('MSP', 'stp', 'St. Paul', 'MN', 3, '55102 55103 55104 55105 55106 55116 55117', 'Saint Paul|St Paul',
    'Selby Ave|Marshall Ave|Grand Ave|Summit Ave|Dayton Ave|Portland Ave|Laurel Ave|Ashland Ave|Hague Ave|' +
    'Iglehart Ave|Edmund Ave|Charles Ave|Thomas Ave|Van Buren Ave|Minnehaha Ave|Payne Ave|Arcade St|E/W 7th St|' +
    'Rice St|N Dale St|Snelling Ave|Jefferson Ave|Randolph Ave'),
  city('MSP', 'richf', 'Richfield', 'MN', 1, '55423', '',
    'Lyndale Ave @S|Nicollet Ave @S|Portland Ave @S|Penn Ave @S|W 66th St|E 70th St|Oakland Ave @S', { S: '55423' }),
];
