/**
 * Blind set 18 for bench:resolve (issue 16) - data sheet.
 *
 * Client. Bayou & Bluebonnet Residential, LLC, a third-party property manager across Texas and the
 * Deep South, billed at regional offices in Houston, Dallas, Austin, New Orleans, Atlanta, Nashville
 * and Charlotte. Sixteen metros: Houston, Dallas-Fort Worth, Austin, San Antonio, El Paso and the
 * Rio Grande Valley; New Orleans and Baton Rouge (Louisiana parishes, not counties); Atlanta,
 * Birmingham, Jackson MS, Memphis (with DeSoto County MS), Nashville, Charlotte (with York County
 * SC), Raleigh-Durham and Charleston SC.
 *
 * Directory. Exactly 2,000 properties, 20,000 units, 5,000 vendors, a 108-account chart and the
 * vendors' coding history. Properties: garden apartments (units by building number or letter:
 * "3-204", "B204", "1204"), student housing leased by the bed ("204-B", "204B", "204-2"), senior
 * living (apartments and cottages), build-to-rent communities whose homes are units with their own
 * street addresses (labelled "Lot 14" or by house number), New Orleans shotgun doubles
 * ("1234-36 Dauphine St", each side a unit with its own address), duplexes (A/B, 1/2, Upper/Lower,
 * or two addresses), strip retail with suites, self-storage (office, manager's apartment) and
 * single-family homes (no units). Each property has a code ("HOU-042") among its aliases, some a
 * bare place name or former name; a few have no address on file. No two sites in the portfolio
 * share a number on a street, whatever the street's spelling. Vendors: Texas retail electric
 * providers (accounts are ERCOT ESI IDs), co-ops and municipal utilities, MUDs/WCIDs/FWSDs for
 * suburban Texas water, parish sheriffs and county tax collectors with parcel numbers, HOAs with
 * their management companies, pest, pool and lawn firms (local, franchised, branches), national
 * firms, and local trades; some trade under a dba, some send through Paymentus, InvoiceCloud,
 * bill.com, QuickBooks, ServiceTitan, Jobber, FieldRoutes, Skimmer, CINC or AppFolio (shared
 * sender addresses a few vendors even list as their own). Vendor names are unique once legal
 * suffixes, "'s", "and"/"&" and "Services" are set aside.
 *
 * Bills. 10,000, as extraction reads them: electric 2,200, water 1,200, gas, trash and telecom 400
 * each, property tax 300, HOA 500, pest 700, pool 300, lawn 700, trades 2,300, national firms 600.
 * They print Farm-to-Market and Ranch-to-Market roads, state, US and interstate frontage roads in
 * their many spellings, abbreviated or spelled-out types and directionals, the metro's mailing city
 * for a suburb, ZIP+4, capitals, look-alike digits and one-letter typos or OCR slips in street
 * names (only where no other site with that number is near in spelling); the unit inline, on its
 * own line, in the unit field, inside the property text, or not at all when the account or the
 * home's own address carries it; a property name, alias or code instead of an address; the
 * remit-to PO box or the manager's office read as a site; "Bill To" naming the manager; payees
 * with and without "Inc."/"LLC", in capitals, by alias or dba, or misspelt (only where the
 * misspelling still points at one vendor), null when the sender address identifies the vendor;
 * account numbers reformatted, stripped of leading zeros or masked to a last four that is unique
 * among the vendor's accounts. Some bills rely only on the vendor's default property. About 1.5%
 * (from trades and national firms) carry no clue to the property; their truth is the true
 * property anyway. Every other expected answer is what a careful AP clerk could determine from the
 * bill and the directory.
 *
 * Expected. { propertyId, unitId (null for a whole-property bill), vendorId, glAccount }. GL rule:
 * the account of the vendor's most recent whole-bill coding (a PastCoding with description null and
 * the latest `at`, compared as instants: a few timestamps carry a -05:00/-06:00 offset and some lack
 * milliseconds); if the vendor has none, its default GL account. Line-level codings never decide
 * it, even when newer. History is unsorted and includes reclassifications and one-off recodings.
 *
 * Determinism. One mulberry32 PRNG seeded by `seed`, forked by label per phase; no clock, no
 * Math.random. The same seed gives the same set, byte for byte. checkSet() verifies counts, ids,
 * references, unit ownership and every expected GL before the set is returned.
 */
import type { PastCoding } from '../../src/server/directory/resolver/types';
import type { ResolveSet } from './resolveSet';
import { makeBill } from './resolveBlind18/bills';
import { checkSet } from './resolveBlind18/check';
import { codeVendors, expectedGl } from './resolveBlind18/coding';
import { GL_CHART } from './resolveBlind18/glChart';
import { BILL_MIX, Planner } from './resolveBlind18/plan';
import { PayeeBook } from './resolveBlind18/printing';
import { buildPortfolio } from './resolveBlind18/properties';
import { makeRng } from './resolveBlind18/rng';
import { buildVendors } from './resolveBlind18/vendors';

export function blindResolveSet18(seed = 18): ResolveSet {
  const rng = makeRng(seed);
  const portfolio = buildPortfolio(rng.fork('portfolio'));
  const build = buildVendors(portfolio, rng.fork('vendors'));
  const history = codeVendors(build.vendors, rng.fork('coding'));
  const byVendor = new Map<string, PastCoding[]>();
  for (const h of history) {
    const list = byVendor.get(h.vendorId) ?? [];
    list.push(h);
    byVendor.set(h.vendorId, list);
  }
  const gl = new Map<string, string>();
  for (const v of build.vendors) {
    const g = expectedGl(v.dir.id, v.dir.defaultGlAccount, byVendor.get(v.dir.id) ?? []);
    if (g === null) throw new Error(`vendor ${v.dir.id} has no GL`);
    gl.set(v.dir.id, g);
  }
  const planner = new Planner(build, portfolio, rng.fork('plan'));
  const schedule = rng.fork('schedule').shuffle(BILL_MIX.flatMap(([c, n]) => Array.from({ length: n }, () => c)));
  const ctx = { registry: portfolio.registry, payees: new PayeeBook(build.vendors), propertyNames: portfolio.nameIndex, gl };
  const billRng = rng.fork('bills');
  const bills = schedule.map((c) => makeBill(planner.plan(c), ctx, billRng));
  const set: ResolveSet = {
    directory: {
      properties: portfolio.properties.map((p) => p.dir),
      units: portfolio.units.map((u) => u.dir),
      vendors: build.vendors.map((v) => v.dir),
      glAccounts: GL_CHART,
      history,
    },
    bills,
  };
  checkSet(set);
  return set;
}
