import { databaseKinds } from '../helpers/testApp';
import { detail, oneUserFixture, seed } from './support';

describe.each(databaseKinds)('completed activity on %s', (kind) => {
  describe('reading one user', () => {
    const { get } = oneUserFixture(kind);

    describe('/details', () => {
      it('lists every record of the local day, oldest first, with detailed=true', async () => {
        const res = await get('details', { date: '2026-03-07', detailed: 'true', timeZone: 'America/Chicago' });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ data: [detail(seed(2)), detail(seed(3)), detail(seed(4))] });
        expect((await get('details', { date: '2026-03-07', detailed: 'true' })).json()).toEqual({ data: [detail(seed(1)), detail(seed(2))] });
      });

      it('keeps to the day in the time zone where it is 23 hours long', async () => {
        const res = await get('details', { date: '2026-03-08', detailed: 'TRUE', timeZone: 'America/Chicago' });
        expect(res.json()).toEqual({ data: [detail(seed(5)), detail(seed(6))] });
      });

      it('gives one row per type with its latest record and count without detailed=true', async () => {
        for (const detailed of [undefined, 'false']) {
          const res = await get('details', { date: '2026-03-07', detailed, timeZone: 'America/Chicago' });
          expect(res.json()).toEqual({ data: [detail(seed(4), 2), detail(seed(3))] });
        }
      });

      it('filters by item type, and answers an empty day with no rows', async () => {
        expect((await get('details', { date: '2026-03-07', detailed: 'true', timeZone: 'America/Chicago', itemType: 'comment' })).json()).toEqual({ data: [detail(seed(3))] });
        expect((await get('details', { date: '2026-03-05', detailed: 'true' })).json()).toEqual({ data: [] });
      });

      it('starts the next local day at its first instant', async () => {
        expect((await get('details', { date: '2026-03-09', detailed: 'true', timeZone: 'America/Chicago' })).json()).toEqual({ data: [detail(seed(7))] });
        expect((await get('details', { date: '2026-03-10', detailed: 'true', timeZone: 'America/Chicago' })).json()).toEqual({ data: [detail(seed(9)), detail(seed(8))] });
      });
    });
  });
});
