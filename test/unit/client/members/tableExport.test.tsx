/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { Answer, Call } from '../harness';
import { renderMembers } from './renderMembers';
import { invoices, rowOf, tableServer, withTableDensity } from './tableServer';

withTableDensity();

const CSV = '\uFEFFPayee,Invoice #\r\nPayee i1,INV-i1\r\n';

interface Download {
  name: string;
  blob: Blob;
}

/** The files the page handed to the browser, and the bearer token each export was asked with. */
function captureDownloads() {
  const downloads: Download[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') as Blob });
  });
  return downloads;
}

function recordTokens() {
  const tokens: (string | null)[] = [];
  const served = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    if (request.url.includes('/export.csv')) tokens.push(request.headers.get('authorization'));
    return served(request);
  }) as typeof fetch;
  return tokens;
}

const isExport = (call: Call) => call.url.pathname === '/api/invoices/client/c1/export.csv';
const exportQueries = (calls: Call[]) => calls.filter(isExport).map((call) => Object.fromEntries(call.url.searchParams));

function setUp(url: string, answer: (call: Call) => Answer = () => ({ status: 200, text: CSV })) {
  const calls = tableServer(invoices(5), (call) => (isExport(call) || call.url.pathname === '/api/auth/refresh-token' ? answer(call) : undefined));
  const tokens = recordTokens();
  const downloads = captureDownloads();
  return { calls, tokens, downloads, ...renderMembers(url) };
}

describe('Members table export', () => {
  it('exports the list’s filter and order when nothing is selected, as a file with its byte-order mark', async () => {
    const { calls, tokens, downloads, user } = setUp('/members?client=c1&filter=unreviewed&q=water&sort=payee&order=asc');
    await waitFor(() => expect(rowOf('i5')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportQueries(calls)).toEqual([{ search: 'water', reviewed: 'false', sort: 'payee', order: 'asc' }]);
    expect(tokens).toEqual(['Bearer token-1']);
    expect(downloads[0]?.name).toMatch(/^invoices-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = new Uint8Array(await (downloads[0]?.blob as Blob).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('exports the selection by its ids', async () => {
    const { calls, downloads, user } = setUp('/members?client=c1&sort=dueDate');
    await waitFor(() => expect(rowOf('i5')).not.toBeNull());
    await user.click(within(rowOf('i4') as HTMLElement).getByRole('checkbox'));
    await user.click(within(rowOf('i2') as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(exportQueries(calls)).toEqual([{ ids: 'i2,i4' }]);
    // An export changes nothing: the selection stays for the next action.
    expect(screen.getByText('2 selected')).toBeInTheDocument();
  });

  it('refreshes an expired token and asks again, as every call does', async () => {
    let exports = 0;
    const { calls, tokens, downloads, user } = setUp('/members?client=c1', (call) => {
      if (call.url.pathname === '/api/auth/refresh-token') return { status: 200, body: { token: 'token-2', refreshToken: 'refresh-2' } };
      exports += 1;
      return exports === 1 ? { status: 401, body: { message: 'Token expired' } } : { status: 200, text: CSV };
    });
    await waitFor(() => expect(rowOf('i5')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(downloads).toHaveLength(1));
    expect(calls.filter((call) => isExport(call) || call.url.pathname === '/api/auth/refresh-token').map((call) => call.url.pathname.split('/').pop())).toEqual(['export.csv', 'refresh-token', 'export.csv']);
    expect(tokens).toEqual(['Bearer token-1', 'Bearer token-2']);
  });

  it('says why when the export fails, through the screen’s banners', async () => {
    const { downloads, user } = setUp('/members?client=c1', () => ({ status: 500, body: { message: 'Disk full' } }));
    await waitFor(() => expect(rowOf('i5')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error Exporting Invoices');
    expect(banner).toHaveTextContent('Failed to export invoices: Disk full');
    expect(downloads).toEqual([]);
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
  });
});
