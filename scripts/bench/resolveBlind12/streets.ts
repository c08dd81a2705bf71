/**
 * Street names as the directory stores them and as bills print them. A street has one key and
 * several printed forms: full words, USPS abbreviations, local nicknames ("Mass Ave", "Comm Ave",
 * "Dot Ave"), renamed squares ("Nubian Sq" / "Dudley Sq"), and the numbered route a road also is
 * ("Belmont St" / "Route 9" / "Rte 9"). forms[0] is the full name, forms[1] the usual abbreviation.
 */
import { type Metro, type Place } from './places';
import { type Rng } from './random';

export interface Street {
  key: string;
  forms: readonly string[];
}

export const TYPES: Record<string, readonly string[]> = {
  Street: ['St', 'St.', 'Str'], Avenue: ['Ave', 'Av', 'Ave.'], Road: ['Rd', 'Rd.'], Lane: ['Ln'], Place: ['Pl'], Terrace: ['Ter', 'Terr'],
  Court: ['Ct'], Drive: ['Dr', 'Dr.'], Parkway: ['Pkwy', 'Pky'], Boulevard: ['Blvd'], Circle: ['Cir'], Way: ['Way'], Square: ['Sq', 'Sq.'],
  Trail: ['Trl'], Loop: ['Lp', 'Loop'], Cove: ['Cv'], Crossing: ['Xing'], Run: ['Run'], Pass: ['Pass'], Path: ['Path'], Row: ['Row'],
};
export const DIRS: Record<string, readonly string[]> = { North: ['N', 'N.', 'No.'], South: ['S', 'S.', 'So.'], East: ['E', 'E.'], West: ['W', 'W.'] };

/** A street from a base, a type and maybe a direction, with its printed forms. */
export function street(base: string, type: string | null, dir: string | null = null, suffixDir = false): Street {
  const abbrs = type ? TYPES[type] ?? [type] : [''];
  const dAbbr = dir ? DIRS[dir] ?? [dir] : [''];
  const join = (d: string, t: string): string => {
    const core = [base, t].filter(Boolean).join(' ');
    if (!d) return core;
    return suffixDir ? `${core} ${d}` : `${d} ${core}`;
  };
  const forms = [join(dir ?? '', type ?? ''), join(dAbbr[0] ?? '', abbrs[0] ?? '')];
  for (const a of abbrs.slice(1)) forms.push(join(dAbbr[0] ?? '', a));
  for (const d of dAbbr.slice(1)) forms.push(join(d, abbrs[0] ?? ''));
  if (dir) forms.push(join(dir, abbrs[0] ?? ''));
  return { key: forms[0] ?? base, forms: [...new Set(forms)] };
}

/** Named streets with their local forms, by city ("City|ST" or "*ST" for every town in a state). */
const SPECIAL: Record<string, readonly string[]> = {
  'Boston|MA': [
    'Massachusetts Avenue;Massachusetts Ave;Mass Ave;Mass. Ave.;Mass Av', 'Commonwealth Avenue;Commonwealth Ave;Comm Ave;Comm. Ave.',
    'Dorchester Avenue;Dorchester Ave;Dot Ave;Dorchester Av', 'Blue Hill Avenue;Blue Hill Ave;Blue Hill Av', 'Columbus Avenue;Columbus Ave',
    'Tremont Street;Tremont St', 'Centre Street;Centre St;Center St', 'Huntington Avenue;Huntington Ave;Huntington Av',
    'Beacon Street;Beacon St', 'Harvard Avenue;Harvard Ave', 'Cambridge Street;Cambridge St', 'Boylston Street;Boylston St',
    'VFW Parkway;VFW Pkwy;Veterans of Foreign Wars Parkway;V.F.W. Pkwy', 'Jamaicaway;Jamaica Way;The Jamaicaway',
    'Nubian Square;Nubian Sq;Dudley Square;Dudley Sq', 'West Broadway;W Broadway;W. Broadway;West Bway', 'East Broadway;E Broadway;E. Broadway',
    'Washington Street;Washington St', 'Hyde Park Avenue;Hyde Park Ave;Hyde Pk Ave', 'Meridian Street;Meridian St', 'Bennington Street;Bennington St',
  ],
  'Cambridge|MA': [
    'Massachusetts Avenue;Massachusetts Ave;Mass Ave;Mass. Ave.', 'Porter Square;Porter Sq;Porter Sq.', 'Inman Square;Inman Sq',
    'Central Square;Central Sq', 'Harvard Square;Harvard Sq', 'Memorial Drive;Memorial Dr;Mem Drive', 'Fresh Pond Parkway;Fresh Pond Pkwy',
    'Cambridge Street;Cambridge St', 'Hampshire Street;Hampshire St', 'Putnam Avenue;Putnam Ave', 'Western Avenue;Western Ave', 'River Street;River St',
    'Broadway;Bway;B\'way', 'Prospect Street;Prospect St', 'Hancock Street;Hancock St',
  ],
  'Somerville|MA': [
    'Davis Square;Davis Sq;Davis Sq.', 'Union Square;Union Sq;Union Sq.', 'Somerville Avenue;Somerville Ave;Somerville Av', 'Highland Avenue;Highland Ave',
    'Broadway;Bway;B\'way', 'Medford Street;Medford St', 'Holland Street;Holland St', 'College Avenue;College Ave', 'Elm Street;Elm St',
    'Mystic Avenue;Mystic Ave;Route 38;Rte 38', 'Beacon Street;Beacon St', 'Summer Street;Summer St', 'Cedar Street;Cedar St', 'Morrison Avenue;Morrison Ave',
  ],
  'Medford|MA': ['Mystic Valley Parkway;Mystic Valley Pkwy;Mystic Vly Pkwy', 'Fellsway West;Fellsway W;Fellsway W.', 'Fellsway;The Fellsway;Route 28;Rte 28', 'Salem Street;Salem St;Route 60;Rte 60', 'Boston Avenue;Boston Ave'],
  'Quincy|MA': ['Quincy Shore Drive;Quincy Shore Dr', 'Hancock Street;Hancock St', 'Newport Avenue;Newport Ave', 'Copeland Street;Copeland St'],
  'Brookline|MA': ['Boylston Street;Boylston St;Route 9;Rte 9;Rt 9', 'Harvard Street;Harvard St', 'Beacon Street;Beacon St', 'Commonwealth Avenue;Commonwealth Ave;Comm Ave'],
  'Newton|MA': ['Commonwealth Avenue;Commonwealth Ave;Comm Ave', 'Centre Street;Centre St;Center St', 'Washington Street;Washington St;Route 16;Rte 16', 'Beacon Street;Beacon St'],
  'Arlington|MA': ['Massachusetts Avenue;Massachusetts Ave;Mass Ave;Route 2A;Rte 2A', 'Mystic Valley Parkway;Mystic Valley Pkwy'],
  'Chelsea|MA': ['US Route 1;US Rte 1;US-1;Route 1;Rte 1;U.S. Highway 1', 'Broadway;Bway', 'Washington Avenue;Washington Ave'],
  'Framingham|MA': ['Worcester Road;Worcester Rd;Route 9;Rte 9;Rt 9', 'Concord Street;Concord St;Route 126;Rte 126', 'Union Avenue;Union Ave'],
  'Worcester|MA': [
    'Belmont Street;Belmont St;Route 9;Rte 9', 'Kelley Square;Kelley Sq', 'Park Avenue;Park Ave', 'Shrewsbury Street;Shrewsbury St', 'Chandler Street;Chandler St',
    'June Street;June St', 'Grafton Street;Grafton St;Route 122;Rte 122', 'Salisbury Street;Salisbury St', 'Pleasant Street;Pleasant St', 'Highland Street;Highland St',
  ],
  'Springfield|MA': ['Boston Road;Boston Rd;Route 20;Rte 20;US-20', 'State Street;State St', 'Sumner Avenue;Sumner Ave', 'Dickinson Street;Dickinson St', 'Carew Street;Carew St'],
  'Amherst|MA': ['North Pleasant Street;N Pleasant St;No. Pleasant St;N. Pleasant St', 'Belchertown Road;Belchertown Rd;Route 9;Rte 9', 'Triangle Street;Triangle St', 'Meadow Street;Meadow St'],
  'Northampton|MA': ['King Street;King St;Route 5;Rte 5;US-5', 'Main Street;Main St', 'Elm Street;Elm St;Route 9;Rte 9', 'Bridge Street;Bridge St'],
  'Providence|RI': [
    'Hope Street;Hope St', 'Thayer Street;Thayer St', 'Wickenden Street;Wickenden St', 'Broad Street;Broad St', 'Elmwood Avenue;Elmwood Ave',
    'Atwells Avenue;Atwells Ave', 'Angell Street;Angell St', 'Waterman Street;Waterman St', 'North Main Street;N Main St;No Main St;N. Main St;US-1;Route 1',
    'South Main Street;S Main St;So. Main St', 'Chalkstone Avenue;Chalkstone Ave', 'Manton Avenue;Manton Ave', 'Westminster Street;Westminster St',
    'Smith Street;Smith St;Route 44;US-44', 'Kennedy Plaza;Kennedy Plz', 'Broadway;Bway',
  ],
  'Warwick|RI': ['Post Road;Post Rd;US-1;Route 1;Rte 1', 'West Shore Road;W Shore Rd;West Shore Rd', 'Warwick Avenue;Warwick Ave'],
  'South Kingstown|RI': ['Kingstown Road;Kingstown Rd;Route 138;Rte 138', 'Post Road;Post Rd;US-1;Route 1', 'Old North Road;Old North Rd', 'Main Street;Main St'],
  'Hartford|CT': [
    'Farmington Avenue;Farmington Ave;Route 4;Rte 4', 'Asylum Avenue;Asylum Ave', 'Park Street;Park St', 'Broad Street;Broad St', 'Wethersfield Avenue;Wethersfield Ave',
    'Albany Avenue;Albany Ave;Route 44;US-44', 'Prospect Avenue;Prospect Ave', 'Franklin Avenue;Franklin Ave', 'Capitol Avenue;Capitol Ave', 'Zion Street;Zion St',
    'New Britain Avenue;New Britain Ave',
  ],
  'West Hartford|CT': ['Farmington Avenue;Farmington Ave;Route 4', 'South Main Street;S Main St;So. Main St', 'New Britain Avenue;New Britain Ave'],
  'Middletown|CT': ['Washington Street;Washington St;Route 66;Rte 66', 'High Street;High St', 'Church Street;Church St', 'William Street;William St'],
  'Mansfield|CT': ['Storrs Road;Storrs Rd;Route 195;Rte 195;CT-195', 'Hunting Lodge Road;Hunting Lodge Rd', 'North Eagleville Road;N Eagleville Rd;No. Eagleville Rd', 'South Eagleville Road;S Eagleville Rd', 'Separatist Road;Separatist Rd'],
  'New Haven|CT': [
    'Chapel Street;Chapel St', 'Whitney Avenue;Whitney Ave', 'Orange Street;Orange St', 'State Street;State St', 'Dixwell Avenue;Dixwell Ave',
    'Whalley Avenue;Whalley Ave', 'Edgewood Avenue;Edgewood Ave', 'Howard Avenue;Howard Ave', 'Grand Avenue;Grand Ave', 'Crown Street;Crown St',
    'Wooster Square;Wooster Sq', 'Prospect Street;Prospect St',
  ],
  'Portland|ME': [
    'Congress Street;Congress St', 'Forest Avenue;Forest Ave;US Route 302;US-302;Route 302', 'Brighton Avenue;Brighton Ave', 'Commercial Street;Commercial St',
    'Fore Street;Fore St', 'Exchange Street;Exchange St', 'Washington Avenue;Washington Ave', 'Cumberland Avenue;Cumberland Ave', 'Monument Square;Monument Sq',
    'Danforth Street;Danforth St', 'Deering Avenue;Deering Ave',
  ],
  'South Portland|ME': ['Broadway;Bway', 'Main Street;Main St;US Route 1;US-1;Route 1', 'Cottage Road;Cottage Rd'],
  'Orono|ME': ['College Avenue;College Ave', 'Park Street;Park St', 'Main Street;Main St;US Route 2;US-2'],
  'Burlington|VT': [
    'Church Street;Church St', 'North Avenue;North Ave;N Ave', 'Pearl Street;Pearl St', 'College Street;College St', 'Main Street;Main St;US Route 2;US-2',
    'Shelburne Road;Shelburne Rd;US Route 7;US-7;Rte 7', 'North Winooski Avenue;N Winooski Ave;No. Winooski Ave', 'South Union Street;S Union St;So. Union St',
    'Colchester Avenue;Colchester Ave', 'Riverside Avenue;Riverside Ave', 'North Champlain Street;N Champlain St',
  ],
  'Manchester|NH': [
    'Elm Street;Elm St', 'Hanover Street;Hanover St', 'Valley Street;Valley St', 'Maple Street;Maple St', 'Union Street;Union St', 'Chestnut Street;Chestnut St',
    'Lake Avenue;Lake Ave', 'South Willow Street;S Willow St;So. Willow St;Route 28;Rte 28', 'Candia Road;Candia Rd', 'Mammoth Road;Mammoth Rd', 'Wilson Street;Wilson St',
    'Amherst Street;Amherst St', 'Granite Street;Granite St',
  ],
  'Portsmouth|NH': ['Islington Street;Islington St', 'Market Street;Market St', 'Middle Street;Middle St', 'Lafayette Road;Lafayette Rd;US Route 1;US-1;Rte 1'],
  'Durham|NH': ['Madbury Road;Madbury Rd', 'Mill Road;Mill Rd', 'Strafford Avenue;Strafford Ave', 'Garrison Avenue;Garrison Ave', 'Main Street;Main St'],
  'Hanover|NH': ['Lebanon Street;Lebanon St;Route 120;Rte 120', 'Allen Street;Allen St', 'School Street;School St', 'Main Street;Main St'],
};

const NE_BASES = (
  'Main High Pleasant School Church Summer Winter Spring Water Mill Union Maple Elm Oak Pine Chestnut Walnut Park Prospect Washington Central Franklin ' +
  'Lincoln Bridge Front Green Granite Cottage Grove Temple Court Federal Hawthorne Putnam Salem Common Academy Adams Pearl Cedar Willow Auburn Vernon ' +
  'Wendell Marion Florence Myrtle Linden Ash Hillside Highland Orchard Fuller Howard Bowdoin Everett Harrison Warren Bartlett Russell Kidder Lowell ' +
  'Porter Belmont Irving Sargent Thorndike Appleton Dana Endicott Winthrop Bradford Standish Brewster Alden Pilgrim Plymouth Hancock Quincy Otis Revere ' +
  'Paul Gorham Dexter Ellery Mount Vernon Pearl Hill Elmwood Woodbine Greenleaf Cushing Tufts Bigelow Ames Lawrence Kendall Kirkland Wadsworth'
).split(' ');
const NE_TYPES: readonly (readonly [string, number])[] = [['Street', 14], ['Avenue', 4], ['Road', 2], ['Place', 1], ['Terrace', 1], ['Court', 1], ['Lane', 1], ['Park', 0.3]];

/** The streets of a New England town: its named streets plus ordinary ones. */
export function streetsForPlace(place: Place, rng: Rng): Street[] {
  const out = new Map<string, Street>();
  for (const spec of SPECIAL[`${place.city}|${place.state}`] ?? []) {
    const forms = spec.split(';');
    out.set(forms[0] ?? spec, { key: forms[0] ?? spec, forms });
  }
  const wanted = out.size + 18 + Math.round(place.weight * 4);
  let guard = 0;
  while (out.size < wanted && guard++ < 500) {
    const base = rng.pick(NE_BASES);
    const type = rng.weighted(NE_TYPES);
    const dir = rng.chance(0.07) ? rng.pick(['North', 'South', 'East', 'West']) : null;
    const s = type === 'Park' ? { key: `${base} Park`, forms: [`${base} Park`, `${base} Pk`] } : street(base, type, dir);
    if (!out.has(s.key)) out.set(s.key, s);
  }
  return [...out.values()];
}

const SFR_BASES: Record<string, readonly string[]> = {
  ATL: 'Peachtree,Magnolia,Dogwood,Sweetgum,Pecan,Hickory,Azalea,Camellia,Red Oak,Laurel Ridge,Brookhollow,Stone Creek,Sugarloaf,Hampton Ridge,Chattahoochee,Piedmont,Cherokee,Rosebud,Honeysuckle,Sweetbay,Oconee,Flint River,Cotton Mill'.split(','),
  CLT: 'Queens,Catawba,Crepe Myrtle,Loblolly,Mallard Creek,Sugar Creek,Carolina Wren,Yadkin,Bluestem,Wild Turkey,Hornets Nest,Longleaf,Tuckaseegee,Rocky River,Sardis,Idlewild,Reedy Creek,Beatties Ford'.split(','),
  PHX: 'Desert Willow,Saguaro,Mesquite,Palo Verde,Ocotillo,Cholla,Sonoran,Coyote,Roadrunner,Agave,Ironwood,Desert Sage,Quail,Javelina,Pinnacle,Superstition,Sundance,Tumbleweed'.split(','),
  DFW: 'Bluebonnet,Live Oak,Pecan Hollow,Mockingbird,Lone Star,Cedar Elm,Prairie,Longhorn,Mustang,Saddle,Bur Oak,Post Oak,Trinity,Brazos,Caddo,Chisholm,Indian Paintbrush,Bois d Arc'.split(','),
  TPA: 'Palmetto,Cypress,Sandhill Crane,Osprey,Heron,Pelican,Mangrove,Sabal Palm,Gulf Breeze,Citrus,Orange Blossom,Bay Laurel,Manatee,Tarpon,Snook,Egret,Ibis,Sawgrass'.split(','),
  IND: 'Hoosier,Sycamore,Buckeye,Limestone,Cardinal,Tulip Tree,Redbud,Walnut Creek,Fall Creek,White River,Prairie View,Heather,Eagle Creek,Geist,Brookville,Pendleton,Cumberland,Emerson'.split(','),
};
const SFR_TYPES: Record<string, readonly (readonly [string, number])[]> = {
  ATL: [['Drive', 4], ['Court', 3], ['Lane', 3], ['Way', 2], ['Trail', 2], ['Circle', 1], ['Place', 1], ['Run', 1]],
  CLT: [['Drive', 4], ['Court', 3], ['Lane', 3], ['Road', 2], ['Way', 1], ['Circle', 1]],
  PHX: [['Drive', 3], ['Lane', 2], ['Street', 2], ['Avenue', 1], ['Way', 1], ['Circle', 1], ['Court', 1]],
  DFW: [['Drive', 4], ['Lane', 3], ['Court', 2], ['Trail', 2], ['Cove', 1], ['Parkway', 1], ['Circle', 1]],
  TPA: [['Drive', 3], ['Lane', 2], ['Court', 2], ['Way', 2], ['Loop', 2], ['Place', 1], ['Circle', 1], ['Boulevard', 1]],
  IND: [['Drive', 4], ['Lane', 2], ['Court', 2], ['Way', 2], ['Place', 1], ['Circle', 1], ['Road', 1]],
};

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${s}`;
}

/** A suburban street for a single-family house (Phoenix and Indianapolis also use numbered grid streets). */
export function sfrStreet(metro: Metro, rng: Rng): Street {
  if (metro === 'PHX' && rng.chance(0.35)) {
    return street(ordinal(rng.int(19, 115)), rng.pick(['Avenue', 'Drive', 'Lane', 'Street']), rng.pick(['North', 'South', 'West', 'East']));
  }
  if (metro === 'IND' && rng.chance(0.25)) return street(ordinal(rng.int(10, 96)), 'Street', rng.pick(['East', 'West']));
  return street(rng.pick(SFR_BASES[metro] ?? SFR_BASES.ATL ?? []), rng.weighted(SFR_TYPES[metro] ?? SFR_TYPES.ATL ?? []));
}

export const SUBDIVISION_WORDS = ['Estates', 'Crossing', 'Park', 'Meadows', 'Ranch', 'Landing', 'Reserve', 'Village', 'Trace', 'Lakes', 'Pointe', 'Farms', 'Ridge', 'Preserve', 'Run', 'Hills', 'Glen'];
export function sfrBase(metro: Metro, rng: Rng): string {
  return rng.pick(SFR_BASES[metro] ?? SFR_BASES.ATL ?? []);
}
