import { money } from './printing';

/* Laying a bill out as text, in the layouts vendors use: utility statement with a payment stub,
 * trade invoice, supplier invoice (sold-to/ship-to), tax statement, HOA statement. */

export interface BillParts {
  layout: 'utility' | 'invoice' | 'supplier' | 'tax' | 'hoa';
  /** Lines above everything (forwarded-message header, platform banner). */
  preamble: string[];
  headerName: string;
  headerLines: string[];
  title: string;
  meta: string[];
  billToLabel: string;
  billTo: string[];
  siteLabel: string;
  site: string[] | null;
  /** "Unit: 1204", "Property: …", "Customer Name: …", "Work Order: …". */
  siteExtra: string[];
  accountLine: string | null;
  detail: string[];
  items: { description: string; amount: number }[];
  total: number;
  remitLabel: string;
  remitName: string | null;
  remit: string[] | null;
  stub: string[];
  footer: string[];
}

export function layoutBill(p: BillParts, variant: number): string {
  const out: string[] = [];
  const push = (...ls: string[]): void => {
    for (const l of ls) out.push(l);
  };
  if (p.preamble.length) push(...p.preamble, '');
  push(p.headerName, ...p.headerLines, '');
  push(p.title);
  push(...p.meta);
  if (p.layout === 'utility' || p.layout === 'tax' || p.layout === 'hoa') {
    if (p.accountLine) push(p.accountLine);
    push(...p.siteExtra.filter((l) => !/^Unit/i.test(l)));
    if (p.site) push('', p.siteLabel, ...p.site);
    push(...p.siteExtra.filter((l) => /^Unit/i.test(l)));
    push('', p.billToLabel, ...p.billTo, '');
  } else if (variant % 2 === 0) {
    push('', p.billToLabel, ...p.billTo, '');
    if (p.site) push(p.siteLabel, ...p.site);
    push(...p.siteExtra);
    if (p.accountLine) push(p.accountLine);
    push('');
  } else {
    push('');
    if (p.accountLine) push(p.accountLine);
    push(p.billToLabel, ...p.billTo);
    if (p.site) push('', p.siteLabel, ...p.site);
    push(...p.siteExtra, '');
  }
  push(...p.detail);
  if (p.detail.length) push('');
  const itemsHeader = p.layout === 'utility' ? 'Current Charges' : p.layout === 'tax' ? 'Taxing Unit              Amount' : 'Description                                   Amount';
  push(itemsHeader);
  for (const it of p.items) push(`${it.description.padEnd(44, ' ')} ${money(it.amount).padStart(10, ' ')}`);
  push(`${(p.layout === 'utility' ? 'Total Amount Due' : 'TOTAL DUE').padEnd(44, ' ')} $${money(p.total)}`);
  push('');
  if (p.stub.length) push('- - - - - - - - - - Please detach and return this portion with your payment - - - - - - - - - -', ...p.stub);
  if (p.remit) {
    push(p.remitLabel);
    if (p.remitName) push(p.remitName);
    push(...p.remit);
  }
  if (p.footer.length) push('', ...p.footer);
  return out.join('\n');
}
