/**
 * Blind set 16 of bench:resolve, written without sight of the resolver: one client's directory
 * and 10,000 bills with their answers. The client is a property manager across the Mountain
 * West, Alaska, Hawaii and Puerto Rico (Denver and the Front Range, Salt Lake and Utah County,
 * Boise, Albuquerque and Santa Fe, Las Vegas and Reno, Anchorage and the Mat-Su, Honolulu and
 * the neighbour islands, San Juan and Ponce): 2,000 properties (condos, scattered single-family
 * homes, mobile home parks, mixed-use, resort condos, offices, industrial parks, cabins), 20,000
 * units (Apt 3B, #204, Space 17, Lot 42, Bldg 2 Ste 110, Upper, Casa 5, Cabin 3, homes with their
 * own addresses), 5,000 vendors (utilities national and municipal, water and improvement
 * districts, treasurers and CRIM, associations, national chains, local trades), 105 GL accounts
 * and the vendors' coding history.
 *
 * Bills print what real ones do: Utah grid addresses ("450 S 700 E"), Albuquerque quadrants,
 * Hawaiian names with and without ʻokina and macrons, "Calle"/"Avenida" and urbanizaciones,
 * kilometre and mile posts, highway-contract routes and PO boxes, abbreviations, typos, OCR slips,
 * ZIP+4, the unit inline, on its own line, only in a line item or missing (then the account
 * names it), a property name or code instead of an address, the remit-to or the manager's bill-to
 * block taken for the site, payees with and without "Inc.", aliases and dba names, account numbers
 * regrouped, e-mails from billing platforms, Spanish statements. About 1.5% of the bills carry no
 * clue to the property; their answer is the true property all the same.
 *
 * GL rule: a bill's expected GL account is the account of its vendor's most recent whole-bill
 * coding (a PastCoding whose description is null, latest by instant, whatever the timestamp's
 * offset); when the vendor has none, the vendor's default GL account. Every vendor has one or the
 * other; line-level codings never decide it.
 *
 * Deterministic: one mulberry32 PRNG, forked per phase from the seed; no clock, no Math.random.
 */
import type { DirectoryData } from '../../src/server/directory/resolver/types';
import type { ResolveSet } from './resolveSet';
import { metro } from './resolveBlind16/geo';
import { GL_ACCOUNTS } from './resolveBlind16/glChart';
import { fork } from './resolveBlind16/rng';
import { PROPERTY_COUNT, UNIT_COUNT, buildPortfolio } from './resolveBlind16/properties';
import { VENDOR_COUNT, buildVendors } from './resolveBlind16/vendors';
import { buildHistory } from './resolveBlind16/history';
import { BILL_COUNT, buildBills, isNoClue } from './resolveBlind16/bills';
import { selfCheck } from './resolveBlind16/check';

export function blindResolveSet16(seed = 16): ResolveSet {
  const { props, units, book } = buildPortfolio(fork(seed, 'portfolio'));
  const vendors = buildVendors(fork(seed, 'vendors'), props, units, book);
  const { history, expected } = buildHistory(fork(seed, 'history'), vendors, (v) => metro(v.metros[0] ?? 'den').state);
  const bills = buildBills(fork(seed, 'bills'), { props, units, vendors, book, expectedGl: expected });
  const unitId = (i: number | null): string | null => (i === null ? null : units[i]?.id ?? null);
  const propId = (i: number | null): string | null => (i === null ? null : props[i]?.id ?? null);
  const directory: DirectoryData = {
    properties: props.map((p) => ({ id: p.id, name: p.name, aliases: p.aliases, address: p.address, city: p.dirCity, state: p.metro.state, zip: p.dirZip })),
    units: units
      .map((u) => ({ id: u.id, propertyId: propId(u.propIdx) ?? '', unit: u.label, address: u.address }))
      .sort((a, b) => (a.id < b.id ? -1 : 1)),
    vendors: vendors.map((v) => ({
      id: v.id, name: v.name, aliases: v.aliases, senderEmails: v.senderEmails, remitTo: v.remitTo, taxId: v.taxId,
      defaultGlAccount: v.defaultGl, defaultPropertyId: propId(v.defaultPropIdx),
      accounts: v.accounts.map((a) => ({ accountNumber: a.accountNumber, propertyId: propId(a.propIdx), unitId: unitId(a.unitIdx) })),
    })),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  const set: ResolveSet = { directory, bills };
  const noClue = Array.from({ length: BILL_COUNT }, (_x, i) => i).filter(isNoClue).length;
  selfCheck(set, { properties: PROPERTY_COUNT, units: UNIT_COUNT, vendors: VENDOR_COUNT, bills: BILL_COUNT }, noClue);
  return set;
}
