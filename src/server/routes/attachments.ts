import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { GENERIC_CONTENT_TYPE, effectiveContentType, partIdParam } from '../../shared/contract/attachments';
import { currentUser } from '../auth/guard';
import type { AppContext } from '../context';
import { contentDisposition } from '../http/contentDisposition';
import { notFound } from '../http/errors';
import { tagRoutes } from '../http/apiDocs';

/** Types a browser would run script in when opened directly; they get a sandbox. */
const ACTIVE_TYPES = new Set(['text/html', 'application/xhtml+xml', 'image/svg+xml', 'text/xml', 'application/xml']);

/** Only a well-formed media type reaches the header; whatever a sender wrote there is untrusted. */
const MEDIA_TYPE = /^[\w.+-]+\/[\w.+-]+(\s*;\s*[\w.+-]+=("[\x20-\x7e]*"|[\w.+-]+))*$/;

function contentTypeOf(stored: string, filename: string): string {
  const type = effectiveContentType(stored, filename);
  if (MEDIA_TYPE.test(type)) return type;
  return effectiveContentType(GENERIC_CONTENT_TYPE, filename);
}

/** GET /api/attachments/:partId: the file itself, for whoever may see its client. */
export default async function attachmentsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'Attachments');
  const { access, repos: { attachments } } = ctx;

  // The reply is the file itself, of whatever type it was sent as.
  const file = { params: partIdParam, produces: ['application/octet-stream'] };
  app.get('/:partId', { schema: file }, async (request, reply) => {
    const { partId } = request.params;
    const row = await attachments.findById(partId);
    if (!row || !(await access.canReach(currentUser(request), row.client_id))) throw notFound('Attachment not found');
    const contentType = contentTypeOf(row.content_type, row.filename);
    const content = Buffer.from(row.content);
    reply
      .header('content-type', contentType)
      .header('content-length', content.length)
      .header('content-disposition', contentDisposition(row.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store');
    if (ACTIVE_TYPES.has(contentType.split(';')[0]?.trim().toLowerCase() ?? '')) {
      reply.header('content-security-policy', "sandbox; default-src 'none'; img-src data:; style-src 'unsafe-inline'");
    }
    return reply.send(content);
  });
}
