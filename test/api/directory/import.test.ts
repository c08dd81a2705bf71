import Papa from 'papaparse';
import type { Property, Vendor } from '../../../src/shared/contract/directory';
import { setClockTo } from '../helpers/clock';
import { reviewFixture } from '../helpers/fixtures';
import { link, seedClient } from '../helpers/seed';
import { databaseKinds } from '../helpers/testApp';
import { directoryCaller, importer } from './helpers';

describe.each(databaseKinds)('CSV import and export of a client directory on %s', (kind) => {
  const { t, w } = reviewFixture(kind);
  const call = directoryCaller(t);
  const upload = importer(t);
  let clientId: string;
  afterEach(() => jest.useRealTimers());

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Import Co')).id;
    await link(t, w.member, [clientId]);
  });

  const freshClient = async (name = 'Fresh Co') => (await seedClient(t, name)).id;
  const exported = async (client: string, kindName: string) => {
    const res = await call('GET', client, `/import?kind=${kindName}`, w.admin);
    expect(res.statusCode).toBe(200);
    return res;
  };
  const rowsOf = (body: string) => {
    expect(body.startsWith('\uFEFF')).toBe(true);
    const parsed = Papa.parse<Record<string, string>>(body.slice(1), { header: true, skipEmptyLines: true });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  };
  const allProperties = async (client: string): Promise<Property[]> => (await call('GET', client, '/properties?limit=50', w.admin)).json().properties;
  const allVendors = async (client: string): Promise<Vendor[]> => (await call('GET', client, '/vendors?limit=50', w.admin)).json().vendors;

  describe('properties', () => {
    it('creates, then updates by name whatever its case, with columns in any order, headers in any case, a BOM and extra columns', async () => {
      const client = await freshClient();
      const file = '\uFEFFZIP,Name,Notes,aliases,Address,City,State\r\n89501,Maple Court,ignored,Maple; Maple Ct,12 Maple St,Reno,NV\r\n,Cedar Park Plaza,,,400 Cedar Blvd,,\r\n\r\n';
      const res = await upload(client, 'properties', file, w.admin);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ created: 2, updated: 0, errors: [] });
      const again = await upload(client, 'properties', 'name,city\nmaple court,Sparks\nCedar Park Plaza,\nBirch Row,Elko\n', w.admin);
      // Cedar Park Plaza had no city: it is unchanged, and not counted.
      expect(again.json()).toEqual({ created: 1, updated: 1, errors: [] });
      const props = await allProperties(client);
      expect(props.map((p) => [p.name, p.aliases, p.address, p.city, p.zip])).toEqual([
        ['Birch Row', [], null, 'Elko', null],
        ['Cedar Park Plaza', [], '400 Cedar Blvd', null, null],
        ['maple court', ['Maple', 'Maple Ct'], '12 Maple St', 'Sparks', '89501'],
      ]);
      expect((await upload(client, 'properties', 'name,city\nmaple court,Sparks\n', w.admin)).json()).toEqual({ created: 0, updated: 0, errors: [] });
    });

    it('takes a formula in a cell as text', async () => {
      const client = await freshClient();
      const hostile = '=cmd|\' /C calc\'!A0';
      const res = await upload(client, 'properties', `name,address\n"${hostile.replace(/"/g, '""')}",+1-2\n`, w.admin);
      expect(res.json()).toEqual({ created: 1, updated: 0, errors: [] });
      const [p] = await allProperties(client);
      expect([p?.name, p?.address]).toEqual([hostile, '+1-2']);
      const rows = rowsOf((await exported(client, 'properties')).body);
      expect(rows).toEqual([{ name: `'${hostile}`, aliases: '', address: "'+1-2", city: '', state: '', zip: '' }]);
      // The export's apostrophe is taken off again on import, so the text round-trips.
      const copy = await freshClient('Formula Copy Co');
      const res2 = await t.app.inject({
        method: 'POST',
        url: `/api/clients/${copy}/directory/import?kind=properties`,
        headers: { ...w.admin.auth, 'content-type': 'text/csv; charset=utf-8' },
        payload: (await exported(client, 'properties')).body,
      });
      expect(res2.json()).toEqual({ created: 1, updated: 0, errors: [] });
      expect((await allProperties(copy)).map((p) => [p.name, p.address])).toEqual([[hostile, '+1-2']]);
    });

    it('checks the whole file first: with any bad row nothing is written, and each problem names its row and column', async () => {
      const client = await freshClient();
      const file = ['name,aliases,zip', 'Good One,,', ',,', 'Good Two,,', `${'n'.repeat(201)},,`, 'good one,,1', `Good Three,${'a;'.repeat(51)},`].join('\n');
      const res = await upload(client, 'properties', file, w.admin);
      expect(res.statusCode).toBe(400);
      // The rows without a problem are counted as they would be written; the blank row 3 is skipped.
      expect(res.json()).toEqual({
        created: 2,
        updated: 0,
        errors: [
          { row: 5, column: 'name', message: 'name must be at most 200 characters' },
          { row: 6, column: 'name', message: 'name good one is on row 2 already' },
          { row: 7, column: 'aliases', message: 'aliases must hold at most 50 entries' },
        ],
        message: 'Nothing was imported: the file has 3 problems. Correct them and import the file again.',
      });
      expect(await allProperties(client)).toEqual([]);
    });

    it('checks a file without writing it on dryRun', async () => {
      const client = await freshClient();
      const res = await upload(client, 'properties', 'name\nA\nB\n', w.admin, '&dryRun=true');
      expect(res.json()).toEqual({ created: 2, updated: 0, errors: [] });
      expect(await allProperties(client)).toEqual([]);
      const bad = await upload(client, 'properties', 'name\nA\na\n', w.admin, '&dryRun=TRUE');
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBe('Nothing was imported. Row 3: name a is on row 2 already.');
    });
  });

  describe('a file that cannot be read', () => {
    it('names a missing required column, on row 1', async () => {
      const res = await upload(clientId, 'units', 'property,address\nMaple Court,1 Main\n', w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        created: 0,
        updated: 0,
        errors: [{ row: 1, column: 'unit', message: 'The header has no unit column; the first row must name the columns: property, unit, address.' }],
        message: 'Nothing was imported. The header has no unit column; the first row must name the columns: property, unit, address.',
      });
      const semicolons = await upload(clientId, 'properties', 'name;address\nA;B\n', w.admin);
      expect(semicolons.json().errors[0].message).toContain('(columns must be separated by commas)');
      expect((await upload(clientId, 'gl-accounts', '', w.admin)).json().errors.map((e: { column: string }) => e.column)).toEqual(['number', 'name']);
    });

    it('refuses a file that is not UTF-8 with one clear error', async () => {
      const latin1 = Buffer.from('name,address\nCaf\xe9 Court,1 Main\n', 'latin1');
      const res = await upload(clientId, 'properties', latin1, w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        created: 0,
        updated: 0,
        errors: [{ row: 2, column: null, message: expect.stringContaining('The file is not UTF-8 text: row 2 holds a character in another encoding') }],
        message: expect.stringContaining('Save it as "CSV UTF-8"'),
      });
    });

    it('refuses 10 MB of one line at once, and an unclosed quote', async () => {
      const started = Date.now();
      const res = await upload(clientId, 'properties', `name,${'x'.repeat(10 * 1024 * 1024)}`, w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([{ row: 1, column: null, message: 'Row 1 is longer than 100,000 characters; this is not a CSV file of the directory.' }]);
      expect(Date.now() - started).toBeLessThan(5000);
      const quote = await upload(clientId, 'properties', 'name\nGood\n"Never closed\nMore\n', w.admin);
      expect(quote.json().errors).toEqual([{ row: 3, column: null, message: 'Row 3 opens a quoted cell that is never closed.' }]);
    });

    it('refuses a file over 20 MB, and a body that is no CSV', async () => {
      const big = await upload(clientId, 'properties', Buffer.alloc(21 * 1024 * 1024, 'a'), w.admin);
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({ message: 'Request body is too large' });
      const json = await t.app.inject({ method: 'POST', url: `/api/clients/${clientId}/directory/import?kind=properties`, headers: w.admin.auth, payload: { name: 'x' } });
      expect(json.statusCode).toBe(415);
      expect(json.json()).toEqual({ message: 'Send the CSV file as the request body, with Content-Type: text/csv.' });
      const noKind = await upload(clientId, 'nonsense', 'name\nA\n', w.admin);
      expect(noKind.statusCode).toBe(400);
      expect(noKind.json().message).toContain('kind must be one of properties, units, vendors, gl-accounts');
    });
  });

  describe('units, vendors and GL accounts', () => {
    let client: string;
    beforeAll(async () => {
      client = await freshClient('Round Trip Co');
      expect((await upload(client, 'properties', 'name,address\nMaple Court,12 Maple St\nBirch Houses,\n', w.admin)).statusCode).toBe(200);
    });

    it('imports units by property name, updating a unit the property has', async () => {
      const res = await upload(client, 'units', 'property,unit,address\nmaple court,204,\nMaple Court,10,\nBirch Houses,A,7 Elm Lane\n', w.admin);
      expect(res.json()).toEqual({ created: 3, updated: 0, errors: [] });
      const again = await upload(client, 'units', 'Unit,Property,Address\n204,Maple Court,Rear 12 Maple St\nB,Birch Houses,9 Elm Lane\n', w.admin);
      expect(again.json()).toEqual({ created: 1, updated: 1, errors: [] });
      const bad = await upload(client, 'units', 'property,unit\nNowhere,1\nMaple Court,\nMaple Court,5\nMaple court,5\n', w.admin);
      expect(bad.json().errors).toEqual([
        { row: 2, column: 'property', message: "property Nowhere is not one of the client's properties" },
        { row: 3, column: 'unit', message: 'unit is required' },
        { row: 5, column: 'unit', message: 'unit 5 of Maple Court is on row 4 already' },
      ]);
    });

    it('imports the chart, renaming a number it has', async () => {
      expect((await upload(client, 'gl-accounts', 'number,name\n6100,Repairs\n6200,Utilities\n', w.admin)).json()).toEqual({ created: 2, updated: 0, errors: [] });
      expect((await upload(client, 'gl-accounts', 'name,number\nRepairs & maintenance,6100\nUtilities,6200\n', w.admin)).json()).toEqual({ created: 0, updated: 1, errors: [] });
      expect((await upload(client, 'gl-accounts', 'number,name\n6300,\n', w.admin)).json().errors).toEqual([{ row: 2, column: 'name', message: 'name is required' }]);
    });

    it('imports vendors with one row per account, the default property on a row without one', async () => {
      const file = [
        'name,aliases,senderEmails,accountNumber,property,unit,defaultGlAccount,remitTo,taxId',
        'Acme Water,ACME,billing@acme.example;@acme.example,00412-7,Maple Court,204,6200,PO Box 1,',
        'Acme Water,Acme Utilities,,00999,Birch Houses,,,,',
        'Acme Water,,,,Maple Court,,,,12-3456789',
        'Bolt Electric,,,,,,6100,,',
      ].join('\n');
      const res = await upload(client, 'vendors', file, w.admin);
      expect(res.json()).toEqual({ created: 2, updated: 0, errors: [] });
      const props = await allProperties(client);
      const maple = props.find((p) => p.name === 'Maple Court') as Property;
      const birch = props.find((p) => p.name === 'Birch Houses') as Property;
      const unit204 = (await call('GET', client, `/properties/${maple.id}`, w.admin)).json().units.find((u: { unit: string }) => u.unit === '204');
      const [acme, bolt] = await allVendors(client);
      expect(acme).toMatchObject({
        name: 'Acme Water',
        aliases: ['ACME', 'Acme Utilities'],
        senderEmails: ['billing@acme.example', '@acme.example'],
        remitTo: 'PO Box 1',
        taxId: '12-3456789',
        defaultGlAccount: '6200',
        defaultPropertyId: maple.id,
        accounts: [
          { accountNumber: '00412-7', propertyId: maple.id, unitId: unit204.id },
          { accountNumber: '00999', propertyId: birch.id, unitId: null },
        ],
      });
      expect(bolt).toMatchObject({ name: 'Bolt Electric', defaultGlAccount: '6100', accounts: [], defaultPropertyId: null });
    });

    it('refuses vendor rows that disagree or name what does not exist', async () => {
      const file = [
        'name,senderEmails,accountNumber,property,unit,defaultGlAccount,remitTo',
        'Zed Gas,not-an-address,Z-1,Maple Court,999,9999,PO Box 1',
        'Zed Gas,,Z-1,Nowhere,,,PO Box 2',
        'Zed Gas,,,,4,,',
        ',,,,,,',
        'No Name Row Above,,,,,,',
        ',,X,,,,',
      ].join('\n');
      const res = await upload(client, 'vendors', file, w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([
        { row: 2, column: 'defaultGlAccount', message: "defaultGlAccount 9999 is not in the client's chart of GL accounts (import the GL accounts first)" },
        { row: 2, column: 'unit', message: 'unit 999 is not a unit of Maple Court' },
        { row: 2, column: 'senderEmails', message: 'senderEmails must be an e-mail address or @domain' },
        { row: 3, column: 'remitTo', message: 'remitTo PO Box 2 differs from PO Box 1 on row 2 for the same vendor' },
        { row: 3, column: 'accountNumber', message: 'accountNumber Z-1 is on row 2 already for the same vendor' },
        { row: 3, column: 'property', message: "property Nowhere is not one of the client's properties" },
        { row: 4, column: 'unit', message: 'unit is the unit of an account: give the accountNumber on its row' },
        { row: 7, column: 'name', message: 'name is required' },
      ]);
      expect((await allVendors(client)).map((v) => v.name)).toEqual(['Acme Water', 'Bolt Electric']);
      const sender = await upload(client, 'vendors', 'name,senderEmails\nQ Co,ok@q.example;not an address\n', w.admin);
      expect(sender.json().errors).toEqual([{ row: 2, column: 'senderEmails', message: 'senderEmails must be an e-mail address or @domain' }]);
    });

    it('exports each kind in the columns it imports, and the export imports again unchanged', async () => {
      setClockTo('2025-03-10T12:00:00.000Z');
      const res = await exported(client, 'vendors');
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="Round Trip Co vendors 2025-03-10.csv"');
      jest.useRealTimers();
      expect(rowsOf(res.body)).toEqual([
        { name: 'Acme Water', aliases: 'ACME; Acme Utilities', senderEmails: 'billing@acme.example; @acme.example', accountNumber: '', property: 'Maple Court', unit: '', defaultGlAccount: '6200', remitTo: 'PO Box 1', taxId: '12-3456789' },
        { name: 'Acme Water', aliases: 'ACME; Acme Utilities', senderEmails: 'billing@acme.example; @acme.example', accountNumber: '00412-7', property: 'Maple Court', unit: '204', defaultGlAccount: '6200', remitTo: 'PO Box 1', taxId: '12-3456789' },
        { name: 'Acme Water', aliases: 'ACME; Acme Utilities', senderEmails: 'billing@acme.example; @acme.example', accountNumber: '00999', property: 'Birch Houses', unit: '', defaultGlAccount: '6200', remitTo: 'PO Box 1', taxId: '12-3456789' },
        { name: 'Bolt Electric', aliases: '', senderEmails: '', accountNumber: '', property: '', unit: '', defaultGlAccount: '6100', remitTo: '', taxId: '' },
      ]);
      expect(rowsOf((await exported(client, 'units')).body)).toEqual([
        { property: 'Birch Houses', unit: 'A', address: '7 Elm Lane' },
        { property: 'Birch Houses', unit: 'B', address: '9 Elm Lane' },
        { property: 'Maple Court', unit: '10', address: '' },
        { property: 'Maple Court', unit: '204', address: 'Rear 12 Maple St' },
      ]);
      expect(rowsOf((await exported(client, 'gl-accounts')).body)).toEqual([
        { number: '6100', name: 'Repairs & maintenance' },
        { number: '6200', name: 'Utilities' },
      ]);
      const copy = await freshClient('Copy Co');
      for (const kindName of ['properties', 'gl-accounts', 'units', 'vendors']) {
        const body = (await exported(client, kindName)).body;
        expect([kindName, (await upload(client, kindName, body, w.admin)).json()]).toEqual([kindName, { created: 0, updated: 0, errors: [] }]);
        expect([kindName, (await upload(copy, kindName, body, w.admin)).statusCode]).toEqual([kindName, 200]);
        expect((await exported(copy, kindName)).body).toBe(body);
      }
    });

    it('exports an empty directory as its header', async () => {
      const res = await exported(await freshClient('Empty Co'), 'properties');
      expect(res.body).toBe('\uFEFFname,aliases,address,city,state,zip\r\n');
    });
  });
});
