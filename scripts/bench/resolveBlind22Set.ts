/**
 * Blind resolve set 22 — data sheet.
 *
 * Client: "Keystone & Lakes Residential LLC", a manager of 2,000 properties / 20,000 units across upstate
 * New York, Pennsylvania and New Jersey's suburbs: Buffalo and Rochester doubles (units "Up"/"Dn"),
 * Syracuse and Albany student rentals let by bedroom ("BR1".."BR6"), Pittsburgh hillside houses with a
 * "Rear" house (own address "412 Rear Eleanor St"), Main Line twins (units A/B, each its own address),
 * Scranton and Allentown rowhouse rows (each house a unit with its own address, the property a range
 * "1201-1209 N 7th St"), New Jersey garden complexes by building ("12-3C"), small apartment buildings.
 * Roads include county routes and state/US routes ("County Route 519", "Route 22 East", "US Route 11"),
 * town names repeat across counties (three "Springfield Township", two "Washington Township" plus
 * Washington PA), and a property's city may be a hamlet (Ardmore for Lower Merion Township).
 *
 * Vendors (5,000): regional utilities and authorities (National Fuel, National Grid/Niagara Mohawk, NYSEG,
 * RG&E, Central Hudson, Duquesne Light, Peoples, PPL, UGI, PECO, PSE&G, JCP&L, Elizabethtown, SJG,
 * NJ/PA American Water, Aqua, city water boards, MUAs), haulers (WM, Republic, Casella), town/county/school
 * tax collectors keyed by SBL (NY), lot-and-block or parcel (PA), block/lot (NJ), rental registries,
 * national firms (Home Depot Pro, Grainger, and per-metro branches of Sherwin-Williams, Orkin, Roto-Rooter,
 * Servpro, Chem-Dry sharing their brand alias), and thousands of local trades tied to a metro. About
 * 14,000 account numbers tie vendors to properties and units; some aliases are shared; ~5% of local
 * trades have a defaultPropertyId. GL chart: 100 accounts. History: ~25,000 past codings, most whole-bill
 * (description null), some per line; timestamps in Z, millisecond and offset (-04:00/-05:00/+00:00) forms.
 *
 * Bills (10,000: utility 3,900, tax 1,000, registration 400, national 1,200, trade 3,460, no-clue 40)
 * print what real ones do: street suffix/direction abbreviated or dropped, OCR slips and typos in the
 * street name, hamlet or "Twp" for the town, ZIP+4 or no ZIP, state spelt out, capitals; the unit inline,
 * on its own line, in unitText, fused to the house number ("412A") or missing when the account carries it;
 * rear houses as "412 1/2"; a property name, alias or code ("BUF-014") in propertyText or only in the text;
 * the remit-to or the manager's office among the service addresses; payees exact, without "Inc.", in
 * capitals, by alias/dba, misspelt, or as a payment platform (Paymentus, Invoice Cloud, ...); account
 * numbers as filed, re-spaced, masked to the last four, or with an extra check group; senderEmail at times.
 *
 * Answers: a model clerk (./resolveBlind22/clerk.ts) holding the directory must single out the vendor and
 * the property from what the bill prints (intersecting every clue), or the bill is reprinted plainly.
 * unitId is set only when the printed unit, the unit's own address or a unit-level account singles it
 * out. No-clue bills (40, 0.4%) print nothing about the site: their vendor's defaultPropertyId answers.
 *
 * GL rule: the vendor's latest whole-bill coding (description null) by instant (Date.parse), else the
 * vendor's defaultGlAccount.
 *
 * Determinism: one mulberry32 PRNG seeded by `seed`, forked per phase by label; no Math.random, no
 * Date.now. selfCheck recomputes counts, id uniqueness, unit ownership and every expected GL.
 */
import { type DirectoryData } from '../../src/server/directory/resolver/types';
import { buildBills, type BillStats } from './resolveBlind22/bills';
import { Clerk } from './resolveBlind22/clerk';
import { GL_ACCOUNTS } from './resolveBlind22/gl';
import { buildHistory, expectedGls } from './resolveBlind22/history';
import { buildProperties } from './resolveBlind22/properties';
import { Rng } from './resolveBlind22/rng';
import { selfCheck } from './resolveBlind22/selfCheck';
import { buildVendors } from './resolveBlind22/vendors';
import { type ResolveSet } from './resolveSet';

export let lastStats22: BillStats | null = null;

export function blindResolveSet22(seed = 22): ResolveSet {
  const root = new Rng(seed);
  const props = buildProperties(root.fork('properties'));
  const vendors = buildVendors(root.fork('vendors'), props);
  const history = buildHistory(root.fork('history'), vendors);
  const gls = expectedGls(vendors.map((v) => v.v), history);
  const clerk = new Clerk(props, vendors);
  const { bills, stats } = buildBills(root.fork('bills'), props, vendors, gls, clerk);
  lastStats22 = stats;
  const directory: DirectoryData = {
    properties: props.map((p) => p.prop),
    units: props.flatMap((p) => p.units.map((u) => u.unit)),
    vendors: vendors.map((v) => v.v),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  const set: ResolveSet = { directory, bills };
  selfCheck(set);
  return set;
}
