import type { DirectoryKind, ImportError, ImportResult } from '../../../shared/contract/directory';
import { transaction, type Repositories } from '../../db/repositories';
import type { DirectorySnapshot } from '../../db/repositories/directory/snapshot';
import { readCsvTable, type DecodedCsv } from './csvTable';
import { DIRECTORY_COLUMNS } from './formats';
import { planGlAccounts } from './glAccounts';
import type { ImportPlan, Planner } from './plan';
import { planProperties } from './properties';
import { planUnits } from './units';
import { planVendors } from './vendors';

/** At most this many problems are listed; the message counts them all. */
export const MAX_LISTED_ERRORS = 500;

const PLANNERS: Record<DirectoryKind, Planner> = {
  properties: planProperties,
  units: planUnits,
  vendors: planVendors,
  'gl-accounts': planGlAccounts,
};

export type ImportOutcome = { ok: true; result: ImportResult } | { ok: false; result: ImportResult & { message: string } };

function refused(errors: ImportError[], counts = { created: 0, updated: 0 }): ImportOutcome {
  const listed = errors.slice(0, MAX_LISTED_ERRORS);
  const more = errors.length > listed.length ? ` (the first ${listed.length} are listed)` : '';
  const only = errors.length === 1 ? errors[0] : undefined;
  // A problem of the file as a whole is a sentence already; a row's names its field.
  const told = only && (/^[A-Z]/.test(only.message) ? only.message : `Row ${only.row}: ${only.message}.`);
  const message = told
    ? `Nothing was imported. ${told}`
    : `Nothing was imported: the file has ${errors.length.toLocaleString('en-US')} problems${more}. Correct them and import the file again.`;
  return { ok: false, result: { ...counts, errors: listed, message } };
}

/**
 * Imports one CSV file of one kind into a client's directory, whole or not at all: the file is
 * read and checked against the directory as it stands, and only a file without a problem is
 * written, in one transaction (or, with `dryRun`, not written). The directory is read inside
 * that transaction, so the check and the writes see the same rows.
 */
export async function importDirectory(repos: Repositories, clientId: string, kind: DirectoryKind, decoded: DecodedCsv, dryRun: boolean): Promise<ImportOutcome> {
  if ('badLine' in decoded) {
    return refused([
      {
        row: decoded.badLine,
        column: null,
        message: `The file is not UTF-8 text: row ${decoded.badLine} holds a character in another encoding. Save it as "CSV UTF-8" and import it again.`,
      },
    ]);
  }
  const { columns, required } = DIRECTORY_COLUMNS[kind];
  const read = readCsvTable(decoded.text, columns, required);
  if (!read.table) return refused(read.errors);
  const { table } = read;
  const plan = (directory: DirectorySnapshot): ImportPlan => PLANNERS[kind](table, directory, clientId);

  if (dryRun) {
    const planned = plan(await repos.directory.load(clientId));
    return planned.errors.length > 0 ? refused(planned.errors, planned) : { ok: true, result: { created: planned.created, updated: planned.updated, errors: [] } };
  }
  return transaction(repos, async (trx) => {
    const planned = plan(await trx.directory.load(clientId));
    if (planned.errors.length > 0) return refused(planned.errors, planned);
    await planned.write(trx.directory.imports);
    return { ok: true, result: { created: planned.created, updated: planned.updated, errors: [] } };
  });
}
