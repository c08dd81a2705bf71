import type { AppContext } from '../../../src/server/context';
import { newId, nowIso } from '../../../src/server/db/ids';
import type { Intake } from '../../../src/server/intake';
import type { InvoiceDetail } from '../../../src/shared/contract/invoices';
import { caller } from '../helpers/fixtures';
import type { World } from '../helpers/seed';
import { databaseKinds, type TestApp } from '../helpers/testApp';
import { deliverWaterBill, startWaterIntake, stopWaterIntake } from './support';

jest.setTimeout(60_000);

/*
 * Every bill resolved at intake (issue 16): a client's directory names the property, unit,
 * vendor and GL account of a bill it receives, with the reasons; a client without one receives
 * its bills as before.
 *
 * The bill is the generated water utility bill of seed 30: "City of Riverton Water Department",
 * "Acct # 5180-12526-14", "Service Address: 921 Cherry Lane Unit 40B, Columbus, OH 43253".
 */
const VENDOR = 'City of Riverton Water Department';
const ACCOUNT = '5180-12526-14';

describe.each(databaseKinds)('bills resolved in the directory at intake on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let ctx: AppContext;
  let intake: Intake;
  let pdf: Uint8Array;
  const ids = { property: newId(), unit: newId(), otherUnit: newId(), vendor: newId() };

  beforeAll(async () => {
    ({ t, w, ctx, intake, pdf } = await startWaterIntake(kind));

    const db = t.ctx.db.kysely;
    const now = nowIso();
    const client = w.client.id;
    await db
      .insertInto('directory_properties')
      .values({ id: ids.property, client_id: client, name: 'Cherry Lane Lofts', name_key: 'cherry lane lofts', aliases: '[]', address: '921 Cherry Lane', city: 'Columbus', state: 'OH', zip: '43253', search_text: 'cherry lane lofts 921 cherry lane', created_at: now, updated_at: now })
      .execute();
    await db
      .insertInto('directory_units')
      .values([
        { id: ids.unit, property_id: ids.property, unit: '40B', unit_key: '40b', address: null, search_text: '40b', created_at: now },
        { id: ids.otherUnit, property_id: ids.property, unit: '12', unit_key: '12', address: null, search_text: '12', created_at: now },
      ])
      .execute();
    await db.insertInto('directory_gl_accounts').values({ client_id: client, number: '6200', name: 'Water & Sewer', created_at: now, updated_at: now }).execute();
    await db
      .insertInto('directory_vendors')
      .values({
        id: ids.vendor,
        client_id: client,
        name: VENDOR,
        name_key: VENDOR.toLowerCase(),
        aliases: '[]',
        sender_emails: '[]',
        remit_to: null,
        tax_id: null,
        default_gl_account: '6200',
        default_property_id: null,
        search_text: VENDOR.toLowerCase(),
        created_at: now,
        updated_at: now,
      })
      .execute();
    await db.insertInto('directory_vendor_accounts').values({ id: newId(), vendor_id: ids.vendor, client_id: client, position: 0, account_number: ACCOUNT, property_id: ids.property, unit_id: null }).execute();
  });
  afterAll(() => stopWaterIntake({ t, ctx, intake }));

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
  const deliver = async (clientId: string) => (await call('GET', `/api/invoices/${await deliverWaterBill(ctx, intake, clientId, pdf)}`, w.admin)).json().invoice as InvoiceDetail;

  it("answers the directory's property, unit, vendor and GL account, with the reasons, in the details and the list alike", async () => {
    const invoice = await deliver(w.client.id);
    expect(invoice).toMatchObject({
      propertyId: ids.property,
      property: 'Cherry Lane Lofts',
      unitId: ids.unit,
      unit: '40B',
      vendorId: ids.vendor,
      payee: VENDOR,
      glAccount: '6200',
    });
    const { resolution } = invoice;
    expect(resolution?.property?.reason).toMatch(/5180-12526-14|921 Cherry Lane/i);
    expect(resolution?.property?.confidence).toBeGreaterThan(0.8);
    expect(resolution?.unit?.reason).toMatch(/40B/);
    expect(resolution?.vendor?.reason).toBeTruthy();
    expect(resolution?.glAccount?.reason).toMatch(/vendor default 6200 Water & Sewer/);
    // The lines the document left uncoded take the bill's account.
    expect(invoice.lineItems.length).toBeGreaterThan(0);
    for (const line of invoice.lineItems) expect(line.glAccount).toBe('6200');

    const list = (await call('GET', `/api/invoices/client/${w.client.id}?page=1&limit=50`, w.admin)).json().invoices as InvoiceDetail[];
    const listed = list.find((item) => item.id === invoice.id);
    expect(listed).toMatchObject({ propertyId: ids.property, property: 'Cherry Lane Lofts', unitId: ids.unit, unit: '40B', vendorId: ids.vendor, glAccount: '6200' });
    expect(listed?.resolution).toEqual(resolution);
  });

  it('leaves the bill of a client without a directory as extraction read it, with no resolution', async () => {
    const invoice = await deliver(w.otherClient.id);
    expect(invoice).toMatchObject({ propertyId: null, unitId: null, vendorId: null, resolution: null, glAccount: null, property: '921 Cherry Lane', unit: '40B', payee: VENDOR });
    for (const line of invoice.lineItems) expect(line.glAccount).toBeNull();
  });
});
