/** Name stock for local vendors: Midwest/Northeast surnames, first names, and regional brand words. */
import type { Metro } from './geo';

export const SURNAMES = (
  'Kowalski Nowak Wojcik Kaminski Lewandowski Zielinski Szymanski Wozniak Dabrowski Kozlowski Jankowski Mazur Krawczyk Piotrowski ' +
  'Grabowski Pawlak Michalski Sobczak Czarnecki Olszewski ' +
  "O'Brien O'Connor O'Malley Murphy Kelly Sullivan Walsh McCarthy Byrne Ryan Gallagher Doyle Flanagan Kennedy Brennan Quinn Fitzgerald " +
  'Dunne Hogan Keane Moran Nolan Duffy Farrell Burke Riordan ' +
  'Russo Romano Esposito Ricci Marino Greco Bruno Gallo Conti DeLuca Costa Mancini Lombardi Moretti Barbieri Fontana Santoro Rinaldi Caruso Ferrara ' +
  'Schmidt Schneider Fischer Weber Meyer Wagner Becker Schulz Hoffmann Koch Richter Klein Wolf Schroeder Neumann Zimmermann Braun Hartmann Krueger Lange ' +
  'Garcia Martinez Rodriguez Hernandez Lopez Gonzalez Perez Sanchez Ramirez Torres Flores Rivera Gomez Diaz Reyes Morales Cruz Ortiz Gutierrez Chavez ' +
  'Papadopoulos Georgiou Nikolaidis Karras Pappas Kostas Andreou ' +
  'Johnson Anderson Peterson Nelson Larson Olson Swanson Carlson Lindquist Gustafson Hanson Bergstrom Sorensen Halvorsen ' +
  'Washington Jackson Robinson Harris Thompson Coleman Brooks Bryant Dixon Hayes Simmons Tucker Wallace Sanders ' +
  'Nguyen Tran Pham Kim Patel Shah Khan Ali Hassan Yilmaz Novak Horvat Petrov Ivanov Kovac Dvorak Svoboda Baranowski Hrabowski Sokol Cohen Levin Friedman Katz'
).split(' ');

export const FIRST_NAMES = (
  'Jan Tomasz Piotr Marek Pawel Sean Patrick Brendan Kevin Declan Tony Sal Vince Frank Joe Dominic Hans Karl Dieter Kurt ' +
  'Jose Luis Carlos Miguel Juan Javier Alejandro Ricardo Nick George Gus Erik Lars Nils Darnell Marcus Andre Terrence Minh Sanjay Raj Omar ' +
  'Mike Dave Steve Rick Dan Tom Jim Bob Maria Anna Linda Rosa Teresa Kathy Deb Sue Ewa Agnieszka'
).split(' ');

export const BRAND_WORDS: Record<Metro, readonly string[]> = {
  CHI: ['Windy City', 'Lake Shore', 'North Shore', 'Northside', 'Southside', 'Westside', 'Lakeview', 'Prairie', 'Second City', 'Chicagoland', 'Lincoln Park', 'Ravenswood', 'Cook County'],
  MKE: ['Cream City', 'Badger', 'Brew City', 'Lakefront', 'Bay View', 'Riverwest', 'Kettle Moraine'],
  MSP: ['North Star', 'Twin Cities', 'Gopher', 'Lake Street', 'Minnehaha', 'Northland', 'Nokomis'],
  DET: ['Motor City', 'Wolverine', 'Great Lakes', 'Woodward', 'Eastside', 'Renaissance', 'D-Town'],
  CLE: ['Buckeye', 'Forest City', 'Lake Erie', 'Cuyahoga', 'Western Reserve', 'Shoreway', 'North Coast'],
  PIT: ['Steel City', 'Three Rivers', 'Allegheny', 'Keystone', 'Golden Triangle', 'Mon Valley', 'Iron City'],
  PHL: ['Liberty', 'Keystone', 'Delaware Valley', 'Schuylkill', 'Brotherly', 'Penn', 'Independence'],
  BOS: ['Bay State', 'Pilgrim', 'Commonwealth', 'Beacon', 'Patriot', 'Charles River', 'Back Bay', 'Minuteman'],
};

export const GENERIC_WORDS = ['Precision', 'Reliable', 'Ace', 'Allied', 'Superior', 'Quality', 'Premier', 'Express', 'A-1', 'AAA', 'Affordable', 'Best Way', 'Pro', 'United', 'Metro', 'Midwest', 'Eagle', 'Summit', 'Apex', 'Diamond', 'Trusted', 'Rapid', 'Standard', 'National', 'American', 'Integrity', 'Dependable', 'Crown', 'Heritage', 'Pioneer'];

export const AREA_CODES: Record<Metro, readonly string[]> = {
  CHI: ['312', '773', '872', '847', '708'], MKE: ['414', '262'], MSP: ['612', '651', '763'], DET: ['313', '248', '586'],
  CLE: ['216', '440'], PIT: ['412', '724'], PHL: ['215', '267', '610'], BOS: ['617', '857', '781'],
};

export const EIN_PREFIX: Record<Metro, readonly string[]> = {
  CHI: ['36', '37'], MKE: ['39'], MSP: ['41'], DET: ['38'], CLE: ['31', '34'], PIT: ['25', '23'], PHL: ['23', '25'], BOS: ['04'],
};

export const STATE_OF: Record<Metro, string> = { CHI: 'IL', MKE: 'WI', MSP: 'MN', DET: 'MI', CLE: 'OH', PIT: 'PA', PHL: 'PA', BOS: 'MA' };

export const PO_CITIES: Record<Metro, readonly string[]> = {
  CHI: ['Chicago, IL 60680', 'Chicago, IL 60690', 'Carol Stream, IL 60197', 'Palatine, IL 60055'],
  MKE: ['Milwaukee, WI 53201', 'Milwaukee, WI 53278'],
  MSP: ['Minneapolis, MN 55480', 'St. Paul, MN 55164'],
  DET: ['Detroit, MI 48232', 'Detroit, MI 48278'],
  CLE: ['Cleveland, OH 44101', 'Cleveland, OH 44193'],
  PIT: ['Pittsburgh, PA 15230', 'Pittsburgh, PA 15264'],
  PHL: ['Philadelphia, PA 19101', 'Philadelphia, PA 19176'],
  BOS: ['Boston, MA 02241', 'Boston, MA 02284'],
};
