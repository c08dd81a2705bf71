/*
 * The client's 5,000 vendors: each metro's utilities (holding account numbers per property and per
 * unit), national suppliers and service companies, and local trades, each with the e-mail addresses
 * bills come from, a remit-to (often a PO box), a tax id, and the properties it works at.
 */
import type { PropertySet } from './properties';
import { pad, type Rng } from './random';
import { buildLocals, buildNationals } from './tradeVendors';
import { buildUtilities } from './utilityVendors';
import type { Book, VendorGen } from './vendorBase';

export { PLATFORM_SENDERS, UTILITY_LINE_NAMES, UTILITY_PLATFORMS } from './vendorBase';
export type { AccountGen, EmailStyle, VendorClass, VendorGen } from './vendorBase';

export const TOTAL_VENDORS = 5000;

export function buildVendors(rng: Rng, ps: PropertySet): VendorGen[] {
  const book: Book = { keys: new Set(), domains: new Set(['halvorsenpm.com']), emails: new Set() };
  const { vendors: utilities } = buildUtilities(rng, book, ps);
  const nationals = buildNationals(rng, book, ps);
  const locals = buildLocals(rng, book, ps, ps.registry, TOTAL_VENDORS - utilities.length - nationals.length);
  if (utilities.length + nationals.length + locals.length !== TOTAL_VENDORS) throw new Error('vendor count');
  const all = rng.shuffle([...utilities, ...nationals, ...locals]);
  all.forEach((v, i) => {
    v.id = `vnd-${pad(i + 1, 4)}`;
  });
  return all;
}

