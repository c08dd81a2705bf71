/*
 * The shape of the national and regional vendors (utilities, haulers, telecoms, suppliers,
 * contractors, tax collectors) that serve many properties.
 */
import type { PropertyKind } from './propertyNames';

export type CatalogKind = 'utility' | 'waste' | 'telecom' | 'supplier' | 'contract' | 'tax' | 'propane' | 'insurance' | 'lease' | 'permit';

export interface CatalogService {
  group: string;
  gl: string;
  label: string;
  lines: readonly string[];
  /** City names or metro codes. */
  coverage: readonly string[];
}

export interface CatalogEntry {
  name: string;
  payees: readonly string[];
  /** Registered senders: addresses or "@domain". */
  emails: readonly string[];
  /** Addresses that also send this vendor's bills but are not on file. */
  strangers: readonly string[];
  remit: string;
  /** '#' is a digit; other characters are printed as they are. */
  acct: string;
  kind: CatalogKind;
  services: readonly CatalogService[];
  /** Share of covered properties that use this vendor (exclusive groups ignore it). */
  adoption: number;
  /** Which property kinds use it; all when empty. */
  kinds: readonly PropertyKind[];
  /** Share of units, in properties it serves, with their own account (vacant-unit power, space propane, HOA dues). */
  unitAccounts: number;
  /** Coded per line item (several services or categories). */
  lineCoded: boolean;
  /** Bill weight relative to a trade vendor's. */
  share: number;
  taxId: string | null;
}

export function coverageOf(text: string): string[] {
  return text.split('|');
}

export function svc(group: string, gl: string, label: string, coverage: string, lines: readonly string[]): CatalogService {
  return { group, gl, label, lines, coverage: coverageOf(coverage) };
}

export function entry(
  kind: CatalogKind,
  name: string,
  payees: readonly string[],
  emails: readonly string[],
  remit: string,
  acct: string,
  services: readonly CatalogService[],
  extra: Partial<CatalogEntry> = {},
): CatalogEntry {
  return {
    name, payees, emails, remit, acct, kind, services,
    strangers: extra.strangers ?? [],
    adoption: extra.adoption ?? 1,
    kinds: extra.kinds ?? [],
    unitAccounts: extra.unitAccounts ?? 0,
    lineCoded: extra.lineCoded ?? services.length > 1,
    share: extra.share ?? 1,
    taxId: extra.taxId ?? null,
  };
}

export const ELECTRIC_LINES = ['Electric Service', 'Electric Delivery Charges', 'Energy Charge', 'Basic Service Charge', 'Generation Charges'];
export const GAS_LINES = ['Gas Service', 'Gas Delivery Charges', 'Natural Gas Usage (therms)', 'Gas Customer Charge'];
export const WATER_LINES = ['Water Service', 'Sewer Service', 'Water Usage (CCF)', 'Wastewater Charge', 'Water Base Charge'];
export const SEWER_LINES = ['Sewer Service Charge', 'Wastewater Service', 'Sewer Base Fee'];
export const TRASH_LINES = ['Refuse Service', 'Solid Waste Collection', '3 YD Front Load x2/wk', 'Recycling Service', 'Container Rental', 'Fuel/Environmental Recovery Fee'];
export const CABLE_LINES = ['Internet Service', 'Bulk Video Service', 'Business Internet 300 Mbps', 'Cable TV - Leasing Office', 'Modem Rental', 'Fiber Internet 1 Gig'];
