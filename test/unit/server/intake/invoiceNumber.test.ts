/** @jest-environment node */
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { textLines } from './textLayout';

const numberIn = (drawing: string) => findInvoiceNumber(textLines(drawing))?.value ?? null;

describe('findInvoiceNumber', () => {
  it('takes a code on a line of its own under a Spanish title, as an Odoo invoice prints it', () => {
    expect(numberIn('FACTURA\nINV/2024/00005\nTECNATIVA\nSaldo adeudado   1721.00')).toBe('INV/2024/00005');
    expect(numberIn('FACTURA\n2024/07/05\nTECNATIVA')).toBeNull();
  });

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

  it('never takes a PO, account, customer, phone, fax or routing number', () => {
    expect(
      numberIn(`
PO #: 4500123
Account #: 1234-55  Customer #: C-1042
Phone: (555) 123-4567   Fax: 555-123-4568
Routing No. 021000021
`),
    ).toBeNull();
  });

  it('takes a service ticket\'s work order number only when no invoice number is printed, as a guess to check', () => {
    const found = findInvoiceNumber(textLines('SERVICE INVOICE\nWORK ORDER   DATE         TERMS\nWO-597/7     02/16/2024   DUE ON RECEIPT'));
    expect(found).toMatchObject({ value: 'WO-597/7', reason: expect.stringMatching(/work order number stands for it/) });
    expect(found!.confidence).toBeLessThan(0.6);
    expect(numberIn('Invoice #: 10234\nWork Order: WO-5521')).toBe('10234');
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
    expect(found).toMatchObject({ value: 'INV-0042', confidence: expect.any(Number) });
    expect(found!.confidence).toBeLessThan(0.9);
  });

  it('is labelled with high confidence', () => {
    expect(findInvoiceNumber(textLines('Invoice #: 1042'))!.confidence).toBeGreaterThanOrEqual(0.9);
  });
});

describe('findInvoiceNumber in the shapes real vendors print', () => {
  it.each([
    ['Tax invoice no.   2024.0910.05', '2024.0910.05'],
    ['Number       INV/2025/07/0096', 'INV/2025/07/0096'],
    ['Credit note number   CN-3BE9F957-0026', 'CN-3BE9F957-0026'],
    ['Fee note    4350', '4350'],
    ['BILLING NUMBER     BILLING DATE\nEP-2024-00121      09/06/2024', 'EP-2024-00121'],
    ['No de facture / Invoice No.    202402852', '202402852'],
    ['N° client          150091\nN° facture         38600988 du 09.12.2024', '38600988'],
    ['INVOICE     DATE         DUE\nWS 58535    2024-03-27   2024-04-26', 'WS 58535'],
    ['Invoice     Date          Terms\n63477-Y     23-Apr-2025   Net 30', '63477-Y'],
    ['Fecha de emisión   21.03.24\nFactura            1 24 0005 0001201345', '1 24 0005 0001201345'],
  ])('%s', (drawing, number) => {
    expect(findInvoiceNumber(textLines(drawing))?.value).toBe(number);
  });

  it('takes a number named in a sentence, less surely, but never an ISO date under the title', () => {
    expect(findInvoiceNumber(textLines('We note that invoice LE-8401, dated 8 June 2024, remains unpaid.'))).toMatchObject({ value: 'LE-8401', confidence: 0.5 });
    expect(findInvoiceNumber(textLines('INVOICE\n2024-03-27'))).toBeNull();
  });
});
