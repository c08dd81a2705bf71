import { databaseKinds } from '../helpers/testApp';
import { march7to9, oneUserFixture } from './support';

describe.each(databaseKinds)('completed activity on %s', (kind) => {
  describe('reading one user', () => {
    const { w, call, subject, get } = oneUserFixture(kind);

    describe('who may read', () => {
      const paths: Array<[string, Record<string, string>]> = [
        ['counts', march7to9],
        ['details', { date: '2026-03-07', detailed: 'true' }],
      ];

      it.each(paths)('/%s: a regular user reads their own, named or not', async (path, params) => {
        const own = await get(path, params);
        expect(own.statusCode).toBe(200);
        expect(own.json().data.length).toBeGreaterThan(0);
        expect((await get(path, { ...params, userId: subject.id })).json()).toEqual(own.json());
        expect((await get(path, { ...params, userId: '' })).json()).toEqual(own.json());
      });

      it.each(paths)("/%s: a regular user may not read another user's, nor ask about an unknown one", async (path, params) => {
        for (const userId of [w.member.id, 'nobody']) {
          const res = await get(path, { ...params, userId });
          expect(res.statusCode).toBe(403);
          expect(res.json()).toEqual({ message: 'You can only view your own activity.' });
        }
      });

      it.each(paths)("/%s: an admin reads anyone's; an unknown user is 404", async (path, params) => {
        const own = await get(path, params);
        expect((await get(path, { ...params, userId: subject.id }, w.admin)).json()).toEqual(own.json());
        expect((await get(path, params, w.admin)).json()).toEqual({ data: [] });
        const missing = await get(path, { ...params, userId: 'nobody' }, w.admin);
        expect(missing.statusCode).toBe(404);
        expect(missing.json()).toEqual({ message: 'User not found' });
      });

      it.each(['counts', 'details', 'totals'])('/%s refuses an anonymous caller with a bearer challenge', async (path) => {
        const res = await call('GET', `/api/completed/${path}?startDate=2026-03-07&endDate=2026-03-07&date=2026-03-07`);
        expect(res.statusCode).toBe(401);
        expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      });

      it('refuses /totals to a regular user', async () => {
        const res = await get('totals', march7to9);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ message: 'Admin access required.' });
      });
    });
  });
});
