/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { WEAK_FIELD_TITLE } from '../../../../src/client/ui/confidence';
import { locationOf, type Answer } from '../harness';
import { invoice, page } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';

const listOf = (...invoices: ReturnType<typeof invoice>[]) => ({ status: 200, body: page('invoices', invoices, { total: 57 }) });
const isList = (path: string) => path.startsWith('/api/invoices/client/');
const item = (name: string) => screen.getByRole('article', { name: new RegExp(`^${name},`) });

describe('Members invoice list', () => {
  it('shows every field, with SPEC.md defaults for the missing ones', async () => {
    const bare = invoice('b', { payee: null, invoiceNumber: null, totalAmount: null, billDate: null, dueDate: null, description: '  ', property: null, senderEmail: null, comment: '' });
    mockMembersApi(({ url }) => (isList(url.pathname) ? listOf(invoice('a', { comment: 'Paid by check', reviewed: true, unit: '4B' }), bare) : undefined));
    renderMembers('/members?client=c1');
    expect(await screen.findByText('Total Invoices: 57')).toBeInTheDocument();

    const full = item('Payee a');
    for (const text of ['Payee a', 'INV-a', '$1,234.56', '01/31/2024', '02/29/2024', 'Pipe repair', '12 Oak Street', '4B', 'billing@vendor.example', 'Paid by check']) expect(within(full).getByText(text)).toBeInTheDocument();
    expect(within(full).getByRole('link', { name: 'Register User' })).toHaveAttribute('href', '/register?email=billing%40vendor.example');
    expect(within(full).getByRole('link', { name: 'View invoice' })).toHaveAttribute('href', '/view?id=a');

    const empty = item('Unknown Payee');
    expect(within(empty).getByRole('heading', { name: 'Unknown Payee' })).toBeInTheDocument();
    // Invoice #, total, date, due date, property and sender; no unit line without a unit.
    expect(within(empty).getAllByText('Not Found')).toHaveLength(7);
    expect(within(empty).queryByText('Unit')).not.toBeInTheDocument();
    expect(within(empty).getByText('No Description')).toBeInTheDocument();
    expect(within(empty).queryByRole('link', { name: 'Register User' })).not.toBeInTheDocument();
  });

  it('opens an invoice with this page as "from", for the invoice page\'s Back to Invoices', async () => {
    mockMembersApi(({ url }) => (isList(url.pathname) ? listOf(invoice('a'), invoice('b', { duplicateOf: 'a' })) : undefined));
    const { router, user } = renderMembers('/members?client=c1&filter=unreviewed&page=2');
    await user.click(within(await screen.findByRole('article', { name: /^Payee b,/ })).getByRole('link', { name: 'View invoice' }));
    expect(locationOf(router)).toBe('/view?id=b');
    expect(router.state.location.state).toEqual({ from: '/members?client=c1&filter=unreviewed&page=2' });
    await act(() => router.navigate(-1));
    await user.click(within(await screen.findByRole('article', { name: /^Payee b,/ })).getByRole('link', { name: 'Possible duplicate' }));
    expect(locationOf(router)).toBe('/view?id=a');
    expect(router.state.location.state).toEqual({ from: '/members?client=c1&filter=unreviewed&page=2' });
  });

  it('draws reviewed green and unreviewed red, with the matching action', async () => {
    mockMembersApi(({ url }) => (isList(url.pathname) ? listOf(invoice('a', { reviewed: true }), invoice('b')) : undefined));
    renderMembers('/members?client=c1');
    await screen.findByText('Total Invoices: 57');
    expect(item('Payee a')).toHaveClass('is-reviewed');
    expect(within(item('Payee a')).getByRole('button', { name: 'Mark unreviewed' })).toHaveTextContent('✕');
    expect(item('Payee b')).toHaveClass('is-unreviewed');
    expect(within(item('Payee b')).getByRole('button', { name: 'Mark reviewed' })).toHaveTextContent('✓');
  });

  it('flags a possible duplicate and the fields extraction was unsure of', async () => {
    const doubtful = invoice('a', { duplicateOf: 'earlier', confidence: { payee: 0.4, totalAmount: 0.59, billDate: 0.6, property: 0.1 }, property: null });
    mockMembersApi(({ url }) => (isList(url.pathname) ? listOf(doubtful, invoice('b')) : undefined));
    renderMembers('/members?client=c1');
    await screen.findByText('Total Invoices: 57');
    expect(within(item('Payee a')).getByRole('link', { name: 'Possible duplicate' })).toHaveAttribute('href', '/view?id=earlier');
    expect(within(item('Payee b')).queryByText('Possible duplicate')).not.toBeInTheDocument();
    const weak = [...item('Payee a').querySelectorAll(`[title="${WEAK_FIELD_TITLE}"]`)].map((el) => el.textContent);
    // Below 0.6 only; property is missing, but it is not a key field.
    expect(weak).toEqual(['Payee a', 'Total$1,234.56']);
  });

  it('flags the missing key fields, and no missing optional one', async () => {
    const bare = invoice('a', { payee: null, invoiceNumber: '  ', totalAmount: null, billDate: null, property: null, description: null, senderEmail: null });
    mockMembersApi(({ url }) => (isList(url.pathname) ? listOf(bare) : undefined));
    renderMembers('/members?client=c1');
    await screen.findByText('Total Invoices: 57');
    const weak = [...item('Unknown Payee').querySelectorAll(`[title="${WEAK_FIELD_TITLE}"]`)].map((el) => el.textContent);
    expect(weak).toEqual(['Unknown Payee', 'Invoice #Not Found', 'TotalNot Found', 'DateNot Found']);
  });

  it('marks reviewed at once, and undoes it with the banner when the server refuses', async () => {
    let release: (answer: Answer) => void = () => undefined;
    const calls = mockMembersApi(({ method, url }) => {
      if (method === 'PATCH') return new Promise<Answer>((resolve) => (release = resolve));
      return isList(url.pathname) ? listOf(invoice('a')) : undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    await user.click(await screen.findByRole('button', { name: 'Mark reviewed' }));
    expect(item('Payee a')).toHaveClass('is-reviewed');
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.path).toBe('/api/invoices/a/toggle-review');
    release({ status: 500, body: { message: 'Disk full' } });
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error Updating Invoice');
    expect(banner).toHaveTextContent('Failed to update invoice: Disk full');
    // The undo and the banner come from two handlers of the same failure; either may paint first.
    await waitFor(() => expect(item('Payee a')).toHaveClass('is-unreviewed'));
  });

  it('says so and logs out when there is no token for a review toggle', async () => {
    const calls = mockMembersApi(({ url }) => (isList(url.pathname) ? listOf(invoice('a')) : undefined));
    const { user, session, router } = renderMembers('/members?client=c1');
    await screen.findByRole('button', { name: 'Mark reviewed' });
    const snapshot = session.getSnapshot();
    jest.spyOn(session, 'getSnapshot').mockReturnValue({ ...snapshot, context: { ...snapshot.context, token: null } } as typeof snapshot);
    const send = jest.spyOn(session, 'send');
    await user.click(screen.getByRole('button', { name: 'Mark reviewed' }));
    expect(send).toHaveBeenCalledWith({ type: 'signedOut' });
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('deletes only after the confirmation, and refetches the page', async () => {
    const calls = mockMembersApi(({ method, url }) => {
      if (method === 'DELETE') return { status: 200, body: { message: 'Invoice deleted' } };
      return isList(url.pathname) ? listOf(invoice('a'), invoice('b')) : undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    await user.click(within(await screen.findByRole('article', { name: /^Payee b,/ })).getByRole('button', { name: 'Delete invoice' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete invoice' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this invoice?');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    const listCalls = calls.filter((c) => isList(c.url.pathname)).length;
    await user.click(within(item('Payee b')).getByRole('button', { name: 'Delete invoice' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/invoices/b']);
    await waitFor(() => expect(calls.filter((c) => isList(c.url.pathname)).length).toBe(listCalls + 1));
  });

  it('shows "Error Deleting Invoice" when the delete fails', async () => {
    mockMembersApi(({ method, url }) => {
      if (method === 'DELETE') return { status: 403, body: { message: 'Not yours' } };
      return isList(url.pathname) ? listOf(invoice('a')) : undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    await user.click(await screen.findByRole('button', { name: 'Delete invoice' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent('Error Deleting Invoice');
    expect(banner).toHaveTextContent('Failed to delete invoice: Not yours');
  });

  it('edits the comment inline: Save sends it, Cancel leaves it', async () => {
    const calls = mockMembersApi(({ method, url }) => {
      if (method === 'PATCH') return { status: 200, body: { invoice: invoice('a', { comment: 'Approved' }) } };
      return isList(url.pathname) ? listOf(invoice('a')) : undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    await user.click(await screen.findByRole('button', { name: 'Add comment' }));
    await user.type(screen.getByLabelText('Comment'), 'Never mind');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(within(item('Payee a')).queryByText('Never mind')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add comment' }));
    await user.type(screen.getByLabelText('Comment'), '  Approved ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    // The optimistic patch lands a tick after the click under load; wait for it rather than race it.
    expect(await within(item('Payee a')).findByText('Approved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({ path: '/api/invoices/a/updateComment', body: { comment: 'Approved' } });
  });

  it.each([
    ['', 'Error Adding Comment', 'Failed to add comment: Too long'],
    ['Old note', 'Error Updating Comment', 'Failed to update comment: Too long'],
  ])('a refused comment (before: %p) shows its banner and the old text', async (before, title, detail) => {
    mockMembersApi(({ method, url }) => {
      if (method === 'PATCH') return { status: 400, body: { message: 'Too long' } };
      return isList(url.pathname) ? listOf(invoice('a', { comment: before })) : undefined;
    });
    const { user } = renderMembers('/members?client=c1');
    await user.click(await screen.findByRole('button', { name: before ? 'Edit comment' : 'Add comment' }));
    await user.clear(screen.getByLabelText('Comment'));
    await user.type(screen.getByLabelText('Comment'), 'New note');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const banner = await screen.findByRole('alert');
    expect(banner).toHaveTextContent(title);
    expect(banner).toHaveTextContent(detail);
    expect(within(item('Payee a')).queryByText('New note')).not.toBeInTheDocument();
  });
});
