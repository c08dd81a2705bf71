/* Name pools: people, community names, business words. */

const split = (s: string): readonly string[] => s.split('|');

export const FIRST_NAMES = split(
  'James|Michael|Robert|John|David|William|Richard|Joseph|Thomas|Christopher|Charles|Daniel|Matthew|Anthony|Mark|Donald|Steven|' +
    'Paul|Andrew|Joshua|Kenneth|Kevin|Brian|George|Timothy|Ronald|Jason|Edward|Jeffrey|Ryan|Jacob|Gary|Nicholas|Eric|Jonathan|' +
    'Stephen|Larry|Justin|Scott|Brandon|Benjamin|Samuel|Gregory|Alexander|Patrick|Frank|Raymond|Jack|Dennis|Jerry|Tyler|Aaron|' +
    'Jose|Adam|Nathan|Henry|Zachary|Douglas|Peter|Kyle|Noah|Ethan|Jeremy|Walter|Christian|Keith|Roger|Terry|Austin|Sean|Gerald|' +
    'Carl|Harold|Dylan|Arthur|Lawrence|Jordan|Jesse|Bryan|Billy|Bruce|Gabriel|Joe|Logan|Alan|Juan|Albert|Willie|Elijah|Wayne|' +
    'Randy|Vincent|Mason|Roy|Ralph|Bobby|Russell|Bradley|Philip|Eugene|Luis|Carlos|Miguel|Jesus|Francisco|Alejandro|Ricardo|' +
    'Manuel|Javier|Hector|Rafael|Eduardo|Oscar|Ramon|Ruben|Arturo|Armando|Tuan|Minh|Duc|Hung|Vikram|Raj|Sanjay|Omar|Ahmed|' +
    'Mary|Patricia|Jennifer|Linda|Elizabeth|Barbara|Susan|Jessica|Sarah|Karen|Lisa|Nancy|Betty|Sandra|Margaret|Ashley|Kimberly|' +
    'Emily|Donna|Michelle|Carol|Amanda|Melissa|Deborah|Stephanie|Dorothy|Rebecca|Sharon|Laura|Cynthia|Amy|Kathleen|Angela|' +
    'Shirley|Brenda|Emma|Anna|Pamela|Nicole|Samantha|Katherine|Christine|Debra|Rachel|Carolyn|Janet|Maria|Olivia|Heather|' +
    'Helen|Catherine|Diane|Julie|Victoria|Joyce|Lauren|Kelly|Christina|Ruth|Joan|Virginia|Judith|Evelyn|Hannah|Andrea|Megan|' +
    'Cheryl|Jacqueline|Madison|Teresa|Abigail|Sophia|Martha|Sara|Gloria|Janice|Kathryn|Ann|Isabella|Judy|Charlotte|Julia|' +
    'Grace|Amber|Alice|Jean|Denise|Frances|Danielle|Marilyn|Natalie|Beverly|Diana|Brittany|Theresa|Kayla|Alexis|Doris|Lori|' +
    'Tiffany|Guadalupe|Rosa|Yolanda|Veronica|Leticia|Alma|Lan|Thu|Mai|Priya|Fatima|Keisha|Latoya|Tameka|Ebony|Shonda',
);

export const LAST_NAMES = split(
  'Smith|Johnson|Williams|Brown|Jones|Garcia|Miller|Davis|Rodriguez|Martinez|Hernandez|Lopez|Gonzalez|Wilson|Anderson|Thomas|' +
    'Taylor|Moore|Jackson|Martin|Lee|Perez|Thompson|White|Harris|Sanchez|Clark|Ramirez|Lewis|Robinson|Walker|Young|Allen|King|' +
    'Wright|Scott|Torres|Nguyen|Hill|Flores|Green|Adams|Nelson|Baker|Hall|Rivera|Campbell|Mitchell|Carter|Roberts|Gomez|Phillips|' +
    'Evans|Turner|Diaz|Parker|Cruz|Edwards|Collins|Reyes|Stewart|Morris|Morales|Murphy|Cook|Rogers|Gutierrez|Ortiz|Morgan|Cooper|' +
    'Peterson|Bailey|Reed|Kelly|Howard|Ramos|Kim|Cox|Ward|Richardson|Watson|Brooks|Chavez|Wood|James|Bennett|Gray|Mendoza|Ruiz|' +
    'Hughes|Price|Alvarez|Castillo|Sanders|Patel|Myers|Long|Ross|Foster|Jimenez|Powell|Jenkins|Perry|Russell|Sullivan|Bell|' +
    'Coleman|Butler|Henderson|Barnes|Gonzales|Fisher|Vasquez|Simmons|Romero|Jordan|Patterson|Alexander|Hamilton|Graham|Reynolds|' +
    'Griffin|Wallace|Moreno|West|Cole|Hayes|Bryant|Herrera|Gibson|Ellis|Tran|Medina|Aguilar|Stevens|Murray|Ford|Castro|Marshall|' +
    'Owens|Harrison|Fernandez|McDonald|Woods|Washington|Kennedy|Wells|Vargas|Henry|Chen|Freeman|Webb|Tucker|Guzman|Burns|Crawford|' +
    'Olson|Simpson|Porter|Hunter|Gordon|Mendez|Silva|Shaw|Snyder|Mason|Dixon|Munoz|Hunt|Hicks|Holmes|Palmer|Wagner|Black|Robertson|' +
    'Boyd|Rose|Stone|Salazar|Fox|Warren|Mills|Meyer|Rice|Schmidt|Garza|Daniels|Ferguson|Nichols|Stephens|Soto|Weaver|Ryan|Gardner|' +
    'Payne|Grant|Dunn|Kelley|Spencer|Hawkins|Arnold|Pierce|Vazquez|Hansen|Peters|Santos|Hart|Bradley|Knight|Elliott|Cunningham|' +
    'Duncan|Armstrong|Hudson|Carroll|Lane|Riley|Andrews|Alvarado|Ray|Delgado|Berry|Perkins|Hoffman|Johnston|Matthews|Pena|Richards|' +
    'Contreras|Willis|Carpenter|Lawrence|Sandoval|Guerrero|George|Chapman|Rios|Estrada|Ortega|Watkins|Greene|Nunez|Wheeler|Valdez|' +
    'Harper|Burke|Larson|Santiago|Maldonado|Morrison|Franklin|Carlson|Austin|Dominguez|Carr|Lawson|Jacobs|OBrien|Lynch|Singh|Vega|' +
    'Bishop|Montgomery|Oliver|Jensen|Harvey|Williamson|Gilbert|Dean|Sims|Espinoza|Howell|Li|Wong|Reid|Hanson|Le|McCoy|Garrett|' +
    'Burton|Fuller|Wang|Weber|Welch|Rojas|Lucas|Marquez|Fields|Park|Yang|Little|Banks|Padilla|Day|Walsh|Bowman|Schultz|Luna|' +
    'Fowler|Mejia|Davidson|Acosta|Brewer|May|Holland|Juarez|Newman|Pearson|Curtis|Cortez|Douglas|Schneider|Joseph|Barrett|Navarro|' +
    'Figueroa|Keller|Avila|Wade|Molina|Stanley|Hopkins|Campos|Barnett|Bates|Chambers|Caldwell|Beck|Lambert|Miranda|Byrd|Craig|' +
    'Ayala|Lowe|Frazier|Powers|Neal|Leonard|Gregory|Carrillo|Sutton|Fleming|Rhodes|Shelton|Schwartz|Norris|Jennings|Watts|Duran|' +
    'Walters|Cohen|McDaniel|Moran|Parks|Steele|Vaughn|Becker|Holt|DeLeon|Barker|Terry|Hale|Leon|Hail|Benson|Haynes|Horton|Miles|' +
    'Lyons|Pham|Graves|Bush|Thornton|Wolfe|Warner|Cabrera|McKinney|Mann|Zimmerman|Dawson|Lara|Fletcher|Page|McCarthy|Love|Robles|' +
    'Cervantes|Solis|Erickson|Reeves|Chang|Klein|Salinas|Fuentes|Baldwin|Daniel|Simon|Velasquez|Hardy|Higgins|Aguirre|Lin|Cummings|' +
    'Chandler|Sharp|Barber|Bowen|Ochoa|Dennis|Robbins|Liu|Ramsey|Francis|Griffith|Paul|Blair|OConnor|Cardenas|Pacheco|Cross|Calderon|' +
    'Quinn|Moss|Swanson|Chan|Rivas|Khan|Rodgers|Serrano|Fitzgerald|Rosales|Stevenson|Christensen|Manning|Gill|Curry|McLaughlin|' +
    'Harmon|McGee|Gross|Doyle|Garner|Newton|Burgess|Reese|Walton|Blake|Trujillo|Adkins|Brady|Goodman|Roman|Webster|Goodwin|Fischer|' +
    'Huang|Potter|Delacruz|Montoya|Todd|Wu|Hines|Mullins|Castaneda|Malone|Cannon|Tate|Mack|Sherman|Hubbard|Hodges|Zhang|Guerra|Wolf|' +
    'Valencia|Saunders|Franco|Rowe|Gallagher|Farmer|Hammond|Hampton|Townsend|Ingram|Wise|Gallegos|Clarke|Barton|Schroeder|Maxwell|' +
    'Waters|Logan|Camacho|Strickland|Norman|Person|Colon|Parsons|Frank|Harrington|Glover|Osborne|Buchanan|Casey|Floyd|Patton|Ibarra|' +
    'Ball|Tyler|Suarez|Bowers|Orozco|Salas|Cobb|Gibbs|Andrade|Bauer|Conner|Moody|Escobar|McGuire|Lloyd|Mueller|Hartman|French|' +
    'Kramer|McBride|Pope|Lindsey|Velazquez|Norton|McCormick|Sparks|Flynn|Yates|Hogan|Marsh|Macias|Villanueva|Zamora|Pratt|Stokes|' +
    'Owen|Ballard|Lang|Brock|Villarreal|Charles|Drake|Barrera|Cain|Patrick|Pineda|Burnett|Mercado|Santana|Shepherd|Bautista|Ali|' +
    'Shaffer|Lamb|Trevino|McKenzie|Hess|Beil|Olsen|Cochran|Morton|Nash|Wilkins|Petersen|Briggs|Shah|Roth|Nicholson|Holloway|Lozano|' +
    'Rangel|Flowers|Hoover|Short|Arias|Mora|Valenzuela|Bryan|Meyers|Weiss|Underwood|Bass|Greer|Summers|Houston|Carson|Morrow|Clayton|' +
    'Whitaker|Decker|Yoder|Collier|Zuniga|Carey|Wilcox|Melendez|Poole|Roberson|Larsen|Conley|Davenport|Copeland|Massey|Lam|Huff|' +
    'Rocha|Cameron|Jefferson|Hood|Monroe|Anthony|Pittman|Huynh|Randall|Singleton|Kirk|Combs|Mathis|Christian|Skinner|Bradford|' +
    'Richard|Galvan|Wall|Boone|Kirby|Wilkinson|Bridges|Bruce|Atkinson|Velez|Meza|Roy|Vincent|York|Hodge|Villa|Abbott|Allison|Tapia',
);

/** First word of community names. */
export const PLACE_A = split(
  'Willow|Cedar|Oak|Pecan|Stone|Autumn|Heritage|Sunset|Lake|Timber|Fox|Quail|Eagle|Hawk|Magnolia|Cypress|Aspen|Sierra|Mesa|' +
    'Canyon|Pine|Maple|Birch|Brook|Spring|Meadow|Harbor|Bay|River|Summit|Ridge|Copper|Silver|Golden|Amber|Crystal|Emerald|Jade|' +
    'Falcon|Heron|Osprey|Cardinal|Sparrow|Wren|Laurel|Holly|Ivy|Juniper|Sage|Mesquite|Palm|Palmetto|Orchard|Vineyard|Prairie|Sand|' +
    'Coral|Shadow|Hidden|Whispering|Rolling|Windsor|Kensington|Camden|Ashford|Bristol|Chelsea|Hampton|Preston|Sterling|Carlisle|' +
    'Arbor|Bluff|Crescent|Hunters|Deer|Elk|Bear|Wolf|Raven|Dove|Lark|Robin|Clear|Green|Blue|Red|White|Grand|Royal|Park|Forest|Glen|' +
    'Valley|Hill|Highland|Lakeshore|Riverside|Woodland|Waterford|Stonebridge|Brookstone|Oakmont|Pinehurst|Cobblestone|Fieldstone|' +
    'Westwind|Eastwind|Northgate|Southgate|Westgate|Cambridge|Oxford|Avalon|Bellevue|Belmont|Brighton|Canterbury|Dover|Lexington',
);

export const PLACE_B = split(
  'Creek|Ridge|Hollow|Grove|Pointe|Park|Crossing|Chase|Landing|Springs|Trace|Bend|Run|Glen|Vista|Commons|Place|Court|Gardens|' +
    'Terrace|Heights|Village|Station|Square|Meadows|Oaks|Pines|Woods|Lake|Shores|Cove|Harbor|Falls|Hills|Estates|Manor|Point|View|' +
    'Brook|Farms|Ranch|Mill|Bluff|Green|Gate|Row|Knoll|Pass|Trail|Reserve|Preserve|Park East|Park West|Isle|Bay',
);

export const BUSINESS_ADJ = split(
  'Premier|Precision|Reliable|All-Pro|Ace|A-1|Quality|Superior|Elite|Pro|First Choice|Blue Sky|Patriot|Liberty|American|' +
    'Affordable|Budget|Express|Rapid|Apex|Summit|Integrity|Trusted|Pinnacle|Southern|Northside|Eastside|Westside|Allied|' +
    'Advanced|Dependable|Honest|Complete|Total|Absolute|Accurate|Advantage|All American|All Star|Alpha|Anchor|Arrow|Atlas|' +
    'Benchmark|Best Choice|Bright|Capital|Certified|Champion|Classic|Coastal|Crown|Diamond|Eagle|Everest|Excel|Family|Five Star|' +
    'Freedom|Frontier|Gold Star|Green Leaf|Guardian|Heritage|Hometown|Keystone|Landmark|Legacy|Magnum|Majestic|Maverick|Metro|' +
    'Midway|Millennium|Mr.|National|Neighborhood|North Star|Omega|On Call|On Time|Paramount|Peak|Pioneer|Platinum|Prestige|Prime|' +
    'ProTech|Quick|Ranger|Red Line|Regal|Reliance|Rocket|Royal|Safeguard|Select|Sentinel|Signature|Silverline|Smart|Solid Rock|' +
    'Spartan|Standard|Star|Sterling|Sun|Superior Pro|Swift|Titan|Top Notch|TriStar|True North|United|Urban|Valor|Vanguard|Victory|' +
    'Vista|Yellow Rose|Zenith|1st Class|24/7|Ameri|Blue Ribbon|Clear Choice|Custom|Done Right|Elevated|Encore|Evergreen',
);
