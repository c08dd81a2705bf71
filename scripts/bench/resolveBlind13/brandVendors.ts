import type { PropertyKind } from './model';

/*
 * National suppliers and service contractors. Suppliers bill a company-wide account and name
 * the job (property, sometimes the unit) on the invoice; contractors bill a service agreement
 * per property. Several brands have more than one record.
 */

export interface BrandSpec {
  name: string;
  aliases: string[];
  senderEmails: string[];
  from: string[];
  remit: string;
  remitNew?: string;
  metros: string[] | 'all';
  billing: 'contract' | 'supplier';
  gl: string;
  altGl: string[];
  acctFmt: string;
  brand: string | null;
  kinds?: PropertyKind[];
  /** Share of eligible properties with an agreement (contracts only). */
  coverage: number;
  unitShare: number;
  unitLines: string[];
  propLines: string[];
  amount: [number, number];
  taxId?: string;
}

const PNW = ['SEA', 'TAC', 'SPO', 'PDX', 'VAN', 'BOI', 'EUG'];
const SE = ['CLT', 'RDU', 'GVL', 'RIC', 'NFK'];
const SUPPLY_UNIT = ['Faucet cartridge, Moen 1225', 'Toilet flapper 2in (12)', 'Smoke detector 10-yr (6)', 'Blinds 2in faux wood 35x64', 'Range drip pans (set)', 'Disposal 1/2 HP', 'Interior paint 5 gal eggshell'];
const SUPPLY_PROP = ['HVAC filters 20x25x1 (24)', 'LED A19 bulbs (48)', 'Ice melt 50 lb (20)', 'Trash bags 55 gal (4 cs)', 'Janitorial supplies', 'Pool chemicals', 'Key blanks KW1 (100)'];

const b = (spec: BrandSpec): BrandSpec => spec;

export const BRAND_SPECS: readonly BrandSpec[] = [
  b({ name: 'The Home Depot Pro', aliases: ['Home Depot Pro', 'HD Pro Institutional'], senderEmails: ['@homedepotpro.com'], from: ['invoices@homedepotpro.com'], remit: 'PO Box 404468, Atlanta GA 30384-4468', metros: PNW, billing: 'supplier', gl: '6530', altGl: ['6515', '6405'], acctFmt: '########', brand: 'HomeDepot', coverage: 1, unitShare: 0.45, unitLines: SUPPLY_UNIT, propLines: SUPPLY_PROP, amount: [40, 2400], taxId: '58-1836486' }),
  b({ name: 'HD Supply Facilities Maintenance', aliases: ['HD Supply', 'HDSFM'], senderEmails: ['@hdsupply.com'], from: ['ar.invoices@hdsupply.com'], remit: 'PO Box 509058, San Diego CA 92150-9058', remitNew: 'PO Box 404468, Atlanta GA 30384-4468', metros: SE, billing: 'supplier', gl: '6530', altGl: ['6515'], acctFmt: '#######', brand: 'HomeDepot', coverage: 1, unitShare: 0.45, unitLines: SUPPLY_UNIT, propLines: SUPPLY_PROP, amount: [40, 2400] }),
  b({ name: 'Home Depot Credit Services', aliases: ['The Home Depot', 'Home Depot Commercial Account'], senderEmails: ['@homedepot.com'], from: ['statements@homedepot.com'], remit: 'PO Box 790340, St. Louis MO 63179-0340', metros: 'all', billing: 'supplier', gl: '6530', altGl: ['6285'], acctFmt: '6035 3220 #### ####', brand: 'HomeDepot', coverage: 1, unitShare: 0.3, unitLines: SUPPLY_UNIT, propLines: SUPPLY_PROP, amount: [20, 1800] }),
  b({ name: "Lowe's Pro Supply", aliases: ["Lowe's Commercial Services", 'Lowes Pro'], senderEmails: ['@lowes.com'], from: ['lcs.billing@lowes.com'], remit: 'PO Box 530954, Atlanta GA 30353-0954', metros: 'all', billing: 'supplier', gl: '6530', altGl: ['6515'], acctFmt: '##########', brand: null, coverage: 1, unitShare: 0.35, unitLines: SUPPLY_UNIT, propLines: SUPPLY_PROP, amount: [25, 2000] }),
  b({ name: 'Sherwin-Williams', aliases: ['Sherwin Williams Paint', 'SW Paint #7031'], senderEmails: ['@sherwin.com'], from: ['swstatements@sherwin.com'], remit: 'PO Box 6027, Cleveland OH 44101-1027', metros: PNW, billing: 'supplier', gl: '6505', altGl: ['6245'], acctFmt: '####-####-#', brand: 'Sherwin', coverage: 1, unitShare: 0.5, unitLines: ['ProMar 200 eggshell 5 gal', 'Ceiling flat 5 gal', 'Roller covers and tape'], propLines: ['SuperPaint exterior satin 5 gal (4)', 'Traffic marking paint'], amount: [60, 1900] }),
  b({ name: 'Sherwin Williams Co', aliases: ['Sherwin-Williams #3921'], senderEmails: ['@sherwin.com'], from: ['swstatements@sherwin.com'], remit: 'PO Box 6027, Cleveland OH 44101-1027', metros: SE, billing: 'supplier', gl: '6505', altGl: ['6245'], acctFmt: '####-####-#', brand: 'Sherwin', coverage: 1, unitShare: 0.5, unitLines: ['ProMar 200 eggshell 5 gal', 'Ceiling flat 5 gal'], propLines: ['Exterior satin 5 gal (4)'], amount: [60, 1900] }),
  b({ name: 'Ferguson Enterprises LLC #3007', aliases: ['Ferguson', 'Ferguson Facilities Supply'], senderEmails: ['@ferguson.com'], from: ['ebilling@ferguson.com'], remit: 'PO Box 802817, Chicago IL 60680-2817', metros: PNW, billing: 'supplier', gl: '6530', altGl: ['6200'], acctFmt: '######', brand: 'Ferguson', coverage: 1, unitShare: 0.5, unitLines: ['Water heater 40 gal gas', 'Toilet, elongated, white', 'Kitchen faucet'], propLines: ['Backflow repair kit', 'PVC fittings assortment'], amount: [30, 2600] }),
  b({ name: 'Ferguson Enterprises', aliases: ['Ferguson Facilities Supply #1310'], senderEmails: ['@ferguson.com'], from: ['ebilling@ferguson.com'], remit: 'PO Box 100286, Atlanta GA 30384-0286', metros: SE, billing: 'supplier', gl: '6530', altGl: ['6200'], acctFmt: '######', brand: 'Ferguson', coverage: 1, unitShare: 0.5, unitLines: ['Water heater 50 gal electric', 'Toilet, round, white'], propLines: ['PVC fittings assortment'], amount: [30, 2600] }),
  b({ name: 'W.W. Grainger Inc', aliases: ['Grainger'], senderEmails: ['@grainger.com'], from: ['invoices@grainger.com'], remit: 'Dept 883145735, Palatine IL 60038-0001', metros: 'all', billing: 'supplier', gl: '6530', altGl: ['6210'], acctFmt: '#########', brand: null, coverage: 1, unitShare: 0.2, unitLines: ['Condenser fan motor 1/4 HP'], propLines: ['V-belts (6)', 'Exit sign LED', 'Pleated filters 16x25x2 (12)'], amount: [40, 1500] }),
  b({ name: 'Otis Elevator Company', aliases: ['Otis', 'Otis Elevator'], senderEmails: ['@otis.com'], from: ['ebill@otis.com'], remit: 'PO Box 730400, Dallas TX 75373-0400', metros: PNW, billing: 'contract', gl: '6260', altGl: [], acctFmt: 'A#####', brand: 'Otis', kinds: ['office', 'senior', 'student', 'hoa'], coverage: 0.35, unitShare: 0, unitLines: [], propLines: ['Elevator maintenance - quarterly', 'After-hours callback'], amount: [450, 4200] }),
  b({ name: 'Otis Elevator Co', aliases: ['Otis'], senderEmails: ['@otis.com'], from: ['ebill@otis.com'], remit: 'PO Box 13716, Newark NJ 07188-0716', metros: SE, billing: 'contract', gl: '6260', altGl: [], acctFmt: 'A#####', brand: 'Otis', kinds: ['office', 'senior', 'student', 'hoa'], coverage: 0.35, unitShare: 0, unitLines: [], propLines: ['Elevator maintenance - quarterly'], amount: [450, 4200] }),
  b({ name: 'TK Elevator Corporation', aliases: ['thyssenkrupp Elevator', 'TKE'], senderEmails: ['@tkelevator.com', '@thyssenkrupp.com'], from: ['invoices@tkelevator.com'], remit: 'PO Box 3796, Carol Stream IL 60132-3796', metros: 'all', billing: 'contract', gl: '6260', altGl: [], acctFmt: '#######', brand: null, kinds: ['office', 'senior', 'student', 'hoa'], coverage: 0.25, unitShare: 0, unitLines: [], propLines: ['Maintenance agreement - monthly', 'Annual no-load test'], amount: [300, 3800] }),
  b({ name: 'Terminix', aliases: ['Terminix International'], senderEmails: ['@terminix.com'], from: ['billing@terminix.com'], remit: 'PO Box 742592, Cincinnati OH 45274-2592', metros: 'all', billing: 'contract', gl: '6240', altGl: [], acctFmt: '#########', brand: 'Terminix', coverage: 0.08, unitShare: 0.3, unitLines: ['Bed bug treatment', 'German roach clean-out'], propLines: ['Monthly pest control service', 'Termite renewal'], amount: [60, 1800] }),
  b({ name: 'Terminix Commercial', aliases: ['Terminix'], senderEmails: ['commercial@terminix.com'], from: ['commercial@terminix.com'], remit: 'PO Box 802155, Chicago IL 60680-2155', metros: SE, billing: 'contract', gl: '6240', altGl: [], acctFmt: '#########', brand: 'Terminix', kinds: ['office', 'strip'], coverage: 0.1, unitShare: 0, unitLines: [], propLines: ['Commercial pest service - monthly'], amount: [60, 900] }),
  b({ name: 'Orkin', aliases: ['Orkin Pest Control', 'Orkin LLC'], senderEmails: ['@orkin.com'], from: ['ebill@orkin.com'], remit: 'PO Box 7161, Pasadena CA 91109-7161', metros: 'all', billing: 'contract', gl: '6240', altGl: [], acctFmt: '########', brand: null, coverage: 0.08, unitShare: 0.3, unitLines: ['Rodent treatment'], propLines: ['Pest service - monthly'], amount: [55, 1500] }),
  b({ name: 'Cintas Corporation No. 2', aliases: ['Cintas', 'Cintas Corp #0463'], senderEmails: ['@cintas.com'], from: ['ebilling@cintas.com'], remit: 'PO Box 29059, Phoenix AZ 85038-9059', metros: PNW, billing: 'contract', gl: '6405', altGl: ['5470'], acctFmt: '##########', brand: 'Cintas', kinds: ['office', 'strip', 'senior'], coverage: 0.15, unitShare: 0, unitLines: [], propLines: ['Mat service', 'First aid cabinet service', 'Restroom supplies'], amount: [40, 700] }),
  b({ name: 'Cintas Corp', aliases: ['Cintas Corporation', 'Cintas Location 0543'], senderEmails: ['@cintas.com'], from: ['ebilling@cintas.com'], remit: 'PO Box 630910, Cincinnati OH 45263-0910', metros: SE, billing: 'contract', gl: '6405', altGl: ['5470'], acctFmt: '##########', brand: 'Cintas', kinds: ['office', 'strip', 'senior'], coverage: 0.15, unitShare: 0, unitLines: [], propLines: ['Mat service', 'Uniform rental'], amount: [40, 700] }),
  b({ name: 'CSC ServiceWorks', aliases: ['CSC', 'Coinmach Corp'], senderEmails: ['@cscsw.com'], from: ['billing@cscsw.com'], remit: 'PO Box 416541, Boston MA 02241-6541', metros: 'all', billing: 'contract', gl: '6435', altGl: [], acctFmt: 'L########', brand: 'CSC', kinds: ['garden', 'student', 'senior', 'hoa'], coverage: 0.2, unitShare: 0, unitLines: [], propLines: ['Laundry equipment lease - monthly', 'Card reader service'], amount: [150, 2200] }),
  b({ name: 'Coinmach', aliases: [], senderEmails: [], from: ['billing@cscsw.com'], remit: 'PO Box 416541, Boston MA 02241-6541', metros: SE, billing: 'contract', gl: '6435', altGl: [], acctFmt: 'C######', brand: 'CSC', kinds: ['garden', 'hoa'], coverage: 0.05, unitShare: 0, unitLines: [], propLines: ['Laundry room lease'], amount: [150, 1200] }),
  b({ name: 'ADT Commercial', aliases: ['ADT', 'ADT Security Services'], senderEmails: ['@adt.com'], from: ['ebill@adt.com'], remit: 'PO Box 382109, Pittsburgh PA 15251-8109', metros: 'all', billing: 'contract', gl: '6355', altGl: ['6360'], acctFmt: '#########', brand: null, kinds: ['office', 'strip', 'senior'], coverage: 0.2, unitShare: 0, unitLines: [], propLines: ['Alarm monitoring - quarterly', 'Fire panel monitoring'], amount: [90, 1100] }),
  b({ name: 'Apartments.com', aliases: ['CoStar Realty Information', 'Apartments.com / CoStar'], senderEmails: ['@apartments.com'], from: ['billing@apartments.com'], remit: 'PO Box 791123, Baltimore MD 21279-1123', metros: 'all', billing: 'contract', gl: '5310', altGl: ['5300'], acctFmt: 'CS#######', brand: 'CoStar', kinds: ['garden', 'student', 'senior'], coverage: 0.4, unitShare: 0, unitLines: [], propLines: ['Diamond listing package - monthly', 'Platinum ad package'], amount: [350, 2800] }),
  b({ name: 'CoStar Realty Information Inc', aliases: [], senderEmails: ['@costar.com'], from: ['ar@costar.com'], remit: 'PO Box 791123, Baltimore MD 21279-1123', metros: ['CLT', 'RDU', 'RIC'], billing: 'contract', gl: '5310', altGl: [], acctFmt: 'CS#######', brand: 'CoStar', kinds: ['office', 'strip'], coverage: 0.2, unitShare: 0, unitLines: [], propLines: ['LoopNet listing - monthly'], amount: [250, 1500] }),
  b({ name: 'Community Association Underwriters', aliases: ['CAU', 'CAU Insurance'], senderEmails: ['@cauinsure.com'], from: ['billing@cauinsure.com'], remit: 'PO Box 3020, Newtown PA 18940-0887', metros: 'all', billing: 'contract', gl: '6600', altGl: ['6615', '6605'], acctFmt: 'CAU######-##', brand: null, kinds: ['hoa'], coverage: 0.4, unitShare: 0, unitLines: [], propLines: ['Master policy premium - installment', 'D&O policy premium'], amount: [800, 24000] }),
];
