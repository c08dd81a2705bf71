/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import type { InvoiceSummary } from '../../../../src/shared/contract/invoices';
import type { DueQueueResponse } from '../../../../src/shared/contract/reviewWorkspace';
import { locationOf, type Call } from '../harness';
import { invoice } from './fixtures';
import { mockMembersApi, renderMembers } from './renderMembers';
import { activeRow, rowOf, scrollLikeABrowser } from './tableServer';

scrollLikeABrowser();

const TODAY = '2024-03-10';
const queue = [
  invoice('o1', { dueDate: '2024-03-01', totalAmount: 100 }),
  invoice('o2', { dueDate: '2024-03-09', totalAmount: 50, currency: 'EUR' }),
  invoice('w1', { dueDate: TODAY }),
  invoice('w2', { dueDate: '2024-03-16' }),
  invoice('l1', { dueDate: '2024-03-17' }),
  invoice('n1', { dueDate: null }),
];
const groups: DueQueueResponse['groups'] = {
  overdue: { count: 2, totals: [{ currency: 'USD', amount: 100 }, { currency: 'EUR', amount: 50 }] },
  thisWeek: { count: 2, totals: [{ currency: 'USD', amount: 2469.12 }] },
  later: { count: 1, totals: [{ currency: 'USD', amount: 1234.56 }] },
  undated: { count: 1, totals: [{ currency: null, amount: 1234.56 }] },
};

const isQueue = (call: Call) => call.url.pathname === '/api/invoices/client/c1/due';

/** The queue of client c1: its unreviewed invoices, a review taking one out once `answered` lets it. */
function dueServer(answered: Promise<void> = Promise.resolve()) {
  const reviewed = new Set<string>();
  return mockMembersApi(async ({ method, url, ...call }) => {
    if (method === 'PATCH') {
      await answered;
      const id = url.pathname.split('/')[3] ?? '';
      reviewed.add(id);
      return { status: 200, body: { invoice: invoice(id, { reviewed: true }), reviewed: true } };
    }
    if (isQueue({ method, url, ...call } as Call)) {
      const open: InvoiceSummary[] = queue.filter((each) => !reviewed.has(each.id));
      return { status: 200, body: { invoices: open, total: open.length, page: 1, totalPages: 1, pageSize: 50, today: TODAY, groups } };
    }
    return undefined;
  });
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.closest('th')?.textContent);
const rowIds = () => [...document.querySelectorAll('tbody tr')].map((row) => row.getAttribute('data-invoice-id') ?? `[${row.querySelector('h3')?.textContent}]`);

describe('Members due queue', () => {
  it('is a tab of its own, grouped by due date with each group’s count and totals', async () => {
    const calls = dueServer();
    const { router, user } = renderMembers('/members?client=c1');
    await user.click(await screen.findByRole('tab', { name: 'Due' }));
    expect(locationOf(router)).toBe('/members?client=c1&list=due');
    await screen.findByRole('table', { name: 'Due' });
    expect(calls.filter(isQueue).map((call) => call.path)).toEqual(['/api/invoices/client/c1/due?page=1&limit=50']);
    await waitFor(() => expect(rowIds()).toEqual(['[Overdue]', 'o1', 'o2', '[Due this week]', 'w1', 'w2', '[Later]', 'l1', '[No due date]', 'n1']));
    expect(headings()).toEqual(['Overdue2 invoices$100.00 · €50.00', 'Due this week2 invoices$2,469.12', 'Later1 invoice$1,234.56', 'No due date1 invoice$1,234.56']);
    expect(screen.getByText('6 invoices to review')).toBeInTheDocument();
    // The queue is the unreviewed invoices, in the server's order: no filter, search or density to choose.
    for (const name of ['All', 'Unreviewed', 'Reviewed']) expect(within(screen.getByRole('group', { name: 'Review filter' })).getByRole('button', { name })).toBeDisabled();
    expect(screen.getByRole('searchbox', { name: 'Search' })).toBeDisabled();
    expect(screen.queryByRole('group', { name: 'Density' })).not.toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Due' })).queryAllByRole('button', { name: /Payee|Due date/ })).toEqual([]);
  });

  it('x reviews the row, which leaves the queue at once; the next one takes the cursor', async () => {
    let answer = () => undefined as void;
    const calls = dueServer(new Promise((resolve) => (answer = resolve)));
    const { user } = renderMembers('/members?client=c1&list=due');
    await waitFor(() => expect(rowOf('n1')).not.toBeNull());
    // The server has not answered yet: the row leaves before it does.
    await user.keyboard('jjx');
    expect(rowOf('o2')).toBeNull();
    expect(activeRow()).toBe(rowOf('w1'));
    await user.keyboard('x');
    expect(calls.filter((call) => call.method === 'PATCH').map((call) => call.path)).toEqual(['/api/invoices/o2/toggle-review', '/api/invoices/w1/toggle-review']);
    answer();
    await waitFor(() => expect(rowIds()).toEqual(['[Overdue]', 'o1', '[Due this week]', 'w2', '[Later]', 'l1', '[No due date]', 'n1']));
    expect(activeRow()).toBe(rowOf('w2'));
  });

  it('says so when nothing waits for review', async () => {
    mockMembersApi((call) => (isQueue(call) ? { status: 200, body: { invoices: [], total: 0, page: 1, totalPages: 1, pageSize: 50, today: TODAY, groups } } : undefined));
    renderMembers('/members?client=c1&list=due');
    expect(await screen.findByText('Nothing is waiting for review')).toBeInTheDocument();
  });
});
