/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { act, screen, waitFor, within } from '@testing-library/react';
import { locationOf } from '../harness';
import { email, invoice, page } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';

const invoices = [invoice('a'), invoice('b', { reviewed: true }), invoice('c')];

function api() {
  return mockMembersApi(({ method, url }) => {
    if (method === 'PATCH' && url.pathname.startsWith('/api/invoices/')) return { status: 200, body: { invoice: invoice('b', { reviewed: false }), reviewed: false } };
    if (method === 'PATCH') return { status: 200, body: { email: { ...email('e2'), isReviewed: true }, isReviewed: true } };
    if (url.pathname.startsWith('/api/invoices/client/')) return { status: 200, body: page('invoices', invoices, { totalPages: 3, page: Number(url.searchParams.get('page')) }) };
    // Another client's e-mail never shows, whatever the server sends.
    if (url.pathname === '/api/emails') return { status: 200, body: page('emails', [email('e1'), email('e2'), { ...email('e3'), clientId: 'c2' }]) };
    return undefined;
  });
}

/** A server that keeps what was reviewed: a page filtered on it no longer lists it. */
function keepsReviews(ids: string[]) {
  const reviewed = new Set<string>();
  return mockMembersApi(({ method, url }) => {
    if (method === 'PATCH') {
      const id = url.pathname.split('/')[3] ?? '';
      if (reviewed.has(id)) reviewed.delete(id);
      else reviewed.add(id);
      return { status: 200, body: { invoice: invoice(id, { reviewed: reviewed.has(id) }), reviewed: reviewed.has(id) } };
    }
    if (url.pathname.startsWith('/api/invoices/client/')) {
      const all = ids.map((id) => invoice(id, { reviewed: reviewed.has(id) }));
      const filter = url.searchParams.get('reviewed');
      return { status: 200, body: page('invoices', filter === null ? all : all.filter((i) => String(i.reviewed) === filter)) };
    }
    return undefined;
  });
}

const active = () => document.querySelector('[role="tabpanel"] [aria-current="true"]');

describe('Members keyboard', () => {
  it('j / k move through the invoices, x toggles, o opens', async () => {
    const calls = api();
    const { router, user } = renderMembers('/members?client=c1');
    await screen.findByText('Payee c');
    expect(active()).toBeNull();
    await user.keyboard('j');
    expect(active()).toHaveAccessibleName('Payee a, unreviewed');
    expect(active()).toHaveFocus();
    await user.keyboard('jjj');
    expect(active()).toHaveAccessibleName('Payee c, unreviewed');
    await user.keyboard('k');
    expect(active()).toHaveAccessibleName('Payee b, reviewed');
    await user.keyboard('x');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['/api/invoices/b/toggle-review']);
    // Under All the toggled invoice stays, so x goes on to the next one.
    expect(active()).toHaveAccessibleName('Payee c, unreviewed');
    await user.keyboard('k');
    await user.keyboard('o');
    expect(locationOf(router)).toBe('/view?id=b');
    // So the invoice page's "Back to Invoices" returns to this exact list.
    expect(router.state.location.state).toEqual({ from: '/members?client=c1' });
  });

  it.each([
    ['all', '/members?client=c1'],
    ['unreviewed', '/members?client=c1&filter=unreviewed'],
  ])('x x x reviews consecutive invoices under %s', async (_filter, url) => {
    const calls = keepsReviews(['a', 'c', 'd', 'e']);
    const { user } = renderMembers(url);
    await screen.findByText('Payee e');
    await user.keyboard('jxxx');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['/api/invoices/a/toggle-review', '/api/invoices/c/toggle-review', '/api/invoices/d/toggle-review']);
  });

  it('u takes the last x back, even after the item left an Unreviewed page', async () => {
    const calls = keepsReviews(['a', 'c', 'd']);
    const { user } = renderMembers('/members?client=c1&filter=unreviewed');
    await screen.findByText('Payee d');
    await user.keyboard('jx');
    await waitFor(() => expect(screen.queryByText('Payee a')).not.toBeInTheDocument());
    await user.keyboard('u');
    expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['/api/invoices/a/toggle-review', '/api/invoices/a/toggle-review']);
    expect(await screen.findByText('Payee a')).toBeInTheDocument();
    // Only the last x: a second u has nothing to take back.
    await user.keyboard('u');
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(2);
  });

  it('Enter opens the active invoice, but not while focus is on one of its buttons', async () => {
    api();
    const { router, user } = renderMembers('/members?client=c1');
    await screen.findByText('Payee c');
    await user.keyboard('j');
    act(() => within(active() as HTMLElement).getByRole('button', { name: 'Delete invoice' }).focus());
    await user.keyboard('{Enter}');
    expect(screen.getByRole('dialog', { name: 'Delete invoice' })).toBeInTheDocument();
    expect(locationOf(router)).toBe('/members?client=c1');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => (active() as HTMLElement).focus());
    await user.keyboard('{Enter}');
    expect(locationOf(router)).toBe('/view?id=a');
    expect(router.state.location.state).toEqual({ from: '/members?client=c1' });
  });

  it('arrows and brackets turn pages; / focuses the search, where keys are text', async () => {
    const calls = api();
    const { router, user } = renderMembers('/members?client=c1');
    await screen.findByText('Payee c');
    await user.keyboard('{ArrowRight}');
    expect(locationOf(router)).toBe('/members?client=c1&page=2');
    await user.keyboard(']');
    expect(locationOf(router)).toBe('/members?client=c1&page=3');
    await user.keyboard(']');
    expect(locationOf(router)).toBe('/members?client=c1&page=3');
    await user.keyboard('[[');
    expect(locationOf(router)).toBe('/members?client=c1&page=2');
    await screen.findByText('Page 2 of 3');

    await user.keyboard('/');
    const search = screen.getByRole('searchbox', { name: 'Search' });
    expect(search).toHaveFocus();
    await user.keyboard('jx?');
    expect(search).toHaveValue('jx?');
    expect(active()).toBeNull();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PATCH')).toBe(false);
  });

  it('? shows the shortcuts; while it is open the list keys do nothing', async () => {
    api();
    const { user } = renderMembers('/members?client=c1');
    await screen.findByText('Payee c');
    await user.keyboard('?');
    const help = screen.getByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(help).toHaveTextContent('Mark the item reviewed or unreviewed');
    await user.keyboard('j');
    expect(active()).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    expect(screen.getByRole('dialog', { name: 'Keyboard shortcuts' })).toBeInTheDocument();
  });

  it('on the Tasks tab, j moves through the client’s e-mails, o expands and x toggles the active one', async () => {
    const calls = api();
    const { user } = renderMembers('/members?client=c1&list=tasks');
    await screen.findByText('Subject e2');
    expect(screen.queryByText('Subject e3')).not.toBeInTheDocument();
    await user.keyboard('jj');
    const second = document.querySelector('[data-item-id="e2"]') as HTMLElement;
    expect(second).toHaveAttribute('aria-current', 'true');
    // The cursor's keys work from anywhere on the page, not only from the focused item.
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    await user.keyboard('o');
    await waitFor(() => expect(second).toHaveAttribute('data-expanded', 'true'));
    await user.keyboard('x');
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').map((c) => c.path)).toEqual(['/api/emails/e2/toggle-review']));
  });
});
