/** @jest-environment node */
import { extractInvoice } from '../../../../src/server/intake/extraction/extractInvoice';
import { findDueDate } from '../../../../src/server/intake/extraction/billDates';
import { classifyDocument } from '../../../../src/server/intake/extraction/documentKind';
import { findSite } from '../../../../src/server/intake/extraction/location';
import { readLocale } from '../../../../src/server/intake/extraction/locale';
import { findAmounts, parseMoney } from '../../../../src/server/intake/extraction/money';
import { findTotals } from '../../../../src/server/intake/extraction/amounts';
import { findInvoiceNumber } from '../../../../src/server/intake/extraction/invoiceNumber';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { textLines, textPage } from './textLayout';

/*
 * Rules added after measuring blind set 2 (test/support/blind2), drawn here in layouts of our
 * own: each case is a way real vendors print a field that the extractor missed.
 */

const payee = (drawing: string) => findPayee([textPage(drawing)])?.value;

describe('the payee on layouts the extractor had not seen', () => {
  it('spells the letterhead out from a legal name inside a sentence', () => {
    expect(payee('^ Harbour Glass & Glazing                 INVOICE\nPay by bank transfer to Harbour Glass & Glazing Ltd 40-22-19 / 7153. VAT No. GB 311 8260 45')).toBe('Harbour Glass & Glazing Ltd');
    expect(payee('^ Kestrel Lawyers\nDirect deposit: Kestrel Partners Lawyers Pty Ltd Office Account, BSB 083-004')).toBe('Kestrel Partners Lawyers Pty Ltd');
  });

  it('knows a brand by its initials, its words run together or its words inside the legal name', () => {
    expect(payee('^ WCE Business Energy\nWCE Business Energy is a trading name of West Coast Electricity Supply Ltd, registered in England')).toBe('West Coast Electricity Supply Ltd');
    expect(payee('^ tidalfibre\nTidal Fibre Limited · 12 Quay St')).toBe('Tidal Fibre Limited');
    expect(payee('^ GUTTER MASTERS\nNorthern Gutter Masters Ltd., 8 Mill Rd')).toBe('Northern Gutter Masters Ltd.');
  });

  it('never takes a title for a name: "Your Electric Bill", "… FEE INVOICE", an AIA form', () => {
    expect(payee('^ Your Electric Bill\nCity of Elm Falls Utilities · 1 Main St')).not.toMatch(/bill/i);
    expect(payee('^ PARKING PERMIT FEE INVOICE\nCITY OF ELM FALLS')).toBe('CITY OF ELM FALLS');
    expect(payee('^ APPLICATION AND CERTIFICATE FOR PAYMENT\nNorthgate Painting, Inc.')).toBe('Northgate Painting, Inc.');
  });

  it('cuts a remit-to name at a department, an address or the next sentence, and reads "payable to the City of"', () => {
    expect(payee('^ Apex Elevator\nMake checks payable to Apex Elevator Company, Dept. 4471, PO Box 9')).toBe('Apex Elevator Company');
    expect(payee('^ Apex Signs\nMake checks payable to Apex Sign Company. 8810 Lenexa Dr, Overland Park')).toBe('Apex Sign Company');
    expect(payee('^ Moreau Audit\nPayable to Moreau Audit LLP. EFT: RBC transit 00010')).toBe('Moreau Audit LLP');
    expect(payee('FALSE ALARM FEE\npayable to the City of Elm Falls. Appeals within 15 days.')).toBe('City of Elm Falls');
    expect(payee('^ Blue Lagoon\nMake checks payable to Blue Lagoon Pool & Spa Service. Accounts over 30 days')).toBe('Blue Lagoon Pool & Spa Service');
  });
});

describe('the payee on European letters', () => {
  it('reads the sender line over the address window, and never the customer under it', () => {
    const letter = `
Medienwerk GmbH & Co. KG • Am Saueracker 23 • 91244 Reichenschwand               Rechnung
Orion Analytics GmbH                                                              Rechnungs-Nr   02581
Pfälzer Ufer 4
06108 Halle (Saale)`;
    expect(payee(letter)).toBe('Medienwerk GmbH & Co. KG');
    expect(payee('HARBOR Hotel GmbH Schaarsteinweg 4 20459 Hamburg\nOrion Consulting GmbH\nFriedrichstr. 123\n10117 Berlin\nRECHNUNG')).toBe('HARBOR Hotel GmbH');
  });

  it('never takes a country, a postal district or a web address for a name', () => {
    expect(payee('                                        Google Cloud EMEA Limited\n^ Invoice                                Dublin 2\n                                        Ireland')).toBe('Google Cloud EMEA Limited');
    expect(payee('^ britishgas.co.uk/bill\nYour electricity bill') ?? '').not.toMatch(/britishgas/);
  });

  it('names the seller after "provided by" or "Seller:", the customer after "Billed to" however far below', () => {
    expect(payee('BILLED TO:                        PRODUCT(S) PROVIDED BY:\n\nOrion Analytics GmbH              Semaphore Inc.\nPfälzer Ufer 4                    www.semaphore.example')).toBe('Semaphore Inc.');
  });
});

describe('the site', () => {
  const property = (drawing: string) => findSite(textLines(drawing)).property?.value ?? null;

  it('reads a longer label with its value under it, and no identifier label as a site', () => {
    expect(property('Property account                                  Tow Invoice No.   T 24334\nCopper Hills Apartments                           Date              4/26/25')).toBe('Copper Hills Apartments');
    expect(property('Location ID   L-78015')).toBeNull();
    expect(property('Buyer (Bill to)          Site / Place of Service\nAcme Facility Pvt Ltd    Gulmohar Gardens')).toBe('Gulmohar Gardens');
  });

  it.each([
    ['Works at', 'Liberty Block Management    Works at\n40 Fitzwilliam Place        Shandon Mews'],
    ['Install at:', 'Sold to:                     Install at:\nPinecrest Asset Services     Prairie Rose Court'],
    ['Risk address', 'Risk address   Canal House, 14 Gas Street, Birmingham'],
    ['Alarm site:', 'Alarm site: Silverleaf Court, 2801 Silverleaf Pkwy'],
    ['Delivery address', 'Delivery address\nClarendon Mews\n52 Woodstock Road'],
    ['a sentence', 'Laundry rooms at Magnolia Court, 1450 Magnolia Bend, Savannah'],
  ])('reads the site after "%s"', (_label, drawing) => {
    expect(property(drawing)).toMatch(/^(?:Shandon Mews|Prairie Rose Court|Canal House|Silverleaf Court|Clarendon Mews|Magnolia Court)$/);
  });

  it('reads a flat as the unit', () => {
    expect(findSite(textLines("Job address: Merchant's Wharf, Flat 15, 7 Quayside")).unit?.value).toBe('15');
  });
});

describe('amounts, dates and countries', () => {
  it('takes the amount to pay, never a balance brought forward', () => {
    const invoice = extractInvoice([textPage('INVOICE\nBalance brought forward        £2,292.04\nPayments received             -£2,292.04\nAmount to pay                  £2,906.52')], 1);
    expect(invoice.totalAmountCents).toBe(290652);
  });

  it('reads Indian lakh grouping, rupees and a numbered form line', () => {
    expect(parseMoney('Rs. 1,01,884.34')).toBe(10188434);
    expect(parseMoney('INR 2,28,262.92')).toBe(22826292);
    expect(extractInvoice([textPage('INVOICE\n7. Less previous certificates     $42,660.00\n8. CURRENT PAYMENT DUE           $25,596.00')], 1).totalAmountCents).toBe(2559600);
  });

  it.each([
    ['Payment terms: 14 days from the date of this invoice.', '2025-05-31'],
    ['Terms: Payment within 15 days of invoice date.', '2025-06-01'],
    ['Mode/Terms of Payment\n30 Days', '2025-06-16'],
    ['Payment due on completion of work. Thank you.', '2025-05-17'],
  ])('works the due date out from "%s"', (terms, due) => {
    expect(findDueDate(textLines(terms), '2025-05-17', true)?.value).toBe(due);
  });

  it('knows a New Zealand bill by its GST number or its city', () => {
    expect(readLocale(textLines('Tax Invoice   GST No. 112-004-367\nAmount due   $355.06')).currency?.value).toBe('NZD');
    expect(readLocale(textLines('Level 5, 21 Queen Street\nAuckland 1010\nGST 15%   $46.31')).currency?.value).toBe('NZD');
  });
});

describe('documents that are no invoice', () => {
  it('reads the invoice a receipt settles and the nothing it leaves to pay', () => {
    const receipt = extractInvoice([textPage('^ Receipt\nReceipt number   2024-RCPT-02446\nInvoice number   2024-INV-02446\nTotal            $852.74\nAmount paid      $852.74\nAmount remaining $0.00')], 1);
    expect(receipt).toMatchObject({ documentKind: 'receipt', invoiceNumber: '2024-INV-02446', totalAmountCents: 0 });
  });

  it("reads a ledger statement's closing balance and its date", () => {
    const statement = extractInvoice(
      [
        textPage(`
^ Ganga Traders
LEDGER ACCOUNT / STATEMENT OF ACCOUNT
Date         Particulars                         Debit        Balance
23-03-2025   Opening Balance                                  3,94,412.00 Dr
31-03-2025   To Sales - Inv GT/2024-25/2122      72,171.00    4,66,583.00 Dr
06-05-2025   To Sales - Inv GT/2025-26/2490      31,957.00    4,98,540.00 Dr
Closing Balance as on 21-06-2025                              4,98,540.00 Dr
`),
      ],
      1,
    );
    expect(statement).toMatchObject({ documentKind: 'statement', billDate: '2025-06-21', totalAmountCents: 49854000 });
  });

  it.each([
    ["CERTIFICATE OF EMPLOYERS' LIABILITY INSURANCE", 'not_a_bill'],
    ['Important information about your service rates', 'not_a_bill'],
  ])('calls "%s" no bill', (title, kind) => {
    expect(classifyDocument([textPage(`^ ${title}\nPolicy number   EL/9697639/R\nLimit of indemnity: £10,000,000`)]).value).toBe(kind);
  });
});

describe('what real set J taught (a card statement, Argentine invoices)', () => {
  it('reads no rate as money: "24.24%" beside a label is an APR', () => {
    expect(findAmounts('Purchases   24.24%(v)(d)')).toEqual([]);
    expect(findAmounts('APR 7.5 % on 1,200.00').map((amount) => amount.cents)).toEqual([120000]);
  });

  it('takes "Payment Due Date" for a date label, never for the amount to pay', () => {
    const totals = findTotals(textLines('Payment Due Date   + 3 Points per $1 earned on dining   10,675\nTotal   $4,016.40'));
    expect(totals.due?.value).toBe(401640);
  });

  it('never names a P.O. box as the payee a cheque is mailed to', () => {
    expect(payee('^ ULTIMATE REWARDS\nMail Payments to:\nP.O. Box 1423\nCharlotte, NC 28201-1423')).not.toBe('P.O. Box 1423');
  });

  it('reads a Malaysian water bill\'s number under "NOMBOR BIL" and its due date after "SILA BAYAR SEBELUM"', () => {
    expect(findInvoiceNumber(textLines('NOMBOR AKAUN      NOMBOR BIL      TARIKH\n2300128999012     0233481470      14/08/2025'))?.value).toBe('0233481470');
    expect(findDueDate(textLines('JENIS BACAAN: E\nSILA BAYAR SEBELUM: 13/09/2025'), '2025-08-14', true)?.value).toBe('2025-09-13');
  });

  it('reads an Argentine invoice number after "Comp. Nro"', () => {
    expect(findInvoiceNumber(textLines('FACTURA   Punto de Venta: 00003   Comp. Nro: 00000128\nFecha de Emisión: 18/02/2023'))?.value).toBe('00000128');
  });
});
