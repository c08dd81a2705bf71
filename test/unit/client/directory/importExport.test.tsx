/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { changes, EXPORTED_CSV, listLoads, mockDirectoryApi, renderDirectory, type ImportAnswer } from './directoryServer';

const CSV = 'name,address\nBirch Row,9 Birch Rd\n';

const imports = (calls: ReturnType<typeof mockDirectoryApi>) => changes(calls).map((call) => ({ query: Object.fromEntries(call.url.searchParams), body: call.body }));

/** Row 3 has no name in a preview; the same file would create one property once fixed. */
const rowErrors: ImportAnswer = (csv) =>
  csv.includes(',,')
    ? { status: 400, body: { created: 1, updated: 0, errors: [{ row: 3, column: 'name', message: 'is required' }], message: 'Row 3: name is required' } }
    : { status: 200, body: { created: 1, updated: 1, errors: [] } };

async function openImport(importAnswer?: ImportAnswer) {
  const calls = mockDirectoryApi({ importAnswer });
  const rendered = renderDirectory();
  await screen.findByRole('table', { name: 'Properties' });
  await rendered.user.click(screen.getByRole('button', { name: 'Import / export CSV' }));
  const panel = screen.getByRole('region', { name: 'Import and export CSV' });
  return { calls, panel, ...rendered };
}

describe('Importing a CSV', () => {
  it('previews with dryRun, lists each bad row and keeps Import disabled', async () => {
    const { calls, panel, user } = await openImport(rowErrors);
    const importButton = within(panel).getByRole('button', { name: 'Import' });
    expect(importButton).toBeDisabled();
    await user.type(within(panel).getByRole('textbox', { name: 'Or paste the CSV' }), 'name,address{Enter}Birch Row,9 Birch Rd{Enter},,');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));

    const errors = await within(panel).findByRole('table', { name: 'Import errors' });
    expect(within(errors).getAllByRole('row')[1]).toHaveTextContent(/3\s*name\s*is required/);
    expect(within(panel).getByText('1 to create, 0 to update')).toBeInTheDocument();
    expect(within(panel).getByText(/1 problem stops this import/)).toBeInTheDocument();
    expect(importButton).toBeDisabled();
    expect(imports(calls)).toEqual([{ query: { kind: 'properties', dryRun: 'true' }, body: 'name,address\nBirch Row,9 Birch Rd\n,,' }]);
  });

  it('imports a clean preview with dryRun=false, says what it did and reloads the list', async () => {
    const { calls, panel, user } = await openImport(rowErrors);
    await user.selectOptions(within(panel).getByRole('combobox', { name: 'Kind to import' }), 'units');
    await user.upload(within(panel).getByLabelText('CSV file'), new File([CSV], 'units.csv', { type: 'text/csv' }));
    await waitFor(() => expect(within(panel).getByRole('textbox', { name: 'Or paste the CSV' })).toHaveValue(CSV));
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(await within(panel).findByText('1 to create, 1 to update')).toBeInTheDocument();
    const propertyLoads = listLoads(calls, 'properties').length;

    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Units imported: 1 created, 1 updated')).toBeInTheDocument();
    expect(imports(calls)).toEqual([
      { query: { kind: 'units', dryRun: 'true' }, body: CSV },
      { query: { kind: 'units', dryRun: 'false' }, body: CSV },
    ]);
    expect(within(panel).getByRole('textbox', { name: 'Or paste the CSV' })).toHaveValue('');
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
    // Units change the properties' unit counts: the list on screen asks again.
    await waitFor(() => expect(listLoads(calls, 'properties')).toHaveLength(propertyLoads + 1));
  });

  it('a changed text needs a new preview, and an empty one is refused without a request', async () => {
    const { calls, panel, user } = await openImport();
    const text = within(panel).getByRole('textbox', { name: 'Or paste the CSV' });
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    expect(text).toHaveAccessibleDescription(/Choose a CSV file or paste its text first\./);
    expect(imports(calls)).toEqual([]);

    await user.type(text, 'name{Enter}Birch Row');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.type(text, ' East');
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
  });

  it('an import the server refuses after all shows its rows, and nothing is said to be imported', async () => {
    let previewed = false;
    const { panel, user } = await openImport(() => {
      if (!previewed) {
        previewed = true;
        return { status: 200, body: { created: 1, updated: 0, errors: [] } };
      }
      return { status: 400, body: { created: 0, updated: 0, errors: [{ row: 2, column: null, message: 'Birch Row was added meanwhile' }], message: 'Row 2: Birch Row was added meanwhile' } };
    });
    await user.type(within(panel).getByRole('textbox', { name: 'Or paste the CSV' }), 'name{Enter}Birch Row');
    await user.click(within(panel).getByRole('button', { name: 'Preview' }));
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Import' })).toBeEnabled());
    await user.click(within(panel).getByRole('button', { name: 'Import' }));
    expect(await within(panel).findByText('Birch Row was added meanwhile')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was imported: some rows have errors');
    expect(within(panel).getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});

describe('Exporting a CSV', () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the kind as a file, with its byte-order mark, through the signed-in base query', async () => {
    const downloads: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    URL.createObjectURL = jest.fn((blob: Blob) => {
      blobs.set(`blob:test/${blobs.size}`, blob);
      return `blob:test/${blobs.size - 1}`;
    });
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
    });
    const { calls, panel, user } = await openImport();
    await user.click(within(panel).getByRole('button', { name: 'Export GL accounts CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(calls.filter((call) => call.url.pathname.endsWith('/import')).map((call) => call.path)).toEqual(['/api/clients/c1/directory/import?kind=gl-accounts']);
    expect(downloads[0]?.name).toMatch(/^gl-accounts-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await (downloads[0]?.blob as Blob).arrayBuffer());
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(EXPORTED_CSV.slice(1));
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});
