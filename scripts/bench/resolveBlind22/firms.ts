/** The named vendors: regional utilities, authorities, tax collectors, registries and national firms. */
export type Service = 'electric' | 'gas' | 'water' | 'trash';

export interface Utility {
  name: string;
  aliases: readonly string[];
  domain: string;
  service: Service;
  metros: readonly string[];
  /** Municipal authorities serve only these towns. */
  towns?: readonly string[];
  gl: string;
  /** Account number groups, e.g. [4, 4, 3] printed 1001-2345-678. */
  format: readonly number[];
  sep: string;
  remit: string;
}

const u = (name: string, aliases: string[], domain: string, service: Service, metros: string[], format: number[], sep: string, remit: string, towns?: string[]): Utility => ({
  name, aliases, domain, service, metros, gl: service === 'electric' ? '5100' : service === 'gas' ? '5110' : service === 'water' ? '5130' : '5140', format, sep, remit, ...(towns ? { towns } : {}),
});

export const UTILITIES: readonly Utility[] = [
  u('National Fuel Gas Distribution Corporation', ['National Fuel', 'NFG'], 'natfuel.com', 'gas', ['BUF', 'PIT'], [7, 2], ' ', 'PO Box 371835, Pittsburgh, PA 15250-7835'),
  u('Niagara Mohawk Power Corporation', ['National Grid', 'NiMo', 'Niagara Mohawk'], 'nationalgrid.com', 'electric', ['BUF', 'SYR', 'ALB'], [5, 5], '-', 'PO Box 11742, Newark, NJ 07101-4742'),
  u('New York State Electric & Gas Corporation', ['NYSEG'], 'nyseg.com', 'electric', ['BUF', 'ROC'], [4, 4, 3], '-', 'PO Box 847812, Boston, MA 02284-7812', ['Amherst', 'Cheektowaga', 'Henrietta', 'Gates']),
  u('Rochester Gas and Electric Corporation', ['RG&E', 'RGE'], 'rge.com', 'electric', ['ROC'], [4, 4, 3], '-', 'PO Box 847813, Boston, MA 02284-7813'),
  u('Central Hudson Gas & Electric Corporation', ['Central Hudson', 'CHG&E'], 'cenhud.com', 'gas', ['ALB'], [4, 4, 3], '-', 'PO Box 4890, Syracuse, NY 13221-4890'),
  u('Duquesne Light Company', ['Duquesne Light', 'DLC'], 'duqlight.com', 'electric', ['PIT'], [10], '', 'PO Box 10, Pittsburgh, PA 15230-0010'),
  u('Peoples Natural Gas Company LLC', ['Peoples Gas', 'Peoples'], 'peoples-gas.com', 'gas', ['PIT'], [3, 7], ' ', 'PO Box 644760, Pittsburgh, PA 15264-4760'),
  u('PPL Electric Utilities Corporation', ['PPL', 'PP&L', 'PPL Electric'], 'pplweb.com', 'electric', ['SCR', 'ALN'], [5, 5], '-', 'PO Box 419054, St Louis, MO 63141-9054'),
  u('UGI Utilities Inc.', ['UGI', 'UGI Gas'], 'ugi.com', 'gas', ['SCR', 'ALN'], [4, 4, 4], ' ', 'PO Box 15503, Wilmington, DE 19886-5503'),
  u('PECO Energy Company', ['PECO', 'PECO An Exelon Company'], 'peco.com', 'electric', ['MLN'], [5, 5], '-', 'PO Box 37629, Philadelphia, PA 19101-0629'),
  u('PECO Energy Company - Gas', ['PECO Gas'], 'peco-gas.com', 'gas', ['MLN'], [5, 3, 2], '-', 'PO Box 37632, Philadelphia, PA 19101-0632'),
  u('Public Service Electric and Gas Company', ['PSE&G', 'PSEG'], 'pseg.com', 'electric', ['NJS'], [2, 4, 4, 2], ' ', 'PO Box 14444, New Brunswick, NJ 08906-4444', ['Edison', 'Springfield Township', 'Old Bridge', 'Hillsborough']),
  u('Jersey Central Power & Light', ['JCP&L', 'JCPL', 'FirstEnergy JCP&L'], 'firstenergycorp.com', 'electric', ['NJS'], [4, 4, 4], ' ', 'PO Box 3687, Akron, OH 44309-3687', ['Parsippany-Troy Hills', 'Washington Township', 'Freehold Township']),
  u('Elizabethtown Gas Company', ['Elizabethtown Gas', 'E-town Gas'], 'elizabethtowngas.com', 'gas', ['NJS'], [10], '', 'PO Box 6031, Bellmawr, NJ 08099-6031', ['Edison', 'Springfield Township', 'Hillsborough', 'Washington Township']),
  u('South Jersey Gas Company', ['SJG', 'South Jersey Gas'], 'southjerseygas.com', 'gas', ['NJS'], [4, 4, 4], '-', 'PO Box 6091, Bellmawr, NJ 08099-6091', ['Freehold Township', 'Old Bridge', 'Parsippany-Troy Hills']),
  u('New Jersey American Water Company', ['NJ American Water', 'NJAW', 'American Water'], 'amwater.com', 'water', ['NJS'], [4, 4, 2], '-', 'PO Box 371331, Pittsburgh, PA 15250-7331'),
  u('Pennsylvania American Water Company', ['PA American Water', 'PAWC', 'American Water'], 'pawater-amwater.com', 'water', ['PIT', 'SCR'], [4, 4, 2], '-', 'PO Box 371412, Pittsburgh, PA 15250-7412', ['Mount Lebanon', 'Ross Township', 'Washington', 'Penn Hills', 'Scranton', 'Dunmore', 'Dickson City', 'Old Forge', 'Taylor']),
  u('Aqua Pennsylvania Inc.', ['Aqua', 'Aqua PA', 'Aqua America'], 'aquaamerica.com', 'water', ['MLN'], [9], '', 'PO Box 70279, Philadelphia, PA 19176-0279'),
  u('Buffalo Water Board', ['Buffalo Water', 'Veolia Buffalo Water'], 'buffalowater.org', 'water', ['BUF'], [6, 2], '-', '281 Exchange St, Buffalo, NY 14204', ['Buffalo']),
  u('Erie County Water Authority', ['ECWA'], 'ecwa.org', 'water', ['BUF'], [7, 3], '-', 'PO Box 5148, Buffalo, NY 14240-5148', ['Amherst', 'Cheektowaga', 'Tonawanda']),
  u('Monroe County Water Authority', ['MCWA', 'Monroe Water'], 'mcwa.com', 'water', ['ROC'], [6, 4], ' ', 'PO Box 41999, Rochester, NY 14604-4999', ['Greece', 'Irondequoit', 'Gates', 'Henrietta']),
  u('City of Rochester Water Bureau', ['Rochester Water'], 'cityofrochester.gov', 'water', ['ROC'], [8], '', '30 Church St Rm 101B, Rochester, NY 14614', ['Rochester']),
  u('Onondaga County Water Authority', ['OCWA'], 'ocwa.org', 'water', ['SYR'], [8, 2], '-', 'PO Box 9, Syracuse, NY 13211-0009', ['Clay', 'Salina', 'DeWitt']),
  u('City of Syracuse Water Department', ['Syracuse Water'], 'syrgov.net', 'water', ['SYR'], [3, 5], '-', '233 E Washington St Rm 120, Syracuse, NY 13202', ['Syracuse']),
  u('Albany Water Board', ['Albany Water', 'City of Albany Water'], 'albanyny.gov', 'water', ['ALB'], [7], '', '10 N Enterprise Dr, Albany, NY 12204', ['Albany']),
  u('Latham Water District', ['Town of Colonie Water'], 'colonie.org', 'water', ['ALB'], [4, 4], '-', '347 Old Niskayuna Rd, Latham, NY 12110', ['Colonie', 'Guilderland', 'Bethlehem']),
  u('Pittsburgh Water and Sewer Authority', ['PWSA', 'Pittsburgh Water'], 'pgh2o.com', 'water', ['PIT'], [10], '', 'PO Box 747055, Pittsburgh, PA 15274-7055', ['Pittsburgh']),
  u('Lehigh County Authority', ['LCA', 'Allentown Water'], 'lehighcountyauthority.org', 'water', ['ALN'], [5, 3], '-', 'PO Box 3348, Allentown, PA 18106-0348'),
  u('Lower Merion Township Sewer Rents', ['Lower Merion Sewer'], 'lowermerion.org', 'trash', ['MLN'], [6], '', '75 E Lancaster Ave, Ardmore, PA 19003', ['Lower Merion Township', 'Narberth']),
  u('Washington Township Municipal Utilities Authority', ['WTMUA'], 'wtmua.org', 'water', ['NJS'], [6, 2], '-', 'PO Box 745, Sewell, NJ 08080-0745', ['Washington Township']),
  u('Old Bridge Municipal Utilities Authority', ['OBMUA'], 'obmua.com', 'water', ['NJS'], [5, 2], '-', '71 Boulevard West, Cliffwood Beach, NJ 07735', ['Old Bridge']),
  u('Waste Management of New York LLC', ['WM', 'Waste Management'], 'wm.com', 'trash', ['BUF', 'ROC', 'SYR', 'ALB'], [3, 7, 4], '-', 'PO Box 13648, Philadelphia, PA 19101-3648'),
  u('Waste Management of Pennsylvania Inc.', ['WM', 'Waste Management'], 'wm.com', 'trash', ['PIT', 'SCR', 'ALN'], [3, 7, 4], '-', 'PO Box 13648, Philadelphia, PA 19101-3649'),
  u('Republic Services of New Jersey LLC', ['Republic Services', 'Allied Waste'], 'republicservices.com', 'trash', ['NJS'], [1, 3, 7], '-', 'PO Box 9001099, Louisville, KY 40290-1099'),
  u('Republic Services of Pennsylvania LLC', ['Republic Services', 'Allied Waste'], 'republicservices.com', 'trash', ['MLN', 'ALN'], [1, 3, 7], '-', 'PO Box 9001154, Louisville, KY 40290-1154'),
  u('Casella Waste Systems Inc.', ['Casella', 'Casella Waste'], 'casella.com', 'trash', ['ROC', 'SYR', 'ALB', 'SCR'], [7], '', 'PO Box 1372, Williston, VT 05495-1372'),
];

export interface National {
  name: string;
  aliases: readonly string[];
  domain: string;
  gl: string;
  alt: readonly string[];
  lines: string;
  /** One vendor record per branch metro when set ("Orkin LLC - Buffalo"). */
  branches: readonly string[] | null;
}

export const NATIONALS: readonly National[] = [
  { name: 'Home Depot Pro', aliases: ['HD Supply', 'The Home Depot Pro', 'HD Pro'], domain: 'homedepotpro.com', gl: '5500', alt: ['5510', '5525'], lines: 'supply', branches: null },
  { name: 'W.W. Grainger, Inc.', aliases: ['Grainger'], domain: 'grainger.com', gl: '5500', alt: ['5520', '5530'], lines: 'supply', branches: null },
  { name: 'The Sherwin-Williams Company', aliases: ['Sherwin-Williams', 'Sherwin Williams'], domain: 'sherwin.com', gl: '5505', alt: ['5500'], lines: 'supply', branches: ['BUF', 'ROC', 'SYR', 'ALB', 'PIT', 'MLN', 'SCR', 'ALN', 'NJS'] },
  { name: 'Otis Elevator Company', aliases: ['Otis'], domain: 'otis.com', gl: '5340', alt: ['5345'], lines: 'service', branches: null },
  { name: 'Orkin LLC', aliases: ['Orkin', 'Orkin Pest Control'], domain: 'orkin.com', gl: '5300', alt: ['5305'], lines: 'service', branches: ['BUF', 'ROC', 'SYR', 'PIT', 'MLN', 'NJS'] },
  { name: "Lowe's Pro Supply", aliases: ["Lowe's Pro", 'LowesPro'], domain: 'lowesprosupply.com', gl: '5500', alt: ['5510'], lines: 'supply', branches: null },
  { name: 'Ferguson Enterprises LLC', aliases: ['Ferguson'], domain: 'ferguson.com', gl: '5525', alt: ['5206'], lines: 'supply', branches: null },
  { name: 'Cintas Corporation', aliases: ['Cintas'], domain: 'cintas.com', gl: '5540', alt: ['5355'], lines: 'service', branches: null },
  { name: 'Roto-Rooter Services Company', aliases: ['Roto-Rooter', 'Roto Rooter'], domain: 'rotorooter.com', gl: '5205', alt: ['5200'], lines: 'service', branches: ['BUF', 'ROC', 'PIT', 'NJS'] },
  { name: 'Terminix International', aliases: ['Terminix'], domain: 'terminix.com', gl: '5300', alt: [], lines: 'service', branches: null },
  { name: 'SERVPRO', aliases: ['Servpro'], domain: 'servpro.com', gl: '5450', alt: ['5440'], lines: 'service', branches: ['BUF', 'SYR', 'ALB', 'PIT', 'ALN', 'NJS'] },
  { name: 'Schindler Elevator Corporation', aliases: ['Schindler'], domain: 'schindler.com', gl: '5340', alt: ['5345'], lines: 'service', branches: null },
  { name: 'TK Elevator Corporation', aliases: ['TK Elevator', 'thyssenkrupp Elevator'], domain: 'tkelevator.com', gl: '5340', alt: ['1590'], lines: 'service', branches: null },
  { name: 'Fastenal Company', aliases: ['Fastenal'], domain: 'fastenal.com', gl: '5510', alt: ['5500'], lines: 'supply', branches: null },
  { name: 'Comcast Business', aliases: ['Xfinity', 'Comcast'], domain: 'comcast.com', gl: '5160', alt: ['5165'], lines: 'service', branches: null },
  { name: 'Spectrum Enterprise', aliases: ['Spectrum', 'Charter Communications'], domain: 'charter.com', gl: '5160', alt: ['5165'], lines: 'service', branches: null },
  { name: 'ADT Commercial LLC', aliases: ['ADT'], domain: 'adt.com', gl: '5170', alt: ['5350'], lines: 'service', branches: null },
  { name: 'Johnson Controls Fire Protection LP', aliases: ['Johnson Controls', 'SimplexGrinnell'], domain: 'jci.com', gl: '5350', alt: ['5355'], lines: 'service', branches: null },
  { name: 'Chem-Dry', aliases: ['ChemDry'], domain: 'chemdry.com', gl: '5405', alt: [], lines: 'service', branches: ['ROC', 'PIT', 'MLN', 'NJS'] },
];

export const BRANCH_CITY: Record<string, string> = { BUF: 'Buffalo', ROC: 'Rochester', SYR: 'Syracuse', ALB: 'Albany', PIT: 'Pittsburgh', MLN: 'Main Line', SCR: 'Scranton', ALN: 'Allentown', NJS: 'Central Jersey' };

/** Payment platforms whose name replaces the payee on some bills. */
export const PLATFORMS: readonly string[] = ['Paymentus Corporation', 'Invoice Cloud', 'Doxo', 'Bill.com', 'AvidXchange', 'Kubra EZ-Pay'];

export const SURNAMES: readonly string[] = ['Kowalski', 'Nowak', 'Russo', 'Ferrante', 'DiPasquale', 'Schmidt', 'Kaminski', 'Brennan', 'Sullivan', 'Murphy', 'Wojcik', 'Lombardi', 'Zielinski', 'Petrucci', 'Gallagher', 'Horvath', 'Novak', 'Costello', 'Mancuso', 'Yoder', 'Stoltzfus', 'Kraus', 'Becker', 'Hoffman', 'McAllister', 'Donnelly', 'Pagano', 'Santangelo', 'Rizzo', 'Marino', 'Kovach', 'Duda', 'Sokol', 'Palermo', 'Ortiz', 'Rivera', 'Nguyen', 'Patel', 'Okafor', 'Washington', 'Jefferson', 'Coleman', 'Hughes', 'Fitzgerald', 'Keller', 'Weber', 'Fischer', 'Walsh', 'Quinn', 'Doyle', 'Lynch', 'Kelly', 'Burke', 'Moran', 'Grabowski', 'Lis', 'Bartkowski', 'Szymanski', 'Adamczyk', 'DeLuca', 'Ricci', 'Conti', 'Greco', 'Bianchi', 'Vitale', 'Leone', 'Amato', 'Esposito', 'Caruso', 'Messina'];
export const FIRST: readonly string[] = ['Mike', 'Joe', 'Tony', 'Dave', 'Steve', 'Rich', 'Dan', 'Chris', 'Pat', 'Ed', 'Jim', 'Bob', 'Frank', 'Sal', 'Vinny', 'Kevin', 'Tom', 'Matt', 'Rob', 'Gary'];
export const PLACES: Record<string, readonly string[]> = {
  BUF: ['Lake Effect', 'Queen City', 'Niagara Frontier', 'Nickel City', 'Elmwood Village', 'Southtowns', 'Northtowns', 'Lake Erie'],
  ROC: ['Flower City', 'Genesee Valley', 'Lake Ontario', 'Finger Lakes', 'Monroe County', 'High Falls'],
  SYR: ['Salt City', 'Onondaga', 'Central New York', 'CNY', 'Orange', 'Finger Lakes North'],
  ALB: ['Capital District', 'Capital Region', 'Hudson Valley', 'Helderberg', 'Mohawk', 'Pine Bush'],
  PIT: ['Three Rivers', 'Steel City', 'Allegheny', 'Monongahela', 'Mon Valley', 'Golden Triangle', 'Iron City'],
  MLN: ['Main Line', 'Valley Forge', 'Schuylkill', 'Brandywine', 'Keystone', 'Liberty'],
  SCR: ['Electric City', 'Lackawanna', 'Anthracite', 'Pocono', 'Valley View', 'Moosic Mountain'],
  ALN: ['Lehigh Valley', 'Queen City', 'Blue Mountain', 'Saucon', 'Liberty Bell', 'Delaware Valley'],
  NJS: ['Garden State', 'Jersey Shore', 'Raritan Valley', 'Pine Barrens', 'Skylands', 'Shore Point', 'Turnpike'],
};
export const SHARED_ALIASES: readonly string[] = ['Pro Plumbing', 'A-1 Snow Removal', 'Quick Lock', 'Ace Cleaning', 'All Seasons Property Services', 'Reliable Heating', 'Premier Roofing', 'Green Lawn'];
