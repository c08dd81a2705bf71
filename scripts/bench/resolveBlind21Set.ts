/**
 * DATA SHEET — blind resolve set 21 (frozen; written without sight of the resolver).
 *
 * Client: "Pacific Crest Residential", a manager in Southern and Central California and Nevada
 * (office 3200 Camino del Rio N Ste 400, San Diego — printed as "Bill To" on every bill, and as a
 * false "site" on ~4%). 2,000 properties in seven metros: San Diego 420 (neighbourhoods such as North
 * Park or Hillcrest printed, and sometimes stored, in place of the city; "Unit 3B" walk-ups; houses
 * with a granny flat whose unit has its own "1234 1/2 Elm St" address), Inland Empire 480 (Riverside,
 * San Bernardino, Temecula, Corona, Ontario...; HOA single-family homes with no units; about 30 groups
 * of two to five properties at the same number on "Main St", "Orange St", "Palm Ave", "Paseo del Sol"...
 * in different towns), San Gabriel Valley 360 (bungalow courts lettered A-K, 4-plexes A-D, some with
 * their own addresses 1236/1238/1240), Sacramento 220 and the Central Coast 160 (student housing at
 * UC Davis, UCSB, Cal Poly; farm-worker housing "Cabin N" on "Hwy 1", "County Rd 98", "Foxen Canyon
 * Rd"), Reno 140 and Las Vegas 220 (garden complexes "4-210" = Bldg 4 Apt 210; strip retail "Suite
 * 110"; look-alike twins Las Vegas Blvd N vs S, Rancho Dr vs Rancho Rd, N vs S Virginia St at the same
 * number). Also mobile-home parks ("Space 47", printed "Sp 47"/"#47"), senior communities, self-storage
 * with office units, mixed use (retail "Suite 101" + flats "201"). 14 properties have no address on
 * file (answerable by name, alias, code or account). Exactly 20,000 units (HOA houses have none).
 *
 * Vendors (5,000): 69 regional utilities and haulers (SDG&E, SCE, SoCalGas, Riverside Public
 * Utilities, Pasadena Water and Power, LADWP, SMUD, PG&E, NV Energy, Southwest Gas, LVVWD, TMWA,
 * water districts, city sanitation, EDCO, Burrtec, CR&R, Athens, Waste Management, Republic...), 11
 * county tax collectors keyed by APN ("123-456-78-00", Clark "162-16-810-001"), 6 Mello-Roos/CFD
 * administrators billing on the same APNs as the tax collector, 36 HOAs (aliased by their shared
 * management company, e.g. "FirstService Residential"), 12 national firms (Home Depot Pro, Grainger,
 * Sherwin-Williams, Lowe's, Ferguson, Otis, TK Elevator, Terminix, Orkin, CSC ServiceWorks, Cox, ADT),
 * and 4,866 local trades tied to a metro (pool, pest, landscaping, roofing, HVAC, plumbing, solar,
 * locks, turnover cleaning, septic...). 14,428 accounts tie vendors to properties (1,622 to units:
 * vacant-unit electric/gas); national supply houses hold client-level accounts (propertyId null).
 * Shared names: 30 trade names reused by a second vendor in another metro (these carry their own
 * billing e-mail), "Republic", "Water District", "Treasurer-Tax Collector", "NBS Special Tax" and HOA
 * managers shared as aliases. 60 on-site trades have a defaultPropertyId.
 *
 * Bills (10,000): utility 3,700, trade 4,110, national 1,000, tax 600, HOA/Mello-Roos 550, and 40
 * "vendor default" bills. Slips printed (counts for seed 21, approximate): payee in capitals ~1,750,
 * without "Inc." ~1,050, by alias/dba ~1,080, misspelt ~1,120, as the payment platform (BILL.COM,
 * AvidXchange, Paymode-X, Corpay; vendor named only in the text) ~360, payee unread (null) ~340;
 * account re-spaced ~1,100, masked "****1234" ~560, extra check group "-07" ~380; street typo ~500,
 * OCR 0/O 1/l 5/S in the house number ~510, rn/m 0/o 1/l in the street ~500, suffix dropped ~760,
 * direction dropped ~135 or moved ~125, city dropped ~2,070, neighbourhood as city ~80, ZIP+4; unit
 * inline ~700, on its own line ~570, in unitText ~530, fused to the number ("1234B") ~55, the unit's
 * own address ~110, missing because the account carries it ~250; property name/alias/code instead of
 * (or besides) an address ~1,320, property or site only in the text ~1,400; remit-to box ~570 or the
 * manager's office ~390 printed as a site; senderEmail on ~3,360.
 *
 * Ground truth: each bill is checked by a "careful clerk" (resolveBlind21/clerk.ts) holding the
 * directory: vendor = intersection of payee (exact after case/punctuation/legal form, or one slip
 * away), vendor named in text, sender e-mail/domain and account number; property = intersection of
 * the vendor's matched account(s), each printed site (same house number after OCR repair, fraction
 * equal, city/ZIP filter, street closest by edit distance with suffix/direction penalties — strictly
 * closer than any other property) and the property name/alias/code. A bill the clerk cannot single out
 * is reprinted more cleanly (68 once, 4 twice). unitId is expected only when the clerk singles the unit
 * out (account tied to a unit, unit printed, or the unit's own address); otherwise null. Exactly 40
 * bills (0.4%) carry no clue to the property at all: their answer is the vendor's defaultPropertyId;
 * another ~80 bills of those vendors go to their default property with clues, and ~130 to other
 * properties (the default is not the answer there).
 *
 * GL rule: expected glAccount = the vendor's latest whole-bill coding (description null) by instant
 * (Date.parse, so offsets count), else the vendor's defaultGlAccount. History: 24,933 codings
 * (~6,800 per line item with a description), timestamps mixed "…Z", "….123Z", "…-08:00", "…-07:00",
 * "…+00:00". Traps per vendor: recoded latest (788), a later line-item coding with another GL (629),
 * string order vs instant order disagree via offsets (449) or milliseconds (201); 727 vendors have no
 * default GL (answered by history). On ~1,280 bills the string-latest coding has a different GL.
 *
 * Determinism: one mulberry32 PRNG seeded with `seed`, forked by label per phase (properties,
 * institutional, trades, history, bills, one fork per bill); no Math.random, no Date.now. selfCheck
 * recomputes counts, id uniqueness, account and unit ownership and every expected GL from the rule,
 * and throws on any violation. Generation takes ~2 s.
 */
import type { ResolveSet } from './resolveSet';
import { generateBills, type BillStats } from './resolveBlind21/bills';
import { buildClerkIndex } from './resolveBlind21/clerkIndex';
import { buildDirectory } from './resolveBlind21/directory';
import type { Trap } from './resolveBlind21/history';
import { makeRng } from './resolveBlind21/prng';
import { selfCheck } from './resolveBlind21/selfCheck';
import { PLATFORMS } from './resolveBlind21/vendorData';

/** No-clue bills allowed: 0.5% of 10,000, each answered by its vendor's defaultPropertyId. */
const MAX_NO_CLUE = 50;

export function buildBlind21(seed = 21): { set: ResolveSet; stats: BillStats; traps: Record<Trap, number> } {
  const root = makeRng(seed);
  const built = buildDirectory(root.fork('directory'));
  const ix = buildClerkIndex(built.props, built.vendors, PLATFORMS.map(([p]) => p));
  const { bills, stats } = generateBills(root.fork('bills'), ix, built.vendors, built.props, built.directory.history);
  const set: ResolveSet = { directory: built.directory, bills };
  selfCheck(set, MAX_NO_CLUE, stats.noClue);
  return { set, stats, traps: built.traps };
}

export function blindResolveSet21(seed = 21): ResolveSet {
  return buildBlind21(seed).set;
}
