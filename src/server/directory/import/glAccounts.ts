import { glAccountBody, type ImportError } from '../../../shared/contract/directory';
import { rowErrors, type Planner } from './plan';

/** number,name: a number the chart has already is renamed. */
export const planGlAccounts: Planner = (table, directory, clientId) => {
  const existing = new Map(directory.glAccounts.map((gl) => [gl.number, gl]));
  const seen = new Map<string, number>();
  const errors: ImportError[] = [];
  const writes: { number: string; name: string }[] = [];
  let created = 0;
  let updated = 0;
  for (const row of table.rows) {
    const parsed = glAccountBody.safeParse({ number: row.cell('number'), name: row.cell('name') });
    if (!parsed.success) {
      errors.push(...rowErrors(parsed.error, (path) => ({ row: row.line, column: String(path[0] ?? 'number') })));
      continue;
    }
    const { number, name } = parsed.data;
    const first = seen.get(number);
    if (first !== undefined) {
      errors.push({ row: row.line, column: 'number', message: `number ${number} is on row ${first} already` });
      continue;
    }
    seen.set(number, row.line);
    const before = existing.get(number);
    if (!before) created += 1;
    else if (before.name === name) continue;
    else updated += 1;
    writes.push({ number, name });
  }
  return { created, updated, errors, write: (w) => w.glAccounts(clientId, writes) };
};
