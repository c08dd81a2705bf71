/** @jest-environment ./test/unit/client/activity/timeZoneEnvironment.ts */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserActivityTotal } from '../../../../src/shared/contract/activity';
import { atViewersNow, callsTo, mockActivityApi, renderActivity, VIEWER_ZONE } from './renderActivity';

const totals: UserActivityTotal[] = [
  { userId: 'u2', name: 'bob', email: 'robert@example.com', total: 10, counts: { invoice: 8, comment: 2 } },
  { userId: 'u1', name: 'alice', email: 'alice@example.com', total: '40' as never, counts: { invoice: 40 } },
  { userId: 'u3', name: 'Carol', email: 'carol@example.com', total: 0, counts: {} },
];

async function compare() {
  const rendered = renderActivity();
  await rendered.user.click(await screen.findByRole('button', { name: 'Compare All Users' }));
  return rendered;
}

beforeEach(atViewersNow);
afterEach(() => jest.useRealTimers());

describe('User Activity, compare mode', () => {
  it('compares everyone from the first of the month to today, busiest first, bars against the busiest', async () => {
    const calls = mockActivityApi({ totals });
    await compare();
    expect(screen.getByLabelText('From')).toHaveValue('2026-11-01');
    expect(screen.getByLabelText('To')).toHaveValue('2026-11-22');
    const chart = await screen.findByRole('list', { name: 'Completed activity per user' });
    const rows = within(chart).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['alice4040 Invoices reviewed', 'bob108 Invoices reviewed, 2 Comments']);
    expect(rows.map((row) => (row.querySelector('.compare-bar') as HTMLElement).style.width)).toEqual(['100%', '25%']);
    expect(callsTo(calls, '/api/completed/totals')).toEqual([{ startDate: '2026-11-01', endDate: '2026-11-22', timeZone: VIEWER_ZONE }]);
  });

  it('asks again for another range, and says when a range is backwards', async () => {
    const calls = mockActivityApi({ totals });
    await compare();
    await screen.findByRole('list', { name: 'Completed activity per user' });
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    await waitFor(() => expect(callsTo(calls, '/api/completed/totals').map((q) => q.startDate)).toEqual(['2026-11-01', '2026-10-01']));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-30' } });
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription('From must be on or before To.');
    expect(screen.queryByRole('list', { name: 'Completed activity per user' })).not.toBeInTheDocument();
    expect(callsTo(calls, '/api/completed/totals')).toHaveLength(2);
  });

  it('says there is no data for the default range, and none in a range the admin chose', async () => {
    mockActivityApi({ totals: [] });
    await compare();
    expect(await screen.findByText('No user activity data.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-01' } });
    expect(await screen.findByText('No user activity in this range.')).toBeInTheDocument();
  });

  it('says when the totals could not be loaded', async () => {
    mockActivityApi({}, ({ url }) => (url.pathname === '/api/completed/totals' ? { status: 500, body: {} } : undefined));
    await compare();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch completion data');
    expect(alert).toHaveTextContent('Unknown error.');
  });

  it('goes back to the same user and month', async () => {
    mockActivityApi({ totals });
    const { user } = renderActivity();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'User' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Compare All Users' }));
    await user.click(screen.getByRole('button', { name: 'Show Individual User' }));
    expect(screen.getByRole('grid', { name: 'October 2026' })).toBeInTheDocument();
  });
});
