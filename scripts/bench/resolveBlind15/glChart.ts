/** The manager's chart of accounts: ~100 lines, balance sheet and operating expense. */
const CHART: readonly (readonly [string, string])[] = [
  ['1010', 'Operating Cash'], ['1020', 'Security Deposit Cash'], ['1200', 'Tenant Receivables'], ['1400', 'Prepaid Insurance'],
  ['1500', 'Buildings'], ['1510', 'Building Improvements'], ['1520', 'Roof Replacement'], ['1530', 'HVAC Replacement'],
  ['1540', 'Parking Lot Improvements'], ['1550', 'Appliances - Capital'], ['1560', 'Flooring - Capital'], ['1570', 'Elevator Modernization'],
  ['1580', 'Tenant Improvements'], ['2000', 'Accounts Payable'], ['2100', 'Security Deposits Held'], ['2300', 'Accrued Property Taxes'],
  ['6010', 'Advertising'], ['6020', 'Internet Listing Services'], ['6030', 'Resident Referral Fees'], ['6100', 'Management Fees'],
  ['6110', 'Leasing Commissions'], ['6120', 'Legal Fees'], ['6130', 'Accounting & Audit'], ['6140', 'Eviction Costs'],
  ['6150', 'Bank Fees'], ['6160', 'Office Supplies'], ['6170', 'Postage & Delivery'], ['6180', 'Telephone'],
  ['6190', 'Software Subscriptions'], ['6200', 'Payroll - Onsite Staff'], ['6220', 'Uniforms'],
  ['6300', 'Electric - Common Area'], ['6305', 'Electric - Vacant Units'], ['6310', 'Gas - Heating'], ['6315', 'Gas - Vacant Units'],
  ['6320', 'Water & Sewer'], ['6325', 'Stormwater Fees'], ['6330', 'Trash Removal'], ['6335', 'Recycling'],
  ['6340', 'Cable & Internet - Common'], ['6345', 'Fuel Oil'], ['6350', 'Utility Billing Service'],
  ['6400', 'Repairs - General'], ['6405', 'Plumbing Repairs'], ['6410', 'Electrical Repairs'], ['6415', 'HVAC Repairs'],
  ['6420', 'HVAC Preventive Maintenance'], ['6425', 'Appliance Repairs'], ['6430', 'Roof Repairs'], ['6435', 'Painting & Decorating'],
  ['6440', 'Flooring & Carpet'], ['6445', 'Locks & Keys'], ['6450', 'Glass & Windows'], ['6455', 'Doors & Dock Equipment'],
  ['6460', 'Elevator Maintenance'], ['6465', 'Elevator Repairs'], ['6470', 'Fire Alarm Monitoring'], ['6475', 'Fire Sprinkler Inspection'],
  ['6480', 'Fire Extinguisher Service'], ['6485', 'Backflow Testing'], ['6490', 'Pest Control'], ['6495', 'Termite Bond'],
  ['6500', 'Landscaping Contract'], ['6505', 'Tree Service'], ['6510', 'Snow Removal'], ['6515', 'Salt & Ice Melt'],
  ['6520', 'Irrigation'], ['6525', 'Parking Lot Sweeping'], ['6530', 'Paving & Striping'], ['6535', 'Janitorial Contract'],
  ['6540', 'Janitorial Supplies'], ['6545', 'Window Washing'], ['6550', 'Carpet Cleaning'], ['6555', 'Turnover Cleaning'],
  ['6560', 'Make-Ready Labor'], ['6565', 'Maintenance Supplies'], ['6570', 'Plumbing Supplies'], ['6575', 'Electrical Supplies'],
  ['6580', 'Hardware & Tools'], ['6585', 'Pool Maintenance'], ['6590', 'Security Patrol'], ['6595', 'Access Control & Cameras'],
  ['6600', 'Gate Repair'], ['6605', 'Generator Service'], ['6610', 'Storm Damage Cleanup'], ['6615', 'Mold & Water Remediation'],
  ['6620', 'Asbestos & Lead Testing'], ['6625', 'Sewer Line Jetting'], ['6630', 'Grease Trap Service'], ['6635', 'Medical Waste Disposal'],
  ['6640', 'Shredding Service'], ['6645', 'Dumpster Rental'], ['6650', 'Bulk Trash & Junk Removal'], ['6660', 'Laundry Equipment Lease'],
  ['6700', 'Property Insurance'], ['6710', 'Liability Insurance'], ['6720', 'Flood Insurance'], ['6730', 'Real Estate Taxes'],
  ['6740', 'Licenses & Permits'], ['6745', 'Rental Registration Fees'], ['6750', 'Inspection Fees'], ['6760', 'Code Violations & Fines'],
  ['6800', 'Association Dues'], ['6900', 'Resident Events'], ['6910', 'Senior Services Programs'],
];

export const GL_ACCOUNTS: readonly { number: string; name: string }[] = CHART.map(([number, name]) => ({ number, name }));

export const GL_NUMBERS = new Set(GL_ACCOUNTS.map((g) => g.number));
