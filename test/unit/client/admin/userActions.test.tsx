/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { user, users } from './fixtures';
import { callsTo, mockAdminApi, renderAdmin } from './renderAdmin';

const PUT_BOB = '/api/users/u2/client';

async function openPanel(handler?: Parameters<typeof mockAdminApi>[0]) {
  const calls = mockAdminApi(handler);
  const rendered = renderAdmin();
  await screen.findByRole('table', { name: 'Users' });
  return { calls, ...rendered };
}

describe('Admin Panel updates', () => {
  it('sends the row draft and says what the server now holds', async () => {
    const { calls, user: person } = await openPanel(({ method }) =>
      method === 'PUT' ? { status: 200, body: { message: 'User updated', user: { id: 'u2', client_ids: ['c2', 'c3', 'c1'], isAdmin: true } } } : undefined,
    );
    const clientsOfBob = screen.getByRole('combobox', { name: 'Clients for bob' });
    await person.click(clientsOfBob);
    const menu = screen.getByRole('listbox', { name: 'Client list for bob' });
    expect(within(menu).getAllByRole('option').map((option) => option.textContent)).toEqual(['Birch Apartments', 'Cedar Lofts', 'Maple Court']);
    expect(within(menu).getByRole('option', { name: 'Birch Apartments' })).toHaveAttribute('aria-selected', 'true');
    await person.click(within(menu).getByRole('option', { name: 'Cedar Lofts' }));
    // The menu searches by name; Enter picks the active option.
    await person.type(clientsOfBob, 'maple{Enter}');
    await person.selectOptions(screen.getByRole('combobox', { name: 'Role for bob' }), 'Admin');
    expect(callsTo(calls, 'PUT', PUT_BOB)).toEqual([]);

    await person.click(screen.getByRole('button', { name: 'Update bob' }));
    const status = await screen.findByText('User Updated');
    expect(status.closest('[role="status"]')).toHaveTextContent('bob is now an Admin with 3 clients.');
    expect(callsTo(calls, 'PUT', PUT_BOB).map((call) => call.body)).toEqual([{ targetUserId: 'u2', clientIds: ['c2', 'c3', 'c1'], isAdmin: true }]);
    // The update invalidates the list, which loads again.
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/users')).toHaveLength(2));
  });

  it('removes chips one by one or all at once', async () => {
    const { calls, user: person } = await openPanel(({ method }) => (method === 'PUT' ? { status: 200, body: { message: 'User updated', user: { id: 'u1', client_ids: [], isAdmin: false } } } : undefined));
    await person.click(screen.getByRole('combobox', { name: 'Clients for Ana' }));
    await person.click(screen.getByRole('option', { name: 'Cedar Lofts' }));
    await person.click(screen.getByRole('button', { name: 'Remove Maple Court from Ana' }));
    expect(screen.queryByRole('button', { name: 'Remove Maple Court from Ana' })).not.toBeInTheDocument();
    await person.click(screen.getByRole('button', { name: 'Clear All for Ana' }));
    expect(screen.queryByRole('button', { name: /^Remove .* from Ana$/ })).not.toBeInTheDocument();
    await person.selectOptions(screen.getByRole('combobox', { name: 'Role for Ana' }), 'User');
    await person.click(screen.getByRole('button', { name: 'Update Ana' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Ana is now a User with 0 clients.');
    expect(callsTo(calls, 'PUT', '/api/users/u1/client')[0]?.body).toEqual({ targetUserId: 'u1', clientIds: [], isAdmin: false });
  });

  it.each([
    ['a 400', { status: 400, body: { message: 'You cannot remove admin rights from the last admin.' } }, 'Error Updating User', 'Failed to update user: You cannot remove admin rights from the last admin.'],
    ['an HTML 500', { status: 500, text: '<html>Bad gateway</html>' }, 'Error Updating User', 'Failed to update user: Unexpected server response'],
    ['a 200 that is not JSON', { status: 200, text: 'OK' }, 'Error Updating User', 'Failed to update user: Unexpected server response'],
    ['a 403', { status: 403, body: { message: 'Admin access required.' } }, 'Permission Denied', 'Admin access required.'],
  ])('an update answered with %s says %s', async (_case, answer, title, detail) => {
    const { user: person } = await openPanel(({ method }) => (method === 'PUT' ? answer : undefined));
    await person.click(screen.getByRole('button', { name: 'Update bob' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(detail);
  });

  it('refuses to update a user without an id', async () => {
    const { calls, user: person } = await openPanel(({ url }) => (url.pathname === '/api/users' ? { status: 200, body: { users: [...users, user('', 'Dana')] } } : undefined));
    await person.click(screen.getByRole('button', { name: 'Update Dana' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Missing user ID. Cannot update this user.');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});

describe('Admin Panel deletion', () => {
  it('asks first, warning that the invoices go too, and reports the deletion', async () => {
    const { calls, user: person } = await openPanel(({ method }) => (method === 'DELETE' ? { status: 200, body: { message: 'User deleted', deletedInvoices: 4 } } : undefined));
    await person.click(screen.getByRole('button', { name: 'Delete bob' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete User' });
    expect(dialog).toHaveTextContent("All of this user's invoices will be deleted too. This cannot be undone.");
    await person.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/users/u2')).toEqual([]);

    await person.click(screen.getByRole('button', { name: 'Delete bob' }));
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('status')).toHaveTextContent('User Deleted');
    expect(screen.getByRole('status')).toHaveTextContent('bob was deleted, along with 4 invoices.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(callsTo(calls, 'DELETE', '/api/users/u2')).toHaveLength(1);
    await waitFor(() => expect(callsTo(calls, 'GET', '/api/users')).toHaveLength(2));
  });

  it.each([
    ['a 400', { status: 400, body: { message: 'You cannot delete your own account.' } }, 'Operation Not Allowed', 'You cannot delete your own account.'],
    ['a 403', { status: 403, body: { message: 'Only super admins can delete users.' } }, 'Permission Denied', 'Only super admins can delete users.'],
    ['a 500', { status: 500, body: { message: 'Database unavailable' } }, 'Error Deleting User', 'Failed to delete user: Database unavailable'],
  ])('a deletion answered with %s says %s', async (_case, answer, title, detail) => {
    const { user: person } = await openPanel(({ method }) => (method === 'DELETE' ? answer : undefined));
    await person.click(screen.getByRole('button', { name: 'Delete Carla' }));
    await person.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(title);
    expect(alert).toHaveTextContent(detail);
  });
});
