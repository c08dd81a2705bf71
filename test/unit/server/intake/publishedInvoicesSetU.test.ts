/** @jest-environment node */
import { findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { NOT_A_NAME } from '../../../../src/server/intake/extraction/companyNames';
import { parseDate } from '../../../../src/server/intake/extraction/dates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { findAmounts } from '../../../../src/server/intake/extraction/money';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { vendorDomains } from '../../../../src/server/intake/extraction/webAddresses';
import { headerFields } from './headerFields';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set U (a Hungarian supplier's invoice, a Bulgarian exporter's in English,
 * a Portuguese restaurant's "Fatura-Recibo", a Dutch invoice, a US credit union's statement, a
 * coffee shop's receipt scan, an insurer's certificate) after its blind measure, drawn in our own
 * layouts.
 */

const payeeOf = (drawing: string) => findPayee([textPage(drawing)])?.value;

describe('a Hungarian invoice', () => {
  const szamla = [
    '                                                   Számla',
    'Szállító:           Nett Front Kft                Vevő:        DIVIAN - MEGA KFT',
    'Számla kelte:       2026. 01. 20.',
    'Fizetési határidő:  2026. 01. 29.',
    'Számla sorszáma:    NF2026-29336',
    '                  Nettó          %        ÁFA             Bruttó',
    '           11 418.70 €          27   3 083.05 €       14 501.75 €',
  ].join('\n');

  it('reads its supplier, number, dates written year first, and its gross total', () => {
    expect(headerFields(szamla)).toEqual({ kind: 'invoice', payee: 'Nett Front Kft', invoiceNumber: 'NF2026-29336', billDate: '2026-01-20', dueDate: '2026-01-29', amountDue: 1450175, currency: 'EUR' });
  });

  it('reads "14 501.75 €" whole only where it stands alone beside its symbol', () => {
    expect(parseDate('2026. 01. 20.', true)).toBe('2026-01-20');
    expect(findAmounts('14 501.75 €').map((amount) => amount.cents)).toEqual([1450175]);
    expect(findAmounts('Qty 2 100.00 €').map((amount) => amount.cents)).not.toContain(210000);
  });
});

describe('currencies named by codes that are also words', () => {
  it('reads lei and dirhams beside an amount or in brackets, never a member named Ron', () => {
    const currency = (drawing: string) => readLocale(textLines(drawing)).currency?.value;
    expect(currency('VALOARE BRUTĂ [RON]   279,90')).toBe('RON');
    expect(currency('SUMA DE PLATĂ   279,90 RON')).toBe('RON');
    expect(currency('Total TTC   960.0 DH TTC')).toBe('MAD');
    expect(currency('Account   12345\nRON A BAUMERT\nAmount Due   $148.20')).toBe('USD');
    expect(currency('MAD RIVER COMMUNITY WATER\nAmount Due   $61.07')).toBe('USD');
  });
});

describe('numbers and due dates across Europe', () => {
  it('reads a number beside a lone "Number:" and a Portuguese series after "FATURA-RECIBO Nº"', () => {
    expect(findInvoiceNumber(textLines('            INVOICE\nDate:   20.05.2026     Page:  1 of 3     Number:      0000078136'))?.value).toBe('0000078136');
    expect(findInvoiceNumber(textLines('RESTAURANTE BOTA FOGO          FATURA-RECIBO Nº\n                               FT 18A2401/21509'))?.value).toBe('FT 18A2401/21509');
  });

  it('reads a Dutch due date in a sentence: "het volledige bedrag voor 11-12-2014 over te maken"', () => {
    const lines = textLines('Factuurdatum   04-12-2014\nWij verzoeken u vriendelijk het volledige bedrag voor 11-12-2014 over te maken op bankrekening');
    expect(findDueDate(lines, '2014-12-04', true)?.value).toBe('2014-12-11');
  });
});

describe('names beside their form labels', () => {
  it('takes the name beside "Name:" under "Seller", and no certificate\'s title for a name', () => {
    const parties = ['Buyer                              Seller', 'Name:     GEPHA JSC                Name:      Sopharma AD', 'Address:  24a S.Tsintsadze Street   Address:   16 Iliensko shose Str.'].join('\n');
    expect(payeeOf(parties)).toBe('Sopharma AD');
    expect(NOT_A_NAME.test('Certificate of Insurance')).toBe(true);
  });

  it("never takes OCR's 'Washington, DC' read as a web address for the vendor's", () => {
    expect([...vendorDomains(textPage('800 7th Street Nw\nshnaton.OFat) 28157'), undefined, new Set()).keys()]).toEqual([]);
  });
});

describe('what a document is', () => {
  it("reads a credit union's statement with deposit and withdrawal columns as a statement", () => {
    const statement = ['^ Statement of Account', 'Date   Transaction Type            Deposit   Withdrawal   Balance', '12/01/24  * Beginning Balance *                            $150.50', '12/31/24  * Ending Balance *                               $99.21'].join('\n');
    expect(classifyDocument([textPage(statement)]).value).toBe('statement');
  });

  it("reads a till receipt that gives change or closes the check as paid", () => {
    expect(classifyDocument([textPage('STARBUCKS Store #7240\nChai Tea Latte   3.45\nTotal   $6.27\nCash   6.27\nChange Due   $0.00\nCheck Closed')]).value).toBe('receipt');
  });
});
