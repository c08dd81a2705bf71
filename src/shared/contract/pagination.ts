import { z } from 'zod';
import { PAGE_SIZE } from '../constants';

/** Query strings arrive as text; a blank value means the parameter was not given. */
export const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const PAGE_MESSAGE = 'must be a whole number of at least 1';

const pageNumber = () =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: PAGE_MESSAGE }).int(PAGE_MESSAGE).min(1, PAGE_MESSAGE).max(1_000_000, 'is too large').optional()).optional();
const pageLimit = () =>
  z.preprocess(blankToUndefined, z.coerce.number({ error: 'must be a number' }).refine(Number.isFinite, 'must be a number').optional()).optional();

/** SPEC.md section 5: page at least 1 (anything else is refused), limit clamped to 1..50. */
export const pageQuery = z.object({
  page: pageNumber().transform((page) => page ?? 1),
  limit: pageLimit().transform((limit) => clampLimit(limit)),
});

/** For a list that answers whole unless a page or a limit is asked for (GET /api/invoices/all). */
export const optionalPageQuery = z.object({ page: pageNumber(), limit: pageLimit() });
export type PageQuery = z.output<typeof pageQuery>;

export function clampLimit(limit: number | undefined): number {
  if (limit === undefined) return PAGE_SIZE.default;
  return Math.min(PAGE_SIZE.max, Math.max(PAGE_SIZE.min, Math.trunc(limit)));
}

/** `true` / `false` in a query string, in any case; blank or absent is "no filter". */
export const booleanQuery = () =>
  z
    .preprocess(
      (value) => (typeof value === 'string' ? blankToUndefined(value.trim().toLowerCase()) : value),
      z.enum(['true', 'false'], { error: 'must be true or false' }).transform((value) => value === 'true').optional(),
    )
    .optional();

/** A list search term; blank is no search. */
export const searchQuery = () =>
  z
    .preprocess(blankToUndefined, z.string({ error: 'must be a string' }).trim().max(200, 'must be at most 200 characters').optional())
    .optional();

/** An id in a query string, e.g. ?clientId=; blank is none. */
export const optionalIdQuery = () =>
  z.preprocess(blankToUndefined, z.string({ error: 'must be a string' }).trim().max(64, 'is too long').optional()).optional();

/** What every paginated answer carries beside its list (SPEC.md section 3). */
export const pageInfo = z.object({ total: z.int(), page: z.int(), totalPages: z.int() });
export type PageInfo = z.infer<typeof pageInfo>;
