/** The whole text of a bill: what the fields show, laid out as a real statement, sometimes with more. */
import { MANAGER } from './geo';
import type { Rng } from './prng';

export interface TextParts {
  header: string;
  vendorName: string | null;
  remit: string | null;
  title: string;
  accountLabel: string;
  accounts: string[];
  siteLabel: string;
  sites: string[];
  propertyText: string | null;
  unitText: string | null;
  lines: { description: string; amount: number }[];
  email: string | null;
  extra: string[];
}

function money(n: number): string {
  const cents = Math.round(n * 100);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `$${whole}.${String(cents % 100).padStart(2, '0')}`;
}

function mdy(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
}

export function renderText(rng: Rng, t: TextParts): string {
  const out: string[] = [t.header];
  if (t.vendorName) out.push(rng.pick([`Invoice from ${t.vendorName}`, `Pay to: ${t.vendorName}`, `On behalf of ${t.vendorName}`]));
  const billed = Date.UTC(2025, 0, 2) + rng.int(0, 200) * 86400000;
  out.push('', t.title, `${rng.pick(['Bill Date', 'Statement Date', 'Invoice Date'])}: ${mdy(billed)}`, `Due Date: ${mdy(billed + rng.int(15, 30) * 86400000)}`);
  if (!t.accounts.length && rng.chance(0.5)) out.push(`Invoice #: ${rng.int(10000, 999999)}`);
  for (const a of t.accounts) out.push(`${t.accountLabel}: ${a}`);
  out.push('', 'Bill To:', MANAGER.name, rng.chance(0.5) ? 'Attn: Accounts Payable' : '', MANAGER.street, `${MANAGER.city}, ${MANAGER.state} ${MANAGER.zip}`);
  for (const s of t.sites) out.push('', `${t.siteLabel}:`, s);
  if (t.propertyText) out.push(`${rng.pick(['Property', 'Job Site', 'Location', 'Community'])}: ${t.propertyText}`);
  if (t.unitText) out.push(`${rng.pick(['Unit', 'Apt/Unit', 'Space/Unit'])}: ${t.unitText}`);
  out.push(...t.extra);
  out.push('', 'Description                                   Amount');
  let total = 0;
  for (const l of t.lines) {
    out.push(`${l.description.padEnd(44)}${money(l.amount)}`);
    total += l.amount;
  }
  out.push(`${'TOTAL AMOUNT DUE'.padEnd(44)}${money(Math.round(total * 100) / 100)}`);
  if (t.remit) out.push('', 'Please remit payment to:', t.remit);
  if (t.email) out.push('', `Questions about this bill? ${t.email}`);
  return out.filter((l, i, a) => !(l === '' && a[i - 1] === '')).join('\n');
}
