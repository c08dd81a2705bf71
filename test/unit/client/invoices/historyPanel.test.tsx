/** @jest-environment ./test/unit/jsdomWithFetch.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { HISTORY_FAILED } from '../../../../src/client/features/invoices/history/HistoryPanel';
import type { HistoryEntry } from '../../../../src/shared/contract/reviewWorkspace';
import type { Answer } from '../harness';
import { invoiceFixture, renderInvoice } from './fixtures';

beforeEach(() => localStorage.clear());

const entry = (fields: Partial<HistoryEntry>): HistoryEntry => ({
  at: '2024-03-05T12:00:00.000Z',
  userId: null,
  userName: null,
  action: 'extracted',
  field: null,
  from: null,
  to: null,
  confidence: null,
  ...fields,
});

const ana = { userId: 'u1', userName: 'Ana' };
const HISTORY: HistoryEntry[] = [
  entry({}),
  entry({ field: 'payee', to: 'Acme', confidence: 0.95 }),
  entry({ field: 'totalAmount', to: '1234.50', confidence: 0.4 }),
  entry({ ...ana, at: '2024-03-06T12:00:00.000Z', action: 'edited', field: 'payee', from: 'Acme', to: 'ACME Corp' }),
  entry({ ...ana, at: '2024-03-06T12:00:00.000Z', action: 'edited', field: 'dueDate', from: null, to: '2024-03-31' }),
  entry({ ...ana, at: '2024-03-06T12:00:00.000Z', action: 'edited', field: 'documentKind', from: 'invoice', to: 'credit_note' }),
  entry({ ...ana, at: '2024-03-06T12:00:00.000Z', action: 'edited', field: 'markedAsPaid', from: 'false', to: 'true' }),
  entry({ ...ana, at: '2024-03-07T12:00:00.000Z', action: 'reviewed' }),
  entry({ userId: 'u9', userName: null, at: '2024-03-08T12:00:00.000Z', action: 'commented', to: 'Checked with the vendor' }),
  entry({ userId: 'u2', userName: 'Bob', at: '2024-03-09T12:00:00.000Z', action: 'unreviewed' }),
  entry({ userId: 'u2', userName: 'Bob', at: '2024-03-10T12:00:00.000Z', action: 'linked', field: 'emailId', to: 'email-9' }),
  entry({ userId: 'u2', userName: 'Bob', at: '2024-03-11T12:00:00.000Z', action: 'unlinked', field: 'emailId', from: 'email-9' }),
];

const ok = (history: HistoryEntry[]): Answer => ({ status: 200, body: { history } });
const historyCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname === '/api/invoices/inv-1/history');

async function openPanel(user: { click: (element: Element) => Promise<void> }) {
  const toggle = await screen.findByRole('button', { name: 'History' });
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return screen.getByRole('region', { name: 'History' });
}

describe('invoice history panel', () => {
  it('is closed at first and asks for nothing until opened', async () => {
    const { calls } = renderInvoice(invoiceFixture(), { history: () => ok(HISTORY) });
    await screen.findByRole('button', { name: 'History' });
    await screen.findByText('1 of 1');
    expect(historyCalls(calls)).toEqual([]);
  });

  it('shows every change oldest first: who, when, and what in words', async () => {
    const { user } = renderInvoice(invoiceFixture(), { history: () => ok(HISTORY) });
    const panel = await openPanel(user);
    await within(panel).findByText('Marked reviewed');
    const groups = panel.querySelectorAll('.history-group');
    const text = [...groups].map((group) => [group.querySelector('.history-who')?.textContent, [...group.querySelectorAll('.history-change')].map((li) => li.textContent)]);
    expect(text).toEqual([
      ['Intake', ['Read the invoice from its e-mail', 'Payee: Acme95% sure', 'Total Amount: $1,234.5040% sure: low, check it']],
      ['Ana', ['Payee: Acme → ACME Corp', 'Due Date: (empty) → 03/31/2024', 'Document Kind: Invoice → Credit note', 'Marked as Paid: No → Yes']],
      ['Ana', ['Marked reviewed']],
      ['a deleted user', ['Commented: “Checked with the vendor”']],
      ['Bob', ['Marked unreviewed']],
      ['Bob', ['Linked to its e-mail Open the e-mail']],
      ['Bob', ['Unlinked from its e-mail']],
    ]);
    expect(within(panel).getByRole('link', { name: 'Open the e-mail' })).toHaveAttribute('href', '/email/email-9');
  });

  it('flags a low intake confidence, and only that one', async () => {
    const { user } = renderInvoice(invoiceFixture(), { history: () => ok(HISTORY) });
    const panel = await openPanel(user);
    await within(panel).findByText(/Total Amount/);
    expect([...panel.querySelectorAll('.history-confidence-low')].map((flag) => flag.textContent)).toEqual(['40% sure: low, check it']);
  });

  it('writes the time in local time, with the exact instant in the markup', async () => {
    const { user } = renderInvoice(invoiceFixture(), { history: () => ok([entry({ ...ana, action: 'reviewed', at: '2024-03-07T12:00:00.000Z' })]) });
    const panel = await openPanel(user);
    const time = await within(panel).findByText((_, element) => element?.tagName === 'TIME');
    expect(time).toHaveAttribute('dateTime', '2024-03-07T12:00:00.000Z');
    expect(time).toHaveTextContent(new Date('2024-03-07T12:00:00.000Z').toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
  });

  it('names how an invoice began when no field is given', async () => {
    const { user } = renderInvoice(invoiceFixture(), {
      history: () => ok([entry({ ...ana, action: 'uploaded' }), entry({ ...ana, action: 'created', at: '2024-03-09T12:00:00.000Z' })]),
    });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('Uploaded the invoice')).toBeInTheDocument();
    expect(within(panel).getByText('Created the invoice')).toBeInTheDocument();
  });

  it('shows that it is loading, then the history', async () => {
    let answer: (value: Answer) => void = () => undefined;
    const { user } = renderInvoice(invoiceFixture(), { history: () => new Promise<Answer>((resolve) => (answer = resolve)) });
    const panel = await openPanel(user);
    expect(within(panel).getByRole('status')).toHaveTextContent('Loading history...');
    answer(ok(HISTORY));
    expect(await within(panel).findByText('Marked reviewed')).toBeInTheDocument();
    expect(within(panel).queryByText('Loading history...')).toBeNull();
  });

  it('says when it could not be loaded, and loads it on Try again', async () => {
    let fail = true;
    const { user } = renderInvoice(invoiceFixture(), { history: () => (fail ? { status: 500, body: { message: 'boom' } } : ok(HISTORY)) });
    const panel = await openPanel(user);
    expect(await within(panel).findByRole('alert')).toHaveTextContent(HISTORY_FAILED);
    fail = false;
    await user.click(within(panel).getByRole('button', { name: 'try again' }));
    expect(await within(panel).findByText('Marked reviewed')).toBeInTheDocument();
  });

  it('says when nothing is recorded yet', async () => {
    const { user } = renderInvoice(invoiceFixture(), { history: () => ok([]) });
    const panel = await openPanel(user);
    expect(await within(panel).findByText('No changes recorded yet.')).toBeInTheDocument();
  });

  it('stays open for the next invoice, and reads the history again after a change', async () => {
    const { user, calls } = renderInvoice(invoiceFixture(), { history: () => ok(HISTORY), other: () => ({ status: 200, body: { invoice: invoiceFixture({ comment: 'Noted' }) } }) });
    await openPanel(user);
    expect(localStorage.getItem('invoiceHistoryOpen')).toBe('true');
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Add Comment' }));
    await user.type(screen.getByLabelText('Comment'), 'Noted');
    await user.click(screen.getByRole('button', { name: 'Save Comment' }));
    await waitFor(() => expect(historyCalls(calls)).toHaveLength(2));
  });
});
