import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';

export default async function authRoutes(_app: FastifyInstance, _opts: { ctx: AppContext }) {}
