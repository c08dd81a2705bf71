import { z } from 'zod';

/** Every error the API answers has this shape; validation errors add the list. */
export const errorBody = z.object({ message: z.string(), errors: z.array(z.string()).optional(), code: z.string().optional() });
export type ErrorBody = z.infer<typeof errorBody>;

export const idParam = z.object({ id: z.string().min(1, 'id is required').max(64) });
export type IdParam = z.infer<typeof idParam>;

export const email = () =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'is required')
    .max(254, 'is too long')
    .pipe(z.email({ error: 'must be a valid email address' }))
    .transform((value) => value.toLowerCase());

/** Absent, null and blank all mean "not set"; anything else is trimmed and validated. */
const blankToNull = (value: unknown) => {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') return value;
  return value.trim() === '' ? null : value.trim();
};

export const optionalEmail = () =>
  z
    .preprocess(blankToNull, z.email({ error: 'must be a valid email address' }).max(254, 'is too long').transform((v) => v.toLowerCase()).nullable())
    .optional()
    .transform((v) => v ?? null);

export const optionalUrl = () =>
  z
    .preprocess(blankToNull, z.url({ protocol: /^https?$/, error: 'must be a valid http(s) URL' }).max(2048, 'is too long').nullable())
    .optional()
    .transform((v) => v ?? null);

export const requiredText = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;
