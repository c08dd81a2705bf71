import type { City } from './geography';
import type { UtilitySpec } from './utilityData';

/* The vendor as the generator knows it (the directory row is derived from it). */

export type VendorClass = 'utility' | 'national' | 'franchise' | 'local' | 'soleProp' | 'service' | 'tax' | 'hoa';

export interface Remit {
  kind: 'po' | 'street';
  /** "PO Box 650638" or "1218 Industrial Blvd". */
  line: string;
  /** A lockbox department line ("Dept 1234") some vendors print above the box. */
  dept: string | null;
  city: string;
  state: string;
  zip: string;
}

export type AccountRole =
  | 'house' | 'building' | 'vacant' | 'unitMeter' | 'irrigation' | 'master' | 'office' | 'pool' | 'gate' | 'elevatorLine'
  | 'parcel' | 'shipTo' | 'company' | 'owner' | 'service' | 'bulk';

export interface AccountModel {
  vendorId: string;
  /** As the directory stores it. */
  stored: string;
  /** As the vendor formats it (pattern). */
  formatted: string;
  propertyId: string | null;
  unitId: string | null;
  role: AccountRole;
  /** Street number of the building a house meter is on, when not the property's own. */
  bldgNum: string | null;
}

export interface VendorModel {
  id: string;
  cls: VendorClass;
  /** Key into KIND_GL and the line-item library. */
  kind: string;
  name: string;
  aliases: string[];
  /** Names the bill may print that are not in the directory (dba, old trade name). */
  unlistedNames: string[];
  /** Person behind a sole proprietorship. */
  person: string | null;
  metros: string[];
  home: City | null;
  domain: string | null;
  listedEmails: string[];
  /** Mailboxes bills really come from: [address, listed-in-directory?]. */
  senders: { email: string; listed: boolean }[];
  remit: Remit | null;
  remitText: string | null;
  /** Header address printed on invoices (shop), may equal the remit. */
  shop: { line: string; cityLine: string } | null;
  phone: string;
  web: string | null;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropertyId: string | null;
  acctPattern: string;
  acctStoreMode: 'pattern' | 'compact' | 'mixed';
  acctMode: 'utility' | 'company' | 'property' | 'none';
  accounts: AccountModel[];
  /** Properties this vendor works for (trades, nationals); bills pick from these. */
  clients: string[];
  /** Relative bill volume within its class. */
  weight: number;
  /** Property kinds it serves (null = any). */
  serves: readonly string[] | null;
  spec: UtilitySpec | null;
  /** HOA: the management company it bills through. */
  hoaManager: string | null;
}
