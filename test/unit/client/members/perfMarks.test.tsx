/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen } from '@testing-library/react';
import { invoice, page } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';

describe('Members performance marks', () => {
  const marks: string[] = [];
  const measures: string[][] = [];
  beforeEach(() => {
    marks.length = 0;
    measures.length = 0;
    Object.assign(performance, {
      mark: (name: string) => marks.push(name),
      measure: (...args: string[]) => measures.push(args),
    });
  });

  it('measure from choosing a client, and from Next, to the invoice page on screen', async () => {
    mockMembersApi(({ url }) =>
      url.pathname.startsWith('/api/invoices/client/') ? { status: 200, body: page('invoices', [invoice(`p${url.searchParams.get('page')}`)], { totalPages: 2, page: Number(url.searchParams.get('page')) }) } : undefined,
    );
    const { user } = renderMembers();
    await user.click(await screen.findByRole('button', { name: 'Maple Court' }));
    await screen.findByText('Payee p1');
    expect(marks).toEqual(['members:client-selected', 'members:invoices-rendered']);
    expect(measures).toEqual([['members:client-to-first-page', 'members:client-selected', 'members:invoices-rendered']]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Payee p2');
    expect(marks.slice(2)).toEqual(['members:next-page', 'members:invoices-rendered']);
    expect(measures[1]).toEqual(['members:next-to-page', 'members:next-page', 'members:invoices-rendered']);
  });
});
