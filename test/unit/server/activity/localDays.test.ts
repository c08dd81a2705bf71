/** @jest-environment node */
import { addDays, localDateOf, localDays, startOfLocalDay } from '../../../../src/server/routes/completed/localDays';

const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);
const startIso = (date: string, timeZone: string) => new Date(startOfLocalDay(date, timeZone)).toISOString();
const hoursIn = (date: string, timeZone: string) => (startOfLocalDay(addDays(date, 1), timeZone) - startOfLocalDay(date, timeZone)) / HOUR;

describe('startOfLocalDay', () => {
  it.each<[string, string, string]>([
    // New York: EST (-5) until 2026-03-08 02:00, EDT (-4) until 2026-11-01 02:00.
    ['America/New_York', '2026-01-15', '2026-01-15T05:00:00.000Z'],
    ['America/New_York', '2026-03-08', '2026-03-08T05:00:00.000Z'],
    ['America/New_York', '2026-03-09', '2026-03-09T04:00:00.000Z'],
    ['America/New_York', '2026-11-01', '2026-11-01T04:00:00.000Z'],
    ['America/New_York', '2026-11-02', '2026-11-02T05:00:00.000Z'],
    // Kolkata (+5:30, no daylight saving) and Kathmandu (+5:45): the day begins the evening before in UTC.
    ['Asia/Kolkata', '2026-01-15', '2026-01-14T18:30:00.000Z'],
    ['Asia/Kolkata', '2026-07-01', '2026-06-30T18:30:00.000Z'],
    ['Asia/Kathmandu', '2026-01-01', '2025-12-31T18:15:00.000Z'],
    // Santiago skips midnight on 2026-09-06 (00:00 -04 becomes 01:00 -03): the day begins at the jump.
    ['America/Santiago', '2026-09-05', '2026-09-05T04:00:00.000Z'],
    ['America/Santiago', '2026-09-06', '2026-09-06T04:00:00.000Z'],
    ['America/Santiago', '2026-09-07', '2026-09-07T03:00:00.000Z'],
    // ...and repeats the last hour of 2026-04-04 (00:00 -03 becomes 23:00 -04): 2026-04-05 begins at 04:00Z.
    ['America/Santiago', '2026-04-04', '2026-04-04T03:00:00.000Z'],
    ['America/Santiago', '2026-04-05', '2026-04-05T04:00:00.000Z'],
    ['UTC', '2026-01-01', '2026-01-01T00:00:00.000Z'],
    ['UTC', '2024-02-29', '2024-02-29T00:00:00.000Z'],
    ['Pacific/Kiritimati', '2026-02-01', '2026-01-31T10:00:00.000Z'],
  ])('%s %s begins at %s', (timeZone, date, expected) => {
    expect(startIso(date, timeZone)).toBe(expected);
  });

  it.each<[string, string, number]>([
    ['America/New_York', '2026-03-08', 23],
    ['America/New_York', '2026-11-01', 25],
    ['America/New_York', '2026-06-15', 24],
    ['America/Santiago', '2026-09-06', 23],
    ['America/Santiago', '2026-04-04', 25],
    ['Asia/Kolkata', '2026-03-08', 24],
    ['UTC', '2026-03-08', 24],
  ])('a %s day of %s lasts %i hours', (timeZone, date, hours) => {
    expect(hoursIn(date, timeZone)).toBe(hours);
  });

  it('does not depend on where the day is asked from: the start is the local date at once', () => {
    for (const [timeZone, date] of [
      ['America/New_York', '2026-03-08'],
      ['America/Santiago', '2026-09-06'],
      ['Asia/Kolkata', '2026-12-31'],
    ] as const) {
      const start = startOfLocalDay(date, timeZone);
      expect(localDateOf(start, timeZone)).toBe(date);
      expect(localDateOf(start - 1, timeZone)).toBe(addDays(date, -1));
    }
  });
});

describe('startOfLocalDay over a whole year', () => {
  // Zones whose clocks change at or near midnight, by half hours, or in the southern summer.
  const zones = ['America/Santiago', 'America/Havana', 'America/Asuncion', 'Asia/Beirut', 'Africa/Cairo', 'Australia/Lord_Howe', 'Pacific/Chatham', 'America/St_Johns', 'Europe/London', 'America/Chicago'];

  it.each(zones)('%s: every day of 2026 begins at its first instant', (timeZone) => {
    for (let date = '2026-01-01'; date <= '2026-12-31'; date = addDays(date, 1)) {
      const start = startOfLocalDay(date, timeZone);
      expect([date, localDateOf(start, timeZone), localDateOf(start - 1, timeZone)]).toEqual([date, date, addDays(date, -1)]);
    }
  });
});

describe('localDateOf', () => {
  it.each<[string, string, string]>([
    ['2026-03-08T04:30:00.000Z', 'America/Chicago', '2026-03-07'],
    ['2026-03-08T04:30:00.000Z', 'UTC', '2026-03-08'],
    ['2026-01-14T18:29:59.999Z', 'Asia/Kolkata', '2026-01-14'],
    ['2026-01-14T18:30:00.000Z', 'Asia/Kolkata', '2026-01-15'],
  ])('%s in %s is %s', (instant, timeZone, date) => {
    expect(localDateOf(at(instant), timeZone)).toBe(date);
  });
});

describe('localDays', () => {
  it('lists every date from start to end with where each begins and where the day after the last begins', () => {
    expect(localDays('2026-03-07', '2026-03-09', 'America/New_York')).toEqual({
      dates: ['2026-03-07', '2026-03-08', '2026-03-09'],
      bounds: ['2026-03-07T05:00:00.000Z', '2026-03-08T05:00:00.000Z', '2026-03-09T04:00:00.000Z', '2026-03-10T04:00:00.000Z'],
    });
  });

  it('gives one day two bounds', () => {
    expect(localDays('2026-01-15', '2026-01-15', 'Asia/Kolkata')).toEqual({
      dates: ['2026-01-15'],
      bounds: ['2026-01-14T18:30:00.000Z', '2026-01-15T18:30:00.000Z'],
    });
  });

  it('crosses a year end and a leap day', () => {
    expect(localDays('2027-12-30', '2028-01-02', 'UTC').dates).toEqual(['2027-12-30', '2027-12-31', '2028-01-01', '2028-01-02']);
    const leap = localDays('2028-02-28', '2028-03-01', 'UTC');
    expect(leap.dates).toEqual(['2028-02-28', '2028-02-29', '2028-03-01']);
    expect(leap.bounds).toEqual(['2028-02-28T00:00:00.000Z', '2028-02-29T00:00:00.000Z', '2028-03-01T00:00:00.000Z', '2028-03-02T00:00:00.000Z']);
  });

  it('gives 400 days 401 bounds', () => {
    const { dates, bounds } = localDays('2025-01-01', '2026-02-04', 'America/New_York');
    expect(dates).toHaveLength(400);
    expect(bounds).toHaveLength(401);
    expect(dates[dates.length - 1]).toBe('2026-02-04');
    expect(bounds[bounds.length - 1]).toBe('2026-02-05T05:00:00.000Z');
  });
});

describe('addDays', () => {
  it.each<[string, number, string]>([
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2028-02-29', 1, '2028-03-01'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-08', 1, '2026-03-09'],
    ['2026-11-01', 1, '2026-11-02'],
    ['2026-05-15', 0, '2026-05-15'],
    ['2025-01-01', 399, '2026-02-04'],
    ['2026-02-04', -399, '2025-01-01'],
  ])('%s plus %i days is %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});
