/**
 * The vendor directory, exactly 5,000 records: national firms, every property's utilities and tax
 * collector, pest, pool and lawn firms, HOAs, then local trades to fill. Records are shuffled
 * before they get ids so nothing about an id says what kind of vendor it is.
 */
import { AccountBook } from './accounts';
import type { Category } from './catalog';
import { LocalBuilder } from './locals';
import type { Link, VendorModel } from './model';
import { METROS, type Portfolio } from './properties';
import type { Rng } from './rng';
import { SiteMaker } from './sites';
import { UtilityBuilder } from './utilities';
import { VendorKit } from './vendorKit';

export const VENDOR_COUNT = 5000;

export interface VendorBuild {
  vendors: VendorModel[];
  links: Map<Category, Link[]>;
  /** Trade firms by metro code. */
  trades: Map<string, VendorModel[]>;
  nationals: VendorModel[];
}

export function buildVendors(portfolio: Portfolio, rng: Rng): VendorBuild {
  const kit = new VendorKit(rng.fork('kit'), new SiteMaker(portfolio.registry, rng.fork('remit-sites')));
  const book = new AccountBook(rng.fork('accounts'));
  const utilities = new UtilityBuilder(kit, book, rng.fork('utilities'));
  const locals = new LocalBuilder(kit, book, rng.fork('locals'), portfolio.places, utilities.links);
  locals.addNationals(METROS);
  for (const m of METROS) locals.addServiceFirms(m);
  for (const p of portfolio.properties) {
    utilities.serve(p);
    locals.serve(p);
  }
  // A vendor that serves one property only is often filed against it.
  const r = rng.fork('defaults');
  const served = new Map<VendorModel, Set<string>>();
  for (const list of utilities.links.values()) {
    for (const l of list) {
      const set = served.get(l.vendor) ?? new Set<string>();
      set.add(l.property.dir.id);
      served.set(l.vendor, set);
    }
  }
  for (const [v, props] of served) {
    if (props.size !== 1) continue;
    const odds = v.category === 'hoa' ? 0.7 : v.category === 'pool' || v.category === 'lawn' || v.category === 'pest' ? 0.5 : 0;
    if (r.chance(odds)) v.dir.defaultPropertyId = [...props][0] ?? null;
  }
  locals.fillTrades(METROS, VENDOR_COUNT, portfolio.properties);
  const vendors = r.shuffle([...kit.vendors]);
  vendors.forEach((v, i) => { v.dir.id = `V18-${String(i + 1).padStart(4, '0')}`; });
  const trades = new Map<string, VendorModel[]>();
  for (const m of METROS) trades.set(m.code, locals.pools.get(`${m.code}|trade`) ?? []);
  return { vendors, links: utilities.links, trades, nationals: locals.nationals };
}
