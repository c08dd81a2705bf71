/** Names and words of US property-management vendors, customers and sites. */

export const TRADES = {
  plumbing: {
    names: ['Rapid Rooter Plumbing', 'Blue Line Plumbing & Drain', 'Keystone Plumbing Services', 'Ace Pipe Works', 'Summit Drain Cleaning', 'Hometown Plumbing Co.'],
    suffixes: ['LLC', 'Inc.', '', 'Co.'],
    work: [
      'Replaced kitchen faucet cartridge and supply lines',
      'Cleared main sewer line blockage with auger',
      'Repaired leaking water heater relief valve',
      'Replaced wax ring and reset toilet',
      'Snaked bathroom sink drain',
      'Installed new garbage disposal',
    ],
  },
  landscaping: {
    names: ['GreenScape Landscaping', 'Evergreen Grounds Care', 'Oak Leaf Lawn Service', 'Prairie Landscape Management', 'Sunrise Lawn & Garden'],
    suffixes: ['Inc.', 'LLC', ''],
    work: ['Monthly grounds maintenance', 'Lawn mowing and edging', 'Shrub trimming and bed weeding', 'Leaf removal', 'Irrigation system inspection', 'Seasonal flower installation'],
  },
  hvac: {
    names: ['Arctic Air Heating & Cooling', 'Comfort Zone HVAC', 'Precision Mechanical Services', 'AllSeason Climate Control', 'Northwind Heating and Air'],
    suffixes: ['Inc.', 'LLC', 'Corp.'],
    work: ['Replaced condenser fan motor', 'Furnace inspection and filter change', 'Recharged refrigerant R-410A', 'Replaced thermostat', 'Installed new capacitor', 'Cleaned evaporator coil'],
  },
  supply: {
    names: ['Midwest Plumbing Supply', 'Builders Hardware Supply', 'Pro Maintenance Supply', 'Capitol Electrical Supply', 'Granite State Building Supply'],
    suffixes: ['Co.', 'Inc.', 'LLC'],
    work: ['1/2 in. PEX pipe 100 ft', 'Toilet flapper universal', 'GFCI outlet 20A white', 'Interior latex paint 5 gal', 'Smoke detector 10-year battery', 'Kitchen faucet chrome', 'LED bulb A19 4-pack', 'Door lever passage set', 'Water heater 40 gal natural gas 6-year warranty with install kit', 'Garbage disposal 1/2 HP continuous feed with power cord'],
  },
  cleaning: {
    names: ['Sparkle Cleaning Co.', 'Brightway Janitorial', 'Fresh Start Cleaning Services', 'Crystal Clear Maintenance', 'TidyUp Turnover Services'],
    suffixes: ['', 'LLC', 'Inc.'],
    work: ['Move-out deep clean', 'Carpet steam cleaning', 'Common area janitorial service', 'Window washing exterior', 'Post-construction cleanup', 'Appliance cleaning'],
  },
  utility: {
    names: ['City of Springfield Utilities', 'Metro Water & Sewer District', 'Riverside Public Utilities', 'Lakeshore Gas & Electric', 'County Waste Services'],
    suffixes: [''],
    work: ['Water usage', 'Sewer service charge', 'Stormwater fee', 'Meter charge', 'Trash collection', 'Recycling service'],
  },
  inspection: {
    names: ['Vertex Elevator Company', 'Sentinel Fire Protection', 'Liberty Lift Technologies', 'Tri-State Fire & Alarm Services'],
    suffixes: ['Inc.', 'LLC'],
    work: [
      'Annual fire alarm inspection and testing per NFPA 72',
      'Quarterly elevator maintenance per contract',
      'Annual Category 1 elevator safety test',
      'Fire sprinkler 5-year internal pipe inspection',
      'Fire extinguisher annual inspection and tagging',
      'Emergency elevator phone monitoring',
      'Kitchen hood suppression semi-annual inspection',
    ],
  },
  pest: {
    names: ['Guardian Pest Solutions', 'Sure Shot Exterminating', 'EcoShield Pest Management', 'Apex Termite & Pest', 'Bayou Bug Control'],
    suffixes: ['', 'LLC', 'Inc.'],
    work: ['Monthly pest control service - interior units', 'Exterior perimeter treatment', 'German cockroach clean-out treatment', 'Rodent exclusion and trapping', 'Bed bug inspection and treatment', 'Termite inspection (WDI report)'],
  },
  water: {
    names: ['City of Riverton Water Department', 'Clear Creek Municipal Utility District', 'Town of Fairview Public Works', 'City of Lakewood Utility Billing', 'Metro Water & Sewer District'],
    suffixes: [''],
    // Fees some cities add to the water and sewer charges every bill has.
    work: ['Stormwater Fee', 'Refuse Collection', 'Backflow Program Fee', 'Fire Line Charge'],
  },
  roofing: {
    names: ['Summit Roofing & Exteriors', 'Ironclad Commercial Roofing', 'TopLine Roofing Contractors', 'Heritage Roofing & Sheet Metal', 'Peak Performance Roofing'],
    suffixes: ['Inc.', 'LLC'],
    work: ['Mobilization and general conditions', 'Tear-off existing roofing to deck', 'Polyiso insulation and cover board', 'TPO membrane 60 mil fully adhered', 'Sheet metal flashing and coping', 'Gutters and downspouts', 'Dumpsters and debris haul-off'],
  },
  janitorial: {
    names: ['Central Janitorial Supply', 'CleanSource Distributors', 'Metro Sanitary Supply', 'Allied Paper & Janitorial', 'Pacific Jan-San Supply'],
    suffixes: ['Co.', 'Inc.', 'LLC'],
    work: [
      'Can liner 40x46 1.5 mil black 100/cs',
      'Multifold towel white 4000/cs',
      'Jumbo roll tissue 2-ply 12/cs',
      'Neutral floor cleaner 4x1 gal',
      'Glass cleaner RTU 12x32 oz',
      'Nitrile gloves large powder-free 100/bx',
      'Quat disinfectant cleaner 4x1 gal',
      'Wet mop head 24 oz blue',
      'Foam hand soap 1000 ml 6/cs',
      'Urinal screen with deodorizer block 12/bx',
      'Microfiber cloth 16x16 assorted 12/pk',
      'Lobby dust pan with broom set',
    ],
  },
  handyman: {
    names: ['Mike Delgado', 'Tom Becker', 'Luis Ramirez', 'Dan Kowalski', 'Ray Thompson', 'Steve Nguyen'],
    suffixes: [''],
    work: ['Patched drywall in hallway and painted', 'Replaced bathroom exhaust fan', 'Rehung closet doors and adjusted', 'Replaced broken window blinds', 'Installed towel bar and toilet paper holder', 'Caulked tub and regrouted shower'],
  },
} as const;

export type Trade = keyof typeof TRADES;

export const MANAGERS = [
  'Oakwood Property Management',
  'Harbor Residential LLC',
  'Pinnacle Realty Group',
  'Cornerstone Apartment Management',
  'Lakeside Property Services Inc.',
  'Sterling Asset Management',
  'Maplewood Management Co.',
];

export const PROPERTIES = [
  'Maple Court Apartments',
  'Willow Creek Townhomes',
  'Riverside Lofts',
  'Cedar Ridge Condominiums',
  'Parkview Terrace',
  'Sunset Gardens HOA',
  'Brookside Villas',
  'Highland Park Residences',
];

export const STREETS = ['Oak St', 'Maple Avenue', 'Elm Street', 'Washington Blvd', 'Lakeview Dr', 'Main Street', 'Pine Rd', 'Jefferson Ave', 'Cherry Lane', 'Industrial Pkwy'];

export const CITIES = [
  ['Springfield', 'IL', '627'],
  ['Columbus', 'OH', '432'],
  ['Austin', 'TX', '787'],
  ['Denver', 'CO', '802'],
  ['Raleigh', 'NC', '276'],
  ['Tampa', 'FL', '336'],
  ['Portland', 'OR', '972'],
] as const;

export const UNIT_FORMS = ['Unit', 'Apt', 'Apt.', 'Suite', '#'] as const;
