import type { VendorRec } from './model';
import type { Rng } from './rng';
import { type BillDate, addDays, formatDate } from './text';

/* The document layouts: utility statement, tax statement, job invoice, supplier invoice, e-mail notice. */

export interface DocParts {
  vendor: VendorRec;
  letterhead: string[];
  date: BillDate;
  invoice: string;
  /** Account numbers as printed on the face and on the remit stub. */
  accountFace: string | null;
  accountStub: string | null;
  /** A customer / reference number the vendor prints that no directory knows. */
  extraNumber: string | null;
  billTo: string[];
  service: string | null;
  serviceLabel: string;
  nameLine: string | null;
  unitLine: string | null;
  poLine: string | null;
  money: string[];
  total: string;
  remit: string | null;
  payeeLine: string;
  taxIdLine: string | null;
}

function block(lines: readonly (string | null | undefined)[]): string {
  return lines.filter((l): l is string => !!l && l.trim() !== '').join('\n');
}

export function statementText(rng: Rng, d: DocParts): string {
  const due = addDays(d.date, 21);
  const from = addDays(d.date, -rng.int(30, 34));
  return [
    block(d.letterhead),
    block([
      d.accountFace ? `${rng.pick(['Account Number', 'Account No.', 'Acct #', 'ACCOUNT'])}: ${d.accountFace}` : null,
      `${rng.pick(['Statement Date', 'Bill Date', 'Billing Date'])}: ${formatDate(rng, d.date)}`,
      `Due Date: ${formatDate(rng, due)}`,
      d.nameLine ? `${rng.pick(['Account Name', 'Customer', 'Name'])}: ${d.nameLine}` : null,
    ]),
    d.service ? `${d.serviceLabel}:\n${d.service}` : null,
    d.unitLine,
    `Service Period: ${formatDate(rng, from)} - ${formatDate(rng, d.date)}`,
    block(['Mailing Address:', ...d.billTo]),
    block(d.money),
    block([
      '- - - - - Please detach and return with payment - - - - -',
      d.payeeLine,
      d.remit,
      d.accountStub ? `Account: ${d.accountStub}` : null,
      `Amount Due: ${d.total}`,
      d.taxIdLine,
    ]),
  ]
    .filter((b): b is string => !!b)
    .join('\n\n');
}

export function taxText(rng: Rng, d: DocParts, owner: string): string {
  return [
    block(d.letterhead),
    `${rng.pick(['2025 REAL PROPERTY TAX STATEMENT', '2025-2026 Property Tax Bill', 'Real Estate Tax Notice - Tax Year 2025'])}`,
    block([
      `${rng.pick(['Parcel Number', 'Parcel #', 'Account/Parcel', 'PIN', 'Tax Map #'])}: ${d.accountFace ?? ''}`,
      d.service ? `${rng.pick(['Situs Address', 'Property Location', 'Site Address'])}: ${d.service.replace(/\n/g, ', ')}` : null,
      `Taxpayer: ${owner}`,
      d.nameLine ? `Property Name: ${d.nameLine}` : null,
    ]),
    block(['Mail To:', ...d.billTo]),
    block(d.money),
    block([d.payeeLine, d.remit, `Amount Due: ${d.total}`]),
  ].join('\n\n');
}

export function invoiceText(rng: Rng, d: DocParts): string {
  return [
    block(d.letterhead),
    rng.pick(['INVOICE', 'Invoice', 'SERVICE INVOICE', 'STATEMENT / INVOICE']),
    block([
      `Invoice #: ${d.invoice}`,
      `Date: ${formatDate(rng, d.date)}`,
      d.accountFace ? `${rng.pick(['Customer #', 'Account #', 'Cust No', 'Service Agreement #'])}: ${d.accountFace}` : null,
      d.extraNumber ? `${rng.pick(['Customer ID', 'Ref #', 'Client No', 'Job #'])}: ${d.extraNumber}` : null,
      d.poLine,
      `Terms: ${rng.pick(['Net 30', 'Due on receipt', 'Net 15', 'Net 10'])}`,
    ]),
    block(['Bill To:', ...d.billTo]),
    block([
      d.nameLine,
      d.service ? `${d.serviceLabel}:\n${d.service}` : null,
      d.unitLine,
    ]) || null,
    block(d.money),
    block([
      d.remit ? `${rng.pick(['Remit to', 'Please remit payment to', 'Make checks payable to'])}: ${d.payeeLine}\n${d.remit}` : null,
      d.accountStub ? `Please reference account ${d.accountStub} with payment` : null,
      d.taxIdLine,
      rng.pick(['Thank you for your business!', 'Questions? Call us.', '', 'A 1.5% monthly finance charge applies to past due balances.']),
    ]) || null,
  ]
    .filter((b): b is string => !!b)
    .join('\n\n');
}

export function supplierText(rng: Rng, d: DocParts): string {
  return [
    block(d.letterhead),
    block([
      `${rng.pick(['Invoice', 'INVOICE NO', 'Order Invoice'])}: ${d.invoice}`,
      `${rng.pick(['Invoice Date', 'Date'])}: ${formatDate(rng, d.date)}`,
      d.accountFace ? `${rng.pick(['Account', 'Customer Account', 'Pro Account #'])}: ${d.accountFace}` : null,
      d.poLine,
    ]),
    block(['Sold To:', ...d.billTo]),
    block([d.service ? `Ship To:\n${d.nameLine ? `${d.nameLine}\n` : ''}${d.service}` : d.nameLine ? `Ship To: ${d.nameLine}` : null, d.unitLine]) || null,
    block(d.money),
    block([d.remit ? `Remit To: ${d.payeeLine}, ${d.remit}` : null, d.taxIdLine]) || null,
  ]
    .filter((b): b is string => !!b)
    .join('\n\n');
}

export function noticeText(rng: Rng, d: DocParts): string {
  return block([
    `${d.vendor.name}`,
    rng.pick(['Your bill is ready to view.', 'Your new statement is available.', 'A new invoice has been posted to your account.']),
    d.accountFace ? `Account number: ${d.accountFace}` : null,
    `Amount due: ${d.total}`,
    `Due date: ${formatDate(rng, addDays(d.date, 20))}`,
    d.unitLine,
    d.money.length > 0 ? `Summary:\n${d.money.join('\n')}` : null,
    rng.pick(['Log in to pay online.', 'AutoPay is not enabled on this account.', 'Pay by phone or mail your check to the address on your statement.']),
    d.remit ? `Mail payments to: ${d.remit}` : null,
  ]);
}
