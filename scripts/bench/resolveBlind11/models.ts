/*
 * The generator's own view of vendors and their accounts (richer than the directory's).
 */
import type { CatalogKind } from './catalogTypes';
import type { Trade } from './gl';
import type { PropertyKind } from './propertyNames';
import type { BusinessName } from './vendorNames';

export interface ServiceModel {
  group: string;
  gl: string;
  label: string;
  lines: readonly string[];
}

export interface AccountModel {
  number: string;
  propertyId: string;
  unitId: string | null;
  /** Whether the directory lists it. */
  onFile: boolean;
  service: number;
  /** "IRRIG", "HOUSE", "CLUBHOUSE"... for a property's second and third meters. */
  meter: string | null;
}

export interface VendorModel {
  id: string;
  kind: CatalogKind | 'trade' | 'hoa';
  name: string;
  aliases: string[];
  /** Catalog vendors: the names their bills print. */
  payees: readonly string[];
  business: BusinessName | null;
  emails: string[];
  strangers: string[];
  remitPrinted: string;
  remitDir: string | null;
  /** A street address on the letterhead (local vendors). */
  letterhead: string | null;
  phone: string;
  taxId: string | null;
  taxIdPrinted: string | null;
  services: ServiceModel[];
  lineCoded: boolean;
  trade: Trade | null;
  metros: string[];
  states: string[];
  weight: number;
  kinds: readonly PropertyKind[];
  defaultGl: string | null;
  defaultPropertyId: string | null;
  acctPattern: string;
  accounts: AccountModel[];
  /** Accounts not tied to a property (a national supplier's corporate account). */
  corporate: string[];
  byProperty: Map<string, AccountModel[]>;
  /** Properties it serves (catalog vendors) and, for each, the service indexes used there. */
  served: Map<string, number[]>;
  /** The account a bill of this vendor is coded to (when not coded per line). */
  truthGl: string;
  /** Another vendor in the directory has the same name. */
  twin: boolean;
  unitAccounts: number;
}

export interface Office {
  label: string;
  line1: string;
  cityLine: string;
  state: string;
}

export const MANAGER = {
  name: 'Pacific Sun Residential',
  short: 'PSR',
  domain: 'pacificsunres.com',
  staff: ['ap', 'invoices', 'jlopez', 'mnguyen', 'kkealoha', 'dsmith', 'rgarcia', 'tpark', 'maintenance', 'accounting'],
} as const;
