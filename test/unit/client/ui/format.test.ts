/** @jest-environment node */
import { formatDate, formatDateTime, formatKb, formatMegabytes, formatMoney } from '../../../../src/client/ui/format';

describe('formatMoney', () => {
  it.each([
    [1234.56, '$1,234.56'],
    [0, '$0.00'],
    [-12.5, '-$12.50'],
    [-20, '-$20.00'],
    [1e6, '$1,000,000.00'],
    [null, null],
    [undefined, null],
    [Number.NaN, null],
  ])('%p → %p', (amount, text) => expect(formatMoney(amount)).toBe(text));

  it.each([
    ['EUR', '€1,234.56'],
    ['GBP', '£1,234.56'],
    ['CAD', 'CA$1,234.56'],
    ['NZD', 'NZ$1,234.56'],
    ['USD', '$1,234.56'],
    [null, '$1,234.56'],
    ['not-a-code', '$1,234.56'],
  ])('writes an amount in %p as %p', (currency, text) => expect(formatMoney(1234.56, currency)).toBe(text));
});

describe('formatDate', () => {
  it.each([
    ['2024-01-31', '01/31/2024'],
    ['2024-12-01T23:30:00Z', '12/01/2024'],
    ['sometime', 'sometime'],
    ['', null],
    [null, null],
  ])('%p → %p without a time-zone shift', (value, text) => expect(formatDate(value)).toBe(text));
});

describe('formatDateTime', () => {
  it('writes a timestamp in the US medium form with the time', () => {
    const stamp = '2024-02-01T10:00:00Z';
    expect(formatDateTime(stamp)).toBe(new Date(stamp).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }));
    expect(formatDateTime(stamp)).toMatch(/^Feb 1, 2024, \d{1,2}:\d{2}\s[AP]M$/);
  });

  it('shows text that is not a date as it is, and nothing for no value', () => {
    expect(formatDateTime('yesterday')).toBe('yesterday');
    expect(formatDateTime(null)).toBeNull();
    expect(formatDateTime('')).toBeNull();
  });
});

describe('sizes', () => {
  it.each([
    [0, '0.00 KB'],
    [512, '0.50 KB'],
    [1024, '1.00 KB'],
    [1536, '1.50 KB'],
    [123_456, '120.56 KB'],
    [-5, '0.00 KB'],
    [Number.NaN, '0.00 KB'],
  ])('%d bytes is %s', (bytes, text) => expect(formatKb(bytes)).toBe(text));

  it('shows megabytes with two decimals', () => {
    expect(formatMegabytes(2.5 * 1024 * 1024)).toBe('2.50 MB');
    expect(formatMegabytes(2 * 1024 * 1024 + 1)).toBe('2.00 MB');
    expect(formatMegabytes(3_300_000)).toBe('3.15 MB');
  });
});
