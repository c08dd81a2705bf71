/** Local contractors by trade: the GL they usually code to, what their invoices list, how often work is in a unit. */
export interface Trade {
  readonly key: string;
  readonly gl: string;
  readonly alts: readonly string[];
  readonly words: readonly string[];
  readonly lines: readonly string[];
  readonly weight: number;
  readonly unitWork: number;
  /** Share of these vendors keeping a customer number per property. */
  readonly perProperty: number;
}

function t(key: string, gl: string, alts: string, words: string, lines: string, weight: number, unitWork: number, perProperty: number): Trade {
  return { key, gl, alts: alts.split(' ').filter((x) => x.length > 0), words: words.split('|'), lines: lines.split('|'), weight, unitWork, perProperty };
}

export const TRADES: readonly Trade[] = [
  t('trash', '5140', '5142 5145 6235', 'Hauling|Disposal|Waste Services|Rubbish Removal|Container Service|Sanitation',
    'Weekly refuse collection|2 yd dumpster service|Recycling pickup|Bulk item pickup|Container rental|Fuel surcharge', 4, 0, 0.7),
  t('snow', '6105', '6108 6110', 'Snow Removal|Snow & Ice|Snowplowing|Winter Services',
    'Plow lot and drive|Shovel walks and steps|Salt application|Ice melt - 50 lb bags|Snow event 1/14|Seasonal contract installment', 5, 0, 0.5),
  t('boiler', '6120', '6122 6124 6126 1530', 'Boiler & Radiator|Steam Heat|Heating Service|Boiler Service|Hydronics',
    'Boiler service call|Replace low water cutoff|Bleed radiators|Replace steam trap|Annual boiler cleaning|Replace expansion tank|Replace circulator pump|Skim boiler', 5, 0.3, 0.3),
  t('hvac', '6126', '6128 6231 1530', 'Heating & Cooling|HVAC|Mechanical|Air Conditioning',
    'Diagnostic fee|Replace capacitor|Furnace tune-up|AC recharge R-410A|Replace thermostat|Replace blower motor', 6, 0.5, 0.2),
  t('plumbing', '6130', '6132 6229', 'Plumbing|Plumbing & Heating|Plumbing & Drain',
    'Service call|Replace toilet flapper|Repair leaking supply line|Replace water heater 40 gal|Replace kitchen faucet|Clear stoppage|After-hours premium', 9, 0.6, 0.15),
  t('drain', '6132', '6130', 'Sewer & Drain|Drain Cleaning|Rooter Service',
    'Snake main line|Camera inspection|Hydro-jet sewer lateral|Clear floor drain', 2, 0.3, 0.1),
  t('electrical', '6135', '6233 1510', 'Electric|Electrical Contractors|Electric Co',
    'Replace GFCI outlet|Troubleshoot circuit|Replace hallway fixture|Upgrade panel|Install smoke detectors|Exterior lighting repair', 7, 0.5, 0.1),
  t('roofing', '6140', '6142 1520', 'Roofing|Roofing & Siding|Roof Coatings',
    'Patch flat roof|Recoat roof - silver coating|Replace flashing|Roof inspection|Tear-off and replace', 4, 0, 0.1),
  t('gutters', '6142', '6140', 'Gutters|Gutter & Spouting|Seamless Gutters',
    'Clean gutters and downspouts|Replace downspout|Reattach gutter hangers', 1.5, 0, 0.2),
  t('masonry', '6145', '6221 6148', 'Masonry|Pointing & Masonry|Brick Restoration|Stone & Brick',
    'Repoint front facade|Rebuild front steps|Parge foundation wall|Replace lintel', 3, 0, 0.05),
  t('chimney', '6148', '6145', 'Chimney Sweeps|Chimney Service', 'Chimney inspection|Install chimney liner|Cap chimney', 1.5, 0, 0.05),
  t('painting', '6150', '6152 6200', 'Painting|Painting & Decorating|Paint Contractors',
    'Paint unit - 2 BR|Paint hallway|Exterior trim painting|Patch and paint ceiling', 5, 0.6, 0.05),
  t('flooring', '6155', '1560 6158', 'Flooring|Floor Covering|Carpet & Tile', 'Install LVP flooring|Replace carpet|Refinish hardwood|Replace kitchen tile', 3, 0.8, 0.05),
  t('carpetClean', '6158', '6192', 'Carpet Cleaning|Steam Cleaning', 'Steam clean carpets|Pet treatment|Upholstery cleaning', 2, 0.8, 0.1),
  t('appliance', '6160', '6162 1540', 'Appliance Repair|Appliance Service', 'Refrigerator repair|Replace range igniter|Washer repair|Dryer vent cleaning', 3, 0.9, 0.05),
  t('locksmith', '6165', '6168 6184', 'Locksmith|Lock & Key|Lock & Safe', 'Rekey unit locks|Lockout service|Replace deadbolt|Cut keys x6|Mailbox lock change', 5, 0.7, 0.1),
  t('windows', '6168', '6170 1550', 'Window & Door|Windows|Glass & Mirror', 'Replace broken pane|Install storm door|Replace window sash', 2, 0.5, 0.05),
  t('fire', '6178', '6176 6180', 'Fire Protection|Sprinkler|Fire & Safety', 'Annual sprinkler inspection|Fire alarm test|Extinguisher recharge|Backflow test', 2, 0, 0.6),
  t('security', '6184', '6182', 'Security|Access Control|Intercom', 'Intercom repair|Key fob programming|Camera service', 1.5, 0, 0.4),
  t('pest', '6186', '6188', 'Pest Control|Exterminating|Pest Solutions|Termite & Pest',
    'Monthly pest service|Bed bug treatment|Rodent exclusion|Cockroach treatment|Termite inspection', 8, 0.5, 0.6),
  t('cleaning', '6190', '6192 6194', 'Cleaning|Janitorial|Building Services|Maid Service', 'Common area cleaning|Turnover clean|Window washing|Trash room cleaning', 5, 0.5, 0.4),
  t('leadInsp', '6205', '6207 7117', 'Lead Inspections|Environmental Testing|Lead Safe Services|Lead Risk Assessment',
    'Lead dust wipe clearance|Lead-safe certification inspection|XRF lead paint inspection|Lab fees', 3, 0.6, 0.1),
  t('leadAbate', '6207', '6205 6209', 'Lead Abatement|Environmental Services', 'Window lead abatement|Encapsulation of porch|Clearance testing', 1.5, 0.5, 0.05),
  t('mold', '6211', '6213', 'Mold Remediation|Mold Solutions', 'Mold remediation - basement|Air quality testing', 1, 0.5, 0.05),
  t('restoration', '6213', '6211', 'Restoration|Water Damage Restoration|Disaster Restoration', 'Water extraction|Dehumidifier rental 3 days|Drywall removal', 1.5, 0.6, 0.05),
  t('landscaping', '6110', '6115 6105', 'Landscaping|Lawn Care|Grounds Maintenance', 'Weekly mowing|Spring cleanup|Mulch installation|Leaf removal', 4, 0, 0.6),
  t('tree', '6115', '6110', 'Tree Service|Tree Care|Arborists', 'Remove dead tree|Prune street tree|Stump grinding', 1.5, 0, 0.1),
  t('paving', '6217', '6219 1580', 'Paving|Asphalt|Sealcoating', 'Sealcoat lot|Patch potholes|Restripe 24 spaces', 1.5, 0, 0.2),
  t('concrete', '6221', '6145', 'Concrete|Sidewalks & Concrete|Cement Work', 'Replace sidewalk squares|Pour rear pad|Repair steps', 1.5, 0, 0.05),
  t('fencing', '6223', '6221', 'Fence|Fencing|Iron Works', 'Repair iron railing|Install chain link gate|Replace fence panels', 1, 0, 0.05),
  t('gc', '6225', '1510 6215', 'Construction|Contracting|Builders|Renovations', 'Kitchen renovation draw|Bathroom remodel|Drywall and framing|Porch rebuild', 6, 0.5, 0.1),
  t('handyman', '6227', '6225 6196', 'Handyman|Property Maintenance|Home Repair', 'Hang door|Repair cabinet|Replace blinds|Misc repairs - 3 hrs', 7, 0.7, 0.2),
  t('junk', '6235', '5142', 'Junk Removal|Cleanouts|Hauling & Cleanouts', 'Unit cleanout|Basement cleanout|Appliance haul-away', 2, 0.6, 0.05),
  t('legal', '7130', '7132', 'Law Offices|Legal Group|& Associates', 'Landlord-tenant complaint filing|Court appearance|Writ of possession|Notice to quit', 3, 0.8, 0),
  t('insurance', '7120', '7122 7124', 'Insurance Agency|Insurance Group|Insurance Brokers', 'Property policy installment|Liability premium|Flood policy renewal', 1, 0, 0.3),
  t('heatingOil', '5160', '6120', 'Fuel Oil|Oil Co|Heating Oil', 'No. 2 heating oil - gallons|Delivery fee|Tank inspection', 1, 0, 0.7),
  t('supply', '6196', '6198 6194', 'Supply|Hardware|Building Supply', 'Misc hardware|Plumbing parts|Filters 20x25x1|Light bulbs case', 1.5, 0, 0.1),
  t('signage', '6237', '7146', 'Signs|Sign Co', 'For rent sign|Building address numbers|Parking signage', 0.5, 0, 0),
  t('towing', '6243', '6217', 'Towing|Towing & Recovery', 'Tow unauthorized vehicle|Lot patrol', 0.5, 0, 0.3),
  t('elevator', '6172', '6174 1570', 'Elevator|Elevator Service|Lift Service', 'Monthly elevator maintenance|Elevator entrapment call|State inspection', 0.5, 0, 0.8),
  t('inspections', '7158', '7115 7160', 'Inspection Services|Code Compliance', 'Rental registration inspection|Re-inspection fee', 1, 0.5, 0.1),
];

export const TRADE_BY_KEY: ReadonlyMap<string, Trade> = new Map(TRADES.map((x) => [x.key, x]));
