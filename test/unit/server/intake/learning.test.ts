/** @jest-environment node */
import { extractInvoice } from '../../../../src/server/intake/extraction/extractInvoice';
import { evidenceMatches } from '../../../../src/server/intake/learning/applyHints';
import { analysePages } from '../../../../src/server/intake/pdf/analyzePdf';
import type { ExtractedInvoice, LearnedHint, PdfOutcome } from '../../../../src/server/intake/pdf/types';
import { textPage } from './textLayout';

/** A vendor whose letterhead is a logo: the text layer starts with its billing software's banner. */
const summitBill = (number: string, street: string, account = '88-1204') =>
  textPage(`
^ INVOICE SERVICES                                 INVOICE
Summit Electrical Contractors                  Invoice #:        ${number}
77 Ridge Rd, Dayton OH 45402                   Date:             03/04/2024
                                               Account No:       ${account}
Bill To:                                       Service Address:
Oakwood Property Management                    ${street}
500 Main St

Description                       Qty       Rate       Amount
Panel inspection                  1.0    $180.00      $180.00
Total                                                 $180.00
`);

/** Another vendor forwarded through the same address, on other billing software. */
const harborBill = textPage(`
^ INVOICE SERVICES                                   TAX INVOICE
Harbor Pool Care                                   No. HP-5521
PO Box 12, Dayton OH                               Issued  03/09/2024
Customer:                                          Pool:
Oakwood Property Management                        Lakeside Commons
Weekly chemical service                                     $240.00
Amount due                                                  $240.00
`);

const read = (page: ReturnType<typeof textPage>, hints?: LearnedHint[]): ExtractedInvoice => {
  const outcome: PdfOutcome = analysePages([page], 1, hints);
  if (outcome.kind !== 'invoices') throw new Error(`no invoice: ${outcome.kind}`);
  return outcome.invoices[0]!;
};

/** What a reviewer's correction of `invoice` records: the value and what its document showed. */
const correction = (invoice: ExtractedInvoice, field: LearnedHint['field'], value: string): LearnedHint => ({ field, value, source: invoice.invoiceNumber ?? 'unnumbered', evidence: invoice.evidence });

describe('learning from corrections', () => {
  const first = read(summitBill('S-1001', '1450 Oak St'));

  it('records what the document shows of its vendor, account, site and layout', () => {
    expect(first.evidence).toMatchObject({ account: '88 1204', site: expect.stringContaining('1450 oak st') });
    expect(first.evidence.layout).toEqual(expect.arrayContaining(['summit', 'electrical', 'contractors', 'bill']));
    expect(first.evidence.layout.some((word) => /\d/.test(word))).toBe(false);
    expect(extractInvoice([summitBill('S-1001', '1450 Oak St')], 1).evidence).toEqual(first.evidence);
  });

  it("applies a correction to the same vendor's next bill, below certainty, saying whose correction it was", () => {
    const hints = [correction(first, 'payee', 'Summit Electrical Contractors Inc.'), correction(first, 'glAccount', '6420')];
    const next = read(summitBill('S-1002', '1450 Oak St'), hints);
    expect(next).toMatchObject({ payee: 'Summit Electrical Contractors Inc.', glAccount: '6420' });
    expect(next.confidence.payee).toBeGreaterThanOrEqual(0.8);
    expect(next.confidence.payee).toBeLessThan(1);
    expect(next.reasons.payee).toBe('learned from your correction of invoice S-1001: the same account number, the same name read, the same layout');
    expect(next.reasons.glAccount).toMatch(/^learned from your correction of invoice S-1001/);
  });

  it("never stamps one vendor's correction on another vendor's bill forwarded by the same sender", () => {
    const hints = [correction(first, 'payee', 'Summit Electrical Contractors Inc.'), correction(first, 'glAccount', '6420'), correction(first, 'property', 'Maple Court')];
    const unaided = read(harborBill);
    const other = read(harborBill, hints);
    expect(other.payee).toBe(unaided.payee);
    expect(other.payee).not.toBe('Summit Electrical Contractors Inc.');
    expect(other.glAccount).toBeNull();
    expect(other.property).toBe(unaided.property);
    expect(other.reasons.payee ?? '').not.toMatch(/learned/);
  });

  it('learns a property only for the same site or account, never from the layout alone', () => {
    const maple = correction(first, 'property', 'Maple Court');
    expect(read(summitBill('S-1003', '1450 Oak St', 'none'), [maple]).property).toBe('Maple Court');
    const elsewhere = read(summitBill('S-1004', '22 Birch Ave', '51-7730'), [maple]);
    expect(elsewhere.property).not.toBe('Maple Court');
  });

  it('trusts a corrected payee printed on the page, even from a new account', () => {
    const learned = read(summitBill('S-1005', '22 Birch Ave', '51-7730'), [correction(first, 'payee', 'Summit Electrical Contractors')]);
    expect(learned.payee).toBe('Summit Electrical Contractors');
    expect(learned.reasons.payee).toMatch(/the corrected value is printed on it/);
  });

  it('lets the newest matching correction decide, and leaves the bill alone without hints', () => {
    const older = correction(first, 'glAccount', '6400');
    const newer = correction(first, 'glAccount', '6420');
    expect(read(summitBill('S-1006', '1450 Oak St'), [newer, older]).glAccount).toBe('6420');
    expect(read(summitBill('S-1006', '1450 Oak St'), [])).toEqual(read(summitBill('S-1006', '1450 Oak St')));
  });

  it('needs more than a name misread the same way: the layout must be the same too', () => {
    const misread = { ...first.evidence, name: 'invoice services', account: null };
    const harbor = { ...read(harborBill).evidence, name: 'invoice services' };
    expect(evidenceMatches('payee', misread, harbor)).toEqual([]);
    expect(evidenceMatches('payee', misread, { ...misread })).toEqual(['the same name read', 'the same layout']);
    expect(evidenceMatches('payee', misread, { ...misread, name: 'summit electrical' })).toEqual([]);
  });
});
