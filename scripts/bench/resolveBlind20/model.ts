/** The generator's own records, richer than the directory it emits. */
import type { CitySpec, MetroSpec } from './geo';
import type { Street } from './streets';
import type { UnitShape } from './units';

export type PropKind = 'garden' | 'condo' | 'senior' | 'mhp' | 'duplex' | 'townhome' | 'student' | 'sfr' | 'scattered' | 'retail' | 'hoa';

/** A place a bill can print: a property's address or a unit's own address. */
export interface Loc {
  num: string;
  street: Street;
  city: string;
  state: string;
  zip: string;
  propIdx: number;
  unitIdx: number | null;
}

export interface PropRec {
  idx: number;
  id: string;
  kind: PropKind;
  metro: MetroSpec;
  city: CitySpec;
  name: string;
  aliases: string[];
  loc: Loc | null;
  units: number[];
  unitStyle: number;
}

export interface UnitRec {
  idx: number;
  id: string;
  propIdx: number;
  shape: UnitShape;
  text: string;
  loc: Loc | null;
}

export type VendorKind = 'utility' | 'tax' | 'assessment' | 'national' | 'trade';

export interface AccountRec {
  number: string;
  /** Upper-case letters and digits only: how a clerk compares. */
  norm: string;
  vendorIdx: number;
  propIdx: number | null;
  unitIdx: number | null;
}

export interface VendorRec {
  idx: number;
  id: string;
  kind: VendorKind;
  /** Trade or utility service ("electric", "pool"...): drives GL and line items. */
  service: string;
  metros: readonly string[];
  name: string;
  aliases: string[];
  senderEmails: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropIdx: number | null;
  accounts: number[];
  /** Payment platform the vendor bills through, if any. */
  platform: string | null;
  phone: string;
}

export type AddVendor = (v: Omit<VendorRec, 'idx' | 'id' | 'accounts'>) => VendorRec;
export type OpenAccount = (v: VendorRec, pattern: string, p: PropRec | null, unitIdx: number | null) => void;

export type { CitySpec, MetroSpec, Street, UnitShape };
