import { headerKey, type BillField, type ExportColumn } from '../../../shared/contract/billExport';

/** Each field as an admin picks it in the PM export tab. */
export const FIELD_LABELS: Record<BillField, string> = {
  payee: 'Payee',
  vendorName: "Vendor (the directory's name)",
  property: 'Property',
  unit: 'Unit',
  propertyId: 'Property ID (directory)',
  unitId: 'Unit ID (directory)',
  glAccount: 'GL account',
  amount: 'Amount',
  billDate: 'Bill date',
  dueDate: 'Due date',
  invoiceNumber: 'Invoice number',
  description: 'Description',
  memo: 'Memo for check',
  reference: 'Reference',
  purchaseOrder: 'Purchase order',
};

/** A column being edited; `key` keeps a row's inputs in place while rows move. */
export interface DraftColumn extends ExportColumn {
  key: number;
}

/** What the server would refuse, said before Save: a blank header, or one repeated whatever its case. */
export function draftProblem(columns: readonly ExportColumn[]): string | null {
  if (columns.length === 0) return 'Add at least one column.';
  if (columns.some(({ header }) => !header.trim())) return 'Every column needs a header.';
  const keys = columns.map(({ header }) => headerKey(header));
  const repeated = columns.find(({ header }, index) => keys.indexOf(headerKey(header)) !== index);
  return repeated ? `The header ${repeated.header.trim()} is used twice.` : null;
}

/** The list with the row at `index` moved by `step` (-1 up, 1 down); unchanged at either end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target] as T, next[index] as T];
  return next;
}
