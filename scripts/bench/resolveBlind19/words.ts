/** Word stock for names: the old industrial cities' surnames, estate-style building names, trade adjectives. */

export const SURNAMES: readonly string[] = (
  'Kowalczyk Nowak Wisniewski DiNardo Russo Esposito Marino Gallagher McBride Flanagan Doherty ONeill Schmidt Mueller ' +
  'Hoffmann Becker Jackson Washington Robinson Harris Coleman Brooks Carter Simmons Patel Nguyen Kim Ramirez Delgado ' +
  'Ortiz Novak Horvath Kovacs Sullivan Murphy Brennan Costello Lombardi Ferraro Caruso Zielinski Jablonski Krause Weber ' +
  'Fischer Hughes Mitchell Howard Banks Franklin Greene Haddad Khoury Abbott Baxter Chambers Dawson Ellison Fleming ' +
  'Griffin Hayes Irwin Jennings Keller Lawson Mahoney Nolan Oakes Pruitt Quinlan Rourke Stanton Tierney Underwood Vance ' +
  'Whalen Yates Zimmer Bauer Brandt Dziedzic Gorski Kaminski Lewandowski Majewski Pawlak Sobczak Walczak Yoder Amato ' +
  'Bianchi Conti DeLuca Fiore Greco Mancini Ricci Santoro Vitale Okafor Adeyemi Mensah Boateng Diallo Tran Pham Park ' +
  'Choi Singh Shah Alvarez Castillo Herrera Morales Vargas Rojas Sandoval Petrakis Papadopoulos Stavros Olszewski ' +
  'Grabowski Wozniak Szymanski Kaczmarek Schultz Wagner Richter Lindqvist Johansson Nyberg Halvorsen Dahl Moravec ' +
  'Dvorak Svoboda Kelleher Donnelly Fitzgerald Keane Moriarty Battaglia Pellegrino Gentile Romano Sorrentino'
).split(' ').map((s) => (s === 'ONeill' ? "O'Neill" : s));

export const FIRST_NAMES: readonly string[] = (
  'Tony Sal Mike Joe Frank Dave Rick Pete Walt Ray Stan Ed Gus Lou Vince Marcus Andre Darnell Luis Hector Carlos Tom ' +
  'Kevin Brian Sean Pat Terry Dominic Nick Greg'
).split(' ');

export const PLACE_WORDS: readonly string[] = (
  'Belvedere|Carlyle|Ashford|Whitmore|Kingsley|Harrowgate|Lindenwood|Briarcliff|Wyndmoor|Fairview|Hillcrest|Oakmont|' +
  'Linden|Sycamore|Magnolia|Hawthorne|Juniper|Cedarbrook|Stonegate|Ridgeview|Riverbend|Foxcroft|Wexford|Ellsworth|' +
  'Marlborough|Stratford|Cambridge|Dorchester|Glenwood|Brookhaven|Larkspur|Wisteria|Chatham|Beaumont|Lafayette|' +
  'Monticello|Greystone|Ironworks|Foundry|Tannery|Brewhouse|Mill Race|Canal Street|Trolley Barn|Carriage House|' +
  'Bellwether|Cobblestone|Redbrick|Lamplighter|Gaslight|Keystone|Cornerstone|Heritage|Liberty Bell|Union Hall|' +
  'Armory|Depot|Signal Hill|Bluff|Overlook|Promenade|Lantern|Orchard|Hollow|Meadowbrook|Willowdale|Elmhurst|' +
  'Alder|Birchwood|Dogwood|Laurel Ridge|Holly Court|Tamarack|Sumac|Chestnut|Hemlock|Poplar|Aspen|Spruce Hill'
).split('|');

export const ADJECTIVES: readonly string[] = (
  'Reliable|Precision|Allied|Superior|Liberty|Metro|Citywide|Premier|Quality|Pro|A-1|AAA|Ace|Acme|Budget|Standard|' +
  'Dependable|Honest|Rapid|Express|Complete|Total|Unified|United|American|National|Continental|Pioneer|Patriot|' +
  'Eagle|Summit|Apex|Pinnacle|Diamond|Sterling|Gold Star|Blue Ribbon|First Choice|Crown|Royal|Elite|Advanced|Modern|' +
  'Classic|Heritage|Legacy|Cornerstone|Keystone|Landmark|Benchmark'
).split('|');

export const REGIONAL: Readonly<Record<string, readonly string[]>> = {
  PHL: ['Keystone', 'Delaware Valley', 'Schuylkill', 'Liberty', 'Quaker City', 'Brotherly'],
  BAL: ['Chesapeake', 'Charm City', 'Patapsco', 'Harbor', 'Old Line'],
  DC: ['Capitol', 'Potomac', 'District', 'Anacostia', 'Beltway'],
  RIC: ['James River', 'Old Dominion', 'Capital Region', 'Fan District'],
  ORF: ['Tidewater', 'Hampton Roads', 'Elizabeth River', 'Seaboard'],
  PIT: ['Three Rivers', 'Steel City', 'Allegheny', 'Monongahela', 'Golden Triangle'],
  CLE: ['Lakeshore', 'Cuyahoga', 'Western Reserve', 'North Coast', 'Forest City'],
  CMH: ['Buckeye', 'Capital City', 'Scioto', 'Central Ohio'],
  CIN: ['Queen City', 'Tri-State', 'Ohio Valley', 'Seven Hills'],
  IND: ['Hoosier', 'Circle City', 'Crossroads', 'White River'],
  LOU: ['Bluegrass', 'Derby City', 'Falls City', 'Kentuckiana'],
  STL: ['Gateway', 'Mound City', 'River City', 'Arch City'],
  KC: ['Heartland', 'Midwest', 'Twin City', 'Cowtown', 'State Line'],
  MKE: ['Badger', 'Cream City', 'Lakefront', 'Brew City'],
  MSP: ['North Star', 'Twin Cities', 'Gopher', 'Mississippi', 'Lake Country'],
};
