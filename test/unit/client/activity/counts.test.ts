import { parseCount } from '../../../../src/client/api/activityApi';
import { describeCounts, filterCounts, recordLabel, sumCounts, tallyTypes, typeLabel } from '../../../../src/client/features/activity/activityTypes';
import { filterTypes, summarizeMonth } from '../../../../src/client/features/activity/monthCounts';
import { ACTIVITY_TYPES } from '../../../../src/shared/contract/activity';

describe('count parsing (SPEC.md section 5)', () => {
  it.each([
    [3, 3],
    ['12', 12],
    ['7 items', 7],
    [4.9, 4],
    ['', 0],
    ['n/a', 0],
    [null, 0],
    [undefined, 0],
    [{}, 0],
    [Number.NaN, 0],
    [-2, 0],
  ])('%p counts %p', (value, expected) => {
    expect(parseCount(value)).toBe(expected);
  });
});

describe('counts per type', () => {
  it('names every type, one and several', () => {
    expect(ACTIVITY_TYPES.map(typeLabel)).toEqual(['Invoices reviewed', 'Tasks reviewed', 'Invoices edited', 'Invoices deleted', 'Comments', 'Associations']);
    expect(ACTIVITY_TYPES.map(recordLabel)).toEqual(['Invoice reviewed', 'Task reviewed', 'Invoice edited', 'Invoice deleted', 'Comment', 'Association']);
  });

  it('describes counts in the order of the types, leaving out those with none', () => {
    expect(describeCounts({ comment: 1, invoice: 3, task: 0 })).toBe('3 Invoices reviewed, 1 Comment');
    expect(describeCounts({ association: 2, invoice_delete: 1 })).toBe('1 Invoice deleted, 2 Associations');
    expect(describeCounts({})).toBe('');
    expect(sumCounts({ comment: 1, invoice: 3 })).toBe(4);
  });

  it('adds up rows per type, and narrows to the filter', () => {
    const counts = tallyTypes([
      { itemType: 'invoice', count: 2 },
      { itemType: 'comment', count: 1 },
      { itemType: 'invoice', count: 3 },
    ]);
    expect(counts).toEqual({ invoice: 5, comment: 1 });
    expect(filterCounts(counts, 'all')).toBe(counts);
    expect(filterCounts(counts, 'comment')).toEqual({ comment: 1 });
    expect(filterCounts(counts, 'task')).toEqual({ task: 0 });
  });
});

describe('a month of counts', () => {
  const month = summarizeMonth([
    { dateCompleted: '2026-11-02', itemType: 'invoice', count: 3 },
    { dateCompleted: '2026-11-02', itemType: 'comment', count: 1 },
    { dateCompleted: '2026-11-20', itemType: 'association', count: 2 },
    { dateCompleted: '2026-11-21', itemType: 'task', count: 0 },
  ]);

  it('groups the days, adds up the types and lists the types seen', () => {
    expect(month.byDay.get('2026-11-02')).toEqual({ invoice: 3, comment: 1 });
    expect(month.byDay.get('2026-11-20')).toEqual({ association: 2 });
    expect(month.byDay.get('2026-11-03')).toBeUndefined();
    expect(month.byType).toEqual({ invoice: 3, comment: 1, association: 2, task: 0 });
    expect(month.seen).toEqual(['invoice', 'comment', 'association']);
  });

  it('offers the types seen, and keeps a chosen type the month has none of', () => {
    expect(filterTypes(month.seen, 'all')).toEqual(['invoice', 'comment', 'association']);
    expect(filterTypes(month.seen, 'invoice_edit')).toEqual(['invoice', 'invoice_edit', 'comment', 'association']);
    expect(filterTypes([], 'all')).toEqual([]);
  });
});
