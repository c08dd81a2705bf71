import type { MetroSpec } from './model';

/* The Carolinas and Virginia: Charlotte, Raleigh-Durham, Greenville SC, Richmond, Norfolk / Virginia Beach. */

const SE_LOCAL = [
  'Magnolia', 'Dogwood', 'Longleaf', 'Live Oak', 'Azalea', 'Camellia', 'Cardinal', 'Wren', 'Mockingbird', 'Pecan',
  'Sweetgum', 'Cypress', 'Loblolly', 'Holly', 'Laurel', 'Jasmine', 'Tupelo', 'Sourwood', 'Redbud', 'Bluebird',
  'Hickory', 'Chestnut', 'Sandpiper', 'Pelican', 'Marsh Hawk', 'Creekside', 'Plantation', 'Tobacco Barn', 'Carriage',
  'Colony', 'Kingsmill', 'Jamestown', 'Old Mill', 'Scuppernong', 'Wisteria', 'Palmetto', 'Yaupon', 'Catawba', 'Pamlico',
  'Brightleaf', 'Saltmeadow',
];
const SE_TYPES = ['Dr', 'Ln', 'Ct', 'Rd', 'Cir', 'Way', 'Trl', 'Pl', 'Pkwy', 'Rd Ext', 'Dr Ext'];
const SE_PRE = ['', '', '', '', '', 'N', 'S', 'E', 'W'];

export const SE_METROS: readonly MetroSpec[] = [
  {
    key: 'CLT', region: 'SE', state: 'NC', weight: 12, numRange: [100, 12999], areaCodes: ['704', '980'],
    cities: [
      ['Charlotte', '28202 28203 28204 28205 28206 28207 28208 28209 28210 28211 28212 28213 28215 28217 28226 28262 28269 28277', '', 8],
      ['Matthews', '28104 28105', '', 1], ['Huntersville', '28078', '', 1], ['Pineville', '28134', '', 1],
      ['Concord', '28025 28027', '', 1], ['Mint Hill', '28227', 'Charlotte', 1],
    ],
    arterials: [
      'South Blvd', 'Providence Rd', 'N Tryon St', 'W W T Harris Blvd', 'Albemarle Rd', 'E Independence Blvd', 'Monroe Rd',
      'Sharon Amity Rd', 'Park Rd', 'Central Ave', 'The Plaza', 'Rea Rd', 'Ballantyne Commons Pkwy', 'Mallard Creek Church Rd',
      'Old Pineville Rd', 'Nations Ford Rd', 'Statesville Rd', 'Brookshire Blvd', 'Beatties Ford Rd', 'NC-51', 'NC-49',
      'Idlewild Rd', 'Arrowood Rd', 'Eastway Dr', 'Old Concord Rd', 'Harrisburg Rd Ext', 'Matthews|E John St',
      'Matthews|Matthews Township Pkwy', 'Matthews|NC-51', 'Huntersville|Gilead Rd', 'Huntersville|NC-73', 'Pineville|Polk St',
      'Concord|Concord Pkwy S', 'Concord|Poplar Tent Rd', 'Mint Hill|Lawyers Rd', 'Mint Hill|Matthews-Mint Hill Rd',
    ],
    numbered: [{ pre: ['E', 'W'], post: [], type: 'St', min: 1, max: 36 }],
    localPre: SE_PRE, localPost: [''], localNames: SE_LOCAL, localTypes: SE_TYPES,
    campuses: ['UNC Charlotte', 'Queens', 'JCSU'],
  },
  {
    key: 'RDU', region: 'SE', state: 'NC', weight: 12, numRange: [100, 9999], areaCodes: ['919', '984'],
    cities: [
      ['Raleigh', '27601 27603 27604 27605 27606 27607 27608 27609 27610 27612 27613 27615 27616 27617', '', 6],
      ['Durham', '27701 27703 27704 27705 27707 27713', '', 4], ['Chapel Hill', '27514 27516 27517', '', 2],
      ['Cary', '27511 27513 27518 27519', '', 2], ['Morrisville', '27560', '', 1], ['Garner', '27529', '', 1],
      ['Apex', '27502 27523 27539', '', 1],
    ],
    arterials: [
      'Glenwood Ave', 'Capital Blvd', 'Six Forks Rd', 'Falls of Neuse Rd', 'New Bern Ave', 'Hillsborough St', 'Western Blvd',
      'Atlantic Ave', 'Durant Rd', 'Lake Wheeler Rd', 'Tryon Rd', 'Poole Rd', 'Creedmoor Rd', 'Wake Forest Rd', 'Leesville Rd',
      'Buffaloe Rd Ext', 'Durham|NC-54', 'Durham|US 15-501', 'Durham|Roxboro Rd', 'Durham|Fayetteville St', 'Durham|Hope Valley Rd',
      'Durham|Garrett Rd', 'Durham|Erwin Rd', 'Durham|NC-55', 'Durham|Cornwallis Rd', 'Durham|Martin Luther King Jr Pkwy',
      'Durham|Old Chapel Hill Rd', 'Durham|Durham-Chapel Hill Blvd', 'Durham|Hillandale Rd', 'Chapel Hill|US 15-501',
      'Chapel Hill|NC-54', 'Chapel Hill|Raleigh Rd', 'Chapel Hill|Weaver Dairy Rd Ext', 'Chapel Hill|Martin Luther King Jr Blvd',
      'Chapel Hill|Fordham Blvd', 'Cary|Kildaire Farm Rd', 'Cary|Cary Pkwy', 'Cary|Chapel Hill Rd', 'Cary|High House Rd',
      'Morrisville|Davis Dr', 'Morrisville|NC-54', 'Garner|Timber Dr', 'Garner|US 401', 'Apex|Salem St', 'Apex|Olive Chapel Rd',
      'Apex|NC-55',
    ],
    numbered: [],
    localPre: SE_PRE, localPost: [''], localNames: SE_LOCAL, localTypes: SE_TYPES,
    campuses: ['NC State', 'UNC', 'Duke', 'NCCU'],
  },
  {
    key: 'GVL', region: 'SE', state: 'SC', weight: 6, numRange: [1, 4999], areaCodes: ['864'],
    cities: [
      ['Greenville', '29601 29605 29607 29609 29611 29615 29617', '', 5], ['Greer', '29650 29651', '', 1],
      ['Mauldin', '29662', '', 1], ['Simpsonville', '29680 29681', '', 1], ['Taylors', '29687', 'Greenville', 1],
    ],
    arterials: [
      'Woodruff Rd', 'Laurens Rd', 'Pelham Rd', 'Augusta St', 'Wade Hampton Blvd', 'E North St', 'Haywood Rd',
      'Roper Mountain Rd', 'N Pleasantburg Dr', 'White Horse Rd', 'Poinsett Hwy', 'Parkins Mill Rd', 'Cedar Lane Rd',
      'Haywood Rd Ext', 'US-29', 'Greer|SC-14', 'Greer|W Poinsett St', 'Greer|Wade Hampton Blvd', 'Mauldin|E Butler Rd',
      'Mauldin|N Main St', 'Simpsonville|Fairview Rd', 'Simpsonville|SC-14', 'Simpsonville|Harrison Bridge Rd',
      'Taylors|Wade Hampton Blvd', 'Taylors|Reid School Rd',
    ],
    numbered: [],
    localPre: SE_PRE, localPost: [''], localNames: SE_LOCAL, localTypes: SE_TYPES,
    campuses: ['Furman', 'Bob Jones', 'Greenville Tech'],
  },
  {
    key: 'RIC', region: 'SE', state: 'VA', weight: 8, numRange: [1, 12999], areaCodes: ['804'],
    cities: [
      ['Richmond', '23219 23220 23221 23222 23223 23224 23225 23226 23227 23230 23234 23235', '', 5],
      ['Henrico', '23228 23229 23233 23294', 'Richmond', 2], ['Chesterfield', '23832 23838', '', 1],
      ['Midlothian', '23112 23113 23114', '', 1], ['Glen Allen', '23059 23060', '', 1],
    ],
    arterials: [
      'W Broad St', 'Midlothian Tpke', 'Hull Street Rd', 'Forest Hill Ave', 'W Cary St', 'Monument Ave', 'Chamberlayne Ave',
      'Brook Rd', 'Mechanicsville Tpke', 'Patterson Ave', 'Semmes Ave', 'Hermitage Rd', 'Richmond Hwy', 'Henrico|Staples Mill Rd',
      'Henrico|W Broad St', 'Henrico|Parham Rd', 'Henrico|Three Chopt Rd', 'Henrico|Gaskins Rd', 'Henrico|Nine Mile Rd',
      'Henrico|Laburnum Ave', 'Chesterfield|Iron Bridge Rd', 'Chesterfield|Hull Street Rd', 'Chesterfield|Courthouse Rd',
      'Chesterfield|VA-10', 'Midlothian|Midlothian Tpke', 'Midlothian|Robious Rd', 'Midlothian|Charter Colony Pkwy',
      'Glen Allen|Staples Mill Rd', 'Glen Allen|Mountain Rd', 'Glen Allen|Nuckols Rd', 'Glen Allen|US-33',
    ],
    numbered: [{ pre: ['N', 'S', 'E', 'W'], post: [], type: 'St', min: 1, max: 35 }],
    localPre: SE_PRE, localPost: [''], localNames: SE_LOCAL, localTypes: SE_TYPES,
    campuses: ['VCU', 'UR', 'VUU'],
  },
  {
    key: 'NFK', region: 'SE', state: 'VA', weight: 7, numRange: [100, 5999], areaCodes: ['757'],
    cities: [
      ['Norfolk', '23502 23503 23504 23505 23507 23508 23509 23510 23517 23518 23523', '', 4],
      ['Virginia Beach', '23451 23452 23454 23455 23456 23462 23464', '', 4], ['Chesapeake', '23320 23321 23322 23323 23324 23325', '', 2],
      ['Portsmouth', '23701 23702 23703 23704 23707', '', 1],
    ],
    arterials: [
      'Granby St', 'Tidewater Dr', 'Little Creek Rd', 'Hampton Blvd', 'Colley Ave', 'Virginia Beach Blvd', 'N Military Hwy',
      'E Princess Anne Rd', 'Brambleton Ave', 'Chesapeake Blvd', 'Azalea Garden Rd', 'Ocean View Ave',
      'Virginia Beach|Shore Dr', 'Virginia Beach|Lynnhaven Pkwy', 'Virginia Beach|General Booth Blvd', 'Virginia Beach|Laskin Rd',
      'Virginia Beach|Independence Blvd', 'Virginia Beach|Holland Rd', 'Virginia Beach|Princess Anne Rd',
      'Virginia Beach|Atlantic Ave', 'Virginia Beach|Virginia Beach Blvd', 'Virginia Beach|First Colonial Rd',
      'Virginia Beach|S Lynnhaven Rd', 'Virginia Beach|Dam Neck Rd', 'Chesapeake|S Battlefield Blvd', 'Chesapeake|Volvo Pkwy',
      'Chesapeake|Greenbrier Pkwy', 'Chesapeake|Portsmouth Blvd', 'Chesapeake|George Washington Hwy N', 'Portsmouth|High St',
      'Portsmouth|Airline Blvd', 'Portsmouth|Victory Blvd',
    ],
    numbered: [{ pre: ['W', 'E'], post: [], type: 'St', min: 14, max: 49 }],
    localPre: SE_PRE, localPost: [''], localNames: SE_LOCAL, localTypes: SE_TYPES,
    campuses: ['ODU', 'NSU', 'Regent'],
  },
];
