/** National firms (one vendor record for the whole portfolio) and the brands sold as local branches or franchises. */
import type { Category } from './catalog';

export interface NationalDef {
  legal: string;
  aliases: readonly string[];
  /** The name printed on its bills when it trades under another ("Home Depot Pro"). */
  dba: string | null;
  domain: string;
  gl: string;
  alts: readonly string[];
  unitShare: number;
  lines: readonly string[];
}

const SUPPLY = ['Item 112233 Moen faucet', 'Item 448812 HVAC filter 16x25x1 (case)', 'Item 220145 Smoke detector', 'Item 993012 Whirlpool range', 'Freight', 'Item 771204 Toilet fill valve'];

export const NATIONALS: readonly NationalDef[] = [
  { legal: 'HD Supply Facilities Maintenance, Ltd.', aliases: ['HD Supply'], dba: 'Home Depot Pro', domain: 'hdsupply.com', gl: '6540', alts: ['6545', '6550', '1530'], unitShare: 0.3, lines: SUPPLY },
  { legal: "Lowe's Home Centers, LLC", aliases: ["Lowe's Pro Supply"], dba: "Lowe's Pro Supply", domain: 'lowes.com', gl: '6540', alts: ['1530', '6550'], unitShare: 0.3, lines: SUPPLY },
  { legal: 'The Sherwin-Williams Company', aliases: ['Sherwin-Williams', 'Sherwin Williams Paints'], dba: null, domain: 'sherwin.com', gl: '6550', alts: ['6380'], unitShare: 0.2, lines: ['ProMar 200 Eg-Shel 5 gal', 'Super Paint flat 5 gal', 'Rollers & covers', 'Caulk'] },
  { legal: 'Ferguson Enterprises, LLC', aliases: ['Ferguson Facilities Supply'], dba: null, domain: 'ferguson.com', gl: '6545', alts: ['6540'], unitShare: 0.1, lines: SUPPLY },
  { legal: 'W.W. Grainger, Inc.', aliases: ['Grainger'], dba: null, domain: 'grainger.com', gl: '6540', alts: ['6330'], unitShare: 0, lines: SUPPLY },
  { legal: 'Otis Elevator Company', aliases: ['Otis'], dba: null, domain: 'otis.com', gl: '6510', alts: ['6160'], unitShare: 0, lines: ['Quarterly maintenance', 'Service call after hours', 'Annual inspection'] },
  { legal: 'TK Elevator Corporation', aliases: ['TK Elevator', 'thyssenkrupp Elevator'], dba: null, domain: 'tkelevator.com', gl: '6510', alts: ['6160'], unitShare: 0, lines: ['Quarterly maintenance', 'Entrapment call', 'Annual inspection'] },
  { legal: 'Schindler Elevator Corporation', aliases: ['Schindler'], dba: null, domain: 'schindler.com', gl: '6510', alts: ['6730'], unitShare: 0, lines: ['Maintenance contract', 'Annual state inspection'] },
  { legal: 'Cintas Corporation No. 2', aliases: ['Cintas'], dba: null, domain: 'cintas.com', gl: '6530', alts: ['6450'], unitShare: 0, lines: ['Uniform rental', 'Mat service', 'First aid cabinet'] },
  { legal: 'ADT Commercial LLC', aliases: ['ADT'], dba: null, domain: 'adt.com', gl: '6460', alts: ['6160', '6450'], unitShare: 0, lines: ['Alarm monitoring', 'Access control service', 'Camera service'] },
  { legal: 'Apartments, LLC', aliases: ['Apartments.com', 'CoStar Apartments.com'], dba: 'Apartments.com', domain: 'costar.com', gl: '5115', alts: ['5110'], unitShare: 0, lines: ['Diamond listing', 'Platinum listing', 'Video tour add-on'] },
  { legal: 'Zillow, Inc.', aliases: ['Zillow Rentals'], dba: null, domain: 'zillow.com', gl: '5115', alts: ['5110'], unitShare: 0, lines: ['Rentals listing', 'Featured listing'] },
  { legal: 'RentPath, LLC', aliases: ['Rent.com', 'ApartmentGuide'], dba: null, domain: 'rentpath.com', gl: '5115', alts: ['5110'], unitShare: 0, lines: ['Rent.com listing', 'ApartmentGuide listing'] },
  { legal: 'RealPage, Inc.', aliases: ['RealPage'], dba: null, domain: 'realpage.com', gl: '5230', alts: ['5340'], unitShare: 0, lines: ['OneSite subscription', 'Resident screening', 'Utility management fee'] },
  { legal: 'Yardi Systems, Inc.', aliases: ['Yardi'], dba: null, domain: 'yardi.com', gl: '5230', alts: ['5340'], unitShare: 0, lines: ['Voyager subscription', 'RentCafe website', 'ScreeningWorks'] },
  { legal: 'SmartRent, Inc.', aliases: ['SmartRent'], dba: null, domain: 'smartrent.com', gl: '5230', alts: ['6360'], unitShare: 0.2, lines: ['Smart home hub subscription', 'Smart lock'] },
  { legal: 'Valet Living, LLC', aliases: ['Valet Living', 'Valet Waste'], dba: null, domain: 'valetliving.com', gl: '6146', alts: ['6140'], unitShare: 0, lines: ['Doorstep trash service', 'Recycling add-on'] },
  { legal: 'Amazon Capital Services, Inc.', aliases: ['Amazon Business'], dba: 'Amazon Business', domain: 'amazon.com', gl: '5210', alts: ['6540'], unitShare: 0, lines: ['Printer paper (10 reams)', 'Toner cartridge', 'LED bulbs (case)', 'Door stops'] },
  { legal: 'Uline, Inc.', aliases: ['Uline'], dba: null, domain: 'uline.com', gl: '5210', alts: ['6540'], unitShare: 0, lines: ['Trash can liners', 'Mat', 'Safety cones'] },
  { legal: 'Sunbelt Rentals, Inc.', aliases: ['Sunbelt Rentals'], dba: null, domain: 'sunbeltrentals.com', gl: '6570', alts: ['6480'], unitShare: 0, lines: ['Air mover rental', 'Scissor lift rental', 'Generator rental'] },
  { legal: 'United Rentals (North America), Inc.', aliases: ['United Rentals'], dba: null, domain: 'ur.com', gl: '6570', alts: ['6480'], unitShare: 0, lines: ['Dehumidifier rental', 'Boom lift rental'] },
  { legal: 'Carrier Enterprise, LLC', aliases: ['Carrier Enterprise'], dba: null, domain: 'carrierenterprise.com', gl: '6330', alts: ['1550', '6540'], unitShare: 0.3, lines: ['3 ton condenser', 'Evaporator coil', 'Capacitor', 'Refrigerant'] },
  { legal: 'Johnstone Supply', aliases: ['Johnstone Supply Co'], dba: null, domain: 'johnstonesupply.com', gl: '6540', alts: ['6330'], unitShare: 0, lines: ['Capacitor', 'Contactor', 'Filters'] },
  { legal: 'SiteOne Landscape Supply, LLC', aliases: ['SiteOne'], dba: null, domain: 'siteone.com', gl: '6230', alts: ['6240'], unitShare: 0, lines: ['Irrigation valves', 'Mulch (yards)', 'Sod pallets'] },
  { legal: 'SCP Distributors LLC', aliases: ['POOLCORP'], dba: 'POOLCORP', domain: 'poolcorp.com', gl: '6225', alts: ['6220'], unitShare: 0, lines: ['Pool pump', 'Chlorine tabs', 'Filter cartridges'] },
  { legal: "Leslie's Poolmart, Inc.", aliases: ["Leslie's Pool Supplies"], dba: null, domain: 'lesliespool.com', gl: '6220', alts: ['6225'], unitShare: 0, lines: ['Chlorine', 'Test strips', 'Pool brush'] },
  { legal: 'Conservice, LLC', aliases: ['Conservice'], dba: null, domain: 'conservice.com', gl: '6120', alts: ['4110'], unitShare: 0, lines: ['Utility billing service fee', 'Vacant unit charges'] },
  { legal: 'NWP Services Corporation', aliases: ['NWP'], dba: null, domain: 'nwp.com', gl: '6120', alts: ['4110'], unitShare: 0, lines: ['Submetering service fee', 'Meter reading'] },
  { legal: 'Allied Universal Security Services', aliases: ['Allied Universal'], dba: null, domain: 'aus.com', gl: '6460', alts: ['6300'], unitShare: 0, lines: ['Security officer hours', 'Patrol service'] },
  { legal: 'Staples, Inc.', aliases: ['Staples Business Advantage'], dba: 'Staples Business Advantage', domain: 'staples.com', gl: '5210', alts: ['6540'], unitShare: 0, lines: ['Copy paper', 'Toner', 'Breakroom supplies'] },
  { legal: 'TransUnion Rental Screening Solutions, Inc.', aliases: ['TransUnion SmartMove'], dba: null, domain: 'transunion.com', gl: '5340', alts: ['5230'], unitShare: 0, lines: ['Resident screening reports'] },
  { legal: 'CORT Business Services Corporation', aliases: ['CORT Furniture Rental'], dba: 'CORT Furniture Rental', domain: 'cort.com', gl: '6570', alts: ['5120'], unitShare: 0.5, lines: ['Furniture package rental', 'Delivery & setup'] },
  { legal: 'KONE Inc.', aliases: ['KONE'], dba: null, domain: 'kone.com', gl: '6510', alts: ['6160'], unitShare: 0, lines: ['Maintenance contract', 'Repair call'] },
  { legal: 'AmeriGas Propane, L.P.', aliases: ['AmeriGas'], dba: null, domain: 'amerigas.com', gl: '6130', alts: ['6131'], unitShare: 0, lines: ['Propane delivery', 'Tank rental'] },
  { legal: 'Ecolab Inc.', aliases: ['Ecolab Pest Elimination'], dba: null, domain: 'ecolab.com', gl: '6210', alts: ['6316'], unitShare: 0, lines: ['Pest elimination service', 'Grease trap treatment'] },
];

export interface BrandDef {
  brand: string;
  category: Category;
  /** The trade key (for trades) whose GL and lines it bills under. */
  trade: string;
  /** "franchise": "SERVPRO of North Houston"; "branch": "Orkin - Baton Rouge #412". */
  style: 'franchise' | 'branch';
  domain: string;
}

export const BRANDS: readonly BrandDef[] = [
  { brand: 'Orkin', category: 'pest', trade: 'pest', style: 'branch', domain: 'orkin.com' },
  { brand: 'Terminix', category: 'pest', trade: 'pest', style: 'branch', domain: 'terminix.com' },
  { brand: 'Truly Nolen', category: 'pest', trade: 'pest', style: 'branch', domain: 'trulynolen.com' },
  { brand: 'Arrow Exterminators', category: 'pest', trade: 'pest', style: 'branch', domain: 'arrowexterminators.com' },
  { brand: 'Mosquito Joe', category: 'pest', trade: 'pest', style: 'franchise', domain: 'mosquitojoe.com' },
  { brand: 'BrightView Landscape Services', category: 'lawn', trade: 'lawn', style: 'branch', domain: 'brightview.com' },
  { brand: 'Yellowstone Landscape', category: 'lawn', trade: 'lawn', style: 'branch', domain: 'yellowstonelandscape.com' },
  { brand: 'SERVPRO', category: 'trade', trade: 'restoration', style: 'franchise', domain: 'servpro.net' },
  { brand: 'Chem-Dry', category: 'trade', trade: 'cleaning', style: 'franchise', domain: 'chemdry.com' },
  { brand: 'Mr. Handyman', category: 'trade', trade: 'handyman', style: 'franchise', domain: 'mrhandyman.com' },
  { brand: 'Roto-Rooter', category: 'trade', trade: 'plumbing', style: 'branch', domain: 'rotorooter.com' },
  { brand: 'One Hour Heating & Air Conditioning', category: 'trade', trade: 'hvac', style: 'franchise', domain: 'onehourheatandair.com' },
  { brand: 'Mr. Electric', category: 'trade', trade: 'electrical', style: 'franchise', domain: 'mrelectric.com' },
  { brand: 'Dryer Vent Wizard', category: 'trade', trade: 'appliance', style: 'franchise', domain: 'dryerventwizard.com' },
  { brand: 'Paul Davis Restoration', category: 'trade', trade: 'restoration', style: 'franchise', domain: 'pauldavis.com' },
];
