/** Names, e-mail and remit-to of the local trades, by metro. */
import type { City, Region } from './geo';
import type { Rng } from './rng';
import type { TradeDef } from './trades';

const PLACES: Record<string, readonly string[]> = {
  DET: ['Motor City', 'Great Lakes', 'Metro Detroit', 'Renaissance', 'Woodward', 'Detroit Metro'],
  GRR: ['Grand River', 'West Michigan', 'Furniture City', 'Lakeshore', 'Grand Valley'],
  PIT: ['Steel City', 'Three Rivers', 'Allegheny', 'Iron City', 'Mon Valley', 'Golden Triangle'],
  BUF: ['Queen City', 'Niagara Frontier', 'Lake Erie', 'Western New York', 'WNY', 'Buffalo Niagara'],
  ROC: ['Flower City', 'Genesee Valley', 'Finger Lakes', 'Lilac City', 'Rochester Area'],
  MSP: ['Twin Cities', 'North Star', 'Minnehaha', 'Mill City', 'Metro Minnesota'],
  MKE: ['Cream City', 'Lakefront', 'Badger State', 'Brew City', 'Menomonee Valley', 'Waukesha County'],
  ALB: ['Capital District', 'Capital Region', 'Hudson Valley', 'Empire State', 'Helderberg'],
  HFD: ['Charter Oak', 'Nutmeg', 'Capitol Region', 'Connecticut Valley', 'Farmington Valley'],
  PVD: ['Ocean State', 'Narragansett', 'Little Rhody', 'Blackstone Valley', 'Rhode Island'],
  BHM: ['Magic City', 'Vulcan', 'Red Mountain', 'Shades Valley', 'Cahaba'],
  HSV: ['Rocket City', 'Tennessee Valley', 'Monte Sano', 'North Alabama', 'Valley'],
  MGM: ['Capital City', 'River Region', 'Alabama River', 'Montgomery Area', 'Central Alabama'],
  JAN: ['Capital City', 'Hospitality State', 'Pearl River', 'Magnolia State', 'Metro Jackson'],
  SAV: ['Lowcountry', 'Coastal Empire', 'Hostess City', 'Tybee', 'Coastal Georgia'],
  MCN: ['Middle Georgia', 'Heart of Georgia', 'Ocmulgee', 'Central Georgia'],
  MOB: ['Gulf Coast', 'Azalea City', 'Port City', 'Mobile Bay', 'Bayside'],
};

const GENERIC = ['Precision', 'Reliable', 'A-1', 'AAA', 'Superior', 'Premier', 'All Pro', 'Quality', 'Affordable', 'Best Choice', 'Pro', 'Elite', 'Advantage', 'First Choice', 'Integrity', 'Ace', 'Allstar', 'Dependable', 'Express', 'Patriot', 'Liberty', 'Summit', 'Pinnacle', 'Keystone', 'Cornerstone'];

const SURNAMES: Record<Region, readonly string[]> = {
  north: ['Kowalski', 'Nowak', 'Wisniewski', 'Sullivan', 'Murphy', "O'Brien", 'Russo', 'Esposito', 'DiMarco', 'Schmidt', 'Olson', 'Lindqvist', 'Hanson', 'Peterson', 'Novak', 'Petrovich', 'Kaminski', 'Brennan', 'Costa', 'Medeiros', 'Ferreira', 'Santos', 'Dziedzic', 'Mazur', 'Hoffmann', 'Schultz', 'Kowalczyk', 'Bianchi', 'Lombardi', 'Gallagher', 'Doyle', 'Flanagan', 'Haddad', 'Saad', 'Jaber', 'Nguyen', 'Vang', 'Yang', 'Washington', 'Jackson', 'Brown', 'Johnson', 'Williams', 'Anderson', 'Larson', 'Nelson', 'Carlson', 'Zielinski', 'Lewandowski', 'Mancini', 'Ricci', 'Caruso', 'Sokol', 'Kruger', 'VanderLaan', 'DeVries', 'Boersma', 'Pellegrino', 'Fontaine', 'Tremblay', 'Ouellette', 'Pereira', 'Amaral', 'Fitzgerald', 'Kelleher', 'Mahoney'],
  south: ['Thompson', 'Washington', 'Jackson', 'Johnson', 'Williams', 'Hollis', 'McAlister', 'Boudreaux', 'Tillman', 'Crenshaw', 'Whitfield', 'Pritchett', 'Beasley', 'Dupree', 'Harrell', 'Tatum', 'Hardin', 'Sims', 'Moody', 'Tolbert', 'Pruitt', 'Gaines', 'Blackmon', 'Hightower', 'McCray', 'Strickland', 'Ledbetter', 'Calhoun', 'Rutledge', 'Bledsoe', 'Faulkner', 'Odom', 'Pickens', 'Kimbrough', 'Nguyen', 'Tran', 'Patel', 'Hernandez', 'Garcia', 'Cooper', 'Bryant', 'Holloway', 'Wainwright', 'Fountain', 'Ransom', 'Dubose', 'Bozeman', 'Lott'],
};

const FIRST = ['Mike', 'Dave', 'Tony', 'Steve', 'Chris', 'Joe', 'Rick', 'Dan', 'Kevin', 'Tom', 'Jim', 'Ray', 'Andre', 'Marcus', 'Darnell', 'Luis', 'Carlos', 'Tina', 'Lisa', 'Angela', 'Karen', 'Donna', 'Shawn', 'Terrell', 'Bobby', 'Wayne'];

export interface TradeIdentity {
  name: string;
  aliases: string[];
  /** Entries for the directory: addresses or "@domain". */
  directoryEmails: string[];
  /** Addresses the vendor really sends from. */
  sendFrom: string[];
  remit: string;
  letterhead: string;
  phone: string;
}

function suffix(rng: Rng): string {
  return rng.pickW([[', Inc.', 3], [' LLC', 3.5], [' Co.', 0.5], [' Corp.', 0.3], ['', 2.7]] as const);
}

export function stripSuffix(name: string): string {
  return name.replace(/(,? (Inc\.?|LLC|Co\.|Corp\.|PLLC|LP))+$/, '');
}

function slug(s: string): string {
  return stripSuffix(s).toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]/g, '').slice(0, 22);
}

function baseName(trade: TradeDef, city: City, rng: Rng): string {
  const word = rng.pick(trade.words);
  const sur = rng.pick(SURNAMES[city.region]);
  const L = (): string => String.fromCharCode(65 + rng.int(0, 25));
  if (trade.key === 'legal') return word.startsWith('&') ? `${sur} ${word}` : `${sur} & ${rng.pick(SURNAMES[city.region])} ${word}`;
  return rng.pickW([
    [`${sur} ${word}`, 40], [`${sur} & Sons ${word}`, 8], [`${sur} Brothers ${word}`, 4],
    [`${rng.pick(PLACES[city.metro] ?? ['Metro'])} ${word}`, 18], [`${rng.pick(GENERIC)} ${word}`, 22], [`${L()}&${L()} ${word}`, 8],
  ] as const);
}

export function tradeIdentity(trade: TradeDef, city: City, taken: Set<string>, rng: Rng): TradeIdentity {
  let base = baseName(trade, city, rng);
  for (let t = 0; taken.has(base) && t < 30; t++) base = baseName(trade, city, rng);
  if (taken.has(base)) base = `${base} of ${city.name}`;
  taken.add(base);
  const aliases: string[] = [];
  let name = base + (trade.key === 'legal' ? '' : suffix(rng));
  if (trade.franchises.length > 0 && rng.chance(0.12)) {
    const dba = `${rng.pick(trade.franchises)} of ${rng.chance(0.5) ? city.name : rng.pick(city.hoods)}`;
    const legal = `${String.fromCharCode(65 + rng.int(0, 25))}${String.fromCharCode(65 + rng.int(0, 25))} ${rng.pick(['Enterprises', 'Holdings', 'Services', 'Ventures', 'Group'])}${rng.chance(0.6) ? ' LLC' : ', Inc.'}`;
    if (rng.chance(0.5)) {
      name = dba;
      aliases.push(legal);
    } else {
      name = legal;
      aliases.push(dba, `${legal} dba ${dba}`);
    }
  } else if (rng.chance(0.35)) {
    aliases.push(stripSuffix(name));
  }
  if (rng.chance(0.1)) aliases.push(stripSuffix(name).toUpperCase());
  const phone = `(${rng.pick(city.area)}) ${rng.int(200, 989)}-${rng.digits(4)}`;
  const num = rng.int(city.nums[0], city.nums[1]);
  const street = rng.pick(city.streets);
  const zip = rng.pick(city.zips);
  const letterhead = `${num} ${street}, ${city.name}, ${city.state} ${zip}`;
  const mode = rng.pickW([['own', 5.5], ['pobox', 3.5], ['factor', 1]] as const);
  const remit = mode === 'own' ? letterhead
    : mode === 'pobox' ? `PO Box ${rng.int(100, 99999)}, ${city.name}, ${city.state} ${zip}-${rng.digits(4)}`
    : rng.pick(['c/o Triumph Business Capital, PO Box 610028, Dallas, TX 75261-0028', 'c/o RTS Financial, PO Box 840267, Dallas, TX 75284-0267', 'c/o Riviera Finance, PO Box 7410, Pasadena, CA 91109-7410', 'c/o Porter Capital Corp, PO Box 12105, Birmingham, AL 35202-2105']);
  const s = slug(dbaOr(name, aliases));
  const emailMode = rng.pickW([['domain', 6], ['personal', 3], ['none', 1]] as const);
  let directoryEmails: string[] = [];
  let sendFrom: string[] = [];
  if (emailMode === 'domain') {
    const domain = `${s}${rng.pick(['.com', '.com', '.com', '.net', '.biz', '.us'])}`;
    sendFrom = [`${rng.pick(['billing', 'office', 'ar', 'invoices', 'accounting', 'admin'])}@${domain}`, `${rng.pick(FIRST).toLowerCase()}@${domain}`];
    directoryEmails = rng.chance(0.5) ? [`@${domain}`] : [sendFrom[0] ?? `billing@${domain}`];
  } else if (emailMode === 'personal') {
    const host = city.region === 'south' ? rng.pick(['gmail.com', 'yahoo.com', 'bellsouth.net', 'att.net', 'outlook.com']) : rng.pick(['gmail.com', 'yahoo.com', 'comcast.net', 'aol.com', 'outlook.com', 'roadrunner.com']);
    sendFrom = [`${s}${rng.chance(0.5) ? rng.int(1, 99) : ''}@${host}`];
    directoryEmails = rng.chance(0.85) ? sendFrom.slice() : [];
  }
  return { name, aliases: [...new Set(aliases)].filter((a) => a !== name), directoryEmails, sendFrom, remit, letterhead, phone };
}

function dbaOr(name: string, aliases: readonly string[]): string {
  const dba = aliases.find((a) => / of /.test(a) && !a.includes(' dba '));
  return dba ?? name;
}
