/*
 * The generator's own records. Each carries the directory row it becomes plus what the bill
 * writer needs to print realistic documents (the physical address even when the directory left
 * it blank, buildings, letterheads, the addresses a vendor really sends from).
 */

export type Region = 'PNW' | 'SE';

export type PropertyKind = 'garden' | 'student' | 'senior' | 'strip' | 'office' | 'hoa' | 'mhc' | 'smallmf';

export interface City {
  name: string;
  state: string;
  zips: readonly string[];
  /** Another city name the post office accepts for this one ("Spokane" for Spokane Valley). */
  postalAlt: string | null;
}

export interface Street {
  pre: string | null;
  /** "45th", "Division", "W T Harris", or the route number for highways ("54", "15-501"). */
  name: string;
  type: string | null;
  ext: boolean;
  post: string | null;
  /** Highway system for state and US routes ("NC", "US"); null for ordinary streets. */
  route: string | null;
  /** The canonical spelling ("NE 45th St", "US 15-501"). */
  canon: string;
  /** The name without ordinal suffix, directionals, type or "Ext": addresses are unique on number + core. */
  core: string;
}

export interface Addr {
  num: string;
  street: Street;
  city: City;
  zip: string;
  zip4: string;
}

export interface UnitRec {
  idx: number;
  id: string;
  propIdx: number;
  /** The directory's spelling of the unit. */
  label: string;
  form: 'bldgApt' | 'apt' | 'bed' | 'cottage' | 'suite' | 'space' | 'lot' | 'site' | 'letter' | 'townhome';
  bldg: string | null;
  /** The apartment, suite, lot or space number/letter proper ("204", "B", "57"). */
  num: string;
  bed: string | null;
  ownAddr: Addr | null;
}

export interface PropRec {
  idx: number;
  id: string;
  kind: PropertyKind;
  metro: string;
  region: Region;
  /** The two distinctive words, unique in the directory ("Alder Crest"). */
  stem: string;
  name: string;
  aliases: string[];
  /** A former name, printed by vendors who never updated their records; also a directory alias. */
  formerName: string | null;
  addr: Addr;
  /** False when the directory row has no address although the property has one. */
  addrInDirectory: boolean;
  cityInDirectory: boolean;
  zipInDirectory: boolean;
  buildings: string[];
  units: number[];
  /** The regional office of the manager (index into the client's offices). */
  office: number;
  siteEmail: string;
}

export interface VendorAccount {
  accountNumber: string;
  printed: string;
  propIdx: number | null;
  unitIdx: number | null;
  bldg: string | null;
}

export type VendorCategory = 'utility' | 'brand' | 'local' | 'gov' | 'admin';

export interface VendorRec {
  idx: number;
  id: string;
  category: VendorCategory;
  trade: string;
  metros: string[];
  name: string;
  aliases: string[];
  /** The registered sender addresses / "@domain" entries. */
  senderEmails: string[];
  /** Addresses the vendor really sends from (may include unregistered ones). */
  sendsFrom: string[];
  domain: string | null;
  remitTo: string | null;
  /** The remit-to the vendor now prints (differs from the directory when it moved lockboxes). */
  remitPrinted: string | null;
  taxId: string | null;
  taxIdInDirectory: boolean;
  defaultGl: string | null;
  defaultProp: number | null;
  letterhead: string[];
  phone: string;
  /** Properties the vendor works for. */
  serves: number[];
  /** `accountNumber` is the directory's spelling, `printed` the vendor's own. */
  accounts: VendorAccount[];
  /** The account format the vendor itself prints ("####-####-####"). */
  acctFormat: string;
  brand: string | null;
  /**
   * How the vendor bills: a utility statement per account, a service contract per property,
   * a supplier invoice against a company-wide account naming the job, or a job invoice.
   */
  billing: 'service' | 'contract' | 'supplier' | 'job';
  unitShare: number;
  unitLines: readonly string[];
  propLines: readonly string[];
  amount: readonly [number, number];
  /** Accounts its past bills were sometimes coded to instead of the default. */
  altGl: readonly string[];
  /** The GL the vendor's bills are coded to when it has no default (set by the history). */
  usualGl: string;
}

/** One metro's geography as written in the data modules; streets are canonical strings. */
export interface MetroSpec {
  key: string;
  region: Region;
  state: string;
  /** [city, space-separated ZIPs, postal alternative or '', weight]. The first city is the core. */
  cities: readonly (readonly [string, string, string, number])[];
  /** Canonical arterials; "City|Street" ties a street to one city, untagged ones to the core. */
  arterials: readonly string[];
  numbered: readonly { pre: readonly string[]; post: readonly string[]; type: string; min: number; max: number }[];
  /** Directionals for local streets; '' means none. A street gets a prefix or a suffix, not both. */
  localPre: readonly string[];
  localPost: readonly string[];
  localNames: readonly string[];
  localTypes: readonly string[];
  campuses: readonly string[];
  areaCodes: readonly string[];
  weight: number;
  numRange: readonly [number, number];
}
