/**
 * Blind resolve set 17: one property manager ("Larch & Harbor Property Management") on the
 * Pacific Northwest and California coast and in New York City and New Jersey: Seattle, Tacoma,
 * Spokane, Portland, Eugene/Springfield, the Bay Area, Los Angeles, San Diego, the five boroughs
 * (Queens neighborhoods with hyphenated house numbers, Brooklyn brownstones by floor), Jersey City,
 * Hoboken and Newark. Its directory holds exactly 2,000 properties (co-ops and condos, brownstones,
 * garden apartments by building letter, SROs, ADUs and back houses at "1/2" addresses, mixed-use
 * storefronts, mobile-home parks, marinas with slips, parking garages with spaces, office towers
 * with floors and suites, warehouses with dock doors, fourplexes, single-family homes), 20,000
 * units, 5,000 vendors (utilities by service territory, municipal water/sewer, county tax
 * collectors with parcel numbers, carriers, per-building SaaS, national firms, franchise
 * branches, local trades), 90-110 GL accounts and the vendors' coding history; and 10,000 bills
 * as extraction reads them from PDFs, each with its true property, unit (null for the whole
 * property), vendor and GL account.
 *
 * Bills print what real ones do: abbreviated, misspelt or OCR-slipped service addresses, ZIP+4,
 * Queens hyphens dropped, "1/2" written "½", the unit inline, on its own line, in the unit field or
 * missing (when the account or the unit's own address carries it), a property name, alias or
 * property code instead of an address, the remit-to PO box or the manager's office read as a site,
 * "Bill To" lines naming the manager, payees with "Inc."/"LLC" dropped, all caps, aliases, dba
 * names and typos, senders from billing platforms (billtrust, paymentus, invoicecloud, QuickBooks,
 * bill.com) or forwarded by the manager's staff, account numbers reformatted or masked. About 1.5%
 * of bills carry no clue to the property at all; their truth is the true property anyway.
 *
 * GL rule: a bill's expected GL account is the account of its vendor's most recent whole-bill
 * coding (a PastCoding whose description is null, latest `at`) in the history; if the vendor has
 * none, the vendor's default GL account. Every vendor has one or the other. Line-level codings
 * (description set) never decide it, even when newer; history is unsorted and includes
 * reclassifications and one-off recodings.
 *
 * Deterministic: one mulberry32 PRNG seeded by `seed`, forked per phase; no clock, no Math.random.
 */
import type { DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor } from '../../src/server/directory/resolver/types';
import { makeBills } from './resolveBlind17/bills';
import { COUNTS, selfCheck } from './resolveBlind17/check';
import { GL_ACCOUNTS } from './resolveBlind17/gl';
import { makeHistory } from './resolveBlind17/history';
import { makeProperties } from './resolveBlind17/properties';
import { fork, idMaker } from './resolveBlind17/rng';
import { normName } from './resolveBlind17/text';
import { makeLocalVendors } from './resolveBlind17/vendorsLocal';
import { makeNamedVendors } from './resolveBlind17/vendorsNamed';
import type { ResolveSet } from './resolveSet';

export function blindResolveSet17(seed = 17): ResolveSet {
  const ids = fork(seed, 'ids');
  const props = makeProperties(fork(seed, 'properties'), idMaker(ids, 'prp_', 7), idMaker(ids, 'unt_', 8), COUNTS.properties, COUNTS.units);
  const newVendorId = idMaker(ids, 'vnd_', 7);
  const named = makeNamedVendors(fork(seed, 'vendors-named'), newVendorId, props);
  const taken = new Set(named.map((v) => normName(v.name)));
  const local = makeLocalVendors(fork(seed, 'vendors-local'), newVendorId, props, COUNTS.vendors - named.length, taken, new Set());
  const vendors = [...named, ...local];
  const { history, expectedGl } = makeHistory(fork(seed, 'history'), vendors);
  const bills = makeBills(fork(seed, 'bills'), vendors, props, expectedGl, COUNTS.bills);

  const properties: DirectoryProperty[] = props.map((p) => ({ id: p.id, name: p.name, aliases: p.aliases, address: p.dirAddress, city: p.dirCity, state: p.dirState, zip: p.dirZip }));
  const units: DirectoryUnit[] = props.flatMap((p) => p.units.map((u) => ({ id: u.id, propertyId: p.id, unit: u.spec.label, address: u.address })));
  const dirVendors: DirectoryVendor[] = vendors.map((v) => ({
    id: v.id, name: v.name, aliases: v.aliases, senderEmails: v.senderEmails.map((e) => e.toLowerCase()), remitTo: v.remitTo, taxId: v.taxId,
    defaultGlAccount: v.defaultGl, defaultPropertyId: v.defaultPropertyId, accounts: v.accounts.map((a) => ({ ...a })),
  }));
  const directory: DirectoryData = { properties, units, vendors: dirVendors, glAccounts: GL_ACCOUNTS, history };
  const set: ResolveSet = { directory, bills: bills.map((b) => ({ input: b.input, expected: b.expected })) };
  selfCheck(set);
  return set;
}
