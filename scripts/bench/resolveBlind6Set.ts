/*
 * BLIND RESOLVE SET 6 — "Crestline Urban Residential Management LLC" (data sheet)
 *
 * Written without reading the resolver: only src/server/directory/resolver/types.ts (the interface)
 * and prng() from seedData.ts were read. Nothing here imports resolver code; the answers follow the
 * product rules of the issue, not any implementation.
 *
 * The client: a third-party manager headquartered in Jersey City with regional offices in Forest
 * Hills (Queens), Washington DC, Baltimore, Salt Lake City, Denver, Las Vegas, Miami, Honolulu and
 * San Juan. It runs rentals, co-ops and condominium / AOAO / consejo de titulares associations,
 * rowhouse and scattered-site portfolios, student housing (leased by the bedroom), parking garages
 * and self storage. Bills are addressed to the regional office (or the AP lockbox), never the site.
 *
 * Directory: 2,000 properties, 20,000 units, 5,000 vendors, a 270-account GL chart and a coding
 * history of 28,026 PastCoding rows.
 *   Properties by region: NYC five boroughs 530 (Queens hyphenated numbers "108-15 Queens Blvd",
 *     Ridgewood not hyphenated; co-ops with "Owners Corp." aliases; brownstones Garden/Parlor;
 *     walk-ups 4B/PH2; mixed-use with Store units), NJ Hudson County / Newark / Elizabeth 220 (2R / 3F
 *     front-rear flats, "1st Floor", garden complexes), Washington DC 175 (quadrants NW/NE/SE/SW;
 *     rowhouse flats Basement / Unit 1 / Rear / Carriage House; condo unit-owner associations;
 *     scattered sites whose homes are units with their own street address and no property address),
 *     Baltimore 135 (rowhouse single-family homes, scattered sites), Utah 245 (Salt Lake / Provo /
 *     Orem grid "1350 S 700 E", "455 E 400 S #12", townhomes whose units carry their own addresses,
 *     fourplexes A-D), Denver 125, Las Vegas valley 165 (garden complexes "Bldg 3 Apt 205" = unit
 *     "3-205"), South Florida 215 (condo associations "Unit 1204", PH-A, cabanas, parking P-11; garden
 *     condos; villas with own addresses), O'ahu 95 (AOAO towers, Tower A/B units, ʻokina / macron
 *     spellings, Aiea/Kapolei hyphenated numbers "98-1030 Moanalua Rd"), Puerto Rico 95 (Spanish forms
 *     "Calle Luna 123", "Urb. Villa Carolina", "Blq. 12 #8", "Apto. 3B", Cond. lines, accents dropped
 *     or kept).
 *   Property kinds: single-family homes 321 (no units), walk-ups 261, mid/low-rise apartments 185,
 *     NYC/NJ elevator buildings 129, two-families 129, condo associations (towers) 127, townhome
 *     communities 89, garden complexes 78, fourplexes 74, brownstones 65, Utah complexes 65, DC
 *     rowhouse flats 56, student housing 55, Hudson County front/rear flats 53, mixed-use 53, garden
 *     condos 43, co-ops 41, PR walk-ups 40, scattered sites 39, parking garages 37, self storage 30,
 *     villas 23, two-tower AOAOs 7 (units per property scaled so that the total is exactly 20,000; 824
 *     units carry their own street address).
 *   Near twins kept on purpose: the same number on the other direction (W/E 107th St, K St NW/NE), the
 *     same line in another city (Palisade Ave in Jersey City / Union City / West New York; grid lines
 *     shared by Salt Lake City and Provo; Collins Ave in Miami Beach / Sunny Isles; Calle A in several
 *     urbanizaciones), transposed Queens numbers (108-15 / 108-51), sibling building names (The
 *     Kensington / Kensington Court / Kensington Arms), Patterson Park Homes I / II.
 *   Vendors: 43 utilities and municipal water/sewer (Con Edison, National Grid, NYC Water Board,
 *     PSE&G, JCMUA, Veolia, NJ American Water, Elizabethtown Gas, Pepco, Washington Gas, DC Water,
 *     BGE, Baltimore DPW, Rocky Mountain Power, Enbridge Gas Utah / Dominion Energy, SLC Public
 *     Utilities, Provo, Murray, Ogden, GHID, Sandy, Orem, Xcel, Denver Water, Aurora Water, NV Energy,
 *     Southwest Gas, LVVWD, Henderson, North Las Vegas, CCWRD, FPL, WASD, Miami Beach, Fort
 *     Lauderdale, Hollywood, Peoples Gas, Hawaiian Electric, BWS, Hawaii Gas, LUMA, AAA/PRASA) + 11
 *     carriers, 26 national trades and suppliers, and local trades (80 made as near-twins of another
 *     local: the same trade name with another suffix, Capitol/Capital, A-1/A1, & / and; any two trade
 *     names that differ only by the suffix count as twins too). ~12% of locals trade under a d/b/a;
 *     senderEmails hold exact addresses, "@domain" entries, free-mail addresses, and a few vendors
 *     list their bill-pay platform's address, which other vendors send from too. 260 locals carry a
 *     default property.
 *
 * Bills (10,000), by kind: utility bill on a property-level account (house meter, common area,
 *   single-family home) 28.0%, trade work order in a unit 20.0%, utility bill on a unit-level account
 *   (vacant or owner-paid unit) 17.0%, service contract with a customer number (pest, elevator,
 *   landscaping, snow, pool, trash, fire, laundry, security, backflow, boiler...) 14.0%, trade work on
 *   the building or site 10.0%, vendor with a default property 5.0% (62.6% of these name no site at all,
 *   19.0% name the default, 18.4% name another property, which wins), cable / internet / phone 3.0%,
 *   supply house (HD Supply / Home Depot Pro vs The Home Depot, Lowe's, Grainger, Ferguson,
 *   Sherwin-Williams, CORT) 3.0%.
 * Expected unit null (property-level: common area, house meter, site work, single-family home): 60.0% of
 *   bills; 4,002 bills name a unit.
 * Site evidence variants: utility and carrier bills (4,800): full account + service address 50.0%,
 *   masked account + service address 16.6%, full account only (e-mail summary, "see reverse") 12.4%,
 *   account missed by extraction but in the text + address 8.1%, every field empty and all of it only in
 *   the text 5.2%, account + account name (property, alias or association) 4.6%, masked account +
 *   account name 3.0%. Contract and supply bills (1,700): account + job/ship-to address 41.0%, account
 *   only 19.1%, account + property name 18.8%, name only 11.3%, address only 9.8%. Unit work orders
 *   (2,000): job address + "Unit:" field 27.1%, unit inside the printed address (same line, own line,
 *   Cond. line) 19.8%, property name/alias + unit only in a line item 15.8%, address + unit only in a
 *   line item 14.4%, name + unit field 11.1%, only in the text 6.8%, the unit's own street address 5.1%.
 *   Site work (1,000): address 44.0%, name or alias 25.8%, both 22.6%, text only 5.7%, only the owner
 *   entity in the bill-to block 1.7%.
 * Unit evidence (unit-level bills only): unit inside the service address 32.7%, unit field 26.1%, only
 *   in a line item 20.4%, the unit's own street address 11.9%, only the unit-level account 4.0%, only in
 *   the text 3.3%, PO number on a supply invoice 1.5%.
 * Payee as extracted: the letterhead name as printed 42.2%, a casual variant (suffix dropped, & / and,
 *   upper case) 17.7%, null 11.1%, the directory name 9.5%, an OCR slip 9.2%, an alias or d/b/a name
 *   6.2%, the manager itself or the owners' association 4.1%.
 * Sender e-mail: a staff member of the client forwarding it 33.8% (the original sender sometimes quoted
 *   in the text), the vendor's known address or a mailbox of a known "@domain" 28.6%, null (scanned
 *   mail) 27.2%, a vendor mailbox the directory does not list 5.6%, a bill-pay platform (Paymentus,
 *   InvoiceCloud, doxo, QuickBooks, Square, Jobber, Housecall Pro, ServiceTitan, Billtrust, Bill.com)
 *   4.9%.
 * Account numbers as printed (when a directory account is on the bill): the vendor's grouping 25.7%,
 *   masked 14.7%, digits only 13.2%, regrouped with other separators 9.6%, leading zeros dropped or
 *   added 7.3%, exactly as the directory keeps it 7.0%, with a label inside the field 5.3%, an OCR slip
 *   (O for 0, l for 1; never when it is the only route) 2.1%, and printed only in the text 15.0%.
 * Slips into the fields: a meter number in accountNumbers 4.8%, the bill-to office / AP lockbox in
 *   serviceAddresses 3.9%, an invoice number in accountNumbers 3.9%, the vendor's remit-to in
 *   serviceAddresses 3.0%, a NYC borough-block-lot in accountNumbers 0.8%; a federal tax id is printed
 *   on 17.3% (always for look-alike vendors).
 * Language: English 96.9%, Spanish 3.1% (LUMA, AAA and most Puerto Rico trades). Regions of the bills:
 *   NYC 26.3%, Utah 14.1%, South Florida 11.3%, Las Vegas 11.3%, NJ 10.4%, DC 7.9%, Denver 5.8%,
 *   Baltimore 5.0%, O'ahu 4.4%, Puerto Rico 3.5%.
 *
 * GL rule (expectedGl6 below): the vendor's most recent bill-level coding (description null), most
 *   recent by the instant of `at`; else its defaultGlAccount; else its most recent line-level coding.
 *   History timestamps (rows shuffled) mix local offsets, Z, +00:00 and milliseconds; 427 vendors
 *   have their two latest bill-level codings in an order that text sorting gets wrong, 697 have a
 *   line-level coding after the last bill-level one (to another account), and for 783 vendors the
 *   latest bill-level coding differs from the default. Every billed vendor has a coding or a default;
 *   the expected GL comes from a bill-level coding on 78.0% of bills, from the default on 13.0% and
 *   from a line-level coding on 9.1%.
 */
import type { BillInput, DirectoryData, DirectoryVendor, PastCoding } from '../../src/server/directory/resolver/types';
import { type Draft, printBill } from './resolveBlind6/bills';
import { CATS } from './resolveBlind6/catalog';
import { glChart } from './resolveBlind6/glChart';
import { buildHistory } from './resolveBlind6/history';
import { type PropModel, type UnitModel, buildProperties } from './resolveBlind6/properties';
import { Rng } from './resolveBlind6/rng';
import { type AcctModel, type VendorModel, assignDefaults, buildVendors } from './resolveBlind6/vendors';

export interface BlindBill6 {
  input: BillInput;
  expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string };
}

/** The GL the product should give a bill of this vendor, from the vendor row and the coding history. */
export function expectedGl6(vendor: DirectoryVendor, history: readonly PastCoding[]): string | null {
  let bill: { t: number; gl: string } | null = null;
  let line: { t: number; gl: string } | null = null;
  for (const h of history) {
    if (h.vendorId !== vendor.id) continue;
    const t = Date.parse(h.at);
    if (Number.isNaN(t)) continue;
    if (h.description === null) {
      if (!bill || t > bill.t) bill = { t, gl: h.glAccount };
    } else if (!line || t > line.t) {
      line = { t, gl: h.glAccount };
    }
  }
  if (bill) return bill.gl;
  if (vendor.defaultGlAccount) return vendor.defaultGlAccount;
  return line ? line.gl : null;
}

const BILL_COUNTS = {
  utilProp: 2800,
  utilUnit: 1700,
  telecom: 300,
  contract: 1400,
  tradeUnit: 2000,
  tradeSite: 1000,
  defaultProp: 500,
  supply: 300,
} as const;

interface Built {
  set: { directory: DirectoryData; bills: BlindBill6[] };
  mix: Record<string, Record<string, number>>;
  notes: Record<string, number>;
}

function build(seed: number): Built {
  const rng = new Rng(seed);
  const { props, units, book } = buildProperties(rng);
  const { vendors, accts, numbers } = buildVendors(props, book, rng);
  const defaults = assignDefaults(props, vendors, rng, numbers, accts, 260);
  const hist = buildHistory(vendors, rng);

  const byVendor = new Map<string, PastCoding[]>();
  for (const h of hist.history) {
    const list = byVendor.get(h.vendorId) ?? [];
    list.push(h);
    byVendor.set(h.vendorId, list);
  }
  const glOf = new Map<string, string | null>();
  for (const vm of vendors) glOf.set(vm.v.id, expectedGl6(vm.v, byVendor.get(vm.v.id) ?? []));
  const ok = (vm: VendorModel): boolean => glOf.get(vm.v.id) !== null;
  const propById = new Map(props.map((p) => [p.p.id, p]));

  const narrowUnits = new Map<PropModel, UnitModel[]>();
  const unitsFor = (pm: PropModel, broad: boolean): UnitModel[] => {
    if (broad) return pm.units.filter((u) => u.spec.kind !== 'cabana');
    let list = narrowUnits.get(pm);
    if (!list) {
      list = pm.units.filter((u) => u.spec.kind === 'res' || u.spec.kind === 'bed');
      narrowUnits.set(pm, list);
    }
    return list;
  };

  const drafts: Draft[] = [];
  const pickAcct = (list: AcctModel[]): AcctModel => rng.pick(list);
  const utilProp = accts.filter((a) => a.kind === 'util' && !a.unit && ok(a.vm));
  const utilUnit = accts.filter((a) => a.kind === 'util' && a.unit && ok(a.vm));
  const telecom = accts.filter((a) => a.kind === 'telecom' && ok(a.vm));
  const contract = accts.filter((a) => a.kind === 'contract' && ok(a.vm));
  const supplyAccts = accts.filter((a) => (a.kind === 'supply' || a.kind === 'unitService') && ok(a.vm));
  const supplyVendors = vendors.filter((v) => v.kind === 'national' && v.cat === 'supply' && ok(v));

  for (let i = 0; i < BILL_COUNTS.utilProp; i++) {
    const a = pickAcct(utilProp);
    drafts.push({ kind: 'utilProp', vm: a.vm, prop: a.prop, unit: null, acct: a });
  }
  for (let i = 0; i < BILL_COUNTS.utilUnit; i++) {
    const a = pickAcct(utilUnit);
    drafts.push({ kind: 'utilUnit', vm: a.vm, prop: a.prop, unit: a.unit, acct: a });
  }
  for (let i = 0; i < BILL_COUNTS.telecom; i++) {
    const a = pickAcct(telecom);
    drafts.push({ kind: 'telecom', vm: a.vm, prop: a.prop, unit: a.unit, acct: a });
  }
  for (let i = 0; i < BILL_COUNTS.contract; i++) {
    const a = pickAcct(contract);
    const cat = a.vm.cat ? CATS[a.vm.cat] : null;
    const us = unitsFor(a.prop, false);
    const unit = cat?.unitCapable && us.length > 0 && rng.chance(0.12) ? rng.pick(us) : null;
    drafts.push({ kind: 'contract', vm: a.vm, prop: a.prop, unit, acct: a });
  }

  // Trades: who works where.
  const propsByRegion = new Map<string, PropModel[]>();
  for (const pm of props) {
    const list = propsByRegion.get(pm.region) ?? [];
    list.push(pm);
    propsByRegion.set(pm.region, list);
  }
  const tradeVendors = vendors.filter((v) => ok(v) && v.cat && (v.kind === 'local' ? v.activity > 0 : v.kind === 'national' && (v.cat === 'plumbing' || v.cat === 'mold')));
  const unitTrades = tradeVendors.filter((v) => CATS[v.cat as keyof typeof CATS].unitCapable);
  const siteTrades = tradeVendors.filter((v) => CATS[v.cat as keyof typeof CATS].siteLines.length > 0);
  const weightOf = (v: VendorModel): number => (v.kind === 'national' ? v.activity * 4 : v.activity);
  const unitW = unitTrades.map(weightOf);
  const siteW = siteTrades.map(weightOf);
  const unitWTotal = unitW.reduce((a, b) => a + b, 0);
  const siteWTotal = siteW.reduce((a, b) => a + b, 0);
  const multiProps = props.filter((p) => p.units.length >= 2);
  const propWeight = (pm: PropModel): number => Math.sqrt(pm.units.length + 1);
  const candCache = new Map<string, { list: PropModel[]; weights: number[]; total: number }>();
  const pickProp = (vm: VendorModel, needUnits: boolean): PropModel | null => {
    const region = rng.pick(vm.regions);
    const key = `${region}|${needUnits}`;
    let c = candCache.get(key);
    if (!c) {
      const list = (propsByRegion.get(region) ?? []).filter((p) => !needUnits || unitsFor(p, false).length > 0);
      const weights = list.map(propWeight);
      c = { list, weights, total: weights.reduce((a, b) => a + b, 0) };
      candCache.set(key, c);
    }
    if (c.list.length === 0) return null;
    return c.list[rng.weightedIndex(c.weights, c.total)] ?? null;
  };
  const acctAt = (vm: VendorModel, pm: PropModel): AcctModel | null => vm.accts.find((a) => a.prop === pm && !a.unit) ?? null;

  let guard = 0;
  for (let i = 0; i < BILL_COUNTS.tradeUnit && guard < 100000; guard++) {
    const vm = unitTrades[rng.weightedIndex(unitW, unitWTotal)] as VendorModel;
    const pm = pickProp(vm, true);
    if (!pm) continue;
    const broad = vm.cat === 'locksmith' || vm.cat === 'handyman' || vm.cat === 'cleaning';
    const unit = rng.pick(unitsFor(pm, broad));
    drafts.push({ kind: 'tradeUnit', vm, prop: pm, unit, acct: acctAt(vm, pm) });
    i++;
  }
  for (let i = 0; i < BILL_COUNTS.tradeSite && guard < 200000; guard++) {
    const vm = siteTrades[rng.weightedIndex(siteW, siteWTotal)] as VendorModel;
    const pm = pickProp(vm, false);
    if (!pm) continue;
    drafts.push({ kind: 'tradeSite', vm, prop: pm, unit: null, acct: acctAt(vm, pm) });
    i++;
  }
  const defaultVendors = defaults.filter(ok);
  for (let i = 0; i < BILL_COUNTS.defaultProp; i++) {
    const vm = rng.pick(defaultVendors);
    const home = propById.get(vm.v.defaultPropertyId ?? '') as PropModel;
    const c = rng.weighted([
      ['none', 60],
      ['same', 20],
      ['other', 20],
    ] as const);
    let pm = home;
    if (c === 'other') {
      const others = (propsByRegion.get(home.region) ?? []).filter((p) => p !== home);
      pm = rng.pick(others);
    }
    const us = unitsFor(pm, false);
    const unit = us.length > 0 && rng.chance(0.25) ? rng.pick(us) : null;
    drafts.push({ kind: 'defaultProp', vm, prop: pm, unit, acct: acctAt(vm, pm), defaultCase: c });
  }
  for (let i = 0; i < BILL_COUNTS.supply; i++) {
    if (rng.chance(0.7)) {
      const a = pickAcct(supplyAccts);
      const us = unitsFor(a.prop, false);
      const unit = a.unit ?? (us.length > 0 && rng.chance(0.4) ? rng.pick(us) : null);
      drafts.push({ kind: 'supply', vm: a.vm, prop: a.prop, unit, acct: a });
    } else {
      const vm = rng.pick(supplyVendors);
      const pm = rng.pick(multiProps);
      const us = unitsFor(pm, false);
      const unit = us.length > 0 && rng.chance(0.4) ? rng.pick(us) : null;
      drafts.push({ kind: 'supply', vm, prop: pm, unit, acct: null });
    }
  }

  const ctx = { book, numbers, propById };
  const mix: Record<string, Record<string, number>> = {};
  const bills: BlindBill6[] = [];
  for (const d of drafts) {
    const printed = printBill(d, ctx, rng);
    for (const [k, v] of Object.entries(printed.tags)) {
      const m = (mix[k] ??= {});
      m[v] = (m[v] ?? 0) + 1;
    }
    const ks = (mix.kindSite ??= {});
    const key = `${printed.tags.kind ?? ''}:${printed.tags.site ?? ''}`;
    ks[key] = (ks[key] ?? 0) + 1;
    const gl = glOf.get(d.vm.v.id);
    if (!gl) throw new Error(`vendor without a GL got a bill: ${d.vm.v.name}`);
    bills.push({ input: printed.input, expected: { propertyId: d.prop.p.id, unitId: d.unit ? d.unit.u.id : null, vendorId: d.vm.v.id, glAccount: gl } });
  }
  rng.shuffle(bills);

  const kinds: Record<string, number> = {};
  for (const pm of props) kinds[pm.kind] = (kinds[pm.kind] ?? 0) + 1;
  mix.propertyKind = kinds;

  const directory: DirectoryData = {
    properties: props.map((pm) => pm.p),
    units: units.map((um) => um.u),
    vendors: vendors.map((vm) => vm.v),
    glAccounts: glChart(),
    history: hist.history,
  };
  return {
    set: { directory, bills },
    mix,
    notes: { history: hist.history.length, defaults: defaults.length, tzTraps: hist.traps.tz, lateLine: hist.traps.lateLine, defaultOverridden: hist.traps.defaultOverridden },
  };
}

export function blindResolveSet6(seed = 6006): {
  directory: DirectoryData;
  bills: { input: BillInput; expected: { propertyId: string; unitId: string | null; vendorId: string; glAccount: string } }[];
} {
  return build(seed).set;
}

/** The variant shares of a build (what the header above reports for the default seed). */
export function blindResolveSet6Mix(seed = 6006): { mix: Record<string, Record<string, number>>; notes: Record<string, number> } {
  const b = build(seed);
  return { mix: b.mix, notes: b.notes };
}
