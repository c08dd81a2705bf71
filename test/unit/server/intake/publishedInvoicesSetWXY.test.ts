/** @jest-environment node */
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { NOT_A_NAME } from '../../../../src/server/intake/extraction/companyNames';
import { parseDate } from '../../../../src/server/intake/extraction/dates';
import { findBillDate } from '../../../../src/server/intake/extraction/billDates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { spellsDomain, vendorDomains } from '../../../../src/server/intake/extraction/webAddresses';
import { headerFields } from './headerFields';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real sets W, X and Y (a US software demo invoice, German shops' paid invoices, a US gas bill paid by autopay,
 * a South African city's rates accounts, an Indian utility's bill, an owners corporation's meeting
 * notice and certificate, a UK VAT invoice in Xero's layout) after their blind measures, drawn in
 * our own layouts.
 */

const payeeOf = (drawing: string) => findPayee([textPage(drawing)])?.value;

describe("a South African municipality's account", () => {
  const account = [
    'COPY OF TAX INVOICE                                      Date                  2025/12/09',
    'KAROO HOLDINGS (PTY) LTD                                 Statement for         December 2025',
    'PO Box 2157, RANDBURG 2125',
    'Invoice Number: 202001433708                             Deposit: R 0.00',
    'Market Value R 4,500,000.00',
    '                                                         Total Due             7,413.36',
    '                                                         Due Date              2025/12/24',
    'E-mail: connect@ourcity.org.za',
  ].join('\n');

  it('reads dates written year first with slashes, day-first country, and rands, not the Australian dollars of "(Pty) Ltd"', () => {
    expect(parseDate('2025/12/09')).toBe('2025-12-09');
    expect(parseDate('2025/1/9')).toBe('2025-01-09');
    const fields = headerFields(account);
    expect({ billDate: fields.billDate, dueDate: fields.dueDate, amountDue: fields.amountDue, currency: fields.currency }).toEqual({ billDate: '2025-12-09', dueDate: '2025-12-24', amountDue: 741336, currency: 'ZAR' });
    expect(readLocale(textLines(account)).dayFirst).toBe(true);
  });

  it('takes a lone "R 12.00" for rands only on a page without dollars', () => {
    expect(readLocale(textLines('Invoice 1\nDeposit R 12.00\nTotal 48.00')).currency?.value).toBe('ZAR');
    expect(readLocale(textLines('Invoice 1\nRoom R 12.00\nTotal $48.00')).currency?.value).toBe('USD');
  });
});

describe('papers of an owners corporation', () => {
  it('a notice of a general meeting and an owners corporation certificate are no bills', () => {
    const notice = textPage(['^ NOTICE OF ANNUAL GENERAL MEETING', 'Meeting details', 'Date                Monday, 25 May 2026', 'Proposed budget     $13,940.00'].join('\n'));
    const certificate = textPage(['^ Owners corporation certificate', 'The total of any unpaid fees or charges for the lot is: $168.61'].join('\n'));
    expect(classifyDocument([notice]).value).toBe('not_a_bill');
    expect(classifyDocument([certificate]).value).toBe('not_a_bill');
  });

  it("dates a notice by the day it was issued, not by the meeting's date labelled 'Date' above it", () => {
    const details = ['Meeting details', 'Date                Monday, 25 May 2026', 'Time                4:00 pm (AEST)', 'Notice issued       11 May 2026'].join('\n');
    expect(findBillDate(textLines(details), true)?.value).toBe('2026-05-11');
    expect(findBillDate(textLines('Date: 3 March 2026\nInvoice Date: 5 March 2026'), true)?.value).toBe('2026-03-05');
    expect(findBillDate(textLines('Date: 3 March 2026\nNotice issued by the board'), true)?.value).toBe('2026-03-03');
  });
});

describe('the sender named under "From:"', () => {
  it('is the payee, where the block beside the number names the order', () => {
    const invoice = [
      '                                                                  Invoice',
      '                                      Invoice Number      INV-3337',
      'From:                                 Order Number        12345',
      'Lakeside Web Works                    Invoice Date        January 25, 2016',
      'Suite 5A-1204                         Total Due           $93.50',
      'To:',
      'Test Business',
    ].join('\n');
    expect(payeeOf(invoice)).toBe('Lakeside Web Works');
  });

  it('is not a period that "From:" opens', () => {
    const period = ['Service period', 'From:', 'January 1, 2026', 'Acme Cleaning Inc', 'Amount Due $120.00'].join('\n');
    expect(payeeOf(period)).not.toMatch(/january/i);
  });
});

describe("a UK invoice in Xero's layout", () => {
  it('"Attention: Accounts" under the sender is no name', () => {
    expect(NOT_A_NAME.test('Attention: Accounts')).toBe(true);
    expect(NOT_A_NAME.test('Attn: Accounts Payable')).toBe(true);
  });
});

describe("a gas bill's account activity", () => {
  it('asks for the total current balance, not the balance the last payment left', () => {
    const activity = [
      'Activity Since Last Bill',
      '01/05/2026 Previous Balance          $127.59',
      '01/27/2026 Payment                   -$127.59',
      '           Balance                   $0.00',
      '           Total Current Charges     $117.70',
      '           Total Current Balance     $117.70',
    ].join('\n');
    expect(findTotals(textLines(activity)).due?.value).toBe(11770);
  });
});

describe('names a web address spells', () => {
  const domainsOf = (drawing: string) => vendorDomains(textPage(drawing), undefined, new Set());

  it("reads a company's initials in its domain, and no regulator's", () => {
    const domains = domainsOf('Website: http://www.ugvcl.com\nwww.cpuc.ca.gov');
    expect(spellsDomain('Uttar Gujarat Vij Company Ltd.', domains)).toBe(true);
    expect(spellsDomain('California Public Utilities Commission', domains)).toBe(false);
  });

  it('takes the holder of the banking details over a company named elsewhere on the page', () => {
    const account = [
      'COPY OF TAX INVOICE',
      'Invoice Number: 202001433708                    Total Due   7,413.36',
      'Owner: RIVERBEND PROPERTY HOLDINGS PTY LTD      Stand 128',
      '                                                City of Riverton Banking details:',
      '                                                Internet banking - use the pre-loaded company details',
    ].join('\n');
    expect(payeeOf(account)).toBe('City of Riverton');
    expect(payeeOf(account.replace('City of Riverton Banking details:', 'Our banking details:'))).not.toBe('Our');
  });
});

describe("a German shop's invoice paid when it was issued", () => {
  it('is a receipt when it says the payment was made by card or PayPal', () => {
    const kindOf = (sentence: string) => classifyDocument([textPage(['^ Rechnung', 'Rechnungsnummer 6001215715', 'Gesamtbetrag        42,90 EUR', sentence].join('\n'))]).value;
    expect(kindOf('Die Zahlung erfolgte per Kreditkarte.')).toBe('receipt');
    expect(kindOf('Betrag per PayPal bezahlt.')).toBe('receipt');
    expect(kindOf('Die Zahlung erfolgt per Lastschrift am 12.05.2023.')).toBe('invoice');
  });
});
