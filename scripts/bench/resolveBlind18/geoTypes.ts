/**
 * The shape of the geography: metros, their cities (with county or parish) and streets, and who
 * serves them. Provider specs read "Name" or "Name|City A;City B" (the cities it serves).
 */
export interface City {
  name: string;
  /** County or parish name without the word ("Harris", "Orleans"). */
  county: string;
  state: string;
  zips: readonly string[];
}

export interface Metro {
  code: string;
  name: string;
  propertyCount: number;
  cities: readonly City[];
  /** Street specs: "Westheimer Rd", "N Lamar Blvd", "Peachtree Rd NE", "FM 1960 W", "IH 35 N", "SH 6 S". */
  streets: readonly string[];
  electric: readonly string[];
  water: readonly string[];
  gas: readonly string[];
  telecom: readonly string[];
  trash: readonly string[];
  /** Counties whose special water districts (MUD, WCID, FWSD) serve the suburbs. */
  mudCounties: readonly string[];
  /** The ERCOT wires company where retail electric providers sell; null outside ERCOT's open market. */
  ercot: string | null;
  office: string;
  /** Local words vendors name themselves after. */
  prefixes: readonly string[];
}

/** "Houston/Harris: 77002 77004; Southaven/DeSoto/MS: 38671". */
export function cities(state: string, spec: string): City[] {
  return spec.split(';').map((chunk) => {
    const [head = '', zips = ''] = chunk.split(':');
    const [name = '', county = '', st] = head.trim().split('/');
    return { name, county, state: st ?? state, zips: zips.trim().split(/\s+/) };
  });
}

export interface Office {
  key: string;
  number: string;
  street: string;
  suite: string;
  city: string;
  state: string;
  zip: string;
}

/** The client: the property manager whose name and offices appear on every bill's "Bill To". */
export const MANAGER = {
  legal: 'Bayou & Bluebonnet Residential, LLC',
  short: 'Bayou & Bluebonnet Residential',
  abbr: 'BBR',
  variants: ['Bayou & Bluebonnet Residential', 'BAYOU & BLUEBONNET RESIDENTIAL LLC', 'Bayou and Bluebonnet Res.', 'B&B Residential', 'BBR Property Mgmt'],
} as const;

export const OFFICES: Readonly<Record<string, Office>> = {
  HOU: { key: 'HOU', number: '2929', street: 'Allen Pkwy', suite: 'Ste 2400', city: 'Houston', state: 'TX', zip: '77019' },
  DAL: { key: 'DAL', number: '5430', street: 'LBJ Fwy', suite: 'Ste 1100', city: 'Dallas', state: 'TX', zip: '75240' },
  AUS: { key: 'AUS', number: '98', street: 'San Jacinto Blvd', suite: 'Ste 1500', city: 'Austin', state: 'TX', zip: '78701' },
  NOL: { key: 'NOL', number: '701', street: 'Poydras St', suite: 'Ste 3900', city: 'New Orleans', state: 'LA', zip: '70139' },
  ATL: { key: 'ATL', number: '3350', street: 'Peachtree Rd NE', suite: 'Ste 900', city: 'Atlanta', state: 'GA', zip: '30326' },
  BNA: { key: 'BNA', number: '222', street: '2nd Ave S', suite: 'Ste 1700', city: 'Nashville', state: 'TN', zip: '37201' },
  CLT: { key: 'CLT', number: '301', street: 'S Tryon St', suite: 'Ste 1500', city: 'Charlotte', state: 'NC', zip: '28282' },
};
