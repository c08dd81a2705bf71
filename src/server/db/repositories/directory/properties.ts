import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { propertyBody, unitBody } from '../../../../shared/contract/directory';
import { offsetOf, type PageRequest } from '../../../http/pagination';
import { newId, nowIso } from '../../ids';
import type { Database, DirectoryPropertyRow, DirectoryUnitRow } from '../../schema';
import { nameKey, naturalOrder, propertySearchText, searchWords, unitSearchText, type PropertyRowWithCount } from './rows';

export type PropertyFields = z.output<typeof propertyBody>;
export type UnitFields = z.output<typeof unitBody>;

/** The stored columns of a property's fields: its key and search text follow from them. */
export function propertyColumns(fields: PropertyFields) {
  return {
    name: fields.name,
    name_key: nameKey(fields.name),
    aliases: JSON.stringify(fields.aliases),
    address: fields.address,
    city: fields.city,
    state: fields.state,
    zip: fields.zip,
    search_text: propertySearchText(fields),
  };
}

export function unitColumns(propertyId: string, fields: UnitFields) {
  return { property_id: propertyId, unit: fields.unit, unit_key: nameKey(fields.unit), address: fields.address, search_text: unitSearchText(fields) };
}

export function createDirectoryPropertiesRepository(db: Kysely<Database>) {
  const withCount = () =>
    db
      .selectFrom('directory_properties as p')
      .selectAll('p')
      .select((eb) => eb.selectFrom('directory_units as u').whereRef('u.property_id', '=', 'p.id').select(eb.fn.countAll<number | string>().as('n')).as('unit_count'));

  async function find(clientId: string, id: string): Promise<PropertyRowWithCount | undefined> {
    const row = await withCount().where('p.client_id', '=', clientId).where('p.id', '=', id).executeTakeFirst();
    return row as PropertyRowWithCount | undefined;
  }

  return {
    find,

    /**
     * A page in name order. Each word of the search matches the property's name, an alias, its
     * address, or one of its units' labels or addresses.
     */
    async page(clientId: string, request: PageRequest & { search?: string | undefined }): Promise<{ rows: PropertyRowWithCount[]; total: number }> {
      const words = searchWords(request.search);
      const filtered = db
        .selectFrom('directory_properties as p')
        .where('p.client_id', '=', clientId)
        .$if(words.length > 0, (q) =>
          q.where((eb) =>
            eb.and(
              words.map(
                (word) =>
                  sql<boolean>`(p.search_text like ${word} escape '\\' or exists (select 1 from directory_units u where u.property_id = p.id and u.search_text like ${word} escape '\\'))`,
              ),
            ),
          ),
        );
      const [rows, counted] = await Promise.all([
        filtered
          .selectAll('p')
          .select((eb) => eb.selectFrom('directory_units as u').whereRef('u.property_id', '=', 'p.id').select(eb.fn.countAll<number | string>().as('n')).as('unit_count'))
          .orderBy('p.name_key')
          .orderBy('p.id')
          .limit(request.limit)
          .offset(offsetOf(request))
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows: rows as PropertyRowWithCount[], total: Number(counted.n) };
    },

    /** The client's property of this name (case and spacing aside). */
    findByName(clientId: string, name: string): Promise<Pick<DirectoryPropertyRow, 'id' | 'name'> | undefined> {
      return db.selectFrom('directory_properties').select(['id', 'name']).where('client_id', '=', clientId).where('name_key', '=', nameKey(name)).executeTakeFirst();
    },

    async create(clientId: string, fields: PropertyFields): Promise<PropertyRowWithCount> {
      const now = nowIso();
      const row: DirectoryPropertyRow = { id: newId(), client_id: clientId, ...propertyColumns(fields), created_at: now, updated_at: now };
      await db.insertInto('directory_properties').values(row).execute();
      return { ...row, unit_count: 0 };
    },

    async update(clientId: string, id: string, fields: PropertyFields): Promise<PropertyRowWithCount | undefined> {
      const result = await db
        .updateTable('directory_properties')
        .set({ ...propertyColumns(fields), updated_at: nowIso() })
        .where('client_id', '=', clientId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? find(clientId, id) : undefined;
    },

    /** Its units go with it; vendors' references to it become null (foreign keys). */
    async delete(clientId: string, id: string): Promise<boolean> {
      const result = await db.deleteFrom('directory_properties').where('client_id', '=', clientId).where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** A property's units, "2" before "10". */
    async units(propertyId: string): Promise<DirectoryUnitRow[]> {
      const rows = await db.selectFrom('directory_units').selectAll().where('property_id', '=', propertyId).execute();
      return rows.sort((a, b) => naturalOrder(a.unit, b.unit) || (a.id < b.id ? -1 : 1));
    },

    findUnit(propertyId: string, unitId: string): Promise<DirectoryUnitRow | undefined> {
      return db.selectFrom('directory_units').selectAll().where('property_id', '=', propertyId).where('id', '=', unitId).executeTakeFirst();
    },

    findUnitByLabel(propertyId: string, unit: string): Promise<DirectoryUnitRow | undefined> {
      return db.selectFrom('directory_units').selectAll().where('property_id', '=', propertyId).where('unit_key', '=', nameKey(unit)).executeTakeFirst();
    },

    async createUnit(propertyId: string, fields: UnitFields): Promise<DirectoryUnitRow> {
      const row: DirectoryUnitRow = { id: newId(), ...unitColumns(propertyId, fields), created_at: nowIso() };
      await db.insertInto('directory_units').values(row).execute();
      return row;
    },

    updateUnit(propertyId: string, unitId: string, fields: UnitFields): Promise<DirectoryUnitRow | undefined> {
      return db.updateTable('directory_units').set(unitColumns(propertyId, fields)).where('property_id', '=', propertyId).where('id', '=', unitId).returningAll().executeTakeFirst();
    },

    /** Vendors' accounts for the unit keep their property and lose the unit (foreign key). */
    async deleteUnit(propertyId: string, unitId: string): Promise<boolean> {
      const result = await db.deleteFrom('directory_units').where('property_id', '=', propertyId).where('id', '=', unitId).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
  };
}

export type DirectoryPropertiesRepository = ReturnType<typeof createDirectoryPropertiesRepository>;
