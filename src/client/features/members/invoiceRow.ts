import type { InvoiceSummary } from '../../../shared/contract/invoices';
import { formatDate, formatMoney, NO_DESCRIPTION, NOT_FOUND } from '../../ui/format';

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
    { key: 'totalAmount', label: 'Total', value: formatMoney(invoice.totalAmount, invoice.currency), fallback: NOT_FOUND },
    { key: 'billDate', label: 'Date', value: formatDate(invoice.billDate), fallback: NOT_FOUND },
    { key: 'dueDate', label: 'Due', value: formatDate(invoice.dueDate), fallback: NOT_FOUND },
    { key: 'property', label: 'Property', value: present(invoice.property), fallback: NOT_FOUND },
    // Most bills name no unit: the row says so only when one is known.
    ...(present(invoice.unit) ? [{ key: 'unit' as const, label: 'Unit', value: present(invoice.unit), fallback: NOT_FOUND }] : []),
    { key: 'senderEmail', label: 'Sender', value: present(invoice.senderEmail), fallback: NOT_FOUND },
    { key: 'description', label: 'Description', value: present(invoice.description), fallback: NO_DESCRIPTION },
  ];
}
