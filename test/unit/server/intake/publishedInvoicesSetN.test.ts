/** @jest-environment node */
import { amountInWords } from '../../../../src/server/intake/extraction/amountInWords';
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { upToCompanyForm } from '../../../../src/server/intake/extraction/companyNames';
import { laterReading } from '../../../../src/server/intake/extraction/dates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set N (US utilities and trash haulers, a gas company's summary bill, a
 * card statement, a card receipt, a freight load confirmation, a rent roll, Indian quotes) after
 * its blind measure, drawn here in layouts of our own.
 */

/** Blank rows that push what follows into the lower half of a 792 pt page, where a bill's stub is. */
const DOWN_TO_THE_STUB = '\n'.repeat(30);

describe('currencies real set N printed', () => {
  it('never takes a pound sign OCR left inside a word of fine print for the currency', () => {
    const locale = readLocale(textLines("Credit from a state program re.9£!'cl g your energy costs\nTotal Amount Due   $234.48"));
    expect(locale.currency?.value).toBe('USD');
    expect(readLocale(textLines('Total   £12.50')).currency).toMatchObject({ value: 'GBP', confidence: 0.9 });
    expect(readLocale(textLines('Betrag   12,50 €')).currency?.value).toBe('EUR');
    expect(readLocale(textLines('Amount (£)   12.50')).currency?.value).toBe('GBP');
  });
});

describe('payees real set N printed', () => {
  it("takes the customer printed twice over an address for no one, when the vendor's own address names another", () => {
    const drawing = `Invoice: 2023090000800785        September 1, 2023
ACCOUNT SUMMARY
Austin Street Brewery, LLC
1380 Westbrook Rd
Portland, ME 04102
Total Due by 10.01.23     $ 2,123.13
For questions email help@ampion.net
Austin Street Brewery, LLC
Invoice: 2023090000800785`;
    const payee = findPayee([textPage(drawing)]);
    expect(payee).toMatchObject({ value: 'Ampion' });
    expect(payee?.confidence).toBeLessThan(0.8);
  });

  it('doubts a name printed twice that no signature names', () => {
    const payee = findPayee([textPage('^ Summit Crest Roofing LLC\nInvoice 1042\n\nThank you from Summit Crest Roofing LLC')]);
    expect(payee?.value).toBe('Summit Crest Roofing LLC');
    expect(payee?.confidence).toBeLessThan(0.9);
  });

  it('takes the name over a PO box on the stub when no label names the vendor, and of two such blocks the one its web address spells', () => {
    const atmos = `Emergency Telephone    Customer Service    Billing Date:   12/29/17
TOTAL AMOUNT DUE    28,384.04${DOWN_TO_THE_STUB}
Return this portion with your check or money order
ATMOS ENERGY
PO Box 790311
St Louis, MO 63179-0311
KELLER ISD
350 KELLER PKWY
KELLER TX 76248-2249`;
    expect(findPayee([textPage(atmos)])).toMatchObject({ value: 'ATMOS ENERGY', confidence: 0.7 });
    const republic = `Visit RepublicServices.com/MyBill
Total Amount Due    $1,448.78${DOWN_TO_THE_STUB}
ORION PROSPER
PO BOX 3608
OAK BROOK IL 60522-3608
REPUBLIC SERVICES #615
PO BOX 677156
DALLAS TX 75267-7156`;
    expect(findPayee([textPage(republic)])?.value).toBe('REPUBLIC SERVICES #615');
  });

  it("never takes the energy supplier a utility bills for, named on a later page or as another's (\"Non-CMP Supplier\"), for the vendor", () => {
    const first = textPage(`Manage your account online:   cmpco.com
Non-CMP Supplier MEGA ENERGY OF MAINE LLC    +$101.89
Please pay by 02/13/2023    $234.48${DOWN_TO_THE_STUB}
Central Maine Power
PO Box 847810
Boston, MA 02284-7810`);
    const later = textPage('Supplier:   MEGA ENERGY OF MAINE LLC\nPrior Balance   $0.00', 4);
    expect(findPayee([first, later])?.value).toBe('Central Maine Power');
    expect(findPayee([textPage('INVOICE\nSupplier:   Harbour Labels Co. Ltd.\nInvoice No. 1042')])?.value).toBe('Harbour Labels Co. Ltd.');
  });

  it('takes the name after "Send Payment to:"', () => {
    expect(findPayee([textPage('PHOENIX CLOSURES INC\n1899 W 5TH ST\nSewer bill\nSend Payment to: City of Davenport\nPO Box 8003')])?.value).toBe('City of Davenport');
  });

  it('ends a legal name at its form where a sentence goes on after it', () => {
    expect(upToCompanyForm('Republic Services, Inc. Republic Services, Inc. itself does not perform')).toBe('Republic Services, Inc.');
    expect(upToCompanyForm('Acme GmbH & Co. KG')).toBe('Acme GmbH & Co. KG');
    expect(upToCompanyForm('Smith & Co. Ltd.')).toBe('Smith & Co. Ltd.');
  });
});

describe('document kinds real set N printed', () => {
  const kindOf = (drawing: string) => classifyDocument([textPage(drawing)]).value;

  it('knows a card sale receipt', () => {
    expect(kindOf('Daugherty Plumbing\nYour card sale is complete! Below is your receipt with all\nrelevant transaction information.\nTransaction Receipt\nJan 1, 2026    $65.00')).toBe('receipt');
  });

  it("knows a card's statement, which asks for a minimum payment against a credit limit", () => {
    expect(kindOf('Blue Cash from American Express\nNew Balance   $10,269.65\nMinimum Payment Due   $205.39\nPayment Due Date   10/22/23\nCredit Limit   $26,400.00')).toBe('statement');
    expect(kindOf('INVOICE\nAmount Due   $205.39\nPayment Due Date   10/22/23')).toBe('invoice');
  });

  it('keeps a load confirmation and a rent roll out of the bills', () => {
    expect(kindOf('LANDSTAR LOAD CONFIRMATION\nFB #: 8888888\nTotal Carrier Pay: $1,600.00')).toBe('not_a_bill');
    expect(kindOf('LLC\nRent Roll\n9/1/2018\nUnit   Type   Rent   Balance\n1   2X1 E   899.00   814.67')).toBe('not_a_bill');
    expect(findPayee([textPage('^ LANDSTAR LOAD CONFIRMATION\nFB #: 8888888')])?.value ?? '').not.toMatch(/confirmation/i);
  });
});

describe('numbers, dates and totals real set N printed', () => {
  it("reads a quote's own number", () => {
    const lines = textLines('QUOTATION\nNIREL DIGITALS\nBill To :      Quotation No.   :   QUOT/26/049\nDate   :   17-11-2025');
    expect(findInvoiceNumber(lines, 'quote')?.value).toBe('QUOT/26/049');
    expect(findInvoiceNumber(textLines('INVOICE\nQuotation No. Q-77\nInvoice No. 1042'), 'invoice')?.value).toBe('1042');
  });

  it('reads a due date the other way round when only that reading falls after the bill date', () => {
    expect(laterReading('10.01.23', '2023-09-01')).toBe('2023-10-01');
    expect(laterReading('03/04/2024', '2024-03-20')).toBe('2024-04-03');
    expect(laterReading('05/06/2024', '2024-01-01')).toBeNull();
    expect(laterReading('March 10, 2023', '2023-09-01')).toBeNull();
    const due = findDueDate(textLines('Invoice: 2023090000800785   September 1, 2023\nTotal Due by 10.01.23   $ 2,123.13'), '2023-09-01', false);
    expect(due?.value).toBe('2023-10-01');
    expect(due?.confidence).toBeLessThan(0.9);
    expect(due?.reason).toMatch(/other way round/);
  });

  it('reads an amount written out in words where no figure names one, and only then', () => {
    expect(amountInWords('Rupees Five Thousand Three Hundred Eighty and Eighty Paisa')).toBe(538_080);
    expect(amountInWords('Thirteen Thousand Ninty Eight Rupees')).toBe(1_309_800);
    expect(amountInWords('INR One Lakh Twenty Thousand')).toBe(12_000_000);
    expect(amountInWords('One Hundred and Twenty Pounds')).toBe(12_000);
    expect(amountInWords('Payment by check')).toBeNull();
    const broken = textLines('QUOTATION\nSub Totalಿ\nInvoice Amount in Words\nRupees Five Thousand Three Hundred Eighty and Eighty Paisa Only\nTOTALಿ');
    expect(findTotals(broken).due).toMatchObject({ value: 538_080, reason: expect.stringMatching(/in words/) });
    expect(findTotals(broken).due?.confidence).toBeLessThan(0.8);
    const printed = textLines('TAX INVOICE\nGrand Total   Rs ; 13,098=00\nTotal Amount In Words :Thirteen Thousand Ninty Eight Rupees Only');
    expect(findTotals(printed).due?.reason ?? '').not.toMatch(/in words/);
    expect(findTotals(textLines('Terms\nPayment by check only\nOne time only')).due).toBeNull();
  });

  it("takes a summary bill's amount to pay, the sum of the accounts' bills behind it, over the last account's", () => {
    const lines = [
      ...textLines('Billing Date:   12/29/17\nTOTAL AMOUNT DUE   1,000.00\nAccount Number   Due Date   Total Amount Due', 1),
      ...textLines('Service Account 3024771425\nTotal Amount Due   $600.00', 2),
      ...textLines('TOTAL AMOUNT DUE   600.00', 3),
      ...textLines('Service Account 3024731576\nTotal Amount Due   $400.00', 4),
      ...textLines('TOTAL AMOUNT DUE   400.00', 5),
    ];
    expect(findTotals(lines).due).toMatchObject({ value: 100_000, confidence: 0.9 });
    const invoiceThenStatement = [...textLines('Amount Due   100.00', 1), ...textLines('Amount Due   250.00', 2)];
    expect(findTotals(invoiceThenStatement).due?.value).toBe(25_000);
  });
});
