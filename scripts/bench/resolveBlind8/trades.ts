/* Trades, their jobs and the GL chart of the blind-8 client. */

export interface Trade {
  key: string;
  words: readonly string[];
  gl: string;
  /** Jobs done inside one unit; empty when the trade only works the whole site. */
  unitJobs: readonly string[];
  siteJobs: readonly string[];
  /** Cluster keys; empty means everywhere. */
  only?: readonly string[];
  /** Trades that may be a site's regular contractor (the vendor's default property). */
  onSite?: boolean;
}

export const TRADES: readonly Trade[] = [
  { key: 'plumbing', words: ['Plumbing', 'Plumbing & Drain', 'Rooter', 'Plumbing & Heating'], gl: '6110', unitJobs: ['Clear kitchen sink stoppage', 'Replace 40 gal gas water heater', 'Repair leaking toilet supply line', 'Replace tub/shower valve cartridge', 'Snake main bath drain'], siteJobs: ['Hydro-jet main sewer line', 'Repair backflow preventer, annual test', 'Locate and repair slab leak - laundry room'] },
  { key: 'hvac', words: ['Heating & Air', 'HVAC', 'Air Conditioning', 'Mechanical', 'Heating & Cooling'], gl: '6120', unitJobs: ['Replace run capacitor, recharge R-410A', 'Furnace ignitor replacement', 'Replace condenser fan motor', 'No heat call - replace flame sensor'], siteJobs: ['Rooftop unit PM - leasing office', 'Boiler service - central plant'] },
  { key: 'cooler', words: ['Evaporative Coolers', 'Swamp Cooler Service', 'Cooler Service'], gl: '6125', unitJobs: ['Cooler startup - replace pads, pump and belt', 'Cooler winterization - drain and cover'], siteJobs: ['Cooler startup - clubhouse and office'], only: ['rgv', 'elp', 'abq', 'saf', 'lcr', 'tus', 'yum'] },
  { key: 'electric', words: ['Electric', 'Electrical Contractors', 'Electric Co'], gl: '6130', unitJobs: ['Replace GFCI outlet - kitchen', 'Troubleshoot tripping breaker', 'Replace bath exhaust fan'], siteJobs: ['Parking lot pole light repair', 'Replace photocell - breezeway lights'] },
  { key: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliance'], gl: '6140', unitJobs: ['Refrigerator - replace defrost timer', 'Dishwasher pump replacement', 'Range - replace bake element', 'Washer - replace lid switch'], siteJobs: ['Laundry room dryer repair'] },
  { key: 'roofing', words: ['Roofing', 'Roofing & Construction', 'Roof Repair'], gl: '6150', unitJobs: [], siteJobs: ['Roof leak repair - north wing', 'Replace wind-damaged shingles', 'Hail damage inspection', 'Re-coat flat roof section'] },
  { key: 'painting', words: ['Painting', 'Painting & Drywall', 'Paint Co'], gl: '6160', unitJobs: ['Full interior repaint - turnover', 'Drywall patch and paint - bedroom'], siteJobs: ['Exterior trim paint', 'Stairwell repaint'] },
  { key: 'flooring', words: ['Flooring', 'Carpet & Tile', 'Floor Covering', 'Carpet Cleaning'], gl: '6170', unitJobs: ['Replace carpet, 68 sq yd w/ pad', 'Install LVP kitchen and bath', 'Carpet cleaning - 2BR'], siteJobs: ['Hallway carpet cleaning', 'Clubhouse floor strip and wax'] },
  { key: 'locksmith', words: ['Lock & Key', 'Locksmith', 'Lock & Safe'], gl: '6180', unitJobs: ['Rekey front door, 3 keys', 'Lockout service - after hours', 'Replace deadbolt'], siteJobs: ['Mailbox master lock replacement', 'Rekey pool gate'] },
  { key: 'landscape', words: ['Landscaping', 'Lawn Care', 'Lawn & Landscape', 'Grounds Maintenance', 'Xeriscape'], gl: '6210', unitJobs: [], siteJobs: ['Monthly grounds maintenance', 'Irrigation repair - zone 4', 'Tree trimming', 'Spring clean-up and mulch', 'Gravel and rock replenish - xeriscape beds'], onSite: true },
  { key: 'snow', words: ['Snow Removal', 'Snow & Ice', 'Lawn & Snow', 'Snow Plowing'], gl: '6215', unitJobs: [], siteJobs: ['Snow plow - 4 in. event', 'Sidewalk shoveling and ice melt', 'Roof snow removal', 'Seasonal snow contract - installment'], only: ['okl', 'kan', 'neb', 'dak', 'col', 'flg', 'saf'], onSite: true },
  { key: 'pest', words: ['Pest Control', 'Exterminating', 'Termite & Pest', 'Pest Solutions'], gl: '6220', unitJobs: ['Bed bug heat treatment', 'German roach clean-out treatment', 'Scorpion treatment - interior'], siteJobs: ['Monthly exterior perimeter service', 'Prairie dog control - south lot', 'Termite bait station monitoring', 'Rodent exclusion - crawlspace'] },
  { key: 'pool', words: ['Pool Service', 'Pools & Spas', 'Pool & Spa'], gl: '6230', unitJobs: [], siteJobs: ['Weekly pool service', 'Hot tub drain and refill', 'Pool pump motor replacement', 'Spa heater repair'], onSite: true },
  { key: 'janitorial', words: ['Janitorial', 'Cleaning Services', 'Maid Service', 'Building Services'], gl: '6240', unitJobs: ['Move-out clean 2BR', 'Move-out clean 1BR'], siteJobs: ['Common area cleaning - monthly', 'Window washing - clubhouse'], onSite: true },
  { key: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Fire Extinguisher Service'], gl: '6260', unitJobs: [], siteJobs: ['Annual fire extinguisher inspection', 'Fire alarm monitoring - quarterly', 'Sprinkler 5-year inspection'] },
  { key: 'elevator', words: ['Elevator', 'Elevator Service', 'Lift Services'], gl: '6270', unitJobs: [], siteJobs: ['Elevator maintenance - monthly', 'Elevator state inspection'] },
  { key: 'security', words: ['Security', 'Patrol Services', 'Protective Services'], gl: '6280', unitJobs: [], siteJobs: ['Courtesy patrol - nightly', 'Gate access system repair'], onSite: true },
  { key: 'septic', words: ['Septic Service', 'Septic & Grease Trap', 'Vacuum Truck Service'], gl: '6290', unitJobs: [], siteJobs: ['Pump septic tank 1,500 gal', 'Lift station service'], only: ['rgv', 'elp', 'lcr', 'yum', 'saf', 'col'] },
  { key: 'propane', words: ['Propane', 'LP Gas', 'Propane & Fuel'], gl: '6310', unitJobs: [], siteJobs: ['Propane delivery 412.3 gal', 'Tank rental - annual'], only: ['rgv', 'lcr', 'yum', 'saf', 'col', 'dak', 'neb', 'kan'] },
  { key: 'hauling', words: ['Hauling', 'Junk Removal', 'Trash Out'], gl: '6320', unitJobs: ['Trash-out after move-out', 'Remove abandoned furniture'], siteJobs: ['Bulk item haul-off - dumpster area'] },
  { key: 'fencing', words: ['Fence', 'Fencing', 'Fence & Gate'], gl: '6330', unitJobs: [], siteJobs: ['Replace 3 cedar fence panels', 'Repair pool fence gate closer'] },
  { key: 'paving', words: ['Paving', 'Concrete', 'Asphalt & Sealcoat'], gl: '6340', unitJobs: [], siteJobs: ['Crack seal and restripe lot', 'Replace sidewalk panel - trip hazard'] },
  { key: 'glass', words: ['Glass', 'Glass & Mirror', 'Window & Screen'], gl: '6350', unitJobs: ['Replace broken bedroom window', 'Rescreen patio door'], siteJobs: ['Replace storefront glass - office'] },
  { key: 'handyman', words: ['Handyman Services', 'Maintenance', 'Property Services', 'Make Ready'], gl: '6370', unitJobs: ['Make-ready repairs', 'Replace closet door and hardware', 'Caulk tub and replace blinds'], siteJobs: ['Repair stair tread', 'Replace damaged mailbox cluster door'], onSite: true },
  { key: 'chimney', words: ['Chimney Sweep', 'Fireplace & Chimney', 'Hearth Service'], gl: '6380', unitJobs: ['Fireplace inspection and sweep', 'Gas fireplace ignitor repair'], siteJobs: ['Lobby fireplace service'], only: ['col', 'flg', 'saf'] },
  { key: 'water', words: ['Water Conditioning', 'Soft Water', 'Water Treatment'], gl: '6390', unitJobs: [], siteJobs: ['Softener salt delivery and service', 'RO system filter change'], only: ['neb', 'dak', 'kan', 'okl', 'yum'] },
];

export const SURNAMES = ['Garza', 'Hernandez', 'Treviño', 'Salinas', 'Gonzalez', 'Chavez', 'Baca', 'Montoya', 'Lucero', 'Trujillo', 'Begay', 'Yazzie', 'Tsosie', 'Johnson', 'Miller', 'Schmidt', 'Olson', 'Larson', 'Peterson', 'Hansen', 'Nguyen', 'Patel', 'Wagner', 'Koch', 'Schroeder', 'Friesen', 'Yoder', 'Hofer', 'Mendoza', 'Ortiz', 'Cisneros', 'Villarreal', 'Saenz', 'Ybarra', 'Archuleta', 'Gallegos', 'Sandoval', 'Romero', 'Tafoya', 'Vigil', 'Hoffman', 'Nelson', 'Lindquist', 'Halvorson', 'Kowalski', 'Redcloud', 'Two Bulls', 'Whitehorse', 'Kramer', 'Becker', 'Dvorak', 'Novak', 'Brooks', 'Tate', 'Harjo', 'Lopez', 'Rodriguez', 'Castillo', 'Delgado', 'Espinoza'];

export const REGION_WORDS = ['High Plains', 'Valley', 'Desert', 'Frontier', 'Prairie', 'Mountain', 'Red River', 'Rio Grande', 'Sun Country', 'Southwest', 'Heartland', 'Plains', 'Mesa', 'Canyon', 'Big Sky', 'Cimarron', 'Four Corners', 'Border', 'Sandhills', 'Llano'];

export const ADJECTIVES = ['All Pro', 'Reliable', 'A+', 'Precision', 'Superior', 'Quality', 'Elite', 'Pronto', 'Rapid', 'First Choice', 'Honest', 'Premier', 'Action', 'Budget', 'Express', 'Tri-County', 'Hometown', 'Integrity', 'Blue Ribbon', 'True North'];

export const GL_BASES: readonly (readonly [string, string])[] = [
  ['5110', 'Electricity'], ['5111', 'Electricity - Vacant Units'], ['5120', 'Natural Gas'], ['5130', 'Water & Sewer'], ['5140', 'Trash Removal'],
  ['5150', 'Cable & Internet'], ['6110', 'Plumbing Repairs'], ['6120', 'HVAC Repairs'], ['6125', 'Evaporative Cooler Service'], ['6130', 'Electrical Repairs'],
  ['6140', 'Appliance Repairs'], ['6150', 'Roof Repairs'], ['6160', 'Painting'], ['6170', 'Flooring & Carpet'], ['6180', 'Locks & Keys'],
  ['6210', 'Landscaping'], ['6215', 'Snow Removal'], ['6220', 'Pest Control'], ['6230', 'Pool & Spa'], ['6240', 'Janitorial'],
  ['6250', 'Make-Ready / Turnover'], ['6260', 'Fire & Life Safety'], ['6270', 'Elevator'], ['6280', 'Security & Patrol'], ['6290', 'Septic & Lift Station'],
  ['6310', 'Propane'], ['6320', 'Hauling & Trash-Out'], ['6330', 'Fencing'], ['6340', 'Paving & Concrete'], ['6350', 'Glass & Screens'],
  ['6370', 'General Maintenance'], ['6380', 'Fireplace & Chimney'], ['6390', 'Water Treatment'], ['6410', 'Supplies'], ['7110', 'Capital - Roofs'],
  ['7120', 'Capital - HVAC Replacement'], ['7130', 'Capital - Flooring'], ['7140', 'Capital - Appliances'], ['7150', 'Capital - Paving'], ['7160', 'Capital - Water Heaters'],
];

export const GL_SEGMENTS: readonly (readonly [string, string])[] = [
  ['10', 'Multifamily'], ['20', 'Student'], ['30', 'Seniors'], ['40', 'Single-Family & Small'], ['50', 'Resort Condo'], ['60', 'MH Community'], ['70', 'Commercial'],
];

export const GL_OTHER: readonly (readonly [string, string])[] = [
  ['1410', 'Prepaid Expenses'], ['2110', 'Accounts Payable'], ['2150', 'Security Deposits Held'], ['6510', 'Management Fees'], ['6520', 'Legal & Eviction'],
  ['6530', 'Bank Charges'], ['6540', 'Licenses & Permits'], ['6550', 'Insurance'], ['6560', 'Advertising'], ['6570', 'Resident Events'],
];

/** Segment of the chart for a property kind. */
export function segmentOf(kind: string): string {
  switch (kind) {
    case 'student': return '20';
    case 'seniors': return '30';
    case 'sfh': case 'duplex': case 'fourplex': case 'scattered': return '40';
    case 'condo': return '50';
    case 'mh': return '60';
    case 'commercial': return '70';
    default: return '10';
  }
}
