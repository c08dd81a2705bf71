/**
 * All 5,000 vendors: utilities, treasurers, haulers, national branches, HOAs, then local trades
 * to fill the count. Aliases never read as another vendor's name (they may be shared among
 * aliases); vendor order is shuffled before ids are given.
 */
import type { DirectoryVendor } from '../../../src/server/directory/resolver/types';
import { vendorKey } from './names';
import type { Estate } from './properties';
import type { Rng } from './rng';
import { AccountBook, type VendorRec } from './vendorBase';
import { buildBranches, buildHoas } from './vendorsBrandsHoa';
import { buildHaulers, buildTreasurers, buildUtilities } from './vendorsFixed';
import { buildTrades } from './vendorsTrades';

export const TOTAL_VENDORS = 5_000;
const HOA_COUNT = 150;

export function buildVendors(rng: Rng, estate: Estate): VendorRec[] {
  const book = new AccountBook(rng.fork('accounts'));
  const fixed = [
    ...buildUtilities(rng.fork('utilities'), book, estate.props),
    ...buildTreasurers(rng.fork('treasurers'), book, estate.props),
    ...buildHaulers(rng.fork('haulers'), book, estate.props),
    ...buildBranches(rng.fork('branches'), book, estate.props),
    ...buildHoas(rng.fork('hoas'), book, estate.props, HOA_COUNT),
  ];
  const names = new Set<string>();
  for (const v of fixed) {
    if (names.has(vendorKey(v.name))) throw new Error(`vendor name twice: ${v.name}`);
    names.add(vendorKey(v.name));
  }
  const trades = buildTrades(rng.fork('trades'), book, estate, TOTAL_VENDORS - fixed.length, names);
  const all = rng.fork('order').shuffle([...fixed, ...trades]);
  all.forEach((v, i) => {
    v.id = `vnd-${String(i + 1).padStart(4, '0')}`;
    const own = vendorKey(v.name);
    v.aliases = [...new Set(v.aliases)].filter((a) => vendorKey(a) === own || !names.has(vendorKey(a)));
  });
  return all;
}

export function toDirectoryVendor(v: VendorRec): DirectoryVendor {
  return {
    id: v.id, name: v.name, aliases: v.aliases, senderEmails: v.emails, remitTo: v.remit, taxId: v.taxId,
    defaultGlAccount: v.defaultGl, defaultPropertyId: v.defaultPropertyId,
    accounts: v.accounts.map((a) => ({ accountNumber: a.number, propertyId: a.propertyId, unitId: a.unitId })),
  };
}
