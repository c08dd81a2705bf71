/*
 * BLIND RESOLVE SET 7 - small-town and rural America.
 *
 * Written without reading the resolver: its author saw only src/server/directory/resolver/types.ts
 * (the interface) and the product rules of the issue, and never ran the resolver on this set.
 * Deterministic per seed (one mulberry32 stream from seedData's prng); figures below are for
 * the default seed 7007.
 *
 * CLIENT   Hearthstone Rural Properties LLC, home office 1120 Clark St, Stevens Point WI, with
 *          regional offices in St. Johnsbury VT (Suite 3), Wellsboro PA, Greenville MS, Hamilton MT
 *          and Anchorage AK (Suite 410). Every bill is billed to one of these offices; no office
 *          is ever a site (but sites stand on the same streets, and NE/AK office suites look like units).
 *
 * DIRECTORY  2,000 properties, 20,000 units, 5,000 vendors, 360 GL accounts, ~25,900 codings.
 *   Regions (properties): central/Northwoods Wisconsin 320, northern New England + western MA 280,
 *     Minnesota lakes & Iron Range 200, central Appalachia (WV, eastern KY, SW VA, TN) 200,
 *     Montana/Idaho/Wyoming 200, upstate New York 180, northern-tier & central Pennsylvania 160,
 *     Mississippi Delta (MS, AR) 120, Acadiana & bayou Louisiana (parishes) 120, Alaska 120,
 *     northeast Iowa 100.
 *   Types (properties / units): walk-up apartments 413 / 4,509; duplexes & triplexes 396 / 1,214
 *     (Upper/Lower/Rear, A/B, 1/2, or two street numbers "2990 & 2992 N School St"); single-family
 *     homes 389 / 0; manufactured-home communities 195 / 6,027 ("Lot 47", "47", "Site 12",
 *     "Space 9"; ~30% with lots addressed on internal lanes); commercial strips 170 / 1,101
 *     ("Suite 3", "Unit 3", "Suite A", "101"); resort/vacation cabins 138 / 1,403 ("Cabin 4",
 *     "Chalet B", "Cottage 2", named cabins); seniors' apartments 102 / 3,503; scattered-site
 *     homes 62 / 331 (no property address; each unit a street address, some labelled by it);
 *     New England/NY/PA mill lofts 59 / 1,441 ("3R", "2F", "Loft 4"); farm labour housing
 *     44 / 270 (bunkhouses, houses, trailers, some with their own rural numbers); main-street
 *     "Block" buildings 32 / 201 (storefront suites + flats). 2,079 units have their own address.
 *   Addresses: Wisconsin grid numbers ("W1234 County Road K", "S8448 County Road MM"), county
 *     trunk and state highways (CTH/STH/Co Rd/WI-57 forms), Minnesota county roads and trunk
 *     highways, Iowa county roads, New England routes, NY county/state routes, PA township
 *     roads ("Twp Rd 412" / "T-412"), hollows and forks, rural-route and highway-contract boxes
 *     ("RR 2 Box 45", "HC 60 Box 12"; 12 as the address, 39 more kept as an alias after 911
 *     renumbering), Delta and Louisiana highways ("Hwy 61 N", "LA Hwy 1" / "LA-1"), Idaho grid
 *     ("4290 W 3400 N"), Wyoming "Road 14" / "Lane 11", Alaska mileposts ("Mile 5.5 Richardson
 *     Hwy" / "MP 5.5" / "5.5 Mile"), Anchorage/Fairbanks multi-ZIP cities, New England villages
 *     printed by their town ("Enosburgh" for Enosburg Falls, "Hartford" for White River Jct).
 *     5% of directory ZIPs are ZIP+4. Near-twins: 30 properties share their street line with a
 *     property in a neighbouring town; others sit at a transposed/nearby number or the same number
 *     on another road of the county; 384 properties share their name with another town's
 *     ("Maple Court", "Riverview Apartments"); twin town names across states (Newport VT/NH,
 *     Franklin NH/LA, Lewisburg PA/WV, Little Falls MN/NY, Eagle River WI/AK, Palmer MA/AK ...).
 *   Vendors: 1,914 utilities and governments - electric co-ops (member-location account numbers),
 *     "Water & Light" commissions and municipal light plants, investor-owned power, village water
 *     and fire districts, rural water districts, WV public service districts, LA waterworks
 *     districts, sanitary districts, propane (434) and heating-oil dealers, gas utilities, haulers,
 *     telephone co-ops and cable, tax collectors of each county, parish, borough or NE town
 *     (parcel numbers in each state's style) - and 3,086 local trades (plumbers, furnace men,
 *     septic pumpers, well drillers, snowplowers, gravel haulers, chimney sweeps, MHC home movers,
 *     dock installers, linen services, newspapers, lawyers ...). 753 trade under a d/b/a, 208
 *     have a default property, 506 share their letterhead name with another vendor (twins get a
 *     remit-to and tax id). senderEmails: 1,740 list an "@domain", 2,776 exact addresses, 484
 *     none. 23,284 accounts: 6,293 at a unit, 477 client-wide (no property), 311 numbers held by
 *     two or more vendors.
 *   GL: 51 expense bases x 7 property-type segments (-00 general ... -60 farm labour) + 3.
 *     Vendor coding profiles: bill-level history 2,721 (often with line-level rows newer than it),
 *     default + line-level rows 1,124, line-level only 475, default only 529, nothing 151 (never
 *     billed). Timestamps in Z, .000Z and -04:00 ... -09:00; 421 vendors have a newest bill-level
 *     row that sorts earlier as text than an older one.
 *
 * BILLS  10,000: 47.9% utility and tax bills (electric 1,545, propane 846, water 707, tax 681,
 *   trash 502, telecom 200, oil 128, sewer 111, gas 74), 52.1% trades. 34.4% are unit-level
 *   (expected.unitId set), 65.6% property-level (common meters, parcels, grounds, single-family).
 *   GL by rule: bill-level coding 56.9%, default 34.2%, line-level 8.8%; 1,035 bills depend on
 *   ordering timestamps by instant, not text; 2,598 on ignoring a newer line-level coding.
 *   payee: exact 34.6%, reworded 20.7%, alias 6.2%, "X d/b/a Y" 0.6%, upper case 7.0%, OCR slip
 *     9.1%, truncated 4.4%, none 15.1%, the manager's own name 2.3%.
 *   sender: listed address or listed domain 20.6%, unlisted address at a listed domain 6.3%,
 *     bill-pay platform 10.1% (InvoiceCloud, Paymentus, QuickBooks, Square ...), forwarded by the
 *     manager's staff 19.4%, unlisted vendor address 6.7%, none (mail) 36.8%. 25% are scans with
 *     OCR noise in the body and sometimes a garbled letterhead.
 *   account numbers: printed in 52.4% of bills - reformatted (dashes, spaces, leading zeros,
 *     regrouped, "#") 21.3%, masked ("****1234") 4.7%; a meter, invoice, PO, work-order or tank
 *     number slips into accountNumbers in 12%.
 *   property clues: address only 28.9%, address + account 20.1%, address + name 17.9%, all three
 *     14.0%, name or alias only 7.6%, name + account 4.3%, account number only 5.9%, nothing
 *     but the vendor's default property 1.4%. Printed addresses: city+ZIP 55.6%, ZIP+4 16.2%,
 *     city without ZIP 10.0%, ZIP without city 5.5%, street only (when unique) 12.4%, village's
 *     town 0.3%; 40% in a variant street form, 35% upper case on utility bills; 61 by the old
 *     rural-route box. The remit-to PO box (419) or the bill-to office (408) slips into
 *     serviceAddresses. propertyText: none 43.9%, name 20.6%, alias 5.9%, abbreviated 8.8%,
 *     "name - town" 7.1%, town only 4.5%, typo 3.5%, upper case 4.4%.
 *   unit clues (unit-level bills): unitText 55.7%; unit only in a line item 16.5% or only in the
 *     body 10.4%; in the printed address 742 (same line, after a comma, before the street, or on
 *     its own line); the unit's own street address 378; the unit-level account number only 240.
 *     Forms differ from the directory ("Space 9" for "Lot 9", "Downstairs" for "Lower", "Ste 3"
 *     for "Unit 3", "3-R", "Cabin Six"). 365 property-level bills carry a pseudo unit ("Common
 *     Area", "House Meter", "Grounds"); tax bills carry legal descriptions ("Lot 4 Blk 2").
 *
 * FAIRNESS  While printing, the generator checks each bill against the directory as a careful
 *   reader would and adds a clue when one is missing (remit-to or tax id for the vendor, 1.8%;
 *   a full address for the property, 7.5%; a unit label): every bill names its vendor (a unique
 *   name/alias, listed e-mail or domain, remit-to, tax id or a vendor-unique account number),
 *   its property (an address unique at the printed precision, a unique name/alias/owner entity,
 *   the vendor's account, or the vendor's default property when nothing else is shown) and,
 *   for unit-level bills, its unit; reworded payees and typos never spell another vendor's or
 *   property's exact name.
 */
import type { BillInput, DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor, PastCoding } from '../../src/server/directory/resolver/types';
import { BillPrinter, type Tally } from './resolveBlind7/bills';
import { OFFICES, buildRegions } from './resolveBlind7/geography';
import { glChart, planGl } from './resolveBlind7/glHistory';
import { TOTAL_PROPERTIES, TOTAL_UNITS, buildProperties } from './resolveBlind7/properties';
import { Rng } from './resolveBlind7/rand';
import { buildVendors } from './resolveBlind7/vendors';

export interface BlindBill7 {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

export const BLIND7_SIZES = { properties: TOTAL_PROPERTIES, units: TOTAL_UNITS, vendors: 5000, bills: 10000 } as const;

function instant(at: string): number {
  const ms = Date.parse(at);
  if (Number.isNaN(ms)) throw new Error(`bad timestamp ${at}`);
  return ms;
}

/**
 * The GL the product rules give a bill of this vendor: its most recent bill-level coding
 * (description null; most recent by instant, not by text), else its default GL account,
 * else its most recent line-level coding; null when it has none of these.
 */
export function expectedGl7(vendor: DirectoryVendor, history: readonly PastCoding[]): string | null {
  let billLevel: PastCoding | null = null;
  let lineLevel: PastCoding | null = null;
  for (const h of history) {
    if (h.vendorId !== vendor.id) continue;
    if (h.description === null) {
      if (!billLevel || instant(h.at) > instant(billLevel.at)) billLevel = h;
    } else if (!lineLevel || instant(h.at) > instant(lineLevel.at)) lineLevel = h;
  }
  if (billLevel) return billLevel.glAccount;
  if (vendor.defaultGlAccount) return vendor.defaultGlAccount;
  return lineLevel ? lineLevel.glAccount : null;
}

/** The set and the tallies of the variants drawn while printing it. */
export function buildBlindResolveSet7(seed = 7007): { directory: DirectoryData; bills: BlindBill7[]; tally: Tally; tags: string[][] } {
  const rng = new Rng(seed);
  const regions = buildRegions();
  const officeKeys = new Set(OFFICES.map((o) => `${o.street.toLowerCase()}|${o.city}|${o.state}`));
  const pw = buildProperties(rng, regions, officeKeys);
  const vw = buildVendors(rng, regions, pw, BLIND7_SIZES.vendors);

  const history: PastCoding[] = [];
  const defaults = new Map<string, string | null>();
  for (const v of vw.vendors) {
    const plan = planGl(rng, v, v.region.id === 'ak');
    defaults.set(v.id, plan.defaultGl);
    history.push(...plan.history);
  }
  rng.shuffle(history);

  const properties: DirectoryProperty[] = pw.properties.map((p) => ({
    id: p.id,
    name: p.name,
    aliases: p.aliases,
    address: p.line,
    city: p.town.name,
    state: p.town.state,
    zip: rng.chance(0.05) ? `${p.zip}-${String(rng.int(1, 9998)).padStart(4, '0')}` : p.zip,
  }));
  const units: DirectoryUnit[] = pw.properties
    .flatMap((p) => p.units.map((u) => ({ id: u.id, propertyId: p.id, unit: u.label, address: u.addressText })))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const vendors: DirectoryVendor[] = vw.vendors.map((v) => ({
    id: v.id,
    name: v.name,
    aliases: v.aliases,
    senderEmails: v.senderEmails,
    remitTo: v.remitTo,
    taxId: v.taxId,
    defaultGlAccount: defaults.get(v.id) ?? null,
    defaultPropertyId: v.defaultProperty ? v.defaultProperty.id : null,
    accounts: v.accounts.map((a) => ({ accountNumber: a.number, propertyId: a.prop ? a.prop.id : null, unitId: a.unit ? a.unit.id : null })),
  }));

  const byVendor = new Map<string, PastCoding[]>();
  for (const h of history) {
    const list = byVendor.get(h.vendorId) ?? [];
    list.push(h);
    byVendor.set(h.vendorId, list);
  }
  const gl = new Map<string, string>();
  for (const dv of vendors) {
    const g = expectedGl7(dv, byVendor.get(dv.id) ?? []);
    if (g) gl.set(dv.id, g);
  }

  const printer = new BillPrinter(rng, pw, vw, gl);
  const bills = printer.printAll(BLIND7_SIZES.bills);
  const directory: DirectoryData = { properties, units, vendors, glAccounts: glChart(), history };
  return { directory, bills, tally: printer.tally, tags: printer.tags };
}

export function blindResolveSet7(seed = 7007): {
  directory: DirectoryData;
  bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[];
} {
  const { directory, bills } = buildBlindResolveSet7(seed);
  return { directory, bills };
}
