/*
 * Names: regional surnames and first names (trades are named after their owners), regional
 * words and rivers (co-ops, districts and brands), pieces of property names, and the
 * generator's own normalisation used only to keep every bill answerable (it decides whether
 * a printed name points at exactly one directory entry).
 */
import { type RegionId } from './geography';

export const SURNAMES: Record<RegionId, string[]> = {
  wi: ['Olson', 'Johnson', 'Nelson', 'Krueger', 'Schultz', 'Wendt', 'Zastrow', 'Marquardt', 'Kowalski', 'Jablonski', 'Nowak', 'Wojcik', 'Schmidt', 'Ziegler', 'Brandt', 'Becker', 'Vogel', 'Kuehn', 'Xiong', 'Vang', 'Yang', 'Lor', 'Moua', 'Her', 'Dahl', 'Berg', 'Radtke', 'Ninneman', 'Heise', 'Prahl', 'Zuelke', 'Bohm'],
  mn: ['Anderson', 'Peterson', 'Larson', 'Hanson', 'Haugen', 'Lindquist', 'Sorenson', 'Halvorson', 'Thorson', 'Nygaard', 'Lund', 'Johnson', 'Nelson', 'Olson', 'Kalis', 'Tesch', 'Gorecki', 'Hoglund', 'Rasmussen', 'Bjork', 'Moen', 'Engstrom'],
  ia: ['Schroeder', 'Meyer', 'Hageman', 'Kuhn', 'Bruening', 'Tollefson', 'Hovden', 'Ellingson', 'Schmitt', 'Dietzenbach', 'Kerndt', 'Bakke', 'Johnson', 'Nelson', 'Fjelstad'],
  ne: ['Chase', 'Whitcomb', 'Bouchard', 'LaFlamme', 'Pelletier', 'Thibodeau', 'Morrill', 'Blake', 'Colby', 'Fisk', 'Gage', 'Hatch', 'Leclerc', 'Ouellette', 'Michaud', 'Cyr', 'Paquette', 'Gagnon', 'Brault', 'Bessette', 'Goodwin', 'Prescott', 'Ladd', 'Sargent', 'Tewksbury', 'Lussier', 'Dufresne'],
  ny: ['Kowalczyk', 'Sweeney', 'Brennan', 'Van Etten', 'DeMarco', 'Rizzo', 'Coolidge', 'Ellsworth', 'Tuttle', 'Mosher', 'Houck', 'Shultz', 'Countryman', 'VanDusen', 'Burdick', 'Lafave', 'Ashley', 'Bush'],
  pa: ['Yoder', 'Stoltzfus', 'Zimmerman', 'Hostetler', 'Shaffer', 'Bower', 'Kline', 'Snyder', 'Fetterman', 'Wagner', 'Houser', 'Confer', 'Stiner', 'Dunkle', 'Weaver', 'Hoover', 'Kriner', 'Brennan'],
  app: ['Hatfield', 'McCoy', 'Combs', 'Sizemore', 'Caudill', 'Slone', 'Adkins', 'Mullins', 'Collins', 'Napier', 'Bowling', 'Stacy', 'Begley', 'Hensley', 'Gibson', 'Short', 'Triplett', 'Riffe', 'Cline', 'Vance', 'Bailey', 'Lilly', 'Toler', 'Blankenship', 'Maynard', 'Stanley'],
  delta: ['Washington', 'Pittman', 'Tullos', 'Jefferson', 'Sims', 'Mabry', 'Ware', 'Harper', 'Lacey', 'Brewer', 'Coleman', 'Hollins', 'Booker', 'Sanders', 'Tate', 'Hudson', 'Pickens', 'Ivy', 'Stovall', 'Abraham', 'Fava', 'Chow', 'Wong', 'Jackson'],
  la: ['Boudreaux', 'Thibodeaux', 'LeBlanc', 'Guidry', 'Hebert', 'Broussard', 'Arceneaux', 'Landry', 'Fontenot', 'Doucet', 'Melancon', 'Bergeron', 'Trahan', 'Babineaux', 'Comeaux', 'Robichaux', 'Naquin', 'Pitre', 'Cheramie', 'Theriot', 'Toups', 'Authement', 'Dupre', 'Savoie', 'Romero'],
  mtn: ['Jensen', 'Christensen', 'Larsen', 'Harris', 'Wheeler', 'Bradshaw', 'Mortensen', 'Hansen', 'Duncan', 'McBride', 'Pickett', 'Sorensen', 'Erickson', 'Peck', 'Tolman', 'Hale', 'Stoddard', 'Neilson', 'Whitaker', 'Bishop', 'Hatch', 'Fisher'],
  ak: ['Peterson', 'Kowalski', 'Ivanoff', 'Oskolkoff', 'Kvasnikoff', 'Nelson', 'Lindgren', 'Martinez', 'Fox', 'Demientieff', 'Carlson', 'McRae', 'Pedersen', 'Young', 'Sanford', 'Kozak', 'Hollingsworth', 'Anderson'],
};

export const FIRST_NAMES = ['Dale', 'Gary', 'Randy', 'Jerry', 'Duane', 'Wayne', 'Kurt', 'Lyle', 'Arnie', 'Marv', 'Denise', 'Brenda', 'Tammy', 'Carol', 'Jim', 'Bob', 'Rick', 'Earl', 'Ray', 'Luke', 'Tyler', 'Cody', 'Jolene', 'Darlene', 'Billy', 'Rusty', 'Boyd', 'Clint', 'Travis', 'Dwayne', 'Nate', 'Shelly', 'Gordy', 'Mert', 'Hank', 'Beau', 'Remy', 'Dewey'];

export const REGION_WORDS: Record<RegionId, string[]> = {
  wi: ['Northwoods', 'Badger', 'Central Wisconsin', 'Northland', 'Wisconsin River', 'North Central', 'Hodag'],
  mn: ['North Star', 'Lakes Area', 'Northland', 'Headwaters', 'Brainerd Lakes', 'Iron Range', 'Heartland'],
  ia: ['Driftless', 'Upper Iowa', 'Northeast Iowa', 'Hawkeye', 'Bluff Country'],
  ne: ['Green Mountain', 'Granite State', 'Northeast Kingdom', 'Connecticut Valley', 'Pine Tree', 'Berkshire', 'Pioneer Valley', 'White Mountain', 'Kennebec'],
  ny: ['Southern Tier', 'North Country', 'Adirondack', 'Mohawk Valley', 'Finger Lakes', 'Catskill'],
  pa: ['Keystone', 'Endless Mountains', 'Allegheny', 'Pine Creek', 'Susquehanna', 'Northern Tier'],
  app: ['Mountaineer', 'Appalachian', 'Cumberland', 'Big Sandy', 'Tug Valley', 'Blue Ridge', 'Coalfield', 'Mountain State'],
  delta: ['Delta', 'Magnolia', 'Mid-South', 'River Region', 'Sunflower', 'Arkansas Delta'],
  la: ['Acadiana', 'Bayou', 'Cajun', 'Teche', 'Gulf Coast', 'Pelican', 'Bayou Country'],
  mtn: ['Big Sky', 'Bitterroot', 'Treasure State', 'Gem State', 'Snake River', 'Teton', 'Bighorn Basin', 'Cowboy', 'High Country'],
  ak: ['Last Frontier', 'Northern Lights', 'Midnight Sun', 'Interior', 'Kenai', 'Mat-Su', 'Denali', 'Aurora', 'Chugach'],
};

export const FEATURES: Record<RegionId, string[]> = {
  wi: ['Wolf River', 'Rib River', 'Chequamegon', 'Flambeau', 'Tomorrow River', 'Big Eau Pleine', 'Little Wolf', 'Plover River', 'Black River', 'Embarrass River', 'Pine River', 'Prairie River'],
  mn: ['Crow Wing', 'Mille Lacs', 'Leaf River', 'Otter Tail', 'Red Eye', 'Long Prairie', 'Mantrap', 'Turtle River', 'Pine River', 'Ten Mile Lake'],
  ia: ['Upper Iowa', 'Turkey River', 'Volga River', 'Wapsie Valley', 'Cedar Valley', 'Yellow River'],
  ne: ['Passumpsic', 'Lamoille Valley', 'Connecticut Valley', 'Ammonoosuc', 'Androscoggin', 'Kennebec', 'Piscataquis', 'Millers River', 'Deerfield Valley', 'White River', 'Black River', 'Saco Valley'],
  ny: ['Chemung', 'Susquehanna', 'Unadilla', 'Oswegatchie', 'Raquette', 'Genesee', 'Canisteo', 'Tioughnioga', 'Black River', 'Mohawk'],
  pa: ['Pine Creek', 'Sinnemahoning', 'Clarion River', 'Tioga River', 'Loyalsock', 'Juniata', 'Tuscarora', 'Kettle Creek', 'Bald Eagle'],
  app: ['Tug Fork', 'Big Sandy', 'Guyandotte', 'Gauley', 'Greenbrier', 'Elk River', 'Cheat River', 'Kentucky River', 'Cumberland', 'Clinch River', 'Powell Valley', 'Holston'],
  delta: ['Sunflower', 'Yazoo', 'Tallahatchie', 'Coldwater', 'Bogue Phalia', 'Deer Creek', 'St. Francis', 'White River', 'Bayou Bartholomew'],
  la: ['Teche', 'Lafourche', 'Atchafalaya', 'Vermilion', 'Mermentau', 'Courtableau', 'Terrebonne', 'Bayou Boeuf', 'Tensas'],
  mtn: ['Bitterroot', 'Clark Fork', 'Flathead', 'Yellowstone', 'Madison River', 'Kootenai', 'Salmon River', 'Teton Valley', 'Snake River', 'Bighorn', 'Wind River', 'Shoshone', 'Powder River'],
  ak: ['Tanana Valley', 'Matanuska', 'Kenai', 'Chugach', 'Copper Valley', 'Knik', 'Susitna', 'Chena', 'Kachemak', 'Resurrection Bay'],
};

export const NATURE: Record<RegionId, string[]> = {
  wi: ['Birch', 'Pine', 'Tamarack', 'Hemlock', 'Balsam', 'Maple', 'Aspen', 'Norway Pine', 'Loon', 'Cedar', 'Spruce', 'Oak'],
  mn: ['Birch', 'Pine', 'Tamarack', 'Balsam', 'Loon', 'Aspen', 'Cedar', 'Spruce', 'Walleye', 'Voyageur', 'Maple', 'Linden'],
  ia: ['Oak', 'Maple', 'Walnut', 'Hickory', 'Prairie', 'Cedar', 'Elm', 'Linden', 'Bluff'],
  ne: ['Maple', 'Birch', 'Hemlock', 'Spruce', 'Elm', 'Chestnut', 'Sugar Maple', 'Covered Bridge', 'Apple', 'Pine', 'Meetinghouse', 'Granite'],
  ny: ['Maple', 'Elm', 'Hemlock', 'Adirondack', 'Seneca', 'Willow', 'Chestnut', 'Spruce', 'Tamarack', 'Genesee'],
  pa: ['Laurel', 'Hemlock', 'Pine', 'Oak', 'Chestnut', 'Dogwood', 'Sycamore', 'Keystone', 'Mountain Laurel', 'Cherry'],
  app: ['Laurel', 'Dogwood', 'Poplar', 'Sycamore', 'Hickory', 'Redbud', 'Chestnut', 'Rhododendron', 'Sassafras', 'Buckeye'],
  delta: ['Magnolia', 'Pecan', 'Cotton', 'Cypress', 'Willow', 'Oak', 'Dogwood', 'Sweetgum', 'Catalpa'],
  la: ['Cypress', 'Magnolia', 'Live Oak', 'Pecan', 'Palmetto', 'Egret', 'Pelican', 'Camellia', 'Azalea', 'Sugarcane'],
  mtn: ['Aspen', 'Sage', 'Juniper', 'Lodgepole', 'Cottonwood', 'Larch', 'Elk', 'Antelope', 'Bitterroot', 'Ponderosa', 'Tamarack'],
  ak: ['Fireweed', 'Spruce', 'Birch', 'Alder', 'Aurora', 'Denali', 'Tundra', 'Willow', 'Cottonwood', 'Glacier'],
};

export const LAND = ['Ridge', 'Hollow', 'Brook', 'River', 'Lake', 'Meadow', 'Valley', 'Creek', 'Hill', 'Bluff', 'Glen', 'Falls', 'Pond', 'Point', 'Knoll', 'Grove', 'Run', 'Crossing'];
export const APT_SUFFIX = ['Apartments', 'Manor', 'Court', 'Terrace', 'Place', 'Commons', 'Village', 'Heights', 'Gardens', 'Square', 'Arms', 'House'];

/* ------------------------------------------------------------------ */
/* Normalisation (generator-side fairness only)                        */
/* ------------------------------------------------------------------ */

const ABBREV: Record<string, string> = {
  apts: 'apartments', apt: 'apartments', ct: 'court', ter: 'terrace', pl: 'place', mnr: 'manor', hts: 'heights', vlg: 'village', sq: 'square',
  mhp: 'mobile home park', mhc: 'manufactured home community', sr: 'senior', mtn: 'mountain', mt: 'mount', ft: 'fort', st: 'saint',
  plbg: 'plumbing', htg: 'heating', elec: 'electric', coop: 'cooperative', assn: 'association', rwd: 'rural water district',
  psd: 'public service district', twp: 'township', bros: 'brothers', dist: 'district', svc: 'service', svcs: 'services',
  mlp: 'municipal light plant', dept: 'department', co: '', inc: '', llc: '', corp: '', ltd: '', lp: '', pllc: '', the: '',
  and: 'and', n: 'north', s: 'south', e: 'east', w: 'west',
};
const PROP_GENERIC = new Set(['apartments', 'apartment', 'senior', 'seniors', 'living', 'housing', 'residences', 'community', 'manufactured', 'mobile', 'home', 'homes', 'park', 'llc', 'lp', 'inc', 'the', 'at', 'of']);

function tokens(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'s\b/g, '')
    .replace(/co-op/g, 'coop')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}

const vendorCoreCache = new Map<string, string>();

export function vendorCore(name: string): string {
  const hit = vendorCoreCache.get(name);
  if (hit !== undefined) return hit;
  const v = vendorCoreRaw(name);
  vendorCoreCache.set(name, v);
  return v;
}

function vendorCoreRaw(name: string): string {
  const out: string[] = [];
  for (const t of tokens(name)) {
    const x = t in ABBREV ? (ABBREV[t] ?? '') : t;
    for (const y of x.split(' ')) if (y) out.push(y);
  }
  return out.filter((t) => t !== 'and' && t !== 'no').join(' ');
}

const propertyCoreCache = new Map<string, string>();

export function propertyCore(name: string): string {
  const hit = propertyCoreCache.get(name);
  if (hit !== undefined) return hit;
  const v = propertyCoreRaw(name);
  propertyCoreCache.set(name, v);
  return v;
}

function propertyCoreRaw(name: string): string {
  const out: string[] = [];
  for (const t of tokens(name)) {
    const x = t in ABBREV ? (ABBREV[t] ?? '') : t;
    for (const y of x.split(' ')) if (y && !PROP_GENERIC.has(y)) out.push(y);
  }
  return out.filter((t) => t !== 'and').join(' ');
}

export function slug(s: string): string {
  return s.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '');
}

export function initials(s: string): string {
  return s
    .split(/[\s-]+/)
    .filter((w) => /^[A-Z]/.test(w) && !['of', 'and', '&'].includes(w))
    .map((w) => w[0])
    .join('');
}
