/** National firms, payment platforms, and the trades that the thousands of local vendors practise. */
export interface NationalSpec {
  name: string;
  aliases: readonly string[];
  service: string;
  domain: string;
  remit: string;
  platform?: string;
}

export const NATIONALS: readonly NationalSpec[] = [
  { name: 'The Home Depot Pro', aliases: ['Home Depot Pro', 'HD Pro', 'The Home Depot'], service: 'supplies', domain: 'homedepot.com', remit: 'PO Box 9055, Des Moines, IA 50368-9055' },
  { name: "Lowe's Pro Supply Co.", aliases: ["Lowe's Pro", 'Lowes Pro Supply', "Lowe's"], service: 'supplies', domain: 'lowes.com', remit: 'PO Box 669824, Dallas, TX 75266-9824' },
  { name: 'HD Supply Facilities Maintenance', aliases: ['HD Supply', 'HDS FM'], service: 'supplies', domain: 'hdsupply.com', remit: 'PO Box 509058, San Diego, CA 92150-9058' },
  { name: 'The Sherwin-Williams Company', aliases: ['Sherwin-Williams', 'Sherwin Williams', 'SW Paint'], service: 'paint', domain: 'sherwin.com', remit: 'PO Box 277499, Atlanta, GA 30384-7499' },
  { name: 'Waste Management Inc. of Florida', aliases: ['Waste Management', 'WM'], service: 'trash', domain: 'wm.com', remit: 'PO Box 4648, Carol Stream, IL 60197-4648' },
  { name: 'Republic Services', aliases: ['Republic Services Inc', 'Allied Waste Services'], service: 'trash', domain: 'republicservices.com', remit: 'PO Box 9001099, Louisville, KY 40290-1099' },
  { name: 'Otis Elevator Company', aliases: ['Otis', 'Otis Elevator'], service: 'elevator', domain: 'otis.com', remit: 'PO Box 730400, Dallas, TX 75373-0400' },
  { name: 'TK Elevator Corporation', aliases: ['thyssenkrupp Elevator', 'TKE'], service: 'elevator', domain: 'tkelevator.com', remit: 'PO Box 3796, Carol Stream, IL 60132-3796' },
  { name: 'Schindler Elevator Corporation', aliases: ['Schindler'], service: 'elevator', domain: 'schindler.com', remit: 'PO Box 93050, Chicago, IL 60673-3050' },
  { name: 'Terminix Commercial', aliases: ['Terminix', 'The Terminix International Company'], service: 'pest', domain: 'terminix.com', remit: 'PO Box 742592, Cincinnati, OH 45274-2592' },
  { name: 'Orkin LLC', aliases: ['Orkin', 'Orkin Pest Control'], service: 'pest', domain: 'orkin.com', remit: 'PO Box 7161, Pasadena, CA 91109-7161' },
  { name: 'Ferguson Enterprises', aliases: ['Ferguson', 'Ferguson Facilities Supply'], service: 'plumbing-supply', domain: 'ferguson.com', remit: 'PO Box 100286, Atlanta, GA 30384-0286' },
  { name: 'W.W. Grainger', aliases: ['Grainger'], service: 'supplies', domain: 'grainger.com', remit: 'Dept 802, Palatine, IL 60038-0001' },
  { name: 'Cintas Corporation', aliases: ['Cintas', 'Cintas Fire Protection'], service: 'fire', domain: 'cintas.com', remit: 'PO Box 631025, Cincinnati, OH 45263-1025' },
  { name: 'ADT Commercial', aliases: ['ADT', 'ADT Security Services'], service: 'security', domain: 'adt.com', remit: 'PO Box 382109, Pittsburgh, PA 15251-8109' },
  { name: 'BrightView Landscape Services', aliases: ['BrightView', 'Brightview Landscapes'], service: 'landscaping', domain: 'brightview.com', remit: 'PO Box 740655, Atlanta, GA 30374-0655' },
  { name: 'SERVPRO Industries', aliases: ['SERVPRO', 'Servpro'], service: 'restoration', domain: 'servpro.com', remit: 'PO Box 12410, Gallatin, TN 37066-1241' },
  { name: 'CSC ServiceWorks', aliases: ['Coinmach', 'CSC Laundry'], service: 'laundry', domain: 'cscsw.com', remit: 'PO Box 416429, Boston, MA 02241-6429' },
  { name: 'RealPage Inc.', aliases: ['RealPage'], service: 'software', domain: 'realpage.com', remit: 'PO Box 842779, Dallas, TX 75284-2779' },
  { name: 'CoStar Realty Information', aliases: ['Apartments.com', 'CoStar'], service: 'advertising', domain: 'costar.com', remit: 'PO Box 791123, Baltimore, MD 21279-1123' },
  { name: 'Carrier Commercial Service', aliases: ['Carrier', 'Carrier Corporation'], service: 'hvac', domain: 'carrier.com', remit: 'PO Box 93844, Chicago, IL 60673-3844' },
  { name: 'Trane U.S. Inc.', aliases: ['Trane'], service: 'hvac', domain: 'trane.com', remit: 'PO Box 845053, Dallas, TX 75284-5053' },
  { name: 'Sunbelt Rentals', aliases: ['Sunbelt Rentals Inc'], service: 'equipment', domain: 'sunbeltrentals.com', remit: 'PO Box 409211, Atlanta, GA 30384-9211' },
  { name: 'United Rentals (North America)', aliases: ['United Rentals'], service: 'equipment', domain: 'ur.com', remit: 'PO Box 100711, Atlanta, GA 30384-0711' },
  { name: "Leslie's Poolmart", aliases: ["Leslie's", "Leslie's Pool Supplies"], service: 'pool', domain: 'lesliespool.com', remit: 'PO Box 501162, St. Louis, MO 63150-1162' },
  { name: 'Johnson Controls Fire Protection', aliases: ['SimplexGrinnell', 'JCI Fire'], service: 'fire', domain: 'jci.com', remit: 'Dept CH 10320, Palatine, IL 60055-0320' },
  { name: 'Rollins Termite Bond Services', aliases: ['Rollins'], service: 'pest', domain: 'rollins.com', remit: 'PO Box 740608, Atlanta, GA 30374-0608' },
  { name: 'Comfort Systems USA Southeast', aliases: ['Comfort Systems USA'], service: 'hvac', domain: 'comfortsystemsusa.com', remit: 'PO Box 936534, Atlanta, GA 30393-6534' },
];

export const PLATFORMS: readonly { name: string; email: string; forUtilities: boolean }[] = [
  { name: 'Paymentus', email: 'no-reply@paymentus.com', forUtilities: true },
  { name: 'Invoice Cloud', email: 'notifications@invoicecloud.net', forUtilities: true },
  { name: 'BILL', email: 'invoices@hq.bill.com', forUtilities: false },
  { name: 'ServiceTitan Payments', email: 'noreply@servicetitan.com', forUtilities: false },
  { name: 'QuickBooks Payments', email: 'quickbooks@notification.intuit.com', forUtilities: false },
  { name: 'Square Invoices', email: 'invoices@messaging.squareup.com', forUtilities: false },
  { name: 'Jobber', email: 'no-reply@getjobber.com', forUtilities: false },
];

/** Local trades: service key, words in a name, weight, and whether it is a Florida trade. */
export const TRADES: readonly { service: string; words: readonly string[]; weight: number; flOnly?: boolean }[] = [
  { service: 'pool', words: ['Pool Service', 'Pools', 'Pool Care', 'Pool & Spa'], weight: 9, flOnly: true },
  { service: 'pest', words: ['Pest Control', 'Exterminating', 'Pest Solutions', 'Termite & Pest'], weight: 8 },
  { service: 'shutters', words: ['Hurricane Shutters', 'Storm Protection', 'Shutter Co', 'Impact Windows & Shutters'], weight: 4, flOnly: true },
  { service: 'roofing', words: ['Roofing', 'Roofing & Sheet Metal', 'Roof Repair'], weight: 7 },
  { service: 'hvac', words: ['Air Conditioning', 'Heating & Air', 'HVAC', 'A/C & Refrigeration', 'Mechanical'], weight: 10 },
  { service: 'lawn', words: ['Lawn Care', 'Landscaping', 'Lawn Service', 'Landscape Management'], weight: 10 },
  { service: 'plumbing', words: ['Plumbing', 'Plumbing & Drain', 'Rooter', 'Plumbing Services'], weight: 10 },
  { service: 'locksmith', words: ['Locksmith', 'Lock & Key', 'Lock & Safe'], weight: 5 },
  { service: 'electrical', words: ['Electric', 'Electrical Contractors', 'Electrical Services'], weight: 7 },
  { service: 'painting', words: ['Painting', 'Painting & Drywall', 'Paint Co'], weight: 6 },
  { service: 'carpet', words: ['Carpet Cleaning', 'Flooring', 'Carpet & Tile'], weight: 5 },
  { service: 'appliance', words: ['Appliance Repair', 'Appliance Service'], weight: 4 },
  { service: 'gutter', words: ['Gutters', 'Seamless Gutters'], weight: 2 },
  { service: 'pressure', words: ['Pressure Washing', 'Power Washing', 'Exterior Cleaning'], weight: 3 },
  { service: 'tree', words: ['Tree Service', 'Tree Care', 'Arborists'], weight: 4 },
  { service: 'fence', words: ['Fence', 'Fence & Gate', 'Fencing'], weight: 2 },
  { service: 'handyman', words: ['Handyman Services', 'Property Maintenance', 'Maintenance Solutions', 'Make Ready'], weight: 8 },
  { service: 'cleaning', words: ['Cleaning Services', 'Janitorial', 'Maid Service', 'Turnover Cleaning'], weight: 6 },
  { service: 'towing', words: ['Towing', 'Towing & Recovery'], weight: 2 },
  { service: 'irrigation', words: ['Irrigation', 'Sprinkler Repair'], weight: 2 },
  { service: 'paving', words: ['Paving', 'Asphalt & Sealcoating', 'Concrete'], weight: 2 },
  { service: 'junk', words: ['Junk Removal', 'Hauling'], weight: 2 },
  { service: 'glass', words: ['Glass', 'Glass & Mirror'], weight: 1 },
  { service: 'mold', words: ['Mold Remediation', 'Restoration', 'Water Restoration'], weight: 2 },
  { service: 'signage', words: ['Signs', 'Sign Co'], weight: 1 },
];

export const SURNAMES: readonly string[] = ['Rodriguez', 'Garcia', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez', 'Torres', 'Diaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz', 'Gutierrez', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Davis', 'Miller', 'Wilson', 'Moore', 'Taylor', 'Anderson', 'Thomas', 'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Robinson', 'Clark', 'Lewis', 'Walker', 'Hall', 'Allen', 'Young', 'King', 'Wright', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell', 'Mitchell', 'Carter', 'Roberts', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Flores', 'Murphy', 'Cook', 'Rogers', 'Morgan', 'Cooper', 'Peterson', 'Bailey', 'Reed', 'Kelly', 'Howard', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Wood', 'James', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Nguyen', 'Tran', 'Pham', 'Patel', 'Shah', 'Jean-Baptiste', 'Pierre', 'Dubois', 'Fernandez', 'Alvarez', 'Castillo', 'Vargas', 'Romero', 'Medina', 'Herrera', 'Aguilar', 'Boudreaux', 'Landry', 'Hebert', 'McAllister', 'O\'Neal', 'Washington', 'Jefferson', 'Coleman', 'Jenkins', 'Perry', 'Powell', 'Patterson', 'Simmons', 'Bryant', 'Alexander', 'Russell', 'Griffin', 'Hayes', 'Wallace', 'Hamilton', 'Graham', 'Sullivan', 'Wade', 'Holt', 'Pruitt', 'Tillman', 'Whitfield', 'Crenshaw', 'Dukes', 'Pickett', 'Strickland', 'Lassiter', 'Bledsoe'];

export const ADJECTIVES: readonly string[] = ['Reliable', 'Precision', 'Sunshine', 'Gulf Coast', 'Atlantic', 'Coastal', 'Southern', 'Dixie', 'Palmetto', 'Magnolia', 'Peach State', 'Tar Heel', 'Volunteer', 'Lowcountry', 'Bluegrass', 'Cardinal', 'Patriot', 'Liberty', 'Elite', 'Premier', 'Pro', 'Superior', 'Quality', 'Affordable', 'Express', 'Rapid', 'First Choice', 'All Pro', 'Blue Sky', 'Tropical', 'Seaside', 'Bayside', 'Lakeside', 'Mountain', 'River City', 'Capital City', 'Music City', 'Bluff City', 'Magic City', 'Rocket City', 'Queen City', 'Holy City', 'Bull City', 'Sun City', 'Everglades', 'Emerald', 'Sapphire', 'Golden', 'Silver', 'Diamond', 'Crown', 'Eagle', 'Falcon', 'Pelican', 'Dolphin', 'Gator', 'Tiger', 'Panther', 'Hawk', 'Heron', 'Oak Tree', 'Cypress', 'Pine State', 'Honest', 'Trusty', 'Brothers', 'Family', 'Hometown', 'Neighborhood', 'Five Star', 'Top Notch', 'Clear Choice', 'Sure Shot', 'Straight Line', 'True Level', 'Blue Wave', 'Green Leaf', 'Red Clay', 'Iron', 'Granite', 'Summit', 'Keystone', 'Cornerstone', 'Landmark', 'Pinnacle'];

export const LETTERS: readonly string[] = ['A1', 'AAA', 'ABC', 'A+', 'AA', 'AAA1', 'A-1', 'ACE', 'AJ', 'B&B', 'C&C', 'D&D', 'J&J', 'M&M', 'R&R', 'T&T', 'JM', 'KC', 'TLC', 'GMP', 'RGV', 'JRS'];

export const CORP_SUFFIXES: readonly string[] = [', Inc.', ' LLC', ', LLC', ' Inc', ' Co.', ' Corp.', ' & Sons', '', '', ' Services LLC', ' of Florida LLC'];
