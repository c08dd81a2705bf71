/** Word lists for the blind resolve set: cities, streets, property and vendor names, trades and their GL accounts. */

export interface City {
  name: string;
  state: string;
  zips: readonly string[];
}

const CITY_ROWS: readonly [string, string, number][] = [
  ['Springfield', 'IL', 627], ['Riverton', 'WY', 825], ['Fairview', 'OR', 970], ['Madison', 'WI', 537], ['Franklin', 'TN', 370],
  ['Greenville', 'SC', 296], ['Clinton', 'IA', 527], ['Georgetown', 'TX', 786], ['Salem', 'MA', 19], ['Columbia', 'MO', 652],
  ['Arlington', 'VA', 222], ['Ashland', 'KY', 411], ['Burlington', 'VT', 54], ['Dayton', 'OH', 454], ['Lakewood', 'CO', 802],
  ['Milford', 'CT', 64], ['Oxford', 'MS', 386], ['Plymouth', 'MN', 554], ['Bristol', 'RI', 28], ['Auburn', 'AL', 368],
  ['Hudson', 'NY', 125], ['Marion', 'IN', 469], ['Newport', 'KY', 410], ['Jackson', 'MI', 492], ['Kingston', 'NY', 124],
  ['Dover', 'DE', 199], ['Richmond', 'IN', 473], ['Lexington', 'NC', 272],
];

export const CITIES: readonly City[] = CITY_ROWS.map(([name, state, prefix], i) => ({
  name,
  state,
  zips: [0, 1, 2, 3].slice(0, 2 + (i % 3)).map((k) => String(prefix * 100 + ((i * 7 + k * 3) % 97) + 1).padStart(5, '0')),
}));

export const STREET_NAMES: readonly string[] = [
  'Main', 'Oak', 'Maple', 'Elm', 'Washington', 'Lincoln', 'Park', 'Lake', 'Hill', 'Cedar', 'Pine', 'Walnut', 'Chestnut',
  'Spruce', 'Jefferson', 'Madison', 'Jackson', 'Franklin', 'Highland', 'Church', 'Center', 'Market', 'Union', 'Prospect',
  'River', 'Spring', 'Meadow', 'Forest', 'Sunset', 'Ridge', 'Grove', 'Willow', 'Birch', 'Dogwood', 'Magnolia', 'Hickory',
  'Sycamore', 'Cherry', 'Locust', 'Poplar', 'Laurel', 'Mulberry', 'Broad', 'Water', 'Mill', 'School', 'College', 'Academy',
  'Railroad', 'Depot', 'Harbor', 'Bay', 'Ocean', 'Valley', 'Summit', 'Fairway', 'Country Club', 'Lakeview', 'Riverside',
  'Woodland', 'Orchard', 'Vine', 'Adams', 'Monroe', 'Hamilton', 'Grant', 'Kennedy', 'Roosevelt', 'Wilson', 'Clay', 'Pleasant',
  'Green', 'Front', 'High', 'King', 'Queen', 'Bridge', 'Canal', 'Cottage', 'Garden', 'Hawthorne', 'Juniper', 'Aspen',
  'Sequoia', 'Cypress', 'Redwood', 'Alder', 'Hemlock', 'Beech', 'Linden', 'Evergreen', 'Brookside', 'Creekside', 'Stonegate',
  'Foxcroft', 'Kingsley', 'Carriage', 'Heritage', 'Liberty', 'Independence', 'Commerce', 'Industrial', 'Second', 'Third',
  'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Tenth', 'Martin Luther King Jr', 'Old Mill', 'Glenwood', 'Westwood', 'Eastgate',
];

/** [abbreviation, full]; "Way" has one form. */
export const STREET_TYPES: readonly (readonly [string, string])[] = [
  ['St', 'Street'], ['Ave', 'Avenue'], ['Blvd', 'Boulevard'], ['Dr', 'Drive'], ['Rd', 'Road'], ['Ln', 'Lane'], ['Ct', 'Court'],
  ['Pl', 'Place'], ['Pkwy', 'Parkway'], ['Way', 'Way'], ['Ter', 'Terrace'], ['Cir', 'Circle'], ['Hwy', 'Highway'], ['Trl', 'Trail'],
];
export const STREET_TYPE_WEIGHTS = [30, 22, 7, 12, 10, 6, 4, 3, 2, 3, 1, 2, 1, 1];

export const DIRECTIONS: readonly (readonly [string, string])[] = [
  ['N', 'North'], ['S', 'South'], ['E', 'East'], ['W', 'West'], ['NE', 'Northeast'], ['NW', 'Northwest'], ['SE', 'Southeast'], ['SW', 'Southwest'],
];

export const NAME_FIRST: readonly string[] = [
  'Oak', 'Maple', 'Cedar', 'Willow', 'Birch', 'Aspen', 'Magnolia', 'Juniper', 'Sycamore', 'Hawthorne', 'Laurel', 'Cypress',
  'Stone', 'River', 'Lake', 'Eagle', 'Falcon', 'Heron', 'Fox', 'Deer', 'Bear', 'Quail', 'Sparrow', 'Cardinal', 'Silver',
  'Golden', 'Crystal', 'Emerald', 'Amber', 'Ivory', 'Harbor', 'Bay', 'Summit', 'Sunset', 'Sunrise', 'Highland', 'Meadow',
  'Prairie', 'Canyon', 'Mesa', 'Timber', 'Pine', 'Spruce', 'Hickory', 'Walnut', 'Chestnut', 'Brook', 'Mill', 'Windsor',
  'Kensington', 'Chelsea', 'Hampton', 'Ashford', 'Brighton', 'Carlton', 'Dunmore', 'Fairfield', 'Glenwood', 'Hartford',
  'Lakeshore', 'Northgate', 'Southport', 'Westfield', 'Eastwood', 'Belmont', 'Avalon', 'Regency', 'Heritage', 'Liberty',
];
export const NAME_SECOND: readonly string[] = [
  'Park', 'Ridge', 'Creek', 'Hills', 'Pointe', 'Landing', 'Square', 'Crossing', 'Commons', 'Station', 'Village', 'Glen',
  'Grove', 'Hollow', 'Run', 'Springs', 'Bluff', 'Heights', 'Shores', 'Trace', 'Bend', 'Knoll', 'Meadows', 'Woods', 'Vista',
];
export const RESIDENTIAL_TYPES: readonly string[] = ['Apartments', 'Villas', 'Townhomes', 'Lofts', 'Residences', 'Manor', 'Flats', 'Terrace', 'Court', 'Gardens', 'Place', 'Estates'];
export const COMMERCIAL_TYPES: readonly string[] = ['Plaza', 'Center', 'Business Park', 'Office Park', 'Shopping Center', 'Marketplace', 'Professional Building', 'Medical Center'];

export const SURNAMES: readonly string[] = [
  'Miller', 'Anderson', 'Johnson', 'Carter', 'Hughes', 'Patel', 'Nguyen', 'Rivera', 'Kowalski', 'Schmidt', 'Murphy', 'OBrien',
  'Sullivan', 'Bennett', 'Foster', 'Hayes', 'Griffin', 'Wallace', 'Porter', 'Reyes', 'Morales', 'Ortiz', 'Castillo', 'Nakamura',
  'Lindqvist', 'Thompson', 'Harrison', 'Fletcher', 'Dawson', 'Holloway', 'Whitaker', 'Pendleton', 'Ramirez', 'Delgado',
  'Vasquez', 'Gallagher', 'Brennan', 'Donovan', 'Keller', 'Hoffman', 'Becker', 'Wagner', 'Larson', 'Swanson', 'Peterson',
  'Gustafson', 'Chang', 'Okafor', 'Adeyemi', 'Haddad', 'Russo', 'Marino', 'Esposito', 'Costa', 'Silva', 'Moreau', 'Dubois',
  'Fischer', 'Brandt', 'Novak', 'Horvath', 'Petrov', 'Ivanova', 'Kim', 'Park', 'Lee', 'Tran', 'Pham', 'Singh', 'Sharma',
  'Mahoney', 'Fitzgerald', 'McAllister', 'Crawford', 'Sinclair', 'Lockhart', 'Blackwell', 'Thornton', 'Ashby', 'Prescott',
];
export const BRANDS: readonly string[] = [
  'Ace', 'Allied', 'Apex', 'Premier', 'Superior', 'Reliable', 'Precision', 'Quality', 'Summit', 'Pinnacle', 'Liberty',
  'Patriot', 'Eagle', 'Keystone', 'Cornerstone', 'Benchmark', 'Frontier', 'Pioneer', 'Heritage', 'Evergreen', 'Bluewater',
  'Clearview', 'Brightline', 'TrueNorth', 'Northstar', 'Redline', 'Ironwood', 'Stonebridge', 'Greenleaf', 'Crestview',
  'Metro', 'Citywide', 'Tri-County', 'Valley', 'Coastal', 'Lakeside', 'Riverbend', 'Prime', 'Elite', 'Express', 'Rapid',
  'ProServ', 'A-1', 'AAA', 'First Choice', 'Five Star', 'All Pro', 'Accurate', 'Dependable', 'Paramount',
];

export interface Trade {
  key: string;
  words: readonly string[];
  /** GL base number; the vendor codes to it or one of its sub-accounts. */
  gl: number;
  related: readonly number[];
  items: readonly string[];
}

export const TRADES: readonly Trade[] = [
  { key: 'plumbing', words: ['Plumbing', 'Plumbing & Drain', 'Rooter', 'Plumbing & Heating'], gl: 6410, related: [6420, 6490], items: ['Clear main line stoppage', 'Replace kitchen faucet cartridge', 'Replace 50 gal water heater', 'Repair leaking shutoff valve', 'Snake tub drain', 'Replace toilet flapper and fill valve'] },
  { key: 'hvac', words: ['Heating & Cooling', 'HVAC', 'Mechanical', 'Air Conditioning'], gl: 6420, related: [6410, 6430], items: ['Replace condenser fan motor', 'Quarterly filter change', 'Recharge R-410A refrigerant', 'Replace thermostat', 'Boiler inspection and tune-up'] },
  { key: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electrical Services'], gl: 6430, related: [6490, 6420], items: ['Replace GFCI outlet', 'Repair parking lot light pole', 'Replace breaker 20A', 'Install LED fixtures', 'Troubleshoot tripped circuit'] },
  { key: 'roofing', words: ['Roofing', 'Roofing & Siding', 'Exteriors'], gl: 6440, related: [6490], items: ['Repair roof leak over stairwell', 'Replace damaged shingles', 'Clean gutters and downspouts', 'Seal roof flashing'] },
  { key: 'painting', words: ['Painting', 'Painting & Drywall', 'Decorating'], gl: 6450, related: [6460, 6490], items: ['Paint 2BR unit turnover', 'Drywall patch and texture', 'Touch-up paint hallway', 'Paint exterior trim'] },
  { key: 'flooring', words: ['Flooring', 'Carpet', 'Floor Covering'], gl: 6460, related: [6450], items: ['Replace carpet living room', 'Install LVP flooring', 'Carpet stretch and repair', 'Refinish hardwood floors'] },
  { key: 'appliance', words: ['Appliance', 'Appliance Repair', 'Appliance Service'], gl: 6470, related: [6490, 7110], items: ['Replace refrigerator door gasket', 'Repair dishwasher pump', 'Replace range igniter', 'Dryer vent cleaning'] },
  { key: 'pest', words: ['Pest Control', 'Exterminating', 'Termite & Pest'], gl: 6510, related: [6520], items: ['Monthly pest control service', 'Bed bug heat treatment', 'Rodent exclusion', 'Termite inspection'] },
  { key: 'landscape', words: ['Landscaping', 'Lawn Care', 'Landscape Services', 'Grounds Maintenance'], gl: 6520, related: [6530], items: ['Monthly grounds maintenance', 'Mulch beds', 'Tree trimming', 'Irrigation repair', 'Seasonal flower installation'] },
  { key: 'snow', words: ['Snow Removal', 'Snow & Ice'], gl: 6530, related: [6520], items: ['Snow plowing parking lot', 'Sidewalk salting', 'Snow removal per push'] },
  { key: 'cleaning', words: ['Cleaning', 'Janitorial', 'Cleaning Services', 'Maid Service'], gl: 6540, related: [6450], items: ['Common area cleaning', 'Move-out clean 2BR', 'Carpet shampoo', 'Window washing'] },
  { key: 'locksmith', words: ['Lock & Key', 'Locksmith', 'Security Locksmiths'], gl: 6550, related: [6490], items: ['Rekey unit locks', 'Replace deadbolt', 'Lockout service call', 'Master key system update'] },
  { key: 'elevator', words: ['Elevator', 'Elevator Service'], gl: 6560, related: [6490], items: ['Monthly elevator maintenance', 'Elevator annual inspection', 'Elevator door operator repair'] },
  { key: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Sprinkler'], gl: 6570, related: [6560], items: ['Annual fire sprinkler inspection', 'Fire extinguisher service', 'Fire alarm monitoring', 'Backflow test'] },
  { key: 'security', words: ['Security', 'Alarm', 'Patrol Services'], gl: 6580, related: [6570], items: ['Courtesy patrol service', 'Access control repair', 'Camera system maintenance'] },
  { key: 'pool', words: ['Pool Service', 'Pools & Spas'], gl: 6590, related: [6520], items: ['Weekly pool service', 'Pool pump repair', 'Pool chemicals'] },
  { key: 'glass', words: ['Glass', 'Glass & Mirror', 'Window & Door'], gl: 6610, related: [6490], items: ['Replace broken window pane', 'Replace patio door glass', 'Repair sliding door track'] },
  { key: 'paving', words: ['Paving', 'Asphalt', 'Concrete'], gl: 6620, related: [6490], items: ['Sealcoat and restripe parking lot', 'Pothole repair', 'Replace sidewalk section'] },
  { key: 'handyman', words: ['Handyman', 'Maintenance', 'Property Services', 'Home Repair'], gl: 6490, related: [6410, 6450], items: ['General maintenance labor', 'Repair cabinet door', 'Replace blinds', 'Install grab bars'] },
  { key: 'supplies', words: ['Supply', 'Building Supply', 'Hardware', 'Maintenance Supply'], gl: 7110, related: [7120], items: ['Smoke detectors 10-pack', 'Air filters 20x25x1 (24)', 'Light bulbs LED A19 (48)', 'Paint 5 gal eggshell', 'Faucet aerators (25)'] },
  { key: 'janitorial', words: ['Janitorial Supply', 'Sanitation Supply', 'Paper & Chemical'], gl: 7120, related: [7110], items: ['Trash liners 55 gal', 'Paper towels case', 'Floor cleaner concentrate'] },
  { key: 'restoration', words: ['Restoration', 'Water Damage Restoration', 'Disaster Recovery'], gl: 6630, related: [6410], items: ['Water extraction and drying', 'Mold remediation', 'Emergency board-up'] },
  { key: 'moving', words: ['Hauling', 'Junk Removal', 'Moving & Storage'], gl: 6640, related: [6540], items: ['Haul abandoned furniture', 'Dumpster rental 20 yd', 'Bulk trash removal'] },
  { key: 'legal', words: ['Law Group', 'Legal Services', '& Associates'], gl: 7410, related: [7420], items: ['Eviction filing', 'Lease review', 'Court appearance'] },
  { key: 'accounting', words: ['CPA', 'Accounting', 'Tax Advisors'], gl: 7420, related: [7410], items: ['Annual audit fee', 'Quarterly bookkeeping', 'Tax return preparation'] },
  { key: 'marketing', words: ['Marketing', 'Signs', 'Advertising', 'Media'], gl: 7510, related: [7520], items: ['Listing syndication', 'Vinyl banner 3x8', 'Monument sign repair', 'Social media ads'] },
  { key: 'screening', words: ['Tenant Screening', 'Background Services'], gl: 7520, related: [7510], items: ['Applicant screening reports', 'Credit check batch'] },
  { key: 'insurance', words: ['Insurance Agency', 'Insurance Services'], gl: 7610, related: [7620], items: ['Property insurance premium', 'Liability policy installment'] },
];

/** Utilities: [key, GL base, line items]. Their vendors are per city and hold most account numbers. */
export const UTILITY_KINDS = {
  electric: { gl: 6110, items: ['Electric service - delivery', 'Electric supply charge', 'Customer charge'] },
  gas: { gl: 6120, items: ['Natural gas delivery', 'Gas supply charge', 'Basic service charge'] },
  water: { gl: 6130, items: ['Water usage', 'Sewer charge', 'Stormwater fee'] },
  trash: { gl: 6140, items: ['Refuse collection 6 yd x2/wk', 'Recycling service', 'Fuel/environmental fee'] },
  internet: { gl: 6150, items: ['Bulk internet service', 'Business fiber 500 Mbps', 'Equipment rental'] },
} as const;
export type UtilityKind = keyof typeof UTILITY_KINDS;

const GL_BASE_NAMES: Record<number, string> = {
  6110: 'Utilities - Electric', 6120: 'Utilities - Gas', 6130: 'Utilities - Water & Sewer', 6140: 'Utilities - Trash Removal',
  6150: 'Utilities - Cable & Internet', 6410: 'Repairs - Plumbing', 6420: 'Repairs - HVAC', 6430: 'Repairs - Electrical',
  6440: 'Repairs - Roofing', 6450: 'Painting & Decorating', 6460: 'Flooring', 6470: 'Appliance Repair', 6490: 'General Repairs & Maintenance',
  6510: 'Pest Control', 6520: 'Landscaping & Grounds', 6530: 'Snow Removal', 6540: 'Cleaning & Janitorial', 6550: 'Locks & Keys',
  6560: 'Elevator Maintenance', 6570: 'Fire & Life Safety', 6580: 'Security Services', 6590: 'Pool Maintenance', 6610: 'Glass & Windows',
  6620: 'Paving & Concrete', 6630: 'Restoration', 6640: 'Hauling & Bulk Trash', 7110: 'Maintenance Supplies', 7120: 'Janitorial Supplies',
  7410: 'Legal Fees', 7420: 'Accounting & Audit', 7510: 'Advertising & Marketing', 7520: 'Resident Screening', 7610: 'Insurance - Property',
  7620: 'Insurance - Liability',
};
const GL_SUFFIXES = ['Common Area', 'Units', 'Turnover', 'Capital', 'Commercial', 'Emergency', 'Vacant Units', 'Contract Services', 'Non-Recurring'];

/** Several hundred GL accounts: each base and 8-9 sub-accounts ("6410-20 Repairs - Plumbing - Turnover"). */
export function glAccounts(): { number: string; name: string }[] {
  const out: { number: string; name: string }[] = [];
  for (const [base, name] of Object.entries(GL_BASE_NAMES)) {
    out.push({ number: base, name });
    const subs = Number(base) % 3 === 0 ? 9 : 8;
    for (let i = 0; i < subs; i++) out.push({ number: `${base}-${String((i + 1) * 10).padStart(2, '0')}`, name: `${name} - ${GL_SUFFIXES[i] ?? 'Other'}` });
  }
  return out;
}

/** Coded per line in past bills, never printed on the set's bills (so line-level history cannot bear on them). */
export const CODED_FEES: readonly string[] = ['Trip charge', 'Fuel surcharge', 'Permit fee', 'Disposal fee', 'After-hours premium', 'Late fee', 'Sales tax'];

export const VENDOR_SUFFIXES: readonly (readonly [string, number])[] = [
  [', Inc.', 14], [' Inc', 6], [' LLC', 22], [', LLC', 8], [' L.L.C.', 2], [' Co.', 6], [' Company', 4], [' Corp.', 3], [' Corporation', 2], [' Ltd.', 1], ['', 30],
];
export const ALL_SUFFIX_FORMS: readonly string[] = [', Inc.', ' Inc', ' Inc.', ' LLC', ', LLC', ' L.L.C.', ' Co.', ' Co', ' Company', ' Corp.', ' Corp', ' Corporation', ' Ltd.', ''];

export const MANAGER = {
  name: 'Corbel Residential Management',
  short: 'Corbel RM',
  lines: ['900 Corporate Center Dr, Suite 1150', 'Columbus, OH 43215'],
  staff: ['ap@corbelrm.com', 'jmartinez@corbelrm.com', 'invoices@corbelrm.com', 'kchen@corbelrm.com'],
};
