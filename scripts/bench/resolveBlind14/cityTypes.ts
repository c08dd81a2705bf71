/** A market of the manager: its ZIPs, its streets as locals write them, its local brand words. */
export type Region = 'ohio' | 'midsouth' | 'gulf' | 'valley';

export interface City {
  code: string;
  name: string;
  state: string;
  region: Region;
  /** How mail and clerks also write the city ("Cincinatti", "Ft Myers"). */
  spellings: string[];
  zips: string[];
  /** Main roads: sites of apartments, offices, mixed-use. */
  arterials: string[];
  /** Side streets for scattered-site houses; "#" takes a number ("SW #th Ter"). */
  residential: string[];
  /** County roads and state routes at the edge of town: parks and office parks. */
  routes: string[];
  neighborhoods: string[];
  /** Words local businesses name themselves after ("Queen City", "Derby City"). */
  stems: string[];
  areaCodes: string[];
  county: string;
  /** Relative share of the portfolio. */
  weight: number;
}

const split = (s: string): string[] => s.split('|').map((x) => x.trim()).filter((x) => x.length > 0);

export function mkCity(
  code: string, name: string, state: string, region: Region, weight: number, county: string,
  f: { sp: string; zips: string; art: string; res: string; routes: string; hoods: string; stems: string; ac: string },
): City {
  return {
    code, name, state, region, weight, county,
    spellings: split(f.sp), zips: split(f.zips), arterials: split(f.art), residential: split(f.res),
    routes: split(f.routes), neighborhoods: split(f.hoods), stems: split(f.stems), areaCodes: split(f.ac),
  };
}
