/** @jest-environment node */
import { extractInvoice } from '../../../../src/server/intake/extraction/extractInvoice';
import { textPage } from './textLayout';

const memo = (title: string, total: string, line: string) =>
  extractInvoice(
    [
      textPage(`
^ Pacific Jan-San Supply Inc.                  ${title}
4561 Lakeview Dr                     Credit Memo #      CR-43229
                                     Date               12/08/2026
                                     Ref. Invoice       SI597169

Reason for Credit:   Pricing adjustment per quote

Item No.   Description                  Qty Returned   Unit Price   Credit Amount
EL-4360    Nitrile gloves 100/bx                   4      $117.75   ${line}

                                                        Subtotal    ${line}
                                                 Amount Credited    ${total}
`),
    ],
    1,
  );

describe('credit memos', () => {
  it.each([
    ['unsigned', '$503.97', '$471.00'],
    ['signed', '-$503.97', '-$471.00'],
  ])('come out as negative bills whether printed %s', (_signs, total, line) => {
    const invoice = memo('CREDIT MEMO', total, line);
    expect(invoice).toMatchObject({ invoiceNumber: 'CR-43229', reference: 'SI597169', description: 'Pricing adjustment per quote', totalAmountCents: -50397, totalCents: -50397 });
    expect(invoice.lineItems.map((item) => item.amountCents)).toEqual([-47100]);
  });

  it('leave an invoice that only mentions a credit as it is', () => {
    expect(memo('INVOICE', '$503.97', '$471.00').totalAmountCents).toBe(50397);
  });
});
