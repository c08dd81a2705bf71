/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { REVIEW_MESSAGES } from '../../../../src/client/features/invoices/review/messages';
import { MEMBERS_AREA } from '../../../../src/client/features/members/memberErrors';
import { locationOf } from '../harness';
import { bill, openFromMembers, patches } from './reviewServer';

/** Newest first: a1 is the newest. */
const newestFirst = (ids: string[], reviewed: string[] = []) =>
  ids.map((id, i) => bill(id, { createdAt: `2024-03-${String(20 - i).padStart(2, '0')}T10:00:00.000Z`, reviewed: reviewed.includes(id) }));

const heading = () => screen.findByRole('heading', { level: 1 });
const opened = async (id: string) => expect(await screen.findByRole('heading', { level: 1, name: new RegExp(`Payee ${id} `) })).toBeInTheDocument();
const nav = () => screen.getByRole('navigation', { name: 'Review' });
const position = async (text: string) => expect(await within(nav()).findByText(text)).toBeInTheDocument();

describe('/view: mark reviewed & next', () => {
  it('under All, reviews this invoice and opens the next unreviewed one after it, across a page edge', async () => {
    const invoices = newestFirst(['a1', 'a2', 'a3', 'a4', 'a5'], ['a3', 'a4']);
    const { user, calls, router, server } = await openFromMembers(invoices, 'a2', { pageSize: 2 });
    await opened('a2');
    await position('2 of 5');
    await user.keyboard('x');
    await opened('a5');
    expect(patches(calls)).toEqual(['/api/invoices/a2/toggle-review']);
    expect(server.stored.get('a2')?.reviewed).toBe(true);
    expect(locationOf(router)).toBe('/view?id=a5');
    // In place of the invoice in history, with the way back to the list kept.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.state).toEqual({ from: '/members?client=client-1', listPage: 3 });
    await position('5 of 5');
    // The invoice left behind is not downloaded again (PDF and all) when its review lands.
    expect(calls.filter((call) => call.path === '/api/invoices/a2')).toHaveLength(1);
  });

  it('under Unreviewed sorted by due date, goes down the queue, then says there are no more and goes back to the list', async () => {
    const invoices = [bill('late', { dueDate: '2024-05-01' }), bill('soon', { dueDate: '2024-04-01' }), bill('done', { dueDate: '2024-03-01', reviewed: true }), bill('mid', { dueDate: '2024-04-15' })];
    const { user, calls, router, store } = await openFromMembers(invoices, 'soon', { filter: 'unreviewed', sort: 'dueDate', order: 'asc', pageSize: 2 });
    await opened('soon');
    await position('1 of 3');
    await user.keyboard('x');
    await opened('mid');
    // soon left the unreviewed list: mid is now first of two.
    await position('1 of 2');
    await user.keyboard('x');
    await opened('late');
    await user.click(screen.getByRole('button', { name: 'Mark reviewed & next' }));
    await waitFor(() => expect(locationOf(router)).toBe('/members?client=client-1'));
    expect(router.state.historyAction).toBe('POP');
    expect(patches(calls)).toEqual(['/api/invoices/soon/toggle-review', '/api/invoices/mid/toggle-review', '/api/invoices/late/toggle-review']);
    const shown = (store.getState() as { notifications?: Record<string, { title?: string }[]> }).notifications?.[MEMBERS_AREA];
    expect(shown?.map((n) => n.title)).toEqual([REVIEW_MESSAGES.noMoreUnreviewed]);
  });

  it('under a search sorted by payee descending, follows that order', async () => {
    const invoices = [bill('b', { payee: 'Oak b' }), bill('d', { payee: 'Oak d' }), bill('c', { payee: 'Elm c' }), bill('a', { payee: 'Oak a' })];
    const { user } = await openFromMembers(invoices, 'd', { search: 'oak', sort: 'payee', order: 'desc', pageSize: 20 });
    expect(await screen.findByRole('heading', { level: 1, name: /Oak d/ })).toBeInTheDocument();
    await position('1 of 3');
    await user.keyboard('x');
    expect(await screen.findByRole('heading', { level: 1, name: /Oak b/ })).toBeInTheDocument();
  });

  it('under Reviewed, sends no toggle for a reviewed invoice and opens the next unreviewed one in the whole list', async () => {
    const invoices = newestFirst(['r1', 'r2', 'u3', 'r4', 'u5'], ['r1', 'r2', 'r4']);
    const { user, calls } = await openFromMembers(invoices, 'r2', { filter: 'reviewed', pageSize: 2 });
    await opened('r2');
    await position('2 of 3');
    await user.keyboard('x');
    await opened('u3');
    expect(patches(calls)).toEqual([]);
  });

  it('wraps to an unreviewed invoice before this one rather than saying there are none', async () => {
    const invoices = newestFirst(['w1', 'w2', 'w3'], ['w2']);
    const { user, calls } = await openFromMembers(invoices, 'w3', { pageSize: 2 });
    await opened('w3');
    await user.keyboard('x');
    await opened('w1');
    expect(patches(calls)).toEqual(['/api/invoices/w3/toggle-review']);
  });

  it('walks the due-date queue when the invoice was opened from it', async () => {
    const invoices = [bill('q1', { dueDate: '2024-06-01' }), bill('q2', { dueDate: '2024-01-01' }), bill('q3', { dueDate: '2024-03-01' })];
    const { user, calls } = await openFromMembers(invoices, 'q2', { list: 'due' as never, pageSize: 20 });
    await opened('q2');
    await user.keyboard('x');
    await opened('q3');
    expect(calls.some((call) => call.url.pathname === '/api/invoices/client/client-1/due')).toBe(true);
  });

  it('opened on its own, walks the whole list newest first and goes back to /members', async () => {
    const invoices = newestFirst(['n1', 'n2', 'n3']);
    const { user, router } = await openFromMembers(invoices, 'n1', null);
    await opened('n1');
    await position('1 of 3');
    await user.keyboard('x');
    await opened('n2');
    await user.keyboard('{Escape}');
    expect(locationOf(router)).toBe('/members');
  });

  it('stays on the invoice and says so when its review fails at the end of the list', async () => {
    const invoices = newestFirst(['f1']);
    const { user, router } = await openFromMembers(invoices, 'f1', { pageSize: 20 }, { fail: ['f1'] });
    await opened('f1');
    await user.keyboard('x');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update invoice: Database is read-only');
    expect(locationOf(router)).toBe('/view?id=f1');
  });

  it('shows a review that failed after the next invoice opened on that invoice', async () => {
    const invoices = newestFirst(['g1', 'g2']);
    const { user } = await openFromMembers(invoices, 'g1', { pageSize: 20 }, { fail: ['g1'] });
    await opened('g1');
    await user.keyboard('x');
    await opened('g2');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error Updating InvoiceFailed to update invoice: Database is read-only (invoice N-g1 is still unreviewed)');
  });

  it('prefetches the next invoice, so it opens without waiting', async () => {
    const invoices = newestFirst(['p1', 'p2']);
    const { calls } = await openFromMembers(invoices, 'p1', { pageSize: 20 });
    await opened('p1');
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/invoices/p2'));
  });
});

describe('/view: previous and next', () => {
  it('opens the neighbours in list order with the buttons and j / k, across page edges', async () => {
    const invoices = newestFirst(['c1', 'c2', 'c3', 'c4']);
    const { user } = await openFromMembers(invoices, 'c2', { pageSize: 2, page: 1 });
    await opened('c2');
    await user.keyboard('j');
    await opened('c3');
    await position('3 of 4');
    await user.keyboard('k');
    await opened('c2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await opened('c3');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await opened('c2');
  });

  it('is disabled at either end of the list, and the keys there say so', async () => {
    const invoices = newestFirst(['e1', 'e2', 'e3']);
    const { user, router } = await openFromMembers(invoices, 'e1', { pageSize: 2 });
    await opened('e1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    await user.keyboard('k');
    expect(await screen.findByText(REVIEW_MESSAGES.first)).toBeInTheDocument();
    expect(locationOf(router)).toBe('/view?id=e1');

    await user.keyboard('j');
    await opened('e2');
    await user.keyboard('j');
    await opened('e3');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    await user.keyboard('j');
    expect(await screen.findByText(REVIEW_MESSAGES.last)).toBeInTheDocument();
    expect(locationOf(router)).toBe('/view?id=e3');
  });

  it('says so when the list the reviewer came from leaves this invoice out, and x still finds one to review', async () => {
    const invoices = newestFirst(['o1', 'o2', 'o3'], ['o1']);
    const { user } = await openFromMembers(invoices, 'o1', { filter: 'unreviewed', pageSize: 20 });
    await opened('o1');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('title', REVIEW_MESSAGES.notInList);
    await user.keyboard('j');
    expect(await screen.findByText(REVIEW_MESSAGES.notInList)).toBeInTheDocument();
    await user.keyboard('x');
    await opened('o2');
  });

  it('says the look-up failed when the list cannot be read', async () => {
    const invoices = newestFirst(['l1', 'l2']);
    const { user, calls, router } = await openFromMembers(invoices, 'l1', { pageSize: 20 }, { failLists: true });
    await opened('l1');
    await user.keyboard('j');
    expect(await screen.findByText(REVIEW_MESSAGES.lookupFailed)).toBeInTheDocument();
    await user.keyboard('x');
    expect(await screen.findByText(REVIEW_MESSAGES.lookupFailed)).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    expect(locationOf(router)).toBe('/view?id=l1');
  });

  it('finds the invoice on another page than the list was on (the list moved since)', async () => {
    const invoices = newestFirst(['m1', 'm2', 'm3', 'm4', 'm5', 'm6', 'm7']);
    await openFromMembers(invoices, 'm6', { pageSize: 2, page: 1 });
    await opened('m6');
    await position('6 of 7');
  });
});

describe('/view: keys', () => {
  it('do nothing while typing in a field', async () => {
    const invoices = newestFirst(['t1', 't2']);
    const { user, calls, router } = await openFromMembers(invoices, 't1', { pageSize: 20 });
    await opened('t1');
    await position('1 of 2');
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment'), 'xjk');
    expect(screen.getByLabelText('Comment')).toHaveValue('xjk');
    expect(patches(calls)).toEqual([]);
    expect(locationOf(router)).toBe('/view?id=t1');
  });

  it('do nothing while the invoice is edited; Esc then cancels the edit instead of leaving', async () => {
    const invoices = newestFirst(['k1', 'k2']);
    const { user, calls, router } = await openFromMembers(invoices, 'k1', { pageSize: 20 });
    await opened('k1');
    await position('1 of 2');
    await user.keyboard('e');
    expect(await screen.findByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    // Focus on a button of the form, not in a field: only the edit mode holds the keys back.
    screen.getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('xj');
    expect(screen.getByRole('button', { name: 'Mark reviewed & next' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('button', { name: 'Edit Invoice' })).toBeInTheDocument();
    expect(patches(calls)).toEqual([]);
    expect(locationOf(router)).toBe('/view?id=k1');
  });

  it('Esc goes back to the members list entry it came from', async () => {
    const invoices = newestFirst(['b1', 'b2']);
    const { user, router, from } = await openFromMembers(invoices, 'b1', { pageSize: 20 });
    await opened('b1');
    await user.keyboard('j');
    await opened('b2');
    await user.keyboard('{Escape}');
    expect(locationOf(router)).toBe(from);
    expect(router.state.historyAction).toBe('POP');
  });

  it('? lists the shortcuts', async () => {
    const { user } = await openFromMembers(newestFirst(['h1']), 'h1', { pageSize: 20 });
    await heading();
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(dialog).toHaveTextContent('Mark reviewed and open the next unreviewed invoice');
    // The open dialog holds the keyboard: e does not start editing behind it.
    await user.keyboard('e');
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});
