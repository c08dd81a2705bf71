/**
 * Errors that say the database cannot store anything right now (a full disk, a read-only
 * file or server, a database that is down), as opposed to a bug in a query. They are answered
 * 503 with what is wrong, never 500: the request was fine and may be retried later.
 */
const SQLITE_FAULTS: Array<[RegExp, string]> = [
  [/^SQLITE_FULL/, 'the disk is full'],
  [/^SQLITE_READONLY/, 'the database is read-only'],
  [/^SQLITE_IOERR/, 'the disk cannot be written (it may be full)'],
  [/^SQLITE_CANTOPEN/, 'the database file cannot be opened'],
  [/^SQLITE_BUSY/, 'the database is busy'],
];

const POSTGRES_FAULTS: Record<string, string> = {
  '53100': 'the disk is full',
  '53200': 'the database is out of memory',
  '53300': 'the database has too many connections',
  '25006': 'the database is read-only',
  '57P01': 'the database is shutting down',
  '57P02': 'the database is restarting',
  '57P03': 'the database is not accepting connections yet',
};

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH']);

/** What is wrong with the storage, in words for a person, or null when the error is something else. */
export function storageFault(error: unknown): string | null {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return null;
  for (const [pattern, fault] of SQLITE_FAULTS) if (pattern.test(code)) return fault;
  if (POSTGRES_FAULTS[code]) return POSTGRES_FAULTS[code];
  if (/^08/.test(code) || NETWORK_CODES.has(code)) return 'the database cannot be reached';
  return null;
}
