import { unitBody, type ImportError } from '../../../shared/contract/directory';
import type { UnitFields } from '../../db/repositories/directory/properties';
import { nameKey } from '../../db/repositories/directory/rows';
import { given, orNull, rowErrors, type Planner } from './plan';

/**
 * property,unit,address: the property by its name (it must exist), the unit's label, and its
 * own street address if it has one. A unit the property has already is updated.
 */
export const planUnits: Planner = (table, directory) => {
  const properties = new Map(directory.properties.map((p) => [nameKey(p.name), p]));
  const existing = new Map(directory.units.map((u) => [`${u.propertyId}\n${nameKey(u.unit)}`, u]));
  const seen = new Map<string, number>();
  const errors: ImportError[] = [];
  const writes: { propertyId: string; fields: UnitFields }[] = [];
  let created = 0;
  let updated = 0;
  for (const row of table.rows) {
    const propertyName = row.cell('property');
    const property = properties.get(nameKey(propertyName));
    if (!property) {
      errors.push({ row: row.line, column: 'property', message: propertyName ? `property ${propertyName} is not one of the client's properties` : 'property is required' });
      continue;
    }
    const key = `${property.id}\n${nameKey(row.cell('unit'))}`;
    const before = existing.get(key);
    const parsed = unitBody.safeParse({ unit: row.cell('unit'), address: given(table, 'address', () => orNull(row.cell('address')), before?.address ?? null) });
    if (!parsed.success) {
      errors.push(...rowErrors(parsed.error, (path) => ({ row: row.line, column: String(path[0] ?? 'unit') })));
      continue;
    }
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ row: row.line, column: 'unit', message: `unit ${parsed.data.unit} of ${property.name} is on row ${first} already` });
      continue;
    }
    seen.set(key, row.line);
    if (!before) created += 1;
    else if (before.unit === parsed.data.unit && before.address === parsed.data.address) continue;
    else updated += 1;
    writes.push({ propertyId: property.id, fields: parsed.data });
  }
  return { created, updated, errors, write: (w) => w.units(writes) };
};
