/*
 * Word lists: property name stems by region, building kinds, surnames and business stems.
 */

export const REGION_OF_STATE: Readonly<Record<string, string>> = {
  WA: 'pnw', OR: 'pnw', CA: 'ca', AZ: 'desert', NV: 'desert', FL: 'fl', HI: 'hi',
};

export const PROPERTY_STEMS: Readonly<Record<string, readonly string[]>> = {
  pnw: ['Alder', 'Madrona', 'Cascade View', 'Rainier Vista', 'Olympic', 'Sound View', 'Evergreen', 'Cedar Crest', 'Fircrest', 'Hemlock',
    'Salmon Bay', 'Ballard', 'Fremont', 'Greenlake', 'Ravenna', 'Wallingford', 'Alberta', 'Hawthorne', 'Belmont', 'Laurelhurst', 'Sellwood',
    'Multnomah', 'Willamette', 'Timberline', 'Douglas Fir', 'Huckleberry', 'Salal', 'Orca', 'Puget', 'Columbia', 'Mount Hood', 'Alki',
    'Magnolia', 'Queen Anne', 'Beacon', 'Juniper', 'Vine Maple', 'Trillium', 'Osprey', 'Heron', 'Kingfisher', 'Cedar', 'Spruce',
    'Nettle Creek', 'Lake City', 'Interlaken', 'Firwood', 'Rose City', 'Mississippi', 'Kenton', 'Foster', 'Woodstock'],
  ca: ['Casa Bonita', 'Villa del Sol', 'Las Brisas', 'El Mirador', 'La Paloma', 'Los Robles', 'Vista del Mar', 'Mar Vista', 'Bella Vista',
    'Mariposa', 'Buena Vista', 'Monte Vista', 'Rancho Verde', 'Casa Grande', 'Casa Linda', 'Plaza del Rey', 'Paseo Real', 'Alta Loma',
    'Las Palmas', 'Los Arcos', 'San Marino', 'Sierra Vista', 'Costa Azul', 'Laguna Breeze', 'Camino Place', 'Del Oro', 'Jacaranda',
    'Eucalyptus', 'Olive Tree', 'Pepper Tree', 'Orange Grove', 'Citrus', 'Lemon Grove', 'Avocado', 'Golden Gate', 'Marina Vista',
    'Harbor View', 'Bayside', 'Pacific Crest', 'Ocean Breeze', 'Coastline', 'Surfside', 'Driftwood', 'Redwood', 'Sequoia', 'Manzanita',
    'Toyon', 'Live Oak', 'Sycamore', 'Santa Rosa', 'Hacienda', 'La Mirada', 'El Dorado', 'Palomar', 'Topanga', 'Echo Park', 'Silver Lake',
    'Dolores', 'Noe Valley', 'Twin Peaks', 'Presidio', 'Embarcadero', 'Figueroa', 'Wilshire', 'Catalina', 'Malibu', 'Coronado', 'Torrey Pines'],
  desert: ['Saguaro', 'Ocotillo', 'Palo Verde', 'Mesquite', 'Sonoran', 'Camelback', 'Desert Willow', 'Agave', 'Coyote Ridge', 'Red Rock',
    'Canyon View', 'Sunridge', 'Desert Sage', 'Copper', 'Turquoise', 'Adobe', 'Pueblo', 'Cholla', 'Javelina', 'Roadrunner', 'Quail Run',
    'Cactus Wren', 'Superstition', 'Piestewa', 'Mojave', 'Silver State', 'Sierra Nevada', 'Tahoe', 'Summerlin', 'Spring Mountain',
    'Desert Inn', 'Sahara', 'Paradise', 'Sun Valley', 'Mountain Shadows', 'Los Olivos', 'Casa del Sol', 'Rio Salado', 'Tierra Verde',
    'Santa Catalina', 'Rincon', 'Tanque Verde', 'El Presidio', 'Ironwood', 'Smoketree', 'Yucca', 'Monsoon', 'Arroyo', 'Mesa Verde'],
  fl: ['Coral', 'Mangrove', 'Hibiscus', 'Bougainvillea', 'Royal Palm', 'Sea Grape', 'Tarpon', 'Pelican', 'Flamingo', 'Seabreeze',
    'Ocean Club', 'Bayfront', 'Brickell', 'Biscayne', 'Key Lime', 'Manatee', 'Egret', 'Sandpiper', 'Sabal', 'Banyan', 'Poinciana',
    'Gumbo Limbo', 'Sawgrass', 'Everglades', 'Coquina', 'Palmetto', 'Conch', 'Anchor Point', 'Lighthouse', 'Tidewater', 'Isla Verde',
    'Little Havana', 'Calle Ocho', 'Las Olas', 'Ybor', 'Davis Islands', 'Lake Eola', 'Windermere', 'Osprey Point', 'Dolphin Cove',
    'Sunset Harbour', 'Bay Harbor', 'Key Biscayne', 'Coconut Grove', 'Gables', 'Venetian', 'Harbour Isle', 'Pineapple', 'Mango'],
  hi: ['Hale Kai', 'Hale Lani', 'Kalani', 'Kai Nani', 'Makai', 'Mauka', 'Pualani', 'Leilani', 'Malu', 'Nohea', 'Kehau', 'Pikake', 'Plumeria',
    'Ilima', 'Lanikai', 'Moana', 'Ala Wai', 'Kapalama', 'Waiola', 'Hale Aloha', 'Kukui', 'Koa', 'Ohia', 'Lokelani', 'Puuwai', 'Hoaloha',
    'Nani Koa', 'Hale Mahana', 'Kaimana', 'Waipio', 'Honua', 'Anuenue', 'Kilohana', 'Makana', 'Malama'],
};

export const PROPERTY_SECOND: readonly string[] = [
  'Point', 'Ridge', 'Park', 'Pointe', 'Crossing', 'Landing', 'Heights', 'Hills', 'Shores', 'Cove', 'Springs', 'Grove', 'Creek', 'Vista',
  'View', 'Glen', 'Meadows', 'Square', 'Station', 'Row', 'Walk', 'Terrace', 'Court', 'Village', 'Gardens', 'Place', 'Commons', 'Oaks',
];

export const APARTMENT_KINDS: readonly (readonly [string, number])[] = [
  ['Apartments', 10], ['Apartment Homes', 2], ['Flats', 2], ['Lofts', 1], ['Residences', 2], ['Commons', 1], ['Village', 1],
  ['Court', 1], ['Gardens', 2], ['Terrace', 1], ['Place', 1], ['Villas', 2], ['Tower', 1], ['', 5],
];

export const CONDO_KINDS: readonly (readonly [string, number])[] = [
  ['Condominium Association', 4], ['Condominiums', 3], ['Condominium', 2], ['HOA', 2], ['Owners Association', 1], ['Tower Condominium Association', 1],
  ['Homeowners Association', 1],
];

export const MHP_KINDS: readonly (readonly [string, number])[] = [
  ['Mobile Home Park', 5], ['MHP', 2], ['Mobile Estates', 2], ['Manufactured Home Community', 1], ['RV & Mobile Home Park', 1], ['Mobile Home Estates', 1],
  ['Mobile Lodge', 1],
];

export const SURNAMES: readonly string[] = [
  'Garcia', 'Nguyen', 'Kim', 'Tanaka', 'Kealoha', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez', 'Ramirez',
  'Torres', 'Flores', 'Rivera', 'Gomez', 'Diaz', 'Cruz', 'Morales', 'Reyes', 'Gutierrez', 'Ortiz', 'Chavez', 'Ruiz', 'Alvarez', 'Mendoza',
  'Castillo', 'Jimenez', 'Vasquez', 'Romero', 'Herrera', 'Medina', 'Aguilar', 'Vargas', 'Castro', 'Fernandez', 'Guzman', 'Munoz', 'Salazar',
  'Delgado', 'Pena', 'Rios', 'Contreras', 'Sandoval', 'Estrada', 'Nunez', 'Soto', 'Tran', 'Le', 'Pham', 'Huynh', 'Vo', 'Dang', 'Bui',
  'Ngo', 'Duong', 'Ly', 'Wong', 'Chen', 'Lee', 'Wang', 'Liu', 'Yang', 'Huang', 'Zhang', 'Lin', 'Wu', 'Chang', 'Park', 'Choi', 'Jung', 'Kang',
  'Cho', 'Yoon', 'Lim', 'Han', 'Sato', 'Suzuki', 'Takahashi', 'Watanabe', 'Ito', 'Yamamoto', 'Nakamura', 'Kobayashi', 'Fujimoto', 'Yoshida',
  'Inouye', 'Higa', 'Kaneshiro', 'Akana', 'Kahale', 'Makoa', 'Kalani', 'Keawe', 'Palakiko', 'Fonoti', 'Tuiasosopo', 'Faleolo', 'Smith',
  'Johnson', 'Williams', 'Brown', 'Jones', 'Miller', 'Davis', 'Wilson', 'Anderson', 'Taylor', 'Thomas', 'Moore', 'Jackson', 'Martin',
  'Thompson', 'White', 'Harris', 'Clark', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright', 'Scott', 'Hill', 'Green',
  'Adams', 'Baker', 'Nelson', 'Carter', 'Mitchell', 'Roberts', 'Turner', 'Phillips', 'Campbell', 'Parker', 'Evans', 'Edwards', 'Collins',
  'Stewart', 'Morris', 'Murphy', 'Cook', 'Rogers', 'Cooper', 'Peterson', 'Reed', 'Bailey', 'Bell', 'Kelly', 'Howard', 'Ward', 'Cox',
  'Richardson', 'Wood', 'Watson', 'Brooks', 'Bennett', 'Gray', 'Hughes', 'Price', 'Sanders', 'Myers', 'Long', 'Ross', 'Foster', 'Olsen',
  'Larson', 'Swanson', 'Lindqvist', 'Haugen', 'Berg', 'Sorensen', 'Johansen', 'Kowalski', 'Novak', 'Petrov', 'Ivanov', 'Kaur', 'Singh',
  'Patel', 'Shah', 'Gill', 'Sandhu', 'Dhillon', 'Ali', 'Khan', 'Haddad', 'Nasser', 'Abdi', 'Mohamed', 'Tesfaye', 'Bekele', 'Okafor', 'Mensah',
  'Sepulveda', 'Villanueva', 'Zamora', 'Ochoa', 'Cervantes', 'Figueroa', 'Espinoza', 'Ibarra', 'Trujillo', 'Valenzuela', 'Calderon', 'Bautista',
];

export const FIRST_NAMES: readonly string[] = [
  'Maria', 'Jose', 'Luis', 'Ana', 'Carlos', 'Linh', 'Minh', 'David', 'Sarah', 'Michael', 'Jennifer', 'Kimo', 'Leilani', 'Keoni', 'Hiro',
  'Yuki', 'Jin', 'Soo', 'Wei', 'Mei', 'Raj', 'Priya', 'Omar', 'Fatima', 'Erik', 'Ingrid', 'Tom', 'Rosa', 'Miguel', 'Javier', 'Lupe',
  'Tyler', 'Ashley', 'Brandon', 'Nicole', 'Kevin', 'Lisa', 'Daniel', 'Karen', 'Robert', 'Angela', 'Tuan', 'Hoa', 'Duc', 'Grace',
];

export const BUSINESS_STEMS: Readonly<Record<string, readonly string[]>> = {
  pnw: ['Cascade', 'Evergreen', 'Rainier', 'Olympic', 'Puget Sound', 'Emerald City', 'Rose City', 'Willamette', 'Columbia', 'Northwest',
    'Pacific Northwest', 'Sound', 'Timberline', 'Salish', 'Mt. Hood', 'Stumptown', 'Bridgetown', 'Orca', 'Raincity', 'Duwamish'],
  ca: ['Golden Gate', 'Bay Area', 'Bayside', 'Pacific', 'Coastal', 'Sierra', 'Redwood', 'Sunset', 'SoCal', 'Golden State', 'Mission',
    'El Dorado', 'Del Mar', 'Cali', 'West Coast', 'Bear Flag', 'Silicon Valley', 'Delta', 'Inland Empire', 'Harbor', 'Santa Ana Winds',
    'Los Padres', 'Central Coast', 'Angeles', 'Seaside'],
  desert: ['Desert', 'Saguaro', 'Cactus', 'Sonoran', 'Mojave', 'Silver State', 'Sun Country', 'Valley', 'Canyon', 'Coyote', 'Roadrunner',
    'Monsoon', 'Oasis', 'Copper State', 'Grand Canyon', 'Red Rock', 'Sun Valley', 'High Desert', 'Tumbleweed', 'Desert Star'],
  fl: ['Sunshine', 'Gulf', 'Coral', 'Biscayne', 'Everglades', 'Keys', 'Suncoast', 'Tropic', 'Palm', 'Sunshine State', 'Gulf Coast',
    'Atlantic', 'Treasure Coast', 'Seminole', 'Gator', 'Hurricane', 'Island', 'Bay', 'Manatee', 'South Florida', 'Conch Republic'],
  hi: ['Aloha', 'Mauna', 'Kai', 'Hale', 'Ohana', 'Island', 'Paradise', 'Pacific', 'Rainbow', 'Lokahi', 'Pono', 'Makai', 'Mauka', 'Kona',
    'Hawaiian', 'Oahu', 'Leeward', 'Windward'],
  any: ['Premier', 'Reliable', 'Pro', 'Elite', 'Allstar', 'A-1', 'AAA', 'Ace', 'First Choice', 'Precision', 'Quality', 'Superior', 'Trusted',
    'Express', 'Rapid', 'Prime', 'Apex', 'Titan', 'Eagle', 'Falcon', 'Phoenix', 'Blue Wave', 'Green Leaf', 'Clear Water', 'Crystal',
    'True North', 'Summit', 'Pinnacle', 'All Pro', 'Best Way', 'Integrity', 'Honest', 'Family', 'Neighborhood', 'Metro', 'Urban', 'Victory'],
};

export const LEGAL_SUFFIXES: readonly (readonly [string, number])[] = [
  ['Inc', 5], ['Inc.', 2], [', Inc.', 2], ['LLC', 6], ['Co', 1], ['Co.', 1], ['Corp', 1], ['', 4], ['& Sons', 1], ['Bros', 1], ['Company', 1],
];
