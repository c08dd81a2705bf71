/*
 * Builds the whole blind set 11: properties and units, vendors (catalog, associations, local
 * trades) to exactly 5,000, coding history, the directory records, and 10,000 bills.
 */
import type { DirectoryData, DirectoryVendor } from '../../../src/server/directory/resolver/types';
import { AccountNumbers } from './accounts';
import { countNames, type Ctx, type Made, makeOffices } from './billContext';
import { makeBills } from './bills';
import { SERVICE_CATALOG } from './catalogServices';
import { TAX_CATALOG } from './catalogTax';
import { UTILITY_CATALOG } from './catalogUtilities';
import { buildCatalogVendors } from './catalogVendors';
import { GL_ACCOUNTS } from './gl';
import { buildHistory } from './history';
import { buildAssociations, buildLocalVendors } from './localVendors';
import { type VendorModel } from './models';
import { Rng } from './prng';
import { buildProperties, type PropertyWorld } from './properties';

export const VENDOR_COUNT = 5000;

export interface Blind11 {
  directory: DirectoryData;
  made: Made[];
  world: PropertyWorld;
  vendors: VendorModel[];
}

function directoryVendor(v: VendorModel): DirectoryVendor {
  return {
    id: v.id,
    name: v.name,
    aliases: [...new Set(v.aliases.filter((a) => a !== v.name))],
    senderEmails: [...new Set(v.emails.map((e) => e.toLowerCase()))],
    remitTo: v.remitDir,
    taxId: v.taxId,
    defaultGlAccount: v.defaultGl,
    defaultPropertyId: v.defaultPropertyId,
    accounts: [
      ...v.accounts.filter((a) => a.onFile).map((a) => ({ accountNumber: a.number, propertyId: a.propertyId, unitId: a.unitId })),
      ...v.corporate.map((c) => ({ accountNumber: c, propertyId: null, unitId: null })),
    ],
  };
}

export function buildBlind11(seed: number): Blind11 {
  const root = new Rng(seed * 7919 + 11);
  const used = new Set<string>();
  const offices = makeOffices(root.fork('offices'), used);
  const world = buildProperties(root.fork('properties'), used);
  const numbers = new AccountNumbers();
  const catalog = [...UTILITY_CATALOG, ...TAX_CATALOG, ...SERVICE_CATALOG];
  const catalogVendors = buildCatalogVendors(root.fork('catalog'), catalog, world.properties, numbers, 1);
  const associations = buildAssociations(root.fork('associations'), world, numbers, catalogVendors.length + 1);
  const first = catalogVendors.length + associations.length;
  const locals = buildLocalVendors(root.fork('locals'), VENDOR_COUNT - first, world, numbers, first + 1);
  const vendors = [...catalogVendors, ...associations, ...locals];
  const slips = root.fork('slips');
  for (const v of slips.sample(locals, 2)) v.emails.push('quickbooks@notification.intuit.com');
  const gmail = slips.pick(locals);
  if (!gmail.emails.some((e) => e.endsWith('@gmail.com'))) gmail.emails.push('@gmail.com');
  const history = buildHistory(root.fork('history'), vendors);
  const directory: DirectoryData = {
    properties: world.properties.map((p) => p.dir),
    units: world.units.map((u) => ({ id: u.id, propertyId: u.propertyId, unit: u.label, address: u.dirAddress })),
    vendors: vendors.map(directoryVendor),
    glAccounts: GL_ACCOUNTS,
    history,
  };
  const ctx: Ctx = {
    rng: root.fork('bills'),
    world,
    props: new Map(world.properties.map((p) => [p.id, p])),
    offices,
    nameCount: countNames(world.properties),
    metroTables: new Map(),
  };
  const made = makeBills(ctx, vendors);
  return { directory, made, world, vendors };
}
