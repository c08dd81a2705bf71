/** @jest-environment node */
import fc from 'fast-check';
import { MAX_ACTIVITY_RANGE_DAYS, MAX_YEAR, MIN_YEAR } from '../../../../src/shared/contract/activity';
import { localDays, startOfLocalDay } from '../../../../src/server/routes/completed/localDays';

/*
 * The day arithmetic held against a brute-force oracle that knows nothing but Intl: the local
 * date of an instant, asked second by second. Zones are every IANA zone this Node knows.
 */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const ZONES = Intl.supportedValuesOf('timeZone');
const formatters = new Map<string, Intl.DateTimeFormat>();

function oracleDateOf(instant: number, timeZone: string): string {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * The first second whose local date is `date`: every zone's offset lies within ±15 hours, so the
 * day begins within a day and a half of that date's UTC midnight. Minutes first, then seconds
 * (offsets before 1970 were often not whole minutes).
 */
function oracleStart(date: string, timeZone: string): number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  for (let minute = midnight - 16 * HOUR; minute <= midnight + 16 * HOUR; minute += MINUTE) {
    if (oracleDateOf(minute, timeZone) !== date) continue;
    let second = minute;
    while (oracleDateOf(second - SECOND, timeZone) === date) second -= SECOND;
    return second;
  }
  throw new Error(`${date} never happens in ${timeZone}`);
}

const isoDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);
const dayArb = fc.date({ min: new Date(Date.UTC(MIN_YEAR, 0, 2)), max: new Date(Date.UTC(MAX_YEAR, 11, 30)), noInvalidDate: true }).map((d) => isoDate(d.getTime()));
const zoneArb = fc.constantFrom(...ZONES);

/** A day on which the zone's offset changes: where daylight-saving bugs live. */
function transitionDays(timeZone: string, year: number): string[] {
  const days: string[] = [];
  let previous = offsetAtNoon(`${year}-01-01`, timeZone);
  for (let time = Date.UTC(year, 0, 2); time < Date.UTC(year + 1, 0, 1); time += 24 * HOUR) {
    const offset = offsetAtNoon(isoDate(time), timeZone);
    if (offset !== previous) days.push(isoDate(time - 24 * HOUR), isoDate(time));
    previous = offset;
  }
  return days;
}

function offsetAtNoon(date: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).format(Date.parse(`${date}T12:00:00Z`));
}

const transitionArb = fc
  .tuple(zoneArb, fc.integer({ min: 1970, max: 2040 }))
  .map(([timeZone, year]) => ({ timeZone, days: transitionDays(timeZone, year) }))
  .filter(({ days }) => days.length > 0)
  .chain(({ timeZone, days }) => fc.constantFrom(...days).map((date) => ({ timeZone, date })));

const runs = (n: number) => ({ numRuns: Number(process.env.PROPERTY_RUNS ?? n), seed: Number(process.env.PROPERTY_SEED ?? 20261124) });

describe('local days against a brute-force oracle', () => {
  it('a day begins at the first second whose local date is that day, for any zone and date', () => {
    fc.assert(
      fc.property(zoneArb, dayArb, (timeZone, date) => {
        expect(new Date(startOfLocalDay(date, timeZone)).toISOString()).toBe(new Date(oracleStart(date, timeZone)).toISOString());
      }),
      runs(150),
    );
  });

  it('so do days on which the clocks change', () => {
    fc.assert(
      fc.property(transitionArb, ({ timeZone, date }) => {
        expect(new Date(startOfLocalDay(date, timeZone)).toISOString()).toBe(new Date(oracleStart(date, timeZone)).toISOString());
      }),
      runs(150),
    );
  });

  it('a range lists each date once, in order, with bounds that tile time without gaps', () => {
    const rangeArb = fc.tuple(zoneArb, dayArb, fc.integer({ min: 0, max: MAX_ACTIVITY_RANGE_DAYS - 1 })).filter(([, start, extra]) => Date.parse(start) + extra * 24 * HOUR <= Date.UTC(MAX_YEAR, 11, 31));
    fc.assert(
      fc.property(rangeArb, ([timeZone, startDate, extra]) => {
        const endDate = isoDate(Date.parse(startDate) + extra * 24 * HOUR);
        const { dates, bounds } = localDays(startDate, endDate, timeZone);
        expect(dates).toHaveLength(extra + 1);
        expect([dates[0], dates[dates.length - 1]]).toEqual([startDate, endDate]);
        expect(bounds).toHaveLength(dates.length + 1);
        dates.forEach((date, i) => {
          const begins = Date.parse(bounds[i] as string);
          const ends = Date.parse(bounds[i + 1] as string);
          expect(begins).toBeLessThan(ends);
          expect([oracleDateOf(begins, timeZone), oracleDateOf(ends - 1, timeZone)]).toEqual([date, date]);
        });
      }),
      runs(40),
    );
  });
});
