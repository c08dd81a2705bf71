import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../database';
import type { Database } from '../schema';
import { createActivityRepository } from './activity';
import { createAssociationsRepository } from './associations';
import { createAttachmentsRepository } from './attachments';
import { createBillExportsRepository } from './billExports';
import { createClientsRepository } from './clients';
import { createCodesRepository } from './codes';
import { createDirectoryRepository } from './directory';
import { createEmailsRepository } from './emails';
import { createIntakeJobsRepository } from './intakeJobs';
import { createInvoiceHistoryRepository } from './invoiceHistory';
import { createInvoicesRepository } from './invoices';
import { createLearnedHintsRepository } from './learnedHints';
import { createRateLimitsRepository } from './rateLimits';
import { createRefreshTokensRepository } from './refreshTokens';
import { createReportsRepository } from './reports';
import { createUserClientsRepository } from './userClients';
import { createUsersRepository } from './users';

type Made<T extends Record<string, () => unknown>> = { readonly [K in keyof T]: ReturnType<T[K]> };

/** Each one is made when first asked for and then kept, so a transaction pays only for what it uses. */
function onFirstUse<T extends Record<string, () => unknown>>(factories: T): Made<T> {
  const made = {} as Made<T>;
  for (const key of Object.keys(factories) as (keyof T & string)[]) {
    let value: unknown;
    Object.defineProperty(made, key, { enumerable: true, get: () => (value ??= factories[key]?.()) });
  }
  return made;
}

/**
 * Every repository over one database handle: the app's (AppContext.repos, made once per process,
 * so prepared statements are prepared once) or a transaction's (completeWork and the like).
 */
export function createRepositories(db: Kysely<Database>, kind: DatabaseKind) {
  const repositories = onFirstUse({
    activity: () => createActivityRepository(db),
    associations: () => createAssociationsRepository(db),
    attachments: () => createAttachmentsRepository(db),
    billExports: () => createBillExportsRepository(db),
    clients: () => createClientsRepository(db),
    codes: () => createCodesRepository(db),
    directory: () => createDirectoryRepository(db),
    emails: () => createEmailsRepository(db, kind),
    intakeJobs: () => createIntakeJobsRepository(db, kind),
    invoices: () => createInvoicesRepository(db, kind),
    invoiceHistory: () => createInvoiceHistoryRepository(db),
    learnedHints: () => createLearnedHintsRepository(db),
    rateLimits: () => createRateLimitsRepository(db),
    refreshTokens: () => createRefreshTokensRepository(db),
    reports: () => createReportsRepository(db, kind),
    userClients: () => createUserClientsRepository(db),
    users: () => createUsersRepository(db),
  });
  // Assigned, not spread: spreading would call every getter and make them all at once.
  return Object.assign(repositories, {
    /** The handle itself, for the few writes that span tables (invoiceWrites.ts). */
    handle: db,
    kind,
  });
}

export type Repositories = ReturnType<typeof createRepositories>;

/** Runs `work` in a transaction with the repositories over it. */
export function transaction<T>(repos: Repositories, work: (trx: Repositories) => Promise<T>): Promise<T> {
  return repos.handle.isTransaction ? work(repos) : repos.handle.transaction().execute((trx) => work(createRepositories(trx, repos.kind)));
}
