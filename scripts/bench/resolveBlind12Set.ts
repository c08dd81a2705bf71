/**
 * Blind resolver set 12: New England and a national single-family-rental portfolio.
 *
 * One client's directory -- 2,000 properties, 20,000 units, 5,000 vendors, an 89-account chart and
 * the vendors' coding history -- and 10,000 bills as extraction reads them, with the answers known.
 * Boston/Cambridge/Somerville triple-deckers ("2nd Fl", "3F"), Providence, Worcester, Hartford,
 * New Haven, Portland ME, Burlington VT and Manchester NH apartments and mill lofts, by-the-bed
 * student housing ("204-B") and rooming houses ("Rm 3"), senior living with wings and care levels,
 * main-street blocks with storefronts, and single-family houses in six Sun Belt and Midwest metros
 * held in portfolios (each house a unit with its own address). Bills print what real ones do: local
 * street nicknames and route numbers, villages for towns, ZIPs without their leading zero, the
 * manager's office as bill-to, PO boxes, forwarded e-mails, one brand split into several vendor
 * records, HOAs billed by management companies, accounts per house. The expected GL follows the rule
 * documented in resolveBlind12/history.ts. Deterministic: one seeded PRNG, forked per phase.
 */
import { type DirectoryData, type DirectoryUnit } from '../../src/server/directory/resolver/types';
import { type ResolveSet } from './resolveSet';
import { buildBills } from './resolveBlind12/bills';
import { CHART } from './resolveBlind12/gl';
import { buildHistory, indexHistory } from './resolveBlind12/history';
import { type GenProp, type GenUnit, type GenVendor } from './resolveBlind12/model';
import { buildPortfolio } from './resolveBlind12/properties';
import { makeRng, pad } from './resolveBlind12/random';
import { buildMisc, buildMunicipal, buildSuppliers } from './resolveBlind12/vendorsMisc';
import { buildTrades } from './resolveBlind12/vendorsLocal';
import { buildSfrVendors } from './resolveBlind12/vendorsSfr';
import { type Ctx, buildLocalEnergyAndTrash, buildUtilities, placeKey } from './resolveBlind12/vendorsUtility';

const VENDOR_COUNT = 5_000;
const SFR_TRADES = 640;
const BILL_COUNT = 10_000;

export function blindResolveSet12(seed = 12): ResolveSet {
  const rng = makeRng(seed);
  const pf = buildPortfolio(rng.fork('properties'));
  const byPlace = new Map<string, GenProp[]>();
  for (const p of pf.props) if (p.kind !== 'sfr') byPlace.set(placeKey(p.place), [...(byPlace.get(placeKey(p.place)) ?? []), p]);
  const housesByPlace = new Map<string, GenUnit[]>();
  for (const sub of pf.subdivisions) for (const h of sub.houses) housesByPlace.set(placeKey(sub.place), [...(housesByPlace.get(placeKey(sub.place)) ?? []), h]);
  const ctx: Ctx = { rng: rng.fork('vendors'), pf, used: pf.usedAddresses, accounts: new Map(), byPlace, housesByPlace, names: new Set() };

  const vendors: GenVendor[] = [
    ...buildUtilities(ctx), ...buildLocalEnergyAndTrash(ctx), ...buildMunicipal(ctx), ...buildMisc(ctx), ...buildSuppliers(ctx), ...buildSfrVendors(ctx, pf),
  ];
  vendors.push(...buildTrades(ctx, VENDOR_COUNT - vendors.length - SFR_TRADES, SFR_TRADES));
  if (vendors.length !== VENDOR_COUNT) throw new Error(`vendor count ${vendors.length}`);
  rng.fork('vendor-ids').shuffle(vendors);
  vendors.forEach((v, i) => { v.id = `v12-${pad(i + 1, 4)}`; });

  const history = buildHistory(rng.fork('history'), vendors);
  const idx = indexHistory(history);
  const bills = buildBills(rng.fork('bills'), vendors, idx, BILL_COUNT);

  const units: DirectoryUnit[] = pf.props.flatMap((p) => p.units).sort((a, b) => (a.id < b.id ? -1 : 1)).map((u) => ({ id: u.id, propertyId: u.prop.id, unit: u.text, address: u.address }));
  const directory: DirectoryData = {
    properties: pf.props.map((p) => ({ id: p.id, name: p.name, aliases: p.aliases, address: p.dirAddress, city: p.dirCity, state: p.place.state, zip: p.dirZip })),
    units,
    vendors: vendors.map((v) => ({
      id: v.id, name: v.name, aliases: v.aliases, senderEmails: v.dirEmails.map((e) => e.toLowerCase()), remitTo: v.remitTo, taxId: v.taxId,
      defaultGlAccount: v.defaultGl, defaultPropertyId: v.defaultPropertyId,
      accounts: v.relations.filter((r) => r.account !== null && !r.unlisted).map((r) => ({ accountNumber: r.account ?? '', propertyId: r.prop.id, unitId: r.unit?.id ?? null })),
    })),
    glAccounts: CHART.map(([number, name]) => ({ number, name })),
    history: [...history].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0)),
  };
  return { directory, bills };
}
