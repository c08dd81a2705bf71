/** Invented buildings and the invented management companies that receive their bills. */
export type Region = 'US' | 'CA' | 'QC' | 'GB' | 'IE' | 'NZ' | 'AU';

export interface RegionInfo {
  currency: string;
  country: string;
  /** Page size in points: Letter in North America, A4 elsewhere. */
  page: [number, number];
  tax: { label: string; rate: number };
}

const LETTER: [number, number] = [612, 792];
const A4: [number, number] = [595.28, 841.89];

export const regions: Record<Region, RegionInfo> = {
  US: { currency: 'USD', country: 'USA', page: LETTER, tax: { label: 'Sales Tax', rate: 0.0725 } },
  CA: { currency: 'CAD', country: 'Canada', page: LETTER, tax: { label: 'HST', rate: 0.13 } },
  QC: { currency: 'CAD', country: 'Canada', page: LETTER, tax: { label: 'TPS/TVQ', rate: 0.14975 } },
  GB: { currency: 'GBP', country: 'United Kingdom', page: A4, tax: { label: 'VAT', rate: 0.2 } },
  IE: { currency: 'EUR', country: 'Ireland', page: A4, tax: { label: 'VAT', rate: 0.135 } },
  NZ: { currency: 'NZD', country: 'New Zealand', page: A4, tax: { label: 'GST', rate: 0.15 } },
  AU: { currency: 'AUD', country: 'Australia', page: A4, tax: { label: 'GST', rate: 0.1 } },
};

export interface Place {
  name: string;
  street: string;
  /** The line after the street: "Austin, TX 78745", "Leeds LS6 2QB". */
  locality: string;
  region: Region;
}

export interface Property extends Place {
  units: readonly string[];
}

export const properties: readonly Property[] = [
  { name: 'Cedar Park Plaza', street: '3374 Cedar Ln', locality: 'Austin, TX 78745', region: 'US', units: ['204', '118', 'B-12', '310'] },
  { name: 'Maple Court Apartments', street: '1120 Maple Ct', locality: 'Columbus, OH 43215', region: 'US', units: ['5B', '2A', '12', '3C'] },
  { name: 'Willowbrook Townhomes', street: '48 Willowbrook Dr', locality: 'Raleigh, NC 27606', region: 'US', units: ['17', '23', '9'] },
  { name: 'Harbor Point Lofts', street: '900 Wharf St', locality: 'Tacoma, WA 98402', region: 'US', units: ['PH2', '401', '207'] },
  { name: 'Stonegate Office Park', street: '2150 Stonegate Blvd', locality: 'Scottsdale, AZ 85251', region: 'US', units: ['120', '240', 'C-4'] },
  { name: 'Riverside Terrace', street: '77 Riverbend Rd', locality: 'Boise, ID 83702', region: 'US', units: ['1A', '2D', '14'] },
  { name: 'Oakmont Village', street: '615 Oakmont Ave', locality: 'Lancaster, PA 17601', region: 'US', units: ['B3', '11', 'A7'] },
  { name: 'Lakeshore Tower', street: '3100 N Lakeshore Dr', locality: 'Milwaukee, WI 53211', region: 'US', units: ['1504', '822', '310'] },
  { name: 'Juniper Hollow Apartments', street: '5209 Juniper Hollow Way', locality: 'Fort Collins, CO 80525', region: 'US', units: ['J-106', 'J-214', 'K-102'] },
  { name: 'Lakeview Manor', street: '455 Broadview Ave', locality: 'Toronto, ON M4K 2N1', region: 'CA', units: ['305', '1102', '708'] },
  { name: 'Granville Heights', street: '2875 Granville St', locality: 'Vancouver, BC V6H 3J2', region: 'CA', units: ['601', '1405', '202'] },
  { name: 'Bow River Court', street: '120 Bowness Rd NW', locality: 'Calgary, AB T3B 0A1', region: 'CA', units: ['12', '4', '31'] },
  { name: 'Place des Érables', street: '4410, rue des Érables', locality: 'Montréal (Québec) H2H 2A6', region: 'QC', units: ['3', '104', '207'] },
  { name: 'Albion Court', street: '14 Albion Street', locality: 'Leeds LS1 6HX', region: 'GB', units: ['3', '12', '7'] },
  { name: 'Kingsmead House', street: '2 Kingsmead Square', locality: 'Bath BA1 2AB', region: 'GB', units: ['4', '9', '2'] },
  { name: 'Thornbury Mews', street: '31 Thornbury Road', locality: 'Manchester M14 6PR', region: 'GB', units: ['6', '11', '2'] },
  { name: 'Liffey View Apartments', street: '9 Usher\u2019s Quay', locality: 'Dublin 8, D08 K2W5', region: 'IE', units: ['14', '3', '22'] },
  { name: 'Claddagh Quay', street: '5 Nimmo\u2019s Pier', locality: 'Galway, H91 E2C7', region: 'IE', units: ['2', '8', '15'] },
  { name: 'Kowhai Gardens', street: '18 Kowhai Street', locality: 'Grey Lynn, Auckland 1021', region: 'NZ', units: ['4', '11', '2B'] },
  { name: 'Rimu Lane Apartments', street: '62 Rimu Lane', locality: 'Te Aro, Wellington 6011', region: 'NZ', units: ['7', '15', '3A'] },
  { name: 'Banksia Place', street: '221 Church Street', locality: 'Parramatta NSW 2150', region: 'AU', units: ['12', '5', '34'] },
  { name: 'Wattle Grove Residences', street: '40 Wattle Grove', locality: 'Brunswick VIC 3056', region: 'AU', units: ['G03', '104', '211'] },
];

export interface Manager extends Place {
  /** Who reads the mail there, when the bill says so. */
  attention: string;
}

export const managers: readonly Manager[] = [
  { name: 'Harborline Property Management, LLC', street: 'PO Box 4410', locality: 'Austin, TX 78765', region: 'US', attention: 'Accounts Payable' },
  { name: 'Northgate Residential Services', street: '1800 Commerce Pkwy, Suite 300', locality: 'Columbus, OH 43219', region: 'US', attention: 'Dana Whitlock' },
  { name: 'Brightridge Realty Partners', street: '55 Granite Center Dr', locality: 'Phoenix, AZ 85004', region: 'US', attention: 'AP Dept.' },
  { name: 'Tallgrass Asset Management Inc.', street: '210 W Main St, 4th Floor', locality: 'Boise, ID 83702', region: 'US', attention: 'Payables' },
  { name: 'Keystone Crest Property Group', street: '8 Penn Square', locality: 'Philadelphia, PA 19107', region: 'US', attention: 'Marcus Ortiz' },
  { name: 'Trillium Residential Management Ltd.', street: '1 Yonge St, Suite 1801', locality: 'Toronto, ON M5E 1E5', region: 'CA', attention: 'Accounts Payable' },
  { name: 'Coastline Strata Services Inc.', street: '1055 W Hastings St, Suite 900', locality: 'Vancouver, BC V6E 2E9', region: 'CA', attention: 'Priya Sandhu' },
  { name: 'Gestion Immobilière Laurentide inc.', street: '1200, boul. René-Lévesque O.', locality: 'Montréal (Québec) H3B 4W8', region: 'QC', attention: 'Comptes fournisseurs' },
  { name: 'Pennine Estates Management Ltd', street: 'Unit 4, Aire Valley Business Park', locality: 'Leeds LS11 5DR', region: 'GB', attention: 'Purchase Ledger' },
  { name: 'Westgate Block Management Ltd', street: '17 Queen Square', locality: 'Bristol BS1 4NT', region: 'GB', attention: 'Helen Marsh' },
  { name: 'Anchorage Property Services DAC', street: '3 Hanover Quay', locality: 'Dublin 2, D02 XR63', region: 'IE', attention: 'Accounts' },
  { name: 'Southern Cross Body Corporate Ltd', street: 'Level 3, 80 Queen Street', locality: 'Auckland 1010', region: 'NZ', attention: 'Accounts Payable' },
  { name: 'Eucalypt Strata Management Pty Ltd', street: 'Level 9, 60 Margaret Street', locality: 'Sydney NSW 2000', region: 'AU', attention: 'Strata Accounts' },
];

/** Vendors and their customers trade in one market; Quebec vendors may serve the rest of Canada too. */
export function sameMarket(vendor: Region, other: Region): boolean {
  const group = (region: Region): string => (region === 'QC' ? 'CA' : region);
  return group(vendor) === group(other);
}
