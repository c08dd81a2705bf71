/** @jest-environment node */
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findBillDate, findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { findAmounts, parseMoney } from '../../../../src/server/intake/extraction/money';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { analysePages } from '../../../../src/server/intake/pdf/analyzePdf';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set S (a Moroccan and a Portuguese hospital's invoices, a German roofing
 * wholesaler's, an Austrian car dealer's scan, a software reseller's paid invoice, a bank's
 * account statement, an insurer's estimate, a letter and a financial report) after its blind
 * measure, drawn in our own layouts.
 */

const kindOf = (drawing: string) => classifyDocument([textPage(drawing)]);

describe('papers that are no bill to pay', () => {
  it('takes an insurer\'s "THIS IS NOT A BILL", also as a scan misreads it, over its estimate\'s title', () => {
    const estimate = ['^ Predetermination', 'Estimate of benefits and claim payments', '        THIS I NOT A BILL        page 1 of 6', 'Claim totals    2,489.94    0.00    2,489.94   *Estimated amount you may owe'].join('\n');
    expect(kindOf(estimate)).toMatchObject({ value: 'not_a_bill', confidence: 0.9 });
    expect(kindOf('^ Explanation of Benefits\nTotal billed   $310.00')).toMatchObject({ value: 'not_a_bill' });
  });

  it('keeps a bill that says "This is not a bill" of an insert but asks for payment', () => {
    expect(kindOf('^ Invoice\nThis is not a bill: your usage history is below\nAmount due   $84.20').value).toBe('invoice');
  });

  it("reads a company's financial statements and a bank's account statement as no bill", () => {
    expect(kindOf('^ Consolidated Statement of Comprehensive Income\nNet profit   ¥ 233,512\nTotal other comprehensive income   (108,750)').value).toBe('not_a_bill');
    const bank = ['^ Account Statement', 'Beginning Balance   $366,324.05', 'Total Deposits and Credits   $18,908.89', 'Total Withdrawals and Debits   $129,668.23-', 'Ending Balance   $255,491.68'].join('\n');
    expect(kindOf(bank).value).toBe('statement');
  });

  it('finds no invoice in a letter whose only number looking like money is an exhibit\'s', () => {
    const letter = ['26/03/2024, 22:30        sec.gov/Archives/edgar/data/1704287', 'EX-10.17 AMENDMENT TO ENGAGEMENT LETTER', '                                   Exhibit 10.17', 'Dear Mr. Dey:', 'Reference is made to the engagement letter dated August 7, 2023.'].join('\n');
    expect(analysePages([textPage(letter)], 1).kind).toBe('no-invoice');
  });
});

describe('invoices that were paid when issued', () => {
  it('reads a Portuguese "Fatura/Recibo" as a receipt, never its title as the payee', () => {
    expect(kindOf('Original\n^ Fatura/Recibo\nTotal (€)   7,00').value).toBe('receipt');
    expect(findPayee([textPage('Original\n^ Fatura\nFevereiro/2026\n\n\nHospital CUF Torres Vedras, S.A.\nMorada: Rua João Carlos Júnior, nº 5')])?.value).not.toBe('Fatura');
  });

  it('reads an invoice whose card "has been successfully authorized" as paid', () => {
    const paid = ['^ Invoice', 'Invoice number: AKD-73699451346', 'Total:   €109.99', 'Your credit card (xxxxxxxxxxxxx7162) has been successfully authorized.'].join('\n');
    expect(kindOf(paid).value).toBe('receipt');
    expect(kindOf('^ Invoice\nTotal:   €109.99\nYour card will be charged on 1 May.').value).toBe('invoice');
  });
});

describe('German terms and totals', () => {
  const wholesaler = ['2733527   BRA Frankf.ganz   10,000 ST   995,00   9,25', 'Summe Positionen            10,80', 'Mehrwertsteuer   19,00 %   10,80   2,05', 'Endbetrag                   12,85', 'Zahlungsbedingung: Bis zum 09.09.2018 erhalten Sie 3,000 % Skonto.', '                   Bis zum 29.09.2018 ohne Abzug eingehend bei uns.'].join('\n');

  it('takes the "Endbetrag" for the total', () => {
    expect(findTotals(textLines(wholesaler)).due?.value).toBe(1285);
  });

  it('takes the last day to pay without deduction for the due date, never the discount\'s', () => {
    expect(findDueDate(textLines(wholesaler), '2018-08-30', true)?.value).toBe('2018-09-29');
  });
});

describe('a Moroccan invoice in French', () => {
  const facture = ['  Facture', '  Numéro :F20250511131', '  Date :dimanche 11 mai 2025', '', '   Damanesign SA                 BLUZELLE CENTER', '   Adresse : 4 rue oued ziz      Client : MOURAD OUIZZA', '                      TOTAL HT      800 DH HT', '                      Total TTC     960.0 DH TTC'].join('\n');

  it('reads its number, a date with its weekday, dirhams with one decimal, and its currency', () => {
    const lines = textLines(facture);
    expect(findInvoiceNumber(lines)?.value).toBe('F20250511131');
    expect(findBillDate(lines, true)?.value).toBe('2025-05-11');
    expect(findTotals(lines).due?.value).toBe(96000);
    expect(readLocale(lines).currency?.value).toBe('MAD');
  });

  it('reads one decimal as money only where a currency follows it', () => {
    expect(parseMoney('960.0 DH')).toBe(96000);
    expect(findAmounts('Exhibit 10.1 of the filing').some((amount) => amount.looksLikeMoney)).toBe(false);
  });
});

describe('names as scans and forms print them', () => {
  it("takes the sender line over the address window also where the scan reads its dot as «", () => {
    const scan = ['^ Polestar', 'Autowelt Linz GmbH « Franzosenhausweg 33   A-4030 Linz', 'Firma', 'CV Trade AG                    Fahrzeug - Rechnung', 'Neufeldweg 2'].join('\n');
    expect(findPayee([textPage(scan)])?.value).toBe('Autowelt Linz GmbH');
  });

  it('mends a company form a scan misread ("PTY LTO") and takes no form label for a name', () => {
    expect(findPayee([textPage('^ CENTRE COM HAWTHORN PTY LTO\n123 Glenferrie Rd\nTax Invoice')])?.value).toBe('CENTRE COM HAWTHORN PTY LTD');
    expect(findPayee([textPage('Buyer Receipt\nReceived By      AC/ASAP S\nBuyer Name       National Sales and Leasing LLC')])?.value).not.toMatch(/Received By|National Sales/);
  });
});
