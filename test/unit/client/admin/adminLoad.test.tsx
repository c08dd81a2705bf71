/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { selectNotFoundRetry, type AdminRootState } from '../../../../src/client/features/admin/adminSlice';
import { selectSession } from '../../../../src/client/session/sessionSlice';
import { TIMINGS } from '../../../../src/shared/constants';
import { sessionShows } from '../harness';
import { user } from './fixtures';
import { callsTo, mockAdminApi, renderAdmin } from './renderAdmin';

const rowNames = () =>
  within(screen.getByRole('table', { name: 'Users' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.firstChild?.textContent);

describe('Admin Panel permissions', () => {
  it('turns a non-admin away without asking for the data', async () => {
    const calls = mockAdminApi();
    renderAdmin({ isAdmin: false });
    expect(await screen.findByRole('heading', { name: 'Access Restricted' })).toBeInTheDocument();
    expect(screen.getByText('You must be an admin to view this page.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('checks permissions while the session is unsettled, then shows the panel', async () => {
    mockAdminApi();
    const { store } = renderAdmin();
    await screen.findByRole('table', { name: 'Users' });
    const settled = selectSession(store.getState());
    act(() => void store.dispatch(sessionShows({ ...settled, status: 'refreshing', silentRefresh: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Checking permissions...');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    act(() => void store.dispatch(sessionShows(settled)));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });
});

describe('Admin Panel data', () => {
  it('lists every user by name in the columns SPEC.md names, and searches names and e-mails', async () => {
    const calls = mockAdminApi();
    const { user: person } = renderAdmin();
    const table = await screen.findByRole('table', { name: 'Users' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['User Name', 'Email', 'Associate with Client', 'Admin Status', 'Actions']);
    expect(rowNames()).toEqual(['Ana', 'bob', 'Carla']);
    expect(calls.map((call) => call.path).sort()).toEqual(['/api/clients', '/api/users']);

    const search = screen.getByRole('searchbox', { name: 'Search users' });
    expect(search).toHaveAttribute('placeholder', 'Search users by name or email');
    await person.type(search, 'BO');
    expect(rowNames()).toEqual(['bob']);
    await person.clear(search);
    await person.type(search, 'TENANTS');
    expect(rowNames()).toEqual(['Carla']);
    await person.type(search, 'zzz');
    expect(screen.getByText('No users match this search.')).toBeInTheDocument();
  });

  it('shows each row its clients as chips, its role, and no Delete on the signed-in admin', async () => {
    mockAdminApi();
    renderAdmin();
    await screen.findByRole('table', { name: 'Users' });
    expect(screen.getByRole('button', { name: 'Remove Maple Court from Ana' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role for Ana' })).toHaveValue('admin');
    expect(screen.getByRole('combobox', { name: 'Role for bob' })).toHaveValue('user');
    expect(screen.getByRole('combobox', { name: 'Clients for Carla' })).toHaveAttribute('placeholder', 'Select clients...');
    expect(screen.getByRole('button', { name: 'Clear All for Carla' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete Ana' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete bob' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Update Ana' })).toBeInTheDocument();
  });

  it('labels each row\'s client picker uniquely, for tests that match labels by substring', async () => {
    mockAdminApi();
    const { user: person } = renderAdmin();
    await person.click(await screen.findByRole('combobox', { name: 'Clients for bob' }));
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/clients for bob/i)).toHaveLength(1);
  });

  it('calls a list that is not an array invalid', async () => {
    mockAdminApi(({ url }) => (url.pathname === '/api/users' ? { status: 200, body: { users: { u1: user('u1', 'Ana') } } } : undefined));
    renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Data');
    expect(alert).toHaveTextContent('Failed to fetch users and clients: Invalid data format received from server');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reports another failure with the server message, closably, and offers a second try', async () => {
    let fail = true;
    mockAdminApi(({ url }) => (url.pathname === '/api/clients' && fail ? { status: 500, body: { message: 'Database unavailable' } } : undefined));
    const { user: person } = renderAdmin();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error Loading Data');
    expect(alert).toHaveTextContent('Failed to fetch users and clients: Database unavailable');
    await person.click(screen.getByRole('button', { name: 'Close: Error Loading Data' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    fail = false;
    await person.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
  });

  // On fake timers, which the waits of Testing Library move on by themselves.
  describe('after a 404', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('re-attempts a first 404 once after 400 ms, and a success clears the flag', async () => {
      const times: number[] = [];
      const calls = mockAdminApi(({ url }) => {
        if (url.pathname !== '/api/users') return undefined;
        times.push(Date.now());
        return times.length === 1 ? { status: 404, body: { message: 'Not found' } } : undefined;
      });
      const { store } = renderAdmin();
      await waitFor(() => expect(selectNotFoundRetry(store.getState() as AdminRootState)).toBe('waiting'));
      expect(screen.getByRole('status')).toHaveTextContent('Loading users and clients...');
      expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
      expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(TIMINGS.adminRetryMs);
      expect(callsTo(calls, 'GET', '/api/users')).toHaveLength(2);
      expect(callsTo(calls, 'GET', '/api/clients')).toHaveLength(2);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(selectNotFoundRetry(store.getState() as AdminRootState)).toBe('unused');
    });

    it('says "Admin Data Not Found" after a second 404, and re-attempts no more in the session', async () => {
      const calls = mockAdminApi(({ url }) => (url.pathname === '/api/clients' ? { status: 404, body: { message: 'Not found' } } : undefined));
      const { user: person } = renderAdmin({ advanceTimers: jest.advanceTimersByTime });
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('Admin Data Not Found');
      expect(alert).toHaveTextContent('returned 404 twice');
      expect(callsTo(calls, 'GET', '/api/clients')).toHaveLength(2);

      await person.click(screen.getByRole('button', { name: 'Close: Admin Data Not Found' }));
      await person.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Admin Data Not Found');
      // Well past the time a re-attempt would take: none comes.
      await act(async () => void jest.advanceTimersByTime(2 * TIMINGS.adminRetryMs));
      expect(callsTo(calls, 'GET', '/api/clients')).toHaveLength(3);
    });
  });
});
