import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';

export default async function usersRoutes(_app: FastifyInstance, _opts: { ctx: AppContext }) {}
