import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { emailItemRoutes } from './item';
import { emailListRoutes } from './lists';
import { emailService } from './service';

/** /api/emails (SPEC.md section 7): the review side; receiving lives in receive.ts. */
export default async function emailsRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const service = emailService(ctx);
  emailListRoutes(app, service);
  emailItemRoutes(app, service);
}
