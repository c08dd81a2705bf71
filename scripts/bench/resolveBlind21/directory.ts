/** Composes the directory: properties, units, vendors with accounts, the GL chart and the coding history. */
import type { DirectoryData, PastCoding } from '../../../src/server/directory/resolver/types';
import { GL_CHART } from './glChart';
import { vendorHistory, type Trap } from './history';
import { vendorKey } from './normalize';
import type { Rng } from './prng';
import { generateProperties, type PropInfo } from './properties';
import { tradeVendors } from './trades';
import { institutionalVendors } from './vendors';
import type { VendorInfo } from './vendorTypes';

export const TOTAL_VENDORS = 5000;

export interface Built { directory: DirectoryData; props: PropInfo[]; vendors: VendorInfo[]; traps: Record<Trap, number> }

export function buildDirectory(root: Rng): Built {
  const props = generateProperties(root.fork('properties'));
  const inst = institutionalVendors(root.fork('institutional'), props);
  const taken = new Set(inst.flatMap((v) => [v.v.name, ...v.v.aliases].map(vendorKey)));
  const trades = tradeVendors(root.fork('trades'), props, TOTAL_VENDORS - inst.length, taken);
  const republic = trades.find((v) => v.v.name.startsWith('Republic '));
  if (republic) republic.v.aliases.push('Republic');
  const keyCount = new Map<string, number>();
  for (const v of trades) keyCount.set(vendorKey(v.v.name), (keyCount.get(vendorKey(v.v.name)) ?? 0) + 1);
  for (const v of trades) {
    if ((keyCount.get(vendorKey(v.v.name)) ?? 0) < 2) continue;
    const domain = `${vendorKey(v.v.name).replace(/[^a-z0-9]/g, '').slice(0, 20)}${v.metro ?? ''}.com`;
    v.v.senderEmails.splice(0, v.v.senderEmails.length, `billing@${domain}`);
    v.domain = domain;
  }
  const vendors = root.fork('vendorOrder').shuffle([...inst, ...trades]);
  vendors.forEach((v, i) => { v.v.id = `v21-${String(i + 1).padStart(4, '0')}`; });
  const history: PastCoding[] = [];
  const traps: Record<Trap, number> = { plain: 0, recoded: 0, lineLatest: 0, stringOrder: 0, msOrder: 0, none: 0 };
  const h = root.fork('history');
  for (const v of vendors) traps[vendorHistory(h, v, history)]++;
  root.fork('historyOrder').shuffle(history);
  const directory: DirectoryData = {
    properties: props.map((p) => p.prop),
    units: props.flatMap((p) => p.units.map((u) => u.unit)),
    vendors: vendors.map((v) => v.v),
    glAccounts: GL_CHART,
    history,
  };
  return { directory, props, vendors, traps };
}
