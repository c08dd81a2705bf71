/** @jest-environment node */
import { findTotals, zeroBalance } from '../../../../src/server/intake/extraction/amounts';
import { findAmounts } from '../../../../src/server/intake/extraction/money';
import { textLines } from './textLayout';

const totals = (drawing: string) => {
  const found = findTotals(textLines(drawing));
  return { due: found.due?.value ?? null, total: found.total?.value ?? null };
};

describe('findTotals', () => {
  it('takes the amount due after payments and the total before them', () => {
    expect(
      totals(`
Subtotal            $1,000.00
Tax (8.25%)            $82.50
Total               $1,082.50
Less Deposit         (500.00)
Balance Due           $582.50
`),
    ).toEqual({ due: 58250, total: 108250 });
  });

  it.each(['Amount Due', 'Total Due', 'Please Pay', 'Balance', 'Total Amount Due', 'Amount Due (USD)', 'New Balance', 'Amount Owed', 'Total Payable', 'PLEASE PAY THIS AMOUNT'])('knows "%s" as the amount due', (label) => {
    expect(totals(`${label}     $45.10`).due).toBe(4510);
  });

  it('takes a Spanish invoice\'s "Saldo adeudado" as the amount due over its subtotal', () => {
    expect(totals('TOTAL PARCIAL           1419.00\nTOTAL IMPUESTOS          302.00\nSaldo adeudado          1721.00').due).toBe(172100);
  });

  it('takes a Spanish invoice\'s total amount, not the total before its last charges', () => {
    expect(totals('IMPORTE TOTAL                      63,92 €\nAlquiler equipos de medida          2,07 €\nTOTAL IMPORTE FACTURA              65,99 €').due).toBe(6599);
  });

  it('takes a pre-authorized withdrawal for the amount to pay over the charges printed beside it', () => {
    expect(totals('Pre-authorized Withdrawal:   131.17\nTotal Stormwater Rate Charges   13.73').due).toBe(13117);
  });

  it('takes the amount a label names as the one to pay over a balance printed after it', () => {
    expect(totals('Total Amount Payable:   $0.00\nPayment Due:  20 Aug 2025\nOutstanding Balance   -$98.78').due).toBe(0);
    expect(totals('TOTAL AMOUNT YOU OWE   $148.57\nBalance before new charges   0.00').due).toBe(14857);
    expect(totals('Bill Amount   Rs.813/-\nBalance as of 26/07/2025   0.00').due).toBe(81300);
  });

  it('doubts an amount to pay when the page names another one', () => {
    const found = findTotals(textLines('Amount Due   $120.00\nTotal Due   $95.00'));
    expect(found.due).toMatchObject({ value: 9500, confidence: 0.7 });
    expect(findTotals(textLines('Amount Due   $95.00\nTotal Due   $95.00')).due?.confidence).toBe(0.9);
  });

  it('falls back to the total when nothing says what is due', () => {
    const found = findTotals(textLines('Invoice Total      1,234.56'));
    expect(found.due).toMatchObject({ value: 123456, confidence: 0.8 });
    expect(found.total?.value).toBe(123456);
  });

  it('reads a utility summary: previous balance and payment are not the amount due', () => {
    expect(
      totals(`
Previous Balance                 $120.00
Payment Received - Thank You    -$120.00
Total Current Charges             $85.40
Total Amount Due                  $85.40
`),
    ).toEqual({ due: 8540, total: 8540 });
  });

  it('takes current charges as the total of a utility bill', () => {
    expect(totals('Current Charges      $85.40\nAmount Due    $120.40').total).toBe(8540);
  });

  it('ignores a Total column header and a subtotal', () => {
    expect(
      totals(`
Description     Qty   Price   Total
Filter           2    10.00   20.00
Subtotal                      20.00
`),
    ).toEqual({ due: 2000, total: null });
  });

  it('reads an amount boxed under its label', () => {
    expect(
      totals(`
Amount Due
$310.00
`).due,
    ).toBe(31000);
  });

  it('takes the amount due as the total when nothing was carried in or paid', () => {
    expect(totals('Subtotal     $1,020.50\nSales Tax       $61.23\nPlease Pay This Amount    $1,081.73')).toEqual({ due: 108173, total: 108173 });
  });

  it('takes what is left after the previous balance and payments as the total, when the page prints it', () => {
    const summary = (current: string) => `
Previous Balance        $189.68
Less Payments          ($100.00)
${current}
Total Due               $205.68
`;
    expect(totals(summary('This Service      $116.00'))).toEqual({ due: 20568, total: 11600 });
    expect(totals(summary('')).total).toBeNull();
  });

  it('does not take the late amount for the amount due', () => {
    expect(totals('Amount Due                 $84.12\nAmount Due After 03/15/2024  $92.53')).toEqual({ due: 8412, total: 8412 });
  });

  it('reads a progress billing: work to date and the balance to finish are neither due nor total', () => {
    expect(
      totals(`
Original Contract Amount            $87,150.00
Total Completed to Date (67%)       $58,085.00
Less Retainage 10%                  ($5,808.50)
Total Earned Less Retainage         $52,276.50
Less Previous Billings             ($13,591.89)
CURRENT AMOUNT DUE                  $38,684.61
Balance to Finish, Incl. Retainage  $34,873.50
`),
    ).toEqual({ due: 3868461, total: 3868461 });
  });

  it.each(['Total Credit', 'Credit Total', 'Amount Credited'])('knows "%s" as a credit memo total', (label) => {
    expect(totals(`Subtotal    $471.00\n${label}    $503.97`)).toEqual({ due: 50397, total: 50397 });
  });

  it('guesses the largest amount, with low confidence, when there are no labels', () => {
    const found = findTotals(textLines('Filters  $20.00\nLabor  $95.00'));
    expect(found.due?.value).toBe(9500);
    expect(found.due!.confidence).toBeLessThan(0.5);
  });
});

describe('amounts in words and in other countries', () => {
  it('reads an amount followed by a word, and a French amount grouped with spaces', () => {
    expect(findAmounts('£1,017.69 remains unpaid').map((a) => a.cents)).toEqual([101769]);
    expect(findAmounts('Total à payer   2 265,93 $').map((a) => a.cents)).toEqual([226593]);
  });

  it('takes the sum a letter states when nothing is labelled, less surely', () => {
    expect(findTotals(textLines('We note that invoice LE-8401 for the sum of £1,017.69 remains unpaid.')).due).toMatchObject({ value: 101769, confidence: 0.5 });
  });

  it('takes an installment due over the annual premium and the remaining balance', () => {
    expect(findTotals(textLines('Total Annual Policy Premium   $14,457.00\nRemaining Policy Balance   $10,842.75\nInstallment Amount Due   $3,614.25')).due?.value).toBe(361425);
  });

  it('reads the zero balance a receipt leaves, on its line or under its column', () => {
    expect(zeroBalance(textLines('Amount received   $256.10\nBalance remaining   $0.00'))?.value).toBe(0);
    expect(zeroBalance(textLines('Invoice   Amount         Balance\n22112     CAD 1,431.26   CAD 0.00'))?.value).toBe(0);
    expect(zeroBalance(textLines('Amount paid   $599.85'))).toBeNull();
  });
});
