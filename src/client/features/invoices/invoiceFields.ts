import type { InvoiceDetail } from '../../../shared/contract/invoices';
import { NO_DESCRIPTION, UNKNOWN_PAYEE } from '../../ui/format';

export type FieldKind = 'text' | 'long' | 'money' | 'date' | 'page';

export interface FieldSpec {
  name: keyof InvoiceDetail;
  label: string;
  kind: FieldKind;
  /** What view mode shows for an empty value (SPEC.md's list defaults). */
  empty?: string;
  /** Spans the edit form's two columns: the texts that run to sentences. */
  wide?: boolean;
}

/** The editable fields of SPEC.md section 3 "Invoice (detail)", in the order a reviewer reads a bill. */
export const EDITABLE_FIELDS = [
  { name: 'payee', label: 'Payee', kind: 'text', empty: UNKNOWN_PAYEE },
  { name: 'invoiceNumber', label: 'Invoice Number', kind: 'text' },
  { name: 'totalAmount', label: 'Total Amount', kind: 'money' },
  { name: 'total', label: 'Total', kind: 'money' },
  { name: 'billDate', label: 'Bill Date', kind: 'date' },
  { name: 'dueDate', label: 'Due Date', kind: 'date' },
  { name: 'description', label: 'Description', kind: 'long', empty: NO_DESCRIPTION, wide: true },
  { name: 'property', label: 'Property', kind: 'text' },
  { name: 'unit', label: 'Unit', kind: 'text' },
  { name: 'purchaseOrder', label: 'Purchase Order', kind: 'text' },
  { name: 'workOrder', label: 'Work Order', kind: 'text' },
  { name: 'reference', label: 'Reference', kind: 'text' },
  { name: 'remarks', label: 'Remarks', kind: 'long' },
  { name: 'cashAccount', label: 'Cash Account', kind: 'text' },
  { name: 'memoForCheck', label: 'Memo for Check', kind: 'text' },
  { name: 'glAccount', label: 'GL Account', kind: 'text' },
  { name: 'pageNumber', label: 'Page Number', kind: 'page' },
  { name: 'comment', label: 'Comment', kind: 'long', wide: true },
] as const satisfies readonly FieldSpec[];

export type DraftFieldName = (typeof EDITABLE_FIELDS)[number]['name'];
