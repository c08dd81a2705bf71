/** The client's 5,000 vendors: the named ones first, then local trades to fill the list, shuffled and numbered. */
import type { PropDraft, UnitDraft, VendorDraft } from './model';
import type { AddressBook } from './places';
import { type Rng, pad, shuffle } from './rng';
import { Registry } from './vendorBase';
import { buildAssociations, buildChains, buildGovernment, buildUtilities } from './vendorsCatalog';
import { baseKey, buildTrades } from './vendorsTrades';

export const VENDOR_COUNT = 5000;

export function buildVendors(r: Rng, props: readonly PropDraft[], units: readonly UnitDraft[], book: AddressBook): VendorDraft[] {
  const reg = new Registry();
  const named = [
    ...buildUtilities(r, reg, props, units),
    ...buildGovernment(r, reg, props, units),
    ...buildChains(r, reg, props),
    ...buildAssociations(r, reg, props),
  ];
  const taken = new Set(named.map((v) => baseKey(v.name)));
  const trades = buildTrades(r, reg, props, VENDOR_COUNT - named.length, taken, book);
  const all = shuffle(r, [...named, ...trades]);
  all.forEach((v, k) => {
    v.idx = k;
    v.id = `vnd-${pad(k + 1, 4)}`;
  });
  return all;
}
