import type { FastifyRequest } from 'fastify';
import { HttpError, badRequest } from './errors';

export type FormPart =
  | { type: 'file'; fieldname: string; filename: string; mimetype: string; content: Buffer }
  | { type: 'field'; fieldname: string; value: unknown; valueTruncated: boolean };

/**
 * The parts of a multipart/form-data request, each file read whole. A body that is not the
 * multipart it claims to be (no boundary, cut short, garbage) fails inside the stream parser
 * with a plain error; it is the caller's input, so it is answered 400 naming the problem. The
 * plugin's own limits (file or part too large) keep their 413.
 */
export async function* formParts(request: FastifyRequest): AsyncGenerator<FormPart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  for (;;) {
    const next = await malformedAs400(parts.next());
    if (next.done) return;
    const part = next.value;
    if (part.type === 'file') {
      const content = await malformedAs400(part.toBuffer());
      yield { type: 'file', fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, content };
    } else {
      yield { type: 'field', fieldname: part.fieldname, value: part.value, valueTruncated: part.valueTruncated };
    }
  }
}

async function malformedAs400<T>(reading: Promise<T>): Promise<T> {
  try {
    return await reading;
  } catch (error) {
    if (error instanceof HttpError || (error as { statusCode?: number }).statusCode) throw error;
    const reason = error instanceof Error ? error.message : String(error);
    throw badRequest(`The multipart/form-data body could not be read (${reason}). Send a well-formed form with a boundary.`);
  }
}
