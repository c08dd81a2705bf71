/**
 * Blind resolve set 23 — "Mountain West, Southwest and Plains". DATA SHEET
 *
 * Client: Mesa & Prairie Property Management LLC (1801 California St Ste 2900, Denver CO 80202;
 * AP mail from ap@mesaprairiepm.com), one directory of exactly 2,000 properties and 20,000 units.
 *
 * Region: Denver metro (Denver's numbered avenues and N/S streets, E Colfax Ave; Aurora, Lakewood,
 * Englewood, Arvada, Thornton), Colorado Springs (Fountain, Manitou Springs), Albuquerque (quadrant
 * suffixes: "4801 Lomas Blvd NE"), Santa Fe (Calle, Camino, Paseo de Peralta, Old Santa Fe Trl),
 * Phoenix/Mesa/Tempe/Glendale and Tucson (N 36th St vs N 43rd Ave; parks let by Space/Lot/Spc;
 * casitas at "2417 1/2 N 36th St"), Kansas City MO and Kansas City KS (same street names on both
 * sides, some identical street lines told apart only by state/ZIP), Omaha (N 72nd St, Q St), Des
 * Moines (SW 9th St; West Des Moines, Urbandale), Wichita ("E 21st St N"), Oklahoma City (NW 23rd
 * St, NW Expressway) and Tulsa ("E 71st St S", "S Yale Ave", "S 129th E Ave"), and a rural fringe
 * (Weld/Elbert CO, Torrance NM, Logan/Lincoln OK, Butler KS, Saunders NE, Warren/Dallas/Madison IA)
 * with "County Road 12", "US Hwy 85", "RR 2 Box 14". Streets containing city or state names are kept
 * (S Santa Fe Ave, E Missouri Ave, S Denver Ave, Indianola Ave).
 *
 * Buildings: houses (0 or 1 unit: Casita, ADU, Rear, Lower; half with their own "1/2" address),
 * condos (one unit each, several properties in one building at one street address), duplexes
 * (A/B, Upper/Lower, 1/2, or halves with their own house numbers under a "1210-1212" property),
 * triplexes/fourplexes, small walk-ups, garden complexes with buildings (units filed "4-210",
 * "4210", "Bldg 4 Unit 210", "A101" or flat "210"), mobile-home and RV parks ("Space 14", "Lot 14",
 * "Spc 14", "Site 14", "14"), strip retail ("Suite 101", "Ste B", "Unit 3"). Directory addresses are
 * mostly "std" but some spelt out, dotted ("Blvd. N.E.") or in capitals; some ZIPs are ZIP+4.
 *
 * Vendors (5,000): 69 utilities (Xcel, Black Hills Energy x4 sharing that alias, Colorado Springs
 * Utilities, Denver Water, PNM, NM Gas, ABCWUA, APS, SRP, Southwest Gas, TEP, Evergy x3 sharing
 * "Evergy", Spire, Kansas Gas Service and ONG sharing "ONE Gas", BPU, KC Water, OPPD, M.U.D.,
 * MidAmerican, Des Moines Water Works, OG&E, PSO, city water/sewer/trash departments, co-ops, Cox x4,
 * Comcast, Spectrum, Google Fiber, Lumen, propane); 27 county treasurers filing parcel/schedule
 * numbers (condo parcels are unit-level); 43 haulers (WM, Republic, Waste Connections branches per
 * hub sharing brand aliases and lockboxes, plus locals); 209 national branches (Roto-Rooter,
 * Terminix, Orkin, SERVPRO, Sherwin-Williams and Home Depot Pro with one national account number
 * filed at every branch, Otis, Cintas, ...); 150 HOAs (condo associations with unit-level accounts,
 * subdivision HOAs; most carry their management company as a shared alias, mail domain and remit);
 * 4,502 local trades tied to a hub (dba names, aliases shared across hubs such as "A-1 Plumbing",
 * own domains or free-mail senders, customer numbers at some sites, a few unit-level, ~4.5% with a
 * defaultPropertyId). Utility accounts: one per property and service, extra house meters at
 * complexes, and unit-level meters (vacant units, casitas, condos) that carry the unit.
 *
 * How bills print: payee exact, without "Inc."/"LLC", in capitals, by alias or "X dba Y", misspelt
 * by one letter, as a payment platform (Paymentus, InvoiceCloud, Xpress Bill Pay, Bill.com, doxo,
 * ClickPay, AvidXchange), or missing; account numbers as filed, re-spaced, masked to the last four,
 * with an extra group, or without leading zeros; service addresses with suffixes and directions
 * abbreviated, spelt out, dotted or dropped, ordinals as words or bare numbers, OCR O/l in the house
 * number, a typo in the street name, capitals, city/state (coded or spelt)/ZIP or ZIP+4 or neither,
 * commas or line breaks; the unit inline, on its own line, in the unit field, fused to the house
 * number ("1210B"), carried only by a unit-level account, printed as the unit's own address, or
 * missing; the remit-to and/or the client's own office among the service addresses; the property
 * by name, alias, code, shortened name, capitals or misspelt, with "Job site:"/"Re:" prefixes;
 * sender e-mail from the vendor, its platform or the client's AP box. The text repeats these with
 * dates, a bill-to block, line items and amounts.
 *
 * How answers are decided: a model clerk (resolveBlind23/clerk.ts) holds the directory and reads
 * each bill's fields: it intersects every vendor clue (payee, sender, remit-to, accounts) and every
 * site clue (addresses, property text, accounts), sets aside clues that match nothing, lets an
 * account masked to its last four narrow but never name a vendor, breaks ties by the printed unit
 * and then by a vendor's accounts at the property, and answers the unit only when the printed unit
 * (in an address, the unit field, or after a condo's name: "Tower #412"), the unit's own address
 * or a unit-level account singles it out; otherwise unitId is null. A bill the clerk cannot decide
 * to the generated truth is reprinted more plainly, level by level (typos out; exact payee, account
 * as filed, plain address; property name, sender, unit field; no remit/office lines), and redrawn
 * if even the plainest print fails. Exactly 40 bills (0.4%) print no clue to the site; for those
 * the vendor's defaultPropertyId answers.
 *
 * GL rule: glAccount = the glAccount of the vendor's most recent whole-bill coding (history entry
 * with description === null), most recent by instant (Date.parse of `at`, offsets honoured: text
 * order and instant order sometimes disagree); if the vendor has no whole-bill coding, its
 * defaultGlAccount. Per-line codings never decide it.
 *
 * Counts: 2,000 properties, 20,000 units, 5,000 vendors, 105 GL accounts, 25,000 past codings,
 * 10,000 bills: utility 2,700, unit-meter 800, tax 350, hoa 350, hauler 600, branch 900, trade
 * 3,900, default-site 360, no-clue 40. Deterministic: one mulberry32 stream forked per phase.
 */
import type { DirectoryData } from '../../src/server/directory/resolver/types';
import { type ResolveSet } from './resolveSet';
import { makePools } from './resolveBlind23/billPlan';
import { buildBills } from './resolveBlind23/bills';
import { selfCheck } from './resolveBlind23/check';
import { Clerk } from './resolveBlind23/clerk';
import { GL_ACCOUNTS } from './resolveBlind23/gl';
import { buildHistory, glFor } from './resolveBlind23/history';
import { buildEstate } from './resolveBlind23/properties';
import { Rng } from './resolveBlind23/rng';
import { buildVendors, toDirectoryVendor } from './resolveBlind23/vendors';

export function blindResolveSet23(seed = 23): ResolveSet {
  const rng = Rng.from(seed);
  const estate = buildEstate(rng.fork('estate'));
  const vendors = buildVendors(rng.fork('vendors'), estate);
  const history = buildHistory(rng.fork('history'), vendors);
  const directory: DirectoryData = {
    properties: estate.props.map((p) => ({ id: p.id, name: p.name, aliases: p.aliases, address: p.address, city: p.city.name, state: p.city.state, zip: p.zip })),
    units: estate.units.map((u) => ({ id: u.id, propertyId: u.propertyId, unit: u.label, address: u.address })),
    vendors: vendors.map(toDirectoryVendor),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  const byVendor = new Map<string, typeof history>();
  for (const c of history) byVendor.set(c.vendorId, [...(byVendor.get(c.vendorId) ?? []), c]);
  const defaultGl = new Map(vendors.map((v) => [v.id, v.defaultGl]));
  const clerk = new Clerk(directory);
  const { bills } = buildBills(rng.fork('bills'), makePools(estate, vendors), clerk);
  const set: ResolveSet = {
    directory,
    bills: bills.map((b) => {
      const glAccount = glFor({ id: b.vendorId, defaultGlAccount: defaultGl.get(b.vendorId) ?? null }, byVendor);
      if (glAccount === null) throw new Error(`blindResolveSet23: no GL for ${b.vendorId}`);
      return { input: b.input, expected: { propertyId: b.propertyId, unitId: b.unitId, vendorId: b.vendorId, glAccount } };
    }),
  };
  selfCheck(set, clerk);
  return set;
}
