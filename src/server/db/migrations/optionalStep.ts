import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * A step a PostgreSQL server may refuse (an extension it lacks) without failing the
 * migration. Migrations run in one transaction there, so the step gets a savepoint.
 */
export async function optionalStep(db: Kysely<unknown>, name: string, statement: RawBuilder<unknown>): Promise<boolean> {
  await sql.raw(`savepoint ${name}`).execute(db);
  try {
    await statement.execute(db);
    await sql.raw(`release savepoint ${name}`).execute(db);
    return true;
  } catch {
    await sql.raw(`rollback to savepoint ${name}`).execute(db);
    return false;
  }
}
