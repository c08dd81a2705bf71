/* Name parts for the local trades and the national service companies. */

export const REGION_PREFIX: Record<string, readonly string[]> = {
  Houston: ['Bayou City', 'Gulf Coast', 'Lone Star', 'Space City', 'Houston Metro', 'Third Coast', 'Cypress', 'Katy Area', 'Westside', 'Clear Lake'],
  DFW: ['Lone Star', 'Metroplex', 'DFW', 'Trinity', 'North Texas', 'Big D', 'Cowtown', 'Mid-Cities', 'Texan', 'Red River'],
  'San Antonio': ['Alamo City', 'Mission City', 'South Texas', 'Hill Country', 'River City', 'Bexar', 'Lone Star'],
  Austin: ['Capital City', 'Hill Country', 'Central Texas', 'Bluebonnet', 'Lone Star', 'Live Oak', 'Colorado River'],
  Denver: ['Mile High', 'Front Range', 'Rocky Mountain', 'Colorado', 'Centennial', 'Summit', 'Peak to Peak', 'Platte Valley'],
  'Colorado Springs': ['Pikes Peak', 'Front Range', 'Springs', 'Cheyenne Mountain', 'Rocky Mountain'],
  'Fort Collins': ['Poudre Valley', 'Northern Colorado', 'NoCo', 'Front Range'],
  Boise: ['Treasure Valley', 'Gem State', 'Idaho', 'Boise River', 'Snake River', 'Ridge to Rivers'],
  Spokane: ['Inland Northwest', 'Lilac City', 'Inland Empire', 'Spokane River', 'Evergreen'],
  Reno: ['Silver State', 'Sierra', 'Truckee Meadows', 'High Desert', 'Biggest Little', 'Washoe'],
  'Northern Virginia': ['Old Dominion', 'Potomac', 'NoVA', 'Capital Area', 'Commonwealth', 'Dulles', 'Fairfax'],
  'Montgomery County': ['Montgomery', 'Free State', 'Potomac', 'Capital Beltway', 'Seneca', 'Old Line'],
  Philadelphia: ['Keystone', 'Liberty Bell', 'Delaware Valley', 'Philly', 'Quaker City', 'Schuylkill', 'Brotherly Love'],
  'South Jersey': ['Garden State', 'Jersey Shore', 'Pinelands', 'Delaware Valley', 'Tri-County'],
  Baltimore: ['Charm City', 'Chesapeake', 'Old Line', 'Harbor', 'Patapsco', 'Free State'],
};

export const GENERIC_PREFIX: readonly string[] = [
  'A-1', 'AAA', 'Precision', 'Premier', 'Reliable', 'Quality', 'Elite', 'Advanced', 'All Pro', 'Express', 'Champion',
  'Superior', 'Patriot', 'Blue Sky', 'Green Leaf', 'Integrity', 'Diamond', 'Apex', 'Pinnacle', 'Frontier', 'Heritage',
  'Eagle', 'Falcon', 'Titan', 'Legacy', 'Liberty', 'Anchor', 'Keystone', 'Cornerstone', 'Benchmark', 'Trusted', 'Allied',
  'United', 'American', 'Arrow', 'Ace', 'First Choice', 'Prime', 'Pro', 'ProTech', 'Royal', 'Sterling', 'Northstar',
  'Blue Ribbon', 'Red Door', 'Golden Rule', 'Honest Abe', 'Five Star', 'Top Notch', 'Clear Choice', 'True Blue', 'Good Neighbor',
];

export const SURNAMES: readonly string[] = [
  'Ramirez', 'Garcia', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Rodriguez', 'Perez', 'Sanchez', 'Torres', 'Flores',
  'Rivera', 'Nguyen', 'Tran', 'Le', 'Pham', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson',
  'Anderson', 'Thomas', 'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Moore', 'Clark', 'Lewis', 'Walker', 'Hall',
  'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Carter', 'Mitchell', 'Roberts',
  'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins', 'Stewart', 'Morris', 'Murphy', 'Cook',
  'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Kelly', 'Howard', 'Ward', 'Cox', 'Richardson', 'Wood',
  'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Kowalski', 'Novak',
  'DiNardo', 'Romano', 'Esposito', "O'Brien", 'McCarthy', 'Sullivan', 'Kim', 'Park', 'Choi', 'Patel', 'Shah', 'Singh',
  'Okafor', 'Mensah', 'Haddad', 'Yilmaz', 'Petrov', 'Larsen', 'Olsen', 'Schmidt', 'Becker', 'Weber', 'Vasquez', 'Castillo',
];

export const LEGAL_SUFFIX: readonly (readonly [string, number])[] = [
  [' LLC', 30], [' Inc.', 18], [', Inc.', 8], [' Co.', 5], [' Corp.', 4], [', LLC', 6], ['', 25], [' L.L.C.', 2], [' Ltd', 2],
];

export interface NationalDef {
  name: string;
  aliases: readonly string[];
  domain: string;
  remit: string;
  trade: string;
  acct: string;
  /** Share of properties that hold an account. */
  share: number;
  /** An account for the whole company, tied to no property. */
  companyAccount: boolean;
}

export const NATIONALS: readonly NationalDef[] = [
  { name: 'Otis Elevator Company', aliases: ['Otis'], domain: 'otis.com', remit: 'PO Box 730400, Dallas, TX 75373-0400', trade: 'elevator', acct: 'US-ELV-######', share: 0.05, companyAccount: false },
  { name: 'TK Elevator Corporation', aliases: ['thyssenkrupp Elevator', 'TKE'], domain: 'tkelevator.com', remit: 'PO Box 933004, Atlanta, GA 31193-3004', trade: 'elevator', acct: '#######', share: 0.04, companyAccount: false },
  { name: 'Schindler Elevator Corporation', aliases: ['Schindler'], domain: 'schindler.com', remit: 'PO Box 93050, Chicago, IL 60673-3050', trade: 'elevator', acct: '########', share: 0.03, companyAccount: false },
  { name: 'KONE Inc.', aliases: ['KONE'], domain: 'kone.com', remit: 'PO Box 734190, Chicago, IL 60673-4190', trade: 'elevator', acct: 'K######', share: 0.02, companyAccount: false },
  { name: 'Orkin LLC', aliases: ['Orkin Pest Control'], domain: 'orkin.com', remit: 'PO Box 7161, Pasadena, CA 91109-7161', trade: 'pest', acct: '######-#', share: 0.08, companyAccount: true },
  { name: 'Terminix', aliases: ['The Terminix International Company LP'], domain: 'terminix.com', remit: 'PO Box 802155, Chicago, IL 60680-2155', trade: 'pest', acct: '########', share: 0.06, companyAccount: false },
  { name: 'Johnson Controls Fire Protection LP', aliases: ['Johnson Controls', 'SimplexGrinnell'], domain: 'jci.com', remit: 'Dept CH 10320, Palatine, IL 60055-0320', trade: 'fire', acct: '##########', share: 0.06, companyAccount: false },
  { name: 'Pye-Barker Fire & Safety', aliases: ['Pye Barker Fire and Safety LLC'], domain: 'pyebarkerfs.com', remit: 'PO Box 735358, Dallas, TX 75373-5358', trade: 'fire', acct: 'PB-######', share: 0.05, companyAccount: false },
  { name: 'Cintas Corporation', aliases: ['Cintas Fire Protection', 'Cintas'], domain: 'cintas.com', remit: 'PO Box 631025, Cincinnati, OH 45263-1025', trade: 'fire', acct: '########', share: 0.04, companyAccount: true },
  { name: 'CSC ServiceWorks', aliases: ['Coinmach Corporation'], domain: 'cscsw.com', remit: 'PO Box 416407, Boston, MA 02241-6407', trade: 'laundry', acct: 'L####-####', share: 0.04, companyAccount: false },
  { name: 'Valet Living', aliases: ['Valet Waste LLC'], domain: 'valetliving.com', remit: 'PO Box 850001, Orlando, FL 32885-0001', trade: 'valet', acct: 'VL-#####', share: 0.04, companyAccount: false },
  { name: 'HD Supply Facilities Maintenance', aliases: ['Home Depot Pro', 'HD Supply'], domain: 'hdsupply.com', remit: 'PO Box 509058, San Diego, CA 92150-9058', trade: 'supply', acct: '#### #### ####', share: 0.02, companyAccount: true },
  { name: 'Sherwin-Williams', aliases: ['The Sherwin-Williams Company'], domain: 'sherwin.com', remit: 'PO Box 277499, Atlanta, GA 30384-7499', trade: 'painting', acct: '####-####-#', share: 0.02, companyAccount: true },
  { name: 'Ferguson Enterprises', aliases: ['Ferguson Facilities Supply'], domain: 'ferguson.com', remit: 'PO Box 100286, Atlanta, GA 30384-0286', trade: 'supply', acct: '######', share: 0.02, companyAccount: true },
];

export const NATIONAL_GL: Record<string, readonly string[]> = {
  elevator: ['6540', '6545'], pest: ['6560', '6565'], fire: ['6550', '6552', '6555'], laundry: ['6700'], valet: ['6650'],
  supply: ['6730', '6735'], painting: ['6610', '6730'],
};
export const NATIONAL_LINES: Record<string, readonly string[]> = {
  elevator: ['Monthly maintenance contract', 'Callback - entrapment', 'Annual safety test'],
  pest: ['Monthly service', 'Bed bug heat treatment', 'Termite bait station monitoring'],
  fire: ['Alarm monitoring', 'Annual inspection', 'Extinguisher service'],
  laundry: ['Laundry equipment lease', 'Revenue share adjustment'],
  valet: ['Doorstep trash service', 'Valet trash - monthly'],
  supply: ['Filters 20x20x1 (case)', 'Smoke detectors (12)', 'LED bulbs', 'Toilet flappers'],
  painting: ['Paint - 5 gal Super Paint', 'Primer', 'Supplies'],
};
