import type { Kysely } from 'kysely';

/**
 * invoices.field_boxes: JSON, field → where on its PDF extraction read the value
 * ({ page, x, y, w, h }, fractions of the page from its top-left corner; see
 * src/server/intake/extraction/fieldBoxes.ts), so that the details page outlines each value on
 * the page. Null for invoices read before it was kept, typed in, or read from an e-mail's body:
 * the API answers an empty object for those. Text on both databases, as the other JSON columns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('invoices').addColumn('field_boxes', 'text').execute();
}
