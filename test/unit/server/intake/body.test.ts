/** @jest-environment node */
import { analyzeBody, type BodyReading } from '../../../../src/server/intake/body/analyzeBody';
import { htmlPage } from '../../../../src/server/intake/body/bodyPage';
import { htmlRows } from '../../../../src/server/intake/body/htmlRows';
import { portalLinks } from '../../../../src/server/intake/body/portalLinks';

/** A utility's "your bill is ready" mail: layout tables, a hidden preheader, buttons and a footer. */
const utilityMail = `<html><head><style>td { padding: 4px }</style></head><body>
<span style="display:none;max-height:0">Your March bill of $182.40 is ready</span>
<table width="100%"><tr><td align="center">
 <table width="600">
  <tr><td><img src="https://cdn.lakeshore.example/logo.png" alt="Lakeshore"></td></tr>
  <tr><td><h2>Your bill is ready</h2><p>Hello Oakwood Property Management,</p><p>Your water and sewer bill is ready.</p></td></tr>
  <tr><td><table>
   <tr><td>Account number</td><td>004-118230-7</td></tr>
   <tr><td>Service address</td><td>1450 Oak St</td></tr>
   <tr><td>Bill date</td><td>March 4, 2024</td></tr>
   <tr><td>Amount due</td><td style="font-size:20px"><b>$182.40</b></td></tr>
   <tr><td>Due date</td><td>March 25, 2024</td></tr>
  </table></td></tr>
  <tr><td><a href="https://myaccount.lakeshore.example/bills/2024-03">View your bill</a>&nbsp;<a href="https://pay.lakeshore.example/">Pay now</a></td></tr>
  <tr><td style="font-size:11px">Lakeshore Water &amp; Sewer Authority, 200 Harbor Dr, Springfield IL 62701 ·
   <a href="https://lakeshore.example/unsubscribe">Unsubscribe</a> · <a href="https://lakeshore.example/privacy">Privacy policy</a> · <a href="https://facebook.com/lakeshore">Facebook</a></td></tr>
 </table>
</td></tr></table></body></html>`;

const bill = (reading: BodyReading) => {
  if (reading.outcome.kind !== 'invoices') throw new Error(`no bill: ${JSON.stringify(reading.outcome)}`);
  return reading.outcome.invoices[0]!;
};

describe('an e-mail body drawn as a page', () => {
  it('lays a table row out as boxes side by side and skips what the reader does not see', () => {
    const lines = htmlPage(htmlRows(utilityMail)).lines;
    const texts = lines.map((line) => line.tokens.map((token) => token.text));
    expect(texts).toContainEqual(['Amount due', '$182.40']);
    expect(texts).toContainEqual(['View your bill Pay now']);
    expect(texts.flat().join(' ')).not.toMatch(/Your March bill of/);
    const amount = lines.find((line) => line.text.startsWith('Amount due'))!;
    const heading = lines.find((line) => line.text === 'Your bill is ready')!;
    expect(heading.height).toBeGreaterThan(amount.height - 1);
    // Cells of one table share their columns, so a value sits under the values of the rows above.
    const [label, value] = amount.tokens;
    expect(lines.find((line) => line.text.startsWith('Due date'))!.tokens.map((token) => token.x)).toEqual([label!.x, value!.x]);
  });

  it('stacks the lines of a cell and keeps a row of label boxes over its row of values', () => {
    const rows = htmlRows('<table><tr><td>Invoice No.<br>INV-2207</td><td><p>Invoice date</p><p>05/02/2024</p></td><td>Balance due<div>$1,020.00</div></td></tr></table>');
    expect(htmlPage(rows).lines.map((line) => line.tokens.map((token) => token.text))).toEqual([
      ['Invoice No.', 'Invoice date', 'Balance due'],
      ['INV-2207', '05/02/2024', '$1,020.00'],
    ]);
  });
});

describe('a bill written in the e-mail', () => {
  it("reads a utility's HTML bill like a PDF, with its links to the portal", () => {
    const reading = analyzeBody({ html: utilityMail, text: null, senderName: 'Lakeshore Water' });
    expect(bill(reading)).toMatchObject({
      source: 'body',
      documentKind: 'invoice',
      payee: 'Lakeshore Water & Sewer Authority',
      totalAmountCents: 18240,
      billDate: '2024-03-04',
      dueDate: '2024-03-25',
      currency: 'USD',
      reference: '004-118230-7',
    });
    expect(reading.links).toEqual(['https://myaccount.lakeshore.example/bills/2024-03', 'https://pay.lakeshore.example/']);
  });

  it('reads a plain-text bill, and names the sender as the payee when the text names no company, as a guess', () => {
    const text = ['Hi,', '', 'Invoice 1187 for the gutter cleaning at Maple Court.', '', 'Amount due:   $340.00', 'Due date:     April 2, 2024', '', 'Thanks, Dave'].join('\n');
    const invoice = bill(analyzeBody({ html: null, text, senderName: "Dave's Gutters" }));
    expect(invoice).toMatchObject({ payee: "Dave's Gutters", totalAmountCents: 34000, dueDate: '2024-04-02' });
    expect(invoice.confidence.payee).toBeLessThan(0.6);
    expect(invoice.reasons.payee).toMatch(/the name the e-mail was sent under/);
  });

  it("is not taken for a newsletter because its footer says Unsubscribe, and finds the site, the unit and a direct debit's date in its sentences", () => {
    const html = `<h2>ridgeline energy</h2><p>Your electricity bill for Karri Court is ready.</p>
      <table><tr><td>Total due</td><td>$1,728.40</td></tr><tr><td>Account number</td><td>7275 013 671</td></tr>
      <tr><td>Supply address</td><td>Unit 2311, 88 Kavanagh Street, Southbank VIC 3006</td></tr><tr><td>Issue date</td><td>1 May 2024</td></tr></table>
      <p>We'll collect this by Direct Debit on or just after 15 May 2024.</p>
      <p>Ridgeline Energy Retail Pty Ltd ABN 48 612 330 917 · <a href="https://ridgeline.example/unsubscribe">Unsubscribe</a> · Privacy</p>`;
    expect(bill(analyzeBody({ html, text: null, senderName: null }))).toMatchObject({
      documentKind: 'invoice',
      payee: 'Ridgeline Energy Retail Pty Ltd',
      property: 'Karri Court',
      unit: '2311',
      dueDate: '2024-05-15',
      currency: 'AUD',
      totalAmountCents: 172840,
    });
  });

  it("reads a tradesman's plain-text note: the job's site and unit in a sentence, New Zealand's GST number", () => {
    const text = 'Kia ora,\n\nInvoice 2526 dated 24/06/2025 for the job at Kowhai House, unit 2 (140 Cashel Street):\nLabour and parts: $301.30 + GST $45.20 = $346.50 incl GST\nPlease pay by 14/07/2025.\n\nDoyle Drains Ltd | GST 118-442-901';
    expect(bill(analyzeBody({ html: null, text, senderName: null }))).toMatchObject({ invoiceNumber: '2526', property: 'Kowhai House', unit: '2', currency: 'NZD', billDate: '2025-06-24', dueDate: '2025-07-14' });
  });

  it.each([
    ['a covering note', '<p>Hello,</p><p>Please find our invoice attached. Thank you for your business.</p><p>Summit Electrical</p>'],
    ['a newsletter quoting prices', '<h1>Spring savings!</h1><p>Book an AC tune-up before April 30 and save $50. Prices from $89.</p><p><a href="https://coolair.example/book">Book now</a></p>'],
    ['a statement notice with no amount', '<p>Your statement for March is available online.</p><p><a href="https://portal.vendor.example/statements">View your statement</a></p>'],
  ])('finds no bill in %s', (_label, html) => {
    expect(analyzeBody({ html, text: null, senderName: 'Vendor' }).outcome.kind).not.toBe('invoices');
  });

  it('still lists the portal link of a notice that holds no bill', () => {
    const reading = analyzeBody({ html: '<p>Your statement for March is available online.</p><p><a href="https://portal.vendor.example/statements">View your statement</a></p>', text: null, senderName: null });
    expect(reading.links).toEqual(['https://portal.vendor.example/statements']);
  });

  it('says when there is no text at all', () => {
    expect(analyzeBody({ html: null, text: null, senderName: null }).outcome).toEqual({ kind: 'no-invoice', pageCount: 0, reason: 'the e-mail has no text' });
  });
});

describe('portal links', () => {
  it('keeps view and pay links, http(s) only, each once, and leaves marketing, help and social links out', () => {
    const html = `<a href="https://billing.vendor.example/inv/88">View invoice</a> <a href="https://billing.vendor.example/inv/88">View invoice</a>
      <a href="javascript:alert(1)">Pay now</a> <a href="mailto:ar@vendor.example">Pay by mail</a> <a href="https://vendor.example/help">Help with your bill</a>
      <a href="https://vendor.example/email-preferences">Manage preferences</a> <a href="https://pay.vendor.example/q?a=1&amp;b=2">Pay online</a>`;
    expect(portalLinks(html, null)).toEqual(['https://billing.vendor.example/inv/88', 'https://pay.vendor.example/q?a=1&b=2']);
  });

  it('finds them in a plain-text body by what the line says', () => {
    expect(portalLinks(null, 'View your bill: https://my.vendor.example/bill/7\nFollow us: https://twitter.com/vendor\nhttps://vendor.example/unsubscribe')).toEqual(['https://my.vendor.example/bill/7']);
  });
});
