/** @jest-environment node */
import { extractInvoice } from '../../../../src/server/intake/extraction/extractInvoice';
import { textPage } from './textLayout';

const plumbing = textPage(`
^ Rapid Rooter Plumbing LLC                        INVOICE
412 Industrial Pkwy                     Invoice #:        10234
Springfield, IL 62704                   Date:             03/04/2024
Phone: (217) 555-0142                   Work Order #:     WO-5521
                                        Terms:            Net 15

Bill To:                                Service Location:
Oakwood Property Management             Maple Court Apartments
500 Main St                             1450 Oak St, Unit 4B

Work Performed:   Cleared main sewer line

Description                       Qty       Rate       Amount
Labor - sewer auger               2.0     $95.00      $190.00
Subtotal                                              $190.00
Total                                                 $190.00
Payments/Credits                                      ($40.00)
Balance Due                                           $150.00
`);

describe('extractInvoice', () => {
  const invoice = extractInvoice([plumbing], 1);

  it('reads every printed field', () => {
    expect(invoice).toMatchObject({
      payee: 'Rapid Rooter Plumbing LLC',
      invoiceNumber: '10234',
      billDate: '2024-03-04',
      dueDate: '2024-03-19',
      workOrder: 'WO-5521',
      purchaseOrder: null,
      property: 'Maple Court Apartments',
      unit: '4B',
      description: 'Cleared main sewer line',
      totalCents: 19000,
      totalAmountCents: 15000,
      pageNumber: 1,
      pageCount: 1,
      source: 'text',
      lineItems: [{ description: 'Labor - sewer auger', amountCents: 19000, property: null, unit: null, glAccount: null }],
    });
  });

  it('gives labelled fields high confidence, derived ones less, missing ones 0', () => {
    expect(invoice.confidence.invoiceNumber).toBe(0.9);
    expect(invoice.confidence.totalAmount).toBe(0.9);
    expect(invoice.confidence.dueDate).toBe(0.8);
    expect(invoice.confidence.purchaseOrder).toBe(0);
    expect(invoice.confidence.glAccount).toBe(0);
    for (const value of Object.values(invoice.confidence)) expect(value).toBeGreaterThanOrEqual(0);
  });
});
