/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { changes, mockDirectoryApi, renderDirectory } from './directoryServer';

describe('Deleting directory entries', () => {
  it('asks first; Cancel keeps the property', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Delete Maple Court' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Maple Court' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this property and its units?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changes(calls)).toEqual([]);
  });

  it('on confirmation sends DELETE, takes a 204 as done and reloads without the property', async () => {
    const calls = mockDirectoryApi();
    const { user } = renderDirectory();
    await user.click(await screen.findByRole('button', { name: 'Delete Maple Court' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Property deleted')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'DELETE', path: '/api/clients/c1/directory/properties/p1', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Maple Court')).not.toBeInTheDocument());
    expect(screen.getByText('1 property')).toBeInTheDocument();
  });

  it('a refused delete says why and keeps the vendor', async () => {
    mockDirectoryApi({ handler: ({ method }) => (method === 'DELETE' ? { status: 409, body: { message: 'Acme Plumbing has bills in review' } } : undefined) });
    const { user } = renderDirectory({ url: '/clients/c1/directory?tab=vendors' });
    await user.click(await screen.findByRole('button', { name: 'Delete Acme Plumbing' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to delete vendor');
    expect(alert).toHaveTextContent('Acme Plumbing has bills in review');
    expect(screen.getByText('Acme Plumbing')).toBeInTheDocument();
  });
});
