/* West Coast geography, utilities and trades for the blind-5 resolver set (static data only). */

export type Kind = 'elec' | 'gas' | 'water' | 'sewer' | 'trash';

export interface UtilityDef {
  key: string;
  name: string;
  aliases: string[];
  /** What bills print as payee besides name/aliases. */
  printed: string[];
  emails: string[];
  remit: string;
  /** '#' = digit; printed with the dashes/spaces shown, directory keeps it as written here. */
  acct: string;
  gl: string;
  kind: Kind;
}

const U = (key: string, name: string, aliases: string[], printed: string[], emails: string[], remit: string, acct: string, gl: string, kind: Kind): UtilityDef =>
  ({ key, name, aliases, printed, emails, remit, acct, gl, kind });

export const UTILITIES: UtilityDef[] = [
  U('pge', 'Pacific Gas and Electric Company', ['PG&E'], ['PG&E', 'PACIFIC GAS AND ELECTRIC', 'Pacific Gas & Electric Co.'], ['@pge.com', 'donotreply@billing.pge.com'], 'PO Box 997300, Sacramento, CA 95899-7300', '##########-#', '6100', 'elec'),
  U('pgegas', 'PG&E Gas Service', ['PG&E - Gas'], ['PG&E', 'Pacific Gas and Electric Company'], ['gasbilling@pge.com'], 'PO Box 997300, Sacramento, CA 95899-7300', '#########-#', '6110', 'gas'),
  U('sce', 'Southern California Edison', ['SCE', 'Edison'], ['SOUTHERN CALIFORNIA EDISON', 'SCE', 'Southern California Edison Co'], ['@sce.com'], 'PO Box 300, Rosemead, CA 91772-0001', '7-###-###-####', '6100', 'elec'),
  U('socalgas', 'Southern California Gas Company', ['SoCalGas', 'The Gas Company'], ['SoCalGas', 'SOUTHERN CALIFORNIA GAS CO', 'The Gas Company'], ['@socalgas.com'], 'PO Box C, Monterey Park, CA 91756-5111', '### ### #### #', '6110', 'gas'),
  U('sdge', 'San Diego Gas & Electric', ['SDG&E'], ['SDG&E', 'SAN DIEGO GAS & ELECTRIC', 'San Diego Gas and Electric'], ['@sdge.com'], 'PO Box 25111, Santa Ana, CA 92799-5111', '#### ### ### ##', '6100', 'elec'),
  U('ladwp', 'Los Angeles Department of Water and Power', ['LADWP', 'LA DWP'], ['LADWP', 'LOS ANGELES DEPT OF WATER & POWER', 'L.A. Department of Water & Power'], ['@ladwp.com'], 'PO Box 30808, Los Angeles, CA 90030-0808', '### ### ####', '6105', 'elec'),
  U('pwp', 'Pasadena Water and Power', ['PWP'], ['PASADENA WATER AND POWER', 'City of Pasadena - PWP'], ['@cityofpasadena.net'], 'PO Box 7120, Pasadena, CA 91109-7220', '######-######', '6105', 'elec'),
  U('gwp', 'Glendale Water & Power', ['GWP', 'City of Glendale Water & Power'], ['GLENDALE WATER & POWER', 'City of Glendale'], ['@glendaleca.gov'], 'PO Box 29099, Glendale, CA 91209-9099', '#######-#####', '6105', 'elec'),
  U('bwp', 'Burbank Water and Power', ['BWP'], ['BURBANK WATER AND POWER', 'City of Burbank BWP'], ['@burbankca.gov'], 'PO Box 631, Burbank, CA 91503-0631', '######-###', '6105', 'elec'),
  U('lbu', 'Long Beach Utilities', ['LB Utilities', 'City of Long Beach Utilities'], ['LONG BEACH UTILITIES', 'City of Long Beach'], ['@lbutilities.org'], 'PO Box 630, Long Beach, CA 90842-0001', '##-#####-##', '6120', 'water'),
  U('smwater', 'City of Santa Monica Water Resources', ['Santa Monica Water'], ['CITY OF SANTA MONICA', 'Santa Monica Water Resources'], ['@santamonica.gov'], 'PO Box 30210, Los Angeles, CA 90030-0210', '######-#####', '6120', 'water'),
  U('calwater', 'California Water Service', ['Cal Water'], ['CAL WATER', 'California Water Service Co.'], ['@calwater.com'], 'PO Box 940001, San Jose, CA 95194-0001', '####-######-####', '6120', 'water'),
  U('gswater', 'Golden State Water Company', ['GSWC'], ['GOLDEN STATE WATER', 'Golden State Water Co'], ['@gswater.com'], 'PO Box 9016, San Dimas, CA 91773-9016', '##########-#', '6120', 'water'),
  U('sdpu', 'City of San Diego Public Utilities', ['SD Public Utilities', 'City of San Diego Water'], ['CITY OF SAN DIEGO', 'City of San Diego - Water/Sewer'], ['@sandiego.gov'], 'PO Box 129020, San Diego, CA 92112-9020', '#########', '6120', 'water'),
  U('sweetwater', 'Sweetwater Authority', [], ['SWEETWATER AUTHORITY'], ['@sweetwater.org'], 'PO Box 2328, Chula Vista, CA 91912-2328', '#####-######', '6120', 'water'),
  U('helix', 'Helix Water District', ['Helix Water'], ['HELIX WATER DISTRICT'], ['@hwd.com'], 'PO Box 512850, Los Angeles, CA 90051-0850', '########-##', '6120', 'water'),
  U('escwater', 'City of Escondido Utilities', [], ['CITY OF ESCONDIDO', 'Escondido Utilities'], ['@escondido.org'], 'PO Box 460009, Escondido, CA 92046-0009', '######-###', '6120', 'water'),
  U('ocnwater', 'City of Oceanside Water Utilities', [], ['CITY OF OCEANSIDE', 'Oceanside Water Utilities Dept'], ['@oceansideca.org'], 'PO Box 513106, Los Angeles, CA 90051-1106', '#######-####', '6120', 'water'),
  U('sdwd', 'San Dieguito Water District', [], ['SAN DIEGUITO WATER DIST'], ['@sdwd.org'], '59 E D St, Encinitas, CA 92024', '#####-####', '6120', 'water'),
  U('sfpuc', 'San Francisco Public Utilities Commission', ['SFPUC', 'SF Water Power Sewer'], ['SFPUC', 'SF PUBLIC UTILITIES COMMISSION', 'San Francisco Water Power Sewer'], ['@sfwater.org'], 'PO Box 7369, San Francisco, CA 94120-7369', '#######-##', '6120', 'water'),
  U('ebmud', 'East Bay Municipal Utility District', ['EBMUD', 'East Bay MUD'], ['EBMUD', 'EAST BAY MUNICIPAL UTILITY DIST', 'East Bay MUD'], ['@ebmud.com'], 'PO Box 1000, Oakland, CA 94649-0001', '##########-#', '6120', 'water'),
  U('sjwater', 'San Jose Water', ['SJW', 'San Jose Water Company'], ['SAN JOSE WATER', 'San Jose Water Co.'], ['@sjwater.com'], 'PO Box 8000, San Jose, CA 95155-8000', '#######-###', '6120', 'water'),
  U('acwd', 'Alameda County Water District', ['ACWD'], ['ALAMEDA COUNTY WATER DISTRICT', 'ACWD'], ['@acwd.com'], 'PO Box 5110, Fremont, CA 94537-5110', '######-######', '6120', 'water'),
  U('hayward', 'City of Hayward Utilities', ['Hayward Water'], ['CITY OF HAYWARD', 'Hayward Utilities'], ['@hayward-ca.gov'], 'PO Box 5004, Hayward, CA 94540-5004', '#######-##', '6120', 'water'),
  U('dalycity', 'Daly City Water and Wastewater', [], ['CITY OF DALY CITY', 'Daly City Utilities'], ['@dalycity.org'], '333 90th St, Daly City, CA 94015', '######', '6120', 'water'),
  U('svp', 'Silicon Valley Power', ['SVP', 'City of Santa Clara Utilities'], ['SILICON VALLEY POWER', 'City of Santa Clara'], ['@santaclaraca.gov'], 'PO Box 51065, Los Angeles, CA 90051-5365', '#######-######', '6105', 'elec'),
  U('usd', 'Union Sanitary District', [], ['UNION SANITARY DISTRICT'], ['@unionsanitary.ca.gov'], '5072 Benson Rd, Union City, CA 94587', 'USD-######', '6125', 'sewer'),
  U('oroloma', 'Oro Loma Sanitary District', [], ['ORO LOMA SANITARY DIST'], ['@oroloma.org'], '2655 Grant Ave, San Lorenzo, CA 94580', '#####-##', '6125', 'sewer'),
  U('centralsan', 'Central Contra Costa Sanitary District', ['Central San'], ['CENTRAL SAN', 'Central Contra Costa Sanitary Dist.'], ['@centralsan.org'], '5019 Imhoff Pl, Martinez, CA 94553', '###-######', '6125', 'sewer'),
  U('smud', 'Sacramento Municipal Utility District', ['SMUD'], ['SMUD', 'SACRAMENTO MUNICIPAL UTILITY DIST'], ['@smud.org'], 'PO Box 15555, Sacramento, CA 95852-0555', '#######', '6100', 'elec'),
  U('rosevilleelec', 'Roseville Electric Utility', ['Roseville Electric'], ['CITY OF ROSEVILLE', 'Roseville Electric'], ['@roseville.ca.us'], 'PO Box 619136, Roseville, CA 95661-9136', '######-######', '6100', 'elec'),
  U('sacutil', 'City of Sacramento Department of Utilities', ['Sacramento Utilities', 'City of Sacramento Utilities'], ['CITY OF SACRAMENTO', 'City of Sacramento Dept of Utilities'], ['@cityofsacramento.org'], 'PO Box 2770, Sacramento, CA 95812-2770', '##########', '6120', 'water'),
  U('scwa', 'Sacramento County Water Agency', ['SCWA'], ['SACRAMENTO COUNTY WATER AGENCY', 'County of Sacramento Utilities'], ['@saccounty.gov'], 'PO Box 1804, Sacramento, CA 95812-1804', '##-#####-##', '6120', 'water'),
  U('eur', 'City of Roseville Environmental Utilities', [], ['ROSEVILLE ENVIRONMENTAL UTILITIES'], ['eu@roseville.ca.us'], 'PO Box 619136, Roseville, CA 95661-9136', 'EU-#######', '6120', 'water'),
  U('chwd', 'Citrus Heights Water District', ['CHWD'], ['CITRUS HEIGHTS WATER DISTRICT'], ['@chwd.org'], 'PO Box 286, Citrus Heights, CA 95611-0286', '#####', '6120', 'water'),
  U('sacsewer', 'Sacramento Area Sewer District', ['SacSewer', 'Regional San'], ['SACSEWER', 'Sacramento Area Sewer Dist'], ['@sacsewer.com'], 'PO Box 1804, Sacramento, CA 95812-1804', '###-#######', '6125', 'sewer'),
  U('pgeor', 'Portland General Electric', ['PGE', 'Portland General'], ['PORTLAND GENERAL ELECTRIC', 'PGE', 'Portland General Electric Co'], ['@portlandgeneral.com'], 'PO Box 4438, Portland, OR 97208-4438', '####-####-###', '6100', 'elec'),
  U('pacpower', 'Pacific Power', ['PacifiCorp'], ['PACIFIC POWER', 'Pacific Power (PacifiCorp)'], ['@pacificpower.net'], 'PO Box 26000, Portland, OR 97256-0001', '########-###-#', '6100', 'elec'),
  U('nwnatural', 'NW Natural', ['Northwest Natural Gas', 'NW Natural Gas Company'], ['NW NATURAL', 'Northwest Natural Gas Co'], ['@nwnatural.com'], 'PO Box 6017, Portland, OR 97228-6017', '#######-#', '6110', 'gas'),
  U('pwb', 'Portland Water Bureau', ['City of Portland Water/Sewer'], ['PORTLAND WATER BUREAU', 'City of Portland Water Bureau'], ['@portlandoregon.gov'], 'PO Box 4216, Portland, OR 97208-4216', '#######-###', '6120', 'water'),
  U('tvwd', 'Tualatin Valley Water District', ['TVWD'], ['TUALATIN VALLEY WATER DISTRICT', 'TVWD'], ['@tvwd.org'], 'PO Box 8996, Vancouver, WA 98668-8996', '#####-#####', '6120', 'water'),
  U('cws', 'Clean Water Services', [], ['CLEAN WATER SERVICES'], ['@cleanwaterservices.org'], '2550 SW Hillsboro Hwy, Hillsboro, OR 97123', 'CWS-######', '6125', 'sewer'),
  U('gresham', 'City of Gresham Utilities', [], ['CITY OF GRESHAM'], ['@greshamoregon.gov'], 'PO Box 2949, Portland, OR 97208-2949', '######-######', '6120', 'water'),
  U('hillsboro', 'City of Hillsboro Water', [], ['CITY OF HILLSBORO', 'Hillsboro Water Department'], ['@hillsboro-oregon.gov'], '150 E Main St, Hillsboro, OR 97123', '########', '6120', 'water'),
  U('lakeoswego', 'City of Lake Oswego Utility Billing', [], ['CITY OF LAKE OSWEGO'], ['@lakeoswego.city'], 'PO Box 369, Lake Oswego, OR 97034', '######-##', '6120', 'water'),
  U('tigard', 'City of Tigard Water', [], ['CITY OF TIGARD'], ['@tigard-or.gov'], '13125 SW Hall Blvd, Tigard, OR 97223', '#######-#', '6120', 'water'),
  U('scl', 'Seattle City Light', ['City Light', 'SCL'], ['SEATTLE CITY LIGHT', 'City of Seattle - City Light'], ['@seattle.gov'], 'PO Box 35178, Seattle, WA 98124-5178', '#######-###', '6100', 'elec'),
  U('spu', 'Seattle Public Utilities', ['SPU'], ['SEATTLE PUBLIC UTILITIES', 'City of Seattle - SPU'], ['spu.billing@seattle.gov'], 'PO Box 35177, Seattle, WA 98124-5177', '#######-####', '6120', 'water'),
  U('pse', 'Puget Sound Energy', ['PSE'], ['PUGET SOUND ENERGY', 'PSE', 'Puget Sound Energy Inc'], ['@pse.com'], 'PO Box 91269, Bellevue, WA 98009-9269', '###-###-###-#', '6100', 'elec'),
  U('psegas', 'Puget Sound Energy - Gas', ['PSE Natural Gas'], ['PUGET SOUND ENERGY', 'PSE'], ['gas@pse.com'], 'PO Box 91269, Bellevue, WA 98009-9269', '###-###-###-#', '6110', 'gas'),
  U('tpu', 'Tacoma Public Utilities', ['TPU', 'Tacoma Power'], ['TACOMA PUBLIC UTILITIES', 'Tacoma Power / Tacoma Water'], ['@cityoftacoma.org'], 'PO Box 11010, Tacoma, WA 98411-1010', '#########', '6105', 'elec'),
  U('snopud', 'Snohomish County PUD', ['SnoPUD', 'PUD No. 1 of Snohomish County'], ['SNOHOMISH COUNTY PUD', 'Snohomish PUD'], ['@snopud.com'], 'PO Box 1100, Everett, WA 98206-1100', '####-###-###', '6100', 'elec'),
  U('bellevue', 'City of Bellevue Utilities', [], ['CITY OF BELLEVUE'], ['@bellevuewa.gov'], 'PO Box 90012, Bellevue, WA 98009-9012', '######-######', '6120', 'water'),
  U('everett', 'City of Everett Utilities', [], ['CITY OF EVERETT'], ['@everettwa.gov'], 'PO Box 12130, Everett, WA 98206-2130', '#######-##', '6120', 'water'),
  U('kent', 'City of Kent Utility Billing', [], ['CITY OF KENT'], ['@kentwa.gov'], '220 4th Ave S, Kent, WA 98032', '######-#', '6120', 'water'),
  U('renton', 'City of Renton Utility Billing', [], ['CITY OF RENTON'], ['@rentonwa.gov'], '1055 S Grady Way, Renton, WA 98057', '#######-#', '6120', 'water'),
  U('redmond', 'City of Redmond Utilities', [], ['CITY OF REDMOND'], ['@redmond.gov'], 'PO Box 97010, Redmond, WA 98073-9710', '######-####', '6120', 'water'),
  U('athens', 'Athens Services', ['Athens Disposal'], ['ATHENS SERVICES', 'Athens Services Inc.'], ['@athensservices.com'], 'PO Box 60009, City of Industry, CA 91716-0009', '######-##', '6130', 'trash'),
  U('republic', 'Republic Services', ['Republic Services Inc', 'Allied Waste'], ['REPUBLIC SERVICES', 'Republic Services #902'], ['@republicservices.com'], 'PO Box 78829, Phoenix, AZ 85062-8829', '#-####-#######', '6130', 'trash'),
  U('wm', 'Waste Management', ['WM', 'WM Corporate Services'], ['WASTE MANAGEMENT', 'WM', 'Waste Management of California'], ['@wm.com'], 'PO Box 541065, Los Angeles, CA 90054-1065', '###-#######-####-#', '6130', 'trash'),
  U('edco', 'EDCO Disposal Corporation', ['EDCO'], ['EDCO', 'EDCO DISPOSAL CORP'], ['@edcodisposal.com'], 'PO Box 5488, Buena Park, CA 90622-5488', '##-######', '6130', 'trash'),
  U('recology', 'Recology', ['Recology Sunset Scavenger', 'Recology CleanScapes'], ['RECOLOGY', 'Recology Golden Gate'], ['@recology.com'], 'PO Box 60846, Los Angeles, CA 90060-0846', '#######-##', '6130', 'trash'),
  U('aci', 'Alameda County Industries', ['ACI'], ['ALAMEDA COUNTY INDUSTRIES'], ['@acigreen.com'], '610 Aladdin Ave, San Leandro, CA 94577', '#####', '6130', 'trash'),
  U('atlas', 'Atlas Disposal Industries', ['Atlas Disposal'], ['ATLAS DISPOSAL'], ['@atlasdisposal.com'], '3000 Power Inn Rd, Sacramento, CA 95826', '######', '6130', 'trash'),
  U('wconn', 'Waste Connections', ['Waste Connections of Oregon', 'Arrow Sanitary'], ['WASTE CONNECTIONS', 'Arrow Sanitary Service'], ['@wasteconnections.com'], 'PO Box 660177, Dallas, TX 75266-0177', '####-########', '6130', 'trash'),
];

export interface CityDef { city: string; state: string; zips: string[]; region: number; elec: string; gas: string; water: string; sewer: string | null; trash: string[]; alt?: string }

const C = (region: number, city: string, state: string, zips: string, elec: string, gas: string, water: string, sewer: string | null, trash: string, alt?: string): CityDef =>
  ({ region, city, state, zips: zips.split(' '), elec, gas, water, sewer, trash: trash.split(' '), ...(alt ? { alt } : {}) });

/** Regions: 0 LA, 1 San Diego, 2 Bay Area, 3 Sacramento, 4 Portland, 5 Seattle. alt = a city name USPS also accepts for the zip. */
export const CITIES: CityDef[] = [
  C(0, 'Los Angeles', 'CA', '90004 90019 90026 90027 90034 90036 90042 90064 90066 90067', 'ladwp', 'socalgas', 'ladwp', null, 'athens republic wm', 'LA'),
  C(0, 'Van Nuys', 'CA', '91401 91405 91406 91411', 'ladwp', 'socalgas', 'ladwp', null, 'athens republic', 'Los Angeles'),
  C(0, 'North Hollywood', 'CA', '91601 91602 91605 91606', 'ladwp', 'socalgas', 'ladwp', null, 'athens wm', 'Los Angeles'),
  C(0, 'Santa Monica', 'CA', '90401 90403 90404 90405', 'sce', 'socalgas', 'smwater', null, 'athens'),
  C(0, 'Pasadena', 'CA', '91101 91103 91104 91106 91107', 'pwp', 'socalgas', 'pwp', null, 'athens republic'),
  C(0, 'Glendale', 'CA', '91201 91202 91204 91205 91206', 'gwp', 'socalgas', 'gwp', null, 'athens'),
  C(0, 'Burbank', 'CA', '91501 91502 91505 91506', 'bwp', 'socalgas', 'bwp', null, 'republic'),
  C(0, 'Long Beach', 'CA', '90802 90803 90804 90805 90813 90814', 'sce', 'lbu', 'lbu', null, 'edco republic'),
  C(0, 'Torrance', 'CA', '90501 90503 90504 90505', 'sce', 'socalgas', 'calwater', null, 'wm'),
  C(0, 'Culver City', 'CA', '90230 90232', 'sce', 'socalgas', 'gswater', null, 'athens'),
  C(1, 'San Diego', 'CA', '92101 92103 92104 92105 92107 92109 92110 92115 92116 92117', 'sdge', 'sdge', 'sdpu', null, 'edco republic wm'),
  C(1, 'Chula Vista', 'CA', '91910 91911 91913', 'sdge', 'sdge', 'sweetwater', null, 'republic'),
  C(1, 'La Mesa', 'CA', '91941 91942', 'sdge', 'sdge', 'helix', null, 'edco'),
  C(1, 'El Cajon', 'CA', '92019 92020 92021', 'sdge', 'sdge', 'helix', null, 'wm'),
  C(1, 'Escondido', 'CA', '92025 92026 92027', 'sdge', 'sdge', 'escwater', null, 'edco'),
  C(1, 'Oceanside', 'CA', '92054 92056 92057', 'sdge', 'sdge', 'ocnwater', null, 'wm'),
  C(1, 'Encinitas', 'CA', '92024', 'sdge', 'sdge', 'sdwd', null, 'edco'),
  C(2, 'San Francisco', 'CA', '94103 94110 94114 94115 94117 94118 94121 94122', 'pge', 'pgegas', 'sfpuc', null, 'recology', 'SF'),
  C(2, 'Oakland', 'CA', '94602 94606 94609 94610 94611 94612', 'pge', 'pgegas', 'ebmud', null, 'wm'),
  C(2, 'Berkeley', 'CA', '94702 94703 94704 94705', 'pge', 'pgegas', 'ebmud', null, 'aci'),
  C(2, 'San Jose', 'CA', '95112 95116 95125 95126 95128', 'pge', 'pgegas', 'sjwater', null, 'republic recology'),
  C(2, 'Fremont', 'CA', '94536 94538 94555', 'pge', 'pgegas', 'acwd', 'usd', 'republic'),
  C(2, 'Hayward', 'CA', '94541 94542 94544', 'pge', 'pgegas', 'hayward', 'oroloma', 'wm'),
  C(2, 'Walnut Creek', 'CA', '94595 94596 94597', 'pge', 'pgegas', 'ebmud', 'centralsan', 'republic'),
  C(2, 'Daly City', 'CA', '94014 94015', 'pge', 'pgegas', 'dalycity', null, 'recology'),
  C(2, 'Santa Clara', 'CA', '95050 95051', 'svp', 'pgegas', 'svp', null, 'recology'),
  C(3, 'Sacramento', 'CA', '95811 95814 95816 95817 95818 95819 95820 95822 95825', 'smud', 'pgegas', 'sacutil', 'sacsewer', 'republic atlas wm'),
  C(3, 'Elk Grove', 'CA', '95624 95757 95758', 'smud', 'pgegas', 'scwa', 'sacsewer', 'republic'),
  C(3, 'Roseville', 'CA', '95661 95678', 'rosevilleelec', 'pgegas', 'eur', null, 'republic'),
  C(3, 'Citrus Heights', 'CA', '95610 95621', 'smud', 'pgegas', 'chwd', 'sacsewer', 'republic'),
  C(3, 'Rancho Cordova', 'CA', '95670 95742', 'smud', 'pgegas', 'scwa', 'sacsewer', 'atlas'),
  C(4, 'Portland', 'OR', '97202 97206 97209 97211 97212 97214 97215 97217 97219 97232', 'pgeor', 'nwnatural', 'pwb', null, 'wm wconn republic'),
  C(4, 'Beaverton', 'OR', '97005 97006 97008', 'pgeor', 'nwnatural', 'tvwd', 'cws', 'wm'),
  C(4, 'Gresham', 'OR', '97030 97080', 'pgeor', 'nwnatural', 'gresham', null, 'wconn'),
  C(4, 'Hillsboro', 'OR', '97123 97124', 'pgeor', 'nwnatural', 'hillsboro', 'cws', 'republic'),
  C(4, 'Lake Oswego', 'OR', '97034 97035', 'pgeor', 'nwnatural', 'lakeoswego', null, 'republic'),
  C(4, 'Tigard', 'OR', '97223 97224', 'pacpower', 'nwnatural', 'tigard', 'cws', 'wconn'),
  C(5, 'Seattle', 'WA', '98103 98105 98107 98109 98112 98115 98118 98122 98125 98126', 'scl', 'psegas', 'spu', null, 'recology wm'),
  C(5, 'Bellevue', 'WA', '98004 98006 98007 98008', 'pse', 'psegas', 'bellevue', null, 'republic'),
  C(5, 'Tacoma', 'WA', '98402 98403 98405 98406', 'tpu', 'psegas', 'tpu', null, 'wm'),
  C(5, 'Everett', 'WA', '98201 98203 98204', 'snopud', 'psegas', 'everett', null, 'wm'),
  C(5, 'Kent', 'WA', '98030 98031 98032', 'pse', 'psegas', 'kent', null, 'republic'),
  C(5, 'Renton', 'WA', '98055 98056 98057', 'pse', 'psegas', 'renton', null, 'republic'),
  C(5, 'Redmond', 'WA', '98052 98053', 'pse', 'psegas', 'redmond', null, 'wm'),
];

export const REGION_WEIGHTS = [0.35, 0.15, 0.2, 0.1, 0.1, 0.1];

export const STREETS: string[][] = [
  ['Wilshire Blvd', 'Sunset Blvd', 'Ave of the Stars', 'N Alexandria Ave', 'S Hobart Blvd', 'Venice Blvd', 'W Pico Blvd', 'Lincoln Blvd', 'E Colorado Blvd', 'E Walnut St', 'N Kenmore Ave', 'S Bronson Ave', 'Fountain Ave', 'S La Brea Ave', 'N La Cienega Blvd', 'El Centro Ave', 'Los Feliz Blvd', 'Camino Palmero', 'Vineland Ave', 'Lankershim Blvd', 'Sepulveda Blvd', 'S Cochran Ave', 'N Rossmore Ave', 'S Hauser Blvd', 'Ocean Park Blvd', 'Pacific Coast Hwy', 'E Ocean Blvd', 'Atlantic Ave', 'Cherry Ave', 'W Glenoaks Blvd', 'N Louise St', 'Verdugo Rd', 'Calle Mayor', 'Avenida de la Estrella', 'La Tijera Blvd', 'Sawtelle Blvd', 'Kelton Ave', 'Mariposa Ave', 'Hillhurst Ave', 'Tujunga Ave'],
  ['Calle Cristobal', 'Camino del Rio S', 'Avenida de la Playa', 'El Cajon Blvd', 'University Ave', 'Adams Ave', 'Garnet Ave', 'Mission Blvd', 'Camino de la Reina', 'Via Capri', 'Paseo del Mar', 'Calle Primera', 'Avenida Encinas', 'La Jolla Blvd', 'Genesee Ave', 'Clairemont Dr', 'Grape St', 'Kettner Blvd', '30th St', 'Park Blvd', 'Third Ave', 'Euclid Ave', 'Rancho Santa Fe Rd', 'S Coast Hwy 101', 'Mission Ave', 'El Norte Pkwy', 'Fletcher Pkwy', 'Jamacha Rd', 'La Mesa Blvd', 'Calle Joven', 'Camino Real'],
  ['Mission St', 'Valencia St', 'Geary Blvd', 'Telegraph Ave', 'Shattuck Ave', 'San Pablo Ave', 'MacArthur Blvd', 'International Blvd', 'El Camino Real', 'Alum Rock Ave', 'The Alameda', 'E Santa Clara St', 'Mowry Ave', 'Fremont Blvd', 'Ygnacio Valley Rd', 'Geneva Ave', 'Lakeshore Ave', 'Grand Ave', 'Alcatraz Ave', 'Divisadero St', 'Taraval St', 'Irving St', 'Noriega St', 'Stevens Creek Blvd', 'Saratoga Ave', 'Winchester Blvd', 'Homestead Rd', 'A St', 'Foothill Blvd', 'Camino Diablo'],
  ['J St', 'K St', 'Folsom Blvd', 'Stockton Blvd', 'Franklin Blvd', 'Fair Oaks Blvd', 'Arden Way', 'Watt Ave', 'Auburn Blvd', 'Sunrise Blvd', 'Elk Grove Blvd', 'Laguna Blvd', 'Douglas Blvd', 'Vernon St', 'Zinfandel Dr', 'Florin Rd', 'Freeport Blvd', 'Alhambra Blvd', 'Capitol Ave', 'Riverside Blvd', 'El Camino Ave', 'Marconi Ave', 'Howe Ave', 'La Riviera Dr'],
  ['SE Hawthorne Blvd', 'SE Division St', 'NE Alberta St', 'N Williams Ave', 'SW Barbur Blvd', 'NW 23rd Ave', 'SE Belmont St', 'NE Sandy Blvd', 'N Lombard St', 'SE Foster Rd', 'NE Glisan St', 'SW Canyon Rd', 'SW Hall Blvd', 'SE Stark St', 'SW Pacific Hwy', 'SW Allen Blvd', 'NE Cornell Rd', 'SE Powell Blvd', 'N Interstate Ave', 'SW Boones Ferry Rd', 'NE Halsey St', 'SE Woodstock Blvd', 'NE Fremont St', 'SE Clinton St'],
  ['NE 45th St', 'Aurora Ave N', '15th Ave NE', 'Rainier Ave S', 'California Ave SW', 'Greenwood Ave N', 'Eastlake Ave E', 'E Pike St', 'E Pine St', 'Bellevue Way NE', 'S 312th St', 'Pacific Ave', 'Evergreen Way', 'Colby Ave', 'Benson Rd S', 'Sunset Blvd NE', 'Redmond Way', 'NE 85th St', 'Lake City Way NE', 'Roosevelt Way NE', 'Delridge Way SW', 'MLK Jr Way S', 'Fauntleroy Way SW', 'N 130th St', 'Yesler Way'],
];

export const OFFICES = [
  'Pacific Crest Residential, 3055 Wilshire Blvd Ste 900, Los Angeles, CA 90010',
  'Pacific Crest Residential, 2365 Northside Dr Ste 250, San Diego, CA 92108',
  'Pacific Crest Residential, 1999 Harrison St Ste 1800, Oakland, CA 94612',
  'Pacific Crest Residential, 2150 River Plaza Dr Ste 150, Sacramento, CA 95833',
  'Pacific Crest Residential, 111 SW Columbia St Ste 700, Portland, OR 97201',
  'Pacific Crest Residential, 1501 4th Ave Ste 1100, Seattle, WA 98101',
];

export const GL_ACCOUNTS: [string, string][] = [
  ['6100', 'Electricity'], ['6105', 'Electric & Water - Municipal'], ['6110', 'Gas'], ['6120', 'Water'], ['6125', 'Sewer'], ['6130', 'Trash & Recycling'],
  ['6140', 'Utilities - Vacant Units'], ['6200', 'Landscaping'], ['6205', 'Tree Service'], ['6210', 'Plumbing Repairs'], ['6220', 'Pest Control'], ['6230', 'Pool & Spa'],
  ['6240', 'HVAC Repairs'], ['6250', 'Electrical Repairs'], ['6260', 'Roofing & Gutters'], ['6270', 'Painting'], ['6280', 'Janitorial & Cleaning'], ['6290', 'Turnover / Make Ready'],
  ['6295', 'Flooring & Carpet'], ['6300', 'Appliance Repair'], ['6310', 'Locks & Keys'], ['6320', 'Elevator Maintenance'], ['6330', 'Fire & Life Safety'], ['6350', 'General Repairs & Maintenance'],
  ['6360', 'Gate & Garage Doors'], ['6370', 'Laundry Equipment'], ['6400', 'Legal - Evictions'], ['6410', 'Accounting & Tax'], ['6500', 'Insurance'], ['6600', 'HOA Dues'],
  ['6700', 'Telephone & Internet'], ['6800', 'Security & Patrol'], ['6900', 'Capital Improvements'], ['1450', 'Tenant Chargebacks'],
];

/** Trades: [key, GL, word forms for names, alternative GLs a bookkeeper recodes to, line items, unit-level share]. */
export interface Trade { key: string; gl: string; words: string[]; alt: string[]; items: string[]; unitShare: number; acct: boolean; weight: number }
const T = (key: string, gl: string, words: string, alt: string, items: string[], unitShare: number, acct: boolean, weight: number): Trade =>
  ({ key, gl, words: words.split('|'), alt: alt.split(' '), items, unitShare, acct, weight });

export const TRADES: Trade[] = [
  T('plumbing', '6210', 'Plumbing|Plumbing & Rooter|Rooter & Drain|Plumbing Inc', '6350 6290', ['Cleared kitchen sink drain line', 'Replaced wax ring and reset toilet', 'Replaced 50 gal water heater', 'Hydro-jet main sewer line', 'Repaired leak under bathroom vanity', 'Replaced shower valve cartridge', 'Camera inspection of lateral'], 0.7, false, 14),
  T('landscape', '6200', 'Landscaping|Landscape Maintenance|Gardening Service|Landscape & Irrigation', '6350', ['Monthly landscape maintenance', 'Irrigation repair - replaced valve', 'Seasonal color install', 'Hedge trimming and cleanup', 'Drip line repair'], 0.03, true, 12),
  T('tree', '6205', 'Tree Service|Tree Care|Arborists', '6200', ['Palm tree trimming', 'Remove dead limb over carport', 'Crown thinning - oak'], 0, false, 2),
  T('pest', '6220', 'Pest Control|Termite & Pest|Exterminators', '6350', ['Monthly pest service - exterior', 'Bed bug treatment', 'Cockroach treatment kitchen', 'Rodent exclusion', 'Termite inspection'], 0.45, true, 9),
  T('pool', '6230', 'Pool Service|Pool & Spa|Pool Care', '6350', ['Weekly pool service', 'Replaced pool pump motor', 'Acid wash and refill', 'Spa heater repair'], 0, true, 5),
  T('hvac', '6240', 'Heating & Air|HVAC|Air Conditioning|Mechanical', '6350 6900', ['Service call - no heat', 'Replaced capacitor on condenser', 'Wall heater repair', 'Mini split install', 'Furnace inspection'], 0.7, false, 7),
  T('electric', '6250', 'Electric|Electrical Contractors|Electric Co', '6350', ['Replaced GFCI outlet', 'Troubleshoot tripping breaker', 'Replaced parking lot light fixture', 'Panel upgrade'], 0.5, false, 6),
  T('roofing', '6260', 'Roofing|Roofing & Gutters|Roof Repair', '6900 6350', ['Roof leak repair over unit', 'Gutter cleaning', 'Replaced flashing at chimney'], 0.1, false, 3),
  T('painting', '6270', 'Painting|Painting & Drywall|Painters', '6290', ['Interior paint - 2 bed 1 bath', 'Patch and paint ceiling', 'Exterior trim paint'], 0.75, false, 6),
  T('cleaning', '6280', 'Cleaning Services|Janitorial|Maid Service|Carpet & Cleaning', '6290', ['Move-out clean', 'Common area janitorial - monthly', 'Window cleaning'], 0.55, false, 7),
  T('flooring', '6295', 'Flooring|Carpet & Vinyl|Floor Covering', '6290 6900', ['Install LVP flooring', 'Carpet replacement - bedrooms', 'Carpet cleaning'], 0.9, false, 4),
  T('appliance', '6300', 'Appliance Repair|Appliance Service|Appliances', '6350', ['Refrigerator repair - replaced fan motor', 'Dishwasher not draining', 'Stove igniter replacement', 'New range delivered and installed'], 0.95, false, 5),
  T('lock', '6310', 'Lock & Key|Locksmith|Lock & Safe', '6350 1450', ['Rekey front door', 'Lockout service', 'Replace mailbox lock'], 0.8, false, 4),
  T('elevator', '6320', 'Elevator|Elevator Co|Elevator Services', '6350', ['Monthly elevator maintenance', 'Elevator entrapment call'], 0, true, 1),
  T('fire', '6330', 'Fire Protection|Fire & Safety|Fire Extinguisher Service', '6350', ['Annual fire extinguisher inspection', 'Fire alarm monitoring', 'Backflow test'], 0, true, 2),
  T('handyman', '6350', 'Handyman|Handyman Services|Maintenance|Property Services', '6290 6210', ['Replaced blinds', 'Repaired closet door', 'Misc repairs per work order', 'Installed smoke detectors'], 0.7, false, 9),
  T('gate', '6360', 'Gate & Door|Overhead Door|Garage Doors', '6350', ['Repaired garage gate operator', 'Replaced gate closer'], 0, false, 2),
  T('laundry', '6370', 'Laundry|Laundry Systems', '6350', ['Washer repair - laundry room'], 0, true, 1),
  T('legal', '6400', 'Law Group|Law Offices|Legal', '6410', ['Unlawful detainer filing', '3-day notice service', 'Court appearance'], 0.9, false, 2),
  T('security', '6800', 'Security|Patrol Services|Protective Services', '6350', ['Nightly patrol service', 'Alarm response'], 0, true, 2),
  T('telecom', '6700', 'Communications|Telecom|Networks', '6350', ['Business internet - leasing office', 'Elevator phone line'], 0, true, 1),
];

export const SURNAMES = 'Nguyen Garcia Martinez Hernandez Lopez Gonzalez Rodriguez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Chavez Ramos Ruiz Alvarez Mendoza Castillo Jimenez Moreno Romero Herrera Medina Aguilar Vargas Castro Guzman Fernandez Munoz Salazar Delgado Pena Rios Vasquez Contreras Sandoval Estrada Figueroa Lee Kim Park Chen Wong Tran Le Pham Huynh Yamamoto Tanaka Singh Patel Kaur Smith Johnson Williams Brown Jones Miller Davis Wilson Anderson Thomas Taylor Moore Jackson Martin Thompson White Harris Clark Lewis Robinson Walker Young Allen King Wright Scott Hill Green Adams Baker Nelson Carter Mitchell Roberts Turner Phillips Campbell Parker Evans Edwards Collins Stewart Morris Murphy Cook Rogers Morgan Peterson Cooper Reed Bailey Bell Kelly Howard Ward Cox Richardson Wood Watson Brooks Bennett Gray James Hughes Price Sanders Myers Long Ross Foster Olsen Larsen Nakamura Sato Ito Kowalski Novak Petrov Ivanov Haddad Khoury Mahmoud Ali Okafor Mensah Silva Santos Oliveira Costa Pereira'.split(' ');
export const FIRSTS = 'Jose Juan Luis Carlos Miguel Jorge Pedro Raul Oscar Victor Hector David Michael John Robert James Daniel Kevin Brian Steve Tuan Minh Hung Jin Sung Wei Ravi Arjun Maria Ana Rosa Linda Karen Lisa Jennifer Mei Hoa Sarah Erik Lars Tomas Ahmed Omar Kwame'.split(' ');
export const PLACES = 'Golden State|Pacific|Coastal|Bay Area|SoCal|Cascade|Evergreen|Sierra|Summit|Westside|Harbor|Mission|Sunset|Redwood|Valley|Delta|Capitol|Rose City|Emerald City|Puget Sound|Rainier|Olympic|Columbia|Willamette|Cabrillo|Presidio|Del Mar|La Jolla|Palomar|Diablo|Tamalpais|Shasta|Tahoe|Mt Hood|Cornerstone|Keystone|Allstar|Precision|Reliable|Premier|A-1|Ace|Apex|Elite|Pro|Express|Quality|Affordable|All Pro|Blue Wave|Green Leaf|Bright Star|True Blue|Iron Horse|Silver Oak|Twin Pines|Coast to Coast|Beach Cities|South Bay|East Bay|North Bay|Inland|Foothill|Canyon|Mesa|Vista|Crown|Liberty|Patriot|Eagle|Falcon|Sequoia|Manzanita|Jacaranda|Bougainvillea|Orca|Salmon Bay|Ballard|Fremont|Alki|Pearl District|Hawthorne|Sellwood|Laurelhurst|Midtown|Land Park|Arden|Natomas|Mission Valley|North Park|Point Loma|Silver Lake|Echo Park|Los Feliz|Highland Park|Eagle Rock|Valley Village|Studio City'.split('|');
export const NAME_A = 'Casa|Villa|Vista|Palm|Jacaranda|Sycamore|Oak|Cedar|Magnolia|Olive|Laurel|Willow|Rose|Camellia|Bay|Harbor|Ocean|Sea|Sun|Canyon|Mesa|Mission|Rancho|Del Rey|Monte|Alta|Bella|Sierra|Cascade|Rainier|Evergreen|Fir|Alder|Madrona|Hawthorne|Ivy|Park|Lake|River|Garden|Hillcrest|Crestview|Westwood|Fairway|Mariposa|Encanto|Paloma|Serrano|Linda|Marina|Coral|Cypress|Redwood|Aspen|Juniper|Pinecrest|Birch|Maple|Orchard|Heritage|Plaza|Pacific|Sunset|Golden|Amber|Silver|Emerald|Brookside|Meadow|Tamarind|Citrus|Lemon|Avocado|Manzanita|Sage|Agave|Yucca|Poppy'.split('|');
export const NAME_B = 'Gardens|Court|Terrace|Villas|Pointe|Place|Commons|Heights|View|Square|Manor|Flats|Lofts|Arms|House|Landing|Grove|Crossing|Ridge|Park|Row|Walk|Oaks|Palms|Shores|Knolls|Glen|Vista|Station|Yard'.split('|');
export const PLATFORMS = [
  ['no-reply@bill.com', 'This invoice was delivered via BILL on behalf of'],
  ['invoicing@melio.com', 'Sent with Melio on behalf of'],
  ['quickbooks@notification.intuit.com', 'Invoice from'],
  ['notifications@paymentus.com', 'Paymentus e-bill notification for'],
  ['invoice@squareup.com', 'Square invoice from'],
  ['no-reply@avidxchange.com', 'AvidXchange delivery for'],
];
