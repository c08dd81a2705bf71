/** The generator's own records: richer than the directory, so bills can be printed from the truth. */

export type Kind =
  | 'rowhouse' | 'trinity' | 'sfr' | 'twin' | 'rowConverted' | 'frontRear' | 'alley' | 'rowBlock'
  | 'double' | 'duplex' | 'tripleDecker' | 'fourFamily' | 'fourplex' | 'walkup' | 'mixedUse'
  | 'garden' | 'midrise' | 'senior' | 'parking';

export interface StreetDef {
  /** Directional prefixes the street takes in this city ("N", "S"), or [null]. */
  readonly pres: readonly (string | null)[];
  readonly core: string;
  readonly type: string;
  /** Suffixes: DC quadrants, Minneapolis "S"/"N", or [null]. */
  readonly sufs: readonly (string | null)[];
  /** Small streets: trinities, alley houses. */
  readonly alley: boolean;
}

export interface CityDef {
  readonly key: string;
  readonly metro: string;
  readonly name: string;
  readonly state: string;
  readonly zips: readonly string[];
  readonly zipsBySuf: Readonly<Record<string, readonly string[]>>;
  /** Other ways bills print the city ("Phila", "Pgh"). */
  readonly abbr: readonly string[];
  readonly streets: readonly StreetDef[];
  readonly weight: number;
}

export interface MetroDef {
  readonly code: string;
  readonly count: number;
  readonly cities: readonly CityDef[];
  readonly kinds: readonly (readonly [Kind, number])[];
  readonly hoods: readonly string[];
  /** Chance that a property reuses an earlier number and street with another prefix, suffix or city. */
  readonly mirror: number;
  readonly area: string;
  readonly office: number;
  /** Local trade weights multiplied in (snow, lead paint, boilers). */
  readonly tradeBoost: Readonly<Record<string, number>>;
}

export type NumMod =
  | { readonly t: 'plain' }
  | { readonly t: 'half' }
  | { readonly t: 'range'; readonly to: number }
  | { readonly t: 'letter'; readonly l: string };

export interface Addr {
  readonly base: number;
  readonly mod: NumMod;
  readonly pre: string | null;
  readonly core: string;
  readonly type: string;
  readonly suf: string | null;
  readonly city: CityDef;
  /** The true ZIP; the directory may not carry it. */
  readonly zip: string;
  readonly dirZip: boolean;
}

export interface UnitRec {
  id: string;
  readonly label: string;
  readonly addr: Addr | null;
}

export interface PropRec {
  id: string;
  readonly kind: Kind;
  readonly metro: MetroDef;
  readonly city: CityDef;
  addr: Addr | null;
  name: string;
  aliases: string[];
  code: string;
  /** Named by its own street address (small buildings). */
  namedByAddress: boolean;
  units: UnitRec[];
  /** House numbers of a Baltimore block group: the block's hundred. */
  block: number | null;
  street: StreetDef | null;
}

export interface AccountRec {
  readonly number: string;
  readonly propertyId: string | null;
  readonly unitId: string | null;
}

export type Group = 'utility' | 'tax' | 'license' | 'national' | 'local';
export type Platform = 'paymentus' | 'invoicecloud' | 'billcom' | 'quickbooks';

export interface VendorRec {
  id: string;
  readonly legal: string;
  readonly aliases: string[];
  readonly dba: string | null;
  readonly group: Group;
  /** Trade or service key: picks line items and the primary GL. */
  readonly cat: string;
  readonly gl: string;
  readonly alts: readonly string[];
  readonly metro: string | null;
  /** City keys served; null for everywhere. */
  readonly cities: ReadonlySet<string> | null;
  readonly emails: string[];
  readonly platform: Platform | null;
  readonly remit: string | null;
  readonly taxId: string | null;
  defaultGl: string | null;
  defaultProp: string | null;
  readonly accounts: AccountRec[];
  readonly acctFmt: string;
  readonly acctLabel: string;
  readonly phone: string;
  /** How often the vendor bills, relative to its peers. */
  readonly activity: number;
}
