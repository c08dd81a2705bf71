/**
 * DATA SHEET: blind resolve set 20 (frozen; written without sight of the resolver).
 *
 * Client: Sunbelt Harbor Property Management, LLC, a manager in the US Southeast with offices at
 * 1450 Brickell Ave (Miami), 3350 Peachtree Rd NE (Atlanta) and 6100 Fairview Rd (Charlotte).
 * Region: Florida (Miami-Dade's numbered grid, where SW 8th St / SW 8th Ter / SW 8th Ct / SW 8th Pl
 * and NW 8th St are different streets; Miami Beach, Coral Gables, Hialeah, Homestead, Doral;
 * Tampa Bay with St. Petersburg's N/S avenues; Orlando, Kissimmee, Clermont and Davenport on
 * CR 532, SR 436, US Hwy 27; Jacksonville and St. Augustine), Georgia (Atlanta's Peachtree St NE /
 * NW / SW, Peachtree Rd NE, W Peachtree St NW, Peachtree Industrial Blvd in Norcross and Peachtree
 * Corners, NE/NW/SE/SW quadrants), the Carolinas (Charlotte, Raleigh-Durham-Cary-Chapel Hill,
 * Charleston with King St and Meeting St), Tennessee (Nashville, Franklin, Murfreesboro, Memphis),
 * Alabama (Birmingham's Ave N / Ave S grid, Huntsville's SW/NW parkways).
 * Directory: exactly 2,000 properties (garden complexes with numbered or lettered buildings whose
 * units print as "Bldg 4 Apt 212" / "4-212" / "#4212"; condo towers with "1204", "PH2", "TH-3";
 * 55+ villa communities and HOA communities whose homes have their own addresses; mobile-home
 * parks with "Lot 47"; duplexes A/B, some with B at its own number; townhomes; student housing
 * leased by the bed ("310-B"); single-family rentals named by their address; scattered-site
 * portfolios with no address of their own; strip retail with suites, NC style "3200-104"),
 * exactly 20,000 units (3,125 with their own street address), 5,000 vendors (48 utilities, 28 tax
 * collectors, 160 associations, 28 national firms, 4,736 local trades), 108 GL accounts, 25,440
 * past codings (19,424 whole-bill with description null, 6,016 per line item with a description).
 * Near-twins on purpose: grid siblings (same number on SW 8th St and SW 8th Ter or NW 8th St),
 * Peachtree siblings, N/S siblings, the same number and street in two cities, a few property
 * names used twice.
 * Vendors: regional utilities (FPL, Miami-Dade WASD and Solid Waste, TECO, TECO Peoples Gas, Duke
 * Energy Florida / Carolinas / Progress sharing the alias "Duke Energy", OUC, KUA, Toho Water,
 * JEA, Georgia Power, Atlanta Watershed, DeKalb and Cobb water, Atlanta Gas Light, Charlotte Water,
 * Piedmont Natural Gas, Raleigh and Durham water, OWASA, Dominion Energy SC, Santee Cooper,
 * Charleston Water System, NES, Metro Water Services, MLGW, Alabama Power, Birmingham Water Works,
 * Spire, Huntsville Utilities, Comcast, AT&T, Spectrum), 28 county tax collectors keyed by
 * folio/parcel, 160 CDD / HOA / condominium associations (one-property ones carry a
 * defaultPropertyId), 28 national firms (Home Depot Pro, Lowe's Pro, Sherwin-Williams, Waste
 * Management, Otis, Terminix...) with a client-wide account and per-property accounts, and about
 * 4,700 local trades, each tied to one metro (pool, pest, hurricane shutters, roofing, HVAC, lawn,
 * plumbing, locksmith...), some by dba, some pairs in different metros sharing an alias, some
 * billing through a payment platform, about 12% serving one property (defaultPropertyId).
 * 14,893 accounts tie vendors to properties (3,557 to a unit; 28 client-wide with no property);
 * account numbers are unique after reducing them to letters and digits. 46 names/aliases are
 * shared by two or more vendors; 420 vendors bill through a payment platform at times.
 * Seed 20 gives: 2,856 bills with an expected unit; 256 bills needed a plainer reprint.
 * Bills (10,000): utility 3,400, tax 500, assessment 600, national 1,400, trade 4,100. Slips
 * printed: service addresses abbreviated or spelt out, street names misspelt or OCR-slipped
 * (0/O, 1/l, rn/m), house numbers OCR-slipped, quadrant dropped, moved ("8th St SW") or spelt out,
 * street type dropped, ZIP+4, city or ZIP alone, capitals, one line or several; the unit inline,
 * on its own line, in unitText, fused to the house number ("1421B"), partial ("Apt 212" with no
 * building, "Apt 310" with no bed) or missing when the account carries it; a property name,
 * alias, initials or code (sometimes labelled "Job site:") instead of an address; the remit-to
 * box or the manager's office among the service addresses; payees without "Inc.", in capitals,
 * by alias or dba, misspelt, or as the payment platform (the vendor then named in the text, or
 * known by account or e-mail); account numbers re-spaced, dashed, bare, masked ("****1234") or
 * with an extra check group; senderEmail from the vendor, its platform or the manager's staff;
 * in about 7% of bills the service address is in the text only. Every bill's text carries what
 * its fields show plus the remit box (usually) and the manager's bill-to block.
 * Clerk check: each bill is kept only if a careful clerk holding the directory, reading all its
 * clues (address, account, property text, unit, payee, e-mail, remit box), is left with exactly
 * its property and vendor; a slipped street name must be nearer its own place than any other;
 * otherwise it is printed again more plainly. The expected unit is the one the printed clues
 * single out (by account, a unit's own address, or a printed unit that fits exactly one unit of
 * the property), else null. No-clue bills: 40 bills (0.4%) print nothing about the property; their
 * vendor's defaultPropertyId is the answer; no other bill relies on a default property.
 * GL rule: the expected glAccount is the vendor's latest whole-bill coding (description null) by
 * instant (Date.parse, not string order: for 852 vendors the latest whole-bill coding is written
 * with a -05:00 offset and sorts as a string before an earlier "Z" one with another GL, and often a
 * per-line coding comes later still), else the vendor's defaultGlAccount. With seed 20, 822 bills
 * take the default (vendor without whole-bill codings), 3,376 bills expect a GL other than the
 * vendor's defaultGlAccount, 2,377 a GL other than the string-order latest whole-bill coding.
 * Determinism: one mulberry32 PRNG seeded by `seed`, forked per phase by label; no Math.random, no
 * clock. selfCheck recomputes counts, id uniqueness, unit ownership, accounts and every expected
 * GL, and throws on a violation.
 */
import type { BillInput } from '../../src/server/directory/resolver/types';
import { makeTargets, NO_CLUE_BILLS } from './resolveBlind20/billTargets';
import { printBill } from './resolveBlind20/bills';
import { Clerk } from './resolveBlind20/clerk';
import { toDirectory } from './resolveBlind20/directory';
import { latestWholeBillGl, makeHistory } from './resolveBlind20/history';
import { makeRng } from './resolveBlind20/prng';
import { makeProperties } from './resolveBlind20/properties';
import { selfCheck } from './resolveBlind20/selfCheck';
import { makeVendors } from './resolveBlind20/vendors';
import type { ResolveSet } from './resolveSet';

export interface Blind20Stats {
  byKind: Record<string, number>;
  noClue: number;
  unitsExpected: number;
  features: Record<string, number>;
  printLevels: Record<string, number>;
  /** Each bill's printed features, in bill order (for the report and for inspection). */
  perBill: string[][];
}

export const blind20Stats: Blind20Stats = { byKind: {}, noClue: 0, unitsExpected: 0, features: {}, printLevels: {}, perBill: [] };

export function blindResolveSet20(seed = 20): ResolveSet {
  const rng = makeRng(seed, 'blind20');
  const pf = makeProperties(rng.fork('properties'));
  const vs = makeVendors(pf, rng.fork('vendors'));
  const { history } = makeHistory(vs.vendors, rng.fork('history'));
  const directory = toDirectory(pf.props, pf.units, vs.vendors, vs.accounts.all, history, rng.fork('directory'));
  const gl = latestWholeBillGl(history);
  const clerk = new Clerk(pf.book.locs, pf.props, pf.units, vs.vendors, vs.accounts, vs.names);
  const targets = makeTargets(pf, vs, rng.fork('targets'));
  const stats: Blind20Stats = { byKind: {}, noClue: 0, unitsExpected: 0, features: {}, printLevels: {}, perBill: [] };
  const bump = (m: Record<string, number>, k: string): void => { m[k] = (m[k] ?? 0) + 1; };
  const bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[] = targets.map((t, i) => {
    const printed = printBill(t, clerk, rng.fork(`bill/${i}`));
    const glAccount = gl.get(t.vendor.id) ?? t.vendor.defaultGl;
    if (glAccount === null) throw new Error(`vendor ${t.vendor.id} has no GL by the rule`);
    bump(stats.byKind, t.kind);
    if (t.noClue) stats.noClue++;
    if (printed.unitIdx !== null) stats.unitsExpected++;
    bump(stats.printLevels, String(printed.level));
    for (const f of printed.features) bump(stats.features, f);
    stats.perBill.push([t.kind, ...(t.noClue ? ['noClue'] : []), ...printed.features]);
    const unitId = printed.unitIdx === null ? null : pf.units[printed.unitIdx]?.id ?? null;
    return { input: printed.input, expected: { propertyId: t.prop.id, unitId, vendorId: t.vendor.id, glAccount } };
  });
  const set: ResolveSet = { directory, bills };
  selfCheck(set, NO_CLUE_BILLS, stats.noClue);
  Object.assign(blind20Stats, stats);
  return set;
}
