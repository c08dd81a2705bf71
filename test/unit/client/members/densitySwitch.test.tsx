/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { cleanup, screen, within } from '@testing-library/react';
import { densityKey } from '../../../../src/client/features/members/density';
import { invoice, page } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';
import { scrollLikeABrowser } from './tableServer';

scrollLikeABrowser();
afterEach(() => localStorage.clear());

const api = () => mockMembersApi(({ url }) => (url.pathname === '/api/invoices/client/c1' ? { status: 200, body: page('invoices', [invoice('a')]) } : undefined));
const density = () => within(screen.getByRole('group', { name: 'Density' }));

describe('Members density', () => {
  it('shows SPEC.md’s cards until the user picks the table, and remembers the choice for that user', async () => {
    api();
    const { user } = renderMembers('/members?client=c1');
    expect(await screen.findByRole('article', { name: /^Payee a,/ })).toBeInTheDocument();
    expect(density().getByRole('button', { name: 'Cards' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(density().getByRole('button', { name: 'Table' }));
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
    expect(localStorage.getItem(densityKey('u1'))).toBe('table');

    // Next visit: the table at once, and the URL never said so.
    cleanup();
    api();
    const again = renderMembers('/members?client=c1');
    expect(await screen.findByRole('table', { name: 'Invoices' })).toBeInTheDocument();
    expect(again.router.state.location.search).toBe('?client=c1');
    await again.user.click(density().getByRole('button', { name: 'Cards' }));
    expect(await screen.findByRole('article', { name: /^Payee a,/ })).toBeInTheDocument();
    expect(localStorage.getItem(densityKey('u1'))).toBe('cards');
  });

  it('is each user’s own: another user’s table leaves this one on cards', async () => {
    localStorage.setItem(densityKey('u2'), 'table');
    api();
    renderMembers('/members?client=c1');
    expect(await screen.findByRole('article', { name: /^Payee a,/ })).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('is offered on the Invoices tab only', async () => {
    api();
    renderMembers('/members?client=c1&list=tasks');
    await screen.findByRole('tab', { name: 'Tasks', selected: true });
    expect(screen.queryByRole('group', { name: 'Density' })).not.toBeInTheDocument();
  });
});
