/**
 * A frozen, blind test set for the directory resolver (issue 16), written without reading the resolver:
 * one client's directory and 10,000 bills whose property, unit, vendor and GL account are known.
 *
 * Directory: 2,000 properties (1,400 apartment buildings, 240 commercial of which about half have suites,
 * 160 single homes with no units, 200 scattered sites whose units have their own street address), 20,000
 * units, 5,000 vendors (140 utilities, five per city, holding most account numbers; 4,860 trades and
 * suppliers), 317 GL accounts and 30,000 past codings. About 14% of addressed properties have a near twin
 * (same street number on another street type, direction, street, or the same street in another city);
 * about a quarter of building names share their first two words with another ("Oak Park Apartments" /
 * "Oak Park Villas"); about 1.5% of account numbers are shared by two vendors for different properties.
 *
 * Bills, by what places them (exact counts, see BLIND_SET_MIX):
 *   24% account number only      22% service address only      6% near-twin address     8% scattered unit's address
 *   10% property name (half similar-name)   5% alias   3% name with 1-2 typos
 *    8% vendor's default property only      12% account + address (+ name) agree        2% address beats default
 * By what names the vendor: 30% exact name, 15% other suffix / case, 8% alias (dba, acronym), 12% name with
 *   1-2 typos, 15% sender's domain only, 5% registered sender address only (some gmail), 15% name and e-mail.
 * GL: 20% recoded vendors (latest coding, not the most frequent), 40% stable history, 35% default GL only,
 *   5% history with no default. A vendor's latest coding is always bill-level; line-level codings are older.
 * Units: 48% of bills expect unitId null: house-meter and master-meter accounts, commercial buildings and
 *   homes without units, and a quarter of the other bills for properties with units, which concern the property
 *   as a whole (no unit anywhere in the text). The rest show the unit in the address line ("#204", "Apt 204", "Ste. 300"),
 *   on a line of its own, in the unit field, or only in a line item. Every bill prints the management
 *   company's bill-to block (a suite no property has) and, where the vendor has one, its remit-to (a PO box
 *   or an office on a street no property is on); 15% of account-only bills list the PO box as a service address.
 * Guards: a typo'd street, vendor or property name, a missing city line or direction, appears only where the
 * answer stays unique in this directory; no bill carries a cue that points elsewhere.
 */
import type { DirectoryData } from '../../src/server/directory/resolver/types';
import { buildBills, GL_COUNTS, STRATEGY_COUNTS, VENDOR_CUE_COUNTS, type BlindBill } from './resolveBlind/bills';
import type { ResolveSet } from './resolveSet';
import { Rng } from './resolveBlind/core';
import { buildPlaces } from './resolveBlind/directory';
import { buildVendors } from './resolveBlind/vendors';

export const BLIND_SET_BILLS = 10_000;

/** Bill counts per cue (each list sums to 10,000). */
export const BLIND_SET_MIX = {
  bills: BLIND_SET_BILLS,
  property: STRATEGY_COUNTS,
  vendor: VENDOR_CUE_COUNTS,
  gl: GL_COUNTS,
} as const;

const SEED = 0x5eed_b111;

/** The set with, per bill, how it was made (for reports; a resolver must not see `tags`). */
export function blindResolveSetTagged(): ResolveSet & { bills: BlindBill[] } {
  const r = new Rng(SEED);
  const places = buildPlaces(r);
  const vendors = buildVendors(r, places);
  const bills = buildBills(r, places, vendors, BLIND_SET_BILLS);
  const directory: DirectoryData = {
    properties: places.props.map((pm) => pm.p),
    units: places.units.map((um) => um.u),
    vendors: vendors.vendors.map((vm) => vm.v),
    glAccounts: vendors.glAccounts,
    history: vendors.history,
  };
  return { directory, bills };
}

export function blindResolveSet(): ResolveSet {
  const { directory, bills } = blindResolveSetTagged();
  return { directory, bills: bills.map(({ input, expected }) => ({ input, expected })) };
}
