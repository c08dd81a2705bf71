import type { InvoiceSummary } from '../../../shared/contract/invoices';

export const NOT_FOUND = 'Not Found';
export const UNKNOWN_PAYEE = 'Unknown Payee';
export const NO_DESCRIPTION = 'No Description';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** $1,234.56, or null when there is no amount. */
export function formatMoney(amount: number | null | undefined): string | null {
  return typeof amount === 'number' && Number.isFinite(amount) ? dollars.format(amount) : null;
}

/** ISO dates as the US form reviewers read (01/31/2024), without a time-zone shift. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : value;
}

/** A date and time in the reader's locale, for report timestamps. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}

const present = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

export interface InvoiceField {
  key: keyof InvoiceSummary;
  label: string;
  value: string | null;
  fallback: string;
}

/** The fields an invoice row shows, in order, with SPEC.md's defaults for missing values. */
export function invoiceFields(invoice: InvoiceSummary): InvoiceField[] {
  return [
    { key: 'invoiceNumber', label: 'Invoice #', value: present(invoice.invoiceNumber), fallback: NOT_FOUND },
    { key: 'totalAmount', label: 'Total', value: formatMoney(invoice.totalAmount), fallback: NOT_FOUND },
    { key: 'billDate', label: 'Date', value: formatDate(invoice.billDate), fallback: NOT_FOUND },
    { key: 'property', label: 'Property', value: present(invoice.property), fallback: NOT_FOUND },
    { key: 'senderEmail', label: 'Sender', value: present(invoice.senderEmail), fallback: NOT_FOUND },
    { key: 'description', label: 'Description', value: present(invoice.description), fallback: NO_DESCRIPTION },
  ];
}
