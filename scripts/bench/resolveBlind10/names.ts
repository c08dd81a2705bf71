/* Word lists for property names, and the name normalisation used to keep names distinct. */

export const PLACE_WORDS: Record<string, readonly string[]> = {
  Houston: ['Westchase', 'Cypress Creek', 'Bayou', 'Memorial', 'Braeswood', 'Champions', 'Greenspoint', 'Alief', 'Spring Branch', 'Briargrove', 'Gulfton', 'Sharpstown', 'Copperfield', 'Willowbrook', 'Kingwood', 'Clear Lake', 'Bear Creek', 'Eldridge', 'Energy Corridor', 'Meyerland'],
  DFW: ['Trinity', 'Las Colinas', 'Preston', 'White Rock', 'Bluebonnet', 'Canyon Creek', 'Prestonwood', 'Vickery', 'Lake Highlands', 'Oak Lawn', 'Cedar Springs', 'Hulen', 'Tanglewood', 'Arlington Heights', 'Bear Creek', 'Valley Ranch', 'Spring Creek', 'Knox', 'Addison', 'Bachman Lake'],
  'San Antonio': ['Alamo', 'Medina', 'Stone Oak', 'Hill Country', 'Mission', 'Dominion', 'Olmos', 'Salado Creek', 'Leon Creek', 'Alamo Heights', 'Terrell Hills', 'Wurzbach', 'Vance Jackson', 'Oak Hills', 'Bandera'],
  Austin: ['Barton', 'Mueller', 'Bouldin', 'Zilker', 'Pecan', 'Lady Bird', 'Onion Creek', 'Shoal Creek', 'Walnut Creek', 'Brushy Creek', 'Hyde Park', 'Travis Heights', 'Riverside', 'Domain', 'Lakeline', 'Avery Ranch', 'Wells Branch'],
  Denver: ['Cherry Creek', 'Platte', 'Highlands', "Sloan's Lake", 'Front Range', 'Washington Park', 'Aspen', 'Capitol Hill', 'Congress Park', 'Belmar', 'Bear Creek', 'Clear Creek', 'Lowry', 'Stapleton', 'Harvard Gulch', 'Inspiration Point', 'Mile High', 'Red Rocks', 'Columbine', 'Ken Caryl'],
  'Colorado Springs': ['Pikes Peak', 'Cheyenne', 'Garden of the Gods', 'Palmer', 'Broadmoor', 'Briargate', 'Monument Creek', 'Austin Bluffs', 'Rockrimmon', 'Stratton'],
  'Fort Collins': ['Poudre', 'Horsetooth', 'Old Town', 'Spring Creek', 'Fossil Creek', 'Timberline', 'Lemay'],
  Boise: ['Treasure Valley', 'Table Rock', 'Owyhee', 'Bogus Basin', 'Harris Ranch', 'Hyde Park', 'Boise Bench', 'Bench', 'Warm Springs', 'Ten Mile Creek', 'Settlers', 'Eagle River'],
  Spokane: ['Manito', 'Riverfront', 'Gonzaga', "Browne's Addition", 'Mount Spokane', 'Perry District', 'South Hill', 'Hillyard', 'Audubon', 'Liberty Lake'],
  Reno: ['Truckee', 'Sierra', 'Washoe', 'Comstock', 'Mount Rose', 'Idlewild', 'Wingfield', 'Damonte Ranch', 'Galena', 'Steamboat'],
  'Northern Virginia': ['Fair Lakes', 'Fairfax Ridge', 'Potomac', 'Bull Run', 'Occoquan', 'Mount Vernon', 'Lake Accotink', 'Burke Lake', 'Cameron Station', 'Shirlington', 'Ballston', 'Lake Anne', 'Franklin Farm', 'Kings Park', 'Huntington', 'Belle Haven'],
  'Montgomery County': ['Seneca', 'Rock Creek', 'Sligo', 'Wheaton Hills', 'Glenmont', 'Kings Farm', 'Quince Orchard', 'Twinbrook', 'Aspen Hill', 'Layhill', 'Kentlands', 'Great Seneca', 'Woodside'],
  Philadelphia: ['Fairmount', 'Passyunk', 'Schuylkill', 'Wissahickon', 'Fishtown', 'Point Breeze', 'Cedar Park', 'Spruce Hill', 'Mount Airy', 'Olney', 'Mayfair', 'Fox Chase'],
  'South Jersey': ['Cooper River', 'Pine Barrens', 'Haddon', 'Kings Croft', 'Barclay', 'Woodcrest', 'Kingston', 'Echelon'],
  Baltimore: ['Patterson Park', 'Inner Harbor', 'Federal Hill', 'Druid Hill', 'Chesapeake', 'Charles Village', 'Canton', 'Hampden', 'Roland Park', 'Loch Raven', 'Gwynns Falls', 'Hunting Ridge'],
};

export const GENERIC_WORDS: readonly string[] = [
  'Oak Hollow', 'Willow Bend', 'Stone Ridge', 'Timber Ridge', 'Fox Run', 'Eagle Crest', 'Park Place', 'Summit', 'Heritage',
  'Windsor', 'Brookhaven', 'Magnolia', 'Sterling', 'Ashford', 'Silverleaf', 'Canyon View', 'Meadowbrook', 'Lakeshore',
  'Pinecrest', 'Autumn Ridge', 'Falcon Pointe', 'Bridgewater', 'Sunset Ridge', 'Hunters Glen', 'Hidden Creek', 'Red Oak',
];

export const GARDEN_SUFFIX: readonly string[] = ['Apartments', 'Villas', 'Place', 'Crossing', 'Landing', 'Commons', 'Park', 'Pointe', 'Gardens', 'Station', 'Oaks', 'Ridge', 'Village', 'Terrace', 'Court', 'Square', 'Springs', 'Creek Apartments'];
export const GARDEN_AT: readonly string[] = ['The Reserve at', 'The Lofts at', 'The Retreat at', 'The Residences at', 'The Views at', 'The Preserve at', 'Villas at', 'The Enclave at'];
export const MIDRISE_SUFFIX: readonly string[] = ['Lofts', 'Tower', 'Flats', 'House', 'Residences', 'on the Park', 'Plaza Apartments'];
export const CONDO_SUFFIX: readonly string[] = ['Condominium', 'Condominiums', 'Condominium Association', 'Court Condominium', 'Place Condominium', 'Condos', 'Terrace Condominium Assn'];
export const HOA_SUFFIX: readonly string[] = ['Townhomes HOA', 'Homeowners Association', 'Townhome Owners Association', 'Commons HOA', 'Village HOA'];
export const COMMERCIAL_SUFFIX: readonly string[] = ['Plaza', 'Shopping Center', 'Business Park', 'Town Center', 'Professional Building', 'Retail Center', 'Office Park', 'Marketplace', 'Corners'];

const DROP = new Set(['the', 'apartments', 'apartment', 'apts', 'apt', 'homes', 'condominium', 'condominiums', 'condo', 'condos', 'association', 'assn', 'hoa', 'homeowners', 'owners', 'inc', 'llc', 'co', 'corp', 'company', 'ltd', 'lp', 'pllc', 'l', 'c']);

/** A name as a careful reader compares it: case, punctuation, "&", "The", "Apartments", "Inc." ignored. */
export function normName(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/'/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((w) => w.length > 0 && !DROP.has(w))
    .join(' ');
}
