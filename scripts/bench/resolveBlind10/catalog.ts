/* Utilities, telecoms, waste haulers and trades of the set's regions, and the chart of GL accounts. */

export type Service = 'electric' | 'rep' | 'gas' | 'water' | 'muni' | 'waste' | 'telecom';

export interface UtilityDef {
  name: string;
  aliases: readonly string[];
  domains: readonly string[];
  remit: string;
  service: Service;
  /** Metros served, or city names prefixed with "@". */
  area: readonly string[];
  /** Stored account format: # digit, A letter, other characters literal. */
  acct: string;
  /** Share of units in the area that have their own account with this vendor. */
  unitShare: number;
}

const ALL = ['Houston', 'DFW', 'San Antonio', 'Austin', 'Denver', 'Colorado Springs', 'Fort Collins', 'Boise', 'Spokane', 'Reno', 'Northern Virginia', 'Montgomery County', 'Philadelphia', 'South Jersey', 'Baltimore'];

export const UTILITIES: readonly UtilityDef[] = [
  { name: 'CenterPoint Energy', aliases: ['CenterPoint Energy Resources Corp', 'CNP Gas'], domains: ['@centerpointenergy.com'], remit: 'PO Box 4981, Houston, TX 77210-4981', service: 'gas', area: ['Houston'], acct: '##########-#', unitShare: 0.03 },
  { name: 'Reliant Energy', aliases: ['Reliant Energy Retail Services LLC', 'Reliant'], domains: ['@reliant.com'], remit: 'PO Box 650475, Dallas, TX 75265-0475', service: 'rep', area: ['Houston', 'DFW'], acct: '#########-#', unitShare: 0.09 },
  { name: 'TXU Energy', aliases: ['TXU Energy Retail Company LLC'], domains: ['@txu.com'], remit: 'PO Box 650638, Dallas, TX 75265-0638', service: 'rep', area: ['DFW', 'Houston', '@Round Rock'], acct: '###### ######', unitShare: 0.1 },
  { name: 'Direct Energy', aliases: ['Direct Energy Business LLC'], domains: ['@directenergy.com'], remit: 'PO Box 660749, Dallas, TX 75266-0749', service: 'rep', area: ['Houston', 'DFW'], acct: '#########', unitShare: 0.03 },
  { name: 'Gexa Energy', aliases: ['Gexa Energy LP'], domains: ['@gexaenergy.com'], remit: 'PO Box 660100, Dallas, TX 75266-0100', service: 'rep', area: ['Houston', 'DFW', '@Round Rock', '@Pflugerville'], acct: 'G#########', unitShare: 0.03 },
  { name: 'Green Mountain Energy', aliases: ['Green Mountain Energy Company'], domains: ['@greenmountainenergy.com'], remit: 'PO Box 660369, Dallas, TX 75266-0369', service: 'rep', area: ['Houston', 'DFW'], acct: '##########', unitShare: 0.02 },
  { name: 'Champion Energy Services', aliases: ['Champion Energy Services LLC'], domains: ['@championenergyservices.com'], remit: 'PO Box 4190, Carol Stream, IL 60197-4190', service: 'rep', area: ['Houston', 'DFW'], acct: '####-####-##', unitShare: 0.02 },
  { name: 'Atmos Energy', aliases: ['Atmos Energy Corporation'], domains: ['@atmosenergy.com'], remit: 'PO Box 740353, Cincinnati, OH 45274-0353', service: 'gas', area: ['DFW', '@Round Rock', '@Pflugerville', '@Cedar Park'], acct: '##########', unitShare: 0.02 },
  { name: 'CPS Energy', aliases: ['City Public Service of San Antonio'], domains: ['@cpsenergy.com'], remit: 'PO Box 2678, San Antonio, TX 78289-0001', service: 'electric', area: ['San Antonio'], acct: '###-####-###', unitShare: 0.12 },
  { name: 'San Antonio Water System', aliases: ['SAWS'], domains: ['@saws.org'], remit: 'PO Box 650989, Dallas, TX 75265-0989', service: 'water', area: ['@San Antonio', '@Leon Valley'], acct: '#######-#######', unitShare: 0.02 },
  { name: 'Austin Energy', aliases: ['City of Austin Utilities', 'City of Austin - Utility Billing'], domains: ['@austinenergy.com', '@austintexas.gov'], remit: 'PO Box 2267, Austin, TX 78783-2267', service: 'electric', area: ['@Austin'], acct: '##########', unitShare: 0.12 },
  { name: 'Texas Gas Service', aliases: ['Texas Gas Service Company'], domains: ['@texasgasservice.com'], remit: 'PO Box 219913, Kansas City, MO 64121-9913', service: 'gas', area: ['@Austin'], acct: '###########', unitShare: 0.02 },
  { name: 'Pedernales Electric Cooperative', aliases: ['PEC', 'Pedernales Electric Coop Inc'], domains: ['@peci.com'], remit: 'PO Box 1, Johnson City, TX 78636-0001', service: 'electric', area: ['@Cedar Park'], acct: '#######-###', unitShare: 0.1 },
  { name: 'Houston Public Works - Water', aliases: ['City of Houston Water', 'City of Houston Utility Customer Service'], domains: ['@houstontx.gov'], remit: 'PO Box 1560, Houston, TX 77251-1560', service: 'water', area: ['@Houston'], acct: '####-####-####', unitShare: 0.02 },
  { name: 'Harris County MUD No. 153', aliases: ['HCMUD 153'], domains: ['@hcmud153.com'], remit: 'PO Box 4824, Houston, TX 77210-4824', service: 'water', area: ['@Cypress'], acct: '###-####-##', unitShare: 0.02 },
  { name: 'Harris County MUD No. 158', aliases: ['HCMUD 158'], domains: ['@hcmud158.org'], remit: 'PO Box 1368, Friendswood, TX 77549-1368', service: 'water', area: ['@Spring', '@Katy'], acct: '###-####-##', unitShare: 0.02 },
  { name: 'Harris County MUD No. 15', aliases: ['HCMUD 15'], domains: ['@hcmud15.com'], remit: 'PO Box 3150, Houston, TX 77253-3150', service: 'water', area: ['@Humble'], acct: '###-####-##', unitShare: 0.02 },
  { name: 'Dallas Water Utilities', aliases: ['City of Dallas Water Utilities'], domains: ['@dallas.gov'], remit: 'City Hall 1AN, Dallas, TX 75277', service: 'water', area: ['@Dallas'], acct: '######-######', unitShare: 0.01 },
  { name: 'Fort Worth Water Department', aliases: ['City of Fort Worth Water'], domains: ['@fortworthtexas.gov'], remit: 'PO Box 961003, Fort Worth, TX 76161-0003', service: 'water', area: ['@Fort Worth'], acct: '#########', unitShare: 0.02 },
  { name: 'City of Arlington Water Utilities', aliases: ['Arlington Water Utilities'], domains: ['@arlingtontx.gov'], remit: 'PO Box 90020, Arlington, TX 76004-3020', service: 'water', area: ['@Arlington|TX'], acct: '######-######', unitShare: 0.02 },
  { name: 'Garland Power & Light', aliases: ['City of Garland Utility Services', 'GP&L'], domains: ['@garlandtx.gov'], remit: 'PO Box 461508, Garland, TX 75046-1508', service: 'electric', area: ['@Garland'], acct: '#######-##', unitShare: 0.1 },
  { name: 'Xcel Energy', aliases: ['Public Service Company of Colorado'], domains: ['@xcelenergy.com'], remit: 'PO Box 9477, Minneapolis, MN 55484-9477', service: 'electric', area: ['Denver', '@Fort Collins'], acct: '##-########-#', unitShare: 0.1 },
  { name: 'Denver Water', aliases: ['Board of Water Commissioners'], domains: ['@denverwater.org'], remit: 'PO Box 173343, Denver, CO 80217-3343', service: 'water', area: ['@Denver', '@Lakewood', '@Littleton'], acct: '#######', unitShare: 0.02 },
  { name: 'Aurora Water', aliases: ['City of Aurora Water'], domains: ['@auroragov.org'], remit: 'PO Box 719117, Denver, CO 80271-9117', service: 'water', area: ['@Aurora|CO'], acct: '######-####', unitShare: 0.02 },
  { name: 'Colorado Springs Utilities', aliases: ['CSU', 'Springs Utilities'], domains: ['@csu.org'], remit: 'PO Box 340, Colorado Springs, CO 80901-0340', service: 'electric', area: ['Colorado Springs'], acct: '####-####-##', unitShare: 0.12 },
  { name: 'City of Fort Collins Utilities', aliases: ['Fort Collins Utilities'], domains: ['@fcgov.com'], remit: 'PO Box 1580, Fort Collins, CO 80522-1580', service: 'electric', area: ['Fort Collins'], acct: '#######-##', unitShare: 0.1 },
  { name: 'Idaho Power', aliases: ['Idaho Power Company'], domains: ['@idahopower.com'], remit: 'PO Box 5381, Carol Stream, IL 60197-5381', service: 'electric', area: ['Boise'], acct: '##########', unitShare: 0.12 },
  { name: 'Intermountain Gas Company', aliases: ['Intermountain Gas'], domains: ['@intgas.com'], remit: 'PO Box 5600, Bismarck, ND 58506-5600', service: 'gas', area: ['Boise'], acct: '#####-#####', unitShare: 0.03 },
  { name: 'Veolia Water Idaho', aliases: ['Suez Water Idaho'], domains: ['@veolia.com'], remit: 'PO Box 371804, Pittsburgh, PA 15250-7804', service: 'water', area: ['@Boise'], acct: '##########', unitShare: 0.03 },
  { name: 'Avista Utilities', aliases: ['Avista Corporation', 'Avista'], domains: ['@avistacorp.com', '@myavista.com'], remit: 'PO Box 3727, Spokane, WA 99220-3727', service: 'electric', area: ['Spokane'], acct: '##########', unitShare: 0.12 },
  { name: 'City of Spokane Utility Billing', aliases: ['City of Spokane Utilities'], domains: ['@spokanecity.org'], remit: 'PO Box 3009, Spokane, WA 99220-3009', service: 'water', area: ['@Spokane'], acct: '#######-####', unitShare: 0.03 },
  { name: 'Vera Water & Power', aliases: ['Vera Irrigation District'], domains: ['@verawaterandpower.com'], remit: 'PO Box 630, Veradale, WA 99037-0630', service: 'water', area: ['@Spokane Valley'], acct: '#####', unitShare: 0.03 },
  { name: 'NV Energy', aliases: ['Sierra Pacific Power Company'], domains: ['@nvenergy.com'], remit: 'PO Box 30065, Reno, NV 89520-3065', service: 'electric', area: ['Reno'], acct: '####################', unitShare: 0.12 },
  { name: 'Truckee Meadows Water Authority', aliases: ['TMWA'], domains: ['@tmwa.com'], remit: 'PO Box 659565, San Antonio, TX 78265-9565', service: 'water', area: ['Reno'], acct: '######-######', unitShare: 0.03 },
  { name: 'Dominion Energy Virginia', aliases: ['Virginia Electric and Power Company', 'Dominion Energy'], domains: ['@dominionenergy.com'], remit: 'PO Box 26543, Richmond, VA 23290-0001', service: 'electric', area: ['Northern Virginia'], acct: '##########', unitShare: 0.12 },
  { name: 'Washington Gas', aliases: ['Washington Gas Light Company'], domains: ['@washgas.com'], remit: 'PO Box 37747, Philadelphia, PA 19101-5047', service: 'gas', area: ['Northern Virginia', 'Montgomery County'], acct: '#### #### ####', unitShare: 0.04 },
  { name: 'Washington Gas Energy Services', aliases: ['WGES', 'WGL Energy Services'], domains: ['@wges.com'], remit: 'PO Box 37758, Philadelphia, PA 19101-5058', service: 'gas', area: ['Northern Virginia', 'Montgomery County'], acct: '##########', unitShare: 0.01 },
  { name: 'Fairfax Water', aliases: ['Fairfax County Water Authority'], domains: ['@fairfaxwater.org'], remit: 'PO Box 71076, Charlotte, NC 28272-1076', service: 'water', area: ['@Fairfax', '@Reston', '@Herndon', '@Centreville', '@Springfield|VA', '@Falls Church'], acct: '##########', unitShare: 0.02 },
  { name: 'Virginia American Water', aliases: ['Virginia-American Water Company'], domains: ['@amwater.com'], remit: 'PO Box 371880, Pittsburgh, PA 15250-7880', service: 'water', area: ['@Alexandria'], acct: '####-########', unitShare: 0.02 },
  { name: 'Arlington County Utilities', aliases: ['Arlington County Treasurer - Water Sewer Refuse'], domains: ['@arlingtonva.us'], remit: '2100 Clarendon Blvd Ste 201, Arlington, VA 22201', service: 'water', area: ['@Arlington|VA'], acct: '######-###', unitShare: 0.02 },
  { name: 'Pepco', aliases: ['Potomac Electric Power Company'], domains: ['@pepco.com'], remit: 'PO Box 13608, Philadelphia, PA 19101-3608', service: 'electric', area: ['Montgomery County'], acct: '#### #### ###', unitShare: 0.12 },
  { name: 'WSSC Water', aliases: ['Washington Suburban Sanitary Commission'], domains: ['@wsscwater.com'], remit: 'PO Box 17277, Baltimore, MD 21297-0356', service: 'water', area: ['Montgomery County'], acct: '#########', unitShare: 0.02 },
  { name: 'BGE', aliases: ['Baltimore Gas and Electric Company', 'Baltimore Gas & Electric'], domains: ['@bge.com'], remit: 'PO Box 13070, Philadelphia, PA 19101-3070', service: 'electric', area: ['Baltimore'], acct: '#### #### ##', unitShare: 0.14 },
  { name: 'Baltimore City DPW - Water Billing', aliases: ['City of Baltimore Bureau of Revenue Collections', 'Baltimore City Water'], domains: ['@baltimorecity.gov'], remit: 'PO Box 13327, Baltimore, MD 21203-3327', service: 'water', area: ['Baltimore'], acct: '###########', unitShare: 0.04 },
  { name: 'PECO', aliases: ['PECO Energy Company'], domains: ['@peco.com'], remit: 'PO Box 37629, Philadelphia, PA 19101-0629', service: 'electric', area: ['Philadelphia'], acct: '#####-#####', unitShare: 0.15 },
  { name: 'Philadelphia Gas Works', aliases: ['PGW'], domains: ['@pgworks.com'], remit: 'PO Box 11700, Newark, NJ 07101-4700', service: 'gas', area: ['@Philadelphia'], acct: '##########', unitShare: 0.08 },
  { name: 'Philadelphia Water Department', aliases: ['City of Philadelphia Water Revenue Bureau', 'Water Revenue Bureau'], domains: ['@phila.gov'], remit: 'PO Box 41496, Philadelphia, PA 19101-1496', service: 'water', area: ['@Philadelphia'], acct: '###-#####-#####-###', unitShare: 0.05 },
  { name: 'Aqua Pennsylvania', aliases: ['Aqua PA'], domains: ['@aquaamerica.com'], remit: 'PO Box 70279, Philadelphia, PA 19176-0279', service: 'water', area: ['@Upper Darby', '@Norristown'], acct: '###########', unitShare: 0.04 },
  { name: 'PSE&G', aliases: ['Public Service Electric and Gas Company', 'PSEG'], domains: ['@pseg.com'], remit: 'PO Box 14444, New Brunswick, NJ 08906-4444', service: 'electric', area: ['@Camden', '@Pennsauken', '@Cherry Hill', '@Collingswood'], acct: '##-####-####-##', unitShare: 0.12 },
  { name: 'Atlantic City Electric', aliases: ['Atlantic City Electric Company'], domains: ['@atlanticcityelectric.com'], remit: 'PO Box 13610, Philadelphia, PA 19101-3610', service: 'electric', area: ['@Voorhees', '@Glassboro'], acct: '#### #### ###', unitShare: 0.12 },
  { name: 'South Jersey Gas', aliases: ['South Jersey Gas Company'], domains: ['@southjerseygas.com'], remit: 'PO Box 6091, Bellmawr, NJ 08099-6091', service: 'gas', area: ['South Jersey'], acct: '##########', unitShare: 0.05 },
  { name: 'New Jersey American Water', aliases: ['NJ American Water'], domains: ['@amwater.com'], remit: 'PO Box 371331, Pittsburgh, PA 15250-7331', service: 'water', area: ['South Jersey'], acct: '####-########', unitShare: 0.02 },
  { name: 'Comcast Business', aliases: ['Comcast Cable Communications LLC', 'Xfinity'], domains: ['@comcast.com', '@comcastbusiness.net'], remit: 'PO Box 70219, Philadelphia, PA 19176-0219', service: 'telecom', area: ['Houston', 'Denver', 'Colorado Springs', 'Fort Collins', 'Spokane', 'Northern Virginia', 'Montgomery County', 'Philadelphia', 'South Jersey', 'Baltimore'], acct: '#### ## ### #######', unitShare: 0 },
  { name: 'Spectrum Business', aliases: ['Charter Communications'], domains: ['@charter.com', '@spectrum.com'], remit: 'PO Box 60074, City of Industry, CA 91716-0074', service: 'telecom', area: ['DFW', 'San Antonio', 'Austin', 'Reno'], acct: '#### ## ### #######', unitShare: 0 },
  { name: 'AT&T', aliases: ['AT&T Corp', 'AT&T Business'], domains: ['@att.com'], remit: 'PO Box 5019, Carol Stream, IL 60197-5019', service: 'telecom', area: ['Houston', 'DFW', 'San Antonio', 'Austin'], acct: '###-###-####-###', unitShare: 0 },
  { name: 'Verizon Fios', aliases: ['Verizon Business', 'Verizon'], domains: ['@verizon.com'], remit: 'PO Box 16801, Newark, NJ 07101-6801', service: 'telecom', area: ['Northern Virginia', 'Montgomery County', 'Philadelphia', 'South Jersey', 'Baltimore'], acct: '###-###-####-###-##', unitShare: 0 },
  { name: 'Lumen', aliases: ['CenturyLink', 'Qwest Corporation'], domains: ['@lumen.com', '@centurylink.com'], remit: 'PO Box 91155, Seattle, WA 98111-9255', service: 'telecom', area: ['Denver', 'Colorado Springs', 'Boise', 'Spokane'], acct: '###-###-####-###', unitShare: 0 },
  { name: 'Sparklight', aliases: ['Cable One Inc'], domains: ['@sparklight.com'], remit: 'PO Box 78000, Phoenix, AZ 85062-8000', service: 'telecom', area: ['Boise'], acct: '######-##', unitShare: 0 },
  { name: 'Google Fiber', aliases: ['Google Fiber Texas LLC'], domains: ['@fiber.google.com'], remit: 'PO Box 894655, Los Angeles, CA 90189-4655', service: 'telecom', area: ['Austin'], acct: '########', unitShare: 0 },
  { name: 'Ziply Fiber', aliases: ['Northwest Fiber LLC'], domains: ['@ziplyfiber.com'], remit: 'PO Box 740416, Cincinnati, OH 45274-0416', service: 'telecom', area: ['Spokane'], acct: '###-###-####-######-#', unitShare: 0 },
  { name: 'Cox Communications', aliases: ['Cox Business'], domains: ['@cox.com'], remit: 'PO Box 9001078, Louisville, KY 40290-1078', service: 'telecom', area: ['@Fairfax', '@Reston', '@Herndon', '@Centreville', '@Springfield|VA'], acct: '###-######-###', unitShare: 0 },
  { name: 'WM', aliases: ['Waste Management', 'Waste Management Inc', 'WM Corporate Services'], domains: ['@wm.com'], remit: 'PO Box 660345, Dallas, TX 75266-0345', service: 'waste', area: ALL, acct: '###-#######-####-#', unitShare: 0 },
  { name: 'Republic Services', aliases: ['Republic Services Inc', 'Allied Waste Services'], domains: ['@republicservices.com'], remit: 'PO Box 78829, Phoenix, AZ 85062-8829', service: 'waste', area: ALL, acct: '#-####-#######', unitShare: 0 },
  { name: 'Waste Connections', aliases: ['Waste Connections of Texas', 'Waste Connections Inc'], domains: ['@wasteconnections.com'], remit: 'PO Box 679859, Dallas, TX 75267-9859', service: 'waste', area: ['Houston', 'DFW', 'San Antonio', 'Denver', 'Boise'], acct: '#######', unitShare: 0 },
  { name: 'Frontier Waste Solutions', aliases: ['Frontier Waste Solutions LLC'], domains: ['@frontierwaste.com'], remit: 'PO Box 733236, Dallas, TX 75373-3236', service: 'waste', area: ['Houston', 'San Antonio'], acct: 'FW-######', unitShare: 0 },
  { name: 'Texas Disposal Systems', aliases: ['TDS'], domains: ['@texasdisposal.com'], remit: 'PO Box 17126, Austin, TX 78760-7126', service: 'waste', area: ['Austin', 'San Antonio'], acct: '######', unitShare: 0 },
  { name: 'Alpine Waste & Recycling', aliases: ['Alpine Waste and Recycling LLC'], domains: ['@alpinewaste.com'], remit: 'PO Box 40906, Denver, CO 80204-0906', service: 'waste', area: ['Denver'], acct: '#######', unitShare: 0 },
  { name: 'GFL Environmental', aliases: ['GFL Environmental USA Inc', 'Green For Life'], domains: ['@gflenv.com'], remit: 'PO Box 791519, Baltimore, MD 21279-1519', service: 'waste', area: ['DFW', 'Denver', 'Colorado Springs', 'South Jersey', 'Philadelphia'], acct: '#######-###', unitShare: 0 },
  { name: 'Sunshine Disposal & Recycling', aliases: ['Sunshine Recycling Inc'], domains: ['@sunshinedisposal.com'], remit: 'PO Box 3070, Spokane, WA 99220-3070', service: 'waste', area: ['Spokane'], acct: '######', unitShare: 0 },
];

export interface TradeDef {
  trade: string;
  words: readonly string[];
  gl: readonly string[];
  lines: readonly string[];
  /** Relative number of vendors of the trade. */
  weight: number;
  /** Only in these regions (snow removal is not a Houston trade). */
  regions?: readonly string[];
}

export const TRADES: readonly TradeDef[] = [
  { trade: 'plumbing', words: ['Plumbing', 'Plumbing & Drain', 'Plumbing Services', 'Rooter', 'Plumbing Co'], gl: ['6410', '6412', '6415', '6400'], lines: ['Service call - leak under kitchen sink', 'Replace water heater 40 gal', 'Snake main line', 'Replace toilet fill valve', 'Hydro-jet sewer line', 'Repair shower valve', 'Trip charge'], weight: 10 },
  { trade: 'hvac', words: ['Heating & Air', 'HVAC', 'Air Conditioning', 'Mechanical', 'Heating & Cooling', 'Comfort Systems'], gl: ['6420', '6425', '1530'], lines: ['AC not cooling - recharge R-410A', 'Replace capacitor', 'Replace condenser fan motor', 'Furnace tune-up', 'Replace thermostat', 'Quarterly PM - rooftop units', 'Diagnostic fee'], weight: 9 },
  { trade: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electrical Services'], gl: ['6430', '6400'], lines: ['Replace breaker', 'Repair parking lot lights', 'Install GFCI outlets', 'Troubleshoot tripping circuit', 'Replace exterior wall packs'], weight: 6 },
  { trade: 'roofing', words: ['Roofing', 'Roofing & Exteriors', 'Roof Systems', 'Roofing Co'], gl: ['6440', '1520'], lines: ['Roof leak repair', 'Replace missing shingles', 'Tear off and re-roof', 'Patch flat roof membrane', 'Roof inspection'], weight: 5 },
  { trade: 'gutters', words: ['Gutters', 'Gutter Co', 'Seamless Gutters', 'Gutter Cleaning'], gl: ['6445'], lines: ['Clean gutters and downspouts', 'Install gutter guards', 'Reattach downspout', 'Replace 40 ft seamless gutter'], weight: 2.5 },
  { trade: 'foundation', words: ['Foundation Repair', 'Foundation Solutions', 'Structural Repair'], gl: ['6450', '1510'], lines: ['Install 12 steel piers', 'Foundation evaluation', 'Mudjacking sidewalk', 'Crack injection'], weight: 2 },
  { trade: 'masonry', words: ['Masonry', 'Brick Pointing', 'Masonry & Restoration'], gl: ['6455', '1510'], lines: ['Repoint front facade', 'Rebuild chimney cap', 'Replace cracked brick', 'Parge basement wall'], weight: 2, regions: ['midatl'] },
  { trade: 'pool', words: ['Pool Service', 'Pools', 'Pool & Spa', 'Aquatics'], gl: ['6510', '6515'], lines: ['Monthly pool service', 'Chemicals', 'Replace pool pump motor', 'Pool opening', 'Acid wash'], weight: 4, regions: ['texas', 'mountain'] },
  { trade: 'landscaping', words: ['Landscaping', 'Lawn Care', 'Landscape Services', 'Grounds Maintenance', 'Lawn & Landscape'], gl: ['6520', '6522', '6525', '6527'], lines: ['Monthly grounds maintenance', 'Seasonal color install', 'Mulch 40 yards', 'Irrigation repair - zone 4 valve', 'Tree trimming', 'Leaf removal'], weight: 9 },
  { trade: 'snow', words: ['Snow Removal', 'Snow & Ice', 'Snow Management'], gl: ['6530', '6535'], lines: ['Snow plow - parking lots', 'Apply ice melt to walks', 'Per push charge', 'Sanding'], weight: 3, regions: ['mountain', 'midatl'] },
  { trade: 'elevator', words: ['Elevator', 'Elevator Service', 'Elevator Co'], gl: ['6540', '6545'], lines: ['Monthly elevator maintenance', 'Entrapment call', 'State inspection', 'Replace door operator'], weight: 1.5 },
  { trade: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Fire Alarm', 'Fire Systems', 'Fire Sprinkler'], gl: ['6550', '6552', '6555'], lines: ['Fire alarm monitoring - quarterly', 'Annual sprinkler inspection', 'Extinguisher inspection', 'Replace smoke detector', 'Backflow test'], weight: 3.5 },
  { trade: 'pest', words: ['Pest Control', 'Exterminating', 'Pest Solutions', 'Termite & Pest'], gl: ['6560', '6565'], lines: ['Monthly pest service', 'Bed bug treatment', 'Termite treatment', 'Rodent exclusion', 'Roach treatment'], weight: 5 },
  { trade: 'painting', words: ['Painting', 'Painting Co', 'Painters', 'Paint & Drywall'], gl: ['6610', '6612', '6600'], lines: ['Full unit paint', 'Touch-up paint', 'Paint exterior stairwells', 'Drywall patch and texture'], weight: 6 },
  { trade: 'cleaning', words: ['Cleaning', 'Janitorial', 'Cleaning Services', 'Maid Service', 'Make Ready Services'], gl: ['6620', '6570', '6600'], lines: ['Move-out clean', 'Common area janitorial - monthly', 'Post-construction clean', 'Window cleaning'], weight: 5 },
  { trade: 'carpet', words: ['Carpet Cleaning', 'Carpet Care', 'Floor Care'], gl: ['6625', '6630'], lines: ['Carpet clean 2 BR', 'Pet treatment', 'Carpet stretch', 'Tile and grout clean'], weight: 2.5 },
  { trade: 'flooring', words: ['Flooring', 'Floors', 'Carpet & Flooring'], gl: ['6630', '1550'], lines: ['Install LVP - living room', 'Replace carpet and pad', 'Floor repair'], weight: 3 },
  { trade: 'locksmith', words: ['Locksmith', 'Lock & Key', 'Lock & Safe'], gl: ['6465'], lines: ['Rekey unit', 'Lockout', 'Replace deadbolt', 'Master key system'], weight: 2.5 },
  { trade: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliances'], gl: ['6460', '1540'], lines: ['Refrigerator not cooling', 'Replace dishwasher', 'Dryer repair', 'Range igniter'], weight: 3 },
  { trade: 'garage', words: ['Garage Door', 'Overhead Door', 'Gate & Door'], gl: ['6470', '6475'], lines: ['Repair gate operator', 'Replace garage door spring', 'Gate access repair'], weight: 1.5 },
  { trade: 'fencing', words: ['Fence', 'Fence Co', 'Fencing'], gl: ['6475'], lines: ['Repair 20 ft privacy fence', 'Replace gate', 'Install wrought iron panel'], weight: 1.5 },
  { trade: 'paving', words: ['Paving', 'Asphalt', 'Striping', 'Concrete'], gl: ['6490', '6720', '1560'], lines: ['Crack seal parking lot', 'Restripe lot', 'Replace sidewalk panel', 'Pothole repair'], weight: 2 },
  { trade: 'pressure', words: ['Pressure Washing', 'Power Washing', 'Exterior Cleaning'], gl: ['6580'], lines: ['Pressure wash breezeways', 'Wash building exteriors', 'Clean dumpster pads'], weight: 1.5 },
  { trade: 'security', words: ['Security', 'Patrol Services', 'Protective Services'], gl: ['6585', '6590'], lines: ['Courtesy patrol - monthly', 'Access control repair', 'Intercom repair'], weight: 1.5 },
  { trade: 'tree', words: ['Tree Service', 'Tree Care', 'Arborists'], gl: ['6525'], lines: ['Remove dead oak', 'Trim trees off roofline', 'Stump grinding'], weight: 1.5 },
  { trade: 'restoration', words: ['Restoration', 'Water Damage Restoration', 'Disaster Recovery'], gl: ['6400', '6600'], lines: ['Water extraction', 'Dehumidifier rental 3 days', 'Mold remediation'], weight: 1.5 },
  { trade: 'handyman', words: ['Handyman', 'Maintenance Services', 'Property Services', 'Home Repair'], gl: ['6400', '6600'], lines: ['Replace blinds', 'Repair door', 'General repairs', 'Hang cabinet door'], weight: 4 },
];

export const GL_CHART: readonly (readonly [string, string])[] = [
  ['1510', 'Building Improvements'], ['1520', 'Roof Replacement'], ['1530', 'HVAC Replacement'], ['1540', 'Appliances - Capital'],
  ['1550', 'Flooring - Capital'], ['1560', 'Parking Lot - Capital'], ['1570', 'Elevator Modernization'],
  ['6100', 'Electricity - Common Area'], ['6105', 'Electricity - Vacant Units'], ['6110', 'Gas'], ['6115', 'Gas - Vacant Units'],
  ['6120', 'Water & Sewer'], ['6122', 'Water & Sewer - Vacant Units'], ['6125', 'Stormwater / Drainage Fees'], ['6127', 'Irrigation Water'],
  ['6130', 'Trash Removal'], ['6135', 'Bulk Trash / Overages'], ['6140', 'Cable & Internet'], ['6145', 'Telephone'],
  ['6150', 'Utility Billing Fees'], ['6400', 'Repairs & Maintenance - General'], ['6410', 'Plumbing Repairs'],
  ['6412', 'Drain & Sewer Line'], ['6415', 'Water Heaters'], ['6420', 'HVAC Repairs'], ['6425', 'HVAC Preventive Maintenance'],
  ['6430', 'Electrical Repairs'], ['6440', 'Roof Repairs'], ['6445', 'Gutters & Downspouts'], ['6450', 'Foundation & Structural'],
  ['6455', 'Masonry & Pointing'], ['6460', 'Appliance Repairs'], ['6465', 'Locks & Keys'], ['6470', 'Garage Doors & Gates'],
  ['6475', 'Fencing & Gates'], ['6480', 'Doors & Windows'], ['6490', 'Concrete & Paving'], ['6510', 'Pool Service'],
  ['6515', 'Pool Repairs'], ['6520', 'Landscaping Contract'], ['6522', 'Landscape Extras'], ['6525', 'Tree Service'],
  ['6527', 'Irrigation Repairs'], ['6530', 'Snow Removal'], ['6535', 'Ice Melt & Sanding'], ['6540', 'Elevator Maintenance'],
  ['6545', 'Elevator Repairs'], ['6550', 'Fire Alarm Monitoring'], ['6552', 'Fire Sprinkler Inspection'], ['6555', 'Fire Extinguishers'],
  ['6560', 'Pest Control'], ['6565', 'Termite Treatment'], ['6570', 'Janitorial'], ['6575', 'Window Cleaning'],
  ['6580', 'Pressure Washing'], ['6585', 'Security Patrol'], ['6590', 'Access Control & Intercom'], ['6595', 'Backflow Testing'],
  ['6600', 'Turnover - General'], ['6610', 'Turnover Painting'], ['6612', 'Drywall Repair'], ['6620', 'Turnover Cleaning'],
  ['6625', 'Carpet Cleaning'], ['6630', 'Flooring Repairs'], ['6640', 'Countertops & Cabinets'], ['6650', 'Trash Valet'],
  ['6700', 'Laundry Equipment Lease'], ['6710', 'Signage'], ['6720', 'Parking Lot Striping'], ['6730', 'Supplies - Maintenance'],
  ['6735', 'Supplies - Janitorial'], ['6740', 'Equipment Rental'], ['6800', 'Association Dues'], ['6810', 'Permits & Inspections'],
  ['6900', 'Professional Services'],
];

export const SERVICE_GL: Record<Service, readonly string[]> = {
  electric: ['6100', '6105', '6150'], rep: ['6105', '6100'], gas: ['6110', '6115'], water: ['6120', '6122', '6125', '6127'],
  muni: ['6120', '6125', '6130'], waste: ['6130', '6135'], telecom: ['6140', '6145'],
};

export const SERVICE_LINES: Record<Service, readonly string[]> = {
  electric: ['Electric Service', 'Energy Charge', 'Delivery Charge', 'Customer Charge', 'Fuel Adjustment', 'Sales Tax'],
  rep: ['Energy Charge', 'TDU Delivery Charges', 'Base Charge', 'Gross Receipts Tax Reimb.', 'PUC Assessment'],
  gas: ['Gas Service', 'Customer Charge', 'Distribution Charge', 'Gas Cost Recovery', 'Franchise Fee'],
  water: ['Water Service', 'Sewer Service', 'Stormwater Fee', 'Water Usage', 'Base Charge'],
  muni: ['Water', 'Sewer', 'Solid Waste', 'Drainage Fee', 'Recycling'],
  waste: ['Front Load 8 yd 3x/wk', 'Recycling', 'Fuel/Environmental Recovery Fee', 'Extra pickup', 'Container rental', 'Bulk item removal'],
  telecom: ['Business Internet 300 Mbps', 'Equipment Fee', 'Static IP', 'Voice Line', 'Taxes & Surcharges'],
};
