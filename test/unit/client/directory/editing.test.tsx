/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { changes, listLoads, mockDirectoryApi, renderDirectory } from './directoryServer';

const editRow = (name: string) => screen.getByRole('row', { name });

describe('Editing properties inline', () => {
  it('Edit turns the row into inputs; Save sends PUT with the parsed body and reloads the list', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Edit Maple Court' }));
    const row = editRow('Edit Maple Court');
    expect(within(row).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    expect(within(row).getByRole('textbox', { name: 'Aliases' })).toHaveValue('Maple');
    await user.clear(within(row).getByRole('textbox', { name: 'Name' }));
    await user.type(within(row).getByRole('textbox', { name: 'Name' }), 'Maple Court East');
    await user.type(within(row).getByRole('textbox', { name: 'Aliases' }), ', MCE');
    await user.clear(within(row).getByRole('textbox', { name: 'ZIP' }));
    await user.click(within(row).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Property saved')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/clients/c1/directory/properties/p1',
        body: { name: 'Maple Court East', aliases: ['Maple', 'MCE'], address: '12 Maple St', city: 'Springfield', state: 'IL', zip: null },
      },
    ]);
    expect(await screen.findByText('Maple Court East')).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: 'Edit Maple Court' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Maple Court East' })).toHaveFocus();
    expect(listLoads(calls, 'properties')).toHaveLength(2);
  });

  it('Enter saves and Escape cancels', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Edit Oak Plaza' }));
    await user.type(within(editRow('Edit Oak Plaza')).getByRole('textbox', { name: 'City' }), 'Springfield{Escape}');
    expect(screen.queryByRole('row', { name: 'Edit Oak Plaza' })).not.toBeInTheDocument();
    expect(changes(calls)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Edit Oak Plaza' }));
    expect(within(editRow('Edit Oak Plaza')).getByRole('textbox', { name: 'City' })).toHaveValue('');
    await user.type(within(editRow('Edit Oak Plaza')).getByRole('textbox', { name: 'City' }), 'Springfield{Enter}');
    await waitFor(() => expect(changes(calls)).toHaveLength(1));
    expect(changes(calls)[0]).toMatchObject({ method: 'PUT', path: '/api/clients/c1/directory/properties/p2', body: { name: 'Oak Plaza', city: 'Springfield' } });
  });

  it('refuses a blank name inline without asking the server, and shows the server’s field errors where they belong', async () => {
    const calls = mockDirectoryApi({ handler: ({ method }) => (method === 'PUT' ? { status: 400, body: { message: 'Invalid input: state must be at most 50 characters', errors: ['state must be at most 50 characters'] } } : undefined) });
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Edit Maple Court' }));
    const row = editRow('Edit Maple Court');
    await user.clear(within(row).getByRole('textbox', { name: 'Name' }));
    await user.keyboard('{Enter}');
    expect(within(row).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription('Name is required');
    expect(changes(calls)).toEqual([]);

    await user.type(within(row).getByRole('textbox', { name: 'Name' }), 'Maple{Enter}');
    expect(await within(row).findByText('State must be at most 50 characters')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to save property');
    expect(editRow('Edit Maple Court')).toBeInTheDocument();
  });

  it('adds a property with POST', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Add property' }));
    const row = editRow('New property');
    await user.type(within(row).getByRole('textbox', { name: 'Name' }), 'Birch Row');
    await user.type(within(row).getByRole('textbox', { name: 'Address' }), '9 Birch Rd{Enter}');
    expect(await screen.findByText('Property added')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/api/clients/c1/directory/properties', body: { name: 'Birch Row', aliases: [], address: '9 Birch Rd', city: null, state: null, zip: null } },
    ]);
    expect(await screen.findByText('Birch Row')).toBeInTheDocument();
  });

  it('opens a property to its units, and adds and edits one', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Units of Maple Court' }));
    const units = await screen.findByRole('table', { name: 'Units of Maple Court' });
    expect(within(units).getByText('101')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add unit' }));
    await user.type(within(editRow('New unit')).getByRole('textbox', { name: 'Unit' }), '103{Enter}');
    expect(await within(units).findByText('103')).toBeInTheDocument();

    await user.click(within(units).getByRole('button', { name: 'Edit unit 101' }));
    await user.type(within(editRow('Edit unit 101')).getByRole('textbox', { name: 'Own address' }), '12A Maple St{Enter}');
    expect(await within(units).findByText('12A Maple St')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      { method: 'POST', path: '/api/clients/c1/directory/properties/p1/units', body: { unit: '103', address: null } },
      { method: 'PUT', path: '/api/clients/c1/directory/properties/p1/units/u1', body: { unit: '101', address: '12A Maple St' } },
    ]);
  });
});

describe('Editing GL accounts and vendors', () => {
  it('renames a GL account through PUT on its number, and refuses a new one with a number already there', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=gl-accounts' });
    await user.click(await screen.findByRole('button', { name: 'Edit GL account 6100' }));
    const row = editRow('Edit GL account 6100');
    expect(within(row).getByRole('textbox', { name: 'Number' })).toHaveAttribute('readonly');
    await user.clear(within(row).getByRole('textbox', { name: 'Name' }));
    await user.type(within(row).getByRole('textbox', { name: 'Name' }), 'Repairs and maintenance{Enter}');
    expect(await screen.findByText('Repairs and maintenance')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'PUT', path: '/api/clients/c1/directory/gl-accounts/6100', body: { name: 'Repairs and maintenance' } }]);

    await user.click(screen.getByRole('button', { name: 'Add GL account' }));
    await user.type(within(editRow('New GL account')).getByRole('textbox', { name: 'Number' }), '6200');
    await user.type(within(editRow('New GL account')).getByRole('textbox', { name: 'Name' }), 'Water{Enter}');
    expect(screen.getByText('Number 6200 is already in the chart; edit that account instead.')).toBeInTheDocument();
    expect(changes(calls)).toHaveLength(1);
  });

  it('edits a vendor in a form, with an account number whose property is picked by search', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=vendors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Plumbing' }));
    const form = screen.getByRole('form', { name: 'Edit Acme Plumbing' });
    expect(await within(form).findByRole('button', { name: 'Property of account 1: Maple Court, unit 101' })).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /Sender e-mails/ }), ', @acme-billing.example');

    await user.click(within(form).getByRole('button', { name: 'Add account number' }));
    expect(within(form).getByRole('textbox', { name: 'Account number 2' })).toHaveFocus();
    await user.keyboard('B-200');
    await user.click(within(form).getByRole('button', { name: /^Property of account 2/ }));
    await user.keyboard('oak');
    await waitFor(() => expect(calls.some((call) => call.path === '/api/clients/c1/directory/places?search=oak&limit=10')).toBe(true));
    await waitFor(() => expect(within(form).getAllByRole('option')).toHaveLength(1));
    await user.click(within(form).getByRole('option', { name: /Oak Plaza/ }));
    expect(await within(form).findByRole('button', { name: 'Property of account 2: Oak Plaza' })).toHaveFocus();
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Vendor saved')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      {
        method: 'PUT',
        path: '/api/clients/c1/directory/vendors/v1',
        body: {
          name: 'Acme Plumbing',
          aliases: [],
          senderEmails: ['billing@acme.example', '@acme-billing.example'],
          remitTo: null,
          taxId: null,
          defaultGlAccount: null,
          defaultPropertyId: 'p2',
          accounts: [
            { accountNumber: 'A-100', propertyId: 'p1', unitId: 'u1' },
            { accountNumber: 'B-200', propertyId: 'p2', unitId: null },
          ],
        },
      },
    ]);
  });

  it('shows a bad sender e-mail and a blank account number under their inputs', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=vendors' });
    await user.click(await screen.findByRole('button', { name: 'Edit Acme Plumbing' }));
    const form = screen.getByRole('form', { name: 'Edit Acme Plumbing' });
    await user.type(within(form).getByRole('textbox', { name: /Sender e-mails/ }), ', not an address');
    await user.click(within(form).getByRole('button', { name: 'Add account number' }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByText('Sender e-mails, entry 2, must be an e-mail address or @domain')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'Account number 2' })).toHaveAccessibleDescription('Account number is required');
    expect(changes(calls)).toEqual([]);
  });
});
