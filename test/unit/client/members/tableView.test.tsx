/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { locationOf } from '../harness';
import { invoice } from './fixtures';
import { renderMembers } from './renderMembers';
import { invoices, isClientList, rowOf, tableServer, withTableDensity } from './tableServer';

withTableDensity();

const table = () => screen.findByRole('table', { name: 'Invoices' });
const cellsOf = (id: string) => within(rowOf(id) as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent);
const listQueries = (calls: ReturnType<typeof tableServer>) => calls.filter(isClientList).map((call) => Object.fromEntries(call.url.searchParams));

describe('Members invoice table', () => {
  it('shows every column, with the cards’ formats, flags and defaults', async () => {
    tableServer([
      invoice('a', { unit: '4B', comment: 'Paid by check', reviewed: true, confidence: { payee: 0.4, totalAmount: 0.5 } }),
      invoice('b', { documentKind: 'credit_note', totalAmount: -50, currency: 'EUR', payee: null, invoiceNumber: null, dueDate: null, property: null }),
    ]);
    renderMembers('/members?client=c1');
    const headers = within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
    expect(headers).toEqual(['', 'Payee', 'Invoice #', 'Property / unit', 'Bill date', 'Due date', 'Total', 'Kind', 'Confidence', 'Reviewed', 'Comment']);
    await waitFor(() => expect(rowOf('a')).not.toBeNull());
    expect(cellsOf('a')).toEqual(['', 'Payee a', 'INV-a', '12 Oak Street · Unit 4B', '01/31/2024', '02/29/2024', '$1,234.56', 'Invoice', '⚠ 2 fields: low confidence in payee, total', 'Reviewed', 'Paid by check']);
    expect(cellsOf('b')).toEqual(['', 'Unknown Payee', '—Not Found', '—Not Found', '01/31/2024', '—Not Found', '-€50.00', 'Credit note', '⚠ 2 fields: low confidence in payee, invoice #', 'Unreviewed', '']);
    expect(rowOf('a')).toHaveClass('is-reviewed');
    expect(rowOf('b')).toHaveClass('is-unreviewed');
    expect(screen.getByText('Total Invoices: 2')).toBeInTheDocument();
  });

  it('opens an invoice from its payee, with this list as "from"', async () => {
    tableServer([invoice('a')]);
    const { router, user } = renderMembers('/members?client=c1&filter=unreviewed');
    await user.click(within(await table()).getByRole('link', { name: 'Payee a' }));
    expect(locationOf(router)).toBe('/view?id=a');
    expect(router.state.location.state).toEqual({ from: '/members?client=c1&filter=unreviewed' });
  });

  it('sorts on the server by the header clicked: ascending, then descending, then newest first again', async () => {
    const calls = tableServer(invoices(3));
    const { router, user } = renderMembers('/members?client=c1');
    const payee = within(await table()).getByRole('columnheader', { name: 'Payee' });
    expect(payee).not.toHaveAttribute('aria-sort');

    await user.click(within(payee).getByRole('button'));
    expect(locationOf(router)).toBe('/members?client=c1&sort=payee&order=asc');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '50', sort: 'payee', order: 'asc' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Payee/ })).toHaveAttribute('aria-sort', 'ascending'));

    await user.click(within(screen.getByRole('columnheader', { name: /Payee/ })).getByRole('button'));
    expect(locationOf(router)).toBe('/members?client=c1&sort=payee');
    await waitFor(() => expect(listQueries(calls).at(-1)).toEqual({ page: '1', limit: '50', sort: 'payee', order: 'desc' }));
    await waitFor(() => expect(screen.getByRole('columnheader', { name: /Payee/ })).toHaveAttribute('aria-sort', 'descending'));

    await user.click(within(screen.getByRole('columnheader', { name: /Payee/ })).getByRole('button'));
    expect(locationOf(router)).toBe('/members?client=c1');
    expect(screen.getByRole('columnheader', { name: /Payee/ })).not.toHaveAttribute('aria-sort');

    // Totals start with the largest; Back returns to the order before.
    await user.click(within(screen.getByRole('columnheader', { name: 'Total' })).getByRole('button'));
    expect(locationOf(router)).toBe('/members?client=c1&sort=totalAmount');
    await act(() => router.navigate(-1));
    expect(locationOf(router)).toBe('/members?client=c1');
  });

  it('reads the order from a link, and leaves the other columns unsorted', async () => {
    const calls = tableServer(invoices(3));
    renderMembers('/members?client=c1&filter=unreviewed&q=water&sort=dueDate&order=asc');
    await table();
    expect(listQueries(calls)[0]).toEqual({ page: '1', limit: '50', search: 'water', reviewed: 'false', sort: 'dueDate', order: 'asc' });
    expect(screen.getByRole('columnheader', { name: /Due date/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(document.querySelectorAll('th[aria-sort]')).toHaveLength(1);
    // Kind, confidence, review state and comment are not orders the server knows.
    for (const name of ['Kind', 'Confidence', 'Reviewed', 'Comment']) expect(within(screen.getByRole('columnheader', { name })).queryByRole('button')).toBeNull();
  });

  it('loads pages of 50, the next one as the rows near the end come into view', async () => {
    const calls = tableServer(invoices(110));
    renderMembers('/members?client=c1');
    await table();
    // jsdom's 768 px window shows 41 rows below the first 100 px: near enough to the end of the first 50 to ask for more.
    await waitFor(() => expect(listQueries(calls).map((query) => `${query.page}/${query.limit}`)).toEqual(['1/50', '2/50']));
    const body = document.querySelector('tbody') as HTMLElement;
    // The rows drawn and the spacers for those out of view add up to every loaded row.
    const height = () => Array.from(body.children).reduce((sum, row) => sum + parseFloat((row as HTMLElement).style.height), 0);
    await waitFor(() => expect(height()).toBe(100 * 16));
    expect(screen.getByText('Total Invoices: 110')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Invoices' })).toHaveAttribute('aria-rowcount', '111');
    // Only the rows in view, and a few either side, are drawn.
    expect(rowOf('i60')).toBeNull();

    act(() => {
      window.scrollY = 100 + 60 * 16;
      fireEvent.scroll(window);
    });
    await waitFor(() => expect(listQueries(calls).map((query) => query.page)).toEqual(['1', '2', '3']));
    await waitFor(() => expect(height()).toBe(110 * 16));
    expect(rowOf('i70')).not.toBeNull();
    expect(rowOf('i1')).toBeNull();
    // Over a hundred rows drawn twice in jsdom: slow on a busy machine, not in a browser.
  }, 15_000);
});
