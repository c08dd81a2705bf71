import { prepared } from '../../src/server/db/prepared';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('prepared queries on %s', (kind) => {
  const { t, w } = reviewFixture(kind);

  it('binds each call its own values, by position', async () => {
    const db = t.ctx.db.kysely;
    const association = prepared(db, (userId: string, clientId: string) =>
      db.selectFrom('user_clients').select(['user_id', 'client_id']).where('user_id', '=', userId).where('client_id', '=', clientId),
    );
    const extra = await seedClient(t, 'Prepared Estates');
    await link(t, w.outsider, [extra.id]);
    expect(await association(w.member.id, w.client.id)).toEqual([{ user_id: w.member.id, client_id: w.client.id }]);
    expect(await association(w.outsider.id, extra.id)).toEqual([{ user_id: w.outsider.id, client_id: extra.id }]);
    expect(await association(w.member.id, extra.id)).toEqual([]);
    expect(await association(w.client.id, w.member.id)).toEqual([]);
  });

  it('refuses a query that does not bind an argument, since its shape would be fixed by the first call', async () => {
    const db = t.ctx.db.kysely;
    const careless = prepared(db, (_clientId: string) => db.selectFrom('clients').select('id').where('name', '=', 'Acme'));
    await expect(careless('any')).rejects.toThrow('A prepared query must bind each of its arguments as a value');
  });
});
