/** @jest-environment node */
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { textPage } from './textLayout';

describe('classifyDocument', () => {
  it.each([
    ['an invoice', '^ Acme Plumbing Inc.                 INVOICE\nInvoice #   1042\nTotal Due   $120.00', 'invoice'],
    ['a tax invoice', '^ Southern Grid Energy Pty Ltd       Tax Invoice\nAmount due  $1,149.61', 'invoice'],
    ['a credit note', '^ Skyreach Broadband, LLC            CREDIT NOTE\nCredit #   003907\nTotal credit  -$443.67', 'credit_note'],
    ['an invoice that refers to a credit memo', '^ Pacific Supply Inc.        INVOICE\nCredit Memo #   CR-1\nTotal  $50.00', 'invoice'],
    ['a past-due notice', '^ Copperline Natural Gas Company     PAST DUE NOTICE\nPast due amount  $3,070.96', 'reminder'],
    ['a final notice', '^ keybox                               FINAL NOTICE\nInvoice KBX-823145 is now more than 115 days past due.', 'reminder'],
    ['a reminder letter with no title', 'Harrowgate Lift Engineers Ltd\nRe: Albion Court - outstanding invoice LE-8401\nThe invoice remains unpaid.', 'reminder'],
    ['an estimate', '^ Summit Crest Roofing LLC          ESTIMATE\nEstimate #   E-005456\nValid until   January 24, 2025', 'quote'],
    ['a quotation in a box', 'Wren & Sons Decorators\nWestgate Block Management Ltd           Quotation    Q-8737\nNet  £3,771.35', 'quote'],
    ['a receipt', '^ Receipt from Tenantlink Screening, Inc.\nAmount paid   $599.85\nPayment received, thank you.', 'receipt'],
    ['an invoice paid when it was issued', '^ Centre Com Hawthorn Pty Ltd        Tax Invoice\nTotal Inc GST :   $3.00\nPaid Today:   $3.00\nBALANCE DUE:   $0.00', 'receipt'],
    ['an order paid by card', '                          Invoice\nOrder total   $109\nAmount paid via MasterCard   $109', 'receipt'],
    ['an invoice whose status says it is paid', '^ Gandi SAS        Facture n° 2022030201155\nStatut : payée\nTotal (EUR)   109,97 €', 'receipt'],
    ['an invoice whose status says it is unpaid', '^ Gandi SAS        Facture n° 2022030201156\nStatut : Unpaid\nTotal (EUR)   109,97 €', 'invoice'],
    ['an invoice with its payment recorded and nothing left due', '^ Three 60 Decks        INVOICE\nTOTAL   36,578.42\nPAYMENT   36,578.42\nBALANCE DUE   $0.00', 'receipt'],
    ['an invoice that names its payment terms', '^ Three 60 Decks        INVOICE\nTOTAL   36,578.42\nPayment terms   36,578.42\nBALANCE DUE   $36,578.42', 'invoice'],
    ['an invoice that records a part payment', '^ Acme Plumbing Inc.    INVOICE\nTotal   $300.00\nAmount paid   $100.00\nBalance Due   $200.00', 'invoice'],
    ['a utility bill that thanks for the last payment', '^ Tri-County Power   Your Bill\nAccount   4471-2208\nPrevious balance   $150.00\nPayment received   $148.57\nTotal   $148.57\nAmount Due   $148.57', 'invoice'],
    ['a pro forma invoice', '^ Fontaneria Lopez S.L.       FACTURA PROFORMA\nTotal   80,83 €', 'quote'],
    ['an invoice stamped PAID', 'Corner Square Handyman Co.                 INVOICE\nInvoice #  1578\n^                       PAID\nTotal  $212.25', 'receipt'],
    ['a payment confirmation letter', 'Lakehead Mechanical Ltd.\nPAYMENT RECEIVED - THANK YOU\nWe confirm receipt of your EFT payment of CAD 1,431.26', 'receipt'],
    ['a substitute W-9', '^ Substitute Form W-9\nRequest for Taxpayer Identification Number and Certification', 'not_a_bill'],
    ['a certificate of insurance', '^ CERTIFICATE OF LIABILITY INSURANCE\nProducer   Insured', 'not_a_bill'],
    ['a service agreement', 'Summit Pest Solutions LLC\n^ SERVICE AGREEMENT\nThis Service Agreement is made on October 12, 2024', 'not_a_bill'],
    ['a newsletter', '^ Evergreen Waste Partners         Service Update\nNew rates take effect next quarter; there is nothing to pay now.', 'not_a_bill'],
    ['a bill that warns of interest if not paid in full', '^ Bill Number: 6762\n^ Interest will accrue at 14% annually if not paid in full by the due date.\nTotal Current Charges   $10.03', 'invoice'],
    ['a utility bill due upon receipt', '^ City of Santa Clara Municipal Utilities\n                REGULAR BILL\n^ THIS BILL IS DUE UPON RECEIPT\nAmount Due   $27,156.27', 'invoice'],
    ['a utility bill that thanks for the last payment in a sentence', '(503)228-6322   Account #   0014 67496\nPrevious Amount Due   13,263.39\nPayments/Adjustments   13,263.39 CR\nAMOUNT DUE   $ 10,083.71\nThank you for your payment. It’s a privilege to provide your service.', 'invoice'],
    ['a usage history', '^ Monthly Electric History\nBill Account: 1071293109     Service Address: 939 ABBOTT RD\n1071293109   4/15/2021   $204.69', 'not_a_bill'],
    ['a tariff information label', '^ Good Energy SVT\n^ Tariff Information Label (TIL)\nElectricity (standard) - £933', 'not_a_bill'],
    ['a loan’s amortization table', '^ tableau d’amortissement\nMontant initial: 10.000,00 EUR', 'not_a_bill'],
  ])('calls %s %s', (_label, drawing, kind) => {
    expect(classifyDocument([textPage(drawing)]).value).toBe(kind);
  });

  it('calls a statement of account one whether it lists invoices in a column or in its rows', () => {
    const listed = '^ Keller & Voss Plumbing Supply   STATEMENT\nDate   Invoice #   Amount   Balance\n01/02/25   K-1001   $100.00   $100.00';
    const rows = '^ Coastal Canopy Gardens Pty Ltd     Statement\nOpening balance   $612.92\n12 Oct 2024   Invoice CCG50804   $466.54   $1,079.46';
    expect([classifyDocument([textPage(listed)]).value, classifyDocument([textPage(rows)]).value]).toEqual(['statement', 'statement']);
  });

  it('is surer of a kind its title names than of one its body suggests', () => {
    const titled = classifyDocument([textPage('^ Copperline Gas       PAST DUE NOTICE\nAmount  $30.00')]);
    const bodied = classifyDocument([textPage('Copperline Gas\nThe invoice remains unpaid.')]);
    expect(titled.confidence).toBeGreaterThan(bodied.confidence);
  });
});
