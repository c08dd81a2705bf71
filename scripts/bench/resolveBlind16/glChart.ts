/** The client's chart of accounts: 105 accounts, balance-sheet, income and the expenses bills are coded to. */
export const GL_ACCOUNTS: readonly { number: string; name: string }[] = `
1100 Cash - Operating|1150 Security Deposits Held|1200 Accounts Receivable - Tenants|1300 Prepaid Expenses|1310 Prepaid Insurance|
1500 Buildings|1510 Building Improvements|1520 Appliances - Capital|1540 HVAC Replacements|1550 Roof Replacements|
1560 Flooring Replacements|1570 Paving & Site Improvements|
2100 Accounts Payable|2200 Tenant Security Deposits|2400 Accrued Property Taxes|2500 Mortgage Payable|
4100 Rental Income|4110 Space Rent - Mobile Home Parks|4200 Late Fees|4300 Utility Reimbursement Income|
5100 Advertising & Marketing|5110 Listing Services|5200 Management Fees|5210 Leasing Commissions|5300 Legal & Eviction|5310 Accounting & Audit|
5320 Bank Fees|5330 Office Supplies|5340 Postage & Courier|5350 Software & Subscriptions|5360 Telephone - Office|5400 Payroll - On-site|
6100 Electricity|6105 Electricity - Vacant Units|6110 Electricity - Common Area|6115 Electricity - Site Lighting|6120 Natural Gas|6125 Propane|6128 Heating Oil|
6130 Water|6135 Sewer|6140 Water & Sewer Combined|6145 Irrigation Water|6150 Trash Removal|6155 Recycling|6158 Bulk Item Haul-Off|6160 Cable & Internet|
6165 Telephone - Elevator & Alarm Lines|6170 Stormwater Fees|
6200 Repairs - Plumbing|6205 Repairs - Septic & Well|6210 Repairs - Electrical|6220 Repairs - HVAC|6225 Boiler Service|6230 Repairs - Roofing|6240 Repairs - Appliances|
6250 Repairs - General Maintenance|6255 Handyman Services|6260 Painting|6265 Flooring Repairs|6270 Carpet Cleaning|6275 Window & Glass|6280 Locks & Keys|
6285 Doors & Garage Doors|6290 Fencing & Gates|6300 Landscaping|6305 Tree Service|6310 Snow Removal|6315 Ice Melt & Sanding|6320 Irrigation Repairs|
6330 Pest Control|6335 Termite Treatment|6340 Janitorial|6345 Window Washing|6350 Turnover Cleaning|6360 Pool & Spa Service|6370 Elevator Maintenance|
6380 Fire & Life Safety|6385 Fire Sprinkler Inspection|6390 Security & Alarm Monitoring|6395 Security Patrol|6400 Paving & Concrete|6405 Parking Lot Striping|
6410 Gutter Cleaning|6420 Water Damage Restoration|6430 Mold Remediation|6440 Generator Service|6450 Solar O&M|6460 Hurricane Shutters & Preparedness|
6470 Cistern & Water Tank Service|6480 Supplies - Maintenance|6485 Supplies - Janitorial|6490 Equipment Rental|
6500 Insurance - Property|6510 Insurance - Liability|6520 Insurance - Flood|6530 Insurance - Windstorm|6600 Property Taxes|6610 Special Assessments|
6620 HOA & Association Dues|6630 Permits & Licenses|6640 Inspections|6650 General Excise & Transient Taxes|6700 Mortgage Interest|6900 Miscellaneous Expense`
  .split('|')
  .map((s) => s.trim())
  .filter((s) => s.length > 0)
  .map((s) => ({ number: s.slice(0, 4), name: s.slice(5) }));
