/** Denver, the Front Range, Salt Lake and Utah County, Boise: the cities, streets and place words. */
import { city, words } from './geoCity';
import type { Metro } from './model';

export const denver: Metro = {
  key: 'den', label: 'Denver', state: 'CO', style: 'std', properties: 280, spanish: false,
  area: ['303', '720'], office: ['1600 Champa St Ste 400', 'Denver', '80202'],
  cities: [
    city('Denver', '80202 80203 80204 80205 80206 80207 80209 80210 80211 80212 80218 80219 80220 80222 80223 80224 80230 80231 80237 80238 80239 80246 80247', 'denver', {
      weight: 6, hoods: ['Capitol Hill', 'Cherry Creek', 'Highlands', 'Baker', 'Park Hill', 'Washington Park', 'LoDo', 'Five Points', 'Montbello', 'Green Valley Ranch'],
    }),
    city('Aurora', '80010 80011 80012 80013 80014 80015 80016 80017', 'arapahoe', { weight: 3 }),
    city('Lakewood', '80214 80215 80226 80227 80228 80232', 'jefferson', { weight: 2 }),
    city('Englewood', '80110 80111 80112 80113', 'arapahoe'),
    city('Littleton', '80120 80121 80122 80123 80127 80128', 'arapahoe', { alt: ['Centennial'] }),
    city('Arvada', '80002 80003 80004 80005', 'jefferson'),
    city('Westminster', '80030 80031 80020 80021', 'adams'),
    city('Thornton', '80229 80233 80241 80260', 'adams'),
    city('Commerce City', '80022', 'adams', { alt: ['Commerce Cty'] }),
    city('Wheat Ridge', '80033', 'jefferson', { alt: ['Wheatridge'] }),
    city('Highlands Ranch', '80126 80129 80130', 'douglas', { alt: ['Littleton'] }),
    city('Evergreen', '80439', 'jefferson', { rural: true, streets: ['Evergreen Pkwy', 'Upper Bear Creek Rd', 'Stagecoach Blvd', 'Hwy 74', 'Brook Forest Rd'] }),
  ],
  streets: words(`E Colfax Ave|S Broadway|Federal Blvd|W 38th Ave|S Colorado Blvd|E Evans Ave|Sheridan Blvd|Wadsworth Blvd|E Hampden Ave|S Parker Rd|Leetsdale Dr|Speer Blvd|
    Logan St|Pennsylvania St|Pearl St|Downing St|York St|Josephine St|Holly St|Monaco Pkwy|Quebec St|E Iliff Ave|W Alameda Ave|Tennyson St|Lowell Blvd|Zuni St|Osage St|
    Champa St|Larimer St|Blake St|E 17th Ave|E 13th Ave|Grant St|Sherman St|Washington St|Marion St|Ogden St|Clarkson St|Emerson St|S Havana St|E Mississippi Ave|
    W Jewell Ave|S Federal Blvd|E Arapahoe Rd|S University Blvd|Kipling St|W 44th Ave|E Yale Ave|S Chambers Rd|Peoria St|N Washington St|W 92nd Ave|E 120th Ave`),
  places: words(`Cherry Creek|Capitol Hill|Highlands|Sloan's Lake|Wash Park|Platte River|Mile High|Union Station|Lowry|Belmar|Bear Creek|Clear Creek|Berkeley|
    Jefferson Park|Cheesman|Congress Park|City Park|Five Points|Ballpark|Golden Triangle|Hampden Heights|Bonnie Brae|Cory-Merrill|Green Mountain`),
};

export const frontRange: Metro = {
  key: 'fr', label: 'Front Range', state: 'CO', style: 'std', properties: 200, spanish: false,
  area: ['303', '719', '970', '720'], office: ['1881 9th St Ste 200', 'Boulder', '80302'],
  cities: [
    city('Boulder', '80301 80302 80303 80304 80305', 'boulder', {
      weight: 2, streets: words('Pearl St|Baseline Rd|Arapahoe Ave|Broadway|28th St|Folsom St|Table Mesa Dr|Canyon Blvd|Walnut St|Valmont Rd|Iris Ave|Mapleton Ave|Spruce St|Pine St|30th St|College Ave'),
    }),
    city('Fort Collins', '80521 80524 80525 80526 80528', 'larimer', {
      weight: 2, alt: ['Ft Collins', 'Ft. Collins'], streets: words('S College Ave|W Drake Rd|E Harmony Rd|W Mulberry St|Laporte Ave|S Shields St|S Lemay Ave|W Prospect Rd|S Timberline Rd|W Horsetooth Rd|W Elizabeth St|E Mountain Ave|Linden St|Remington St|Stover St'),
    }),
    city('Loveland', '80537 80538', 'larimer', { streets: words('N Lincoln Ave|N Cleveland Ave|Madison Ave|N Taft Ave|N Wilson Ave|E Eisenhower Blvd|W 29th St|E 1st St') }),
    city('Longmont', '80501 80503 80504', 'boulder', { streets: words('Main St|Hover St|Ken Pratt Blvd|Pike Rd|Francis St|17th Ave|Sunset St|Mountain View Ave') }),
    city('Colorado Springs', '80903 80904 80905 80906 80907 80909 80910 80915 80916 80917 80918 80919 80920', 'elpaso', {
      weight: 3, alt: ['Colorado Spgs', 'Colo Springs', 'Colo Spgs'],
      streets: words('N Academy Blvd|N Nevada Ave|E Platte Ave|Garden of the Gods Rd|N Union Blvd|S Tejon St|W Colorado Ave|Fillmore St|Austin Bluffs Pkwy|Powers Blvd|S Circle Dr|Briargate Pkwy|W Uintah St|Woodmen Rd|Palmer Park Blvd|Chestnut St'),
    }),
    city('Greeley', '80631 80634', 'weld', { streets: words('10th St|23rd Ave|8th Ave|11th Ave|35th Ave|20th St|47th Ave|Reservoir Rd') }),
    city('Castle Rock', '80104 80108 80109', 'douglas', { streets: words('Founders Pkwy|Meadows Pkwy|Wilcox St|Perry St|Plum Creek Pkwy|Crowfoot Valley Rd') }),
    city('Estes Park', '80517', 'larimer', { rural: true, streets: words('Moraine Ave|Elkhorn Ave|Fall River Rd|Big Thompson Ave|Fish Creek Rd|Devils Gulch Rd|Hwy 7') }),
  ],
  streets: words('Main St|College Ave|Mountain Ave|Lincoln Ave|Academy Blvd|Harmony Rd'),
  places: words(`Flatirons|Horsetooth|Poudre|Pikes Peak|Garden of the Gods|Longs Peak|Cache la Poudre|St. Vrain|Big Thompson|Cheyenne Mountain|Boulder Creek|
    Chautauqua|Old Town|Monument Creek|Palmer Park|Lake Estes|Carter Lake|Table Mesa|Gunbarrel|Rist Canyon`),
};

export const saltLake: Metro = {
  key: 'slc', label: 'Salt Lake', state: 'UT', style: 'grid', properties: 240, spanish: false,
  area: ['801', '385'], office: ['175 S Main St Ste 1100', 'Salt Lake City', '84111'],
  cities: [
    city('Salt Lake City', '84101 84102 84103 84104 84105 84106 84108 84109 84111 84116', 'saltlake', {
      weight: 5, alt: ['Salt Lake', 'SLC', 'Salt Lake Cty'], hoods: ['Sugar House', 'The Avenues', 'Rose Park', 'Glendale', 'Liberty Wells', 'Central City'],
    }),
    city('West Valley City', '84119 84120 84128', 'saltlake', { weight: 2, alt: ['West Valley', 'W Valley City'] }),
    city('Sandy', '84070 84092 84093 84094', 'saltlake', { weight: 2 }),
    city('West Jordan', '84081 84084 84088', 'saltlake', { alt: ['W Jordan'] }),
    city('Murray', '84107 84123', 'saltlake'),
    city('South Salt Lake', '84115', 'saltlake', { alt: ['S Salt Lake', 'So Salt Lake'] }),
    city('Taylorsville', '84118 84129', 'saltlake'),
    city('Midvale', '84047', 'saltlake'),
    city('Ogden', '84401 84403 84404 84405', 'weber', { weight: 2 }),
    city('Layton', '84040 84041', 'davis'),
    city('Park City', '84060 84098', 'summit', {
      streets: words('Park Ave|Main St|Deer Valley Dr|Kearns Blvd|Bonanza Dr|Prospector Ave|Empire Ave|Lowell Ave|Sidewinder Dr|Marsac Ave'),
    }),
  ],
  streets: words('State St|Main St|Redwood Rd|Highland Dr|Wasatch Blvd|Van Winkle Expy|Fort Union Blvd|Foothill Dr|Bangerter Hwy|South Temple|North Temple|Washington Blvd|Harrison Blvd|Constitution Blvd'),
  places: words(`Wasatch|Bonneville|Sugar House|Jordan River|Oquirrh|Cottonwood|Granite|Liberty Park|Beehive|Emigration|Millcreek|Big Cottonwood|Deer Valley|Red Butte|
    Ensign Peak|Lone Peak|Mount Olympus|Bountiful|Antelope Island|Great Salt Lake|Little Cottonwood|Parleys|Snowbasin|Willow Creek`),
};

export const utahCounty: Metro = {
  key: 'uc', label: 'Utah County', state: 'UT', style: 'grid', properties: 130, spanish: false,
  area: ['801', '385'], office: ['86 N University Ave Ste 420', 'Provo', '84601'],
  cities: [
    city('Provo', '84601 84604 84606', 'utah', { weight: 3 }),
    city('Orem', '84057 84058 84097', 'utah', { weight: 2 }),
    city('Lehi', '84043', 'utah', { weight: 2 }),
    city('American Fork', '84003', 'utah', { alt: ['Amer Fork', 'American Fk'] }),
    city('Pleasant Grove', '84062', 'utah', { alt: ['Pl Grove'] }),
    city('Springville', '84663', 'utah'),
    city('Spanish Fork', '84660', 'utah', { alt: ['Spanish Fk'] }),
    city('Saratoga Springs', '84045', 'utah'),
    city('Eagle Mountain', '84005', 'utah'),
  ],
  streets: words('University Ave|State St|Center St|Main St|Freedom Blvd|Geneva Rd|Timpanogos Hwy|Pioneer Crossing|Redwood Rd|Canyon Rd|University Pkwy|Expressway Ln'),
  places: words(`Timpanogos|Utah Lake|Provo Canyon|Cascade|Traverse Mountain|American Fork Canyon|Mount Nebo|Hobble Creek|Y Mountain|Maple Mountain|Rock Canyon|Vivian Park|Riverwoods|Sundance|Thanksgiving Point|Lake Mountain`),
};

export const boise: Metro = {
  key: 'boi', label: 'Boise', state: 'ID', style: 'std', properties: 170, spanish: false,
  area: ['208', '986'], office: ['800 W Main St Ste 1460', 'Boise', '83702'],
  cities: [
    city('Boise', '83702 83703 83704 83705 83706 83709 83712 83713 83716', 'ada', { weight: 5, hoods: ['North End', 'Boise Bench', 'Harris Ranch', 'Downtown Boise', 'West Boise'] }),
    city('Meridian', '83642 83646', 'ada', { weight: 3 }),
    city('Nampa', '83651 83686 83687', 'canyon', { weight: 2, streets: words('12th Ave Rd|Caldwell Blvd|Garrity Blvd|Karcher Rd|Nampa-Caldwell Blvd|2nd St S|Midland Blvd|Greenhurst Rd') }),
    city('Eagle', '83616', 'ada'),
    city('Caldwell', '83605 83607', 'canyon', { streets: words('Cleveland Blvd|Blaine St|Kimball Ave|Linden St|Ustick Rd|Homedale Rd') }),
    city('Kuna', '83634', 'ada', { rural: true }),
    city('Garden City', '83714', 'ada', { alt: ['Boise'] }),
    city('Star', '83669', 'ada', { rural: true }),
    city('McCall', '83638', 'valley', { rural: true, streets: words('Lake St|Warren Wagon Rd|Deinhard Ln|Davis Ave|Mission St|Lick Creek Rd|Hwy 55') }),
  ],
  streets: words(`W State St|Fairview Ave|Overland Rd|W Franklin Rd|Ustick Rd|E Park Blvd|Broadway Ave|Vista Ave|Capitol Blvd|N Eagle Rd|Chinden Blvd|Cherry Ln|
    Locust Grove Rd|Ten Mile Rd|W Main St|Warm Springs Ave|Orchard St|Curtis Rd|Five Mile Rd|Emerald St|N Cole Rd|W Victory Rd|E Amity Rd|N Linder Rd|W Pine Ave|Hill Rd`),
  places: words(`Treasure Valley|Boise River|Table Rock|Harris Ranch|Sawtooth|Owyhee|Bogus Basin|Hyde Park|Barber Park|Lucky Peak|Payette|Camel's Back|
    Warm Springs|Ten Mile Creek|Eagle Island|Kathryn Albertson|Settlers Park|Payette Lake|Snake River|Bench`),
};
