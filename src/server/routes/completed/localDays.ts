/**
 * Local calendar days of an IANA time zone as instants. The browser sends its zone with each
 * call, so "a day" is the viewer's day, daylight-saving changes included, whatever zone the
 * server runs in.
 */

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall-clock time in the zone at `instant`, read as if it were UTC. */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1, parts.hour ?? 0, parts.minute ?? 0, parts.second ?? 0);
}

function offsetAt(instant: number, timeZone: string): number {
  const whole = instant - (((instant % 1000) + 1000) % 1000);
  return wallClock(whole, timeZone) - whole;
}

export function localDateOf(instant: number, timeZone: string): string {
  return new Date(wallClock(instant, timeZone)).toISOString().slice(0, 10);
}

/** The instant at which `date` (YYYY-MM-DD) begins in the zone. */
export function startOfLocalDay(date: string, timeZone: string): number {
  const midnight = Date.parse(`${date}T00:00:00Z`);
  let instant = midnight - offsetAt(midnight, timeZone);
  instant = midnight - offsetAt(instant, timeZone);
  // Where the clocks jump forward at midnight (e.g. America/Santiago) midnight never happens and
  // the guess lands before the jump; the day begins at the jump, midnight under the old offset.
  if (localDateOf(instant, timeZone) < date) instant = midnight - offsetAt(instant, timeZone);
  return instant;
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export interface LocalDays {
  /** The dates from start to end, both included. */
  readonly dates: readonly string[];
  /** Where each date begins, as ISO text, plus where the day after the last begins. */
  readonly bounds: readonly string[];
}

/** A month's days cost ~120 formatter calls; viewers ask for the same few months over and over. */
const remembered = new Map<string, LocalDays>();
const REMEMBERED_MAX = 500;

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
  const dates: string[] = [];
  for (let date = startDate; date <= endDate; date = addDays(date, 1)) dates.push(date);
  const bounds = [...dates, addDays(endDate, 1)].map((date) => new Date(startOfLocalDay(date, timeZone)).toISOString());
  return { dates, bounds };
}
