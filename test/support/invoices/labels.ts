import type { Random } from './random';

/** The wordings vendors use for the same field; layouts pick one per invoice. */
const WORDINGS = {
  invoiceNumber: ['Invoice #:', 'Invoice No.', 'Invoice Number:', 'INVOICE #', 'Inv #:', 'Invoice No:', 'INVOICE NUMBER'],
  billDate: ['Date:', 'Invoice Date:', 'Date Issued:', 'DATE', 'Invoice Date', 'Bill Date:'],
  dueDate: ['Due Date:', 'Payment Due:', 'Due Date', 'PAYMENT DUE', 'Pay By:'],
  amountDue: ['Balance Due', 'Amount Due', 'Total Due', 'Please Pay', 'PLEASE PAY THIS AMOUNT', 'Amount Owed', 'BALANCE DUE', 'Pay This Amount'],
  purchaseOrder: ['PO #:', 'P.O. Number:', 'PO Number', 'Purchase Order:', 'Customer PO', 'Your PO #'],
  workOrder: ['Work Order #:', 'WO #:', 'Work Order:', 'W.O. No.', 'Work Order No.'],
  reference: ['Reference:', 'Ref #:', 'Your Ref:', 'Job #:', 'REFERENCE'],
  site: ['Service Location:', 'Service Address:', 'Job Site:', 'Job Location:', 'Property:', 'Work Location:', 'Location:'],
  customer: ['Bill To:', 'BILL TO', 'Billed To:', 'Customer:', 'Sold To:'],
} as const;

export type Wording = keyof typeof WORDINGS;

export function wording(random: Random, field: Wording): string {
  return random.pick(WORDINGS[field]);
}

/** Numbers printed near the real ones that must not be taken for them. */
export function distractor(random: Random): [string, string] {
  return random.pick<[string, string]>([
    ['Quote #:', `Q-${random.digits(4)}`],
    ['Tax ID:', `${random.digits(2)}-${random.digits(7)}`],
    ['Permit #:', `BP${random.digits(6)}`],
    ['Customer ID:', random.digits(6)],
    ['Route:', `R${random.digits(2)}`],
  ]);
}
