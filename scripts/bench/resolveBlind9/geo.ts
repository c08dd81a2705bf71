/**
 * Cities of the Great Lakes and the Southeast, their streets (as the directory writes them) and
 * which utilities serve them. Street specs: "pre|core|suffix|post|alt" where pre "NS"/"WE" makes
 * one street per directional (so 4823 N Kedzie and 4823 S Kedzie both can exist).
 */
export interface Street {
  pre: string;
  core: string;
  sfx: string;
  post: string;
  /** Other spellings of the core a document may print ("Eight Mile" for "8 Mile"). */
  alts: string[];
}

export interface City {
  key: string;
  name: string;
  state: string;
  /** Other ways documents print the city ("Saint Paul", "Mpls"). */
  cityAlts: string[];
  zips: string[];
  lo: number;
  hi: number;
  weight: number;
  metro: string;
  streets: Street[];
  electric: string[];
  gas: string[];
  water: string[];
  waste: string[];
}

function streets(specs: string): Street[] {
  const out: Street[] = [];
  for (const raw of specs.split(';')) {
    const spec = raw.trim();
    if (!spec) continue;
    const [pre = '', core = '', sfx = '', post = '', alt = ''] = spec.split('|');
    const pres = pre === 'NS' ? ['N', 'S'] : pre === 'WE' ? ['W', 'E'] : [pre];
    for (const p of pres) out.push({ pre: p, core, sfx, post, alts: alt ? alt.split('/') : [] });
  }
  return out;
}

const nums = (from: number, to: number, ord: boolean): string =>
  Array.from({ length: to - from + 1 }, (_, i) => {
    const n = from + i;
    const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th';
    return ord ? `${n}${s}` : String(n);
  }).join(',');

function numbered(pre: string, list: string, sfx: string, post = ''): string {
  return list
    .split(',')
    .map((n) => `${pre}|${n}|${sfx}|${post}`)
    .join(';');
}

const WORD_ORD: Record<string, string> = {
  '1st': 'First', '2nd': 'Second', '3rd': 'Third', '4th': 'Fourth', '5th': 'Fifth', '6th': 'Sixth',
  '7th': 'Seventh', '8th': 'Eighth', '9th': 'Ninth', '10th': 'Tenth', '11th': 'Eleventh', '12th': 'Twelfth',
};

function c(
  key: string, name: string, state: string, cityAlts: string[], zips: string, lo: number, hi: number,
  weight: number, metro: string, st: string, electric: string[], gas: string[], water: string[], waste: string[],
): City {
  const list = streets(st);
  for (const s of list) {
    const w = WORD_ORD[s.core];
    if (w && !s.alts.includes(w)) s.alts.push(w);
  }
  return { key, name, state, cityAlts, zips: zips.split(','), lo, hi, weight, metro, streets: list, electric, gas, water, waste };
}

export const CITIES: City[] = [
  c('chi', 'Chicago', 'IL', ['Chgo'], '60608,60609,60612,60613,60614,60618,60619,60622,60623,60624,60625,60626,60629,60630,60632,60636,60637,60639,60640,60641,60644,60645,60647,60651,60657,60659,60660', 1000, 7999, 300, 'Chicago',
    'NS|Kedzie|Ave;NS|Ashland|Ave;NS|Western|Ave;NS|Damen|Ave;NS|Halsted|St;NS|Pulaski|Rd;NS|California|Ave;NS|Sacramento|Ave;NS|Kimball|Ave;N|Spaulding|Ave;NS|Christiana|Ave;N|Drake|Ave;NS|Troy|St;NS|Albany|Ave;NS|Whipple|St;N|Richmond|St;NS|Francisco|Ave;NS|Campbell|Ave;NS|Artesian|Ave;NS|Talman|Ave;NS|Hoyne|Ave;NS|Leavitt|St;NS|Wolcott|Ave;NS|Racine|Ave;NS|Lawndale|Ave;NS|Central Park|Ave;NS|Hamlin|Ave;NS|Springfield|Ave;N|Kostner|Ave;NS|Cicero|Ave;NS|Laramie|Ave;N|Central|Ave;' +
    'WE|Division|St;W|Augusta|Blvd;WE|Chicago|Ave;W|Armitage|Ave;W|Fullerton|Ave;W|Diversey|Ave;W|Belmont|Ave;W|Addison|St;W|Irving Park|Rd;W|Montrose|Ave;W|Lawrence|Ave;W|Foster|Ave;W|Wilson|Ave;W|Leland|Ave;W|Cortland|St;W|Wabansia|Ave;W|Potomac|Ave;W|Thomas|St;W|Iowa|St;W|Walton|St;W|Madison|St;W|Jackson|Blvd;W|Washington|Blvd;W|Roosevelt|Rd;W|Cermak|Rd;W|Roscoe|St;W|Wellington|Ave;W|Wrightwood|Ave;W|Schubert|Ave;W|Palmer|St;W|Hirsch|St;' +
    numbered('WE', '18th,21st,47th,51st,55th,59th,63rd,67th,71st,75th,79th,83rd,87th', 'St') + ';' +
    'S|Martin Luther King|Dr||MLK/King;S|Prairie|Ave;S|Michigan|Ave;S|Indiana|Ave;S|Calumet|Ave;S|Vernon|Ave;S|Champlain|Ave;S|Langley|Ave;S|Eberhart|Ave;S|Rhodes|Ave;S|St Lawrence|Ave||Saint Lawrence;N|Sheridan|Rd;N|Broadway||',
    ['comed'], ['peoplesgas'], ['chiwater'], ['lrs', 'wm', 'republic']),
  c('evn', 'Evanston', 'IL', [], '60201,60202', 500, 2800, 25, 'Chicago',
    '|Chicago|Ave;|Sherman|Ave;|Hinman|Ave;|Judson|Ave;|Ridge|Ave;|Asbury|Ave;|Dodge|Ave;|Main|St;|Dempster|St;|Church|St;|Davis|St;|Custer|Ave;|Elmwood|Ave;|Oak|Ave',
    ['comed'], ['nicor'], ['evnwater'], ['lrs', 'republic']),
  c('oak', 'Oak Park', 'IL', [], '60302,60304', 100, 1200, 25, 'Chicago',
    '|Washington|Blvd;|Madison|St;|Lake|St;NS|Austin|Blvd;NS|Ridgeland|Ave;NS|Oak Park|Ave;NS|Euclid|Ave;NS|Wesley|Ave;NS|East|Ave;NS|Kenilworth|Ave;NS|Harvey|Ave;NS|Lombard|Ave;NS|Taylor|Ave;NS|Humphrey|Ave;NS|Cuyler|Ave',
    ['comed'], ['nicor'], ['oakwater'], ['lrs', 'republic', 'wm']),
  c('cic', 'Cicero', 'IL', [], '60804', 1400, 3800, 15, 'Chicago',
    'W|Cermak|Rd;S|Laramie|Ave;S|Cicero|Ave;W|16th|St;W|25th|St;S|50th|Ave;S|Austin|Blvd;W|31st|St;S|49th|Ct',
    ['comed'], ['nicor'], ['cicwater'], ['republic', 'wm']),
  c('mke', 'Milwaukee', 'WI', ['MKE'], '53204,53205,53206,53207,53208,53209,53210,53211,53212,53215,53216,53218,53221,53233', 1000, 3999, 110, 'Milwaukee',
    numbered('NS', nums(1, 60, true), 'St') + ';' +
    'W|Burleigh|St;W|Center|St;WE|Locust|St;W|Capitol|Dr;WE|North|Ave;W|Vliet|St;W|Lisbon|Ave;WE|Keefe|Ave;WE|Auer|Ave;W|Wright|St;WE|Clarke|St;W|Mineral|St;W|Lincoln|Ave;W|Greenfield|Ave;W|Becher|St;W|Oklahoma|Ave;E|Brady|St;N|Humboldt|Blvd;N|Booth|St;N|Bremen|St;N|Holton|St;N|Fratney|St;S|Kinnickinnic|Ave||KK;S|Howell|Ave',
    ['weenergies'], ['weenergies'], ['mkewater'], ['wm', 'gfl', 'republic']),
  c('wau', 'Wauwatosa', 'WI', [], '53213,53226', 1400, 8000, 15, 'Milwaukee',
    'W|North|Ave;N|68th|St;|Harwood|Ave;W|State|St;N|76th|St;N|70th|St;W|Wells|St;W|Center|St',
    ['weenergies'], ['weenergies'], ['wauwater'], ['wm', 'gfl']),
  c('wal', 'West Allis', 'WI', [], '53214,53219', 1000, 9999, 12, 'Milwaukee',
    'S|70th|St;W|Greenfield|Ave;W|National|Ave;S|84th|St;W|Lincoln|Ave;S|60th|St',
    ['weenergies'], ['weenergies'], ['walwater'], ['gfl', 'wm']),
  c('det', 'Detroit', 'MI', [], '48201,48202,48203,48204,48205,48206,48207,48208,48209,48210,48212,48213,48214,48215,48219,48221,48223,48224,48227,48228,48234,48235,48238', 1000, 22999, 110, 'Detroit',
    'WE|7 Mile|Rd||Seven Mile;WE|8 Mile|Rd||Eight Mile;W|McNichols|Rd||Six Mile;|Woodward|Ave;|Grand River|Ave;|Gratiot|Ave;|Livernois|Ave;|Dexter|Ave;|Linwood|St;|Cass|Ave;|Trumbull|St;WE|Vernor|Hwy;|Michigan|Ave;E|Jefferson|Ave;WE|Warren|Ave;|Kercheval|Ave;|Mack|Ave;|Chalmers|St;WE|Outer|Dr;WE|Puritan|Ave;|Fenkell|Ave;|Joy|Rd;|Plymouth|Rd;|Schaefer|Hwy;|Wyoming|St;|Greenfield|Rd;|Conner|St;|Van Dyke|Ave;|Hayes|St',
    ['dte'], ['dte'], ['dwsd'], ['priority', 'gfl', 'wm', 'republic']),
  c('fer', 'Ferndale', 'MI', [], '48220', 100, 2500, 12, 'Detroit',
    'WE|9 Mile|Rd||Nine Mile;|Woodward|Ave;|Livernois|Ave;|Hilton|Rd;|Pinecrest|Dr;|Allen|St;|Withington|St;|Drayton|Ave',
    ['dte'], ['consumers'], ['ferwater'], ['priority', 'gfl']),
  c('roy', 'Royal Oak', 'MI', [], '48067,48073', 100, 4000, 14, 'Detroit',
    'WE|11 Mile|Rd||Eleven Mile;NS|Main|St;NS|Washington|Ave;|Woodward|Ave;|Crooks|Rd;|Rochester|Rd;WE|Lincoln|Ave;NS|Maple|Ave',
    ['dte'], ['consumers'], ['roywater'], ['priority', 'wm']),
  c('war', 'Warren', 'MI', [], '48089,48091,48092', 10000, 30999, 12, 'Detroit',
    'E|10 Mile|Rd||Ten Mile;|Van Dyke|Ave;|Hoover|Rd;|Ryan|Rd;E|12 Mile|Rd||Twelve Mile;|Schoenherr|Rd;|Sherwood|Ave',
    ['dte'], ['consumers'], ['warwater'], ['priority', 'gfl']),
  c('sfd', 'Southfield', 'MI', [], '48075,48076', 16000, 29999, 10, 'Detroit',
    'W|10 Mile|Rd||Ten Mile;|Evergreen|Rd;|Greenfield|Rd;|Telegraph|Rd;|Northwestern|Hwy;|Lahser|Rd',
    ['dte'], ['consumers'], ['sfdwater'], ['priority', 'wm']),
  c('dbn', 'Dearborn', 'MI', [], '48124,48126,48128', 5000, 24999, 10, 'Detroit',
    '|Michigan|Ave;W|Warren|Ave;|Schaefer|Rd;|Greenfield|Rd;|Oakman|Blvd;|Telegraph|Rd',
    ['dte'], ['dte'], ['dbnwater'], ['wm', 'gfl']),
  c('ham', 'Hamtramck', 'MI', [], '48212', 2000, 12999, 8, 'Detroit',
    '|Joseph Campau|Ave;|Caniff|St;|Conant|St;|Holbrook|Ave;|Carpenter|Ave;|Evaline|St',
    ['dte'], ['dte'], ['hamwater'], ['priority']),
  c('cle', 'Cleveland', 'OH', ['Cleve'], '44102,44103,44104,44105,44106,44108,44109,44110,44111,44112,44113,44119,44120,44127,44135', 1000, 17999, 90, 'Cleveland',
    numbered('W', '25th,41st,44th,54th,58th,65th,73rd,85th,93rd,98th,105th,117th,130th', 'St') + ';' +
    numbered('E', '55th,71st,79th,93rd,105th,116th,123rd,131st,140th,152nd,185th', 'St') + ';' +
    '|Clark|Ave;|Fulton|Rd;|Lorain|Ave;|Detroit|Ave;|Madison|Ave;|Superior|Ave;|St Clair|Ave||Saint Clair;|Euclid|Ave;|Kinsman|Rd;|Buckeye|Rd;|Broadway|Ave;|Storer|Ave;|Denison|Ave;|Ashbury|Ave;|Hough|Ave;|Wade Park|Ave',
    ['cpp', 'illuminating'], ['dominionohio'], ['clewater', 'neorsd'], ['kimble', 'republic', 'wm']),
  c('lkw', 'Lakewood', 'OH', [], '44107', 1100, 17999, 25, 'Cleveland',
    '|Detroit|Ave;|Madison|Ave;|Clifton|Blvd;|Lakewood|Ave;|Belle|Ave;|Grace|Ave;|Hilliard|Blvd;|Bunts|Rd;|Cordova|Ave;|Waterbury|Rd;|Warren|Rd;|Northland|Ave',
    ['illuminating'], ['dominionohio'], ['lkwwater'], ['kimble', 'republic']),
  c('clh', 'Cleveland Heights', 'OH', ['Cleveland Hts'], '44106,44118', 1700, 3899, 18, 'Cleveland',
    '|Cedar|Rd;|Mayfield|Rd;|Lee|Rd;|Coventry|Rd;|Euclid Heights|Blvd;|Fairmount|Blvd;|Superior|Rd;|Hampshire|Rd;|Edgehill|Rd',
    ['illuminating'], ['dominionohio'], ['clewater'], ['kimble', 'republic']),
  c('pgh', 'Pittsburgh', 'PA', ['Pgh'], '15201,15203,15206,15207,15208,15210,15211,15212,15213,15214,15217,15219,15224,15226', 100, 3999, 95, 'Pittsburgh',
    '|Sarah|St;|Jane|St;|Josephine|St;WE|Carson|St;|Mission|St;|Monastery|St;|Eleanor|St;|Penn|Ave;|Butler|St;|Liberty|Ave;|Baum|Blvd;|Murray|Ave;|Forbes|Ave;|Fifth|Ave||5th;|Centre|Ave;|Brighton|Rd;|Perrysville|Ave;|Paulowna|St;|Fisk|St;|Stanton|Ave;|Greenfield|Ave;|Hazelwood|Ave;|Arlington|Ave;|Fernleaf|St;|Brosville|St;|Pius|St;|Spring Garden|Ave;|Troy Hill|Rd;|Sherwood|Ave',
    ['duquesne'], ['peoplesnatural', 'columbiapa'], ['pghwater'], ['wm', 'republic', 'gfl']),
  c('mpls', 'Minneapolis', 'MN', ['Mpls'], '55404,55405,55406,55407,55408,55409,55410,55411,55412,55413,55417,55418,55419', 1000, 5999, 95, 'Twin Cities',
    '|Bloomington|Ave|S;|Lyndale|Ave|S;|Lyndale|Ave|N;|Chicago|Ave|S;|Park|Ave|S;|Portland|Ave|S;|Nicollet|Ave|S;|Cedar|Ave|S;|Hennepin|Ave|S;|Central|Ave|NE;|University|Ave|NE;E|Lake|St;W|Lake|St;E|28th|St;E|35th|St;W|31st|St;|Girard|Ave|N;|Fremont|Ave|N;|Emerson|Ave|N;|Penn|Ave|N;|Humboldt|Ave|N;|Aldrich|Ave|S;|Colfax|Ave|S;|Dupont|Ave|S;|Fremont|Ave|S;|Girard|Ave|S;|Penn|Ave|S',
    ['xcel'], ['centerpoint'], ['mplswater'], ['wm', 'republic']),
  c('stp', 'St Paul', 'MN', ['Saint Paul', 'St. Paul'], '55102,55103,55104,55105,55106,55107,55116,55117', 100, 1999, 50, 'Twin Cities',
    '|Selby|Ave;|Grand|Ave;|Marshall|Ave;|Dayton|Ave;|Portland|Ave;|Summit|Ave;|University|Ave|W;|Snelling|Ave|N;|Lexington|Pkwy|N;|Payne|Ave;|Arcade|St;|Rice|St;|Randolph|Ave;W|7th|St;|Minnehaha|Ave|E',
    ['xcel'], ['centerpoint'], ['sprws'], ['wm', 'republic']),
  c('atl', 'Atlanta', 'GA', ['ATL'], '30303,30305,30306,30307,30308,30309,30310,30311,30312,30314,30315,30316,30318,30324,30326,30331,30344', 100, 3999, 170, 'Atlanta',
    '|Peachtree|St|NE;|Peachtree|St|SW;|Peachtree|Rd|NE;W|Peachtree|St|NW;|Peachtree Industrial|Blvd|;|Peachtree Battle|Ave|NW;|Peachtree Dunwoody|Rd|NE;|Peachtree Center|Ave|NE;|Peachtree|Pl|NW;|Peachtree Hills|Ave|NE;|Peachtree|Cir|NE;|Peachtree Memorial|Dr|NW;' +
    '|Ponce de Leon|Ave|NE;N|Highland|Ave|NE;|Moreland|Ave|SE;|Moreland|Ave|NE;|Memorial|Dr|SE;|Boulevard||SE;|Boulevard||NE;|Ralph David Abernathy|Blvd|SW|RDA;|Joseph E Lowery|Blvd|NW;|Martin Luther King Jr|Dr|SW|MLK Jr;|Cascade|Rd|SW;|Campbellton|Rd|SW;|Metropolitan|Pkwy|SW;|Glenwood|Ave|SE;|Edgewood|Ave|NE;|Edgewood|Ave|SE;|DeKalb|Ave|NE;|Briarcliff|Rd|NE;|Cheshire Bridge|Rd|NE;|Piedmont|Ave|NE;|Monroe|Dr|NE;|Spring|St|NW;|Marietta|St|NW;|Howell Mill|Rd|NW;|Northside|Dr|NW;|Hollowell|Pkwy|NW;|Lenox|Rd|NE;|Buford|Hwy|NE;|Sylvan|Rd|SW;|Lee|St|SW;|Washington|St|SW',
    ['georgiapower'], ['gassouth', 'scana', 'gng', 'agl'], ['atlwater'], ['wm', 'republic', 'wastepro', 'wasteconn']),
  c('dec', 'Decatur', 'GA', [], '30030,30032', 100, 3800, 20, 'Atlanta',
    'WE|Ponce de Leon|Ave;|Church|St;|Commerce|Dr;|Clairemont|Ave;|Scott|Blvd;|Columbia|Dr;N|McDonough|St;S|Candler|St;|Glenwood|Ave',
    ['georgiapower'], ['gassouth', 'scana', 'gng'], ['dekalbwater'], ['wm', 'wastepro']),
  c('clt', 'Charlotte', 'NC', ['CLT'], '28202,28203,28204,28205,28206,28208,28209,28210,28211,28212,28213,28215,28216,28217', 100, 9999, 110, 'Charlotte',
    '|Central|Ave;N|Tryon|St;S|Tryon|St;E|7th|St;|The Plaza||;|Providence|Rd;|Monroe|Rd;E|Independence|Blvd;|Beatties Ford|Rd;|Freedom|Dr;|Wilkinson|Blvd;|South|Blvd;|Park|Rd;|Sharon Amity|Rd;|Albemarle|Rd;N|Davidson|St;|Parkwood|Ave;|Shamrock|Dr;|Eastway|Dr;|Kenilworth|Ave;|Camden|Rd;|Commonwealth|Ave',
    ['duke'], ['piedmont'], ['cltwater'], ['republic', 'wm', 'wasteconn']),
  c('nsh', 'Nashville', 'TN', [], '37203,37204,37206,37207,37208,37209,37210,37211,37212,37214,37216,37218', 100, 5999, 95, 'Nashville',
    '|Charlotte|Ave;|Charlotte|Pike;|Gallatin|Ave;|Gallatin|Pike;|Nolensville|Pike;|Dickerson|Pike;|Murfreesboro|Pike;|Lebanon|Pike;|Clarksville|Pike;|Jefferson|St;|Broadway||;|West End|Ave;|12th|Ave|S;|8th|Ave|S;|Belmont|Blvd;|Shelby|Ave;|Fatherland|St;|Woodland|St;|Porter|Rd;|Eastland|Ave;|Rosa L Parks|Blvd||Rosa Parks;|Dr D B Todd Jr|Blvd||DB Todd',
    ['nes'], ['piedmont'], ['metrowater'], ['republic', 'wm', 'wasteconn']),
  c('mem', 'Memphis', 'TN', [], '38104,38105,38106,38107,38108,38109,38111,38112,38114,38116,38117,38118,38122,38127,38128', 100, 6999, 80, 'Memphis',
    '|Poplar|Ave;|Madison|Ave;|Union|Ave;|Summer|Ave;|Jackson|Ave;|Lamar|Ave;|Elvis Presley|Blvd;|Park|Ave;|Central|Ave;|Cooper|St;|McLean|Blvd;|Highland|St;|Getwell|Rd;|Perkins|Rd;|Walnut Grove|Rd;|Chelsea|Ave;|Vollintine|Ave;N|Watkins|St;|South Parkway||E;|Peabody|Ave',
    ['mlgw'], ['mlgw'], ['mlgw'], ['wm', 'republic', 'wasteconn']),
  c('bhm', 'Birmingham', 'AL', ['Bham'], '35203,35204,35205,35206,35207,35208,35209,35211,35212,35213,35214,35218,35222,35233,35234', 100, 4999, 65, 'Birmingham',
    '|Highland|Ave|S;|Clairmont|Ave|S;|3rd|Ave|N;|1st|Ave|N;|5th|Ave|S;|11th|Ave|S;|20th|St|S;|14th|St|N;|Cotton|Ave|SW;|Center|St|N;|Tuscaloosa|Ave|SW;|Bessemer|Rd;|Jefferson|Ave|SW;|Crestwood|Blvd;|Green Springs|Hwy;|Montclair|Rd;|Oporto-Madrid|Blvd;|3rd|Ave|S;|1st|Ave|S',
    ['alabamapower'], ['spire'], ['bwwb'], ['wm', 'republic', 'wastepro']),
  c('nola', 'New Orleans', 'LA', ['NOLA'], '70112,70113,70114,70115,70116,70117,70118,70119,70122,70125,70126,70130', 100, 8999, 85, 'New Orleans',
    '|Dauphine|St;|Burgundy|St;|Chartres|St;|Royal|St;|St Claude|Ave||Saint Claude;N|Rampart|St;|Esplanade|Ave;|Magazine|St;|Tchoupitoulas|St;|Annunciation|St;|Constance|St;|Laurel|St;|Prytania|St;|St Charles|Ave||Saint Charles;S|Carrollton|Ave;N|Galvez|St;N|Tonti|St;N|Miro|St;N|Johnson|St;|Louisiana|Ave;|Napoleon|Ave;|Washington|Ave;|Jackson|Ave;|Desire|St;|Piety|St;|Clouet|St;|Louisa|St;|Gentilly|Blvd;|Elysian Fields|Ave;|Franklin|Ave;|Bienville|St;|Orleans|Ave;S|Rampart|St',
    ['entergy'], ['entergy'], ['swbno'], ['richards', 'wastepro', 'republic']),
  c('sav', 'Savannah', 'GA', [], '31401,31404,31405,31406', 1, 2999, 30, 'Savannah',
    'WE|Gwinnett|St;WE|Henry|St;|Abercorn|St;|Habersham|St;|Price|St;|Barnard|St;|Whitaker|St;|Bull|St;|Drayton|St;E|Duffy|St;E|Waldburg|St;E|Park|Ave;|Montgomery|St;|Waters|Ave;|Skidaway|Rd;E|37th|St;E|38th|St;E|Victory|Dr',
    ['georgiapower'], ['gassouth', 'scana', 'gng'], ['savwater'], ['wastepro', 'coastal', 'republic']),
  c('chs', 'Charleston', 'SC', ['Chas'], '29401,29403,29405,29407,29412', 1, 2999, 30, 'Charleston',
    '|King|St;|Meeting|St;|Rutledge|Ave;|Ashley|Ave;|Spring|St;|Cannon|St;|Line|St;|Columbus|St;|America|St;|Nassau|St;|Huger|St;|Bogard|St;|President|St;|Coming|St;|St Philip|St||Saint Philip;|Morris|St;|Sumter|St;|Folly|Rd;|Savannah|Hwy;|Maybank|Hwy',
    ['dominionsc'], ['dominionsc'], ['chswater'], ['coastal', 'wastepro', 'republic']),
];

export const SUFFIX_FORMS: Record<string, string[]> = {
  Ave: ['Ave', 'Avenue', 'Av', 'Ave.'], St: ['St', 'Street', 'St.'], Rd: ['Rd', 'Road', 'Rd.'],
  Blvd: ['Blvd', 'Boulevard', 'Blvd.'], Dr: ['Dr', 'Drive', 'Dr.'], Pkwy: ['Pkwy', 'Parkway'],
  Pl: ['Pl', 'Place'], Ct: ['Ct', 'Court'], Ln: ['Ln', 'Lane'], Pike: ['Pike', 'Pk'], Hwy: ['Hwy', 'Highway'],
  Cir: ['Cir', 'Circle'], Way: ['Way'], Ter: ['Ter', 'Terrace'], Trl: ['Trl', 'Trail'], '': [''],
};
export const DIR_FORMS: Record<string, string[]> = {
  N: ['N', 'N.', 'North'], S: ['S', 'S.', 'South'], E: ['E', 'E.', 'East'], W: ['W', 'W.', 'West'],
  NE: ['NE', 'N.E.', 'Northeast'], NW: ['NW', 'N.W.', 'Northwest'], SE: ['SE', 'S.E.', 'Southeast'], SW: ['SW', 'S.W.', 'Southwest'],
  '': [''],
};

export const STATE_NAMES: Record<string, string> = {
  IL: 'Illinois', WI: 'Wisconsin', MI: 'Michigan', OH: 'Ohio', PA: 'Pennsylvania', MN: 'Minnesota',
  GA: 'Georgia', NC: 'North Carolina', TN: 'Tennessee', AL: 'Alabama', LA: 'Louisiana', SC: 'South Carolina',
};

/** How the directory writes a street: "N Kedzie Ave", "Peachtree St NE". */
export function streetText(s: Street): string {
  return [s.pre, s.core, s.sfx, s.post].filter(Boolean).join(' ');
}

/** Key of a street number on a street (for uniqueness), directional-sensitive. */
export function fullKey(city: City, s: Street): string {
  return `${city.key}|${s.pre}|${s.core}|${s.sfx}|${s.post}`.toLowerCase();
}
