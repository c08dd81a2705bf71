/** The client's map: metros, their cities (or Queens neighborhoods), ZIPs and streets. */
export type MetroKey = 'SEA' | 'TAC' | 'SPK' | 'PDX' | 'EUG' | 'SFB' | 'LA' | 'SD' | 'NYC' | 'NJ';

export interface City {
  name: string;
  state: 'WA' | 'OR' | 'CA' | 'NY' | 'NJ';
  metro: MetroKey;
  zips: readonly string[];
  streets: readonly string[];
  weight: number;
  /** How bills also print the city ("NYC", "Bklyn", "Queens" for a Queens neighborhood). */
  alt: readonly string[];
  /** Queens: hyphenated house numbers ("108-15"). */
  hyphenated?: boolean;
  /** Where marinas can sit (waterfront streets). */
  waterfront?: readonly string[];
}

export const CITIES: readonly City[] = [
  { name: 'Seattle', state: 'WA', metro: 'SEA', weight: 110, zips: ['98101', '98102', '98103', '98105', '98107', '98109', '98112', '98115', '98116', '98117', '98118', '98121', '98122', '98125', '98126', '98144', '98199'], alt: ['SEATTLE', 'Seatle', 'Sea'], streets: ['E Pine St', 'E Pike St', 'Rainier Ave S', 'California Ave SW', 'NW Market St', 'Aurora Ave N', '15th Ave NE', 'Eastlake Ave E', 'Fremont Ave N', 'Beacon Ave S', 'Westlake Ave N', 'Broadway E', 'Queen Anne Ave N', 'Delridge Way SW', 'Lake City Way NE', '3rd Ave', '1st Ave', 'Roosevelt Way NE', 'Greenwood Ave N', 'MLK Jr Way S', 'Dexter Ave N', 'Summit Ave E', 'NE 45th St', 'Stone Way N'], waterfront: ['Seaview Ave NW', 'Westlake Ave N', 'Fairview Ave E'] },
  { name: 'Tacoma', state: 'WA', metro: 'TAC', weight: 45, zips: ['98402', '98403', '98404', '98405', '98406', '98407', '98408', '98409', '98418'], alt: ['TACOMA', 'Tacmoa'], streets: ['Pacific Ave', 'S 38th St', 'N 30th St', '6th Ave', 'S Tacoma Way', 'E Portland Ave', 'N Proctor St', 'S Yakima Ave', 'Martin Luther King Jr Way', 'E 72nd St', 'N Pearl St', 'S Union Ave', 'Taylor Way'], waterfront: ['Ruston Way', 'Marine View Dr', 'Dock St'] },
  { name: 'Spokane', state: 'WA', metro: 'SPK', weight: 40, zips: ['99201', '99202', '99203', '99204', '99205', '99207', '99208', '99212', '99223', '99224'], alt: ['SPOKANE', 'Spokan'], streets: ['W Riverside Ave', 'N Division St', 'E Sprague Ave', 'S Grand Blvd', 'N Monroe St', 'W Garland Ave', 'E Mission Ave', 'W Francis Ave', 'S Regal St', 'N Market St', 'E Trent Ave', 'W Sunset Hwy'] },
  { name: 'Portland', state: 'OR', metro: 'PDX', weight: 100, zips: ['97201', '97202', '97203', '97205', '97209', '97210', '97211', '97212', '97213', '97214', '97215', '97217', '97218', '97219', '97227', '97232', '97239'], alt: ['PORTLAND', 'Ptld', 'Portlnd'], streets: ['NE Alberta St', 'SE Hawthorne Blvd', 'NW 23rd Ave', 'N Williams Ave', 'SE Division St', 'NE Sandy Blvd', 'SW Broadway', 'N Mississippi Ave', 'SE Belmont St', 'NE Broadway', 'N Lombard St', 'SE Foster Rd', 'NE Glisan St', 'SW Macadam Ave', 'NW Thurman St', 'SE Stark St', 'NE Killingsworth St', 'SW Barbur Blvd'], waterfront: ['N Marine Dr', 'NE Marine Dr', 'SW Macadam Ave'] },
  { name: 'Eugene', state: 'OR', metro: 'EUG', weight: 35, zips: ['97401', '97402', '97403', '97404', '97405', '97408'], alt: ['EUGENE', 'Eugne'], streets: ['Willamette St', 'E 13th Ave', 'Franklin Blvd', 'River Rd', 'Coburg Rd', 'W 11th Ave', 'Hilyard St', 'Pearl St', 'W 18th Ave', 'Chambers St', 'Barger Dr', 'Polk St'] },
  { name: 'Springfield', state: 'OR', metro: 'EUG', weight: 12, zips: ['97477', '97478'], alt: ['SPRINGFIELD', 'Springfeld'], streets: ['Main St', 'Mohawk Blvd', 'Q St', 'Gateway St', 'Olympic St', 'Thurston Rd'] },
  { name: 'San Francisco', state: 'CA', metro: 'SFB', weight: 110, zips: ['94102', '94103', '94107', '94109', '94110', '94112', '94114', '94115', '94116', '94117', '94118', '94121', '94122', '94123', '94131', '94133', '94134'], alt: ['SF', 'S.F.', 'SAN FRANCISCO', 'San Fransisco'], streets: ['Mission St', 'Valencia St', 'Geary Blvd', 'Haight St', 'Divisadero St', 'Folsom St', 'Irving St', 'Polk St', 'Taraval St', 'Fillmore St', 'Market St', '24th St', 'Clement St', 'Noriega St', 'Guerrero St', 'Leavenworth St', 'Jackson St', 'Ocean Ave', 'Bush St', 'Eddy St'], waterfront: ['Marina Blvd', 'Terry A Francois Blvd'] },
  { name: 'Oakland', state: 'CA', metro: 'SFB', weight: 55, zips: ['94601', '94602', '94606', '94607', '94609', '94610', '94611', '94612', '94618', '94619'], alt: ['OAKLAND', 'Oakand'], streets: ['Telegraph Ave', 'Broadway', 'International Blvd', 'MacArthur Blvd', 'Grand Ave', 'Lakeshore Ave', 'Fruitvale Ave', 'College Ave', 'Park Blvd', 'E 14th St', 'San Pablo Ave', 'Harrison St'], waterfront: ['Embarcadero', 'Embarcadero W'] },
  { name: 'Berkeley', state: 'CA', metro: 'SFB', weight: 25, zips: ['94702', '94703', '94704', '94705', '94709', '94710'], alt: ['BERKELEY', 'Berkely'], streets: ['Shattuck Ave', 'University Ave', 'San Pablo Ave', 'Telegraph Ave', 'Dwight Way', 'Ashby Ave', 'Sacramento St', 'Hearst Ave', 'Channing Way'], waterfront: ['Marina Blvd', 'University Ave'] },
  { name: 'San Jose', state: 'CA', metro: 'SFB', weight: 40, zips: ['95110', '95112', '95116', '95117', '95122', '95125', '95126', '95128'], alt: ['SAN JOSE', 'San Jos'], streets: ['The Alameda', 'E Santa Clara St', 'N 1st St', 'Story Rd', 'S Bascom Ave', 'Almaden Rd', 'Tully Rd', 'Lincoln Ave', 'Monterey Rd', 'Meridian Ave'] },
  { name: 'Alameda', state: 'CA', metro: 'SFB', weight: 12, zips: ['94501', '94502'], alt: ['ALAMEDA'], streets: ['Park St', 'Webster St', 'Santa Clara Ave', 'Encinal Ave', 'Lincoln Ave'], waterfront: ['Clement Ave', 'Mariner Square Dr'] },
  { name: 'Sausalito', state: 'CA', metro: 'SFB', weight: 8, zips: ['94965'], alt: ['SAUSALITO', 'Sausilito'], streets: ['Bridgeway', 'Caledonia St', 'Harbor Dr'], waterfront: ['Bridgeway', 'Harbor Dr', 'Gate 5 Rd'] },
  { name: 'Los Angeles', state: 'CA', metro: 'LA', weight: 120, zips: ['90004', '90005', '90006', '90019', '90020', '90026', '90027', '90028', '90029', '90036', '90038', '90039', '90041', '90042', '90046', '90057', '90065'], alt: ['LA', 'L.A.', 'LOS ANGELES', 'Los Angles'], streets: ['N Ogden Dr', 'Wilshire Blvd', 'S Normandie Ave', 'Sunset Blvd', 'W Pico Blvd', 'N Vermont Ave', 'Fountain Ave', 'S Western Ave', 'Venice Blvd', 'Hyperion Ave', 'York Blvd', 'N Kenmore Ave', 'Lexington Ave', 'S Catalina St', 'Beverly Blvd', 'N Gower St', 'W 3rd St', 'Echo Park Ave', 'N Figueroa St', 'S Hobart Blvd'] },
  { name: 'Santa Monica', state: 'CA', metro: 'LA', weight: 18, zips: ['90401', '90402', '90403', '90404', '90405'], alt: ['SANTA MONICA', 'Sta Monica'], streets: ['Ocean Park Blvd', 'Lincoln Blvd', 'Montana Ave', 'Wilshire Blvd', 'Pico Blvd', '14th St', 'Main St'] },
  { name: 'Long Beach', state: 'CA', metro: 'LA', weight: 30, zips: ['90802', '90803', '90804', '90805', '90806', '90807', '90813', '90814'], alt: ['LONG BEACH', 'Lng Beach'], streets: ['E Ocean Blvd', 'Atlantic Ave', 'Pine Ave', 'E Broadway', 'Cherry Ave', 'E 4th St', 'Long Beach Blvd', 'Redondo Ave'], waterfront: ['E Shoreline Dr', 'Marina Dr', 'Appian Way'] },
  { name: 'Pasadena', state: 'CA', metro: 'LA', weight: 18, zips: ['91101', '91103', '91104', '91106', '91107'], alt: ['PASADENA', 'Pasedena'], streets: ['E Colorado Blvd', 'N Lake Ave', 'E Orange Grove Blvd', 'N Los Robles Ave', 'E Walnut St', 'S Marengo Ave'] },
  { name: 'Marina del Rey', state: 'CA', metro: 'LA', weight: 8, zips: ['90292'], alt: ['MARINA DEL REY', 'Marina Del Rey', 'MDR'], streets: ['Via Marina', 'Admiralty Way', 'Washington Blvd'], waterfront: ['Admiralty Way', 'Via Marina', 'Fiji Way', 'Mindanao Way'] },
  { name: 'San Diego', state: 'CA', metro: 'SD', weight: 90, zips: ['92101', '92102', '92103', '92104', '92105', '92107', '92109', '92110', '92113', '92115', '92116', '92117'], alt: ['SAN DIEGO', 'SD', 'San Deigo'], streets: ['El Cajon Blvd', 'University Ave', 'Adams Ave', '30th St', 'India St', 'Garnet Ave', 'Rosecrans St', 'Park Blvd', 'Market St', 'Mission Blvd', 'Voltaire St', 'Imperial Ave', 'Fairmount Ave', 'Genesee Ave'], waterfront: ['Shelter Island Dr', 'Harbor Island Dr', 'Quivira Rd', 'Mission Bay Dr'] },
  { name: 'La Jolla', state: 'CA', metro: 'SD', weight: 10, zips: ['92037'], alt: ['LA JOLLA', 'LaJolla'], streets: ['Girard Ave', 'Pearl St', 'La Jolla Blvd', 'Prospect St'] },
  { name: 'Chula Vista', state: 'CA', metro: 'SD', weight: 15, zips: ['91910', '91911', '91913'], alt: ['CHULA VISTA', 'Chula Vsta'], streets: ['Third Ave', 'Broadway', 'H St', 'Telegraph Canyon Rd', 'Otay Lakes Rd'], waterfront: ['Marina Way'] },
  { name: 'Escondido', state: 'CA', metro: 'SD', weight: 14, zips: ['92025', '92026', '92027'], alt: ['ESCONDIDO', 'Escondio'], streets: ['E Valley Pkwy', 'W Mission Ave', 'N Broadway', 'E Grand Ave', 'S Escondido Blvd', 'N Centre City Pkwy'] },
  { name: 'New York', state: 'NY', metro: 'NYC', weight: 120, zips: ['10002', '10003', '10009', '10011', '10014', '10016', '10021', '10023', '10024', '10025', '10026', '10027', '10028', '10031', '10032', '10033', '10034', '10040'], alt: ['NYC', 'Manhattan', 'NEW YORK', 'New Yrok'], streets: ['W 85th St', 'E 72nd St', 'Amsterdam Ave', 'Broadway', 'Riverside Dr', 'W 110th St', 'Lexington Ave', 'E 4th St', 'Avenue B', 'St Nicholas Ave', 'Fort Washington Ave', 'W 148th St', 'E 89th St', 'Columbus Ave', 'W 23rd St', 'Bleecker St', 'Ave of the Americas', 'Convent Ave', 'W 116th St', 'E 11th St', 'Cabrini Blvd', 'Dyckman St'], waterfront: ['W 79th St'] },
  { name: 'Brooklyn', state: 'NY', metro: 'NYC', weight: 110, zips: ['11201', '11205', '11206', '11207', '11211', '11215', '11216', '11217', '11218', '11221', '11225', '11226', '11233', '11238'], alt: ['Bklyn', 'BROOKLYN', 'Brookyln', 'New York'], streets: ['Macon St', 'Halsey St', 'Bergen St', 'Prospect Pl', 'Sterling Pl', 'Clinton Ave', 'Lafayette Ave', 'Jefferson Ave', 'Putnam Ave', '7th Ave', '5th Ave', 'Ocean Pkwy', 'Flatbush Ave', 'Decatur St', 'Hancock St', 'Park Pl', 'St Marks Ave', 'Washington Ave', 'Bedford Ave', 'Greene Ave', 'Nostrand Ave', 'Carroll St'], waterfront: ['Sheepshead Bay Rd', 'Emmons Ave'] },
  { name: 'Forest Hills', state: 'NY', metro: 'NYC', weight: 25, hyphenated: true, zips: ['11375'], alt: ['Queens', 'FOREST HILLS', 'Forest Hls'], streets: ['Queens Blvd', '71st Ave', 'Austin St', 'Yellowstone Blvd', '108th St', '68th Dr', '112th St', 'Burns St'] },
  { name: 'Jackson Heights', state: 'NY', metro: 'NYC', weight: 22, hyphenated: true, zips: ['11372'], alt: ['Queens', 'JACKSON HEIGHTS', 'Jackson Hts'], streets: ['37th Ave', '34th Ave', '86th St', '35th Ave', '81st St', '76th St', 'Northern Blvd'] },
  { name: 'Astoria', state: 'NY', metro: 'NYC', weight: 25, hyphenated: true, zips: ['11102', '11103', '11105', '11106'], alt: ['Queens', 'ASTORIA', 'Long Island City'], streets: ['31st St', 'Ditmars Blvd', 'Crescent St', '30th Ave', 'Broadway', '21st St', '23rd Ave', 'Steinway St', '36th St'] },
  { name: 'Flushing', state: 'NY', metro: 'NYC', weight: 22, hyphenated: true, zips: ['11354', '11355', '11358'], alt: ['Queens', 'FLUSHING', 'Flusing'], streets: ['Main St', 'Kissena Blvd', 'Sanford Ave', '41st Ave', 'Parsons Blvd', 'Bowne St', 'Union St', '45th Ave'] },
  { name: 'Rego Park', state: 'NY', metro: 'NYC', weight: 12, hyphenated: true, zips: ['11374'], alt: ['Queens', 'REGO PARK'], streets: ['63rd Dr', 'Woodhaven Blvd', '64th Rd', '99th St', 'Saunders St'] },
  { name: 'Kew Gardens', state: 'NY', metro: 'NYC', weight: 10, hyphenated: true, zips: ['11415'], alt: ['Queens', 'KEW GARDENS', 'Kew Gdns'], streets: ['Lefferts Blvd', 'Kew Gardens Rd', '83rd Ave', 'Austin St', '118th St'] },
  { name: 'Bronx', state: 'NY', metro: 'NYC', weight: 45, zips: ['10451', '10452', '10453', '10458', '10462', '10463', '10467', '10468', '10471'], alt: ['BRONX', 'The Bronx', 'Bx'], streets: ['Grand Concourse', 'Walton Ave', 'Bainbridge Ave', 'Pelham Pkwy S', 'Riverdale Ave', 'Sedgwick Ave', 'Jerome Ave', 'Davidson Ave', 'Kingsbridge Ter', 'Mosholu Pkwy N'], waterfront: ['City Island Ave'] },
  { name: 'Staten Island', state: 'NY', metro: 'NYC', weight: 18, zips: ['10301', '10304', '10305', '10306', '10310', '10314'], alt: ['STATEN ISLAND', 'SI', 'Staten Isl'], streets: ['Victory Blvd', 'Richmond Ter', 'Hylan Blvd', 'Bay St', 'Forest Ave', 'Castleton Ave', 'Richmond Rd'], waterfront: ['Mansion Ave', 'Front St'] },
  { name: 'Jersey City', state: 'NJ', metro: 'NJ', weight: 55, zips: ['07302', '07304', '07305', '07306', '07307'], alt: ['JERSEY CITY', 'Jersey Cty', 'JC'], streets: ['Newark Ave', 'Grove St', 'Montgomery St', 'Kennedy Blvd', 'Bergen Ave', 'Christopher Columbus Dr', 'Washington Blvd', 'Palisade Ave', 'Central Ave', 'Summit Ave', 'Jersey Ave', 'Ocean Ave'], waterfront: ['Washington Blvd', 'Harborside Pl', 'Warren St'] },
  { name: 'Hoboken', state: 'NJ', metro: 'NJ', weight: 30, zips: ['07030'], alt: ['HOBOKEN', 'Hobokan'], streets: ['Washington St', 'Bloomfield St', 'Garden St', 'Hudson St', 'Willow Ave', 'Park Ave', 'Clinton St', 'Adams St', 'Grand St', 'Monroe St'], waterfront: ['Sinatra Dr', 'Frank Sinatra Dr'] },
  { name: 'Newark', state: 'NJ', metro: 'NJ', weight: 45, zips: ['07102', '07103', '07104', '07105', '07106', '07107', '07108', '07112', '07114'], alt: ['NEWARK', 'Newrak'], streets: ['Broad St', 'Market St', 'Ferry St', 'Mt Prospect Ave', 'Park Ave', 'Clinton Ave', 'Raymond Blvd', 'Springfield Ave', 'Bloomfield Ave', 'Lyons Ave', 'Frelinghuysen Ave', 'Doremus Ave'] },
];

/** The manager's own offices, printed as "Bill to" on most bills; never a managed property. */
export const MANAGER = {
  name: 'Larch & Harbor Property Management',
  short: 'Larch & Harbor PM',
  variants: ['Larch & Harbor Property Mgmt', 'LARCH & HARBOR PROPERTY MANAGEMENT', 'Larch and Harbor Property Management LLC', 'L&H Property Management', 'Larch & Harbor Prop Mgmt'],
  offices: {
    SEA: { street: '1201 3rd Ave Ste 2900', city: 'Seattle', state: 'WA', zip: '98101' },
    TAC: { street: '1201 3rd Ave Ste 2900', city: 'Seattle', state: 'WA', zip: '98101' },
    SPK: { street: '421 W Riverside Ave Ste 610', city: 'Spokane', state: 'WA', zip: '99201' },
    PDX: { street: '111 SW 5th Ave Ste 1850', city: 'Portland', state: 'OR', zip: '97204' },
    EUG: { street: '111 SW 5th Ave Ste 1850', city: 'Portland', state: 'OR', zip: '97204' },
    SFB: { street: '425 Market St Fl 22', city: 'San Francisco', state: 'CA', zip: '94105' },
    LA: { street: '10880 Wilshire Blvd Ste 1400', city: 'Los Angeles', state: 'CA', zip: '90024' },
    SD: { street: '10880 Wilshire Blvd Ste 1400', city: 'Los Angeles', state: 'CA', zip: '90024' },
    NYC: { street: '1250 Broadway Fl 31', city: 'New York', state: 'NY', zip: '10001' },
    NJ: { street: '30 Montgomery St Ste 1020', city: 'Jersey City', state: 'NJ', zip: '07302' },
  } as Record<MetroKey, { street: string; city: string; state: string; zip: string }>,
  apEmail: 'ap@larchharbor.com',
};

export const METROS: readonly MetroKey[] = ['SEA', 'TAC', 'SPK', 'PDX', 'EUG', 'SFB', 'LA', 'SD', 'NYC', 'NJ'];
