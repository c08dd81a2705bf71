/**
 * The client's chart of accounts (~100), and the trades with the accounts they are coded to and
 * what their invoice lines say.
 */
const CHART = `1010 Operating Cash|1020 Security Deposit Cash|1100 Tenant Receivables|1200 Prepaid Insurance|1210 Prepaid Property Tax|1300 Tax & Insurance Escrow|1500 Building Improvements|1510 Roof Replacement|1520 HVAC Replacement|1530 Appliances - Capital|1540 Flooring Replacement|1550 Paving & Parking Lot|1560 Exterior Renovation|1570 Unit Renovations|1580 Furniture & Fixtures|1590 Equipment|2010 Accounts Payable|2100 Security Deposits Held|2200 Accrued Property Tax|2300 Prepaid Rent|2400 Mortgage Payable|4010 Rent Income|4100 Late Fees|4200 Utility Reimbursement (RUBS)|4300 Laundry Income|4400 Lot Rent|5100 General Repairs|5110 Plumbing Repairs|5115 Sewer Line Repair|5120 Electrical Repairs|5130 HVAC Repairs|5135 Evaporative Cooler Service|5140 Roof Repairs|5145 Gutter Cleaning|5150 Painting|5160 Locks & Keys|5170 Appliance Repairs|5180 Flooring Repairs|5185 Carpet Cleaning|5190 Glass & Windows|5195 Doors & Garage Doors|5200 Landscaping|5205 Irrigation & Backflow|5210 Tree Service|5215 Snow Removal|5220 Pool & Spa|5230 Fencing|5240 Concrete & Asphalt|5250 Pest Control|5255 Termite Treatment|5260 Janitorial|5265 Make Ready Cleaning|5270 Fire & Life Safety|5275 Elevator Maintenance|5280 Security & Alarm|5285 Septic Pumping|5290 Well & Water Treatment|5295 Water & Mold Remediation|5296 Hail & Storm Damage|5297 Storm Shelter Service|5298 Road & Drive Grading|5299 Park Infrastructure|5300 Electricity - Common|5305 Electricity - Vacant Units|5310 Natural Gas|5315 Gas - Vacant Units|5320 Water|5325 Sewer|5330 Stormwater|5340 Trash Removal|5345 Bulk Trash|5350 Recycling|5360 Cable & Internet|5370 Telephone|5380 Propane|5390 Water & Sewer Combined|5400 Maintenance Supplies|5410 Plumbing Supplies|5420 Electrical Supplies|5430 Paint Supplies|5440 Hardware|5450 Cleaning Supplies|5460 Office Supplies|6010 Management Fees|6020 Leasing Commissions|6030 Advertising|6040 Legal Fees|6050 Accounting|6060 Bank Fees|6070 Software Subscriptions|6080 Postage|6100 Insurance - Property|6110 Insurance - Liability|6200 Real Property Tax|6210 Personal Property Tax|6220 Special Assessments|6300 HOA Dues|6310 HOA Special Assessment|6400 Licenses & Permits|6410 Rental Registration|6420 Inspection Fees|6520 Contract Labor|6700 Eviction Costs|6710 Collection Fees|6900 Moving & Hauling`;

export const GL_ACCOUNTS: readonly { number: string; name: string }[] = CHART.split('|').map((s) => ({ number: s.slice(0, 4), name: s.slice(5) }));

export interface Trade {
  key: string;
  /** Words that follow the firm's name ("Plumbing & Drain"). */
  words: readonly string[];
  /** GL accounts, the usual one first. */
  gl: readonly string[];
  lines: readonly string[];
  /** Hubs where the trade exists; empty = everywhere. */
  hubs: readonly string[];
  weight: number;
}

const t = (key: string, words: string, gl: string, lines: string, weight: number, hubs = ''): Trade =>
  ({ key, words: words.split('|'), gl: gl.split(' '), lines: lines.split('|'), hubs: hubs ? hubs.split(' ') : [], weight });

export const TRADES: readonly Trade[] = [
  t('plumbing', 'Plumbing|Plumbing & Drain|Plumbing & Heating|Rooter', '5110 5115 5410', 'Service call|Drain cleaning|Water heater replacement|Leak repair under sink|Sewer line camera inspection|Toilet rebuild', 12),
  t('electric', 'Electric|Electrical|Electrical Contractors', '5120 5420', 'Electrical repair|Panel replacement|GFCI outlets|Exterior lighting|Troubleshoot breaker', 8),
  t('hvac', 'Heating & Air|HVAC|Mechanical|Heating & Cooling|Comfort Systems', '5130 1520', 'Furnace repair|AC not cooling|Preventive maintenance|Condenser replacement|Refrigerant recharge', 9),
  t('evap', 'Evaporative Cooling|Cooler Service|Swamp Cooler Repair', '5135 5130', 'Cooler start-up|Pads and pump|Cooler winterization|Belt replacement', 3, 'abq saf phx tuc den'),
  t('roofing', 'Roofing|Roofing & Exteriors|Roof Co', '5140 1510', 'Roof leak repair|Shingle replacement|Flat roof coating|Roof inspection', 5),
  t('gutters', 'Gutters|Seamless Gutters', '5145', 'Gutter cleaning|Downspout repair|Gutter guards', 1.5),
  t('painting', 'Painting|Painting & Drywall|Coatings', '5150 5265', 'Unit turn paint|Drywall patch|Exterior paint|Touch-up', 6),
  t('locks', 'Lock & Key|Locksmith|Lock & Safe', '5160', 'Rekey unit|Lockout service|New deadbolts|Master key system', 3),
  t('appliance', 'Appliance Repair|Appliance Service|Appliance', '5170 1530', 'Refrigerator repair|Range replacement|Dishwasher repair|Washer repair', 4),
  t('flooring', 'Flooring|Floor Covering|Carpet & Tile', '5180 1540', 'Carpet replacement|Vinyl plank install|Tile repair', 4),
  t('carpetclean', 'Carpet Cleaning|Steam Cleaning', '5185', 'Carpet cleaning - 2BR|Stain treatment|Upholstery cleaning', 3),
  t('glass', 'Glass|Glass & Mirror|Window & Glass', '5190', 'Window replacement|Sliding door glass|Screen repair', 2),
  t('doors', 'Garage Door|Overhead Door|Door & Gate', '5195', 'Garage door spring|Opener replacement|Gate repair', 2),
  t('landscaping', 'Landscaping|Lawn Care|Landscape|Grounds Maintenance', '5200 5205', 'Monthly grounds maintenance|Mowing|Spring cleanup|Xeriscape install', 8),
  t('irrigation', 'Irrigation|Sprinkler|Backflow Testing', '5205 5200', 'Backflow test|Sprinkler start-up|Sprinkler blowout|Valve repair', 2.5),
  t('trees', 'Tree Service|Tree Care|Arborists', '5210', 'Tree trimming|Stump grinding|Storm limb removal', 3),
  t('snow', 'Snow Removal|Snow & Ice|Snow Plowing', '5215 5200', 'Snow plowing|Sidewalk shoveling|Ice melt application', 3, 'den cos oma dsm kc ict'),
  t('pool', 'Pool Service|Pools|Pool & Spa', '5220', 'Weekly pool service|Pool chemicals|Pump motor replacement', 3, 'phx tuc okc tul abq'),
  t('fence', 'Fence|Fencing|Fence & Gate', '5230', 'Fence repair|Cedar fence replacement|Gate hardware', 2),
  t('concrete', 'Concrete|Asphalt & Paving|Concrete & Masonry', '5240 1550', 'Sidewalk repair|Crack sealing|Parking lot striping|Asphalt patch', 2.5),
  t('pest', 'Pest Control|Exterminating|Pest Solutions', '5250 5255', 'Monthly pest service|Bed bug treatment|Termite treatment|Rodent exclusion', 5),
  t('janitorial', 'Janitorial|Cleaning Services|Building Maintenance', '5260 5450', 'Common area cleaning|Trash chute cleaning|Window washing', 4),
  t('makeready', 'Make Ready|Property Services|Turn Services', '5265 5150', 'Move-out clean|Unit turn|Final clean', 4),
  t('fire', 'Fire Protection|Fire & Safety|Fire Systems', '5270', 'Annual fire inspection|Extinguisher service|Sprinkler inspection', 2),
  t('security', 'Security|Alarm|Security Systems', '5280', 'Monitoring|Camera install|Access control', 1.5),
  t('septic', 'Septic Service|Septic & Drain|Septic Pumping', '5285', 'Septic pumping|Lateral line repair|Septic inspection', 1.5, 'den abq okc ict oma dsm'),
  t('well', 'Well & Pump|Water Well|Pump & Well', '5290', 'Well pump replacement|Pressure tank|Water test', 1, 'den abq okc ict oma dsm'),
  t('restoration', 'Restoration|Water Damage|Restoration Services', '5295', 'Water extraction|Mold remediation|Dry-out equipment', 2),
  t('hail', 'Storm Repair|Hail Repair|Exteriors', '5296 5140', 'Hail damage repair|Siding replacement|Storm tarping', 2, 'den cos okc tul ict oma dsm kc'),
  t('shelter', 'Storm Shelters|Safe Rooms', '5297', 'Storm shelter inspection|Shelter door repair', 1, 'okc tul ict'),
  t('grading', 'Dirt Work|Grading|Excavating', '5298 5240', 'Road grading|Gravel delivery|Culvert repair', 1, 'den abq okc ict oma dsm'),
  t('mobile', 'Mobile Home Service|Manufactured Home Repair|Home Setup', '5299 5100', 'Skirting repair|Space hookup|Tie-down inspection|Leveling', 2, 'phx tuc abq okc ict den'),
  t('handyman', 'Handyman|Home Repair|Maintenance', '5100 6520', 'General repairs|Handyman labor|Miscellaneous repairs', 7),
  t('legal', 'Law Firm|Law Office|Legal Group', '6700 6040', 'Eviction filing|Court appearance|Lease review', 1.5),
  t('propane', 'Propane|Propane & Fuel', '5380', 'Propane delivery|Tank rental', 1, 'den abq okc ict oma dsm'),
  t('moving', 'Moving|Hauling|Junk Removal', '6900 5345', 'Junk removal|Abandoned property haul-off|Furniture removal', 2),
];
