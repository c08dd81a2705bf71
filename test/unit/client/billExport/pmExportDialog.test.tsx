/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { PmExportDialog } from '../../../../src/client/features/members/PmExportDialog';
import { mockApi, renderRoute, type Call } from '../harness';

const HEADERS = ['Payee Name', 'Amount'];
const preview = (includeExported: boolean) => ({
  bills: includeExported ? 14 : 12,
  rows: includeExported ? 30 : 15,
  headers: HEADERS,
  sample: [
    { 'Payee Name': 'Acme Water', Amount: '1234.56' },
    { 'Payee Name': 'Oak Electric', Amount: '-12.50' },
  ],
});

/** The files the dialog handed to the browser. */
function captureDownloads() {
  const names: string[] = [];
  URL.createObjectURL = jest.fn(() => 'blob:test/0');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return names;
}

function setUp(fail = false) {
  const calls = mockApi(({ url }: Call) => {
    if (url.pathname === '/api/clients/c1/export/bills') return { status: 200, body: preview(url.searchParams.get('includeExported') === 'true') };
    if (url.pathname === '/api/clients/c1/export/bills.csv') return fail ? { status: 500, body: { message: 'Database unavailable' } } : { status: 200, text: '\uFEFFPayee Name,Amount\r\n' };
    return undefined;
  });
  const onClose = jest.fn();
  const downloads = captureDownloads();
  const rendered = renderRoute('/members', <PmExportDialog clientId="c1" onClose={onClose} />, '/members', { signedIn: {} });
  return { calls, onClose, downloads, ...rendered };
}

const exports = (calls: Call[]) => calls.filter((call) => call.url.pathname.endsWith('/bills.csv')).map((call) => Object.fromEntries(call.url.searchParams));

describe('The Export to PM dialog', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the dry run: how many bills and rows, and a sample in the export columns', async () => {
    const { calls } = setUp();
    const dialog = await screen.findByRole('dialog', { name: 'Export to PM' });
    expect(await within(dialog).findByText('12 bills, 15 rows')).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Export preview' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(HEADERS);
    expect(within(table).getByText('Oak Electric')).toBeInTheDocument();
    expect(within(dialog).getByText('The first 2 rows of 15.')).toBeInTheDocument();
    expect(exports(calls)).toEqual([]);
  });

  it('previews and exports bills already exported when asked, then closes once the file is downloaded', async () => {
    const { calls, user, onClose, downloads } = setUp();
    await screen.findByText('12 bills, 15 rows');
    await user.click(screen.getByRole('checkbox', { name: 'Include bills already exported' }));
    expect(await screen.findByText('14 bills, 30 rows')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Export and mark exported' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(exports(calls)).toEqual([{ dryRun: 'false', includeExported: 'true' }]);
    expect(downloads).toHaveLength(1);
  });

  it('keeps the dialog open when the export fails', async () => {
    const { user, onClose, downloads } = setUp(true);
    await screen.findByText('12 bills, 15 rows');
    await user.click(screen.getByRole('button', { name: 'Export and mark exported' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export and mark exported' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(downloads).toEqual([]);
  });
});
