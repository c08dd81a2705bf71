/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { Call } from '../harness';
import { renderMembers } from './renderMembers';
import { invoices, isClientList, rowOf, tableServer, withTableDensity } from './tableServer';

withTableDensity();

// A short window: 13 rows in view, so the first page of 50 is all that loads.
const height = window.innerHeight;
beforeEach(() => (window.innerHeight = 200));
afterEach(() => (window.innerHeight = height));

const bulkCalls = (calls: Call[]) => calls.filter((call) => call.path === '/api/invoices/bulk').map((call) => call.body);
const checkbox = (id: string) => within(rowOf(id) as HTMLElement).getByRole('checkbox');
const checked = (...ids: string[]) => ids.filter((id) => (checkbox(id) as HTMLInputElement).checked);
const button = (name: string) => screen.getByRole('button', { name });

/** 60 invoices, a bulk call answered with `answer` (by default: all of them changed). */
function setUp(url = '/members?client=c1', answer: (call: Call) => { status: number; body: unknown } = (call) => ({ status: 200, body: { updated: (call.body as { ids?: string[] }).ids?.length ?? 60 } })) {
  const calls = tableServer(invoices(60), (call) => (call.path === '/api/invoices/bulk' ? answer(call) : undefined));
  const rendered = renderMembers(url);
  return { calls, ...rendered };
}

const ready = () => waitFor(() => expect(rowOf('i8')).not.toBeNull());

describe('Members table selection', () => {
  it('selects a row by a click, a range by a shift-click, and takes a range back the same way', async () => {
    const { user } = setUp();
    await ready();
    expect(screen.getByText('Total Invoices: 60')).toBeInTheDocument();
    await user.click(checkbox('i2'));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.keyboard('{Shift>}');
    await user.click(checkbox('i6'));
    await user.keyboard('{/Shift}');
    expect(checked('i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7')).toEqual(['i2', 'i3', 'i4', 'i5', 'i6']);
    expect(screen.getByText('5 selected')).toBeInTheDocument();
    // From the last row clicked (i6) to i4, all take i4's new state: unselected.
    await user.keyboard('{Shift>}');
    await user.click(checkbox('i4'));
    await user.keyboard('{/Shift}');
    expect(checked('i1', 'i2', 'i3', 'i4', 'i5', 'i6', 'i7')).toEqual(['i2', 'i3']);
    await user.click(button('Clear selection'));
    expect(checked('i2', 'i3')).toEqual([]);
    expect(screen.getByText('Total Invoices: 60')).toBeInTheDocument();
  });

  it('selects every loaded row from the header, then every matching one', async () => {
    const { user } = setUp();
    await ready();
    const all = screen.getByRole('checkbox', { name: 'Select every loaded invoice' });
    await user.click(checkbox('i3'));
    expect(all).toHaveProperty('indeterminate', true);
    await user.click(all);
    expect(screen.getByText('50 selected')).toBeInTheDocument();
    expect(all).toBeChecked();
    await user.click(button('Select all 60 matching'));
    expect(screen.getByText('All 60 invoices selected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Select all/ })).not.toBeInTheDocument();
    // Taking one out leaves the loaded rows but that one.
    await user.click(checkbox('i3'));
    expect(screen.getByText('49 selected')).toBeInTheDocument();
    await user.click(all);
    await user.click(all);
    expect(screen.getByText('Total Invoices: 60')).toBeInTheDocument();
  });
});

describe('Members table bulk actions', () => {
  it.each([
    ['Mark reviewed', 'review', '2 invoices marked reviewed'],
    ['Mark unreviewed', 'unreview', '2 invoices marked unreviewed'],
  ])('%s sends the selected ids, clears the selection and says what happened', async (name, action, outcome) => {
    const { calls, user } = setUp();
    await ready();
    await user.click(checkbox('i1'));
    await user.click(checkbox('i4'));
    const lists = calls.filter(isClientList).length;
    const clientLists = calls.filter((call) => call.url.pathname === '/api/clients').length;
    await user.click(button(name));
    expect(await screen.findByText(outcome)).toHaveAttribute('role', 'status');
    expect(bulkCalls(calls)).toEqual([{ ids: ['i1', 'i4'], action }]);
    expect(checked('i1', 'i4')).toEqual([]);
    expect(screen.getByText('Total Invoices: 60')).toBeInTheDocument();
    // The endpoint's tags refetch the list and the sidebar's counts.
    await waitFor(() => expect(calls.filter(isClientList).length).toBeGreaterThan(lists));
    await waitFor(() => expect(calls.filter((call) => call.url.pathname === '/api/clients').length).toBeGreaterThan(clientLists));
  });

  it('deletes only after a confirmation that names the count', async () => {
    const { calls, user } = setUp();
    await ready();
    await user.click(checkbox('i2'));
    await user.keyboard('{Shift>}');
    await user.click(checkbox('i4'));
    await user.keyboard('{/Shift}');
    await user.click(button('Delete'));
    const dialog = screen.getByRole('dialog', { name: 'Delete invoices' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete 3 invoices? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(bulkCalls(calls)).toEqual([]);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    await user.click(button('Delete'));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete 3 invoices' }));
    expect(await screen.findByText('3 invoices deleted')).toBeInTheDocument();
    expect(bulkCalls(calls)).toEqual([{ ids: ['i2', 'i3', 'i4'], action: 'delete' }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('acts on every invoice matching the filter by sending the filter, not ids', async () => {
    const { calls, user } = setUp('/members?client=c1&q=water&sort=payee&order=asc');
    await ready();
    await user.click(screen.getByRole('checkbox', { name: 'Select every loaded invoice' }));
    await user.click(button('Select all 60 matching'));
    await user.click(button('Mark reviewed'));
    expect(await screen.findByText('60 invoices marked reviewed')).toBeInTheDocument();
    expect(bulkCalls(calls)).toEqual([{ match: { clientId: 'c1', search: 'water' }, action: 'review' }]);
  });

  it('keeps the selection and shows the banner when the server refuses', async () => {
    const { calls, user } = setUp('/members?client=c1&filter=unreviewed', () => ({ status: 403, body: { message: 'Not yours' } }));
    await ready();
    await user.click(checkbox('i5'));
    await user.click(button('Mark reviewed'));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error Updating Invoices');
    expect(banner).toHaveTextContent('Failed to update the selected invoices: Not yours');
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    expect(bulkCalls(calls)).toEqual([{ ids: ['i5'], action: 'review' }]);
  });
});
