import { sql, type Kysely } from 'kysely';
import type { Place } from '../../../../shared/contract/directory';
import type { Database } from '../../schema';
import { searchWords } from './rows';

interface PlaceRow {
  property_id: string;
  property: string;
  name_key: string;
  unit_id: string | null;
  unit: string | null;
  unit_key: string | null;
  address: string | null;
}

/** Property order, then its own row before its units' (in the order of their keys). */
const placeOrder = (a: PlaceRow, b: PlaceRow) =>
  a.name_key < b.name_key ? -1 : a.name_key > b.name_key ? 1 : a.property_id < b.property_id ? -1 : a.property_id > b.property_id ? 1 : (a.unit_key ?? '') < (b.unit_key ?? '') ? -1 : (a.unit_key ?? '') > (b.unit_key ?? '') ? 1 : 0;

/** The two reads of a search, each in the order the merge needs and stopping at `limit`: the client's matching properties, and their matching units. */
export function placeQueries(db: Kysely<Database>, clientId: string, words: string[], limit: number) {
  return {
    properties: db
      .selectFrom('directory_properties as p')
      .select(['p.id as property_id', 'p.name as property', 'p.name_key', sql<null>`null`.as('unit_id'), sql<null>`null`.as('unit'), sql<null>`null`.as('unit_key'), 'p.address'])
      .where('p.client_id', '=', clientId)
      .$if(words.length > 0, (q) => q.where((eb) => eb.and(words.map((word) => sql<boolean>`p.search_text like ${word} escape '\\'`))))
      .orderBy('p.name_key')
      .orderBy('p.id')
      .limit(limit),
    units: db
      .selectFrom('directory_properties as p')
      .innerJoin('directory_units as u', 'u.property_id', 'p.id')
      .select(['p.id as property_id', 'p.name as property', 'p.name_key', 'u.id as unit_id', 'u.unit', 'u.unit_key', sql<string | null>`coalesce(u.address, p.address)`.as('address')])
      .where('p.client_id', '=', clientId)
      .$if(words.length > 0, (q) =>
        q.where((eb) => eb.and(words.map((word) => sql<boolean>`(p.search_text like ${word} escape '\\' or u.search_text like ${word} escape '\\')`))),
      )
      .orderBy('p.name_key')
      .orderBy('p.id')
      .orderBy('u.unit_key')
      .limit(limit),
  };
}

/**
 * The review screens' typeahead: a client's properties and units where every word typed
 * matches. A property matches by its name, an alias or its address; a unit by those of its
 * property and its own label and address, so "maple 204" finds unit 204 of Maple Court.
 *
 * Both lists are read in (property key, id, unit key) order from the indexes, property by
 * property and then unit by unit, without a sort, and stop at the limit; the two are merged
 * here. A term that matches early stops early; one that matches nothing tests every unit once
 * (2,000 properties with 20,000 units on SQLite: about 3 ms of CPU).
 */
export function createDirectoryPlacesRepository(db: Kysely<Database>) {
  return async function searchPlaces(clientId: string, search: string | undefined, limit: number): Promise<Place[]> {
    const words = searchWords(search);
    const queries = placeQueries(db, clientId, words, limit);
    const [properties, units] = await Promise.all([queries.properties.execute(), queries.units.execute()]);
    return [...(properties as PlaceRow[]), ...units]
      .sort(placeOrder)
      .slice(0, limit)
      .map((row) => ({ propertyId: row.property_id, property: row.property, unitId: row.unit_id, unit: row.unit, address: row.address }));
  };
}
