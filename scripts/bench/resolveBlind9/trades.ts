/** Trades: what they do, how they name themselves, what they write on line items. */
export interface Trade {
  key: string;
  words: string[];
  gl: string[];
  /** Metros where it is common: 'N' Great Lakes, 'S' Southeast, '' everywhere. */
  where: '' | 'N' | 'S';
  weight: number;
  jobs: string[];
}

export const TRADES: Trade[] = [
  { key: 'plumbing', words: ['Plumbing', 'Plumbing & Heating', 'Plumbing & Sewer', 'Plumbing Co', 'Rooter & Plumbing'], gl: ['6110', '6115'], where: '', weight: 12, jobs: ['Service call - leaking supply line', 'Replace kitchen faucet cartridge', 'Snake bathroom drain', 'Replace toilet fill valve and flapper', 'Water heater replacement 40 gal', 'Repair leak under sink', 'Rod main sewer line', 'Replace shower valve'] },
  { key: 'drain', words: ['Sewer & Drain', 'Drain Cleaning', 'Rooter Service', 'Sewer Service'], gl: ['6115', '6110'], where: '', weight: 4, jobs: ['Camera inspection of main line', 'Hydro-jet main sewer', 'Rod floor drain', 'Clear catch basin'] },
  { key: 'hvac', words: ['Heating & Cooling', 'HVAC', 'Mechanical', 'Air Conditioning', 'Comfort Systems', 'Heating & Air'], gl: ['6120', '7120'], where: '', weight: 10, jobs: ['No-cool call, replaced capacitor', 'Furnace tune-up', 'Replace condenser fan motor', 'Recharge refrigerant R-410A', 'Replace thermostat', 'Clean evaporator coil', 'Replace blower motor'] },
  { key: 'boiler', words: ['Boiler Service', 'Boiler & Steam', 'Hydronics', 'Boiler Works'], gl: ['6125', '7130'], where: 'N', weight: 3, jobs: ['Annual boiler inspection', 'Replace low-water cutoff', 'Bleed radiators', 'Replace circulator pump', 'Boiler no-heat call'] },
  { key: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electric Co', 'Electrical Services'], gl: ['6130'], where: '', weight: 6, jobs: ['Replace GFCI outlets', 'Troubleshoot tripping breaker', 'Replace exterior light fixture', 'Install smoke detectors hardwired', 'Repair hallway lighting'] },
  { key: 'roofing', words: ['Roofing', 'Roofing & Sheet Metal', 'Roof Repair', 'Roofing Contractors'], gl: ['6140', '7110'], where: '', weight: 5, jobs: ['Patch roof leak over rear porch', 'Replace flashing at chimney', 'Roof inspection', 'Tear-off and replace', 'Repair modified bitumen seam'] },
  { key: 'masonry', words: ['Tuckpointing', 'Masonry', 'Masonry Restoration', 'Brick & Stone'], gl: ['6145', '6320'], where: 'N', weight: 3, jobs: ['Tuckpoint rear elevation', 'Rebuild chimney crown', 'Replace lintel', 'Grind and tuckpoint parapet wall'] },
  { key: 'elevator', words: ['Elevator', 'Elevator Service', 'Lift & Elevator', 'Vertical Transportation'], gl: ['6150'], where: '', weight: 1, jobs: ['Monthly elevator maintenance', 'Elevator entrapment call', 'Annual safety test', 'Replace door operator'] },
  { key: 'pest', words: ['Pest Control', 'Exterminating', 'Termite & Pest', 'Pest Solutions'], gl: ['6160'], where: '', weight: 6, jobs: ['Monthly pest service', 'Bed bug heat treatment', 'Rodent exclusion', 'Roach treatment', 'Termite bait station service'] },
  { key: 'landscaping', words: ['Landscaping', 'Lawn Care', 'Landscape Services', 'Grounds Maintenance'], gl: ['6170', '6290'], where: '', weight: 7, jobs: ['Monthly grounds maintenance', 'Mulch beds', 'Spring cleanup', 'Irrigation repair', 'Leaf removal'] },
  { key: 'snow', words: ['Snow Removal', 'Snow & Ice', 'Snowplowing', 'Snow Management'], gl: ['6175'], where: 'N', weight: 4, jobs: ['Plow lot - 3" event', 'Salt walks', 'Seasonal snow contract installment', 'Shovel and salt entries'] },
  { key: 'cleaning', words: ['Cleaning Services', 'Janitorial', 'Building Services', 'Cleaning Co'], gl: ['6180', '6191'], where: '', weight: 6, jobs: ['Common area cleaning - monthly', 'Move-out clean', 'Carpet shampoo hallway', 'Window washing lobby'] },
  { key: 'painting', words: ['Painting', 'Painting & Decorating', 'Turnover Services', 'Make-Ready'], gl: ['6190', '6260'], where: '', weight: 7, jobs: ['Turnover paint - 2 bed', 'Paint touch-up after move-out', 'Paint hallway and stairwell', 'Patch and paint ceiling'] },
  { key: 'flooring', words: ['Carpet', 'Flooring', 'Carpet Cleaning', 'Floor Covering'], gl: ['6192', '6250', '7150'], where: '', weight: 4, jobs: ['Replace carpet living room', 'Install LVP kitchen', 'Steam clean carpet', 'Refinish hardwood floors'] },
  { key: 'appliance', words: ['Appliance Repair', 'Appliance Service', 'Appliance'], gl: ['6195', '7140'], where: '', weight: 4, jobs: ['Refrigerator not cooling', 'Replace dishwasher', 'Range igniter replacement', 'Washer drain pump'] },
  { key: 'fire', words: ['Fire Protection', 'Fire & Safety', 'Sprinkler', 'Fire Equipment'], gl: ['6200', '8150'], where: '', weight: 3, jobs: ['Annual fire alarm inspection', 'Fire extinguisher service', 'Sprinkler head replacement', 'Backflow test'] },
  { key: 'locksmith', words: ['Lock & Key', 'Locksmith', 'Lock & Safe'], gl: ['6210', '6270'], where: '', weight: 3, jobs: ['Rekey unit locks', 'Lockout service', 'Replace entry lockset', 'Cut mailbox keys'] },
  { key: 'pool', words: ['Pool Service', 'Pools', 'Pool & Spa'], gl: ['6220'], where: 'S', weight: 2, jobs: ['Weekly pool service', 'Replace pool pump motor', 'Open pool for season', 'Chemical treatment'] },
  { key: 'gutter', words: ['Gutters', 'Gutter Cleaning', 'Seamless Gutters'], gl: ['6230', '6140'], where: '', weight: 2, jobs: ['Clean gutters and downspouts', 'Replace downspout', 'Install gutter guards'] },
  { key: 'glass', words: ['Glass', 'Glass & Mirror', 'Window & Door'], gl: ['6240', '7160'], where: '', weight: 2, jobs: ['Replace broken window pane', 'Board up window', 'Replace storefront glass', 'Replace sliding door glass'] },
  { key: 'paving', words: ['Paving', 'Asphalt', 'Sealcoating', 'Paving & Concrete'], gl: ['6280', '7170'], where: '', weight: 2, jobs: ['Sealcoat and restripe lot', 'Patch potholes', 'Replace concrete sidewalk squares'] },
  { key: 'tree', words: ['Tree Service', 'Tree Care', 'Arborists'], gl: ['6290', '6170'], where: '', weight: 2, jobs: ['Remove dead oak', 'Trim limbs over roof', 'Stump grinding'] },
  { key: 'security', words: ['Security', 'Security Services', 'Patrol Services'], gl: ['6300'], where: '', weight: 1, jobs: ['Courtesy patrol - monthly', 'Camera system service', 'Access control repair'] },
  { key: 'fencing', words: ['Fence', 'Fence Co', 'Fencing'], gl: ['6310'], where: '', weight: 1, jobs: ['Repair chain link gate', 'Replace wood fence panels'] },
  { key: 'handyman', words: ['Handyman Services', 'Property Maintenance', 'Home Repair', 'Maintenance Services'], gl: ['6260', '6340', '6330'], where: '', weight: 8, jobs: ['Replace closet doors', 'Patch drywall', 'Repair cabinet hinge', 'Install blinds', 'Replace stair tread'] },
  { key: 'garage', words: ['Garage Doors', 'Overhead Door', 'Door Co'], gl: ['6270'], where: '', weight: 1, jobs: ['Replace garage door spring', 'Repair gate operator'] },
  { key: 'waterproofing', words: ['Waterproofing', 'Basement Waterproofing', 'Foundation Repair'], gl: ['6320'], where: '', weight: 1, jobs: ['Seal foundation crack', 'Install sump pump'] },
  { key: 'legal', words: ['Law Group', 'Law Offices', 'Attorneys at Law'], gl: ['8110'], where: '', weight: 1, jobs: ['Eviction filing', 'Lease review', 'Court appearance'] },
  { key: 'inspection', words: ['Inspections', 'Inspection Services', 'Code Compliance'], gl: ['8150', '8140'], where: '', weight: 1, jobs: ['Rental registration inspection', 'Annual building inspection', 'Lead clearance test'] },
];

export const SURNAMES = ['Kowalski', 'Nowak', 'Wisniewski', 'Schultz', 'Becker', 'Olson', 'Johnson', 'Lindqvist', 'Hanson', 'Nguyen', 'Washington', 'Jefferson', 'Coleman', 'Boudreaux', 'Thibodeaux', 'Landry', 'Fontenot', 'Broussard', 'Hebert', 'Kaminski', 'Zielinski', 'Novak', 'Horvath', 'Mazur', 'Sullivan', 'Murphy', "O'Brien", 'Gallagher', 'Kelly', 'Russo', 'Esposito', 'Romano', 'Morales', 'Hernandez', 'Garcia', 'Ramirez', 'Castillo', 'Patel', 'Shah', 'Kim', 'Park', 'Haddad', 'Saleh', 'Jaber', 'Bazzi', 'Greene', 'Brooks', 'Harris', 'Jackson', 'Robinson', 'Walker', 'Tate', 'Pruitt', 'Odom', 'McCall', 'Dunlap', 'Rutledge', 'Pinckney', 'Middleton', 'Gadsden', 'Hollins', 'Wofford', 'Truitt', 'Caldwell', 'Sizemore', 'Whitfield', 'Yancey', 'Petrov', 'Sokolov', 'Lindgren', 'Carlson', 'Halvorsen', 'Svoboda', 'Dvorak', 'Krueger', 'Vogel', 'Hoffmann', 'Braun', 'Ziegler', 'DeLuca', 'Marino', 'Santoro', 'Ferraro', 'Okafor', 'Adeyemi', 'Mensah', 'Osei', 'Tran', 'Pham', 'Le', 'Vang', 'Xiong', 'Lor', 'Yang', 'Abdi', 'Warsame', 'Farah', 'Duffy', 'Quinn', 'Reilly'];
export const PLACEWORDS: Record<string, string[]> = {
  Chicago: ['Windy City', 'Lakeshore', 'Lake Shore', 'Second City', 'Northside', 'Southside', 'Chi-Town', 'Prairie State', 'Great Lakes', 'Midway', 'Cornerstone'],
  Milwaukee: ['Cream City', 'Brew City', 'Badger', 'Lakefront', 'Great Lakes', 'Menomonee'],
  Detroit: ['Motor City', 'Mile Road', 'Great Lakes', 'Woodward', 'D-Town', 'Wolverine', 'Renaissance'],
  Cleveland: ['Cuyahoga', 'Forest City', 'North Coast', 'Buckeye', 'Lake Erie', 'West Side'],
  Pittsburgh: ['Steel City', 'Three Rivers', 'Allegheny', 'Keystone', 'Monongahela', 'Golden Triangle'],
  'Twin Cities': ['North Star', 'Twin Cities', 'Gopher', 'Lakes Area', 'Mississippi', 'Metro'],
  Atlanta: ['Peach State', 'Peachtree', 'Southern', 'Chattahoochee', 'Metro Atlanta', 'Piedmont', 'Georgia'],
  Charlotte: ['Queen City', 'Carolina', 'Piedmont', 'Catawba', 'Tarheel'],
  Nashville: ['Music City', 'Cumberland', 'Volunteer', 'Tennessee', 'Middle Tennessee'],
  Memphis: ['Bluff City', 'Mid-South', 'Delta', 'River City', 'Tennessee'],
  Birmingham: ['Magic City', 'Iron City', 'Alabama', 'Red Mountain', 'Southern'],
  'New Orleans': ['Crescent City', 'Big Easy', 'Bayou', 'Gulf South', 'Pelican', 'Creole'],
  Savannah: ['Coastal', 'Lowcountry', 'Tybee', 'Georgia Coast', 'Southern'],
  Charleston: ['Lowcountry', 'Palmetto', 'Coastal', 'Carolina', 'Holy City'],
};
export const ADJS = ['All-Pro', 'A-1', 'Precision', 'Reliable', 'Allied', 'Superior', 'Premier', 'Express', 'Guardian', 'Summit', 'Pinnacle', 'Ace', 'Elite', 'Apex', 'Anchor', 'Keystone', 'Liberty', 'Patriot', 'Heritage', 'Pioneer', 'Quality', 'Budget', 'Rapid', 'Trusted', 'Integrity', 'Evergreen', 'Bluewater', 'Redline', 'Ironclad', 'True North'];
export const FIRSTS = ['Joe', 'Mike', 'Dave', 'Tony', 'Ray', 'Stan', 'Eddie', 'Marcus', 'Andre', 'Luis', 'Carlos', 'Darnell', 'Terrell', 'Jimmy', 'Bobby', 'Pete', 'Walt', 'Gus', 'Hank', 'Lou'];
export const STATE_EIN: Record<string, string[]> = {
  IL: ['36', '37'], WI: ['39'], MI: ['38'], OH: ['31', '34'], PA: ['23', '25'], MN: ['41'], GA: ['58'], NC: ['56'], TN: ['62'], AL: ['63'], LA: ['72'], SC: ['57'],
};
export const LOCKBOX_CITIES = ['Dallas, TX 75266', 'Atlanta, GA 30384', 'Charlotte, NC 28260', 'Columbus, OH 43271', 'Philadelphia, PA 19178', 'Chicago, IL 60693', 'St. Louis, MO 63150', 'Indianapolis, IN 46206', 'Louisville, KY 40285', 'Los Angeles, CA 90074', 'Jacksonville, FL 32203'];
export const FACTORS = ['Riviera Finance', 'Apex Capital Corp', 'Triumph Business Capital', 'Porter Capital', 'Commercial Funding Inc'];
