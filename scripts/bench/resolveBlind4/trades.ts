/*
 * Chart of accounts and the trades that bill a multifamily manager, with what their invoices say.
 */

export const GL_ACCOUNTS: readonly { number: string; name: string }[] = [
  { number: '6100', name: 'Electric - Common Area' },
  { number: '6105', name: 'Electric - Vacant Units' },
  { number: '6110', name: 'Gas / Heating Fuel' },
  { number: '6120', name: 'Water & Sewer' },
  { number: '6130', name: 'Scavenger / Refuse Removal' },
  { number: '6140', name: 'Telephone & Internet' },
  { number: '6200', name: 'Repairs - Plumbing' },
  { number: '6205', name: 'Sewer Rodding' },
  { number: '6210', name: 'Repairs - Electrical' },
  { number: '6220', name: 'Repairs - Boiler / HVAC' },
  { number: '6225', name: 'Boiler Inspection & Service Contract' },
  { number: '6230', name: 'Repairs - Appliances' },
  { number: '6240', name: 'Repairs - Roof' },
  { number: '6250', name: 'Repairs - Masonry & Tuckpointing' },
  { number: '6260', name: 'Repairs - General Building' },
  { number: '6270', name: 'Locks & Keys' },
  { number: '6280', name: 'Elevator Maintenance' },
  { number: '6290', name: 'Fire & Life Safety' },
  { number: '6300', name: 'Pest Control' },
  { number: '6310', name: 'Snow Removal' },
  { number: '6320', name: 'Landscaping & Grounds' },
  { number: '6330', name: 'Janitorial & Cleaning' },
  { number: '6340', name: 'Window Washing' },
  { number: '6350', name: 'Painting & Decorating' },
  { number: '6360', name: 'Carpet & Flooring' },
  { number: '6370', name: 'Unit Turnover' },
  { number: '6380', name: 'Supplies' },
  { number: '6390', name: 'Laundry' },
  { number: '6400', name: 'Security, Intercom & Access' },
  { number: '6500', name: 'Insurance - Property' },
  { number: '6510', name: 'Insurance - Liability / Umbrella' },
  { number: '6600', name: 'Legal - Evictions' },
  { number: '6610', name: 'Legal - General' },
  { number: '6620', name: 'Accounting & Audit' },
  { number: '6700', name: 'Permits, Licenses & Inspections' },
  { number: '6710', name: 'Property Tax Appeal Fees' },
  { number: '1510', name: 'Capital - Roof Replacement' },
  { number: '1520', name: 'Capital - Boiler / Mechanical' },
  { number: '1530', name: 'Capital - Masonry' },
  { number: '1540', name: 'Capital - Unit Renovation' },
];

export type TradeKey =
  | 'plumbing' | 'electrical' | 'boiler' | 'appliance' | 'roofing' | 'masonry' | 'general' | 'locksmith' | 'elevator' | 'fire'
  | 'pest' | 'snow' | 'landscape' | 'cleaning' | 'window' | 'painting' | 'flooring' | 'waste' | 'legal' | 'insurance'
  | 'accounting' | 'security' | 'supply' | 'laundry' | 'taxappeal' | 'electric' | 'gas' | 'water' | 'telecom';

export interface Trade {
  key: TradeKey;
  words: readonly string[];
  gl: string;
  altGl: readonly string[];
  /** Share of this trade's bills that are for one unit. */
  unitP: number;
  lines: readonly string[];
  unitLines: readonly string[];
  /** Share of all bills. */
  billW: number;
  /** Generated local vendors. */
  vendors: number;
  /** Share of the trade's vendors that are one person with a personal mailbox. */
  person: number;
  /** Bills against per-property service accounts. */
  accounts: boolean;
}

const T = (t: Trade): Trade => t;

export const TRADES: readonly Trade[] = [
  T({ key: 'plumbing', words: ['Plumbing', 'Plumbing & Sewer', 'Plumbing & Heating', 'Sewer & Drain', 'Rooter Service', 'Plumbing Co'], gl: '6200', altGl: ['6205', '6370', '6260'], unitP: 0.62,
    lines: ['Rod main sewer line from basement cleanout', 'Replace hose bib at rear of building', 'Repair leak at water heater relief valve', 'Camera inspection of main line', 'Replace sump pump', 'Service call - no heat/no hot water', 'Replace 50 gal water heater'],
    unitLines: ['Snake kitchen drain', 'Replace toilet flapper and fill valve', 'Replace kitchen faucet cartridge', 'Clear clogged bathtub drain', 'Repair leak under bathroom sink', 'Reset toilet with new wax ring', 'Replace shower valve'], billW: 12, vendors: 520, person: 0.12, accounts: false }),
  T({ key: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'], gl: '6210', altGl: ['6260', '6370'], unitP: 0.5,
    lines: ['Replace hallway light fixtures', 'Repair exterior security lights', 'Replace breaker in house panel', 'Troubleshoot intercom power supply', 'Install LED wall packs', 'Repair emergency lighting'],
    unitLines: ['Replace GFCI outlet in kitchen', 'Troubleshoot tripping breaker', 'Replace ceiling fan', 'Repair bathroom exhaust fan', 'Replace smoke/CO detectors'], billW: 6, vendors: 360, person: 0.1, accounts: false }),
  T({ key: 'boiler', words: ['Boiler Service', 'Heating & Cooling', 'HVAC', 'Mechanical', 'Heating', 'Boiler & Steam'], gl: '6220', altGl: ['6225', '1520'], unitP: 0.3,
    lines: ['Annual boiler inspection and cleaning', 'Replace low water cutoff', 'Bleed radiators / balance system', 'Replace circulator pump', 'City boiler certificate inspection', 'Emergency call - no heat', 'Replace boiler ignition module'],
    unitLines: ['Replace thermostat', 'Repair leaking radiator valve', 'Service furnace - no heat', 'Replace condensate pump', 'AC not cooling - recharge refrigerant'], billW: 8, vendors: 360, person: 0.06, accounts: false }),
  T({ key: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliance'], gl: '6230', altGl: ['6370'], unitP: 0.95,
    lines: ['Repair common laundry room dryer'],
    unitLines: ['Refrigerator not cooling - replace defrost timer', 'Replace oven igniter', 'Dishwasher not draining - replace pump', 'Replace range top burner', 'Replace refrigerator door gasket'], billW: 4, vendors: 200, person: 0.25, accounts: false }),
  T({ key: 'roofing', words: ['Roofing', 'Roofing & Sheet Metal', 'Roofing Co'], gl: '6240', altGl: ['1510'], unitP: 0.05,
    lines: ['Patch roof leak above rear stair', 'Replace flashing at chimney', 'Clean gutters and downspouts', 'Tear off and install new modified bitumen roof', 'Roof inspection and report'],
    unitLines: ['Repair leak above top floor bedroom'], billW: 2, vendors: 200, person: 0.04, accounts: false }),
  T({ key: 'masonry', words: ['Masonry', 'Tuckpointing', 'Masonry & Tuckpointing', 'Brick & Stone'], gl: '6250', altGl: ['1530'], unitP: 0.03,
    lines: ['Tuckpoint east elevation', 'Rebuild chimney above roofline', 'Replace limestone lintel', 'Facade inspection (critical examination)', 'Repair front stoop'],
    unitLines: ['Seal brick around bedroom window'], billW: 2, vendors: 200, person: 0.08, accounts: false }),
  T({ key: 'general', words: ['Construction', 'Building Services', 'Home Repair', 'Maintenance', 'Contracting', 'Property Services', 'Handyman Services', 'Remodeling'], gl: '6260', altGl: ['6370', '1540'], unitP: 0.7,
    lines: ['Repair rear porch stair treads', 'Replace vestibule door closer', 'Patch and paint hallway ceiling', 'Repair mailbox doors', 'Board up broken basement window'],
    unitLines: ['Turnover repairs per move-out inspection', 'Replace bedroom door and hardware', 'Install new vanity', 'Drywall repair in living room', 'Kitchen cabinet hinge repairs', 'Re-caulk tub and replace tile'], billW: 8, vendors: 0, person: 0.45, accounts: false }),
  T({ key: 'locksmith', words: ['Lock & Key', 'Locksmith', 'Lock & Safe', 'Locksmiths'], gl: '6270', altGl: ['6260'], unitP: 0.7,
    lines: ['Rekey front entry and issue 12 keys', 'Repair mailbox lock', 'Replace panic bar on rear exit door'],
    unitLines: ['Lockout - rekey unit entry', 'Change locks at move-out', 'Replace deadbolt'], billW: 2, vendors: 120, person: 0.2, accounts: false }),
  T({ key: 'elevator', words: ['Elevator', 'Elevator Co', 'Elevator Service', 'Lift & Elevator'], gl: '6280', altGl: ['6700'], unitP: 0,
    lines: ['Monthly elevator maintenance contract', 'Service call - elevator stuck between floors', 'Annual elevator safety test', 'Replace door operator', 'Certificate of inspection'],
    unitLines: [], billW: 2, vendors: 50, person: 0, accounts: true }),
  T({ key: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Sprinkler', 'Fire Alarm', 'Fire Extinguisher Service'], gl: '6290', altGl: ['6700'], unitP: 0.08,
    lines: ['Annual fire extinguisher inspection', 'Fire alarm panel monitoring - quarterly', 'Sprinkler backflow test', 'Emergency light and exit sign test', 'Replace pull station'],
    unitLines: ['Replace hard-wired smoke detector'], billW: 2, vendors: 120, person: 0.02, accounts: true }),
  T({ key: 'pest', words: ['Pest Control', 'Exterminating', 'Exterminators', 'Pest Solutions', 'Termite & Pest'], gl: '6300', altGl: ['6370'], unitP: 0.45,
    lines: ['Monthly exterior rodent bait stations', 'Basement and common area treatment', 'Monthly service - building', 'Bed bug inspection - building'],
    unitLines: ['Roach treatment - follow up', 'Bed bug heat treatment', 'Mice exclusion and trapping', 'German cockroach gel treatment'], billW: 6, vendors: 150, person: 0.05, accounts: true }),
  T({ key: 'snow', words: ['Snow Removal', 'Snow Plowing', 'Snow & Ice', 'Plowing'], gl: '6310', altGl: ['6320'], unitP: 0,
    lines: ['Snow plowing - parking lot', 'Shovel and salt walks', 'Salt application', 'Seasonal snow contract - monthly installment', 'Snow event 1/12 - 3" accumulation'],
    unitLines: [], billW: 5, vendors: 200, person: 0.2, accounts: false }),
  T({ key: 'landscape', words: ['Landscaping', 'Lawn Care', 'Landscape Services', 'Grounds Maintenance', 'Tree Service'], gl: '6320', altGl: ['6310'], unitP: 0,
    lines: ['Weekly lawn maintenance', 'Spring cleanup', 'Fall leaf removal', 'Parkway tree trimming', 'Mulch beds'],
    unitLines: [], billW: 4, vendors: 250, person: 0.2, accounts: false }),
  T({ key: 'cleaning', words: ['Cleaning', 'Janitorial', 'Cleaning Services', 'Building Maintenance'], gl: '6330', altGl: ['6370'], unitP: 0.45,
    lines: ['Weekly common area cleaning', 'Hallway carpet shampoo', 'Clean laundry room', 'Porter service - monthly'],
    unitLines: ['Move-out clean', 'Turnover cleaning - deep clean', 'Post-construction cleaning'], billW: 4, vendors: 300, person: 0.35, accounts: false }),
  T({ key: 'window', words: ['Window Cleaning', 'Window Washing'], gl: '6340', altGl: ['6330'], unitP: 0.05,
    lines: ['Exterior window washing - all floors', 'Storefront window cleaning - monthly', 'Lobby glass cleaning'],
    unitLines: ['Interior/exterior windows at move-out'], billW: 1, vendors: 60, person: 0.15, accounts: false }),
  T({ key: 'painting', words: ['Painting', 'Painting & Decorating', 'Decorating', 'Painters'], gl: '6350', altGl: ['6370'], unitP: 0.8,
    lines: ['Paint front stairwell', 'Paint exterior porches', 'Paint lobby and vestibule'],
    unitLines: ['Paint unit - walls and ceilings, 2 coats', 'Touch-up paint at move-out', 'Paint kitchen cabinets'], billW: 3, vendors: 300, person: 0.35, accounts: false }),
  T({ key: 'flooring', words: ['Carpet', 'Flooring', 'Carpet Cleaning', 'Floor Covering', 'Hardwood Floors'], gl: '6360', altGl: ['6370', '1540'], unitP: 0.85,
    lines: ['Replace hallway carpet runner', 'Install stair treads'],
    unitLines: ['Sand and refinish hardwood floors', 'Install LVP in kitchen and bath', 'Steam clean carpets', 'Replace bedroom carpet and pad'], billW: 2, vendors: 200, person: 0.2, accounts: false }),
  T({ key: 'waste', words: ['Disposal', 'Scavenger Service', 'Waste Services', 'Hauling', 'Roll-Off'], gl: '6130', altGl: ['6370'], unitP: 0.02,
    lines: ['Refuse service 2 yd container 2x weekly', 'Recycling service 96 gal carts', 'Fuel/environmental recovery fee', 'Bulk item pickup', '20 yd roll-off dumpster'],
    unitLines: ['Clean-out haul away after eviction'], billW: 5, vendors: 60, person: 0.05, accounts: true }),
  T({ key: 'legal', words: [], gl: '6600', altGl: ['6610'], unitP: 0.7,
    lines: ['Review lease and rider language', 'Correspondence with city inspector re: violations', 'Attend administrative hearing'],
    unitLines: ['Eviction - prepare and file complaint', 'Serve 5-day notice', 'Court appearance - eviction', 'Order of possession - sheriff fee'], billW: 2, vendors: 120, person: 0, accounts: false }),
  T({ key: 'insurance', words: [], gl: '6500', altGl: ['6510'], unitP: 0,
    lines: ['Commercial package policy - installment', 'Umbrella liability renewal', 'Boiler & machinery endorsement', 'Policy renewal premium', 'Audit premium adjustment'],
    unitLines: [], billW: 1.5, vendors: 120, person: 0, accounts: true }),
  T({ key: 'accounting', words: [], gl: '6620', altGl: ['6610'], unitP: 0,
    lines: ['Annual audit of association financials', 'Preparation of Form 1120-H', 'Reserve study review'],
    unitLines: [], billW: 0.4, vendors: 50, person: 0, accounts: false }),
  T({ key: 'security', words: ['Security Systems', 'Intercom', 'Door Entry Systems', 'Alarm Co'], gl: '6400', altGl: ['6290', '6140'], unitP: 0.1,
    lines: ['Repair lobby intercom', 'Replace fob reader at front door', 'Camera system service', 'Monthly monitoring'],
    unitLines: ['Replace intercom handset in unit'], billW: 1, vendors: 80, person: 0.05, accounts: true }),
  T({ key: 'supply', words: ['Supply', 'Building Supply', 'Hardware', 'Paint & Supply'], gl: '6380', altGl: ['6350', '6260'], unitP: 0.1,
    lines: ['Furnace filters 16x25x1 (case)', 'Light bulbs A19 LED (case)', 'Ice melt 50 lb (pallet)', 'Paint - eggshell white 5 gal', 'Trash bags 55 gal'],
    unitLines: ['Faucet and supply lines for unit'], billW: 2, vendors: 100, person: 0, accounts: true }),
  T({ key: 'laundry', words: ['Laundry', 'Laundry Systems', 'Coin Laundry Service'], gl: '6390', altGl: ['6230'], unitP: 0,
    lines: ['Laundry room lease - monthly', 'Repair washer #2', 'Card reader service fee'],
    unitLines: [], billW: 0.8, vendors: 20, person: 0, accounts: true }),
  T({ key: 'taxappeal', words: ['Property Tax Consultants', 'Tax Appeal Group'], gl: '6710', altGl: ['6610'], unitP: 0,
    lines: ['Contingency fee - assessment reduction', 'Board of Review appeal filing'],
    unitLines: [], billW: 0.3, vendors: 30, person: 0, accounts: false }),
  T({ key: 'electric', words: [], gl: '6100', altGl: ['6105'], unitP: 0, lines: ['Electric service'], unitLines: ['Electric service'], billW: 9, vendors: 0, person: 0, accounts: true }),
  T({ key: 'gas', words: [], gl: '6110', altGl: [], unitP: 0, lines: ['Gas service'], unitLines: ['Gas service'], billW: 6, vendors: 0, person: 0, accounts: true }),
  T({ key: 'water', words: [], gl: '6120', altGl: [], unitP: 0, lines: ['Water/sewer service'], unitLines: [], billW: 5, vendors: 0, person: 0, accounts: true }),
  T({ key: 'telecom', words: [], gl: '6140', altGl: ['6290'], unitP: 0, lines: ['Business internet', 'Elevator emergency phone line', 'Fire alarm POTS line'], unitLines: [], billW: 2, vendors: 0, person: 0, accounts: true }),
];

export function trade(key: TradeKey): Trade {
  const t = TRADES.find((x) => x.key === key);
  if (!t) throw new Error(key);
  return t;
}
