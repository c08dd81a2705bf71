/** @jest-environment node */
import { findBillDate, findDueDate, termsDays } from '../../../../src/server/intake/extraction/billDates';
import { textLines } from './textLayout';

describe('findBillDate', () => {
  it.each([
    ['Invoice Date: 01/02/2024', '2024-01-02'],
    ['Date:   Jan 2, 2024', '2024-01-02'],
    ['Bill Date  2024-01-02', '2024-01-02'],
    ['Statement Date  2 Jan 2024', '2024-01-02'],
    ['Date of Invoice  1-2-2024', '2024-01-02'],
  ])('%s', (drawing, iso) => {
    expect(findBillDate(textLines(drawing), false)).toMatchObject({ value: iso, confidence: 0.9 });
  });

  it('skips due, ship and service dates for an unlabelled first date', () => {
    expect(
      findBillDate(
        textLines(`
Due Date: 2/1/24
Acme Supply   1/2/24
`),
        false,
      ),
    ).toMatchObject({ value: '2024-01-02', confidence: 0.5 });
  });

  it('takes the date under its label in a row of boxes', () => {
    expect(
      findBillDate(
        textLines(`
Account Number   Bill Date     Due Date
1234-5678        Mar 3, 2024   Mar 28, 2024
`),
        false,
      )?.value,
    ).toBe('2024-03-03');
  });
});

describe('findDueDate', () => {
  it('prefers a printed due date', () => {
    expect(findDueDate(textLines('Terms: Net 30\nDue Date: 02/15/2024'), '2024-01-02', false)).toMatchObject({ value: '2024-02-15', confidence: 0.9 });
  });

  it.each(['Payment Due:', 'Pay By:', 'Please Pay By', 'DUE', 'Date Due', 'Current Charges Past Due After'])('knows "%s"', (label) => {
    expect(findDueDate(textLines(`${label}   Feb 15, 2024`), '2024-01-02', false)?.value).toBe('2024-02-15');
  });

  it.each([
    ['Total amount due Jun 26        $123,113.66', '2020-06-12', '2020-06-26'],
    ['Amount due by 26 June', '2020-06-12', '2020-06-26'],
    ['Total amount due Jan 5        $80.00', '2020-12-20', '2021-01-05'],
  ])('reads "%s" after a bill dated %s, the year taken from the bill date', (text, billDate, due) => {
    expect(findDueDate(textLines(text), billDate, false)).toMatchObject({ value: due, confidence: 0.8 });
  });

  it('takes no day without its year when there is no bill date', () => {
    expect(findDueDate(textLines('Total amount due Jun 26        $123,113.66'), null, false)).toBeNull();
  });

  it('computes it from Net terms and the invoice date', () => {
    expect(findDueDate(textLines('Terms   2% 10 Net 30'), '2024-01-02', false)).toMatchObject({ value: '2024-02-01', confidence: 0.8 });
  });

  it('is the invoice date for "Due on receipt"', () => {
    expect(findDueDate(textLines('Terms: Due on Receipt'), '2024-01-02', false)?.value).toBe('2024-01-02');
  });

  it('is unknown without terms or without an invoice date', () => {
    expect(findDueDate(textLines('Thank you'), '2024-01-02', false)).toBeNull();
    expect(findDueDate(textLines('Net 30'), null, false)).toBeNull();
  });
});

describe('termsDays', () => {
  it.each([
    ['Net 30', 30],
    ['NET15', 15],
    ['Net 45 Days', 45],
    ['Payment due within 10 days', 10],
    ['Due upon receipt', 0],
    ['Payable on receipt', 0],
    ['COD', 0],
    ['Thank you for your business', null],
  ])('%s → %s', (text, days) => {
    expect(termsDays(text)).toBe(days);
  });
});

describe('reasons', () => {
  it('name the label a date was printed beside, and say when a date was only guessed', () => {
    expect(findBillDate(textLines('Invoice Date:   01/02/2024'), false)?.reason).toBe('printed beside its label "Invoice Date"');
    expect(findBillDate(textLines('Acme Supply   1/2/24'), false)).toMatchObject({ confidence: 0.5 });
  });
});

describe('due dates and statement dates in words', () => {
  it.each([
    ['Please pay $1,309.09 by Oct 26, 2024. AutoPay customers are charged that day.', '2024-10-26'],
    ['This installment is payable on or before April 17, 2024.', '2024-04-17'],
    ['Payment is due Nov 7, 2024. Thank you.', '2024-11-07'],
    ['Amount due on or before July 25, 2024.', '2024-07-25'],
  ])('reads a due date stated in a sentence: %s', (drawing, iso) => {
    expect(findDueDate(textLines(drawing), '2024-01-01', false)).toMatchObject({ value: iso, confidence: 0.8 });
  });

  it('does not take the date of an early-payment discount for the due date', () => {
    expect(findDueDate(textLines('Terms   Net 30\nPay $1,189.20 if paid by 5/12/25 (2% discount on merchandise)'), '2025-05-02', false)?.value).toBe('2025-06-01');
  });

  it('reads the date a statement is drawn up "as at"', () => {
    expect(findBillDate(textLines('STATEMENT OF ACCOUNT as at 08/08/2025\nDate   Type   Reference\n13/05/2025   Invoice   HB167742'), true)?.value).toBe('2025-08-08');
  });
});

describe("due dates in the languages of Europe's suppliers", () => {
  it.each([
    ['Fälligkeitsdatum: 22.01.2016', '2016-01-22'],
    ['Vervaldatum: 12 november 2015', '2015-11-12'],
    ["Date d'échéance : 05/07/2015", '2015-07-05'],
    ['Fecha de vencimiento  28/12/2022', '2022-12-28'],
    ['Payment withdrawal date        Feb 14, 2017', '2017-02-14'],
  ])('labelled: %s', (drawing, iso) => {
    expect(findDueDate(textLines(drawing), null, true)?.value).toBe(iso);
  });

  it.each([
    ['Zahlbar innerhalb 30 Tagen netto bis 04.04.2018, 3% Skonto bis 14.03.2018', '2018-04-04'],
    ['Montant prélevé le 16 novembre 2019        12,99', '2019-11-16'],
  ])('in a sentence: %s', (drawing, iso) => {
    expect(findDueDate(textLines(drawing), null, true)).toMatchObject({ value: iso, confidence: 0.8 });
  });

  it("never takes a date d'échéance for the invoice date", () => {
    expect(findBillDate(textLines("Date d'échéance : 05/07/2015"), true)?.value ?? null).not.toBe('2015-07-05');
  });
});
