/** The client's GL chart: about 100 accounts, expense-heavy, with capital lines. */

const CHART = `
1010 Operating Cash|1050 Security Deposits Held|1210 Tenant Receivables|1310 Prepaid Insurance|1320 Prepaid Property Tax|1410 Escrow - Impounds
1510 Capital Improvements - Interior Paint|1520 Capital Improvements - Roof|1530 Capital Improvements - HVAC|1535 Capital Improvements - Electrical
1540 Capital Improvements - Solar|1550 Capital Improvements - Appliances|1560 Capital Improvements - Flooring|1570 Capital Improvements - Gates & Fencing
1580 Capital Improvements - Paving|1590 Capital Improvements - Other|2010 Accounts Payable|2110 Accrued Expenses|2210 Tenant Deposits Payable
4010 Rental Income|4020 Laundry Income|4030 Late Fees|4040 Utility Reimbursement (RUBS)|4050 Storage Rental Income|4060 Space Rent (MHP)
5010 Advertising|5020 Leasing Commissions|5030 Resident Screening|5040 Resident Events
6010 Management Fees|6020 Accounting Fees|6030 Legal Fees|6040 Bank Charges|6050 Licenses & Permits|6060 Office Supplies|6070 Postage
6080 Software Subscriptions|6090 Telephone
6110 Electricity|6112 Electricity - Vacant Units|6114 Electricity - EV Charging|6120 Gas|6122 Gas - Common Area|6130 Water|6132 Water - Irrigation
6135 Sewer|6138 Storm Drain Fees|6140 Trash Removal|6142 Trash - Bulk Pickup|6145 Hauling & Junk Removal|6150 Cable & Internet|6155 Security Monitoring
6210 Landscape Maintenance|6215 Tree Trimming & Landscape Extras|6220 Pool Service|6225 Pool Repairs|6230 Pest Control|6235 Termite Treatment
6300 General Repairs|6305 Make-Ready Repairs|6310 Plumbing Repairs|6312 Drain & Sewer Line|6315 Septic Service|6320 HVAC Repairs|6330 Roof Repairs
6335 Paving & Concrete Repairs|6340 Electrical Repairs|6345 Solar Maintenance|6350 Locks & Keys|6360 Cleaning - Turnover|6362 Cleaning - Common Area
6365 Carpet & Flooring Repairs|6370 Painting|6375 Windows & Glass|6380 Elevator Maintenance|6385 Gate & Access Repairs|6390 Fire & Life Safety
6392 Backflow Testing|6395 Appliance Repairs|6410 Property Taxes|6412 Property Tax - Supplemental|6420 HOA Dues|6422 HOA Special Assessment
6430 Special Assessments (Mello-Roos/CFD)|6440 Business Improvement District|6510 Repair Supplies|6511 Plumbing Supplies|6515 Paint Supplies
6520 Janitorial Supplies|6530 Small Tools & Equipment|6610 Laundry Equipment Lease|6620 Vending|6710 Property Insurance|6720 Liability Insurance
6810 Payroll - Onsite Staff|6820 Payroll Taxes|6830 Workers Compensation|6910 Travel|6920 Meals|6930 Dues & Subscriptions|6940 Training
7010 Mortgage Interest|7020 Depreciation|7030 Amortization|7040 Owner Distributions`;

export const GL_CHART: readonly { number: string; name: string }[] = CHART.split(/[|\n]/)
  .map((s) => s.trim())
  .filter(Boolean)
  .map((s) => ({ number: s.slice(0, 4), name: s.slice(5) }));

export const GL_UTILITY: Readonly<Record<string, readonly [string, string]>> = {
  electric: ['6110', '6112'], gas: ['6120', '6122'], water: ['6130', '6132'], trash: ['6140', '6142'], sewer: ['6135', '6138'],
};
