/** The parts of a bill around the site: header, numbers, bill-to, remittance, senders. */
import { MANAGER, type MetroKey } from './geo';
import { type PropRec } from './properties';
import { chance, digits, int, pick, type Rng } from './rng';
import { payeeVariant, typo } from './text';
import { type VendorRec } from './vendorCommon';

const PLATFORM_SENDER: Record<string, readonly string[]> = {
  billtrust: ['noreply@billtrust.com', 'invoices@billtrust.com'],
  paymentus: ['donotreply@paymentus.com', 'ebill@paymentus.com'],
  invoicecloud: ['no-reply@invoicecloud.net', 'notifications@invoicecloud.com'],
  quickbooks: ['quickbooks@notification.intuit.com'],
  'bill.com': ['invoices@hq.bill.com', 'no-reply@bill.com'],
};

export function money(cents: number): string {
  const s = (cents / 100).toFixed(2);
  const [w, f] = s.split('.') as [string, string];
  return `$${w.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${f}`;
}

export function billDate(r: Rng): { iso: string; printed: string; due: string } {
  const t = Date.UTC(2025, 0, 2) + int(r, 0, 300) * 86_400_000;
  const d = new Date(t);
  const due = new Date(t + pick(r, [10, 15, 21, 30]) * 86_400_000);
  const mdy = (x: Date): string => `${String(x.getUTCMonth() + 1).padStart(2, '0')}/${String(x.getUTCDate()).padStart(2, '0')}/${x.getUTCFullYear()}`;
  const mon = (x: Date): string => `${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][x.getUTCMonth()]} ${x.getUTCDate()}, ${x.getUTCFullYear()}`;
  const f = chance(r, 0.6) ? mdy : mon;
  return { iso: d.toISOString().slice(0, 10), printed: f(d), due: f(due) };
}

export function payeeFor(r: Rng, v: VendorRec): string | null {
  if (chance(r, 0.04)) return null;
  if (v.cls === 'franchise' && chance(r, 0.4)) return v.name.replace(/ of .*$/, '').replace(/ (North|South) .*$/, '').replace(/^(1-800-GOT-JUNK\?|Two Men and a Truck) .*$/, '$1');
  if (v.aliases.length > 0 && v.cls === 'local' && /^[A-Z][a-z]+ [A-Z][a-z'A-Z]+$/.test(v.name) && chance(r, 0.5)) return v.aliases[0] as string;
  return payeeVariant(r, v.name, v.aliases);
}

export function senderFor(r: Rng, v: VendorRec, p: PropRec): string | null {
  if (chance(r, 0.04)) return pick(r, [`${p.city.metro.toLowerCase()}.ap@larchharbor.com`, 'scans@larchharbor.com', 'frontdesk@larchharbor.com', MANAGER.apEmail]);
  if (v.platform && chance(r, 0.65)) return pick(r, PLATFORM_SENDER[v.platform] ?? ['noreply@billtrust.com']);
  const x = r();
  if (x < 0.22) return null;
  if (v.domain && x < 0.85) return `${pick(r, ['billing', 'noreply', 'invoices', 'ar', 'accounts.receivable', 'office', 'statements'])}@${chance(r, 0.1) ? `mail.${v.domain}` : v.domain}`;
  if (v.personalEmail) return v.personalEmail;
  const listed = v.senderEmails.find((e) => !e.startsWith('@'));
  return listed ?? (chance(r, 0.3) ? pick(r, ['quickbooks@notification.intuit.com', 'invoices@hq.bill.com']) : null);
}

/** Account numbers as printed: reformatted, masked, or with a stray invoice number read as one. */
export function accountVariant(r: Rng, a: string): { printed: string; recoverable: boolean } {
  const x = r();
  const bare = a.replace(/[^0-9A-Za-z]/g, '');
  if (x < 0.58) return { printed: a, recoverable: true };
  if (x < 0.74) return { printed: bare, recoverable: true };
  if (x < 0.84) return { printed: bare.replace(/(.{4})(?=.)/g, '$1 '), recoverable: true };
  if (x < 0.9 && bare.length > 6) return { printed: `${pick(r, ['XXXX', '****', 'xxxxxx'])}${bare.slice(-4)}`, recoverable: false };
  if (x < 0.94 && /^0/.test(bare)) return { printed: bare.replace(/^0+/, ''), recoverable: true };
  if (x < 0.97) return { printed: `${a}${pick(r, ['-0', ' 01', '-1'])}`, recoverable: true };
  return { printed: a.replace(/-/g, ' '), recoverable: true };
}

export function billToLines(r: Rng, metro: MetroKey, p: PropRec, allowProperty: boolean): string[] {
  const o = MANAGER.offices[metro];
  const who = chance(r, 0.5) ? MANAGER.name : pick(r, MANAGER.variants);
  const lines = [chance(r, 0.15) ? 'Customer:' : 'Bill To:'];
  if (allowProperty && chance(r, 0.12)) lines.push(`  ${p.name}`, `  c/o ${who}`);
  else lines.push(`  ${who}`);
  if (chance(r, 0.2)) lines.push(`  Attn: ${pick(r, ['Accounts Payable', 'AP Dept', 'Property Accounting', 'Regional Manager'])}`);
  lines.push(`  ${o.street}`, `  ${o.city}, ${o.state} ${o.zip}`);
  return lines;
}

export function managerAddress(metro: MetroKey): string {
  const o = MANAGER.offices[metro];
  return `${o.street}, ${o.city}, ${o.state} ${o.zip}`;
}

export function headerLines(r: Rng, v: VendorRec, payee: string | null): string[] {
  const top = payee ?? (chance(r, 0.5) ? typo(r, v.name).toUpperCase() : v.name);
  const lines = [top];
  if (chance(r, 0.7)) lines.push(v.office);
  lines.push(`Tel (${int(r, 200, 989)}) ${int(r, 200, 999)}-${digits(r, 4)}`);
  if (v.domain && chance(r, 0.5)) lines.push(`www.${v.domain}`);
  return lines;
}
