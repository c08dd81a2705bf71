/*
 * DATA SHEET: blind resolver set 10 (seed 10010)
 *
 * How it was written: only from src/server/directory/resolver/types.ts (the interface and its
 * comments) and the product rules in the brief. I did not read the resolver's code, its tests,
 * the README or any other bench set. The generator (scripts/bench/resolveBlind10/) uses its own
 * mulberry32 PRNG and imports nothing but types from the product. The same seed gives the same set.
 *
 * What it models: one client's directory at a management company ("Bluestem Residential
 * Partners", with bill-to offices in Houston, Dallas, Austin, Denver, Boise, McLean VA and
 * Philadelphia) and the bills its vendors send.
 * Region: Texas (Houston, Dallas-Fort Worth, San Antonio, Austin), the Mountain West (Denver
 * and its suburbs, Colorado Springs, Fort Collins, Boise/Meridian/Nampa, Spokane, Reno/Sparks) and
 * the Mid-Atlantic suburbs (Northern Virginia, Montgomery County MD, Philadelphia and Upper
 * Darby/Norristown, South Jersey, Baltimore City and County). 68 cities. Streets are the real
 * arterials of those places: frontage and highway roads in several written forms (IH 10 / I-10 /
 * Interstate 10, FM 1960 Rd W / FM-1960 / Farm to Market Rd 1960, State Highway 6 / Hwy 6 / SH 6,
 * NW Loop 410, LBJ Fwy / Lyndon B Johnson Fwy, Route 70 / NJ-70), grid directionals (E Colfax
 * Ave, S Broadway, N Sam Houston Pkwy) and made-up residential streets.
 *
 * Counts (measured):
 *   Properties 2,000: 919 single-family homes named by their address, 281 without units
 *   (community associations, retail pads, office buildings), 212 small commercial (strip
 *   centres, "Suite 110" / "B"), 184 duplexes, 145 Philadelphia/Baltimore-style splits
 *   ("1st Fl", "2nd Fl", "Rear", "Basement"), 74 garden complexes (up to 30+ buildings:
 *   "Bldg 12 Apt 1203", "12-203", "A101"), 66 condo associations ("Unit 4-201", "302"), 61
 *   mid-rises, 47 townhome HOAs (each home a unit with its own street address), 11 scattered-site
 *   portfolios (homes as units with full addresses; the portfolio itself has no address).
 *   By metro: DFW 302, Houston 284, Denver 222, Austin 174, San Antonio 168, N. Virginia 136,
 *   Montgomery Co. 120, Philadelphia 106, Boise 105, Colorado Springs 89, Spokane 77, Reno 76,
 *   Baltimore 53, South Jersey 50, Fort Collins 38.
 *   Units 20,000, uneven: 1,254 properties have none, 367 have 1-4, 271 have 5-49, 87 have
 *   50-199, 21 have 200 or more (max 359). 1,738 units have their own street address.
 *   Vendors 5,000: 88 utilities / telecoms / waste haulers (CenterPoint, Reliant, TXU, Gexa,
 *   Atmos, CPS Energy, SAWS, Austin Energy, Harris County MUDs, Xcel, Denver Water, Colorado
 *   Springs Utilities, Idaho Power, Avista, NV Energy, Dominion, Washington Gas and WGES, Pepco,
 *   BGE, WSSC, Fairfax Water, PECO, PGW, Philadelphia Water, PSE&G, Comcast, Spectrum, AT&T,
 *   Verizon, WM, Republic... plus a city utility where no other water vendor serves), 14
 *   national service firms (elevator, pest, fire, laundry, valet trash, supply) and 4,898 local
 *   trades in 27 trades; 613 with a d/b/a, 201 deliberate name near-twins of another trade, 1,745
 *   reached only through a free-mail address, 4,011 with a tax id, 523 with a default property,
 *   3,233 with a default GL account. 18,875 accounts (4,970 tied to a unit, 1,221 with no
 *   property: the unit or the bill must place them); 100 account numbers are held by two vendors.
 *   GL chart: 75 accounts. History: 25,126 PastCoding rows (5.03 per vendor), shuffled;
 *   timestamps 41% "Z", 27% with milliseconds, 31% with an offset.
 *   Bills 10,000.
 *
 * Shares of the bills (measured on the generated set):
 *   Vendor: utility 46.1%, local trade 45.1%, national firm 8.8%.
 *   Level: property 76.5%, unit 23.5% (unit named: unitText 9.6%, on the address line 3.4%,
 *   on its own address line 3.0%, by the unit's own street address 3.4%, only in the body text
 *   2.3%, only in a line item 1.7%).
 *   What places the property: address only 36.7%, account + address 34.5%, masked account +
 *   address 6.5%, account only 5.3%, address + name 4.9%, account + address + name 2.7%, account
 *   + name 1.9%, account + unit's own address 1.6%, nothing (vendor's default property) 1.6%,
 *   name only 0.9%, other combinations 4.4%.
 *   Account number printed: none 45.1%, as stored 26.5%, masked to the last four 8.6%, without
 *   separators 6.4%, regrouped with dashes 5.3% or spaces 5.0%, check digit split off 3.1%.
 *   Addresses (share of all bills): city + state + ZIP 42.1%, with ZIP+4 13.3%, city + state
 *   11.9%, state + ZIP only 7.2%, no city line 14.8%; street type spelled out 19.9%, upper case
 *   12.2%, street-name typo 5.4%, directional missing 4.3%, highway written another way 3.9%,
 *   directional spelled out 3.0%, moved 2.7%, added where the street has none 2.4%.
 *   Payee: legal suffix dropped/changed 25.1%, upper case 24.2%, an alias 23.3%, exact 16.5%,
 *   empty 7.8%, "X dba Y" 1.7%, misspelt 1.5%. Sender: vendor's domain or address 57.4%, the
 *   management company's forwarding box 18.4%, a billing platform 12.9%, none 11.2%.
 *   Near-twins: 8.7% of bills are for a property that shares its street number and street
 *   (another directional, another city) or is a made twin (same number on another street of the
 *   same city, next door); 3.5% are from a vendor with a name near-twin. In the directory: 20
 *   properties share number + street with another directional in the same city, 90 share
 *   number + street with one in another city, 153 share a number with another street of the same
 *   city, 146 share a name stem ("Cypress Creek Villas" / "Cypress Creek Village").
 *   GL: decided by a bill-level coding 57.9%, by the default GL 29.8%, by a line-level coding
 *   12.4%. For 20.8% of bills the newest bill-level row by text order is not the newest by
 *   instant; for 32.3% a line-level row is newer than the deciding bill-level row; for 29.4% the
 *   vendor has a default GL that a bill-level coding overrides.
 *
 * Every bill was checked while it was made by a lenient "careful reader" (resolveBlind10/evidence.ts):
 * the printed name, e-mail, tax id, remit-to and account must leave one vendor; account, addresses
 * (directional, type, city and ZIP only when printed) and names must leave one property (or,
 * printing nothing, the vendor's default property); a named unit must be the one unit; a bill
 * that names no unit has unitId null. Remit-to lockboxes, the vendor's shop address and the
 * management company's bill-to office are printed but are never the answer.
 */
import type { BillInput, DirectoryData } from '../../src/server/directory/resolver/types';
import { buildSet10 } from './resolveBlind10/build';

export function blindResolveSet10(seed = 10010): {
  directory: DirectoryData;
  bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[];
} {
  const built = buildSet10(seed);
  return { directory: built.directory, bills: built.bills };
}
