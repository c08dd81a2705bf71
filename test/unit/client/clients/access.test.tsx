/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen } from '@testing-library/react';
import { selectSession } from '../../../../src/client/session/sessionSlice';
import { sessionShows } from '../harness';
import { mockClientsApi, renderClients } from './renderClients';

describe('Client Management access', () => {
  it('tells a non-admin they are denied, and loads nothing', () => {
    const calls = mockClientsApi();
    renderClients({ isAdmin: false });
    expect(screen.getByRole('heading', { name: 'Access Denied' })).toBeInTheDocument();
    expect(screen.getByText('You must be an admin to manage clients.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create New Client' })).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('checks permissions while the role is unknown, and keeps an admin in during a token refresh', async () => {
    mockClientsApi();
    const { store } = renderClients();
    expect(await screen.findByRole('list', { name: 'Clients' })).toBeInTheDocument();
    const settled = selectSession(store.getState());
    act(() => void store.dispatch(sessionShows({ ...settled, status: 'refreshing', silentRefresh: true })));
    expect(screen.getByRole('status')).toHaveTextContent('Checking permissions...');
    expect(screen.queryByRole('heading', { name: 'Access Denied' })).not.toBeInTheDocument();
    act(() => void store.dispatch(sessionShows({ ...settled, status: 'refreshing' })));
    expect(screen.getByRole('heading', { name: 'Client Management' })).toBeInTheDocument();
  });
});
