/** The set's working model: the directory records plus what the generator knows about each. */
import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import type { Category } from './catalog';
import type { City, Metro } from './geoTypes';
import type { SiteAddress } from './registry';

export type PropertyKind = 'garden' | 'student' | 'senior' | 'btr' | 'shotgun' | 'duplex' | 'retail' | 'storage' | 'sfh';

/** How a unit's label is built, and so how bills spell it. */
export type UnitStyle = 'plain' | 'bldgNum' | 'bldgLetter' | 'bedLetter' | 'bedNumber' | 'senior' | 'cottage' | 'suite' | 'storage' | 'lot' | 'house' | 'side';

export interface UnitModel {
  dir: DirectoryUnit;
  style: UnitStyle;
  bldg: string | null;
  num: string;
  bed: string | null;
  site: SiteAddress | null;
}

export interface PropertyModel {
  dir: DirectoryProperty;
  kind: PropertyKind;
  metro: Metro;
  city: City;
  site: SiteAddress | null;
  code: string;
  /** The name and the aliases a bill may print (the code excluded). */
  names: string[];
  units: UnitModel[];
}

export interface VendorRecord {
  id: string;
  name: string;
  aliases: string[];
  senderEmails: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGlAccount: string | null;
  defaultPropertyId: string | null;
  accounts: { accountNumber: string; propertyId: string | null; unitId: string | null }[];
}

export interface Platform {
  name: string;
  email: string;
  footer: string;
}

export interface AccountModel {
  number: string;
  propertyId: string;
  unitId: string | null;
  /** Whether the directory lists it (new accounts are not yet set up). */
  inDirectory: boolean;
  /** An ERCOT ESI ID rather than a customer account. */
  esi: boolean;
}

export interface VendorModel {
  dir: VendorRecord;
  category: Category;
  trade: string;
  metros: Set<string>;
  /** The legal name without its suffix; unique in the directory. */
  core: string;
  /** The name it trades under when that differs from its legal name. */
  dba: string | null;
  /** A word group every printed variant keeps (a franchise's area, a utility's state). */
  franchise: boolean;
  domain: string | null;
  platform: Platform | null;
  remitLines: string[];
  gl: string;
  alts: readonly string[];
  unitShare: number;
  lines: readonly string[];
  accounts: AccountModel[];
  /** Other ways its bills print its name that a clerk would still read as this vendor ("Harris Co. MUD #285"). */
  printForms: string[];
  /** How many bills it tends to send, relative to its category. */
  weight: number;
}

export interface Target {
  unit: UnitModel | null;
  account: AccountModel | null;
}

/** A vendor serving a property, with the meters or accounts it bills. */
export interface Link {
  vendor: VendorModel;
  property: PropertyModel;
  targets: Target[];
}
