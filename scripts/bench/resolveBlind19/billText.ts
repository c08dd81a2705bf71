import { CLIENT, METROS } from './metros';
import { type Rng, at } from './rng';
import type { Group, PropRec, VendorRec } from './types';

/** The pieces of one bill's text, assembled in the order a PDF prints them. */
export interface TextParts {
  readonly vendor: VendorRec;
  readonly header: string;
  readonly showRemit: boolean;
  readonly showTaxId: boolean;
  readonly billTo: readonly string[] | null;
  readonly accounts: readonly string[];
  readonly service: string | null;
  readonly property: string | null;
  /** The label before the property line; a misread customer name gets its own. */
  readonly propertyLabel: string | null;
  readonly unitLine: string | null;
  readonly items: readonly string[];
  readonly caps: boolean;
}

const TITLES: Readonly<Record<Group, readonly string[]>> = {
  utility: ['STATEMENT', 'Your Bill', 'Utility Bill', 'ACCOUNT STATEMENT'],
  tax: ['REAL ESTATE TAX BILL', 'Property Tax Statement', 'TAX NOTICE'],
  license: ['INVOICE', 'Fee Notice', 'Rental License Renewal'],
  national: ['INVOICE', 'Invoice', 'Statement of Account'],
  local: ['INVOICE', 'Invoice', 'Service Invoice', 'Work Order / Invoice', 'Bill'],
};

const SERVICE_LABEL: Readonly<Record<Group, readonly string[]>> = {
  utility: ['Service Address:', 'SERVICE LOCATION', 'Premises:', 'Service For:'],
  tax: ['Property Location:', 'Location:', 'Property Address:'],
  license: ['Rental Property:', 'Premises:', 'Location:'],
  national: ['Service Location:', 'Job Site:', 'Location:'],
  local: ['Job Site:', 'Job Address:', 'Service Location:', 'Site:', 'Location:', 'Work Performed At:'],
};

const SHIPPED = new Set(['supply', 'painting', 'plumbing', 'hvac', 'office', 'printing', 'uniforms']);

export function serviceLabel(r: Rng, v: VendorRec): string {
  if (v.group === 'national' && SHIPPED.has(v.cat)) return r.pick(['Ship To:', 'Deliver To:', 'SHIP TO']);
  return r.pick(SERVICE_LABEL[v.group]);
}

const DAY = 86_400_000;

/** A date printer fixed for one bill, so its dates share a style. */
function dater(r: Rng): (ms: number) => string {
  const style = r.int(0, 2);
  return (ms: number): string => {
    const iso = new Date(ms).toISOString().slice(0, 10);
    const [y, m, d] = iso.split('-');
    if (style === 0) return `${Number(m)}/${Number(d)}/${y ?? ''}`;
    if (style === 1) return `${m ?? ''}/${d ?? ''}/${y ?? ''}`;
    return iso;
  };
}

function money(r: Rng, lo: number, hi: number): string {
  return (r.int(lo * 100, hi * 100) / 100).toFixed(2);
}

/** The manager's Bill To block, addressed to the regional office. */
export function billToBlock(r: Rng, p: PropRec | null, metroCode: string | null): string[] {
  const m = METROS.find((x) => x.code === (p?.metro.code ?? metroCode)) ?? at(METROS, 0);
  const o = at(CLIENT.offices, m.office);
  const lines: string[] = [r.pick(CLIENT.forms)];
  if (r.chance(0.4)) lines.push(r.pick(['Attn: Accounts Payable', 'ATTN: AP', 'Accounts Payable Dept']));
  lines.push(o.line, `${o.city}, ${o.state} ${o.zip}`);
  return lines;
}

export function officeAddress(r: Rng, p: PropRec): string {
  const o = at(CLIENT.offices, p.metro.office);
  return r.chance(0.5) ? `${o.line}\n${o.city}, ${o.state} ${o.zip}` : `${o.line}, ${o.city}, ${o.state} ${o.zip}`;
}

/** The bill's whole text. */
export function composeText(r: Rng, t: TextParts): string {
  const v = t.vendor;
  const date = dater(r);
  const billed = Date.UTC(2024, 0, 2) + r.int(0, 700) * DAY;
  const out: string[] = [t.header];
  if (t.showRemit && v.remit) out.push(r.pick(['Remit to: ', 'Please remit to: ', 'Mail payments to: ', '']) + v.remit);
  out.push(`${r.pick(['Tel', 'Phone', 'Customer Service'])} ${v.phone}${t.showTaxId && v.taxId ? `   ${r.pick(['Fed Tax ID', 'EIN', 'FEIN'])} ${v.taxId}` : ''}`);
  out.push(`${r.pick(TITLES[v.group])}   ${r.pick(['Invoice #', 'Invoice No.', 'Bill No.', 'Statement #'])} ${r.int(1000, 999999)}   ${r.pick(['Date', 'Bill Date', 'Invoice Date'])}: ${date(billed)}`);
  if (t.billTo) out.push(r.pick(['Bill To:', 'BILL TO', 'Sold To:', 'Customer:']), ...t.billTo);
  for (const a of t.accounts) out.push(`${v.acctLabel}: ${a}`);
  if (t.service) out.push(serviceLabel(r, v), t.service);
  if (t.property) out.push(`${t.propertyLabel ?? r.pick(['Property:', 'Job:', 'Job Name:', 'PO / Job:', 'Community:', 'Site Name:'])} ${t.property}`);
  if (t.unitLine) out.push(t.unitLine);
  if (v.group === 'utility') out.push(`Service Period ${date(billed - r.int(30, 40) * DAY)} - ${date(billed - r.int(2, 6) * DAY)}`);
  let total = 0;
  for (const item of t.items) {
    const amt = money(r, 8, 900);
    total += Number(amt);
    out.push(`${item}${' '.repeat(Math.max(2, 44 - item.length))}${amt}`);
  }
  out.push(`${r.pick(['Total Due', 'AMOUNT DUE', 'Balance Due', 'Total'])}  $${total.toFixed(2)}`);
  out.push(`${r.pick(['Due Date', 'Please pay by', 'Payment due'])} ${date(billed + r.int(14, 30) * DAY)}`);
  const text = out.join('\n');
  return t.caps ? text.toUpperCase() : text;
}
