import type { Platform } from './types';

/** A vendor the set fixes by name: utilities, tax collectors, licensing offices, national firms. */
export interface FixedDef {
  readonly key: string;
  readonly legal: string;
  readonly aliases: readonly string[];
  readonly emails: readonly string[];
  readonly remit: string;
  readonly cities: readonly string[] | null;
  /** electric, gas, water, sewer, waterSewer; tax; license; or a trade key for national firms. */
  readonly service: string;
  readonly fmt: string;
  readonly label: string;
  readonly platform: Platform | null;
}

function u(key: string, legal: string, aliases: string, emails: string, remit: string, cities: string, service: string, fmt: string, platform: Platform | null = null): FixedDef {
  const label = service === 'electric' || service === 'gas' ? 'Account Number' : 'Account No.';
  return {
    key, legal, aliases: aliases.split('|'), emails: emails.length > 0 ? emails.split('|') : [], remit,
    cities: cities.split(' '), service, fmt, label, platform,
  };
}

export const UTILITIES: readonly FixedDef[] = [
  u('pwd', 'Philadelphia Water Department', 'PWD|Water Revenue Bureau|City of Philadelphia Water Revenue Bureau', 'wrb.ebill@phila.gov', 'PO Box 41496, Philadelphia, PA 19101-1496', 'phl', 'waterSewer', '###-#####-#####', 'invoicecloud'),
  u('peco', 'PECO Energy Company', 'PECO|PECO An Exelon Company', '@peco-energy.com', 'PO Box 37629, Philadelphia, PA 19101-0629', 'phl udarby chelt norris', 'electric', '#####-#####'),
  u('pgw', 'Philadelphia Gas Works', 'PGW', 'ebill@pgworks.com', 'PO Box 11700, Newark, NJ 07101-4700', 'phl', 'gas', '##########'),
  u('aqua', 'Aqua Pennsylvania, Inc.', 'Aqua PA|Aqua', 'customerservice@aquaamerica.com', 'PO Box 70279, Philadelphia, PA 19176-0279', 'udarby chelt norris', 'water', '###########'),
  u('pseg', 'Public Service Electric and Gas Company', 'PSE&G|PSEG', '@pseg.com', 'PO Box 14444, New Brunswick, NJ 08906-4444', 'camden', 'electric', '## ### ### ##'),
  u('njaw', 'New Jersey American Water', 'NJ American Water|American Water', 'njaw.billing@amwater.com', 'PO Box 371331, Pittsburgh, PA 15250-7331', 'camden', 'water', '####-#######', 'paymentus'),
  u('bge', 'Baltimore Gas and Electric Company', 'BGE|Baltimore Gas & Electric', '@bge.com', 'PO Box 13070, Philadelphia, PA 19101-3070', 'bal towson dundalk caton', 'electric', '#### #### ##'),
  u('baldpw', 'Baltimore City Department of Public Works', 'Baltimore City DPW|Baltimore City Water Billing|City of Baltimore Bureau of Water & Wastewater', 'water.billing@baltimorecity.gov', 'PO Box 13327, Baltimore, MD 21203-3327', 'bal towson dundalk caton', 'waterSewer', '##########', 'paymentus'),
  u('pepco', 'Potomac Electric Power Company', 'Pepco|PEPCO An Exelon Company', '@pepco.com', 'PO Box 13608, Philadelphia, PA 19101-3608', 'dc ssprg takoma hyatt', 'electric', '#### #### ###'),
  u('wgl', 'Washington Gas Light Company', 'Washington Gas|WGL', 'ebill@washgas.com', 'PO Box 37747, Philadelphia, PA 19101-5047', 'dc ssprg takoma hyatt arl alex', 'gas', '#### #### ####'),
  u('dcw', 'District of Columbia Water and Sewer Authority', 'DC Water|D.C. Water and Sewer', 'ebill@dcwater.com', 'PO Box 97200, Washington, DC 20090-7200', 'dc', 'waterSewer', '######-######', 'paymentus'),
  u('wssc', 'Washington Suburban Sanitary Commission', 'WSSC Water|WSSC', 'billing@wsscwater.com', 'PO Box 17381, Baltimore, MD 21297-0381', 'ssprg takoma hyatt', 'waterSewer', '##########'),
  u('dominionVa', 'Virginia Electric and Power Company', 'Dominion Energy Virginia|Dominion Energy', '@dominionenergy.com', 'PO Box 26543, Richmond, VA 23290-0001', 'arl alex ric henrico orf ports', 'electric', '#### ### ###'),
  u('vaw', 'Virginia-American Water Company', 'Virginia American Water|American Water', 'vaw.billing@amwater.com', 'PO Box 371880, Pittsburgh, PA 15250-7880', 'alex', 'water', '####-#######', 'paymentus'),
  u('arldes', 'Arlington County Department of Environmental Services', 'Arlington County DES|Arlington Water', 'utilitybilling@arlingtonva.us', 'PO Box 1754, Merrifield, VA 22116-1754', 'arl', 'waterSewer', 'AC-######'),
  u('ricdpu', 'City of Richmond Department of Public Utilities', 'Richmond DPU|Richmond Utilities', 'dpu.billing@rva.gov', 'PO Box 26060, Richmond, VA 23274-0001', 'ric', 'waterSewer', '#########', 'invoicecloud'),
  u('henricoUtil', 'Henrico County Department of Public Utilities', 'Henrico DPU|Henrico Utilities', 'utility@henrico.us', 'PO Box 90798, Henrico, VA 23273-0798', 'henrico', 'waterSewer', '######-#####'),
  u('orfutil', 'City of Norfolk Department of Utilities', 'Norfolk Utilities', 'utilitybilling@norfolk.gov', 'PO Box 3215, Norfolk, VA 23514-3215', 'orf', 'water', '########', 'invoicecloud'),
  u('portsutil', 'City of Portsmouth Utility Billing', 'Portsmouth Utilities', 'utilities@portsmouthva.gov', 'PO Box 85, Portsmouth, VA 23705-0085', 'ports', 'water', '#######'),
  u('hrsd', 'Hampton Roads Sanitation District', 'HRSD', 'billing@hrsd.com', 'PO Box 1651, Norfolk, VA 23501-1651', 'orf ports', 'sewer', '##########'),
  u('vng', 'Virginia Natural Gas, Inc.', 'VNG|Virginia Natural Gas', 'ebill@vngas.com', 'PO Box 5409, Carol Stream, IL 60197-5409', 'orf ports', 'gas', '#### #### ####'),
  u('duq', 'Duquesne Light Company', 'Duquesne Light|DLC', '@duqlight.com', 'PO Box 10, Pittsburgh, PA 15230-0010', 'pgh wilk mckees millv', 'electric', '####-###-###'),
  u('pwsa', 'Pittsburgh Water and Sewer Authority', 'Pittsburgh Water|PWSA', 'billing@pgh2o.com', 'PO Box 747055, Pittsburgh, PA 15274-7055', 'pgh millv', 'waterSewer', '#######-######', 'paymentus'),
  u('wpjwa', 'Wilkinsburg-Penn Joint Water Authority', 'WPJWA|Wilkinsburg Penn Water', 'office@wpjwa.com', '2200 Robinson Blvd, Pittsburgh, PA 15221', 'wilk', 'water', '##-####-##'),
  u('paaw', 'Pennsylvania-American Water Company', 'PA American Water|American Water', 'paaw.billing@amwater.com', 'PO Box 371412, Pittsburgh, PA 15250-7412', 'mckees', 'water', '####-#######', 'paymentus'),
  u('peoples', 'Peoples Natural Gas Company LLC', 'Peoples Gas|Peoples', 'ebill@peoples-gas.com', 'PO Box 644760, Pittsburgh, PA 15264-4760', 'pgh wilk mckees millv', 'gas', '###########'),
  u('clewater', 'Cleveland Water', 'City of Cleveland Division of Water|CWD', 'ebill@clevelandwater.com', 'PO Box 94540, Cleveland, OH 44101-4540', 'cle clehts parma', 'water', '#########', 'invoicecloud'),
  u('lakewoodUB', 'City of Lakewood Division of Utility Billing', 'Lakewood Utilities|Lakewood Water', 'utilitybilling@lakewoodoh.net', '12650 Detroit Ave, Lakewood, OH 44107', 'lakewd', 'waterSewer', '###-####-##'),
  u('neorsd', 'Northeast Ohio Regional Sewer District', 'NEORSD|Sewer District', 'billing@neorsd.org', 'PO Box 94550, Cleveland, OH 44101-4550', 'cle clehts parma', 'sewer', 'S#########'),
  u('cei', 'The Cleveland Electric Illuminating Company', 'The Illuminating Company|CEI|FirstEnergy', '@firstenergycorp.com', 'PO Box 3687, Akron, OH 44309-3687', 'cle lakewd clehts parma', 'electric', '110 ### ### ###'),
  u('cpp', 'Cleveland Public Power', 'CPP', 'cppbilling@clevelandohio.gov', 'PO Box 94560, Cleveland, OH 44101-4560', 'cle', 'electric', '#######-####'),
  u('eog', 'The East Ohio Gas Company', 'Dominion Energy Ohio|Dominion Energy', 'ebill@dominionenergyohio.com', 'PO Box 26785, Richmond, VA 23261-6785', 'cle lakewd clehts parma', 'gas', '#### #### ####'),
  u('aep', 'Ohio Power Company', 'AEP Ohio|American Electric Power|AEP', '@aepohio.com', 'PO Box 371496, Pittsburgh, PA 15250-7496', 'cmh bexley whiteh', 'electric', '###-###-###-#-#'),
  u('cmhdpu', 'City of Columbus Department of Public Utilities', 'Columbus Water & Sewer|Columbus DPU', 'utilitybilling@columbus.gov', 'PO Box 182882, Columbus, OH 43218-2882', 'cmh bexley whiteh', 'waterSewer', '######-######', 'invoicecloud'),
  u('colgas', 'Columbia Gas of Ohio, Inc.', 'Columbia Gas', 'ebill@columbiagasohio.com', 'PO Box 4629, Carol Stream, IL 60197-4629', 'cmh bexley whiteh', 'gas', '########-###-#'),
  u('dukeOh', 'Duke Energy Ohio, Inc.', 'Duke Energy|Duke Energy Ohio', 'ebill.ohio@duke-energy.com', 'PO Box 1094, Charlotte, NC 28201-1094', 'cin norwd', 'electric', '#### #### ###'),
  u('dukeKy', 'Duke Energy Kentucky, Inc.', 'Duke Energy|Duke Energy Kentucky', 'ebill.kentucky@duke-energy.com', 'PO Box 1094, Charlotte, NC 28201-1094', 'cov', 'electric', '#### #### ###'),
  u('gcww', 'Greater Cincinnati Water Works', 'GCWW|Cincinnati Water Works', 'gcww.billing@gcww.cincinnati-oh.gov', 'PO Box 742639, Cincinnati, OH 45274-2639', 'cin norwd', 'water', '##########', 'paymentus'),
  u('msdgc', 'Metropolitan Sewer District of Greater Cincinnati', 'MSD|MSDGC', 'billing@msdgc.org', 'PO Box 742639, Cincinnati, OH 45274-2640', 'cin norwd', 'sewer', '#######-###'),
  u('nkwd', 'Northern Kentucky Water District', 'NKWD', 'billing@nkywater.org', 'PO Box 18640, Erlanger, KY 41018-0640', 'cov', 'water', 'N##########'),
  u('sd1', 'Sanitation District No. 1 of Northern Kentucky', 'SD1|Sanitation District 1', 'billing@sd1.org', '1045 Eaton Dr, Fort Wright, KY 41017', 'cov', 'sewer', 'SD#######'),
  u('aes', 'Indianapolis Power & Light Company', 'AES Indiana|IPL|Indianapolis Power & Light', '@aesindiana.com', 'PO Box 110, Indianapolis, IN 46206-0110', 'ind beech lawr', 'electric', '###-###-###'),
  u('citizens', 'Citizens Energy Group', 'Citizens Energy|Citizens Water|Citizens Gas', 'ebill@citizensenergygroup.com', 'PO Box 7056, Indianapolis, IN 46207-7056', 'ind beech lawr', 'waterSewer', '######-######', 'paymentus'),
  u('lge', 'Louisville Gas and Electric Company', 'LG&E|LGE', '@lge-ku.com', 'PO Box 9001960, Louisville, KY 40290-1960', 'lou', 'electric', '3000-####-####'),
  u('lwc', 'Louisville Water Company', 'Louisville Water|LWC', 'billing@louisvillewater.com', 'PO Box 32460, Louisville, KY 40232-2460', 'lou', 'water', '##########', 'invoicecloud'),
  u('msdLou', 'Louisville and Jefferson County Metropolitan Sewer District', 'MSD|Louisville MSD', 'billing@louisvillemsd.org', 'PO Box 32460, Louisville, KY 40232-2461', 'lou', 'sewer', '#######-##'),
  u('dukeIn', 'Duke Energy Indiana, LLC', 'Duke Energy|Duke Energy Indiana', 'ebill.indiana@duke-energy.com', 'PO Box 1094, Charlotte, NC 28201-1094', 'jeff', 'electric', '#### #### ###'),
  u('inaw', 'Indiana-American Water Company', 'Indiana American Water|American Water', 'inaw.billing@amwater.com', 'PO Box 371880, Pittsburgh, PA 15250-7881', 'jeff', 'water', '####-#######', 'paymentus'),
  u('ameren', 'Union Electric Company', 'Ameren Missouri|Ameren|AmerenUE', '@ameren.com', 'PO Box 88068, Chicago, IL 60680-1068', 'stl ucity maplew', 'electric', '#####-#####'),
  u('spire', 'Spire Missouri Inc.', 'Spire|Laclede Gas|Spire Energy', 'ebill@spireenergy.com', 'Drawer 2, St. Louis, MO 63171', 'stl ucity maplew kcmo indep', 'gas', '##########-###'),
  u('stlwater', 'City of St. Louis Water Division', 'St. Louis City Water|STL Water Division', 'waterbilling@stlwater.com', 'PO Box 66787, St. Louis, MO 63166-6787', 'stl', 'water', '######-###', 'invoicecloud'),
  u('msdStl', 'Metropolitan St. Louis Sewer District', 'MSD|Metro St. Louis Sewer|MSD Project Clear', 'billing@stlmsd.com', 'PO Box 437, St. Louis, MO 63166-0437', 'stl ucity maplew', 'sewer', '######-####'),
  u('moaw', 'Missouri-American Water Company', 'Missouri American Water|American Water', 'moaw.billing@amwater.com', 'PO Box 371880, Pittsburgh, PA 15250-7882', 'ucity maplew', 'water', '####-#######', 'paymentus'),
  u('evergyMo', 'Evergy Missouri Metro, Inc.', 'Evergy|KCP&L|Kansas City Power & Light', 'ebill.mo@evergy.com', 'PO Box 219703, Kansas City, MO 64121-9703', 'kcmo', 'electric', '####-##-####'),
  u('evergyKs', 'Evergy Kansas Central, Inc.', 'Evergy|Westar Energy', 'ebill.ks@evergy.com', 'PO Box 219915, Kansas City, MO 64121-9915', 'opark', 'electric', '####-##-####'),
  u('kcwater', 'KC Water', 'Kansas City Water Services|KC Water Services|City of Kansas City Missouri Water Services', 'billing@kcwater.us', 'PO Box 807045, Kansas City, MO 64180-7045', 'kcmo', 'waterSewer', '######-######', 'invoicecloud'),
  u('bpu', 'Board of Public Utilities', 'BPU|Kansas City BPU|Kansas City Board of Public Utilities', 'ebill@bpu.com', 'PO Box 219661, Kansas City, MO 64121-9661', 'kck', 'waterSewer', 'BPU-######'),
  u('kgs', 'Kansas Gas Service', 'KGS|ONE Gas Kansas', 'ebill@kgas.com', 'PO Box 219046, Kansas City, MO 64121-9046', 'kck opark', 'gas', '###########'),
  u('waterone', 'Water District No. 1 of Johnson County', 'WaterOne', 'billing@waterone.org', 'PO Box 219385, Kansas City, MO 64121-9385', 'opark', 'water', 'W1-#######'),
  u('indepPL', 'City of Independence Utilities', 'Independence Power & Light|IPL|Independence Utilities', 'utilities@indepmo.org', 'PO Box 410, Independence, MO 64051-0410', 'indep', 'waterSewer', '##-#####-##'),
  u('we', 'Wisconsin Electric Power Company', 'We Energies|WE Energies', '@we-energies.com', 'PO Box 90001, Milwaukee, WI 53290-0001', 'mke wallis tosa', 'electric', '####-###-###'),
  u('mww', 'Milwaukee Water Works', 'MWW|City of Milwaukee Water Works', 'water.billing@milwaukee.gov', 'PO Box 3268, Milwaukee, WI 53201-3268', 'mke', 'waterSewer', '###-####.###', 'invoicecloud'),
  u('wallisWater', 'City of West Allis Water Utility', 'West Allis Water', 'utility@westalliswi.gov', '7525 W Greenfield Ave, West Allis, WI 53214', 'wallis', 'waterSewer', '#####-#'),
  u('tosaWater', 'City of Wauwatosa Water Utility', 'Tosa Water|Wauwatosa Water', 'water@wauwatosa.net', '7725 W North Ave, Wauwatosa, WI 53213', 'tosa', 'waterSewer', '####-####'),
  u('xcel', 'Northern States Power Company', 'Xcel Energy|NSP', '@xcelenergy.com', 'PO Box 9477, Minneapolis, MN 55484-9477', 'mpls stp richf', 'electric', '51-#######-#'),
  u('cpe', 'CenterPoint Energy Minnesota Gas', 'CenterPoint Energy|CNP', 'ebill@centerpointenergy.com', 'PO Box 4671, Houston, TX 77210-4671', 'mpls stp richf', 'gas', '#######-#'),
  u('mplsUB', 'City of Minneapolis Utility Billing', 'Minneapolis Water|Mpls Utility Billing', 'utility.billing@minneapolismn.gov', 'PO Box 77028, Minneapolis, MN 55480-7728', 'mpls', 'waterSewer', '#######-######', 'invoicecloud'),
  u('sprws', 'Saint Paul Regional Water Services', 'SPRWS|St. Paul Regional Water', 'billing@sprws.org', 'PO Box 64570, St. Paul, MN 55164-0570', 'stp', 'water', '######-#####'),
  u('richfUB', 'City of Richfield Utility Billing', 'Richfield Utilities', 'utilities@richfieldmn.gov', '6700 Portland Ave, Richfield, MN 55423', 'richf', 'waterSewer', '##-#####-##'),
];
