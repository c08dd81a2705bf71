/*
 * Blind resolver set #3 — a frozen, generated set of 10,000 bills with known answers against
 * one client's directory (2,000 properties / 20,000 units / 5,000 vendors), written without
 * looking at the resolver or at the earlier sets. Deterministic for a seed (default 3202507);
 * builds in ~1-2 s.
 *
 * The client: Keystone Ridge Property Management, a regional manager in ten metros (DFW,
 * Houston, Austin, San Antonio, Phoenix, Atlanta, Charlotte incl. Rock Hill/Fort Mill SC, Tampa
 * Bay, Columbus, Kansas City MO+KS).
 *
 * PORTFOLIO (resolveBlind3/portfolio.ts) — 2,000 properties, exactly 20,000 units:
 *   870 scattered single-family rentals (0 units, named by their street address; a few on county
 *       roads or rural-route boxes; investor clusters on one street),
 *   280 duplexes (A/B, Upper/Lower, or units with their own house numbers "1421"/"1423" and the
 *       building written "1421-1423 Elm St"), 200 tri/fourplexes (1-4, A-D, 101/102/201/202, own
 *       house numbers),
 *    90 garden communities (~9,300 units: "1204", "12-203", "A203", "1001…"; other buildings'
 *       street numbers carry their own house meters), 45 mid-rises (~1,700, floor numbering,
 *       penthouses), 20 student (~1,300) and 15 senior communities (~600, cottages/villas),
 *   140 strip centers (~1,200 suites: "Suite 105", "105", "A"), 75 office buildings (~830),
 *    45 mobile home parks (~1,800 lots: "Lot 12" / "Space 12" / "12"; 30% of parks give lots
 *       internal-street addresses), 40 self-storage (an office / manager's apartment at most),
 *   120 condo/townhome associations (~1,600; 20% with no units loaded; townhomes with own
 *       addresses), 60 mixed-use buildings (ground-floor suites + apartments).
 *   Directory data entry varies: USPS abbreviations or spelled out, "Rd." with a dot, upper case,
 *   ZIP / ZIP+4 / none, "Ft Worth", a state spelled out; 11 non-SFR properties have no street
 *   address; aliases are short names, initials, owner LLCs, former names, street addresses,
 *   codes; ~2.5% of communities share a name with one in another metro; a few N/S twins of one
 *   number on one street.
 *
 * VENDORS (resolveBlind3/vendors.ts, utilityData.ts, nationalData.ts) — exactly 5,000:
 *   145 utilities (35 electric: Texas retail providers, municipal and co-op; 13 gas incl. Georgia
 *       marketers; 74 water/sewer: one department per city or county system + 5 Houston MUDs
 *       billed c/o operators; 10 haulers; 9 telecom; 2 bulk cable; 2 utility-billing services —
 *       "Duke Energy Carolinas" and "Duke Energy Florida" print the same brand),
 *    54 national suppliers/service companies, 34 county tax offices, 45 outside HOAs (billed
 *       through management companies that share lockboxes), 135 franchisees ("SERVPRO of North
 *       Dallas"), 150 professional/local services, 520 sole proprietors (personal mail, dba not
 *       always on file, home address as remit-to), 3,917 local trades (27% never bill) incl. 60
 *       near-twins (same trade name in two metros, or "X" vs "X Services").
 *   Sender e-mails: listed as the whole domain (29%), single mailboxes, both, or none (17%);
 *   remit-to: lockbox PO box, local PO box or shop address (6% none); tax ID for 72%;
 *   accounts: 16.8k — utility meters per property/building/vacant unit, tax parcels, supplier
 *   ship-to numbers, route-trade customer numbers, owner accounts at HOAs, company-wide cards.
 *
 * GL (resolveBlind3/history.ts, glChart.ts): 81 accounts; ~27.8k past codings. Of the bills,
 *   61% take the vendor's newest bill-level coding (for a third of those an older bill-level
 *   coding differs, for 11% the vendor default differs, for 7% a newer per-line coding
 *   differs), 38% the default GL, 1% the newest per-line coding. History is in time order
 *   except a block migrated from the previous system appended at the end.
 *
 * BILLS (resolveBlind3/bills.ts, billMix.ts, printing.ts, billText.ts) — 10,000, 20% for a unit:
 *   3,900 utility statements (electric 1,350, gas 500, water/sewer 950, trash 480, telecom 420,
 *         bulk cable 60, utility billing 140): account number in the vendor's format, bare or
 *         regrouped (69 masked where the address is clear, 1.5% not extracted), service address
 *         mostly upper case, house meters printed at the building's own number (118), premise
 *         notes ("POOL", "IRRIG"), vacant-unit meters; customer = property, owner LLC (10%) or
 *         the manager; payment stub; lockbox remit-to.
 *     150 property-tax statements, 200 HOA dues statements for single-family homes.
 *   5,750 invoices: 1,000 national suppliers/service companies (sold-to/ship-to), 300
 *         franchisees, 3,600 local trades, 520 sole proprietors, 330 professional services
 *         (evictions, inspections, insurance, marketing): job address on 85%, property name or
 *         alias on 49% (inexact/ambiguous names on 190), work-order / PO numbers, tax IDs (725),
 *         35 bills with no location at all for a vendor that only works at its default property.
 *   Unit (2,009 bills): inline 827, own "Unit:" field 301, only in a line item 281, own line
 *         263, the unit's own street address 170, only via a unit-level account 167.
 *   Printing: USPS or spelled-out suffixes/directionals, suffix or directional dropped only where
 *   still unique, ordinal words, "SH 71" / "Hwy 71" / "TX-71", "CR 112" / "County Road 112",
 *   "RR 2 Box 145", ZIP+4, postal-city spellings, ~3% OCR slips in the street line, letter units
 *   glued to the number ("1421B Elm St").
 *   Senders: the vendor's mailbox 58%, the manager's scanner 18%, bill-pay platforms
 *   (QuickBooks, BILL, Square, ServiceTitan, Paymentus…) 12%, staff forwarding (often with the
 *   original From: line) 7%, none 5%. Payees: registered name, alias, brand, upper case, without
 *   "LLC", dba not on file (weak on 561), OCR slip 253, not extracted 183.
 *   Extraction slips: service address not extracted 414, bill-to or vendor address extracted as
 *   a service address 255, an invoice/meter number extracted as an account 418.
 *   Bill-to is always the manager (regional office, central AP box or regional box), sometimes
 *   "Owner LLC c/o Keystone Ridge…", never the site.
 *   Fairness: every bill carries something a clerk with the directory can pin the property, the
 *   unit and the vendor with (account, address unique as printed, unique name/alias, default
 *   property, listed sender, unique remit-to, tax ID); when the random print left none, a plain
 *   line is added (68 bills, tagged "fallback-*" in blindResolveSet3Cases).
 */
import type { BillInput, DirectoryData } from '../../src/server/directory/resolver/types';
import { AccountBook, assignClients, assignUtilityAccounts } from './resolveBlind3/accounts';
import { generateBills } from './resolveBlind3/billMix';
import type { BillCase } from './resolveBlind3/bills';
import { GL_ACCOUNTS } from './resolveBlind3/glChart';
import { buildHistory, expectedGlIndex } from './resolveBlind3/history';
import { buildPortfolio } from './resolveBlind3/portfolio';
import { Rng } from './resolveBlind3/rng';
import { VendorIndex } from './resolveBlind3/vendorIndex';
import { buildVendors } from './resolveBlind3/vendors';

export interface BlindSet3 {
  directory: DirectoryData;
  bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[];
}

/** The set with each bill's case tags (for reporting the mix). */
export function blindResolveSet3Cases(seed = 3_2025_07): { directory: DirectoryData; cases: BillCase[] } {
  const rng = new Rng(seed);
  const portfolio = buildPortfolio(rng.fork(1));
  const { vendors, byId } = buildVendors(rng.fork(2), portfolio);
  const book = new AccountBook(rng.fork(3));
  assignUtilityAccounts(rng.fork(4), portfolio, vendors, book);
  assignClients(rng.fork(5), portfolio, vendors, book);
  const history = buildHistory(rng.fork(6), vendors);
  const gl = expectedGlIndex(vendors, history);
  const vindex = new VendorIndex(vendors);
  const cases = generateBills(rng.fork(7), { portfolio, vendors, vendorById: byId, vindex, gl });
  const order = rng.fork(8).shuffle([...vendors]);
  const directory: DirectoryData = {
    properties: portfolio.properties.map((p) => p.dir),
    units: portfolio.units.map((u) => u.dir),
    vendors: order.map((v) => ({
      id: v.id,
      name: v.name,
      aliases: v.aliases,
      senderEmails: v.listedEmails.map((e) => e.toLowerCase()),
      remitTo: v.remitText,
      taxId: v.taxId,
      defaultGlAccount: v.defaultGl,
      defaultPropertyId: v.defaultPropertyId,
      accounts: v.accounts.map((a) => ({ accountNumber: a.stored, propertyId: a.propertyId, unitId: a.unitId })),
    })),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  return { directory, cases };
}

export function blindResolveSet3(seed?: number): BlindSet3 {
  const { directory, cases } = blindResolveSet3Cases(seed);
  return { directory, bills: cases.map((c) => ({ input: c.input, expected: c.expected })) };
}
