/*
 * Utilities and tax collectors. A brand may have several records (Waste Management has four,
 * two of them named exactly "Waste Management"); such records differ in their accounts, their
 * remit-to lockboxes and sometimes their sender addresses, and their bills always print the
 * account number.
 */

export type Service = 'electric' | 'gas' | 'water' | 'sewer' | 'trash' | 'internet' | 'tax';

export interface ServiceSpec {
  name: string;
  aliases: string[];
  /** Registered sender: "@domain" or an address; the bills come from `from`. */
  senderEmails: string[];
  from: string[];
  remit: string;
  /** A new lockbox printed on bills that the directory has not caught up with. */
  remitNew?: string;
  metros: string[];
  /** Limits the record to these cities of its metros. */
  cities?: string[];
  service: Service;
  gl: string;
  acctFmt: string;
  /** Accounts per building where a property has buildings. */
  perBuilding: boolean;
  /** Share of eligible units with their own account. */
  unitShare: number;
  brand?: string;
  taxId?: string;
  weight?: number;
}

const s = (spec: ServiceSpec): ServiceSpec => spec;

export const SERVICE_SPECS: readonly ServiceSpec[] = [
  // electric
  s({ name: 'Seattle City Light', aliases: ['SCL', 'City Light'], senderEmails: ['scl.ebill@seattle.gov'], from: ['scl.ebill@seattle.gov'], remit: 'PO Box 35178, Seattle WA 98124-5178', metros: ['SEA'], cities: ['Seattle', 'Shoreline'], service: 'electric', gl: '6100', acctFmt: '#######-###', perBuilding: true, unitShare: 0.08 }),
  s({ name: 'Puget Sound Energy', aliases: ['PSE', 'Puget Sound Energy Inc'], senderEmails: ['@pse.com'], from: ['ebill@pse.com', 'myaccount@pse.com'], remit: 'PO Box 91269, Bellevue WA 98009-9269', metros: ['SEA', 'TAC'], cities: ['Lynnwood', 'Kent', 'Renton', 'Federal Way', 'Bellevue', 'Lakewood', 'University Place', 'Puyallup'], service: 'electric', gl: '6100', acctFmt: '#### #### ####', perBuilding: true, unitShare: 0.08, brand: 'PSE', taxId: '91-0374630' }),
  s({ name: 'PSE - Puget Sound Energy', aliases: ['Puget Sound Energy Gas'], senderEmails: ['@pse.com'], from: ['ebill@pse.com'], remit: 'PO Box 91269, Bellevue WA 98009-9269', metros: ['SEA', 'TAC'], service: 'gas', gl: '6110', acctFmt: '#### #### ####', perBuilding: false, unitShare: 0, brand: 'PSE', taxId: '91-0374630' }),
  s({ name: 'Tacoma Public Utilities', aliases: ['TPU', 'Tacoma Power', 'City of Tacoma - TPU'], senderEmails: ['utilitybilling@cityoftacoma.org'], from: ['utilitybilling@cityoftacoma.org'], remit: 'PO Box 11010, Tacoma WA 98411-1010', metros: ['TAC'], cities: ['Tacoma'], service: 'electric', gl: '6100', acctFmt: '#########', perBuilding: true, unitShare: 0.06 }),
  s({ name: 'Avista Utilities', aliases: ['Avista', 'Avista Corp'], senderEmails: ['@avistacorp.com'], from: ['billing@avistacorp.com'], remit: 'PO Box 3727, Spokane WA 99220-3727', remitNew: '1411 E Mission Ave, Spokane WA 99252-0001', metros: ['SPO'], service: 'electric', gl: '6100', acctFmt: '##########', perBuilding: true, unitShare: 0.1 }),
  s({ name: 'Portland General Electric', aliases: ['PGE', 'PGE Portland General'], senderEmails: ['@portlandgeneral.com'], from: ['ebill@portlandgeneral.com'], remit: 'PO Box 4438, Portland OR 97208-4438', metros: ['PDX'], cities: ['Portland', 'Beaverton', 'Gresham', 'Milwaukie', 'Tigard'], service: 'electric', gl: '6100', acctFmt: '#### ### ###', perBuilding: true, unitShare: 0.08 }),
  s({ name: 'Pacific Power', aliases: ['PacifiCorp', 'Pacific Power & Light'], senderEmails: ['@pacificpower.net'], from: ['noreply@pacificpower.net'], remit: 'PO Box 26000, Portland OR 97256-0001', metros: ['PDX'], cities: ['Portland'], service: 'electric', gl: '6100', acctFmt: '########-###-#', perBuilding: false, unitShare: 0.05, weight: 0.4 }),
  s({ name: 'Clark Public Utilities', aliases: ['Clark PUD', 'CPU'], senderEmails: ['ebill@clarkpud.com'], from: ['ebill@clarkpud.com'], remit: 'PO Box 8900, Vancouver WA 98668-8900', metros: ['VAN'], service: 'electric', gl: '6100', acctFmt: '#######', perBuilding: true, unitShare: 0.08 }),
  s({ name: 'Idaho Power', aliases: ['Idaho Power Co', 'IPC'], senderEmails: ['@idahopower.com'], from: ['customerservice@idahopower.com'], remit: 'PO Box 34966, Seattle WA 98124-1966', metros: ['BOI'], service: 'electric', gl: '6100', acctFmt: '##########', perBuilding: true, unitShare: 0.08 }),
  s({ name: 'Eugene Water & Electric Board', aliases: ['EWEB', 'Eugene Water and Electric'], senderEmails: ['@eweb.org'], from: ['billing@eweb.org'], remit: 'PO Box 35195, Seattle WA 98124-5195', metros: ['EUG'], cities: ['Eugene'], service: 'electric', gl: '6100', acctFmt: '######-###', perBuilding: true, unitShare: 0.1 }),
  s({ name: 'Springfield Utility Board', aliases: ['SUB'], senderEmails: ['customerservice@subutil.com'], from: ['customerservice@subutil.com'], remit: 'PO Box 300, Springfield OR 97477-0077', metros: ['EUG'], cities: ['Springfield'], service: 'electric', gl: '6100', acctFmt: '#######', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'Duke Energy Carolinas', aliases: ['Duke Energy', 'DEC'], senderEmails: ['@duke-energy.com'], from: ['ebill@duke-energy.com', 'noreply@duke-energy.com'], remit: 'PO Box 1094, Charlotte NC 28201-1094', metros: ['CLT', 'GVL'], service: 'electric', gl: '6100', acctFmt: '#### #### ####', perBuilding: true, unitShare: 0.08, brand: 'Duke', taxId: '56-0205520' }),
  s({ name: 'Duke Energy Progress', aliases: ['Duke Energy', 'Progress Energy'], senderEmails: ['@duke-energy.com'], from: ['ebill@duke-energy.com'], remit: 'PO Box 1003, Charlotte NC 28201-1003', metros: ['RDU'], service: 'electric', gl: '6100', acctFmt: '#### #### ####', perBuilding: true, unitShare: 0.08, brand: 'Duke', taxId: '56-0165465' }),
  s({ name: 'Duke Energy', aliases: [], senderEmails: [], from: ['ebill@duke-energy.com'], remit: 'PO Box 70516, Charlotte NC 28272-0516', metros: ['CLT'], cities: ['Charlotte'], service: 'electric', gl: '6100', acctFmt: '#### #### ####', perBuilding: false, unitShare: 0.02, brand: 'Duke', weight: 0.25 }),
  s({ name: 'Dominion Energy Virginia', aliases: ['Dominion Energy', 'Dominion Virginia Power'], senderEmails: ['@dominionenergy.com'], from: ['ebill@dominionenergy.com'], remit: 'PO Box 26543, Richmond VA 23290-0001', metros: ['RIC', 'NFK'], service: 'electric', gl: '6100', acctFmt: '###### ####', perBuilding: true, unitShare: 0.08 }),
  // gas
  s({ name: 'NW Natural', aliases: ['Northwest Natural Gas', 'NW Natural Gas Co'], senderEmails: ['@nwnatural.com'], from: ['ebill@nwnatural.com'], remit: 'PO Box 6017, Portland OR 97228-6017', metros: ['PDX', 'VAN', 'EUG'], service: 'gas', gl: '6110', acctFmt: '#######-#', perBuilding: false, unitShare: 0 }),
  s({ name: 'Avista Utilities - Gas', aliases: ['Avista Gas'], senderEmails: ['@avistacorp.com'], from: ['billing@avistacorp.com'], remit: 'PO Box 3727, Spokane WA 99220-3727', metros: ['SPO'], service: 'gas', gl: '6110', acctFmt: '##########', perBuilding: false, unitShare: 0, brand: 'Avista' }),
  s({ name: 'Intermountain Gas Company', aliases: ['Intermountain Gas', 'IGC'], senderEmails: ['@intgas.com'], from: ['billing@intgas.com'], remit: 'PO Box 5600, Bismarck ND 58506-5600', metros: ['BOI'], service: 'gas', gl: '6110', acctFmt: '#########', perBuilding: false, unitShare: 0 }),
  s({ name: 'Piedmont Natural Gas', aliases: ['Piedmont', 'Piedmont Natural Gas Co'], senderEmails: ['@piedmontng.com'], from: ['ebill@piedmontng.com'], remit: 'PO Box 1246, Charlotte NC 28201-1246', metros: ['CLT', 'RDU', 'GVL'], service: 'gas', gl: '6110', acctFmt: '###########', perBuilding: false, unitShare: 0 }),
  s({ name: 'Enbridge Gas North Carolina', aliases: ['PSNC Energy', 'Dominion Energy North Carolina'], senderEmails: ['@enbridge.com', '@psncenergy.com'], from: ['ebill@enbridge.com'], remit: 'PO Box 100256, Columbia SC 29202-3256', metros: ['RDU'], cities: ['Raleigh', 'Durham', 'Cary', 'Garner', 'Apex', 'Morrisville'], service: 'gas', gl: '6110', acctFmt: '############', perBuilding: false, unitShare: 0 }),
  s({ name: 'Virginia Natural Gas', aliases: ['VNG'], senderEmails: ['@virginianaturalgas.com'], from: ['ebill@virginianaturalgas.com'], remit: 'PO Box 5409, Carol Stream IL 60197-5409', metros: ['NFK'], service: 'gas', gl: '6110', acctFmt: '##########', perBuilding: false, unitShare: 0 }),
  s({ name: 'City of Richmond Department of Public Utilities', aliases: ['Richmond Gas Works', 'Richmond DPU', 'City of Richmond Utilities'], senderEmails: ['dpu.billing@rva.gov'], from: ['dpu.billing@rva.gov'], remit: 'PO Box 26060, Richmond VA 23274-0001', metros: ['RIC'], cities: ['Richmond'], service: 'water', gl: '6120', acctFmt: '#######-#######', perBuilding: false, unitShare: 0 }),
  s({ name: 'Columbia Gas of Virginia', aliases: ['Columbia Gas'], senderEmails: ['@columbiagasva.com'], from: ['ebill@columbiagasva.com'], remit: 'PO Box 70319, Philadelphia PA 19176-0319', metros: ['RIC'], cities: ['Chesterfield', 'Midlothian', 'Henrico', 'Glen Allen'], service: 'gas', gl: '6110', acctFmt: '########-###-####-#', perBuilding: false, unitShare: 0 }),
  // water / sewer
  s({ name: 'Seattle Public Utilities', aliases: ['SPU', 'City of Seattle - SPU'], senderEmails: ['spu.billing@seattle.gov'], from: ['spu.billing@seattle.gov'], remit: 'PO Box 35177, Seattle WA 98124-5177', metros: ['SEA'], cities: ['Seattle', 'Shoreline'], service: 'water', gl: '6120', acctFmt: '#######-######', perBuilding: true, unitShare: 0 }),
  s({ name: 'City of Tacoma Environmental Services', aliases: ['Tacoma Solid Waste', 'City of Tacoma ES'], senderEmails: ['es.billing@cityoftacoma.org'], from: ['es.billing@cityoftacoma.org'], remit: 'PO Box 11007, Tacoma WA 98411-1007', metros: ['TAC'], service: 'sewer', gl: '6125', acctFmt: '#########-##', perBuilding: false, unitShare: 0 }),
  s({ name: 'City of Spokane Utility Billing', aliases: ['City of Spokane', 'Spokane Utilities'], senderEmails: ['utilitybilling@spokanecity.org'], from: ['utilitybilling@spokanecity.org'], remit: 'PO Box 1619, Spokane WA 99210-1619', metros: ['SPO'], service: 'water', gl: '6120', acctFmt: '######-######', perBuilding: false, unitShare: 0.06 }),
  s({ name: 'Portland Water Bureau', aliases: ['City of Portland Water Bureau', 'PWB'], senderEmails: ['@portlandoregon.gov'], from: ['pwb.billing@portlandoregon.gov'], remit: 'PO Box 4216, Portland OR 97208-4216', metros: ['PDX'], cities: ['Portland'], service: 'water', gl: '6120', acctFmt: '#######-###', perBuilding: true, unitShare: 0 }),
  s({ name: 'City of Vancouver Utility Billing', aliases: ['City of Vancouver WA'], senderEmails: ['utilities@cityofvancouver.us'], from: ['utilities@cityofvancouver.us'], remit: 'PO Box 8995, Vancouver WA 98668-8995', metros: ['VAN'], service: 'water', gl: '6120', acctFmt: '##########', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'Veolia Water Idaho', aliases: ['SUEZ Water Idaho', 'United Water Idaho'], senderEmails: ['@veolia.com', '@suez.com'], from: ['idaho.billing@veolia.com'], remit: 'PO Box 371804, Pittsburgh PA 15250-7804', metros: ['BOI'], service: 'water', gl: '6120', acctFmt: '###########', perBuilding: false, unitShare: 0.1 }),
  s({ name: 'City of Boise Public Works', aliases: ['City of Boise', 'Boise Public Works'], senderEmails: ['utilitybilling@cityofboise.org'], from: ['utilitybilling@cityofboise.org'], remit: 'PO Box 2600, Boise ID 83701-2600', metros: ['BOI'], cities: ['Boise', 'Garden City'], service: 'sewer', gl: '6125', acctFmt: '########', perBuilding: false, unitShare: 0 }),
  s({ name: 'Charlotte Water', aliases: ['City of Charlotte Water', 'CLT Water'], senderEmails: ['@charlottenc.gov'], from: ['charlottewater@charlottenc.gov'], remit: 'PO Box 1316, Charlotte NC 28201-1316', metros: ['CLT'], service: 'water', gl: '6120', acctFmt: '##########', perBuilding: true, unitShare: 0.04 }),
  s({ name: 'City of Raleigh Utility Billing', aliases: ['Raleigh Water', 'City of Raleigh'], senderEmails: ['utilitybilling@raleighnc.gov'], from: ['utilitybilling@raleighnc.gov'], remit: 'PO Box 71081, Charlotte NC 28272-1081', metros: ['RDU'], cities: ['Raleigh', 'Garner'], service: 'water', gl: '6120', acctFmt: '#######', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'City of Durham Water Management', aliases: ['City of Durham', 'Durham Water'], senderEmails: ['billingservices@durhamnc.gov'], from: ['billingservices@durhamnc.gov'], remit: 'PO Box 30040, Durham NC 27702-3040', metros: ['RDU'], cities: ['Durham'], service: 'water', gl: '6120', acctFmt: '######-######', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'Town of Cary Utility Billing', aliases: ['Town of Cary'], senderEmails: ['utilitybilling@carync.gov'], from: ['utilitybilling@carync.gov'], remit: 'PO Box 8049, Cary NC 27512-8049', metros: ['RDU'], cities: ['Cary', 'Morrisville', 'Apex'], service: 'water', gl: '6120', acctFmt: '########', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'OWASA', aliases: ['Orange Water and Sewer Authority'], senderEmails: ['billing@owasa.org'], from: ['billing@owasa.org'], remit: '400 Jones Ferry Rd, Carrboro NC 27510-2001', metros: ['RDU'], cities: ['Chapel Hill'], service: 'water', gl: '6120', acctFmt: '#####-#####', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'Greenville Water', aliases: ['Greenville Water System'], senderEmails: ['@greenvillewater.com'], from: ['billing@greenvillewater.com'], remit: 'PO Box 687, Greenville SC 29602-0687', metros: ['GVL'], service: 'water', gl: '6120', acctFmt: '#########', perBuilding: false, unitShare: 0.05 }),
  s({ name: 'ReWa', aliases: ['Renewable Water Resources'], senderEmails: ['customerservice@re-wa.org'], from: ['customerservice@re-wa.org'], remit: 'PO Box 580166, Charlotte NC 28258-0166', metros: ['GVL'], service: 'sewer', gl: '6125', acctFmt: '#######-##', perBuilding: false, unitShare: 0 }),
  s({ name: 'Henrico County Public Utilities', aliases: ['Henrico County DPU', 'County of Henrico'], senderEmails: ['utilitybilling@henrico.us'], from: ['utilitybilling@henrico.us'], remit: 'PO Box 90775, Henrico VA 23273-0775', metros: ['RIC'], cities: ['Henrico', 'Glen Allen'], service: 'water', gl: '6120', acctFmt: '##########', perBuilding: false, unitShare: 0.04 }),
  s({ name: 'Chesterfield County Utilities', aliases: ['Chesterfield Utilities'], senderEmails: ['utilities@chesterfield.gov'], from: ['utilities@chesterfield.gov'], remit: 'PO Box 26725, Richmond VA 23261-6725', metros: ['RIC'], cities: ['Chesterfield', 'Midlothian'], service: 'water', gl: '6120', acctFmt: '#######-######', perBuilding: false, unitShare: 0.04 }),
  s({ name: 'City of Virginia Beach Public Utilities', aliases: ['Virginia Beach Public Utilities', 'VB Utilities'], senderEmails: ['@vbgov.com'], from: ['pubutil@vbgov.com'], remit: 'PO Box 1859, Virginia Beach VA 23451-9959', metros: ['NFK'], cities: ['Virginia Beach'], service: 'water', gl: '6120', acctFmt: '#######-######', perBuilding: false, unitShare: 0.04 }),
  s({ name: 'City of Norfolk Utilities', aliases: ['Norfolk Utilities', 'City of Norfolk'], senderEmails: ['utilities@norfolk.gov'], from: ['utilities@norfolk.gov'], remit: 'PO Box 1080, Norfolk VA 23501-1080', metros: ['NFK'], cities: ['Norfolk', 'Chesapeake', 'Portsmouth'], service: 'water', gl: '6120', acctFmt: '##########', perBuilding: false, unitShare: 0.04 }),
  s({ name: 'HRSD', aliases: ['Hampton Roads Sanitation District'], senderEmails: ['billing@hrsd.com'], from: ['billing@hrsd.com'], remit: 'PO Box 37097, Boone IA 50037-0097', metros: ['NFK'], service: 'sewer', gl: '6125', acctFmt: '##########', perBuilding: false, unitShare: 0 }),
];
