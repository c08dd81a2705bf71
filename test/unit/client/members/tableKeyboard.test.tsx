/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { baseApi } from '../../../../src/client/api/baseApi';
import { locationOf } from '../harness';
import { invoice } from './fixtures';
import { renderMembers } from './renderMembers';
import { activeId, activeRow, invoices, rowOf, tableServer, withTableDensity } from './tableServer';

withTableDensity();

const patches = (calls: ReturnType<typeof tableServer>) => calls.filter((c) => c.method === 'PATCH').map((c) => c.path.split('/')[3]);
const isChecked = (id: string) => (within(rowOf(id) as HTMLElement).getByRole('checkbox') as HTMLInputElement).checked;

describe('Members table keyboard', () => {
  it('j / k move the row cursor, o and Enter open the row', async () => {
    tableServer(invoices(3));
    const { router, user } = renderMembers('/members?client=c1');
    await screen.findByRole('table', { name: 'Invoices' });
    await waitFor(() => expect(rowOf('i3')).not.toBeNull());
    expect(activeRow()).toBeNull();
    await user.keyboard('j');
    expect(activeRow()).toBe(rowOf('i1'));
    expect(activeRow()).toHaveFocus();
    await user.keyboard('jjj');
    expect(activeRow()).toBe(rowOf('i3'));
    await user.keyboard('k');
    expect(activeRow()).toBe(rowOf('i2'));
    await user.keyboard('o');
    expect(locationOf(router)).toBe('/view?id=i2');
    expect(router.state.location.state).toEqual({ from: '/members?client=c1' });
    await act(() => router.navigate(-1));
    await screen.findByRole('table', { name: 'Invoices' });
    // Back on the list, the keyboard is where it was.
    await waitFor(() => expect(activeRow()).toBe(rowOf('i2')));
    await user.keyboard('j{Enter}');
    expect(locationOf(router)).toBe('/view?id=i3');
  });

  it('comes back from an invoice to the rows loaded and the row the reviewer was on, or the one that took its place', async () => {
    const rows = invoices(120);
    const calls = tableServer(rows);
    const { router, store, user } = renderMembers('/members?client=c1&filter=unreviewed');
    await waitFor(() => expect(calls.filter((c) => c.path.includes('page=2')).length).toBe(1));
    await user.keyboard('kkk');
    expect(activeRow()).toBe(rowOf('i98'));
    await user.keyboard('o');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(activeId()).toBe('i98'));
    expect(activeRow()).toHaveFocus();

    await user.keyboard('o');
    expect(locationOf(router)).toBe('/view?id=i98');
    // Reviewed there: it has left the Unreviewed list by the time the reviewer is back.
    (rows[97] as (typeof rows)[number]).reviewed = true;
    act(() => void store.dispatch(baseApi.util.resetApiState()));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(activeId()).toBe('i99'));
    expect(rowOf('i98')).toBeNull();
  }, 15_000);

  it.each([
    ['all', '/members?client=c1'],
    ['unreviewed', '/members?client=c1&filter=unreviewed'],
    ['unreviewed, in another order', '/members?client=c1&filter=unreviewed&sort=payee&order=asc'],
  ])('x x x reviews consecutive rows under %s, and u takes the last one back', async (_filter, url) => {
    const calls = tableServer(invoices(5));
    const { user } = renderMembers(url);
    await waitFor(() => expect(rowOf('i5')).not.toBeNull());
    await user.keyboard('jxxx');
    expect(patches(calls)).toEqual(['i1', 'i2', 'i3']);
    await user.keyboard('u');
    expect(patches(calls)).toEqual(['i1', 'i2', 'i3', 'i3']);
    await waitFor(() => expect(rowOf('i3')).toHaveClass('is-unreviewed'));
  });

  it('under All the reviewed row stays, green, and the cursor moves on', async () => {
    tableServer([invoice('a'), invoice('b'), invoice('c')]);
    const { user } = renderMembers('/members?client=c1');
    await waitFor(() => expect(rowOf('c')).not.toBeNull());
    await user.keyboard('jx');
    expect(rowOf('a')).toHaveClass('is-reviewed');
    expect(within(rowOf('a') as HTMLElement).getByRole('button', { name: 'Reviewed' })).toBeInTheDocument();
    expect(activeRow()).toBe(rowOf('b'));
  });

  it('under Unreviewed the reviewed row leaves at once and the next takes the cursor', async () => {
    tableServer([invoice('a'), invoice('b'), invoice('c')]);
    const { user } = renderMembers('/members?client=c1&filter=unreviewed');
    await waitFor(() => expect(rowOf('c')).not.toBeNull());
    await user.keyboard('jx');
    expect(rowOf('a')).toBeNull();
    expect(activeRow()).toBe(rowOf('b'));
  });

  it('Space selects the active row; a click on its checkbox leaves the keys working', async () => {
    tableServer(invoices(3));
    const { user } = renderMembers('/members?client=c1');
    await waitFor(() => expect(rowOf('i3')).not.toBeNull());
    await user.keyboard('j ');
    expect(isChecked('i1')).toBe(true);
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    await user.keyboard('jj ');
    expect([isChecked('i1'), isChecked('i2'), isChecked('i3')]).toEqual([true, false, true]);
    await user.keyboard('k ');
    expect(isChecked('i2')).toBe(true);
    expect(screen.getByText('3 selected')).toBeInTheDocument();

    await user.click(within(rowOf('i1') as HTMLElement).getByRole('checkbox'));
    expect(isChecked('i1')).toBe(false);
    expect(activeRow()).toBe(rowOf('i1'));
    await user.keyboard('j');
    expect(activeRow()).toBe(rowOf('i2'));
  });

  it('/ focuses the search, and ? lists Space among the shortcuts', async () => {
    tableServer(invoices(2));
    const { user } = renderMembers('/members?client=c1');
    await waitFor(() => expect(rowOf('i2')).not.toBeNull());
    await user.keyboard('/');
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Escape}?');
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toHaveTextContent('Select the row, in the table');
  });
});
