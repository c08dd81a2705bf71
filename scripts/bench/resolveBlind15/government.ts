/** Tax collectors and rental-registration offices: one parcel or registration number per property. */
import type { ProviderSpec } from './providers';

const TAX_LINES = ['Summer tax', 'Winter tax', 'County tax', 'School tax', 'City tax', 'Penalty & interest', 'Solid waste fee'];
const REG_LINES = ['Rental registration fee', 'Certificate of occupancy inspection', 'Reinspection fee', 'Rental license renewal'];

function tax(name: string, aliases: string[], where: string[], remit: string, acct: string, email: string | null = null): ProviderSpec {
  return { name, aliases, emails: email ? [email] : [], remit, taxId: null, svcs: ['tax'], where, share: 1, gl: '6730', glPool: ['6730', '2300'], acct, lines: TAX_LINES };
}

function reg(name: string, aliases: string[], where: string[], remit: string, acct: string, email: string): ProviderSpec {
  return { name, aliases, emails: [email], remit, taxId: null, svcs: ['registration'], where, share: 1, gl: '6745', glPool: ['6745', '6750', '6760'], acct, lines: REG_LINES };
}

export const GOVERNMENT: readonly ProviderSpec[] = [
  tax('City of Detroit Office of the Treasury', ['Detroit Treasury', 'City of Detroit Property Tax'], ['detroit'], 'PO Box 33193, Detroit, MI 48232-5193', '##########.', '@detroitmi.gov'),
  tax('Oakland County Treasurer', ['Oakland County Treasury'], ['southfield', 'royaloak', 'troy', 'ferndale'], '1200 N Telegraph Rd, Pontiac, MI 48341', '##-##-###-###'),
  tax('Macomb County Treasurer', ['Macomb County Treasury'], ['warren', 'sterling'], '1 S Main St 2nd Fl, Mount Clemens, MI 48043', '##-##-##-###-###'),
  tax('Wayne County Treasurer', ['Wayne County Treasury'], ['dearborn', 'livonia'], '400 Monroe St 5th Fl, Detroit, MI 48226', '#####-####-###'),
  tax('City of Grand Rapids Treasurer', ['Grand Rapids City Treasurer'], ['grandrapids'], 'PO Box 2206, Grand Rapids, MI 49501-2206', '41-##-##-###-###'),
  tax('Allegheny County Treasurer', ['Allegheny County Treasury Dept'], ['pittsburgh'], 'PO Box 643385, Pittsburgh, PA 15264-3385', '####-A-#####-####-##', '@alleghenycounty.us'),
  tax('City of Buffalo Division of Treasury', ['Buffalo City Treasurer'], ['buffalo'], 'PO Box 18, Buffalo, NY 14240-0018', '###.##-#-##'),
  tax('City of Rochester Bureau of Treasury', ['Rochester Treasury'], ['rochester'], 'PO Box 14270, Rochester, NY 14614-0270', '###.##-#-##'),
  tax('Hennepin County Property Tax', ['Hennepin County Treasurer'], ['minneapolis'], 'PO Box 77027, Minneapolis, MN 55480-7727', '##-###-##-##-####', '@hennepin.us'),
  tax('Ramsey County Property Tax', ['Ramsey County Property Records'], ['stpaul'], 'PO Box 64097, St Paul, MN 55164-0097', '##.##.##.##.####'),
  tax('Milwaukee County Treasurer', ['Milwaukee County Treasury'], ['wauwatosa', 'westallis', 'greenfield', 'cudahy', 'shorewood', 'oakcreek'], '901 N 9th St Rm 102, Milwaukee, WI 53233', '###-####-###'),
  tax('Waukesha County Treasurer', ['Waukesha County Treasury'], ['waukesha', 'brookfield'], '515 W Moreland Blvd, Waukesha, WI 53188', 'WAKC ####-###'),
  tax('City of Albany Treasurer', ['Albany City Treasurer'], ['albany'], 'PO Box 176, Albany, NY 12201-0176', '##.##-#-##'),
  tax('City of Hartford Tax Collector', ['Hartford Tax Collector'], ['hartford'], 'PO Box 150420, Hartford, CT 06115-0420', '######'),
  tax('Town of West Hartford Tax Collector', ['West Hartford Tax Collector'], ['westhartford'], '50 S Main St, West Hartford, CT 06107', '#####'),
  tax('Town of East Hartford Tax Collector', ['East Hartford Tax Collector'], ['easthartford'], '740 Main St, East Hartford, CT 06108', '#####'),
  tax('City of Providence Tax Collector', ['Providence Tax Collector'], ['providence'], 'PO Box 9711, Providence, RI 02940-9711', '###-####-####'),
  tax('City of Pawtucket Tax Collector', ['Pawtucket Tax Collector'], ['pawtucket'], '137 Roosevelt Ave, Pawtucket, RI 02860', '##-####'),
  tax('City of Cranston Tax Collector', ['Cranston Tax Collector'], ['cranston'], '869 Park Ave, Cranston, RI 02910', '###-####'),
  tax('Jefferson County Tax Collector', ['Jefferson County AL Tax Collector'], ['birmingham'], '716 Richard Arrington Jr Blvd N, Birmingham, AL 35203', '##-##-##-#-###-###.###'),
  tax('Madison County Tax Collector', ['Madison County AL Tax Collector'], ['huntsville'], '100 Northside Square, Huntsville, AL 35801', '##-##-##-#-###-###.###'),
  tax('Montgomery County Revenue Commissioner', ['Montgomery County AL Revenue'], ['montgomery'], 'PO Box 4779, Montgomery, AL 36103-4779', '##-##-##-##-#-###-###.###'),
  tax('Hinds County Tax Collector', ['Hinds County MS Tax Collector'], ['jackson'], 'PO Box 1727, Jackson, MS 39215-1727', '###-###-###'),
  tax('Chatham County Tax Commissioner', ['Chatham County Tax Comm'], ['savannah'], 'PO Box 8324, Savannah, GA 31412-8324', '#####-##-###'),
  tax('Macon-Bibb County Tax Commissioner', ['Macon-Bibb Tax Commissioner', 'Bibb County Tax Comm'], ['macon'], 'PO Box 4724, Macon, GA 31208-4724', 'A###-####'),
  tax('Mobile County Revenue Commission', ['Mobile County Revenue Commissioner'], ['mobile'], 'PO Box 1169, Mobile, AL 36633-1169', 'R###########'),
  reg('City of Detroit BSEED', ['Buildings, Safety Engineering & Environmental Dept', 'Detroit BSEED Rental'], ['detroit'], 'PO Box 33224, Detroit, MI 48232-5224', 'RR-##-#####', '@detroitmi.gov'),
  reg('City of Pittsburgh Dept of Permits, Licenses & Inspections', ['Pittsburgh PLI', 'PLI Rental Registration'], ['pittsburgh'], '414 Grant St, Pittsburgh, PA 15219', 'RRP-####-#####', '@pittsburghpa.gov'),
  reg('Minneapolis Regulatory Services', ['Minneapolis Rental Licensing'], ['minneapolis'], 'PO Box 77051, Minneapolis, MN 55480-7751', 'RTL######', '@minneapolismn.gov'),
  reg('Saint Paul DSI Fire Certificate of Occupancy', ['St Paul DSI', 'Dept of Safety & Inspections'], ['stpaul'], '375 Jackson St Ste 220, St Paul, MN 55101', '##-######-##', '@ci.stpaul.mn.us'),
  reg('City of Rochester Neighborhood & Business Development', ['Rochester NBD', 'Rochester C of O'], ['rochester'], '30 Church St, Rochester, NY 14614', 'COO-#####', '@cityofrochester.gov'),
];
