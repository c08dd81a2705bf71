/** @jest-environment node */
import { nameOnly, NOT_A_NAME } from '../../../../src/server/intake/extraction/companyNames';
import { findPayee } from '../../../../src/server/intake/extraction/payee';
import { withoutSpecks } from '../../../../src/server/intake/ocr/recognize';
import { normalizeText } from '../../../support/blind/score';
import { textLines, textPage } from './textLayout';

/** Blind set 2's scans: what OCR does to a vendor's name, and where the whole name is printed again. */
const payee = (drawing: string) => findPayee([textPage(drawing)])?.value ?? null;
/** Rows enough to put what follows in the page's lower half. */
const lowerHalf = '\n'.repeat(30);

describe("a vendor's name on a scan", () => {
  it('ends before a sentence whose full stop the scan lost', () => {
    expect(nameOnly('Blue Horizon Pool & Spa Service Accounts over 30 days may have service suspended')).toBe('Blue Horizon Pool & Spa Service');
    expect(nameOnly('Harbor Services Are Here')).toBe('Harbor Services Are Here');
    expect(nameOnly('Anycompany Bank USA to ensure your payment is processed promptly')).toBe('Anycompany Bank USA');
    expect(nameOnly('Return to Sender Couriers')).toBe('Return to Sender Couriers');
  });

  it('is spelt out by the name the bill is signed for, where OCR dropped a word of the letterhead', () => {
    const drawing = `
^ Vasudha Electricals    Sanitary Traders
41, S.P. Road, Bengaluru 560002
QUOTATION
Sub Total    Rs. 22,762.50${lowerHalf}
For Vasudha Electricals & Sanitary Traders
Authorised Signatory
`;
    expect(payee(drawing)).toBe('Vasudha Electricals & Sanitary Traders');
  });

  it('is not replaced by a signature for another company', () => {
    const drawing = `
^ Vasudha Electricals
41, S.P. Road, Bengaluru 560002
Sub Total    Rs. 22,762.50${lowerHalf}
For Nilgiri Facility Services
`;
    expect(payee(drawing)).toBe('Vasudha Electricals');
  });

  it("drops a logo's mark read as a short word where the page prints the name without it", () => {
    const drawing = `
^ Av Waitemata District Council         Tax Invoice
Te Kaunihera a Rohe
Amount due    $502.78
Pay by internet banking to Waitemata District Council, 12-3011-004511-00
`;
    expect(payee(drawing)).toBe('Waitemata District Council');
    expect(payee('^ AJ Plumbing Services\nInvoice 1042\nAmount due   $50.00')).toBe('AJ Plumbing Services');
  });

  it('takes no column heading for a name', () => {
    expect(NOT_A_NAME.test('Description of Service')).toBe(true);
    expect(NOT_A_NAME.test('Description of Services')).toBe(true);
    expect(payee('^ [sac]\nShield Pest Management Services Pvt. Ltd.\nInvoice No. SPM/2024-25/1892')).not.toBe('sac]');
  });

  it('reads a speck between two letters as nothing', () => {
    const [line] = textLines('Remit to Vigilant Shield Protec!tive Services, Inc.    Hello! world');
    expect(withoutSpecks(line!).text).toBe('Remit to Vigilant Shield Protective Services, Inc.\tHello! world');
  });
});

describe("the blind sets' scoring", () => {
  it("takes an apostrophe's or a quote's typographic form for the plain one", () => {
    expect(normalizeText('O’Briain Roofing Contractors Ltd')).toBe(normalizeText("O'Briain Roofing Contractors Ltd"));
    expect(normalizeText('“Merchant’s Quay”')).toBe(normalizeText('"Merchant\'s Quay"'));
  });
});
