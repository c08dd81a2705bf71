/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { listLoads, mockClientsApi, renderClients } from './renderClients';

const changes = (calls: ReturnType<typeof mockClientsApi>) => calls.filter((c) => c.method !== 'GET');

describe('Editing a client inline', () => {
  it('clicking the name opens the form prefilled; Cancel closes it unchanged', async () => {
    const calls = mockClientsApi();
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Acme Towers' }));
    const form = screen.getByRole('form', { name: 'Edit Acme Towers' });
    expect(within(form).getByLabelText('CLIENT NAME *')).toHaveValue('Acme Towers');
    expect(within(form).getByLabelText('SMART BILL ENTRY E-MAIL')).toHaveValue('acme@bills.example');
    expect(within(form).getByLabelText('WEBSITE URL')).toHaveValue('https://acme.appfolio.com');
    await user.type(within(form).getByLabelText('CLIENT NAME *'), ' Renamed');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Acme Towers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Acme Towers' })).toHaveFocus();
    expect(changes(calls)).toEqual([]);
  });

  it('Save sends PUT, shows the success message, closes the form and reloads the list', async () => {
    const calls = mockClientsApi();
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Towers' }));
    const form = screen.getByRole('form', { name: 'Edit Acme Towers' });
    await user.clear(within(form).getByLabelText('CLIENT NAME *'));
    await user.type(within(form).getByLabelText('CLIENT NAME *'), 'Acme Heights');
    await user.clear(within(form).getByLabelText('WEBSITE URL'));
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Client updated successfully!')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'PUT', path: '/api/clients/c1', body: { name: 'Acme Heights', forwardEmail: 'acme@bills.example', appfolioUrl: null } }]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    await waitFor(() => expect(listLoads(calls)).toBe(2));
    expect(await screen.findByRole('button', { name: 'Acme Heights' })).toBeInTheDocument();
  });

  it('a refused save keeps the form open with "Failed to update client" and the reason', async () => {
    mockClientsApi(({ method }) => (method === 'PUT' ? { status: 404, body: { message: 'Client not found' } } : undefined));
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Edit Birch Court' }));
    await user.click(within(screen.getByRole('form', { name: 'Edit Birch Court' })).getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to update client');
    expect(alert).toHaveTextContent('Client not found');
    expect(screen.getByRole('form', { name: 'Edit Birch Court' })).toBeInTheDocument();
  });
});

describe('Deleting a client', () => {
  it('asks first; Cancel keeps the client', async () => {
    const calls = mockClientsApi();
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Towers' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Acme Towers' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this client? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });

  it('on confirmation sends DELETE, says so and reloads without the client', async () => {
    const calls = mockClientsApi();
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Towers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Client deleted successfully!')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: '/api/clients/c1', body: undefined }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Acme Towers' })).not.toBeInTheDocument());
    expect(listLoads(calls)).toBe(2);
  });

  it('shows a delete answer that is not JSON as it came, and a JSON one without success true as no deletion', async () => {
    mockClientsApi(({ method }) => (method === 'DELETE' ? { status: 200, text: '<html>proxy page</html>' } : undefined));
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Towers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Unexpected response: <html>proxy page</html>')).toBeInTheDocument();

    mockClientsApi(({ method }) => (method === 'DELETE' ? { status: 200, body: { success: false } } : undefined));
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Towers' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('The server did not confirm the deletion.')).toBeInTheDocument();
    expect(screen.queryByText('Client deleted successfully!')).not.toBeInTheDocument();
  });

  it('a failed delete says "Failed to delete client" with the reason and keeps the client', async () => {
    mockClientsApi(({ method }) => (method === 'DELETE' ? 'network-error' : undefined));
    const { user } = renderClients();
    await user.click(await screen.findByRole('button', { name: 'Delete Birch Court' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete client');
    expect(alert).toHaveTextContent('the server could not be reached');
    expect(screen.getByRole('button', { name: 'Birch Court' })).toBeInTheDocument();
  });
});
