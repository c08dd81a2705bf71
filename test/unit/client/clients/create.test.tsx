/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { listLoads, mockClientsApi, renderClients } from './renderClients';

const openForm = async (user: ReturnType<typeof renderClients>['user']) => {
  const toggle = await screen.findByRole('button', { name: 'Create New Client' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('form', { name: 'Create New Client' });
};

const posts = (calls: ReturnType<typeof mockClientsApi>) => calls.filter((c) => c.method === 'POST');

describe('Creating a client', () => {
  it('the "+" toggle opens and closes the form', async () => {
    mockClientsApi();
    const { user } = renderClients();
    const form = await openForm(user);
    expect(screen.getByRole('heading', { name: 'Create New Client' })).toBeInTheDocument();
    expect(within(form).getByLabelText('CLIENT NAME *')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Create New Client' }));
    expect(screen.queryByRole('form', { name: 'Create New Client' })).not.toBeInTheDocument();
  });

  it('checks the fields as the server does before sending anything', async () => {
    const calls = mockClientsApi();
    const { user } = renderClients();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Create Client' }));
    expect(within(form).getByLabelText('CLIENT NAME *')).toHaveAccessibleDescription('Client name is required');

    await user.type(within(form).getByLabelText('CLIENT NAME *'), 'Cedar Plaza');
    await user.type(within(form).getByLabelText('SMART BILL ENTRY E-MAIL'), 'not-an-address');
    await user.type(within(form).getByLabelText('WEBSITE URL'), 'ftp://cedar.example');
    await user.click(within(form).getByRole('button', { name: 'Create Client' }));
    expect(within(form).getByLabelText('CLIENT NAME *')).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByLabelText('SMART BILL ENTRY E-MAIL')).toHaveAccessibleDescription(expect.stringContaining('Smart Bill Entry e-mail must be a valid email address'));
    expect(within(form).getByLabelText('WEBSITE URL')).toHaveAccessibleDescription(expect.stringContaining('Website URL must be a valid http(s) URL'));
    expect(posts(calls)).toEqual([]);
  });

  it('shows the server validation errors under their fields and in the notification', async () => {
    mockClientsApi(({ method }) =>
      method === 'POST' ? { status: 400, body: { message: 'Invalid input: appfolioUrl is too long', errors: ['appfolioUrl is too long'] } } : undefined,
    );
    const { user } = renderClients();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('CLIENT NAME *'), 'Cedar Plaza');
    await user.click(within(form).getByRole('button', { name: 'Create Client' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create client');
    expect(alert).toHaveTextContent('Website URL is too long');
    expect(within(form).getByLabelText('WEBSITE URL')).toHaveAccessibleDescription(expect.stringContaining('Website URL is too long'));
    expect(screen.getByRole('form', { name: 'Create New Client' })).toBeInTheDocument();
  });

  it('a Smart Bill Entry address used by another client answers 409, named in the message', async () => {
    const taken = 'That Smart Bill Entry e-mail is already used by client Acme Towers.';
    mockClientsApi(({ method }) => (method === 'POST' ? { status: 409, body: { message: taken } } : undefined));
    const { user } = renderClients();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('CLIENT NAME *'), 'Cedar Plaza');
    await user.type(within(form).getByLabelText('SMART BILL ENTRY E-MAIL'), 'acme@bills.example');
    await user.click(within(form).getByRole('button', { name: 'Create Client' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to create client');
    expect(alert).toHaveTextContent(taken);
    expect(within(form).getByLabelText('SMART BILL ENTRY E-MAIL')).toHaveAccessibleDescription(expect.stringContaining(taken));
    await user.click(screen.getByRole('button', { name: 'Close: Failed to create client' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says "Failed to create client" when the server gives no reason', async () => {
    mockClientsApi(({ method }) => (method === 'POST' ? { status: 500, body: {} } : undefined));
    const { user } = renderClients();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText('CLIENT NAME *'), 'Cedar Plaza');
    await user.click(within(form).getByRole('button', { name: 'Create Client' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create client');
  });

  it('sends the checked body; on success the form clears and closes, the message shows and the list reloads', async () => {
    const calls = mockClientsApi();
    const { user } = renderClients();
    const form = await openForm(user);
    expect(listLoads(calls)).toBe(1);
    await user.type(within(form).getByLabelText('CLIENT NAME *'), '  Cedar Plaza ');
    await user.type(within(form).getByLabelText('SMART BILL ENTRY E-MAIL'), 'Cedar@Bills.example');
    await user.click(within(form).getByRole('button', { name: 'Create Client' }));

    expect(await screen.findByText('Client created successfully!')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', path: '/api/clients', body: { name: 'Cedar Plaza', forwardEmail: 'cedar@bills.example', appfolioUrl: null } }]);
    expect(screen.queryByRole('form', { name: 'Create New Client' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create New Client' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(listLoads(calls)).toBe(2));
    expect(await within(screen.getByRole('list', { name: 'Clients' })).findByRole('button', { name: 'Cedar Plaza' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create New Client' }));
    expect(within(screen.getByRole('form', { name: 'Create New Client' })).getByLabelText('CLIENT NAME *')).toHaveValue('');
  });
});
