/*
 * Property names the way management companies name communities, buildings and associations, and
 * the "core" a reader matches on: the name without the words that only say what kind of place it is.
 */
import type { Rng } from './random';

export const NAME_A = [
  'Willow', 'Cedar', 'Aspen', 'Magnolia', 'Cypress', 'Sycamore', 'Juniper', 'Sage', 'Heritage', 'Stone', 'Copper',
  'Silver', 'Falcon', 'Eagle', 'Hawk', 'Fox', 'Deer', 'Quail', 'Sun', 'River', 'Lake', 'Bay', 'Harbor', 'Summit',
  'Vista', 'Mesa', 'Canyon', 'Prairie', 'Meadow', 'Timber', 'Pine', 'Maple', 'Birch', 'Elm', 'Laurel', 'Ivy', 'Rose',
  'Lantern', 'Mill', 'Arbor', 'Autumn', 'Bell', 'Blue', 'Bridge', 'Briar', 'Brook', 'Carriage', 'Castle', 'Cobble',
  'Coral', 'Cotton', 'Crystal', 'Dove', 'Echo', 'Emerald', 'Fair', 'Fern', 'Forest', 'Gold', 'Grand', 'Green', 'Haven',
  'Hazel', 'Heather', 'Hickory', 'Highland', 'Holly', 'Hunter', 'Indigo', 'Iron', 'Jasmine', 'Legacy', 'Linden',
  'Marble', 'Mission', 'Monarch', 'Olive', 'Orchard', 'Palm', 'Pebble', 'Pecan', 'Pinnacle', 'Plum', 'Polo', 'Primrose',
  'Quarry', 'Raven', 'Red Oak', 'Regal', 'Royal', 'Saddle', 'Sandstone', 'Shadow', 'Sierra', 'Sky', 'Spring', 'Star',
  'Sterling', 'Sugar', 'Tall Oaks', 'Terra', 'Trinity', 'Tuscany', 'Valley', 'Verde', 'Walnut', 'Whisper', 'White',
  'Wild', 'Wind', 'Oak', 'Wood', 'Cherry', 'Ashford', 'Bramble', 'Cambridge', 'Chelsea', 'Cimarron', 'Clover', 'Coventry',
  'Creekside', 'Fairfield', 'Foxfire', 'Glenn', 'Hampton', 'Kensington', 'Lakeshore', 'Lenox', 'Marquis', 'Mayfair',
  'Montecito', 'Nottingham', 'Oxford', 'Preston', 'Riverstone', 'Rosemont', 'Sanctuary', 'Savannah', 'Somerset',
  'Stonegate', 'Sunridge', 'Waterford', 'Westbrook', 'Windsor', 'Woodbridge', 'Arrowhead', 'Bluff', 'Camden', 'Canyon Oak',
  'Cedar Hill', 'Crescent', 'Desert', 'Driftwood', 'Fountain', 'Hidden', 'Lone Oak', 'Mockingbird', 'Pecan Grove',
];

export const NAME_B = [
  'Park', 'Creek', 'Crossing', 'Pointe', 'Ridge', 'Springs', 'Village', 'Commons', 'Landing', 'Place', 'Station',
  'Terrace', 'Trails', 'Run', 'Hollow', 'Heights', 'Gardens', 'Grove', 'Square', 'Court', 'Glen', 'Bend', 'Meadows',
  'Woods', 'Shores', 'Oaks', 'Pines', 'Vista', 'Manor', 'Estates', 'Hills', 'Lake', 'Harbor', 'Falls', 'Point',
  'Preserve', 'Crest', 'Brook', 'View', 'Chase', 'Mill', 'Green', 'Farms', 'Knoll', 'Cove', 'Bluffs', 'Ranch', 'Row',
];

const THE_X = ['Reserve', 'Residences', 'Lofts', 'Villas', 'Flats', 'Retreat', 'Enclave', 'Preserve', 'Vue', 'Palms', 'Collection', 'Parc'];

/** Words that say what kind of place it is; a reader ignores them when matching a name. */
export const GENERIC_WORDS = new Set([
  'the', 'at', 'of', 'apartments', 'apartment', 'apts', 'apt', 'homes', 'home', 'townhomes', 'townhome', 'townhouses',
  'condominiums', 'condominium', 'condos', 'condo', 'association', 'assn', 'assoc', 'hoa', 'coa', 'poa', 'homeowners',
  'owners', 'inc', 'community', 'communities',
]);

export function nameCore(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/@/g, ' at ')
    .replace(/[^a-z0-9 ]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !GENERIC_WORDS.has(w))
    .join(' ');
}

export interface PropertyName {
  /** The name without its kind tail ("Cedar Creek"); phases are added to this. */
  base: string;
  tail: string;
  name: string;
}

function baseName(rng: Rng): string {
  const a = rng.pick(NAME_A);
  let b = rng.pick(NAME_B);
  while (a.endsWith(b) || a === b) b = rng.pick(NAME_B);
  const compact = !a.includes(' ') && a.length <= 6 && ['Creek', 'Brook', 'Park', 'Ridge', 'Crest', 'View', 'Run', 'Glen', 'Green', 'Mill'].includes(b) && rng.chance(0.3) ? `${a}${b.toLowerCase()}` : `${a} ${b}`;
  return compact;
}

export function apartmentName(rng: Rng): PropertyName {
  if (rng.chance(0.18)) {
    const base = `The ${rng.pick(THE_X)} at ${baseName(rng)}`;
    return { base, tail: '', name: base };
  }
  const base = baseName(rng);
  const tail = rng.weighted([
    [' Apartments', 45],
    ['', 33],
    [' Apartment Homes', 9],
    [' Townhomes', 6],
    [' Apts', 3],
    [' Lofts', 4],
  ] as const);
  return { base, tail, name: base + tail };
}

export function commercialName(rng: Rng, streetWord: string, num: number): PropertyName {
  const a = rng.pick(NAME_A);
  const form = rng.int(0, 9);
  let base: string;
  if (form === 0) base = `${a} ${rng.pick(NAME_B)} Plaza`;
  else if (form === 1) base = `${a} Business Center`;
  else if (form === 2) base = `${a} Professional Building`;
  else if (form === 3) base = `${a} Office Park`;
  else if (form === 4) base = `${a} Corporate Center`;
  else if (form === 5) base = `${a} ${rng.pick(['Village', 'Crossing', 'Commons', 'Square'])} Shopping Center`;
  else if (form === 6) base = `${a} Medical Plaza`;
  else if (form === 7) base = `${num} ${streetWord}`;
  else if (form === 8) base = `${a} Tower`;
  else base = `${streetWord} ${rng.pick(['Business Park', 'Executive Center', 'Retail Center', 'Commerce Center'])}`;
  return { base, tail: '', name: base };
}

export function condoName(rng: Rng, townhome: boolean): PropertyName {
  const base = baseName(rng);
  const tail = townhome
    ? rng.weighted([
        [' Homeowners Association', 35],
        [' HOA', 25],
        [' Townhomes HOA', 15],
        [' Homeowners Association, Inc.', 15],
        [' Owners Association', 10],
      ] as const)
    : rng.weighted([
        [' Condominiums', 35],
        [' Condominium Association', 25],
        [' Condominium Owners Association', 10],
        [' HOA', 10],
        [' Condominiums Association, Inc.', 8],
        [' Condos', 12],
      ] as const);
  return { base, tail, name: base + tail };
}

export const SURNAMES = [
  'Smith', 'Johnson', 'Williams', 'Brown', 'Jones', 'Garcia', 'Miller', 'Davis', 'Rodriguez', 'Martinez', 'Hernandez',
  'Lopez', 'Gonzalez', 'Wilson', 'Anderson', 'Thomas', 'Taylor', 'Moore', 'Jackson', 'Martin', 'Lee', 'Perez', 'Thompson',
  'White', 'Harris', 'Sanchez', 'Clark', 'Ramirez', 'Lewis', 'Robinson', 'Walker', 'Young', 'Allen', 'King', 'Wright',
  'Scott', 'Torres', 'Nguyen', 'Hill', 'Flores', 'Green', 'Adams', 'Nelson', 'Baker', 'Hall', 'Rivera', 'Campbell',
  'Mitchell', 'Carter', 'Roberts', 'Gomez', 'Phillips', 'Evans', 'Turner', 'Diaz', 'Parker', 'Cruz', 'Edwards', 'Collins',
  'Reyes', 'Stewart', 'Morris', 'Morales', 'Murphy', 'Cook', 'Rogers', 'Gutierrez', 'Ortiz', 'Morgan', 'Cooper', 'Peterson',
  'Bailey', 'Reed', 'Kelly', 'Howard', 'Ramos', 'Kim', 'Cox', 'Ward', 'Richardson', 'Watson', 'Brooks', 'Chavez', 'Wood',
  'James', 'Bennett', 'Gray', 'Mendoza', 'Ruiz', 'Hughes', 'Price', 'Alvarez', 'Castillo', 'Sanders', 'Patel', 'Myers',
  'Long', 'Ross', 'Foster', 'Jimenez', 'Powell', 'Jenkins', 'Perry', 'Russell', 'Sullivan', 'Bell', 'Coleman', 'Butler',
  'Henderson', 'Barnes', 'Gonzales', 'Fisher', 'Vasquez', 'Simmons', 'Romero', 'Jordan', 'Patterson', 'Alexander',
  'Hamilton', 'Graham', 'Reynolds', 'Griffin', 'Wallace', 'Moreno', 'West', 'Cole', 'Hayes', 'Bryant', 'Herrera', 'Gibson',
  'Ellis', 'Tran', 'Medina', 'Aguilar', 'Stevens', 'Murray', 'Ford', 'Castro', 'Marshall', 'Owens', 'Harrison', 'Fernandez',
  'McDonald', 'Woods', 'Washington', 'Kennedy', 'Wells', 'Vargas', 'Henry', 'Chen', 'Freeman', 'Webb', 'Tucker', 'Guzman',
  'Burns', 'Crawford', 'Olson', 'Simpson', 'Porter', 'Hunter', 'Gordon', 'Mendez', 'Silva', 'Shaw', 'Snyder', 'Mason',
  'Dixon', 'Munoz', 'Hunt', 'Hicks', 'Holmes', 'Palmer', 'Wagner', 'Black', 'Robertson', 'Boyd', 'Rose', 'Stone', 'Salazar',
  'Fox', 'Warren', 'Mills', 'Meyer', 'Rice', 'Schmidt', 'Garza', 'Daniels', 'Ferguson', 'Nichols', 'Stephens', 'Soto',
  'Weaver', 'Ryan', 'Gardner', 'Payne', 'Grant', 'Dunn', 'Kelley', 'Spencer', 'Hawkins', 'Arnold', 'Pierce', 'Vazquez',
  'Hansen', 'Peters', 'Santos', 'Hart', 'Bradley', 'Knight', 'Elliott', 'Cunningham', 'Duncan', 'Armstrong', 'Hudson',
  'Carroll', 'Lane', 'Riley', 'Andrews', 'Alvarado', 'Ray', 'Delgado', 'Berry', 'Perkins', 'Hoffman', 'Johnston',
  'Matthews', 'Pena', 'Richards', 'Contreras', 'Willis', 'Carpenter', 'Lawrence', 'Sandoval', 'Guerrero', 'George',
  'Chapman', 'Rios', 'Estrada', 'Ortega', 'Watkins', 'Greene', 'Nunez', 'Wheeler', 'Valdez', 'Harper', 'Burke', 'Larson',
  'Santiago', 'Maldonado', 'Morrison', 'Franklin', 'Carlson', 'Austin', 'Dominguez', 'Carr', 'Lawson', 'Jacobs', "O'Brien",
  'Lynch', 'Singh', 'Vega', 'Bishop', 'Montgomery', 'Oliver', 'Jensen', 'Harvey', 'Williamson', 'Gilbert', 'Dean', 'Sims',
  'Espinoza', 'Howell', 'Li', 'Wong', 'Reid', 'Hanson', 'Le', 'McCoy', 'Garrett', 'Burton', 'Fuller', 'Wang', 'Weber',
  'Welch', 'Rojas', 'Lucas', 'Marquez', 'Fields', 'Park', 'Yang', 'Little', 'Banks', 'Padilla', 'Day', 'Walsh', 'Bowman',
  'Schultz', 'Luna', 'Fowler', 'Mejia', 'Davidson', 'Acosta', 'Brewer', 'May', 'Holland', 'Juarez', 'Newman', 'Pearson',
  'Curtis', 'Cortez', 'Douglas', 'Schneider', 'Joseph', 'Barrett', 'Navarro', 'Figueroa', 'Keller', 'Avila', 'Wade',
  'Molina', 'Stanley', 'Hopkins', 'Campos', 'Barnett', 'Bates', 'Chambers', 'Caldwell', 'Beck', 'Lambert', 'Miranda',
  'Byrd', 'Craig', 'Ayala', 'Lowe', 'Frazier', 'Powers', 'Neal', 'Leonard', 'Gregory', 'Carrillo', 'Sutton', 'Fleming',
  'Rhodes', 'Shelton', 'Schwartz', 'Norris', 'Jennings', 'Watts', 'Duran', 'Walters', 'Cohen', 'McDaniel', 'Moran',
  'Parks', 'Steele', 'Vaughn', 'Becker', 'Holt', 'DeLeon', 'Barker', 'Terry', 'Hale', 'Leon', 'Hail', 'Benson', 'Haynes',
  'Horton', 'Miles', 'Lyons', 'Pham', 'Graves', 'Bush', 'Thornton', 'Wolfe', 'Warner', 'Cabrera', 'McKinney', 'Mann',
  'Zimmerman', 'Dawson', 'Lara', 'Fletcher', 'Page', 'McCarthy', 'Love', 'Robles', 'Cervantes', 'Solis', 'Erickson',
  'Reeves', 'Chang', 'Klein', 'Salinas', 'Fuentes', 'Baldwin', 'Daniel', 'Simon', 'Velasquez', 'Hardy', 'Higgins',
  'Aguirre', 'Lin', 'Cummings', 'Chandler', 'Sharp', 'Barber', 'Bowen', 'Ochoa', 'Dennis', 'Robbins', 'Liu', 'Ramsey',
  'Francis', 'Griffith', 'Paul', 'Blair', "O'Connor", 'Cardenas', 'Pacheco', 'Cross', 'Calderon', 'Quinn', 'Moss', 'Swanson',
  'Chan', 'Rivas', 'Khan', 'Rodgers', 'Serrano', 'Fitzgerald', 'Rosales', 'Stevenson', 'Christensen', 'Manning', 'Gill',
  'Curry', 'McLaughlin', 'Harmon', 'McGee', 'Gross', 'Doyle', 'Garner', 'Newton', 'Burgess', 'Reese', 'Walton', 'Blake',
  'Trujillo', 'Adkins', 'Brady', 'Goodman', 'Roman', 'Webster', 'Goodwin', 'Fischer', 'Huang', 'Potter', 'Delacruz',
  'Montoya', 'Todd', 'Wu', 'Hines', 'Mullins', 'Castaneda', 'Malone', 'Cannon', 'Tate', 'Mack', 'Sherman', 'Hubbard',
  'Hodges', 'Zhang', 'Guerra', 'Wolf', 'Valencia', 'Saunders', 'Franco', 'Rowe', 'Gallagher', 'Farmer', 'Hammond',
  'Hampton', 'Townsend', 'Ingram', 'Wise', 'Gallegos', 'Clarke', 'Barton', 'Schroeder', 'Maxwell', 'Waters', 'Logan',
  'Camacho', 'Strickland', 'Norman', 'Person', 'Colon', 'Parsons', 'Frank', 'Harrington', 'Glover', 'Osborne', 'Buchanan',
  'Casey', 'Floyd', 'Patton', 'Ibarra', 'Ball', 'Tyler', 'Suarez', 'Bowers', 'Orozco', 'Salas', 'Cobb', 'Gibbs', 'Andrade',
  'Bauer', 'Conner', 'Moody', 'Escobar', 'McGuire', 'Lloyd', 'Mueller', 'Hartman', 'French', 'Kramer', 'McBride', 'Pope',
  'Lindsey', 'Velazquez', 'Norton', 'McCormick', 'Sparks', 'Flynn', 'Yates', 'Hogan', 'Marsh', 'Macias', 'Villanueva',
  'Zamora', 'Pratt', 'Stokes', 'Owen', 'Ballard', 'Lang', 'Brock', 'Villarreal', 'Charles', 'Drake', 'Barrera', 'Cain',
  'Patrick', 'Pineda', 'Burnett', 'Mercado', 'Santana', 'Shepherd', 'Bautista', 'Ali', 'Shaffer', 'Lamb', 'Trevino',
  'McKenzie', 'Hess', 'Beil', 'Olsen', 'Cochran', 'Morton', 'Nash', 'Wilkins', 'Petersen', 'Briggs', 'Shah', 'Roth',
  'Nicholson', 'Holloway', 'Lozano', 'Rangel', 'Flowers', 'Hoover', 'Short', 'Arias', 'Mora', 'Valenzuela', 'Bryan',
  'Meyers', 'Weiss', 'Underwood', 'Bass', 'Greer', 'Summers', 'Houston', 'Carson', 'Morrow', 'Clayton', 'Whitaker',
  'Decker', 'Yoder', 'Collier', 'Zuniga', 'Carey', 'Wilcox', 'Melendez', 'Poole', 'Roberson', 'Larsen', 'Conley', 'Davenport',
  'Copeland', 'Massey', 'Lam', 'Huff', 'Rocha', 'Cameron', 'Jefferson', 'Hood', 'Monroe', 'Anthony', 'Pittman', 'Huynh',
  'Randall', 'Singleton', 'Kirk', 'Combs', 'Mathis', 'Christian', 'Skinner', 'Bradford', 'Richard', 'Galvan', 'Wall',
  'Boone', 'Kirby', 'Wilkinson', 'Bridges', 'Bruce', 'Atkinson', 'Velez', 'Meza', 'Roy', 'Vincent', 'York', 'Hodge',
  'Villa', 'Abbott', 'Allison', 'Tapia', 'Gates', 'Chase', 'Sosa', 'Sweeney', 'Farrell', 'Wyatt', 'Dalton', 'Horn',
  'Barron', 'Phelps', 'Yu', 'Dickerson', 'Heath', 'Foley', 'Atkins', 'Mathews', 'Bonilla', 'Acevedo', 'Benitez', 'Zavala',
  'Hensley', 'Glenn', 'Cisneros', 'Harrell', 'Shields', 'Rubio', 'Huffman', 'Choi', 'Boyer', 'Garrison', 'Arroyo', 'Bond',
  'Kane', 'Hancock', 'Callahan', 'Dillon', 'Cline', 'Wiggins', 'Grimes', 'Arellano', 'Melton', "O'Neill", 'Savage', 'Ho',
  'Beltran', 'Pitts', 'Parrish', 'Ponce', 'Rich', 'Booth', 'Koch', 'Golden', 'Ware', 'Brennan', 'McDowell', 'Marks',
];

export const FIRST_NAMES = [
  'James', 'Robert', 'John', 'Michael', 'David', 'William', 'Richard', 'Joseph', 'Thomas', 'Carlos', 'Jose', 'Luis',
  'Juan', 'Miguel', 'Daniel', 'Mark', 'Steven', 'Paul', 'Andrew', 'Kevin', 'Brian', 'George', 'Ronald', 'Anthony',
  'Eric', 'Jason', 'Ryan', 'Gary', 'Tony', 'Ricky', 'Danny', 'Mike', 'Bobby', 'Jesse', 'Hector', 'Raul', 'Oscar', 'Victor',
  'Mary', 'Patricia', 'Linda', 'Maria', 'Jennifer', 'Lisa', 'Sandra', 'Angela', 'Ana', 'Rosa', 'Tina', 'Kim', 'Dwayne',
  'Terrell', 'Marcus', 'Andre', 'Tuan', 'Minh', 'Hung', 'Raj', 'Vikram', 'Omar', 'Ahmed', 'Ivan', 'Sergio', 'Ramon',
];
