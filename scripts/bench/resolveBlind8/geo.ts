/*
 * Where the blind-8 client works: thirteen regional clusters of the Plains and the Southwest,
 * outside the big metros. Streets are written in the directory's canonical form; each cluster
 * lists its towns (with ZIPs) and which local utilities serve it.
 */

export type PropKind =
  | 'sfh'
  | 'duplex'
  | 'fourplex'
  | 'scattered'
  | 'apartments'
  | 'student'
  | 'seniors'
  | 'mh'
  | 'condo'
  | 'commercial';

export type UtilKind = 'electric' | 'gas' | 'water' | 'trash' | 'internet';

export interface Town {
  city: string;
  state: string;
  zips: readonly string[];
}

export interface Cluster {
  key: string;
  label: string;
  properties: number;
  towns: readonly Town[];
  streets: readonly string[];
  kinds: readonly (readonly [PropKind, number])[];
  /** Name words in the local style, for properties and trades. */
  words: readonly string[];
}

const t = (city: string, state: string, ...zips: string[]): Town => ({ city, state, zips });

export const CLUSTERS: readonly Cluster[] = [
  {
    key: 'rgv', label: 'Rio Grande Valley', properties: 260,
    towns: [t('McAllen', 'TX', '78501', '78503', '78504'), t('Pharr', 'TX', '78577'), t('San Juan', 'TX', '78589'), t('Alamo', 'TX', '78516'), t('Edinburg', 'TX', '78539', '78541'), t('Mission', 'TX', '78572', '78574'), t('Weslaco', 'TX', '78596', '78599'), t('Harlingen', 'TX', '78550', '78552'), t('Brownsville', 'TX', '78520', '78521', '78526'), t('Donna', 'TX', '78537')],
    streets: ['N 10th St', 'S Jackson Rd', 'W Nolana Ave', 'E Trenton Rd', 'N Ware Rd', 'FM 495', 'FM 1016', 'FM 907', 'FM 2061', 'Mile 5 Rd', 'Mile 7 Rd', 'W University Dr', 'E Expressway 83', 'Calle Jacaranda', 'Calle Girasol', 'Calle Ébano', 'Calle Nogal', 'S Cage Blvd', 'E Griffin Pkwy', 'N Tower Rd', 'Boca Chica Blvd', 'Paredes Line Rd', 'Alton Gloor Blvd', 'N Shary Rd', 'S Bryan Rd', 'E Monte Cristo Rd', 'Las Milpas Rd', 'S Sugar Rd'],
    kinds: [['apartments', 30], ['fourplex', 18], ['sfh', 22], ['mh', 14], ['seniors', 8], ['duplex', 6], ['commercial', 2]],
    words: ['Palmas', 'Jacaranda', 'Mesquite', 'Ebony', 'Citrus', 'Rio', 'Valle', 'Paloma', 'Nopal', 'Sabal', 'Bougainvillea', 'Hacienda', 'Esperanza', 'Resaca', 'Anacua'],
  },
  {
    key: 'elp', label: 'El Paso', properties: 200,
    towns: [t('El Paso', 'TX', '79902', '79903', '79907', '79912', '79924', '79925', '79936', '79938'), t('Socorro', 'TX', '79927'), t('Horizon City', 'TX', '79928'), t('Canutillo', 'TX', '79835'), t('Anthony', 'TX', '79821'), t('Clint', 'TX', '79836')],
    streets: ['Montana Ave', 'Dyer St', 'Alameda Ave', 'Zaragoza Rd', 'N Mesa St', 'Doniphan Dr', 'Yarbrough Dr', 'Lee Trevino Dr', 'Pellicano Dr', 'Eastlake Blvd', 'Horizon Blvd', 'Darrington Rd', 'Socorro Rd', 'Americas Ave', 'Trawood Dr', 'Edgemere Blvd', 'Calle Sonrisa', 'Camino Real', 'N Loop Dr', 'FM 1110', 'Vinton Rd', 'Gateway Blvd W'],
    kinds: [['apartments', 32], ['fourplex', 16], ['sfh', 22], ['mh', 8], ['seniors', 10], ['duplex', 8], ['commercial', 4]],
    words: ['Franklin', 'Sun City', 'Tierra', 'Sierra', 'Montana', 'Cielo', 'Loma', 'Paseo', 'Mission', 'Ysleta', 'Chamizal', 'Desierto', 'Sol', 'Arroyo', 'Vista'],
  },
  {
    key: 'abq', label: 'Albuquerque', properties: 220,
    towns: [t('Albuquerque', 'NM', '87102', '87106', '87108', '87110', '87112', '87114', '87120', '87121', '87123'), t('Rio Rancho', 'NM', '87124', '87144'), t('Los Lunas', 'NM', '87031'), t('Bernalillo', 'NM', '87004')],
    streets: ['Central Ave SE', 'Central Ave NE', 'Central Ave SW', 'Lomas Blvd NE', 'Montgomery Blvd NE', 'Menaul Blvd NE', 'Coors Blvd NW', 'Juan Tabo Blvd NE', 'Eubank Blvd NE', 'San Mateo Blvd NE', 'Wyoming Blvd NE', 'Isleta Blvd SW', 'Girard Blvd SE', 'Carlisle Blvd NE', 'Southern Blvd SE', 'Unser Blvd NE', 'Paseo del Norte NE', 'Camino de la Sierra NE', 'Calle del Oso', 'Camino del Pueblo', 'Main St NE'],
    kinds: [['apartments', 34], ['fourplex', 16], ['sfh', 18], ['seniors', 10], ['student', 10], ['duplex', 6], ['commercial', 6]],
    words: ['Sandia', 'Pueblo', 'Mesa', 'Bosque', 'Piñon', 'Adobe', 'Manzano', 'Placitas', 'Alameda', 'Corrales', 'Turquoise', 'Roadrunner', 'Zia', 'Acequia', 'Volcano'],
  },
  {
    key: 'saf', label: 'Santa Fe', properties: 90,
    towns: [t('Santa Fe', 'NM', '87501', '87505', '87507', '87508'), t('Española', 'NM', '87532')],
    streets: ['Cerrillos Rd', 'St Michaels Dr', 'Camino del Monte Sol', 'Calle Lorca', 'Airport Rd', 'Agua Fria St', 'Old Pecos Trl', 'Rodeo Rd', 'Calle Nopal', 'Paseo de Peralta', 'Rufina St', 'Camino Carlos Rey', 'Calle Ojo Feliz', 'N Riverside Dr', 'Paseo de Oñate', 'Calle Peñasco'],
    kinds: [['apartments', 26], ['sfh', 24], ['fourplex', 18], ['seniors', 14], ['duplex', 10], ['commercial', 8]],
    words: ['Casita', 'Santuario', 'Camino', 'Galisteo', 'Canyon', 'Chamisa', 'Sangre', 'Tesuque', 'Acequia', 'Kiva', 'Plaza', 'Milagro', 'Loretto', 'Cristo', 'Atalaya'],
  },
  {
    key: 'lcr', label: 'Las Cruces', properties: 130,
    towns: [t('Las Cruces', 'NM', '88001', '88005', '88007', '88011', '88012'), t('Mesilla', 'NM', '88046'), t('Anthony', 'NM', '88021'), t('Sunland Park', 'NM', '88063')],
    streets: ['El Paseo Rd', 'S Solano Dr', 'Lohman Ave', 'N Main St', 'Telshor Blvd', 'E University Ave', 'Valley Dr', 'Calle de Mercado', 'Avenida de Mesilla', 'Missouri Ave', 'Picacho Ave', 'Roadrunner Pkwy', 'Triviz Dr', 'Espina St', 'Alameda Blvd'],
    kinds: [['apartments', 28], ['student', 16], ['sfh', 18], ['fourplex', 16], ['seniors', 10], ['mh', 8], ['duplex', 4]],
    words: ['Organ', 'Mesilla', 'Aggie', 'Chile', 'Dona Ana', 'Picacho', 'Tortugas', 'Pecan', 'Sonoma', 'Mesquite', 'Cruces', 'Desert', 'Rio', 'Luna', 'Sol'],
  },
  {
    key: 'tus', label: 'Tucson', properties: 200,
    towns: [t('Tucson', 'AZ', '85701', '85705', '85710', '85711', '85712', '85716', '85719', '85745'), t('Marana', 'AZ', '85653'), t('Oro Valley', 'AZ', '85737'), t('South Tucson', 'AZ', '85713')],
    streets: ['E Speedway Blvd', 'E Broadway Blvd', 'N Campbell Ave', 'E Grant Rd', 'N Oracle Rd', 'S 6th Ave', 'S 4th Ave', 'E 22nd St', 'N Stone Ave', 'W Ina Rd', 'N La Cholla Blvd', 'E Fort Lowell Rd', 'N Country Club Rd', 'N Euclid Ave', 'E University Blvd', 'W Calle Concordia', 'N Camino de Oeste', 'E Camino Principal', 'S Kino Pkwy'],
    kinds: [['apartments', 30], ['student', 16], ['sfh', 16], ['fourplex', 14], ['seniors', 10], ['mh', 6], ['duplex', 4], ['commercial', 4]],
    words: ['Saguaro', 'Catalina', 'Sabino', 'Rincon', 'Santa Rita', 'Ocotillo', 'Palo Verde', 'Sonoran', 'Mission', 'Cholla', 'Agave', 'Tanque', 'Wildcat', 'Pima', 'Javelina'],
  },
  {
    key: 'flg', label: 'Flagstaff', properties: 80,
    towns: [t('Flagstaff', 'AZ', '86001', '86004', '86005'), t('Williams', 'AZ', '86046')],
    streets: ['W Route 66', 'E Route 66', 'E Butler Ave', 'S Milton Rd', 'N Fort Valley Rd', 'E Cedar Ave', 'N 4th St', 'S Beulah Blvd', 'S Woodlands Village Blvd', 'N San Francisco St', 'E Lakin Dr', 'W Railroad Ave'],
    kinds: [['student', 28], ['apartments', 26], ['sfh', 16], ['fourplex', 16], ['duplex', 8], ['condo', 6]],
    words: ['Ponderosa', 'Aspen', 'Peaks', 'Timberline', 'Lumberjack', 'Pine', 'Elden', 'Kachina', 'Cinder', 'Walnut', 'Humphreys', 'Sunset', 'Cedar', 'Lowell', 'Basalt'],
  },
  {
    key: 'yum', label: 'Yuma', properties: 70,
    towns: [t('Yuma', 'AZ', '85364', '85365', '85367'), t('Somerton', 'AZ', '85350'), t('San Luis', 'AZ', '85349')],
    streets: ['S 4th Ave', 'E 32nd St', 'Avenue B', 'W 8th St', 'S Pacific Ave', 'E 24th St', 'S Main St', 'E County 14th St', 'S Avenue 3E', 'E 16th St', 'W 24th St'],
    kinds: [['mh', 30], ['apartments', 26], ['sfh', 20], ['fourplex', 12], ['seniors', 12]],
    words: ['Colorado', 'Gila', 'Desert', 'Sun', 'Date Palm', 'Foothills', 'Territorial', 'Winter', 'Dunes', 'Palo Verde', 'Mesa', 'River', 'Lettuce', 'Crossing', 'Oasis'],
  },
  {
    key: 'okl', label: 'Oklahoma', properties: 180,
    towns: [t('Norman', 'OK', '73069', '73071', '73072'), t('Moore', 'OK', '73160'), t('Stillwater', 'OK', '74074', '74075'), t('Lawton', 'OK', '73501', '73505'), t('Enid', 'OK', '73701', '73703')],
    streets: ['W Lindsey St', 'E Main St', 'Classen Blvd', '24th Ave NW', '12th Ave NE', 'N Washington St', 'W 6th Ave', 'N Perkins Rd', 'W Hall of Fame Ave', 'N Duck St', 'NW Cache Rd', 'SW Lee Blvd', 'NW 38th St', 'W Garriott Rd', 'N Van Buren St', 'E Broadway Ave', 'N Porter Ave', 'S Telephone Rd'],
    kinds: [['apartments', 26], ['student', 18], ['fourplex', 18], ['sfh', 16], ['seniors', 10], ['duplex', 10], ['scattered', 2]],
    words: ['Sooner', 'Cimarron', 'Redbud', 'Prairie', 'Red Dirt', 'Cowboy', 'Bison', 'Wichita', 'Chisholm', 'Canadian', 'Cherokee', 'Osage', 'Pecan', 'Meadowlark', 'Wheatland'],
  },
  {
    key: 'kan', label: 'Kansas', properties: 180,
    towns: [t('Lawrence', 'KS', '66044', '66046', '66047', '66049'), t('Manhattan', 'KS', '66502', '66503'), t('Junction City', 'KS', '66441'), t('Hays', 'KS', '67601'), t('Salina', 'KS', '67401'), t('Emporia', 'KS', '66801')],
    streets: ['Massachusetts St', 'W 23rd St', 'Iowa St', 'Kasold Dr', 'Louisiana St', 'W 6th St', 'Anderson Ave', 'Claflin Rd', 'Bluemont Ave', 'Denison Ave', 'Poyntz Ave', 'Fort Riley Blvd', 'Vine St', 'E 8th St', 'W 27th St', 'S Ohio St', 'E Crawford St', 'Commercial St', 'W 12th Ave', 'Grant Ave'],
    kinds: [['student', 22], ['apartments', 24], ['fourplex', 18], ['sfh', 14], ['seniors', 10], ['duplex', 8], ['scattered', 4]],
    words: ['Jayhawk', 'Wildcat', 'Flint Hills', 'Sunflower', 'Konza', 'Prairie', 'Bluestem', 'Tallgrass', 'Kaw', 'Smoky Hill', 'Wheat State', 'Cottonwood', 'Limestone', 'Santa Fe Trail', 'Big Creek'],
  },
  {
    key: 'neb', label: 'Nebraska', properties: 150,
    towns: [t('Lincoln', 'NE', '68502', '68503', '68504', '68505', '68506', '68508', '68510', '68516'), t('Kearney', 'NE', '68845', '68847'), t('Grand Island', 'NE', '68801', '68803'), t('Hastings', 'NE', '68901')],
    streets: ['O St', 'S 27th St', 'Holdrege St', 'Vine St', 'N 48th St', 'S 56th St', 'Old Cheney Rd', 'R St', 'S 13th St', '2nd Ave', 'Avenue E', 'W 39th St', '11th Ave', 'W 2nd St', 'N Broadwell Ave', 'S Locust St', 'W Stolley Park Rd', 'N Burlington Ave', 'W 12th St'],
    kinds: [['apartments', 24], ['student', 16], ['fourplex', 18], ['seniors', 14], ['sfh', 12], ['duplex', 8], ['scattered', 8]],
    words: ['Husker', 'Platte', 'Sandhills', 'Cornhusker', 'Haymarket', 'Antelope', 'Pioneer', 'Capitol', 'Crane', 'Loper', 'Prairie', 'Salt Creek', 'Homestead', 'Elkhorn', 'Wagon Wheel'],
  },
  {
    key: 'dak', label: 'Dakotas', properties: 160,
    towns: [t('Fargo', 'ND', '58102', '58103', '58104'), t('West Fargo', 'ND', '58078'), t('Moorhead', 'MN', '56560'), t('Grand Forks', 'ND', '58201', '58203'), t('Bismarck', 'ND', '58501', '58503', '58504'), t('Mandan', 'ND', '58554'), t('Sioux Falls', 'SD', '57103', '57104', '57105', '57106', '57108'), t('Brookings', 'SD', '57006'), t('Vermillion', 'SD', '57069')],
    streets: ['13th Ave S', '25th St S', '32nd Ave S', 'Main Ave', 'University Dr N', '19th Ave N', '45th St S', 'Broadway N', '8th St S', '12th Ave S', 'S Washington St', 'Gateway Dr', 'E Divide Ave', 'N 7th St', 'E Century Ave', 'Memorial Hwy', 'S Minnesota Ave', 'W 41st St', 'S Louise Ave', 'S Cliff Ave', 'Medary Ave', 'E Main St', 'N Plum St'],
    kinds: [['apartments', 24], ['student', 16], ['fourplex', 20], ['seniors', 14], ['sfh', 10], ['duplex', 8], ['scattered', 8]],
    words: ['Bison', 'Red River', 'Prairie Rose', 'Dakota', 'Missouri', 'Badlands', 'Coyote', 'Jackrabbit', 'Sheyenne', 'Meadowlark', 'Big Sioux', 'Falls', 'Northern', 'Flickertail', 'Sakakawea'],
  },
  {
    key: 'col', label: 'Colorado mountain towns', properties: 80,
    towns: [t('Breckenridge', 'CO', '80424'), t('Frisco', 'CO', '80443'), t('Silverthorne', 'CO', '80498'), t('Steamboat Springs', 'CO', '80487'), t('Durango', 'CO', '81301', '81303'), t('Crested Butte', 'CO', '81224'), t('Mt. Crested Butte', 'CO', '81225'), t('Glenwood Springs', 'CO', '81601')],
    streets: ['Ski Hill Rd', 'S Park Ave', 'N Main St', "Four O'Clock Rd", 'Village Rd', 'Main St', 'Summit Blvd', 'Blue River Pkwy', 'Mt Werner Cir', 'Ski Time Square Dr', 'Lincoln Ave', 'Pine Grove Rd', 'Main Ave', 'Florida Rd', 'Camino del Rio', 'Elk Ave', 'Gothic Rd', 'Emmons Rd', 'Snowmass Rd', 'Grand Ave', 'Midland Ave'],
    kinds: [['condo', 44], ['apartments', 20], ['sfh', 16], ['fourplex', 10], ['commercial', 10]],
    words: ['Summit', 'Peak 8', 'Alpine', 'Aspen', 'Powderhorn', 'Gondola', 'Timber', 'Snowcrest', 'Columbine', 'Elk', 'Silver', 'Gold Camp', 'Blue Spruce', 'Tenmile', 'Animas'],
  },
];

export interface UtilitySpec {
  name: string;
  kind: UtilKind;
  clusters: readonly string[];
  aliases: readonly string[];
  emails: readonly string[];
  /** '#' digit, 'A' letter, others literal. */
  format: string;
}

const u = (name: string, kind: UtilKind, clusters: string, aliases: string, emails: string, format: string): UtilitySpec => ({
  name, kind, clusters: clusters.split(' '), aliases: aliases ? aliases.split('|') : [], emails: emails.split(' '), format,
});

export const UTILITIES: readonly UtilitySpec[] = [
  u('AEP Texas', 'electric', 'rgv', 'AEP Texas Central Company|American Electric Power', 'noreply@aep.com @aeptexas.com', '1004##########'),
  u('Magic Valley Electric Cooperative', 'electric', 'rgv', 'Magic Valley Electric Co-op|MVEC', 'billing@magicvalley.coop', '#####-###'),
  u('El Paso Electric', 'electric', 'elp lcr', 'El Paso Electric Company|EPE', 'ebill@epelectric.com @epelectric.com', '##########'),
  u('PNM', 'electric', 'abq saf', 'Public Service Company of New Mexico|PNM Resources', 'customerservice@pnm.com @pnm.com', '#########-#######'),
  u('Tucson Electric Power', 'electric', 'tus', 'TEP|Tucson Electric Power Company', 'ebill@tep.com', '##########'),
  u('Arizona Public Service', 'electric', 'flg yum', 'APS', 'noreply@aps.com @aps.com', '#########'),
  u('Oklahoma Gas and Electric', 'electric', 'okl', 'OG&E|OGE Energy', 'ebill@oge.com', '#######-#'),
  u('Evergy', 'electric', 'kan', 'Evergy Kansas Central|Westar Energy', 'noreply@evergy.com', '##########'),
  u('Lincoln Electric System', 'electric', 'neb', 'LES', 'billing@les.com', '##-#####-##'),
  u('Nebraska Public Power District', 'electric', 'neb', 'NPPD', 'billing@nppd.com', '#########'),
  u('Xcel Energy', 'electric', 'dak col', 'Northern States Power Company|Public Service Company of Colorado', 'xcelenergy@ebill.xcelenergy.com @xcelenergy.com', '##-##########-#'),
  u('Montana-Dakota Utilities', 'electric', 'dak', 'Montana Dakota Utilities Co.|MDU', 'ebill@mdu.com', '### ### #### #'),
  u('Cass County Electric Cooperative', 'electric', 'dak', 'Cass County Electric', 'billing@kwh.com', '######'),
  u('Holy Cross Energy', 'electric', 'col', 'Holy Cross Electric Association', 'billing@holycross.com', '#######'),
  u('Yampa Valley Electric Association', 'electric', 'col', 'YVEA', 'billing@yvea.com', '#####-###'),
  u('La Plata Electric Association', 'electric', 'col', 'LPEA', 'billing@lpea.coop', '######-##'),
  u('Texas Gas Service', 'gas', 'rgv elp', 'ONE Gas - Texas Gas Service', 'ebill@texasgasservice.com', '910##########'),
  u('New Mexico Gas Company', 'gas', 'abq saf lcr', 'NM Gas Co|New Mexico Gas', 'ebill@nmgco.com', '##########'),
  u('Southwest Gas', 'gas', 'tus yum', 'Southwest Gas Corporation|SWG', 'ebill@swgas.com @swgas.com', '###-#######-###'),
  u('UniSource Energy Services', 'gas', 'flg', 'UES', 'billing@uesaz.com', '##########'),
  u('Oklahoma Natural Gas', 'gas', 'okl', 'ONG|ONE Gas - Oklahoma Natural Gas', 'ebill@oklahomanaturalgas.com', '210##########'),
  u('Kansas Gas Service', 'gas', 'kan', 'ONE Gas - Kansas Gas Service', 'ebill@kansasgasservice.com', '510##########'),
  u('Black Hills Energy', 'gas', 'neb dak col', 'Black Hills Corporation', 'ebill@blackhillsenergy.com @blackhillsenergy.com', '#######-##'),
  u('McAllen Public Utility', 'water', 'rgv', 'MPU|McAllen PUB', 'utilitybilling@mcallenpublicutility.com', '###-#####-##'),
  u('North Alamo Water Supply Corporation', 'water', 'rgv', 'North Alamo WSC|NAWSC', 'billing@nawsc.com', '#####'),
  u('Brownsville Public Utilities Board', 'water', 'rgv', 'BPUB', 'customerservice@brownsville-pub.com', '#######-##'),
  u('El Paso Water', 'water', 'elp', 'El Paso Water Utilities|EPWater', 'customerservice@epwater.org', '#######-##'),
  u('Albuquerque Bernalillo County Water Utility Authority', 'water', 'abq', 'ABCWUA|Water Authority', 'ebill@abcwua.org', '##########'),
  u('City of Santa Fe Utilities', 'water', 'saf', 'Santa Fe Water Division|City of Santa Fe', 'utilitybilling@santafenm.gov', '######-######'),
  u('Las Cruces Utilities', 'water', 'lcr', 'City of Las Cruces Utilities|LCU', 'utilities@las-cruces.org', '########'),
  u('Tucson Water', 'water', 'tus', 'City of Tucson Water', 'tucsonwater@tucsonaz.gov', '######-######'),
  u('City of Flagstaff Utilities', 'water', 'flg', 'Flagstaff Water Services', 'utilities@flagstaffaz.gov', '######-##'),
  u('City of Yuma Utilities', 'water', 'yum', 'Yuma Utility Billing', 'utilitybilling@yumaaz.gov', '#######-#'),
  u('Norman Utilities Authority', 'water', 'okl', 'City of Norman Utilities', 'utilitybilling@normanok.gov', '######-######'),
  u('Stillwater Utilities Authority', 'water', 'okl', 'City of Stillwater Utilities|SUA', 'utilitybilling@stillwater.org', '####-####'),
  u('City of Lawrence Utility Billing', 'water', 'kan', 'Lawrence Utilities', 'utilitybilling@lawrenceks.org', '######-##'),
  u('City of Manhattan Utilities', 'water', 'kan', 'Manhattan KS Utilities', 'utilities@cityofmhk.com', '#######'),
  u('Lincoln Water System', 'water', 'neb', 'Lincoln Transportation & Utilities', 'utilitybilling@lincoln.ne.gov', '#######-##'),
  u('City of Fargo Utility Billing', 'water', 'dak', 'Fargo Utility Billing', 'utilitybilling@fargond.gov', '######-#####'),
  u('Sioux Falls Utility Billing', 'water', 'dak', 'City of Sioux Falls Utilities', 'utilitybilling@siouxfalls.gov', '#########'),
  u('Town of Breckenridge Water', 'water', 'col', 'Breckenridge Water Division', 'water@townofbreckenridge.com', '#####-####'),
  u('Upper Blue Sanitation District', 'water', 'col', 'UBSD', 'billing@ubsd.org', '######'),
  u('Republic Services', 'trash', 'tus abq okl neb dak', 'Republic Services of Tucson|Allied Waste Services', 'ebill@republicservices.com @republicservices.com', '3-####-#######'),
  u('Waste Connections', 'trash', 'elp rgv kan col', 'Waste Connections of Texas|Waste Connections Lone Star', 'billing@wasteconnections.com', '####-#######'),
  u('WM', 'trash', 'yum flg lcr saf', 'Waste Management|WM Corporate Services', 'ebill@wm.com @wm.com', '##-#####-#####'),
  u('Friedman Recycling', 'trash', 'abq lcr tus', 'Friedman Recycling Co.', 'billing@friedmanrecycling.com', '######'),
  u('Spectrum Business', 'internet', 'rgv elp neb', 'Charter Communications|Spectrum', 'noreply@spectrum.com @charter.com', '#### ## ### #######'),
  u('Cox Business', 'internet', 'tus okl kan', 'Cox Communications', 'ebill@cox.com', '###-####-######'),
  u('Sparklight Business', 'internet', 'yum okl lcr', 'Cable One', 'billing@sparklight.com', '########'),
  u('Midco', 'internet', 'dak kan', 'Midcontinent Communications', 'ebill@midco.com', '########'),
  u('ALLO Communications', 'internet', 'neb col', 'ALLO Fiber', 'billing@allofiber.com', '#######'),
  u('Comcast Business', 'internet', 'abq saf col flg', 'Xfinity|Comcast', 'business_billing@comcast.com @comcast.com', '8497 ## ### #######'),
];

/** The client: its offices are never a site. */
export const MANAGER = {
  name: 'Mesa & Prairie Residential Management, LLC',
  shortNames: ['Mesa & Prairie Residential', 'MESA AND PRAIRIE RESIDENTIAL MGMT', 'Mesa Prairie Residential Mgmt LLC', 'Mesa & Prairie Res. Mgmt'],
  offices: [
    ['2201 S Georgia St Ste 400', 'Amarillo', 'TX', '79109'],
    ['4801 Lang Ave NE Suite 110', 'Albuquerque', 'NM', '87109'],
    ['101 S Phillips Ave Ste 600', 'Sioux Falls', 'SD', '57104'],
    ['PO Box 3310', 'Amarillo', 'TX', '79116'],
  ] as const,
  staff: ['ap@mesaprairie.com', 'invoices@mesaprairie.com', 'maria.delgado@mesaprairie.com', 'jkowalski@mesaprairie.com', 'rbegay@mesaprairie.com', 'facilities.west@mesaprairie.com'],
};

export const PLATFORMS = [
  'quickbooks@notification.intuit.com',
  'noreply@billtrust.com',
  'invoices@paymentus.com',
  'no-reply@invoicecloud.net',
  'notifications@avidxchange.com',
  'ebills@doxo.com',
  'statements@mail.servicetitan.com',
  'invoice@jobber.com',
];
