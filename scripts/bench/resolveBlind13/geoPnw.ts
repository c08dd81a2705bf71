import type { MetroSpec } from './model';

/* Pacific Northwest metros: Seattle, Tacoma, Spokane, Portland OR, Vancouver WA, Boise, Eugene. */

const PNW_LOCAL = [
  'Alder', 'Madrona', 'Salal', 'Huckleberry', 'Cedar', 'Hemlock', 'Spruce', 'Vine Maple', 'Heron', 'Osprey',
  'Kingfisher', 'Chinook', 'Coho', 'Sockeye', 'Orca', 'Shasta', 'Ponderosa', 'Tamarack', 'Larch', 'Trillium',
  'Fern', 'Meadowlark', 'Quail', 'Willow', 'Cottonwood', 'Crestview', 'Lakeview', 'Sunnyside', 'Dogfish', 'Elderberry',
  'Thimbleberry', 'Nootka', 'Kinnikinnick', 'Red Cedar', 'Steelhead', 'Bunchgrass', 'Camas', 'Lupine', 'Syringa', 'Wapato',
];
const PNW_TYPES = ['St', 'Ave', 'Ln', 'Ct', 'Pl', 'Way', 'Dr', 'Loop', 'Ter', 'Cir', 'Rd'];

export const PNW_METROS: readonly MetroSpec[] = [
  {
    key: 'SEA', region: 'PNW', state: 'WA', weight: 14, numRange: [100, 14999], areaCodes: ['206', '425'],
    cities: [
      ['Seattle', '98101 98102 98103 98105 98107 98109 98112 98115 98117 98118 98122 98125 98133 98144 98146', '', 8],
      ['Shoreline', '98133 98155', 'Seattle', 1], ['Lynnwood', '98036 98037', '', 1], ['Kent', '98030 98031 98032', '', 1],
      ['Renton', '98055 98056 98057', '', 1], ['Federal Way', '98003 98023', '', 1], ['Bellevue', '98004 98007 98008', '', 1],
    ],
    arterials: [
      'Aurora Ave N', 'Rainier Ave S', 'Lake City Way NE', 'Roosevelt Way NE', '15th Ave NE', 'NE 45th St', 'NW Market St',
      'California Ave SW', 'SW Alaska St', 'S Jackson St', 'Delridge Way SW', 'Greenwood Ave N', 'Beacon Ave S',
      'NE Northgate Way', '15th Ave NW', 'Martin Luther King Jr Way S', '35th Ave SW', 'Sand Point Way NE', 'Eastlake Ave E',
      'Fremont Ave N', 'E Pine St', 'E Madison St', 'Holman Rd NW', 'SW Roxbury St', 'NE 125th St', 'N 130th St',
      'Shoreline|Aurora Ave N', 'Shoreline|NE 175th St', 'Lynnwood|196th St SW', 'Lynnwood|44th Ave W', 'Kent|Central Ave N',
      'Kent|S 240th St', 'Renton|Benson Rd S', 'Renton|NE Sunset Blvd', 'Federal Way|Pacific Hwy S', 'Federal Way|S 320th St',
      'Bellevue|NE 8th St', 'Bellevue|148th Ave NE',
    ],
    numbered: [
      { pre: ['N', 'NE', 'NW'], post: [], type: 'St', min: 34, max: 145 },
      { pre: ['S', 'SW'], post: [], type: 'St', min: 1, max: 120 },
      { pre: [], post: ['NE', 'NW', 'N', 'S', 'SW'], type: 'Ave', min: 1, max: 52 },
    ],
    localPre: ['N', 'NE', 'NW', 'S', 'SW', ''], localPost: ['', 'NE', 'SW', 'S', 'N'],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['UW', 'Seattle U', 'SPU'],
  },
  {
    key: 'TAC', region: 'PNW', state: 'WA', weight: 7, numRange: [100, 9999], areaCodes: ['253'],
    cities: [
      ['Tacoma', '98402 98403 98404 98405 98406 98407 98408 98409 98418 98422 98444 98445 98465', '', 6],
      ['Lakewood', '98498 98499', 'Tacoma', 2], ['University Place', '98466 98467', 'Tacoma', 1], ['Puyallup', '98371 98372 98373 98374', '', 2],
    ],
    arterials: [
      'Pacific Ave', 'S Tacoma Way', '6th Ave', 'N 26th St', 'S 19th St', 'S 56th St', 'E 72nd St', 'Mildred St W',
      'S Union Ave', 'Portland Ave E', 'N Pearl St', 'S Hosmer St', 'Yakima Ave', 'N Proctor St', 'E Portland Ave',
      'Lakewood|Bridgeport Way SW', 'Lakewood|Steilacoom Blvd SW', 'Lakewood|Gravelly Lake Dr SW',
      'University Place|Bridgeport Way W', 'University Place|Grandview Dr W', 'Puyallup|S Meridian', 'Puyallup|Shaw Rd E',
      'Puyallup|39th Ave SE',
    ],
    numbered: [
      { pre: ['N', 'S', 'E'], post: [], type: 'St', min: 1, max: 96 },
      { pre: [], post: ['E', 'SW', 'W'], type: 'St', min: 100, max: 190 },
    ],
    localPre: ['N', 'S', 'E', '', ''], localPost: ['', 'SW', 'E'],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['UPS', 'PLU', 'UW Tacoma'],
  },
  {
    key: 'SPO', region: 'PNW', state: 'WA', weight: 7, numRange: [100, 16999], areaCodes: ['509'],
    cities: [
      ['Spokane', '99201 99202 99203 99204 99205 99207 99208 99217 99223 99224', '', 6],
      ['Spokane Valley', '99206 99212 99216 99037', 'Spokane', 3], ['Cheney', '99004', '', 1], ['Liberty Lake', '99019', '', 1],
    ],
    arterials: [
      'N Division St', 'E Sprague Ave', 'W Francis Ave', 'N Monroe St', 'S Regal St', 'E Mission Ave', 'W Northwest Blvd',
      'N Nevada St', 'W Riverside Ave', 'S Grand Blvd', 'E 29th Ave', 'S Perry St', 'W Sunset Blvd', 'N Market St',
      'W Wellesley Ave', 'Spokane Valley|N Argonne Rd', 'Spokane Valley|E Trent Ave', 'Spokane Valley|N Pines Rd',
      'Spokane Valley|E Sprague Ave', 'Cheney|1st St', 'Cheney|Washington St', 'Liberty Lake|E Appleway Ave',
    ],
    numbered: [{ pre: ['E', 'W'], post: [], type: 'Ave', min: 1, max: 57 }],
    localPre: ['N', 'S', 'E', 'W'], localPost: [''],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['Gonzaga', 'EWU', 'WSU Spokane'],
  },
  {
    key: 'PDX', region: 'PNW', state: 'OR', weight: 12, numRange: [100, 16999], areaCodes: ['503', '971'],
    cities: [
      ['Portland', '97201 97202 97203 97205 97206 97209 97210 97211 97212 97213 97214 97215 97217 97218 97219 97220 97227 97230 97232 97239 97266', '', 8],
      ['Beaverton', '97005 97006 97007 97008', '', 1], ['Gresham', '97030 97080', '', 1],
      ['Milwaukie', '97222 97267', 'Portland', 1], ['Tigard', '97223 97224', 'Portland', 1],
    ],
    arterials: [
      'SE Division St', 'NE Alberta St', 'N Williams Ave', 'SW 3rd Ave', 'NW 23rd Ave', 'S Macadam Ave', 'SE 82nd Ave',
      'NE Sandy Blvd', 'SE Hawthorne Blvd', 'N Lombard St', 'S Moody Ave', 'SW Barbur Blvd', 'SE Powell Blvd', 'NE Broadway',
      'N Interstate Ave', 'SE Foster Rd', 'NE Glisan St', 'NW Thurman St', 'S Bancroft St', 'N Mississippi Ave',
      'SE Stark St', 'NE Halsey St', 'SW Capitol Hwy', 'SE 122nd Ave', 'NE Martin Luther King Jr Blvd', 'S Bond Ave',
      'Beaverton|SW Canyon Rd', 'Beaverton|SW Murray Blvd', 'Gresham|NE Burnside Rd', 'Gresham|SE Stark St',
      'Milwaukie|SE McLoughlin Blvd', 'Milwaukie|SE King Rd', 'Tigard|SW Pacific Hwy', 'Tigard|SW Hall Blvd',
    ],
    numbered: [
      { pre: ['SE', 'NE'], post: [], type: 'Ave', min: 2, max: 182 },
      { pre: ['SW', 'NW'], post: [], type: 'Ave', min: 1, max: 25 },
    ],
    localPre: ['N', 'NE', 'SE', 'SW', 'NW', 'S'], localPost: [''],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['PSU', 'UP', 'Reed'],
  },
  {
    key: 'VAN', region: 'PNW', state: 'WA', weight: 5, numRange: [100, 19999], areaCodes: ['360'],
    cities: [
      ['Vancouver', '98660 98661 98662 98663 98664 98665 98682 98683 98684 98686', '', 6],
      ['Camas', '98607', '', 1], ['Battle Ground', '98604', '', 1],
    ],
    arterials: [
      'NE 112th Ave', 'SE Mill Plain Blvd', 'NE Fourth Plain Blvd', 'NE 164th Ave', 'NE Andresen Rd', 'SE 192nd Ave',
      'NE Highway 99', 'NE Hazel Dell Ave', 'E Mill Plain Blvd', 'Main St', 'NE 78th St', 'SE 34th St', 'NW Lakeshore Ave',
      'Camas|SE 1st St', 'Camas|NE 3rd Ave', 'Battle Ground|W Main St', 'Battle Ground|SW 20th Ave',
    ],
    numbered: [
      { pre: ['NE', 'SE'], post: [], type: 'Ave', min: 50, max: 192 },
      { pre: ['NE', 'SE', 'NW'], post: [], type: 'St', min: 1, max: 179 },
    ],
    localPre: ['NE', 'SE', 'NW', ''], localPost: [''],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['WSU Vancouver', 'Clark College'],
  },
  {
    key: 'BOI', region: 'PNW', state: 'ID', weight: 6, numRange: [100, 9999], areaCodes: ['208'],
    cities: [
      ['Boise', '83702 83703 83704 83705 83706 83709 83713 83716', '', 6], ['Meridian', '83642 83646', '', 2],
      ['Nampa', '83651 83686 83687', '', 2], ['Garden City', '83714', 'Boise', 1], ['Eagle', '83616', '', 1],
    ],
    arterials: [
      'W State St', 'N Eagle Rd', 'W Fairview Ave', 'E Parkcenter Blvd', 'S Broadway Ave', 'W Overland Rd',
      'N Five Mile Rd', 'W Emerald St', 'S Vista Ave', 'N Cole Rd', 'E Boise Ave', 'Meridian|W Franklin Rd',
      'Meridian|S Meridian Rd', 'Meridian|W Cherry Ln', 'Nampa|Caldwell Blvd', 'Nampa|12th Ave Rd', 'Garden City|W Chinden Blvd',
      'Eagle|E State St', 'Eagle|N Eagle Rd',
    ],
    numbered: [{ pre: ['N', 'S', 'W', 'E'], post: [], type: 'St', min: 1, max: 36 }],
    localPre: ['N', 'S', 'E', 'W', ''], localPost: [''],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['Boise State', 'CWI'],
  },
  {
    key: 'EUG', region: 'PNW', state: 'OR', weight: 4, numRange: [100, 4999], areaCodes: ['541'],
    cities: [['Eugene', '97401 97402 97403 97404 97405 97408', '', 4], ['Springfield', '97477 97478', '', 1]],
    arterials: [
      'W 11th Ave', 'Willamette St', 'E 18th Ave', 'Coburg Rd', 'River Rd', 'Alder St', 'Hilyard St', 'Patterson St',
      'W 6th Ave', 'E 13th Ave', 'Franklin Blvd', 'Green Acres Rd', 'Chad Dr', 'Springfield|Gateway St', 'Springfield|Main St',
      'Springfield|Mohawk Blvd', 'Springfield|Olympic St',
    ],
    numbered: [{ pre: ['W', 'E'], post: [], type: 'Ave', min: 1, max: 40 }],
    localPre: ['', '', 'W', 'E', 'N'], localPost: [''],
    localNames: PNW_LOCAL, localTypes: PNW_TYPES, campuses: ['UO', 'Lane CC'],
  },
];
