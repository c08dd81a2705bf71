import type { Region } from './model';

/* Word pools for property and vendor names. */

export const STEM_FIRST: Record<Region, readonly string[]> = {
  PNW: [
    'Alder', 'Cedar', 'Madrona', 'Cascade', 'Rainier', 'Olympic', 'Evergreen', 'Hemlock', 'Salmonberry', 'Orca',
    'Puget', 'Columbia', 'Willamette', 'Timberline', 'Larch', 'Tamarack', 'Ponderosa', 'Sagebrush', 'Owyhee', 'Huckleberry',
    'Chinook', 'Heron', 'Osprey', 'Kingfisher', 'Shasta', 'Juniper', 'Fircrest', 'Sitka', 'Salish', 'Snoqualmie',
    'Skagit', 'Palouse', 'Klickitat', 'Wallowa', 'Multnomah', 'Tualatin', 'Clackamas', 'Boise River', 'Spokane Falls', 'Manito',
    'Steelhead', 'Trillium', 'Bigleaf', 'Douglas', 'Vine Maple', 'Mossy Rock', 'Driftwood', 'Tidewind', 'Ravenna', 'Wedgwood',
    'Alki', 'Magnuson', 'Laurelhurst', 'Sellwood', 'Hawthorne', 'Alberta', 'Pearl', 'Kenton', 'Ruston', 'Proctor',
    'Hazel Dell', 'Fruit Valley', 'Harney', 'Bogus Basin', 'Table Rock', 'Spencer Butte', 'Skinner', 'Coburg', 'Mount Tabor', 'Larrabee',
  ],
  SE: [
    'Magnolia', 'Dogwood', 'Longleaf', 'Piedmont', 'Catawba', 'Palmetto', 'Tidewater', 'Chesapeake', 'James River', 'Blue Ridge',
    'Azalea', 'Wisteria', 'Live Oak', 'Bayside', 'Lynnhaven', 'Sandbridge', 'Pamlico', 'Eno', 'Haw River', 'Umstead',
    'Crabtree', 'Brightleaf', 'Tobacco Road', 'Carolina', 'Sweetgrass', 'Cypress', 'Loblolly', 'Camellia', 'Cardinal', 'Mockingbird',
    'Hickory', 'Chestnut', 'Sourwood', 'Redbud', 'Pecan', 'Sandhills', 'Uwharrie', 'Yadkin', 'Reedy River', 'Paris Mountain',
    'Swamp Rabbit', 'Saluda', 'Enoree', 'Tryon', 'Mallard Creek', 'Sugar Creek', 'McAlpine', 'Ballantyne', 'Myers Park', 'Dilworth',
    'Carytown', 'Fan District', 'Church Hill', 'Stony Point', 'Bon Air', 'Ghent', 'Larchmont', 'Ocean View', 'Little Neck', 'Kempsville',
    'Great Neck', 'Back Bay', 'Mattaponi', 'Rappahannock', 'Appomattox', 'Falls Lake', 'Jordan Lake', 'Hope Valley', 'Lake Wylie', 'Nantahala',
  ],
};

export const STEM_SECOND: readonly string[] = [
  'Crest', 'Park', 'Point', 'Ridge', 'Crossing', 'Commons', 'Landing', 'Pointe', 'Meadows', 'Heights', 'Village', 'Station',
  'Terrace', 'Glen', 'Hollow', 'Creek', 'Grove', 'Trace', 'Reserve', 'Square', 'Court', 'Gardens', 'Bluff', 'Run', 'Knoll',
  'Vista', 'Place', 'Woods', 'Bend', 'Harbor', 'Springs', 'Hills', 'Shores', 'Manor', 'Summit', 'Green', 'Falls', 'Lofts',
];

export const CORPORATE_FIRST: Record<Region, readonly string[]> = {
  PNW: [
    'Rainier', 'Cascade', 'Evergreen', 'Emerald City', 'Puget Sound', 'Olympic', 'Salish Sea', 'Columbia River', 'Inland Northwest',
    'Lilac City', 'Rose City', 'Treasure Valley', 'Gem State', 'Emerald Valley', 'Willamette Valley', 'Clark County', 'Pacific Crest',
    'Northwest', 'PNW', 'Sound', 'Timberline', 'Mt Hood', 'Tahoma', 'Summit', 'Ironwood', 'Orca', 'Steelhead', 'Big Sky',
    'Bridgetown', 'Hawthorne', 'Cougar', 'Duck Country', 'Bronco', 'Harbor', 'Bluewater', 'Cedar River', 'Green River', 'Snake River',
  ],
  SE: [
    'Queen City', 'Carolina', 'Tar Heel', 'Triangle', 'Bull City', 'Piedmont', 'Palmetto', 'Upstate', 'Blue Ridge', 'River City',
    'James River', 'Tidewater', 'Hampton Roads', 'Coastal', 'Chesapeake Bay', 'Old Dominion', 'Commonwealth', 'Lowcountry', 'Magnolia',
    'Dixie', 'Crescent', 'Southern Pines', 'Longleaf', 'Catawba Valley', 'Lake Norman', 'Brightleaf', 'Capital City', 'Oak City',
    'Reedy River', 'Swamp Fox', 'Mountain Island', 'Sandhills', 'Tobacco Road', 'Atlantic', 'Outer Banks', 'Neuse River', 'Virginia',
  ],
};

export const FIRST_NAMES: readonly string[] = [
  'James', 'Maria', 'Jose', 'Linh', 'Kevin', 'Tamika', 'Dmitri', 'Olga', 'Rafael', 'Sun', 'Abdi', 'Fatima', 'Trevor', 'Brandy',
  'Hector', 'Mei', 'Tyrone', 'Jasmine', 'Cody', 'Heather', 'Luis', 'Anh', 'Marcus', 'Keisha', 'Ivan', 'Svetlana', 'Juan', 'Rosa',
  'Travis', 'Amber', 'DeShawn', 'Latoya', 'Ahmed', 'Yuki', 'Dustin', 'Crystal', 'Miguel', 'Nadia', 'Wade', 'Dolores', 'Bao', 'Kenji',
  'Shane', 'Misty', 'Eduardo', 'Alma', 'Darnell', 'Precious', 'Tobias', 'Ingrid', 'Rusty', 'Bobbie', 'Armando', 'Thuy',
];

export const LAST_NAMES: readonly string[] = [
  'Nguyen', 'Ramirez', 'Okafor', 'Petrov', 'Johnson', 'Washington', 'Kowalski', 'Yamamoto', 'Haugen', 'Lindgren', 'Delgado',
  'Whitfield', 'Pham', 'Castillo', 'McAllister', 'Oyelaran', 'Sorensen', 'Bjornstad', 'Fuentes', 'Tran', 'Hollingsworth',
  'Abernathy', 'Pettigrew', 'Broussard', 'Mahoney', 'Hinton', 'Kaur', 'Singh', 'Moreno', 'Vasquez', 'Larsen', 'Ogden', 'Thibodeaux',
  'Featherston', 'Register', 'Honeycutt', 'Faircloth', 'Strickland', 'Yoder', 'Kuznetsov', 'Mwangi', 'Alvarado', 'Lockhart',
  'Greer', 'Pendleton', 'Sizemore', 'Gentry', 'Boone', 'Calloway', 'Ashby', 'Tillery', 'Blackwell', 'Dunlap', 'Eckert', 'Gustafson',
];

export const LEGAL_SUFFIXES: readonly string[] = ['LLC', 'Inc', 'Inc.', 'Co', 'Company', 'Corp', 'L.L.C.', 'Services LLC', 'PLLC', 'Group'];

/** Former names of renamed properties (prefix words). */
export const FORMER_PREFIX: readonly string[] = ['The Villas at', 'Oakmont', 'Woodland', 'Pinecrest', 'Briarwood', 'Stonegate', 'Fox Run', 'Willow Bend'];
