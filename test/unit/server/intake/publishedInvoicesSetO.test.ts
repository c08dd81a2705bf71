/** @jest-environment node */
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { invoiceFromXml } from '../../../../src/server/intake/pdf/zugferd';
import { textLines, textPage } from './textLayout';

/*
 * Rules read from real set O (US utilities and waste, European suppliers' invoices, SaaS
 * receipts, a French quote, a German e-invoice) after its blind measure, drawn in our own layouts.
 */

const kindOf = (drawing: string) => classifyDocument([textPage(drawing)]);

describe('document kinds real set O printed', () => {
  it('knows an invoice paid when issued, its payment printed as a deduction', () => {
    const paid = kindOf('INVOICE\nInvoice #— 3189846\nProfessional Yearly   1   $144.00   $144.00\nTotal   $144.00\nPayments   ($144.00)\nAmount Due (USD)   $0.00');
    expect(paid).toMatchObject({ value: 'receipt', confidence: 0.8 });
    expect(kindOf('INVOICE\nTotal   $144.00\nPayments   ($44.00)\nAmount Due (USD)   $100.00').value).toBe('invoice');
  });

  it('knows an invoice that says in a sentence it has been paid', () => {
    expect(kindOf('Facture\nNuméro de facture: UA05671965\nCette facture a été réglée par Credit Card Visa/MCard')).toMatchObject({ value: 'receipt', reason: 'it says it has been paid' });
    expect(kindOf('INVOICE\nThis invoice has been paid in full. Thank you.').value).toBe('receipt');
  });

  it('knows a French devis for a quote, and a final invoice that names the offer it follows for an invoice', () => {
    expect(kindOf('DEVIS ESTIMATIF\nN° RÉFÉRENCE   DEV-2025-12-002\nVALIDITÉ   10/01/2026').value).toBe('quote');
    expect(kindOf('Rechnungs-Nr.   RE-2671\nSchlussrechnung Nr. RE-2671 aus Angebot AN-2551').value).toBe('invoice');
  });
});

describe('numbers and payees real set O printed', () => {
  it('reads "Numéro de facture", "Invoice #— 3189846" and a Czech "daňový doklad č."', () => {
    expect(findInvoiceNumber(textLines('Facture\nNuméro de facture: UA05671965'))?.value).toBe('UA05671965');
    expect(findInvoiceNumber(textLines('N° de facture / Invoice No. : F-2024-118'))?.value).toBe('F-2024-118');
    expect(findInvoiceNumber(textLines('INVOICE\nInvoice #— 3189846'))?.value).toBe('3189846');
    expect(findInvoiceNumber(textLines('Faktura - daňový doklad č.FV5040011231\nDodavatel:   Adresát:'))?.value).toBe('FV5040011231');
  });

  it('takes the "Prestataire" and the "Dodavatel" for the payee, and never "DEVIS"', () => {
    expect(findPayee([textPage(`DEVIS.   002\nA   PRESTATAIRE${' '.repeat(30)}B   CLIENT\n    BAPTISTE FORT${' '.repeat(32)}RÉSEAU BONAPARTE`)])?.value).toBe('BAPTISTE FORT');
    expect(findPayee([textPage('Faktura - daňový doklad č.FV5040011231\nDodavatel:\nELKOV elektro a.s.\nKšírova 701/255')])?.value).toBe('ELKOV elektro a.s.');
    expect(findPayee([textPage('^ DEVIS\nEstimate for roof work')])?.value ?? '').not.toBe('DEVIS');
  });

  it('ends a payee named inside brackets at the closing one', () => {
    const payee = findPayee([textPage('Budget Plan   Please send your check (made payable to\n              Washington Gas) with this remittance stub to')]);
    expect(payee?.value).toBe('Washington Gas');
  });
});

describe('e-invoices real set O carried', () => {
  it("takes the last of several payment terms' due dates, an earlier one being a cash discount's", () => {
    const ns = 'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"';
    const term = (day: string, text: string) => `<ram:SpecifiedTradePaymentTerms><ram:Description>${text}</ram:Description><ram:DueDateDateTime><udt:DateTimeString format="102">${day}</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>`;
    const xml = `<rsm:CrossIndustryInvoice ${ns}>
  <rsm:ExchangedDocument><ram:ID>15960333</ram:ID><ram:IssueDateTime><udt:DateTimeString format="102">20220627</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction><ram:ApplicableHeaderTradeSettlement>
    ${term('20220707', 'Bei Zahlung bis zum 20220707 gewähren wir 2.00% Skonto.')}
    ${term('20220727', 'Fällig innerhalb von 30 Tagen ohne Abzug')}
    <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:GrandTotalAmount>75.57</ram:GrandTotalAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
  </ram:ApplicableHeaderTradeSettlement></rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
    expect(invoiceFromXml(xml, 1)).toMatchObject({ dueDate: '2022-07-27', totalAmountCents: 7557 });
  });
});
