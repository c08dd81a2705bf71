/** Tax collectors, special-tax districts, HOAs, national firms, payment platforms and the local trades. */

export interface TaxDef { county: string; name: string; aliases: readonly string[]; email: string; remit: string; apn: string }
export const TAX: readonly TaxDef[] = [
  { county: 'San Diego', name: 'San Diego County Treasurer-Tax Collector', aliases: ['County of San Diego Tax Collector', 'Treasurer-Tax Collector'], email: '@sdttc.com', remit: 'PO Box 129009, San Diego, CA 92112-9009', apn: '###-###-##-##' },
  { county: 'Riverside', name: 'Riverside County Treasurer-Tax Collector', aliases: ['County of Riverside', 'Treasurer-Tax Collector'], email: '@rivco.org', remit: 'PO Box 12005, Riverside, CA 92502-2205', apn: '###-###-###' },
  { county: 'San Bernardino', name: 'San Bernardino County Tax Collector', aliases: ['County of San Bernardino ATC'], email: '@atc.sbcounty.gov', remit: '268 W Hospitality Ln, San Bernardino, CA 92415', apn: '####-###-##-####' },
  { county: 'Los Angeles', name: 'Los Angeles County Treasurer and Tax Collector', aliases: ['LA County TTC', 'Los Angeles County Tax Collector'], email: '@ttc.lacounty.gov', remit: 'PO Box 54018, Los Angeles, CA 90054-0018', apn: '####-###-###' },
  { county: 'Sacramento', name: 'Sacramento County Tax Collector', aliases: ['County of Sacramento Tax Collector'], email: '@saccounty.net', remit: 'PO Box 508, Sacramento, CA 95812-0508', apn: '###-####-###-####' },
  { county: 'Placer', name: 'Placer County Treasurer-Tax Collector', aliases: ['Treasurer-Tax Collector'], email: '', remit: '2976 Richardson Dr, Auburn, CA 95603', apn: '###-###-###-###' },
  { county: 'Yolo', name: 'Yolo County Tax Collector', aliases: ['County of Yolo'], email: '', remit: 'PO Box 1995, Woodland, CA 95776-1995', apn: '###-###-###-##' },
  { county: 'Santa Barbara', name: 'Santa Barbara County Treasurer-Tax Collector', aliases: ['Treasurer-Tax Collector', 'County of Santa Barbara'], email: '', remit: 'PO Box 579, Santa Barbara, CA 93102-0579', apn: '###-###-##' },
  { county: 'San Luis Obispo', name: 'San Luis Obispo County Tax Collector', aliases: ['SLO County Tax Collector'], email: '', remit: '1055 Monterey St, San Luis Obispo, CA 93408', apn: '###-###-####' },
  { county: 'Washoe', name: 'Washoe County Treasurer', aliases: ['Washoe County Tax'], email: '@washoecounty.gov', remit: 'PO Box 30039, Reno, NV 89520-3039', apn: '###-###-##' },
  { county: 'Clark', name: 'Clark County Treasurer', aliases: ['Clark County Real Property Tax'], email: '@clarkcountynv.gov', remit: 'PO Box 551220, Las Vegas, NV 89155-1220', apn: '###-##-###-###' },
];

/** Special-tax districts (Mello-Roos CFDs, SIDs) that bill apart from the tax bill, keyed by APN. */
export const MELLO: readonly { name: string; aliases: readonly string[]; cities: readonly string[]; remit: string }[] = [
  { name: 'Temecula Valley USD CFD Administration', aliases: ['TVUSD Mello-Roos', 'NBS Special Tax'], cities: ['Temecula', 'Murrieta'], remit: 'PO Box 1290, Temecula, CA 92593' },
  { name: 'City of Menifee CFD Administration', aliases: ['Menifee Mello-Roos'], cities: ['Menifee'], remit: '29844 Haun Rd, Menifee, CA 92586' },
  { name: 'Corona-Norco USD Community Facilities District', aliases: ['CNUSD CFD', 'Willdan Financial Services'], cities: ['Corona'], remit: '2001 Via Burton St, Anaheim, CA 92806' },
  { name: 'Rancho Cucamonga CFD Administration', aliases: ['NBS Special Tax'], cities: ['Rancho Cucamonga', 'Fontana', 'Ontario'], remit: '32605 Temecula Pkwy Ste 100, Temecula, CA 92592' },
  { name: 'Elk Grove CFD 2003-1 Administration', aliases: ['Elk Grove Mello-Roos'], cities: ['Elk Grove'], remit: '8401 Laguna Palms Way, Elk Grove, CA 95758' },
  { name: 'Henderson Special Improvement District', aliases: ['Henderson SID'], cities: ['Henderson'], remit: 'PO Box 95050, Henderson, NV 89009' },
];

export const HOA_COMMUNITIES: Readonly<Record<string, readonly string[]>> = {
  ie: ['Harveston', 'Wolf Creek', 'Redhawk', 'Morgan Hill', 'Crowne Hill', 'Vail Ranch', 'Audie Murphy Ranch', 'Heritage Lake', 'Spring Mountain Ranch',
    'Orangecrest', 'Mission Grove', 'Sycamore Creek', 'Dos Lagos', 'Victoria Gardens', 'Rancho Etiwanda Estates', 'Summit Heights', 'Sierra Lakes', 'Paseo Sonora'],
  sac: ['Laguna West', 'Anatolia', 'Westpark', 'Fiddyment Farm', 'Empire Ranch', 'East Franklin'],
  reno: ['Somersett', 'Damonte Ranch', 'Double Diamond', 'Wingfield Springs'],
  lv: ['Summerlin North', 'Green Valley Ranch', 'Anthem Highlands', 'Seven Hills', 'Inspirada', 'Aliante', 'Mountains Edge', 'Southern Highlands'],
};
export const HOA_MANAGERS: Readonly<Record<string, readonly [string, string][]>> = {
  ie: [['FirstService Residential', '@fsresidential.com'], ['Keystone Pacific Property Management', '@keystonepacific.com'], ['Powerstone Property Management', '@powerstonepm.com']],
  sac: [['Associa Northern California', '@associa.us']], reno: [['Associa Sierra North', '@associa.us']],
  lv: [['FirstService Residential', '@fsresidential.com'], ['Terra West Management Services', '@terrawest.com']],
};

export interface NationalDef { key: string; name: string; aliases: readonly string[]; email: string; remit: string; gl: string; perProperty: string | null }
/** perProperty: which property types hold an account with them; null = one client account per metro. */
export const NATIONAL: readonly NationalDef[] = [
  { key: 'hdpro', name: 'Home Depot Pro', aliases: ['HD Pro', 'The Home Depot Pro', 'SupplyWorks'], email: '@homedepot.com', remit: 'PO Box 742440, Los Angeles, CA 90074-2440', gl: '6510', perProperty: null },
  { key: 'grainger', name: 'W.W. Grainger, Inc.', aliases: ['Grainger'], email: '@grainger.com', remit: 'Dept 885134406, Palatine, IL 60038-0001', gl: '6510', perProperty: null },
  { key: 'sw', name: 'The Sherwin-Williams Company', aliases: ['Sherwin-Williams', 'Sherwin Williams Paints'], email: '@sherwin.com', remit: 'PO Box 277499, Atlanta, GA 30384-7499', gl: '6515', perProperty: null },
  { key: 'lowes', name: "Lowe's Home Centers, LLC", aliases: ["Lowe's Pro Supply", 'Lowes'], email: '@lowes.com', remit: 'PO Box 530954, Atlanta, GA 30353-0954', gl: '6510', perProperty: null },
  { key: 'ferguson', name: 'Ferguson Enterprises, LLC', aliases: ['Ferguson', 'Ferguson Facilities Supply'], email: '@ferguson.com', remit: 'PO Box 100286, Pasadena, CA 91189-0286', gl: '6511', perProperty: null },
  { key: 'otis', name: 'Otis Elevator Company', aliases: ['Otis'], email: '@otis.com', remit: 'PO Box 730400, Dallas, TX 75373-0400', gl: '6380', perProperty: 'senior student mixedUse' },
  { key: 'tke', name: 'TK Elevator Corporation', aliases: ['TK Elevator', 'thyssenkrupp Elevator'], email: '@tkelevator.com', remit: 'PO Box 3796, Carol Stream, IL 60132-3796', gl: '6380', perProperty: 'senior garden' },
  { key: 'terminix', name: 'Terminix Commercial', aliases: ['Terminix', 'The Terminix International Company'], email: '@terminix.com', remit: 'PO Box 742592, Cincinnati, OH 45274-2592', gl: '6230', perProperty: 'garden smallApt mhp storage' },
  { key: 'orkin', name: 'Orkin, LLC', aliases: ['Orkin Pest Control'], email: '@orkin.com', remit: 'PO Box 7161, Pasadena, CA 91109-7161', gl: '6230', perProperty: 'senior student stripRetail' },
  { key: 'csc', name: 'CSC ServiceWorks', aliases: ['CSC', 'Coinmach'], email: '@cscsw.com', remit: 'PO Box 9304, Uniondale, NY 11555-9304', gl: '6610', perProperty: 'garden student senior mhp' },
  { key: 'cox', name: 'Cox Business', aliases: ['Cox Communications'], email: '@cox.com', remit: 'PO Box 53249, Phoenix, AZ 85072-3249', gl: '6150', perProperty: 'senior student' },
  { key: 'adt', name: 'ADT Commercial LLC', aliases: ['ADT'], email: '@adt.com', remit: 'PO Box 382109, Pittsburgh, PA 15250-8109', gl: '6390', perProperty: 'storage stripRetail mixedUse' },
];

export const PLATFORMS: readonly (readonly [string, string])[] = [
  ['BILL.COM', 'noreply@hq.bill.com'], ['AvidXchange, Inc.', 'invoices@avidxchange.net'], ['Paymode-X', 'notifications@paymode.com'], ['Corpay Payables', 'payables@corpay.com'],
];

export interface TradeDef { key: string; words: readonly string[]; gl: string; alt: string; lines: readonly string[] }
export const TRADES: readonly TradeDef[] = [
  { key: 'pool', words: ['Pool Service', 'Pool & Spa', 'Pools', 'Pool Care'], gl: '6220', alt: '6225', lines: ['Weekly pool service', 'Chemicals', 'Filter clean', 'Pump motor replacement'] },
  { key: 'pest', words: ['Pest Control', 'Termite & Pest', 'Exterminating'], gl: '6230', alt: '6235', lines: ['Monthly pest service', 'Rodent exclusion', 'Termite inspection', 'Bed bug treatment'] },
  { key: 'landscape', words: ['Landscaping', 'Landscape Maintenance', 'Gardening', 'Tree Service', 'Irrigation'], gl: '6210', alt: '6215', lines: ['Monthly landscape maintenance', 'Tree trimming', 'Irrigation repair', 'Sod replacement'] },
  { key: 'roof', words: ['Roofing', 'Roof Repair'], gl: '6330', alt: '1520', lines: ['Roof leak repair', 'Re-roof', 'Gutter cleaning', 'Roof inspection'] },
  { key: 'hvac', words: ['Heating & Air', 'HVAC', 'Air Conditioning', 'Mechanical'], gl: '6320', alt: '1530', lines: ['A/C service call', 'Condenser replacement', 'Preventive maintenance', 'Thermostat replacement'] },
  { key: 'plumb', words: ['Plumbing', 'Plumbing & Rooter', 'Rooter & Drain'], gl: '6310', alt: '6312', lines: ['Drain clearing', 'Water heater replacement', 'Leak repair', 'Hydro-jetting main line'] },
  { key: 'solar', words: ['Solar', 'Solar Maintenance', 'Solar Cleaning'], gl: '6345', alt: '1540', lines: ['Panel cleaning', 'Inverter repair', 'Monitoring fee'] },
  { key: 'lock', words: ['Lock & Key', 'Locksmith', 'Lock & Safe'], gl: '6350', alt: '6300', lines: ['Rekey unit', 'Lockout service', 'Mailbox lock replacement'] },
  { key: 'clean', words: ['Cleaning', 'Janitorial', 'Turnover Cleaning', 'Maid Service'], gl: '6360', alt: '6362', lines: ['Move-out clean', 'Common area janitorial', 'Carpet shampoo'] },
  { key: 'paint', words: ['Painting', 'Painting & Drywall'], gl: '6370', alt: '1510', lines: ['Unit repaint', 'Drywall patch', 'Exterior paint'] },
  { key: 'elec', words: ['Electric', 'Electrical Contractors'], gl: '6340', alt: '1535', lines: ['Panel repair', 'Lighting retrofit', 'Troubleshoot outlet'] },
  { key: 'appliance', words: ['Appliance Repair', 'Appliance Service'], gl: '6395', alt: '1550', lines: ['Refrigerator repair', 'Dishwasher replacement', 'Range repair'] },
  { key: 'floor', words: ['Carpet Cleaning', 'Flooring', 'Carpet & Vinyl'], gl: '6365', alt: '1560', lines: ['Carpet cleaning', 'LVP install', 'Carpet replacement'] },
  { key: 'handy', words: ['Handyman', 'Property Maintenance', 'Maintenance Services'], gl: '6300', alt: '6305', lines: ['Make-ready repairs', 'Door adjustment', 'Fence repair'] },
  { key: 'gate', words: ['Gate & Access', 'Fence & Gate', 'Access Controls'], gl: '6385', alt: '1570', lines: ['Gate operator repair', 'Access control service', 'Fence panel replacement'] },
  { key: 'fire', words: ['Fire Protection', 'Backflow Testing', 'Fire & Safety'], gl: '6390', alt: '6392', lines: ['Annual backflow test', 'Extinguisher service', 'Fire sprinkler inspection'] },
  { key: 'junk', words: ['Junk Removal', 'Hauling'], gl: '6145', alt: '6300', lines: ['Bulk item removal', 'Abandoned property haul-away'] },
  { key: 'septic', words: ['Septic Service', 'Septic & Pumping'], gl: '6315', alt: '6310', lines: ['Septic pumping', 'Leach field inspection'] },
  { key: 'window', words: ['Window Washing', 'Glass & Mirror', 'Window & Screen'], gl: '6375', alt: '6300', lines: ['Window cleaning', 'Screen replacement', 'Glass replacement'] },
  { key: 'paving', words: ['Paving & Sealcoat', 'Asphalt', 'Concrete'], gl: '6335', alt: '1580', lines: ['Parking lot sealcoat', 'Sidewalk repair', 'Striping'] },
];

export const PLACE_WORDS: Readonly<Record<string, readonly string[]>> = {
  sd: ['Coastal', 'Bay', 'Mission', 'Point Loma', 'Mesa', 'Harbor', 'Del Mar', 'North County', 'South Bay', 'Torrey'],
  ie: ['Inland', 'Inland Empire', 'Temecula Valley', 'Citrus', 'Foothill', 'High Desert', 'Riverside', 'Canyon Lake', 'Santa Ana River', 'Cucamonga'],
  sgv: ['San Gabriel', 'Arroyo', 'Crown City', 'Sierra Madre', 'Foothill', 'Rose City', 'Valley Boulevard', 'Mount Wilson', 'Alhambra', 'Monrovia'],
  sac: ['Capitol', 'River City', 'Delta', 'American River', 'Gold Country', 'Sacramento Valley', 'Elk Grove', 'Yolo', 'Folsom Lake', 'Sutter'],
  cc: ['Central Coast', 'Channel Islands', 'Seaside', 'Five Cities', 'Santa Ynez', 'Cuesta', 'Gaviota', 'Los Padres', 'Morro', 'Pismo'],
  reno: ['Truckee', 'High Sierra', 'Washoe', 'Biggest Little', 'Comstock', 'Tahoe', 'Sparks', 'Galena', 'Pyramid', 'Sierra Nevada'],
  lv: ['Desert', 'Silver State', 'Neon', 'Red Rock', 'Mojave', 'Vegas Valley', 'Sunrise', 'Boulder', 'Spring Mountain', 'Lake Mead'],
};
export const ADJ = ['Reliable', 'Premier', 'Pro', 'All-Pro', 'A-1', 'Precision', 'Elite', 'Quality', 'Express', 'Superior', 'Affordable', 'Advanced',
  'Dependable', 'Golden', 'Blue Wave', 'Summit', 'Sunrise', 'Evergreen', 'Integrity', 'First Choice', 'Platinum', 'Accurate', 'Prestige', 'Allied', 'Republic'];
export const SURNAMES = ('Martinez Nguyen Garcia Johnson Kim Patel Hernandez Lopez Smith Rodriguez Chen Murphy Gonzalez Ramirez Torres Flores Rivera Wilson ' +
  'Anderson Thompson Sanchez Castillo Reyes Morales Ortiz Tran Pham Park Brown Davis Miller Taylor Moore Jackson Harris Clark Lewis Walker Hall ' +
  'Young Allen King Wright Scott Green Baker Adams Nelson Hill Campbell Mitchell Roberts Carter Phillips Evans Turner Parker Collins Edwards ' +
  'Stewart Morris Cook Rogers Morgan Cooper Peterson Reed Bailey Bell Gomez Kelly Howard Ward Diaz Richardson Wood Watson Brooks Bennett Gray ' +
  'Hughes Price Sanders Myers Ross Foster Jimenez Vasquez Castro Mendoza Romero Aguilar Delgado Vargas Guerrero Medina Salazar Cortez Huang Yamamoto').split(' ');
export const LEGAL = ['', '', ' Inc.', ', Inc.', ' LLC', ', LLC', ' Co.', ' Corp.', ' & Sons', ' Company'];
