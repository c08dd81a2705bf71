import type { PropertyKind } from './model';

/*
 * The local trades: what they are called, what they bill for, where they work, and how the
 * client codes them (the default GL account and the accounts a bill of theirs was recoded to).
 */

export interface Trade {
  key: string;
  nouns: readonly string[];
  gl: string;
  /** Accounts some of the trade's bills were coded to instead of the default. */
  altGl: readonly string[];
  /** Share of jobs done in one unit rather than the property as a whole. */
  unitShare: number;
  unitLines: readonly string[];
  propLines: readonly string[];
  kinds: readonly PropertyKind[] | null;
  metros: readonly string[] | null;
  /** Bills on a per-property service account ("Customer #"). */
  contract: boolean;
  /** Relative number of local vendors of the trade. */
  weight: number;
  amount: readonly [number, number];
}

const RES: readonly PropertyKind[] = ['garden', 'student', 'senior', 'hoa', 'smallmf', 'mhc'];
const BIG: readonly PropertyKind[] = ['garden', 'student', 'senior', 'hoa', 'office', 'strip', 'mhc'];
const PNW = ['SEA', 'TAC', 'SPO', 'PDX', 'VAN', 'BOI', 'EUG'];

const t = (
  key: string, nouns: string[], gl: string, altGl: string[], unitShare: number, unitLines: string[], propLines: string[],
  weight: number, amount: [number, number], extra: Partial<Pick<Trade, 'kinds' | 'metros' | 'contract'>> = {},
): Trade => ({ key, nouns, gl, altGl, unitShare, unitLines, propLines, weight, amount, kinds: extra.kinds ?? null, metros: extra.metros ?? null, contract: extra.contract ?? false });

export const TRADES: readonly Trade[] = [
  t('plumbing', ['Plumbing', 'Rooter & Drain', 'Plumbing & Drain', 'Plumbing Services', 'Drain Pros'], '6200', ['6205', '6515', '1470'], 0.75,
    ['Service call - kitchen sink leak', 'Replace toilet fill valve and flapper', 'Replace garbage disposal 1/2 HP', 'Repair shower valve cartridge', 'Water heater replacement 50 gal', 'Snake tub drain', 'Replace angle stops under sink'],
    ['Hydro-jet main sewer line', 'Backflow assembly test and repair', 'Locate and repair slab leak', 'Camera inspection of main line', 'Repair irrigation main break'], 12, [145, 3800]),
  t('hvac', ['Heating & Air', 'HVAC', 'Mechanical', 'Heating & Cooling', 'Comfort Systems'], '6210', ['6215', '1450', '6515'], 0.65,
    ['Diagnose no-heat call, replace igniter', 'Replace condenser fan motor', 'Recharge R-410A, 3 lbs', 'Replace thermostat', 'Replace blower capacitor', 'Clean condensate line'],
    ['Quarterly PM - rooftop units', 'Boiler inspection', 'Replace RTU compressor', 'Clubhouse mini-split repair'], 9, [120, 6500]),
  t('electrical', ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'], '6220', ['6515', '1410'], 0.45,
    ['Replace GFCI outlet in kitchen', 'Troubleshoot tripping breaker', 'Replace bathroom exhaust fan', 'Install new light fixture'],
    ['Parking lot pole light repair', 'Replace photocell and ballast', 'Breezeway lighting retrofit to LED', 'House panel inspection'], 7, [110, 4200]),
  t('appliance', ['Appliance Repair', 'Appliance Service', 'Appliance'], '6225', ['1420', '6515'], 0.9,
    ['Replace refrigerator defrost timer', 'Dishwasher drain pump replacement', 'Range bake element replacement', 'Washer lid switch replacement', 'Dryer belt and idler'],
    ['Laundry room dryer repair'], 5, [95, 1400], { kinds: RES }),
  t('roofing', ['Roofing', 'Roofing & Gutters', 'Roof Systems'], '6230', ['1440', '6275'], 0.1,
    ['Repair roof leak above bedroom'],
    ['Roof leak repair - flashing at chimney', 'Replace missing shingles after storm', 'Annual roof inspection', 'TPO membrane patch'], 5, [350, 24000]),
  t('locksmith', ['Lock & Key', 'Locksmith', 'Lock & Safe'], '6235', ['6515', '6360'], 0.7,
    ['Rekey entry lock', 'Lockout service', 'Replace deadbolt', 'Rekey mailbox lock'],
    ['Rekey master system', 'Repair pool gate closer', 'Replace office lockset'], 4, [65, 900]),
  t('pest', ['Pest Control', 'Pest Solutions', 'Exterminating', 'Termite & Pest'], '6240', [], 0.4,
    ['Bed bug heat treatment', 'Roach treatment - follow up', 'Rodent exclusion'],
    ['Monthly pest service', 'Quarterly exterior perimeter treatment', 'Termite bond renewal'], 6, [55, 2200], { contract: true }),
  t('painting', ['Painting', 'Painting & Drywall', 'Painters'], '6245', ['6505', '1410'], 0.55,
    ['Full unit repaint - 2BR', 'Touch-up paint after move-out', 'Paint ceiling after leak'],
    ['Paint exterior trim and doors', 'Paint stairwells', 'Paint parking stripes and curbs'], 5, [250, 18000]),
  t('flooring', ['Flooring', 'Carpet & Flooring', 'Floor Covering', 'Floors'], '6250', ['6510', '1430'], 0.8,
    ['Install LVP living room and hall', 'Replace carpet - bedrooms', 'Vinyl repair in kitchen'],
    ['Clubhouse carpet tile replacement', 'Corridor carpet replacement'], 5, [300, 9000]),
  t('glass', ['Glass', 'Window & Glass', 'Glass & Mirror'], '6255', [], 0.5,
    ['Replace broken window pane', 'Replace sliding door glass'], ['Replace storefront glass', 'Board up broken door'], 2, [150, 3200]),
  t('elevator', ['Elevator', 'Elevator Service', 'Lift Services'], '6260', ['1410'], 0,
    [], ['Monthly elevator maintenance', 'Annual state elevator inspection', 'Entrapment call-out'], 1, [300, 5500], { kinds: ['office', 'senior', 'student', 'hoa'], contract: true }),
  t('fire', ['Fire Protection', 'Fire & Safety', 'Fire Sprinkler', 'Fire Extinguisher Service'], '6265', [], 0.1,
    ['Replace smoke detector'], ['Annual fire sprinkler inspection', 'Extinguisher annual service', 'Fire alarm monitoring', 'Backflow test - fire line'], 3, [120, 4800], { contract: true }),
  t('pool', ['Pool Service', 'Pool Management', 'Pools & Spas'], '6270', ['1410'], 0,
    [], ['Weekly pool service', 'Pool opening', 'Replace pool pump motor', 'Lifeguard service - month'], 3, [200, 6500], { kinds: ['garden', 'hoa', 'student', 'senior'], contract: true }),
  t('gutter', ['Gutter Cleaning', 'Gutter Pros', 'Gutters'], '6275', ['6340'], 0, [], ['Gutter and downspout cleaning', 'Gutter guard install'], 2, [250, 3500], { kinds: BIG }),
  t('pressure', ['Pressure Washing', 'Power Washing', 'Exterior Cleaning'], '6280', [], 0, [], ['Pressure wash breezeways', 'Wash building exteriors', 'Clean sidewalks and dumpster pads'], 2, [300, 4200]),
  t('handyman', ['Handyman Services', 'Handyman', 'Home Repair', 'Maintenance Services', 'Property Services'], '6285', ['6515', '6500'], 0.7,
    ['Repair closet door and track', 'Patch drywall and texture', 'Replace blinds', 'Caulk tub and replace grout', 'Fix cabinet hinge'],
    ['Repair mailbox kiosk', 'Replace fence boards', 'Repair stair tread'], 10, [75, 1800]),
  t('doors', ['Overhead Door', 'Garage Door', 'Door & Gate'], '6290', ['6295'], 0.3,
    ['Replace garage door spring'], ['Repair gate operator', 'Service overhead doors'], 2, [150, 3800]),
  t('fencing', ['Fence', 'Fence & Gate', 'Fencing'], '6295', ['1410'], 0, [], ['Replace 40 LF cedar fence', 'Repair pool fence'], 2, [400, 9000]),
  t('landscaping', ['Landscaping', 'Lawn Care', 'Landscape Management', 'Grounds Maintenance', 'Lawn & Landscape'], '6300', ['6305', '6320'], 0,
    [], ['Monthly landscape maintenance', 'Seasonal color install', 'Bark mulch install', 'Leaf removal', 'Spring cleanup'], 9, [350, 8500], { contract: true }),
  t('tree', ['Tree Service', 'Tree Care', 'Arborists'], '6310', ['6305'], 0, [], ['Remove hazard tree', 'Crown thinning', 'Stump grinding'], 3, [400, 7500]),
  t('snow', ['Snow Removal', 'Snow & Ice Management', 'Snowplowing'], '6315', [], 0, [], ['Plowing - storm event', 'Ice melt application', 'Sidewalk shoveling'], 2, [250, 5000], { metros: ['SPO', 'BOI', 'SEA', 'PDX', 'TAC', 'VAN'] }),
  t('irrigation', ['Irrigation', 'Sprinkler Repair', 'Irrigation & Water Mgmt'], '6320', ['6305'], 0, [], ['Spring start-up', 'Winterization blowout', 'Replace valve and heads'], 2, [150, 2500]),
  t('paving', ['Paving', 'Asphalt & Sealcoating', 'Pavement Maintenance', 'Striping'], '6325', ['1460'], 0, [], ['Crack seal and sealcoat', 'Pothole repair', 'Restripe parking lot'], 2, [600, 28000], { kinds: BIG }),
  t('septic', ['Septic Service', 'Septic & Pumping', 'Septic Tank Pumping'], '6330', [], 0.25, ['Pump septic tank at lot'], ['Pump community septic', 'Drain field inspection'], 2, [300, 3500], { kinds: ['mhc'] }),
  t('moss', ['Moss Removal', 'Roof Cleaning & Moss', 'Moss Busters'], '6340', ['6275'], 0, [], ['Roof moss removal and zinc treatment', 'Moss treatment - all buildings'], 2, [400, 6000], { metros: PNW }),
  t('security', ['Security', 'Patrol Services', 'Security Services'], '6350', [], 0, [], ['Nightly patrol service', 'Courtesy officer - month'], 2, [600, 7000], { contract: true }),
  t('alarm', ['Alarm', 'Security Systems', 'Alarm & Monitoring'], '6355', ['6360'], 0, [], ['Alarm monitoring - quarterly', 'Access control service call'], 2, [90, 1800], { contract: true }),
  t('towing', ['Towing', 'Towing & Recovery', 'Wrecker Service'], '6365', [], 0, [], ['Tow abandoned vehicle', 'Parking enforcement patrol'], 1, [0, 450]),
  t('janitorial', ['Janitorial', 'Cleaning Services', 'Building Services', 'Commercial Cleaning'], '6400', ['6405', '6410'], 0.05,
    ['Suite cleaning after tenant move-out'], ['Nightly janitorial - month', 'Common area cleaning', 'Restroom supplies'], 5, [300, 6000], { kinds: ['office', 'strip', 'senior', 'student', 'hoa'], contract: true }),
  t('windowwash', ['Window Washing', 'Window Cleaning'], '6410', [], 0, [], ['Exterior window washing', 'High-rise window cleaning'], 1, [300, 4500], { kinds: ['office', 'senior', 'strip', 'hoa'] }),
  t('carpetclean', ['Carpet Cleaning', 'Carpet Care', 'Steam Cleaning'], '6415', ['6500', '6510'], 0.8,
    ['Carpet cleaning - 2BR', 'Pet odor treatment', 'Spot clean stairs'], ['Clubhouse carpet cleaning', 'Hallway carpet cleaning'], 3, [85, 900]),
  t('linen', ['Linen Service', 'Laundry Services'], '6420', [], 0, [], ['Linen service - weekly', 'Uniform and linen rental'], 1, [200, 3000], { kinds: ['senior'] }),
  t('turnover', ['Make Ready', 'Turnover Services', 'Apartment Turns', 'Cleaning & Make Ready'], '6500', ['6505', '6515'], 1,
    ['Move-out clean', 'Full make-ready: clean, paint touch-up, carpet', 'Trash-out and clean', 'Make ready - 1BR'], [], 5, [150, 2200], { kinds: ['garden', 'student', 'senior', 'smallmf'] }),
  t('restoration', ['Restoration', 'Water Damage Restoration', 'Disaster Restoration'], '6520', ['6525'], 0.7,
    ['Water extraction and drying equipment - 3 days', 'Remove wet drywall, dry-out', 'Sewage backup cleanup'], ['Fire damage board-up', 'Flood cleanup - common corridor'], 3, [600, 22000]),
  t('mold', ['Mold Remediation', 'Environmental Services'], '6525', [], 0.7, ['Mold remediation - bathroom', 'Air quality test'], ['Crawlspace mold treatment'], 1, [300, 6000]),
  t('gc', ['Construction', 'General Contractors', 'Builders', 'Contracting'], '1410', ['6285', '6515'], 0.35,
    ['Bathroom remodel', 'Kitchen cabinet replacement'], ['Siding repair', 'Deck and stair rebuild', 'ADA ramp construction', 'Tenant improvement - progress billing'], 5, [800, 48000]),
  t('drywall', ['Drywall', 'Drywall & Texture'], '6285', ['6505'], 0.8, ['Repair water-damaged ceiling', 'Patch and texture walls'], ['Stairwell drywall repair'], 2, [150, 2500]),
  t('furniture', ['Furniture Rental', 'Furnishings'], '6540', ['1480'], 0.6, ['Replace mattress', 'Furniture package - bedroom'], ['Furniture rental - monthly'], 1, [150, 9000], { kinds: ['student'] }),
  t('signage', ['Signs', 'Sign Co', 'Signage & Graphics'], '5320', ['1410'], 0.2, ['Tenant panel sign'], ['Monument sign repair', 'Banner - now leasing'], 1, [120, 6000]),
  t('septicwater', ['Water Testing', 'Water Lab', 'Analytical Labs'], '6335', [], 0, [], ['Monthly coliform sample', 'Annual nitrate test'], 1, [60, 600], { kinds: ['mhc'] }),
  t('foodservice', ['Food Service', 'Dining Supply'], '6425', [], 0, [], ['Kitchen supplies delivery', 'Dish machine chemicals'], 1, [150, 3500], { kinds: ['senior'] }),
  t('legal', ['Law Group', 'Law Offices', 'Legal PLLC', 'Attorneys at Law'], '5200', ['5210', '5230'], 0.55,
    ['Eviction - filing and service', 'Unlawful detainer - court appearance', 'Writ of possession', 'Demand letter - unpaid rent'],
    ['Lease review', 'Collections - legal fees', 'HOA covenant enforcement letter'], 3, [150, 3500]),
  t('cpa', ['CPAs', 'Accounting', 'CPA Group', 'Tax & Accounting'], '5220', [], 0, [], ['Annual association audit', 'Form 1120-H preparation', 'Financial review'], 1, [450, 6500], { kinds: ['hoa', 'office', 'strip'] }),
  t('insurance', ['Insurance Agency', 'Insurance', 'Insurance Services'], '6600', ['6605', '6610'], 0, [], ['Property policy premium', 'Umbrella policy premium', 'Flood policy renewal'], 2, [600, 28000]),
  t('reserve', ['Reserve Consultants', 'Reserve Advisors', 'Reserve Studies'], '6800', [], 0, [], ['Reserve study update - no site visit', 'Full reserve study with site visit'], 1, [900, 5500], { kinds: ['hoa'] }),
  t('marketing', ['Marketing', 'Media', 'Creative Studio'], '5300', ['5330', '5320'], 0, [], ['Social media management - month', 'Resident event - ice cream social', 'Drone photography'], 1, [150, 3500], { kinds: ['garden', 'student', 'senior', 'strip', 'office'] }),
  t('medwaste', ['Medical Waste', 'Sharps Disposal'], '6430', [], 0, [], ['Sharps container pickup', 'Medical waste service - month'], 1, [80, 700], { kinds: ['senior'] }),
];

export function tradeByKey(key: string): Trade {
  const trade = TRADES.find((x) => x.key === key);
  if (!trade) throw new Error(`no trade ${key}`);
  return trade;
}
