import type { z } from 'zod';
import type { ImportError } from '../../../shared/contract/directory';
import type { DirectoryImportWrites } from '../../db/repositories/directory/importWrites';
import type { DirectorySnapshot } from '../../db/repositories/directory/snapshot';
import type { CsvTable } from './csvTable';

/** What an import of one file would do, and the writes that do it. */
export interface ImportPlan {
  created: number;
  updated: number;
  errors: ImportError[];
  write(writes: DirectoryImportWrites): Promise<void>;
}

export type Planner = (table: CsvTable, directory: DirectorySnapshot, clientId: string) => ImportPlan;

/** A cell of an optional column: the stored value when the file has no such column. */
export function given<T>(table: CsvTable, column: string, fromCell: () => T, stored: T): T {
  return table.columns.has(column) ? fromCell() : stored;
}

/** A blank cell is no value. */
export const orNull = (cell: string) => (cell === '' ? null : cell);

/** The problems zod found in a row's fields, each with the column (and row) it came from. */
export function rowErrors(error: z.ZodError, where: (path: readonly PropertyKey[]) => { row: number; column: string }): ImportError[] {
  return error.issues.map((issue) => {
    const { row, column } = where(issue.path);
    return { row, column, message: `${column} ${issue.message}` };
  });
}

/** Two lists of text alike, in order. */
export const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((item, i) => item === b[i]);
