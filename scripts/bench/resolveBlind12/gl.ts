/**
 * The client's chart of accounts (balance sheet, income and the expense accounts bills are coded
 * to) and the trades vendors work in: the words in their names, the account a clerk codes them to
 * (first) and the accounts they are sometimes coded to instead, and what their invoice lines say.
 */
export const CHART: readonly (readonly [string, string])[] = [
  ['1010', 'Operating Cash'], ['1020', 'Security Deposit Cash'], ['1200', 'Tenant Receivables'], ['1400', 'Building Improvements'],
  ['1410', 'Appliances - Capital'], ['1420', 'Flooring - Capital'], ['1430', 'Roof Replacement'], ['1440', 'HVAC Replacement'], ['1450', 'Furniture & Fixtures'],
  ['2000', 'Accounts Payable'], ['2100', 'Security Deposits Held'], ['2200', 'Prepaid Rent'], ['4000', 'Rental Income'], ['4100', 'Laundry Income'],
  ['4200', 'Late Fees'], ['4300', 'Utility Reimbursements'], ['6000', 'Advertising & Marketing'], ['6010', 'Resident Events'], ['6100', 'Management Fees'],
  ['6110', 'Legal Fees'], ['6115', 'Eviction Costs'], ['6120', 'Accounting & Audit'], ['6130', 'Bank Fees'], ['6140', 'Software & Subscriptions'],
  ['6150', 'Office Supplies'], ['6160', 'Postage & Printing'], ['6170', 'Office Telephone & Internet'], ['6300', 'Repairs - General'],
  ['6310', 'Plumbing Repairs'], ['6320', 'Electrical Repairs'], ['6330', 'HVAC Repairs & Maintenance'], ['6335', 'Boiler & Heating System'],
  ['6340', 'Roof Repairs'], ['6350', 'Painting & Decorating'], ['6360', 'Locks & Keys'], ['6370', 'Appliance Repairs'], ['6380', 'Flooring Repairs'],
  ['6390', 'Carpentry & Handyman'], ['6400', 'Masonry & Concrete'], ['6410', 'Windows & Glass'], ['6420', 'Elevator Maintenance'],
  ['6430', 'Fire Protection & Alarm'], ['6440', 'Pest Control'], ['6450', 'Janitorial & Cleaning'], ['6460', 'Turnover - Cleaning'],
  ['6465', 'Turnover - Painting'], ['6470', 'Turnover - Carpet Cleaning'], ['6480', 'Supplies - Maintenance'], ['6485', 'Supplies - Janitorial'],
  ['6490', 'Tools & Equipment'], ['6500', 'Landscaping & Grounds'], ['6510', 'Tree Service'], ['6520', 'Snow Removal'], ['6525', 'Ice Melt & Sand'],
  ['6530', 'Pool & Amenities'], ['6540', 'Paving & Parking Lot'], ['6550', 'Gutters'], ['6560', 'Chimney & Flue'], ['6570', 'Lead Paint Compliance'],
  ['6580', 'Inspections & Permits'], ['6600', 'Electricity'], ['6605', 'Electricity - Vacant Units'], ['6610', 'Natural Gas'], ['6620', 'Heating Oil'],
  ['6625', 'Propane'], ['6630', 'Water'], ['6635', 'Sewer'], ['6640', 'Stormwater Fees'], ['6650', 'Trash Removal'], ['6655', 'Recycling'],
  ['6660', 'Bulk Trash & Junk Removal'], ['6670', 'Cable & Internet'], ['6680', 'Property Telephone'], ['6700', 'Property Insurance'],
  ['6710', 'Liability Insurance'], ['6720', 'Home Warranty'], ['6800', 'HOA Dues'], ['6810', 'HOA Special Assessments'], ['6820', 'Real Estate Taxes'],
  ['6830', 'Municipal Fees & Fines'], ['6840', 'Rental Registration & Licenses'], ['6900', 'Furniture Rental'], ['6910', 'Dietary & Food Service'],
  ['6920', 'Medical & Care Supplies'], ['6930', 'Resident Activities'], ['6940', 'Laundry Equipment Lease'], ['6950', 'Security & Patrol'],
  ['6960', 'Commercial CAM'], ['6970', 'Access Control & Intercom'],
];

export interface Trade {
  id: string;
  /** Words that go in a vendor's name ("Plumbing & Heating"). */
  words: readonly string[];
  /** The account a clerk codes this trade to, then others it is sometimes coded to. */
  gl: readonly string[];
  lines: readonly string[];
  /** Where vendors of this trade are found. */
  where: 'NE' | 'SFR' | 'both';
  weight: number;
}

export const TRADES: readonly Trade[] = [
  { id: 'plumbing', words: ['Plumbing', 'Plumbing & Heating', 'Plumbing & Drain', 'Plumbing Co', 'Drain Services'], gl: ['6310', '6300', '1400'], where: 'both', weight: 9,
    lines: ['Service call', 'Replace kitchen faucet', 'Clear main drain', 'Snake tub drain', 'Replace toilet flapper and fill valve', 'Repair leak under sink', 'Replace 40 gal water heater', 'Labor', 'Materials', 'Emergency after-hours call'] },
  { id: 'heating', words: ['Heating', 'Oil Burner Service', 'Boiler Service', 'Heating & Plumbing'], gl: ['6335', '6330', '6310'], where: 'NE', weight: 6,
    lines: ['Annual boiler cleaning', 'No heat call', 'Replace circulator pump', 'Bleed radiators', 'Replace expansion tank', 'Burner tune-up', 'Replace thermocouple', 'Labor'] },
  { id: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'], gl: ['6320', '6300'], where: 'both', weight: 7,
    lines: ['Service call', 'Replace GFCI outlet', 'Troubleshoot breaker tripping', 'Install LED fixture', 'Repair hallway lighting', 'Replace smoke detector', 'Labor', 'Materials'] },
  { id: 'hvac', words: ['Heating & Cooling', 'HVAC', 'Mechanical', 'Comfort Systems', 'Heating & Air', 'Air Conditioning'], gl: ['6330', '6335', '1440'], where: 'both', weight: 7,
    lines: ['AC not cooling - diagnostic', 'Recharge refrigerant', 'Replace capacitor', 'Preventive maintenance', 'Replace condensate pump', 'Filter change', 'Replace condenser fan motor', 'Labor'] },
  { id: 'roofing', words: ['Roofing', 'Roofing & Siding', 'Roofing & Gutters'], gl: ['6340', '1430'], where: 'both', weight: 4,
    lines: ['Roof leak repair', 'Replace flashing at chimney', 'Patch flat roof membrane', 'Replace shingles', 'Roof inspection'] },
  { id: 'painting', words: ['Painting', 'Painting & Decorating', 'Painters', 'Painting Co'], gl: ['6350', '6465'], where: 'both', weight: 5,
    lines: ['Paint unit - 2 bedroom', 'Touch-up paint', 'Paint stairwell', 'Exterior trim painting', 'Ceiling repair and paint'] },
  { id: 'handyman', words: ['Handyman Services', 'Property Services', 'Home Repair', 'Property Maintenance', 'Maintenance'], gl: ['6390', '6300'], where: 'both', weight: 8,
    lines: ['Repair closet door', 'Replace window screen', 'Rehang cabinet door', 'Patch drywall', 'Install grab bar', 'Misc repairs', 'Labor - 3 hrs'] },
  { id: 'contractor', words: ['Construction', 'Builders', 'Contracting', 'Renovations', 'Remodeling'], gl: ['1400', '6300', '6390'], where: 'both', weight: 5,
    lines: ['Kitchen renovation - progress billing', 'Bathroom remodel', 'Porch rebuild', 'Stair repair', 'Demolition and disposal', 'Framing and drywall'] },
  { id: 'masonry', words: ['Masonry', 'Stone & Masonry', 'Concrete & Masonry'], gl: ['6400', '1400'], where: 'NE', weight: 3,
    lines: ['Repoint brick', 'Repair front steps', 'Rebuild retaining wall', 'Concrete walkway'] },
  { id: 'glass', words: ['Glass', 'Glass & Mirror', 'Window & Door'], gl: ['6410'], where: 'both', weight: 3,
    lines: ['Replace broken storefront glass', 'Replace window sash', 'Board up', 'Reglaze window'] },
  { id: 'locksmith', words: ['Lock & Key', 'Locksmiths', 'Lock & Safe'], gl: ['6360'], where: 'both', weight: 3,
    lines: ['Rekey unit', 'Lockout service', 'Install deadbolt', 'Cut keys', 'Replace mailbox lock'] },
  { id: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliance'], gl: ['6370', '1410'], where: 'both', weight: 3,
    lines: ['Refrigerator repair', 'Dishwasher not draining', 'Replace range igniter', 'Washer repair', 'Dryer vent cleaning'] },
  { id: 'flooring', words: ['Flooring', 'Carpet & Flooring', 'Floor Covering', 'Hardwood Floors'], gl: ['6380', '1420'], where: 'both', weight: 3,
    lines: ['Refinish hardwood floors', 'Install vinyl plank', 'Carpet repair', 'Replace kitchen tile'] },
  { id: 'cleaning', words: ['Cleaning Services', 'Janitorial', 'Cleaning Co', 'Building Services'], gl: ['6450', '6460'], where: 'both', weight: 5,
    lines: ['Common area cleaning - monthly', 'Move-out cleaning', 'Hallway and stairwell cleaning', 'Window washing', 'Trash room cleaning'] },
  { id: 'carpet', words: ['Carpet Cleaning', 'Steam Cleaning', 'Carpet Care'], gl: ['6470'], where: 'both', weight: 2,
    lines: ['Carpet shampoo', 'Stain treatment', 'Hallway carpet cleaning'] },
  { id: 'landscaping', words: ['Landscaping', 'Landscape & Design', 'Lawn & Garden', 'Grounds Maintenance', 'Lawn Care'], gl: ['6500', '6510'], where: 'both', weight: 6,
    lines: ['Monthly grounds maintenance', 'Spring cleanup', 'Fall cleanup', 'Mulch', 'Lawn mowing', 'Hedge trimming'] },
  { id: 'tree', words: ['Tree Service', 'Tree Care', 'Arborists'], gl: ['6510', '6500'], where: 'both', weight: 2,
    lines: ['Remove dead tree', 'Prune street tree', 'Storm damage cleanup', 'Stump grinding'] },
  { id: 'snow', words: ['Snow Removal', 'Snow & Ice', 'Plowing', 'Snow Plowing'], gl: ['6520', '6525', '6500'], where: 'NE', weight: 5,
    lines: ['Plowing - storm of 1/12', 'Sidewalk shoveling', 'Sanding and salting', 'Snow removal - seasonal contract', 'Roof snow removal'] },
  { id: 'paving', words: ['Paving', 'Sealcoating', 'Asphalt'], gl: ['6540', '1400'], where: 'both', weight: 2,
    lines: ['Sealcoat parking lot', 'Patch potholes', 'Line striping'] },
  { id: 'gutters', words: ['Gutter Co', 'Seamless Gutters', 'Gutter Cleaning'], gl: ['6550'], where: 'both', weight: 2,
    lines: ['Clean gutters and downspouts', 'Replace downspout', 'Install gutter guards'] },
  { id: 'chimney', words: ['Chimney Sweeps', 'Chimney Service', 'Chimney & Masonry'], gl: ['6560', '6400'], where: 'NE', weight: 2,
    lines: ['Chimney sweep', 'Install chimney cap', 'Flue liner inspection'] },
  { id: 'lead', words: ['Lead Inspections', 'Deleading', 'Environmental'], gl: ['6570', '1400'], where: 'NE', weight: 2,
    lines: ['Lead paint inspection', 'Letter of compliance', 'Deleading - window sills', 'Lead re-inspection'] },
  { id: 'pest', words: ['Pest Control', 'Exterminating', 'Termite & Pest', 'Pest Solutions'], gl: ['6440'], where: 'both', weight: 5,
    lines: ['Monthly pest service', 'Bed bug treatment', 'Rodent exclusion', 'Roach treatment', 'Termite inspection', 'Mouse control'] },
  { id: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Sprinkler Co', 'Fire Alarm'], gl: ['6430'], where: 'NE', weight: 3,
    lines: ['Annual sprinkler inspection', 'Fire alarm monitoring', 'Extinguisher service', 'Replace pull station', 'Backflow test'] },
  { id: 'elevator', words: ['Elevator', 'Elevator Co', 'Lift Services'], gl: ['6420'], where: 'NE', weight: 1,
    lines: ['Elevator maintenance - monthly', 'Elevator entrapment call', 'State elevator inspection'] },
  { id: 'junk', words: ['Junk Removal', 'Rubbish Removal', 'Hauling'], gl: ['6660'], where: 'both', weight: 2,
    lines: ['Unit cleanout', 'Remove abandoned furniture', 'Dumpster 20 yd'] },
  { id: 'waterproof', words: ['Waterproofing', 'Basement Systems'], gl: ['6400', '6300'], where: 'NE', weight: 1,
    lines: ['Basement waterproofing', 'Install sump pump', 'Seal foundation crack'] },
  { id: 'pool', words: ['Pool Service', 'Pool & Spa', 'Pools'], gl: ['6530'], where: 'SFR', weight: 3,
    lines: ['Weekly pool service', 'Pool chemicals', 'Replace pool pump motor', 'Green-to-clean'] },
  { id: 'intercom', words: ['Access Control', 'Intercom', 'Security Systems'], gl: ['6970', '6950'], where: 'NE', weight: 1,
    lines: ['Repair buzzer', 'Program key fobs', 'Replace intercom panel'] },
];

export function tradeById(id: string): Trade {
  const t = TRADES.find((x) => x.id === id);
  if (!t) throw new Error(`unknown trade ${id}`);
  return t;
}

/** Supplies a supplier sells, and the account each line is coded to (line coding). */
export const SUPPLY_LINES: readonly (readonly [string, string])[] = [
  ['LED A19 bulbs 4pk', '6480'], ['Toilet flapper universal', '6480'], ['Wax ring with bolts', '6480'], ['Kitchen faucet cartridge', '6480'],
  ['Interior paint eggshell 5 gal', '6465'], ['Paint roller covers 6pk', '6465'], ['Ice melt 50 lb bag', '6525'], ['Rock salt bulk', '6525'],
  ['Trash can liners 55 gal', '6485'], ['Paper towels case', '6485'], ['Furnace filter 16x25x1', '6330'], ['Smoke detector 10 yr', '6430'],
  ['Carbon monoxide alarm', '6430'], ['Range hood filter', '6370'], ['Refrigerator 18 cu ft', '1410'], ['Electric range 30 in', '1410'],
  ['Vinyl plank flooring', '1420'], ['Carpet per sq yd', '1420'], ['Door lever set', '6360'], ['Deadbolt keyed alike', '6360'],
  ['Window blinds 2 in', '6480'], ['Snow shovel', '6490'], ['Cordless drill', '6490'], ['Mop heads 12pk', '6485'], ['Drywall sheet 4x8', '6480'],
  ['Caulk white 10 oz', '6480'], ['Outlet covers 10pk', '6480'], ['Disinfectant cleaner gal', '6485'],
];
