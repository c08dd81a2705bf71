/** @jest-environment node */
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { textLines } from './textLayout';

const numberIn = (drawing: string) => findInvoiceNumber(textLines(drawing))?.value ?? null;

describe('findInvoiceNumber', () => {
  it.each([
    ['Invoice #: 10234', '10234'],
    ['Invoice # 10234', '10234'],
    ['Invoice No. INV-2024-0042', 'INV-2024-0042'],
    ['Invoice Number:   A-55821', 'A-55821'],
    ['Inv No: 24-1187', '24-1187'],
    ['INV. # SI123456', 'SI123456'],
    ['Bill #   88123', '88123'],
    ['Statement Number  2210045', '2210045'],
    ['INVOICE 10234', '10234'],
    ['Invoice ID: 7f3a-22', '7f3a-22'],
    ['Facture n°562044387 du 02 Juillet 2015', '562044387'],
    ['Rechnungsnr.   30064443', '30064443'],
    ['Factuurnummer: 993548900', '993548900'],
    ['Credit Memo #   CM107297', 'CM107297'],
    ['Credit No.   CR-26324', 'CR-26324'],
    ['Memo No.   649750', '649750'],
  ])('%s → %s', (drawing, number) => {
    expect(numberIn(drawing)).toBe(number);
  });

  it('never takes a PO, work order, account, customer, phone, fax or routing number', () => {
    expect(
      numberIn(`
PO #: 4500123      Work Order: WO-5521
Account #: 1234-55  Customer #: C-1042
Phone: (555) 123-4567   Fax: 555-123-4568
Routing No. 021000021
`),
    ).toBeNull();
  });

  it('reads the value under its label in a row of boxes, past the next label', () => {
    expect(
      numberIn(`
Invoice Number   Invoice Date   PO Number
S-10452          01/02/2024     PO-7781
`),
    ).toBe('S-10452');
  });

  it('does not take a date or a word for the number', () => {
    expect(numberIn('Invoice #   01/02/2024')).toBeNull();
    expect(numberIn('Invoice Date   Invoice Total')).toBeNull();
  });

  it('takes a bare "# 1042" under the INVOICE title, with less confidence', () => {
    const found = findInvoiceNumber(
      textLines(`
^ Sparkle Cleaning Co.                 INVOICE
                                       # INV-0042
`),
    );
    expect(found).toEqual({ value: 'INV-0042', confidence: expect.any(Number) });
    expect(found!.confidence).toBeLessThan(0.9);
  });

  it('is labelled with high confidence', () => {
    expect(findInvoiceNumber(textLines('Invoice #: 1042'))!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});
