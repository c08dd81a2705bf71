import type { Kysely } from 'kysely';

/**
 * Completed review work (SPEC.md section 7, /api/completed). Every record is kept, for the day
 * panel; activity_daily counts them per user, UTC day and type in the same transaction, so
 * compare mode sums a month of every user from a few thousand rows instead of counting
 * ~170,000 records (a year of 100 users is about 2 million).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('completed_activity')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('completed_at', 'text', (c) => c.notNull())
    .execute();
  // A user's month and day are read from this index alone; it also serves the cascade on user delete.
  await db.schema.createIndex('completed_activity_user_time_idx').on('completed_activity').columns(['user_id', 'completed_at', 'item_type']).execute();
  // The partial UTC days at the edges of a compare range.
  await db.schema.createIndex('completed_activity_time_idx').on('completed_activity').columns(['completed_at', 'user_id', 'item_type']).execute();

  await db.schema
    .createTable('activity_daily')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item_type', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('activity_daily_pk', ['user_id', 'day', 'item_type'])
    .execute();
  await db.schema.createIndex('activity_daily_day_idx').on('activity_daily').columns(['day', 'user_id', 'item_type', 'count']).execute();
}
