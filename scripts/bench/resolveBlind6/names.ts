import type { RegionKey } from './geography';

/* Word lists for building names, people and trade businesses. */

export const SURNAMES = [
  'Rivera', 'Goldberg', 'OBrien', 'Kowalski', 'Nguyen', 'Kim', 'Park', 'Chen', 'Wong', 'Patel', 'Shah', 'Rosen', 'Katz', 'Russo', 'Esposito',
  'DeLuca', 'Romano', 'Murphy', 'Sullivan', 'Walsh', 'Brennan', 'Fitzgerald', 'Morales', 'Ortiz', 'Santiago', 'Colon', 'Rodriguez', 'Hernandez',
  'Delgado', 'Vargas', 'Figueroa', 'Torres', 'Ramos', 'Cruz', 'Reyes', 'Alvarez', 'Castillo', 'Medina', 'Pagan', 'Rosario', 'Maldonado',
  'Acevedo', 'Irizarry', 'Velazquez', 'Jensen', 'Christensen', 'Larsen', 'Nielsen', 'Young', 'Smith', 'Johnson', 'Williams', 'Brown', 'Jones',
  'Miller', 'Davis', 'Wilson', 'Anderson', 'Thomas', 'Jackson', 'White', 'Harris', 'Martin', 'Thompson', 'Garcia', 'Martinez', 'Robinson',
  'Clark', 'Lewis', 'Lee', 'Walker', 'Hall', 'Allen', 'Wright', 'King', 'Scott', 'Green', 'Baker', 'Adams', 'Nelson', 'Hill', 'Campbell',
  'Mitchell', 'Roberts', 'Carter', 'Phillips', 'Evans', 'Turner', 'Parker', 'Collins', 'Edwards', 'Stewart', 'Flores', 'Morris', 'Nakamura',
  'Tanaka', 'Yamamoto', 'Watanabe', 'Kealoha', 'Kahananui', 'Akana', 'Kamakau', 'Fonoti', 'Tuilagi', 'Bautista', 'Domingo', 'Villanueva',
  'Pascual', 'Santos', 'Reyes', 'Novak', 'Horvat', 'Petrov', 'Ivanov', 'Shapiro', 'Weiss', 'Friedman', 'Levy', 'Cohen', 'Abramowitz',
  'Mancini', 'Ferraro', 'Costa', 'Barbieri', 'Quinn', 'Doyle', 'Gallagher', 'Byrne', 'Okafor', 'Adeyemi', 'Mensah', 'Diallo', 'Haddad',
  'Nassar', 'Khoury', 'Papadopoulos', 'Kostas', 'Yilmaz', 'Demir', 'Ahmed', 'Hussain', 'Singh', 'Gill', 'Sandhu', 'Lopez', 'Gonzalez',
  'Perez', 'Sanchez', 'Ramirez', 'Gutierrez', 'Jimenez', 'Moreno', 'Romero', 'Herrera', 'Aguilar', 'Mendoza', 'Vasquez', 'Castro',
];

export const FIRST_NAMES = [
  'Mike', 'Joe', 'Tony', 'Sal', 'Vinny', 'Danny', 'Eddie', 'Frank', 'Manny', 'Luis', 'Carlos', 'Jose', 'Pedro', 'Hector', 'Angel', 'Ray',
  'Kevin', 'Steve', 'Dave', 'Rich', 'Tom', 'Bill', 'Jim', 'Kai', 'Keoni', 'Makoa', 'Brandon', 'Tyler', 'Jared', 'Spencer', 'Ammon',
  'Rosa', 'Maria', 'Ana', 'Linda', 'Grace', 'Mei', 'Yuki', 'Leilani', 'Priya', 'Fatima', 'Irina', 'Sofia', 'Carmen', 'Nilda', 'Wanda',
];

export const INITIALS = ['J&R', 'A-1', 'AAA', 'B&B', 'JM', 'R & S', 'ACE', 'TNT', 'K&M', 'D&L', 'M&M', 'JRC', 'ABC', 'A+', 'Triple A', 'P&G', 'S&J', 'E-Z', 'All-Pro', 'First Choice'];

export const PLACE_WORDS: Record<RegionKey, string[]> = {
  NYC: ['Empire', 'Metro', 'Liberty', 'Brooklyn', 'Queens', 'Bronx', 'Hudson', 'Manhattan', 'Harbor', 'Gotham', 'Five Boro', 'Knickerbocker', 'Kings County', 'Atlantic', 'Flatbush', 'Astoria', 'Bay Ridge', 'Tri-State', 'Big Apple', 'Skyline', 'Riverdale', 'Flushing', 'Borough'],
  NJ: ['Garden State', 'Hudson', 'Palisades', 'Jersey', 'Meadowlands', 'Liberty', 'Passaic', 'Bergen', 'Ironbound', 'Tri-State', 'Shore', 'Hoboken', 'Essex', 'Union County', 'Journal Square'],
  DC: ['Capitol', 'Capital', 'Potomac', 'Anacostia', 'District', 'Federal', 'Rock Creek', 'Beltway', 'Monument', 'Columbia', 'DMV', 'Foggy Bottom', 'Union', 'Embassy'],
  BAL: ['Chesapeake', 'Patapsco', 'Charm City', 'Inner Harbor', 'Fells Point', 'Old Line', 'Maryland', 'Bay', 'Oriole', 'Patterson', 'Calvert', 'Chesapeake Bay', 'Mount Vernon', 'Federal Hill'],
  UT: ['Wasatch', 'Beehive', 'Bonneville', 'Deseret', 'Uinta', 'Zion', 'Timpanogos', 'Oquirrh', 'Jordan River', 'Big Cottonwood', 'Canyon', 'Summit', 'Great Basin', 'Salt Lake', 'Utah Valley', 'Alpine', 'Bountiful', 'Wasatch Front'],
  DEN: ['Front Range', 'Mile High', 'Rocky Mountain', 'Cherry Creek', 'Platte River', 'Centennial', 'Columbine', 'Red Rocks', 'Summit', 'Aspen', 'Colorado', 'Boulder Creek', 'Pikes Peak', 'Foothills'],
  LV: ['Desert', 'Mojave', 'Silver State', 'Red Rock', 'Sierra', 'Sunrise', 'Valley', 'Vegas Valley', 'Neon', 'Spring Mountain', 'Lake Mead', 'High Desert', 'Sandstone', 'Silverado', 'Summerlin'],
  SFL: ['Biscayne', 'Coral', 'Tropical', 'Sunshine', 'Everglades', 'Gold Coast', 'Key', 'Palm', 'Brickell', 'South Beach', 'Seaside', 'Bayside', 'Atlantic', 'Dade', 'Broward', 'Ocean', 'Sunrise'],
  HNL: ['Aloha', 'Kamaaina', 'Pono', 'Mauka Makai', 'Ohana', 'Lokahi', 'Island', 'Pacific', 'Diamond Head', 'Kona', 'Manoa', 'Leeward', 'Windward', 'Koolau', 'Hale', 'Nalu', 'Oahu', 'Aina'],
  PR: ['Isla', 'Borinquen', 'Boricua', 'Caribe', 'Del Morro', 'Atlántico', 'Tropical', 'San Juan', 'Metro', 'Del Este', 'Coquí', 'Flamboyán', 'Yunque', 'Del Mar', 'Costa', 'Del Norte', 'Boriken'],
};

/** Classic building-name words (New York, New Jersey, DC, Baltimore share them: near-twin names). */
export const BUILDING_WORDS = [
  'Kensington', 'Ansonia', 'Beresford', 'Belnord', 'Chatsworth', 'Ardsley', 'Carlyle', 'Windermere', 'Marlborough', 'Dorchester', 'Hamilton',
  'Lexington', 'Wellington', 'Stratford', 'Ashford', 'Brevoort', 'Sheffield', 'Devonshire', 'Buckingham', 'Sutton', 'Gramercy', 'Claremont',
  'Regent', 'Kingsbridge', 'Riverview', 'Parkside', 'Prospect', 'Sterling', 'Lafayette', 'Somerset', 'Cambridge', 'Fairfax', 'Essex', 'Hudson',
  'Trinity', 'Madison', 'Jefferson', 'Concord', 'Arlington', 'Roxbury', 'Glenwood', 'Linden', 'Briarwood', 'Tudor', 'Emerson', 'Marquis',
  'Bristol', 'Chelsea', 'Waverly', 'Belmont', 'Clinton', 'Franklin', 'Monroe', 'Van Cortlandt', 'Kenyon', 'Irving', 'Harvard', 'Columbia',
  'Calvert', 'Mount Vernon', 'Charles', 'Bolton', 'Guilford', 'Roland', 'Homewood', 'Ellington', 'Langston', 'Dunbar', 'Frederick',
];
export const BUILDING_SUFFIXES = ['Court', 'House', 'Arms', 'Hall', 'Towers', 'Gardens', 'Manor', 'Terrace', 'Plaza', 'Apartments', 'Residences', 'Lofts', 'Flats'];

export const REGION_BUILDING_WORDS: Record<RegionKey, string[]> = {
  NYC: BUILDING_WORDS,
  NJ: [...BUILDING_WORDS.slice(0, 40), 'Journal Square', 'Hamilton Park', 'Van Vorst', 'Paulus Hook', 'Harsimus', 'Castle Point', 'Stevens', 'Palisade'],
  DC: [...BUILDING_WORDS.slice(20), 'Meridian', 'Logan', 'Dupont', 'Petworth', 'Brookland', 'Capitol View', 'Anacostia', 'Navy Yard', 'Shaw', 'Takoma'],
  BAL: [...BUILDING_WORDS.slice(30), 'Patterson', 'Canton', 'Fells', 'Bolton Hill', 'Charles Village', 'Remington', 'Hampden', 'Druid Hill', 'Federal Hill'],
  UT: ['Liberty Wells', 'Sugar House', 'Wasatch Vista', 'Bonneville', 'Canyon Rim', 'Cottonwood', 'Emigration', 'Capitol Hill', 'Avenues', 'Granary', 'Jordan Park', 'Millcreek', 'Oquirrh View', 'Timp View', 'Riverwoods', 'Deseret', 'Pioneer', 'Trolley', 'Brickyard', 'Highland Park', 'Fairmont', 'Westminster', 'Central City', 'Marmalade', 'Glendale'],
  DEN: ['Pearl', 'Cheesman Park', 'Capitol Hill', 'Highland', 'Uptown', 'Baker', 'Platt Park', 'Congress Park', 'City Park', 'Sloans Lake', 'Washington Park', 'Country Club', 'Berkeley', 'Sunnyside', 'Alamo Placita', 'Hale', 'Mayfair', 'Montclair', 'Belcaro', 'Cherry Creek'],
  LV: ['Desert Rose', 'Sierra Vista', 'Mountain Crest', 'Silverado Ranch', 'Rancho Mirage', 'Red Rock', 'Canyon Gate', 'Spanish Trail', 'Sun Valley', 'Paradise Palms', 'Desert Shores', 'Tuscany', 'Mesa Verde', 'Sunset Ridge', 'Durango Springs', 'Saguaro', 'Coronado', 'Palo Verde', 'Solano', 'Mirador'],
  SFL: ['Brickell Bay', 'Bayshore', 'Coral Gables', 'Ocean Club', 'Bay Harbor', 'Key Colony', 'Palm Bay', 'Biscayne Point', 'Seacoast', 'Sea Isle', 'Bal Harbour', 'Atlantic Towers', 'Oceanview', 'Mar Azul', 'Costa Brava', 'La Gorce', 'Flamingo', 'Parkview', 'Sunset Harbour', 'Island Pointe', 'Harbour House', 'Coral Reef', 'Southgate', 'Regency', 'Plaza Venetia'],
  HNL: ['Hale Nani', 'Royal Kuhio', 'Makiki Regency', 'Ala Wai Vista', 'Kapiolani Manor', 'Nohona Hale', 'Kalakaua Sands', 'Hale Moana', 'Pualani', 'Lokelani', 'Anuenue', 'Kilohana', 'Pacific Heights', 'Hale Lehua', 'Makai Tower', 'Mauka Tower', 'Iolani Court', 'Moana Pacific', 'Waikiki Banyan', 'Diamond Head Vista', 'Kahala Towers', 'Punahou Cliffs'],
  PR: ['Torre del Mar', 'Parque de las Fuentes', 'Bahía Mar', 'Plaza del Sol', 'Los Almendros', 'Vista Verde', 'Torres del Parque', 'Mirador del Condado', 'Palma Real', 'Jardines de Caparra', 'Torre de la Reina', 'Costa del Sol', 'Villa Marina', 'El Monte', 'Los Pinos', 'Las Palmas', 'Ocean Park', 'Laguna Gardens', 'San Mateo', 'La Ceiba'],
};

export const STUDENT_NAMES: Record<RegionKey, string[]> = {
  NYC: ['Morningside Commons', 'Fordham Campus View'],
  NJ: ['Gateway Scholar House', 'Castle Point Commons'],
  DC: ['Howard Commons', 'Foggy Bottom Scholar House', 'The Quad at Georgia Ave'],
  BAL: ['Charles Village Commons', 'Homewood Scholar House', 'The Nest at Towson'],
  UT: ['The Cannon at 400 South', 'Ute Village Lofts', 'Cougar Crossing', 'Campus Plaza Provo', 'Wolverine Crossing', 'Wildcat Commons', 'University Gardens SLC'],
  DEN: ['Auraria Commons', 'Pioneer Village Lofts', 'The Quad at DU'],
  LV: ['Rebel Place', 'Maryland Pkwy Commons', 'The Hub at UNLV'],
  SFL: ['Panther Commons', 'Cane Crossing', 'The Nest at FIU'],
  HNL: ['Hale Kauwela', 'Manoa Scholar House', 'Hale Noelani Student Living'],
  PR: ['Residencia Estudiantil Río Piedras', 'Torre Universitaria'],
};

export const SCATTERED_AREAS: Partial<Record<RegionKey, string[]>> = {
  DC: ['Anacostia', 'Congress Heights', 'Brookland', 'Petworth', 'Trinidad', 'Deanwood', 'Columbia Heights', 'Eckington'],
  BAL: ['Patterson Park', 'Reservoir Hill', 'Sandtown', 'Pigtown', 'Highlandtown', 'Waverly', 'Greenmount West', 'Hollins Market', 'Belair-Edison'],
};

export const ROMAN = ['I', 'II', 'III', 'IV', 'V', 'VI'];

export const GARAGE_WORDS: Record<RegionKey, string[]> = {
  NYC: ['Queens Blvd', 'Riverside', 'Bedford', 'Concourse', 'Ocean Pkwy'],
  NJ: ['Journal Square', 'Hoboken Terminal', 'Exchange Place'],
  DC: ['Navy Yard', 'U Street', 'Columbia Heights'],
  BAL: ['Harbor East', 'Mount Vernon'],
  UT: ['Wasatch', 'Sugar House', 'Bonneville', 'Jordan River'],
  DEN: ['Capitol Hill', 'Cherry Creek', 'Uptown'],
  LV: ['Rainbow', 'Spring Mountain', 'Green Valley', 'Desert Inn'],
  SFL: ['Brickell', 'Bayside', 'Biscayne', 'Collins'],
  HNL: ['Kakaako', 'Ala Moana', 'Kapiolani'],
  PR: ['Condado', 'Hato Rey', 'Isla Verde'],
};
