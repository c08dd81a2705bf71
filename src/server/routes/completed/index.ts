import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  completedCountsQuery,
  completedCountsResponse,
  completedDetailsQuery,
  completedDetailsResponse,
  completedTotalsQuery,
  completedTotalsResponse,
  type CompletedCountRow,
  type CompletedDetailRow,
} from '../../../shared/contract/activity';
import { adminOnly, currentUser, type AuthUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { forbidden, notFound } from '../../http/errors';
import { fastSerializerCompiler } from '../../http/fastSerializer';
import { localDays } from './localDays';
import { totalsInRange } from './totals';

/** /api/completed (SPEC.md section 7): the calendar of completed work. */
export default async function completedRoutes(fastify: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { activity } = ctx.repos;

  /** Admins read anyone's activity; a regular user only their own. */
  async function subjectOf(caller: AuthUser, userId: string | undefined): Promise<string> {
    if (!userId || userId === caller.id) return caller.id;
    if (!caller.isAdmin) throw forbidden("You can only view your own activity.");
    if (!(await ctx.repos.users.findById(userId))) throw notFound('User not found');
    return userId;
  }

  app.get('/counts', { schema: { querystring: completedCountsQuery, response: { 200: completedCountsResponse } } }, async (request) => {
    const { query } = request;
    const userId = await subjectOf(currentUser(request), query.userId);
    const { dates, bounds } = localDays(query.startDate, query.endDate, query.timeZone);
    const rows = await activity.countsPerDay(userId, bounds, query.itemType);
    const data: CompletedCountRow[] = rows.map((row) => ({ dateCompleted: dates[row.day] as string, itemType: row.item_type, count: row.count }));
    data.sort((a, b) => a.dateCompleted.localeCompare(b.dateCompleted) || a.itemType.localeCompare(b.itemType));
    return { data };
  });

  // A busy day answers hundreds of records.
  const details = { querystring: completedDetailsQuery, response: { 200: completedDetailsResponse } };
  app.get('/details', { schema: details, serializerCompiler: fastSerializerCompiler }, async (request) => {
    const { query } = request;
    const userId = await subjectOf(currentUser(request), query.userId);
    const { bounds } = localDays(query.date, query.date, query.timeZone);
    const records = await activity.records(userId, { from: bounds[0] as string, to: bounds[1] as string }, query.itemType);
    const rows: CompletedDetailRow[] = records.map((r) => ({ itemType: r.item_type, itemId: r.item_id, description: r.description, timestamp: r.completed_at, count: 1 }));
    if (query.detailed) return { data: rows };
    // Without detailed=true: one row per type, carrying its latest record and the count.
    const byType = new Map<string, CompletedDetailRow>();
    for (const row of rows) byType.set(row.itemType, { ...row, count: (byType.get(row.itemType)?.count ?? 0) + 1 });
    return { data: [...byType.values()] };
  });

  app.get('/totals', { config: adminOnly, schema: { querystring: completedTotalsQuery, response: { 200: completedTotalsResponse } } }, async (request) => {
    return { data: await totalsInRange(ctx.repos, request.query) };
  });
}
