import type { BillField, ExportColumn } from '../../../shared/contract/billExport';
import type { ExportBill } from '../../db/repositories/billExports';
import type { InvoiceLineItemRow } from '../../db/repositories/invoices';

/** One row of the export: a bill, or one of its line items with what it does not say taken from the bill. */
interface BillLine {
  bill: ExportBill;
  line: InvoiceLineItemRow | null;
}

/** 1234.56, -12.50: what a PM system's import reads as an amount, without a currency sign or separators. */
const amountText = (cents: number | null) => (cents === null ? null : (Number(cents) / 100).toFixed(2));

/** Dates are stored as YYYY-MM-DD; anything after that (a time a document printed) is not the import's. */
const dateText = (date: string | null) => date?.slice(0, 10) ?? null;

/** The line names a place of its own, so the bill's directory ids are not its. */
const ownProperty = ({ bill, line }: BillLine) => Boolean(line?.property && line.property !== bill.property);
const ownUnit = (row: BillLine) => ownProperty(row) || Boolean(row.line?.unit && row.line.unit !== row.bill.unit);

const CELLS: Record<BillField, (row: BillLine) => string | null> = {
  payee: ({ bill }) => bill.payee,
  vendorName: ({ bill }) => bill.vendorName,
  property: ({ bill, line }) => line?.property || bill.property,
  unit: ({ bill, line }) => line?.unit || bill.unit,
  propertyId: (row) => (ownProperty(row) ? null : row.bill.propertyId),
  unitId: (row) => (ownUnit(row) ? null : row.bill.unitId),
  glAccount: ({ bill, line }) => line?.gl_account || bill.glAccount,
  amount: ({ bill, line }) => amountText(line ? line.amount_cents : bill.amountCents),
  billDate: ({ bill }) => dateText(bill.billDate),
  dueDate: ({ bill }) => dateText(bill.dueDate),
  invoiceNumber: ({ bill }) => bill.invoiceNumber,
  description: ({ bill, line }) => (line ? line.description : bill.description),
  memo: ({ bill }) => bill.memo,
  reference: ({ bill }) => bill.reference,
  purchaseOrder: ({ bill }) => bill.purchaseOrder,
};

/** A bill coded per line (a line item carries a GL account) is a row per line item; any other bill is one row. */
function linesOf(bill: ExportBill): BillLine[] {
  if (!bill.lineItems.some((line) => line.gl_account)) return [{ bill, line: null }];
  return bill.lineItems.map((line) => ({ bill, line }));
}

/** The bills' rows in the client's columns, a cell without a value blank. */
export function billRows(columns: readonly ExportColumn[], bills: readonly ExportBill[]): string[][] {
  return bills.flatMap(linesOf).map((row) => columns.map(({ field }) => CELLS[field](row) ?? ''));
}
