import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { acceptMessage } from '../../intake/queue/accept';
import { jsonSubmission, multipartSubmission, type Submission } from '../../intake/receiver/httpInput';
import { submissionTargets } from '../../intake/receiver/httpTargets';
import { createRecipientResolver } from '../../intake/receiver/recipients';

export interface ReceiveResponse {
  email: { id: string; clientId: string; status: string };
  /** One per client when the recipients name several. */
  emails: { id: string; clientId: string; status: string }[];
  message: string;
}

/**
 * E-mail over HTTP, the same path as SMTP: POST /receive (multipart) and POST / (JSON).
 * Registered under /api/emails. The token is checked on request, before a body of up to
 * MAX_MESSAGE_BYTES is read or parsed.
 */
export async function receiveRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const maxBytes = ctx.config.intake.maxMessageBytes;
  const clientFor = createRecipientResolver(ctx.db.kysely);
  await app.register(multipart, {
    limits: { fileSize: maxBytes, fieldSize: maxBytes, files: 100, fields: 20, parts: 130, headerPairs: 200 },
  });

  async function receive(request: FastifyRequest, reply: FastifyReply, submission: Submission): Promise<ReceiveResponse> {
    const clientIds = await submissionTargets(ctx.db.kysely, clientFor, currentUser(request), submission);
    const accepted = await acceptMessage(ctx, { raw: submission.raw, clientIds, source: 'http' });
    const emails = accepted.map(({ id, clientId, status }) => ({ id, clientId, status }));
    const fresh = accepted.some((a) => !a.duplicate);
    reply.status(fresh ? 201 : 200);
    return {
      email: emails[0]!,
      emails,
      message: fresh ? 'E-mail received; it is being processed.' : 'This e-mail was already received.',
    };
  }

  app.post('/receive', { onRequest: app.authenticate }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the e-mail as multipart/form-data.');
    return receive(request, reply, await multipartSubmission(request, maxBytes));
  });

  // base64 makes the JSON a third larger than the message it carries.
  app.post('/', { onRequest: app.authenticate, bodyLimit: Math.ceil(maxBytes * 1.4) + 64 * 1024 }, async (request, reply) =>
    receive(request, reply, await jsonSubmission(request.body)),
  );
}
