/** @jest-environment ./test/unit/client/activity/timeZoneEnvironment.ts */
import { screen, waitFor, within } from '@testing-library/react';
import { record } from './fixtures';
import { atViewersNow, callsTo, mockActivityApi, renderActivity, VIEWER_ZONE } from './renderActivity';

const counts = [
  { dateCompleted: '2026-11-22', itemType: 'invoice' as const, count: 3 },
  { dateCompleted: '2026-11-22', itemType: 'comment' as const, count: 1 },
];

// Chicago is UTC-6 in November: these are 9:05 AM, 10:00 AM, 2:30 PM and 7:15 PM there.
const records = [
  record('comment', 'inv-2', '2026-11-23T01:15:00Z', 'Asked for the W-9'),
  record('invoice', 'inv-1', '2026-11-22T15:05:00Z', 'Plumbing, 12 Oak St'),
  record('invoice', 'inv-2', '2026-11-22T16:00:00Z', ''),
  record('invoice', 'inv-3', '2026-11-22T20:30:00Z'),
];

const panel = () => screen.getByRole('region', { name: 'alice - Sunday, November 22, 2026' });
const rowTexts = (table: HTMLElement) => within(table).getAllByRole('row').map((row) => within(row).queryAllByRole('cell').map((cell) => cell.textContent?.replace(/\s/g, ' ')));

async function openDay(name: RegExp) {
  const rendered = renderActivity();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'User' })).toHaveValue('alice'));
  await rendered.user.click(await screen.findByRole('button', { name }));
  return rendered;
}

beforeEach(atViewersNow);
afterEach(() => jest.useRealTimers());

describe('the day detail panel', () => {
  it('tells the day: summary, items, times and every record in time order', async () => {
    const calls = mockActivityApi({ counts, details: records });
    await openDay(/^November 22, 2026: 3 Invoices reviewed/);
    expect(await within(panel()).findByText('alice did 4 task(s) on this day: 3 Invoices reviewed, 1 Comment')).toBeInTheDocument();
    expect(within(panel()).getByRole('heading', { name: 'alice - Sunday, November 22, 2026' })).toHaveFocus();
    expect(within(panel()).getByText('Items involved').nextSibling).toHaveTextContent('3');
    expect(within(panel()).getByText('First').nextSibling).toHaveTextContent('9:05 AM');
    expect(within(panel()).getByText('Last').nextSibling).toHaveTextContent('7:15 PM');
    const table = within(panel()).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Time', 'Type', 'Item ID', 'Description']);
    expect(rowTexts(table).slice(1)).toEqual([
      ['9:05 AM', 'Invoice reviewed', 'inv-1', 'Plumbing, 12 Oak St'],
      ['10:00 AM', 'Invoice reviewed', 'inv-2', '-'],
      ['2:30 PM', 'Invoice reviewed', 'inv-3', 'About inv-3'],
      ['7:15 PM', 'Comment', 'inv-2', 'Asked for the W-9'],
    ]);
    expect(callsTo(calls, '/api/completed/details')).toEqual([{ userId: 'u1', date: '2026-11-22', detailed: 'true', timeZone: VIEWER_ZONE }]);
  });

  it('closes with Close (or the day again), handing the keyboard back to the day', async () => {
    mockActivityApi({ counts, details: records });
    const { user } = await openDay(/^November 22, 2026/);
    const dayButton = screen.getByRole('button', { name: /^November 22, 2026/ });
    expect(dayButton).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(dayButton).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(panel()).toBeInTheDocument();
    await user.click(dayButton);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('tells the calendar\'s counts when the day\'s records come back empty', async () => {
    mockActivityApi({ counts, details: [] });
    await openDay(/^November 22, 2026/);
    expect(await within(panel()).findByText('alice did 3 Invoices reviewed, 1 Comment on this day.')).toBeInTheDocument();
    expect(within(panel()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('says no tasks for a day without any', async () => {
    mockActivityApi({ counts });
    await openDay(/^November 3, 2026: no activity/);
    const quiet = screen.getByRole('region', { name: 'alice - Tuesday, November 3, 2026' });
    expect(await within(quiet).findByText('alice did no tasks on this day.')).toBeInTheDocument();
  });

  it('says when the details could not be loaded', async () => {
    mockActivityApi({ counts }, ({ url }) => (url.pathname === '/api/completed/details' ? { status: 503, body: { message: 'Try later' } } : undefined));
    await openDay(/^November 22, 2026/);
    const alert = await within(panel()).findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch user activity details');
    expect(alert).toHaveTextContent('Try later.');
  });

  it('closes when another user or month is shown', async () => {
    mockActivityApi({ counts, details: records });
    const { user } = await openDay(/^November 22, 2026/);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
