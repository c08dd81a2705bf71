import type { AppContext } from '../../../src/server/context';
import type { Intake } from '../../../src/server/intake';
import type { Property, Unit, Vendor } from '../../../src/shared/contract/directory';
import type { InvoiceDetail } from '../../../src/shared/contract/invoices';
import type { HistoryEntry } from '../../../src/shared/contract/reviewWorkspace';
import { caller } from '../helpers/fixtures';
import type { World } from '../helpers/seed';
import { databaseKinds, type TestApp } from '../helpers/testApp';
import { deliverWaterBill, startWaterIntake, stopWaterIntake } from '../intake/support';
import { directoryCaller } from './helpers';

jest.setTimeout(60_000);

/*
 * A reviewer files a bill under another property and unit of the directory (issue 16): the
 * invoice answers it with the reviewer's name as the reason, its history has the change, and
 * the vendor learns the bill's account number, so its next bill resolves there by itself.
 *
 * The bill is the generated water utility bill of seed 30: "City of Riverton Water Department",
 * "Acct # 5180-12526-14", "Service Address: 921 Cherry Lane Unit 40B, Columbus, OH 43253". The
 * directory first places it at Cherry Lane Lofts by its address; the bill is in fact Birch Row's.
 */
const VENDOR = 'City of Riverton Water Department';
const ACCOUNT = '5180-12526-14';

describe.each(databaseKinds)('choosing an invoice’s property on %s', (kind) => {
  let t: TestApp;
  let w: World;
  let ctx: AppContext;
  let intake: Intake;
  let pdf: Uint8Array;
  let cherry: Property;
  let cherryUnit: Unit;
  let birch: Property;
  let birchUnit: Unit;
  let elsewhere: Property;
  let vendor: Vendor;
  let first: InvoiceDetail;

  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(t)(...args);
  const directory = (...args: Parameters<ReturnType<typeof directoryCaller>>) => directoryCaller(t)(...args);
  const choose = (id: string, body: object, as = w.member) => call('PUT', `/api/invoices/${id}/place`, as, body);

  const deliver = async () => (await call('GET', `/api/invoices/${await deliverWaterBill(ctx, intake, w.client.id, pdf)}`, w.admin)).json().invoice as InvoiceDetail;

  beforeAll(async () => {
    ({ t, w, ctx, intake, pdf } = await startWaterIntake(kind));
    const property = async (clientId: string, body: object) => (await directory('POST', clientId, '/properties', w.admin, body)).json().property as Property;
    const unit = async (propertyId: string, label: string) => (await directory('POST', w.client.id, `/properties/${propertyId}/units`, w.admin, { unit: label })).json().unit as Unit;
    cherry = await property(w.client.id, { name: 'Cherry Lane Lofts', address: '921 Cherry Lane', city: 'Columbus', state: 'OH', zip: '43253' });
    cherryUnit = await unit(cherry.id, '40B');
    birch = await property(w.client.id, { name: 'Birch Row', address: '14 Birch Row', city: 'Columbus', state: 'OH', zip: '43201' });
    birchUnit = await unit(birch.id, '7');
    elsewhere = await property(w.otherClient.id, { name: 'Other Place', address: '1 Main St' });
    vendor = (await directory('POST', w.client.id, '/vendors', w.admin, { name: VENDOR })).json().vendor as Vendor;
    first = await deliver();
  });
  afterAll(() => stopWaterIntake({ t, ctx, intake }));

  it('files the bill under the chosen place, records it, and teaches the vendor the account number', async () => {
    expect(first).toMatchObject({ propertyId: cherry.id, property: 'Cherry Lane Lofts', unitId: cherryUnit.id, unit: '40B', vendorId: vendor.id });

    const res = await choose(first.id, { propertyId: birch.id, unitId: birchUnit.id });
    expect(res.statusCode).toBe(200);
    const chosen = res.json().invoice as InvoiceDetail;
    const byMia = { reason: 'chosen by Member Mia', confidence: 1 };
    expect(chosen).toMatchObject({ id: first.id, propertyId: birch.id, property: 'Birch Row', unitId: birchUnit.id, unit: '7', vendorId: vendor.id });
    expect(chosen.resolution).toEqual({ ...first.resolution, property: byMia, unit: byMia });
    expect((await call('GET', `/api/invoices/${first.id}`, w.member)).json().invoice).toMatchObject({ propertyId: birch.id, property: 'Birch Row', unit: '7', resolution: chosen.resolution });

    const history = (await call('GET', `/api/invoices/${first.id}/history`, w.member)).json().history as HistoryEntry[];
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'edited', field: 'property', from: 'Cherry Lane Lofts', to: 'Birch Row' }),
        expect.objectContaining({ action: 'edited', field: 'unit', from: '40B', to: '7' }),
      ]),
    );

    const learnt = (await directory('GET', w.client.id, `/vendors/${vendor.id}`, w.admin)).json().vendor as Vendor;
    expect(learnt.accounts).toEqual([{ accountNumber: ACCOUNT, propertyId: birch.id, unitId: birchUnit.id }]);
    // The vendor is found by the number it learnt.
    const found = (await directory('GET', w.client.id, '/vendors?page=1&limit=10&search=5180-12526', w.admin)).json().vendors as Vendor[];
    expect(found.map((v) => v.id)).toEqual([vendor.id]);
  });

  it("resolves the vendor's next bill with that account number to the chosen place, by the account", async () => {
    const next = await deliver();
    expect(next).toMatchObject({ propertyId: birch.id, property: 'Birch Row', unitId: birchUnit.id, unit: '7', vendorId: vendor.id });
    expect(next.resolution?.property?.reason).toMatch(new RegExp(`^account ${ACCOUNT} → Birch Row`));
  });

  it('moves a learnt account when a later choice puts it elsewhere, and a whole property has no unit', async () => {
    const res = await choose(first.id, { propertyId: cherry.id, unitId: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().invoice).toMatchObject({ propertyId: cherry.id, property: 'Cherry Lane Lofts', unitId: null, unit: null });
    const learnt = (await directory('GET', w.client.id, `/vendors/${vendor.id}`, w.admin)).json().vendor as Vendor;
    expect(learnt.accounts).toEqual([{ accountNumber: ACCOUNT, propertyId: cherry.id, unitId: null }]);
  });

  it('refuses a place outside the client’s directory or a unit of another property, naming the field, and changes nothing', async () => {
    const before = (await call('GET', `/api/invoices/${first.id}`, w.member)).json().invoice as InvoiceDetail;
    const cases: [object, RegExp][] = [
      [{ propertyId: 'no-such-property', unitId: null }, /propertyId/],
      [{ propertyId: elsewhere.id, unitId: null }, /propertyId/],
      [{ propertyId: birch.id, unitId: cherryUnit.id }, /unitId/],
      [{ propertyId: birch.id, unitId: 'no-such-unit' }, /unitId/],
      [{ unitId: null }, /propertyId/],
      [{ propertyId: birch.id }, /unitId/],
    ];
    for (const [body, field] of cases) {
      const res = await choose(first.id, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(field);
    }
    expect((await call('GET', `/api/invoices/${first.id}`, w.member)).json().invoice).toEqual(before);
  });

  it("answers another client's member, and an unknown invoice, 404 alike", async () => {
    const outsider = await choose(first.id, { propertyId: birch.id, unitId: null }, w.outsider);
    expect(outsider.statusCode).toBe(404);
    expect((await choose('no-such-invoice', { propertyId: birch.id, unitId: null })).statusCode).toBe(404);
    expect((await call('GET', `/api/invoices/${first.id}`, w.admin)).json().invoice.propertyId).toBe(cherry.id);
  });
});
