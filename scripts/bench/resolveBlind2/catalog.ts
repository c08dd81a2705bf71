/*
 * What vendors do: the chart of accounts, the trades (name words, usual GL coding, how often their
 * work is for one unit, what their invoices list), the national vendors and each metro's utilities.
 */

export const GL_ACCOUNTS: readonly [string, string][] = [
  ['6010', 'Repairs & Maintenance - General'],
  ['6015', 'Contract Labor'],
  ['6020', 'Plumbing Repairs'],
  ['6030', 'HVAC Repairs'],
  ['6040', 'Electrical Repairs'],
  ['6050', 'Appliance Repairs'],
  ['6060', 'Locks & Keys'],
  ['6070', 'Roof Repairs'],
  ['6080', 'Painting'],
  ['6090', 'Flooring & Carpet Repairs'],
  ['6100', 'Make Ready / Turnover'],
  ['6110', 'Janitorial & Cleaning'],
  ['6120', 'Landscaping & Grounds'],
  ['6130', 'Tree Service'],
  ['6140', 'Pest Control'],
  ['6150', 'Pool Maintenance'],
  ['6160', 'Snow Removal'],
  ['6170', 'Elevator Maintenance'],
  ['6180', 'Fire & Life Safety'],
  ['6190', 'Paving & Parking Lot'],
  ['6200', 'Doors, Windows & Glass'],
  ['6210', 'Fencing & Gates'],
  ['6220', 'Gutters'],
  ['6230', 'Water Damage & Restoration'],
  ['6240', 'Garage Doors'],
  ['6300', 'Utilities - Electric'],
  ['6305', 'Utilities - Vacant Units'],
  ['6310', 'Utilities - Gas'],
  ['6320', 'Utilities - Water & Sewer'],
  ['6330', 'Trash & Recycling'],
  ['6340', 'Cable & Internet'],
  ['6350', 'Telephone'],
  ['6360', 'Utilities - Common Area'],
  ['6400', 'Maintenance Supplies'],
  ['6410', 'Office Supplies'],
  ['6420', 'Paint Supplies'],
  ['6500', 'Legal Fees'],
  ['6505', 'Eviction Costs'],
  ['6510', 'Accounting & Tax'],
  ['6520', 'Insurance'],
  ['6530', 'Advertising & Marketing'],
  ['6540', 'Software & Subscriptions'],
  ['6550', 'Resident Screening'],
  ['6600', 'Security & Patrol'],
  ['6610', 'Alarm Monitoring'],
  ['6620', 'Towing'],
  ['6700', 'Laundry Equipment'],
  ['6800', 'Uniforms & Mats'],
  ['6900', 'Signage'],
  ['6950', 'Equipment Rental'],
  ['7000', 'Capital Improvements'],
  ['7010', 'Appliance Replacement'],
  ['7020', 'Flooring Replacement'],
  ['7030', 'Roof Replacement'],
  ['7040', 'HVAC Replacement'],
  ['7050', 'Renovations'],
];

export interface Trade {
  key: string;
  words: readonly string[];
  gl: string;
  alts: readonly string[];
  /** For a multi-unit property, the chance one of this trade's bills is for a single unit. */
  unitShare: number;
  /** Serves a fixed list of properties under contract (landscaping, pest, pools...). */
  contract: boolean;
  /** Share of the metro's local vendors. */
  vendorWeight: number;
  /** Keeps a customer number per property. */
  accountShare: number;
  lines: readonly string[];
  amount: readonly [number, number];
  snowOnly?: boolean;
  /** Kinds of property the trade works at; empty means any. */
  kinds?: readonly string[];
}

const t = (
  key: string,
  words: string[],
  gl: string,
  alts: string[],
  unitShare: number,
  contract: boolean,
  vendorWeight: number,
  accountShare: number,
  amount: [number, number],
  lines: string[],
  extra: Partial<Trade> = {},
): Trade => ({ key, words, gl, alts, unitShare, contract, vendorWeight, accountShare, amount, lines, ...extra });

export const TRADES: readonly Trade[] = [
  t('plumbing', ['Plumbing', 'Plumbing & Drain', 'Plumbing Services', 'Plumbing Co', 'Rooter', 'Plumbing & Rooter', 'Drain Service', 'Plumbing & Heating'], '6020', ['6010', '7000'], 0.8, false, 9, 0.04, [95, 2400], [
    'Replaced garbage disposal', 'Cleared kitchen drain stoppage', 'Replaced wax ring and reset toilet', 'Repaired leak under kitchen sink',
    'Replaced 40 gal water heater', 'Snaked tub drain', 'Trip charge', 'Service call - after hours', 'Replaced shower valve cartridge',
    'Hydro-jet main sewer line', 'Replaced angle stops and supply lines', 'Camera inspection of sewer line', 'Repaired slab leak',
    'Replaced toilet fill valve and flapper', 'Installed new kitchen faucet (customer supplied)',
  ]),
  t('hvac', ['Heating & Air', 'Air Conditioning', 'HVAC', 'Mechanical', 'Comfort Systems', 'Air Conditioning & Heating', 'Heating & Cooling', 'Climate Control'], '6030', ['7040', '6010'], 0.7, false, 8, 0.05, [89, 6800], [
    'Diagnostic / service call', 'Replaced run capacitor 45/5 MFD', 'Added R-410A refrigerant (3 lbs)', 'Cleared condensate drain line',
    'Replaced blower motor', 'Replaced thermostat', 'Preventive maintenance - spring tune-up', 'Replaced contactor', 'Installed 3 ton condenser',
    'Replaced filters', 'Repaired refrigerant leak at evaporator coil', 'Replaced igniter on furnace',
  ]),
  t('electrical', ['Electric', 'Electrical Services', 'Electrical Contractors', 'Electric Co', 'Electrical'], '6040', ['6010', '7000'], 0.5, false, 6, 0.03, [120, 4200], [
    'Replaced GFCI outlets in kitchen and bath', 'Troubleshoot tripping breaker', 'Replaced 20A breaker', 'Repaired parking lot pole light',
    'Replaced exterior wall packs with LED', 'Installed ceiling fan', 'Replaced smoke detectors (hardwired)', 'Service call', 'Replaced photocell',
  ]),
  t('appliance', ['Appliance Repair', 'Appliance Service', 'Appliance', 'Appliance Parts & Service'], '6050', ['7010'], 0.92, false, 4, 0.03, [85, 1400], [
    'Replaced refrigerator defrost thermostat', 'Replaced dishwasher drain pump', 'Replaced oven bake element', 'Diagnostic fee',
    'Replaced washer lid switch', 'Replaced dryer belt and idler pulley', 'Replaced range surface burner switch', 'Replaced ice maker assembly',
  ]),
  t('locksmith', ['Lock & Key', 'Locksmith', 'Locksmiths', 'Lock & Safe', 'Security Locksmith'], '6060', ['6010'], 0.7, false, 3, 0.02, [65, 900], [
    'Rekey front door lock', 'Lockout service', 'Replaced deadbolt', 'Cut 4 keys', 'Rekeyed mailbox lock', 'Replaced lever set', 'Master key system - 12 cylinders',
  ]),
  t('roofing', ['Roofing', 'Roofing & Construction', 'Roofing Co', 'Roofing Contractors', 'Roofing & Sheet Metal'], '6070', ['7030', '6010'], 0.12, false, 5, 0.02, [250, 38000], [
    'Roof leak repair', 'Replaced missing shingles after storm', 'Resealed flashing around vents', 'Roof inspection', 'Tear off and re-roof',
    'Repaired TPO membrane', 'Cleaned and resealed roof drains',
  ]),
  t('painting', ['Painting', 'Painting & Drywall', 'Painting Co', 'Coatings', 'Paint & Drywall'], '6080', ['6100', '7050'], 0.75, false, 6, 0.03, [150, 9500], [
    'Full interior paint - 2 bed', 'Touch-up paint', 'Drywall patch and texture', 'Painted exterior trim', 'Ceiling paint after leak repair',
    'Paint 1 bed / 1 bath', 'Stair rail painting', 'Painted breezeways',
  ]),
  t('flooring', ['Flooring', 'Floor Covering', 'Carpet & Flooring', 'Floors', 'Carpet', 'Flooring Solutions'], '6090', ['7020', '6100'], 0.88, false, 4, 0.04, [180, 6500], [
    'Installed LVP - living room and hall', 'Carpet replacement - 2 bedrooms', 'Carpet repair / restretch', 'Replaced vinyl in bathroom',
    'Pad and carpet install', 'Transition strips',
  ]),
  t('makeready', ['Make Ready', 'Make Ready Services', 'Turn Services', 'Cleaning Services', 'Cleaning', 'Maid Service'], '6100', ['6110', '6080'], 0.95, false, 6, 0.05, [90, 1100], [
    'Move-out clean', 'Make ready clean - 2x2', 'Trash out', 'Final clean', 'Window and blind cleaning', 'Oven and refrigerator clean',
  ]),
  t('janitorial', ['Janitorial', 'Janitorial Services', 'Building Services', 'Commercial Cleaning', 'Facility Services'], '6110', ['6100'], 0.05, true, 3, 0.3, [300, 5200], [
    'Monthly janitorial service', 'Common area cleaning', 'Restroom service', 'Breezeway and stair cleaning', 'Clubhouse cleaning',
  ]),
  t('landscaping', ['Landscaping', 'Lawn Care', 'Lawn & Landscape', 'Grounds Maintenance', 'Landscape Management', 'Landscape Services', 'Lawn Service'], '6120', ['6130', '7000'], 0.03, true, 7, 0.3, [120, 7800], [
    'Monthly grounds maintenance', 'Mowing, edging, blowing', 'Seasonal color install', 'Mulch install - 40 yds', 'Irrigation repair',
    'Shrub trimming', 'Fertilization and weed control', 'Leaf removal',
  ]),
  t('tree', ['Tree Service', 'Tree Care', 'Tree Experts', 'Arborists'], '6130', ['6120'], 0.02, false, 2, 0.02, [300, 6000], [
    'Removed dead oak', 'Crown raise and thin', 'Storm cleanup', 'Stump grinding', 'Limb removal over roof',
  ]),
  t('pest', ['Pest Control', 'Exterminating', 'Termite & Pest', 'Pest Solutions', 'Pest Management'], '6140', ['6010'], 0.35, true, 3, 0.5, [45, 1800], [
    'Monthly pest service', 'Bed bug heat treatment', 'Roach clean-out', 'Termite inspection', 'Rodent exclusion', 'Quarterly exterior service',
  ]),
  t('pool', ['Pool Service', 'Pools', 'Pool & Spa', 'Aquatics', 'Pool Management'], '6150', ['6010'], 0, true, 2, 0.3, [150, 3500], [
    'Monthly pool service', 'Chemicals', 'Replaced pool pump motor', 'Pool opening', 'Pool closing', 'Lifeguard service',
  ], { kinds: ['apartment', 'condo', 'townhome'] }),
  t('snow', ['Snow Removal', 'Snow & Ice', 'Snow Management', 'Snowplowing'], '6160', ['6120'], 0, true, 2, 0.2, [250, 6500], [
    'Plowing - 3 in. event', 'Ice melt application', 'Sidewalk shoveling', 'Seasonal snow contract - installment',
  ], { snowOnly: true }),
  t('elevator', ['Elevator', 'Elevator Co', 'Elevator Services', 'Lift & Elevator'], '6170', ['6010'], 0, true, 0.5, 0.6, [280, 4200], [
    'Monthly maintenance', 'Annual safety test', 'Entrapment call', 'Replaced door operator',
  ], { kinds: ['commercial', 'condo', 'apartment'] }),
  t('fire', ['Fire Protection', 'Fire & Safety', 'Fire Sprinkler', 'Fire Systems', 'Fire Equipment'], '6180', ['6010'], 0.1, true, 2, 0.5, [95, 3800], [
    'Annual fire extinguisher inspection', 'Sprinkler 5-year inspection', 'Fire alarm monitoring', 'Replaced sprinkler head', 'Backflow test',
  ]),
  t('paving', ['Paving', 'Asphalt & Concrete', 'Asphalt', 'Concrete', 'Paving & Striping', 'Parking Lot Services'], '6190', ['7000'], 0, false, 2, 0.02, [400, 24000], [
    'Pothole repair', 'Seal coat and restripe', 'Concrete sidewalk replacement', 'ADA ramp', 'Crack fill',
  ]),
  t('glass', ['Glass', 'Glass & Mirror', 'Window & Door', 'Glass Co'], '6200', ['6010'], 0.55, false, 2, 0.02, [120, 2600], [
    'Replaced broken window pane', 'Replaced sliding glass door', 'Board up', 'Storefront door closer',
  ]),
  t('fencing', ['Fence', 'Fence Co', 'Fencing', 'Fence & Gate'], '6210', ['7000'], 0.1, false, 2, 0.02, [200, 9000], [
    'Repaired gate operator', 'Replaced 40 ft privacy fence', 'Pool fence repair', 'Access gate service call',
  ]),
  t('gutters', ['Gutters', 'Seamless Gutters', 'Gutter Co', 'Gutter Cleaning'], '6220', ['6070'], 0.05, false, 1.5, 0.02, [150, 3200], [
    'Gutter cleaning', 'Replaced downspout', 'Installed gutter guards',
  ]),
  t('restoration', ['Restoration', 'Water Restoration', 'Disaster Restoration', 'Restoration Services'], '6230', ['6010', '7050'], 0.65, false, 2, 0.02, [400, 18000], [
    'Water extraction', 'Dehumidifiers and air movers - 3 days', 'Mold remediation', 'Drywall removal', 'Emergency response',
  ]),
  t('garage', ['Garage Doors', 'Overhead Door', 'Garage Door Service', 'Door Co'], '6240', ['6010'], 0.4, false, 1.5, 0.02, [110, 2400], [
    'Replaced torsion spring', 'Replaced garage door opener', 'Service call', 'Replaced bottom seal',
  ]),
  t('handyman', ['Handyman Services', 'Property Services', 'Maintenance', 'Property Maintenance', 'Handyman', 'Home Repair'], '6015', ['6010', '6100'], 0.75, false, 7, 0.02, [60, 2200], [
    'Labor - 3 hrs', 'Replaced blinds', 'Hung closet doors', 'Replaced light fixture', 'Caulked tub', 'Patched drywall', 'Materials',
    'Replaced cabinet hinges', 'Installed smoke detectors', 'Repaired fence boards',
  ]),
  t('gc', ['Construction', 'Builders', 'Contracting', 'Remodeling', 'General Contractors', 'Renovations'], '7050', ['7000', '6010'], 0.5, false, 5, 0.02, [900, 45000], [
    'Kitchen renovation - draw 2', 'Bathroom remodel', 'Interior upgrade package', 'Deck replacement', 'Balcony repair', 'Siding repair',
  ]),
  t('security', ['Security', 'Patrol Services', 'Security Services', 'Protective Services'], '6600', ['6610'], 0, true, 1.5, 0.3, [400, 9000], [
    'Courtesy patrol - monthly', 'Unarmed guard services', 'Vehicle patrol', 'Incident response',
  ]),
  t('alarm', ['Alarm', 'Security Systems', 'Alarm Co', 'Monitoring'], '6610', ['6600'], 0, true, 1, 0.8, [35, 900], [
    'Alarm monitoring - quarterly', 'Access control service', 'Camera system maintenance',
  ]),
  t('towing', ['Towing', 'Wrecker Service', 'Towing & Recovery'], '6620', ['6010'], 0, false, 1, 0.02, [95, 450], ['Tow - abandoned vehicle', 'Storage fees']),
  t('legal', [], '6500', ['6505'], 0.55, false, 3, 0.02, [150, 4500], [
    'Eviction filing fee', 'Court appearance', 'Writ of possession', 'Lease review', 'Demand letter', 'Professional services rendered',
  ]),
  t('cpa', [], '6510', ['6500'], 0, false, 1, 0.02, [400, 8000], ['Annual audit', 'Tax return preparation', 'Bookkeeping services']),
  t('insurance', [], '6520', ['6500'], 0, false, 1.5, 0.05, [600, 22000], ['Property insurance premium', 'Liability policy renewal', 'Flood policy installment']),
  t('signage', ['Signs', 'Sign Co', 'Signs & Graphics', 'Signworks'], '6900', ['6530'], 0, false, 1, 0.02, [120, 6000], [
    'Monument sign repair', 'Banner - Now Leasing', 'Building numbers', 'Parking signs',
  ]),
  t('windowclean', ['Window Cleaning', 'Window Washing', 'Glass Cleaning'], '6110', ['6010'], 0.02, false, 1, 0.02, [150, 2500], ['Exterior window cleaning', 'Interior and exterior glass']),
  t('pressure', ['Pressure Washing', 'Power Washing', 'Exterior Cleaning'], '6010', ['6110'], 0.02, false, 1.5, 0.02, [150, 4200], [
    'Pressure wash breezeways', 'Pressure wash sidewalks', 'Building wash',
  ]),
  t('junk', ['Junk Removal', 'Hauling', 'Hauling & Junk Removal', 'Debris Removal'], '6010', ['6100'], 0.5, false, 1.5, 0.02, [95, 1500], [
    'Trash out - full load', 'Bulk trash removal', 'Dumpster area cleanup',
  ]),
  t('countertops', ['Countertops', 'Granite & Marble', 'Cabinets & Countertops', 'Surfaces', 'Stone Works'], '7050', ['7000', '6010'], 0.85, false, 1.5, 0.02, [400, 6500], [
    'Quartz countertop install', 'Resurfaced countertops', 'Cabinet refacing',
  ]),
  t('blinds', ['Blinds', 'Blinds & Shutters', 'Window Coverings', 'Blinds & Drapery'], '6010', ['6100'], 0.85, false, 1, 0.02, [40, 900], [
    'Replaced 2 in. faux wood blinds', 'Vertical blinds', 'Mini blinds (6)',
  ]),
  t('carpetclean', ['Carpet Cleaning', 'Carpet Care', 'Steamer', 'Carpet & Upholstery Cleaning'], '6100', ['6090', '6110'], 0.9, false, 2, 0.03, [75, 600], [
    'Carpet cleaning - 2 bedroom', 'Spot treatment', 'Pet odor treatment', 'Clubhouse carpet cleaning',
  ]),
  t('supply', ['Supply', 'Plumbing Supply', 'Building Supply', 'Maintenance Supply', 'Hardware'], '6400', ['6010'], 0.2, false, 1.5, 0.4, [25, 1800], [
    'Disposal 1/2 HP', 'Toilet flapper (case)', 'PVC fittings', 'Paint rollers', 'Light bulbs LED A19 (24)', 'Smoke detectors (6)', 'Air filters 16x25x1 (24)',
  ]),
];

export function tradeByKey(key: string): Trade {
  const tr = TRADES.find((x) => x.key === key);
  if (!tr) throw new Error(`no trade ${key}`);
  return tr;
}

export const PLACE_WORDS: Readonly<Record<string, readonly string[]>> = {
  dfw: ['Lone Star', 'Metroplex', 'Trinity', 'North Texas', 'Big D', 'Bluebonnet'],
  hou: ['Bayou City', 'Gulf Coast', 'Space City', 'Brazos', 'Lone Star'],
  aus: ['Hill Country', 'Capital City', 'Colorado River', 'Lone Star', 'Bluebonnet'],
  atl: ['Peach State', 'Chattahoochee', 'Southern', 'Dixie', 'Georgia'],
  phx: ['Desert', 'Sonoran', 'Cactus', 'Valley', 'Saguaro', 'Copper State'],
  clt: ['Queen City', 'Carolina', 'Piedmont', 'Catawba', 'Tar Heel'],
  den: ['Front Range', 'Mile High', 'Rocky Mountain', 'Colorado', 'Summit'],
  cmh: ['Buckeye', 'Capital City', 'Ohio Valley', 'Scioto', 'Central Ohio'],
  tpa: ['Suncoast', 'Tampa Bay', 'Gulf Coast', 'Sunshine', 'Bay Area'],
  bna: ['Music City', 'Volunteer', 'Cumberland', 'Middle Tennessee', 'Tennessee Valley'],
  ind: ['Hoosier', 'Circle City', 'Crossroads', 'White River', 'Central Indiana'],
};

export const ADJECTIVES = [
  'Reliable', 'Precision', 'Premier', 'Quality', 'Superior', 'Elite', 'Pro', 'ProTech', 'Allied', 'Advanced', 'All Pro',
  'American', 'Affordable', 'Express', 'First Choice', 'Five Star', 'Integrity', 'Honest', 'Trusted', 'Dependable', 'Apex',
  'Patriot', 'Liberty', 'Accurate', 'Absolute', 'Ace', 'Action', 'A-1', 'AAA', 'Best', 'Blue Sky', 'Green Leaf', 'True Blue',
  'Rapid', 'Priority', 'Total', 'United', 'Metro', 'National', 'Family', 'Hometown', 'Neighborhood', 'Signature', 'Classic',
  'Diamond', 'Platinum', 'Keystone', 'Cornerstone', 'Benchmark', 'Frontline', 'On Time', 'Budget', 'Discount', 'Capitol',
];

export const FRANCHISES: readonly [string, string, string][] = [
  ['Mr. Rooter Plumbing', 'plumbing', 'mrrooter'],
  ['SERVPRO', 'restoration', 'servpro'],
  ['ServiceMaster Restore', 'restoration', 'servicemaster'],
  ['Mosquito Joe', 'pest', 'mosquitojoe'],
  ['Mr. Electric', 'electrical', 'mrelectric'],
  ['Molly Maid', 'makeready', 'mollymaid'],
  ['Chem-Dry', 'carpetclean', 'chemdry'],
  ['Budget Blinds', 'blinds', 'budgetblinds'],
  ['Mr. Handyman', 'handyman', 'mrhandyman'],
  ['One Hour Heating & Air Conditioning', 'hvac', 'onehourair'],
  ['Aire Serv', 'hvac', 'aireserv'],
  ['Window Genie', 'windowclean', 'windowgenie'],
  ['Glass Doctor', 'glass', 'glassdoctor'],
  ['Junk King', 'junk', 'junkking'],
  ['Weed Man', 'landscaping', 'weedman'],
  ['Mr. Appliance', 'appliance', 'mrappliance'],
  ['Precision Garage Door', 'garage', 'precisiondoor'],
];

export type UtilityKind = 'electric' | 'gas' | 'water' | 'trash' | 'internet' | 'phone';

/** Other accounts a utility's bills have been coded to (vacant units, common areas). */
export const UTILITY_ALT_GL: Readonly<Record<UtilityKind, readonly string[]>> = {
  electric: ['6305', '6360'],
  gas: ['6305', '6360'],
  water: ['6360', '6305'],
  trash: ['6360'],
  internet: ['6350', '6540'],
  phone: ['6340'],
};

export const UTILITY_GL: Readonly<Record<UtilityKind, string>> = {
  electric: '6300',
  gas: '6310',
  water: '6320',
  trash: '6330',
  internet: '6340',
  phone: '6350',
};

export interface UtilityDef {
  name: string;
  aliases: readonly string[];
  kind: UtilityKind;
  /** Also bills these (Citizens Energy: gas and water; Austin: electric and water). */
  alsoKinds?: readonly UtilityKind[];
  metros: readonly string[];
  /** Only these cities of its metros; empty means all. */
  cities?: readonly string[];
  domain: string;
  remit: string;
  /** '#' is a digit; other characters are printed as they are. */
  acct: string;
  /** Several records share a brand: bills print the brand, the account number tells them apart. */
  brand?: string;
  /** Of the metro's properties served by this kind, the share this one serves when there are several. */
  share?: number;
}

const u = (
  name: string,
  kind: UtilityKind,
  metros: string[],
  domain: string,
  remit: string,
  acct: string,
  extra: Partial<UtilityDef> = {},
): UtilityDef => ({ name, aliases: [], kind, metros, domain, remit, acct, ...extra });

export const UTILITIES: readonly UtilityDef[] = [
  // Electric
  u('TXU Energy', 'electric', ['dfw', 'aus'], 'txu.com', 'PO Box 650638, Dallas, TX 75265-0638', '9000########', { cities: ['Dallas', 'Plano', 'Irving', 'Garland', 'Arlington', 'Fort Worth', 'Frisco', 'McKinney', 'Richardson', 'Mesquite', 'Carrollton', 'Lewisville', 'Grand Prairie', 'Round Rock'], share: 0.6, aliases: ['TXU Energy Retail Company LLC'] }),
  u('Gexa Energy', 'electric', ['dfw', 'hou'], 'gexaenergy.com', 'PO Box 660100, Dallas, TX 75266-0100', '##########', { share: 0.4, cities: ['Dallas', 'Plano', 'Irving', 'Garland', 'Arlington', 'Fort Worth', 'Frisco', 'McKinney', 'Richardson', 'Mesquite', 'Carrollton', 'Lewisville', 'Grand Prairie', 'Houston', 'Pasadena', 'Katy', 'Sugar Land', 'Pearland', 'Spring', 'Baytown', 'League City'], aliases: ['Gexa Energy LP'] }),
  u('Denton Municipal Electric', 'electric', ['dfw'], 'cityofdenton.com', 'PO Box 660150, Dallas, TX 75266-0150', '######-######', { cities: ['Denton'], aliases: ['City of Denton Utilities', 'DME'] }),
  u('Reliant Energy', 'electric', ['hou'], 'reliant.com', 'PO Box 650475, Dallas, TX 75265-0475', '#########-#', { share: 0.6, aliases: ['Reliant Energy Retail Services LLC', 'Reliant'] }),
  u('City of Austin Utilities', 'electric', ['aus'], 'austinenergy.com', 'PO Box 2267, Austin, TX 78783-2267', '##########', { cities: ['Austin'], alsoKinds: ['water'], aliases: ['Austin Energy', 'City of Austin Utility Billing'] }),
  u('Pedernales Electric Cooperative', 'electric', ['aus'], 'peci.com', 'PO Box 1, Johnson City, TX 78636-0001', '#######-###', { cities: ['Cedar Park', 'Pflugerville', 'San Marcos', 'Georgetown'], aliases: ['PEC', 'Pedernales Electric Co-op'] }),
  u('Georgia Power', 'electric', ['atl'], 'southernco.com', 'PO Box 105457, Atlanta, GA 30348-5457', '#####-#####', { aliases: ['Georgia Power Company'] }),
  u('APS', 'electric', ['phx'], 'aps.com', 'PO Box 37812, Boone, IA 50037-0812', '##########', { share: 0.55, aliases: ['Arizona Public Service', 'Arizona Public Service Company'] }),
  u('SRP', 'electric', ['phx'], 'srpnet.com', 'PO Box 2951, Phoenix, AZ 85062-2951', '###-###-###', { share: 0.45, aliases: ['Salt River Project', 'Salt River Project Agricultural Improvement and Power District'] }),
  u('Duke Energy Carolinas', 'electric', ['clt'], 'duke-energy.com', 'PO Box 1094, Charlotte, NC 28201-1094', '#### #### ####', { brand: 'Duke Energy', cities: ['Charlotte', 'Concord', 'Gastonia', 'Matthews', 'Huntersville', 'Fort Mill'], aliases: ['Duke Energy Carolinas, LLC'] }),
  u('City of Rock Hill Utilities', 'electric', ['clt'], 'cityofrockhill.com', 'PO Box 11706, Rock Hill, SC 29731-1706', '######-##', { cities: ['Rock Hill'], alsoKinds: ['water'], aliases: ['Rock Hill Utilities'] }),
  u('Xcel Energy', 'electric', ['den'], 'xcelenergy.com', 'PO Box 9477, Minneapolis, MN 55484-9477', '##-########-#', { alsoKinds: ['gas'], aliases: ['Public Service Company of Colorado', 'Xcel Energy Inc.'] }),
  u('AEP Ohio', 'electric', ['cmh'], 'aep.com', 'PO Box 371496, Pittsburgh, PA 15250-7496', '###-###-###-#-#', { aliases: ['Ohio Power Company', 'American Electric Power'] }),
  u('Tampa Electric', 'electric', ['tpa'], 'tampaelectric.com', 'PO Box 31318, Tampa, FL 33631-3318', '############', { cities: ['Tampa', 'Brandon', 'Riverview'], aliases: ['TECO Tampa Electric', 'TECO'] }),
  u('Duke Energy Florida', 'electric', ['tpa'], 'duke-energy.com', 'PO Box 1090, Charlotte, NC 28201-1090', '#### #### ####', { brand: 'Duke Energy', cities: ['St. Petersburg', 'Clearwater', 'Largo'], aliases: ['Duke Energy Florida, LLC', 'Progress Energy Florida'] }),
  u('Nashville Electric Service', 'electric', ['bna'], 'nespower.com', 'PO Box 305099, Nashville, TN 37230-5099', '#######-###', { cities: ['Nashville', 'Antioch', 'Hendersonville'], aliases: ['NES'] }),
  u('Middle Tennessee Electric', 'electric', ['bna'], 'mte.com', 'PO Box 681616, Franklin, TN 37068-1616', '########', { cities: ['Murfreesboro', 'Franklin', 'Smyrna'], aliases: ['MTE', 'Middle Tennessee Electric Membership Corporation', 'MTEMC'] }),
  u('AES Indiana', 'electric', ['ind'], 'aesindiana.com', 'PO Box 110, Indianapolis, IN 46206-0110', '###########', { cities: ['Indianapolis', 'Lawrence', 'Greenwood'], aliases: ['Indianapolis Power & Light', 'IPL'] }),
  u('Duke Energy Indiana', 'electric', ['ind'], 'duke-energy.com', 'PO Box 1094, Charlotte, NC 28201-1094', '#### #### ####', { brand: 'Duke Energy', cities: ['Carmel', 'Fishers'], aliases: ['Duke Energy Indiana, LLC'] }),
  // Gas
  u('Atmos Energy', 'gas', ['dfw'], 'atmosenergy.com', 'PO Box 790311, St. Louis, MO 63179-0311', '##########', { aliases: ['Atmos Energy Corporation'] }),
  u('CenterPoint Energy', 'gas', ['hou'], 'centerpointenergy.com', 'PO Box 4981, Houston, TX 77210-4981', '########-#', { aliases: ['CenterPoint Energy Resources Corp.', 'CNP'] }),
  u('Texas Gas Service', 'gas', ['aus'], 'texasgasservice.com', 'PO Box 219913, Kansas City, MO 64121-9913', '###########-##-#', { aliases: ['TGS', 'Texas Gas Service Company'] }),
  u('Georgia Natural Gas', 'gas', ['atl'], 'gng.com', 'PO Box 71245, Charlotte, NC 28272-1245', '##########', { share: 0.6, aliases: ['GNG'] }),
  u('SCANA Energy', 'gas', ['atl'], 'scanaenergy.com', 'PO Box 100157, Columbia, SC 29202-3157', '#########', { share: 0.4, aliases: ['SCANA Energy Marketing'] }),
  u('Southwest Gas', 'gas', ['phx'], 'swgas.com', 'PO Box 98890, Las Vegas, NV 89150-0101', '###-#######-###', { aliases: ['Southwest Gas Corporation'] }),
  u('Piedmont Natural Gas', 'gas', ['clt', 'bna'], 'piedmontng.com', 'PO Box 1246, Charlotte, NC 28201-1246', '###########', { aliases: ['Piedmont Natural Gas Company'] }),
  u('Columbia Gas of Ohio', 'gas', ['cmh'], 'columbiagasohio.com', 'PO Box 4629, Carol Stream, IL 60197-4629', '########-###-#', { aliases: ['Columbia Gas'] }),
  u('Peoples Gas', 'gas', ['tpa'], 'peoplesgas.com', 'PO Box 31017, Tampa, FL 33631-3017', '############', { aliases: ['TECO Peoples Gas', 'Peoples Gas System'] }),
  u('Citizens Energy Group', 'gas', ['ind'], 'citizensenergygroup.com', 'PO Box 7056, Indianapolis, IN 46207-7056', '##########-#', { alsoKinds: ['water'], cities: ['Indianapolis', 'Lawrence', 'Fishers'], aliases: ['Citizens Energy', 'Citizens Water', 'Citizens Gas'] }),
  u('CenterPoint Energy Indiana', 'gas', ['ind'], 'centerpointenergy.com', 'PO Box 4981, Houston, TX 77210-4981', '#######-#', { cities: ['Carmel', 'Greenwood'], aliases: ['Vectren'] }),
  // Trash (regional records of one brand + local haulers)
  u('Waste Management of Texas', 'trash', ['dfw', 'hou', 'aus'], 'wm.com', 'PO Box 660345, Dallas, TX 75266-0345', '###-#######-####-#', { brand: 'Waste Management', share: 0.45, aliases: ['WM of Texas'] }),
  u('Waste Management of Georgia', 'trash', ['atl'], 'wm.com', 'PO Box 105453, Atlanta, GA 30348-5453', '###-#######-####-#', { brand: 'Waste Management', share: 0.5 }),
  u('Waste Management of Arizona', 'trash', ['phx'], 'wm.com', 'PO Box 78251, Phoenix, AZ 85062-8251', '###-#######-####-#', { brand: 'Waste Management', share: 0.5 }),
  u('Waste Management of the Carolinas', 'trash', ['clt'], 'wm.com', 'PO Box 105453, Atlanta, GA 30348-5453', '###-#######-####-#', { brand: 'Waste Management', share: 0.5 }),
  u('Waste Management of Colorado', 'trash', ['den'], 'wm.com', 'PO Box 78251, Phoenix, AZ 85062-8251', '###-#######-####-#', { brand: 'Waste Management', share: 0.4 }),
  u('Waste Management of Ohio', 'trash', ['cmh'], 'wm.com', 'PO Box 4648, Carol Stream, IL 60197-4648', '###-#######-####-#', { brand: 'Waste Management', share: 0.35 }),
  u('Waste Management Inc. of Florida', 'trash', ['tpa'], 'wm.com', 'PO Box 4648, Carol Stream, IL 60197-4648', '###-#######-####-#', { brand: 'Waste Management', share: 0.5 }),
  u('Waste Management of Tennessee', 'trash', ['bna'], 'wm.com', 'PO Box 105453, Atlanta, GA 30348-5453', '###-#######-####-#', { brand: 'Waste Management', share: 0.5 }),
  u('Waste Management of Indiana', 'trash', ['ind'], 'wm.com', 'PO Box 4648, Carol Stream, IL 60197-4648', '###-#######-####-#', { brand: 'Waste Management', share: 0.5 }),
  u('Republic Services', 'trash', ['dfw', 'hou', 'aus', 'atl', 'phx', 'clt', 'den', 'cmh', 'tpa', 'bna', 'ind'], 'republicservices.com', 'PO Box 78829, Phoenix, AZ 85062-8829', '#-####-#######', { share: 0.35, aliases: ['Republic Services, Inc.', 'Allied Waste Services'] }),
  u('Frontier Waste Solutions', 'trash', ['dfw'], 'frontierwaste.com', 'PO Box 1650, Frisco, TX 75034-0028', '######', { share: 0.2 }),
  u('Texas Pride Disposal', 'trash', ['hou'], 'texaspridedisposal.com', 'PO Box 1110, Magnolia, TX 77353-1110', '#####', { share: 0.2 }),
  u('Texas Disposal Systems', 'trash', ['aus'], 'texasdisposal.com', 'PO Box 674090, Dallas, TX 75267-4090', '########', { share: 0.2, aliases: ['TDS'] }),
  u('Sanitation Solutions', 'trash', ['atl'], 'sanitationsolutionsinc.com', 'PO Box 1227, Hiram, GA 30141-1227', '######', { share: 0.15 }),
  u('Right Away Disposal', 'trash', ['phx'], 'rightawaydisposal.com', 'PO Box 5040, Chandler, AZ 85226-5040', '#####-##', { share: 0.15, aliases: ['RAD'] }),
  u('GFL Environmental', 'trash', ['clt', 'bna'], 'gflenv.com', 'PO Box 791519, Baltimore, MD 21279-1519', '##-######', { share: 0.15, aliases: ['GFL Environmental USA', 'Waste Industries'] }),
  u('Alpine Waste & Recycling', 'trash', ['den'], 'alpinewaste.com', 'PO Box 1329, Denver, CO 80201-1329', '#######', { share: 0.25 }),
  u('Rumpke Waste & Recycling', 'trash', ['cmh'], 'rumpke.com', 'PO Box 538710, Cincinnati, OH 45253-8710', '#########', { share: 0.3, aliases: ['Rumpke of Ohio, Inc.', 'Rumpke'] }),
  u('Waste Connections of Florida', 'trash', ['tpa'], 'wasteconnections.com', 'PO Box 742695, Cincinnati, OH 45274-2695', '####-#####', { share: 0.15 }),
  u('Red River Waste Solutions', 'trash', ['bna'], 'redriverwaste.com', 'PO Box 870, Hendersonville, TN 37077-0870', '######', { share: 0.15 }),
  u("Ray's Trash Service", 'trash', ['ind'], 'raystrash.com', 'PO Box 2, Clayton, IN 46118-0002', '#######', { share: 0.15, aliases: ["Ray's Trash Service, Inc."] }),
  // Internet, cable and phone
  u('Spectrum Business', 'internet', ['dfw', 'aus', 'clt', 'cmh', 'tpa'], 'charter.com', 'PO Box 60074, City of Industry, CA 91716-0074', '8### ## ### #######', { aliases: ['Charter Communications', 'Spectrum'] }),
  u('Comcast Business', 'internet', ['hou', 'atl', 'den', 'bna', 'ind'], 'comcast.com', 'PO Box 37601, Philadelphia, PA 19101-0601', '8### ## ### #######', { aliases: ['Comcast', 'Xfinity', 'Xfinity Communities'] }),
  u('Cox Business', 'internet', ['phx'], 'cox.com', 'PO Box 53249, Phoenix, AZ 85072-3249', '###-######-##', { aliases: ['Cox Communications'] }),
  u('AT&T', 'phone', ['dfw', 'hou', 'aus', 'atl', 'clt', 'bna', 'ind', 'tpa'], 'att.com', 'PO Box 5019, Carol Stream, IL 60197-5019', '### ###-#### ### #', { aliases: ['AT&T Mobility', 'AT&T Business', 'ATT'] }),
];

/** Water: each city's utility, some shared by suburbs; Houston suburbs are served by MUDs. */
export const WATER_PROVIDERS: readonly { name: string; aliases: string[]; cities: string[]; domain: string; remit: string; acct: string }[] = [
  { name: 'City of Dallas Water Utilities', aliases: ['Dallas Water Utilities', 'DWU'], cities: ['Dallas'], domain: 'dallascitynews.net', remit: 'PO Box 660025, Dallas, TX 75266-0025', acct: '#######-######' },
  { name: 'City of Plano', aliases: ['Plano Utility Billing', 'City of Plano Utilities'], cities: ['Plano'], domain: 'plano.gov', remit: 'PO Box 861990, Plano, TX 75086-1990', acct: '######-######' },
  { name: 'City of Irving', aliases: ['Irving Water Utilities'], cities: ['Irving'], domain: 'cityofirving.org', remit: 'PO Box 152288, Irving, TX 75015-2288', acct: '########' },
  { name: 'Garland Utility Services', aliases: ['City of Garland', 'Garland Power & Light'], cities: ['Garland'], domain: 'garlandtx.gov', remit: 'PO Box 461508, Garland, TX 75046-1508', acct: '######-###' },
  { name: 'City of Arlington Water Utilities', aliases: ['Arlington Water Utilities'], cities: ['Arlington'], domain: 'arlingtontx.gov', remit: 'PO Box 90020, Arlington, TX 76004-3020', acct: '#######-#####' },
  { name: 'Fort Worth Water Department', aliases: ['City of Fort Worth Water', 'FW Water'], cities: ['Fort Worth'], domain: 'fortworthtexas.gov', remit: 'PO Box 961003, Fort Worth, TX 76161-0003', acct: '##########' },
  { name: 'City of Frisco', aliases: ['Frisco Utility Billing'], cities: ['Frisco'], domain: 'friscotexas.gov', remit: 'PO Box 2730, Frisco, TX 75034-0048', acct: '######-######' },
  { name: 'City of McKinney', aliases: ['McKinney Utility Billing'], cities: ['McKinney'], domain: 'mckinneytexas.org', remit: 'PO Box 8000, McKinney, TX 75070-8000', acct: '#######' },
  { name: 'City of Richardson', aliases: ['Richardson Utility Billing'], cities: ['Richardson'], domain: 'cor.net', remit: 'PO Box 831907, Richardson, TX 75083-1907', acct: '##-####-##' },
  { name: 'City of Denton', aliases: ['Denton Water Utilities'], cities: ['Denton'], domain: 'dentonwater.com', remit: 'PO Box 660150, Dallas, TX 75266-0151', acct: '######-#####' },
  { name: 'City of Mesquite', aliases: ['Mesquite Utility Billing'], cities: ['Mesquite'], domain: 'cityofmesquite.com', remit: 'PO Box 850287, Mesquite, TX 75185-0287', acct: '#######' },
  { name: 'City of Carrollton', aliases: ['Carrollton Utility Billing'], cities: ['Carrollton'], domain: 'cityofcarrollton.com', remit: 'PO Box 110535, Carrollton, TX 75011-0535', acct: '########' },
  { name: 'City of Lewisville', aliases: ['Lewisville Utility Billing'], cities: ['Lewisville'], domain: 'cityoflewisville.com', remit: 'PO Box 299002, Lewisville, TX 75029-9002', acct: '######-######' },
  { name: 'City of Grand Prairie', aliases: ['Grand Prairie Water Utilities'], cities: ['Grand Prairie'], domain: 'gptx.org', remit: 'PO Box 530430, Grand Prairie, TX 75053-0430', acct: '######' },
  { name: 'City of Houston Water', aliases: ['Houston Public Works', 'City of Houston - Water/Wastewater'], cities: ['Houston'], domain: 'houstontx.gov', remit: 'PO Box 1560, Houston, TX 77251-1560', acct: '####-####-####' },
  { name: 'City of Pasadena', aliases: ['Pasadena Water Department'], cities: ['Pasadena'], domain: 'pasadenatx.gov', remit: 'PO Box 1337, Pasadena, TX 77501-1337', acct: '#####-#####' },
  { name: 'Harris County MUD No. 81', aliases: ['HCMUD 81', 'Harris County Municipal Utility District No. 81'], cities: ['Katy'], domain: 'hcmud81.org', remit: 'PO Box 1368, Friendswood, TX 77549-1368', acct: '###-####-##' },
  { name: 'City of Sugar Land', aliases: ['Sugar Land Utility Billing'], cities: ['Sugar Land'], domain: 'sugarlandtx.gov', remit: 'PO Box 5029, Sugar Land, TX 77487-5029', acct: '#######' },
  { name: 'City of Pearland', aliases: ['Pearland Utility Billing'], cities: ['Pearland'], domain: 'pearlandtx.gov', remit: 'PO Box 1267, Pearland, TX 77588-1267', acct: '#########' },
  { name: 'Northwest Harris County MUD No. 5', aliases: ['NWHCMUD 5', 'NW Harris Co MUD 5'], cities: ['Spring'], domain: 'nwhcmud5.com', remit: 'PO Box 1368, Friendswood, TX 77549-1369', acct: '##-#####-##' },
  { name: 'City of Baytown', aliases: ['Baytown Utility Billing'], cities: ['Baytown'], domain: 'baytown.org', remit: 'PO Box 424, Baytown, TX 77522-0424', acct: '######-###' },
  { name: 'City of League City', aliases: ['League City Utility Billing'], cities: ['League City'], domain: 'leaguecitytx.gov', remit: 'PO Box 2008, League City, TX 77574-2008', acct: '#######-##' },
  { name: 'City of Round Rock', aliases: ['Round Rock Utility Billing'], cities: ['Round Rock'], domain: 'roundrocktexas.gov', remit: 'PO Box 5299, Round Rock, TX 78683-5299', acct: '######-######' },
  { name: 'City of Pflugerville', aliases: ['Pflugerville Utility Billing'], cities: ['Pflugerville'], domain: 'pflugervilletx.gov', remit: 'PO Box 589, Pflugerville, TX 78691-0589', acct: '#######' },
  { name: 'City of Cedar Park', aliases: ['Cedar Park Utility Billing'], cities: ['Cedar Park'], domain: 'cedarparktexas.gov', remit: 'PO Box 1749, Cedar Park, TX 78630-1749', acct: '#####-#####' },
  { name: 'Georgetown Utility Systems', aliases: ['City of Georgetown', 'GUS'], cities: ['Georgetown'], domain: 'georgetown.org', remit: 'PO Box 409, Georgetown, TX 78627-0409', acct: '#######-###' },
  { name: 'City of San Marcos', aliases: ['San Marcos Utility Billing'], cities: ['San Marcos'], domain: 'sanmarcostx.gov', remit: 'PO Box 2199, San Marcos, TX 78667-2199', acct: '#######' },
  { name: 'City of Atlanta Department of Watershed Management', aliases: ['Atlanta Watershed Management', 'City of Atlanta Water'], cities: ['Atlanta'], domain: 'atlantaga.gov', remit: 'PO Box 105275, Atlanta, GA 30348-5275', acct: '#########' },
  { name: 'Cobb County Water System', aliases: ['Cobb County Water', 'Cobb Water'], cities: ['Marietta', 'Smyrna', 'Kennesaw'], domain: 'cobbcounty.org', remit: 'PO Box 580440, Charlotte, NC 28258-0440', acct: '#######-######' },
  { name: 'DeKalb County Watershed Management', aliases: ['DeKalb County Water', 'DeKalb Watershed'], cities: ['Decatur'], domain: 'dekalbcountyga.gov', remit: 'PO Box 71224, Charlotte, NC 28272-1224', acct: '##########' },
  { name: 'Gwinnett County Water Resources', aliases: ['Gwinnett County DWR', 'Gwinnett Water'], cities: ['Lawrenceville', 'Duluth', 'Norcross'], domain: 'gwinnettcounty.com', remit: 'PO Box 71225, Charlotte, NC 28272-1225', acct: '#########-###' },
  { name: 'Fulton County Water Services', aliases: ['Fulton County Water'], cities: ['Alpharetta'], domain: 'fultoncountyga.gov', remit: 'PO Box 105300, Atlanta, GA 30348-5300', acct: '########' },
  { name: 'City of Roswell', aliases: ['Roswell Utility Billing'], cities: ['Roswell'], domain: 'roswellgov.com', remit: 'PO Box 1460, Roswell, GA 30077-1460', acct: '######-##' },
  { name: 'City of Phoenix Water Services', aliases: ['City of Phoenix', 'Phoenix Water Services'], cities: ['Phoenix'], domain: 'phoenix.gov', remit: 'PO Box 29663, Phoenix, AZ 85038-9663', acct: '#######-###' },
  { name: 'City of Mesa Utilities', aliases: ['City of Mesa', 'Mesa Utilities'], cities: ['Mesa'], domain: 'mesaaz.gov', remit: 'PO Box 1878, Mesa, AZ 85211-1878', acct: '######-######' },
  { name: 'City of Tempe', aliases: ['Tempe Utility Billing'], cities: ['Tempe'], domain: 'tempe.gov', remit: 'PO Box 29617, Phoenix, AZ 85038-9617', acct: '########' },
  { name: 'City of Chandler', aliases: ['Chandler Utility Services'], cities: ['Chandler'], domain: 'chandleraz.gov', remit: 'PO Box 52158, Phoenix, AZ 85072-2158', acct: '#######-#####' },
  { name: 'City of Glendale', aliases: ['Glendale Utility Billing'], cities: ['Glendale'], domain: 'glendaleaz.com', remit: 'PO Box 52110, Phoenix, AZ 85072-2110', acct: '########' },
  { name: 'City of Scottsdale Water', aliases: ['Scottsdale Water', 'City of Scottsdale'], cities: ['Scottsdale'], domain: 'scottsdaleaz.gov', remit: 'PO Box 1300, Scottsdale, AZ 85252-1300', acct: '######-####' },
  { name: 'Town of Gilbert', aliases: ['Gilbert Utility Billing', 'Town of Gilbert Utilities'], cities: ['Gilbert'], domain: 'gilbertaz.gov', remit: 'PO Box 52653, Phoenix, AZ 85072-2653', acct: '#########' },
  { name: 'City of Peoria', aliases: ['Peoria Utility Billing'], cities: ['Peoria'], domain: 'peoriaaz.gov', remit: 'PO Box 4038, Peoria, AZ 85380-4038', acct: '#######' },
  { name: 'Charlotte Water', aliases: ['City of Charlotte Water', 'CLT Water'], cities: ['Charlotte', 'Matthews', 'Huntersville'], domain: 'charlottenc.gov', remit: 'PO Box 1316, Charlotte, NC 28201-1316', acct: '##########' },
  { name: 'City of Concord', aliases: ['Concord Utility Billing'], cities: ['Concord'], domain: 'concordnc.gov', remit: 'PO Box 580469, Charlotte, NC 28258-0469', acct: '######-######' },
  { name: 'City of Gastonia', aliases: ['Two Rivers Utilities', 'Gastonia Utilities'], cities: ['Gastonia'], domain: 'cityofgastonia.com', remit: 'PO Box 1748, Gastonia, NC 28053-1748', acct: '#######-#' },
  { name: 'Town of Fort Mill', aliases: ['Fort Mill Utilities'], cities: ['Fort Mill'], domain: 'fortmillsc.gov', remit: 'PO Box 159, Fort Mill, SC 29716-0159', acct: '#####' },
  { name: 'Denver Water', aliases: ['Denver Board of Water Commissioners'], cities: ['Denver', 'Lakewood', 'Littleton'], domain: 'denverwater.org', remit: 'PO Box 173343, Denver, CO 80217-3343', acct: '##########' },
  { name: 'Aurora Water', aliases: ['City of Aurora Water'], cities: ['Aurora'], domain: 'auroragov.org', remit: 'PO Box 719117, Denver, CO 80271-9117', acct: '########-#' },
  { name: 'Englewood Utilities', aliases: ['City of Englewood'], cities: ['Englewood'], domain: 'englewoodco.gov', remit: 'PO Box 2900, Englewood, CO 80150-2900', acct: '######' },
  { name: 'City of Westminster Utility Billing', aliases: ['City of Westminster'], cities: ['Westminster'], domain: 'cityofwestminster.us', remit: 'PO Box 17107, Denver, CO 80217-0107', acct: '#######' },
  { name: 'City of Arvada Water', aliases: ['Arvada Utility Billing'], cities: ['Arvada'], domain: 'arvada.org', remit: 'PO Box 8101, Arvada, CO 80001-8101', acct: '#####-#####' },
  { name: 'City of Thornton', aliases: ['Thornton Utility Billing'], cities: ['Thornton'], domain: 'thorntonco.gov', remit: 'PO Box 910222, Denver, CO 80291-0222', acct: '########' },
  { name: 'City of Columbus Department of Public Utilities', aliases: ['Columbus Public Utilities', 'City of Columbus Utilities', 'Columbus DPU'], cities: ['Columbus', 'Grove City', 'Hilliard', 'Gahanna', 'Reynoldsburg'], domain: 'columbus.gov', remit: 'PO Box 182882, Columbus, OH 43218-2882', acct: '######-######' },
  { name: 'City of Dublin Utility Billing', aliases: ['City of Dublin'], cities: ['Dublin'], domain: 'dublinohiousa.gov', remit: 'PO Box 9, Dublin, OH 43017-0009', acct: '#######' },
  { name: 'City of Westerville Utilities', aliases: ['Westerville Electric'], cities: ['Westerville'], domain: 'westerville.org', remit: 'PO Box 6107, Westerville, OH 43086-6107', acct: '######-###' },
  { name: 'Tampa Water Department', aliases: ['City of Tampa Utilities', 'City of Tampa Water'], cities: ['Tampa'], domain: 'tampa.gov', remit: 'PO Box 30191, Tampa, FL 33630-3191', acct: '##########' },
  { name: 'City of St. Petersburg Utilities', aliases: ['St Pete Water Resources', 'City of St Petersburg'], cities: ['St. Petersburg'], domain: 'stpete.org', remit: 'PO Box 33034, St. Petersburg, FL 33733-8034', acct: '#######-######' },
  { name: 'City of Clearwater Utilities', aliases: ['Clearwater Utility Customer Service'], cities: ['Clearwater'], domain: 'myclearwater.com', remit: 'PO Box 30020, Tampa, FL 33630-3020', acct: '#########' },
  { name: 'Hillsborough County Water Resources', aliases: ['Hillsborough County BOCC', 'Hillsborough County Utilities'], cities: ['Brandon', 'Riverview'], domain: 'hcflgov.net', remit: 'PO Box 89097, Tampa, FL 33689-0417', acct: '##########' },
  { name: 'Pinellas County Utilities', aliases: ['Pinellas County BOCC'], cities: ['Largo'], domain: 'pinellascounty.org', remit: 'PO Box 1780, Clearwater, FL 33757-1780', acct: '######-######' },
  { name: 'Metro Water Services', aliases: ['Metro Nashville Water', 'Nashville Metro Water Services'], cities: ['Nashville', 'Antioch'], domain: 'nashville.gov', remit: 'PO Box 305225, Nashville, TN 37230-5225', acct: '#######-###' },
  { name: 'Murfreesboro Water Resources', aliases: ['City of Murfreesboro Water', 'MWRD'], cities: ['Murfreesboro', 'Smyrna'], domain: 'murfreesborotn.gov', remit: 'PO Box 897, Murfreesboro, TN 37133-0897', acct: '########' },
  { name: 'City of Franklin Water Management', aliases: ['City of Franklin'], cities: ['Franklin'], domain: 'franklintn.gov', remit: 'PO Box 705, Franklin, TN 37065-0705', acct: '######-##' },
  { name: 'Hendersonville Utility District', aliases: ['HUD', 'Hendersonville Utility'], cities: ['Hendersonville'], domain: 'hud.org', remit: 'PO Box 1210, Hendersonville, TN 37077-1210', acct: '#######' },
  { name: 'Carmel Utilities', aliases: ['City of Carmel Utilities'], cities: ['Carmel'], domain: 'carmel.in.gov', remit: 'PO Box 109, Carmel, IN 46082-0109', acct: '#######-###' },
  { name: 'Indiana American Water', aliases: ['American Water', 'Indiana-American Water Company'], cities: ['Greenwood'], domain: 'amwater.com', remit: 'PO Box 371880, Pittsburgh, PA 15250-7880', acct: '####-########' },
];

export interface NationalDef {
  name: string;
  aliases: readonly string[];
  trade: string;
  gl: string;
  domain: string;
  remit: string;
  /** 'property': a customer number per site; 'client': one number for the whole client; null: none. */
  accounts: 'property' | 'client' | null;
  acct: string;
  kinds?: readonly string[];
  billWeight: number;
  /** How the invoice prints the payee (store numbers, "THE HOME DEPOT PRO"). */
  printNames?: readonly string[];
}

const n = (
  name: string,
  trade: string,
  gl: string,
  domain: string,
  remit: string,
  accounts: 'property' | 'client' | null,
  acct: string,
  billWeight: number,
  extra: Partial<NationalDef> = {},
): NationalDef => ({ name, aliases: [], trade, gl, domain, remit, accounts, acct, billWeight, ...extra });

export const NATIONALS: readonly NationalDef[] = [
  n('HD Supply Facilities Maintenance', 'supply', '6400', 'hdsupply.com', 'PO Box 509058, San Diego, CA 92150-9058', 'property', '#######', 9, { aliases: ['HD Supply', 'HDS FM'], printNames: ['HD SUPPLY FACILITIES MAINTENANCE', 'HD Supply', 'HD SUPPLY FM'] }),
  n('The Home Depot Pro', 'supply', '6400', 'homedepot.com', 'PO Box 742440, Los Angeles, CA 90074-2440', 'property', '##########', 8, { aliases: ['Home Depot Pro', 'SupplyWorks', 'Home Depot Credit Services'], printNames: ['THE HOME DEPOT PRO', 'Home Depot Pro', 'HOME DEPOT PRO #8419'] }),
  n("Lowe's Pro Supply", 'supply', '6400', 'lowes.com', 'PO Box 530954, Atlanta, GA 30353-0954', 'property', '####-######', 4, { aliases: ["Lowe's", "Lowe's Home Centers, LLC"], printNames: ["LOWE'S PRO SUPPLY", "Lowe's Pro Supply", 'LOWES PRO SUPPLY'] }),
  n('Sherwin-Williams Co.', 'supply', '6420', 'sherwin.com', 'PO Box 277499, Atlanta, GA 30384-7499', 'property', '####-####-#', 6, { aliases: ['Sherwin Williams', 'Sherwin-Williams'], printNames: ['THE SHERWIN-WILLIAMS CO.', 'Sherwin-Williams #7042', 'SHERWIN WILLIAMS'] }),
  n('Ferguson Enterprises', 'supply', '6400', 'ferguson.com', 'PO Box 802817, Chicago, IL 60680-2817', 'property', '######', 3, { aliases: ['Ferguson', 'Ferguson Facilities Supply'], printNames: ['FERGUSON FACILITIES SUPPLY', 'Ferguson Enterprises, LLC'] }),
  n('W.W. Grainger, Inc.', 'supply', '6400', 'grainger.com', 'Dept. 880913817, Palatine, IL 60038-0001', 'client', '#########', 2, { aliases: ['Grainger'], printNames: ['GRAINGER', 'W.W. Grainger'] }),
  n('Amazon Business', 'supply', '6410', 'amazon.com', 'PO Box 035184, Seattle, WA 98124-5184', null, '', 2, { aliases: ['Amazon.com Services LLC', 'Amazon Capital Services'] }),
  n('Staples Business Advantage', 'supply', '6410', 'staples.com', 'PO Box 70242, Philadelphia, PA 19176-0242', 'client', '########', 1.5, { aliases: ['Staples'] }),
  n('SiteOne Landscape Supply', 'supply', '6120', 'siteone.com', 'PO Box 945705, Atlanta, GA 30394-5705', 'client', '#######', 1, { aliases: ['SiteOne'] }),
  n('Johnstone Supply', 'supply', '6030', 'johnstonesupply.com', 'PO Box 4346, Portland, OR 97208-4346', 'client', '######', 1, {}),
  n('Carrier Enterprise', 'supply', '6030', 'carrierenterprise.com', 'PO Box 741379, Atlanta, GA 30374-1379', 'client', '#######', 1, { aliases: ['Carrier Enterprise, LLC'] }),
  n('Floor & Decor', 'flooring', '6090', 'flooranddecor.com', 'PO Box 936587, Atlanta, GA 31193-6587', null, '', 1, { aliases: ['Floor and Decor Outlets of America'] }),
  n('GE Appliances', 'appliance', '7010', 'geappliances.com', 'PO Box 840015, Dallas, TX 75284-0015', 'client', '########', 2, { aliases: ['GE Appliances, a Haier company', 'Haier US Appliance Solutions'] }),
  n('Cintas Corporation', 'uniforms', '6800', 'cintas.com', 'PO Box 631025, Cincinnati, OH 45263-1025', 'property', '##########', 3, { aliases: ['Cintas', 'Cintas Corporation No. 2'], printNames: ['CINTAS CORPORATION', 'Cintas Corp #0086', 'CINTAS'] }),
  n('CSC ServiceWorks', 'laundry', '6700', 'cscsw.com', 'PO Box 936548, Atlanta, GA 31193-6548', 'property', '#######', 2.5, { aliases: ['Coinmach', 'CSC ServiceWorks, Inc.'], kinds: ['apartment', 'condo'] }),
  n('Otis Elevator Company', 'elevator', '6170', 'otis.com', 'PO Box 730400, Dallas, TX 75373-0400', 'property', '#####-#####', 2, { aliases: ['Otis'], kinds: ['commercial', 'condo', 'apartment'] }),
  n('TK Elevator Corporation', 'elevator', '6170', 'tkelevator.com', 'PO Box 3796, Carol Stream, IL 60132-3796', 'property', '########', 1.5, { aliases: ['ThyssenKrupp Elevator', 'TKE'], kinds: ['commercial', 'condo', 'apartment'] }),
  n('Schindler Elevator Corporation', 'elevator', '6170', 'schindler.com', 'PO Box 93050, Chicago, IL 60673-3050', 'property', '#########', 1, { aliases: ['Schindler'], kinds: ['commercial', 'condo'] }),
  n('ADT Commercial', 'alarm', '6610', 'adt.com', 'PO Box 382109, Pittsburgh, PA 15250-8109', 'property', '###########', 1.5, { aliases: ['ADT Security Services', 'ADT LLC'] }),
  n('Orkin LLC', 'pest', '6140', 'orkin.com', 'PO Box 7161, Pasadena, CA 91109-7161', 'property', '########', 4, { aliases: ['Orkin', 'Orkin Pest Control'] }),
  n('Terminix', 'pest', '6140', 'terminix.com', 'PO Box 742592, Cincinnati, OH 45274-2592', 'property', '#########', 3, { aliases: ['Terminix International', 'Terminix Commercial'] }),
  n('BrightView Landscapes', 'landscaping', '6120', 'brightview.com', 'PO Box 740655, Atlanta, GA 30374-0655', 'property', '#######', 3, { aliases: ['BrightView Landscape Services, Inc.', 'BrightView'] }),
  n('Yellowstone Landscape', 'landscaping', '6120', 'yellowstonelandscape.com', 'PO Box 101927, Atlanta, GA 30392-1927', 'property', '######', 1.5, {}),
  n('Valet Living', 'trashvalet', '6330', 'valetliving.com', 'PO Box 735467, Dallas, TX 75373-5467', 'property', '######', 3, { aliases: ['Valet Waste', 'Valet Living, LLC'], kinds: ['apartment'] }),
  n('Allied Universal', 'security', '6600', 'aus.com', 'PO Box 828854, Philadelphia, PA 19182-8854', 'property', '#########', 1.5, { aliases: ['Allied Universal Security Services', 'AlliedBarton'] }),
  n('Securitas Security Services USA', 'security', '6600', 'securitasinc.com', 'PO Box 403412, Atlanta, GA 30384-3412', 'property', '#######', 1, { aliases: ['Securitas'] }),
  n('ABM Industries', 'janitorial', '6110', 'abm.com', 'PO Box 419860, Boston, MA 02241-9860', 'property', '########', 1, { aliases: ['ABM Janitorial Services', 'ABM'], kinds: ['commercial'] }),
  n('Sunbelt Rentals', 'rental', '6950', 'sunbeltrentals.com', 'PO Box 409211, Atlanta, GA 30384-9211', 'client', '#######', 1.5, { aliases: ['Sunbelt Rentals, Inc.'] }),
  n('United Rentals', 'rental', '6950', 'ur.com', 'PO Box 840514, Dallas, TX 75284-0514', 'client', '########', 1, { aliases: ['United Rentals (North America), Inc.'] }),
  n('Apartments.com', 'advertising', '6530', 'costar.com', 'PO Box 791263, Baltimore, MD 21279-1263', 'property', '#######', 3, { aliases: ['CoStar Realty Information, Inc.', 'CoStar Group'], kinds: ['apartment'] }),
  n('Zillow Rentals', 'advertising', '6530', 'zillow.com', 'PO Box 734290, Chicago, IL 60673-4290', 'property', '########', 1.5, { aliases: ['Zillow, Inc.'] }),
  n('RealPage, Inc.', 'software', '6540', 'realpage.com', 'PO Box 842414, Dallas, TX 75284-2414', 'property', '######', 2, { aliases: ['RealPage'], kinds: ['apartment'] }),
  n('Yardi Systems, Inc.', 'software', '6540', 'yardi.com', 'PO Box 82569, Goleta, CA 93118-2569', 'client', '#####', 1, { aliases: ['Yardi'] }),
  n('TransUnion Rental Screening Solutions', 'screening', '6550', 'transunion.com', 'PO Box 99506, Chicago, IL 60693-9506', 'client', '#######', 1, { aliases: ['TransUnion', 'TURSS'] }),
  n('State Farm Insurance', 'insurance', '6520', 'statefarm.com', 'PO Box 680001, Dallas, TX 75368-0001', 'property', '##-##-####-#', 1, { aliases: ['State Farm Fire and Casualty Company'], kinds: ['sfh', 'smallmf'] }),
];
