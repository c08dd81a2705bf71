import type { Addr } from './addresses';
import type { City, Metro } from './geography';

/* The management company itself: its name as vendors print it, its offices and its mail. */

export const MANAGER = {
  name: 'Keystone Ridge Property Management, LLC',
  printed: [
    'Keystone Ridge Property Management',
    'Keystone Ridge Property Management, LLC',
    'KEYSTONE RIDGE PROPERTY MGMT',
    'Keystone Ridge PM',
    'KRPM',
    'Keystone Ridge Prop Mgmt LLC',
    'Keystone Ridge Property Mgmt.',
  ],
  domain: 'keystoneridgepm.com',
  apInbox: 'ap@keystoneridgepm.com',
  scanners: ['scanner@keystoneridgepm.com', 'mailroom@keystoneridgepm.com', 'copier-2f@keystoneridgepm.com'],
  staff: ['jsmith', 'mgarcia', 'tnguyen', 'kbrown', 'aroberts', 'dwilliams', 'lmartinez', 'cjohnson', 'rpatel', 'sjackson', 'bthompson', 'emoore'],
  centralAp: { poBox: '671902', city: 'Dallas', state: 'TX', zip: '75367-1902' },
} as const;

/** The office as an Addr so the fairness index can keep properties off it. */
export function officeAddr(m: Metro): { addr: Addr; city: City } | null {
  const mm = /^(\d+) (.+)$/.exec(m.office.street);
  const city = m.cities.find((c) => c.name === m.office.city && c.state === m.office.state);
  if (!mm || !city) return null;
  // Street name core only matters for the key; keep the printed name as one token set.
  const words = (mm[2] as string).split(' ');
  const pre = ['N', 'S', 'E', 'W'].includes(words[0] ?? '') ? (words.shift() as string) : null;
  const last = words.length > 1 ? (words.pop() as string) : null;
  const post = null;
  return { addr: { num: mm[1] as string, street: { kind: 'std', pre, name: words.join(' '), suffix: last, post, route: null } }, city };
}
