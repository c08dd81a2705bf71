import { city } from './geoParse';
import type { CityDef } from './types';

export const RIC_CITIES: readonly CityDef[] = [
  city('RIC', 'ric', 'Richmond', 'VA', 4, '23220 23221 23222 23223 23224 23225', 'Rich.|Richmond City',
    'E/W Grace St|W Franklin St|E/W Main St|Monument Ave|Hanover Ave|Floyd Ave|Park Ave|Grove Ave|Chamberlayne Ave|' +
    'N 25th St|N 29th St|E/W Broad St|Hull St|Semmes Ave|Forest Hill Ave|Meadowbridge Rd|Brookland Park Blvd|' +
    'Hermitage Rd|E Marshall St|W Clay St|N Jefferson St|Idlewood Ave|Cary St'),
  city('RIC', 'henrico', 'Henrico', 'VA', 1, '23227 23228 23229', '',
    'Staples Mill Rd|Lakeside Ave|Parham Rd|Dumbarton Rd|Hungary Rd|Brook Rd|Wilkinson Rd'),
];

export const ORF_CITIES: readonly CityDef[] = [
  city('ORF', 'orf', 'Norfolk', 'VA', 4, '23504 23507 23508 23509 23513 23517', '',
    'Colley Ave|Granby St|Colonial Ave|Hampton Blvd|Church St|Tidewater Dr|E Little Creek Rd|W 38th St|W 26th St|' +
    'Llewellyn Ave|Killam Ave|Chesapeake Blvd|Sewells Point Rd|E Ocean View Ave|Graydon Ave|Raleigh Ave|Westover Ave|' +
    'Omohundro Ave'),
  city('ORF', 'ports', 'Portsmouth', 'VA', 1, '23704 23707', 'Ports.',
    'High St|Portsmouth Blvd|Green St|Elm Ave|Airline Blvd|Deep Creek Blvd|Columbia St|Court St'),
];

/** Pittsburgh: hillside walk-ups, doubles, and "Fifth Ave" spelt out in the directory. */
export const PIT_CITIES: readonly CityDef[] = [
  city('PIT', 'pgh', 'Pittsburgh', 'PA', 6, '15201 15203 15206 15207 15208 15210 15211 15212 15213 15224 15233',
    'Pgh|Pittsburg|Pitts.',
    'Penn Ave|Butler St|Liberty Ave|E Carson St|Brownsville Rd|Grandview Ave|Murray Ave|Forbes Ave|Fifth Ave|' +
    'Centre Ave|Negley Ave|Highland Ave|Brighton Rd|Federal St|Arch St|Western Ave|Perrysville Ave|Josephine St|' +
    'Sarah St|Mission St|Bausman St|Dobson St|Stanton Ave|E Ohio St|Lowrie St|Spring Garden Ave|Hamilton Ave|' +
    'Frankstown Ave|Broadway Ave|!Chislett St|!Cabinet Way|!Mulberry Way|!Cotton Way'),
  city('PIT', 'wilk', 'Wilkinsburg', 'PA', 1, '15221', 'Wilkinsbg',
    'Penn Ave|Wood St|Ardmore Blvd|South Ave|Franklin Ave|Rebecca Ave|Hill Ave'),
  city('PIT', 'mckees', 'McKees Rocks', 'PA', 1, '15136', 'Mc Kees Rocks|McKees Rks',
    'Chartiers Ave|Island Ave|Broadway Ave|Margaret St|Helen St|Russellwood Ave'),
  city('PIT', 'millv', 'Millvale', 'PA', 1, '15209', '',
    'North Ave|Grant Ave|Evergreen Ave|Lincoln Ave|Sedgwick St'),
];

/** Cleveland: doubles up and down, East and West numbered streets. */
export const CLE_CITIES: readonly CityDef[] = [
  city('CLE', 'cle', 'Cleveland', 'OH', 6, '44102 44103 44105 44108 44109 44110 44113 44120 44127 44135', 'Cleve.|CLEVE',
    'W/E 25th St|W/E 54th St|W/E 65th St|W 98th St|E 55th St|E 79th St|E 93rd St|E 105th St|E 123rd St|E 185th St|' +
    'Fulton Rd|Lorain Ave|Clark Ave|Detroit Ave|Madison Ave|Denison Ave|Storer Ave|Scranton Rd|Professor Ave|' +
    'Buckeye Rd|Kinsman Rd|St Clair Ave|Superior Ave|Hough Ave|Wade Park Ave|Fleet Ave|Union Ave|Harvard Ave|' +
    'Woodland Ave|Bridge Ave|Train Ave|Memphis Ave'),
  city('CLE', 'lakewd', 'Lakewood', 'OH', 1, '44107', '',
    'Madison Ave|Detroit Ave|Clifton Blvd|Warren Rd|Hilliard Blvd|Athens Ave|Robinwood Ave|Grace Ave|Belle Ave|' +
    'Cohassett Ave'),
  city('CLE', 'clehts', 'Cleveland Heights', 'OH', 1, '44106 44118', 'Cleveland Hts|Cleve Hts',
    'Coventry Rd|Lee Rd|Euclid Heights Blvd|Cedar Rd|Mayfield Rd|Taylor Rd|Noble Rd|Superior Rd|Hampshire Rd'),
  city('CLE', 'parma', 'Parma', 'OH', 1, '44129 44134', '',
    'Ridge Rd|Pearl Rd|State Rd|Snow Rd|Broadview Rd|W 54th St|Stumph Rd|Brookpark Rd'),
];
