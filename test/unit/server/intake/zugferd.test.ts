/** @jest-environment node */
import { invoiceFromAttachments, invoiceFromXml } from '../../../../src/server/intake/pdf/zugferd';

const ram = 'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"';

const facturX = `<?xml version="1.0"?>
<rsm:CrossIndustryInvoice ${ram}>
  <rsm:ExchangedDocument><ram:ID>F-0042</ram:ID><ram:IssueDateTime><udt:DateTimeString format="102">20240105</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>Boiler service</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>100.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>
    <ram:IncludedSupplyChainTradeLineItem><ram:SpecifiedTradeProduct><ram:Name>Valve</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>19.00</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement></ram:IncludedSupplyChainTradeLineItem>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Northwind Heating</ram:Name></ram:SellerTradeParty>
      <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>0045001</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20240204</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:GrandTotalAmount currencyID="USD">119.00</ram:GrandTotalAmount><ram:DuePayableAmount>69.00</ram:DuePayableAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;

const zugferd1 = `<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:12" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:15">
  <rsm:HeaderExchangedDocument><ram:ID>RE-505</ram:ID><ram:IssueDateTime><udt:DateTimeString format="102">20170509</udt:DateTimeString></ram:IssueDateTime></rsm:HeaderExchangedDocument>
  <rsm:SpecifiedSupplyChainTradeTransaction>
    <ram:ApplicableSupplyChainTradeAgreement><ram:SellerTradeParty><ram:Name>Bei Spiel GmbH</ram:Name></ram:SellerTradeParty></ram:ApplicableSupplyChainTradeAgreement>
    <ram:ApplicableSupplyChainTradeSettlement><ram:SpecifiedTradeSettlementMonetarySummation><ram:GrandTotalAmount>571.04</ram:GrandTotalAmount></ram:SpecifiedTradeSettlementMonetarySummation></ram:ApplicableSupplyChainTradeSettlement>
  </rsm:SpecifiedSupplyChainTradeTransaction>
</rsm:CrossIndustryDocument>`;

describe('invoiceFromXml', () => {
  it('makes a credit note (type 381) negative, as money owed back', () => {
    const credit = facturX.replace('<ram:ID>F-0042</ram:ID>', '<ram:ID>AV-0005</ram:ID><ram:TypeCode>381</ram:TypeCode>');
    expect(invoiceFromXml(credit, 1)).toMatchObject({ documentKind: 'credit_note', totalAmountCents: -6900, totalCents: -11900 });
  });

  it('maps a Factur-X / ZUGFeRD 2 CII invoice', () => {
    expect(invoiceFromXml(facturX, 2)).toMatchObject({
      source: 'zugferd',
      payee: 'Northwind Heating',
      invoiceNumber: 'F-0042',
      billDate: '2024-01-05',
      dueDate: '2024-02-04',
      totalCents: 11900,
      totalAmountCents: 6900,
      purchaseOrder: '0045001',
      description: 'Boiler service',
      pageNumber: 1,
      pageCount: 2,
      lineItems: [
        { description: 'Boiler service', amountCents: 10000, property: null, unit: null, glAccount: null },
        { description: 'Valve', amountCents: 1900, property: null, unit: null, glAccount: null },
      ],
      confidence: expect.objectContaining({ payee: 0.98, invoiceNumber: 0.98, totalAmount: 0.98 }),
    });
  });

  it('maps a ZUGFeRD 1 invoice, taking the grand total as due when no due amount is stated', () => {
    expect(invoiceFromXml(zugferd1, 1)).toMatchObject({ payee: 'Bei Spiel GmbH', invoiceNumber: 'RE-505', billDate: '2017-05-09', totalCents: 57104, totalAmountCents: 57104, dueDate: null, lineItems: [] });
  });

  it.each([
    ['not XML', '%%% not xml <<<'],
    ['another XML document', '<Order><ID>1</ID></Order>'],
    ['an invoice without a total', facturX.replace(/<ram:GrandTotalAmount[^/]*\/ram:GrandTotalAmount>/, '')],
  ])('gives up on %s', (_name, xml) => {
    expect(invoiceFromXml(xml, 1)).toBeNull();
  });
});

describe('invoiceFromAttachments', () => {
  const file = (filename: string, xml: string) => ({ filename, content: new TextEncoder().encode(xml) });

  it('reads the first usable XML attachment and ignores other files', () => {
    const invoice = invoiceFromAttachments([file('terms.pdf', facturX), file('broken.xml', '<x'), file('factur-x.xml', facturX)], 1);
    expect(invoice?.invoiceNumber).toBe('F-0042');
  });

  it('is null without an e-invoice attachment', () => {
    expect(invoiceFromAttachments([file('notes.txt', 'hello')], 1)).toBeNull();
  });
});
