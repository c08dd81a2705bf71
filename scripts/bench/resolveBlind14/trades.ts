/**
 * The trades a property manager pays: what they call themselves, how their work is coded, how
 * their invoices read. "{u}" in a line item is the unit ("Apt 3B kitchen faucet").
 */
import { type Region } from './cityTypes';
import { type Kind, type Style } from './model';

export interface Trade {
  key: string;
  words: string[];
  gl: string;
  alt: string[];
  style: Style;
  /** Share of bills for one unit. */
  unitP: number;
  items: string[];
  /** Share of its customers it keeps an account number for. */
  acctP: number;
  /** Vendors of the trade per hundred local vendors. */
  weight: number;
  kinds?: Kind[];
  regions?: Region[];
  needs?: 'pool' | 'elevator';
}

const t = (key: string, words: string, gl: string, alt: string, style: Style, unitP: number, acctP: number, weight: number, items: string, extra: Partial<Trade> = {}): Trade => ({
  key, words: words.split('|'), gl, alt: alt ? alt.split('|') : [], style, unitP, acctP, weight, items: items.split('|'), ...extra,
});

export const trades: Trade[] = [
  t('plumbing', 'Plumbing|Plumbing & Drain|Plumbing Co|Plumbing & Sewer|Rooter & Plumbing|Plumbing Services', '6210', '6211|6212|1545', 'workorder', 0.75, 0.05, 10,
    '{u} kitchen faucet - replaced cartridge|{u} toilet running - replaced flapper & fill valve|{u} tub drain clogged - snaked|{u} water heater leaking - replaced 40 gal gas|Main line backup - jetted from cleanout|{u} garbage disposal replaced|{u} shower valve rebuild|{u} leak under bathroom sink - new P-trap|Trip charge|Labor 2.0 hrs'),
  t('hvac', 'Heating & Cooling|Heating & Air|HVAC|Air Conditioning|Mechanical|Comfort Systems|Heating, Cooling & Plumbing', '6215', '6216|1515|6333', 'workorder', 0.7, 0.05, 9,
    '{u} no cool - recharged R-410A 3 lbs|{u} furnace no heat - replaced igniter|{u} condensate line clogged - cleared|Quarterly PM - rooftop units|{u} replaced run capacitor 45/5 MFD|{u} thermostat replaced|{u} replaced blower motor|Diagnostic fee|Filters 20x25x1 (case)'),
  t('electrical', 'Electric|Electrical Contractors|Electric Co|Electrical Services|Electric & Lighting', '6220', '6112|1565', 'workorder', 0.55, 0.03, 6,
    '{u} GFCI outlet replaced in kitchen|{u} breaker tripping - replaced 20A breaker|Parking lot pole light repair|{u} ceiling fan installed|Exterior wall packs - replaced 6 LED|{u} no power to bedroom outlets|Service call'),
  t('appliance', 'Appliance Repair|Appliance Service|Appliance Parts & Service|Appliance', '6225', '1520|6332', 'workorder', 0.9, 0.03, 4,
    '{u} refrigerator not cooling - replaced defrost timer|{u} dishwasher not draining - replaced pump|{u} range burner replaced|{u} washer lid switch|{u} dryer no heat - replaced element|Service call'),
  t('roofing', 'Roofing|Roofing & Gutters|Roofing Co|Roofing & Exteriors|Roofing & Sheet Metal', '6230', '1510', 'workorder', 0.25, 0.02, 4,
    '{u} roof leak over bedroom - patched|Shingles replaced after wind damage|Gutter cleaning - all buildings|Flat roof coating - Section B|{u} ceiling stain - repaired flashing'),
  t('handyman', 'Handyman Services|Property Services|Maintenance|Home Repair|Construction|Contracting|Property Maintenance', '6235', '1560|6310|6315', 'workorder', 0.7, 0.02, 8,
    '{u} drywall patch and paint|{u} replaced interior door|{u} make-ready punch list|{u} closet door off track|Common hallway handrail repair|{u} replaced blinds 3 windows|{u} replaced bath vanity'),
  t('painting', 'Painting|Painting & Drywall|Painting Co|Painters|Paint & Wallcovering', '6310', '6280|6235', 'workorder', 0.8, 0.02, 4,
    '{u} full repaint 2BR|{u} touch-up after move-out|Exterior trim painting|{u} ceiling paint kitchen|Stairwell repaint'),
  t('cleaning', 'Cleaning Services|Make Ready Cleaning|Maid Service|Janitorial & Turnover|Cleaning Co', '6315', '6270', 'workorder', 0.85, 0.02, 4,
    '{u} move-out clean|{u} deep clean appliances|{u} trash-out and clean|Common area cleaning'),
  t('flooring', 'Flooring|Carpet & Flooring|Floor Covering|Flooring Solutions|Floors', '6320', '1525', 'workorder', 0.9, 0.02, 3,
    '{u} LVP install 650 sq ft|{u} carpet replaced bedrooms|{u} vinyl repair kitchen|{u} carpet stretch and repair'),
  t('carpetclean', 'Carpet Cleaning|Carpet Care|Steam Cleaning|Carpet & Upholstery', '6275', '6315', 'workorder', 0.85, 0.02, 2,
    '{u} carpet shampoo 2BR|{u} pet odor treatment|Hallway carpet cleaning'),
  t('janitorial', 'Janitorial|Building Services|Commercial Cleaning|Janitorial Services', '6270', '6315', 'contract', 0.03, 0.2, 3,
    'Monthly janitorial - common areas|Lobby and stairwell cleaning|Window washing - lobby', { kinds: ['garden', 'condo', 'mixed', 'office'] }),
  t('landscaping', 'Landscaping|Lawn Care|Lawn & Landscape|Grounds Maintenance|Landscape Management|Lawn Service', '6255', '6258|6256|6257', 'contract', 0.02, 0.3, 8,
    'Monthly grounds maintenance|Mulch install - front beds|Seasonal color|Leaf removal|Shrub trimming|Mowing - {n} visits'),
  t('tree', 'Tree Service|Tree Care|Tree Experts|Arborists|Tree & Stump', '6256', '6255', 'workorder', 0.1, 0.02, 2,
    'Removed dead oak behind building|Storm debris removal|Trim limbs over roofline|Stump grinding'),
  t('irrigation', 'Irrigation|Sprinkler Service|Irrigation & Lighting|Sprinklers', '6257', '6255', 'workorder', 0, 0.05, 1.5,
    'Irrigation repair - zone 4 valve|Backflow and controller check|Broken heads replaced (12)'),
  t('snow', 'Snow Removal|Snow & Ice|Snow Plowing|Snow Management', '6260', '6255', 'contract', 0, 0.2, 2,
    'Plow lots and drives - 3" event|Salt application - walks|Seasonal snow contract - installment {n} of 5', { regions: ['ohio', 'midsouth'] }),
  t('pool', 'Pool Service|Pools & Spas|Pool Care|Pool Management|Pool & Spa', '6265', '6266', 'contract', 0, 0.3, 2,
    'Monthly pool service|Chemicals|Pump motor replaced|Pool permit inspection prep|Filter cartridge replacement', { needs: 'pool' }),
  t('pest', 'Pest Control|Exterminating|Pest Solutions|Termite & Pest|Pest Management', '6250', '6251|6252', 'contract', 0.35, 0.4, 5,
    'Monthly pest service - exterior|{u} roach treatment|{u} bed bug heat treatment|Rodent bait stations|{u} ant treatment|Termite bond renewal'),
  t('elevator', 'Elevator|Elevator Co|Elevator Service|Lift & Elevator|Elevator Inspections', '6240', '6241|1540', 'contract', 0, 0.5, 1,
    'Monthly maintenance - 2 hydraulic cars|Trapped passenger callback|State inspection|Door operator repair', { needs: 'elevator' }),
  t('fire', 'Fire Protection|Fire & Safety|Fire Alarm|Fire Sprinkler|Fire Equipment|Fire & Life Safety', '6245', '6248|6246|1555', 'contract', 0.1, 0.3, 3,
    'Annual fire alarm inspection|Sprinkler 5-yr internal inspection|Extinguisher inspection|{u} smoke detector replaced|Monitoring - quarterly'),
  t('backflow', 'Backflow Testing|Backflow Services|Backflow & Cross Connection', '6246', '6210', 'workorder', 0, 0.1, 1,
    'Annual backflow test - domestic|Annual backflow test - irrigation|Repair kit RP valve'),
  t('security', 'Security|Patrol Services|Protective Services|Security Services|Courtesy Patrol', '6600', '6615|6610', 'contract', 0, 0.3, 2,
    'Courtesy patrol - nightly|Off-duty officer - weekend|Gate monitoring', { kinds: ['garden', 'mixed', 'office', 'mhp', 'condo'] }),
  t('paving', 'Paving|Asphalt & Sealcoating|Paving & Concrete|Concrete|Asphalt Maintenance', '6290', '1530', 'workorder', 0, 0.02, 2,
    'Pothole repair - main drive|Sealcoat and restripe|Sidewalk trip hazard grinding|Concrete pad replaced at dumpster'),
  t('septic', 'Septic Service|Septic & Drain|Septic Pumping|Septic & Sewer', '6700', '6210', 'workorder', 0.4, 0.1, 1.5,
    '{u} septic tank pumped 1,000 gal|Lift station service|Grease trap pumping', { kinds: ['mhp', 'scattered'] }),
  t('garagedoor', 'Garage Door|Overhead Door|Door & Gate|Garage Doors', '6295', '6238', 'workorder', 0.4, 0.02, 1,
    '{u} garage door spring replaced|Gate operator repair|Opener replaced'),
  t('glass', 'Glass|Glass & Mirror|Window & Glass|Glass Co', '6296', '1535', 'workorder', 0.6, 0.02, 1.5,
    '{u} broken window replaced|Storefront glass replaced|{u} patio door glass'),
  t('locksmith', 'Lock & Key|Locksmith|Lock & Safe|Locksmiths', '6285', '6615', 'workorder', 0.85, 0.02, 2,
    '{u} rekey after move-out|{u} lockout service|Master key system - 12 cores'),
  t('restoration', 'Restoration|Water Restoration|Mold Remediation|Disaster Restoration', '6236', '6720', 'workorder', 0.8, 0.02, 1.5,
    '{u} water extraction and drying 3 days|{u} mold remediation bathroom|{u} dehumidifier rental'),
  t('pressure', 'Pressure Washing|Power Washing|Exterior Cleaning|Softwash', '6237', '6280', 'workorder', 0, 0.02, 1.5,
    'Pressure wash breezeways|Roof softwash|Dumpster pad cleaning'),
  t('fence', 'Fence|Fence & Gate|Fencing|Fence Co', '6238', '1565', 'workorder', 0.2, 0.02, 1,
    'Pool fence repair|{u} privacy fence panel replaced|Dumpster enclosure gate'),
  t('junk', 'Junk Removal|Hauling|Trash-Out|Junk Haulers', '6142', '6315|6140', 'workorder', 0.6, 0.02, 2,
    '{u} trash-out after eviction|Bulk item pickup - dumpster area|Mattress removal (4)'),
  t('legal', 'Law Office|Law Group|Attorneys at Law|& Associates|Legal PLLC', '6420', '6421', 'professional', 0.9, 0.02, 2,
    'Eviction filing - {tenant}, {u}|Court appearance - {tenant}|Writ of possession|Filing fee'),
  t('vent', 'Dryer Vent Cleaning|Chimney & Dryer Vent|Vent Cleaning|Chimney Sweeps', '6247', '6245', 'workorder', 0.3, 0.02, 1,
    '{u} dryer vent cleaned|Dryer vents - all units building 2'),
  t('blinds', 'Blinds|Window Fashions|Blinds & Shades|Window Coverings', '6321', '6235', 'workorder', 0.9, 0.02, 1,
    '{u} 2" faux wood blinds (4)|{u} vertical blind slider'),
  t('refinish', 'Countertops|Resurfacing|Tub & Tile Refinishing|Bath Refinishing|Surface Restoration', '6325', '1560', 'workorder', 0.95, 0.02, 1.5,
    '{u} tub reglaze|{u} countertop resurface|{u} tile surround refinish'),
  t('mhsetup', 'Mobile Home Services|Manufactured Home Services|MH Repair|Home Leveling', '6239', '6235', 'workorder', 0.9, 0.02, 1,
    '{u} skirting replaced|{u} leveling and tie-downs|{u} set and block home', { kinds: ['mhp'] }),
  t('well', 'Well & Pump|Water Treatment|Pump Service|Water Systems', '6705', '6210', 'workorder', 0, 0.1, 0.6,
    'Well pump pressure switch|Chlorinator service|Water sample - bacteriological', { kinds: ['mhp'] }),
  t('supply', 'Supply|Plumbing Supply|Building Supply|Hardware|Paint & Supply|Maintenance Supply', '6330', '6334|6331|6333', 'supply', 0.15, 0.4, 2,
    '{u} faucet cartridge|Smoke detectors (6)|HVAC filters 16x25x1 (24)|Paint - flat white 5 gal|Toilet flapper (10)'),
  t('signs', 'Signs|Sign Co|Signs & Graphics|Signworks', '6011', '6010', 'workorder', 0, 0.02, 0.6,
    'Monument sign repair|Now Leasing banner|Building numbers'),
  t('access', 'Access Control|Security Systems|Alarm Co|Gate & Access', '6615', '6610', 'contract', 0, 0.2, 1,
    'Access control monitoring|Key fobs (25)|Camera DVR replacement'),
  t('accounting', 'CPA Group|Accounting|& Co CPAs|Tax & Accounting', '6430', '6421', 'professional', 0, 0.02, 0.4,
    'Compliance audit - HUD|Tax return preparation|Tenant income certification review'),
];

export const tradeByKey = new Map(trades.map((x) => [x.key, x]));
