/** The generator's own view of the directory: richer than what the resolver is given. */
import type { DirectoryProperty, DirectoryUnit } from '../../../src/server/directory/resolver/types';
import { type City } from './cityTypes';

export type Kind = 'scattered' | 'townhome' | 'garden' | 'condo' | 'mixed' | 'mhp' | 'office';

/** A street line: house number and the street as the directory spells it ("N Kingshighway Blvd"). */
export interface Addr {
  num: string;
  street: string;
}

export interface PropM {
  dir: DirectoryProperty;
  city: City;
  kind: Kind;
  code: string;
  addr: Addr | null;
  zip: string;
  /** Owning entity ("Kingshighway Commons Owner LLC"). */
  entity: string;
  /** The name without its kind word ("Kingshighway Commons"). */
  shortName: string;
  units: UnitM[];
  /** Addresses of buildings with their own street number (office parks, garden buildings). */
  buildings: Addr[];
  hasPool: boolean;
  hasElevator: boolean;
}

export interface UnitM {
  dir: DirectoryUnit;
  prop: PropM;
  /** The unit's own street line, if it has one (scattered houses, townhomes, park lots). */
  addr: Addr | null;
  /** A building address the unit sits in when the property has several. */
  bldgAddr: Addr | null;
  zip: string;
  /** How a bill names the unit on its own, enough within the property ("Apt 204", "Lot 47", "C-204"). */
  says: string[];
  /** What follows the unit's street line on an address ("Apt 3" after the building's address). */
  inAddr: string[];
  /** Another unit of the property has the same label (office suites in several buildings). */
  needsSite: boolean;
}

export interface AcctM {
  number: string;
  prop: PropM;
  unit: UnitM | null;
  /** What the account is for at a property-level account ("HOUSE METER", "LAUNDRY RM"). */
  meter: string | null;
  /** The service address the vendor prints when it is not the unit's or the property's own. */
  site: Addr | null;
}

export type VKind = 'utility' | 'telecom' | 'trash' | 'national' | 'local' | 'hoa' | 'tax';
export type Style = 'utility' | 'telecom' | 'trash' | 'workorder' | 'contract' | 'supply' | 'hoa' | 'tax' | 'professional';

export interface VendorM {
  id: string;
  name: string;
  aliases: string[];
  senderEmails: string[];
  /** Addresses the vendor actually sends from (the directory may list only some, or a domain). */
  sendsFrom: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGl: string | null;
  defaultProp: PropM | null;
  accts: AcctM[];
  kind: VKind;
  style: Style;
  trade: string;
  /** Primary GL account of its work, and what it is sometimes coded to instead. */
  gl: string;
  altGl: string[];
  city: City | null;
  serves: PropM[];
  /** Share of its bills that are for one unit. */
  unitP: number;
  items: string[];
  phone: string;
  street: string;
  billWeight: number;
}
