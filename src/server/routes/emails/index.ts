import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { tagRoutes } from '../../http/apiDocs';
import { emailItemRoutes } from './item';
import { emailListRoutes } from './lists';
import { receiveRoutes } from './receive';
import { emailService } from './service';

/** /api/emails (SPEC.md section 7): receiving (receive.ts, POST) and the review side. */
export default async function emailsRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  tagRoutes(app, 'E-mails');
  await app.register(receiveRoutes, { ctx });
  const service = emailService(ctx);
  emailListRoutes(app, service);
  emailItemRoutes(app, service);
}
