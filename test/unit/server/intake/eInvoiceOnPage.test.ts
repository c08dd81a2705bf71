/** @jest-environment node */
import { checkAgainstPages } from '../../../../src/server/intake/pdf/eInvoiceOnPage';
import { invoiceFromXml } from '../../../../src/server/intake/pdf/zugferd';
import type { ExtractedInvoice } from '../../../../src/server/intake/pdf/types';
import { textPage } from './textLayout';

const ram = 'xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100"';
const xml = `<rsm:CrossIndustryInvoice ${ram}>
  <rsm:ExchangedDocument><ram:ID>RE-2019-507</ram:ID><ram:IssueDateTime><udt:DateTimeString format="102">20190121</udt:DateTimeString></ram:IssueDateTime></rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
    <ram:ApplicableHeaderTradeAgreement><ram:SellerTradeParty><ram:Name>Bei Spiel GmbH</ram:Name></ram:SellerTradeParty></ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeSettlement><ram:InvoiceCurrencyCode>EUR</ram:InvoiceCurrencyCode>
      <ram:SpecifiedTradePaymentTerms><ram:DueDateDateTime><udt:DateTimeString format="102">20190211</udt:DateTimeString></ram:DueDateDateTime></ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation><ram:GrandTotalAmount>571.04</ram:GrandTotalAmount></ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>`;
const fromXml = invoiceFromXml(xml, 1)!;

const agreeing = textPage(`
^ Bei Spiel GmbH
Rechnung Nr. RE-2019-507                 Datum: 21.01.2019
Zahlbar bis 11.02.2019
Gesamtbetrag                             571,04 EUR
`);

const bill = (total: string) =>
  textPage(`
^ Bei Spiel GmbH
Rechnung Nr. RE-2019-507                 Datum: 21.01.2019    Zahlbar bis 11.02.2019
${total}
`);

describe('checkAgainstPages', () => {
  it('keeps every XML field certain when the printed page shows it, in its own formats', () => {
    const checked = checkAgainstPages(fromXml, [agreeing], () => null);
    expect(checked).toEqual(fromXml);
    expect(checked.confidence).toMatchObject({ payee: 0.98, invoiceNumber: 0.98, totalAmount: 0.98, billDate: 0.98, dueDate: 0.98, currency: 0.98 });
  });

  it('keeps the XML, doubtfully, naming what the page shows, when the XML describes another invoice', () => {
    const other = textPage(`
^ Au bon moulin SARL
Facture FA-2017-0010                      13/11/2017
Total TTC                                 470,15 €
`);
    const printed = { ...fromXml, payee: 'Au bon moulin SARL', invoiceNumber: 'FA-2017-0010', billDate: '2017-11-13', dueDate: null, totalAmountCents: 47015, totalCents: 47015, confidence: { payee: 0.9, invoiceNumber: 0.9, totalAmount: 0.9, billDate: 0.9 } } as ExtractedInvoice;
    const checked = checkAgainstPages(fromXml, [other], () => printed);
    expect(checked).toMatchObject({ payee: 'Bei Spiel GmbH', invoiceNumber: 'RE-2019-507', billDate: '2019-01-21', totalAmountCents: 57104, totalCents: 57104, currency: 'EUR' });
    expect(checked.confidence).toMatchObject({ payee: 0.5, invoiceNumber: 0.5, billDate: 0.5, totalAmount: 0.5, currency: 0.98 });
    expect(checked.reasons.invoiceNumber).toBe('from the e-invoice data embedded in the PDF, which the printed page does not show; the printed page shows "FA-2017-0010"');
    expect(checked.reasons.totalAmount).toBe('from the e-invoice data embedded in the PDF, which the printed page does not show; the printed page shows 470.15');
    // The page shows no due date of its own: the XML's stays, no longer certain.
    expect(checked).toMatchObject({ dueDate: '2019-02-11' });
    expect(checked.confidence.dueDate).toBe(0.5);
    expect(checked.reasons.dueDate).toBe('from the e-invoice data embedded in the PDF, which the printed page does not show');
  });

  it('doubts a total the page rounds differently', () => {
    const rounded = bill('Gesamtbetrag                             571,05 EUR');
    const checked = checkAgainstPages(fromXml, [rounded], () => ({ ...fromXml, totalAmountCents: 57105, totalCents: 57105, confidence: { totalAmount: 0.9 } }));
    expect(checked).toMatchObject({ totalAmountCents: 57104 });
    expect(checked.confidence.totalAmount).toBe(0.5);
    expect(checked.reasons.totalAmount).toMatch(/the printed page shows 571\.05$/);
  });

  it('doubts a currency the page contradicts, and only a little one it never names', () => {
    const marks = bill('Gesamtbetrag                             571,04 DM');
    expect(checkAgainstPages(fromXml, [marks], () => null).confidence.currency).toBe(0.5);
    const none = bill('Gesamtbetrag                             571,04');
    expect(checkAgainstPages(fromXml, [none], () => null).confidence.currency).toBe(0.8);
  });

  it('takes a short number as printed only as a whole word', () => {
    const short = invoiceFromXml(xml.replace('RE-2019-507', '42'), 1)!;
    const page = textPage(`
^ Bei Spiel GmbH
Rechnung Nr. 420                         Datum: 21.01.2019    Zahlbar bis 11.02.2019
Gesamtbetrag                             571,04 EUR
`);
    expect(checkAgainstPages(short, [page], () => null).confidence.invoiceNumber).toBe(0.5);
  });

  it('leaves the XML as it is when the pages have no text to hold it against', () => {
    expect(checkAgainstPages(fromXml, [{ number: 1, width: 612, height: 792, lines: [] }], () => null)).toBe(fromXml);
  });
});
