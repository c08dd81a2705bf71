/**
 * Local calendar days of an IANA time zone as instants. The browser sends its zone with each
 * call, so "a day" is the viewer's day, daylight-saving changes included, whatever zone the
 * server runs in. The zone arithmetic is Temporal's (temporal-polyfill): a day whose midnight is
 * skipped (e.g. America/Santiago) begins at the jump, and offsets that were not whole minutes
 * (local mean time before ~1920) are exact.
 */
import { Temporal } from 'temporal-polyfill';

export function localDateOf(instant: number, timeZone: string): string {
  return Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(timeZone).toPlainDate().toString();
}

/** The instant at which `date` (YYYY-MM-DD) begins in the zone. */
export function startOfLocalDay(date: string, timeZone: string): number {
  return Temporal.PlainDate.from(date).toZonedDateTime({ timeZone }).epochMilliseconds;
}

export function addDays(date: string, days: number): string {
  return Temporal.PlainDate.from(date).add({ days }).toString();
}

export interface LocalDays {
  /** The dates from start to end, both included. */
  readonly dates: readonly string[];
  /** Where each date begins, as ISO text, plus where the day after the last begins. */
  readonly bounds: readonly string[];
}

/** A month's days cost ~30 zone look-ups; viewers ask for the same few months over and over. */
const remembered = new Map<string, LocalDays>();
const REMEMBERED_MAX = 500;

/**
 * Callers pass dates the contract has checked (real calendar dates in its year range, start
 * not after end, at most MAX_ACTIVITY_RANGE_DAYS apart), so the work here is bounded.
 */
export function localDays(startDate: string, endDate: string, timeZone: string): LocalDays {
  const key = `${startDate} ${endDate} ${timeZone}`;
  let days = remembered.get(key);
  if (!days) {
    if (remembered.size >= REMEMBERED_MAX) remembered.clear();
    days = computeLocalDays(startDate, endDate, timeZone);
    remembered.set(key, days);
  }
  return days;
}

function computeLocalDays(startDate: string, endDate: string, timeZone: string): LocalDays {
  const end = Temporal.PlainDate.from(endDate);
  const dates: string[] = [];
  for (let day = Temporal.PlainDate.from(startDate); Temporal.PlainDate.compare(day, end) <= 0; day = day.add({ days: 1 })) dates.push(day.toString());
  const bounds = [...dates, addDays(endDate, 1)].map((date) => new Date(startOfLocalDay(date, timeZone)).toISOString());
  return { dates, bounds };
}
