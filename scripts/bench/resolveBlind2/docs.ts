/*
 * Pieces every bill prints: the manager's bill-to block (never the site), vendor letterheads,
 * remit-to lines with PO boxes written every which way, dates and amounts.
 */
import { METROS, type Metro } from './geo';
import { FIRST_NAMES, SURNAMES } from './propertyNames';
import { pad, type Rng } from './random';
import type { VendorGen } from './vendors';

export const MANAGER = 'Halvorsen Property Management';
export const MANAGER_DOMAIN = 'halvorsenpm.com';
const MANAGER_FORMS = ['Halvorsen Property Management', 'Halvorsen Property Management, LLC', 'HALVORSEN PROPERTY MGMT', 'Halvorsen PM', 'Halvorsen Property Mgmt', 'HALVORSEN PROPERTY MANAGEMENT LLC'];
const LOCKBOX = ['PO Box 795110', 'Dallas, TX 75379-5110'];

export function managerName(rng: Rng): string {
  return rng.pick(MANAGER_FORMS);
}

export interface BillTo {
  lines: string[];
  /** The address part, as an extraction slip would copy it into the service addresses. */
  address: string;
  /** A suite in the manager's own address ("Ste 1200"), a trap for unit fields. */
  suite: string | null;
}

export function billTo(rng: Rng, metro: Metro, careOf: string | null): BillTo {
  const which = rng.weighted([
    ['regional', 62],
    ['hq', 12],
    ['lockbox', 26],
  ] as const);
  const hq = METROS[0]?.office ?? metro.office;
  let line1: string;
  let line2: string;
  if (which === 'lockbox') {
    line1 = LOCKBOX[0] ?? '';
    line2 = LOCKBOX[1] ?? '';
  } else {
    const o = which === 'hq' ? hq : metro.office;
    line1 = o.line1;
    line2 = `${o.city}, ${o.state} ${o.zip}`;
  }
  const upper = rng.chance(0.2);
  const f = (s: string) => (upper ? s.toUpperCase() : s);
  const lines = careOf
    ? [f(careOf), f(`c/o ${managerName(rng)}`), f(line1), f(line2)]
    : rng.chance(0.2)
      ? [f('Attn: Accounts Payable'), f(managerName(rng)), f(line1), f(line2)]
      : [f(managerName(rng)), f(line1), f(line2)];
  const suite = /(Ste|Suite)\s+(\w+)/.exec(line1);
  return { lines, address: `${f(line1)}\n${f(line2)}`, suite: suite ? `${suite[1]} ${suite[2]}` : null };
}

export function staffEmail(rng: Rng): string {
  const first = rng.pick(FIRST_NAMES).toLowerCase();
  const last = rng.pick(SURNAMES).toLowerCase().replace(/[^a-z]/g, '');
  return rng.weighted([
    [`${first}.${last}@${MANAGER_DOMAIN}`, 55],
    [`${first[0] ?? 'x'}${last}@${MANAGER_DOMAIN}`, 25],
    [`ap@${MANAGER_DOMAIN}`, 10],
    [`scans@${MANAGER_DOMAIN}`, 10],
  ] as const);
}

export function thousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

export function money(n: number): string {
  const cents = Math.round(n * 100);
  return `$${thousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, '0')}`;
}

export function amount(rng: Rng, lo: number, hi: number): number {
  const x = lo + Math.pow(rng.float(), 2) * (hi - lo);
  return Math.round(x * 100) / 100;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

export function date(rng: Rng, day: number): string {
  const d = new Date(Date.UTC(2024, 0, 1) + day * 86400000);
  const m = d.getUTCMonth();
  const style = rng.int(0, 3);
  if (style === 0) return `${pad(m + 1, 2)}/${pad(d.getUTCDate(), 2)}/${d.getUTCFullYear()}`;
  if (style === 1) return `${m + 1}/${d.getUTCDate()}/${String(d.getUTCFullYear()).slice(2)}`;
  if (style === 2) return `${MONTHS[m] ?? ''} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
  return `${d.getUTCFullYear()}-${pad(m + 1, 2)}-${pad(d.getUTCDate(), 2)}`;
}

/** "PO Box 4410" printed as "P.O. Box 4410", "PO BOX 4410", "POB 4410"... */
export function remitVariant(rng: Rng, remit: string): string {
  let s = remit;
  if (/^PO Box/.test(s)) {
    s = s.replace(/^PO Box/, rng.pick(['PO Box', 'P.O. Box', 'PO BOX', 'P O Box', 'POB', 'Post Office Box', 'P.O. BOX']));
  }
  if (rng.chance(0.35)) s = s.replace(/, ([^,]+), ([A-Z]{2}) /, '\n$1, $2 ');
  return rng.chance(0.25) ? s.toUpperCase() : s;
}

export function letterhead(rng: Rng, v: VendorGen, printed: string, showEmail: string | null): string[] {
  const lines = [printed];
  if (v.office) {
    lines.push(v.office.line1, v.office.cityLine);
  } else if (v.remitTo && rng.chance(0.6)) {
    lines.push(...remitVariant(rng, v.remitTo).split('\n'));
  }
  const contact: string[] = [];
  if (v.phone) contact.push(rng.chance(0.5) ? `Phone: ${v.phone}` : v.phone);
  if (showEmail) contact.push(showEmail);
  if (v.domain && rng.chance(0.3)) contact.push(`www.${v.domain}`);
  if (contact.length > 0) lines.push(contact.join(rng.chance(0.5) ? '  |  ' : '   '));
  if (v.taxId && rng.chance(0.22)) lines.push(`${rng.pick(['Tax ID', 'Fed ID#', 'EIN', 'FEIN'])}: ${v.taxId}`);
  return lines;
}
