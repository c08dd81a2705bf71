import { z } from 'zod';
import { blankToUndefined, booleanQuery, optionalIdQuery } from './pagination';

/**
 * The kinds of completed review work (one record each): an invoice or a task marked
 * reviewed, an invoice edited and saved, an invoice deleted, a comment added or changed on an
 * invoice or a task, an e-mail associated with an invoice.
 */
export const ACTIVITY_TYPES = ['invoice', 'task', 'invoice_edit', 'invoice_delete', 'comment', 'association'] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

/** The longest range one call may ask for, so a typo in a year cannot read every record. */
export const MAX_ACTIVITY_RANGE_DAYS = 400;

/**
 * A calendar date in the viewer's time zone. An ISO timestamp is accepted for its date part,
 * because older clients sent `2026-11-01T00:00:00.000Z` for the first of November.
 */
export const localDate = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a date (YYYY-MM-DD)') })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (YYYY-MM-DD)')
    .transform((value) => value.slice(0, 10))
    .refine(isCalendarDate, { message: 'must be a real calendar date', abort: true })
    .refine(inYearRange, { message: `must be a date between ${MIN_YEAR} and ${MAX_YEAR}`, abort: true });

/** Work is recorded as it happens: no record lies outside these years, and no zone rule needs to. */
export const MIN_YEAR = 1900;
export const MAX_YEAR = 2200;

export function isCalendarDate(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

function inYearRange(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** An IANA time zone such as America/Chicago; absent means UTC. */
export const timeZoneQuery = () =>
  z
    .preprocess(blankToUndefined, z.string({ error: 'must be a string' }).trim().max(64, 'is too long').refine(isTimeZone, 'must be an IANA time zone such as America/New_York').optional())
    .optional()
    .transform((value) => value ?? 'UTC');

const knownTimeZones = new Set<string>();

/** Remembers the zones it has accepted: building a formatter for each request costs more than the query. */
export function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
  } catch {
    return false;
  }
  knownTimeZones.add(value);
  return true;
}

export const itemTypeQuery = () =>
  z.preprocess(blankToUndefined, z.enum(ACTIVITY_TYPES, { error: `must be one of ${ACTIVITY_TYPES.join(', ')}` }).optional()).optional();

/** Whole days from start to end, both included. */
export function daysBetween(startDate: string, endDate: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${startDate}T00:00:00Z`)) / 86_400_000) + 1;
}

const dateRange = <T extends { startDate: string; endDate: string }>(query: T, ctx: z.RefinementCtx) => {
  const days = daysBetween(query.startDate, query.endDate);
  if (days < 1) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'must not be before startDate' });
  if (days > MAX_ACTIVITY_RANGE_DAYS) ctx.addIssue({ code: 'custom', path: ['endDate'], message: `must be at most ${MAX_ACTIVITY_RANGE_DAYS} days after startDate` });
};

/** GET /api/completed/counts: one user's completed work per local day and type, start and end included. */
export const completedCountsQuery = z
  .object({
    userId: optionalIdQuery(),
    itemType: itemTypeQuery(),
    startDate: localDate(),
    endDate: localDate(),
    timeZone: timeZoneQuery(),
  })
  .superRefine(dateRange);
export type CompletedCountsQuery = z.input<typeof completedCountsQuery>;

/** SPEC.md section 3: the date is the viewer's local calendar date. */
export const completedCountRow = z.object({ dateCompleted: z.string(), itemType: z.enum(ACTIVITY_TYPES), count: z.int() });
export type CompletedCountRow = z.infer<typeof completedCountRow>;

export const completedCountsResponse = z.object({ data: z.array(completedCountRow) });
export type CompletedCountsResponse = z.infer<typeof completedCountsResponse>;

/** GET /api/completed/details: one user's work on one local day; detailed=true lists every record. */
export const completedDetailsQuery = z.object({
  userId: optionalIdQuery(),
  date: localDate(),
  detailed: booleanQuery(),
  itemType: itemTypeQuery(),
  timeZone: timeZoneQuery(),
});
export type CompletedDetailsQuery = z.input<typeof completedDetailsQuery>;

/** One record when detailed (count 1), else one row per type with the time of its latest record. */
export const completedDetailRow = z.object({ itemType: z.enum(ACTIVITY_TYPES), itemId: z.string(), description: z.string(), timestamp: z.string(), count: z.int() });
export type CompletedDetailRow = z.infer<typeof completedDetailRow>;

export const completedDetailsResponse = z.object({ data: z.array(completedDetailRow) });
export type CompletedDetailsResponse = z.infer<typeof completedDetailsResponse>;

/** GET /api/completed/totals (admins): every user's completed work in a range, for compare mode. */
export const completedTotalsQuery = z
  .object({
    itemType: itemTypeQuery(),
    startDate: localDate(),
    endDate: localDate(),
    timeZone: timeZoneQuery(),
  })
  .superRefine(dateRange);
export type CompletedTotalsQuery = z.input<typeof completedTotalsQuery>;

/** Users with no work in the range are left out; sorted by total, highest first. */
export const userActivityTotal = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  total: z.int(),
  counts: z.partialRecord(z.enum(ACTIVITY_TYPES), z.int()),
});
export type UserActivityTotal = z.infer<typeof userActivityTotal>;

export const completedTotalsResponse = z.object({ data: z.array(userActivityTotal) });
export type CompletedTotalsResponse = z.infer<typeof completedTotalsResponse>;
