/**
 * The client's region: Front Range, Rio Grande, Sun Corridor, both Kansas Cities, the Platte and
 * Des Moines valleys, Wichita, Oklahoma City and Tulsa, and a rural fringe around each hub.
 * Property counts per area are fixed; each city names its ZIPs, its county and its street style.
 */
export type StateCode = 'CO' | 'NM' | 'AZ' | 'MO' | 'KS' | 'NE' | 'IA' | 'OK';
export type BuildingKind = 'sfh' | 'condo' | 'duplex' | 'plex' | 'smallmf' | 'garden' | 'mhp' | 'retail';

export interface City {
  name: string;
  state: StateCode;
  zips: readonly string[];
  /** Key of the county treasurer. */
  county: string;
  /** Key of the street list in streets.ts. */
  streets: string;
  weight: number;
}

export interface Metro {
  key: string;
  /** Prefix of property codes. */
  code: string;
  label: string;
  properties: number;
  /** The metro whose trades and branches serve it (itself for a metro, the nearest hub for rural areas). */
  hub: string;
  rural: boolean;
  cities: readonly City[];
  words: readonly string[];
  kinds: Readonly<Record<BuildingKind, number>>;
}

const URBAN: Record<BuildingKind, number> = { sfh: 40, condo: 7, duplex: 17, plex: 13, smallmf: 8, garden: 6.5, mhp: 2, retail: 5 };
const DESERT: Record<BuildingKind, number> = { sfh: 38, condo: 6, duplex: 12, plex: 10, smallmf: 7, garden: 7, mhp: 12, retail: 5 };
const RURAL: Record<BuildingKind, number> = { sfh: 72, condo: 0, duplex: 8, plex: 3, smallmf: 1, garden: 0, mhp: 14, retail: 2 };

const z = (s: string) => s.split(' ');
const city = (name: string, state: StateCode, zips: string, county: string, streets: string, weight = 1): City =>
  ({ name, state, zips: z(zips), county, streets, weight });

export const METROS: readonly Metro[] = [
  { key: 'den', code: 'DEN', label: 'Denver', properties: 290, hub: 'den', rural: false, kinds: URBAN, cities: [
    city('Denver', 'CO', '80202 80203 80204 80205 80206 80207 80209 80210 80211 80212 80218 80219 80220 80222 80223 80224', 'denver', 'denver', 55),
    city('Aurora', 'CO', '80010 80011 80012 80013 80014 80015 80017', 'arapahoe', 'aurora', 15),
    city('Lakewood', 'CO', '80214 80215 80226 80227 80228 80232', 'jefferson-co', 'lakewood', 10),
    city('Englewood', 'CO', '80110 80113', 'arapahoe', 'englewood', 6),
    city('Arvada', 'CO', '80002 80003 80004 80005', 'jefferson-co', 'arvada', 7),
    city('Thornton', 'CO', '80229 80233 80241', 'adams', 'thornton', 7)],
    words: 'Aspen|Columbine|Larkspur|Cherry Creek|Highlands|Platte|Mile High|Sloan|Uptown|Capitol Hill|Cheesman|Berkeley|Lowry|Wash Park|Baker|Ruby Hill|Jefferson Park|Front Range|Bluebird'.split('|') },
  { key: 'cos', code: 'COS', label: 'Colorado Springs', properties: 140, hub: 'cos', rural: false, kinds: URBAN, cities: [
    city('Colorado Springs', 'CO', '80903 80904 80905 80906 80907 80909 80910 80911 80915 80916 80917 80918 80919 80920', 'elpaso', 'cos', 85),
    city('Fountain', 'CO', '80817', 'elpaso', 'fountain', 9),
    city('Manitou Springs', 'CO', '80829', 'elpaso', 'manitou', 6)],
    words: 'Pikes Peak|Cheyenne|Garden of the Gods|Palmer|Monument|Rampart|Broadmoor|Austin Bluffs|Ute Pass|Red Rock|Templeton|Kissing Camels'.split('|') },
  { key: 'abq', code: 'ABQ', label: 'Albuquerque', properties: 160, hub: 'abq', rural: false, kinds: DESERT, cities: [
    city('Albuquerque', 'NM', '87102 87104 87105 87106 87107 87108 87109 87110 87111 87112 87113 87114 87120 87121 87122 87123', 'bernalillo', 'abq')],
    words: 'Sandia|Manzano|Nob Hill|Bosque|Rio Grande|Tramway|Juan Tabo|Volcano|La Luz|Piñon|Turquoise|Roadrunner|Zia|Acoma|Mesa del Sol|Los Altos'.split('|') },
  { key: 'saf', code: 'SAF', label: 'Santa Fe', properties: 70, hub: 'saf', rural: false, kinds: DESERT, cities: [
    city('Santa Fe', 'NM', '87501 87505 87506 87507 87508', 'santafe-co', 'santafe')],
    words: 'Sangre de Cristo|Acequia|Piñon|Canyon|Alameda|Atalaya|Sol y Sombra|Tesuque|Casa Solana|Los Alamitos|Galisteo|Agua Fría'.split('|') },
  { key: 'phx', code: 'PHX', label: 'Phoenix', properties: 220, hub: 'phx', rural: false, kinds: DESERT, cities: [
    city('Phoenix', 'AZ', '85003 85006 85008 85009 85012 85013 85014 85015 85016 85017 85018 85019 85020 85021 85028 85029 85031 85033 85035 85040 85041 85051', 'maricopa', 'phoenix', 55),
    city('Mesa', 'AZ', '85201 85202 85203 85204 85205 85206 85207 85208 85210 85213 85215', 'maricopa', 'mesa', 25),
    city('Tempe', 'AZ', '85281 85282 85283', 'maricopa', 'tempe', 10),
    city('Glendale', 'AZ', '85301 85302 85303 85304', 'maricopa', 'glendale', 10)],
    words: 'Saguaro|Palo Verde|Camelback|Sonoran|Mesquite|Ocotillo|Paradise|Desert Sky|Superstition|Papago|Encanto|Arcadia|Sunnyslope|Maryvale|Red Mountain|Verde'.split('|') },
  { key: 'tuc', code: 'TUC', label: 'Tucson', properties: 140, hub: 'tuc', rural: false, kinds: DESERT, cities: [
    city('Tucson', 'AZ', '85701 85705 85710 85711 85712 85713 85714 85715 85716 85719 85730 85741 85745 85746 85756', 'pima', 'tucson')],
    words: 'Catalina|Rincon|Santa Rita|Sabino|Old Pueblo|Saguaro|Tanque Verde|Sentinel Peak|Barrio|Ironwood|Desert Willow|Sam Hughes'.split('|') },
  { key: 'kcm', code: 'KCM', label: 'Kansas City MO', properties: 140, hub: 'kc', rural: false, kinds: URBAN, cities: [
    city('Kansas City', 'MO', '64105 64106 64108 64109 64110 64111 64112 64113 64114 64117 64118 64119 64123 64124 64127 64128 64129 64130 64131 64132 64134 64138', 'jackson', 'kcmo')],
    words: 'Brookside|Westport|Plaza|Waldo|Crown Center|Hyde Park|Volker|Troost|Swope|Union Hill|Longfellow|Roanoke'.split('|') },
  { key: 'kck', code: 'KCK', label: 'Kansas City KS', properties: 80, hub: 'kc', rural: false, kinds: URBAN, cities: [
    city('Kansas City', 'KS', '66101 66102 66103 66104 66105 66106 66109 66111 66112', 'wyandotte', 'kck')],
    words: 'Quindaro|Wyandotte|Strawberry Hill|Rosedale|Argentine|Armourdale|Victory Hills|Piper|Westheight|Brookside'.split('|') },
  { key: 'oma', code: 'OMA', label: 'Omaha', properties: 130, hub: 'oma', rural: false, kinds: URBAN, cities: [
    city('Omaha', 'NE', '68102 68104 68105 68106 68107 68108 68110 68111 68112 68114 68116 68117 68124 68127 68131 68132 68134 68137 68144 68152 68154 68164', 'douglas-ne', 'omaha')],
    words: 'Dundee|Benson|Blackstone|Aksarben|Elmwood|Field Club|Gold Coast|Midtown|Florence|Millard|Cornhusker|Hanscom'.split('|') },
  { key: 'dsm', code: 'DSM', label: 'Des Moines', properties: 110, hub: 'dsm', rural: false, kinds: URBAN, cities: [
    city('Des Moines', 'IA', '50309 50310 50311 50312 50313 50314 50315 50316 50317 50320 50321', 'polk', 'desmoines', 70),
    city('West Des Moines', 'IA', '50265 50266', 'polk', 'wdm', 18),
    city('Urbandale', 'IA', '50322 50323', 'polk', 'urbandale', 12)],
    words: 'Sherman Hill|Drake|Ingersoll|Beaverdale|Raccoon River|Waterworks|Greenwood|Salisbury|Hawkeye|Walnut Creek|Valley Junction|Owl'.split('|') },
  { key: 'ict', code: 'ICT', label: 'Wichita', properties: 100, hub: 'ict', rural: false, kinds: URBAN, cities: [
    city('Wichita', 'KS', '67202 67203 67204 67205 67206 67207 67208 67209 67210 67211 67212 67213 67214 67216 67217 67218 67219 67220 67226 67230 67235', 'sedgwick', 'wichita')],
    words: 'Riverside|College Hill|Delano|Prairie|Chisholm|Air Capital|Keeper|Sunflower|Crestview|Orchard|Riverbend|Old Town'.split('|') },
  { key: 'okc', code: 'OKC', label: 'Oklahoma City', properties: 130, hub: 'okc', rural: false, kinds: URBAN, cities: [
    city('Oklahoma City', 'OK', '73102 73103 73104 73105 73106 73107 73108 73109 73110 73111 73112 73114 73115 73116 73118 73119 73120 73122 73127 73129 73132 73135 73139 73159 73162', 'oklahoma-co', 'okc')],
    words: 'Paseo|Mesta Park|Heritage Hills|Lake Hefner|Bricktown|Sooner|Crown Heights|Plaza District|Capitol Hill|Red Earth|Will Rogers|Quail Creek'.split('|') },
  { key: 'tul', code: 'TUL', label: 'Tulsa', properties: 130, hub: 'tul', rural: false, kinds: URBAN, cities: [
    city('Tulsa', 'OK', '74103 74104 74105 74106 74107 74108 74110 74112 74114 74115 74119 74120 74126 74127 74128 74129 74132 74133 74135 74136 74137 74145 74146', 'tulsa-co', 'tulsa')],
    words: 'Brookside|Cherry Street|Maple Ridge|Riverview|Woodland Hills|Osage|Green Country|Route 66|Gathering Place|Turkey Mountain|Kendall|Swan Lake'.split('|') },
  { key: 'rco', code: 'RCO', label: 'Rural Colorado', properties: 35, hub: 'den', rural: true, kinds: RURAL, cities: [
    city('Greeley', 'CO', '80631 80634', 'weld', 'rural-co', 3), city('Platteville', 'CO', '80651', 'weld', 'rural-co'),
    city('Fort Lupton', 'CO', '80621', 'weld', 'rural-co'), city('Kiowa', 'CO', '80117', 'elbert', 'rural-co'),
    city('Elizabeth', 'CO', '80107', 'elbert', 'rural-co')],
    words: 'Prairie|South Platte|Kiowa Creek|Pawnee|Bijou|Wildcat'.split('|') },
  { key: 'rnm', code: 'RNM', label: 'Rural New Mexico', properties: 25, hub: 'abq', rural: true, kinds: RURAL, cities: [
    city('Estancia', 'NM', '87016', 'torrance', 'rural-nm'), city('Moriarty', 'NM', '87035', 'torrance', 'rural-nm'),
    city('Edgewood', 'NM', '87015', 'santafe-co', 'rural-nm')],
    words: 'Estancia Valley|Manzano|Pinto|Salt Missions'.split('|') },
  { key: 'rok', code: 'ROK', label: 'Rural Oklahoma', properties: 30, hub: 'okc', rural: true, kinds: RURAL, cities: [
    city('Guthrie', 'OK', '73044', 'logan', 'rural-ok'), city('Chandler', 'OK', '74834', 'lincoln-ok', 'rural-ok'),
    city('Luther', 'OK', '73054', 'oklahoma-co', 'rural-ok')],
    words: 'Cimarron|Red Dirt|Deep Fork|Territorial'.split('|') },
  { key: 'rks', code: 'RKS', label: 'Rural Kansas', properties: 25, hub: 'ict', rural: true, kinds: RURAL, cities: [
    city('Augusta', 'KS', '67010', 'butler', 'rural-ks'), city('Andover', 'KS', '67002', 'butler', 'rural-ks'),
    city('El Dorado', 'KS', '67042', 'butler', 'rural-ks')],
    words: 'Flint Hills|Walnut River|Whitewater|Bluestem'.split('|') },
  { key: 'rne', code: 'RNE', label: 'Rural Nebraska', properties: 20, hub: 'oma', rural: true, kinds: RURAL, cities: [
    city('Ashland', 'NE', '68003', 'saunders', 'rural-ne'), city('Valley', 'NE', '68064', 'douglas-ne', 'rural-ne'),
    city('Blair', 'NE', '68008', 'washington-ne', 'rural-ne')],
    words: 'Platte Valley|Elkhorn|Loess Hills|Wahoo Creek'.split('|') },
  { key: 'ria', code: 'RIA', label: 'Rural Iowa', properties: 25, hub: 'dsm', rural: true, kinds: RURAL, cities: [
    city('Indianola', 'IA', '50125', 'warren-ia', 'rural-ia'), city('Adel', 'IA', '50003', 'dallas-ia', 'rural-ia'),
    city('Winterset', 'IA', '50273', 'madison-ia', 'rural-ia')],
    words: 'Covered Bridge|North River|Raccoon Valley|Middle River'.split('|') },
];

export const metroByKey = (key: string): Metro => {
  const m = METROS.find((x) => x.key === key);
  if (!m) throw new Error(`unknown metro ${key}`);
  return m;
};

/** Hubs that trades and branch offices are tied to, with the areas each serves. */
export const HUBS: readonly { key: string; label: string; city: string; state: StateCode; zip: string; serves: readonly string[] }[] = [
  { key: 'den', label: 'Denver', city: 'Denver', state: 'CO', zip: '80216', serves: ['den', 'rco'] },
  { key: 'cos', label: 'Colorado Springs', city: 'Colorado Springs', state: 'CO', zip: '80901', serves: ['cos'] },
  { key: 'abq', label: 'Albuquerque', city: 'Albuquerque', state: 'NM', zip: '87103', serves: ['abq', 'rnm'] },
  { key: 'saf', label: 'Santa Fe', city: 'Santa Fe', state: 'NM', zip: '87504', serves: ['saf'] },
  { key: 'phx', label: 'Phoenix', city: 'Phoenix', state: 'AZ', zip: '85001', serves: ['phx'] },
  { key: 'tuc', label: 'Tucson', city: 'Tucson', state: 'AZ', zip: '85702', serves: ['tuc'] },
  { key: 'kc', label: 'Kansas City', city: 'Kansas City', state: 'MO', zip: '64141', serves: ['kcm', 'kck'] },
  { key: 'oma', label: 'Omaha', city: 'Omaha', state: 'NE', zip: '68103', serves: ['oma', 'rne'] },
  { key: 'dsm', label: 'Des Moines', city: 'Des Moines', state: 'IA', zip: '50306', serves: ['dsm', 'ria'] },
  { key: 'ict', label: 'Wichita', city: 'Wichita', state: 'KS', zip: '67201', serves: ['ict', 'rks'] },
  { key: 'okc', label: 'Oklahoma City', city: 'Oklahoma City', state: 'OK', zip: '73101', serves: ['okc', 'rok'] },
  { key: 'tul', label: 'Tulsa', city: 'Tulsa', state: 'OK', zip: '74101', serves: ['tul'] },
];

export const hubByKey = (key: string) => {
  const h = HUBS.find((x) => x.key === key);
  if (!h) throw new Error(`unknown hub ${key}`);
  return h;
};
