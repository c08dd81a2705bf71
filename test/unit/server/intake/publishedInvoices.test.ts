/** @jest-environment node */
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { nameOnly } from '../../../../src/server/intake/extraction/companyNames';
import { findDate } from '../../../../src/server/intake/extraction/dates';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real sets L and M (published supplier invoices from Hong Kong, Indonesia,
 * India and Spain) after their blind measures, drawn here in layouts of our own.
 */

const numberIn = (drawing: string) => findInvoiceNumber(textLines(drawing));

describe('invoice numbers real set L printed', () => {
  it('never reads an airway bill number as the invoice number', () => {
    const found = numberIn('INVOICE\nCustomer name:  Harbour Trading Ltd\nAirway Bill Number: 3281747518\nInvoice No.: HK-20931');
    expect(found?.value).toBe('HK-20931');
    expect(numberIn('PACKING LIST\nAirway Bill Number: 3281747518')).toBeNull();
  });

  it('never reads a tax registration numbered after its word ("GST No : …") as the number under the title', () => {
    expect(numberIn('TAX INVOICE / DELIVERY CHALLAN\nClient GST No:            GST  No  :  36ATBPB2706L1ZZ\nTo,')).toBeNull();
    expect(numberIn('FACTURE\nN°   :   F250335786')?.value).toBe('F250335786');
  });

  it('doubts a number found only on a later page of the file, which may be another document\'s', () => {
    const lines = [...textLines('INVOICE\nCustomer name:  Harbour Trading Ltd', 1), ...textLines('PROFORMA INVOICE\nProforma Invoice No: 6906D122157', 2)];
    const found = findInvoiceNumber(lines);
    expect(found?.value).toBe('6906D122157');
    expect(found?.confidence).toBeLessThan(0.9);
    expect(found?.reason).toMatch(/on page 2 only: check it/);
    expect(findInvoiceNumber([...textLines('INVOICE\nInvoice No: 6906D122157', 1), ...textLines('Terms and conditions', 2)])?.confidence).toBe(0.9);
  });
});

describe('dates real set L printed', () => {
  it('reads a date spaced evenly around its slashes ("24 / 07 / 2026")', () => {
    expect(findDate('Date :     24 / 07 / 2026', true)?.iso).toBe('2026-07-24');
    expect(findDate('Date :     07 / 24 / 2026')?.iso).toBe('2026-07-24');
    expect(findDate('Page 1 / 2')).toBeNull();
  });
});

describe('payees real set L printed', () => {
  it('never takes the copy a GST invoice is ("ORIGINAL FOR RECIPIENT") for its issuer', () => {
    const payee = findPayee([textPage('^ Tax Invoice                          (ORIGINAL FOR RECIPIENT)\nV V S POWER SOLUTIONS                 Invoice No.\n10-148-38, NEAR BALAJI TEMPLE         VVSPS252600074')]);
    expect(payee?.value).not.toMatch(/original/i);
  });

  it('never takes a customer\'s state and ZIP code ("CO 80205 Denver USA") for a sender line', () => {
    const payee = findPayee([textPage('Customer name:  Madison88, Ltd.\nCO 80205 Denver USA\nINVOICE')]);
    expect(payee?.value).not.toBe('CO');
  });
});

describe('company names real set L printed', () => {
  it('keeps "CO. LTD." whole in capitals, as "Co. Ltd." is', () => {
    expect(nameOnly('BO HING LABEL INDUSTRIES CO. LTD.')).toBe('BO HING LABEL INDUSTRIES CO. LTD.');
    expect(nameOnly('Harbour Labels Co. Ltd.')).toBe('Harbour Labels Co. Ltd.');
    expect(nameOnly('ACME PLUMBING. ACCOUNTS OVER 30 DAYS')).toBe('ACME PLUMBING');
  });
});

describe('what real set M printed', () => {
  it('reads a Spanish document day first from its tax numbers, its IGIC or a euro IBAN, with no € printed', () => {
    for (const sign of ['N.I.F: B38310322', 'C.I.F.: B-76733419', '7% I.G.I.C.', 'Transferencia bancaria (IBAN Despacho: ES50 2100 6722 6622 0030 6909)']) {
      const locale = readLocale(textLines(`FECHA   02/12/24\n${sign}`));
      expect(locale.dayFirst).toBe(true);
      expect(locale.currency?.value).toBe('EUR');
      expect(locale.currency?.confidence).toBeLessThan(0.9);
    }
    expect(readLocale(textLines('Date   02/12/24\nIBAN: GB29 NWBK 6016 1331 9268 19')).currency?.value).not.toBe('EUR');
  });

  it('reads "FACTURA Nº012025-INAG" and a box row headed FACTURA', () => {
    expect(numberIn('FACTURA Nº012025-INAG')?.value).toBe('012025-INAG');
    expect(numberIn('FECHA      FACTURA      PAGINA\n01/03/23   A/41-23      1')?.value).toBe('A/41-23');
  });

  it('reads "7 de enero de 2025", and "enero 2025" as no date', () => {
    expect(findDate('Los Llanos de Aridane, 7 de enero de 2025')?.iso).toBe('2025-01-07');
    expect(findDate('CONCEPTO: Alquiler enero 2025')).toBeNull();
    expect(findDate('Invoice date: May 5,2024')?.iso).toBe('2024-05-05');
    expect(findDate('EffectiveDates: MAR302022toMAR302023')?.iso).toBe('2022-03-30');
  });

  it('takes the landlord of a rent invoice for its payee, never the tenant', () => {
    const payee = findPayee([textPage('                         FACTURA Nº012025-INAG\nARRENDADOR:     D. Carlos Félix Jiménez Pais\n                N.I.F.: 42.161.752-S\nARRENDATARIO:   INMO-AGUAS S.L.U\n                C.I.F.: B-76733419')]);
    expect(payee?.value).toMatch(/Carlos Félix Jiménez Pais$/);
  });
});

describe('totals real set L printed', () => {
  it("takes a GST invoice's total over the tax summary's total row printed after it", () => {
    const drawing = `TAX INVOICE
Description of Goods       HSN/SAC    Quantity    Rate       Amount
12V/42AH QUANTA            85072000   16.00 Nos   3,750.00   60,000.00
CGST@9%                                                      5,400.00
SGST@9%                                                      5,400.00
Total                                 16.00 Nos              ₹ 70,800.00
HSN/SAC      Taxable      CGST             SGST/UTGST        Total
             Value        Rate  Amount     Rate  Amount      Tax Amount
85072000     60,000.00    9%    5,400.00   9%    5,400.00    10,800.00
Total        60,000.00          5,400.00         5,400.00    10,800.00`;
    expect(findTotals(textLines(drawing)).total?.value).toBe(7_080_000);
    expect(findTotals(textLines('INVOICE\nSubtotal   100.00   Tax   8.00   Total   108.00')).total?.value).toBe(10_800);
  });
});
