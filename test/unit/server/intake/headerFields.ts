import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findBillDate, findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { textLines, textPage } from './textLayout';

/** The header fields of a one-page drawing as each finder reads them, dates day first (the European suppliers' sets). */
export function headerFields(drawing: string) {
  const lines = textLines(drawing);
  const page = textPage(drawing);
  const billDate = findBillDate(lines, true)?.value ?? null;
  return {
    kind: classifyDocument([page]).value,
    payee: findPayee([page])?.value ?? null,
    invoiceNumber: findInvoiceNumber(lines)?.value ?? null,
    billDate,
    dueDate: findDueDate(lines, billDate, true)?.value ?? null,
    amountDue: findTotals(lines).due?.value ?? null,
    currency: readLocale(lines).currency?.value ?? null,
  };
}
