/*
 * DATA SHEET — blind resolver set no. 9: "Great Lakes & Southeast, in the cities".
 *
 * Provenance. Written blind, from src/server/directory/resolver/types.ts (the interface and its
 * comments) and the product rules stated in the brief only. No resolver code, tests, README or
 * other authors' sets were read. Own PRNG (mulberry32, resolveBlind9/rng.ts); deterministic: the
 * same seed gives byte-identical output (checked by building twice and hashing the JSON). Builds
 * in about 2 s. Imports only types from types.ts and this folder.
 *
 * What is modelled. One client, "Lakefront & Magnolia Residential LLC" (offices 225 W Wacker Dr,
 * Chicago and 3340 Peachtree Rd NE, Atlanta — printed on every bill as Bill To, and kept free of
 * properties), managing in 29 cities of 14 metros: Chicago (+ Evanston, Oak Park, Cicero),
 * Milwaukee (+ Wauwatosa, West Allis), Detroit (+ Ferndale, Royal Oak, Warren, Southfield,
 * Dearborn, Hamtramck — Mile roads), Cleveland (+ Lakewood, Cleveland Heights), Pittsburgh,
 * Minneapolis, St Paul, Atlanta (+ Decatur; NE/NW/SE/SW quadrants, a dozen "Peachtree" streets),
 * Charlotte, Nashville, Memphis, Birmingham, New Orleans, Savannah, Charleston. Property count by
 * city: Chicago 367, Atlanta 186, Cleveland 156, Detroit 149, Minneapolis 120, Milwaukee 107,
 * Memphis 101, Pittsburgh 99, Charlotte 96, Nashville 83, New Orleans 83, Birmingham 74, others 579.
 *
 * Directory (measured, seed 9009)
 *   properties 2,000 / units 20,000 / vendors 5,000 / GL accounts 58 / history rows 23,916
 *   kinds: single-family homes named by their address 760 (0 units); small multifamily 700 (1,717
 *     units: Chicago two/three-flats "1","2","3","Garden" and six-flats "1F".."3R"; Milwaukee
 *     duplexes "Lower"/"Upper" with own numbers 2315 / 2317 under "2315-2317 N 1st St" or an
 *     upper at "2315A"; Cleveland doubles "Up"/"Down"; Pittsburgh "Front" + "Rear" house at
 *     "1422 Rear Sarah St"; Twin Cities fourplexes; New Orleans shotgun doubles "A" + "B" at
 *     "2418 1/2 Dauphine St" or "2418"/"2420" under "2418-2420"; Detroit/Twin Cities/NOLA upper
 *     and lower flats; southern duplexes "A"/"B" with own numbers; 8% with no units loaded);
 *     courtyard buildings 140 (3,331 units "4806-2E": entrance number + floor + side, property
 *     address a range "4800-4812 N Kedzie Ave"); HOA/condo associations 200 (3,574 units; 45%
 *     association-level with no units; townhome HOAs whose units have their own house numbers;
 *     57 with no address at all); commercial strips 100 (865 "Suite 110" units); garden-style
 *     communities 60 (7,808 units "C-204", "12-204", "12204"); mid-rises 40 (2,705 units "1204","12B").
 *   units per property: 0 → 925, 1-4 → 615, 5-49 → 368, 50-199 → 80, 200+ → 12 (max 263).
 *   units with their own street address: 1,079 (5.4%). Properties with aliases: 651.
 *   vendors: 68 utilities (9 electric, 13 gas incl. Atlanta Gas Light and the Georgia marketers,
 *     28 city water/sewer, 5 combined: We Energies, DTE, MLGW, Entergy New Orleans, Dominion SC;
 *     10 haulers; 3 telecom) holding 7,758 accounts; 4,932 trades (29 trades) holding 2,749
 *     customer numbers; 3,048 accounts are unit-level, 19 hauler master accounts have no property.
 *     631 trades trade under a d/b/a (directory name = owner or d/b/a, the other as alias); 451
 *     trade names are deliberate near-twins of another ("& Sons", sibling trade word, one-letter
 *     spelling change, "North ..."); Peoples Gas vs Peoples Natural Gas; the two Dominion
 *     companies share the domain @dominionenergy.com. Sender e-mails: whole domain 3,432,
 *     a personal gmail/att.net-style address 1,152, none 582. Tax id 3,992. Remit-to 4,464
 *     (2,259 PO boxes / lockboxes, often in another state, some via a factoring company).
 *     Default property 492. Default GL 2,130.
 *   GL: by the rule, 3,403 vendors resolve from a bill-level row, 893 from the default GL, 704 from
 *     line-level rows. History rows: 8,095 bill-level, 15,821 line-level, shuffled; stamps
 *     Z 31.8%, Z with ms 20.2%, -05:00 19.7%, -06:00 10.4%, -04:00 8.9%, offset with ms 9.1%.
 *
 * Bills: 10,000 (shares measured from the generated set; tags are in buildSet9's output)
 *   vendor kind: trade 52.6%, utility 42.3%, hauler 4.4%, telecom 0.7%.
 *   property kind: small multifamily 31.0%, single-family 25.2%, HOA 14.3%, garden 9.8%,
 *     courtyard 9.3%, commercial 6.1%, mid-rise 4.4%. 1,940 distinct properties, 3,303 vendors.
 *   property cue (a bill may carry several): street address 77.0%, unmasked account 43.2%,
 *     property name or alias 28.0%, masked account 6.4%, a unit's own address 1.8%, nothing but
 *     the vendor's default property 1.8%. Combinations: account+address 35.2%, address 23.1%,
 *     name 12.9%, address+name 11.7%, masked account+address 6.2%, account only 3.8%,
 *     account+name 2.6%, vendor default 1.8%, others 2.6%.
 *   address printed (share of all bills): plain 21.6%, ZIP+4 19.4%, no city/ZIP 13.4%, spelled
 *     out 11.7%, all caps 23.8%, city alias (Mpls, Saint Paul, CLT...) 7.0%, no ZIP 6.3%, street
 *     typo 6.1%, suffix dropped 5.0%, extra directional 4.8%, directional dropped 3.9%, alternate
 *     street name (Eight Mile, MLK, KK, First) 1.5%; courtyard entrance number instead of the
 *     range 4.2%, short range "2418-20" 2.3%; multi-line 32.6%. Degraded forms (no city,
 *     directional, suffix, typo) are used only where no other directory address shares the
 *     number and street core in that city (anywhere, for a dropped city).
 *   near-twins: the target's number is used on another street of the same city 24.1%; the same
 *     number and street name exists elsewhere (other directional, suffix or city) 6.8%; the
 *     property's name has a near-twin 7.1%; the vendor is a near-twin name 4.8%.
 *   name printed: exact 25.3% (of which caps 4.2%), alias 1.7%, shortened ("Apts", no "The") 0.9%.
 *   unit: expected unitId set on 33.5%. Unit named by a unit designation field 13.4%, on the
 *     service address line only 11.4%, in a line item 3.9%, by its own street address 1.8%, only
 *     by a unit-level account 1.7%, only in a note in the text 1.3%. Unit job with the unit
 *     never named → expected null 2.9%. Property-level bill at a property with units 30.2%, at a
 *     property without units 33.1%; a unit printed that the directory does not have → null 0.4%.
 *     Forms: Apt/Unit/#/Ste/Suite/No./Side, "2nd Fl Front", "Fl 2", "Garden", "Upper"/"Lower"/
 *     "Upstairs", "Up Suite"/"Down", "Rear House", "Bldg C Apt 204", "Building 12, Unit 204".
 *   account printed: none 44.1%, as stored 21.7%, regrouped 8.7%, digits only 8.6%, masked
 *     (X's / ****, last 3-4 kept) 6.4%, vendor has one for the property but it is not printed
 *     6.2%, dashes as spaces 4.3%; with its label ("Account # ...") 11.9%.
 *   payee: exact 46.5%, Inc./LLC added or dropped 22.0%, caps 9.3%, alias or d/b/a 7.4%, typo
 *     7.2% (never landing on another vendor's name), none 7.1%, "Owner LLC dba Name" 0.5%.
 *   sender: vendor domain 46.7%, management-company forwarding address 35.1%, none 12.0%,
 *     vendor's personal address 5.7%, domain shared by two vendors 0.6%. Tax id printed 16.5%.
 *   Every bill has a vendor cue that identifies one vendor (payee/alias, unshared sender,
 *     printed tax id, or unmasked account) and a property cue as above.
 *   GL (expected glAccount = the rule applied to the vendor): from a bill-level row 77.1%, from the
 *     default 15.0%, from line-level rows 7.9%. Traps: a newer line-level row with another GL
 *     50.9%; default GL differs from the history's answer 22.8%; the latest row is later in time
 *     but earlier as text — printed with an offset (16.3%) or in the same second with
 *     milliseconds (7.5%) — so comparing the text picks the wrong GL on 23.8% of bills.
 */
import type { BillInput, DirectoryData } from '../../src/server/directory/resolver/types';
import { buildBills, type TaggedBill } from './resolveBlind9/bills';
import { buildDirectory } from './resolveBlind9/directory';
import { CITIES } from './resolveBlind9/geo';
import { GL_CHART } from './resolveBlind9/gl';
import { AddrIndex } from './resolveBlind9/print';
import { Rng } from './resolveBlind9/rng';
import { buildVendors } from './resolveBlind9/vendors';

export interface Set9 {
  directory: DirectoryData;
  bills: TaggedBill[];
}

/** The set with each bill's variant tags (for the data sheet's measured shares). */
export function buildSet9(seed = 9009): Set9 {
  const root = new Rng(seed);
  const rDir = root.fork(1);
  const rVen = root.fork(2);
  const rBill = root.fork(3);
  const d = buildDirectory(rDir, 20000);
  const vb = buildVendors(rVen, d.props, d.used, 5000);
  const ix = new AddrIndex();
  for (const c of CITIES) ix.addCityStreets(c);
  for (const p of d.props) {
    if (p.p.address && p.num && p.street) ix.add(p.p.id, p.num, p.street, p.city);
    for (const u of p.units) if (u.ownNum && u.ownStreet) ix.add(p.p.id, u.ownNum, u.ownStreet, p.city);
  }
  const bills = buildBills(rBill, d.props, vb.vendors, ix, 10000);
  const directory: DirectoryData = {
    properties: d.props.map((x) => x.p),
    units: d.units.map((u) => u.u),
    vendors: vb.vendors.map((x) => x.v),
    glAccounts: GL_CHART,
    history: vb.history,
  };
  return { directory, bills };
}

export function blindResolveSet9(seed = 9009): {
  directory: DirectoryData;
  bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[];
} {
  const s = buildSet9(seed);
  return { directory: s.directory, bills: s.bills.map((b) => ({ input: b.input, expected: b.expected })) };
}
