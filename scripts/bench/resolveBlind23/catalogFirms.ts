/**
 * County treasurers (parcel and schedule numbers), trash haulers, national firms with branch
 * offices per hub, HOA management companies, payment platforms, and the client's own office.
 */
export interface TreasurerSpec { key: string; name: string; aliases: readonly string[]; email: string | null; remit: string; pattern: string }
const tr = (key: string, name: string, aliases: string, remit: string, pattern: string, email: string | null = null): TreasurerSpec =>
  ({ key, name, aliases: aliases ? aliases.split('|') : [], email, remit, pattern });

export const TREASURERS: readonly TreasurerSpec[] = [
  tr('denver', 'Denver Treasury Division', 'City and County of Denver|Denver Treasurer|Manager of Finance - Treasury', 'PO Box 17420, Denver, CO 80217-0420', '#####-##-###-###', 'treasury@denvergov.org'),
  tr('arapahoe', 'Arapahoe County Treasurer', "Arapahoe County Treasurer's Office", 'PO Box 571, Littleton, CO 80160-0571', '2073-##-#-##-###'),
  tr('jefferson-co', 'Jefferson County Treasurer', 'Jeffco Treasurer', 'PO Box 4007, Golden, CO 80401-0007', '30#######', 'treasurer@jeffco.us'),
  tr('adams', 'Adams County Treasurer', 'Adams County Treasurer & Public Trustee', 'PO Box 869, Brighton, CO 80601-0869', 'R0######'),
  tr('elpaso', 'El Paso County Treasurer', "El Paso County Treasurer's Office", 'PO Box 2018, Colorado Springs, CO 80901-2018', '#####-##-###'),
  tr('weld', 'Weld County Treasurer', '', 'PO Box 458, Greeley, CO 80632-0458', 'R#######'),
  tr('elbert', 'Elbert County Treasurer', '', 'PO Box 67, Kiowa, CO 80117-0067', 'R1######'),
  tr('bernalillo', 'Bernalillo County Treasurer', 'Bernalillo County', 'PO Box 27800, Albuquerque, NM 87125-7800', '1-###-###-###-###-#####', 'treasurer@bernco.gov'),
  tr('santafe-co', 'Santa Fe County Treasurer', 'Santa Fe County', 'PO Box T, Santa Fe, NM 87504-0500', '9########'),
  tr('torrance', 'Torrance County Treasurer', '', 'PO Box 188, Estancia, NM 87016-0188', '1-###-###-###-###'),
  tr('maricopa', 'Maricopa County Treasurer', "Maricopa County Treasurer's Office|Maricopa Co. Treasurer", 'PO Box 52133, Phoenix, AZ 85072-2133', '###-##-###A'),
  tr('pima', 'Pima County Treasurer', "Pima County Treasurer's Office", 'PO Box 29011, Phoenix, AZ 85038-9011', '###-##-####'),
  tr('jackson', 'Jackson County Collector of Revenue', 'Jackson County Collector|Jackson County, Missouri', 'PO Box 219747, Kansas City, MO 64121-9747', '##-###-##-##-##-#-##-###'),
  tr('wyandotte', 'Unified Government Treasury', 'Unified Government of Wyandotte County|UG Treasury|Wyandotte County Treasurer', 'PO Box 175013, Kansas City, KS 66117-5013', '######-#'),
  tr('douglas-ne', 'Douglas County Treasurer', 'Douglas County, Nebraska', 'PO Box 3604, Omaha, NE 68103-0604', '##########'),
  tr('saunders', 'Saunders County Treasurer', '', 'PO Box 184, Wahoo, NE 68066-0184', '#########'),
  tr('washington-ne', 'Washington County Treasurer', '', 'PO Box 466, Blair, NE 68008-0466', '######'),
  tr('polk', 'Polk County Treasurer', 'Polk County, Iowa', 'PO Box 9001, Des Moines, IA 50306-9001', '###/#####-###-###', 'treasurer@polkcountyiowa.gov'),
  tr('warren-ia', 'Warren County Treasurer', '', 'PO Box 217, Indianola, IA 50125-0217', '##-###-##-###'),
  tr('dallas-ia', 'Dallas County Treasurer', '', 'PO Box 38, Adel, IA 50003-0038', '##-##-###-###'),
  tr('madison-ia', 'Madison County Treasurer', '', 'PO Box 152, Winterset, IA 50273-0152', '###-##-###-###'),
  tr('sedgwick', 'Sedgwick County Treasurer', 'Sedgwick County', 'PO Box 2961, Wichita, KS 67201-2961', '#-#####'),
  tr('butler', 'Butler County Treasurer', '', 'PO Box 1, El Dorado, KS 67042-0001', '008-###-##-#-##-##-###'),
  tr('oklahoma-co', 'Oklahoma County Treasurer', 'Oklahoma County', 'PO Box 268875, Oklahoma City, OK 73126-8875', 'R#########'),
  tr('tulsa-co', 'Tulsa County Treasurer', 'Tulsa County', 'PO Box 21017, Tulsa, OK 74121-1017', '#####-##-##-#####', 'treasurer@tulsacounty.org'),
  tr('logan', 'Logan County Treasurer', '', 'PO Box 1167, Guthrie, OK 73044-1167', '####-##-###-###'),
  tr('lincoln-ok', 'Lincoln County Treasurer', '', 'PO Box 307, Chandler, OK 74834-0307', '###-####-#####'),
];

export interface HaulerSpec { key: string; name: (label: string) => string; aliases: readonly string[]; email: string | null; remit: string | null; pattern: string; hubs: readonly string[] }
const ALL = 'den cos abq saf phx tuc kc oma dsm ict okc tul';
const ha = (key: string, name: string | ((l: string) => string), aliases: string, email: string | null, remit: string | null, pattern: string, hubs: string): HaulerSpec =>
  ({ key, name: typeof name === 'string' ? () => name : name, aliases: aliases ? aliases.split('|') : [], email, remit, pattern, hubs: hubs.split(' ') });

export const HAULERS: readonly HaulerSpec[] = [
  ha('wm', (l) => `Waste Management of ${l}`, 'WM|Waste Management', '@wm.com', 'PO Box 4648, Carol Stream, IL 60197-4648', '###-#######-####-#', 'den cos abq phx tuc kc oma dsm ict okc tul'),
  ha('republic', (l) => `Republic Services of ${l}`, 'Republic Services|Republic', '@republicservices.com', 'PO Box 78829, Phoenix, AZ 85062-8829', '3-0###-#######', 'den cos abq phx tuc kc oma ict okc tul'),
  ha('wcn', (l) => `Waste Connections of ${l}`, 'Waste Connections|WCI', '@wasteconnections.com', 'PO Box 679859, Dallas, TX 75267-9859', '####-######', 'den cos kc ict okc tul oma dsm'),
  ha('alpine', 'Alpine Waste & Recycling', 'Alpine Waste', 'billing@alpinewaste.com', null, 'AW######', 'den'),
  ha('pikes', 'Pikes Peak Disposal LLC', '', 'office@pikespeakdisposal.com', null, '#####', 'cos'),
  ha('sangre', 'Sangre Roll-Off Services', 'Sangre Roll Off', 'sangrerolloff@gmail.com', null, '####', 'saf'),
  ha('friedman-nm', 'Friedman Recycling of New Mexico', 'Friedman Recycling', '@friedmanrecycling.com', 'PO Box 24467, Phoenix, AZ 85074-4467', 'FR-######', 'abq'),
  ha('friedman-az', 'Friedman Recycling of Arizona', 'Friedman Recycling', '@friedmanrecycling.com', 'PO Box 24467, Phoenix, AZ 85074-4467', 'FR-######', 'phx tuc'),
  ha('sonoran', 'Sonoran Roll-Off Inc.', '', 'ar@sonoranrolloff.com', null, 'SRO-####', 'phx'),
  ha('pueblo', 'Old Pueblo Disposal', '', 'oldpueblodisposal@yahoo.com', null, '#####', 'tuc'),
  ha('deffenbaugh', 'Deffenbaugh Disposal Service', 'Deffenbaugh Industries', 'billing@deffenbaugh.com', null, 'D-#######', 'kc'),
  ha('papillion', 'Papillion Sanitation', '', 'office@papillionsanitation.com', null, '######', 'oma'),
  ha('artistic', 'Artistic Waste Services', '', 'billing@artisticwaste.com', null, 'AWS-#####', 'dsm'),
  ha('aircap', 'Air Capital Waste Haulers', 'Air Capital Waste', 'office@aircapitalwaste.com', null, '######', 'ict'),
  ha('sooner', 'Sooner Waste Disposal', '', 'billing@soonerwaste.com', null, 'SW####-##', 'okc'),
  ha('greencountry', 'Green Country Hauling', '', 'greencountryhauling@gmail.com', null, 'GCH-#####', 'tul'),
  ha('prairie-rural', 'Prairie Rural Sanitation', '', 'office@prairierural.com', null, 'PRS-####', 'ict oma dsm okc'),
];


/** A national firm's branch offices; accounts: 'property' = a customer number per site, 'national' = one number for the client at every branch. */
export interface BrandSpec { brand: string; name: (area: string, n: number) => string; aliases: readonly string[]; domain: string | null; remit: string | null; trade: string; gl: readonly string[]; accounts: 'property' | 'national' | 'none'; hubs: readonly string[]; perHub: number }
const br = (brand: string, name: (a: string, n: number) => string, aliases: string, domain: string | null, remit: string | null, trade: string, gl: string, accounts: BrandSpec['accounts'], hubs: string, perHub = 1): BrandSpec =>
  ({ brand, name, aliases: aliases.split('|'), domain, remit, trade, gl: gl.split(' '), accounts, hubs: hubs.split(' '), perHub });

export const BRANDS: readonly BrandSpec[] = [
  br('roto', (a) => `Roto-Rooter Plumbing & Water Cleanup - ${a}`, 'Roto-Rooter', 'rotorooter.com', 'PO Box 639209, Cincinnati, OH 45263-9209', 'plumbing', '5110 5115', 'none', ALL),
  br('mrrooter', (a) => `Mr. Rooter Plumbing of ${a}`, 'Mr. Rooter Plumbing|Mr. Rooter', null, null, 'plumbing', '5110', 'none', 'den cos phx tuc kc oma okc tul'),
  br('terminix', (a) => `Terminix - ${a}`, 'Terminix', 'terminix.com', 'PO Box 742592, Cincinnati, OH 45274-2592', 'pest', '5250 5255', 'property', ALL),
  br('orkin', (a) => `Orkin Pest Control - ${a}`, 'Orkin', 'orkin.com', 'PO Box 7161, Pasadena, CA 91109-7161', 'pest', '5250 5255', 'property', ALL),
  br('servpro', (a) => `SERVPRO of ${a}`, 'SERVPRO', null, null, 'restoration', '5295', 'none', 'den phx kc okc tul abq oma dsm ict tuc', 2),
  br('chemdry', (a) => `Chem-Dry of ${a}`, 'Chem-Dry', null, null, 'carpetclean', '5185', 'none', 'den cos abq phx tuc kc oma okc tul ict'),
  br('onehour', (a) => `One Hour Heating & Air Conditioning of ${a}`, 'One Hour Heating & Air Conditioning|One Hour Heating & Air', null, null, 'hvac', '5130', 'none', 'den cos phx tuc kc okc tul dsm'),
  br('mrelectric', (a) => `Mr. Electric of ${a}`, 'Mr. Electric', null, null, 'electric', '5120', 'none', 'den phx kc oma okc tul dsm ict'),
  br('sherwin', (a, n) => `Sherwin-Williams #${n} ${a}`, 'Sherwin-Williams|Sherwin Williams Paint Store', 'sherwin.com', 'PO Box 277499, Atlanta, GA 30384-7499', 'painting', '5430 5150', 'national', ALL),
  br('hdpro', (a) => `The Home Depot Pro - ${a}`, 'Home Depot Pro|HD Supply|The Home Depot', 'homedepot.com', 'PO Box 509058, San Diego, CA 92150-9058', 'handyman', '5400 5440', 'national', ALL),
  br('ferguson', (a, n) => `Ferguson Enterprises #${n} ${a}`, 'Ferguson|Ferguson Plumbing Supply', 'ferguson.com', 'PO Box 802817, Chicago, IL 60680-2817', 'plumbing', '5410', 'national', 'den cos abq phx tuc kc oma dsm okc tul'),
  br('lowes', (a) => `Lowe's Pro Supply - ${a}`, "Lowe's|Lowe's Pro Supply", 'lowes.com', 'PO Box 530954, Atlanta, GA 30353-0954', 'handyman', '5440 5400', 'national', 'den phx tuc kc oma dsm ict okc tul abq'),
  br('otis', (a) => `Otis Elevator Company - ${a}`, 'Otis Elevator|Otis', 'otis.com', 'PO Box 73579, Chicago, IL 60673-7579', 'fire', '5275', 'property', 'den phx kc oma okc tul dsm'),
  br('cintas', (a) => `Cintas Fire Protection - ${a}`, 'Cintas|Cintas Corporation', 'cintas.com', 'PO Box 636525, Cincinnati, OH 45263-6525', 'fire', '5270', 'property', 'den cos abq phx tuc kc oma okc tul ict'),
  br('trugreen', (a) => `TruGreen - ${a}`, 'TruGreen', 'trugreen.com', 'PO Box 9001033, Louisville, KY 40290-1033', 'landscaping', '5200', 'property', 'den cos phx tuc kc oma dsm ict okc tul'),
  br('brightview', (a) => `BrightView Landscape Services - ${a}`, 'BrightView', 'brightview.com', 'PO Box 740655, Atlanta, GA 30374-0655', 'landscaping', '5200 5205', 'property', 'den phx tuc kc okc tul'),
  br('culligan', (a) => `Culligan Water of ${a}`, 'Culligan', null, null, 'well', '5290', 'property', 'den abq phx oma dsm ict okc tul'),
  br('stanley', (a) => `Stanley Steemer of ${a}`, 'Stanley Steemer', 'stanleysteemer.com', null, 'carpetclean', '5185', 'none', 'den cos phx kc oma dsm okc tul'),
  br('twomen', (a) => `Two Men and a Truck - ${a}`, 'Two Men and a Truck', null, null, 'moving', '6900', 'none', 'den phx kc oma okc tul'),
  br('adt', (a) => `ADT Commercial - ${a}`, 'ADT|ADT Commercial', 'adt.com', 'PO Box 382109, Pittsburgh, PA 15251-8109', 'security', '5280', 'property', 'den phx kc oma dsm okc tul ict'),
  br('pooltroopers', (a) => `Pool Troopers of ${a}`, 'Pool Troopers', null, null, 'pool', '5220', 'property', 'phx tuc okc tul'),
  br('servicemaster', (a) => `ServiceMaster Restore of ${a}`, 'ServiceMaster|ServiceMaster Restore', null, null, 'restoration', '5295', 'none', 'den cos phx kc oma dsm ict tul'),
];

export const HOA_MANAGERS: Readonly<Record<string, readonly string[]>> = {
  den: ['Associa Colorado', 'Hammersmith Management', 'Westwind Management Group'], cos: ['Colorado Association Services', 'Pikes Peak HOA Management'],
  abq: ['HOAMCO', 'Associa Canyon Gateway'], saf: ['Sangre HOA Services'], phx: ['AAM, LLC', 'City Property Management', 'Associa Arizona'],
  tuc: ['Cadden Community Management', 'Associa Arizona'], kc: ['Cardinal Management Group', 'Heartland HOA Services'], oma: ['Prairie Community Management'],
  dsm: ['Hawkeye Association Management'], ict: ['Plains Community Management'], okc: ['Sooner Association Management'], tul: ['Green Country HOA Management'],
};

/** Payment platforms: what their payee line says and where their mail comes from. */
export const PLATFORMS: Readonly<Record<string, { payees: readonly string[]; email: string }>> = {
  Paymentus: { payees: ['Paymentus Corporation', 'PAYMENTUS', 'Paymentus Corp.'], email: 'noreply@paymentus.com' },
  InvoiceCloud: { payees: ['InvoiceCloud', 'Invoice Cloud Inc.'], email: 'ebill@invoicecloud.net' },
  'Xpress Bill Pay': { payees: ['Xpress Bill Pay', 'XPRESS BILL PAY'], email: 'notices@xpressbillpay.com' },
  'Bill.com': { payees: ['Bill.com', 'Bill.com LLC'], email: 'notifications@hq.bill.com' },
  doxo: { payees: ['doxo', 'doxo Inc.'], email: 'statements@doxo.com' },
  ClickPay: { payees: ['ClickPay', 'ClickPay Services'], email: 'noreply@clickpay.com' },
  AvidXchange: { payees: ['AvidXchange', 'AvidXchange, Inc.'], email: 'payments@avidxchange.com' },
};

export const MANAGER = {
  name: 'Mesa & Prairie Property Management LLC',
  office: '1801 California St Ste 2900',
  city: 'Denver', state: 'CO', zip: '80202',
  email: 'ap@mesaprairiepm.com',
};
