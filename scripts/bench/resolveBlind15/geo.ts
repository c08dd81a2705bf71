/**
 * Places of the portfolio: one entry per city (suburbs are their own cities, grouped in a metro
 * whose airport code prefixes the manager's internal property codes, "DET-114").
 */
export type Region = 'north' | 'south';

export interface City {
  key: string;
  name: string;
  state: string;
  metro: string;
  region: Region;
  /** Relative share of the portfolio's properties. */
  weight: number;
  zips: readonly string[];
  streets: readonly string[];
  /** County, state and US roads, for retail, flex and storage sites. */
  roads: readonly string[];
  hoods: readonly string[];
  unis: readonly string[];
  area: readonly string[];
  /** Street numbers are drawn in [lo, hi]. */
  nums: readonly [number, number];
}

export function ord(n: number): string {
  const t = n % 100;
  if (t >= 11 && t <= 13) return `${n}th`;
  const s = n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

/** "2nd Ave S", "3rd Ave S", ... for a numbered grid. */
export function numbered(from: number, to: number, suffix: string, prefix = ''): string[] {
  const out: string[] = [];
  for (let n = from; n <= to; n++) out.push(`${prefix}${ord(n)} ${suffix}`);
  return out;
}

/** The manager: one firm, three offices that print in every bill-to block. */
export const MANAGER = {
  name: 'Harbor & Magnolia Property Group, LLC',
  short: 'Harbor & Magnolia Property Group',
  domain: 'harbormagnolia.com',
  apEmail: 'ap@harbormagnolia.com',
  offices: {
    detroit: { line1: '3011 W Grand Blvd Ste 1400', city: 'Detroit', state: 'MI', zip: '48202-3096' },
    pittsburgh: { line1: '603 Stanwix St Ste 1850', city: 'Pittsburgh', state: 'PA', zip: '15222-1425' },
    birmingham: { line1: '2 20th St N Ste 1200', city: 'Birmingham', state: 'AL', zip: '35203-4002' },
  },
  apLockbox: 'PO Box 33190, Detroit, MI 48232-5190',
} as const;

export type OfficeKey = keyof typeof MANAGER.offices;

/** Which office a metro's mail is billed to. */
export function officeFor(metro: string, region: Region): OfficeKey {
  if (region === 'south') return 'birmingham';
  return ['PIT', 'BUF', 'ROC', 'ALB', 'HFD', 'PVD'].includes(metro) ? 'pittsburgh' : 'detroit';
}

/** Addresses a property may not take: the offices' own. */
export const RESERVED_ADDRESSES = new Set(['3011 W Grand Blvd|Detroit', '603 Stanwix St|Pittsburgh', '2 20th St N|Birmingham']);
