import type { City } from './geography';
import { METROS } from './geography';

/*
 * The utilities a manager in these ten metros pays: retail electric providers in deregulated
 * Texas, municipal and cooperative utilities, gas marketers in Georgia, city water departments
 * and MUDs, national and regional haulers, cable/telecom. Account-number shapes follow each
 * utility's printed format ('#' digit).
 */

export type UtilityKind = 'electric' | 'gas' | 'water' | 'trash' | 'telecom' | 'bulkCable' | 'utilityBilling';

export interface Coverage {
  metro: string;
  /** Cities served; absent = the whole metro. */
  cities?: readonly string[];
  weight: number;
}

export interface UtilitySpec {
  name: string;
  aliases: readonly string[];
  /** How the bill prints the payee ("TXU ENERGY RETAIL COMPANY LLC"). */
  print: readonly string[];
  kind: UtilityKind;
  coverage: readonly Coverage[];
  domain: string | null;
  /** The mailbox e-bills come from. */
  sender: string | null;
  acct: string;
  remit: readonly [string, string, string, string];
  phone: string;
  /** Line items beyond the main service (combined municipal bills). */
  extras?: readonly ('water' | 'sewer' | 'trash' | 'drainage' | 'electric' | 'gas')[];
  /** Extra text that identifies the bill (ESI ID, meter, premise numbers). */
  premiseLabel?: string;
}

const all = (metro: string, weight = 1): Coverage => ({ metro, weight });
const only = (metro: string, cities: string[], weight = 1): Coverage => ({ metro, cities, weight });

export const UTILITIES: readonly UtilitySpec[] = [
  // ---- electric: Texas retail providers (deregulated DFW/Houston, plus Oncor-area suburbs)
  { name: 'TXU Energy', aliases: ['TXU Energy Retail Company LLC', 'TXU'], print: ['TXU Energy', 'TXU ENERGY', 'TXU Energy Retail Company LLC'], kind: 'electric', coverage: [all('dfw', 35), all('hou', 25), only('aus', ['Round Rock', 'Pflugerville'], 30)], domain: 'txu.com', sender: 'txuenergy@email.txu.com', acct: '9000########', remit: ['650638', 'Dallas', 'TX', '75265-0638'], phone: '1-800-242-9113', premiseLabel: 'ESI ID' },
  { name: 'Reliant Energy', aliases: ['Reliant Energy Retail Services LLC', 'Reliant'], print: ['Reliant', 'RELIANT ENERGY', 'Reliant Energy Retail Services, LLC'], kind: 'electric', coverage: [all('dfw', 25), all('hou', 35), only('aus', ['Round Rock', 'Pflugerville'], 20)], domain: 'reliant.com', sender: 'billing@reliant.com', acct: '#-##-###-####-#', remit: ['3765', 'Houston', 'TX', '77253-3765'], phone: '1-866-222-7100', premiseLabel: 'ESI ID' },
  { name: 'Direct Energy', aliases: ['Direct Energy Business', 'Direct Energy Services LLC'], print: ['Direct Energy', 'DIRECT ENERGY BUSINESS'], kind: 'electric', coverage: [all('dfw', 10), all('hou', 12)], domain: 'directenergy.com', sender: 'ebill@directenergy.com', acct: '#########', remit: ['70220', 'Philadelphia', 'PA', '19176-0220'], phone: '1-888-305-3828', premiseLabel: 'ESI ID' },
  { name: 'Gexa Energy', aliases: ['Gexa Energy LP'], print: ['Gexa Energy', 'GEXA ENERGY, LP'], kind: 'electric', coverage: [all('dfw', 10), all('hou', 10)], domain: 'gexaenergy.com', sender: 'noreply@gexaenergy.com', acct: '#######-#######', remit: ['660100', 'Dallas', 'TX', '75266-0100'], phone: '1-866-961-9399', premiseLabel: 'ESI ID' },
  { name: 'Green Mountain Energy', aliases: ['Green Mountain Energy Company'], print: ['Green Mountain Energy', 'GREEN MOUNTAIN ENERGY CO'], kind: 'electric', coverage: [all('dfw', 8), all('hou', 8)], domain: 'greenmountain.com', sender: 'billing@greenmountain.com', acct: '##########', remit: ['660306', 'Dallas', 'TX', '75266-0306'], phone: '1-866-767-5818', premiseLabel: 'ESI ID' },
  { name: 'Champion Energy Services', aliases: ['Champion Energy'], print: ['Champion Energy Services', 'CHAMPION ENERGY SERVICES LLC'], kind: 'electric', coverage: [all('dfw', 7), all('hou', 7)], domain: 'championenergyservices.com', sender: 'ebill@championenergyservices.com', acct: '##########-##', remit: ['4190', 'Carol Stream', 'IL', '60197-4190'], phone: '1-877-653-5090', premiseLabel: 'ESI ID' },
  { name: 'Garland Power & Light', aliases: ['GP&L', 'City of Garland Utility Services'], print: ['Garland Power & Light', 'CITY OF GARLAND UTILITY SERVICES'], kind: 'electric', coverage: [only('dfw', ['Garland'], 1000)], domain: 'garlandtx.gov', sender: 'utilityservices@garlandtx.gov', acct: '######-######', remit: ['461508', 'Garland', 'TX', '75046-1508'], phone: '(972) 205-2600', extras: ['water', 'sewer', 'trash'] },
  { name: 'Denton Municipal Electric', aliases: ['City of Denton Utilities', 'DME'], print: ['City of Denton Utilities', 'DENTON MUNICIPAL ELECTRIC'], kind: 'electric', coverage: [only('dfw', ['Denton'], 1000)], domain: 'cityofdenton.com', sender: 'customerservice@cityofdenton.com', acct: '#######-######', remit: ['660150', 'Dallas', 'TX', '75266-0150'], phone: '(940) 349-8700', extras: ['water', 'sewer', 'trash', 'drainage'] },
  { name: 'CoServ Electric', aliases: ['Denton County Electric Cooperative', 'CoServ'], print: ['CoServ', 'CoServ Electric'], kind: 'electric', coverage: [only('dfw', ['McKinney'], 40)], domain: 'coserv.com', sender: 'ebill@coserv.com', acct: '########', remit: ['734803', 'Dallas', 'TX', '75373-4803'], phone: '(940) 321-7800' },
  { name: 'Entergy Texas', aliases: ['Entergy Texas, Inc.', 'Entergy'], print: ['Entergy', 'ENTERGY TEXAS INC'], kind: 'electric', coverage: [only('hou', ['Conroe'], 1000)], domain: 'entergy.com', sender: 'noreply@entergy.com', acct: '#########', remit: ['8104', 'Baton Rouge', 'LA', '70891-8104'], phone: '1-800-368-3749' },
  { name: 'City of Austin Utilities', aliases: ['Austin Energy', 'COA Utilities', 'Austin Water'], print: ['City of Austin Utilities', 'AUSTIN ENERGY', 'Austin Energy / Austin Water'], kind: 'electric', coverage: [only('aus', ['Austin'], 1000)], domain: 'austinenergy.com', sender: 'ebill@austinenergy.com', acct: '##########', remit: ['2267', 'Austin', 'TX', '78783-2267'], phone: '(512) 494-9400', extras: ['water', 'sewer', 'trash', 'drainage'] },
  { name: 'Pedernales Electric Cooperative', aliases: ['PEC', 'Pedernales Electric Coop'], print: ['Pedernales Electric Cooperative', 'PEC', 'PEDERNALES ELECTRIC COOPERATIVE, INC.'], kind: 'electric', coverage: [only('aus', ['Kyle', 'Leander', 'Cedar Park', 'San Marcos'], 1000)], domain: 'pec.coop', sender: 'billing@pec.coop', acct: '########-###', remit: ['1', 'Johnson City', 'TX', '78636-0001'], phone: '1-888-554-4732' },
  { name: 'Georgetown Utility Systems', aliases: ['City of Georgetown Utilities'], print: ['City of Georgetown', 'GEORGETOWN UTILITY SYSTEMS'], kind: 'electric', coverage: [only('aus', ['Georgetown'], 1000)], domain: 'georgetown.org', sender: 'utilitybilling@georgetown.org', acct: '######-###', remit: ['409', 'Georgetown', 'TX', '78627-0409'], phone: '(512) 930-3640', extras: ['water', 'sewer', 'trash'] },
  { name: 'CPS Energy', aliases: ['City Public Service', 'CPS'], print: ['CPS Energy', 'CPS ENERGY'], kind: 'electric', coverage: [only('sat', ['San Antonio', 'Converse'], 1000)], domain: 'cpsenergy.com', sender: 'ebill@cpsenergy.com', acct: '###-###-####', remit: ['2678', 'San Antonio', 'TX', '78289-0001'], phone: '(210) 353-2222', extras: ['gas'] },
  { name: 'New Braunfels Utilities', aliases: ['NBU'], print: ['New Braunfels Utilities', 'NBU'], kind: 'electric', coverage: [only('sat', ['New Braunfels'], 1000)], domain: 'nbutexas.com', sender: 'customerservice@nbutexas.com', acct: '######-##', remit: ['310289', 'New Braunfels', 'TX', '78131-0289'], phone: '(830) 629-8400', extras: ['water', 'sewer'] },
  { name: 'GVEC', aliases: ['Guadalupe Valley Electric Cooperative'], print: ['GVEC', 'Guadalupe Valley Electric Cooperative'], kind: 'electric', coverage: [only('sat', ['Schertz', 'Seguin'], 1000)], domain: 'gvec.org', sender: 'billing@gvec.org', acct: '#######', remit: ['118', 'Gonzales', 'TX', '78629-0118'], phone: '1-800-223-4832' },
  { name: 'APS', aliases: ['Arizona Public Service', 'Arizona Public Service Company'], print: ['APS', 'Arizona Public Service', 'ARIZONA PUBLIC SERVICE CO'], kind: 'electric', coverage: [only('phx', ['Phoenix', 'Glendale', 'Peoria', 'Scottsdale', 'Casa Grande'], 60)], domain: 'aps.com', sender: 'aps@email.aps.com', acct: '##########', remit: ['37812', 'Phoenix', 'AZ', '85069-7812'], phone: '(602) 371-7171' },
  { name: 'SRP', aliases: ['Salt River Project', 'Salt River Project Agricultural Improvement and Power District'], print: ['SRP', 'Salt River Project'], kind: 'electric', coverage: [only('phx', ['Mesa', 'Tempe', 'Chandler', 'Gilbert', 'Apache Junction', 'Phoenix'], 40)], domain: 'srpnet.com', sender: 'srpebill@srpnet.com', acct: '###-###-###', remit: ['2950', 'Phoenix', 'AZ', '85062-2950'], phone: '(602) 236-8888' },
  { name: 'Georgia Power', aliases: ['Georgia Power Company'], print: ['Georgia Power', 'GEORGIA POWER'], kind: 'electric', coverage: [all('atl', 70)], domain: 'georgiapower.com', sender: 'ebill@southernco.com', acct: '#####-#####', remit: ['105457', 'Atlanta', 'GA', '30348-5457'], phone: '1-888-660-5890' },
  { name: 'Jackson EMC', aliases: ['Jackson Electric Membership Corporation'], print: ['Jackson EMC', 'JACKSON ELECTRIC MEMBERSHIP CORP'], kind: 'electric', coverage: [only('atl', ['Lawrenceville', 'Duluth'], 40)], domain: 'jacksonemc.com', sender: 'billing@jacksonemc.com', acct: '##########', remit: ['100', 'Jefferson', 'GA', '30549-0100'], phone: '(800) 462-3691' },
  { name: 'Cobb EMC', aliases: ['Cobb Electric Membership Corporation'], print: ['Cobb EMC', 'COBB EMC'], kind: 'electric', coverage: [only('atl', ['Marietta', 'Kennesaw', 'Smyrna'], 40)], domain: 'cobbemc.com', sender: 'noreply@cobbemc.com', acct: '########', remit: ['369', 'Marietta', 'GA', '30061-0369'], phone: '(770) 429-2100' },
  { name: 'Duke Energy Carolinas', aliases: ['Duke Energy', 'Duke Energy Carolinas, LLC'], print: ['Duke Energy', 'DUKE ENERGY', 'Duke Energy Carolinas'], kind: 'electric', coverage: [all('clt', 80)], domain: 'duke-energy.com', sender: 'noreply@billing.duke-energy.com', acct: '#### #### ####', remit: ['1094', 'Charlotte', 'NC', '28201-1094'], phone: '1-800-777-9898' },
  { name: 'Duke Energy Florida', aliases: ['Duke Energy', 'Duke Energy Florida, LLC', 'Progress Energy Florida'], print: ['Duke Energy', 'DUKE ENERGY', 'Duke Energy Florida'], kind: 'electric', coverage: [only('tpa', ['St. Petersburg', 'Clearwater', 'Largo', 'Zephyrhills'], 1000)], domain: 'duke-energy.com', sender: 'noreply@billing.duke-energy.com', acct: '#### #### ####', remit: ['1090', 'Charlotte', 'NC', '28201-1090'], phone: '1-800-700-8744' },
  { name: 'Union Power Cooperative', aliases: ['Union Power'], print: ['Union Power Cooperative', 'UNION POWER COOPERATIVE'], kind: 'electric', coverage: [only('clt', ['Matthews'], 50)], domain: 'union-power.com', sender: 'billing@union-power.com', acct: '#######-##', remit: ['5014', 'Monroe', 'NC', '28111-5014'], phone: '(704) 289-3145' },
  { name: 'City of Concord Electric', aliases: ['City of Concord Utilities'], print: ['City of Concord', 'CITY OF CONCORD NC'], kind: 'electric', coverage: [only('clt', ['Concord'], 40)], domain: 'concordnc.gov', sender: 'customercare@concordnc.gov', acct: '#######-######', remit: ['580469', 'Charlotte', 'NC', '28258-0469'], phone: '(704) 920-5555', extras: ['water', 'sewer'] },
  { name: 'Rock Hill Utilities', aliases: ['City of Rock Hill'], print: ['City of Rock Hill', 'ROCK HILL UTILITIES'], kind: 'electric', coverage: [only('clt', ['Rock Hill'], 1000)], domain: 'cityofrockhill.com', sender: 'utilities@cityofrockhill.com', acct: '######-######', remit: ['63039', 'Charlotte', 'NC', '28263-3039'], phone: '(803) 329-5500', extras: ['water', 'sewer', 'trash'] },
  { name: 'York Electric Cooperative', aliases: ['York Electric Coop'], print: ['York Electric Cooperative', 'YORK ELECTRIC COOP INC'], kind: 'electric', coverage: [only('clt', ['Fort Mill'], 40)], domain: 'yorkelectric.net', sender: 'billing@yorkelectric.net', acct: '########', remit: ['150', 'York', 'SC', '29745-0150'], phone: '(803) 684-4248' },
  { name: 'Tampa Electric', aliases: ['TECO', 'TECO Tampa Electric', 'Tampa Electric Company'], print: ['Tampa Electric', 'TECO TAMPA ELECTRIC', 'TECO'], kind: 'electric', coverage: [only('tpa', ['Tampa', 'Brandon', 'Riverview', 'Wesley Chapel'], 80)], domain: 'tampaelectric.com', sender: 'tecoebill@tecoenergy.com', acct: '############', remit: ['31318', 'Tampa', 'FL', '33631-3318'], phone: '(813) 223-0800' },
  { name: 'Lakeland Electric', aliases: ['City of Lakeland Utilities'], print: ['Lakeland Electric', 'CITY OF LAKELAND'], kind: 'electric', coverage: [only('tpa', ['Lakeland'], 1000)], domain: 'lakelandelectric.com', sender: 'customerservice@lakelandelectric.com', acct: '#######-#######', remit: ['32006', 'Lakeland', 'FL', '33802-2006'], phone: '(863) 834-9535', extras: ['water', 'sewer'] },
  { name: 'Withlacoochee River Electric Cooperative', aliases: ['WREC'], print: ['WREC', 'Withlacoochee River Electric Coop'], kind: 'electric', coverage: [only('tpa', ['Wesley Chapel', 'Zephyrhills'], 20)], domain: 'wrec.net', sender: 'billing@wrec.net', acct: '#######', remit: ['100', 'Dade City', 'FL', '33526-0100'], phone: '(352) 567-5133' },
  { name: 'AEP Ohio', aliases: ['Ohio Power Company', 'American Electric Power'], print: ['AEP Ohio', 'AEP OHIO', 'Ohio Power Company'], kind: 'electric', coverage: [all('cmh', 85)], domain: 'aepohio.com', sender: 'aepohio@customermail.aep.com', acct: '###-###-###-#-#', remit: ['371496', 'Pittsburgh', 'PA', '15250-7496'], phone: '1-800-672-2231' },
  { name: 'City of Columbus Division of Power', aliases: ['Columbus Division of Power'], print: ['City of Columbus - Power', 'COLUMBUS DIVISION OF POWER'], kind: 'electric', coverage: [only('cmh', ['Columbus'], 15)], domain: 'columbus.gov', sender: 'dpuebill@columbus.gov', acct: '#######-######', remit: ['182882', 'Columbus', 'OH', '43218-2882'], phone: '(614) 645-8276' },
  { name: 'Evergy', aliases: ['Evergy Metro', 'Evergy Kansas Central', 'KCP&L', 'Kansas City Power & Light'], print: ['Evergy', 'EVERGY'], kind: 'electric', coverage: [all('mkc', 80)], domain: 'evergy.com', sender: 'evergy@email.evergy.com', acct: '#####-#####', remit: ['219330', 'Kansas City', 'MO', '64121-9330'], phone: '(888) 471-5275' },
  { name: 'Independence Power & Light', aliases: ['IPL', 'City of Independence Utilities'], print: ['Independence Power & Light', 'CITY OF INDEPENDENCE'], kind: 'electric', coverage: [only('mkc', ['Independence'], 1000)], domain: 'ipl-online.org', sender: 'utilitybilling@indepmo.org', acct: '######-######', remit: ['219362', 'Kansas City', 'MO', '64121-9362'], phone: '(816) 325-7485', extras: ['water', 'sewer'] },
  { name: 'Board of Public Utilities', aliases: ['BPU', 'Kansas City BPU'], print: ['BPU', 'Board of Public Utilities', 'BOARD OF PUBLIC UTILITIES KCK'], kind: 'electric', coverage: [only('mkc', ['Kansas City, KS'], 1000)], domain: 'bpu.com', sender: 'ebill@bpu.com', acct: '######-#######', remit: ['219661', 'Kansas City', 'MO', '64121-9661'], phone: '(913) 573-9000', extras: ['water', 'sewer'] },

  // ---- gas
  { name: 'Atmos Energy', aliases: ['Atmos Energy Corporation', 'Atmos'], print: ['Atmos Energy', 'ATMOS ENERGY', 'Atmos Energy Corporation'], kind: 'gas', coverage: [all('dfw', 100), only('aus', ['Round Rock', 'Georgetown', 'Cedar Park', 'Leander', 'Pflugerville'], 100)], domain: 'atmosenergy.com', sender: 'noreply@atmosenergy.com', acct: '##########', remit: ['740353', 'Cincinnati', 'OH', '45274-0353'], phone: '1-888-286-6700' },
  { name: 'CenterPoint Energy', aliases: ['CenterPoint Energy Resources Corp', 'CNP'], print: ['CenterPoint Energy', 'CENTERPOINT ENERGY'], kind: 'gas', coverage: [all('hou', 100), only('sat', ['Seguin', 'Schertz'], 100)], domain: 'centerpointenergy.com', sender: 'ebill@centerpointenergy.com', acct: '#########-#', remit: ['4981', 'Houston', 'TX', '77210-4981'], phone: '713-659-2111' },
  { name: 'Texas Gas Service', aliases: ['Texas Gas Service Company', 'ONE Gas - Texas Gas Service'], print: ['Texas Gas Service', 'TEXAS GAS SERVICE'], kind: 'gas', coverage: [only('aus', ['Austin', 'San Marcos', 'Kyle'], 100), only('sat', ['New Braunfels'], 100)], domain: 'texasgasservice.com', sender: 'noreply@texasgasservice.com', acct: '###########-#######', remit: ['219913', 'Kansas City', 'MO', '64121-9913'], phone: '1-800-700-2443' },
  { name: 'Southwest Gas', aliases: ['Southwest Gas Corporation'], print: ['Southwest Gas', 'SOUTHWEST GAS CORPORATION'], kind: 'gas', coverage: [all('phx', 100)], domain: 'swgas.com', sender: 'ebill@swgas.com', acct: '###-#######-###', remit: ['98890', 'Las Vegas', 'NV', '89193-8890'], phone: '1-877-860-6020' },
  { name: 'Gas South', aliases: ['Gas South LLC'], print: ['Gas South', 'GAS SOUTH'], kind: 'gas', coverage: [all('atl', 40)], domain: 'gassouth.com', sender: 'billing@gassouth.com', acct: '#########', remit: ['530552', 'Atlanta', 'GA', '30353-0552'], phone: '1-866-762-6427' },
  { name: 'Georgia Natural Gas', aliases: ['GNG'], print: ['Georgia Natural Gas', 'GEORGIA NATURAL GAS'], kind: 'gas', coverage: [all('atl', 35)], domain: 'gng.com', sender: 'ebill@gng.com', acct: '##########', remit: ['71245', 'Charlotte', 'NC', '28272-1245'], phone: '1-877-850-6200' },
  { name: 'SCANA Energy', aliases: ['SCANA Energy Marketing'], print: ['SCANA Energy', 'SCANA ENERGY'], kind: 'gas', coverage: [all('atl', 25)], domain: 'scanaenergy.com', sender: 'noreply@scanaenergy.com', acct: '#### #### ####', remit: ['100157', 'Columbia', 'SC', '29202-3157'], phone: '1-877-467-2262' },
  { name: 'Piedmont Natural Gas', aliases: ['Piedmont Natural Gas Company'], print: ['Piedmont Natural Gas', 'PIEDMONT NATURAL GAS'], kind: 'gas', coverage: [only('clt', ['Charlotte', 'Concord', 'Gastonia', 'Matthews', 'Huntersville'], 100)], domain: 'piedmontng.com', sender: 'noreply@billing.piedmontng.com', acct: '#############', remit: ['1246', 'Charlotte', 'NC', '28201-1246'], phone: '1-800-752-7504' },
  { name: 'York County Natural Gas Authority', aliases: ['York County Natural Gas', 'YCNGA'], print: ['York County Natural Gas', 'YORK COUNTY NATURAL GAS AUTHORITY'], kind: 'gas', coverage: [only('clt', ['Rock Hill', 'Fort Mill'], 100)], domain: 'yorkcountygas.com', sender: 'billing@yorkcountygas.com', acct: '######-###', remit: ['11907', 'Rock Hill', 'SC', '29731-1907'], phone: '(803) 366-5131' },
  { name: 'TECO Peoples Gas', aliases: ['Peoples Gas System', 'Peoples Gas'], print: ['Peoples Gas', 'TECO PEOPLES GAS'], kind: 'gas', coverage: [all('tpa', 100)], domain: 'peoplesgas.com', sender: 'ebill@peoplesgas.com', acct: '############', remit: ['31017', 'Tampa', 'FL', '33631-3017'], phone: '1-877-832-6747' },
  { name: 'Columbia Gas of Ohio', aliases: ['Columbia Gas', 'NiSource - Columbia Gas of Ohio'], print: ['Columbia Gas of Ohio', 'COLUMBIA GAS OF OHIO'], kind: 'gas', coverage: [all('cmh', 100)], domain: 'columbiagasohio.com', sender: 'ebill@nisource.com', acct: '########-###-####', remit: ['4629', 'Carol Stream', 'IL', '60197-4629'], phone: '1-800-344-4077' },
  { name: 'Spire', aliases: ['Spire Missouri', 'Spire Missouri West', 'Missouri Gas Energy'], print: ['Spire', 'SPIRE MISSOURI INC'], kind: 'gas', coverage: [{ metro: 'mkc', cities: ['Kansas City, MO', 'Independence', "Lee's Summit", 'Liberty', 'Raytown'], weight: 100 }], domain: 'spireenergy.com', sender: 'ebill@spireenergy.com', acct: '##########', remit: ['2009', 'St. Louis', 'MO', '63158-2009'], phone: '1-800-887-4173' },
  { name: 'Kansas Gas Service', aliases: ['ONE Gas - Kansas Gas Service'], print: ['Kansas Gas Service', 'KANSAS GAS SERVICE'], kind: 'gas', coverage: [{ metro: 'mkc', cities: ['Kansas City, KS', 'Overland Park', 'Olathe', 'Lenexa', 'Shawnee'], weight: 100 }], domain: 'kansasgasservice.com', sender: 'noreply@kansasgasservice.com', acct: '###########-#######', remit: ['219046', 'Kansas City', 'MO', '64121-9046'], phone: '1-800-794-4780' },

  // ---- trash
  { name: 'Waste Management', aliases: ['WM', 'Waste Management of Texas', 'WM Corporate Services', 'Waste Management Inc.'], print: ['WM', 'Waste Management', 'WASTE MANAGEMENT OF TEXAS INC', 'WM Corporate Services, Inc.'], kind: 'trash', coverage: ['dfw', 'hou', 'aus', 'sat', 'phx', 'atl', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 30)), domain: 'wm.com', sender: 'noreply@wm.com', acct: '#-#####-#####', remit: ['4648', 'Carol Stream', 'IL', '60197-4648'], phone: '1-866-964-2729' },
  { name: 'Republic Services', aliases: ['Republic Services #794', 'Allied Waste Services', 'Republic Services Inc'], print: ['Republic Services', 'REPUBLIC SERVICES', 'Republic Services #794'], kind: 'trash', coverage: ['dfw', 'hou', 'aus', 'sat', 'phx', 'atl', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 30)), domain: 'republicservices.com', sender: 'noreply@republicservices.com', acct: '#-####-#######', remit: ['78829', 'Phoenix', 'AZ', '85062-8829'], phone: '1-800-299-4898' },
  { name: 'Waste Connections', aliases: ['Waste Connections Lone Star', 'Waste Connections of Georgia'], print: ['Waste Connections', 'WASTE CONNECTIONS LONE STAR INC'], kind: 'trash', coverage: ['dfw', 'hou', 'sat', 'atl'].map((m) => all(m, 15)), domain: 'wasteconnections.com', sender: 'billing@wasteconnections.com', acct: '####-#######', remit: ['679859', 'Dallas', 'TX', '75267-9859'], phone: '(817) 222-2221' },
  { name: 'Frontier Waste Solutions', aliases: ['Frontier Waste'], print: ['Frontier Waste Solutions'], kind: 'trash', coverage: ['dfw', 'hou', 'aus'].map((m) => all(m, 8)), domain: 'frontierwaste.com', sender: 'ar@frontierwaste.com', acct: 'FWS-######', remit: ['202490', 'Dallas', 'TX', '75320-2490'], phone: '(903) 596-9696' },
  { name: 'Texas Disposal Systems', aliases: ['TDS'], print: ['Texas Disposal Systems', 'TDS - Texas Disposal Systems'], kind: 'trash', coverage: ['aus', 'sat'].map((m) => all(m, 20)), domain: 'texasdisposal.com', sender: 'billing@texasdisposal.com', acct: '#######', remit: ['674090', 'Dallas', 'TX', '75267-4090'], phone: '(512) 421-1300' },
  { name: 'Waste Pro USA', aliases: ['Waste Pro', 'Waste Pro of Florida'], print: ['Waste Pro', 'WASTE PRO USA'], kind: 'trash', coverage: ['tpa', 'atl', 'clt'].map((m) => all(m, 20)), domain: 'wasteprousa.com', sender: 'invoices@wasteprousa.com', acct: '###-#######', remit: ['865147', 'Orlando', 'FL', '32886-5147'], phone: '(813) 677-0001' },
  { name: 'GFL Environmental', aliases: ['GFL Environmental USA', 'Green For Life'], print: ['GFL Environmental', 'GFL ENVIRONMENTAL USA INC'], kind: 'trash', coverage: ['atl', 'clt', 'cmh', 'mkc'].map((m) => all(m, 15)), domain: 'gflenv.com', sender: 'billing@gflenv.com', acct: '##-########', remit: ['791519', 'Baltimore', 'MD', '21279-1519'], phone: '1-844-464-3587' },
  { name: 'Rumpke Waste & Recycling', aliases: ['Rumpke', 'Rumpke of Ohio'], print: ['Rumpke', 'RUMPKE WASTE & RECYCLING'], kind: 'trash', coverage: [all('cmh', 35)], domain: 'rumpke.com', sender: 'ebilling@rumpke.com', acct: '########', remit: ['538708', 'Cincinnati', 'OH', '45253-8708'], phone: '1-800-828-8171' },
  { name: 'Meridian Waste Solutions', aliases: ['Meridian Waste'], print: ['Meridian Waste', 'MERIDIAN WASTE SOLUTIONS'], kind: 'trash', coverage: [all('mkc', 20)], domain: 'meridianwaste.com', sender: 'billing@meridianwaste.com', acct: 'MW######', remit: ['873', 'Kansas City', 'MO', '64141-0873'], phone: '(816) 350-1800' },
  { name: 'Red Bird Roll-Off & Disposal', aliases: ['Red Bird Disposal'], print: ['Red Bird Disposal', 'Red Bird Roll-Off & Disposal LLC'], kind: 'trash', coverage: [all('phx', 15)], domain: null, sender: null, acct: '#####', remit: ['41190', 'Mesa', 'AZ', '85274-1190'], phone: '(480) 555-0187' },

  // ---- telecom / cable
  { name: 'AT&T', aliases: ['AT&T Mobility', 'AT&T U-verse', 'AT&T Business', 'AT&T Corp'], print: ['AT&T', 'AT&T BUSINESS', 'AT&T U-verse'], kind: 'telecom', coverage: ['dfw', 'hou', 'aus', 'sat', 'atl', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 40)), domain: 'att.com', sender: 'att-services.cn.12335@emaildl.att-mail.com', acct: '###-###-#### ### #', remit: ['5014', 'Carol Stream', 'IL', '60197-5014'], phone: '1-800-288-2020' },
  { name: 'Spectrum', aliases: ['Charter Communications', 'Spectrum Business', 'Time Warner Cable'], print: ['Spectrum', 'SPECTRUM BUSINESS', 'Charter Communications'], kind: 'telecom', coverage: ['dfw', 'aus', 'sat', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 35)), domain: 'charter.com', sender: 'spectrum@spectrumemails.com', acct: '8260 ## ### #######', remit: ['60074', 'City of Industry', 'CA', '91716-0074'], phone: '1-855-707-7328' },
  { name: 'Comcast Business', aliases: ['Xfinity', 'Comcast', 'Comcast Cable Communications'], print: ['Comcast Business', 'Xfinity', 'COMCAST'], kind: 'telecom', coverage: ['hou', 'atl', 'clt'].map((m) => all(m, 40)), domain: 'comcast.net', sender: 'online.communications@alerts.comcast.net', acct: '8495 ## ### #######', remit: ['37601', 'Philadelphia', 'PA', '19101-0601'], phone: '1-800-391-3000' },
  { name: 'Cox Communications', aliases: ['Cox Business', 'Cox'], print: ['Cox Business', 'COX COMMUNICATIONS'], kind: 'telecom', coverage: [all('phx', 60)], domain: 'cox.com', sender: 'noreply@cox.com', acct: '###-####-######', remit: ['53262', 'Phoenix', 'AZ', '85072-3262'], phone: '(623) 594-1000' },
  { name: 'Lumen', aliases: ['CenturyLink', 'Lumen Technologies', 'Qwest'], print: ['CenturyLink', 'LUMEN', 'CenturyLink Business'], kind: 'telecom', coverage: ['phx', 'cmh'].map((m) => all(m, 25)), domain: 'lumen.com', sender: 'ebill@lumen.com', acct: '###-###-####-###', remit: ['2961', 'Phoenix', 'AZ', '85062-2961'], phone: '1-800-244-1111' },
  { name: 'Google Fiber', aliases: ['Google Fiber Inc.'], print: ['Google Fiber'], kind: 'telecom', coverage: ['aus', 'atl', 'clt', 'mkc', 'sat'].map((m) => all(m, 8)), domain: 'google.com', sender: 'fiber-noreply@google.com', acct: 'GF-########', remit: ['7460', 'San Francisco', 'CA', '94120-7460'], phone: '1-866-777-7550' },
  { name: 'Verizon Wireless', aliases: ['Verizon', 'Cellco Partnership dba Verizon Wireless'], print: ['Verizon', 'VERIZON WIRELESS'], kind: 'telecom', coverage: ['dfw', 'hou', 'aus', 'sat', 'phx', 'atl', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 10)), domain: 'verizonwireless.com', sender: 'vzwpix@vtext.com', acct: '#########-#####', remit: ['660108', 'Dallas', 'TX', '75266-0108'], phone: '1-800-922-0204' },
  { name: 'Frontier Communications', aliases: ['Frontier'], print: ['Frontier', 'FRONTIER COMMUNICATIONS'], kind: 'telecom', coverage: ['dfw', 'tpa'].map((m) => all(m, 25)), domain: 'frontier.com', sender: 'billing@ftr.com', acct: '###-###-####-######-#', remit: ['740407', 'Cincinnati', 'OH', '45274-0407'], phone: '1-800-921-8101' },
  { name: 'Grande Communications', aliases: ['Astound Broadband', 'Grande'], print: ['Astound powered by Grande', 'GRANDE COMMUNICATIONS'], kind: 'telecom', coverage: ['aus', 'sat'].map((m) => all(m, 15)), domain: 'mygrande.com', sender: 'billing@astound.com', acct: '##########', remit: ['679366', 'Dallas', 'TX', '75267-9366'], phone: '1-855-286-3190' },
  { name: 'Xfinity Communities', aliases: ['Comcast Xfinity Communities'], print: ['Xfinity Communities', 'COMCAST - XFINITY COMMUNITIES'], kind: 'bulkCable', coverage: ['hou', 'atl', 'clt'].map((m) => all(m, 50)), domain: 'comcast.com', sender: 'xfinitycommunities@comcast.com', acct: '8773 ## ### #######', remit: ['70219', 'Philadelphia', 'PA', '19176-0219'], phone: '1-855-265-7464' },
  { name: 'Spectrum Community Solutions', aliases: ['Charter Communications - MDU'], print: ['Spectrum Community Solutions', 'SPECTRUM COMMUNITY SOLUTIONS'], kind: 'bulkCable', coverage: ['dfw', 'aus', 'sat', 'clt', 'tpa', 'cmh', 'mkc', 'phx'].map((m) => all(m, 50)), domain: 'charter.com', sender: 'communitysolutions@charter.com', acct: '8260 ## ### #######', remit: ['94188', 'Palatine', 'IL', '60094-4188'], phone: '1-877-222-1080' },
  { name: 'Conservice', aliases: ['Conservice LLC', 'Conservice - The Utility Experts'], print: ['Conservice', 'CONSERVICE LLC'], kind: 'utilityBilling', coverage: ['dfw', 'hou', 'aus', 'sat', 'phx', 'atl', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 60)), domain: 'conservice.com', sender: 'clientbilling@conservice.com', acct: 'CSV-######', remit: ['4718', 'Logan', 'UT', '84323-4718'], phone: '(866) 947-7379' },
  { name: 'RealPage Utility Management', aliases: ['RealPage UM', 'NWP Services'], print: ['RealPage Utility Management', 'REALPAGE, INC.'], kind: 'utilityBilling', coverage: ['dfw', 'hou', 'aus', 'sat', 'phx', 'atl', 'clt', 'tpa', 'cmh', 'mkc'].map((m) => all(m, 30)), domain: 'realpage.com', sender: 'umbilling@realpage.com', acct: 'RP######', remit: ['842431', 'Dallas', 'TX', '75284-2431'], phone: '1-877-325-7243' },
];

/** Cities that are served by a combined municipal bill above (no separate water vendor). */
const WATER_COVERED_BY_COMBINED = new Set(['Austin|TX', 'Garland|TX', 'Denton|TX', 'Georgetown|TX', 'New Braunfels|TX', 'Rock Hill|SC', 'Lakeland|FL', 'Independence|MO', 'Kansas City|KS', 'Concord|NC']);

const WATER_NAMES: Readonly<Record<string, readonly [string, readonly string[], string]>> = {
  'Dallas|TX': ['City of Dallas Water Utilities', ['Dallas Water Utilities', 'DWU'], 'dallascitynews.net'],
  'Fort Worth|TX': ['City of Fort Worth Water Department', ['Fort Worth Water'], 'fortworthtexas.gov'],
  'Houston|TX': ['City of Houston Water', ['Houston Public Works', 'City of Houston Water & Wastewater'], 'houstontx.gov'],
  'San Antonio|TX': ['San Antonio Water System', ['SAWS'], 'saws.org'],
  'Phoenix|AZ': ['City of Phoenix Water Services', ['Phoenix City Services', 'City of Phoenix'], 'phoenix.gov'],
  'Atlanta|GA': ['City of Atlanta Department of Watershed Management', ['Atlanta Watershed', 'DWM'], 'atlantaga.gov'],
  'Decatur|GA': ['DeKalb County Watershed Management', ['DeKalb County Water & Sewer'], 'dekalbcountyga.gov'],
  'Stone Mountain|GA': ['DeKalb County Watershed Management', ['DeKalb County Water & Sewer'], 'dekalbcountyga.gov'],
  'Smyrna|GA': ['Cobb County Water System', ['Cobb Water'], 'cobbcounty.org'],
  'Kennesaw|GA': ['Cobb County Water System', ['Cobb Water'], 'cobbcounty.org'],
  'Lawrenceville|GA': ['Gwinnett County Department of Water Resources', ['Gwinnett DWR', 'Gwinnett County Water'], 'gwinnettcounty.com'],
  'Duluth|GA': ['Gwinnett County Department of Water Resources', ['Gwinnett DWR', 'Gwinnett County Water'], 'gwinnettcounty.com'],
  'Norcross|GA': ['Gwinnett County Department of Water Resources', ['Gwinnett DWR', 'Gwinnett County Water'], 'gwinnettcounty.com'],
  'Charlotte|NC': ['Charlotte Water', ['City of Charlotte Water', 'CLT Water'], 'charlottenc.gov'],
  'Huntersville|NC': ['Charlotte Water', ['City of Charlotte Water', 'CLT Water'], 'charlottenc.gov'],
  'Matthews|NC': ['Charlotte Water', ['City of Charlotte Water', 'CLT Water'], 'charlottenc.gov'],
  'Brandon|FL': ['Hillsborough County Water Resources', ['Hillsborough County BOCC - Utilities'], 'hillsboroughcounty.org'],
  'Riverview|FL': ['Hillsborough County Water Resources', ['Hillsborough County BOCC - Utilities'], 'hillsboroughcounty.org'],
  'Largo|FL': ['Pinellas County Utilities', ['Pinellas County BCC Utilities'], 'pinellas.gov'],
  'Wesley Chapel|FL': ['Pasco County Utilities', ['Pasco County Utilities Services Branch'], 'pascocountyfl.net'],
  'Kansas City|MO': ['KC Water', ['Kansas City Water Services', 'City of Kansas City MO Water'], 'kcwater.us'],
  'Overland Park|KS': ['WaterOne', ['Water District No. 1 of Johnson County'], 'waterone.org'],
  'Lenexa|KS': ['WaterOne', ['Water District No. 1 of Johnson County'], 'waterone.org'],
  'Shawnee|KS': ['WaterOne', ['Water District No. 1 of Johnson County'], 'waterone.org'],
  'Delaware|OH': ['Del-Co Water Company', ['Del-Co Water'], 'delcowater.org'],
  'Casa Grande|AZ': ['Arizona Water Company', ['AZ Water Co'], 'azwater.com'],
  'Apache Junction|AZ': ['Arizona Water Company', ['AZ Water Co'], 'azwater.com'],
  'Raytown|MO': ['Raytown Water Company', ['Raytown Water'], 'raytownwater.com'],
  'Columbus|OH': ['City of Columbus Department of Public Utilities', ['Columbus DPU', 'City of Columbus Water & Sewer'], 'columbus.gov'],
};

const WATER_SUFFIXES = ['Utilities', 'Utility Billing', 'Water Utilities', 'Water & Sewer', 'Utility Services', 'Water Department', 'Public Utilities'];

/** "Kansas City, KS" matches by name and state; a bare name matches by name. */
export function cityMatches(entry: string, city: City): boolean {
  const i = entry.indexOf(', ');
  if (i < 0) return entry === city.name;
  return entry.slice(0, i) === city.name && entry.slice(i + 2) === city.state;
}

export interface WaterSpec {
  name: string;
  aliases: readonly string[];
  domain: string;
  cities: City[];
  metro: string;
}

/** One water/sewer vendor per city (a county system may serve several cities); Houston also has MUDs. */
export function waterSpecs(pickSuffix: (n: number) => number): WaterSpec[] {
  const out = new Map<string, WaterSpec>();
  for (const m of METROS) {
    for (const c of m.cities) {
      const k = `${c.name}|${c.state}`;
      if (WATER_COVERED_BY_COMBINED.has(k)) continue;
      const known = WATER_NAMES[k];
      let name: string;
      let aliases: readonly string[];
      let domain: string;
      if (known) {
        [name, aliases, domain] = known;
      } else {
        const town = ['Gilbert'].includes(c.name) ? 'Town' : 'City';
        name = `${town} of ${c.name} ${WATER_SUFFIXES[pickSuffix(WATER_SUFFIXES.length)]}`;
        aliases = [`${town} of ${c.name}`];
        domain = `${c.name.toLowerCase().replace(/[^a-z]/g, '')}${c.state.toLowerCase()}.gov`;
      }
      const prev = out.get(name);
      if (prev) prev.cities.push(c);
      else out.set(name, { name, aliases, domain, cities: [c], metro: m.key });
    }
  }
  return [...out.values()];
}

/** Houston-area municipal utility districts (suburban apartments pay the MUD, not the city). */
export const HOUSTON_MUDS: readonly { name: string; aliases: readonly string[]; cities: readonly string[]; operator: string }[] = [
  { name: 'Harris County MUD No. 81', aliases: ['HCMUD 81'], cities: ['Katy'], operator: 'Municipal District Services' },
  { name: 'Harris County MUD No. 358', aliases: ['HCMUD 358'], cities: ['Spring', 'Humble'], operator: 'Inframark' },
  { name: 'Fort Bend County MUD No. 23', aliases: ['FBCMUD 23'], cities: ['Sugar Land', 'Katy'], operator: 'Municipal Operations & Consulting' },
  { name: 'Northwest Harris County MUD No. 5', aliases: ['NW HCMUD 5'], cities: ['Houston', 'Spring'], operator: 'Hays Utility North' },
  { name: 'Montgomery County MUD No. 8', aliases: ['MCMUD 8'], cities: ['Conroe'], operator: 'Inframark' },
];

/** County tax offices (property tax), by city. */
export const TAX_OFFICES: readonly { name: string; aliases: readonly string[]; metro: string; cities: readonly string[]; acct: string; remit: readonly [string, string, string, string]; domain: string }[] = [
  { name: 'Dallas County Tax Office', aliases: ['Dallas County Tax Assessor-Collector'], metro: 'dfw', cities: ['Dallas', 'Irving', 'Garland', 'Mesquite', 'Richardson', 'Grand Prairie', 'Carrollton'], acct: '#################', remit: ['139066', 'Dallas', 'TX', '75313-9066'], domain: 'dallascounty.org' },
  { name: 'Tarrant County Tax Assessor-Collector', aliases: ['Tarrant County Tax Office'], metro: 'dfw', cities: ['Fort Worth', 'Arlington'], acct: '########', remit: ['961018', 'Fort Worth', 'TX', '76161-0018'], domain: 'tarrantcounty.com' },
  { name: 'Collin County Tax Assessor/Collector', aliases: ['Collin County Tax Office'], metro: 'dfw', cities: ['Plano', 'McKinney'], acct: 'R-####-###-####-#', remit: ['8046', 'McKinney', 'TX', '75070-8046'], domain: 'collincountytx.gov' },
  { name: 'Denton County Tax Assessor/Collector', aliases: ['Denton County Tax Office'], metro: 'dfw', cities: ['Denton'], acct: '######DEN', remit: ['90204', 'Denton', 'TX', '76202-5204'], domain: 'dentoncounty.gov' },
  { name: 'Harris County Tax Assessor-Collector', aliases: ['Harris County Tax Office'], metro: 'hou', cities: ['Houston', 'Pasadena', 'Baytown', 'Humble', 'Spring', 'Katy'], acct: '#############', remit: ['4622', 'Houston', 'TX', '77210-4622'], domain: 'hctax.net' },
  { name: 'Fort Bend County Tax Assessor-Collector', aliases: ['Fort Bend County Tax Office'], metro: 'hou', cities: ['Sugar Land', 'Pearland'], acct: 'R######', remit: ['1028', 'Sugar Land', 'TX', '77487-1028'], domain: 'fortbendcountytx.gov' },
  { name: 'Montgomery County Tax Office', aliases: ['Montgomery County Tax Assessor-Collector'], metro: 'hou', cities: ['Conroe'], acct: '####-##-#####', remit: ['4798', 'Houston', 'TX', '77210-4798'], domain: 'mctotx.org' },
  { name: 'Travis County Tax Office', aliases: ['Travis County Tax Assessor-Collector'], metro: 'aus', cities: ['Austin', 'Pflugerville'], acct: '##########', remit: ['149328', 'Austin', 'TX', '78714-9328'], domain: 'traviscountytx.gov' },
  { name: 'Williamson County Tax Assessor/Collector', aliases: ['Williamson County Tax Office'], metro: 'aus', cities: ['Round Rock', 'Cedar Park', 'Georgetown', 'Leander'], acct: 'R######', remit: ['1085', 'Georgetown', 'TX', '78627-1085'], domain: 'wilco.org' },
  { name: 'Hays County Tax Office', aliases: ['Hays County Tax Assessor-Collector'], metro: 'aus', cities: ['San Marcos', 'Kyle'], acct: 'R######', remit: ['1207', 'San Marcos', 'TX', '78667-1207'], domain: 'hayscountytx.com' },
  { name: 'Bexar County Tax Assessor-Collector', aliases: ['Bexar County Tax Office'], metro: 'sat', cities: ['San Antonio', 'Converse', 'Schertz'], acct: '#####-###-####', remit: ['2903', 'San Antonio', 'TX', '78299-2903'], domain: 'bexar.org' },
  { name: 'Comal County Tax Office', aliases: ['Comal County Tax Assessor-Collector'], metro: 'sat', cities: ['New Braunfels'], acct: '######', remit: ['311445', 'New Braunfels', 'TX', '78131-1445'], domain: 'co.comal.tx.us' },
  { name: 'Guadalupe County Tax Office', aliases: ['Guadalupe County Tax Assessor-Collector'], metro: 'sat', cities: ['Seguin'], acct: '######', remit: ['70', 'Seguin', 'TX', '78156-0070'], domain: 'co.guadalupe.tx.us' },
  { name: 'Maricopa County Treasurer', aliases: ["Maricopa County Treasurer's Office"], metro: 'phx', cities: ['Phoenix', 'Mesa', 'Tempe', 'Chandler', 'Glendale', 'Scottsdale', 'Gilbert', 'Peoria'], acct: '###-##-###A', remit: ['52133', 'Phoenix', 'AZ', '85072-2133'], domain: 'treasurer.maricopa.gov' },
  { name: 'Pinal County Treasurer', aliases: ["Pinal County Treasurer's Office"], metro: 'phx', cities: ['Apache Junction', 'Casa Grande'], acct: '###-##-###', remit: ['729', 'Florence', 'AZ', '85132-3014'], domain: 'pinal.gov' },
  { name: 'Fulton County Tax Commissioner', aliases: ['Fulton County Tax'], metro: 'atl', cities: ['Atlanta', 'College Park'], acct: '## ######## ####', remit: ['105052', 'Atlanta', 'GA', '30348-5052'], domain: 'fultoncountyga.gov' },
  { name: 'DeKalb County Tax Commissioner', aliases: ['DeKalb County Tax'], metro: 'atl', cities: ['Decatur', 'Stone Mountain'], acct: '## ### ## ###', remit: ['117545', 'Atlanta', 'GA', '30368-7545'], domain: 'dekalbtax.org' },
  { name: 'Cobb County Tax Commissioner', aliases: ['Cobb County Tax'], metro: 'atl', cities: ['Marietta', 'Smyrna', 'Kennesaw'], acct: '##########', remit: ['100127', 'Marietta', 'GA', '30061-7027'], domain: 'cobbtax.org' },
  { name: 'Gwinnett County Tax Commissioner', aliases: ['Gwinnett County Tax'], metro: 'atl', cities: ['Lawrenceville', 'Duluth', 'Norcross'], acct: 'R####-###', remit: ['372', 'Lawrenceville', 'GA', '30046-0372'], domain: 'gwinnetttaxcommissioner.com' },
  { name: 'Mecklenburg County Tax Collector', aliases: ['Mecklenburg County Office of the Tax Collector'], metro: 'clt', cities: ['Charlotte', 'Matthews', 'Huntersville'], acct: '########', remit: ['71063', 'Charlotte', 'NC', '28272-1063'], domain: 'mecknc.gov' },
  { name: 'Cabarrus County Tax Collector', aliases: ['Cabarrus County Tax Administration'], metro: 'clt', cities: ['Concord'], acct: '##########', remit: ['580347', 'Charlotte', 'NC', '28258-0347'], domain: 'cabarruscounty.us' },
  { name: 'Gaston County Tax Collector', aliases: ['Gaston County Tax'], metro: 'clt', cities: ['Gastonia'], acct: '######', remit: ['580326', 'Charlotte', 'NC', '28258-0326'], domain: 'gastongov.com' },
  { name: 'York County Treasurer', aliases: ["York County Treasurer's Office"], metro: 'clt', cities: ['Rock Hill', 'Fort Mill'], acct: '###-##-##-###', remit: ['116', 'York', 'SC', '29745-0116'], domain: 'yorkcountygov.com' },
  { name: 'Hillsborough County Tax Collector', aliases: ['Hillsborough County Tax'], metro: 'tpa', cities: ['Tampa', 'Brandon', 'Riverview'], acct: 'A#########', remit: ['30012', 'Tampa', 'FL', '33630-3012'], domain: 'hillstax.org' },
  { name: 'Pinellas County Tax Collector', aliases: ['Pinellas County Tax'], metro: 'tpa', cities: ['St. Petersburg', 'Clearwater', 'Largo'], acct: '##-##-##-#####-###-####', remit: ['31149', 'Tampa', 'FL', '33631-3149'], domain: 'taxcollect.com' },
  { name: 'Polk County Tax Collector', aliases: ['Polk County Tax'], metro: 'tpa', cities: ['Lakeland'], acct: '######-######-######', remit: ['1189', 'Bartow', 'FL', '33831-1189'], domain: 'polktaxes.com' },
  { name: 'Pasco County Tax Collector', aliases: ['Pasco County Tax'], metro: 'tpa', cities: ['Wesley Chapel', 'Zephyrhills'], acct: '##-##-##-####-#####-####', remit: ['276', 'Dade City', 'FL', '33526-0276'], domain: 'pascotaxes.com' },
  { name: 'Franklin County Treasurer', aliases: ["Franklin County Treasurer's Office"], metro: 'cmh', cities: ['Columbus', 'Westerville', 'Dublin', 'Grove City', 'Reynoldsburg', 'Hilliard', 'Gahanna'], acct: '###-######-##', remit: ['182475', 'Columbus', 'OH', '43218-2475'], domain: 'treasurer.franklincountyohio.gov' },
  { name: 'Delaware County Treasurer', aliases: ['Delaware County OH Treasurer'], metro: 'cmh', cities: ['Delaware'], acct: '###-###-##-###-###', remit: ['8006', 'Delaware', 'OH', '43015-8006'], domain: 'co.delaware.oh.us' },
  { name: 'Licking County Treasurer', aliases: ['Licking County Treasurer Office'], metro: 'cmh', cities: ['Newark'], acct: '###-######-##.###', remit: ['830', 'Newark', 'OH', '43058-0830'], domain: 'lcounty.com' },
  { name: 'Jackson County Collector', aliases: ['Jackson County MO Collection Department'], metro: 'mkc', cities: ['Kansas City, MO', 'Independence', "Lee's Summit", 'Raytown'], acct: '##-###-##-##-##-#-##-###', remit: ['219747', 'Kansas City', 'MO', '64121-9747'], domain: 'jacksongov.org' },
  { name: 'Clay County Collector', aliases: ['Clay County MO Collector of Revenue'], metro: 'mkc', cities: ['Liberty'], acct: '##-###-##-##-###.##', remit: ['218', 'Liberty', 'MO', '64069-0218'], domain: 'claycountymo.gov' },
  { name: 'Johnson County Treasurer', aliases: ['Johnson County KS Treasury'], metro: 'mkc', cities: ['Overland Park', 'Olathe', 'Lenexa', 'Shawnee'], acct: 'KF######-####', remit: ['219787', 'Kansas City', 'MO', '64121-9787'], domain: 'jocogov.org' },
  { name: 'Unified Government Treasury', aliases: ['Wyandotte County Treasurer', 'Unified Government of Wyandotte County/KCK'], metro: 'mkc', cities: ['Kansas City, KS'], acct: '######', remit: ['175013', 'Kansas City', 'KS', '66117-5013'], domain: 'wycokck.org' },
];
