import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { badRequest, type HttpError } from './errors';

/** "email must be a valid email address": every problem names its field, so a 400 says what to fix. */
function invalidInput(error: z.ZodError): HttpError {
  const errors = error.issues.map((issue) => {
    const field = issue.path.map(String).join('.');
    return field ? `${field} ${issue.message}` : issue.message;
  });
  return badRequest(`Invalid input: ${errors.join('; ')}`, errors);
}

/**
 * Parses input that no route schema covers (multipart fields, a JSON document inside a form).
 * An absent value is an empty object, so missing fields are named rather than "expected object".
 */
export function parse<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value ?? {});
  if (result.success) return result.data;
  throw invalidInput(result.error);
}

/**
 * Fastify's validator for the contract's zod schemas. It replaces fastify-type-provider-zod's
 * own so that the 400 keeps the API's message ("Invalid input: …" with the list) and an
 * absent body or query validates as an empty object.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    return result.success ? { value: result.data } : { error: invalidInput(result.error) };
  };

/** A Fastify instance whose routes take their types from the contract's zod schemas. */
export type ZodApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
