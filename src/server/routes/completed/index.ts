import type { FastifyInstance } from 'fastify';
import {
  completedCountsQuery,
  completedDetailsQuery,
  completedTotalsQuery,
  type CompletedCountRow,
  type CompletedCountsResponse,
  type CompletedDetailRow,
  type CompletedDetailsResponse,
  type CompletedTotalsResponse,
} from '../../../shared/contract/activity';
import { currentUser, type AuthUser } from '../../auth/guard';
import type { AppContext } from '../../context';
import { createActivityRepository } from '../../db/repositories/activity';
import { forbidden, notFound } from '../../http/errors';
import { parse } from '../../http/validate';
import { localDays } from './localDays';
import { totalsInRange } from './totals';

/**
 * A busy day answers hundreds of records: with the shape declared, Fastify writes them with a
 * compiled serializer instead of JSON.stringify (the day panel's p99 on PostgreSQL, npm run
 * bench:activity).
 */
const detailsResponse = {
  200: {
    type: 'object',
    required: ['data'],
    properties: {
      data: {
        type: 'array',
        items: {
          type: 'object',
          required: ['itemType', 'itemId', 'description', 'timestamp', 'count'],
          properties: {
            itemType: { type: 'string' },
            itemId: { type: 'string' },
            description: { type: 'string' },
            timestamp: { type: 'string' },
            count: { type: 'integer' },
          },
        },
      },
    },
  },
} as const;

/** /api/completed (SPEC.md section 7): the calendar of completed work. */
export default async function completedRoutes(app: FastifyInstance, { ctx }: { ctx: AppContext }) {
  const activity = createActivityRepository(ctx.db.kysely);

  /** Admins read anyone's activity; a regular user only their own. */
  async function subjectOf(caller: AuthUser, userId: string | undefined): Promise<string> {
    if (!userId || userId === caller.id) return caller.id;
    if (!caller.isAdmin) throw forbidden("You can only view your own activity.");
    if (!(await ctx.users.findById(userId))) throw notFound('User not found');
    return userId;
  }

  app.get('/counts', { preHandler: app.authenticate }, async (request): Promise<CompletedCountsResponse> => {
    const query = parse(completedCountsQuery, request.query);
    const userId = await subjectOf(currentUser(request), query.userId);
    const { dates, bounds } = localDays(query.startDate, query.endDate, query.timeZone);
    const rows = await activity.countsPerDay(userId, bounds, query.itemType);
    const data: CompletedCountRow[] = rows.map((row) => ({ dateCompleted: dates[row.day] as string, itemType: row.item_type, count: row.count }));
    data.sort((a, b) => a.dateCompleted.localeCompare(b.dateCompleted) || a.itemType.localeCompare(b.itemType));
    return { data };
  });

  app.get('/details', { preHandler: app.authenticate, schema: { response: detailsResponse } }, async (request): Promise<CompletedDetailsResponse> => {
    const query = parse(completedDetailsQuery, request.query);
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

  app.get('/totals', { preHandler: app.requireAdmin }, async (request): Promise<CompletedTotalsResponse> => {
    const query = parse(completedTotalsQuery, request.query);
    return { data: await totalsInRange(ctx.db.kysely, query) };
  });
}
