/** The GL chart (100 accounts) and the trades that code to it. */
const CHART: readonly (readonly [string, string])[] = [
  ['1510', 'Capital - Roof Replacement'], ['1520', 'Capital - HVAC Replacement'], ['1530', 'Capital - Appliances'], ['1540', 'Capital - Flooring'], ['1550', 'Capital - Windows & Doors'],
  ['1560', 'Capital - Boiler Replacement'], ['1570', 'Capital - Paving'], ['1580', 'Capital - Kitchens & Baths'], ['1590', 'Capital - Elevator Modernization'], ['1600', 'Capital - Masonry & Pointing'],
  ['5100', 'Utilities - Electric'], ['5105', 'Electric - Common Area'], ['5106', 'Electric - Vacant Units'], ['5110', 'Utilities - Gas'], ['5111', 'Gas - Vacant Units'],
  ['5115', 'Heating Oil'], ['5116', 'Propane'], ['5120', 'Utilities - Water'], ['5125', 'Utilities - Sewer'], ['5130', 'Water & Sewer Combined'],
  ['5135', 'Stormwater Fee'], ['5140', 'Trash Removal'], ['5145', 'Recycling'], ['5150', 'Bulk Trash Pickup'], ['5160', 'Telephone & Internet'],
  ['5165', 'Cable Television'], ['5170', 'Alarm Monitoring'], ['5175', 'Answering Service'], ['5200', 'Repairs - Plumbing'], ['5205', 'Plumbing - Drain Cleaning'], ['5206', 'Plumbing - Water Heaters'],
  ['5210', 'Repairs - HVAC'], ['5215', 'Boiler Service'], ['5216', 'Oil Burner Service'], ['5220', 'Repairs - Electrical'], ['5230', 'Repairs - Roofing'],
  ['5235', 'Gutters & Downspouts'], ['5240', 'Appliance Repair'], ['5250', 'Locksmith & Keys'], ['5260', 'Doors & Windows'], ['5270', 'Flooring Repairs'],
  ['5280', 'Painting - Interior'], ['5285', 'Painting - Exterior'], ['5290', 'Carpentry'], ['5295', 'Drywall & Plaster'], ['5300', 'Pest Control'],
  ['5305', 'Bed Bug Treatment'], ['5310', 'Snow Plowing'], ['5315', 'Salt & Ice Melt'], ['5316', 'Snow Shoveling - Walks'], ['5320', 'Landscaping'],
  ['5325', 'Lawn Mowing'], ['5330', 'Tree Service'], ['5340', 'Elevator Maintenance'], ['5345', 'Elevator Repairs'], ['5350', 'Fire Alarm & Sprinklers'],
  ['5355', 'Fire Extinguishers'], ['5360', 'Masonry Repairs'], ['5370', 'Paving & Sealcoating'], ['5380', 'Pool Service'], ['5390', 'Chimney Sweep'],
  ['5400', 'Turnover Cleaning'], ['5405', 'Carpet Cleaning'], ['5410', 'Janitorial'], ['5420', 'Junk Removal'], ['5430', 'Window Cleaning'],
  ['5440', 'Mold Remediation'], ['5450', 'Water Damage Restoration'], ['5455', 'Lead & Asbestos Abatement'], ['5500', 'Supplies - Maintenance'], ['5505', 'Supplies - Paint'], ['5510', 'Supplies - Hardware'],
  ['5515', 'Supplies - Janitorial'], ['5520', 'Supplies - Electrical'], ['5525', 'Supplies - Plumbing'], ['5530', 'Supplies - HVAC Filters'], ['5540', 'Uniforms & Mats'], ['5545', 'Tools & Equipment'],
  ['6100', 'Real Estate Taxes - County'], ['6105', 'School Taxes'], ['6110', 'Real Estate Taxes - Town/City'], ['6115', 'Village Taxes'], ['6120', 'Water & Sewer Liens'],
  ['6125', 'Tax Penalties & Interest'], ['6200', 'Licenses & Permits'], ['6205', 'Rental Registration Fees'], ['6210', 'Inspection Fees'], ['6215', 'Certificate of Occupancy'], ['6220', 'Fire Inspection Fees'],
  ['6300', 'Insurance - Property'], ['6310', 'Insurance - Liability'], ['6400', 'Legal Fees'], ['6405', 'Eviction Costs'], ['6410', 'Accounting Fees'],
  ['6500', 'Management Fees'], ['6510', 'Leasing Commissions'], ['6600', 'Advertising'], ['6700', 'Bank Fees'], ['6800', 'Miscellaneous Expense'], ['6810', 'Travel & Mileage'],
];

export const GL_ACCOUNTS: readonly { number: string; name: string }[] = CHART.map(([number, name]) => ({ number, name }));

export interface Trade {
  key: string;
  words: readonly string[];
  gl: string;
  alt: readonly string[];
  lines: readonly string[];
  weight: number;
}

export const TRADES: readonly Trade[] = [
  { key: 'snow', words: ['Snow Plowing', 'Snow Removal', 'Plowing & Salting', 'Snow Services'], gl: '5310', alt: ['5315', '5316'], lines: ['Plowing - storm event', 'Salt application', 'Sidewalk shoveling', 'Seasonal plowing contract installment', 'Snow hauling'], weight: 12 },
  { key: 'heat', words: ['Boiler Service', 'Oil Heat', 'Heating & Cooling', 'Mechanical', 'Fuel Oil'], gl: '5215', alt: ['5115', '5216', '5210'], lines: ['Boiler no-heat call', 'Oil delivery #2 fuel', 'Annual burner cleaning', 'Circulator pump replaced', 'Thermostat replaced'], weight: 12 },
  { key: 'roof', words: ['Roofing', 'Roofing & Siding', 'Roof Repair', 'Exteriors'], gl: '5230', alt: ['1510', '5235'], lines: ['Roof leak repair', 'Flashing replaced at chimney', 'Gutter cleaning', 'Shingle patch'], weight: 8 },
  { key: 'plumb', words: ['Plumbing', 'Plumbing & Heating', 'Drain Service', 'Sewer & Drain'], gl: '5200', alt: ['5205', '5206'], lines: ['Kitchen drain cleared', 'Water heater replaced', 'Toilet rebuilt', 'Main line rodded', 'Leak under sink'], weight: 14 },
  { key: 'pest', words: ['Pest Control', 'Exterminating', 'Pest Solutions'], gl: '5300', alt: ['5305'], lines: ['Monthly pest service', 'Bed bug heat treatment', 'Mouse exclusion', 'Roach treatment'], weight: 7 },
  { key: 'lock', words: ['Locksmith', 'Lock & Key', 'Lock & Safe'], gl: '5250', alt: ['5260'], lines: ['Rekey at turnover', 'Lockout service', 'Deadbolt installed', 'Mailbox lock replaced'], weight: 6 },
  { key: 'clean', words: ['Turnover Cleaning', 'Cleaning Services', 'Janitorial', 'Maid & Turnover'], gl: '5400', alt: ['5405', '5410'], lines: ['Move-out clean', 'Carpet shampoo', 'Common hall cleaning', 'Trash-out and clean'], weight: 12 },
  { key: 'elec', words: ['Electric', 'Electrical Contractors', 'Electric Service'], gl: '5220', alt: ['5105'], lines: ['Outlet replaced', 'Panel inspection', 'Smoke detector hardwired', 'Exterior light repaired'], weight: 8 },
  { key: 'paint', words: ['Painting', 'Painting & Drywall', 'Decorating'], gl: '5280', alt: ['5285', '5295'], lines: ['Paint 2BR apartment', 'Ceiling patch and paint', 'Exterior trim paint'], weight: 7 },
  { key: 'land', words: ['Landscaping', 'Lawn Care', 'Tree Service', 'Grounds Maintenance'], gl: '5320', alt: ['5325', '5330'], lines: ['Weekly mowing', 'Spring cleanup', 'Tree limb removal', 'Mulch beds'], weight: 8 },
  { key: 'handy', words: ['Handyman', 'Property Maintenance', 'Home Repair', 'Carpentry'], gl: '5290', alt: ['5260', '5270'], lines: ['Door adjusted', 'Stair tread replaced', 'Porch board repair', 'Cabinet hinge'], weight: 6 },
];

/** Line items for the other vendor kinds. */
export const SERVICE_LINES: Record<string, readonly string[]> = {
  electric: ['Delivery charge', 'Supply charge', 'Customer charge', 'Distribution service', 'State surcharge'],
  gas: ['Gas supply', 'Delivery service', 'Basic service charge', 'Gross receipts tax'],
  water: ['Water usage', 'Sewer charge', 'Meter charge', 'Stormwater fee', 'Fire service'],
  trash: ['Dumpster service 4yd 2x/wk', 'Fuel/environmental fee', 'Bulk pickup', 'Recycling tote'],
  tax: ['County tax', 'Town tax', 'School tax', 'Library levy', 'Fire district'],
  reg: ['Rental registration fee', 'Re-inspection fee', 'Certificate of occupancy', 'Late fee'],
  supply: ['Furnace filters 16x25x1', 'Interior latex flat 5 gal', 'Toilet flapper', 'LED bulbs case', 'Caulk tubes', 'Smoke detectors'],
  service: ['Quarterly maintenance', 'Service call', 'Monthly service', 'Contract billing'],
};
