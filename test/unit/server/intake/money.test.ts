/** @jest-environment node */
import { findAmounts, lastAmount, parseMoney } from '../../../../src/server/intake/extraction/money';

describe('parseMoney', () => {
  it.each([
    ['$1,234.56', 123456],
    ['1,234.56', 123456],
    ['1234.56', 123456],
    ['$ 1,234.56', 123456],
    ['$  99.00', 9900],
    ['USD 1,234.56', 123456],
    ['1,234.56 USD', 123456],
    ['$1,234', 123400],
    ['$12', 1200],
    ['(123.45)', -12345],
    ['($123.45)', -12345],
    ['-123.45', -12345],
    ['-$123.45', -12345],
    ['$-123.45', -12345],
    ['123.45 CR', -12345],
    ['1,000,000.00', 100000000],
    ['€ 1.234,56', 123456],
    ['46,68 €', 4668],
    ['EUR 12,50', 1250],
    ['0.00', 0],
  ])('%s → %d cents', (text, cents) => {
    expect(parseMoney(text)).toBe(cents);
  });

  it.each(['1042', 'INV-1002', '1/2/24', '(555) 123-4567', 'Net 30', '12.00 and 13.00', '', 'Total: 12.00', '4.5.6'])('rejects %s', (text) => {
    expect(parseMoney(text)).toBeNull();
  });
});

describe('findAmounts', () => {
  it('finds every amount and marks the ones that look like money', () => {
    expect(findAmounts('Qty 2 @ $45.00 = 90.00').map(({ cents, looksLikeMoney }) => [cents, looksLikeMoney])).toEqual([
      [200, false],
      [4500, true],
      [9000, true],
    ]);
  });

  it('skips numbers inside identifiers, dates and phone numbers', () => {
    expect(findAmounts('INV-1002 on 1/2/24, call 555-123-4567')).toEqual([]);
  });
});

describe('lastAmount', () => {
  it('takes the amount at the right of a totals row', () => {
    expect(lastAmount('Balance Due\t$1,250.00')).toBe(125000);
    expect(lastAmount('Tax (8.25%)\t$12.38')).toBe(1238);
    expect(lastAmount('Payments/Credits\t(50.00)')).toBe(-5000);
    expect(lastAmount('Terms Net 30')).toBeNull();
  });
});
