/** Named vendors: utilities by service territory, tax collectors, carriers, national service firms. */
import { type MetroKey } from './geo';
import { type Cat } from './gl';

export interface Named {
  name: string;
  aliases: readonly string[];
  cat: Cat;
  /** Cities served (utilities, tax collectors), or metros for everyone else. */
  cities?: readonly string[];
  metros?: readonly MetroKey[];
  domain: string | null;
  /** Account format: '#' a digit, anything else literal. */
  acct: string;
  remit: string;
  /** Share of covered properties the client has an account with this vendor for. */
  cover: number;
  /** Share of units with their own account (vacant-unit and house meters). */
  unitCover?: number;
}

const ALL: readonly MetroKey[] = ['SEA', 'TAC', 'SPK', 'PDX', 'EUG', 'SFB', 'LA', 'SD', 'NYC', 'NJ'];
const NYC5 = ['New York', 'Brooklyn', 'Forest Hills', 'Jackson Heights', 'Astoria', 'Flushing', 'Rego Park', 'Kew Gardens', 'Bronx', 'Staten Island'];
const BAY_PGE = ['San Francisco', 'Oakland', 'Berkeley', 'San Jose', 'Sausalito'];
const SDC = ['San Diego', 'La Jolla', 'Chula Vista', 'Escondido'];
const LAC = ['Los Angeles', 'Santa Monica', 'Long Beach', 'Pasadena', 'Marina del Rey'];

type Row = [name: string, aliases: string[], cat: Cat, where: readonly string[], domain: string | null, acct: string, remit: string, cover: number, unitCover?: number];

const U: Row[] = [
  ['Seattle City Light', ['City Light', 'SCL', 'City of Seattle - City Light'], 'electric', ['Seattle'], 'seattle.gov', '#######-###', 'PO Box 35178, Seattle, WA 98124-5178', 0.85, 0.1],
  ['Seattle Public Utilities', ['SPU', 'City of Seattle Utilities'], 'water', ['Seattle'], 'seattle.gov', '#######-######', 'PO Box 35177, Seattle, WA 98124-5177', 0.8],
  ['Puget Sound Energy', ['PSE', 'Puget Sound Energy Inc'], 'gas', ['Seattle', 'Tacoma'], 'pse.com', '############', 'PO Box 91269, Bellevue, WA 98009-9269', 0.6, 0.05],
  ['Tacoma Public Utilities', ['Tacoma Power', 'TPU', 'Tacoma Water'], 'electric', ['Tacoma'], 'mytpu.org', '#######', 'PO Box 11010, Tacoma, WA 98411-1010', 0.85, 0.08],
  ['City of Tacoma Environmental Services', ['Tacoma Environmental Services', 'City of Tacoma Solid Waste'], 'sewer', ['Tacoma'], 'cityoftacoma.org', '######-####', '326 E D St, Tacoma, WA 98421', 0.7],
  ['Avista Utilities', ['Avista Corp', 'Avista'], 'electric', ['Spokane'], 'avistacorp.com', '##########', 'PO Box 1078, Spokane, WA 99210-1078', 0.85, 0.08],
  ['City of Spokane Utility Billing', ['City of Spokane Utilities', 'Spokane Utility Billing'], 'water', ['Spokane'], 'spokanecity.org', '########', 'PO Box 1870, Spokane, WA 99210-1870', 0.8],
  ['Portland General Electric', ['PGE', 'Portland General Electric Co'], 'electric', ['Portland'], 'portlandgeneral.com', '##########', 'PO Box 4438, Portland, OR 97208-4438', 0.85, 0.1],
  ['NW Natural', ['Northwest Natural Gas Company', 'NW Natural Gas', 'NWN'], 'gas', ['Portland', 'Eugene', 'Springfield'], 'nwnatural.com', '#######-#', 'PO Box 6017, Portland, OR 97228-6017', 0.6, 0.05],
  ['Portland Water Bureau', ['City of Portland Water Bureau', 'PWB', 'Portland Water & Sewer'], 'water', ['Portland'], 'portland.gov', '######-###', 'PO Box 4216, Portland, OR 97208-4216', 0.8],
  ['Eugene Water & Electric Board', ['EWEB', 'Eugene Water and Electric'], 'electric', ['Eugene'], 'eweb.org', '######-###', 'PO Box 10148, Eugene, OR 97440-2148', 0.85, 0.08],
  ['Springfield Utility Board', ['SUB', 'Springfield Utility Brd'], 'electric', ['Springfield'], 'subutil.com', '#####-#####', 'PO Box 300, Springfield, OR 97477-0077', 0.85],
  ['Pacific Gas and Electric Company', ['PG&E', 'Pacific Gas & Electric', 'PGandE'], 'electric', [...BAY_PGE, 'Alameda'], 'pge.com', '##########-#', 'PO Box 997300, Sacramento, CA 95899-7300', 0.9, 0.12],
  ['Alameda Municipal Power', ['AMP', 'City of Alameda Power'], 'electric', ['Alameda'], 'alamedamp.com', '######', '2000 Grand St, Alameda, CA 94501', 0.85],
  ['San Francisco Public Utilities Commission', ['SFPUC', 'SF Water Power Sewer', 'SF Public Utilities'], 'water', ['San Francisco'], 'sfwater.org', '#######', 'PO Box 7369, San Francisco, CA 94120-7369', 0.85],
  ['East Bay Municipal Utility District', ['EBMUD', 'East Bay MUD'], 'water', ['Oakland', 'Berkeley', 'Alameda'], 'ebmud.com', '##########', 'PO Box 1000, Oakland, CA 94649-0001', 0.85],
  ['San Jose Water', ['San Jose Water Company', 'SJW'], 'water', ['San Jose'], 'sjwater.com', '########-#', 'PO Box 229, San Jose, CA 95103-0229', 0.8],
  ['Marin Water', ['Marin Municipal Water District', 'MMWD'], 'water', ['Sausalito'], 'marinwater.org', '######-###', '220 Nellen Ave, Corte Madera, CA 94925', 0.85],
  ['Recology San Francisco', ['Recology', 'Recology Sunset Scavenger', 'Recology Golden Gate'], 'waste', ['San Francisco'], 'recology.com', '######-##', 'PO Box 60846, Los Angeles, CA 90060-0846', 0.75],
  ['Los Angeles Department of Water and Power', ['LADWP', 'LA DWP', 'Dept of Water & Power'], 'electric', ['Los Angeles'], 'ladwp.com', '###-###-####', 'PO Box 30808, Los Angeles, CA 90030-0808', 0.9, 0.12],
  ['Southern California Edison', ['SCE', 'SoCal Edison', 'Edison'], 'electric', ['Santa Monica', 'Long Beach', 'Marina del Rey'], 'sce.com', '#-###-###-####', 'PO Box 300, Rosemead, CA 91772-0001', 0.9, 0.1],
  ['Southern California Gas Company', ['SoCalGas', 'The Gas Company', 'SoCal Gas'], 'gas', ['Los Angeles', 'Santa Monica', 'Pasadena', 'Marina del Rey'], 'socalgas.com', '### ### #### #', 'PO Box C, Monterey Park, CA 91756-5111', 0.55, 0.04],
  ['City of Santa Monica Water Resources', ['Santa Monica Utilities', 'City of Santa Monica'], 'water', ['Santa Monica'], 'smgov.net', '#######-##', 'PO Box 30210, Los Angeles, CA 90030-0210', 0.8],
  ['Long Beach Utilities', ['Long Beach Water', 'LB Utilities', 'City of Long Beach Utilities'], 'water', ['Long Beach'], 'lbutilities.org', '#########', 'PO Box 630, Long Beach, CA 90842-0001', 0.85],
  ['Pasadena Water and Power', ['PWP', 'City of Pasadena Water & Power'], 'electric', ['Pasadena'], 'cityofpasadena.net', '########', 'PO Box 7120, Pasadena, CA 91109-7220', 0.9],
  ['Golden State Water Company', ['Golden State Water', 'GSWC'], 'water', ['Marina del Rey'], 'gswater.com', '###-#####-#', 'PO Box 9016, San Dimas, CA 91773-9016', 0.85],
  ['San Diego Gas & Electric', ['SDG&E', 'SDGE', 'San Diego Gas and Electric'], 'electric', SDC, 'sdge.com', '#### #### ####', 'PO Box 25111, Santa Ana, CA 92799-5111', 0.9, 0.1],
  ['City of San Diego Public Utilities', ['San Diego Water', 'City of SD Water & Sewer'], 'water', ['San Diego', 'La Jolla'], 'sandiego.gov', '###########', 'PO Box 129020, San Diego, CA 92112-9020', 0.85],
  ['Sweetwater Authority', ['Sweetwater Water'], 'water', ['Chula Vista'], 'sweetwater.org', '######-###', 'PO Box 2328, Chula Vista, CA 91912-2328', 0.85],
  ['City of Escondido Utilities', ['Escondido Water', 'City of Escondido'], 'water', ['Escondido'], 'escondido.org', '#######', '201 N Broadway, Escondido, CA 92025', 0.85],
  ['Consolidated Edison Company of New York', ['Con Edison', 'ConEd', 'Con Ed', 'CONED'], 'electric', NYC5, 'coned.com', '##-####-####-####-#', 'JAF Station, PO Box 1702, New York, NY 10116-1702', 0.9, 0.15],
  ['National Grid', ['National Grid NY', 'KeySpan Energy Delivery', 'Brooklyn Union Gas'], 'gas', ['Brooklyn', 'Staten Island', 'Forest Hills', 'Rego Park', 'Kew Gardens'], 'nationalgridus.com', '#####-#####', 'PO Box 11741, Newark, NJ 07101-4741', 0.75, 0.05],
  ['NYC Water Board', ['NYC DEP', 'NYC Department of Environmental Protection', 'New York City Water Board'], 'water', NYC5, 'nyc.gov', '##########', 'PO Box 11863, Newark, NJ 07101-8163', 0.9],
  ['PSE&G', ['Public Service Electric and Gas', 'PSEG', 'Public Service Electric & Gas Co'], 'electric', ['Jersey City', 'Hoboken', 'Newark'], 'pseg.com', '## ### ### ##', 'PO Box 14444, New Brunswick, NJ 08906-4444', 0.9, 0.12],
  ['Jersey City Municipal Utilities Authority', ['JCMUA', 'Jersey City MUA'], 'water', ['Jersey City'], 'jcmua.com', '######-#####', 'PO Box 1257, Jersey City, NJ 07301-1257', 0.85],
  ['Veolia Water New Jersey', ['Veolia', 'SUEZ Water New Jersey', 'Suez'], 'water', ['Hoboken'], 'mywater.veolia.us', '##########', 'PO Box 371804, Pittsburgh, PA 15250-7804', 0.85],
  ['Newark Department of Water & Sewer Utilities', ['Newark Water & Sewer', 'City of Newark DWSU'], 'water', ['Newark'], 'newarknj.gov', '#######-###', '920 Broad St, Newark, NJ 07102', 0.85],
  ['King County Treasury', ['King County Treasury Operations', 'King County Property Tax'], 'tax', ['Seattle'], 'kingcounty.gov', '##########', 'PO Box 35640, Seattle, WA 98124-5640', 1],
  ['Pierce County Finance', ['Pierce County Assessor-Treasurer', 'Pierce County Treasurer'], 'tax', ['Tacoma'], 'piercecountywa.gov', '##########', 'PO Box 11621, Tacoma, WA 98411-6621', 1],
  ['Spokane County Treasurer', ['Spokane County Treasurer Office'], 'tax', ['Spokane'], 'spokanecounty.org', '#####.####', 'PO Box 199, Spokane, WA 99210-0199', 1],
  ['Multnomah County Tax Collector', ['Multnomah County DART', 'Multnomah County Assessment & Taxation'], 'tax', ['Portland'], 'multco.us', 'R######', 'PO Box 2716, Portland, OR 97208-2716', 1],
  ['Lane County Tax Collector', ['Lane County Assessment & Taxation'], 'tax', ['Eugene', 'Springfield'], 'lanecounty.org', '#######', '125 E 8th Ave, Eugene, OR 97401', 1],
  ['San Francisco Treasurer & Tax Collector', ['SF Tax Collector', 'City & County of San Francisco'], 'tax', ['San Francisco'], 'sftreasurer.org', '####-###', 'PO Box 7426, San Francisco, CA 94120-7426', 1],
  ['Alameda County Treasurer-Tax Collector', ['Alameda County Tax Collector'], 'tax', ['Oakland', 'Berkeley', 'Alameda'], 'acgov.org', '###-####-###-##', '1221 Oak St, Oakland, CA 94612', 1],
  ['Santa Clara County Tax Collector', ['County of Santa Clara DTAC'], 'tax', ['San Jose'], 'sccgov.org', '###-##-###', 'PO Box 60534, City of Industry, CA 91716-0534', 1],
  ['Marin County Tax Collector', ['County of Marin'], 'tax', ['Sausalito'], 'marincounty.org', '###-###-##', 'PO Box 4220, San Rafael, CA 94913-4220', 1],
  ['Los Angeles County Treasurer and Tax Collector', ['LA County TTC', 'County of Los Angeles Tax Collector'], 'tax', LAC, 'ttc.lacounty.gov', '####-###-###', 'PO Box 54018, Los Angeles, CA 90054-0018', 1],
  ['San Diego County Treasurer-Tax Collector', ['SD County Tax Collector', 'County of San Diego TTC'], 'tax', SDC, 'sdttc.com', '###-###-##-##', 'PO Box 129009, San Diego, CA 92112-9009', 1],
  ['NYC Department of Finance', ['NYC DOF', 'New York City Dept of Finance'], 'tax', NYC5, 'nyc.gov', '#-#####-####', 'PO Box 680, Newark, NJ 07101-0680', 1],
  ['City of Jersey City Tax Collector', ['Jersey City Tax Office'], 'tax', ['Jersey City'], 'jerseycitynj.gov', '#####-##', '280 Grove St, Jersey City, NJ 07302', 1],
  ['City of Newark Tax Collector', ['Newark Tax Collection'], 'tax', ['Newark'], 'newarknj.gov', '####-##', '920 Broad St Rm 104, Newark, NJ 07102', 1],
  ['City of Hoboken Tax Collector', ['Hoboken Tax Office'], 'tax', ['Hoboken'], 'hobokennj.gov', '###-##', '94 Washington St, Hoboken, NJ 07030', 1],
];

const N: Row[] = [
  ['Otis Elevator Company', ['Otis', 'Otis Elevator Co'], 'elevator', ALL, 'otis.com', 'OT#######', 'PO Box 730400, Dallas, TX 75373-0400', 0.25],
  ['Schindler Elevator Corporation', ['Schindler Elevator', 'Schindler'], 'elevator', ALL, 'schindler.com', '#########', 'PO Box 93050, Chicago, IL 60673-3050', 0.2],
  ['TK Elevator Corporation', ['TK Elevator', 'thyssenkrupp Elevator'], 'elevator', ALL, 'tkelevator.com', '########', 'PO Box 3796, Carol Stream, IL 60132-3796', 0.15],
  ['KONE Inc.', ['KONE'], 'elevator', ['SEA', 'SFB', 'LA', 'NYC', 'NJ'], 'kone.com', '#######', 'PO Box 734229, Chicago, IL 60673-4229', 0.12],
  ['Nouveau Elevator Industries Inc.', ['Nouveau Elevator'], 'elevator', ['NYC', 'NJ'], 'nouveauelevator.com', 'NE-#####', '47-55 37th St, Long Island City, NY 11101', 0.3],
  ['ABM Industries Inc.', ['ABM', 'ABM Janitorial Services'], 'janitorial', ALL, 'abm.com', '########', 'PO Box 419860, Boston, MA 02241-9860', 0.08],
  ['Allied Universal Security Services', ['Allied Universal', 'AlliedBarton'], 'security', ALL, 'aus.com', '#######', 'PO Box 828854, Philadelphia, PA 19182-8854', 0.05],
  ['Securitas Security Services USA Inc.', ['Securitas USA', 'Securitas'], 'security', ALL, 'securitasinc.com', '#####-###', 'PO Box 403412, Atlanta, GA 30384-3412', 0.04],
  ['Cintas Corporation', ['Cintas', 'Cintas Fire Protection'], 'fire', ALL, 'cintas.com', '##########', 'PO Box 631025, Cincinnati, OH 45263-1025', 0.12],
  ['Johnson Controls Fire Protection LP', ['Johnson Controls', 'SimplexGrinnell', 'Tyco SimplexGrinnell'], 'fire', ALL, 'jci.com', '#########', 'Dept CH 10320, Palatine, IL 60055-0320', 0.1],
  ['Terminix Commercial', ['Terminix', 'The Terminix International Company LP'], 'pest', ALL, 'terminix.com', '#########', 'PO Box 742592, Cincinnati, OH 45274-2592', 0.06],
  ['Orkin LLC', ['Orkin', 'Orkin Pest Control'], 'pest', ALL, 'orkin.com', '########', 'PO Box 7161, Pasadena, CA 91109-7161', 0.06],
  ['Roto-Rooter Plumbing & Water Cleanup', ['Roto-Rooter', 'Roto Rooter Services Company'], 'plumbing', ALL, 'rotorooter.com', '#######', 'PO Box 2106, Cincinnati, OH 45201-2106', 0.05],
  ['HD Supply Facilities Maintenance', ['HD Supply', 'Home Depot Pro', 'HD Supply FM'], 'supplies', ALL, 'hdsupply.com', '#########', 'PO Box 509058, San Diego, CA 92150-9058', 0.1],
  ['W.W. Grainger Inc.', ['Grainger', 'WW Grainger'], 'supplies', ALL, 'grainger.com', '#########', 'Dept 880944560, Palatine, IL 60038-0001', 0.05],
  ['Ferguson Enterprises LLC', ['Ferguson', 'Ferguson Facilities Supply'], 'supplies', ALL, 'ferguson.com', '#####', 'PO Box 100286, Atlanta, GA 30384-0286', 0.04],
  ['The Sherwin-Williams Company', ['Sherwin-Williams', 'Sherwin Williams Paint Store'], 'painting', ALL, 'sherwin.com', '####-####-#', 'PO Box 277499, Atlanta, GA 30384-7499', 0.06],
  ['Waste Management', ['WM', 'Waste Management of Washington', 'Waste Management of New Jersey', 'WM Corporate Services'], 'waste', ['SEA', 'TAC', 'PDX', 'SFB', 'LA', 'SD', 'NJ'], 'wm.com', '###-#######-####-#', 'PO Box 541065, Los Angeles, CA 90054-1065', 0.25],
  ['Republic Services', ['Republic Services Inc', 'Allied Waste Services'], 'waste', ['SEA', 'PDX', 'SFB', 'LA', 'SD', 'SPK'], 'republicservices.com', '#-####-#######', 'PO Box 78829, Phoenix, AZ 85062-8829', 0.25],
  ['Athens Services', ['Athens Disposal'], 'waste', ['LA'], 'athensservices.com', '########', 'PO Box 60009, City of Industry, CA 91716-0009', 0.4],
  ['EDCO Disposal Corporation', ['EDCO', 'EDCO Waste & Recycling'], 'waste', ['SD'], 'edcodisposal.com', '#######', 'PO Box 6208, Buena Park, CA 90622-6208', 0.4],
  ['Sanipac', ['Sanipac Inc', 'Sanipac Garbage'], 'waste', ['EUG'], 'sanipac.com', '######', 'PO Box 10928, Eugene, OR 97440-2928', 0.6],
  ['Waste Connections', ['Murreys Disposal', 'Waste Connections of Washington'], 'waste', ['TAC', 'SPK'], 'wasteconnections.com', '####-######', 'PO Box 660177, Dallas, TX 75266-0177', 0.45],
  ['Action Carting Environmental Services', ['Action Carting', 'Action Environmental'], 'waste', ['NYC'], 'actioncarting.com', '#####', '300 Frank W Burr Blvd, Teaneck, NJ 07666', 0.25],
  ['Royal Waste Services Inc.', ['Royal Waste'], 'waste', ['NYC'], 'royalwaste.com', 'R-#####', '187-40 Hollis Ave, Hollis, NY 11423', 0.2],
  ['Interstate Waste Services', ['IWS', 'Interstate Waste'], 'waste', ['NJ'], 'interstatewaste.com', '######', 'PO Box 554, Totowa, NJ 07512', 0.35],
  ['Comcast Business', ['Comcast', 'Xfinity', 'Comcast Cable Communications'], 'telecom', ['SEA', 'TAC', 'SPK', 'PDX', 'EUG', 'SFB', 'NJ'], 'comcast.net', '#### ## ### #######', 'PO Box 37601, Philadelphia, PA 19101-0601', 0.3],
  ['Spectrum Business', ['Charter Communications', 'Spectrum', 'Time Warner Cable'], 'telecom', ['LA', 'NYC'], 'charter.com', '#### ###### ######', 'PO Box 60074, City of Industry, CA 91716-0074', 0.3],
  ['Verizon Business', ['Verizon', 'Verizon Fios', 'Verizon Wireless'], 'telecom', ['NYC', 'NJ'], 'verizon.com', '###-###-####-###-##', 'PO Box 15124, Albany, NY 12212-5124', 0.3],
  ['Cox Business', ['Cox Communications'], 'telecom', ['SD'], 'cox.com', '### ######## ##', 'PO Box 53249, Phoenix, AZ 85072-3249', 0.35],
  ['Ziply Fiber', ['Ziply', 'Northwest Fiber LLC'], 'telecom', ['SEA', 'TAC', 'SPK', 'PDX', 'EUG'], 'ziplyfiber.com', '###-###-####-######-#', 'PO Box 740416, Cincinnati, OH 45274-0416', 0.15],
  ['AT&T', ['AT&T Business', 'ATT', 'AT&T Mobility'], 'telecom', ['SFB', 'LA', 'SD'], 'att.com', '### ###-#### ### #', 'PO Box 5025, Carol Stream, IL 60197-5025', 0.2],
  ['Travelers Insurance', ['Travelers', 'The Travelers Indemnity Company'], 'insurance', ALL, 'travelers.com', 'PHX-#######', 'PO Box 660317, Dallas, TX 75266-0317', 0.15],
  ['Philadelphia Insurance Companies', ['PHLY', 'Philadelphia Indemnity Insurance Co'], 'insurance', ALL, 'phly.com', 'PHPK#######', 'PO Box 70251, Philadelphia, PA 19176-0251', 0.15],
  ['Liberty Mutual Insurance', ['Liberty Mutual', 'Safeco'], 'insurance', ALL, 'libertymutual.com', 'BKS-##-##-######', 'PO Box 2051, Keene, NH 03431-7051', 0.12],
  ['Wright National Flood Insurance Company', ['Wright Flood', 'NFIP Wright Flood'], 'insurance', ['SEA', 'SFB', 'LA', 'SD', 'NYC', 'NJ'], 'weareflood.com', '##########', 'PO Box 33003, St. Petersburg, FL 33733-8003', 0.08],
  ['GeoVera Insurance', ['GeoVera Specialty', 'GeoVera Earthquake'], 'insurance', ['SFB', 'LA', 'SD', 'SEA'], 'geovera.com', 'GVE########', 'PO Box 8006, Fairfield, CA 94533-0006', 0.1],
  ['Markel Marine', ['Markel', 'Markel American Insurance Co'], 'insurance', ALL, 'markel.com', 'MKLM#####', 'PO Box 2009, Glen Allen, VA 23058-2009', 0.02],
  ['ButterflyMX', ['Butterfly MX', 'ButterflyMX Inc'], 'saas', ALL, 'butterflymx.com', 'BMX-#####', '1412 Broadway Fl 21, New York, NY 10018', 0.1],
  ['BuildingLink', ['BuildingLink.com LLC', 'Building Link'], 'saas', ['NYC', 'NJ', 'SFB', 'SEA'], 'buildinglink.com', '#####', '85 5th Ave Fl 3, New York, NY 10003', 0.2],
  ['SmartRent', ['SmartRent Technologies', 'SmartRent.com Inc'], 'saas', ALL, 'smartrent.com', 'SR-######', '8665 E Hartford Dr Ste 200, Scottsdale, AZ 85255', 0.05],
  ['Luxer One', ['Luxer Corporation', 'Luxer One Package Lockers'], 'saas', ALL, 'luxerone.com', 'LX#####', '5040 Dudley Blvd, McClellan, CA 95652', 0.06],
  ['Dockwa', ['Dockwa Inc', 'Dockwa Marina Software'], 'saas', ALL, 'dockwa.com', 'DW-####', 'PO Box 35, Newport, RI 02840', 0.02],
  ['FlashParking', ['Flash Parking', 'FLASH'], 'saas', ['SEA', 'SFB', 'LA', 'NYC', 'NJ'], 'flashparking.com', 'FP######', '3801 S Capital of Texas Hwy, Austin, TX 78704', 0.03],
  ['Brivo Systems LLC', ['Brivo', 'Brivo Access'], 'saas', ALL, 'brivo.com', 'BRV#####', '7700 Old Georgetown Rd, Bethesda, MD 20814', 0.04],
];

export const UTILITY_ROWS = U;
export const NATIONAL_ROWS = N;

export function toNamed(row: Row, byCity: boolean): Named {
  const [name, aliases, cat, where, domain, acct, remit, cover, unitCover] = row;
  return { name, aliases, cat, ...(byCity ? { cities: where } : { metros: where as readonly MetroKey[] }), domain, acct, remit, cover, ...(unitCover ? { unitCover } : {}) };
}
