/*
 * Blind resolver set 8 — DATA SHEET
 *
 * Written from the resolver's interface (src/server/directory/resolver/types.ts) and the product
 * rules only; the resolver's code, its tests and the earlier bench sets were NOT read.
 *
 * Client: Mesa & Prairie Residential Management, LLC (fictional), a fee manager of the Plains and
 * the Southwest outside the big metros. Bill-to offices (never a site): 2201 S Georgia St Ste 400
 * Amarillo TX, 4801 Lang Ave NE Suite 110 Albuquerque NM, 101 S Phillips Ave Ste 600 Sioux Falls SD,
 * PO Box 3310 Amarillo TX. AP staff forward from @mesaprairie.com.
 *
 * Directory (seed 8008): 2,000 properties, 20,000 units, 5,000 vendors, 290 GL accounts
 * (40 bases x 7 portfolio segments "6110-20", plus 10 balance-sheet/admin), ~25,400 PastCoding rows.
 *   Regions (properties): Rio Grande Valley 260 (FM roads, Mile roads, colonias, Calle streets),
 *   El Paso 200, Albuquerque 220 (NE/NW/SE/SW quadrants), Santa Fe/Española 90 (Camino, Calle,
 *   accents), Las Cruces/Mesilla/Anthony NM 130, Tucson 200, Flagstaff 80, Yuma 70, Oklahoma
 *   (Norman, Stillwater, Lawton, Enid) 180, Kansas (Lawrence, Manhattan, Hays, Salina...) 180,
 *   Nebraska (Lincoln, Kearney, Grand Island, Hastings) 150, Dakotas + Moorhead MN 160,
 *   Colorado mountain towns 80.
 *   Kinds (approx.): ~550 apartment communities (8-60 units; big ones by building "B-210"),
 *   ~350 single-family homes named by their street address (no units), ~330 prairie fourplexes
 *   (A-D or 1-4), ~120 duplexes (property "1412-1414 Elm Ave", units A/B with their own street
 *   address), ~40 scattered-site programs (no property address; every unit "Site n" has its own
 *   address), ~230 student communities leased by the bed ("212-B"), ~180 seniors' buildings,
 *   ~100 manufactured-home/colonia communities ("Lot 14", "Space 22"), ~40 condo-hotels
 *   ("C-3B": Unit 3B in Bldg C, same unit numbers in every building), ~55 small commercial
 *   ("Suite 104"). About a third of properties carry an alias (short codes "SR-TUC-123",
 *   former names, "core + town").
 *   Near-twins on purpose: ~16% of addresses reuse a neighbour's number on another road of the
 *   same town or the same road and number in a neighbouring town; streets recurring across
 *   regions (Vine St, S 4th Ave, Main Ave, N Main St); Anthony TX / Anthony NM; Crested Butte /
 *   Mt. Crested Butte; Central Ave NE/SE/SW; similar property and vendor names.
 *   Vendors: 53 real-named local utilities (AEP Texas, Magic Valley EC, El Paso Electric, PNM,
 *   TEP, APS, OG&E, Evergy, LES, NPPD, Xcel, MDU, Holy Cross, YVEA, LPEA, Texas Gas Service,
 *   NM Gas, Southwest Gas, ONG, Kansas Gas Service, Black Hills, city water boards, North Alamo
 *   WSC, trash haulers, cable) holding ~13,000 accounts between them and the trades (~3,400 at
 *   unit level: vacant-unit electric, duplex and scattered-site meters); 4,947 trades (plumbing,
 *   HVAC, evaporative coolers, snow removal, septic, propane, pest incl. prairie dogs and
 *   scorpions, chimney, water softening...), ~14% under a d/b/a (legal name + trade alias),
 *   ~87% with e-mail (own domain as "@domain" and/or an exact address, or an exact gmail/yahoo
 *   address), ~80% with a tax id, every one with a unique remit-to; 347 on-site contractors have
 *   a default property.
 *   GL history: per vendor, 55% have bill-level codings (+ line-level noise), 22% only line-level
 *   codings and a default, 10% only line-level codings and no default, 13% nothing but a default.
 *   Timestamps mix Z, milliseconds and -05/-06/-07/+00 offsets; for 745 vendors the most recent
 *   bill-level coding by text is not the most recent by instant. History rows are shuffled.
 *   Expected GL answers: bill-level 58.7%, default 30.8%, most recent line-level 10.5%.
 *
 * Bills: 10,000 (seed 8008; shares below are measured).
 *   Path: utility statement 37.4% (by one of the utility's accounts), trade invoice 57.4%,
 *   on-site contractor with no property on the bill (answer: vendor's default property) 5.2%.
 *   Answer level: unit 27.3%, property 72.7% (house meters, common areas, whole-site trades, SFHs).
 *   Property kinds billed: apartments 29.9%, fourplex 16.8%, SFH 14.2%, student 10.7%, seniors
 *   9.8%, duplex 5.7%, MH/colonia 4.7%, scattered 3.2%, commercial 2.5%, condo-hotel 2.5%.
 *   Property shown by: account number only 10.7%, name or alias only 9.4% (6.2% of bills have the
 *   name only in the text), service address (in the field, or 8.1% only in the text) otherwise;
 *   the address may drop the town when unique, abbreviate/expand street types and directions,
 *   print FM roads as "Farm to Market Rd", lose accents, upper-case, add ZIP+4.
 *   Unit shown by: unitText 11.7%, on the address line or a separate address line 5.1%, only in a
 *   line item 4.3%, only in the text body 1.7%, the unit's own street address 2.7%, only through a
 *   unit-level account 1.8%. Labels: "Apt 212, Bedroom B", "Rm 203-C", "Unit 1B, Bldg A",
 *   "Bldg C #3B", "Lot #14", "Spc #22", "Ste 102", "#A-101", "Apt B210"...
 *   Account numbers: as in the directory 20.9%, separators dropped 11.2%, spaced 7.9%, leading
 *   zeros added/dropped 5.1%, with a label 5.3%, masked "****1234" 3.5% (address always present);
 *   a meter or invoice number slips into accountNumbers on 7.5%.
 *   Payee: exact 34.1%, print variant (case, "and", no LLC) 23.8%, alias/d.b.a. 9.2%, OCR slip
 *   11.7%, null 16.3%, the manager's own name 4.9%. Whenever the payee is not a clean name the
 *   text still carries the remit-to (and the tax id when the vendor has one).
 *   Sender: vendor's exact address 28.5%, another address at the vendor's domain 6.3%, bill-pay
 *   platform (Intuit, Billtrust, Paymentus, doxo...) 19.8%, manager's staff forwarding 17.0%,
 *   none (scanned mail) 28.4%.
 *   Strays: the bill-to office or the remit-to lands in serviceAddresses on 6.4%.
 */
import type { BillInput, DirectoryData, DirectoryVendor, PastCoding } from '../../src/server/directory/resolver/types';
import { buildBill, type BillPlan } from './resolveBlind8/bills';
import { buildDirectory, type Account, type PropMeta, type UnitMeta, type VendorMeta } from './resolveBlind8/directory';
import { makeRng } from './resolveBlind8/text';

export const BLIND8_BILLS = 10_000;

export interface Blind8Expected {
  propertyId: string;
  unitId: string | null;
  vendorId: string;
  glAccount: string;
}

/**
 * The product's GL rule: the vendor's most recent bill-level coding (description null; most
 * recent by instant, not by text), else its default GL account, else its most recent line-level coding.
 */
export function expectedGl8(vendor: DirectoryVendor, history: readonly PastCoding[]): string | null {
  let bill: PastCoding | null = null;
  let line: PastCoding | null = null;
  for (const h of history) {
    if (h.vendorId !== vendor.id) continue;
    const t = Date.parse(h.at);
    if (h.description === null) {
      if (bill === null || t > Date.parse(bill.at)) bill = h;
    } else if (line === null || t > Date.parse(line.at)) line = h;
  }
  if (bill) return bill.glAccount;
  if (vendor.defaultGlAccount) return vendor.defaultGlAccount;
  return line ? line.glAccount : null;
}

export interface Blind8Build {
  directory: DirectoryData;
  bills: { input: BillInput; expected: Blind8Expected }[];
  /** Variant tags per bill, in order (for the data sheet). */
  tags: string[][];
}

export function buildBlind8(seed = 8008): Blind8Build {
  const rng = makeRng(seed);
  const b = buildDirectory(rng);
  const historyByVendor = new Map<string, PastCoding[]>();
  for (const h of b.history) {
    const list = historyByVendor.get(h.vendorId) ?? [];
    list.push(h);
    historyByVendor.set(h.vendorId, list);
  }
  const propsByCluster = new Map<string, PropMeta[]>();
  for (const p of b.properties) {
    const list = propsByCluster.get(p.cluster.key) ?? [];
    list.push(p);
    propsByCluster.set(p.cluster.key, list);
  }
  const utilAccounts: [VendorMeta, Account][] = b.vendors.filter((v) => v.utility).flatMap((v) => v.accounts.map((a) => [v, a] as [VendorMeta, Account]));
  const trades = b.vendors.filter((v) => v.trade);
  const tradesWithAccounts = trades.filter((v) => v.accounts.length > 0);
  const onSite = trades.filter((v) => v.row.defaultPropertyId !== null);

  const bills: Blind8Build['bills'] = [];
  const tags: string[][] = [];
  const gl = new Map<string, string>();
  for (let i = 0; i < BLIND8_BILLS; i++) {
    const path = rng.weighted([['utility', 38], ['trade', 57], ['default', 5]] as const);
    let plan: BillPlan;
    if (path === 'utility') {
      const [v, a] = rng.pick(utilAccounts);
      const prop = b.propById.get(a.propertyId!)!;
      const unit = a.unitId ? b.unitById.get(a.unitId)! : null;
      plan = buildBill(rng, b, path, v, prop, unit, a);
    } else if (path === 'trade') {
      const v = rng.chance(0.35) ? rng.pick(tradesWithAccounts) : rng.pick(trades);
      const t = v.trade!;
      let prop: PropMeta;
      let unit: UnitMeta | null = null;
      let account: Account | null = null;
      if (v.accounts.length > 0 && rng.chance(0.6)) {
        account = rng.pick(v.accounts);
        prop = b.propById.get(account.propertyId!)!;
        if (account.unitId) unit = b.unitById.get(account.unitId)!;
        else if (t.unitJobs.length > 0 && prop.units.length > 0 && rng.chance(0.45)) unit = rng.pick(prop.units);
      } else {
        const pool = v.clusters.flatMap((k) => propsByCluster.get(k) ?? []);
        prop = v.row.defaultPropertyId && rng.chance(0.6) ? b.propById.get(v.row.defaultPropertyId)! : rng.pick(pool);
        if (t.unitJobs.length > 0 && prop.units.length > 0 && rng.chance(0.62)) unit = rng.pick(prop.units);
      }
      plan = buildBill(rng, b, path, v, prop, unit, account);
    } else {
      const v = rng.pick(onSite);
      plan = buildBill(rng, b, path, v, b.propById.get(v.row.defaultPropertyId!)!, null, null);
    }
    const vid = plan.vendor.row.id;
    if (!gl.has(vid)) {
      const g = expectedGl8(plan.vendor.row, historyByVendor.get(vid) ?? []);
      if (g === null) throw new Error(`no GL answer for ${vid}`);
      gl.set(vid, g);
    }
    bills.push({
      input: plan.input,
      expected: { propertyId: plan.prop.row.id, unitId: plan.unit ? plan.unit.row.id : null, vendorId: vid, glAccount: gl.get(vid)! },
    });
    tags.push(plan.tags);
  }

  const directory: DirectoryData = {
    properties: b.properties.map((p) => p.row),
    units: b.units.map((u) => u.row),
    vendors: b.vendors.map((v) => v.row),
    glAccounts: b.glAccounts,
    history: b.history,
  };
  return { directory, bills, tags };
}

export function blindResolveSet8(seed = 8008): { directory: DirectoryData; bills: { input: BillInput; expected: Blind8Expected }[] } {
  const { directory, bills } = buildBlind8(seed);
  return { directory, bills };
}
