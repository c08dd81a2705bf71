import { z } from 'zod';

/** Every error the API answers has this shape; validation errors add the list. */
export interface ErrorBody {
  message: string;
  errors?: string[];
  code?: string;
}

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

/** An optional e-mail: absent, null or blank all mean "not set". */
export const optionalEmail = () =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .pipe(z.email({ error: 'must be a valid email address' }).transform((v) => v.toLowerCase()).nullable());

export const optionalUrl = () =>
  z
    .union([z.string(), z.null(), z.undefined()])
    .transform((value) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null))
    .pipe(
      z
        .url({ protocol: /^https?$/, error: 'must be a valid http(s) URL' })
        .max(2048, 'is too long')
        .nullable(),
    );

export const requiredText = (max: number) =>
  z
    .string({ error: (i) => (i.input === undefined ? 'is required' : 'must be a string') })
    .trim()
    .min(1, 'is required')
    .max(max, `must be at most ${max} characters`);

export interface MessageResponse {
  message: string;
}
