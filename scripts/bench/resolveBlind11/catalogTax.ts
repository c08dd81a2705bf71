/*
 * County tax collectors: one parcel number per property (King County "123456-7890", Hawaii
 * TMK "1-2-3-004-005", Miami-Dade folio), two "Clark County Treasurer"s (WA and NV) and two
 * "Orange County" collectors (CA and FL).
 */
import { type CatalogEntry, entry, svc } from './catalogTypes';
import { GL } from './gl';

const TAX_LINES = ['First half property tax', 'Second half property tax', 'Real property tax - installment 1', 'Real property tax - installment 2', 'Annual secured property tax'];

function tax(name: string, payees: readonly string[], emails: readonly string[], remit: string, acct: string, coverage: string): CatalogEntry {
  return entry('tax', name, payees, emails, remit, acct, [svc('tax', GL.taxes, 'Property tax', coverage, TAX_LINES)], { adoption: 1, share: 0.6, lineCoded: false });
}

export const TAX_CATALOG: readonly CatalogEntry[] = [
  tax('King County Treasury', ['King County Treasury', 'King County Treasury Operations', 'King County'], ['@kingcounty.gov'], 'PO Box 84344, Seattle, WA 98124-5644', '######-####', 'Seattle|Bellevue|Kent'),
  tax('Snohomish County Treasurer', ['Snohomish County Treasurer', 'Snohomish County'], ['@snoco.org'], '3000 Rockefeller Ave, Everett, WA 98201', '##############', 'Everett'),
  tax('Pierce County Finance', ['Pierce County Finance', 'Pierce County Assessor-Treasurer', 'Pierce County'], ['@piercecountywa.gov'], 'PO Box 11621, Tacoma, WA 98411-6621', '##########', 'Tacoma'),
  tax('Clark County Treasurer (WA)', ['Clark County Treasurer', 'Clark County WA Treasurer'], ['@clark.wa.gov'], 'PO Box 35150, Vancouver, WA 98665-5000', '#########', 'Vancouver'),
  tax('Multnomah County Tax Collection', ['Multnomah County', 'Multnomah County Tax Collector', 'Multnomah County Assessment, Recording & Taxation'], ['@multco.us'], 'PO Box 2716, Portland, OR 97208-2716', 'R######', 'Portland|Gresham'),
  tax('Washington County Tax Collector (OR)', ['Washington County', 'Washington County Tax Collector'], ['@washingtoncountyor.gov'], 'PO Box 3587, Portland, OR 97208-3587', 'R#######', 'Beaverton'),
  tax('San Francisco Treasurer & Tax Collector', ['San Francisco Treasurer & Tax Collector', 'SF Tax Collector', 'City & County of San Francisco'], ['@sftreasurer.org'], 'PO Box 7426, San Francisco, CA 94120-7426', '####-###', 'San Francisco'),
  tax('Alameda County Treasurer-Tax Collector', ['Alameda County Treasurer-Tax Collector', 'Alameda County Tax Collector'], ['@acgov.org'], '1221 Oak St, Room 131, Oakland, CA 94612', '###-####-###-##', 'Oakland|Berkeley'),
  tax('Santa Clara County DTAC', ['County of Santa Clara DTAC', 'Santa Clara County Tax Collector', 'County of Santa Clara'], ['@fin.sccgov.org'], '70 W Hedding St, East Wing, San Jose, CA 95110', '###-##-###', 'San Jose|Santa Clara|Mountain View|Palo Alto|Sunnyvale'),
  tax('San Mateo County Tax Collector', ['San Mateo County Tax Collector', 'County of San Mateo'], ['@smcgov.org'], 'PO Box 45878, San Francisco, CA 94145-0878', '###-###-###', 'Redwood City'),
  tax('Sacramento County Tax Collector', ['Sacramento County Tax Collector', 'County of Sacramento'], ['@saccounty.gov'], 'PO Box 508, Sacramento, CA 95812-0508', '###-####-###-####', 'Sacramento'),
  tax('Los Angeles County Treasurer and Tax Collector', ['LA County Treasurer and Tax Collector', 'Los Angeles County Tax Collector', 'County of Los Angeles TTC'], ['@ttc.lacounty.gov'],
    'PO Box 54018, Los Angeles, CA 90054-0018', '####-###-###', 'Los Angeles|Long Beach|Pasadena'),
  tax('Orange County Treasurer-Tax Collector (CA)', ['Orange County Treasurer-Tax Collector', 'County of Orange Tax Collector', 'Orange County Tax Collector'], ['@ttc.ocgov.com'],
    'PO Box 1438, Santa Ana, CA 92702-1438', '###-###-##', 'Santa Ana|San Clemente'),
  tax('San Diego County Treasurer-Tax Collector', ['San Diego County Treasurer-Tax Collector', 'County of San Diego TTC'], ['@sdttc.com'], 'PO Box 129009, San Diego, CA 92112-9009', '###-###-##-##', 'San Diego|Carlsbad|Oceanside'),
  tax('Riverside County Treasurer-Tax Collector', ['Riverside County Treasurer-Tax Collector', 'County of Riverside TTC'], ['@rivco.org'], 'PO Box 12005, Riverside, CA 92502-2205', '###-###-###', 'Riverside|Palm Springs|Hemet'),
  tax('Ventura County Treasurer-Tax Collector', ['Ventura County Treasurer-Tax Collector', 'County of Ventura'], ['@ventura.org'], '800 S Victoria Ave, Ventura, CA 93009', '###-#-###-###', 'Oxnard'),
  tax('Maricopa County Treasurer', ['Maricopa County Treasurer', 'Maricopa County'], ['@treasurer.maricopa.gov'], 'PO Box 52133, Phoenix, AZ 85072-2133', '###-##-###', 'Phoenix|Scottsdale|Tempe|Mesa'),
  tax('Pima County Treasurer', ['Pima County Treasurer', 'Pima County'], ['@pima.gov'], 'PO Box 29011, Phoenix, AZ 85038-9011', '###-##-####', 'Tucson'),
  tax('Clark County Treasurer (NV)', ['Clark County Treasurer', 'Clark County NV Treasurer'], ['@clarkcountynv.gov'], 'PO Box 551220, Las Vegas, NV 89155-1220', '###-##-###-###', 'Las Vegas|Henderson'),
  tax('Washoe County Treasurer', ['Washoe County Treasurer', 'Washoe County'], ['@washoecounty.gov'], 'PO Box 30039, Reno, NV 89520-3039', '###-###-##', 'Reno|Sparks'),
  tax('Miami-Dade County Tax Collector', ['Miami-Dade County Tax Collector', 'Miami-Dade Tax Collector', 'Miami-Dade County'], ['@mdctaxcollector.gov'], '200 NW 2nd Ave, Miami, FL 33128', '##-####-###-####', 'Miami|Miami Beach|Hialeah'),
  tax('Broward County Tax Collector', ['Broward County Tax Collector', 'Broward County Revenue Collection'], ['@broward.org'], '115 S Andrews Ave, Rm A-100, Fort Lauderdale, FL 33301', '############', 'Fort Lauderdale|Hollywood'),
  tax('Hillsborough County Tax Collector', ['Hillsborough County Tax Collector', 'Hillsborough County'], ['@hillstax.org'], 'PO Box 30012, Tampa, FL 33630-3012', '######-####', 'Tampa'),
  tax('Pinellas County Tax Collector', ['Pinellas County Tax Collector', 'Pinellas County'], ['@taxcollect.com'], 'PO Box 31149, Tampa, FL 33631-3149', '##-##-##-#####-###-####', 'St. Petersburg'),
  tax('Orange County Tax Collector (FL)', ['Orange County Tax Collector', 'Orange County Florida Tax Collector'], ['@octaxcol.com'], 'PO Box 545100, Orlando, FL 32854-5100', '##-##-##-####-##-###', 'Orlando'),
  tax('Monroe County Tax Collector', ['Monroe County Tax Collector', 'Monroe County'], ['@monroetaxcollector.com'], 'PO Box 1129, Key West, FL 33041-1129', '########-######', 'KEYS'),
  tax('City and County of Honolulu Real Property', ['City & County of Honolulu', 'Honolulu Real Property Tax', 'City and County of Honolulu - Treasury Division'], ['@honolulu.gov'],
    'PO Box 4200, Honolulu, HI 96812-4200', '#-#-#-###-###', 'HNL'),
  tax('County of Hawaii Real Property Tax', ['County of Hawaii Real Property Tax', 'Hawaii County Real Property Tax Office'], ['@hawaiicounty.gov'], '101 Pauahi St, Ste 4, Hilo, HI 96720', '#-#-#-###-###', 'Hilo'),
  tax('County of Maui Real Property Tax', ['County of Maui Real Property Tax', 'Maui County RPT'], ['@mauicounty.gov'], 'PO Box 1405, Wailuku, HI 96793-6405', '#-#-#-###-###', 'Kihei'),
];
