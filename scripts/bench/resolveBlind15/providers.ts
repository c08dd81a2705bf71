/** Shape of the vendors that hold an account per property (or per meter, or per unit). */
export type Svc =
  | 'electric' | 'gas' | 'water' | 'sewer' | 'telecom' | 'waste' | 'elevator' | 'fire' | 'pest' | 'tax' | 'registration'
  | 'ads' | 'laundry' | 'landscape' | 'security' | 'medwaste' | 'shred' | 'supply';

export interface ProviderSpec {
  name: string;
  aliases: readonly string[];
  /** Directory sender e-mails: addresses, or whole domains written "@acme.com". */
  emails: readonly string[];
  remit: string;
  taxId: string | null;
  svcs: readonly Svc[];
  /** City keys, or 'north' / 'south' / 'all'. */
  where: readonly string[];
  /** Relative share among the providers of one service in one city. */
  share: number;
  gl: string | null;
  glPool: readonly string[];
  /** Account pattern: '#' digit, 'A' letter. */
  acct: string;
  /** One account per lettered building of a garden complex. */
  perBuilding?: boolean;
  /** Share of units that carry their own account (vacant-unit service, own-address halves). */
  perUnit?: number;
  /** One master account for the whole client (propertyId null). */
  master?: boolean;
  /** Cities where one of the services is offered, when not all of `where` (Xcel's gas in St Paul only). */
  svcWhere?: Partial<Record<Svc, readonly string[]>>;
  /** The e-bill's sender when it is not the provider's own domain (payment portals). */
  portal?: string;
  lines: readonly string[];
}

export const ELECTRIC_LINES = ['Electric service', 'Customer charge', 'Distribution charge', 'Power supply charge', 'Transmission charge', 'Energy optimization surcharge', 'State sales tax'];
export const GAS_LINES = ['Natural gas service', 'Customer charge', 'Gas cost recovery', 'Distribution charge', 'Gas supply charge', 'Weather normalization adj'];
export const WATER_LINES = ['Water commodity charge', 'Sewer charge', 'Drainage / stormwater charge', 'Meter service charge', 'Fire line charge', 'Late payment penalty'];

type Base = Omit<ProviderSpec, 'svcs' | 'lines' | 'share'> & { share?: number };

export function electric(b: Base, combo = false): ProviderSpec {
  return { share: 1, ...b, svcs: combo ? ['electric', 'gas'] : ['electric'], lines: combo ? [...ELECTRIC_LINES, ...GAS_LINES] : ELECTRIC_LINES };
}

export function gas(b: Base): ProviderSpec {
  return { share: 1, ...b, svcs: ['gas'], lines: GAS_LINES };
}

export function water(b: Base, sewerToo = true): ProviderSpec {
  return { share: 1, ...b, svcs: sewerToo ? ['water', 'sewer'] : ['water'], lines: WATER_LINES };
}

export function sewerOnly(b: Base): ProviderSpec {
  return { share: 1, ...b, svcs: ['sewer'], lines: ['Sewer service charge', 'Capital improvement charge', 'Stormwater fee'] };
}

/** Whether the provider offers this service at this city. */
export function covers(spec: ProviderSpec, svc: Svc, cityKey: string, region: string): boolean {
  if (!spec.svcs.includes(svc)) return false;
  if (!spec.where.some((w) => w === 'all' || w === cityKey || w === region)) return false;
  const only = spec.svcWhere?.[svc];
  return only === undefined || only.includes(cityKey);
}

/** A city's own water department: same shape everywhere, so the names run alike across cities. */
export function cityWater(key: string, name: string, domain: string, remit: string, acct: string, portal?: string): ProviderSpec {
  return water({
    name, aliases: [name.replace(/^City of /, '').replace(/ Utility$/, ''), `${name.replace(/^City of /, '').replace(/ (Water|Water Utility|Utility|Utility Billing|Water Billing|Water & Sewer|Water Division|Utility Services|Water System)$/, '')} Utility Billing`],
    emails: [`@${domain}`], remit, taxId: null, where: [key], gl: '6320', glPool: ['6320', '6325'], acct, perUnit: 0.5, ...(portal ? { portal } : {}),
  });
}
