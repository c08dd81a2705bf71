/** Lays out the whole text of a bill the way invoices and utility statements print. */
import { MANAGER, type Office } from './geo';
import type { Rng } from './rand';

export interface TextParts {
  headerName: string;
  headerLines: string[];
  utility: boolean;
  invoiceNo: string;
  date: string;
  accountLine: string | null;
  billTo: string[];
  siteLabel: string;
  siteLines: string[];
  preamble: string[];
  notes: string[];
  lines: { description: string; amount: number }[];
  remit: string | null;
  taxLine: string | null;
}

export function billToLines(rng: Rng, office: Office, owner: string | null, upper: boolean): string[] {
  const mgr = rng.chance(0.5) ? MANAGER.name : rng.pick(MANAGER.short);
  const lines = owner && rng.chance(0.6) ? [owner, `c/o ${mgr}`] : [mgr];
  if (rng.chance(0.3)) lines.push('Attn: Accounts Payable');
  lines.push(rng.chance(0.5) ? `${office.street}, ${office.suite}` : `${office.street} ${office.suite.replace('Suite', 'Ste')}`, office.cityLine);
  return upper ? lines.map((l) => l.toUpperCase()) : lines;
}

export function layout(rng: Rng, t: TextParts): string {
  const out: string[] = [];
  const money = (n: number): string => `$${n.toFixed(2)}`;
  const total = t.lines.reduce((s, l) => s + l.amount, 0);
  out.push(t.headerName, ...t.headerLines, '');
  if (t.utility) {
    out.push(rng.pick(['Statement', 'Your Bill', 'BILLING STATEMENT', 'Account Summary']));
    if (t.accountLine) out.push(t.accountLine);
    out.push(`Statement Date: ${t.date}`, '');
    out.push(...t.billTo, '');
    if (t.siteLines.length) out.push(`${t.siteLabel}: ${t.siteLines.join(' ')}`);
    out.push(...t.preamble);
    out.push('', 'Current Charges');
    for (const l of t.lines) out.push(`${l.description.padEnd(34)} ${money(l.amount)}`);
    out.push(`Total Amount Due ${money(total)}`, `Due Date: ${t.date.replace(/\/\d{2}\//, '/28/')}`);
  } else {
    out.push(rng.pick(['INVOICE', 'Invoice', 'INVOICE / STATEMENT', 'Service Invoice']));
    out.push(`Invoice #: ${t.invoiceNo}    Date: ${t.date}${rng.chance(0.4) ? '    Terms: Net 30' : ''}`);
    if (t.accountLine) out.push(t.accountLine);
    out.push('', 'Bill To:', ...t.billTo, '');
    if (t.siteLines.length) out.push(`${t.siteLabel}:`, ...t.siteLines, '');
    out.push(...t.preamble);
    out.push('Description                                  Amount');
    for (const l of t.lines) out.push(`${l.description.padEnd(44)} ${money(l.amount)}`);
    out.push(`Total Due: ${money(total)}`);
  }
  if (t.notes.length) out.push('', ...t.notes);
  if (t.taxLine) out.push('', t.taxLine);
  if (t.remit) out.push('', rng.pick(['Remit To:', 'Please remit payment to:', 'Make checks payable and mail to:', 'REMIT PAYMENT TO:']), t.remit);
  if (!t.utility && rng.chance(0.4)) out.push('', rng.pick(['Thank you for your business!', 'Questions? Call our office.', 'A 1.5% monthly finance charge applies to past due balances.']));
  return out.join('\n');
}
