import type { InvoiceDetail, InvoiceFieldsBody, InvoiceLineItem } from '../../../shared/contract/invoices';
import { EDITABLE_FIELDS, type DraftFieldName } from './invoiceFields';

export interface LineItemDraft {
  /** React's key: the stored id, or a made-up one for a row added on screen. */
  key: string;
  property: string;
  unit: string;
  glAccount: string;
  description: string;
  amount: string;
}

/** The edit form's values exactly as typed; they become numbers and nulls only when sent. */
export type InvoiceDraft = Record<DraftFieldName, string> & { markedAsPaid: boolean; lineItems: LineItemDraft[] };

export type DraftErrors = Partial<Record<string, string>>;

export const LINE_ITEM_COLUMNS = [
  { name: 'property', label: 'Property' },
  { name: 'unit', label: 'Unit' },
  { name: 'glAccount', label: 'GL Account' },
  { name: 'description', label: 'Description' },
  { name: 'amount', label: 'Amount' },
] as const;

/**
 * An amount as a person types it ("$1,234.56", "1234.5", "-20"): the number, null when blank,
 * undefined when it is not an amount. The server accepts the same forms.
 */
export function parseMoney(text: string): number | null | undefined {
  const plain = text.replace(/[$,\s]/g, '');
  if (plain === '') return null;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : undefined;
}

const amountText = (amount: number | null) => (amount === null ? '' : amount.toFixed(2));

let added = 0;

export const emptyLineItem = (): LineItemDraft => ({ key: `new-${(added += 1)}`, property: '', unit: '', glAccount: '', description: '', amount: '' });

const lineItemDraft = (item: InvoiceLineItem): LineItemDraft => ({
  key: item.id,
  property: item.property ?? '',
  unit: item.unit ?? '',
  glAccount: item.glAccount ?? '',
  description: item.description,
  amount: amountText(item.amount),
});

export function draftFrom(invoice: InvoiceDetail): InvoiceDraft {
  const fields = {} as Record<DraftFieldName, string>;
  for (const { name, kind } of EDITABLE_FIELDS) {
    const value = invoice[name];
    if (kind === 'money') fields[name] = amountText(value as number | null);
    else if (kind === 'date') fields[name] = typeof value === 'string' ? value.slice(0, 10) : '';
    else fields[name] = value === null || value === undefined ? '' : String(value);
  }
  return { ...fields, markedAsPaid: invoice.markedAsPaid, lineItems: invoice.lineItems.map(lineItemDraft) };
}

const PAGE_NUMBER_ERROR = 'Page Number must be a whole number of at least 1.';
const AMOUNT_ERROR = 'Enter an amount, e.g. 1,234.56.';

/** What the form must fix before Save; keys are field names and `lineItems.{row}.amount`. */
export function draftErrors(draft: InvoiceDraft): DraftErrors {
  const errors: DraftErrors = {};
  for (const { name, kind } of EDITABLE_FIELDS) {
    if (kind === 'money' && parseMoney(draft[name]) === undefined) errors[name] = AMOUNT_ERROR;
  }
  const page = draft.pageNumber.trim();
  if (page !== '' && !(/^\d+$/.test(page) && Number(page) >= 1)) errors.pageNumber = PAGE_NUMBER_ERROR;
  draft.lineItems.forEach((item, row) => {
    if (parseMoney(item.amount) === undefined) errors[`lineItems.${row}.amount`] = AMOUNT_ERROR;
  });
  return errors;
}

export const isDraftValid = (draft: InvoiceDraft): boolean => Object.keys(draftErrors(draft)).length === 0;

/**
 * The PUT body: every editable field and the line items. The PDF never travels back, and
 * `reviewed` is left out so a review toggled elsewhere meanwhile is not undone.
 */
export function bodyFrom(draft: InvoiceDraft): InvoiceFieldsBody {
  const body: Record<string, unknown> = { markedAsPaid: draft.markedAsPaid };
  for (const { name, kind } of EDITABLE_FIELDS) {
    const text = draft[name].trim();
    if (kind === 'money') body[name] = parseMoney(text);
    else if (kind === 'page') body[name] = text === '' ? null : Number(text);
    else if (name === 'comment') body[name] = text;
    else body[name] = text === '' ? null : text;
  }
  body.lineItems = draft.lineItems.map(({ property, unit, glAccount, description, amount }) => ({
    property: property.trim() || null,
    unit: unit.trim() || null,
    glAccount: glAccount.trim() || null,
    description: description.trim(),
    amount: parseMoney(amount),
  }));
  return body as InvoiceFieldsBody;
}
