import fastJson from 'fast-json-stringify';
import { z } from 'zod';

/**
 * For replies of hundreds of rows: the route's zod reply schema, turned into JSON Schema and
 * compiled by fast-json-stringify, writes the answer in one pass instead of encoding it through
 * zod row by row (the calendar's day panel, npm run bench:activity). Only for schemas without
 * transforms, which reply schemas never have.
 */
export function fastSerializerCompiler({ schema }: { schema: unknown }): (data: unknown) => string {
  return fastJson(z.toJSONSchema(schema as z.ZodType, { target: 'draft-7', io: 'output' }) as Parameters<typeof fastJson>[0]);
}
