import { compareBars, defaultRange, noActivityMessage, rangeProblem } from '../../../../src/client/features/activity/compare';
import type { UserActivityTotal } from '../../../../src/shared/contract/activity';

const total = (userId: string, name: string, count: number): UserActivityTotal => ({ userId, name, email: `${userId}@example.com`, total: count, counts: { invoice: count } });

describe('compare mode', () => {
  it('sorts by total, busiest first, ties by name, and leaves out users with none', () => {
    const bars = compareBars([total('u1', 'Cleo', 5), total('u2', 'Ana', 0), total('u3', 'Bea', 20), total('u4', 'Abe', 5)]);
    expect(bars.map((bar) => [bar.name, bar.total])).toEqual([
      ['Bea', 20],
      ['Abe', 5],
      ['Cleo', 5],
    ]);
  });

  it('sizes each bar against the busiest user, who fills the track', () => {
    expect(compareBars([total('u1', 'Ana', 10), total('u2', 'Bea', 40), total('u3', 'Cleo', 1)]).map((bar) => bar.percent)).toEqual([100, 25, 2.5]);
    expect(compareBars([total('u1', 'Ana', 0)])).toEqual([]);
  });

  it('starts at the first of the month and ends today, on the viewer\'s clock', () => {
    expect(defaultRange(new Date(2026, 10, 22, 23, 59))).toEqual({ startDate: '2026-11-01', endDate: '2026-11-22' });
    expect(defaultRange(new Date(2026, 10, 1, 0, 1))).toEqual({ startDate: '2026-11-01', endDate: '2026-11-01' });
  });

  it('says "No user activity data." for the default range and "in this range" for one the admin chose', () => {
    const today = new Date(2026, 10, 22, 10);
    expect(noActivityMessage({ startDate: '2026-11-01', endDate: '2026-11-22' }, today)).toBe('No user activity data.');
    expect(noActivityMessage({ startDate: '2026-10-01', endDate: '2026-11-22' }, today)).toBe('No user activity in this range.');
    expect(noActivityMessage({ startDate: '2026-11-01', endDate: '2026-11-10' }, today)).toBe('No user activity in this range.');
  });

  it('refuses a range that is empty, backwards or longer than the server allows', () => {
    expect(rangeProblem({ startDate: '2026-11-01', endDate: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ startDate: '', endDate: '2026-11-01' })).toBe('Choose both dates.');
    expect(rangeProblem({ startDate: '2026-11-02', endDate: '2026-11-01' })).toBe('From must be on or before To.');
    expect(rangeProblem({ startDate: '2025-10-19', endDate: '2026-11-22' })).toBeNull();
    expect(rangeProblem({ startDate: '2025-10-18', endDate: '2026-11-22' })).toBe('Choose at most 400 days.');
  });
});
