/**
 * The tuned set of bench:resolve (issue 16): one client's directory of 2,000 properties, 20,000
 * units and 5,000 vendors with their coding history, and 10,000 bills as extraction reads them,
 * with the answers known. Bills print what real ones do: abbreviations and typos in the service
 * address, ZIP+4, the unit on its own line or missing, the remit-to PO box taken for a site,
 * payees with and without "Inc.", account numbers reformatted. Deterministic: one seeded PRNG.
 */
import type { BillInput, DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../src/server/directory/resolver/types';
import { prng } from './seedData';

export interface ResolveSet {
  directory: DirectoryData;
  bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[];
}

const COUNTS = { properties: 2_000, units: 20_000, vendors: 5_000, bills: 10_000 };

const NAME_FIRST = 'Cedar Oak Maple Willow Harbor Summit River Lake Pine Birch Aspen Sunset Highland Meadow Stone Brook Fox Eagle Granite Valley Heritage Liberty Windsor Chester Hampton Lincoln Madison Jefferson Franklin Crescent Silver Golden Ivy Laurel Magnolia Cypress Redwood Spruce Juniper Hawthorne Bayview Lakeside Riverside Northgate Southpoint Westwood Eastview Parkside Fairview Greenfield Ashford Brighton Carlisle Dover Essex Glenwood Kingston Lexington Monroe Oxford'.split(' ');
const NAME_SECOND = 'Park Ridge Creek Hill Point Grove Crossing Commons Landing Village Gardens Terrace Heights Square Court Place Station Pointe Trace Glen Springs Hollow Bend Run Shores'.split(' ');
const NAME_KIND = ['Apartments', 'Plaza', 'Lofts', 'Townhomes', 'Residences', 'Tower', 'Center', 'Manor', 'Estates', 'Flats', 'Condominiums', ''];
const STREETS = 'Cedar Oak Main Elm Washington Lake Hill Park Maple Pine Walnut Spring Church Highland Sunset Jackson Franklin Lincoln Madison River Center Mill Chestnut Willow Meadow Forest Ridge Valley Adams Jefferson Cherry Broad Market Union Grove Bridge Spruce Locust Magnolia Dogwood Hickory Poplar Sycamore Birch Laurel Holly Orchard Prospect Pleasant Railroad Water School College Academy Fairview Liberty Hamilton Monroe Wilson Harrison Cleveland Taylor Grant Kennedy Riverside Lakeview Hillcrest Woodland Greenwood Brookside Country Club Ridgeway Canyon Desert Mesa Palm Vista Sierra Alamo Bonita Colonial Heritage Patriot Pioneer Frontier Summit Tower Airport Industrial Commerce Enterprise Technology'.split(' ');
const STREET_TYPES: [string, string][] = [['Street', 'St'], ['Avenue', 'Ave'], ['Lane', 'Ln'], ['Road', 'Rd'], ['Drive', 'Dr'], ['Boulevard', 'Blvd'], ['Court', 'Ct'], ['Place', 'Pl'], ['Parkway', 'Pkwy'], ['Way', 'Way'], ['Circle', 'Cir'], ['Terrace', 'Ter'], ['Trail', 'Trl']];
const DIRECTIONS: [string, string][] = [['North', 'N'], ['South', 'S'], ['East', 'E'], ['West', 'W']];
const CITIES: [string, string, number][] = [['Austin', 'TX', 787], ['Dallas', 'TX', 752], ['Houston', 'TX', 770], ['Phoenix', 'AZ', 850], ['Tucson', 'AZ', 857], ['Denver', 'CO', 802], ['Atlanta', 'GA', 303], ['Charlotte', 'NC', 282], ['Raleigh', 'NC', 276], ['Nashville', 'TN', 372], ['Orlando', 'FL', 328], ['Tampa', 'FL', 336], ['Columbus', 'OH', 432], ['Indianapolis', 'IN', 462], ['Kansas City', 'MO', 641], ['Omaha', 'NE', 681], ['Boise', 'ID', 837], ['Salt Lake City', 'UT', 841], ['Portland', 'OR', 972], ['Sacramento', 'CA', 958], ['Richmond', 'VA', 232], ['Louisville', 'KY', 402], ['Memphis', 'TN', 381], ['Oklahoma City', 'OK', 731]];
const VENDOR_FIRST = 'Acme Apex Allied Atlas Beacon Blue Bright Capital Central Classic Coastal Crown Diamond Eagle Elite Empire Evergreen First Frontier Golden Guardian Harbor Heritage Horizon Keystone Liberty Lone Metro Midwest National North Pacific Patriot Peak Pioneer Precision Premier Prime Pro Quality Rapid Reliable Royal Safe Sierra Southern Star Sterling Summit Sun Superior Titan Tri United Valley Victory Western Anderson Baker Carter Davis Ellis Foster Garcia Hughes Johnson Kelly Lopez Miller Nelson Owens Parker Reed Smith Turner Walker Young'.split(' ');
const FORMS = ['LLC', 'Inc.', 'Co.', '', 'Corp.', '& Sons', 'Group', 'Services'];

/** A vendor's trade: its name word, the GL accounts it is coded to, and what its lines say. */
const TRADES: { word: string; gl: string[]; lines: string[] }[] = [
  { word: 'Plumbing', gl: ['5110', '5100'], lines: ['Service call', 'Drain cleaning', 'Water heater replacement', 'Leak repair', 'Parts and materials'] },
  { word: 'Electric', gl: ['5120', '5100'], lines: ['Electrical repair', 'Panel inspection', 'Lighting replacement', 'Labor'] },
  { word: 'HVAC', gl: ['5130', '5100'], lines: ['AC repair', 'Filter replacement', 'Preventive maintenance', 'Refrigerant recharge'] },
  { word: 'Landscaping', gl: ['5200', '5210'], lines: ['Monthly grounds maintenance', 'Tree trimming', 'Irrigation repair', 'Seasonal color'] },
  { word: 'Pest Control', gl: ['5400'], lines: ['Monthly pest service', 'Termite inspection', 'Rodent control'] },
  { word: 'Roofing', gl: ['5140', '1500'], lines: ['Roof leak repair', 'Roof replacement', 'Gutter cleaning'] },
  { word: 'Painting', gl: ['5150', '5600'], lines: ['Unit turn paint', 'Touch-up', 'Exterior painting'] },
  { word: 'Cleaning', gl: ['5500', '5600'], lines: ['Common area cleaning', 'Move-out clean', 'Carpet shampoo'] },
  { word: 'Pool Service', gl: ['5220'], lines: ['Weekly pool service', 'Chemicals', 'Pump repair'] },
  { word: 'Locksmith', gl: ['5160'], lines: ['Rekey', 'Lockout service', 'New locks'] },
  { word: 'Appliance Repair', gl: ['5170', '5100'], lines: ['Refrigerator repair', 'Dishwasher repair', 'Washer repair'] },
  { word: 'Flooring', gl: ['5180', '1500'], lines: ['Carpet replacement', 'Vinyl plank install', 'Flooring repair'] },
];
const UTILITIES: { word: string; gl: string; lines: string[] }[] = [
  { word: 'Water', gl: '5300', lines: ['Water usage', 'Sewer charge', 'Stormwater fee'] },
  { word: 'Power & Light', gl: '5310', lines: ['Electric usage', 'Delivery charge', 'Fuel adjustment'] },
  { word: 'Gas', gl: '5320', lines: ['Gas usage', 'Customer charge'] },
  { word: 'Waste Services', gl: '5330', lines: ['Trash collection', 'Recycling', 'Bulk pickup'] },
  { word: 'Broadband', gl: '5340', lines: ['Internet service', 'Equipment rental'] },
];
const GL_ACCOUNTS = [
  ['1500', 'Capital Improvements'], ['5100', 'Repairs & Maintenance'], ['5110', 'Plumbing Repairs'], ['5120', 'Electrical Repairs'], ['5130', 'HVAC Repairs'], ['5140', 'Roof Repairs'],
  ['5150', 'Painting'], ['5160', 'Locks & Keys'], ['5170', 'Appliance Repairs'], ['5180', 'Flooring'], ['5200', 'Landscaping'], ['5210', 'Tree Service'], ['5220', 'Pool Maintenance'],
  ['5300', 'Water & Sewer'], ['5310', 'Electricity'], ['5320', 'Gas'], ['5330', 'Trash Removal'], ['5340', 'Telecom'], ['5400', 'Pest Control'], ['5500', 'Janitorial'], ['5600', 'Make Ready'],
].map(([number, name]) => ({ number: number!, name: name! }));

type Random = () => number;
const pick = <T>(random: Random, list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
const chance = (random: Random, p: number) => random() < p;
const digits = (random: Random, count: number) => Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

interface Street {
  house: string;
  direction: [string, string] | null;
  name: string;
  type: [string, string];
  city: [string, string, number];
  zip: string;
}

const streetText = (s: Street) => [s.house, s.direction?.[1], s.name, s.type[1]].filter(Boolean).join(' ');

/** Addresses are unique within a ZIP, as the post office wants them. */
function streetMaker(random: Random): (city?: Street['city'], zip?: string) => Street {
  const taken = new Set<string>();
  return (cityGiven, zipGiven) => {
    for (;;) {
      const city = cityGiven ?? pick(random, CITIES);
      const street: Street = { house: String(1 + Math.floor(random() * 9_899)), direction: chance(random, 0.2) ? pick(random, DIRECTIONS) : null, name: pick(random, STREETS), type: pick(random, STREET_TYPES), city, zip: zipGiven ?? `${city[2]}${digits(random, 2)}` };
      const key = `${street.house} ${street.name}|${street.zip}`;
      if (taken.has(key)) continue;
      taken.add(key);
      return street;
    }
  };
}

interface Built {
  directory: DirectoryData;
  streets: Map<string, Street>;
  unitsOf: Map<string, DirectoryUnit[]>;
  trades: Map<string, { lines: string[]; utility: boolean }>;
}

function buildDirectory(random: Random): Built {
  const newStreet = streetMaker(random);
  const streets = new Map<string, Street>();
  const properties: DirectoryProperty[] = [];
  const names = new Set<string>();
  for (let i = 0; i < COUNTS.properties; i += 1) {
    let name = '';
    // About one name in a hundred repeats in another city, as large portfolios have.
    do name = [pick(random, NAME_FIRST), pick(random, NAME_SECOND), pick(random, NAME_KIND)].filter(Boolean).join(' ');
    while (names.has(name) && !chance(random, 0.01));
    names.add(name);
    const street = newStreet();
    const id = `p${i + 1}`;
    streets.set(id, street);
    const words = name.split(' ');
    const aliases = [...(chance(random, 0.3) ? [words.map((word) => word[0]).join('')] : []), ...(chance(random, 0.3) && words.length === 3 ? [words.slice(0, 2).join(' ')] : [])];
    properties.push({ id, name, aliases, address: streetText(street), city: street.city[0], state: street.city[1], zip: street.zip });
  }
  // One property in eight is scattered houses, each unit with its own street; the others are buildings.
  const units: DirectoryUnit[] = [];
  const unitsOf = new Map<string, DirectoryUnit[]>();
  const scaled = properties.map(() => 1 + Math.floor(random() * 19));
  // Even out to the exact count, one unit at a time on properties drawn at random.
  for (let total = scaled.reduce((sum, size) => sum + size, 0); total !== COUNTS.units; ) {
    const at = Math.floor(random() * scaled.length);
    if (total < COUNTS.units) [scaled[at], total] = [scaled[at]! + 1, total + 1];
    else if (scaled[at]! > 1) [scaled[at], total] = [scaled[at]! - 1, total - 1];
  }
  properties.forEach((property, p) => {
    const scattered = chance(random, 0.125);
    const style = pick(random, ['floor', 'floor', 'letter', 'suite', 'building']);
    const list: DirectoryUnit[] = [];
    for (let u = 0; u < scaled[p]!; u += 1) {
      const floor = 1 + Math.floor(u / 12);
      const label = scattered ? String(u + 1) : style === 'floor' ? `${floor}${String((u % 12) + 1).padStart(2, '0')}` : style === 'letter' && u < 26 ? String.fromCharCode(65 + u) : style === 'suite' ? `Suite ${100 * floor + (u % 12) + 1}` : `${String.fromCharCode(65 + (u % 4))}-${100 + Math.floor(u / 4) + 1}`;
      const own = scattered ? newStreet(streets.get(property.id)!.city, streets.get(property.id)!.zip) : null;
      const unit: DirectoryUnit = { id: `${property.id}u${u + 1}`, propertyId: property.id, unit: label, address: own ? streetText(own) : null };
      if (own) streets.set(unit.id, own);
      list.push(unit);
    }
    unitsOf.set(property.id, list);
    units.push(...list);
  });

  const vendors: DirectoryVendor[] = [];
  const history: PastCoding[] = [];
  const trades = new Map<string, { lines: string[]; utility: boolean }>();
  const vendorNames = new Set<string>();
  for (let i = 0; i < COUNTS.vendors; i += 1) {
    const id = `v${i + 1}`;
    const utility = i < 150;
    const trade = utility ? pick(random, UTILITIES) : pick(random, TRADES);
    const gls = 'gl' in trade && typeof trade.gl === 'string' ? [trade.gl] : (trade.gl as string[]);
    let name = '';
    do name = utility ? `${pick(random, CITIES)[0]} ${pick(random, VENDOR_FIRST)} ${trade.word}` : [pick(random, VENDOR_FIRST), pick(random, VENDOR_FIRST), trade.word, pick(random, FORMS)].filter(Boolean).join(' ');
    while (vendorNames.has(name));
    vendorNames.add(name);
    const domain = `${name.toLowerCase().replace(/[^a-z]+/g, '').slice(0, 18)}${i}.com`;
    const small = !utility && chance(random, 0.1);
    const senderEmails = small ? [`${domain.slice(0, 10)}.billing@gmail.com`] : chance(random, 0.3) ? [`@${domain}`] : [`billing@${domain}`, ...(chance(random, 0.3) ? [`ar@${domain}`] : [])];
    const accounts: DirectoryVendor['accounts'][number][] = [];
    const defaultPropertyId = !utility && chance(random, 0.1) ? pick(random, properties).id : null;
    if (utility) {
      for (let a = 0; a < 60; a += 1) {
        const property = pick(random, properties);
        const unit = chance(random, 0.6) ? pick(random, unitsOf.get(property.id)!) : null;
        accounts.push({ accountNumber: `${digits(random, 3)}-${digits(random, 5)}-${digits(random, 2)}`, propertyId: property.id, unitId: unit?.id ?? null });
      }
    } else if (chance(random, 0.25)) {
      for (let a = 0; a < 1 + Math.floor(random() * 5); a += 1) accounts.push({ accountNumber: `${pick(random, ['', 'C', 'AC'])}${digits(random, 6)}`, propertyId: pick(random, properties).id, unitId: null });
    }
    const words = name.split(' ');
    const aliases = chance(random, 0.15) ? [words.slice(0, 2).join(' ')] : [];
    const defaultGl = chance(random, 0.6) ? gls[0]! : null;
    vendors.push({ id, name, aliases, senderEmails, remitTo: chance(random, 0.5) ? `PO Box ${1 + Math.floor(random() * 99_999)}, ${pick(random, CITIES)[0]}, TX 7${digits(random, 4)}` : null, taxId: chance(random, 0.4) ? `${digits(random, 2)}-${digits(random, 7)}` : null, defaultGlAccount: defaultGl, defaultPropertyId, accounts });
    trades.set(id, { lines: trade.lines, utility });
    // Past codings: most vendors were coded the same way; one in six was recoded lately.
    const past = defaultGl ? Math.floor(random() * 10) : 1 + Math.floor(random() * 10);
    const usual = pick(random, gls);
    const recoded = chance(random, 1 / 6) ? pick(random, GL_ACCOUNTS).number : null;
    for (let h = 0; h < past; h += 1) {
      const at = new Date(Date.UTC(2025, 0, 1) + Math.floor(random() * 600) * 86_400_000).toISOString();
      history.push({ vendorId: id, glAccount: usual, description: null, at });
      if (chance(random, 0.3)) history.push({ vendorId: id, glAccount: pick(random, gls), description: pick(random, trade.lines), at });
    }
    if (recoded && past > 0) history.push({ vendorId: id, glAccount: recoded, description: null, at: new Date(Date.UTC(2026, 8, 1) + Math.floor(random() * 60) * 86_400_000).toISOString() });
  }
  return { directory: { properties, units, vendors, glAccounts: GL_ACCOUNTS, history }, streets, unitsOf, trades };
}

/** What the coding history says each vendor's next bill is coded to: the newest whole-bill coding, else the default, else the newest line's. */
function expectedGls(directory: DirectoryData): Map<string, string> {
  const newest = new Map<string, PastCoding>();
  const newestLine = new Map<string, PastCoding>();
  for (const coding of directory.history) {
    const map = coding.description === null ? newest : newestLine;
    const kept = map.get(coding.vendorId);
    if (!kept || coding.at > kept.at) map.set(coding.vendorId, coding);
  }
  return new Map(directory.vendors.map((vendor) => [vendor.id, newest.get(vendor.id)?.glAccount ?? vendor.defaultGlAccount ?? newestLine.get(vendor.id)!.glAccount]));
}

/** A misspelt name: one word in it, sometimes two. */
function misspelt(random: Random, name: string): string {
  const words = name.split(' ');
  const times = chance(random, 0.3) ? 2 : 1;
  for (let n = 0; n < times; n += 1) {
    const at = Math.floor(random() * words.length);
    words[at] = typo(random, words[at]!);
  }
  return words.join(' ');
}

function typo(random: Random, word: string): string {
  if (word.length < 5) return word;
  const at = 1 + Math.floor(random() * (word.length - 2));
  const kind = Math.floor(random() * 3);
  if (kind === 0) return word.slice(0, at) + word.slice(at + 1);
  if (kind === 1) return word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2);
  return word.slice(0, at) + pick(random, 'aeioulnrst'.split('')) + word.slice(at + 1);
}

/** The street as a bill prints it: long or short forms, a typo, a unit in the line, below it or not at all, ZIP or ZIP+4. */
function printedAddress(random: Random, street: Street, unit: string | null): string {
  const long = chance(random, 0.4);
  const name = chance(random, 0.08) ? typo(random, street.name) : street.name;
  const line = [street.house, street.direction ? (long ? street.direction[0] : chance(random, 0.5) ? `${street.direction[1]}.` : street.direction[1]) : null, name, long ? street.type[0] : street.type[1]].filter(Boolean).join(' ');
  const unitForm = unit ? pick(random, [`Apt ${unit}`, `#${unit}`, `Unit ${unit}`, `Apt. ${unit}`, `Ste ${unit}`]) : null;
  const zip = chance(random, 0.25) ? `${street.zip}-${digits(random, 4)}` : street.zip;
  const cityLine = chance(random, 0.3) ? '' : `${street.city[0]}, ${street.city[1]} ${zip}`;
  const placement = unitForm ? pick(random, ['line', 'line', 'below', 'missing']) : 'none';
  const first = placement === 'line' ? `${line}${chance(random, 0.5) ? ',' : ''} ${unitForm}` : line;
  const text = [first, placement === 'below' ? unitForm : null, cityLine || null].filter(Boolean).join('\n');
  return chance(random, 0.15) ? text.toUpperCase() : text;
}

function printedAccount(random: Random, number: string): string {
  const form = Math.floor(random() * 4);
  if (form === 0) return number;
  if (form === 1) return number.replace(/-/g, '');
  if (form === 2) return number.replace(/-/g, ' ');
  return number.replace(/^0+/, '');
}

function printedPayee(random: Random, vendor: DirectoryVendor): string | null {
  const roll = random();
  if (roll < 0.2) return null;
  if (roll < 0.5) return vendor.name;
  if (roll < 0.62) return vendor.name.toUpperCase();
  if (roll < 0.77) return vendor.name.replace(/\s+(?:LLC|Inc\.|Co\.|Corp\.)$/, '').concat(pick(random, ['', ', Inc.', ' LLC']));
  if (roll < 0.87) return misspelt(random, vendor.name);
  return vendor.aliases[0] ?? vendor.name;
}

export function tunedResolveSet(seed = 16): ResolveSet {
  const random = prng(seed);
  const { directory, streets, unitsOf, trades } = buildDirectory(random);
  const bills: ResolveSet['bills'] = [];
  const gls = expectedGls(directory);
  const propertyById = new Map(directory.properties.map((property) => [property.id, property]));
  const unitById = new Map(directory.units.map((unit) => [unit.id, unit]));
  for (let b = 0; b < COUNTS.bills; b += 1) {
    // Utilities send a bill per account each month: they are a third of the mail.
    const vendor = chance(random, 0.33) ? directory.vendors[Math.floor(random() * 150)]! : pick(random, directory.vendors);
    const trade = trades.get(vendor.id)!;
    const account = vendor.accounts.length > 0 && chance(random, trade.utility ? 0.95 : 0.6) ? pick(random, vendor.accounts) : null;
    const propertyId = account?.propertyId ?? (vendor.defaultPropertyId && chance(random, 0.8) ? vendor.defaultPropertyId : pick(random, directory.properties).id);
    const property = propertyById.get(propertyId)!;
    const unit = account ? (account.unitId ? unitById.get(account.unitId)! : null) : chance(random, 0.55) ? pick(random, unitsOf.get(propertyId)!) : null;
    const street = streets.get(unit?.address ? unit.id : propertyId)!;
    const unitLabel = unit && !unit.address ? unit.unit.replace(/^Suite\s+/, '') : null;
    const serviceAddresses = chance(random, account ? 0.5 : 0.75) ? [printedAddress(random, street, unitLabel)] : [];
    if (chance(random, 0.08) && vendor.remitTo) serviceAddresses.push(vendor.remitTo);
    const propertyText = chance(random, serviceAddresses.length > 0 ? 0.3 : 0.6) ? pick(random, [property.name, property.name, property.name.toUpperCase(), property.aliases[0] ?? property.name, misspelt(random, property.name)]) : null;
    const unitText = unitLabel && chance(random, 0.5) ? pick(random, [`Apt ${unitLabel}`, `#${unitLabel}`, `Unit ${unitLabel}`, unitLabel]) : null;
    const accountShown = account !== null && chance(random, 0.9);
    // A number the directory does not know (a meter, a new account) is printed as often.
    const accountNumbers = accountShown ? [printedAccount(random, account.accountNumber)] : chance(random, 0.2) ? [digits(random, 8)] : [];
    const senderRoll = random();
    const own = vendor.senderEmails[0]!;
    const senderEmail = senderRoll < 0.6 ? (own.startsWith('@') ? `invoices${own}` : own) : senderRoll < 0.75 ? 'ap@harbormgmt.example' : senderRoll < 0.8 ? 'noreply@billpay-platform.example' : null;
    // A bill nearly always names its site and unit somewhere; when the fields above missed them, the text has them.
    const siteShown = serviceAddresses.some((address) => !address.startsWith('PO Box')) || propertyText || accountShown || propertyId === vendor.defaultPropertyId;
    const siteInText = !siteShown && chance(random, 0.98) ? `Location: ${printedAddress(random, street, null).split('\n')[0]}` : '';
    const printedUnit = unitLabel ? new RegExp(`(?:apt\\.?|unit|ste|#)\\s*${unitLabel}\\b`, 'i') : null;
    const unitShown = !unit || unitText || (unit.address ? serviceAddresses.some((address) => !address.startsWith('PO Box')) || siteInText : serviceAddresses.some((address) => printedUnit!.test(address))) || (account?.unitId && accountShown);
    const unitInText = unitShown || !chance(random, 0.95) ? '' : unitLabel ? `Work order for ${pick(random, ['Apt', 'Unit', 'Apartment'])} ${unitLabel}` : `Location: ${printedAddress(random, street, null).split('\n')[0]}`;
    const lineItems = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({ description: pick(random, trade.lines) }));
    const text = [
      vendor.name,
      vendor.remitTo ? `Remit to: ${vendor.remitTo}` : '',
      vendor.taxId && chance(random, 0.5) ? `Tax ID ${vendor.taxId}` : '',
      `Invoice # ${digits(random, 6)}   Date 2026-${String(1 + Math.floor(random() * 12)).padStart(2, '0')}-15`,
      'Bill to: Harbor Property Management, PO Box 4410, Austin, TX 78701',
      accountNumbers.length ? `Account # ${accountNumbers[0]}` : '',
      serviceAddresses[0] ? `Service address:\n${serviceAddresses[0]}` : '',
      propertyText ? `Property: ${propertyText}` : '',
      siteInText,
      unitInText,
      ...lineItems.map((item) => `${item.description}   ${(10 + random() * 900).toFixed(2)}`),
    ]
      .filter(Boolean)
      .join('\n');
    bills.push({
      input: { payee: printedPayee(random, vendor), senderEmail, accountNumbers, serviceAddresses, propertyText, unitText, text, lineItems },
      expected: { propertyId, unitId: unit?.id ?? null, vendorId: vendor.id, glAccount: gls.get(vendor.id)! },
    });
  }
  return { directory, bills };
}
