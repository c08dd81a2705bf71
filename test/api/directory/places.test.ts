import { CompiledQuery, sql } from 'kysely';
import { placeQueries } from '../../../src/server/db/repositories/directory/places';
import { searchWords } from '../../../src/server/db/repositories/directory/rows';
import type { Place } from '../../../src/shared/contract/directory';
import { reviewFixture } from '../helpers/fixtures';
import { link, seedClient } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { directoryCaller, importer } from './helpers';

describe.each(databaseKinds)('the place search of the review screens on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const call = directoryCaller(t);
  const upload = importer(t);
  let clientId: string;

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Places Co')).id;
    await link(t, w.member, [clientId]);
    const properties = 'name,aliases,address\nMaple Court,Maple Ct;The Maples,12 Maple St\nCedar Park Plaza,,400 Cedar Blvd\nBirch Houses,,\n';
    expect((await upload(clientId, 'properties', properties, w.admin)).statusCode).toBe(200);
    const units = 'property,unit,address\nMaple Court,204,\nMaple Court,10,\nBirch Houses,A,7 Elm Lane\nBirch Houses,B,9 Elm Lane\n';
    expect((await upload(clientId, 'units', units, w.admin)).statusCode).toBe(200);
  });

  const places = async (query: string, client = clientId): Promise<Place[]> => {
    const res = await call('GET', client, `/places${query}`, w.member);
    expect(res.statusCode).toBe(200);
    return res.json().places;
  };
  const labels = (found: Place[]) => found.map((p) => (p.unit ? `${p.property} #${p.unit}` : p.property));

  it('finds a property by name, alias or address, each before its units', async () => {
    expect(labels(await places('?search=maple'))).toEqual(['Maple Court', 'Maple Court #10', 'Maple Court #204']);
    expect(labels(await places('?search=the%20maples'))).toEqual(['Maple Court', 'Maple Court #10', 'Maple Court #204']);
    expect(labels(await places('?search=cedar%20blvd'))).toEqual(['Cedar Park Plaza']);
  });

  it("finds a unit by its label with its property's name, or by its own address", async () => {
    expect(labels(await places('?search=maple%20204'))).toEqual(['Maple Court #204']);
    const [house] = await places('?search=9%20elm');
    expect(house).toEqual({ propertyId: expect.any(String), property: 'Birch Houses', unitId: expect.any(String), unit: 'B', address: '9 Elm Lane' });
    const [unit] = await places('?search=204');
    expect(unit?.address).toBe('12 Maple St');
  });

  it('answers at most limit places, in order, and the first ones unsearched', async () => {
    expect(labels(await places('?limit=3'))).toEqual(['Birch Houses', 'Birch Houses #A', 'Birch Houses #B']);
    expect(await places('?search=nowhere')).toEqual([]);
    expect((await call('GET', clientId, '/places?limit=x', w.member)).statusCode).toBe(400);
  });

  /**
   * A search's speed rests on its plan: both reads walk the client's properties in name order
   * from the index, with each property's units, and stop at the limit. A sort of the matches
   * would read and order all of them first. PostgreSQL is told to avoid sorts at any cost, so a
   * sort in its plan means no index can give the order (an incremental sort presorted by the
   * name, which orders one property's rows at a time, is no such sort); SQLite says so by a
   * temporary b-tree.
   */
  it('finds places on 2,000 properties with 20,000 units by walking the indexes in order, without a sort', async () => {
    const client = (await seedClient(t, 'Big Places Co')).id;
    const names = Array.from({ length: 2000 }, (_, i) => `Property ${String(i).padStart(4, '0')}`);
    const propertyCsv = `name,address\n${names.map((name, i) => `${name},${i} Main Street`).join('\n')}\n`;
    expect((await upload(client, 'properties', propertyCsv, w.admin)).json()).toEqual({ created: 2000, updated: 0, errors: [] });
    const unitCsv = `property,unit\n${names.flatMap((name) => Array.from({ length: 10 }, (_, u) => `${name},${100 + u}`)).join('\n')}\n`;
    expect((await upload(client, 'units', unitCsv, w.admin)).json()).toEqual({ created: 20000, updated: 0, errors: [] });
    const found = (await call('GET', client, '/places?search=property%201999%20109', w.admin)).json().places;
    expect(labels(found)).toEqual(['Property 1999 #109']);

    const db = t.ctx.db.kysely;
    const plans: string[] = [];
    for (const search of ['property 1999 109', 'zzz-not-there', '109', 'main', undefined]) {
      const queries = placeQueries(db, client, searchWords(search), 20);
      for (const [name, query] of Object.entries(queries)) {
        const compiled = query.compile();
        const plan = await db.transaction().execute(async (trx) => {
          if (kind === 'postgres') await sql`set local enable_sort = off`.execute(trx);
          const explained = await trx.executeQuery(CompiledQuery.raw(`${kind === 'postgres' ? 'explain' : 'explain query plan'} ${compiled.sql}`, [...compiled.parameters]));
          return (explained.rows as Record<string, string>[]).map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
        });
        plans.push(`${name} ${search ?? '(none)'}: ${plan}`);
      }
    }
    const sorted = plans.filter((plan) => /(^|->\s+)Sort\s\(|TEMP B-TREE/m.test(plan) || (/Incremental Sort/.test(plan) && !/Presorted Key: (p\.)?name_key\n/.test(`${plan}\n`)));
    expect(sorted).toEqual([]);
  });
});
