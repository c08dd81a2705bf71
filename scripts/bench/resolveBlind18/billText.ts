/**
 * The whole text of a bill as extraction got it from the PDF: the sender's header and remit-to,
 * the statement or invoice heading, "Bill To" naming the manager and its office, the account and
 * service blocks, line items and totals, and a billing platform's footer.
 */
import type { Category } from './catalog';
import type { Office } from './geoTypes';
import type { VendorModel } from './model';
import type { Rng } from './rng';

export interface Draft {
  category: Category;
  vendor: VendorModel;
  payee: string | null;
  viaPlatform: boolean;
  billTo: string[];
  accounts: { label: string; value: string }[];
  siteLabel: string;
  sites: string[];
  propertyText: string | null;
  unitText: string | null;
  lines: { description: string; amount: number }[];
}

const TITLES: Readonly<Partial<Record<Category, readonly string[]>>> = {
  electric: ['STATEMENT', 'Electric Service Statement', 'Your Monthly Statement', 'ACCOUNT STATEMENT'],
  water: ['UTILITY BILL', 'Water & Sewer Statement', 'Utility Statement'],
  gas: ['Natural Gas Statement', 'STATEMENT'],
  trash: ['INVOICE', 'Service Statement'],
  telecom: ['Business Services Statement', 'Your Bill'],
  tax: ['2024 PROPERTY TAX STATEMENT', 'Ad Valorem Tax Notice', 'Tax Bill - Tax Year 2024'],
  hoa: ['Assessment Statement', 'Dues Notice', 'Owner Account Statement'],
};

const SITE_LABELS: Readonly<Partial<Record<Category, readonly string[]>>> = {
  electric: ['Service Address:', 'Service Location:', 'Premise Address:', 'Service For:'],
  water: ['Service Address:', 'Service Location:', 'Location:'],
  gas: ['Service Address:', 'Premises:'],
  trash: ['Service Location:', 'Site:'],
  telecom: ['Service Address:', 'Service Location:'],
  tax: ['Situs:', 'Property Location:', 'Location:'],
  hoa: ['Property Address:', 'Lot Address:'],
  national: ['Ship To:', 'Deliver To:', 'Job Name/Address:'],
};

export function siteLabel(c: Category, rng: Rng): string {
  return rng.pick(SITE_LABELS[c] ?? ['Job Site:', 'Service Address:', 'Work Performed At:', 'Location:']);
}

function money(n: number): string {
  return `$${n.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

function date(rng: Rng): [string, string] {
  const day = Date.UTC(2025, 0, 2) + rng.int(0, 270) * 86400_000;
  const fmt = (ms: number): string => {
    const d = new Date(ms);
    return `${String(d.getUTCMonth() + 1).padStart(2, '0')}/${String(d.getUTCDate()).padStart(2, '0')}/${d.getUTCFullYear()}`;
  };
  return [fmt(day), fmt(day + rng.int(10, 30) * 86400_000)];
}

export function billToLines(manager: string, office: Office, extra: string | null, rng: Rng): string[] {
  const lines = [manager];
  if (extra !== null) lines.push(extra);
  if (rng.chance(0.4)) lines.push('Attn: Accounts Payable');
  lines.push(`${office.number} ${office.street} ${office.suite}`, `${office.city}, ${office.state} ${office.zip}`);
  return lines;
}

export function billText(d: Draft, rng: Rng): string {
  const v = d.vendor;
  const out: string[] = [];
  if (d.payee !== null) out.push(d.payee);
  const remitTop = rng.chance(0.5);
  if (remitTop) out.push(...v.remitLines);
  if (v.domain !== null && rng.chance(0.35)) out.push(`www.${v.domain}`);
  out.push(`Phone: (${rng.int(200, 989)}) ${rng.int(200, 989)}-${String(rng.int(0, 9999)).padStart(4, '0')}`, '');
  const [billDate, due] = date(rng);
  out.push(rng.pick(TITLES[d.category] ?? ['INVOICE', 'Invoice', 'Service Invoice', 'Work Order Invoice']));
  if (d.category === 'trade' || d.category === 'national' || d.category === 'pest' || d.category === 'pool' || d.category === 'lawn') out.push(`Invoice #: ${rng.int(10000, 999999)}`);
  out.push(`${rng.pick(['Date', 'Bill Date', 'Statement Date', 'Invoice Date'])}: ${billDate}    Due: ${due}`, '');
  out.push(rng.pick(['Bill To:', 'BILL TO', 'Customer:', 'Sold To:', 'Mail To:']), ...d.billTo, '');
  for (const a of d.accounts) out.push(`${a.label} ${a.value}`);
  if (d.sites.length > 0) out.push(d.siteLabel, ...d.sites);
  if (d.propertyText !== null) out.push(/^[A-Za-z ]+: /.test(d.propertyText) ? d.propertyText : `Property: ${d.propertyText}`);
  if (d.unitText !== null) out.push(`${rng.pick(['Unit:', 'Apt/Unit:', 'Unit #', 'Suite/Unit:'])} ${d.unitText}`);
  out.push('', rng.pick(['Description                 Amount', 'DESCRIPTION    QTY    AMOUNT', 'Charges']));
  let total = 0;
  for (const l of d.lines) {
    out.push(`${l.description}    ${money(l.amount)}`);
    total += l.amount;
  }
  out.push(`${rng.pick(['Total Due', 'Amount Due', 'TOTAL', 'Balance Due'])}: ${money(total)}`);
  if (!remitTop) out.push('', rng.pick(['Remit to:', 'Please remit payment to:', 'Make checks payable to:']), ...(d.payee !== null && rng.chance(0.6) ? [d.payee] : []), ...v.remitLines);
  if (d.viaPlatform && v.platform !== null) out.push('', v.platform.footer);
  return out.join('\n');
}
