import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { createAccess, type Access } from './auth/access';
import { createAccessTokens, type AccessTokens } from './auth/accessTokens';
import { loadSecrets, type Secrets } from './auth/secrets';
import type { Config } from './config';
import type { Db } from './db/database';
import { createRepositories, type Repositories } from './db/repositories';
import type { ScanReader } from './intake/ocr/ocrPool';
import type { PdfAnalyzer } from './intake/pdf/types';
import { createWakeSignal, type WakeSignal } from './intake/queue/wakeSignal';
import { createMailer, type Mailer } from './mail/mailer';
import { createMailQueue, type MailQueue } from './mail/mailQueue';

/** What every route plugin is given: settings, the database, repositories and services. */
export interface AppContext {
  config: Config;
  db: Db;
  secrets: Secrets;
  /** The repositories over the app's database handle, made once per process. */
  repos: Repositories;
  /** Who reaches which client's objects (DESIGN.md section 3). */
  access: Access;
  accessTokens: AccessTokens;
  mailer: Mailer;
  /** Account mail goes out through it, after the answer (mail/mailQueue.ts). */
  mailQueue: MailQueue;
  /** PDF analysis in worker threads; main.ts provides the pool, tests a pool or a fake. */
  pdf: PdfAnalyzer;
  /** OCR of scans and pictures in threads of its own; null where this process reads none. */
  ocr: ScanReader | null;
  /** Rung by whoever queues an e-mail (SMTP or HTTP), heard by this process's intake workers. */
  intakeWake: WakeSignal;
}

/** For processes and tests that never read a PDF: every analysis says so, nothing crashes. */
export const noPdfAnalysis: PdfAnalyzer = {
  analyze: async () => ({ kind: 'broken', reason: 'PDF analysis is not running in this process' }),
  analyzeBody: async () => ({ outcome: { kind: 'no-invoice', pageCount: 0, reason: 'analysis is not running in this process' }, links: [] }),
  close: async () => undefined,
};

export function createContext(config: Config, db: Db, log: FastifyBaseLogger, overrides: Partial<AppContext> = {}): AppContext {
  const secrets = overrides.secrets ?? loadSecrets(config.dataDir, config.jwtSecret, config.tokenHashKey);
  return {
    config,
    db,
    secrets,
    repos: createRepositories(db.kysely, db.kind),
    access: createAccess(db.kysely),
    accessTokens: createAccessTokens(secrets.jwtSecret, config.accessTokenTtl),
    mailer: createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, outboxDir: path.join(config.dataDir, 'outbox'), log }),
    mailQueue: createMailQueue(log),
    pdf: noPdfAnalysis,
    ocr: null,
    intakeWake: createWakeSignal(),
    ...overrides,
  };
}
