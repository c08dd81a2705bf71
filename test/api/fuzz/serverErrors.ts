import type { FastifyInstance } from 'fastify';

export interface ServerErrors {
  /** The error the app last logged since the previous call, as "Name: message at file:line". */
  take(): string | undefined;
}

/**
 * What the app's error handler logged for a 500, so a failure names its cause and two 500s of
 * different causes are told apart. With logging off, Fastify's logger is a plain object of no-ops
 * of this app alone, and the handler logs through it as `{ err }`.
 */
export function captureServerErrors(app: FastifyInstance): ServerErrors {
  let last: unknown;
  (app.log as unknown as { error: (record: unknown) => void }).error = (record) => {
    last = (record as { err?: unknown } | null)?.err ?? record;
  };
  return {
    take() {
      const error = last;
      last = undefined;
      if (error === undefined) return undefined;
      if (!(error instanceof Error)) return String(error);
      const where = error.stack?.split('\n').find((line) => line.includes('/src/'));
      return `${error.name}: ${error.message.slice(0, 160)}${where ? ` ${where.trim().replace(/\(.*?\/src\//, '(src/')}` : ''}`;
    },
  };
}
