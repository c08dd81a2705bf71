/** The client's chart of accounts: utilities 51xx, repairs and services 61xx-62xx, taxes and admin 71xx, capital 15xx. */
const CHART = `
1510 Building Improvements|1520 Roof Replacement|1530 Boiler & Furnace Replacement|1540 Appliances - Capital|
1550 Windows - Capital|1560 Flooring - Capital|1570 Elevator Modernization|1580 Parking Lot Resurfacing|
5105 Water|5110 Sewer|5115 Stormwater Fees|5120 Electric - Common Area|5122 Electric - Vacant Units|
5125 Electric - House Meters|5130 Gas - Heating|5132 Gas - Vacant Units|5140 Trash Removal|
5142 Bulk Trash & Dumpster Pulls|5145 Recycling|5150 Telephone & Internet|5155 Cable TV|5160 Fuel Oil|
6105 Snow Removal|6108 Salt & Ice Melt|6110 Landscaping|6115 Tree Service|6120 Boiler Repairs|6122 Boiler Inspections|
6124 Radiator & Steam Trap Service|6126 HVAC Repairs|6128 HVAC Preventive Maintenance|6130 Plumbing Repairs|
6132 Sewer & Drain Cleaning|6135 Electrical Repairs|6140 Roof Repairs|6142 Gutters & Downspouts|6145 Masonry & Pointing|
6148 Chimney Service|6150 Painting - Interior|6152 Painting - Exterior|6155 Flooring Repairs|6158 Carpet Cleaning|
6160 Appliance Repairs|6162 Appliance Replacement|6165 Locksmith & Keys|6168 Doors & Windows|6170 Glass Replacement|
6172 Elevator Maintenance|6174 Elevator Repairs|6176 Fire Alarm Monitoring|6178 Sprinkler Inspection|
6180 Fire Extinguisher Service|6182 Security Systems|6184 Intercom & Access Control|6186 Pest Control - Routine|
6188 Pest Control - Bed Bugs|6190 Cleaning - Common Areas|6192 Unit Turnover Cleaning|6194 Janitorial Supplies|
6196 Maintenance Supplies|6198 Hardware & Tools|6200 Paint Supplies|6205 Lead Paint Inspection|6207 Lead Abatement|
6209 Asbestos Testing|6211 Mold Remediation|6213 Water Damage Restoration|6215 Foundation & Structural|
6217 Parking Lot Maintenance|6219 Parking Lot Striping|6221 Sidewalk & Concrete|6223 Fencing & Gates|
6225 General Contractor|6227 Handyman Services|6229 Plumbing - Emergency|6231 HVAC - Emergency|
6233 Electrical - Emergency|6235 Junk Removal & Cleanouts|6237 Signage|6239 Uniforms & Mats|6241 Equipment Rental|
6243 Towing|7105 Real Estate Taxes|7107 Tax Penalties & Interest|7110 Water & Sewer Liens|7115 Rental License Fees|
7117 Lead Safe Certification Fees|7120 Property Insurance|7122 Liability Insurance|7124 Flood Insurance|
7130 Legal - Evictions|7132 Legal - General|7134 Accounting & Audit|7136 Bank Fees|7138 Software Subscriptions|
7140 Postage & Delivery|7142 Office Supplies|7144 Printing|7146 Advertising|7148 Tenant Screening|7150 Payroll Service|
7152 Travel & Mileage|7154 Telephone - Office|7156 Dues & Subscriptions|7158 Permits & Inspections|
7160 Code Violation Fines|7162 Vacant Property Registration|7164 Alarm Permit Fees|7166 Business Privilege Tax`;

export const GL_ACCOUNTS: readonly { number: string; name: string }[] = CHART.split('|').map((s) => {
  const t = s.trim();
  const cut = t.indexOf(' ');
  return { number: t.slice(0, cut), name: t.slice(cut + 1) };
});

export const GL_NUMBERS: ReadonlySet<string> = new Set(GL_ACCOUNTS.map((g) => g.number));
