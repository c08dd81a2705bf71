/**
 * Regional utilities: who serves which area with what, how they number accounts, where they
 * are paid, and the payment platform some of them bill through.
 * serves: metro keys, or "metro:City" for one city; a "*0.3" tail weights a provider down.
 */
export type Service = 'electric' | 'gas' | 'water' | 'sewer' | 'trash' | 'internet' | 'propane';

export interface UtilitySpec {
  key: string; name: string; aliases: readonly string[]; emails: readonly string[]; remit: string; pattern: string;
  services: readonly Service[]; serves: readonly string[]; platform: string | null;
}

const u = (key: string, name: string, aliases: string, emails: string, remit: string, pattern: string, services: string, serves: string, platform: string | null = null): UtilitySpec =>
  ({ key, name, aliases: aliases ? aliases.split('|') : [], emails: emails ? emails.split(' ') : [], remit, pattern, services: services.split(' ') as Service[], serves: serves.split(' '), platform });

export const UTILITIES: readonly UtilitySpec[] = [
  u('xcel', 'Xcel Energy', 'Public Service Company of Colorado|Xcel', '@xcelenergy.com', 'PO Box 9477, Minneapolis, MN 55484-9477', '53-#########-#', 'electric gas', 'den rco:Greeley rco:Platteville rco:Fort Lupton', 'Paymentus'),
  u('united-power', 'United Power, Inc.', 'United Power', '@unitedpower.com', 'PO Box 929, Brighton, CO 80601-0929', '#######-###', 'electric', 'rco:Fort Lupton rco:Platteville'),
  u('mvea', 'Mountain View Electric Association', 'MVEA', '@mvea.coop', 'PO Box 1600, Limon, CO 80828-1600', '####-####-##', 'electric', 'rco:Kiowa rco:Elizabeth cos:Fountain*0.3'),
  u('bhe-co', 'Black Hills Energy - Colorado', 'Black Hills Energy', '@blackhillsenergy.com', 'PO Box 6001, Rapid City, SD 57709-6001', '#####-####-##', 'electric gas', 'cos:Fountain*0.5 rco:Kiowa rco:Elizabeth', 'Paymentus'),
  u('csu', 'Colorado Springs Utilities', 'CSU|Springs Utilities', '@csu.org', 'PO Box 340, Colorado Springs, CO 80901-0340', '#########-###', 'electric gas water sewer', 'cos:Colorado Springs cos:Manitou Springs'),
  u('fountain-util', 'City of Fountain Utilities', 'Fountain Utilities', 'utilitybilling@fountaincolorado.org', 'PO Box 1717, Fountain, CO 80817-1717', '##-####-##', 'electric water', 'cos:Fountain', 'Xpress Bill Pay'),
  u('denver-water', 'Denver Water', 'Denver Water Board', '@denverwater.org', 'PO Box 173343, Denver, CO 80217-3343', '##########', 'water', 'den:Denver den:Lakewood*0.5'),
  u('aurora-water', 'Aurora Water', 'City of Aurora Utilities', '@auroragov.org', 'PO Box 719117, Denver, CO 80271-9117', '######-######', 'water sewer', 'den:Aurora'),
  u('englewood-util', 'City of Englewood Utilities', 'Englewood Utilities', 'utilities@englewoodco.gov', 'PO Box 2900, Englewood, CO 80150-2900', '####-######', 'water sewer', 'den:Englewood', 'Xpress Bill Pay'),
  u('arvada-util', 'City of Arvada Utility Billing', 'Arvada Utilities', 'utilitybilling@arvada.org', 'PO Box 173747, Denver, CO 80217-3747', '#####-#####', 'water sewer', 'den:Arvada'),
  u('thornton-util', 'City of Thornton Utility Billing', 'Thornton Utilities', 'utilitybilling@thorntonco.gov', 'PO Box 910222, Denver, CO 80291-0222', '######-##', 'water sewer trash', 'den:Thornton', 'Xpress Bill Pay'),
  u('consolidated', 'Consolidated Mutual Water Company', 'Consolidated Mutual Water', '@consolidatedmutual.org', 'PO Box 150068, Lakewood, CO 80215-0068', '#####-###', 'water', 'den:Lakewood'),
  u('denver-ww', 'Denver Wastewater Management', 'City and County of Denver Wastewater', 'wastewater@denvergov.org', 'PO Box 17827, Denver, CO 80217-0827', 'WW-########', 'sewer', 'den:Denver'),
  u('pnm', 'PNM', 'Public Service Company of New Mexico|PNM Resources', '@pnm.com', 'PO Box 27900, Albuquerque, NM 87125-7900', '#######-#######', 'electric', 'abq saf rnm:Edgewood', 'Paymentus'),
  u('nmgc', 'New Mexico Gas Company', 'NM Gas Co|NMGC', '@nmgco.com', 'PO Box 27885, Albuquerque, NM 87125-7885', '###-#######-###', 'gas', 'abq saf rnm', 'Paymentus'),
  u('cnmec', 'Central New Mexico Electric Cooperative', 'CNMEC', '@cnmec.org', 'PO Box 669, Moriarty, NM 87035-0669', '######-##', 'electric', 'rnm:Estancia rnm:Moriarty'),
  u('abcwua', 'Albuquerque Bernalillo County Water Utility Authority', 'ABCWUA|Water Authority', '@abcwua.org', 'PO Box 27226, Albuquerque, NM 87125-7226', '##########', 'water sewer', 'abq', 'InvoiceCloud'),
  u('abq-sw', 'City of Albuquerque Solid Waste Management', 'Albuquerque Solid Waste', 'solidwaste@cabq.gov', 'PO Box 1313, Albuquerque, NM 87103-1313', 'SW-#######', 'trash', 'abq'),
  u('sf-util', 'City of Santa Fe Utilities', 'Santa Fe Water|City of Santa Fe', 'utilitybilling@santafenm.gov', 'PO Box 2087, Santa Fe, NM 87504-2087', '#######-######', 'water sewer trash', 'saf'),
  u('aps', 'Arizona Public Service Company', 'APS', '@aps.com', 'PO Box 2906, Phoenix, AZ 85062-2906', '##########', 'electric', 'phx:Phoenix phx:Glendale', 'Paymentus'),
  u('srp', 'Salt River Project', 'SRP|Salt River Project Agricultural Improvement and Power District', '@srpnet.com', 'PO Box 2951, Phoenix, AZ 85062-2951', '###-###-###', 'electric', 'phx:Phoenix phx:Mesa phx:Tempe'),
  u('mesa-util', 'City of Mesa Utilities', 'City of Mesa', 'utilities@mesaaz.gov', 'PO Box 1878, Mesa, AZ 85211-1878', '#######-######', 'electric gas water sewer trash', 'phx:Mesa*0.6'),
  u('swgas', 'Southwest Gas Corporation', 'Southwest Gas|SWG', '@swgas.com', 'PO Box 98890, Las Vegas, NV 89150-0101', '###-#######-###', 'gas', 'phx tuc', 'Paymentus'),
  u('phx-water', 'City of Phoenix Water Services', 'Phoenix Water Services|City of Phoenix', 'water.services@phoenix.gov', 'PO Box 29663, Phoenix, AZ 85038-9663', '#####-#####', 'water sewer trash', 'phx:Phoenix', 'Paymentus'),
  u('tempe-util', 'City of Tempe Utility Billing', 'City of Tempe', 'utility_billing@tempe.gov', 'PO Box 29617, Phoenix, AZ 85038-9617', '######-######', 'water sewer trash', 'phx:Tempe'),
  u('glendale-util', 'City of Glendale Utility Services', 'City of Glendale', 'utilities@glendaleaz.com', 'PO Box 52204, Phoenix, AZ 85072-2204', '#######-#####', 'water sewer trash', 'phx:Glendale'),
  u('tep', 'Tucson Electric Power', 'TEP', '@tep.com', 'PO Box 80077, Prescott, AZ 86304-8077', '##########', 'electric', 'tuc', 'Paymentus'),
  u('tucson-water', 'Tucson Water', 'City of Tucson Water', 'customerservice@tucsonaz.gov', 'PO Box 28811, Tucson, AZ 85726-8811', '######-######', 'water', 'tuc'),
  u('pima-ww', 'Pima County Regional Wastewater Reclamation', 'Pima County Wastewater|RWRD', 'rwrd@pima.gov', 'PO Box 28804, Tucson, AZ 85726-8804', 'PCW-#######', 'sewer', 'tuc'),
  u('tucson-egs', 'City of Tucson Environmental & General Services', 'Tucson Environmental Services', 'egs@tucsonaz.gov', 'PO Box 27320, Tucson, AZ 85726-7320', 'ES-########', 'trash', 'tuc'),
  u('evergy-mo', 'Evergy Missouri Metro', 'Evergy', '@evergy.com', 'PO Box 219703, Kansas City, MO 64121-9703', '#####-#####', 'electric', 'kcm', 'Paymentus'),
  u('evergy-ksm', 'Evergy Kansas Metro', 'Evergy', '@evergy.com', 'PO Box 219915, Kansas City, MO 64121-9915', '#####-#####', 'electric', 'kck*0.35', 'Paymentus'),
  u('evergy-ksc', 'Evergy Kansas Central', 'Evergy', '@evergy.com', 'PO Box 219089, Kansas City, MO 64121-9089', '#####-#####', 'electric', 'ict rks', 'Paymentus'),
  u('spire', 'Spire Missouri', 'Spire|Spire Energy', '@spireenergy.com', 'PO Box 2500, Hazelwood, MO 63042-2500', '##########', 'gas', 'kcm'),
  u('kgs', 'Kansas Gas Service', 'KGS|ONE Gas', '@kgas.com', 'PO Box 219046, Kansas City, MO 64121-9046', '###########', 'gas', 'kck ict rks*0.5', 'Paymentus'),
  u('kcwater', 'KC Water', 'Kansas City Water Services|City of Kansas City Water', 'kcwater@kcmo.org', 'PO Box 807045, Kansas City, MO 64180-7045', '####-######', 'water sewer', 'kcm', 'InvoiceCloud'),
  u('bpu', 'Board of Public Utilities', 'BPU|Kansas City BPU', '@bpu.com', 'PO Box 219661, Kansas City, MO 64121-9661', '######-######', 'electric water', 'kck'),
  u('ug-wpc', 'Unified Government Water Pollution Control', 'UG Wastewater', 'wpc@wycokck.org', 'PO Box 175001, Kansas City, KS 66117-5001', 'WPC-######', 'sewer', 'kck'),
  u('oppd', 'Omaha Public Power District', 'OPPD', '@oppd.com', 'PO Box 3995, Omaha, NE 68103-0995', '##########', 'electric', 'oma rne'),
  u('mud', 'Metropolitan Utilities District', 'M.U.D.|MUD|Metropolitan Utilities District of Omaha', '@mudnebr.com', 'PO Box 2166, Omaha, NE 68103-2166', '###-###-###-#', 'gas water', 'oma'),
  u('bhe-ne', 'Black Hills Energy - Nebraska Gas', 'Black Hills Energy', '@blackhillsenergy.com', 'PO Box 6006, Rapid City, SD 57709-6006', '#####-####-##', 'gas', 'rne', 'Paymentus'),
  u('midam', 'MidAmerican Energy Company', 'MidAmerican|MidAmerican Energy', '@midamerican.com', 'PO Box 8020, Davenport, IA 52808-8020', '##########-##', 'electric gas', 'dsm ria:Adel ria:Winterset', 'Paymentus'),
  u('dmww', 'Des Moines Water Works', 'DMWW', '@dmww.com', 'PO Box 10320, Des Moines, IA 50306-0320', '######-######', 'water sewer trash', 'dsm:Des Moines', 'InvoiceCloud'),
  u('wdmww', 'West Des Moines Water Works', 'WDMWW', 'billing@wdmww.com', 'PO Box 65320, West Des Moines, IA 50265-0320', '#####-###', 'water', 'dsm:West Des Moines'),
  u('urbandale-water', 'Urbandale Water Utility', 'Urbandale Water', 'billing@urbandalewater.org', 'PO Box 3025, Urbandale, IA 50323-3025', '####-####', 'water sewer', 'dsm:Urbandale', 'Xpress Bill Pay'),
  u('bhe-ia', 'Black Hills Energy - Iowa Gas', 'Black Hills Energy', '@blackhillsenergy.com', 'PO Box 6007, Rapid City, SD 57709-6007', '#####-####-##', 'gas', 'ria', 'Paymentus'),
  u('warren-rec', 'Warren Electric Cooperative', 'Warren REC', 'office@warrenrec.coop', 'PO Box 68, Indianola, IA 50125-0068', '#####-##', 'electric', 'ria:Indianola'),
  u('wichita-water', 'City of Wichita Water Utilities', 'Wichita Water|City of Wichita', 'water@wichita.gov', 'PO Box 2922, Wichita, KS 67201-2922', '#########-#', 'water sewer', 'ict', 'InvoiceCloud'),
  u('oge', 'Oklahoma Gas and Electric Company', 'OG&E|OGE Energy', '@oge.com', 'PO Box 24990, Oklahoma City, OK 73124-0990', '###########', 'electric', 'okc rok:Guthrie rok:Luther', 'Paymentus'),
  u('ong', 'Oklahoma Natural Gas Company', 'ONG|ONE Gas', '@oklahomanaturalgas.com', 'PO Box 219296, Kansas City, MO 64121-9296', '###########-###', 'gas', 'okc tul rok', 'Paymentus'),
  u('okc-util', 'City of Oklahoma City Utilities', 'OKC Utilities|City of OKC', 'utilities@okc.gov', 'PO Box 26570, Oklahoma City, OK 73126-0570', '#######-######', 'water sewer trash', 'okc', 'InvoiceCloud'),
  u('pso', 'Public Service Company of Oklahoma', 'PSO|AEP-PSO', '@psoklahoma.com', 'PO Box 371496, Pittsburgh, PA 15250-7496', '###-###-###-#', 'electric', 'tul rok:Chandler', 'Paymentus'),
  u('tulsa-util', 'City of Tulsa Utility Services', 'City of Tulsa|Tulsa Utilities', 'utilities@cityoftulsa.org', 'PO Box 451, Tulsa, OK 74189-0451', '######-######', 'water sewer trash', 'tul', 'InvoiceCloud'),
  u('central-rec', 'Central Rural Electric Cooperative', 'Central Electric Co-op', 'billing@crec.coop', 'PO Box 1809, Stillwater, OK 74076-1809', '#####-###', 'electric', 'rok:Chandler*0.6'),
  u('logan-rwd', 'Logan County Rural Water District No. 1', 'Logan County RWD 1', 'office@logan1water.org', 'PO Box 1107, Guthrie, OK 73044-1107', '###-####', 'water', 'rok:Guthrie', 'Xpress Bill Pay'),
  u('butler-rwd', 'Butler County Rural Water District No. 5', 'Butler RWD 5', 'rwd5@butlerwater.org', 'PO Box 148, Augusta, KS 67010-0148', '####-##', 'water', 'rks', 'Xpress Bill Pay'),
  u('butler-rec', 'Butler Rural Electric Cooperative', 'Butler REC', 'billing@butlerrec.coop', 'PO Box 1242, El Dorado, KS 67042-1242', '######-#', 'electric', 'rks*0.6'),
  u('bhe-ks', 'Black Hills Energy - Kansas Gas', 'Black Hills Energy', '@blackhillsenergy.com', 'PO Box 6008, Rapid City, SD 57709-6008', '#####-####-##', 'gas', 'rks*0.5', 'Paymentus'),
  u('comcast', 'Comcast Cable Communications', 'Xfinity|Comcast|Comcast Business', '@comcast.net', 'PO Box 60533, City of Industry, CA 91716-0533', '8497 ## ### #######', 'internet', 'den cos abq saf'),
  u('cox-az', 'Cox Communications Arizona', 'Cox Communications|Cox Business', '@cox.com', 'PO Box 53249, Phoenix, AZ 85072-3249', '###-####-######', 'internet', 'phx tuc'),
  u('cox-ne', 'Cox Communications Omaha', 'Cox Communications|Cox Business', '@cox.com', 'PO Box 2742, Omaha, NE 68103-2742', '###-####-######', 'internet', 'oma'),
  u('cox-ks', 'Cox Communications Kansas', 'Cox Communications|Cox Business', '@cox.com', 'PO Box 2742, Omaha, NE 68103-2743', '###-####-######', 'internet', 'ict'),
  u('cox-ok', 'Cox Communications Oklahoma', 'Cox Communications|Cox Business', '@cox.com', 'PO Box 248871, Oklahoma City, OK 73124-8871', '###-####-######', 'internet', 'okc tul'),
  u('spectrum', 'Charter Communications', 'Spectrum|Spectrum Business', '@charter.com', 'PO Box 60074, City of Industry, CA 91716-0074', '8351 ## ### #######', 'internet', 'kcm kck'),
  u('gfiber', 'Google Fiber Inc.', 'Google Fiber', '@fiber.google.com', 'PO Box 742594, Los Angeles, CA 90074-2594', 'GF-########', 'internet', 'kcm*0.4 kck*0.4'),
  u('lumen', 'Lumen Technologies', 'CenturyLink|Quantum Fiber', '@lumen.com', 'PO Box 91155, Seattle, WA 98111-9255', '###-###-####-###', 'internet', 'den*0.3 cos*0.3 abq*0.3 saf*0.3 phx*0.3 tuc*0.3 oma*0.3 dsm*0.3 rco rnm rok rks rne ria'),
  u('mediacom', 'Mediacom Communications', 'Mediacom', '@mediacomcc.com', 'PO Box 5744, Carol Stream, IL 60197-5744', '#### ## ### #######', 'internet', 'dsm'),
  u('ferrellgas', 'Ferrellgas', 'Ferrellgas Partners|Blue Rhino', '@ferrellgas.com', 'PO Box 173940, Denver, CO 80217-3940', '#########', 'propane', 'rco rks rok'),
  u('amerigas', 'AmeriGas Propane', 'AmeriGas', '@amerigas.com', 'PO Box 371473, Pittsburgh, PA 15250-7473', '####-######', 'propane', 'rnm rne ria'),
];

export const SERVICE_GL: Readonly<Record<Service, readonly string[]>> = {
  electric: ['5300', '5305'], gas: ['5310', '5315'], water: ['5320', '5390'], sewer: ['5325', '5330'],
  trash: ['5340', '5345', '5350'], internet: ['5360', '5370'], propane: ['5380'],
};

export const SERVICE_LINES: Readonly<Record<Service, readonly string[]>> = {
  electric: ['Electric service', 'Energy charge', 'Delivery charge', 'Fuel cost adjustment', 'Basic service charge'],
  gas: ['Natural gas service', 'Gas cost recovery', 'Customer charge', 'Distribution charge'],
  water: ['Water usage', 'Water base charge', 'Irrigation meter'],
  sewer: ['Sewer service', 'Wastewater charge', 'Stormwater fee'],
  trash: ['Trash collection', 'Recycling', 'Bulk item pickup', 'Dumpster service 4 yd'],
  internet: ['Internet service', 'Equipment rental', 'Business phone line'],
  propane: ['Propane delivery', 'Tank rental fee', 'Hazmat fee'],
};
