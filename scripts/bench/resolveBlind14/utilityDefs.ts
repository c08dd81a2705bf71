/**
 * Utilities by market: electric (with the co-ops at the edge of town), gas, water and sewer,
 * telecom. "cov" lists city codes with the provider's share there; "#" in "pat" is a digit.
 */
export type Svc = 'electric' | 'gas' | 'water' | 'sewer' | 'telecom';

export interface UtilityDef {
  name: string;
  aliases: string;
  sends: string;
  dir: string;
  remit: string;
  cov: string;
  svc: Svc[];
  pat: string;
  gl: string;
  alt: string;
  coop?: boolean;
}

const u = (name: string, aliases: string, sends: string, dir: string, remit: string, cov: string, svc: Svc[], pat: string, gl: string, alt: string, coop = false): UtilityDef =>
  ({ name, aliases, sends, dir, remit, cov, svc, pat, gl, alt, coop });
const E: Svc[] = ['electric'];
const G: Svc[] = ['gas'];
const W: Svc[] = ['water', 'sewer'];
const EG: Svc[] = ['electric', 'gas'];

export const utilityDefs: UtilityDef[] = [
  u('Duke Energy Ohio', 'Duke Energy|DUKE ENERGY OHIO INC|Duke Energy Ohio, Inc.', 'ebill@duke-energy.com|noreply@duke-energy.com', '@duke-energy.com', 'PO Box 1094, Charlotte, NC 28201-1094', 'CIN:0.95', EG, '#### #### ####', '6110', '6111|6120'),
  u('Duke Energy Florida', 'Duke Energy|Duke Energy Florida, LLC|DUKE ENERGY FL', 'ebill@duke-energy.com|noreply@duke-energy.com', '@duke-energy.com', 'PO Box 1090, Charlotte, NC 28201-1090', 'SPT:1|ORL:0.35', E, '#### #### ###', '6110', '6111'),
  u('Butler Rural Electric Cooperative', 'Butler REC|Butler Rural Electric Coop Inc', 'billing@butlerrural.coop', '@butlerrural.coop', '3888 Stillwell Beckett Rd, Oxford, OH 45056', 'CIN:0.05|DAY:0.08', E, '######-###', '6110', '6112', true),
  u('AEP Ohio', 'American Electric Power|Ohio Power Company|AEP OHIO', 'ebill@aep.com|noreply@aepohio.com', '@aep.com', 'PO Box 371496, Pittsburgh, PA 15250-7496', 'COL:0.9', E, '###-###-###-#-#', '6110', '6111'),
  u('South Central Power Company', 'South Central Power Co|SCP', 'billing@southcentralpower.com', '@southcentralpower.com', 'PO Box 250, Lancaster, OH 43130-0250', 'COL:0.1', E, '#######-###', '6110', '6112', true),
  u('AES Ohio', 'Dayton Power and Light|DP&L|AES OHIO', 'no-reply@aes.com|aesohio@aes.com', '@aes.com', 'PO Box 740598, Cincinnati, OH 45274-0598', 'DAY:0.92', E, '##########', '6110', '6111'),
  u('AES Indiana', 'Indianapolis Power & Light|IPL|AES INDIANA', 'no-reply@aes.com|aesindiana@aes.com', '@aes.com', 'PO Box 110, Indianapolis, IN 46206-0110', 'IND:0.92', E, '#########', '6110', '6111'),
  u('Hendricks Power Cooperative', 'Hendricks Power|Hendricks County REMC', 'billing@hendrickspower.com', '@hendrickspower.com', 'PO Box 309, Avon, IN 46123-0309', 'IND:0.08', E, '########', '6110', '6112', true),
  u('Louisville Gas & Electric', 'LG&E|LGE|Louisville Gas and Electric Company', 'ebill@lge-ku.com|customer.service@lge-ku.com', '@lge-ku.com', 'PO Box 9001960, Louisville, KY 40290-1960', 'LOU:1', EG, '3000-####-####', '6110', '6120|6111'),
  u('Kentucky Utilities', 'KU|Kentucky Utilities Co|KU Energy', 'ebill@lge-ku.com', '@lge-ku.com', 'PO Box 9001954, Louisville, KY 40290-1954', 'LEX:0.85', E, '3000-####-####', '6110', '6111'),
  u('Blue Grass Energy', 'Blue Grass Energy Cooperative|BGE Coop', 'billing@bgenergy.com', 'billing@bgenergy.com', 'PO Box 990, Nicholasville, KY 40340-0990', 'LEX:0.15', E, '#######', '6110', '6112', true),
  u('Nashville Electric Service', 'NES|Nashville Electric Svc', 'billing@nespower.com|donotreply@nespower.com', '@nespower.com', 'PO Box 305099, Nashville, TN 37230-5099', 'NSH:0.9', E, '#######-####', '6110', '6111'),
  u('Middle Tennessee Electric', 'MTE|Middle Tennessee Electric Membership Corporation|MTEMC', 'billing@mtemc.com', '@mtemc.com', 'PO Box 330008, Murfreesboro, TN 37133-0008', 'NSH:0.1', E, '##########', '6110', '6112', true),
  u('Memphis Light, Gas and Water', 'MLGW|Memphis Light Gas & Water Division|Memphis Light Gas and Water', 'ebill@mlgw.org|noreply@mlgw.org', '@mlgw.org', 'PO Box 388, Memphis, TN 38145-0388', 'MEM:1', ['electric', 'gas', 'water', 'sewer'], '####-####-##', '6110', '6130|6120'),
  u('Ameren Missouri', 'Ameren|AmerenUE|Union Electric Company', 'ebill@ameren.com|noreply@ameren.com', '@ameren.com', 'PO Box 88068, Chicago, IL 60680-1068', 'STL:0.95', E, '#####-#####', '6110', '6111'),
  u('Cuivre River Electric Cooperative', 'Cuivre River Electric|CREC', 'billing@cuivre.com', '@cuivre.com', 'PO Box 160, Troy, MO 63379-0160', 'STL:0.05', E, '######', '6110', '6112', true),
  u('Evergy', 'Evergy Missouri Metro|KCP&L|Kansas City Power & Light', 'ebill@evergy.com|donotreply@evergy.com', '@evergy.com', 'PO Box 219703, Kansas City, MO 64121-9703', 'KCM:0.9', E, '##########', '6110', '6111'),
  u('Platte-Clay Electric Cooperative', 'Platte Clay Electric|PCEC', 'billing@pcec.coop', '@pcec.coop', 'PO Box 100, Kearney, MO 64060-0100', 'KCM:0.1', E, '#######', '6110', '6112', true),
  u('Tampa Electric', 'TECO|Tampa Electric Company|TECO Tampa Electric', 'ebill@tecoenergy.com|noreply@tecoenergy.com', '@tecoenergy.com', 'PO Box 31318, Tampa, FL 33631-3318', 'TPA:0.85', E, '2110 #### ####', '6110', '6111'),
  u('Withlacoochee River Electric Cooperative', 'WREC|Withlacoochee River Electric Coop Inc', 'billing@wrec.net', '@wrec.net', 'PO Box 278, Dade City, FL 33526-0278', 'TPA:0.15', E, '########', '6110', '6112', true),
  u('Florida Power & Light', 'FPL|Florida Power and Light Company|FPL Company', 'ebill@fpl.com|fplebill@fpl.com', '@fpl.com', 'General Mail Facility, Miami, FL 33188-0001', 'SRQ:0.85|FMY:0.75', E, '#####-#####', '6110', '6111|6112'),
  u('Peace River Electric Cooperative', 'PRECO|Peace River Electric Coop', 'billing@preco.coop', '@preco.coop', 'PO Box 1310, Wauchula, FL 33873-1310', 'SRQ:0.15', E, '#######', '6110', '6112', true),
  u('Lee County Electric Cooperative', 'LCEC|Lee County Electric Coop', 'ebill@lcec.net|billing@lcec.net', '@lcec.net', 'PO Box 31477, Tampa, FL 33631-3477', 'FMY:0.25|CAP:1', E, '##########', '6110', '6111', true),
  u('OUC', 'Orlando Utilities Commission|OUC - The Reliable One', 'ebill@ouc.com|noreply@ouc.com', '@ouc.com', 'PO Box 31329, Tampa, FL 33631-3329', 'ORL:0.5', ['electric', 'water', 'sewer'], '#########', '6110', '6130'),
  u('SECO Energy', 'Sumter Electric Cooperative|SECO', 'billing@secoenergy.com', '@secoenergy.com', 'PO Box 301, Sumterville, FL 33585-0301', 'ORL:0.15', E, '########', '6110', '6112', true),
  u('JEA', 'Jacksonville Electric Authority|JEA Utilities', 'ebill@jea.com|noreply@jea.com', '@jea.com', 'PO Box 45047, Jacksonville, FL 32232-5047', 'JAX:0.9', ['electric', 'water', 'sewer'], '##########', '6110', '6130|6111'),
  u('Clay Electric Cooperative', 'Clay Electric|Clay Electric Coop Inc', 'billing@clayelectric.com', '@clayelectric.com', 'PO Box 308, Keystone Heights, FL 32656-0308', 'JAX:0.1', E, '#######', '6110', '6112', true),
  u('SMUD', 'Sacramento Municipal Utility District|Sacramento Municipal Util Dist', 'ebill@smud.org|noreply@smud.org', '@smud.org', 'PO Box 15555, Sacramento, CA 95852-0555', 'SAC:1', E, '#######', '6110', '6111'),
  u('PG&E', 'Pacific Gas and Electric Company|Pacific Gas & Electric|PGE', 'ebill@pge.com|donotreply@pge.com', '@pge.com', 'Box 997300, Sacramento, CA 95899-7300', 'FAT:1|SCK:1|BFL:1|SAC:0.8', EG, '##########-#', '6110', '6120|6111'),
  u('Columbia Gas of Ohio', 'Columbia Gas|NiSource - Columbia Gas of Ohio', 'ebill@columbiagasohio.com', '@columbiagasohio.com', 'PO Box 4629, Carol Stream, IL 60197-4629', 'COL:0.95', G, '#########-###-####', '6120', '6121'),
  u('CenterPoint Energy Ohio', 'CenterPoint Energy|Vectren Energy Delivery of Ohio|Vectren', 'ebill@centerpointenergy.com', '@centerpointenergy.com', 'PO Box 4849, Houston, TX 77210-4849', 'DAY:1', G, '##########-#', '6120', '6121'),
  u('Columbia Gas of Kentucky', 'Columbia Gas|NiSource - Columbia Gas of Kentucky', 'ebill@columbiagasky.com', '@columbiagasky.com', 'PO Box 4660, Carol Stream, IL 60197-4660', 'LEX:1', G, '#########-###-####', '6120', '6121'),
  u('Citizens Energy Group', 'Citizens Energy|Citizens Gas|Citizens Water|Citizens Wastewater', 'ebill@citizensenergygroup.com|noreply@citizensenergygroup.com', '@citizensenergygroup.com', 'PO Box 7056, Indianapolis, IN 46207-7056', 'IND:1', ['gas', 'water', 'sewer'], '##########', '6130', '6120|6135'),
  u('Piedmont Natural Gas', 'Piedmont Gas|Piedmont Natural Gas Co', 'ebill@piedmontng.com', '@piedmontng.com', 'PO Box 1246, Charlotte, NC 28201-1246', 'NSH:1', G, '###########', '6120', '6121'),
  u('Spire Missouri', 'Spire|Spire Energy|Laclede Gas|Missouri Gas Energy', 'ebill@spireenergy.com|noreply@spireenergy.com', '@spireenergy.com', 'Drawer 2, St. Louis, MO 63171-0002', 'STL:1|KCM:1', G, '#########', '6120', '6121'),
  u('TECO Peoples Gas', 'Peoples Gas|Peoples Gas System|TECO Peoples Gas System', 'ebill@tecoenergy.com', '@tecoenergy.com', 'PO Box 31017, Tampa, FL 33631-3017', 'TPA:1|SPT:1|SRQ:1|FMY:1|ORL:1|JAX:1|CAP:1', G, '2110 #### ####', '6120', '6121'),
  u('Greater Cincinnati Water Works', 'GCWW|City of Cincinnati Water Works|Cincinnati Water Works', 'ebill@cincinnati-oh.gov|gcww.billing@cincinnati-oh.gov', 'gcww.billing@cincinnati-oh.gov', 'PO Box 742735, Cincinnati, OH 45274-2735', 'CIN:1', W, '00######', '6130', '6135|6137'),
  u('City of Columbus Department of Public Utilities', 'City of Columbus Utilities|Columbus Water & Sewer|City of Columbus DPU', 'utilitybilling@columbus.gov', '@columbus.gov', 'PO Box 182882, Columbus, OH 43218-2882', 'COL:1', W, '######-######', '6130', '6135|6136'),
  u('City of Dayton Water', 'Dayton Water|City of Dayton Division of Water|City of Dayton Utilities', 'waterbilling@daytonohio.gov', '@daytonohio.gov', 'PO Box 643811, Cincinnati, OH 45264-3811', 'DAY:1', W, '#######-###', '6130', '6135'),
  u('Louisville Water Company', 'Louisville Water|LWC', 'ebill@lwcky.com|customerservice@lwcky.com', '@lwcky.com', 'PO Box 32460, Louisville, KY 40232-2460', 'LOU:1', ['water'], '###-###-####', '6130', '6137'),
  u('Louisville MSD', 'Louisville and Jefferson County Metropolitan Sewer District|Louisville/Jefferson County MSD|MSD Louisville', 'billing@louisvillemsd.org', '@louisvillemsd.org', 'PO Box 35340, Louisville, KY 40232-5340', 'LOU:1', ['sewer'], '###-###-####', '6135', '6136'),
  u('Kentucky American Water', 'KY American Water|American Water - Kentucky', 'ebill@amwater.com|noreply@amwater.com', '@amwater.com', 'PO Box 6029, Carol Stream, IL 60197-6029', 'LEX:1', ['water'], '1015-########', '6130', '6137'),
  u('LFUCG Sanitary Sewer', 'Lexington-Fayette Urban County Government|LFUCG|Lexington Sewer User Fee', 'sewerbilling@lexingtonky.gov', '@lexingtonky.gov', 'PO Box 34090, Lexington, KY 40588-4090', 'LEX:1', ['sewer'], '######', '6135', '6136'),
  u('Metro Water Services', 'Nashville Metro Water|Metro Water Services Nashville|MWS', 'ebill@nashville.gov|mws.billing@nashville.gov', '@nashville.gov', 'PO Box 305225, Nashville, TN 37230-5225', 'NSH:1', W, '##########', '6130', '6135|6136'),
  u('City of St. Louis Water Division', 'St. Louis Water Division|City of St Louis Water Dept|STL Water Division', 'water@stlouis-mo.gov', '@stlouis-mo.gov', 'PO Box 66787, St. Louis, MO 63166-6787', 'STL:0.7', ['water'], '######-#', '6130', '6137'),
  u('Missouri American Water', 'MO American Water|American Water - Missouri', 'ebill@amwater.com|noreply@amwater.com', '@amwater.com', 'PO Box 6029, Carol Stream, IL 60197-6029', 'STL:0.3', ['water'], '1025-########', '6130', '6137'),
  u('Metropolitan St. Louis Sewer District', 'MSD|St. Louis MSD|Metropolitan St Louis Sewer Dist', 'ebill@stlmsd.com|customerservice@stlmsd.com', '@stlmsd.com', 'PO Box 437, St. Louis, MO 63166-0437', 'STL:1', ['sewer'], '#######-#', '6135', '6136'),
  u('KC Water', 'Kansas City Water|KC Water Services|City of Kansas City Water Services', 'ebill@kcmo.org|kcwater@kcmo.org', '@kcmo.org', 'PO Box 807045, Kansas City, MO 64180-7045', 'KCM:1', W, '#######-######', '6130', '6135|6136'),
  u('City of Tampa Utilities', 'City of Tampa Water Department|Tampa Water Dept|City of Tampa', 'utility.billing@tampagov.net', '@tampagov.net', 'PO Box 30191, Tampa, FL 33630-3191', 'TPA:0.7', W, '#######', '6130', '6135'),
  u('Hillsborough County Public Utilities', 'Hillsborough County Water Resources|HCPU|Hillsborough County BOCC', 'ubsnotices@hcfl.gov', '@hcfl.gov', 'PO Box 89637, Tampa, FL 33689-0411', 'TPA:0.3', W, '##########', '6130', '6135'),
  u('City of St. Petersburg Utilities', 'City of St Petersburg|St. Pete Water Resources|City of St. Pete Utility Billing', 'utilitybilling@stpete.org', '@stpete.org', 'PO Box 33034, St. Petersburg, FL 33733-8034', 'SPT:0.8', W, '#######-######', '6130', '6135|6140'),
  u('Pinellas County Utilities', 'Pinellas County Util|PCU', 'utilities@pinellas.gov', '@pinellas.gov', 'PO Box 1780, Clearwater, FL 33757-1780', 'SPT:0.2', W, '##########', '6130', '6135'),
  u('City of Sarasota Utilities', 'City of Sarasota|Sarasota Utility Billing', 'utilitybilling@sarasotafl.gov', '@sarasotafl.gov', 'PO Box 1058, Sarasota, FL 34230-1058', 'SRQ:0.4', W, '######-######', '6130', '6135'),
  u('Sarasota County Public Utilities', 'Sarasota County Utilities|Sarasota County Government', 'utilities@scgov.net', '@scgov.net', 'PO Box 31320, Tampa, FL 33631-3320', 'SRQ:0.6', W, '##########', '6130', '6135'),
  u('City of Fort Myers Utilities', 'City of Ft Myers|Fort Myers Utility Billing', 'utilitybilling@cityftmyers.com', '@cityftmyers.com', 'PO Box 340, Fort Myers, FL 33902-0340', 'FMY:0.5', W, '######-######', '6130', '6135|6140'),
  u('Lee County Utilities', 'LCU|Lee County Board of County Commissioners - Utilities', 'lcu@leegov.com', '@leegov.com', 'PO Box 60045, Fort Myers, FL 33906-6045', 'FMY:0.5', W, '##########', '6130', '6135'),
  u('City of Cape Coral Utilities', 'City of Cape Coral|Cape Coral Utility Billing', 'utilitybilling@capecoral.gov', '@capecoral.gov', 'PO Box 150009, Cape Coral, FL 33915-0009', 'CAP:1', W, '#######-#####', '6130', '6135|6136'),
  u('Orange County Utilities', 'Orange County Water|OCU|Orange County Utilities Billing', 'ucs@ocfl.net', '@ocfl.net', 'PO Box 312, Orlando, FL 32802-0312', 'ORL:0.5', W, '##########', '6130', '6135'),
  u('City of Sacramento Department of Utilities', 'City of Sacramento Utilities|Sacramento DOU|City of Sacramento', 'utilitybilling@cityofsacramento.org', '@cityofsacramento.org', 'PO Box 2770, Sacramento, CA 95812-2770', 'SAC:0.7', W, '###########', '6130', '6135|6140'),
  u('Sacramento County Water Agency', 'SCWA|Sacramento County Utilities|County of Sacramento Water', 'utilities@saccounty.gov', '@saccounty.gov', 'PO Box 1804, Sacramento, CA 95812-1804', 'SAC:0.3', W, '##########', '6130', '6135'),
  u('City of Fresno Utilities', 'City of Fresno|Fresno Utility Billing|City of Fresno - Water, Sewer & Solid Waste', 'utilitiesbilling@fresno.gov', '@fresno.gov', 'PO Box 2069, Fresno, CA 93718-2069', 'FAT:1', W, '#######-#######', '6130', '6135|6140'),
  u('City of Stockton Municipal Utilities', 'City of Stockton|Stockton MUD|Stockton Utility Billing', 'utilitybilling@stocktonca.gov', '@stocktonca.gov', 'PO Box 2107, Stockton, CA 95201-2107', 'SCK:0.6', W, '######-######', '6130', '6135'),
  u('California Water Service', 'Cal Water|California Water Service Company', 'ebill@calwater.com|noreply@calwater.com', '@calwater.com', 'PO Box 940001, San Jose, CA 95194-0001', 'SCK:0.4|BFL:0.7', ['water'], '####-######', '6130', '6137'),
  u('City of Bakersfield', 'City of Bakersfield Water Resources|City of Bakersfield Wastewater', 'utilitybilling@bakersfieldcity.us', '@bakersfieldcity.us', 'PO Box 2057, Bakersfield, CA 93303-2057', 'BFL:1', ['sewer'], '#######', '6135', '6130|6140'),
  u('Vaughn Water Company', 'Vaughn Water Co|Vaughn Mutual Water', 'billing@vaughnwater.com', 'billing@vaughnwater.com', '10974 Rosedale Hwy, Bakersfield, CA 93312', 'BFL:0.3', ['water'], '#####', '6130', '6137'),
  u('Spectrum Business', 'Spectrum|Charter Communications|Time Warner Cable|Spectrum Enterprise', 'noreply@spectrum.net|billing@charter.com', '@spectrum.net|@charter.com', 'PO Box 6030, Carol Stream, IL 60197-6030', 'CIN:0.8|COL:0.8|DAY:0.8|LOU:0.8|LEX:0.8|STL:0.7|KCM:0.6|TPA:0.8|SPT:0.8|ORL:0.8|BFL:0.8', ['telecom'], '8### 10 ### #######', '6150', '6156|6155'),
  u('AT&T', 'AT&T Mobility|AT&T Business|ATT|AT & T', 'att-services.cn.20@emaildl.att-mail.com|noreply@att.com', '@att.com', 'PO Box 5080, Carol Stream, IL 60197-5080', 'CIN:0.2|COL:0.2|DAY:0.2|LOU:0.2|LEX:0.2|IND:0.3|NSH:0.5|MEM:0.5|STL:0.3|KCM:0.2|TPA:0.2|SPT:0.2|SRQ:0.3|FMY:0.3|ORL:0.2|JAX:0.4|SAC:0.3|FAT:0.3|SCK:0.3|BFL:0.2', ['telecom'], '### ###-#### ###', '6155', '6156|6150'),
  u('Comcast Business', 'Xfinity|Comcast|Xfinity Communities|Comcast Cable', 'online.communications@alerts.comcast.net|business@comcast.com', '@comcast.net|@comcast.com', 'PO Box 70219, Philadelphia, PA 19176-0219', 'IND:0.7|NSH:0.4|MEM:0.5|SRQ:0.7|FMY:0.7|JAX:0.6|SAC:0.7|FAT:0.7|SCK:0.7|CAP:1', ['telecom'], '8### ## ### #######', '6150', '6155'),
  u('Google Fiber', 'Google Fiber Webpass|GFiber', 'billing@fiber.google.com', '@fiber.google.com', 'PO Box 21507, Kansas City, MO 64196-1507', 'KCM:0.2|NSH:0.1', ['telecom'], '##-####-####', '6150', ''),
];
