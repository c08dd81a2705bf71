/** @jest-environment node */
import { extractInvoice } from '../../../../src/server/intake/extraction/extractInvoice';
import { findBillDate, findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { parseDate } from '../../../../src/server/intake/extraction/dates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real sets G (published bills of CEVA, Deutsche Telekom, Xcel Energy, PGi,
 * Repsol and Bouygues Telecom) and H (the City of Calgary, FPL, Twilio, Mississippi Power), each
 * measured blind first, drawn here in layouts of our own.
 */

const numberIn = (drawing: string) => findInvoiceNumber(textLines(drawing))?.value ?? null;
const invoiceOf = (drawing: string) => extractInvoice([textPage(drawing)], 1);

describe('labels printed apart from their values', () => {
  it('steps over a colon set in a column of its own', () => {
    const invoice = invoiceOf(`
                                        Original INVOICE
Date                 :   16-Jun-25
Due On               :   16-Jul-25
BROKERAGE FEE      35.00
TOTAL      39.55`);
    expect(invoice).toMatchObject({ billDate: '2025-06-16', dueDate: '2025-07-16' });
    expect(invoice.confidence.billDate).toBeGreaterThanOrEqual(0.9);
  });

  it('takes the number beside a lone N° under the title, less surely than a labelled one', () => {
    const found = findInvoiceNumber(textLines('                 Original INVOICE\nN°                   :   F250335786\nDate                 :   16-Jun-25'));
    expect(found?.value).toBe('F250335786');
    expect(found!.confidence).toBeLessThan(0.9);
  });

  it('reads each value under its own header where a row of headers runs together', () => {
    const invoice = invoiceOf(`
ACCOUNT NUMBER         DUE DATE
51-0013103769-2        10/23/2025
STATEMENT NUMBER STATEMENT DATE  AMOUNT DUE
  946169911       09/26/2025     $864.67`);
    expect(invoice).toMatchObject({ invoiceNumber: '946169911', billDate: '2025-09-26', dueDate: '2025-10-23', totalAmountCents: 86467 });
    expect(invoice.reasons.invoiceNumber).toBe('printed under its label "STATEMENT NUMBER"');
  });

  it('never reads the last word of a header as a header of its own', () => {
    expect(numberIn('ACCOUNT NUMBER\n51-0013103769-2')).toBeNull();
  });
});

describe('numbers and dates as Europe’s utilities print them', () => {
  it('keeps a number printed in groups of digits whole beside its label', () => {
    expect(numberIn('Datum              14.04.2026\nRechnungsnummer    726 752 5181\nKundennummer       274 898 5616')).toBe('726 752 5181');
    expect(findBillDate(textLines('Datum              14.04.2026\nRechnungsnummer    726 752 5181'), true)?.value).toBe('2026-04-14');
  });

  it('reads the date and the number one label names', () => {
    const lines = textLines('Fecha final contrato:   01.06.2025\nFecha y Nº Factura:     03.04.2025  /  218130054\nFecha de cargo factura: 04.04.2025');
    expect(findInvoiceNumber(lines)?.value).toBe('218130054');
    expect(findBillDate(lines, true)?.value).toBe('2025-04-03');
  });

  it('takes the number under "Votre Facture" and after a bare "N°:"', () => {
    expect(numberIn('Votre Facture :      Votre numéro de téléphone :\nN°: B2/20181213-68843-179632098     0987762729')).toBe('B2/20181213-68843-179632098');
    expect(numberIn('N°: 2024-0412')).toBe('2024-0412');
  });

  it('takes a French bill’s total and the amount its direct debit takes', () => {
    expect(invoiceOf('Bbox - location équipement      3.00\nMontant total de cette facture      7.99\nMontant prélevé pour cette facture   7.99')).toMatchObject({ totalAmountCents: 799, totalCents: 799 });
  });
});

describe('a name printed twice', () => {
  it('is unsure of a name over an address at the top and again over it lower down: an addressee on a bill and its stub', () => {
    const found = findPayee([
      textPage(`
TATA Communications America Inc                          $1,107.62
90 Matawan Road
Matawan NJ 07747



Total charges for period     $1,107.62



              TATA Communications America Inc
              90 Matawan Road
              Matawan NJ 07747`),
    ]);
    expect(found?.confidence).toBeLessThan(0.9);
  });
});

describe('North American utilities', () => {
  it('reads a date printed year first, and the day after which a payment is late', () => {
    expect(parseDate('2025 October 28')).toBe('2025-10-28');
    const lines = textLines('Current Bill Date: 2025 October 28\nIf payment is received after 2025 November 24, the following late payment fees will apply:');
    expect(findBillDate(lines, false)?.value).toBe('2025-10-28');
    expect(findDueDate(lines, '2025-10-28', false)?.value).toBe('2025-11-24');
  });

  it('takes a listed "Payments received after" as the due date', () => {
    expect(findDueDate(textLines('· Payments received after March 18, 2021 are considered late; a late payment'), '2021-02-25', false)?.value).toBe('2021-03-18');
  });

  it('reads a range of days as no date in 2030', () => {
    expect(parseDate('01 September - 30 September, 2025')).not.toBe('2030-09-01');
    expect(parseDate('16-Jun-25')).toBe('2025-06-16');
  });

  it('keeps a bill that heads a usage chart a bill', () => {
    const page = textPage(`
                                   Electric Bill Statement
                                   Statement Date: Feb 25, 2021
^ ENERGY USAGE HISTORY
Total amount you owe        $148.57
FPL automatic bill pay - DO NOT PAY`);
    expect(classifyDocument([page])).toMatchObject({ value: 'invoice' });
  });

  it('reads "A$" only in capitals: "a$1.50 convenience fee" is a US bill’s', () => {
    expect(readLocale(textLines('you agree to a$1.50 convenience fee\nAmount due  $244.10')).currency?.value).toBe('USD');
    expect(readLocale(textLines('Amount due  A$244.10')).currency?.value).toBe('AUD');
  });
});
