import { propertyBody } from '../../../shared/contract/directory';
import type { ImportError } from '../../../shared/contract/directory';
import { nameKey } from '../../db/repositories/directory/rows';
import type { PropertyFields } from '../../db/repositories/directory/properties';
import { splitList } from './formats';
import { given, orNull, rowErrors, sameList, type Planner } from './plan';

/**
 * name,aliases,address,city,state,zip. A row whose name is a property's already (case and
 * spacing aside) updates it; a column the file does not have leaves that field as it is.
 */
export const planProperties: Planner = (table, directory, clientId) => {
  const existing = new Map(directory.properties.map((p) => [nameKey(p.name), p]));
  const seen = new Map<string, number>();
  const errors: ImportError[] = [];
  const writes: PropertyFields[] = [];
  let created = 0;
  let updated = 0;
  for (const row of table.rows) {
    const key = nameKey(row.cell('name'));
    const before = existing.get(key);
    const parsed = propertyBody.safeParse({
      name: row.cell('name'),
      aliases: given(table, 'aliases', () => splitList(row.cell('aliases')), before?.aliases ?? []),
      address: given(table, 'address', () => orNull(row.cell('address')), before?.address ?? null),
      city: given(table, 'city', () => orNull(row.cell('city')), before?.city ?? null),
      state: given(table, 'state', () => orNull(row.cell('state')), before?.state ?? null),
      zip: given(table, 'zip', () => orNull(row.cell('zip')), before?.zip ?? null),
    });
    if (!parsed.success) {
      errors.push(...rowErrors(parsed.error, (path) => ({ row: row.line, column: String(path[0] ?? 'name') })));
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row: row.line, column: 'name', message: `name ${parsed.data.name} is on row ${first} already` });
      continue;
    }
    seen.set(key, row.line);
    const fields = parsed.data;
    if (!before) created += 1;
    else if (
      before.name === fields.name &&
      sameList(before.aliases, fields.aliases) &&
      before.address === fields.address &&
      before.city === fields.city &&
      before.state === fields.state &&
      before.zip === fields.zip
    )
      continue;
    else updated += 1;
    writes.push(fields);
  }
  return { created, updated, errors, write: (w) => w.properties(clientId, writes) };
};
