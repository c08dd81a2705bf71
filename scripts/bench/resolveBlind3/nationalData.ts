/*
 * National suppliers and service companies a property manager buys from, with how they bill:
 * one company-wide customer account, or one account per property (ship-to / service location).
 */

export interface NationalSpec {
  name: string;
  aliases: readonly string[];
  print: readonly string[];
  kind: string;
  domain: string;
  sender: string;
  /** 'company' = one account for the whole manager; 'property' = one per property served; 'none'. */
  accounts: 'company' | 'property' | 'none';
  acct: string;
  remit: readonly [string, string, string, string];
  /** Relative bill volume. */
  weight: number;
  /** Property kinds it serves (empty = all). */
  serves?: readonly string[];
  /** Remit-to printed with a department/lockbox line. */
  dept?: string;
}

export const NATIONALS: readonly NationalSpec[] = [
  { name: 'HD Supply Facilities Maintenance', aliases: ['HD Supply', 'HD Supply FM', 'HDS Facilities Maintenance'], print: ['HD Supply', 'HD SUPPLY FACILITIES MAINTENANCE LTD', 'HD Supply Facilities Maintenance, Ltd.'], kind: 'supplies', domain: 'hdsupply.com', sender: 'hdsfm.invoices@hdsupply.com', accounts: 'property', acct: '#######', remit: ['509058', 'San Diego', 'CA', '92150-9058'], weight: 60 },
  { name: 'The Home Depot Pro', aliases: ['Home Depot Pro', 'SupplyWorks', 'Home Depot Pro Institutional'], print: ['The Home Depot Pro', 'HOME DEPOT PRO', 'The Home Depot Pro (SupplyWorks)'], kind: 'supplies', domain: 'homedepotpro.com', sender: 'ar@homedepotpro.com', accounts: 'property', acct: '########', remit: ['404468', 'Atlanta', 'GA', '30384-4468'], weight: 35 },
  { name: 'Home Depot Credit Services', aliases: ['The Home Depot', 'Home Depot Commercial Account', 'Citibank - Home Depot'], print: ['The Home Depot', 'HOME DEPOT CREDIT SERVICES', 'The Home Depot Commercial Revolving Charge'], kind: 'supplies', domain: 'homedepot.com', sender: 'homedepotcommercial@email.homedepot.com', accounts: 'company', acct: '6035 3225 #### ####', remit: ['78047', 'Phoenix', 'AZ', '85062-8047'], weight: 30 },
  { name: "Lowe's Pro Supply", aliases: ["Lowe's Pro", 'LPS', "Lowe's Pro Supply Co"], print: ["Lowe's Pro Supply", "LOWE'S PRO SUPPLY CO"], kind: 'supplies', domain: 'lowesprosupply.com', sender: 'invoices@lowesprosupply.com', accounts: 'property', acct: '######', remit: ['404593', 'Atlanta', 'GA', '30384-4593'], weight: 20 },
  { name: "Lowe's Commercial Account", aliases: ["Lowe's", "Lowe's Business Account", 'Synchrony Bank - Lowes'], print: ["Lowe's Business Account", "LOWE'S", 'Synchrony Bank / Lowe\'s Commercial'], kind: 'supplies', domain: 'lowes.com', sender: 'lowescommercial@synchronybank.com', accounts: 'company', acct: '7981 #### #### ####', remit: ['530970', 'Atlanta', 'GA', '30353-0970'], weight: 15 },
  { name: 'Sherwin-Williams', aliases: ['Sherwin Williams', 'The Sherwin-Williams Company', 'Sherwin-Williams Co'], print: ['Sherwin-Williams', 'THE SHERWIN-WILLIAMS CO.', 'Sherwin-Williams Paints'], kind: 'paintSupply', domain: 'sherwin.com', sender: 'swinvoice@sherwin.com', accounts: 'property', acct: '####-####-#', remit: ['277499', 'Atlanta', 'GA', '30384-7499'], weight: 35 },
  { name: 'PPG Paints', aliases: ['PPG Architectural Coatings', 'PPG Industries'], print: ['PPG Paints', 'PPG ARCHITECTURAL COATINGS LLC'], kind: 'paintSupply', domain: 'ppg.com', sender: 'arinvoices@ppg.com', accounts: 'property', acct: '#######', remit: ['536864', 'Atlanta', 'GA', '30353-6864'], weight: 8 },
  { name: 'W.W. Grainger', aliases: ['Grainger', 'W W Grainger Inc'], print: ['Grainger', 'W.W. GRAINGER, INC.'], kind: 'supplies', domain: 'grainger.com', sender: 'invoices@grainger.com', accounts: 'company', acct: '#########', remit: ['419267', 'Kansas City', 'MO', '64141-6267'], weight: 10 },
  { name: 'Ferguson Enterprises', aliases: ['Ferguson', 'Ferguson Facilities Supply', 'Ferguson Waterworks'], print: ['Ferguson Facilities Supply', 'FERGUSON ENTERPRISES LLC', 'Ferguson'], kind: 'plumbingSupply', domain: 'ferguson.com', sender: 'statements@ferguson.com', accounts: 'property', acct: '######', remit: ['100286', 'Atlanta', 'GA', '30384-0286'], weight: 10 },
  { name: 'Fastenal Company', aliases: ['Fastenal'], print: ['Fastenal', 'FASTENAL COMPANY'], kind: 'supplies', domain: 'fastenal.com', sender: 'ar@fastenal.com', accounts: 'company', acct: '######', remit: ['1286', 'Winona', 'MN', '55987-1286'], weight: 3 },
  { name: 'Amazon Business', aliases: ['Amazon.com', 'Amazon Capital Services'], print: ['Amazon Business', 'Amazon.com Services LLC', 'AMAZON CAPITAL SERVICES'], kind: 'officeSupply', domain: 'amazon.com', sender: 'no-reply@amazon.com', accounts: 'company', acct: 'A##########', remit: ['035184', 'Seattle', 'WA', '98124-5184'], weight: 12 },
  { name: 'Staples Business Advantage', aliases: ['Staples', 'Staples Contract & Commercial'], print: ['Staples Business Advantage', 'STAPLES'], kind: 'officeSupply', domain: 'staples.com', sender: 'invoices@staplesadvantage.com', accounts: 'company', acct: '#######', remit: ['660409', 'Dallas', 'TX', '75266-0409'], weight: 5 },
  { name: 'ODP Business Solutions', aliases: ['Office Depot', 'OfficeMax', 'Office Depot Business Solutions'], print: ['ODP Business Solutions', 'OFFICE DEPOT'], kind: 'officeSupply', domain: 'odpbusiness.com', sender: 'billing@odpbusiness.com', accounts: 'company', acct: '########', remit: ['70025', 'Chicago', 'IL', '60673-0025'], weight: 4 },
  { name: 'Uline', aliases: ['ULINE Inc'], print: ['ULINE', 'Uline Shipping Supplies'], kind: 'supplies', domain: 'uline.com', sender: 'invoices@uline.com', accounts: 'company', acct: '#######', remit: ['88741', 'Chicago', 'IL', '60680-1741'], weight: 2 },
  { name: 'Maintenance Supply Headquarters', aliases: ['MSHQ', 'Maintenance Supply HQ'], print: ['Maintenance Supply Headquarters', 'MAINTENANCE SUPPLY HQ'], kind: 'supplies', domain: 'maintenancesupplyheadquarters.com', sender: 'ar@mshq.com', accounts: 'property', acct: '#####', remit: ['842316', 'Dallas', 'TX', '75284-2316'], weight: 12 },
  { name: 'Johnstone Supply', aliases: ['Johnstone'], print: ['Johnstone Supply', 'JOHNSTONE SUPPLY INC'], kind: 'hvacSupply', domain: 'johnstonesupply.com', sender: 'invoices@johnstonesupply.com', accounts: 'company', acct: '######', remit: ['5180', 'Portland', 'OR', '97208-5180'], weight: 5 },
  { name: 'Carrier Enterprise', aliases: ['Carrier Enterprise LLC'], print: ['Carrier Enterprise', 'CARRIER ENTERPRISE, LLC'], kind: 'hvacSupply', domain: 'carrierenterprise.com', sender: 'cebilling@carrierenterprise.com', accounts: 'company', acct: '#######', remit: ['409850', 'Atlanta', 'GA', '30384-9850'], weight: 4 },
  { name: 'Lennox PROs', aliases: ['Lennox Industries', 'Lennox Stores'], print: ['Lennox', 'LENNOX INDUSTRIES INC'], kind: 'hvacSupply', domain: 'lennox.com', sender: 'ar.invoices@lennoxind.com', accounts: 'company', acct: '########', remit: ['910549', 'Dallas', 'TX', '75391-0549'], weight: 3 },
  { name: 'Floor & Decor', aliases: ['Floor and Decor', 'Floor & Decor Outlets of America'], print: ['Floor & Decor', 'FLOOR & DECOR PRO'], kind: 'flooring', domain: 'flooranddecor.com', sender: 'pro@flooranddecor.com', accounts: 'company', acct: '########', remit: ['742640', 'Atlanta', 'GA', '30374-2640'], weight: 3 },
  { name: 'Shaw Industries', aliases: ['Shaw Floors', 'Shaw Contract'], print: ['Shaw Floors', 'SHAW INDUSTRIES, INC.'], kind: 'flooring', domain: 'shawinc.com', sender: 'shaw.ar@shawinc.com', accounts: 'company', acct: '######', remit: ['100232', 'Atlanta', 'GA', '30384-0232'], weight: 4 },
  { name: 'GE Appliances', aliases: ['GE Appliances, a Haier company', 'Haier US Appliance Solutions'], print: ['GE Appliances', 'HAIER US APPLIANCE SOLUTIONS INC'], kind: 'applianceSupply', domain: 'geappliances.com', sender: 'contractbilling@geappliances.com', accounts: 'company', acct: '#######', remit: ['840587', 'Dallas', 'TX', '75284-0587'], weight: 5 },
  { name: 'Whirlpool Corporation', aliases: ['Whirlpool'], print: ['Whirlpool', 'WHIRLPOOL CORPORATION'], kind: 'applianceSupply', domain: 'whirlpool.com', sender: 'ar_invoices@whirlpool.com', accounts: 'company', acct: '#########', remit: ['88129', 'Chicago', 'IL', '60695-1129'], weight: 3 },
  { name: 'Cintas Corporation', aliases: ['Cintas', 'Cintas Corp No. 2'], print: ['Cintas', 'CINTAS CORPORATION', 'Cintas Corp #2'], kind: 'uniforms', domain: 'cintas.com', sender: 'invoices@cintas.com', accounts: 'property', acct: '#########', remit: ['631025', 'Cincinnati', 'OH', '45263-1025'], weight: 6 },
  { name: "Leslie's Pool Supplies", aliases: ["Leslie's", "Leslie's Poolmart"], print: ["Leslie's", "LESLIE'S POOLMART INC"], kind: 'pool', domain: 'lesliespool.com', sender: 'commercial@lesliespool.com', accounts: 'property', acct: '######', remit: ['501162', 'St. Louis', 'MO', '63150-1162'], weight: 4, serves: ['garden', 'student', 'senior', 'hoa', 'midrise'] },
  { name: 'SiteOne Landscape Supply', aliases: ['SiteOne'], print: ['SiteOne Landscape Supply', 'SITEONE LANDSCAPE SUPPLY LLC'], kind: 'landscaping', domain: 'siteone.com', sender: 'ar@siteone.com', accounts: 'company', acct: '#######', remit: ['74000', 'Chicago', 'IL', '60690-0400'], weight: 2 },
  { name: 'Sunbelt Rentals', aliases: ['Sunbelt Rentals Inc'], print: ['Sunbelt Rentals', 'SUNBELT RENTALS, INC.'], kind: 'supplies', domain: 'sunbeltrentals.com', sender: 'invoices@sunbeltrentals.com', accounts: 'company', acct: '########', remit: ['409211', 'Atlanta', 'GA', '30384-9211'], weight: 3 },
  { name: 'Otis Elevator Company', aliases: ['Otis', 'Otis Elevator'], print: ['Otis Elevator Company', 'OTIS ELEVATOR CO'], kind: 'elevator', domain: 'otis.com', sender: 'otis.invoices@otis.com', accounts: 'property', acct: 'A#####', remit: ['730400', 'Dallas', 'TX', '75373-0400'], weight: 10, serves: ['midrise', 'office', 'senior', 'student', 'mixed', 'hoa'] },
  { name: 'Schindler Elevator Corporation', aliases: ['Schindler', 'Schindler Elevator'], print: ['Schindler Elevator Corporation', 'SCHINDLER ELEVATOR CORP'], kind: 'elevator', domain: 'schindler.com', sender: 'us.invoices@schindler.com', accounts: 'property', acct: '#########', remit: ['93050', 'Chicago', 'IL', '60673-3050'], weight: 6, serves: ['midrise', 'office', 'senior', 'student', 'mixed', 'hoa'] },
  { name: 'TK Elevator Corporation', aliases: ['TK Elevator', 'thyssenkrupp Elevator'], print: ['TK Elevator', 'TK ELEVATOR CORPORATION', 'thyssenkrupp Elevator Corp'], kind: 'elevator', domain: 'tkelevator.com', sender: 'invoicing.us@tkelevator.com', accounts: 'property', acct: '#######', remit: ['3796', 'Carol Stream', 'IL', '60132-3796'], weight: 6, serves: ['midrise', 'office', 'senior', 'student', 'mixed', 'hoa'] },
  { name: 'KONE Inc.', aliases: ['KONE'], print: ['KONE Inc.', 'KONE INC'], kind: 'elevator', domain: 'kone.com', sender: 'invoices.us@kone.com', accounts: 'property', acct: '##########', remit: ['3491', 'Carol Stream', 'IL', '60132-3491'], weight: 4, serves: ['midrise', 'office', 'senior', 'student', 'mixed', 'hoa'] },
  { name: 'Orkin', aliases: ['Orkin LLC', 'Orkin Pest Control', 'Orkin Commercial'], print: ['Orkin', 'ORKIN LLC', 'Orkin Commercial Services'], kind: 'pest', domain: 'orkin.com', sender: 'noreply@orkin.com', accounts: 'property', acct: '########', remit: ['740589', 'Cincinnati', 'OH', '45274-0589'], weight: 16 },
  { name: 'Terminix', aliases: ['Terminix International', 'Terminix Commercial'], print: ['Terminix', 'THE TERMINIX INTERNATIONAL COMPANY LP'], kind: 'pest', domain: 'terminix.com', sender: 'billing@terminix.com', accounts: 'property', acct: '#########', remit: ['742592', 'Cincinnati', 'OH', '45274-2592'], weight: 10 },
  { name: 'Rentokil North America', aliases: ['Rentokil', 'Western Pest Services', 'Presto-X'], print: ['Rentokil', 'RENTOKIL NORTH AMERICA INC'], kind: 'pest', domain: 'rentokil.com', sender: 'invoices@rentokil.com', accounts: 'property', acct: '#######', remit: ['14095', 'Reading', 'PA', '19612-4095'], weight: 5 },
  { name: 'ADT Commercial', aliases: ['ADT', 'ADT Commercial LLC'], print: ['ADT Commercial', 'ADT COMMERCIAL LLC'], kind: 'security', domain: 'adt.com', sender: 'commercialbilling@adt.com', accounts: 'property', acct: '#########', remit: ['382109', 'Pittsburgh', 'PA', '15250-8109'], weight: 5 },
  { name: 'Allied Universal Security Services', aliases: ['Allied Universal', 'Allied Universal Security'], print: ['Allied Universal', 'ALLIED UNIVERSAL SECURITY SERVICES'], kind: 'security', domain: 'aus.com', sender: 'billing@aus.com', accounts: 'property', acct: '######', remit: ['828854', 'Philadelphia', 'PA', '19182-8854'], weight: 5, serves: ['garden', 'midrise', 'student', 'office', 'retail', 'mixed'] },
  { name: 'Pye-Barker Fire & Safety', aliases: ['Pye Barker', 'Pye-Barker Fire and Safety LLC'], print: ['Pye-Barker Fire & Safety', 'PYE-BARKER FIRE & SAFETY, LLC'], kind: 'fire', domain: 'pyebarkerfs.com', sender: 'ar@pyebarkerfs.com', accounts: 'property', acct: '######', remit: ['735358', 'Dallas', 'TX', '75373-5358'], weight: 8 },
  { name: 'Cintas Fire Protection', aliases: ['Cintas Fire'], print: ['Cintas Fire Protection', 'CINTAS FIRE 636525'], kind: 'fire', domain: 'cintasfire.com', sender: 'fireinvoices@cintas.com', accounts: 'property', acct: '#########', remit: ['636525', 'Cincinnati', 'OH', '45263-6525'], weight: 5 },
  { name: 'BrightView Landscape Services', aliases: ['BrightView', 'BrightView Landscapes LLC', 'ValleyCrest'], print: ['BrightView Landscape Services', 'BRIGHTVIEW LANDSCAPES, LLC'], kind: 'landscaping', domain: 'brightview.com', sender: 'ar@brightview.com', accounts: 'property', acct: '#######', remit: ['740655', 'Atlanta', 'GA', '30374-0655'], weight: 10, serves: ['garden', 'hoa', 'office', 'retail', 'senior', 'student'] },
  { name: 'Yellowstone Landscape', aliases: ['Yellowstone Landscape Group'], print: ['Yellowstone Landscape', 'YELLOWSTONE LANDSCAPE GROUP INC'], kind: 'landscaping', domain: 'yellowstonelandscape.com', sender: 'billing@yellowstonelandscape.com', accounts: 'property', acct: '######', remit: ['101527', 'Atlanta', 'GA', '30392-1527'], weight: 5, serves: ['garden', 'hoa', 'office', 'retail'] },
  { name: 'TruGreen', aliases: ['TruGreen Limited Partnership', 'TruGreen Commercial'], print: ['TruGreen', 'TRUGREEN LP'], kind: 'landscaping', domain: 'trugreen.com', sender: 'noreply@trugreen.com', accounts: 'property', acct: '########', remit: ['78031', 'Phoenix', 'AZ', '85062-8031'], weight: 4 },
  { name: 'Roto-Rooter Services Company', aliases: ['Roto-Rooter', 'Roto Rooter Plumbing & Water Cleanup'], print: ['Roto-Rooter', 'ROTO-ROOTER SERVICES CO'], kind: 'plumbing', domain: 'rotorooter.com', sender: 'invoices@rrsc.com', accounts: 'none', acct: '', remit: ['640390', 'Cincinnati', 'OH', '45264-0390'], weight: 8 },
  { name: 'BELFOR Property Restoration', aliases: ['BELFOR USA Group', 'Belfor'], print: ['BELFOR Property Restoration', 'BELFOR USA GROUP INC'], kind: 'restoration', domain: 'belfor.com', sender: 'ar.us@belfor.com', accounts: 'none', acct: '', remit: ['936767', 'Atlanta', 'GA', '31193-6767'], weight: 3 },
  { name: 'AppFolio, Inc.', aliases: ['AppFolio'], print: ['AppFolio', 'AppFolio, Inc.'], kind: 'software', domain: 'appfolio.com', sender: 'billing@appfolio.com', accounts: 'company', acct: 'AF-######', remit: ['740960', 'Los Angeles', 'CA', '90074-0960'], weight: 4 },
  { name: 'RealPage, Inc.', aliases: ['RealPage', 'RealPage Inc'], print: ['RealPage', 'REALPAGE, INC.'], kind: 'software', domain: 'realpage.com', sender: 'ar@realpage.com', accounts: 'property', acct: '#######', remit: ['842993', 'Dallas', 'TX', '75284-2993'], weight: 5 },
  { name: 'CoStar Group', aliases: ['Apartments.com', 'CoStar Realty Information', 'Apartments LLC'], print: ['Apartments.com', 'CoStar Realty Information, Inc.', 'APARTMENTS LLC'], kind: 'advertising', domain: 'costar.com', sender: 'billing@apartments.com', accounts: 'property', acct: '#######', remit: ['791123', 'Baltimore', 'MD', '21279-1123'], weight: 10, serves: ['garden', 'midrise', 'student', 'senior', 'mixed'] },
  { name: 'Zillow Rentals', aliases: ['Zillow', 'Zillow Group', 'Zillow Rental Network'], print: ['Zillow Rentals', 'ZILLOW, INC.'], kind: 'advertising', domain: 'zillow.com', sender: 'rentals-billing@zillow.com', accounts: 'company', acct: 'ZR#######', remit: ['735004', 'Dallas', 'TX', '75373-5004'], weight: 4 },
  { name: 'Apartment List', aliases: ['ApartmentList.com', 'Apartment List Inc'], print: ['Apartment List', 'APARTMENT LIST, INC.'], kind: 'advertising', domain: 'apartmentlist.com', sender: 'billing@apartmentlist.com', accounts: 'property', acct: 'AL-#####', remit: ['398023', 'San Francisco', 'CA', '94139-8023'], weight: 4, serves: ['garden', 'midrise', 'student'] },
  { name: 'TransUnion Rental Screening Solutions', aliases: ['TransUnion SmartMove', 'TransUnion'], print: ['TransUnion Rental Screening', 'TRANSUNION RENTAL SCREENING SOLUTIONS INC'], kind: 'screening', domain: 'transunion.com', sender: 'trss-billing@transunion.com', accounts: 'company', acct: '#######', remit: ['99506', 'Chicago', 'IL', '60693-9506'], weight: 3 },
  { name: 'SmartRent', aliases: ['SmartRent Technologies', 'SmartRent.com'], print: ['SmartRent', 'SMARTRENT TECHNOLOGIES INC'], kind: 'software', domain: 'smartrent.com', sender: 'billing@smartrent.com', accounts: 'property', acct: 'SR-######', remit: ['74007', 'Phoenix', 'AZ', '85062-4007'], weight: 3, serves: ['garden', 'midrise', 'student'] },
  { name: 'ButterflyMX', aliases: ['Butterfly MX Inc'], print: ['ButterflyMX', 'BUTTERFLYMX INC'], kind: 'software', domain: 'butterflymx.com', sender: 'billing@butterflymx.com', accounts: 'property', acct: 'BMX#####', remit: ['412076', 'Boston', 'MA', '02241-2076'], weight: 2, serves: ['midrise', 'student', 'garden', 'mixed'] },
  { name: 'Rently', aliases: ['Rently Inc'], print: ['Rently', 'RENTLY, INC.'], kind: 'software', domain: 'rently.com', sender: 'billing@rently.com', accounts: 'company', acct: 'RNT-#####', remit: ['749432', 'Los Angeles', 'CA', '90074-9432'], weight: 2 },
  { name: 'USI Insurance Services', aliases: ['USI', 'USI Southwest'], print: ['USI Insurance Services', 'USI INSURANCE SERVICES LLC'], kind: 'insurance', domain: 'usi.com', sender: 'billing@usi.com', accounts: 'property', acct: 'USI-#######', remit: ['62949', 'Baltimore', 'MD', '21264-2949'], weight: 3 },
  { name: 'Marsh McLennan Agency', aliases: ['MMA', 'Marsh & McLennan Agency LLC'], print: ['Marsh McLennan Agency', 'MARSH & MCLENNAN AGENCY LLC'], kind: 'insurance', domain: 'marshmma.com', sender: 'mma.billing@marshmma.com', accounts: 'property', acct: '########', remit: ['85638', 'San Diego', 'CA', '92186-5638'], weight: 2 },
  { name: 'Travelers', aliases: ['Travelers Insurance', 'The Travelers Indemnity Company', 'Travelers CL Remittance Center'], print: ['Travelers', 'TRAVELERS CL REMITTANCE CENTER'], kind: 'insurance', domain: 'travelers.com', sender: 'travelersbilling@travelers.com', accounts: 'property', acct: '###########', remit: ['660317', 'Dallas', 'TX', '75266-0317'], weight: 2 },
];

/** Franchise brands: each local franchisee is its own vendor ("SERVPRO of North Dallas"). */
export const FRANCHISES: readonly { brand: string; kind: string; domain: string; suffix: readonly string[] }[] = [
  { brand: 'SERVPRO', kind: 'restoration', domain: 'servpro', suffix: ['of {area}'] },
  { brand: 'Mr. Rooter Plumbing', kind: 'plumbing', domain: 'mrrooter', suffix: ['of {area}'] },
  { brand: 'One Hour Heating & Air Conditioning', kind: 'hvac', domain: 'onehourheatandair', suffix: ['of {area}'] },
  { brand: 'Mister Sparky', kind: 'electrical', domain: 'mistersparky', suffix: ['of {area}'] },
  { brand: 'Chem-Dry', kind: 'flooring', domain: 'chemdry', suffix: ['of {area}', 'by {last}'] },
  { brand: 'Molly Maid', kind: 'cleaning', domain: 'mollymaid', suffix: ['of {area}'] },
  { brand: 'Mr. Handyman', kind: 'handyman', domain: 'mrhandyman', suffix: ['of {area}', 'serving {area}'] },
  { brand: 'Pop-A-Lock', kind: 'locksmith', domain: 'popalock', suffix: ['{area}', 'of {area}'] },
  { brand: 'Junk King', kind: 'junk', domain: 'junk-king', suffix: ['{area}'] },
  { brand: 'Mosquito Joe', kind: 'pest', domain: 'mosquitojoe', suffix: ['of {area}'] },
  { brand: 'Precision Garage Door', kind: 'garageDoor', domain: 'precisiondoor', suffix: ['of {area}'] },
  { brand: 'Budget Blinds', kind: 'handyman', domain: 'budgetblinds', suffix: ['of {area}'] },
  { brand: 'Sir Grout', kind: 'resurfacing', domain: 'sirgrout', suffix: ['{area}'] },
  { brand: 'Window Genie', kind: 'cleaning', domain: 'windowgenie', suffix: ['of {area}'] },
  { brand: 'Two Men and a Truck', kind: 'junk', domain: 'twomenandatruck', suffix: ['{area}'] },
];

/** HOA management companies (external associations our single-family homes belong to). */
export const HOA_MANAGERS: readonly { name: string; domain: string; remit: readonly [string, string, string, string] }[] = [
  { name: 'Associa', domain: 'associaonline.com', remit: ['98071', 'Phoenix', 'AZ', '85038-0071'] },
  { name: 'FirstService Residential', domain: 'fsresidential.com', remit: ['30348', 'Tampa', 'FL', '33630-3348'] },
  { name: 'CCMC', domain: 'ccmcnet.com', remit: ['650271', 'Dallas', 'TX', '75265-0271'] },
  { name: 'RealManage', domain: 'realmanage.com', remit: ['803555', 'Dallas', 'TX', '75380-3555'] },
  { name: 'Goodwin & Company', domain: 'goodwintx.com', remit: ['203310', 'Austin', 'TX', '78720-3310'] },
  { name: 'Spectrum Association Management', domain: 'spectrumam.com', remit: ['52948', 'Phoenix', 'AZ', '85072-2948'] },
  { name: 'Sentry Management', domain: 'sentrymgt.com', remit: ['105007', 'Atlanta', 'GA', '30348-5007'] },
  { name: 'Cedar Management Group', domain: 'cedarmanagementgroup.com', remit: ['14347', 'Charlotte', 'NC', '28224-4347'] },
  { name: 'Towne Properties', domain: 'towneprop.com', remit: ['1520', 'Columbus', 'OH', '43216-1520'] },
  { name: 'Cornerstone Management', domain: 'cornerstonekc.com', remit: ['412221', 'Kansas City', 'MO', '64141-2221'] },
];
