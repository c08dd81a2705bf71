import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { emailItemRoutes } from './item';
import { emailListRoutes } from './lists';
import { receiveRoutes } from './receive';
import { emailService } from './service';

/** /api/emails (SPEC.md section 7): receiving (receive.ts, POST) and the review side. */
export default async function emailsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  await app.register(receiveRoutes, { ctx });
  const service = emailService(ctx);
  emailListRoutes(app, service);
  emailItemRoutes(app, service);
}
