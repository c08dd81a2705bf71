/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_EXPORT_COLUMNS, type ExportColumn } from '../../../../src/shared/contract/billExport';
import type { Call } from '../harness';
import { mockDirectoryApi, renderDirectory } from '../directory/directoryServer';

const MAPPING = '/api/clients/c1/export/mapping';

/** The directory's API with the export columns of client c1: none saved until a PUT. */
function mappingServer(saved: ExportColumn[] | null = null) {
  let columns = saved;
  return mockDirectoryApi({
    handler: ({ method, url, body }: Call) => {
      if (url.pathname !== MAPPING) return undefined;
      if (method === 'PUT') columns = (body as { columns: ExportColumn[] }).columns;
      return { status: 200, body: { columns: columns ?? DEFAULT_EXPORT_COLUMNS, updatedAt: columns ? '2024-05-01T00:00:00.000Z' : null } };
    },
  });
}

const headers = () => screen.getAllByRole('textbox', { name: /^Header of column/ }).map((input) => (input as HTMLInputElement).value);
const saves = (calls: Call[]) => calls.filter((call) => call.method === 'PUT' && call.url.pathname === MAPPING).map((call) => call.body);

describe('The PM export tab of the directory', () => {
  it('shows the default columns of a client that saved none, and saves an edited, reordered list', async () => {
    const calls = mappingServer();
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=pm-export' });
    expect(screen.getByRole('tab', { name: 'PM export' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('table', { name: 'Export columns' });
    expect(headers()).toEqual(DEFAULT_EXPORT_COLUMNS.map((column) => column.header));
    expect(screen.getByText(/These are the default columns/)).toBeInTheDocument();

    const first = screen.getByRole('textbox', { name: 'Header of column 1' });
    await user.clear(first);
    await user.type(first, 'Vendor');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field of column 1' }), "Vendor (the directory's name)");
    await user.click(screen.getByRole('button', { name: 'Move column 2 up' }));
    await user.click(screen.getByRole('button', { name: 'Remove column 9' }));
    await user.click(screen.getByRole('button', { name: 'Add column' }));
    await user.type(screen.getByRole('textbox', { name: 'Header of column 9' }), 'Memo');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Field of column 9' }), 'Memo for check');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(saves(calls)).toHaveLength(1));
    expect(saves(calls)[0]).toEqual({
      columns: [
        { header: 'Property Name', field: 'property' },
        { header: 'Vendor', field: 'vendorName' },
        ...DEFAULT_EXPORT_COLUMNS.slice(2, 8),
        { header: 'Memo', field: 'memo' },
      ],
    });
    expect(await screen.findByText('Export columns saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/These are the default columns/)).not.toBeInTheDocument());
    expect(headers()[1]).toBe('Vendor');
  });

  it('says what is wrong with a blank or repeated header and saves nothing until it is fixed', async () => {
    const calls = mappingServer();
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=pm-export' });
    await screen.findByRole('table', { name: 'Export columns' });
    const first = screen.getByRole('textbox', { name: 'Header of column 1' });
    await user.clear(first);
    expect(screen.getByText('Every column needs a header.')).toBeInTheDocument();
    await user.type(first, 'unit');
    expect(screen.getByText('The header Unit is used twice.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(saves(calls)).toEqual([]);
  });

  it('resets saved columns to the default for the admin to save', async () => {
    const calls = mappingServer([{ header: 'Payee', field: 'payee' }]);
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=pm-export' });
    await screen.findByRole('table', { name: 'Export columns' });
    expect(headers()).toEqual(['Payee']);
    expect(screen.getByRole('button', { name: 'Move column 1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Reset to default' }));
    expect(headers()).toEqual(DEFAULT_EXPORT_COLUMNS.map((column) => column.header));
    expect(saves(calls)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves(calls)).toEqual([{ columns: DEFAULT_EXPORT_COLUMNS }]));
    expect(within(screen.getByRole('table', { name: 'Export columns' })).getAllByRole('row')).toHaveLength(DEFAULT_EXPORT_COLUMNS.length + 1);
  });
});
