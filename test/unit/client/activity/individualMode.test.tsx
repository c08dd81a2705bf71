/** @jest-environment ./test/unit/client/activity/timeZoneEnvironment.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectSession } from '../../../../src/client/session/sessionSlice';
import { locationOf, sessionShows } from '../harness';
import { atViewersNow, callsTo, mockActivityApi, renderActivity, VIEWER_ZONE } from './renderActivity';

const november = [
  { dateCompleted: '2026-11-22', itemType: 'invoice', count: '3' },
  { dateCompleted: '2026-11-22', itemType: 'comment', count: 1 },
  { dateCompleted: '2026-11-02T00:00:00.000Z', itemType: 'task', count: 2 },
  { dateCompleted: '2026-11-10', itemType: 'invoice_edit', count: 'lots' },
];

const day = (name: string) => screen.getByRole('button', { name });
const userOptions = () => within(screen.getByRole('listbox', { name: 'Users' })).getAllByRole('option').map((o) => o.textContent);
const cardTexts = () => within(screen.getByRole('list', { name: 'Completed in November 2026' })).getAllByRole('listitem').map((card) => card.textContent);

beforeEach(atViewersNow);
afterEach(() => jest.useRealTimers());

describe('User Activity access', () => {
  it('sends a non-admin to /members and asks nothing', async () => {
    const calls = mockActivityApi();
    const { router } = renderActivity({ isAdmin: false });
    await waitFor(() => expect(locationOf(router)).toBe('/members'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(calls).toEqual([]);
  });

  it('waits while the role is unknown, and keeps an admin in during a token refresh', async () => {
    mockActivityApi();
    const { store, router } = renderActivity();
    expect(await screen.findByRole('heading', { name: 'User Activity' })).toBeInTheDocument();
    const settled = selectSession(store.getState());
    act(() => void store.dispatch(sessionShows({ ...settled, status: 'refreshing', silentRefresh: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Checking permissions...');
    act(() => void store.dispatch(sessionShows({ ...settled, status: 'refreshing' })));
    expect(screen.getByRole('heading', { name: 'User Activity' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/user-activity');
  });
});

describe('User Activity, one user', () => {
  it('shows the first user by name for this month, asking in local dates and the viewer\'s time zone', async () => {
    const calls = mockActivityApi({ counts: november as never });
    renderActivity();
    expect(screen.getByRole('button', { name: 'Compare All Users' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('alice'));
    expect(screen.getByText('November 2026')).toBeInTheDocument();
    await waitFor(() => expect(cardTexts()).toEqual(['6Total', '3Invoices reviewed', '2Tasks reviewed', '0Invoices edited', '0Invoices deleted', '1Comments', '0Associations']));
    expect(callsTo(calls, '/api/completed/counts')).toEqual([{ userId: 'u1', startDate: '2026-11-01', endDate: '2026-11-30', timeZone: VIEWER_ZONE }]);
  });

  it('draws six Sunday-first weeks; the month\'s days are buttons with their counts, the others dim numbers', async () => {
    mockActivityApi({ counts: november as never });
    renderActivity();
    const grid = await screen.findByRole('grid', { name: 'November 2026' });
    expect(within(grid).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(42);
    expect(within(grid).getAllByRole('button')).toHaveLength(30);
    await waitFor(() => expect(day('November 22, 2026: 3 Invoices reviewed, 1 Comment')).toHaveAttribute('aria-current', 'date'));
    expect(day('November 2, 2026: 2 Tasks reviewed')).toHaveTextContent('2Tasks reviewed2');
    expect(day('November 10, 2026: no activity')).toBeInTheDocument();
    expect(within(grid).getAllByRole('gridcell').at(-1)).toHaveTextContent('12');
  });

  it('filters the calendar by a type seen this month', async () => {
    const { user } = (mockActivityApi({ counts: november as never }), renderActivity());
    const filter = await screen.findByRole('combobox', { name: 'Item type' });
    await waitFor(() => expect(within(filter).getAllByRole('option').map((o) => o.textContent)).toEqual(['All Types', 'Invoices reviewed', 'Tasks reviewed', 'Comments']));
    await user.selectOptions(filter, 'Comments');
    expect(day('November 22, 2026: 1 Comment')).toBeInTheDocument();
    expect(day('November 2, 2026: no activity')).toBeInTheDocument();
    // The cards stay the month's overview.
    expect(cardTexts()[0]).toBe('6Total');
  });

  it('steps through the months, asking for each one', async () => {
    const calls = mockActivityApi();
    const { user } = renderActivity();
    await screen.findByRole('grid', { name: 'November 2026' });
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    expect(await screen.findByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('grid', { name: 'December 2026' })).toBeInTheDocument();
    await waitFor(() => expect(callsTo(calls, '/api/completed/counts').map((q) => [q.startDate, q.endDate])).toEqual([
      ['2026-11-01', '2026-11-30'],
      ['2026-10-01', '2026-10-31'],
      ['2026-12-01', '2026-12-31'],
    ]));
  });

  it('finds users by username, e-mail or name, says when none match, and shows the one chosen', async () => {
    const calls = mockActivityApi();
    const { user } = renderActivity();
    const picker = await screen.findByRole('combobox', { name: 'User' });
    await waitFor(() => expect(picker).toBeEnabled());
    await user.click(picker);
    expect(userOptions()).toEqual(['alice alice@example.com', 'bob robert@example.com', 'Carol carol@example.com']);
    await user.type(picker, 'ROB');
    expect(userOptions()).toEqual(['bob robert@example.com']);
    await user.clear(picker);
    await user.type(picker, 'zzz');
    expect(screen.getByText('No users found')).toBeInTheDocument();
    await user.clear(picker);
    await user.type(picker, 'car');
    await user.click(screen.getByRole('option', { name: /Carol/ }));
    expect(picker).toHaveValue('Carol');
    expect(picker).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(callsTo(calls, '/api/completed/counts').map((q) => q.userId)).toEqual(['u1', 'u3']));
  });

  it('works the picker from the keyboard', async () => {
    mockActivityApi();
    const { user } = renderActivity();
    const picker = await screen.findByRole('combobox', { name: 'User' });
    await waitFor(() => expect(picker).toBeEnabled());
    picker.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', screen.getByRole('option', { name: /bob/ }).id);
    await user.keyboard('{Enter}');
    expect(picker).toHaveValue('bob');
    await user.type(picker, 'car{Escape}');
    expect(picker).toHaveValue('bob');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('moves between days with the arrow keys, one Tab stop for the month', async () => {
    mockActivityApi({ counts: november as never });
    const { user } = renderActivity();
    const today = await screen.findByRole('button', { name: /^November 22, 2026/ });
    expect(screen.getAllByRole('button', { name: /^November/ }).filter((button) => button.tabIndex === 0)).toEqual([today]);
    today.focus();
    await user.keyboard('{ArrowUp}{ArrowRight}');
    expect(screen.getByRole('button', { name: /^November 16, 2026/ })).toHaveFocus();
    // The month ends here: December's days are not part of it.
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('button', { name: /^November 30, 2026/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: /^November 30, 2026/ })).toHaveFocus();
  });

  it('says when the counts could not be loaded, with the server\'s reason, and tries again', async () => {
    let fail = true;
    mockActivityApi({ counts: november as never }, ({ url }) => (url.pathname === '/api/completed/counts' && fail ? { status: 500, body: { message: 'Database is unavailable' } } : undefined));
    const { user } = renderActivity();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch completion data');
    expect(alert).toHaveTextContent('Database is unavailable.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(day('November 22, 2026: 3 Invoices reviewed, 1 Comment')).toBeInTheDocument();
  });

  it('says when the users could not be loaded', async () => {
    mockActivityApi({}, ({ url }) => (url.pathname === '/api/users' ? 'network-error' : undefined));
    renderActivity();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch users.the server could not be reached.');
  });
});
