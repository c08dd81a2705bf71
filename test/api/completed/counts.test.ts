import { databaseKinds } from '../helpers/testApp';
import { march7to9, oneUserFixture, row } from './support';

describe.each(databaseKinds)('completed activity on %s', (kind) => {
  describe('reading one user', () => {
    const { get } = oneUserFixture(kind);

    describe('/counts', () => {
      it("counts per local day and type in the viewer's time zone", async () => {
        const res = await get('counts', { ...march7to9, timeZone: 'America/Chicago' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: [row('2026-03-07', 'comment'), row('2026-03-07', 'invoice', 2), row('2026-03-08', 'invoice'), row('2026-03-08', 'task'), row('2026-03-09', 'association')],
        });
      });

      it('counts per UTC day without a time zone, or with UTC or a blank one', async () => {
        const utc = [
          row('2026-03-07', 'invoice'),
          row('2026-03-07', 'task'),
          row('2026-03-08', 'comment'),
          row('2026-03-08', 'invoice'),
          row('2026-03-08', 'task'),
          row('2026-03-09', 'association'),
          row('2026-03-09', 'invoice'),
        ];
        for (const timeZone of [undefined, 'UTC', '']) expect((await get('counts', { ...march7to9, timeZone })).json()).toEqual({ data: utc });
      });

      it('filters by item type', async () => {
        const res = await get('counts', { ...march7to9, timeZone: 'America/Chicago', itemType: 'invoice' });
        expect(res.json()).toEqual({ data: [row('2026-03-07', 'invoice', 2), row('2026-03-08', 'invoice')] });
      });

      it('includes the start and end days, and takes the date of an ISO timestamp', async () => {
        const oneDay = [row('2026-03-08', 'invoice'), row('2026-03-08', 'task')];
        expect((await get('counts', { startDate: '2026-03-08', endDate: '2026-03-08', timeZone: 'America/Chicago' })).json()).toEqual({ data: oneDay });
        expect((await get('counts', { startDate: '2026-03-08T00:00:00.000Z', endDate: '2026-03-08T00:00:00.000Z', timeZone: 'America/Chicago' })).json()).toEqual({ data: oneDay });
        expect((await get('counts', { startDate: '2026-03-10', endDate: '2026-03-10', timeZone: 'America/Chicago' })).json()).toEqual({ data: [row('2026-03-10', 'invoice_delete'), row('2026-03-10', 'invoice_edit')] });
        expect((await get('counts', { startDate: '2026-03-11', endDate: '2026-03-31' })).json()).toEqual({ data: [] });
      });

      it('accepts a range of 400 days', async () => {
        const res = await get('counts', { startDate: '2025-04-05', endDate: '2026-05-09', timeZone: 'America/Chicago' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          data: [
            row('2026-03-06', 'invoice'),
            row('2026-03-06', 'task'),
            row('2026-03-07', 'comment'),
            row('2026-03-07', 'invoice', 2),
            row('2026-03-08', 'invoice'),
            row('2026-03-08', 'task'),
            row('2026-03-09', 'association'),
            row('2026-03-10', 'invoice_delete'),
            row('2026-03-10', 'invoice_edit'),
          ],
        });
      });

      it('answers the first and last days it accepts, in zones far from UTC', async () => {
        for (const [startDate, endDate, timeZone] of [
          ['1900-01-01', '1900-01-31', 'Pacific/Kiritimati'],
          ['2200-12-01', '2200-12-31', 'Pacific/Kiritimati'],
          ['2200-12-31', '2200-12-31', 'Etc/GMT+12'],
        ] as const) {
          expect((await get('counts', { startDate, endDate, timeZone })).json()).toEqual({ data: [] });
          expect((await get('details', { date: endDate, timeZone, detailed: 'true' })).json()).toEqual({ data: [] });
        }
      });
    });
  });
});
