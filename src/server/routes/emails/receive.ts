import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { emailSubmissionBody, receiveResponse, type ReceiveResponse } from '../../../shared/contract/emails';
import { currentUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import { acceptMessage } from '../../intake/queue/accept';
import { jsonSubmission, multipartSubmission, type Submission } from '../../intake/receiver/httpInput';
import { submissionTargets } from '../../intake/receiver/httpTargets';
import { createRecipientResolver } from '../../intake/receiver/recipients';

/**
 * E-mail over HTTP, the same path as SMTP: POST /receive (multipart) and POST / (JSON).
 * Registered under /api/emails, in the members' scope, whose token check runs on request,
 * before a body of up to MAX_MESSAGE_BYTES is read or parsed.
 */
export async function receiveRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const maxBytes = ctx.config.intake.maxMessageBytes;
  const clientFor = createRecipientResolver(ctx.repos.clients);
  await app.register(multipart, {
    limits: { fileSize: maxBytes, fieldSize: maxBytes, files: 100, fields: 20, parts: 130, headerPairs: 200 },
  });

  async function receive(request: FastifyRequest, reply: FastifyReply, submission: Submission): Promise<ReceiveResponse> {
    const clientIds = await submissionTargets(ctx.repos, clientFor, currentUser(request), submission);
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

  const received = { 200: receiveResponse, 201: receiveResponse };
  const form = {
    consumes: ['multipart/form-data'],
    description: 'A multipart form: `email` holds a raw RFC 822 message (file or field) or the fields of POST /api/emails as JSON; the fields may also come one per form field, and `files` parts are attachments.',
    response: received,
  };
  app.post('/receive', { schema: form }, async (request, reply) => {
    if (!request.isMultipart()) throw badRequest('Send the e-mail as multipart/form-data.');
    return receive(request, reply, await multipartSubmission(request, maxBytes));
  });

  // base64 makes the JSON a third larger than the message it carries.
  app.post('/', { bodyLimit: Math.ceil(maxBytes * 1.4) + 64 * 1024, schema: { body: emailSubmissionBody, response: received } }, async (request, reply) =>
    receive(request, reply, await jsonSubmission(request.body)),
  );
}
