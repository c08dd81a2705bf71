/**
 * Regional utilities and tax collectors. "cities" lists the cities served ("*" = the whole metro);
 * "pattern" draws account numbers ("#" a digit, anything else printed as is).
 */
export interface UtilitySpec {
  name: string;
  aliases: readonly string[];
  service: string;
  metros: readonly string[];
  cities: readonly string[] | '*';
  pattern: string;
  domain: string;
  remit: string;
  platform?: string;
}

export const UTILITIES: readonly UtilitySpec[] = [
  { name: 'Florida Power & Light Company', aliases: ['FPL', 'Florida Power and Light'], service: 'electric', metros: ['MIA'], cities: '*', pattern: '#####-#####', domain: 'fpl.com', remit: 'General Mail Facility, Miami, FL 33188-0001' },
  { name: 'Miami-Dade Water and Sewer Department', aliases: ['WASD', 'Miami-Dade WASD', 'MDWASD'], service: 'water', metros: ['MIA'], cities: '*', pattern: '##########', domain: 'miamidade.gov', remit: 'PO Box 026055, Miami, FL 33102-6055', platform: 'Paymentus' },
  { name: 'Miami-Dade County Department of Solid Waste Management', aliases: ['DSWM', 'Miami-Dade Solid Waste'], service: 'trash', metros: ['MIA'], cities: '*', pattern: 'SW-########', domain: 'dswm.miamidade.gov', remit: 'PO Box 025518, Miami, FL 33102-5518' },
  { name: 'Florida City Gas', aliases: ['FCG', 'Florida City Gas Co'], service: 'gas', metros: ['MIA'], cities: '*', pattern: '#########', domain: 'floridacitygas.com', remit: 'PO Box 5410, Carol Stream, IL 60197-5410' },
  { name: 'Tampa Electric Company', aliases: ['TECO', 'Tampa Electric', 'TECO Energy'], service: 'electric', metros: ['TPA'], cities: ['Tampa', 'Brandon'], pattern: '2110 #### ####', domain: 'tecoenergy.com', remit: 'PO Box 31318, Tampa, FL 33631-3318' },
  { name: 'TECO Peoples Gas', aliases: ['Peoples Gas', 'TECO PGS'], service: 'gas', metros: ['TPA', 'ORL', 'JAX', 'MIA'], cities: '*', pattern: '2210 #### ####', domain: 'peoplesgas.com', remit: 'PO Box 31017, Tampa, FL 33631-3017' },
  { name: 'Duke Energy Florida', aliases: ['Duke Energy', 'Duke Energy FL', 'Progress Energy Florida'], service: 'electric', metros: ['TPA', 'ORL'], cities: ['St. Petersburg', 'Clearwater', 'Clermont', 'Sanford', 'Winter Park', 'Davenport'], pattern: '#### #### ####', domain: 'duke-energy.com', remit: 'PO Box 1094, Charlotte, NC 28201-1094', platform: 'Paymentus' },
  { name: 'City of Tampa Water Department', aliases: ['Tampa Water', 'City of Tampa Utilities'], service: 'water', metros: ['TPA'], cities: ['Tampa'], pattern: '#######-######', domain: 'tampagov.net', remit: 'PO Box 30191, Tampa, FL 33630-3191' },
  { name: 'Hillsborough County Public Utilities', aliases: ['Hillsborough County Water', 'HCPUD'], service: 'water', metros: ['TPA'], cities: ['Brandon'], pattern: '##########', domain: 'hcfl.gov', remit: 'PO Box 342456, Tampa, FL 33694-2456' },
  { name: 'Pinellas County Utilities', aliases: ['PCU', 'Pinellas Utilities'], service: 'water', metros: ['TPA'], cities: ['Clearwater', 'St. Petersburg'], pattern: '#######-##', domain: 'pinellas.gov', remit: 'PO Box 1780, Clearwater, FL 33757-1780' },
  { name: 'Lakeland Electric', aliases: ['City of Lakeland Utilities'], service: 'electric', metros: ['TPA'], cities: ['Lakeland'], pattern: '#######', domain: 'lakelandelectric.com', remit: 'PO Box 32006, Lakeland, FL 33802-2006' },
  { name: 'Orlando Utilities Commission', aliases: ['OUC', 'OUC - The Reliable One'], service: 'electric', metros: ['ORL'], cities: ['Orlando', 'Winter Park'], pattern: '##########', domain: 'ouc.com', remit: 'PO Box 31329, Tampa, FL 33631-3329' },
  { name: 'Orange County Utilities', aliases: ['OCU', 'Orange County Water'], service: 'water', metros: ['ORL'], cities: ['Orlando', 'Winter Park'], pattern: '#######-#######', domain: 'ocfl.net', remit: 'PO Box 312, Orlando, FL 32802-0312' },
  { name: 'Toho Water Authority', aliases: ['Toho Water', 'TWA'], service: 'water', metros: ['ORL'], cities: ['Kissimmee', 'Davenport'], pattern: '######-######', domain: 'tohowater.com', remit: 'PO Box 30527, Tampa, FL 33630-3527' },
  { name: 'Kissimmee Utility Authority', aliases: ['KUA'], service: 'electric', metros: ['ORL'], cities: ['Kissimmee'], pattern: '#########', domain: 'kua.com', remit: 'PO Box 850001, Orlando, FL 32885-0096' },
  { name: 'City of Clermont Utilities', aliases: ['Clermont Water'], service: 'water', metros: ['ORL'], cities: ['Clermont', 'Sanford'], pattern: '####-#####', domain: 'clermontfl.gov', remit: '685 W Montrose St, Clermont, FL 34711' },
  { name: 'JEA', aliases: ['JEA Utilities', 'Jacksonville Electric Authority'], service: 'electric', metros: ['JAX'], cities: '*', pattern: '##########', domain: 'jea.com', remit: 'PO Box 45047, Jacksonville, FL 32232-5047', platform: 'Paymentus' },
  { name: 'City of Jacksonville Solid Waste Division', aliases: ['COJ Solid Waste'], service: 'trash', metros: ['JAX'], cities: '*', pattern: 'SWD-######', domain: 'coj.net', remit: '214 N Hogan St, Jacksonville, FL 32202' },
  { name: 'Clay County Utility Authority', aliases: ['CCUA'], service: 'water', metros: ['JAX'], cities: ['Orange Park', 'St. Augustine'], pattern: '######-###', domain: 'clayutility.org', remit: 'PO Box 1196, Orange Park, FL 32067-1196' },
  { name: 'Georgia Power', aliases: ['Georgia Power Company', 'GA Power'], service: 'electric', metros: ['ATL'], cities: '*', pattern: '#####-#####', domain: 'georgiapower.com', remit: '96 Annex, Atlanta, GA 30396-0001' },
  { name: 'City of Atlanta Department of Watershed Management', aliases: ['Atlanta Watershed', 'Atlanta DWM', 'City of Atlanta Water'], service: 'water', metros: ['ATL'], cities: ['Atlanta'], pattern: '##########', domain: 'atlantawatershed.org', remit: 'PO Box 105275, Atlanta, GA 30348-5275' },
  { name: 'DeKalb County Department of Watershed Management', aliases: ['DeKalb Watershed', 'DeKalb County Water'], service: 'water', metros: ['ATL'], cities: ['Decatur', 'Norcross', 'Peachtree Corners', 'Sandy Springs'], pattern: '##########-#', domain: 'dekalbcountyga.gov', remit: 'PO Box 71224, Charlotte, NC 28272-1224' },
  { name: 'Cobb County Water System', aliases: ['Cobb Water', 'CCWS'], service: 'water', metros: ['ATL'], cities: ['Marietta'], pattern: '#######-######', domain: 'cobbcounty.org', remit: '660 S Cobb Dr, Marietta, GA 30060' },
  { name: 'Atlanta Gas Light', aliases: ['AGL', 'Southern Company Gas'], service: 'gas', metros: ['ATL'], cities: '*', pattern: '###-###-####-###', domain: 'atlantagaslight.com', remit: 'PO Box 4569, Atlanta, GA 30302-4569' },
  { name: 'Duke Energy Carolinas', aliases: ['Duke Energy', 'Duke Energy NC'], service: 'electric', metros: ['CLT'], cities: '*', pattern: '#### #### ####', domain: 'duke-energy.com', remit: 'PO Box 1090, Charlotte, NC 28201-1090', platform: 'Paymentus' },
  { name: 'Charlotte Water', aliases: ['City of Charlotte Water', 'CLT Water'], service: 'water', metros: ['CLT'], cities: ['Charlotte', 'Matthews'], pattern: '#######-######', domain: 'charlottenc.gov', remit: 'PO Box 1316, Charlotte, NC 28201-1316' },
  { name: 'Piedmont Natural Gas', aliases: ['Piedmont Gas', 'PNG'], service: 'gas', metros: ['CLT', 'RDU', 'BNA'], cities: '*', pattern: '####-####-###', domain: 'piedmontng.com', remit: 'PO Box 1246, Charlotte, NC 28201-1246' },
  { name: 'City of Concord Utilities', aliases: ['Concord Water'], service: 'water', metros: ['CLT'], cities: ['Concord'], pattern: '######-##', domain: 'concordnc.gov', remit: 'PO Box 308, Concord, NC 28026-0308' },
  { name: 'Duke Energy Progress', aliases: ['Duke Energy', 'Progress Energy'], service: 'electric', metros: ['RDU'], cities: '*', pattern: '#### #### ####', domain: 'duke-energy.com', remit: 'PO Box 1003, Charlotte, NC 28201-1003', platform: 'Paymentus' },
  { name: 'City of Raleigh Public Utilities', aliases: ['Raleigh Water', 'City of Raleigh Utilities'], service: 'water', metros: ['RDU'], cities: ['Raleigh', 'Cary'], pattern: '#########', domain: 'raleighnc.gov', remit: 'PO Box 71081, Charlotte, NC 28272-1081' },
  { name: 'City of Durham Water Management', aliases: ['Durham Water'], service: 'water', metros: ['RDU'], cities: ['Durham'], pattern: '#######-####', domain: 'durhamnc.gov', remit: '101 City Hall Plaza, Durham, NC 27701' },
  { name: 'Orange Water and Sewer Authority', aliases: ['OWASA'], service: 'water', metros: ['RDU'], cities: ['Chapel Hill'], pattern: '######-###', domain: 'owasa.org', remit: '400 Jones Ferry Rd, Carrboro, NC 27510' },
  { name: 'Dominion Energy South Carolina', aliases: ['Dominion Energy', 'Dominion Energy SC', 'SCE&G'], service: 'electric', metros: ['CHS'], cities: ['Charleston', 'North Charleston', 'Mount Pleasant'], pattern: '##-####-####-##', domain: 'dominionenergy.com', remit: 'PO Box 100255, Columbia, SC 29202-3255' },
  { name: 'Santee Cooper', aliases: ['South Carolina Public Service Authority'], service: 'electric', metros: ['CHS'], cities: ['Summerville'], pattern: '#########', domain: 'santeecooper.com', remit: 'PO Box 188, Moncks Corner, SC 29461-0188' },
  { name: 'Charleston Water System', aliases: ['CWS', 'Charleston Water'], service: 'water', metros: ['CHS'], cities: ['Charleston', 'North Charleston'], pattern: '######-######', domain: 'charlestonwater.com', remit: 'PO Box 568, Charleston, SC 29402-0568' },
  { name: 'Mount Pleasant Waterworks', aliases: ['MPW'], service: 'water', metros: ['CHS'], cities: ['Mount Pleasant', 'Summerville'], pattern: '#####-####', domain: 'mpwonline.com', remit: 'PO Box 330, Mount Pleasant, SC 29465-0330' },
  { name: 'Nashville Electric Service', aliases: ['NES'], service: 'electric', metros: ['BNA'], cities: ['Nashville'], pattern: '#######-###', domain: 'nespower.com', remit: 'PO Box 305099, Nashville, TN 37230-5099' },
  { name: 'Metro Water Services', aliases: ['Metro Nashville Water', 'MWS'], service: 'water', metros: ['BNA'], cities: '*', pattern: '######-######', domain: 'nashville.gov', remit: 'PO Box 305225, Nashville, TN 37230-5225' },
  { name: 'Middle Tennessee Electric', aliases: ['MTE', 'MTEMC'], service: 'electric', metros: ['BNA'], cities: ['Franklin', 'Murfreesboro'], pattern: '########', domain: 'mte.com', remit: 'PO Box 681869, Franklin, TN 37068-1869' },
  { name: 'Memphis Light, Gas and Water Division', aliases: ['MLGW', 'Memphis Light Gas & Water'], service: 'combined', metros: ['MEM'], cities: '*', pattern: '#######-###-####', domain: 'mlgw.org', remit: 'PO Box 388, Memphis, TN 38145-0388' },
  { name: 'Alabama Power', aliases: ['Alabama Power Company', 'APCO'], service: 'electric', metros: ['BHM', 'HSV'], cities: ['Birmingham', 'Hoover', 'Bessemer', 'Madison'], pattern: '#####-#####', domain: 'alabamapower.com', remit: 'PO Box 242, Birmingham, AL 35292-0242' },
  { name: 'Birmingham Water Works', aliases: ['BWWB', 'Birmingham Water Works Board'], service: 'water', metros: ['BHM'], cities: '*', pattern: '##########', domain: 'bwwb.org', remit: 'PO Box 830269, Birmingham, AL 35283-0269' },
  { name: 'Spire Alabama', aliases: ['Spire', 'Alagasco'], service: 'gas', metros: ['BHM', 'HSV'], cities: '*', pattern: '############', domain: 'spireenergy.com', remit: 'PO Box 2224, Birmingham, AL 35246-0022' },
  { name: 'Huntsville Utilities', aliases: ['HU', 'Huntsville Utilities Electric'], service: 'combined', metros: ['HSV'], cities: ['Huntsville'], pattern: '#######-##', domain: 'hsvutil.org', remit: 'PO Box 2048, Huntsville, AL 35804-2048' },
  { name: 'Madison Utilities', aliases: ['Madison Water'], service: 'water', metros: ['HSV'], cities: ['Madison'], pattern: '######-##', domain: 'madisonutilities.org', remit: 'PO Box 99, Madison, AL 35758-0099' },
  { name: 'Comcast Business', aliases: ['Xfinity Business', 'Comcast'], service: 'telecom', metros: ['*'], cities: '*', pattern: '8535 ## ### #######', domain: 'comcast.com', remit: 'PO Box 71211, Charlotte, NC 28272-1211' },
  { name: 'AT&T', aliases: ['ATT', 'AT&T Business'], service: 'telecom', metros: ['*'], cities: '*', pattern: '###-###-#### ###', domain: 'att.com', remit: 'PO Box 105262, Atlanta, GA 30348-5262' },
  { name: 'Spectrum Business', aliases: ['Charter Communications', 'Spectrum'], service: 'telecom', metros: ['*'], cities: '*', pattern: '8245 ## ### #######', domain: 'charter.com', remit: 'PO Box 7186, Pasadena, CA 91109-7186' },
];

export interface TaxSpec {
  name: string;
  aliases: readonly string[];
  cities: readonly string[];
  pattern: string;
  remit: string;
  domain: string;
  kind: 'tax' | 'solid waste';
}

export const TAX_COLLECTORS: readonly TaxSpec[] = [
  { name: 'Miami-Dade County Tax Collector', aliases: ['Miami-Dade Tax Collector'], cities: ['Miami', 'Miami Beach', 'Coral Gables', 'Hialeah', 'Homestead', 'Doral'], pattern: '##-####-###-####', remit: '200 NW 2nd Ave, Miami, FL 33128', domain: 'miamidade.gov', kind: 'tax' },
  { name: 'Hillsborough County Tax Collector', aliases: ['Hillsborough Tax Collector'], cities: ['Tampa', 'Brandon'], pattern: '######-####', remit: 'PO Box 30012, Tampa, FL 33630-3012', domain: 'hillstax.org', kind: 'tax' },
  { name: 'Pinellas County Tax Collector', aliases: ['Pinellas Tax Collector'], cities: ['St. Petersburg', 'Clearwater'], pattern: '##-##-##-#####-###-####', remit: 'PO Box 1729, Clearwater, FL 33757-1729', domain: 'taxcollect.com', kind: 'tax' },
  { name: 'Polk County Tax Collector', aliases: ['Polk Tax Collector'], cities: ['Lakeland', 'Davenport'], pattern: '##-##-##-######-######', remit: 'PO Box 1189, Bartow, FL 33831-1189', domain: 'polktaxes.com', kind: 'tax' },
  { name: 'Orange County Tax Collector', aliases: ['Orange County FL Tax Collector'], cities: ['Orlando', 'Winter Park'], pattern: '##-##-##-####-##-###', remit: 'PO Box 545100, Orlando, FL 32854-5100', domain: 'octaxcol.com', kind: 'tax' },
  { name: 'Osceola County Tax Collector', aliases: ['Osceola Tax Collector'], cities: ['Kissimmee'], pattern: '##-##-##-####-####-####', remit: 'PO Box 422105, Kissimmee, FL 34742-2105', domain: 'osceolataxcollector.org', kind: 'tax' },
  { name: 'Lake County Tax Collector', aliases: ['Lake County FL Tax Collector'], cities: ['Clermont'], pattern: '##-##-##-####-###-#####', remit: 'PO Box 327, Tavares, FL 32778-0327', domain: 'laketax.com', kind: 'tax' },
  { name: 'Seminole County Tax Collector', aliases: ['Seminole Tax Collector'], cities: ['Sanford'], pattern: '##-##-##-###-####-####', remit: 'PO Box 630, Sanford, FL 32772-0630', domain: 'seminoletax.org', kind: 'tax' },
  { name: 'Duval County Tax Collector', aliases: ['City of Jacksonville Tax Collector'], cities: ['Jacksonville', 'Jacksonville Beach'], pattern: '######-####', remit: '231 E Forsyth St, Jacksonville, FL 32202', domain: 'coj.net', kind: 'tax' },
  { name: 'Clay County Tax Collector', aliases: ['Clay Tax Collector'], cities: ['Orange Park'], pattern: '##-##-##-######-###-##', remit: 'PO Box 218, Green Cove Springs, FL 32043-0218', domain: 'claycountytax.com', kind: 'tax' },
  { name: 'St. Johns County Tax Collector', aliases: ['St Johns Tax Collector'], cities: ['St. Augustine'], pattern: '#######-####', remit: 'PO Box 9001, St. Augustine, FL 32085-9001', domain: 'sjctax.us', kind: 'tax' },
  { name: 'Fulton County Tax Commissioner', aliases: ['Fulton Tax Commissioner'], cities: ['Atlanta', 'Sandy Springs'], pattern: '## #### LL####', remit: 'PO Box 105052, Atlanta, GA 30348-5052', domain: 'fultoncountyga.gov', kind: 'tax' },
  { name: 'DeKalb County Tax Commissioner', aliases: ['DeKalb Tax Commissioner'], cities: ['Decatur'], pattern: '## ### ## ###', remit: 'PO Box 100004, Decatur, GA 30031-7004', domain: 'dekalbtax.org', kind: 'tax' },
  { name: 'Cobb County Tax Commissioner', aliases: ['Cobb Tax Commissioner'], cities: ['Marietta'], pattern: '##########', remit: 'PO Box 100127, Marietta, GA 30061-7027', domain: 'cobbtax.org', kind: 'tax' },
  { name: 'Gwinnett County Tax Commissioner', aliases: ['Gwinnett Tax Commissioner'], cities: ['Norcross', 'Peachtree Corners'], pattern: 'R####-###', remit: 'PO Box 372, Lawrenceville, GA 30046-0372', domain: 'gwinnetttaxcommissioner.com', kind: 'tax' },
  { name: 'Mecklenburg County Tax Collector', aliases: ['Mecklenburg Tax Collector'], cities: ['Charlotte', 'Matthews'], pattern: '###-###-##', remit: 'PO Box 71063, Charlotte, NC 28272-1063', domain: 'mecknc.gov', kind: 'tax' },
  { name: 'Cabarrus County Tax Collector', aliases: ['Cabarrus Tax Collector'], cities: ['Concord'], pattern: '####-##-####', remit: 'PO Box 580347, Charlotte, NC 28258-0347', domain: 'cabarruscounty.us', kind: 'tax' },
  { name: 'Wake County Tax Administration', aliases: ['Wake County Revenue'], cities: ['Raleigh', 'Cary'], pattern: '##########', remit: 'PO Box 580084, Charlotte, NC 28258-0084', domain: 'wake.gov', kind: 'tax' },
  { name: 'Durham County Tax Collector', aliases: ['Durham Tax Collector'], cities: ['Durham'], pattern: '######', remit: 'PO Box 3397, Durham, NC 27702-3397', domain: 'dconc.gov', kind: 'tax' },
  { name: 'Orange County Tax Office', aliases: ['Orange County NC Tax'], cities: ['Chapel Hill'], pattern: '##########', remit: 'PO Box 8181, Hillsborough, NC 27278-8181', domain: 'orangecountync.gov', kind: 'tax' },
  { name: 'Charleston County Treasurer', aliases: ['Charleston County Tax'], cities: ['Charleston', 'North Charleston', 'Mount Pleasant'], pattern: '###-##-##-###', remit: 'PO Box 603517, Charlotte, NC 28260-3517', domain: 'charlestoncounty.org', kind: 'tax' },
  { name: 'Dorchester County Treasurer', aliases: ['Dorchester Tax'], cities: ['Summerville'], pattern: '###-##-##-###', remit: 'PO Box 338, Saint George, SC 29477-0338', domain: 'dorchestercountysc.gov', kind: 'tax' },
  { name: 'Davidson County Trustee', aliases: ['Metropolitan Trustee', 'Metro Trustee Nashville'], cities: ['Nashville'], pattern: '### ## # ###.##', remit: 'PO Box 196358, Nashville, TN 37219-6358', domain: 'trustee.nashville.gov', kind: 'tax' },
  { name: 'Williamson County Trustee', aliases: ['Williamson Trustee'], cities: ['Franklin'], pattern: '###L ### ###.##', remit: 'PO Box 1365, Franklin, TN 37065-1365', domain: 'williamsoncounty-tn.gov', kind: 'tax' },
  { name: 'Rutherford County Trustee', aliases: ['Rutherford Trustee'], cities: ['Murfreesboro'], pattern: '###L ### ###.##', remit: '319 N Maple St, Murfreesboro, TN 37130', domain: 'rutherfordcountytn.gov', kind: 'tax' },
  { name: 'Shelby County Trustee', aliases: ['Shelby Trustee'], cities: ['Memphis', 'Germantown', 'Bartlett'], pattern: '###### #####', remit: 'PO Box 2751, Memphis, TN 38101-2751', domain: 'shelbycountytrustee.com', kind: 'tax' },
  { name: 'Jefferson County Tax Collector', aliases: ['Jefferson County AL Tax Collector'], cities: ['Birmingham', 'Hoover', 'Bessemer'], pattern: '## ## ## # ### ###.###', remit: '716 Richard Arrington Jr Blvd N, Birmingham, AL 35203', domain: 'jccal.org', kind: 'tax' },
  { name: 'Madison County Tax Collector', aliases: ['Madison County AL Tax Collector'], cities: ['Huntsville', 'Madison'], pattern: '## ## ## # ### ###.###', remit: '100 Northside Square, Huntsville, AL 35801', domain: 'madisoncountyal.gov', kind: 'tax' },
];
