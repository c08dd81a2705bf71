import { documentHash, findDuplicate, type DuplicateKey } from '../../src/server/db/repositories/duplicates';
import { nowIso } from '../../src/server/db/ids';
import { blankInvoiceRow } from '../../src/server/db/repositories/invoiceWrites';
import type { InvoiceRow } from '../../src/server/db/repositories/invoices';
import { noPdfAnalysis } from '../../src/server/context';
import { reviewFixture } from './helpers/fixtures';
import { multipart, seedClient } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

const BILL_TEXT = 'Riverton Water Department\nAccount 5180-12526-14\nService address 921 Cherry Lane\nAmount due $84.10\nDue 2026-12-01';

describe('documentHash', () => {
  it('is the same for the same text in another layout, case or spacing, and differs for another bill', () => {
    expect(documentHash(BILL_TEXT)).toBe(documentHash(BILL_TEXT.toUpperCase().replace(/\n/g, '   ').replace(/\$/g, '')));
    expect(documentHash(BILL_TEXT.replace('84.10', '84.11'))).not.toBe(documentHash(BILL_TEXT));
  });

  it('keeps no hash for a bill with too little text to tell it apart', () => {
    expect(documentHash('Invoice 12')).toBeNull();
    expect(documentHash(undefined)).toBeNull();
  });
});

describe.each(databaseKinds)('the duplicate radar on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const db = () => t.ctx.db.kysely;
  let clientId: string;

  const insert = async (fields: Partial<InvoiceRow>, client = clientId): Promise<InvoiceRow> => {
    const row = { ...blankInvoiceRow(client, nowIso()), ...fields };
    await db().insertInto('invoices').values(row).execute();
    return row;
  };
  const key = (fields: Partial<DuplicateKey>): DuplicateKey => ({ clientId, payee: null, invoiceNumber: null, totalAmountCents: null, billDate: null, vendorId: null, documentHash: null, ...fields });

  beforeEach(async () => {
    clientId = (await seedClient(t, `Radar ${Math.random()}`)).id;
  });

  it('finds the same document first, whatever its fields say', async () => {
    const first = await insert({ payee: 'Riverton Water', document_hash: documentHash(BILL_TEXT) });
    const flag = await findDuplicate(db(), key({ payee: 'Someone else', documentHash: documentHash(BILL_TEXT) }));
    expect(flag).toEqual({ duplicateOf: first.id, reason: expect.stringMatching(/^The same document as the bill received \d{4}-\d{2}-\d{2}\.$/) });
  });

  it('matches the same vendor and number, by the directory vendor under any name, else by payee in any case', async () => {
    const byPayee = await insert({ payee: 'Acme Plumbing', invoice_number: 'A-100', total_amount_cents: 5000 });
    expect(await findDuplicate(db(), key({ payee: 'ACME PLUMBING', invoiceNumber: 'A-100', totalAmountCents: 9999 }))).toEqual({
      duplicateOf: byPayee.id,
      reason: expect.stringMatching(/^The same vendor and invoice number \(A-100\)/),
    });
    const byVendor = await insert({ payee: 'Riverton Water Dept', vendor_id: 'vendor-1', invoice_number: 'W-7' });
    expect((await findDuplicate(db(), key({ payee: 'City of Riverton Water', vendorId: 'vendor-1', invoiceNumber: 'W-7' })))?.duplicateOf).toBe(byVendor.id);
    expect(await findDuplicate(db(), key({ payee: 'Riverton Water Dept', vendorId: 'vendor-2', invoiceNumber: 'W-7' }))).toBeNull();
  });

  it('matches the same vendor and total within three days of the bill date, and not a day further', async () => {
    const first = await insert({ payee: 'Greenway', total_amount_cents: 12_345, bill_date: '2026-11-10' });
    expect(await findDuplicate(db(), key({ payee: 'Greenway', totalAmountCents: 12_345, billDate: '2026-11-13', invoiceNumber: 'other' }))).toEqual({
      duplicateOf: first.id,
      reason: 'The same vendor and total (123.45) as the bill dated 2026-11-10.',
    });
    expect(await findDuplicate(db(), key({ payee: 'Greenway', totalAmountCents: 12_345, billDate: '2026-11-14' }))).toBeNull();
    expect(await findDuplicate(db(), key({ payee: 'Greenway', totalAmountCents: 12_346, billDate: '2026-11-10' }))).toBeNull();
  });

  it('points at the original, never at another duplicate, and never at the bill itself', async () => {
    const original = await insert({ payee: 'Acme', invoice_number: 'X-1' });
    const repeat = await insert({ payee: 'Acme', invoice_number: 'X-1', duplicate_of: original.id });
    expect((await findDuplicate(db(), key({ payee: 'Acme', invoiceNumber: 'X-1' })))?.duplicateOf).toBe(original.id);
    expect(await findDuplicate(db(), { ...key({ payee: 'Acme', invoiceNumber: 'X-1' }), id: original.id })).toBeNull();
    expect(repeat.duplicate_of).toBe(original.id);
  });

  it("says a bill also arrived for another client, without naming or linking to the other client's bill", async () => {
    const other = (await seedClient(t, `Other ${Math.random()}`)).id;
    await insert({ payee: 'Acme', invoice_number: 'Z-9', total_amount_cents: 700, document_hash: documentHash(BILL_TEXT) }, other);
    expect(await findDuplicate(db(), key({ documentHash: documentHash(BILL_TEXT) }))).toEqual({ duplicateOf: null, reason: 'The same document also arrived for another client.' });
    expect(await findDuplicate(db(), key({ payee: 'acme', invoiceNumber: 'Z-9', totalAmountCents: 700 }))).toEqual({
      duplicateOf: null,
      reason: 'The same vendor, invoice number and total also arrived for another client.',
    });
    expect(await findDuplicate(db(), key({ payee: 'acme', invoiceNumber: 'Z-9', totalAmountCents: 701 }))).toBeNull();
  });

  it('flags an upload that repeats a bill received another way, and keeps it', async () => {
    const first = await insert({ payee: 'Acme Plumbing', invoice_number: 'U-1', source: 'email' });
    t.ctx.pdf = { ...noPdfAnalysis, analyze: async () => ({ kind: 'broken', reason: 'not read in this test' }) };
    const { payload, contentType } = await multipart({ clientId, payee: 'Acme Plumbing', invoiceNumber: 'U-1' }, { name: 'bill.pdf', content: Buffer.from('%PDF-1.7\n%%EOF\n') });
    const res = await t.app.inject({ method: 'POST', url: '/api/invoices', headers: { ...w.admin.auth, 'content-type': contentType }, payload });
    expect(res.statusCode).toBe(201);
    expect(res.json().invoice).toMatchObject({ duplicateOf: first.id, duplicateReason: expect.stringMatching(/^The same vendor and invoice number \(U-1\)/) });
    expect(await db().selectFrom('invoices').select('id').where('client_id', '=', clientId).execute()).toHaveLength(2);
  });
});
