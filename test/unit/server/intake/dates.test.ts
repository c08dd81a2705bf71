/** @jest-environment node */
import { addDays, findDate, parseDate } from '../../../../src/server/intake/extraction/dates';

describe('parseDate', () => {
  it.each([
    ['1/2/24', '2024-01-02'],
    ['01/02/2024', '2024-01-02'],
    ['1-2-2024', '2024-01-02'],
    ['12/31/23', '2023-12-31'],
    ['Jan 2, 2024', '2024-01-02'],
    ['January 2nd 2024', '2024-01-02'],
    ['January 2, 2024', '2024-01-02'],
    ['2 Jan 2024', '2024-01-02'],
    ['2nd January, 2024', '2024-01-02'],
    ['2024-01-02', '2024-01-02'],
    ["Jan. 2, '24", '2024-01-02'],
    ['Sept. 30, 2023', '2023-09-30'],
    ['Sep 30 2023', '2023-09-30'],
    ['DEC 1, 2025', '2025-12-01'],
    ['3rd Mar 2022', '2022-03-03'],
    ['22-Mar-2024', '2024-03-22'],
    [': 02/29/2024', '2024-02-29'],
    ['31.12.2023', '2023-12-31'],
    ['28/11/2022', '2022-11-28'],
    ['August 3 , 2014', '2014-08-03'],
  ])('%s → %s', (text, iso) => {
    expect(parseDate(text)).toBe(iso);
  });

  it.each(['13/13/2024', '02/30/2024', '2/29/2023', '0/1/2024', 'net 30', '1042', '555-1234', 'Due 1/2/24', '1/2', '12/31/1899'])('rejects %s', (text) => {
    expect(parseDate(text)).toBeNull();
  });
});

describe('findDate', () => {
  it('finds the earliest date inside longer text, with its position', () => {
    expect(findDate('Service period Jan 5, 2024 to 2/4/24')).toEqual({ iso: '2024-01-05', index: 15, length: 11 });
  });

  it('does not read part of a longer number as a date', () => {
    expect(findDate('Acct 101/12/20245')).toBeNull();
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-01-31', 30)).toBe('2024-03-01');
    expect(addDays('2023-12-15', 30)).toBe('2024-01-14');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-05-05', 0)).toBe('2024-05-05');
  });
});
