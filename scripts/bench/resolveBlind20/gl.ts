/** The GL chart (about 100 accounts) and, per service, the accounts a vendor of it is coded to. */
const CHART_TEXT = `1500 Building Improvements|1510 Roof Replacement|1520 HVAC Replacement|1530 Appliance Replacement|1540 Flooring Replacement|1550 Pool Resurfacing|1560 Parking Lot Resurfacing|1570 Fence Replacement|1580 Water Heater Replacement|1590 Storm Shutter Installation
6100 Electricity - Common Area|6105 Electricity - Vacant Units|6110 Water|6115 Sewer|6120 Water & Sewer - Vacant Units|6125 Natural Gas|6130 Trash Removal|6135 Recycling|6140 Stormwater Fees|6145 Telephone|6150 Internet & Cable|6155 Utility Billing Service Fees|6160 Gas - Master Metered|6165 Electricity - Clubhouse|6170 Water - Irrigation Meter|6175 Electricity - House Meter
6200 Repairs - General|6205 Plumbing Repairs|6210 Electrical Repairs|6215 HVAC Repairs|6220 HVAC Preventive Maintenance|6225 Roof Repairs|6230 Appliance Repairs|6235 Locks & Keys|6240 Doors & Windows|6245 Glass Replacement|6250 Flooring & Carpet|6255 Carpet Cleaning|6260 Painting - Interior|6265 Painting - Exterior|6270 Drywall Repairs|6275 Gutter Cleaning|6280 Pressure Washing|6285 Concrete & Paving|6290 Fencing & Gates|6295 Make Ready
6300 Pool Service|6305 Pool Repairs & Chemicals|6310 Pest Control|6315 Termite Treatment|6320 Landscaping Contract|6325 Landscaping Extras|6330 Tree Trimming|6335 Irrigation Repairs|6340 Elevator Maintenance|6345 Elevator Repairs|6350 Fire Protection & Monitoring|6355 Security Services|6360 Alarm Monitoring|6365 Hurricane Preparedness|6370 Storm Shutters|6375 Janitorial Services|6380 Cleaning - Unit Turnover|6385 Junk Removal|6390 Towing|6395 Mold Remediation
6400 Water Damage Restoration|6405 Signage|6410 Laundry Services|6415 Uniforms|6420 Equipment Rental|6425 Snow & Ice (Mountain Sites)|6430 Storm Debris Cleanup
6500 Supplies - Maintenance|6505 Supplies - Janitorial|6510 Supplies - Paint|6515 Supplies - Plumbing|6520 Supplies - Electrical|6525 Supplies - HVAC Parts|6530 Supplies - Pool|6535 Supplies - Office|6540 Supplies - Appliances Parts
6600 Real Estate Taxes|6605 Tangible Personal Property Tax|6610 Non-Ad Valorem Assessments|6615 CDD Assessments|6620 HOA Dues|6625 Condominium Association Dues|6630 Special Assessments|6635 Solid Waste Assessment
6700 Advertising - Internet|6705 Advertising - Print|6710 Resident Events|6715 Resident Retention
6800 Software Subscriptions|6805 Bank Fees|6810 Postage|6815 Licenses & Permits|6820 Legal Fees|6825 Accounting Fees|6830 Management Fees|6835 Late Fees & Penalties|6840 Sales Tax Expense|6845 Trip Charges
6900 Insurance - Property|6905 Insurance - Flood|6910 Insurance - Windstorm|6915 Insurance - Liability`;

export const GL_CHART: readonly { number: string; name: string }[] = CHART_TEXT.split(/[|\n]/).map((entry) => {
  const s = entry.trim();
  return { number: s.slice(0, 4), name: s.slice(5) };
});

/** Service -> accounts; the first is the usual default. */
export const SERVICE_GL: Record<string, readonly string[]> = {
  electric: ['6100', '6105', '6165', '6175'], water: ['6110', '6120', '6170', '6115'], gas: ['6125', '6160'], trash: ['6130', '6135', '6635'],
  telecom: ['6150', '6145'], combined: ['6100', '6110', '6125', '6105'], tax: ['6600', '6605', '6610'], cdd: ['6615', '6610'], hoa: ['6620', '6630'],
  condo: ['6625', '6630'], supplies: ['6500', '6505', '6520', '6515', '6540'], paint: ['6510', '6260', '6265'], elevator: ['6340', '6345'],
  pest: ['6310', '6315'], 'plumbing-supply': ['6515', '6205'], security: ['6355', '6360'], landscaping: ['6320', '6325', '6330'],
  restoration: ['6400', '6395', '6430'], laundry: ['6410'], software: ['6800'], advertising: ['6700', '6705'], hvac: ['6215', '6220', '1520', '6525'],
  equipment: ['6420'], pool: ['6300', '6305', '1550', '6530'], fire: ['6350', '6415'], roofing: ['6225', '1510'], plumbing: ['6205', '1580'],
  locksmith: ['6235'], electrical: ['6210', '6520'], shutters: ['6370', '6365', '1590'], lawn: ['6320', '6325'], painting: ['6260', '6265', '6295'],
  carpet: ['6255', '6250', '1540'], appliance: ['6230', '1530'], gutter: ['6275'], pressure: ['6280'], tree: ['6330', '6430'], fence: ['6290', '1570'],
  handyman: ['6200', '6240', '6270', '6295'], cleaning: ['6375', '6380'], towing: ['6390'], irrigation: ['6335'], paving: ['6285', '1560'],
  junk: ['6385'], glass: ['6245'], mold: ['6395', '6400'], signage: ['6405'],
};

/** Line items a bill of the service lists. */
export const SERVICE_LINES: Record<string, readonly string[]> = {
  electric: ['Customer charge', 'Energy charge', 'Fuel charge', 'Storm protection charge', 'Franchise fee', 'Gross receipts tax'],
  water: ['Water base charge', 'Water usage', 'Sewer base charge', 'Sewer usage', 'Stormwater utility fee'],
  gas: ['Customer charge', 'Distribution charge', 'Gas supply', 'Purchased gas adjustment'],
  trash: ['Front-load container service', 'Fuel/environmental surcharge', 'Bulk pickup', 'Container rental'],
  telecom: ['Business internet', 'Voice line', 'Equipment fee', 'Taxes and surcharges'],
  combined: ['Electric service', 'Gas service', 'Water service', 'Sewer fee'],
  tax: ['Ad valorem taxes', 'Non-ad valorem assessments', 'Solid waste assessment', 'Discount if paid in November'],
  cdd: ['O&M assessment', 'Debt service assessment', 'Collection fee'],
  hoa: ['Quarterly assessment', 'Special assessment', 'Late fee', 'Gate access card'],
  condo: ['Monthly maintenance', 'Special assessment - roof', 'Reserve contribution'],
};

export const GENERIC_LINES: readonly string[] = ['Labor', 'Materials', 'Service call', 'Trip charge', 'Sales tax', 'Disposal fee', 'Monthly service', 'Parts', 'Emergency after-hours rate'];

/** Per-line codings: descriptions and the accounts they go to. */
export const LINE_GL: readonly (readonly [string, string])[] = [
  ['Late fee', '6835'], ['Sales tax', '6840'], ['Trip charge', '6845'], ['Service call', '6845'], ['Materials', '6500'], ['Parts', '6500'],
  ['Disposal fee', '6385'], ['Permit fee', '6815'], ['Finance charge', '6835'], ['Convenience fee', '6805'],
];
