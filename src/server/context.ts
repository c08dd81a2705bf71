import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAccessTokens, type AccessTokens } from './auth/accessTokens';
import { loadSecrets, type Secrets } from './auth/secrets';
import type { Config } from './config';
import type { Db } from './db/database';
import { createUsersRepository, type UsersRepository } from './db/repositories/users';
import { createMailer, type Mailer } from './mail/mailer';

/** What every route plugin is given: settings, the database, repositories and services. */
export interface AppContext {
  config: Config;
  db: Db;
  secrets: Secrets;
  users: UsersRepository;
  accessTokens: AccessTokens;
  mailer: Mailer;
}

export function createContext(config: Config, db: Db, log: FastifyBaseLogger, overrides: Partial<AppContext> = {}): AppContext {
  const secrets = overrides.secrets ?? loadSecrets(config.dataDir, config.jwtSecret);
  return {
    config,
    db,
    secrets,
    users: createUsersRepository(db.kysely),
    accessTokens: createAccessTokens(secrets.jwtSecret, config.accessTokenTtl),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log }),
    ...overrides,
  };
}
