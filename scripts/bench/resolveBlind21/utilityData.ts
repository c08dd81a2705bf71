/** Regional utilities and franchise haulers, and which serves each city. */

export type UtilKind = 'electric' | 'gas' | 'water' | 'trash' | 'sewer';

export interface UtilDef {
  key: string;
  name: string;
  aliases: readonly string[];
  emails: readonly string[];
  remit: string;
  kind: UtilKind;
  /** '#' is a digit; anything else prints as is. */
  acct: string;
}

const u = (key: string, kind: UtilKind, name: string, aliases: string, email: string, remit: string, acct: string): UtilDef =>
  ({ key, kind, name, aliases: aliases ? aliases.split(';') : [], emails: email ? email.split(';') : [], remit, acct });

export const UTILITIES: readonly UtilDef[] = [
  u('sdge', 'electric', 'San Diego Gas & Electric', 'SDG&E;SDGE', '@sdge.com', 'PO Box 25111, Santa Ana, CA 92799-5111', '#### #### #### #'),
  u('sce', 'electric', 'Southern California Edison Company', 'SCE;So Cal Edison;Edison', '@sce.com', 'PO Box 300, Rosemead, CA 91772-0001', '#-##-###-####'),
  u('rpu', 'electric', 'Riverside Public Utilities', 'City of Riverside Utilities;RPU', 'utilitybilling@riversideca.gov', 'PO Box 20000, Riverside, CA 92517-0001', '######-######'),
  u('pwp', 'electric', 'Pasadena Water and Power', 'PWP;City of Pasadena Water & Power', '@cityofpasadena.net', 'PO Box 7120, Pasadena, CA 91109-7220', '######-#####'),
  u('alw', 'electric', 'Azusa Light & Water', 'City of Azusa Utilities', 'utilities@azusaca.gov', 'PO Box 9500, Azusa, CA 91702-9500', '#######-###'),
  u('ladwp', 'electric', 'Los Angeles Department of Water and Power', 'LADWP;LA DWP', '@ladwp.com', 'PO Box 30808, Los Angeles, CA 90030-0808', '### ### #### ###'),
  u('smud', 'electric', 'Sacramento Municipal Utility District', 'SMUD', '@smud.org', 'PO Box 15555, Sacramento, CA 95852-0555', '#########'),
  u('rose', 'electric', 'City of Roseville Utilities', 'Roseville Electric Utility', 'utilitybilling@roseville.ca.us', 'PO Box 619136, Roseville, CA 95661-9136', '######-###'),
  u('pge', 'electric', 'Pacific Gas and Electric Company', 'PG&E;Pacific Gas & Electric', '@pge.com', 'PO Box 997300, Sacramento, CA 95899-7300', '##########-#'),
  u('lompoc', 'electric', 'City of Lompoc Utilities', 'Lompoc Utilities', 'utilities@ci.lompoc.ca.us', 'PO Box 8001, Lompoc, CA 93438-8001', '#####-#####'),
  u('nve', 'electric', 'NV Energy', 'Nevada Power Company;Sierra Pacific Power Company', '@nvenergy.com', 'PO Box 30086, Reno, NV 89520-3086', '3000 #### #### #### ###'),
  u('socalgas', 'gas', 'Southern California Gas Company', 'SoCalGas;So Cal Gas;The Gas Company', '@socalgas.com', 'PO Box C, Monterey Park, CA 91756-5111', '### ### #### #'),
  u('swgas', 'gas', 'Southwest Gas Corporation', 'Southwest Gas;SWG', '@swgas.com', 'PO Box 98890, Las Vegas, NV 89150-0101', '###-#######-###'),
  u('sdpud', 'water', 'City of San Diego Public Utilities', 'San Diego Water & Sewer;City of San Diego Water', 'customercare@sandiego.gov', 'PO Box 129020, San Diego, CA 92112-9020', '###-###-####-##'),
  u('helix', 'water', 'Helix Water District', 'Helix Water;Water District', '@hwd.com', 'PO Box 2002, La Mesa, CA 91943-2002', '#####-#####'),
  u('otay', 'water', 'Otay Water District', 'Otay Water;Water District', '@otaywater.gov', 'PO Box 512047, Los Angeles, CA 90051-0047', '######-###'),
  u('sweet', 'water', 'Sweetwater Authority', 'Sweetwater Water', '', 'PO Box 2328, Chula Vista, CA 91912-2328', '###-#####-##'),
  u('oside', 'water', 'City of Oceanside Water Utilities', 'Oceanside Water', 'water@oceansideca.org', 'PO Box 513106, Los Angeles, CA 90051-1106', '#######'),
  u('esc', 'water', 'City of Escondido Utilities', 'Escondido Water', '', 'PO Box 460009, Escondido, CA 92046-0009', '########'),
  u('emwd', 'water', 'Eastern Municipal Water District', 'EMWD;Water District', '@emwd.org', 'PO Box 8301, Perris, CA 92572-8301', '#######-##'),
  u('rcwd', 'water', 'Rancho California Water District', 'RCWD;Water District', '@ranchowater.com', 'PO Box 9017, Temecula, CA 92589-9017', '######-##'),
  u('cvwd', 'water', 'Cucamonga Valley Water District', 'CVWD;Water District', '@cvwdwater.com', 'PO Box 638, Rancho Cucamonga, CA 91729-0638', '#####-####'),
  u('corona', 'water', 'City of Corona Utilities', 'Corona DWP', 'utilities@coronaca.gov', 'PO Box 940, Corona, CA 92878-0940', '#######-####'),
  u('ontario', 'water', 'City of Ontario Utilities', 'Ontario Municipal Utilities', '', '303 East B St, Ontario, CA 91764', '########-##'),
  u('fwc', 'water', 'Fontana Water Company', 'Fontana Union Water', '@fontanawater.com', 'PO Box 5970, El Monte, CA 91734-1970', '#-####-####'),
  u('sbmwd', 'water', 'San Bernardino Municipal Water Department', 'SBMWD', '@sbmwd.org', 'PO Box 710, San Bernardino, CA 92402-0710', '######-######'),
  u('redl', 'water', 'City of Redlands Municipal Utilities', 'Redlands Water', '', 'PO Box 6903, Redlands, CA 92375-0903', '#####-####'),
  u('sgvwc', 'water', 'San Gabriel Valley Water Company', 'SGVWC', '@sgvwater.com', 'PO Box 6010, El Monte, CA 91734-2010', '##-####-###'),
  u('gsw', 'water', 'Golden State Water Company', 'Golden State Water', '@gswater.com', 'PO Box 9016, San Dimas, CA 91773-9016', '###########'),
  u('suburban', 'water', 'Suburban Water Systems', 'Suburban Water', '', 'PO Box 6105, Covina, CA 91722-5105', '##-#####-##'),
  u('alhambra', 'water', 'City of Alhambra Utilities', 'Alhambra Water', '', 'PO Box 351, Alhambra, CA 91802-0351', '#######'),
  u('arcadia', 'water', 'City of Arcadia Water', 'Arcadia Water Services', '', 'PO Box 60021, Arcadia, CA 91066-6021', '######-##'),
  u('monrovia', 'water', 'City of Monrovia Water', 'Monrovia Utilities', '', '415 S Ivy Ave, Monrovia, CA 91016', '#####-###'),
  u('glendora', 'water', 'City of Glendora Water', 'Glendora Utilities', '', '116 E Foothill Blvd, Glendora, CA 91741', '####-####'),
  u('sacu', 'water', 'City of Sacramento Department of Utilities', 'City of Sacramento Utilities', '@cityofsacramento.org', 'PO Box 2770, Sacramento, CA 95812-2770', '##########'),
  u('scwa', 'water', 'Sacramento County Water Agency', 'SCWA', '@saccounty.gov', 'PO Box 1804, Sacramento, CA 95812-1804', '########-###'),
  u('sswd', 'water', 'Sacramento Suburban Water District', 'SSWD;Water District', '@sswd.org', '3701 Marconi Ave, Sacramento, CA 95821', '########'),
  u('davis', 'water', 'City of Davis Utilities', 'Davis Public Works Utilities', '', 'PO Box 1006, Davis, CA 95617-1006', '######'),
  u('woodland', 'water', 'City of Woodland Utilities', 'Woodland Water', '', '300 First St, Woodland, CA 95695', '#####-###'),
  u('folsom', 'water', 'City of Folsom Utilities', 'Folsom Utility Billing', '', '50 Natoma St, Folsom, CA 95630', '######-##'),
  u('sbw', 'water', 'City of Santa Barbara Water Resources', 'Santa Barbara Water', '', 'PO Box 1990, Santa Barbara, CA 93102-1990', '#####-######'),
  u('goleta', 'water', 'Goleta Water District', 'GWD;Water District', '@goletawater.com', '4699 Hollister Ave, Goleta, CA 93110', '######-###'),
  u('slo', 'water', 'City of San Luis Obispo Utilities', 'SLO Utilities', '', 'PO Box 8112, San Luis Obispo, CA 93403-8112', '#######-#'),
  u('smaria', 'water', 'City of Santa Maria Utilities', 'Santa Maria Utilities', '', '110 S Pine St, Santa Maria, CA 93458', '######'),
  u('paso', 'water', 'City of Paso Robles Water', 'Paso Robles Utilities', '', '1000 Spring St, Paso Robles, CA 93446', '####-####'),
  u('ag', 'water', 'City of Arroyo Grande Utilities', 'Arroyo Grande Water', '', '300 E Branch St, Arroyo Grande, CA 93420', '#####'),
  u('ccsd', 'water', 'Cambria Community Services District', 'CCSD', '', 'PO Box 65, Cambria, CA 93428-0065', '####-##'),
  u('morro', 'water', 'City of Morro Bay Utilities', 'Morro Bay Water', '', '595 Harbor St, Morro Bay, CA 93442', '######-#'),
  u('guad', 'water', 'City of Guadalupe Water', 'Guadalupe Utilities', '', '918 Obispo St, Guadalupe, CA 93434', '####'),
  u('tmwa', 'water', 'Truckee Meadows Water Authority', 'TMWA', '@tmwa.com', 'PO Box 659565, San Antonio, TX 78265-9565', '#######-###'),
  u('lvvwd', 'water', 'Las Vegas Valley Water District', 'LVVWD;Water District', '@lvvwd.com', 'PO Box 2921, Phoenix, AZ 85062-2921', '##########'),
  u('hend', 'water', 'City of Henderson Utility Services', 'Henderson Utilities', '', 'PO Box 95011, Henderson, NV 89009-5011', '#######-######'),
  u('nlv', 'water', 'City of North Las Vegas Utilities', 'NLV Utilities', '', 'PO Box 360122, North Las Vegas, NV 89036-0122', '######-######'),
  u('edco', 'trash', 'EDCO Disposal Corporation', 'EDCO;EDCO Waste & Recycling', '@edcodisposal.com', 'PO Box 6208, Buena Park, CA 90622-6208', '###-######'),
  u('wm', 'trash', 'Waste Management, Inc.', 'WM;Waste Management of California;Waste Management of Nevada', '@wm.com', 'PO Box 541065, Los Angeles, CA 90054-1065', '###-#######-####-#'),
  u('republic', 'trash', 'Republic Services, Inc.', 'Republic;Republic Services of Southern Nevada;Allied Waste Services', '@republicservices.com', 'PO Box 78829, Phoenix, AZ 85062-8829', '#-####-#######'),
  u('burrtec', 'trash', 'Burrtec Waste Industries', 'Burrtec', '@burrtec.com', 'PO Box 7007, Redlands, CA 92375-0007', '##-######'),
  u('crr', 'trash', 'CR&R Environmental Services', 'CR&R;CR and R Inc', '@crrmail.com', 'PO Box 206, Stanton, CA 90680-0206', '#########'),
  u('athens', 'trash', 'Athens Services', 'Athens Disposal', '@athensservices.com', 'PO Box 60009, City of Industry, CA 91716-0009', '##-#######'),
  u('vvs', 'trash', 'Valley Vista Services', 'Valley Vista', '', 'PO Box 2467, La Habra, CA 90632-2467', '######'),
  u('lasan', 'trash', 'City of Los Angeles Sanitation & Environment', 'LA Sanitation;LASAN', '', 'PO Box 30808, Los Angeles, CA 90030', '##-########'),
  u('pasref', 'trash', 'City of Pasadena Refuse Collection', 'Pasadena Public Works Refuse', '', '100 N Garfield Ave, Pasadena, CA 91101', '#######'),
  u('sacsw', 'trash', 'City of Sacramento Recycling & Solid Waste', 'Sacramento Solid Waste', '', 'PO Box 2770, Sacramento, CA 95812', '#######-##'),
  u('recology', 'trash', 'Recology Davis', 'Recology', '@recology.com', 'PO Box 1359, Davis, CA 95617-1359', '#####-#####'),
  u('rosesw', 'trash', 'City of Roseville Solid Waste', 'Roseville Refuse', '', '2005 Hilltop Cir, Roseville, CA 95747', '######-#'),
  u('marborg', 'trash', 'MarBorg Industries', 'MarBorg;Mar Borg Disposal', '@marborg.com', 'PO Box 4127, Santa Barbara, CA 93140-4127', '#######'),
  u('hss', 'trash', 'Health Sanitation Service', 'HSS Santa Maria', '', '1850 W Betteravia Rd, Santa Maria, CA 93455', '#####-###'),
  u('sasd', 'sewer', 'Sacramento Area Sewer District', 'SacSewer;SASD', '@sacsewer.com', 'PO Box 1804, Sacramento, CA 95812', '###-####-###'),
  u('ccwrd', 'sewer', 'Clark County Water Reclamation District', 'CCWRD', '@cleanwaterteam.com', 'PO Box 98526, Las Vegas, NV 89193-8526', '###########'),
];

/** city -> [electric, gas, water, trash, sewer] utility keys ('' = none on file). */
export const CITY_UTILITIES: Readonly<Record<string, readonly string[]>> = {
  'San Diego': ['sdge', '', 'sdpud', 'edco', ''], 'La Jolla': ['sdge', '', 'sdpud', 'edco', ''], 'Chula Vista': ['sdge', '', 'otay', 'republic', ''],
  Oceanside: ['sdge', '', 'oside', 'wm', ''], Escondido: ['sdge', '', 'esc', 'edco', ''], 'El Cajon': ['sdge', '', 'helix', 'edco', ''],
  'La Mesa': ['sdge', '', 'helix', 'edco', ''], 'National City': ['sdge', '', 'sweet', 'edco', ''],
  Riverside: ['rpu', 'socalgas', '', 'wm', ''], 'San Bernardino': ['sce', 'socalgas', 'sbmwd', 'burrtec', ''], Temecula: ['sce', 'socalgas', 'rcwd', 'crr', ''],
  Murrieta: ['sce', 'socalgas', 'rcwd', 'crr', ''], Corona: ['sce', 'socalgas', 'corona', 'wm', ''], Ontario: ['sce', 'socalgas', 'ontario', 'republic', ''],
  Fontana: ['sce', 'socalgas', 'fwc', 'burrtec', ''], 'Rancho Cucamonga': ['sce', 'socalgas', 'cvwd', 'burrtec', ''], Menifee: ['sce', 'socalgas', 'emwd', 'crr', ''],
  Redlands: ['sce', 'socalgas', 'redl', 'burrtec', ''], 'Moreno Valley': ['sce', 'socalgas', 'emwd', 'wm', ''],
  Pasadena: ['pwp', 'socalgas', '', 'pasref', ''], Alhambra: ['sce', 'socalgas', 'alhambra', 'vvs', ''], Arcadia: ['sce', 'socalgas', 'arcadia', 'athens', ''],
  Monrovia: ['sce', 'socalgas', 'monrovia', 'athens', ''], 'El Monte': ['sce', 'socalgas', 'sgvwc', 'athens', ''], 'West Covina': ['sce', 'socalgas', 'suburban', 'athens', ''],
  Glendora: ['sce', 'socalgas', 'glendora', 'athens', ''], Azusa: ['alw', 'socalgas', '', 'athens', ''], 'San Gabriel': ['sce', 'socalgas', 'gsw', 'vvs', ''],
  Rosemead: ['sce', 'socalgas', 'sgvwc', 'republic', ''], 'Temple City': ['sce', 'socalgas', 'gsw', 'athens', ''], Covina: ['sce', 'socalgas', 'suburban', 'athens', ''],
  'Los Angeles': ['ladwp', 'socalgas', '', 'lasan', ''],
  Sacramento: ['smud', 'pge', 'sacu', 'sacsw', 'sasd'], 'Elk Grove': ['smud', 'pge', 'scwa', 'republic', 'sasd'], Roseville: ['rose', 'pge', '', 'rosesw', ''],
  'Citrus Heights': ['smud', 'pge', 'sswd', 'republic', 'sasd'], 'Rancho Cordova': ['smud', 'pge', 'scwa', 'republic', 'sasd'], Davis: ['pge', '', 'davis', 'recology', ''],
  Folsom: ['smud', 'pge', 'folsom', 'republic', ''], Woodland: ['pge', '', 'woodland', 'wm', ''],
  'Santa Barbara': ['sce', 'socalgas', 'sbw', 'marborg', ''], Goleta: ['sce', 'socalgas', 'goleta', 'marborg', ''], 'Isla Vista': ['sce', 'socalgas', 'goleta', 'marborg', ''],
  'San Luis Obispo': ['pge', '', 'slo', 'wm', ''], 'Santa Maria': ['pge', 'socalgas', 'smaria', 'hss', ''], Lompoc: ['lompoc', 'socalgas', '', 'wm', ''],
  'Paso Robles': ['pge', '', 'paso', 'wm', ''], Guadalupe: ['pge', 'socalgas', 'guad', 'hss', ''], 'Arroyo Grande': ['pge', '', 'ag', 'wm', ''],
  Cambria: ['pge', '', 'ccsd', 'wm', ''], 'Morro Bay': ['pge', '', 'morro', 'wm', ''],
  Reno: ['nve', '', 'tmwa', 'wm', ''], Sparks: ['nve', '', 'tmwa', 'wm', ''],
  'Las Vegas': ['nve', 'swgas', 'lvvwd', 'republic', 'ccwrd'], Henderson: ['nve', 'swgas', 'hend', 'republic', ''], 'North Las Vegas': ['nve', 'swgas', 'nlv', 'republic', ''],
};
