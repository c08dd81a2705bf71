/** Names for the client's local and regional vendors, by trade and region. */
import { type MetroKey } from './geo';
import { type Cat } from './gl';
import { chance, pick, type Rng } from './rng';

const SURNAMES = ['Nguyen', 'Kowalski', 'Okafor', 'Rossi', 'Chen', 'Goldberg', 'Martinez', "O'Brien", 'Sato', 'Kim', 'Patel', 'Haddad', 'Johansson', 'Murphy', 'Delgado', 'Petrov', 'Abernathy', 'Lindqvist', 'Tran', 'Ramirez', 'Schultz', 'Yamamoto', 'Castillo', 'Fitzgerald', 'Novak', 'Mendoza', 'Olsen', 'Russo', 'Kaplan', 'Gutierrez', 'Park', 'Singh', 'Haugen', 'Esposito', 'Levine', 'Alvarez', 'Bjornson', 'Dimitriou', 'Flores', 'Greenberg', 'Hoang', 'Iverson', 'Jablonski', 'Kaur', 'Larsen', 'Moreno', 'Nakamura', 'Ortiz', 'Pham', 'Quinn', 'Reyes', 'Sorensen', 'Tanaka', 'Ueda', 'Vasquez', 'Walsh', 'Xu', 'Yilmaz', 'Zapata', 'Brennan', 'Caruso', 'DeLuca', 'Eriksen', 'Ferraro', 'Gallagher', 'Huang', 'Ibrahim', 'Jovanovic', 'Kowal', 'Lombardi', 'McCarthy', 'Nilsen', 'Oyelaran', 'Pagano', 'Romano', 'Sullivan', 'Thorsen', 'Vargas', 'Weiss', 'Yoon', 'Cohen', 'Dunn', 'Espinoza', 'Friedman', 'Gomez', 'Hanson', 'Ivanov', 'Jensen', 'Kelly', 'Lopez', 'Mahoney', 'Navarro', 'Ostrowski', 'Pereira', 'Rasmussen', 'Santos', 'Torres', 'Vu', 'Wong', 'Zhang', 'Ahmed', 'Baptiste', 'Cruz', 'Diaz', 'Edwards', 'Feliciano', 'Grant', 'Hernandez', 'Jimenez', 'Khan', 'Lee', 'Medina', 'Nunez', 'Obi', 'Pizarro', 'Rivera', 'Shapiro', 'Tse', 'Ventura', 'Wright', 'Young'];
const FIRST = ['Mike', 'Dave', 'Jose', 'Tony', 'Ray', 'Sal', 'Hector', 'Bill', 'Luis', 'Sam', 'Vinny', 'Dmitri', 'Kenji', 'Ana', 'Maria', 'Tom', 'Eddie', 'Jorge', 'Pete', 'Rich'];

const PLACES: Record<MetroKey, readonly string[]> = {
  SEA: ['Rainier', 'Puget', 'Emerald City', 'Cascade', 'Olympic', 'Ballard', 'Northwest', 'Evergreen', 'Salish', 'Elliott Bay', 'Sound', 'Seattle'],
  TAC: ['Tacoma', 'Pierce', 'Commencement Bay', 'Narrows', 'South Sound', 'Puyallup', 'Rainier', 'Northwest'],
  SPK: ['Spokane', 'Inland Northwest', 'Lilac City', 'Inland Empire', 'Palouse', 'Riverside', 'Northwest'],
  PDX: ['Rose City', 'Portland', 'Columbia', 'Willamette', 'Stumptown', 'Mt Hood', 'Cascade', 'Pacific', 'Northwest', 'Oregon'],
  EUG: ['Emerald Valley', 'Eugene', 'Willamette Valley', 'Lane', 'McKenzie', 'Duck Country', 'Oregon'],
  SFB: ['Golden Gate', 'Bay Area', 'East Bay', 'Mission', 'Presidio', 'Peninsula', 'Twin Peaks', 'Bay Cities', 'Diablo', 'Marin', 'Pacific', 'Sierra'],
  LA: ['Angeles', 'SoCal', 'Westside', 'Silver Lake', 'Valley', 'Pacific Coast', 'Sunset', 'Harbor', 'Catalina', 'Golden State'],
  SD: ['San Diego', 'Coronado', 'Mission Bay', 'Point Loma', 'Torrey', 'Pacific Coast', 'SoCal', 'Cabrillo', 'Del Mar', 'Golden State'],
  NYC: ['Empire', 'Gotham', 'Knickerbocker', 'Five Boroughs', 'Brooklyn', 'Queens', 'Bronx', 'Manhattan', 'Harlem', 'Tri-State', 'Metro', 'Hudson'],
  NJ: ['Garden State', 'Hudson County', 'Jersey', 'Liberty', 'Palisades', 'Ironbound', 'Tri-State', 'Meadowlands', 'Essex', 'Hudson'],
};
const ADJ = ['Reliable', 'Premier', 'Apex', 'All-Pro', 'A-1', 'AAA', 'ABC', 'First Choice', 'Precision', 'Quality', 'Superior', 'Summit', 'Allied', 'United', 'Elite', 'Accurate', 'Prompt', 'Pro', 'Absolute', 'Best Way', 'Trusted', 'Citywide', 'Metro', 'Advanced', 'Total'];

export const TRADE: Record<Cat, readonly string[]> = {
  plumbing: ['Plumbing', 'Plumbing & Heating', 'Rooter & Drain', 'Plumbing & Drain', 'Plumbing Co'],
  electrical: ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'],
  hvac: ['Heating & Air', 'Mechanical', 'HVAC', 'Heating & Cooling', 'Refrigeration & AC'],
  boiler: ['Boiler Service', 'Boiler & Burner', 'Oil Burner Service', 'Heating Corp', 'Fuel Oil & Boiler'],
  roofing: ['Roofing', 'Roofing & Gutters', 'Roofing & Sheet Metal', 'Roof Repair'],
  painting: ['Painting', 'Painting & Decorating', 'Painting Contractors', 'Painters'],
  landscaping: ['Landscaping', 'Landscape Services', 'Gardening', 'Landscape Maintenance', 'Tree & Landscape'],
  snow: ['Snow Removal', 'Snow & Ice Management', 'Plowing & Salting'],
  pool: ['Pool Service', 'Pool & Spa', 'Pool Care'],
  pest: ['Pest Control', 'Exterminating', 'Pest Management', 'Exterminators'],
  locksmith: ['Lock & Key', 'Locksmiths', 'Lock & Safe', 'Locksmith Services'],
  appliance: ['Appliance Repair', 'Appliance Service', 'Appliance Parts & Service'],
  flooring: ['Flooring', 'Carpet Cleaning', 'Floor Covering', 'Carpet & Vinyl', 'Hardwood Floors'],
  general: ['Construction', 'Builders', 'General Contractors', 'Construction Corp', 'Renovations'],
  handyman: ['Handyman Services', 'Property Maintenance', 'Maintenance Services', 'Home Repair'],
  glass: ['Glass & Mirror', 'Glass Co', 'Window & Glass', 'Glass & Glazing'],
  fire: ['Fire Protection', 'Fire & Safety', 'Sprinkler Corp', 'Fire Alarm Services', 'Fire Extinguisher Co'],
  backflow: ['Backflow Testing', 'Backflow Services', 'Backflow & Cross Connection'],
  window: ['Window Cleaning', 'Window Washing', 'Glass Cleaning'],
  gutter: ['Gutter Cleaning', 'Gutters & Moss Removal', 'Gutter Service'],
  marine: ['Marine Services', 'Dock & Pile', 'Marine Construction', 'Pump-Out Services', 'Diving & Salvage'],
  parkingEquip: ['Parking Systems', 'Gate & Access', 'Parking Equipment'],
  towing: ['Towing', 'Tow & Recovery', 'Towing & Transport'],
  junk: ['Junk Removal', 'Hauling', 'Debris Removal', 'Cleanouts'],
  legal: ['Law Group', 'Law Offices', 'Attorneys at Law', 'Legal Group'],
  engineering: ['Engineering', 'Engineering PC', 'Architects & Engineers', 'Facade Consultants', 'Building Consultants'],
  environmental: ['Environmental', 'Environmental Services', 'Abatement', 'Lead & Asbestos Testing'],
  supplies: ['Supply', 'Building Supply', 'Janitorial Supply', 'Hardware', 'Maintenance Supply'],
  signage: ['Signs', 'Sign Co', 'Signs & Graphics'],
  restoration: ['Restoration', 'Water Damage Restoration', 'Disaster Recovery', 'Mold & Water'],
  moving: ['Moving & Storage', 'Movers', 'Moving Co'],
  accounting: ['CPAs', 'Accounting Group', 'Tax & Accounting'],
  janitorial: ['Janitorial', 'Building Maintenance', 'Cleaning Services', 'Porter Services', 'Commercial Cleaning'],
  security: ['Security Services', 'Patrol Services', 'Protective Services', 'Security & Alarm'],
  elevator: ['Elevator', 'Elevator Co', 'Elevator Services', 'Lift & Elevator'],
  waste: ['Disposal', 'Carting', 'Sanitation', 'Waste Services', 'Recycling'],
  telecom: ['Communications', 'Fiber', 'Broadband'],
  electric: ['Power'], gas: ['Gas'], water: ['Water'], sewer: ['Sewer'], tax: ['Tax'], insurance: ['Insurance Agency', 'Insurance Services', 'Insurance Brokers'], saas: ['Software'],
};

const SUFFIX = ['Inc.', 'LLC', 'LLC', 'Co.', 'Corp.', 'Inc', '', '', '', 'Services LLC', 'Group LLC', 'Ltd.'];

/** A local business name, with the trade in it ("Kowalski Plumbing & Heating LLC"). */
export function localName(r: Rng, cat: Cat, metro: MetroKey): { name: string; dba: string | null } {
  const trade = pick(r, TRADE[cat]);
  const sur = pick(r, SURNAMES);
  const x = r();
  let core: string;
  if (x < 0.28) core = `${sur} ${trade}`;
  else if (x < 0.5) core = `${pick(r, PLACES[metro])} ${trade}`;
  else if (x < 0.58) core = `${sur} & Sons ${trade}`;
  else if (x < 0.66) core = `${sur[0]}&${pick(r, SURNAMES)[0]} ${trade}`;
  else if (x < 0.8) core = `${pick(r, ADJ)} ${trade}`;
  else if (x < 0.86) core = `${sur} Brothers ${trade}`;
  else if (x < 0.92) core = `${pick(r, FIRST)}'s ${trade}`;
  else if (x < 0.96) core = `${pick(r, PLACES[metro])} ${pick(r, ADJ)} ${trade}`;
  else {
    // A sole proprietor on the W-9, trading under a shop name.
    const first = pick(r, FIRST);
    return { name: `${first} ${sur}`, dba: `${first[0]}${sur[0]} ${trade}` };
  }
  if (cat === 'legal') core = chance(r, 0.5) ? `${sur} & ${pick(r, SURNAMES)} ${pick(r, ['LLP', 'PC', 'PLLC'])}` : `Law Offices of ${pick(r, FIRST)} ${sur}`;
  if (cat === 'accounting') core = `${sur} ${pick(r, SURNAMES)} & Co ${trade}`;
  const suffix = cat === 'legal' || cat === 'accounting' ? '' : pick(r, SUFFIX);
  const dba = chance(r, 0.1) ? `${pick(r, PLACES[metro])} ${pick(r, TRADE[cat])}` : null;
  return { name: suffix ? `${core} ${suffix}` : core, dba };
}

export const FRANCHISES: readonly { brand: string; cat: Cat; domainRoot: string }[] = [
  { brand: 'SERVPRO of', cat: 'restoration', domainRoot: 'servpro' },
  { brand: 'Mr. Rooter Plumbing of', cat: 'plumbing', domainRoot: 'mrrooter' },
  { brand: 'Window Genie of', cat: 'window', domainRoot: 'windowgenie' },
  { brand: '1-800-GOT-JUNK?', cat: 'junk', domainRoot: '1800gotjunk' },
  { brand: 'Two Men and a Truck', cat: 'moving', domainRoot: 'twomenandatruck' },
  { brand: 'Mosquito Joe of', cat: 'pest', domainRoot: 'mosquitojoe' },
];

export const PERSONAL_MAIL = ['gmail.com', 'yahoo.com', 'outlook.com', 'comcast.net', 'icloud.com', 'aol.com'];
