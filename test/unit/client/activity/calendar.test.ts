/** @jest-environment ./test/unit/client/activity/timeZoneEnvironment.ts */
import { calendarCells, monthLabel, monthOf, monthRange, stepMonth } from '../../../../src/client/features/activity/calendar';
import { dayDate, firstOfMonth, localTime, longDate, toLocalDate } from '../../../../src/client/features/activity/dates';
import { CALENDAR_CELLS } from '../../../../src/shared/constants';
import { setViewerTimeZone } from './timeZone';

const NOVEMBER_2026 = { year: 2026, month: 10 };

/** Every date from `first`, one a day, as the calendar should list them. */
function consecutive(first: string, count: number): string[] {
  const [y, m, d] = first.split('-').map(Number) as [number, number, number];
  return Array.from({ length: count }, (_, i) => new Date(Date.UTC(y, m - 1, d + i)).toISOString().slice(0, 10));
}

describe('the calendar grid', () => {
  beforeEach(() => setViewerTimeZone('UTC'));

  it('is 42 cells, Sunday first: November 2026 starts on Sunday the 1st and runs into December', () => {
    const cells = calendarCells(NOVEMBER_2026);
    expect(CALENDAR_CELLS).toBe(42);
    expect(cells).toHaveLength(CALENDAR_CELLS);
    expect(cells[0]).toEqual({ date: '2026-11-01', day: 1, inMonth: true });
    expect(cells[29]).toEqual({ date: '2026-11-30', day: 30, inMonth: true });
    expect(cells[30]).toEqual({ date: '2026-12-01', day: 1, inMonth: false });
    expect(cells[41]).toEqual({ date: '2026-12-12', day: 12, inMonth: false });
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(30);
  });

  it('leads a month that starts on Saturday with the six last days of the month before', () => {
    // August 2026 starts on a Saturday: Sunday July 26 opens the grid.
    const cells = calendarCells({ year: 2026, month: 7 });
    expect(cells.slice(0, 7).map((cell) => [cell.date, cell.inMonth])).toEqual([
      ['2026-07-26', false],
      ['2026-07-27', false],
      ['2026-07-28', false],
      ['2026-07-29', false],
      ['2026-07-30', false],
      ['2026-07-31', false],
      ['2026-08-01', true],
    ]);
    // 6 + 31 days fill all but the last five cells.
    expect(cells[36]).toEqual({ date: '2026-08-31', day: 31, inMonth: true });
    expect(cells[41]).toEqual({ date: '2026-09-05', day: 5, inMonth: false });
  });

  it('fits a February that fills exactly four weeks, with two weeks of March after it', () => {
    // February 2026 starts on Sunday and has 28 days.
    const cells = calendarCells({ year: 2026, month: 1 });
    expect(cells.map((cell) => cell.date)).toEqual(consecutive('2026-02-01', 42));
    expect(cells.filter((cell) => cell.inMonth)).toHaveLength(28);
    expect(calendarCells({ year: 2028, month: 1 }).filter((cell) => cell.inMonth)).toHaveLength(29);
  });

  it.each(['America/New_York', 'Europe/London', 'Australia/Sydney', 'America/Sao_Paulo', 'Pacific/Auckland'])('lists every day once across daylight saving changes in %s', (zone) => {
    setViewerTimeZone(zone);
    for (let month = 0; month < 12; month += 1) {
      const cells = calendarCells({ year: 2026, month });
      expect(cells.map((cell) => cell.date)).toEqual(consecutive(cells[0]?.date ?? '', 42));
      expect(cells.every((cell, i) => new Date(`${cell.date}T12:00:00Z`).getUTCDay() === i % 7)).toBe(true);
    }
  });

  it('counts the day clocks skip at midnight: Sao Paulo went from 23:59 on November 3 2018 to 01:00', () => {
    setViewerTimeZone('America/Sao_Paulo');
    const cells = calendarCells({ year: 2018, month: 10 });
    expect(cells.map((cell) => cell.date)).toEqual(consecutive('2018-10-28', 42));
    expect(cells.find((cell) => cell.date === '2018-11-04')).toEqual({ date: '2018-11-04', day: 4, inMonth: true });
  });

  it('steps months across years', () => {
    expect(stepMonth(NOVEMBER_2026, 1)).toEqual({ year: 2026, month: 11 });
    expect(stepMonth(NOVEMBER_2026, 2)).toEqual({ year: 2027, month: 0 });
    expect(stepMonth({ year: 2027, month: 0 }, -1)).toEqual({ year: 2026, month: 11 });
    expect(stepMonth(NOVEMBER_2026, -23)).toEqual({ year: 2024, month: 11 });
  });

  it('names the month and asks for its first to its last day', () => {
    expect(monthLabel(NOVEMBER_2026)).toBe('November 2026');
    expect(monthRange(NOVEMBER_2026)).toEqual({ startDate: '2026-11-01', endDate: '2026-11-30' });
    expect(monthRange({ year: 2028, month: 1 })).toEqual({ startDate: '2028-02-01', endDate: '2028-02-29' });
    expect(monthOf(new Date(2026, 10, 30, 23, 59))).toEqual(NOVEMBER_2026);
  });
});

describe('local dates', () => {
  it('are the viewer\'s day, not UTC\'s: late evening in Chicago is already tomorrow in UTC', () => {
    setViewerTimeZone('America/Chicago');
    const evening = new Date('2026-11-23T03:30:00Z');
    expect(toLocalDate(evening)).toBe('2026-11-22');
    expect(firstOfMonth(new Date('2026-12-01T05:00:00Z'))).toBe('2026-11-01');
    // ICU versions differ in the space before PM (U+0020 or U+202F).
    expect(localTime('2026-11-23T03:30:00Z')).toMatch(/^9:30\sPM$/);
  });

  it('hold across the daylight saving changes', () => {
    setViewerTimeZone('America/New_York');
    // 2026-03-08 is 23 hours long and 2026-11-01 is 25 hours long in New York.
    expect(toLocalDate(new Date(2026, 2, 8, 0, 0))).toBe('2026-03-08');
    expect(toLocalDate(new Date(2026, 2, 8, 23, 59))).toBe('2026-03-08');
    expect(toLocalDate(new Date(new Date(2026, 2, 8).getTime() + 23 * 3_600_000))).toBe('2026-03-09');
    expect(toLocalDate(new Date(new Date(2026, 10, 1).getTime() + 24 * 3_600_000))).toBe('2026-11-01');
    expect(toLocalDate(new Date('2026-11-01T05:30:00Z'))).toBe('2026-11-01');
    expect(toLocalDate(new Date('2026-11-01T04:30:00Z'))).toBe('2026-11-01');
    expect(toLocalDate(new Date('2026-11-01T03:30:00Z'))).toBe('2026-10-31');
  });

  it('are written out the same in every time zone', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'UTC']) {
      setViewerTimeZone(zone);
      expect(longDate('2026-11-22')).toBe('Sunday, November 22, 2026');
      expect(dayDate('2026-11-01')).toBe('November 1, 2026');
    }
  });

  it('shows a timestamp that is not a date as it came', () => {
    expect(localTime('soon')).toBe('soon');
  });
});
