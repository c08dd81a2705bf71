import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../context';

export async function bootstrapAdmin(_ctx: AppContext, _log: FastifyBaseLogger): Promise<void> {}
