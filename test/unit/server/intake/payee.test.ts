/** @jest-environment node */
import { NOT_A_NAME } from '../../../../src/server/intake/extraction/companyNames';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { textPage } from './textLayout';

const payee = (drawing: string) => findPayee([textPage(drawing)]);

describe('findPayee', () => {
  it('takes the letterhead, not the title or the Bill To customer', () => {
    expect(
      payee(`
^ Rapid Rooter Plumbing LLC               INVOICE
412 Industrial Pkwy
Springfield, IL 62704
Phone: (217) 555-0142

Bill To:
Oakwood Property Management LLC
`)?.value,
    ).toBe('Rapid Rooter Plumbing LLC');
  });

  it('is surer when a "payable to" line names the letterhead', () => {
    const found = payee(`
^ Keystone Plumbing Services
Invoice #: 1042

Please make checks payable to Keystone Plumbing Services
`);
    expect(found).toMatchObject({ value: 'Keystone Plumbing Services', confidence: 0.95 });
  });

  it('takes no amount label for a name', () => {
    const found = payee(`
(503)228-6322 or 1-800-542-8818             Account #   0014 67496-707935 9
PortlandGeneral.com
                                            Previous Amount Due   13,263.39
`);
    expect(found?.value ?? null).not.toBe('Previous Amount Due');
  });

  it.each(['ORIGINAL', 'DUPLICADO', 'Payé', 'Código 01', 'Condición de VENTA: 10 Días S/Fecha Factura', 'Payments/Adjustments', 'Other Charges/Credits', 'Previous Amount Due', 'Office Hours', 'Payments are accepted'])('takes "%s" for no name', (text) => {
    expect(NOT_A_NAME.test(text)).toBe(true);
  });

  it('reads the seller a marketplace invoice names ("Vendu par …")', () => {
    expect(payee('^ amazon.fr\nPayé\nVendu par Water Filter Man Ltd\nFacture\nTotal   23,99 €')?.value).toBe('Water Filter Man Ltd');
  });

  it('keeps a Spanish company’s S.A.U. whole', () => {
    expect(payee('^ DECATHLON ESPAÑA S.A.U.\nFactura simplificada')?.value).toBe('DECATHLON ESPAÑA S.A.U.');
  });

  it('takes no company a sentence says provides something for the one paid', () => {
    expect(
      payee(`
^ PEOTTER'S AUTO BODY
186 Broad St., Summit, NJ 07901
Preliminary Estimate
Part Numbers and Benchmark Prices are provided by National Auto Glass Specifications. Labor operation times listed
`)?.value,
    ).toBe("PEOTTER'S AUTO BODY");
  });

  it.each([
    ['Beneficiary Name: Appcues, Inc.', 'Appcues, Inc.'],
    ['Please make the cheque payable to Rogers (12 digit account', 'Rogers'],
  ])('reads the name after "%s" without its label or a broken bracket', (line, name) => {
    expect(payee(`^ INVOICE\nInvoice #   1042\n${line}`)?.value).toBe(name);
  });

  it('reads a sender line without its label', () => {
    expect(payee('Remite: IBERDROLA CLIENTES, S.A.U. · Apartado 61087 · 28080 Madrid\nD. Juan Pérez\nCalle Mayor 1')?.value).toBe('IBERDROLA CLIENTES, S.A.U.');
  });

  it('reads the name checks are mailed to', () => {
    const found = payee(`
Inquiries? Call your Business Solutions Team       BILLING DATE:   Jul 10, 2019
pacificpower.net                                   AMOUNT DUE:   $851,167.98
Write account number on check & mail to: Pacific Power, PO Box 26000, Portland, OR 97256-0001
`);
    expect(found?.value).toBe('Pacific Power');
  });

  it('takes no "Mail to:" address block for the payee', () => {
    expect(
      payee(`
^ MARLOW COUNTY DEPARTMENT OF BUILDING SAFETY
410 Courthouse Sq, Lancaster, PA 17602
ANNUAL PERMIT RENEWAL - BILLING NOTICE
Mail to:
Tallgrass Asset Management Inc.
210 W Main St, 4th Floor
`)?.value,
    ).not.toBe('Tallgrass Asset Management Inc.');
  });

  it('doubts a legal name at the top when checks are made out to another name', () => {
    const found = payee(`
^ APPLE INC
495400 APPLE INC., MAIL STOP #4
C/O CASS INFORMATION SYSTEMS
PO BOX 183263
Write account number on check & mail to: Pacific Power, PO Box 26000, Portland, OR 97256-0001
`);
    expect(found?.confidence ?? 0).toBeLessThan(0.9);
  });

  it.each([
    ['duke-energy.com', 'Duke Energy'],
    ['PortlandGeneral.com', 'Portland General'],
  ])('names a vendor whose name is only in its logo by its web address %s, doubtfully', (site, name) => {
    const found = payee(`
                          ${site}
DBA MAIN CAMPUS                                Account Number   0003042988
3040 CORNWALLIS RD                             Bill Date        05/12/2020
`);
    expect(found).toMatchObject({ value: name, confidence: 0.5 });
    expect(found?.reason).toContain(site);
  });

  it('keeps the words at the top that the web address holds one of', () => {
    expect(
      payee(`
The Nussbaum Center for Entrepreneurship          www.nussbaumcfe.org
Account Number   0003042988
`)?.value,
    ).toBe('The Nussbaum Center for Entrepreneurship');
  });

  it('takes the name the vendor\'s own web address spells over a customer printed large', () => {
    expect(
      payee(`
^ RYAN FOBEL                                   enbridgegas.com
442 JONES AVE
Bill Date          Account Number          Enbridge Gas Distribution Inc.
`),
    ).toMatchObject({ value: 'Enbridge Gas Distribution Inc.', confidence: 0.8 });
  });

  it('takes the company a French legal mention names', () => {
    expect(
      payee(`
Date de facture      02/11/2019
ALEXINUX SARL
35 B RUE MONTGOLFIER
BOUYGUES TELECOM - Société Anonyme au capital de 712 588 399,56 € - Siège social : 37-39, rue Boissière
`)?.value,
    ).toBe('BOUYGUES TELECOM');
  });

  it('cuts a remit-to name at the sentence after it, whatever its case', () => {
    expect(payee('^ BGE\nMake checks payable to BGE. Please write your account number on your check')?.value).toBe('BGE');
  });

  it('keeps a legal letterhead over another company that shares its first words', () => {
    expect(payee('^ Kuwait Petroleum Italia SpA\nSocietà soggetta alla direzione della Kuwait Petroleum Corporation')?.value).toBe('Kuwait Petroleum Italia SpA');
  });

  it('doubts a payable-to name that the letterhead spells otherwise', () => {
    expect(payee('^ CENTRE COM HAWTHORN PTY lTD\nPlease make all cheques payable to : CENTRE COM HAWTHORN PTY LTO')).toMatchObject({ confidence: 0.8 });
  });

  it('reads a payable-to name in quotes', () => {
    expect(payee('For cheque payment: Crossed cheque is to be made payable to ‘SP Services Ltd’. Please detach and mail this')?.value).toBe('SP Services Ltd');
  });

  it.each([
    ['a Spanish S.L.', 'Fabeiro S.L.', 'Factura 25 - 11.474\nFabeiro S.L. - Polígono de Sabón, Arteixo'],
    ['a Malaysian Sdn. Bhd.', 'SYARIKAT AIR NEGERI SEMBILAN SDN. BHD.', 'Bil Air\nSYARIKAT AIR NEGERI SEMBILAN SDN. BHD. (Co. No. 12345-X)'],
    ['a German cooperative', 'Dachdecker-Einkauf Süd eG', 'Rechnung\nDachdecker-Einkauf Süd eG, Kaiserstraße 8, 86150 Augsburg'],
  ])('knows %s as a company', (_label, name, drawing) => {
    expect(payee(drawing)?.value).toBe(name);
  });

  it.each(['Name', 'Firma', 'Account No', 'Scan & Pay'])('never takes the label "%s" for a letterhead', (label) => {
    expect(payee(`^ ${label}\nTotal   $5.00`)).toBeNull();
  });

  it('takes the Remit To name over a letterhead that differs', () => {
    expect(
      payee(`
^ ACME
Remit To:
Acme Landscape Holdings Inc.
PO Box 4410
`)?.value,
    ).toBe('Acme Landscape Holdings Inc.');
  });

  it('keeps the address out of a one-line remit-to', () => {
    expect(payee('^ ACE\nRemit to: Ace Pipe Works Inc., PO Box 5227, Austin, TX 78781')?.value).toBe('Ace Pipe Works Inc.');
  });

  it('skips phone, e-mail and address lines', () => {
    expect(
      payee(`
1450 Commerce Dr
billing@example.com
Tel (555) 123-4567
Brightway Janitorial
`)?.value,
    ).toBe('Brightway Janitorial');
  });

  it('ends a payable-to name at the sentence after it, keeping abbreviations and initials', () => {
    expect(payee('Luis Ramirez\nChecks payable to Ray Thompson. Thank you!')?.value).toBe('Ray Thompson');
    expect(payee('Make checks payable to J. Smith Bros. Plumbing Co.')?.value).toBe('J. Smith Bros. Plumbing Co.');
  });

  it.each(['SERVICE TICKET', 'PROGRESS BILLING', 'APPLICATION FOR PAYMENT'])('does not take a big "%s" title for the vendor', (title) => {
    expect(payee(`^ ${title}\nBayou Bug Control LLC\n3010 Pine Rd`)?.value).toBe('Bayou Bug Control LLC');
  });

  it('finds nothing on an empty page', () => {
    expect(payee('')).toBeNull();
  });
});

describe('findPayee on letterheads that abbreviate', () => {
  it("takes the company's full name that spells out a logo's brand, from anywhere on the page", () => {
    const found = payee('^ skyreach                                  Invoice\nbusiness fiber & voice\nBill To:\nNorthgate Residential Services LLC\n\n\n\nSkyreach Broadband, LLC | 2200 Fiber Way, Plano, TX 75024');
    expect(found).toMatchObject({ value: 'Skyreach Broadband, LLC', confidence: 0.9 });
  });

  it('never takes a title, a label or the customer for the vendor', () => {
    expect(payee('^ Credit note\nRentwise Software, Inc.                 Bill to\n500 Howard St                            Northgate Residential Services')?.value).toBe('Rentwise Software, Inc.');
    expect(payee('^ ANNUAL PERMIT RENEWAL - BILLING NOTICE\nMARLOW COUNTY DEPARTMENT OF BUILDING SAFETY')?.value).toBe('MARLOW COUNTY DEPARTMENT OF BUILDING SAFETY');
    expect(payee('^ Receipt from Tenantlink Screening, Inc.\nAmount paid     $599.85')?.value).toBe('Tenantlink Screening, Inc.');
  });

  it("drops a logo's initials, tax numbers and the address after a legal name", () => {
    expect(payee('^ GR Greenbin Recycling Ltd\nLeeds LS1 2NE')?.value).toBe('Greenbin Recycling Ltd');
    expect(payee('^ Southern Grid\nSouthern Grid Energy Pty Ltd ABN 53 604 118 207')?.value).toBe('Southern Grid Energy Pty Ltd');
    expect(payee('Kingsmead Borough Council, Guildhall, High Street, Bath BA1 5AW. If you are having difficulty paying, call us.')?.value).toBe('Kingsmead Borough Council');
  });

  it('ignores a payable-to that names no one', () => {
    expect(payee('^ Bluestem Valley Water District\nMake checks payable to the District')?.value).toBe('Bluestem Valley Water District');
  });
});

describe('findPayee abroad and in small print', () => {
  it('knows European company forms and takes no slogan or bare form for a name', () => {
    expect(payee('                                   Coolblue B.V.\n^ FACTUUR.                           Weena 664\n^ Dat betaal ik zelf wel.            3012 CN Rotterdam')?.value).toBe('Coolblue B.V.');
    expect(payee('Virement   Titulaire du compte : NETPRESSE\nSarl au capital de 10 000€ - RSC Paris B 530 848 134')?.value).toBe('NETPRESSE');
  });

  it('takes no big date or short code for the letterhead', () => {
    expect(payee('^ October 12\nPrairie Lantern Electric Cooperative\n^ NMI')?.value).toBe('Prairie Lantern Electric Cooperative');
  });
});

describe('findPayee, a letterhead that is a customer block', () => {
  it('never calls a name certain for spelling out itself', () => {
    // A receipt with its customer's block (no label) left of the vendor's name: whichever is
    // taken for the letterhead, no legal name spells it out, so no answer is sure.
    const found = payee(`
                                        Hubdoc Limited
                                Bank House, 171 Midsummer Boulevard
Invoice 1002                                         February 22, 2019
UK Company
Alan UK
`);
    expect(found?.confidence ?? 0).toBeLessThan(0.9);
  });

  it('takes the longer legal name printed beside the letterhead', () => {
    expect(payee('^ Moreton Coast Water          Moreton Coast Water Authority · ABN 71 342 118 904\nTax invoice')).toMatchObject({ value: 'Moreton Coast Water Authority', confidence: 0.9 });
  });

  it('is sure of a letterhead that a signature line names again', () => {
    expect(payee('^ Summit Crest Roofing LLC\nQuote for roof work\n\n\nFor Summit Crest Roofing LLC')).toMatchObject({ value: 'Summit Crest Roofing LLC', confidence: 0.9 });
  });
});

describe('findPayee, words that are no names', () => {
  it.each([
    ['a Spanish title', '^ FACTURA\nNúmero de factura 1 24 0005 0001201345'],
    ['a bank code with its label', 'BIC: INGBNL2A\nIBAN: NL91 ABNA 0417 1643 00'],
    ['a heading word', '^ MONTHLY\nAccount 4411-2'],
    ['a column heading', 'Details\n2 x 40.40   80.80'],
  ])('never takes %s', (_label, drawing) => {
    expect(payee(drawing)).toBeNull();
  });
});
