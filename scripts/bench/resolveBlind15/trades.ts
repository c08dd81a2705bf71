/** Local trades: what they are called, what they bill, and the GL lines they are coded to. */
import type { Region } from './geo';
import type { Kind } from './propertyKinds';

export interface TradeDef {
  key: string;
  words: readonly string[];
  gl: string;
  glPool: readonly string[];
  kinds: readonly Kind[] | null;
  region: Region | null;
  weight: number;
  /** Share of this trade's bills that are for one unit. */
  unitShare: number;
  /** Line items for a unit; "{u}" is where the unit goes. */
  lines: readonly string[];
  /** Line items for the common areas. */
  common: readonly string[];
  franchises: readonly string[];
}

const RES: Kind[] = ['walkup', 'flats', 'garden', 'student', 'senior'];
const BIG: Kind[] = ['garden', 'retail', 'medical', 'flex', 'storage', 'senior', 'student'];

export const TRADES: readonly TradeDef[] = [
  { key: 'plumbing', words: ['Plumbing', 'Plumbing & Heating', 'Plumbing & Drain', 'Plumbing Co'], gl: '6405', glPool: ['6405', '6570', '6625', '1510'], kinds: null, region: null, weight: 12, unitShare: 0.65,
    lines: ['Replace wax ring and reset toilet {u}', 'Snake kitchen drain {u}', 'Replace 40 gal water heater {u}', 'Repair leak under bath sink {u}', 'Rebuild tub/shower valve {u}', 'Replace garbage disposal {u}', 'Service call - no hot water {u}'],
    common: ['Repair main stack leak - basement', 'Replace boiler feed valve', 'Thaw frozen line - laundry room', 'Backflow preventer repair', 'Replace sump pump', 'Camera main sewer line'], franchises: ['Roto-Rooter', 'Benjamin Franklin Plumbing', 'Mr. Rooter Plumbing'] },
  { key: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'], gl: '6410', glPool: ['6410', '6575', '1510'], kinds: null, region: null, weight: 9, unitShare: 0.5,
    lines: ['Replace GFCI outlets kitchen/bath {u}', 'Troubleshoot tripping breaker {u}', 'Install hardwired smoke detectors {u}', 'Replace ceiling fixture {u}', 'Panel inspection {u}'],
    common: ['Replace parking lot pole light', 'Repair exit signs and emergency lights', 'Replace photocell - exterior wall packs', 'Service upgrade 200A - house panel', 'Repair hallway lighting'], franchises: ['Mister Sparky', 'Mr. Electric'] },
  { key: 'hvac', words: ['Heating & Cooling', 'Heating & Air', 'Mechanical', 'HVAC', 'Heating & Air Conditioning'], gl: '6415', glPool: ['6415', '6420', '1530'], kinds: null, region: null, weight: 10, unitShare: 0.55,
    lines: ['No heat call - replace igniter {u}', 'AC not cooling - recharge R-410A {u}', 'Replace condensate pump {u}', 'Replace thermostat {u}', 'Replace blower motor {u}', 'Clean coils and check charge {u}'],
    common: ['Boiler annual cleaning and inspection', 'Quarterly PM - rooftop units', 'Replace RTU compressor', 'Steam trap replacement', 'Chiller startup', 'Replace circulator pump - boiler room'], franchises: ['One Hour Heating & Air Conditioning', 'Aire Serv'] },
  { key: 'roofing', words: ['Roofing', 'Roofing & Sheet Metal', 'Roofing & Siding'], gl: '6430', glPool: ['6430', '1520'], kinds: null, region: null, weight: 5, unitShare: 0.2,
    lines: ['Roof leak over bedroom {u}', 'Repair flashing at chimney above {u}'], common: ['Repair flat roof membrane', 'Replace shingles - storm damage', 'Clean and reseal gutters', 'Tear-off and re-roof', 'Roof inspection and report'], franchises: [] },
  { key: 'painting', words: ['Painting', 'Painting & Decorating', 'Painting Co', 'Painters'], gl: '6435', glPool: ['6435', '6555', '6560'], kinds: null, region: null, weight: 6, unitShare: 0.8,
    lines: ['Paint unit - turnover {u}', 'Patch and paint ceiling water stain {u}', 'Full repaint 2BR {u}', 'Touch-up after move-out {u}'], common: ['Paint stairwell and halls', 'Exterior trim painting', 'Paint parking lot curbs'], franchises: ['CertaPro Painters', 'Five Star Painting'] },
  { key: 'flooring', words: ['Flooring', 'Floor Covering', 'Carpet & Flooring', 'Floors'], gl: '6440', glPool: ['6440', '1560'], kinds: null, region: null, weight: 5, unitShare: 0.85,
    lines: ['Install LVP living room {u}', 'Replace carpet 2BR {u}', 'Replace kitchen vinyl {u}', 'Refinish hardwood floors {u}'], common: ['Replace hallway carpet', 'Lobby tile repair'], franchises: [] },
  { key: 'locksmith', words: ['Lock & Key', 'Locksmith', 'Lock & Safe', 'Locksmiths'], gl: '6445', glPool: ['6445'], kinds: null, region: null, weight: 3, unitShare: 0.7,
    lines: ['Rekey unit after move-out {u}', 'Lockout service {u}', 'Replace deadbolt {u}'], common: ['Rekey mailboxes', 'Repair front entry door closer', 'Master key system update'], franchises: ['Pop-A-Lock'] },
  { key: 'glass', words: ['Glass', 'Glass & Mirror', 'Glass Co'], gl: '6450', glPool: ['6450'], kinds: null, region: null, weight: 2, unitShare: 0.5,
    lines: ['Replace broken window pane {u}', 'Replace storefront glass {u}'], common: ['Board-up after break-in', 'Replace lobby door glass'], franchises: ['Glass Doctor'] },
  { key: 'doors', words: ['Overhead Door', 'Dock & Door', 'Door Systems', 'Garage Door'], gl: '6455', glPool: ['6455'], kinds: ['flex', 'storage', 'retail'], region: null, weight: 2.5, unitShare: 0.6,
    lines: ['{u} dock leveler repair', '{u} overhead door spring replacement', 'Replace dock seal {u}', 'Repair roll-up door {u}'], common: ['Dock {d} leveler repair', 'Replace bumpers Dock {d}', 'Gate operator repair', 'Roll-up door annual service - all doors'], franchises: [] },
  { key: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliance'], gl: '6425', glPool: ['6425', '1550'], kinds: RES, region: null, weight: 4, unitShare: 0.95,
    lines: ['Refrigerator not cooling {u}', 'Replace range igniter {u}', 'Dishwasher not draining {u}', 'Deliver and install new refrigerator {u}'], common: ['Laundry room dryer repair'], franchises: ['Mr. Appliance'] },
  { key: 'handyman', words: ['Property Maintenance', 'Handyman Services', 'Maintenance Services', 'Home Repair'], gl: '6400', glPool: ['6400', '6560', '6565'], kinds: null, region: null, weight: 8, unitShare: 0.7,
    lines: ['Make-ready {u}', 'Repair drywall and doors {u}', 'Replace blinds and outlet covers {u}', 'Install grab bars {u}', 'Hang closet doors {u}'], common: ['Replace fence boards', 'Repair mailbox cluster', 'Clean out basement storage', 'Repair porch steps'], franchises: ['Mr. Handyman', 'Ace Handyman Services'] },
  { key: 'cleaning', words: ['Cleaning Services', 'Janitorial', 'Building Services', 'Cleaning Co'], gl: '6535', glPool: ['6535', '6555', '6540'], kinds: null, region: null, weight: 6, unitShare: 0.45,
    lines: ['Move-out clean {u}', 'Deep clean after hoarding {u}'], common: ['Monthly janitorial - common areas', 'Lobby and hallway cleaning', 'Day porter service'], franchises: ['Jan-Pro', 'Coverall'] },
  { key: 'carpet', words: ['Carpet Cleaning', 'Steam Cleaning', 'Carpet Care'], gl: '6550', glPool: ['6550'], kinds: RES, region: null, weight: 3, unitShare: 0.9,
    lines: ['Steam clean carpet {u}', 'Pet odor treatment {u}'], common: ['Hallway carpet cleaning'], franchises: ['Chem-Dry', 'Stanley Steemer'] },
  { key: 'landscaping', words: ['Landscaping', 'Lawn Care', 'Lawn & Landscape', 'Grounds Maintenance'], gl: '6500', glPool: ['6500', '6505', '6520'], kinds: null, region: null, weight: 7, unitShare: 0.03,
    lines: ['Yard cleanup {u}'], common: ['Monthly lawn maintenance', 'Spring cleanup', 'Mulch beds', 'Fall leaf removal', 'Hedge trimming'], franchises: ['Weed Man', 'The Grounds Guys'] },
  { key: 'tree', words: ['Tree Service', 'Tree Care', 'Tree & Stump'], gl: '6505', glPool: ['6505', '6610'], kinds: null, region: null, weight: 3, unitShare: 0.05,
    lines: ['Remove limb over roof {u}'], common: ['Remove dead oak', 'Stump grinding', 'Storm debris removal', 'Prune street trees'], franchises: [] },
  { key: 'snow', words: ['Snow Removal', 'Snow & Ice', 'Snow Plowing', 'Snow Management'], gl: '6510', glPool: ['6510', '6515'], kinds: null, region: 'north', weight: 7, unitShare: 0.02,
    lines: ['Shovel walk and steps {u}'], common: ['Plow lot - 2" trigger', 'Salt application (per push)', 'Seasonal snow contract - installment', 'Sidewalk shoveling', 'Haul-off snow piles', 'Bagged ice melt delivery'], franchises: [] },
  { key: 'paving', words: ['Paving', 'Asphalt & Sealcoating', 'Paving & Concrete', 'Concrete'], gl: '6530', glPool: ['6530', '1540'], kinds: BIG, region: null, weight: 3, unitShare: 0.05,
    lines: ['Replace walk in front of {u}'], common: ['Crack fill and sealcoat lot', 'Restripe parking lot', 'Pothole repair', 'Replace sidewalk squares', 'ADA ramp replacement'], franchises: [] },
  { key: 'sweeping', words: ['Parking Lot Sweeping', 'Sweeping Services', 'Power Sweeping'], gl: '6525', glPool: ['6525'], kinds: ['retail', 'medical', 'flex', 'garden'], region: null, weight: 2, unitShare: 0,
    lines: [], common: ['Weekly lot sweeping', 'Porter service - litter pickup', 'Pressure wash sidewalks'], franchises: [] },
  { key: 'masonry', words: ['Masonry', 'Masonry & Tuckpointing', 'Brick & Stone'], gl: '6400', glPool: ['6400', '1510'], kinds: ['walkup', 'flats', 'senior', 'retail'], region: 'north', weight: 2, unitShare: 0.1,
    lines: ['Rebuild window sill {u}'], common: ['Tuckpoint rear wall', 'Rebuild chimney crown', 'Repair front stoop', 'Repoint parapet'], franchises: [] },
  { key: 'pest', words: ['Pest Control', 'Exterminating', 'Pest Solutions', 'Termite & Pest'], gl: '6490', glPool: ['6490', '6495'], kinds: null, region: null, weight: 4, unitShare: 0.5,
    lines: ['Bed bug treatment {u}', 'Roach treatment {u}', 'Mouse exclusion {u}'], common: ['Monthly exterior service', 'Termite inspection', 'Wasp nest removal'], franchises: ['Critter Control'] },
  { key: 'pool', words: ['Pool Service', 'Pools & Spas', 'Pool Management'], gl: '6585', glPool: ['6585'], kinds: ['garden', 'student'], region: 'south', weight: 2, unitShare: 0,
    lines: [], common: ['Weekly pool service', 'Replace pool pump motor', 'Pool opening', 'Chemicals'], franchises: [] },
  { key: 'restoration', words: ['Restoration', 'Water Damage Restoration', 'Restoration & Remediation'], gl: '6615', glPool: ['6615', '6610'], kinds: null, region: null, weight: 3, unitShare: 0.7,
    lines: ['Water extraction and drying {u}', 'Mold remediation {u}', 'Fire/smoke cleanup {u}'], common: ['Basement flood - extraction', 'Storm damage emergency board-up'], franchises: ['SERVPRO', 'ServiceMaster Restore', 'Paul Davis Restoration'] },
  { key: 'sewer', words: ['Sewer & Drain', 'Drain Cleaning', 'Sewer Service', 'Rooter Service'], gl: '6625', glPool: ['6625', '6405'], kinds: null, region: null, weight: 3, unitShare: 0.4,
    lines: ['Clear main line backup {u}', 'Jet kitchen line {u}'], common: ['Jet main sewer line', 'Camera inspection lateral', 'Grease trap pump-out'], franchises: ['Roto-Rooter'] },
  { key: 'generator', words: ['Power Systems', 'Generator Service', 'Generators'], gl: '6605', glPool: ['6605'], kinds: ['senior', 'medical'], region: null, weight: 1, unitShare: 0,
    lines: [], common: ['Generator annual load bank test', 'Generator PM - quarterly', 'Replace transfer switch controller'], franchises: [] },
  { key: 'gate', words: ['Gate & Access', 'Access Control', 'Fence & Gate', 'Security Systems'], gl: '6600', glPool: ['6600', '6595'], kinds: ['storage', 'garden', 'flex'], region: null, weight: 2, unitShare: 0.05,
    lines: ['Keypad reprogram {u}'], common: ['Gate operator repair', 'Replace gate keypad', 'Camera DVR replacement', 'Fence repair - vehicle damage'], franchises: [] },
  { key: 'environmental', words: ['Environmental', 'Environmental Services', 'Abatement'], gl: '6620', glPool: ['6620'], kinds: ['walkup', 'flats', 'senior'], region: 'north', weight: 1.5, unitShare: 0.6,
    lines: ['Lead clearance test {u}', 'Asbestos pipe wrap abatement {u}'], common: ['Lead risk assessment - building', 'Asbestos survey'], franchises: [] },
  { key: 'legal', words: ['Law Group', 'Law Offices', 'Attorneys', '& Associates PLLC'], gl: '6140', glPool: ['6140', '6120'], kinds: RES, region: null, weight: 2, unitShare: 0.9,
    lines: ['Eviction filing - nonpayment {u}', 'Court appearance - possession hearing {u}', 'Writ of restitution {u}'], common: ['Lease review', 'General counsel - hourly'], franchises: [] },
  { key: 'junk', words: ['Junk Removal', 'Hauling', 'Clean-Outs'], gl: '6650', glPool: ['6650', '6645'], kinds: null, region: null, weight: 2, unitShare: 0.6,
    lines: ['Trash-out after eviction {u}', 'Remove abandoned furniture {u}'], common: ['Bulk item pickup - dumpster area', 'Basement clean-out'], franchises: ['1-800-GOT-JUNK?', 'College Hunks Hauling Junk'] },
  { key: 'hauler', words: ['Disposal', 'Waste Services', 'Roll-Off', 'Sanitation'], gl: '6330', glPool: ['6330', '6645', '6650'], kinds: BIG, region: null, weight: 1.5, unitShare: 0,
    lines: [], common: ['Weekly dumpster service', '20 yd roll-off - swap', 'Extra pickup'], franchises: [] },
  { key: 'windows', words: ['Window Cleaning', 'Window Washing', 'Glass Cleaning'], gl: '6545', glPool: ['6545'], kinds: ['medical', 'senior', 'retail'], region: null, weight: 1, unitShare: 0.2,
    lines: ['Interior window cleaning {u}'], common: ['Exterior window washing - all elevations', 'Storefront glass cleaning - monthly'], franchises: [] },
];
