/** @jest-environment node */
import { bulkOutcome, invoicesCount } from '../../../../src/client/features/members/bulkMessages';
import { dueGroupOf, formatTotals } from '../../../../src/client/features/members/dueGroups';
import { exportPath } from '../../../../src/client/features/members/exportCsv';
import { weakFields } from '../../../../src/client/features/members/invoiceColumns';
import { invoice } from './fixtures';

describe('due groups', () => {
  it.each([
    [null, 'undated'],
    ['2024-03-09', 'overdue'],
    ['2024-03-10', 'thisWeek'],
    ['2024-03-16', 'thisWeek'],
    ['2024-03-17', 'later'],
    ['2024-03-16T23:00:00Z', 'thisWeek'],
  ])('puts a due date of %p in %p, counting from 2024-03-10', (due, group) => {
    expect(dueGroupOf(due, '2024-03-10')).toBe(group);
  });

  it('counts the week across a month and a year end', () => {
    expect(dueGroupOf('2025-01-03', '2024-12-28')).toBe('thisWeek');
    expect(dueGroupOf('2025-01-04', '2024-12-28')).toBe('later');
    expect(dueGroupOf('2024-03-01', '2024-02-24')).toBe('thisWeek');
  });

  it('writes each currency’s total, dollars for none', () => {
    expect(formatTotals([{ currency: 'USD', amount: 1200 }, { currency: 'EUR', amount: -80.5 }, { currency: null, amount: 3 }])).toBe('$1,200.00 · -€80.50 · $3.00');
    expect(formatTotals([])).toBe('');
  });
});

describe('bulk outcomes', () => {
  it('counts as the server did', () => {
    expect(bulkOutcome('review', 12)).toBe('12 invoices marked reviewed');
    expect(bulkOutcome('unreview', 1)).toBe('1 invoice marked unreviewed');
    expect(bulkOutcome('delete', 1204)).toBe('1,204 invoices deleted');
    expect(invoicesCount(0)).toBe('0 invoices');
  });
});

describe('export path', () => {
  it('names the selection, or the filter and order', () => {
    expect(exportPath('c 1', { ids: ['a', 'b'] })).toBe('/api/invoices/client/c%201/export.csv?ids=a%2Cb');
    expect(exportPath('c1', { search: 'late fee', reviewed: false, sort: 'dueDate', order: 'asc' })).toBe('/api/invoices/client/c1/export.csv?search=late+fee&reviewed=false&sort=dueDate&order=asc');
    expect(exportPath('c1', { reviewed: undefined, sort: null, order: 'asc' })).toBe('/api/invoices/client/c1/export.csv');
  });
});

describe('confidence flag', () => {
  it('names the shown fields extraction was unsure of, and the missing key fields, as the cards flag them', () => {
    expect(weakFields(invoice('a'))).toEqual([]);
    expect(weakFields(invoice('a', { confidence: { payee: 0.59, dueDate: 0.2, lineItems: 0 }, unit: null }))).toEqual(['payee', 'due date']);
    expect(weakFields(invoice('a', { invoiceNumber: ' ', property: null, confidence: { property: 0.1 } }))).toEqual(['invoice #']);
  });
});
