/** Set 2's own invented buildings and managers, in set 1's markets plus India. */
import { type Manager, type Property, type RegionInfo, type Region as Region1, regions as regions1 } from '../../blind/core/places';

export type Region = Region1 | 'IN';

export const regions: Record<Region, RegionInfo> = {
  ...regions1,
  IN: { currency: 'INR', country: 'India', page: regions1.GB.page, tax: { label: 'GST', rate: 0.18 } },
};

export interface Site extends Omit<Property, 'region'> {
  region: Region;
}

export interface Payer extends Omit<Manager, 'region'> {
  region: Region;
}

export const sites: readonly Site[] = [
  { name: 'Silverleaf Commons', street: '2801 Silverleaf Pkwy', locality: 'Eden Prairie, MN 55344', region: 'US', units: ['214', '108', 'C-3'] },
  { name: 'Magnolia Bend Apartments', street: '1450 Magnolia Bend', locality: 'Savannah, GA 31405', region: 'US', units: ['A-101', 'B-210', 'C-05'] },
  { name: 'Redwood Crossing', street: '660 Redwood Hwy', locality: 'Santa Rosa, CA 95403', region: 'US', units: ['12', '27', '41'] },
  { name: 'The Foundry Lofts', street: '215 Foundry St', locality: 'Pittsburgh, PA 15222', region: 'US', units: ['3F', '5A', 'PH-1'] },
  { name: 'Canyon Ridge Business Center', street: '7420 Canyon Ridge Rd', locality: 'Henderson, NV 89052', region: 'US', units: ['110', '225', '140B'] },
  { name: 'Bayberry Point Condominiums', street: '18 Bayberry Ln', locality: 'Portsmouth, NH 03801', region: 'US', units: ['2B', '4C', '11'] },
  { name: 'Prairie Rose Townhomes', street: '3302 Prairie Rose Dr', locality: 'Overland Park, KS 66213', region: 'US', units: ['14', '22', '35'] },
  { name: 'Harborview Plaza', street: '100 Harborview Dr', locality: 'Baltimore, MD 21230', region: 'US', units: ['1205', '804', '310'] },
  { name: 'Copper Creek Apartments', street: '9150 Copper Creek Blvd', locality: 'Denver, CO 80237', region: 'US', units: ['1-102', '3-207', '5-311'] },
  { name: 'Elm Street Medical Offices', street: '410 Elm St', locality: 'Nashville, TN 37203', region: 'US', units: ['200', '350', '410'] },
  { name: 'Rideau Gardens', street: '212 Rideau St', locality: 'Ottawa, ON K1N 5Y4', region: 'CA', units: ['804', '1207', '305'] },
  { name: 'Kerrisdale Place', street: '5688 West Boulevard', locality: 'Vancouver, BC V6M 3W7', region: 'CA', units: ['402', '108', '1501'] },
  { name: 'Whyte Avenue Lofts', street: '10320 82 Ave NW', locality: 'Edmonton, AB T6E 1Z8', region: 'CA', units: ['6', '14', '21'] },
  { name: 'Harbourside Terrace', street: '1880 Lower Water St', locality: 'Halifax, NS B3J 1S5', region: 'CA', units: ['310', '512', '207'] },
  { name: 'Clarendon Court', street: '52 Woodstock Road', locality: 'Oxford OX2 6HR', region: 'GB', units: ['4', '11', '2A'] },
  { name: 'Merchant\u2019s Quay Apartments', street: '7 Quayside', locality: 'Newcastle upon Tyne NE1 3DX', region: 'GB', units: ['21', '8', '15'] },
  { name: 'Canalside House', street: '14 Gas Street', locality: 'Birmingham B1 2JT', region: 'GB', units: ['3', '6', '10'] },
  { name: 'Belgrave Gardens', street: '30 Belgrave Terrace', locality: 'Glasgow G12 8JD', region: 'GB', units: ['1/1', '2/2', '3/1'] },
  { name: 'Grand Canal Residences', street: '18 Grand Canal Street Upper', locality: 'Dublin 4, D04 E5W2', region: 'IE', units: ['12', '31', '5'] },
  { name: 'Shandon Court', street: '3 Shandon Street', locality: 'Cork, T23 X4E8', region: 'IE', units: ['7', '2', '16'] },
  { name: 'Pohutukawa Apartments', street: '25 Hurstmere Road', locality: 'Takapuna, Auckland 0622', region: 'NZ', units: ['3C', '12', '7A'] },
  { name: 'Harakeke House', street: '140 Cashel Street', locality: 'Christchurch Central 8011', region: 'NZ', units: ['2', '9', '14'] },
  { name: 'Jacaranda Court', street: '57 Sherwood Road', locality: 'Toowong QLD 4066', region: 'AU', units: ['4', '17', '22'] },
  { name: 'Southbank Quarter', street: '88 Kavanagh Street', locality: 'Southbank VIC 3006', region: 'AU', units: ['1208', '905', '2311'] },
  { name: 'Karri Grove Apartments', street: '9 Rokeby Road', locality: 'Subiaco WA 6008', region: 'AU', units: ['3', '11', '26'] },
  { name: 'Lotus Residency', street: '14, 5th Cross, 6th Block', locality: 'Koramangala, Bengaluru 560095', region: 'IN', units: ['A-1204', 'B-305', 'C-702'] },
  { name: 'Palm Grove Towers', street: 'Plot 21, New Link Road', locality: 'Andheri (W), Mumbai 400053', region: 'IN', units: ['1802', '904', '1101'] },
  { name: 'Gulmohar Enclave', street: 'Sector 47, Sohna Road', locality: 'Gurugram, Haryana 122018', region: 'IN', units: ['T2-0603', 'T1-1101', 'T3-0204'] },
];

export const payers: readonly Payer[] = [
  { name: 'Cobblestone Property Management, Inc.', street: '80 S 8th St, Suite 1400', locality: 'Minneapolis, MN 55402', region: 'US', attention: 'Accounts Payable' },
  { name: 'Lighthouse Residential Group LLC', street: '250 W Pratt St, 9th Floor', locality: 'Baltimore, MD 21201', region: 'US', attention: 'Renee Castillo' },
  { name: 'Summit Ridge Realty Management', street: '1600 Stout St, Suite 700', locality: 'Denver, CO 80202', region: 'US', attention: 'AP Processing' },
  { name: 'Pinecrest Asset Services LLC', street: 'PO Box 78120', locality: 'Atlanta, GA 30357', region: 'US', attention: 'Invoices' },
  { name: 'Granite Harbor Community Management', street: '1 New Hampshire Ave, Suite 125', locality: 'Portsmouth, NH 03801', region: 'US', attention: 'Jeff Amato' },
  { name: 'Maplestone Property Management Ltd.', street: '333 Preston St, Suite 900', locality: 'Ottawa, ON K1S 5N4', region: 'CA', attention: 'Accounts Payable' },
  { name: 'Pacific Crest Strata Management Corp.', street: '2 Bentall Centre, Suite 1600', locality: 'Vancouver, BC V7X 1M9', region: 'CA', attention: 'Wei Chen' },
  { name: 'Castlegate Residential Management Ltd', street: '3 Temple Row', locality: 'Birmingham B2 5LG', region: 'GB', attention: 'Purchase Ledger' },
  { name: 'Thistle Factors & Property Managers Ltd', street: '120 Bath Street', locality: 'Glasgow G2 2EN', region: 'GB', attention: 'Accounts' },
  { name: 'Liberty Block Management DAC', street: '40 Fitzwilliam Place', locality: 'Dublin 2, D02 YX56', region: 'IE', attention: 'Creditors' },
  { name: 'Kauri Property Management Ltd', street: 'Level 5, 21 Queen Street', locality: 'Auckland 1010', region: 'NZ', attention: 'Accounts Payable' },
  { name: 'Bluegum Strata Services Pty Ltd', street: 'Level 4, 200 Adelaide Street', locality: 'Brisbane QLD 4000', region: 'AU', attention: 'Creditors' },
  { name: 'Nilgiri Facility & Property Services Pvt. Ltd.', street: '4th Floor, Prestige Meridian, M.G. Road', locality: 'Bengaluru 560001', region: 'IN', attention: 'Accounts Payable' },
];

/** Vendors and their customers trade in one market; Quebec belongs to Canada's. */
export function sameMarket(a: Region, b: Region): boolean {
  const group = (region: Region): string => (region === 'QC' ? 'CA' : region);
  return group(a) === group(b);
}
