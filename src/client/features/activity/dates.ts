/**
 * Calendar dates as the viewer's own clock reads them: a day of activity is the viewer's local
 * day, so dates are built and read with the local getters, never through toISOString (UTC).
 */

const pad = (value: number) => String(value).padStart(2, '0');

/** YYYY-MM-DD of `date` on the viewer's clock. */
export function toLocalDate(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first of the month `date` falls in, as YYYY-MM-DD. */
export function firstOfMonth(date: Date): string {
  return toLocalDate(new Date(date.getFullYear(), date.getMonth(), 1));
}

/** A YYYY-MM-DD date read as the calendar day it names, at noon UTC so no time zone can move it. */
const asUtcNoon = (value: string) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day, 12);
};

const longFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Sunday, November 22, 2026 */
export const longDate = (value: string): string => longFormat.format(asUtcNoon(value));

/** November 22, 2026 */
export const dayDate = (value: string): string => dayFormat.format(asUtcNoon(value));

/** 9:05 AM on the viewer's clock, for an ISO timestamp; text that is not a date is shown as it is. */
export function localTime(timestamp: string): string {
  const date = new Date(timestamp);
  return Number.isNaN(date.getTime()) ? timestamp : date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
}
