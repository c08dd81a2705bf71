/**
 * Utilities and haulers of the region, written in the style of their real bills. Keys match the
 * electric/gas/water/waste lists in geo.ts. Account formats: '#' is a digit.
 */
export type UtilKind = 'electric' | 'gas' | 'water' | 'waste' | 'telecom' | 'combo';

export interface UtilDef {
  key: string;
  name: string;
  aliases: string[];
  domain: string;
  from: string;
  remit: string;
  kind: UtilKind;
  fmt: string;
  gl: string[];
  /** Words under the logo. */
  tagline: string;
}

const E = ['5110', '5115', '5190'];
const G = ['5120', '5125'];
const W = ['5130', '5135'];
const T = ['5140', '5145'];
const C = ['5110', '5120', '5190'];

function u(key: string, name: string, aliases: string, domain: string, from: string, remit: string, kind: UtilKind, fmt: string, tagline = ''): UtilDef {
  const gl = kind === 'electric' ? E : kind === 'gas' ? G : kind === 'water' ? W : kind === 'waste' ? T : kind === 'telecom' ? ['5150', '5160'] : C;
  return { key, name, aliases: aliases ? aliases.split('|') : [], domain, from, remit, kind, fmt, gl, tagline };
}

export const UTILITIES: UtilDef[] = [
  u('comed', 'ComEd', 'Commonwealth Edison|Commonwealth Edison Company', 'comed.com', 'ebill', 'ComEd, PO Box 6111, Carol Stream, IL 60197-6111', 'electric', '##########', 'An Exelon Company'),
  u('peoplesgas', 'Peoples Gas', 'The Peoples Gas Light and Coke Company|Peoples Gas Light & Coke Co', 'peoplesgasdelivery.com', 'customerservice', 'Peoples Gas, PO Box 6050, Carol Stream, IL 60197-6050', 'gas', '#### #### ####', 'A WEC Energy Group company'),
  u('nicor', 'Nicor Gas', 'Northern Illinois Gas Company', 'nicorgas.com', 'myaccount', 'Nicor Gas, PO Box 5407, Carol Stream, IL 60197-5407', 'gas', '##-##-##-####-#', 'A Southern Company Gas company'),
  u('chiwater', 'City of Chicago Utility Billing', 'City of Chicago Department of Finance - Water|Chicago Department of Water Management', 'cityofchicago.org', 'utilitybilling', 'City of Chicago - Department of Finance, PO Box 6330, Chicago, IL 60680-6330', 'water', '######-######'),
  u('evnwater', 'City of Evanston Water & Sewer', 'Evanston Utility Billing', 'cityofevanston.org', 'waterbilling', 'City of Evanston, PO Box 1427, Evanston, IL 60204-1427', 'water', '#######-##'),
  u('oakwater', 'Village of Oak Park Water & Sewer', 'Oak Park Utility Billing', 'oak-park.us', 'water', 'Village of Oak Park, PO Box 3209, Oak Park, IL 60303-3209', 'water', '###-#####-##'),
  u('cicwater', 'Town of Cicero Water Department', 'Cicero Water Billing', 'thetownofcicero.com', 'water', 'Town of Cicero Water Dept, 4949 W Cermak Rd, Cicero, IL 60804', 'water', '##-######'),
  u('weenergies', 'We Energies', 'Wisconsin Electric Power Company|Wisconsin Gas LLC', 'we-energies.com', 'ebill', 'We Energies, PO Box 6042, Carol Stream, IL 60197-6042', 'combo', '####-###-###', 'A WEC Energy Group company'),
  u('mkewater', 'Milwaukee Water Works', 'City of Milwaukee Water Works', 'milwaukee.gov', 'mwwbilling', 'Milwaukee Water Works, PO Box 3268, Milwaukee, WI 53201-3268', 'water', '#########-#'),
  u('wauwater', 'City of Wauwatosa Utility Billing', 'Wauwatosa Water Utility', 'wauwatosa.net', 'utilitybilling', 'City of Wauwatosa, PO Box 88614, Milwaukee, WI 53288-0614', 'water', '######-###'),
  u('walwater', 'City of West Allis Utilities', 'West Allis Water Utility', 'westalliswi.gov', 'utilities', 'City of West Allis Utilities, PO Box 3099, Milwaukee, WI 53201-3099', 'water', '#####-#####'),
  u('dte', 'DTE Energy', 'DTE Electric Company|DTE Gas Company|Detroit Edison', 'dteenergy.com', 'ebill', 'DTE Energy, PO Box 740786, Cincinnati, OH 45274-0786', 'combo', '9100 ### ####'),
  u('consumers', 'Consumers Energy', 'Consumers Energy Company|CMS Energy', 'consumersenergy.com', 'billing', 'Consumers Energy, PO Box 740309, Cincinnati, OH 45274-0309', 'gas', '1000 #### ####', 'Count on Us'),
  u('dwsd', 'Detroit Water and Sewerage Department', 'DWSD|City of Detroit Water and Sewerage', 'detroitmi.gov', 'dwsd-billing', 'DWSD, PO Box 554899, Detroit, MI 48255-4899', 'water', '#######-#'),
  u('ferwater', 'City of Ferndale Water & Sewer', 'Ferndale Water Billing', 'ferndalemi.gov', 'water', 'City of Ferndale, PO Box 77000, Detroit, MI 48277-0440', 'water', '##-#####-##'),
  u('roywater', 'City of Royal Oak Water', 'Royal Oak Water & Sewer', 'romi.gov', 'waterbilling', 'City of Royal Oak Treasurer, PO Box 64, Royal Oak, MI 48068-0064', 'water', '######-#####'),
  u('warwater', 'City of Warren Water & Sewer', 'Warren Water Division', 'cityofwarren.org', 'water', 'City of Warren Water Division, PO Box 2418, Warren, MI 48090-2418', 'water', '###-####-##'),
  u('sfdwater', 'City of Southfield Water', 'Southfield Water & Sewer Billing', 'cityofsouthfield.com', 'treasury', 'City of Southfield Treasurer, PO Box 2055, Southfield, MI 48037-2055', 'water', '#####-####'),
  u('dbnwater', 'City of Dearborn Water', 'Dearborn Water & Sewer', 'dearborn.gov', 'water', 'City of Dearborn, PO Box 4000, Dearborn, MI 48126-4000', 'water', '######-#'),
  u('hamwater', 'City of Hamtramck Water', 'Hamtramck Water Department', 'hamtramck.us', 'water', 'City of Hamtramck, 3401 Evaline St, Hamtramck, MI 48212', 'water', '#####-##'),
  u('cpp', 'Cleveland Public Power', 'CPP|City of Cleveland Division of Cleveland Public Power', 'cpp.org', 'billing', 'Cleveland Public Power, PO Box 94540, Cleveland, OH 44101-4540', 'electric', '#######-###'),
  u('illuminating', 'The Illuminating Company', 'Cleveland Electric Illuminating Company|CEI', 'firstenergycorp.com', 'fe-ebill', 'FirstEnergy, PO Box 3687, Akron, OH 44309-3687', 'electric', '110 ### ### ###', 'A FirstEnergy Company'),
  u('dominionohio', 'Dominion Energy Ohio', 'Dominion East Ohio|The East Ohio Gas Company', 'dominionenergy.com', 'ebill', 'Dominion Energy Ohio, PO Box 26785, Richmond, VA 23261-6785', 'gas', '#### #### ####'),
  u('clewater', 'Cleveland Water', 'City of Cleveland Division of Water', 'clevelandwater.com', 'billing', 'Cleveland Water, PO Box 94687, Cleveland, OH 44101-4687', 'water', '#########'),
  u('neorsd', 'Northeast Ohio Regional Sewer District', 'NEORSD', 'neorsd.org', 'billing', 'NEORSD, PO Box 94550, Cleveland, OH 44101-4550', 'water', 'S#######'),
  u('lkwwater', 'City of Lakewood Division of Utility Billing', 'Lakewood Water & Sewer', 'lakewoodoh.gov', 'utilitybilling', 'City of Lakewood, PO Box 71484, Cleveland, OH 44191-1484', 'water', '###-####-###'),
  u('duquesne', 'Duquesne Light Company', 'Duquesne Light|DLC', 'duqlight.com', 'ebill', 'Duquesne Light Company, PO Box 371324, Pittsburgh, PA 15250-7324', 'electric', '####-###-###'),
  u('peoplesnatural', 'Peoples Natural Gas', 'Peoples Natural Gas Company LLC|Peoples', 'peoples-gas.com', 'billing', 'Peoples, PO Box 644760, Pittsburgh, PA 15264-4760', 'gas', '###########'),
  u('columbiapa', 'Columbia Gas of Pennsylvania', 'Columbia Gas|NiSource', 'columbiagaspa.com', 'ebill', 'Columbia Gas of Pennsylvania, PO Box 70285, Philadelphia, PA 19176-0285', 'gas', '########-###-#'),
  u('pghwater', 'Pittsburgh Water', 'Pittsburgh Water and Sewer Authority|PWSA', 'pgh2o.com', 'billing', 'Pittsburgh Water, PO Box 747055, Pittsburgh, PA 15274-7055', 'water', '######-######'),
  u('xcel', 'Xcel Energy', 'Northern States Power Company|NSP-Minnesota', 'xcelenergy.com', 'ebill', 'Xcel Energy, PO Box 9477, Minneapolis, MN 55484-9477', 'electric', '51-#######-#'),
  u('centerpoint', 'CenterPoint Energy', 'CenterPoint Energy Minnesota Gas|CenterPoint Energy Resources Corp', 'centerpointenergy.com', 'billing', 'CenterPoint Energy, PO Box 4671, Houston, TX 77210-4671', 'gas', '########-#'),
  u('mplswater', 'City of Minneapolis Utility Billing', 'Minneapolis Public Works Water', 'minneapolismn.gov', 'utilitybilling', 'City of Minneapolis, PO Box 77028, Minneapolis, MN 55480-7728', 'water', '#######-######'),
  u('sprws', 'Saint Paul Regional Water Services', 'SPRWS|St Paul Regional Water', 'stpaul.gov', 'water.billing', 'SPRWS, PO Box 64210, St Paul, MN 55164-0210', 'water', '########'),
  u('georgiapower', 'Georgia Power', 'Georgia Power Company', 'georgiapower.com', 'ebill', 'Georgia Power, 96 Annex, Atlanta, GA 30396-0001', 'electric', '#####-#####', 'A Southern Company'),
  u('gassouth', 'Gas South', 'Gas South LLC', 'gassouth.com', 'billing', 'Gas South, PO Box 530552, Atlanta, GA 30353-0552', 'gas', '#########'),
  u('scana', 'SCANA Energy', 'SCANA Energy Marketing LLC', 'scanaenergy.com', 'ebill', 'SCANA Energy, PO Box 105046, Atlanta, GA 30348-5046', 'gas', '##########'),
  u('gng', 'Georgia Natural Gas', 'GNG|Georgia Natural Gas Company', 'gng.com', 'billing', 'Georgia Natural Gas, PO Box 71245, Charlotte, NC 28272-1245', 'gas', '###########'),
  u('agl', 'Atlanta Gas Light', 'Atlanta Gas Light Company|Southern Company Gas', 'atlantagaslight.com', 'receivables', 'Atlanta Gas Light, PO Box 4569, Atlanta, GA 30302-4569', 'gas', 'AGL-######'),
  u('atlwater', 'City of Atlanta Department of Watershed Management', 'Atlanta Watershed|DWM Atlanta', 'atlantaga.gov', 'watershedbilling', 'City of Atlanta DWM, PO Box 105275, Atlanta, GA 30348-5275', 'water', '#######-######'),
  u('dekalbwater', 'DeKalb County Water & Sewer', 'DeKalb County Finance - Water', 'dekalbcountyga.gov', 'water', 'DeKalb County Finance, PO Box 71224, Charlotte, NC 28272-1224', 'water', '##########'),
  u('duke', 'Duke Energy', 'Duke Energy Carolinas|Duke Energy Carolinas LLC', 'duke-energy.com', 'ebill', 'Duke Energy, PO Box 1094, Charlotte, NC 28201-1094', 'electric', '#### #### ###'),
  u('piedmont', 'Piedmont Natural Gas', 'Piedmont Natural Gas Company', 'piedmontng.com', 'billing', 'Piedmont Natural Gas, PO Box 1246, Charlotte, NC 28201-1246', 'gas', '##-####-####-###'),
  u('cltwater', 'Charlotte Water', 'City of Charlotte Water', 'charlottenc.gov', 'cltwater', 'Charlotte Water, PO Box 1316, Charlotte, NC 28201-1316', 'water', '#######-######'),
  u('nes', 'Nashville Electric Service', 'NES', 'nespower.com', 'billing', 'NES, PO Box 305099, Nashville, TN 37230-5099', 'electric', '####-####'),
  u('metrowater', 'Metro Water Services', 'Metro Nashville Water Services|Metropolitan Government of Nashville Water', 'nashville.gov', 'water.billing', 'Metro Water Services, PO Box 305225, Nashville, TN 37230-5225', 'water', '######-######'),
  u('mlgw', 'Memphis Light, Gas and Water', 'MLGW|Memphis Light Gas & Water Division', 'mlgw.org', 'ebill', 'MLGW, PO Box 388, Memphis, TN 38145-0388', 'combo', '######-###-###'),
  u('alabamapower', 'Alabama Power', 'Alabama Power Company', 'alabamapower.com', 'ebill', 'Alabama Power, PO Box 242, Birmingham, AL 35292-0242', 'electric', '#####-#####', 'A Southern Company'),
  u('spire', 'Spire', 'Spire Alabama Inc|Spire Energy|Alagasco', 'spireenergy.com', 'billing', 'Spire, PO Box 2224, Birmingham, AL 35246-0022', 'gas', '##########'),
  u('bwwb', 'Birmingham Water Works', 'Birmingham Water Works Board|BWWB', 'bwwb.org', 'customerservice', 'Birmingham Water Works, PO Box 830269, Birmingham, AL 35283-0269', 'water', '#######-####'),
  u('entergy', 'Entergy New Orleans', 'Entergy|Entergy New Orleans LLC', 'entergy.com', 'ebill', 'Entergy, PO Box 8103, Baton Rouge, LA 70891-8103', 'combo', '#########'),
  u('swbno', 'Sewerage & Water Board of New Orleans', 'SWBNO|S&WB New Orleans', 'swbno.org', 'billing', 'SWBNO, PO Box 60041, New Orleans, LA 70160-0041', 'water', '######-#####'),
  u('savwater', 'City of Savannah Utility Services', 'Savannah Water & Sewer', 'savannahga.gov', 'utilityservices', 'City of Savannah Revenue, PO Box 1968, Savannah, GA 31402-1968', 'water', '########-##'),
  u('dominionsc', 'Dominion Energy South Carolina', 'SCE&G|South Carolina Electric & Gas', 'dominionenergy.com', 'ebill', 'Dominion Energy South Carolina, PO Box 100255, Columbia, SC 29202-3255', 'combo', '#### #### ####'),
  u('chswater', 'Charleston Water System', 'CWS|Charleston Water', 'charlestonwater.com', 'billing', 'Charleston Water System, PO Box 568, Charleston, SC 29402-0568', 'water', '#######-###'),
  u('wm', 'WM', 'Waste Management|Waste Management Inc|WM Corporate Services Inc', 'wm.com', 'ebilling', 'WM Corporate Services, PO Box 4648, Carol Stream, IL 60197-4648', 'waste', '#-#####-#####'),
  u('republic', 'Republic Services', 'Republic Services Inc|Allied Waste Services', 'republicservices.com', 'billing', 'Republic Services, PO Box 9001099, Louisville, KY 40290-1099', 'waste', '#-####-#######'),
  u('lrs', 'Lakeshore Recycling Systems', 'LRS|Lakeshore Recycling Systems LLC', 'lrsrecycles.com', 'ar', 'LRS, PO Box 95683, Chicago, IL 60694-5683', 'waste', 'LRS#######'),
  u('gfl', 'GFL Environmental', 'GFL Environmental USA Inc|Green For Life', 'gflenv.com', 'billing', 'GFL Environmental, PO Box 791519, Baltimore, MD 21279-1519', 'waste', '######'),
  u('wastepro', 'Waste Pro USA', 'Waste Pro|Waste Pro of Georgia', 'wasteprousa.com', 'ar', 'Waste Pro, PO Box 917830, Orlando, FL 32891-7830', 'waste', 'WP-#######'),
  u('wasteconn', 'Waste Connections', 'Waste Connections of the South|Waste Connections US Inc', 'wasteconnections.com', 'billing', 'Waste Connections, PO Box 742695, Cincinnati, OH 45274-2695', 'waste', '####-########'),
  u('priority', 'Priority Waste', 'Priority Waste LLC', 'prioritywaste.com', 'ar', 'Priority Waste, PO Box 50014, Fraser, MI 48026-0014', 'waste', 'PW######'),
  u('kimble', 'Kimble Recycling & Disposal', 'Kimble Companies|Kimble Recycling and Disposal Inc', 'kimblecompanies.com', 'billing', 'Kimble Recycling & Disposal, PO Box 448, Dover, OH 44622-0448', 'waste', 'K-######'),
  u('coastal', 'Coastal Waste & Recycling', 'Coastal Waste|Coastal Waste & Recycling of South Carolina', 'coastalwasteinc.com', 'ar', 'Coastal Waste & Recycling, PO Box 844421, Boston, MA 02284-4421', 'waste', 'CW-#####'),
  u('richards', "Richard's Disposal", 'Richards Disposal Inc', 'richardsdisposal.com', 'office', "Richard's Disposal, PO Box 19205, New Orleans, LA 70179-0205", 'waste', '#####'),
  u('comcast', 'Comcast Business', 'Xfinity|Comcast Cable Communications LLC', 'comcast.com', 'online.communications', 'Comcast, PO Box 71211, Charlotte, NC 28272-1211', 'telecom', '#### ## ### #######'),
  u('att', 'AT&T', 'AT&T Business|AT&T Corp', 'att.com', 'ebill', 'AT&T, PO Box 5019, Carol Stream, IL 60197-5019', 'telecom', '###-###-#### ###'),
  u('spectrum', 'Spectrum Business', 'Charter Communications|Spectrum', 'charter.com', 'billing', 'Spectrum, PO Box 70872, Charlotte, NC 28272-0872', 'telecom', '#### ##### ######'),
];
