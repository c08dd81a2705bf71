import type { z } from 'zod';
import { badRequest } from './errors';

/**
 * Parses request input at the edge. Each problem names its field, e.g.
 * "email must be a valid email address", so a 400 always says what to fix.
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  const errors = result.error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field} ${issue.message}` : issue.message;
  });
  throw badRequest(`Invalid input: ${errors.join('; ')}`, errors);
}
