/** @jest-environment node */
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findDueDate, termsDays } from '../../../../src/server/intake/extraction/billDates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { parseMoney } from '../../../../src/server/intake/extraction/money';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { buildLines } from '../../../../src/server/intake/pdf/lines';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set Z (invoices made by invoicing software and small businesses: a Xero
 * layout with its payment advice, a laundry's bank block, an Indonesian car wash's receipt, a Dutch
 * web shop's prepaid invoice, a NZ garage's glued "NZD2179.83", freelancers' first invoices, a
 * bilingual Greek invoice that prints its date format) after its blind measure, drawn in our own layouts.
 */

const payeeOf = (drawing: string) => findPayee([textPage(drawing)])?.value;
const kindOf = (drawing: string) => classifyDocument([textPage(drawing)]).value;

describe('lines of a page', () => {
  const item = (text: string, x: number, y: number, height = 9) => ({ text, x, y, width: text.length * 5, height });

  it('keeps a small date under its label on a line of its own beside a tall title', () => {
    const lines = buildLines([item('INVOICE', 30, 70, 26), item('Invoice Date', 378, 70), item('14 Sep 2021', 378, 81), item('Northwind Ltd', 470, 70)], 1);
    expect(lines.map((line) => line.text)).toEqual(['INVOICE\tInvoice Date\tNorthwind Ltd', '14 Sep 2021']);
  });

  it('still puts a tall title and small text on one baseline together', () => {
    expect(buildLines([item('INVOICE', 30, 70, 26), item('Page 1', 500, 71)], 1).map((line) => line.text)).toEqual(['INVOICE\tPage 1']);
  });

  it('drops zero-width spaces, which part a label from its words', () => {
    const [line] = buildLines([item('Rechnung\u200b Nr. 17', 30, 100)], 1);
    expect(line!.text).toBe('Rechnung Nr. 17');
    expect(findInvoiceNumber(buildLines([item('Rechnung\u200b Nr. 17', 30, 100)], 1))?.value).toBe('17');
  });
});

describe('the payee', () => {
  it('is the addressee of the payment advice a customer sends back, not a customer', () => {
    const invoice = [
      'INVOICE                                 Invoice Date           Harbour Tile Works Ltd',
      '                                        3 Mar 2026             12 Quay Street',
      'Sunrise Apartments LLC                  Invoice Number         Portland OR 97201',
      '400 Alder Street                        INV-2231',
      'Subtotal                                $1,200.00',
      'TOTAL USD                               $1,200.00',
      '',
      'PAYMENT ADVICE                          Customer               Sunrise Apartments LLC',
      'To:    Harbour Tile Works Ltd           Amount Due             $1,200.00',
      '       12 Quay Street',
    ].join('\n');
    expect(payeeOf(invoice)).toBe('Harbour Tile Works Ltd');
  });

  it('is the letterhead, not a small address line on the baseline of a tall title beside it', () => {
    const item = (text: string, x: number, y: number, height: number) => ({ text, x, y, width: text.length * height * 0.5, height });
    const lines = buildLines(
      [
        item('Invoice', 40, 70, 26),
        item('Lakeshore Power', 380, 56, 16),
        item('Block C, Riverside Business Park', 444, 70, 7.5),
        item('Limerick V94 X2T6', 492, 80, 7.5),
        item('Harbour Property Services', 40, 120, 9),
        item('Invoice number', 300, 132, 9),
        item('SP000226673', 420, 132, 9),
        item('Amount due', 300, 300, 9),
        item('€1,259.68', 420, 300, 9),
      ],
      1,
    );
    expect(findPayee([{ number: 1, width: 612, height: 792, lines }])?.value).toBe('Lakeshore Power');
  });

  it('is never a bank label under "Pay to", but the account name beside its label', () => {
    const invoice = ['INVOICE NO: INV-044', 'PAY TO:', 'Bank Name        HARBOUR MFB', 'Account Name     Lagoon Laundry NG', 'Account No.      8086715545', 'TOTAL   19,600.00'].join('\n');
    expect(payeeOf(invoice)).toBe('Lagoon Laundry NG');
  });

  it('is no label left empty under "Account Name:"', () => {
    const offer = ['Total Payable:   8 640,00 €', 'Account Name:', 'BIC/SWIFT:', 'IBAN:'].join('\n');
    expect(payeeOf(offer) ?? '').not.toMatch(/bic|swift|iban/i);
    const footer = ['^ HARBOUR GUARD', 'Invoice total    $8,804.00', 'Remit to Harbour Guard Services, Inc., 6600 Eastern Ave, Baltimore, MD 21224. ACH on file. Questions:'].join('\n');
    expect(payeeOf(footer)).toBe('Harbour Guard Services, Inc.');
  });
});

describe('the kind of paper', () => {
  it('an Indonesian payment receipt ("kuitansi", "bukti pembayaran") is a receipt', () => {
    expect(kindOf(['^ CLEAN CAR WASH', 'Kuitansi Pembayaran', 'Invoice      INV-0007', 'Total Bayar  Rp 85,000'].join('\n'))).toBe('receipt');
    expect(kindOf(['^ CLEAN CAR WASH', 'Layanan      Premium Wash', 'Nomor        INV-0007', 'Total Bayar  Rp 85,000', 'Simpan ini sebagai bukti pembayaran resmi.'].join('\n'))).toBe('receipt');
  });

  it('a Dutch invoice that says it was prepaid is a receipt; one that asks whether it was paid is not', () => {
    const invoice = (sentence: string) => ['^ FACTUUR', 'Factuur   VF1005190001', 'Factuur totaal EUR   49,99', sentence].join('\n');
    expect(kindOf(invoice('Volgens onze administratie heeft u de factuur vooruitbetaald met Credit Card.'))).toBe('receipt');
    expect(kindOf(invoice('Heeft u deze factuur al betaald? Dan kunt u deze brief negeren.'))).toBe('invoice');
  });

  it('a Czech, Polish or Nordic "Faktura" and a Finnish "Lasku" are invoices by their title, not by default', () => {
    const titled = { value: 'invoice', confidence: 0.9 };
    expect(classifyDocument([textPage(['^ Faktura', 'Datum vydání  05/03/2026', 'Celkem  Kč 12.100'].join('\n'))])).toMatchObject(titled);
    expect(classifyDocument([textPage(['^ LASKU', 'Laskun nro  4321', 'Maksettava  248,00 €'].join('\n'))])).toMatchObject(titled);
  });
});

describe('the invoice number', () => {
  it('"Nr." under a German compound title names it', () => {
    expect(findInvoiceNumber(textLines('^ SCHLUSSRECHNUNG\nNr. SR-2026-0042\nAuftrag-Nr.: 2024-BWH-089'))?.value).toBe('SR-2026-0042');
  });

  it('"Rechnung Nr." names it, as "Rechnungsnr." does', () => {
    expect(findInvoiceNumber(textLines('Rechnung Nr. 2045\nDatum 07.10.2020'))?.value).toBe('2045');
  });

  it('one digit is taken beside a label naming the invoice\'s own number, and doubted', () => {
    const first = findInvoiceNumber(textLines('Invoice Number:\n#1\nDate: January 26, 2026'));
    expect(first).toMatchObject({ value: '1', confidence: 0.8 });
    expect(first?.reason).toMatch(/one digit long: check it/);
    expect(findInvoiceNumber(textLines('Numéro de facture : 1\nDate : 20-11-2026'))?.value).toBe('1');
  });

  it('one digit under a bare "No." column heading is a row\'s number, not the invoice\'s', () => {
    expect(findInvoiceNumber(textLines('No.    Description        Amount\n1      Labour             $95.00'))).toBeNull();
  });
});

describe('amounts and dates', () => {
  it('reads a currency code glued to its amount ("NZD2179.83")', () => {
    expect(parseMoney('NZD2179.83')).toBe(217983);
    expect(parseMoney('AUD 45.00')).toBe(4500);
    expect(findTotals(textLines('Sub Total (Ex GST)    1895.50\nGST (15.0%)     284.33\nTotal    NZD2179.83\nBalance Due    NZD2179.83')).due?.value).toBe(217983);
  });

  it('a label that prints the date format settles the order of day and month', () => {
    expect(readLocale(textLines('DATE (DD/MM/YYYY): 02/12/2014\nTotal: 1 710,00')).dayFirst).toBe(true);
    expect(readLocale(textLines('Datum (TT.MM.JJJJ): 02.12.2014')).dayFirst).toBe(true);
    expect(readLocale(textLines('Date (MM/DD/YYYY): 02/12/2014\nTotal $5.00')).dayFirst).toBe(false);
  });
});

describe('German and Finnish payment terms', () => {
  it('"Zahlbar bis:", "Fällig:" and "Eräpäivä:" label the due date', () => {
    expect(findDueDate(textLines('Rechnungsdatum: 28.08.2026\nZahlbar bis: 27.09.2026'), '2026-08-28', true)?.value).toBe('2026-09-27');
    expect(findDueDate(textLines('Rechnungsdatum: 28.08.2026\nFällig: 27.09.2026'), '2026-08-28', true)?.value).toBe('2026-09-27');
    expect(findDueDate(textLines('Päivämäärä:  18.01.2026\nEräpäivä:  01.02.2026'), '2026-01-18', true)?.value).toBe('2026-02-01');
  });

  it('"Zahlung innerhalb von 8 Tagen" gives the days to pay', () => {
    expect(termsDays('Zahlungsbedingungen: Zahlung innerhalb von 8 Tagen ab Rechnungseingang ohne Abzüge.')).toBe(8);
    expect(termsDays('zahlbar innerhalb 14 Tagen netto')).toBe(14);
  });

  it('the claim left after a progress payment ("Verbleibende Restforderung") is the amount to pay', () => {
    const totals = findTotals(textLines('Gesamtbetrag brutto    9.045,26 EUR\nabzüglich Teilzahlung    4.522,64 EUR\nVerbleibende Restforderung brutto    4.522,62 EUR'));
    expect(totals.due?.value).toBe(452262);
  });
});
