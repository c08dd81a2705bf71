import { byTime, daySummary, itemsInvolved } from '../../../../src/client/features/activity/daySummary';
import { record } from './fixtures';

const records = [
  record('comment', 'inv-2', '2026-11-22T15:00:00Z'),
  record('invoice', 'inv-1', '2026-11-22T09:00:00Z'),
  record('invoice', 'inv-2', '2026-11-22T10:00:00Z'),
  record('invoice', 'inv-3', '2026-11-22T11:00:00Z'),
];

describe('the detail panel summary', () => {
  it('counts the records per type', () => {
    expect(daySummary('alice', records, { invoice: 3, comment: 1 })).toBe('alice did 4 task(s) on this day: 3 Invoices reviewed, 1 Comment');
    expect(daySummary('alice', [records[0]!], {})).toBe('alice did 1 task(s) on this day: 1 Comment');
  });

  it('tells the calendar\'s counts when no records came back', () => {
    expect(daySummary('alice', [], { invoice: 2, association: 1 })).toBe('alice did 2 Invoices reviewed, 1 Association on this day.');
  });

  it('says no tasks when neither has any', () => {
    expect(daySummary('alice', [], {})).toBe('alice did no tasks on this day.');
    expect(daySummary('alice', [], { task: 0 })).toBe('alice did no tasks on this day.');
  });

  it('counts each item once and lists the records in time order', () => {
    expect(itemsInvolved(records)).toBe(3);
    expect(byTime(records).map((r) => r.timestamp)).toEqual(['2026-11-22T09:00:00Z', '2026-11-22T10:00:00Z', '2026-11-22T11:00:00Z', '2026-11-22T15:00:00Z']);
  });
});
