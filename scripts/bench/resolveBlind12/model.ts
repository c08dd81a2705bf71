/** The generator's own view of the directory: richer than what the resolver is given. */
import { type Metro, type Place } from './places';
import { type Street } from './streets';
import { type Trade } from './gl';

export type PropKind = 'triple' | 'apartment' | 'student' | 'rooming' | 'senior' | 'mixed' | 'sfr';

export interface Addr {
  /** As printed: "48", or a range "46-48" for a building with two numbers. */
  number: string;
  street: Street;
  place: Place;
  /** The village or neighbourhood name mail also goes to ("Dorchester", "Storrs"), if any. */
  village: string | null;
  zip: string;
}

export type UnitLabel =
  | { k: 'floor'; floor: number }
  | { k: 'apt'; num: string; bldg: string | null }
  | { k: 'bed'; apt: string; bed: string }
  | { k: 'room'; n: number }
  | { k: 'suite'; num: string; wing: string | null; care: string | null }
  | { k: 'store'; suite: string | null }
  | { k: 'house'; addr: Addr; code: string };

export interface GenUnit {
  id: string;
  label: UnitLabel;
  /** The directory's unit string. */
  text: string;
  address: string | null;
  prop: GenProp;
}

export interface GenProp {
  id: string;
  kind: PropKind;
  name: string;
  aliases: string[];
  /** Null for a single-family portfolio (each house has its own). */
  addr: Addr | null;
  metro: Metro;
  place: Place;
  /** As stored in the directory. */
  dirAddress: string | null;
  dirCity: string | null;
  dirZip: string | null;
  units: GenUnit[];
  /** For by-the-bed housing: the apartments the beds are in. */
  bedApts: string[];
  /** Senior living: suite numbers repeat across wings, so a bare number is ambiguous. */
  wingsRepeat: boolean;
  /** The name without its kind word ("Fenway" for "Fenway Lofts"), when no other property shares it. */
  shortName: string | null;
}

export type VendorKind =
  | 'trade' | 'electric' | 'gas' | 'water' | 'oil' | 'trash' | 'cable' | 'supplier' | 'hoa' | 'nationalSfr' | 'legal' | 'insurance'
  | 'software' | 'advertising' | 'accounting' | 'senior' | 'student' | 'municipal' | 'laundry' | 'security';

export interface Relation {
  prop: GenProp;
  unit: GenUnit | null;
  /** The account number as the directory has it; null when the vendor keeps none for this site. */
  account: string | null;
  /** The account is on the bill but not (yet) in the directory. */
  unlisted: boolean;
}

export interface GenVendor {
  id: string;
  name: string;
  aliases: string[];
  kind: VendorKind;
  trade: Trade | null;
  metros: Metro[];
  /** The e-mail addresses the vendor really sends from. */
  sendsFrom: string[];
  /** What the directory lists (may be stale or missing). */
  dirEmails: string[];
  domain: string | null;
  remitTo: string | null;
  /** Street address on the letterhead (never a property). */
  office: string;
  phone: string;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropertyId: string | null;
  /** Line descriptions its bills carry. */
  lines: string[];
  /** Coded per line item by description rather than per bill. */
  lineCoded: boolean;
  /** How the vendor prints account numbers. */
  acctPattern: string;
  relations: Relation[];
  /** Another vendor with the same name stem (a look-alike). */
  twin: boolean;
  /** Bills come through a billing platform from this address, if any. */
  platform: string | null;
  /** HOA: the management company that bills for it. */
  careOf: string | null;
  /** Relative bill volume. */
  volume: number;
  /** What a clerk codes this kind of vendor to when nothing else says (no history, no default). */
  kindGl: string;
  /** Line-coded vendors: the account each line description belongs to. */
  lineGl: Record<string, string>;
}
