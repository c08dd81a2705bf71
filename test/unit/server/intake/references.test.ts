/** @jest-environment node */
import { findReferences } from '../../../../src/server/intake/extraction/references';
import { textLines } from './textLayout';

const references = (drawing: string) => {
  const found = findReferences(textLines(drawing));
  return Object.fromEntries(Object.entries(found).map(([field, value]) => [field, value?.value ?? null]));
};

describe('findReferences', () => {
  it('reads PO, work order, reference and GL account by their labels', () => {
    expect(
      references(`
P.O. Number: 4500123     WO #: 88123
Ref #: J10442            GL Code: 6420-00
`),
    ).toEqual({ purchaseOrder: '4500123', workOrder: '88123', reference: 'J10442', glAccount: '6420-00', account: null });
  });

  it.each(['PO #', 'PO', 'P.O. #', 'Purchase Order', 'Customer PO', 'Cust. PO #'])('knows "%s" as the PO', (label) => {
    expect(references(`${label}   PO-44821`).purchaseOrder).toBe('PO-44821');
  });

  it.each(['Work Order', 'Work Order #', 'W.O.', 'WO No.'])('knows "%s" as the work order', (label) => {
    expect(references(`${label}   WO-5521`).workOrder).toBe('WO-5521');
  });

  it('takes an account number for the reference only when no reference is printed', () => {
    expect(references('Account Number   1234-56789-01').reference).toBe('1234-56789-01');
    expect(references('Account #: 1234\nJob #: 7781').reference).toBe('7781');
  });

  it.each(['Your Order #', 'Customer Order No.'])('knows "%s" as the customer\'s PO, unlike the vendor\'s Order No.', (label) => {
    expect(references(`${label}   45614316`).purchaseOrder).toBe('45614316');
    expect(references('Order No.   SO-245283').purchaseOrder).toBeNull();
  });

  it.each(['Original Invoice', 'Orig. Invoice No.', 'Applies to Invoice #', 'Ref. Invoice'])('takes the invoice a credit memo credits ("%s") as its reference', (label) => {
    expect(references(`${label}   SI597169`).reference).toBe('SI597169');
  });

  it('does not read an identifier like PO-4471 as the label PO', () => {
    expect(references('Your PO #   PO-4471').purchaseOrder).toBe('PO-4471');
    expect(references('Order No.   SO-1200\nPO-4471').purchaseOrder).toBeNull();
  });

  it('never reads a PO Box as a PO', () => {
    expect(references('PO Box 4410\nSpringfield, IL 62704').purchaseOrder).toBeNull();
  });

  it('gives an account number less confidence than a labelled reference', () => {
    const account = findReferences(textLines('Account #: 1234-55')).reference!;
    const labelled = findReferences(textLines('Reference: R-1234')).reference!;
    expect(account.confidence).toBeLessThan(labelled.confidence);
  });
});
