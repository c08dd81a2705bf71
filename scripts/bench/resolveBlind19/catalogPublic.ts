import type { FixedDef } from './catalogUtilities';
import type { Platform } from './types';

function g(key: string, legal: string, aliases: string, emails: string, remit: string, cities: string | null, service: string, fmt: string, label: string, platform: Platform | null = null): FixedDef {
  return {
    key, legal, aliases: aliases.split('|'), emails: emails.length > 0 ? emails.split('|') : [], remit,
    cities: cities === null ? null : cities.split(' '), service, fmt, label, platform,
  };
}

/** Real-estate tax collectors: the parcel, block-and-lot or tax key is the account. */
export const TAX: readonly FixedDef[] = [
  g('phlRev', 'City of Philadelphia Department of Revenue', 'Philadelphia Dept of Revenue|Phila Revenue', 'revenue.realestate@phila.gov', 'PO Box 8409, Philadelphia, PA 19101-8409', 'phl', 'tax', '88#######', 'OPA Account #'),
  g('delco', 'Delaware County Treasurer', 'Delco Treasurer', 'treasurer@co.delaware.pa.us', '201 W Front St, Media, PA 19063', 'udarby', 'tax', '16-##-#####-##', 'Folio No.'),
  g('montcoPa', 'Montgomery County Treasurer', 'Montco Treasurer', 'treasurer@montgomerycountypa.gov', 'PO Box 311, Norristown, PA 19404-0311', 'chelt norris', 'tax', '31-00-#####-##-#', 'Parcel ID'),
  g('camdenTax', 'City of Camden Tax Collector', 'Camden Tax Office', 'taxcollector@ci.camden.nj.us', 'PO Box 95120, Camden, NJ 08101-5120', 'camden', 'tax', 'B###-L##', 'Block/Lot'),
  g('balFin', 'Baltimore City Department of Finance', 'Baltimore City Bureau of Revenue Collections|Baltimore City Finance', 'realproperty@baltimorecity.gov', 'PO Box 17535, Baltimore, MD 21297-1535', 'bal', 'tax', '####-###', 'Block/Lot'),
  g('balCo', 'Baltimore County Office of Budget and Finance', 'Baltimore County Finance', 'propertytax@baltimorecountymd.gov', 'PO Box 64281, Baltimore, MD 21264-4281', 'towson dundalk caton', 'tax', '##-##########', 'Account ID'),
  g('dcOtr', 'DC Office of Tax and Revenue', 'OTR|DC OTR|D.C. Treasurer', 'otr.realproperty@dc.gov', 'PO Box 98095, Washington, DC 20090-8095', 'dc', 'tax', '####-####', 'SSL'),
  g('mocoMd', 'Montgomery County Maryland Department of Finance', 'Montgomery County MD Treasury|MCG Finance', 'treasury@montgomerycountymd.gov', 'PO Box 824845, Philadelphia, PA 19182-4845', 'ssprg takoma', 'tax', '13-########', 'Account No.'),
  g('pgc', "Prince George's County Treasury Division", 'PG County Treasury|Prince Georges County Treasurer', 'treasury@co.pg.md.us', 'PO Box 17578, Baltimore, MD 21297-1578', 'hyatt', 'tax', '17-#######', 'Account No.'),
  g('arlTr', 'Arlington County Treasurer', 'Arlington Treasurer', 'treasurer@arlingtonva.us', 'PO Box 1754, Merrifield, VA 22116-1755', 'arl', 'tax', 'RPC ##-###-###', 'RPC'),
  g('alexFin', 'City of Alexandria Finance Department', 'Alexandria Treasury', 'finance@alexandriava.gov', 'PO Box 34710, Alexandria, VA 22334-0710', 'alex', 'tax', '###.##-##-##', 'Map/Parcel'),
  g('ricFin', 'City of Richmond Department of Finance', 'Richmond Finance', 'finance@rva.gov', 'PO Box 26505, Richmond, VA 23261-6505', 'ric', 'tax', 'W###-####/###', 'Parcel'),
  g('henTax', 'Henrico County Department of Finance', 'Henrico Finance', 'finance@henrico.us', 'PO Box 90775, Henrico, VA 23273-0775', 'henrico', 'tax', '###-###-####', 'GPIN'),
  g('orfTr', 'City of Norfolk Treasurer', 'Norfolk City Treasurer', 'treasurer@norfolk.gov', 'PO Box 3215, Norfolk, VA 23514-3216', 'orf', 'tax', '#######', 'Account'),
  g('portsTr', 'City of Portsmouth Treasurer', 'Portsmouth Treasurer', 'treasurer@portsmouthva.gov', 'PO Box 820, Portsmouth, VA 23705-0820', 'ports', 'tax', '####-####', 'Parcel'),
  g('alleg', 'Allegheny County Treasurer', "Allegheny County Treasurer's Office", 'treasurer@alleghenycounty.us', 'PO Box 643385, Pittsburgh, PA 15264-3385', 'pgh wilk mckees millv', 'tax', '##-A-###', 'Lot & Block'),
  g('cuy', 'Cuyahoga County Treasurer', 'Cuyahoga Treasurer', 'treasurer@cuyahogacounty.us', 'PO Box 94547, Cleveland, OH 44101-4547', 'cle lakewd clehts parma', 'tax', '###-##-###', 'Parcel'),
  g('frank', 'Franklin County Treasurer', 'Franklin Co Treasurer', 'treasurer@franklincountyohio.gov', '373 S High St, Columbus, OH 43215', 'cmh bexley whiteh', 'tax', '###-######-00', 'Parcel'),
  g('ham', 'Hamilton County Treasurer', 'Hamilton Co Treasurer', 'treasurer@hamilton-co.org', 'PO Box 740722, Cincinnati, OH 45274-0722', 'cin norwd', 'tax', '###-####-####-00', 'Parcel'),
  g('kenton', 'Kenton County Sheriff', 'Kenton Co Sheriff Tax', 'taxes@kentoncountysheriff.org', 'PO Box 706, Covington, KY 41012-0706', 'cov', 'tax', '###-##-##-###', 'Parcel'),
  g('marion', 'Marion County Treasurer', 'Marion Co Treasurer', 'treasurer@indy.gov', 'PO Box 6145, Indianapolis, IN 46206-6145', 'ind beech lawr', 'tax', '#######', 'Parcel'),
  g('jeffSheriff', "Jefferson County Sheriff's Office", 'Jefferson Co Sheriff|Jefferson County Sheriff', 'propertytax@jcsoky.org', 'PO Box 34570, Louisville, KY 40232-4570', 'lou', 'tax', '####-####-####', 'Parcel ID'),
  g('clark', 'Clark County Treasurer', 'Clark Co Treasurer', 'treasurer@co.clark.in.us', '501 E Court Ave, Jeffersonville, IN 47130', 'jeff', 'tax', '10-##-##-###-###', 'Parcel'),
  g('stlCol', 'Collector of Revenue City of St. Louis', 'St. Louis City Collector|City of St. Louis Collector of Revenue', 'collector@stlouis-mo.gov', 'PO Box 66877, St. Louis, MO 63166-6877', 'stl', 'tax', '####-##-#####', 'Parcel'),
  g('stlCo', 'St. Louis County Collector of Revenue', 'St. Louis County Revenue', 'revenue@stlouiscountymo.gov', 'PO Box 11491, St. Louis, MO 63105-0291', 'ucity maplew', 'tax', '##A######', 'Locator'),
  g('jackson', 'Jackson County Collection Department', 'Jackson County Collector', 'collection@jacksongov.org', 'PO Box 219747, Kansas City, MO 64121-9747', 'kcmo indep', 'tax', '##-###-##-##-##-#-##-###', 'Parcel'),
  g('wyco', 'Unified Government of Wyandotte County/Kansas City, Kansas', 'Unified Government Treasury|UG Treasury|WYCO Treasurer', 'treasury@wycokck.org', 'PO Box 175013, Kansas City, KS 66117-5013', 'kck', 'tax', '######-####', 'Parcel'),
  g('joco', 'Johnson County Treasury', 'Johnson County Treasurer|JoCo Treasury', 'treasury@jocogov.org', 'PO Box 2902, Shawnee Mission, KS 66201-1302', 'opark', 'tax', 'AF######-####', 'KUPN'),
  g('mkeTr', 'City of Milwaukee Treasurer', 'Milwaukee City Treasurer', 'treasurer@milwaukee.gov', 'PO Box 78776, Milwaukee, WI 53278-0776', 'mke', 'tax', '###-####-###', 'Taxkey'),
  g('waTr', 'City of West Allis Treasurer', 'West Allis Treasurer', 'treasurer@westalliswi.gov', '7525 W Greenfield Ave, West Allis, WI 53214', 'wallis', 'tax', '####-###-##', 'Taxkey'),
  g('tosaTr', 'City of Wauwatosa Treasurer', 'Wauwatosa Treasurer', 'treasurer@wauwatosa.net', '7725 W North Ave, Wauwatosa, WI 53213', 'tosa', 'tax', '###-####-##', 'Taxkey'),
  g('hennepin', 'Hennepin County Treasurer', 'Hennepin County Property Tax', 'propertytax@hennepin.us', 'PO Box 77025, Minneapolis, MN 55480-7725', 'mpls richf', 'tax', '##-###-##-##-####', 'PID'),
  g('ramsey', 'Ramsey County Property Tax Services', 'Ramsey County Treasurer', 'propertytax@co.ramsey.mn.us', 'PO Box 64097, St. Paul, MN 55164-0097', 'stp', 'tax', '##.##.##.##.####', 'PIN'),
];

/** Rental licensing and housing inspections. */
export const LICENSE: readonly FixedDef[] = [
  g('phlLI', 'City of Philadelphia Department of Licenses and Inspections', 'Philadelphia L&I|L&I', 'li.rentallicense@phila.gov', 'PO Box 1942, Philadelphia, PA 19105-1942', 'phl', 'license', 'RL-######', 'License #'),
  g('balDHCD', 'Baltimore City Department of Housing and Community Development', 'Baltimore DHCD|Baltimore Rental Licensing', 'rentallicense@baltimorecity.gov', '417 E Fayette St, Baltimore, MD 21202', 'bal', 'license', 'RNT-#######', 'License No.'),
  g('dcDLCP', 'DC Department of Licensing and Consumer Protection', 'DLCP|DC DLCP', 'bbl@dc.gov', '1100 4th St SW, Washington, DC 20024', 'dc', 'license', 'BBL-#######', 'BBL No.'),
  g('cleBH', 'City of Cleveland Department of Building and Housing', 'Cleveland Building & Housing|Cleveland B&H', 'rentalregistration@clevelandohio.gov', '601 Lakeside Ave, Cleveland, OH 44114', 'cle', 'license', 'RR-######', 'Registration #'),
  g('pghPLI', 'City of Pittsburgh Permits, Licenses, and Inspections', 'Pittsburgh PLI', 'pli.rental@pittsburghpa.gov', '412 Boulevard of the Allies, Pittsburgh, PA 15219', 'pgh', 'license', 'RPR-#####', 'Permit #'),
  g('cinBI', 'City of Cincinnati Department of Buildings and Inspections', 'Cincinnati B&I', 'rental@cincinnati-oh.gov', '805 Central Ave, Cincinnati, OH 45202', 'cin', 'license', 'CB-######', 'Case #'),
  g('stlBD', 'City of St. Louis Building Division', 'St. Louis Building Division', 'occupancy@stlouis-mo.gov', '1200 Market St, St. Louis, MO 63103', 'stl', 'license', 'OC-######', 'Permit No.'),
  g('kcHH', 'City of Kansas City Missouri Healthy Homes Program', 'KC Healthy Homes', 'healthyhomes@kcmo.org', '2400 Troost Ave, Kansas City, MO 64108', 'kcmo', 'license', 'HH-#####', 'Permit #'),
  g('mkeDNS', 'City of Milwaukee Department of Neighborhood Services', 'Milwaukee DNS', 'dns.billing@milwaukee.gov', '841 N Broadway, Milwaukee, WI 53202', 'mke', 'license', 'DNS-######', 'Account #'),
  g('mplsRS', 'City of Minneapolis Regulatory Services', 'Minneapolis Rental Licensing', 'rentallicense@minneapolismn.gov', '505 4th Ave S, Minneapolis, MN 55415', 'mpls', 'license', 'RLIC-######', 'License #'),
];

/** National firms: the service code is a trade key; their accounts are per building or for the whole client. */
export const NATIONAL: readonly FixedDef[] = [
  g('hdpro', 'HD Supply Facilities Maintenance, Ltd.', 'Home Depot Pro|The Home Depot Pro|HD Supply', '@hdsupply.com|homedepotpro_invoices@homedepot.com', 'PO Box 509058, San Diego, CA 92150-9058', null, 'supply', 'HDP-######', 'Account #'),
  g('grainger', 'W.W. Grainger, Inc.', 'Grainger', '@grainger.com', 'Dept 880719, Palatine, IL 60038-0001', null, 'supply', '#########', 'Account #'),
  g('sw', 'The Sherwin-Williams Company', 'Sherwin-Williams|Sherwin Williams Paints', '@sherwin.com', 'PO Box 277499, Atlanta, GA 30384-7499', null, 'painting', '####-####-#', 'Account #'),
  g('lowes', "Lowe's Pro Supply Co.", "Lowe's Pro|Lowes Pro Supply", 'prosupply@lowes.com', 'PO Box 530970, Atlanta, GA 30353-0970', null, 'supply', 'LPS-#######', 'Account #'),
  g('ferguson', 'Ferguson Enterprises, LLC', 'Ferguson|Ferguson Facilities Supply', '@ferguson.com', 'PO Box 100286, Atlanta, GA 30384-0286', null, 'plumbing', 'FE######', 'Customer #'),
  g('johnstone', 'Johnstone Supply', 'Johnstone Supply Inc', 'ar@johnstonesupply.com', 'PO Box 2588, Portland, OR 97208-2588', null, 'hvac', 'JS-#####', 'Customer #'),
  g('otis', 'Otis Elevator Company', 'Otis|Otis Elevator', '@otis.com', 'PO Box 730400, Dallas, TX 75373-0400', null, 'elevator', 'OT#######', 'Contract #'),
  g('tk', 'TK Elevator Corporation', 'TK Elevator|thyssenkrupp Elevator', '@tkelevator.com', 'PO Box 3796, Carol Stream, IL 60132-3796', null, 'elevator', 'TKE-######', 'Contract #'),
  g('schindler', 'Schindler Elevator Corporation', 'Schindler|Schindler Elevator', '@schindler.com', 'PO Box 93050, Chicago, IL 60673-3050', null, 'elevator', 'SCH######', 'Contract #'),
  g('orkin', 'Orkin, LLC', 'Orkin|Orkin Pest Control', 'billing@orkin.com', 'PO Box 7161, Pasadena, CA 91109-7161', null, 'pest', '#########', 'Account #'),
  g('terminix', 'Terminix International Company LP', 'Terminix', 'ebill@terminix.com', 'PO Box 802155, Chicago, IL 60680-2155', null, 'pest', 'TMX-########', 'Customer #'),
  g('wm', 'Waste Management, Inc.', 'WM|Waste Management|WM Corporate Services', '@wm.com', 'PO Box 13648, Philadelphia, PA 19101-3648', null, 'trash', '###-#######-####-#', 'Customer ID'),
  g('republic', 'Republic Services, Inc.', 'Republic Services|Allied Waste Services', 'ebill@republicservices.com', 'PO Box 9001099, Louisville, KY 40290-1099', null, 'trash', '3-####-#######', 'Account #'),
  g('cintas', 'Cintas Corporation', 'Cintas|Cintas Corp No 2', 'ar@cintas.com', 'PO Box 631025, Cincinnati, OH 45263-1025', null, 'uniforms', '#########', 'Account #'),
  g('comcast', 'Comcast Cable Communications Management, LLC', 'Comcast Business|Xfinity Comcast', '@comcast.com', 'PO Box 70219, Philadelphia, PA 19176-0219', null, 'telecom', '8499 #### #### ####', 'Account Number'),
  g('verizon', 'Verizon Business', 'Verizon|Verizon Fios Business', 'ebill@verizon.com', 'PO Box 15043, Albany, NY 12212-5043', null, 'telecom', '#########-#####-##', 'Account Number'),
  g('adt', 'ADT Commercial LLC', 'ADT|ADT Security', 'ebill@adt.com', 'PO Box 382109, Pittsburgh, PA 15250-8109', null, 'security', '#########', 'Customer #'),
  g('brightview', 'BrightView Landscape Services, Inc.', 'BrightView|BrightView Landscapes', 'ar@brightview.com', 'PO Box 740655, Atlanta, GA 30374-0655', null, 'landscaping', 'BV-######', 'Job #'),
  g('servpro', 'SERVPRO Industries, LLC', 'SERVPRO', 'invoices@servpro.com', 'PO Box 1089, Gallatin, TN 37066-1089', null, 'restoration', 'SP-#####', 'Job #'),
  g('roto', 'Roto-Rooter Services Company', 'Roto-Rooter|Roto Rooter Plumbers', 'billing@rotorooter.com', 'PO Box 636002, Cincinnati, OH 45263-6002', null, 'drain', 'RR#######', 'Customer #'),
  g('costar', 'CoStar Realty Information, Inc.', 'Apartments.com|CoStar', 'billing@apartments.com', 'PO Box 791123, Baltimore, MD 21279-1123', null, 'advertising', 'APT-#######', 'Account #'),
  g('smartmove', 'TransUnion Rental Screening Solutions, Inc.', 'TransUnion SmartMove|SmartMove', 'billing@mysmartmove.com', 'PO Box 99506, Chicago, IL 60693-9506', null, 'screening', 'SM-########', 'Account #'),
  g('amazon', 'Amazon Capital Services, Inc.', 'Amazon Business', 'ar-invoices@amazon.com', 'PO Box 035184, Seattle, WA 98124-5184', null, 'supply', 'A#########', 'Account #'),
  g('staples', 'Staples Contract & Commercial LLC', 'Staples Business Advantage|Staples', 'sbainvoices@staples.com', 'PO Box 105748, Atlanta, GA 30348-5748', null, 'office', '##########', 'Account #'),
  g('fedex', 'FedEx Office and Print Services, Inc.', 'FedEx Office', 'invoices@fedex.com', 'PO Box 672085, Dallas, TX 75267-2085', null, 'printing', '#########', 'Account #'),
];
