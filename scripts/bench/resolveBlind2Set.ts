/*
 * Blind resolver set 2: one client's directory (2,000 properties, 20,000 units, 5,000 vendors, GL
 * chart, ~25,000 past codings) and 10,000 bills with known answers, written without reference to the
 * resolver. Deterministic per seed (prng from seedData); builds in about 1.5 s. Helpers are in
 * ./resolveBlind2/: places (geo, address), properties (propertyNames, units, properties), vendors
 * (catalog, vendorNames, vendorBase, utilityVendors, tradeVendors, vendors), GL history (history),
 * and bills (printing, docs, billCommon, site, tradeBill, utilityBill, bills).
 *
 * The client is "Halvorsen Property Management", with offices in 11 US metros (DFW, Houston, Austin,
 * Atlanta, Phoenix, Charlotte incl. Rock Hill/Fort Mill SC, Denver, Columbus, Tampa Bay, Nashville,
 * Indianapolis). Every bill carries its bill-to address (a regional office, the Dallas HQ or the AP
 * lockbox PO box), which is never the site.
 *
 * Directory (default seed)
 * - Properties: 430 apartment communities (10,253 units), 260 commercial buildings (1,974 suites),
 *   180 condo associations (3,296 units), 90 townhome HOAs (1,677 units, each with its own street
 *   address; 40% of these HOAs have no property address), 520 small multifamily (1,491 units),
 *   70 scattered single-family portfolios (1,309 homes, each a unit with its own address; the
 *   portfolio has none), 450 stand-alone houses (no units, named by their address).
 * - Unit labels: "204", "Apt 204", "#204", "1204", "2B", "B-204" / "B204" / "Bldg B-204" / "B 204",
 *   "12-204" / "Bldg 12 #204" (3,645 units whose number repeats across buildings), "1".."n" / "001",
 *   "PH1" / "PH-2" (103), "Unit 101", "Suite 100" / "Ste 110" / "STE 200" / "100", "Bldg B Ste 200",
 *   "Suite A" / "Unit 3" / "Space 3", "A".."D", "Upper"/"Lower", "Front"/"Rear", duplex halves by house
 *   number ("1414" under "1412-1414 Elm St"), townhomes by street line / number / "Lot 14", homes by
 *   street line / "412 Maple" / a code ("WSH-014"). Labels are unique within a property.
 * - Addresses: every house number on a street is used once in the whole directory (office addresses
 *   reserved too); 148 apartment sites have a range address ("7300-7460 Woodhaven Way"); stored in
 *   abbreviated (56%), spelled-out (30%), dotted (8%) or capital (6%) style; directionals, ordinals,
 *   "St."/"Mount"/"Fort" names, FM / State Highway / US Highway / State Route roads.
 * - Names: "X Y", "X Y Apartments", "The Reserve at X Y", "... Condominium Association", "... HOA",
 *   "... Plaza" / "Business Center" / "4410 Commerce"; unique once kind words are ignored; 10 "X" /
 *   "X II" phase pairs on the same street; 166 properties with aliases (former names, acronyms, "COA").
 * - Vendors: 120 utility records (electric incl. TX retail providers and three "Duke Energy" records;
 *   gas; 65 city water departments and Houston MUDs; trash incl. nine regional "Waste Management of X"
 *   records that bills print only as "Waste Management"/"WM"; cable, internet, phone) holding 11,347
 *   accounts per site, meter or unit (4,370 unit-level: vacant units, landlord-paid suites, homes);
 *   35 national suppliers/services (HD Supply, Home Depot Pro, Sherwin-Williams, Cintas, Otis, Orkin,
 *   Apartments.com...), most with a customer number per site; 4,845 local trades in 39 trades
 *   (surname + trade, place words, initials, "Mike's", 240 sole proprietors with a dba, franchise
 *   locations "SERVPRO of Plano", law firms, CPAs, agencies). 713 vendors with aliases/dba/legal
 *   names, 369 with a default property, 3,626 with a tax id; remit-to a PO box (2,137), a street
 *   address (1,620) or none. Listed e-mail: one address (1,559), a whole "@domain" (705), a gmail/
 *   yahoo/att.net address (1,105), none (763); 868 send through QuickBooks, Bill.com, ServiceTitan...
 * - GL answer (most recent bill-level coding, else default GL, else newest line-level coding): 3,123
 *   vendors answered by history (455 of them with a different default GL; 547 with a newer line-level
 *   coding to another account), 1,352 by default GL (some with line-level history), 525 by line-level
 *   history only. History rows are shuffled.
 *
 * Bills (default seed; shares of all 10,000)
 * - By vendor: utilities 30%, national vendors 11%, local trades 59%. By site: apartments 26%,
 *   small multifamily 21%, houses 17%, commercial 14%, scattered homes 9%, condos 8.5%, townhomes 4%.
 * - Answer has a unit: 29% (unit null for the property as a whole, 71%).
 * - Where the property comes from. Utilities (30%): an account number in the directory 27% (printed
 *   as stored, with other separators, digits only, or in groups), usually with the service address,
 *   sometimes with a meter descriptor ("IRRIGATION", "HSE MTR") or no address at all (1.6%), or the
 *   site's name only (0.5%); a new account not in the directory 2.6% (service address only).
 *   Other bills (70%): street address only 41%; name and address 9.7%; name only 7.2% (name forms:
 *   as stored, capitals, "Apts"/"Condos"/"HOA" swapped or dropped, abbreviations, typos); the
 *   unit's own address (scattered homes, duplex halves, townhomes) 3.5%; only in the body text or a
 *   line item 3.5%; only in the bill-to "X c/o Halvorsen..." 2.6%; a per-site customer number 1%;
 *   an alias or acronym 0.5%; nothing but the vendor's default property 1.3%.
 * - Address printing: suffix abbreviated/spelled/alternate (USPS Pub 28)/dropped (6.6%), directional
 *   varied or dropped, alternate street names ("Fifth", "MLK Jr", "Farm to Market Road 1960") 2%,
 *   typos and OCR slips in the street name 4.9%, ZIP+4 22%, no city line 5%, one line vs several,
 *   a number inside a range address, capitals.
 * - Unit forms (non-house units): inline with the street "..., Apt 204" (4.3% of bills), on its own
 *   line above or below the street (1.9%), in a field "Unit: 204" / "Bldg: B  Apt: 204" (3.8%), only
 *   in a line item or note "Repair at unit 12" (2.9%), with the name "Willow Park Apts #204" (0.8%),
 *   in a work-order/PO reference (1.4%), utility service addresses (4.4%; 0.4% where only the account
 *   names the unit). Designators Apt/APT/Apt./Unit/#/Apartment/Suite/Ste/STE/Space/SPC, building
 *   forms "B-204", "Bldg B Apt 204", "Apt 204, Bldg B"; the building is left off only when the number
 *   is unique in the property; 0.15% have an OCR slip ("2O4"). Houses: the home's address (9.8%).
 * - Vendor: payee as registered 42%, capitals 24%, legal form dropped/changed 16%, dba/alias 6.6%,
 *   brand / store name 3.7%, "&"/"and", abbreviations, typo 2.2%, not extracted 4% (name still in the
 *   letterhead). Sender: a listed address or domain 56%, listed freemail 10%, unlisted vendor address
 *   11%, bill-pay platform 15%, the manager's own staff forwarding 4.7%, none 3%.
 * - Extraction slips the text lets a reader undo: bill-to address among service addresses 2.4%,
 *   bill-to suite read as the unit 1.3%, meter number read as an account 1.4%, the manager read as
 *   the property 0.6%, vendor's own address among service addresses 0.4%; unit text missing while
 *   the unit is printed somewhere (754 of the 1,920 bills for a unit without its own address).
 */
import type { BillInput, DirectoryData, DirectoryProperty, DirectoryUnit, DirectoryVendor } from '../../src/server/directory/resolver/types';
import { buildBills } from './resolveBlind2/bills';
import { GL_ACCOUNTS } from './resolveBlind2/catalog';
import { buildHistory, type HistoryMix } from './resolveBlind2/history';
import { buildProperties, TOTAL_UNITS } from './resolveBlind2/properties';
import { Rng } from './resolveBlind2/random';
import { buildVendors, TOTAL_VENDORS } from './resolveBlind2/vendors';

export const BLIND2_PROPERTIES = 2000;
export const BLIND2_UNITS = TOTAL_UNITS;
export const BLIND2_VENDORS = TOTAL_VENDORS;
export const BLIND2_BILLS = 10000;
const DEFAULT_SEED = 0x5eed2;

export interface Blind2Bill {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

export interface Blind2Build {
  directory: DirectoryData;
  bills: Blind2Bill[];
  /** Counts of how the bills were written (for the header and the sanity check). */
  tally: ReadonlyMap<string, number>;
  /** The same tags per bill, in bill order. */
  tags: readonly (readonly string[])[];
  historyMix: HistoryMix;
  phasePairs: number;
}

export function buildBlindResolveSet2(seed: number = DEFAULT_SEED): Blind2Build {
  const ps = buildProperties(new Rng(seed));
  const vendors = buildVendors(new Rng(seed + 1), ps);
  const { history, mix } = buildHistory(new Rng(seed + 2), vendors);
  const { bills, tally } = buildBills(new Rng(seed + 3), vendors, BLIND2_BILLS);

  const properties: DirectoryProperty[] = ps.properties.map((p) => ({
    id: p.id,
    name: p.name.name,
    aliases: p.aliases,
    address: p.addrText,
    city: p.city.name,
    state: p.city.state,
    zip: p.addr?.zip ?? null,
  }));
  const units: DirectoryUnit[] = [];
  for (const p of ps.properties) for (const u of p.units) units.push({ id: u.id, propertyId: p.id, unit: u.label, address: u.addrText });
  const directoryVendors: DirectoryVendor[] = vendors.map((v) => ({
    id: v.id,
    name: v.name,
    aliases: v.aliases,
    senderEmails: v.senderEmails,
    remitTo: v.remitTo,
    taxId: v.taxId,
    defaultGlAccount: v.defaultGlAccount,
    defaultPropertyId: v.defaultPropertyId,
    accounts: v.accounts.map((a) => ({ accountNumber: a.stored, propertyId: a.prop?.id ?? null, unitId: a.unit?.id ?? null })),
  }));
  const directory: DirectoryData = {
    properties,
    units,
    vendors: directoryVendors,
    glAccounts: GL_ACCOUNTS.map(([number, name]) => ({ number, name })),
    history,
  };
  return { directory, bills, tally: tally.counts, tags: tally.perBill, historyMix: mix, phasePairs: ps.phasePairs };
}

export function blindResolveSet2(seed?: number): { directory: DirectoryData; bills: Blind2Bill[] } {
  const { directory, bills } = buildBlindResolveSet2(seed);
  return { directory, bills };
}
