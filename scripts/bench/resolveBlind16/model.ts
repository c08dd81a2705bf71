/**
 * The blind set's internal model: metros and cities, the street form that the directory stores
 * and the bills print in their own ways, and the drafts of properties, units and vendors from
 * which the directory and the bills are both written.
 */
export type MetroKey = 'den' | 'fr' | 'slc' | 'uc' | 'boi' | 'abq' | 'saf' | 'lv' | 'rno' | 'anc' | 'hnl' | 'hni' | 'sju' | 'pce';

/** How a metro numbers its streets: plain, the Utah grid, Albuquerque quadrants, Hawaiian, Puerto Rican, Alaskan. */
export type Style = 'std' | 'grid' | 'abq' | 'hi' | 'pr' | 'ak';

export interface City {
  /** As the post office writes it, with ʻokina, macrons and accents where they belong. */
  name: string;
  zips: readonly string[];
  /** Key of the county (or island, or CRIM) that taxes it. */
  county: string;
  weight: number;
  /** Other ways bills print the city ("Colorado Spgs", "N Las Vegas"). */
  alt: readonly string[];
  /** Neighbourhoods a bill may print in place of the city ("Waikīkī", "Santurce"). */
  hoods: readonly string[];
  /** Hawaiian zone prefixes of house numbers ("94-" in Waipahu). */
  hyphen: readonly string[];
  /** The city's own streets, when the metro's list does not fit it. */
  streets: readonly string[];
  /** Puerto Rico urbanizaciones. */
  urbs: readonly string[];
  /** Albuquerque and Rio Rancho end street names with a quadrant. */
  quad: boolean;
  /** Rural: mile posts, highway-contract and rural routes, PO boxes. */
  rural: boolean;
}

export interface Metro {
  key: MetroKey;
  label: string;
  state: string;
  style: Style;
  properties: number;
  cities: readonly City[];
  streets: readonly string[];
  /** Words for property and vendor names ("Wasatch", "Chugach", "Mānoa"). */
  places: readonly string[];
  area: readonly string[];
  /** The manager's local office: street line, city, zip. */
  office: readonly [string, string, string];
  spanish: boolean;
}

export interface Street {
  kind: 'num' | 'mile' | 'km' | 'hc' | 'rr' | 'pobox';
  /** House number, mile, kilometre or box. */
  num: string;
  /** Highway-contract or rural route number, or the carretera's number. */
  route: string;
  pre: string;
  name: string;
  type: string;
  /** "Calle Loíza", "Avenida Ashford": the type comes first. */
  typeFirst: boolean;
  post: string;
  /** A Puerto Rico urbanización, condominio or barrio line ("Urb. Santa Rosa"). */
  urb: string;
}

export interface Place {
  street: Street;
  city: City;
  zip: string;
  zip4: string;
}

export type PropType =
  | 'apartments' | 'condo' | 'sfh' | 'scattered' | 'duplex' | 'townhomes' | 'mhp'
  | 'mixed' | 'resort' | 'office' | 'industrial' | 'cabin';

export type UnitKind = 'apt' | 'suite' | 'space' | 'lot' | 'bldgSuite' | 'letter' | 'updown' | 'casa' | 'cabin' | 'villa' | 'house' | 'num' | 'bay';

export interface UnitDraft {
  idx: number;
  id: string;
  propIdx: number;
  label: string;
  kind: UnitKind;
  place: Place | null;
  /** The unit's address as the directory stores it. */
  address: string | null;
}

export interface PropDraft {
  idx: number;
  id: string;
  metro: Metro;
  type: PropType;
  name: string;
  aliases: string[];
  /** The manager's property code, when it has one among the aliases ("WCA-BOI"). */
  code: string | null;
  /** The owning entity, when it is among the aliases ("Aspen Ridge Holdings LLC"). */
  owner: string | null;
  place: Place | null;
  /** The city the property is in, even when the directory has no street for it. */
  city: City;
  address: string | null;
  dirCity: string | null;
  dirZip: string | null;
  units: number[];
  /** The street line alone names exactly one site in the directory. */
  uniqueStreet: boolean;
  /** Its power, gas, water, sewer, waste, internet and propane vendors, filled by the vendor phase. */
  providers: Map<string, VendorDraft>;
}

export type VendorGroup = 'utility' | 'gov' | 'hoa' | 'chain' | 'trade';

export interface AccountDraft {
  accountNumber: string;
  propIdx: number | null;
  unitIdx: number | null;
}

export interface VendorDraft {
  idx: number;
  id: string;
  name: string;
  aliases: string[];
  cat: string;
  group: VendorGroup;
  metros: MetroKey[];
  /** Cities served (utilities); empty for the whole metro. */
  cities: string[];
  senderEmails: string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGl: string | null;
  defaultPropIdx: number | null;
  accounts: AccountDraft[];
  /** Accounts the vendor bills on that the directory does not have yet (new service, never entered). */
  unlisted: AccountDraft[];
  acctPattern: string;
  spanish: boolean;
  phone: string;
  web: string | null;
  /** Properties the vendor can bill (utility territory, the county's parcels, the trade's metros). */
  territory: number[];
}
