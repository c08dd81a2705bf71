/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor } from '@testing-library/react';
import { clientsApi } from '../../../../src/client/api/clientsApi';
import { selectApiReachable } from '../../../../src/client/api/connectionSlice';
import { TopBar } from '../../../../src/client/app/layout/TopBar';
import { mockApi, renderRoute } from '../harness';

const API_BASE = 'http://localhost:5000';
const topBar = (isProductionApi: boolean) => <TopBar apiBase={API_BASE} isProductionApi={isProductionApi} menuOpen={false} onToggleMenu={() => undefined} />;

describe('the API label of the top bar', () => {
  it('names a non-production API quietly, and turns red only while the API cannot be reached', async () => {
    let down = false;
    mockApi(() => {
      if (down) throw new TypeError('Failed to fetch');
      return { status: 200, body: { clients: [] } };
    });
    const { store } = renderRoute('/', topBar(false), '/', { signedIn: {} });
    expect(screen.getByText(API_BASE)).not.toHaveClass('topbar-api-down');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    down = true;
    await store.dispatch(clientsApi.endpoints.getClientsComboBox.initiate(undefined, { forceRefetch: true }));
    expect(selectApiReachable(store.getState())).toBe(false);
    expect(await screen.findByRole('alert')).toHaveTextContent(`${API_BASE} unreachable`);

    down = false;
    await store.dispatch(clientsApi.endpoints.getClientsComboBox.initiate(undefined, { forceRefetch: true }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(selectApiReachable(store.getState())).toBe(true);
  });

  it('shows nothing for the production API while it answers, and the red label when it does not', async () => {
    mockApi(() => {
      throw new TypeError('Failed to fetch');
    });
    const { store } = renderRoute('/', topBar(true), '/', { signedIn: {} });
    expect(screen.queryByText(API_BASE)).not.toBeInTheDocument();
    await store.dispatch(clientsApi.endpoints.getClientsComboBox.initiate(undefined, { forceRefetch: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${API_BASE} unreachable`);
  });
});
