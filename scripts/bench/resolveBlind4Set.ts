/*
 * Blind resolver set #4 — written without reading the resolver or the other sets.
 *
 * One client: "Lakeline Residential Management", a Midwest/Northeast manager with offices in
 * Chicago, Milwaukee, Minneapolis, Detroit, Cleveland, Pittsburgh, Philadelphia and Boston.
 * 2,000 properties / 20,000 units / 5,000 vendors / 10,000 bills, deterministic per seed.
 *
 * MIX (see resolveBlind4/* for the code; shares below are of the default seed)
 * - Buildings: Chicago ~38% + suburbs (Evanston, Oak Park, Berwyn, Skokie) ~9%, Milwaukee/Wauwatosa,
 *   Minneapolis/St. Paul, Detroit/Ferndale/Royal Oak, Cleveland/Lakewood/Cleveland Hts, Pittsburgh,
 *   Philadelphia/Upper Darby, Boston/Cambridge/Somerville/Brookline. Kinds: two-flats (1/2, 1st Fl, Garden,
 *   coach house "Rear"; Milwaukee Upper/Lower duplexes, some with a separate upper address), three-flats /
 *   triple-deckers (1-3, Basement), greystones/brownstones (1F/1R, 2E/2W, Garden), six-flats, walk-ups
 *   (1A.., 101.., 1..24), courtyard buildings (range address "5401-5409", entrances with their own address,
 *   labels repeated per entrance or prefixed "5403-2N"), condo associations, mixed-use (storefronts with own
 *   address + 2F/2R above), townhouse rows (each house its own address), single-family (no units), mid-rises.
 *   ~20 "twin" addresses (same number + street in two cities). Owner LLCs and short codes as aliases.
 * - Vendors: 73 utilities/chains with per-property (and some per-unit) accounts — ComEd, Peoples Gas, Nicor,
 *   City of Chicago water, We Energies, Xcel, CenterPoint, DTE, Illuminating Co + Cleveland Public Power
 *   (same city domain as Cleveland Water), Duquesne, Peoples Natural Gas (PA), PECO, PGW, Eversource, National
 *   Grid, BWSC..., Comcast/AT&T/Verizon, WM regional siblings (one brand, one domain), Otis/Schindler/KONE/TKE,
 *   Orkin/Terminix, CSC ServiceWorks, Home Depot Pro/Grainger (company account, no property), carriers; the
 *   rest local trades (plumbing, boiler, electrical, snow, scavenger, exterminators, tuckpointing, legal,
 *   insurance agencies...), ~15% one-person shops with gmail/comcast.net mailboxes, some dba aliases.
 *   senderEmails: whole domain ~45%, specific address ~40%, none ~10%. Remit-to: PO box/lockbox ~40%.
 * - GL: ~50% vendors with several bill-level codings (latest wins), ~22% none (default), ~15% only
 *   line-level (default, else newest line), ~13% older bill-level + newer line-level; ~15% of timestamps
 *   carry a -04/-05/-06 offset instead of Z; history shuffled.
 * - Bills by trade: utilities (electric/gas/water/telecom) ~20%, plumbing ~11%, boiler/HVAC ~7%, general ~8%,
 *   electrical ~6%, pest ~6%, snow ~5%, scavenger ~4%, others (appliance, cleaning, landscaping, painting,
 *   roofing, masonry, elevator, fire, locks, flooring, supply, legal, insurance, laundry...) the rest.
 * - Property evidence: site address in serviceAddresses ~73% (+ name ~9%), name/owner LLC only ~7%
 *   (insurance/legal/accounting mostly), address only in the text ~6%, account number only ~2.5%,
 *   supply-house job name ~1.4%, vendor default property only ~0.2%. Addresses: directional N/N./North or
 *   dropped, Ave/Ave./Avenue/AV or dropped, 5% street typos, ranges "5401-09", city line ~60% (utilities
 *   ~85%), zip+4, Boston neighbourhood postal names, utilities ~80% upper case.
 * - Units: ~37% of bills are for a unit — inline ~15%, separate field ~6%, only in a line item ~4.5%,
 *   own line ~4%, with the property text ~3%, only in notes ~2.5%, by the unit's own street address ~2%,
 *   by a unit account ~1%. Labels as "Apt 2B", "#204", "2nd Floor", "2 Rear", "Grdn", "Upr", "Store #1".
 * - Payee: as registered ~42%, upper ~16%, suffix/& changed ~12%, abbreviated ~10%, OCR slip ~8%,
 *   missing ~6%, trade words only ~5%, manager's name ~2%, unregistered legal name <1%.
 * - Sender: vendor's address/domain ~58% (some unregistered mailboxes at the domain), bill-pay platforms
 *   (QuickBooks, Billtrust, ServiceTitan, Paymentus...) ~14%, forwarded by Lakeline staff ~8%,
 *   unregistered gmail ~5%, none (scanned mail) ~16%.
 * - Extraction slips: manager's office in serviceAddresses ~4%, remit PO box in serviceAddresses ~1.5%,
 *   invoice number among accountNumbers ~2.5%, manager as propertyText ~1.5%, office suite as unitText
 *   ~1.2%, OCR slip in serviceAddresses ~2.4% / in the text's site line ~7.5%. Bill-to is always a Lakeline
 *   office (often "<owner LLC> c/o Lakeline"), never the site.
 *
 * Every bill leaves a careful clerk with the directory open enough to decide: a site address
 * (possibly abbreviated, typo'd, OCR-slipped, uppercased, missing directional/type/city), a
 * property name / alias / owner LLC, a per-property or per-unit account number, or — for a vendor
 * with a default property and no site printed — that default. A unit is expected only when the
 * paper identifies it (label, own street address, or unit account); otherwise unitId is null.
 * Labels that repeat inside a courtyard building are always printed with their entrance address.
 * Vendors are identified by name/alias as printed, sender address or domain, remit-to, tax id or
 * account number; when the payee is missing or wrong and the sender is not the vendor's, the
 * remit-to or tax id is printed. Properties that share number + street name with one in another
 * city ("twins") are always printed with their city/zip and directional.
 */
import type { BillInput, DirectoryData } from '../../src/server/directory/resolver/types';
import { buildBills, type BillTags } from './resolveBlind4/bills';
import { buildPortfolio } from './resolveBlind4/buildings';
import { buildHistory } from './resolveBlind4/glHistory';
import { Rng } from './resolveBlind4/rand';
import { GL_ACCOUNTS } from './resolveBlind4/trades';
import { buildVendors } from './resolveBlind4/vendors';
import { prng } from './seedData';

export interface BlindBill4 {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

export function blindResolveSet4(seed = 20254): { directory: DirectoryData; bills: BlindBill4[] } {
  return blindResolveSet4WithTags(seed).set;
}

/** The set plus what the generator chose for each bill (for mix reports). */
export function blindResolveSet4WithTags(seed = 20254): { set: { directory: DirectoryData; bills: BlindBill4[] }; tags: BillTags[] } {
  const rng = new Rng(prng(seed));
  const pf = buildPortfolio(rng, 2000, 20000);
  const vendors = buildVendors(rng, pf, 5000);
  const { history, glOf } = buildHistory(rng, vendors);
  const tags: BillTags[] = [];
  const bills = buildBills(rng, pf, vendors, glOf, 10000, tags);
  const directory: DirectoryData = {
    properties: pf.properties.map((p) => ({
      id: p.id, name: p.name, aliases: p.aliases, address: [p.addr.num, p.addr.street.pre, p.addr.street.name, p.addr.street.type, p.addr.street.post].filter((x) => x).join(' '),
      city: p.addr.city.name, state: p.addr.city.state, zip: p.addr.zip,
    })),
    units: pf.properties.flatMap((p) =>
      p.units.map((u) => ({
        id: u.id, propertyId: p.id, unit: u.label,
        address: u.own ? [u.own.num, u.own.street.pre, u.own.street.name, u.own.street.type, u.own.street.post].filter((x) => x).join(' ') : null,
      })),
    ),
    vendors: vendors.map((v) => ({
      id: v.id, name: v.name, aliases: v.aliases, senderEmails: v.senderEmails.map((e) => e.toLowerCase()), remitTo: v.remitTo, taxId: v.taxId,
      defaultGlAccount: v.defaultGlAccount, defaultPropertyId: v.defaultPropertyId, accounts: v.accounts,
    })),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  return { set: { directory, bills }, tags };
}
