/**
 * What each kind of vendor bills for: its GL account (and the ones it is sometimes coded to), its
 * line items, the words trades name themselves with, and how often its bills are for one unit.
 */
export type Category = 'electric' | 'water' | 'gas' | 'trash' | 'telecom' | 'tax' | 'hoa' | 'pest' | 'pool' | 'lawn' | 'trade' | 'national';

export interface TradeDef {
  key: string;
  words: readonly string[];
  gl: string;
  alts: readonly string[];
  /** Share of its bills for a single unit, where the property has units. */
  unitShare: number;
  lines: readonly string[];
}

export const CATEGORY_DEFS: Readonly<Record<Exclude<Category, 'trade' | 'national'>, TradeDef>> = {
  electric: { key: 'electric', words: [], gl: '6110', alts: ['6111', '6112', '6113'], unitShare: 0.5, lines: ['Energy Charge', 'TDU Delivery Charges', 'Base Charge', 'Gross Receipts Tax Reimbursement', 'PUC Assessment', 'Customer Charge', 'Fuel Adjustment', 'Power Cost Adjustment', 'Storm Recovery Charge', 'Sales Tax', 'Minimum Usage Fee'] },
  water: { key: 'water', words: [], gl: '6120', alts: ['6121', '6122', '6123', '6124'], unitShare: 0.4, lines: ['Water Usage', 'Sewer Service', 'Drainage Fee', 'Garbage Service', 'Base Water Charge', 'Regional Water Authority Fee', 'Backflow Administrative Fee', 'Irrigation Meter', 'Stormwater Utility Fee', 'Fire Line Charge'] },
  gas: { key: 'gas', words: [], gl: '6130', alts: ['6131', '6110'], unitShare: 0.3, lines: ['Gas Cost', 'Customer Charge', 'Distribution Charge', 'Pipeline Replacement Rider', 'Weather Normalization Adjustment', 'Franchise Fee'] },
  trash: { key: 'trash', words: [], gl: '6140', alts: ['6145', '6146'], unitShare: 0, lines: ['Front Load 8 yd 3x/wk', 'Fuel/Environmental Recovery Fee', 'Extra Pickup', 'Container Rental', 'Compactor Haul', 'Bulk Item Removal', 'Recycling Service', 'Administrative Fee'] },
  telecom: { key: 'telecom', words: [], gl: '6150', alts: ['6155', '6160', '5240'], unitShare: 0, lines: ['Bulk Internet 1 Gig', 'Business Internet 500 Mbps', 'Bulk Video Service', 'Equipment Fee', 'Static IP', 'Fire Alarm POTS Line', 'Elevator Line', 'Voice Line'] },
  tax: { key: 'tax', words: [], gl: '6710', alts: ['6715', '1320', '2110'], unitShare: 0, lines: ['County Tax', 'School District Tax', 'City Tax', 'Flood Control District', 'Hospital District', 'Community College District', 'Emergency Services District', 'Penalty & Interest', 'Drainage District', 'Parish Ad Valorem Tax', 'Levee District'] },
  hoa: { key: 'hoa', words: [], gl: '6720', alts: ['6725'], unitShare: 0, lines: ['Quarterly Assessment', 'Annual Assessment', 'Late Fee', 'Violation Fine', 'Transfer Fee', 'Special Assessment', 'Gate Remote', 'Amenity Fee'] },
  pest: { key: 'pest', words: ['Pest Control', 'Pest Solutions', 'Exterminating', 'Termite & Pest', 'Pest Management', 'Bug Control'], gl: '6210', alts: ['6215', '6216'], unitShare: 0.25, lines: ['Monthly pest service', 'Termite inspection', 'Rodent exclusion', 'Bed bug heat treatment', 'Fire ant treatment', 'Mosquito service', 'Termite bait station monitoring', 'Roach cleanout'] },
  pool: { key: 'pool', words: ['Pool Service', 'Pools', 'Pool & Spa', 'Aquatics', 'Pool Management', 'Pool Care'], gl: '6220', alts: ['6225', '1580'], unitShare: 0, lines: ['Weekly pool service', 'Chemicals', 'Pump motor replacement', 'Green-to-clean', 'Health department inspection prep', 'Filter cartridge', 'Pool opening', 'Salt cell cleaning'] },
  lawn: { key: 'lawn', words: ['Lawn Care', 'Landscaping', 'Landscape Services', 'Grounds Maintenance', 'Lawn & Landscape', 'Outdoor Services'], gl: '6230', alts: ['6235', '6240', '6245', '6250'], unitShare: 0, lines: ['Mowing & edging', 'Seasonal color install', 'Irrigation repair', 'Tree trimming', 'Mulch install', 'Leaf removal', 'Hurricane debris cleanup', 'Fire ant bait', 'Freeze protection'] },
};

export const TRADES: readonly TradeDef[] = [
  { key: 'plumbing', words: ['Plumbing', 'Plumbing & Drain', 'Rooter', 'Plumbing Works'], gl: '6310', alts: ['6545', '6300', '6480'], unitShare: 0.6, lines: ['Service call', 'Snake main line', 'Replace water heater 40 gal', 'Replace toilet flapper', 'Slab leak repair', 'Hydro-jet sewer line', 'Replace garbage disposal', 'Labor', 'Parts', 'Trip charge'] },
  { key: 'electrical', words: ['Electric', 'Electrical Services', 'Electrical Contractors'], gl: '6320', alts: ['6113', '6300'], unitShare: 0.4, lines: ['Replace breaker', 'Parking lot light repair', 'Troubleshoot outlet', 'Replace ballast', 'Labor', 'Parts', 'Trip charge'] },
  { key: 'hvac', words: ['Air Conditioning', 'Heating & Air', 'A/C & Heating', 'Mechanical', 'Air'], gl: '6330', alts: ['6335', '1550'], unitShare: 0.7, lines: ['A/C not cooling diagnostic', 'Recharge R-410A', 'Replace capacitor', 'Replace condenser fan motor', 'Condensate line flush', 'Preventive maintenance', 'Replace 3 ton condenser'] },
  { key: 'roofing', words: ['Roofing', 'Roofing & Exteriors', 'Roofing & Gutters'], gl: '6340', alts: ['1560', '6300'], unitShare: 0.15, lines: ['Roof leak repair', 'Replace shingles', 'Flashing repair', 'Gutter cleaning', 'Storm damage tarp'] },
  { key: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliance'], gl: '6350', alts: ['1530'], unitShare: 0.9, lines: ['Refrigerator repair', 'Dishwasher repair', 'Range repair', 'Washer repair', 'Dryer vent cleaning', 'Parts'] },
  { key: 'locks', words: ['Lock & Key', 'Locksmith', 'Lock Service'], gl: '6360', alts: ['6300'], unitShare: 0.8, lines: ['Rekey lock', 'Lockout service', 'Replace deadbolt', 'Master key system', 'Keys cut'] },
  { key: 'flooring', words: ['Flooring', 'Carpet & Flooring', 'Floors'], gl: '6370', alts: ['1540', '6390'], unitShare: 0.85, lines: ['Install LVP', 'Carpet replacement', 'Carpet repair', 'Tile repair', 'Vinyl plank install'] },
  { key: 'painting', words: ['Painting', 'Paint & Drywall', 'Painters'], gl: '6380', alts: ['6395', '6550'], unitShare: 0.8, lines: ['Full interior paint', 'Touch-up paint', 'Drywall repair', 'Ceiling texture', 'Exterior paint'] },
  { key: 'cleaning', words: ['Cleaning Services', 'Janitorial', 'Carpet Cleaning', 'Maid Service'], gl: '6390', alts: ['6520', '6395'], unitShare: 0.7, lines: ['Move-out clean', 'Carpet shampoo', 'Common area janitorial', 'Window cleaning', 'Pressure washing breezeways'] },
  { key: 'makeready', words: ['Make Ready', 'Turn Services', 'Property Services', 'Maintenance'], gl: '6395', alts: ['6380', '6390', '6300'], unitShare: 0.85, lines: ['Full make ready', 'Turn labor', 'Trash out', 'Resurface tub', 'Punch list'] },
  { key: 'fence', words: ['Fence', 'Fence & Gate', 'Fencing'], gl: '6410', alts: ['6300'], unitShare: 0.1, lines: ['Fence repair', 'Gate operator repair', 'Replace pickets', 'Access gate service call'] },
  { key: 'tree', words: ['Tree Service', 'Tree Care', 'Arborists'], gl: '6235', alts: ['6250', '6230'], unitShare: 0, lines: ['Tree trimming', 'Tree removal', 'Stump grinding', 'Storm debris removal'] },
  { key: 'glass', words: ['Glass', 'Glass & Mirror', 'Window & Glass'], gl: '6420', alts: ['6300'], unitShare: 0.6, lines: ['Replace window pane', 'Sliding door glass', 'Storefront glass', 'Board-up'] },
  { key: 'garage', words: ['Garage Door', 'Overhead Door'], gl: '6430', alts: ['6300'], unitShare: 0.3, lines: ['Garage door spring', 'Opener repair', 'Overhead door service'] },
  { key: 'concrete', words: ['Concrete', 'Paving', 'Asphalt & Striping'], gl: '6440', alts: ['1570'], unitShare: 0, lines: ['Parking lot striping', 'Pothole repair', 'Sidewalk repair', 'Seal coat'] },
  { key: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Fire Sprinkler'], gl: '6450', alts: ['6160'], unitShare: 0, lines: ['Annual fire extinguisher inspection', 'Fire sprinkler inspection', 'Fire alarm monitoring', 'Fire pump test'] },
  { key: 'security', words: ['Security', 'Patrol Services', 'Courtesy Patrol'], gl: '6460', alts: ['6300'], unitShare: 0, lines: ['Courtesy patrol', 'Security officer hours', 'Camera monitoring'] },
  { key: 'towing', words: ['Towing', 'Wrecker Service'], gl: '6470', alts: ['6300'], unitShare: 0, lines: ['Tow - fire lane', 'Private property impound', 'Tow service'] },
  { key: 'junk', words: ['Junk Removal', 'Hauling'], gl: '6145', alts: ['6390'], unitShare: 0.4, lines: ['Trash out', 'Bulk item haul-off', 'Dumpster rental 20 yd'] },
  { key: 'restoration', words: ['Restoration', 'Water Damage Restoration', 'Disaster Recovery'], gl: '6480', alts: ['6310', '6250'], unitShare: 0.7, lines: ['Water extraction', 'Dehumidifier rental', 'Mold remediation', 'Drying equipment', 'Flood cleanup'] },
  { key: 'foundation', words: ['Foundation Repair', 'Foundation & Leveling'], gl: '6490', alts: ['1520'], unitShare: 0.3, lines: ['Pier installation', 'Foundation inspection', 'Slab leveling'] },
  { key: 'irrigation', words: ['Irrigation', 'Sprinkler'], gl: '6240', alts: ['6230'], unitShare: 0, lines: ['Irrigation repair', 'Valve replacement', 'Controller install'] },
  { key: 'backflow', words: ['Backflow Testing', 'Backflow Services'], gl: '6315', alts: ['6310'], unitShare: 0, lines: ['Annual backflow test', 'Backflow repair', 'Test report filing'] },
  { key: 'grease', words: ['Grease Trap Service', 'Grease Trap & Septic'], gl: '6316', alts: ['6317'], unitShare: 0.3, lines: ['Grease trap pump-out', 'Manifest fee'] },
  { key: 'signs', words: ['Signs', 'Sign Works', 'Signage'], gl: '6560', alts: ['5130'], unitShare: 0, lines: ['Monument sign repair', 'Banner', 'Address numbers'] },
  { key: 'handyman', words: ['Handyman Services', 'Handyman', 'Home Repair'], gl: '6300', alts: ['6395', '6310'], unitShare: 0.6, lines: ['Handyman labor', 'Door repair', 'Blinds replacement', 'Smoke detector install'] },
];

export const LEGAL_SUFFIXES: readonly (readonly [string, number])[] = [['LLC', 30], ['Inc.', 18], [', LLC', 12], [', Inc.', 8], ['L.L.C.', 4], ['Co.', 4], ['Company', 3], ['Corp.', 3], ['LP', 2], ['Ltd.', 2], ['', 14]];

export const SURNAMES: readonly string[] = [
  'Garza', 'Hernandez', 'Gonzalez', 'Rodriguez', 'Martinez', 'Trevino', 'Guerra', 'Villarreal', 'Saenz', 'Cantu', 'Salinas', 'Ybarra', 'Zamora', 'Cavazos', 'Longoria', 'Escobedo', 'Tijerina', 'Benavides',
  'Thibodeaux', 'Boudreaux', 'Landry', 'Broussard', 'LeBlanc', 'Hebert', 'Guidry', 'Fontenot', 'Arceneaux', 'Comeaux', 'Robichaux', 'Breaux', 'Melancon', 'Theriot', 'Trahan', 'Doucet', 'Babineaux', 'Savoie',
  'Tate', 'Whitfield', 'Pettigrew', 'McAllister', 'Dunaway', 'Haskins', 'Pruitt', 'Blalock', 'Satterfield', 'Culpepper', 'Rutledge', 'Pinckney', 'Ravenel', 'Huger', 'Yancey', 'Tolliver', 'Kilgore', 'Puckett',
  'Nguyen', 'Tran', 'Pham', 'Huynh', 'Truong', 'Vo', 'Okafor', 'Patel', 'Shah', 'Kim', 'Washington', 'Jefferson', 'Freeman', 'Booker', 'Gaines', 'Holloway', 'Crenshaw', 'Dubose', 'Merriweather', 'Sims',
  'Cobb', 'Hollins', 'Lott', 'Faulkner', 'Welty', 'Stovall', 'Crowder', 'Bledsoe', 'Akins', 'Gentry', 'Strickland', 'Vaughn', 'Dixon', 'Lambert', 'Cheatham', 'Mabry', 'Honeycutt', 'Pickens', 'Swinney', 'Mims',
];
