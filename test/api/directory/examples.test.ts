import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reviewFixture } from '../helpers/fixtures';
import { seedClient } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { importer } from './helpers';

const EXAMPLES = path.resolve(__dirname, '../../../examples/directory');

/** The README's example files import as they are, in the order it gives (the chart and properties before what names them). */
describe.each(databaseKinds)('the example directory files on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const upload = importer(t);

  it('import without errors, each row counted once', async () => {
    const clientId = (await seedClient(t, 'Example Co')).id;
    const expected = { 'gl-accounts': 5, properties: 3, units: 6, vendors: 3 };
    for (const [name, created] of Object.entries(expected)) {
      const res = await upload(clientId, name, readFileSync(path.join(EXAMPLES, `${name}.csv`)), w.admin);
      expect({ name, status: res.statusCode, body: res.json() }).toEqual({ name, status: 200, body: { created, updated: 0, errors: [] } });
    }
  });
});
