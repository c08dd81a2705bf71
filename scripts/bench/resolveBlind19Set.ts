/**
 * Blind resolve set 19 — data sheet.
 *
 * Client: Brickline Residential Management, LLC, a Philadelphia manager with offices in Baltimore, Cleveland,
 * St. Louis and Minneapolis, running 2,000 properties (20,000 units) across the Mid-Atlantic and the Midwest's older
 * cities and their inner suburbs: Philadelphia (rowhouses, trinities on the small streets, "1/2" rear houses, N/S
 * numbered streets), Baltimore (rowhouses grouped by block, whose houses are units with their own addresses, and
 * alley houses), Washington DC (quadrants make "1500 K St NW" and "1500 K St SE" different places; lettered and
 * state-named avenues), Richmond, Norfolk, Pittsburgh, Cleveland (doubles up and down), Columbus, Cincinnati
 * (hillside walk-ups with "Rear" units), Indianapolis, Louisville, St. Louis (four-family flats A-D), Kansas City
 * (the same street names on the Kansas and Missouri sides), Milwaukee (duplexes upper/lower, "2415A" uppers) and
 * Minneapolis-St. Paul (fourplexes, "1/2" addresses, "Ave S" vs "Ave N"). Also twins, triple-deckers, garden
 * complexes with building letters, mid-rise condos by floor, senior buildings, corner stores with apartments above,
 * scattered single-family rentals and parking lots. Property names are estate names, codes ("PHL-4821") or, for
 * small buildings, their own address.
 *
 * Vendors (5,000): 69 investor-owned and municipal utilities (PWD, PECO, BGE, Pepco, DC Water, Duquesne Light,
 * Cleveland Water, three different "MSD"s, Ameren, two Evergys, We Energies, Xcel...), 33 tax collectors keyed by
 * parcel, block-and-lot, SSL or tax key, 10 rental-licensing offices, 25 national firms (Home Depot Pro, Grainger,
 * Sherwin-Williams, WM, Otis...) and 4,863 local trades (haulers, snow removal, boiler and radiator shops,
 * lead-paint inspectors, pest control, locksmiths...), each tied to one metro. Some share aliases ("MSD",
 * "Evergy", "American Water"); a few list a billing platform's address. About 14,700 account numbers tie vendors
 * to properties and units. GL chart: 109 accounts; the history holds about 26,000 codings.
 *
 * Bills (10,000): 3,300 utility, 420 tax, 130 licensing, 800 national, 5,350 local. They print what real ones do:
 * abbreviated, misspelt or OCR-slipped service addresses, DC quadrants dropped or misprinted, "St." vs "Street",
 * ordinals spelt out, the unit inline, on its own line, in the unit field, in the text, fused to the house number,
 * or missing when the account or the unit's own address carries it; a property name, alias or code instead of an
 * address; the remit-to box or the manager's office read as a site; "Bill To" naming the manager; payees without
 * "Inc.", in capitals, by alias or dba, misspelt, or as the billing platform; account numbers re-spaced, masked or
 * with an extra check group. Every slip is checked against the directory: what a bill prints singles out its
 * property, unit and vendor for a careful clerk — except 150 bills (1.5%) that carry no clue to the property and 300
 * that rely on the vendor's default property.
 *
 * GL rule: a bill's expected GL is its vendor's latest whole-bill coding (description null), by instant — the
 * history mixes Z, millisecond and offset timestamps, so string order can mislead — else the vendor's default.
 * Line codings never decide it, even when newer; the history is shuffled and holds reclassifications and one-offs.
 *
 * Determinism: one mulberry32 seed, forked per phase by label; no clock, no Math.random. A self-check recomputes
 * counts, ids, unit ownership and every expected GL from the rule, and throws on any violation.
 */
import type { DirectoryData } from '../../src/server/directory/resolver/types';
import type { ResolveSet } from './resolveSet';
import { AccountRegistry, assignAccounts } from './resolveBlind19/accounts';
import { type Ctx, composeBill } from './resolveBlind19/billCompose';
import { BILL_COUNT, planBills } from './resolveBlind19/billPlan';
import { toDirectory } from './resolveBlind19/directory';
import { buildHistory } from './resolveBlind19/history';
import { PROPERTY_COUNT, UNIT_COUNT, buildProperties } from './resolveBlind19/properties';
import { namePool, nameProperties } from './resolveBlind19/propertyNames';
import { Rng } from './resolveBlind19/rng';
import { selfCheck } from './resolveBlind19/selfCheck';
import { NearIndex, coreKey } from './resolveBlind19/text';
import { VendorIndex } from './resolveBlind19/variants';
import { COMMERCIAL_STREETS, VENDOR_COUNT, buildVendors, remitSpots } from './resolveBlind19/vendors';

export function blindResolveSet19(seed = 19): ResolveSet {
  const root = new Rng(seed);
  const built = buildProperties(root.fork('properties'), remitSpots());
  const props = nameProperties(root.fork('names'), built.props);
  for (const s of COMMERCIAL_STREETS) {
    if (built.book.cores.has(coreKey(s.replace(/ \S+$/, '')))) throw new Error(`blind19: shop street ${s} is also a site street`);
  }
  const vendors = buildVendors(root.fork('vendors'));
  const reg = new AccountRegistry(root.fork('account-numbers'));
  assignAccounts(root.fork('accounts'), props, vendors, reg);
  const { history, expected } = buildHistory(root.fork('history'), vendors);
  const remitCount = new Map<string, number>();
  for (const v of vendors) if (v.remit) remitCount.set(v.remit, (remitCount.get(v.remit) ?? 0) + 1);
  const ctx: Ctx = {
    book: built.book, reg, vidx: new VendorIndex(vendors), pnear: new NearIndex(namePool(props).keys()), remitCount, gl: expected,
    wide: new Map(vendors.map((v) => [v.id, v.accounts.filter((a) => a.propertyId === null)])),
  };
  const billRng = root.fork('bills');
  const bills = planBills(root.fork('plans'), props, vendors).map((plan) => composeBill(billRng, ctx, plan));
  const directory: DirectoryData = toDirectory(root.fork('directory'), props, vendors, history);
  const set: ResolveSet = { directory, bills };
  selfCheck(set, { properties: PROPERTY_COUNT, units: UNIT_COUNT, vendors: VENDOR_COUNT, bills: BILL_COUNT });
  return set;
}
