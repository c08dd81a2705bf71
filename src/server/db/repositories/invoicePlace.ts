import type { Kysely } from 'kysely';
import { resolution as resolutionSchema, type Resolution, type ResolutionPart } from '../../../shared/contract/directory';
import type { Database } from '../schema';
import { inTransaction } from '../transaction';
import { updateInvoice, type InvoiceUpdate } from './invoiceWrites';

/** A reviewer's choice of an invoice's place: the directory's ids and names, and why. */
export interface PlaceChosen {
  propertyId: string;
  unitId: string | null;
  /** The property's name and the unit's label, which the invoice shows as its property and unit. */
  property: string;
  unit: string | null;
  /** "chosen by Ana": certain, so the screens stop flagging it. */
  reason: string;
}

const UNRESOLVED: Resolution = { property: null, unit: null, vendor: null, glAccount: null };

function storedResolution(json: string | null): Resolution {
  if (json === null) return UNRESOLVED;
  try {
    const parsed = resolutionSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : UNRESOLVED;
  } catch {
    return UNRESOLVED;
  }
}

/**
 * The invoice filed under the chosen property and unit: its property and unit text written as
 * a reviewer's edit is (confirmed, search text, boxes), and its ids and their reasons as the
 * choice. The vendor's and GL account's reasons stay. Answers the row before and after, or
 * undefined for an invoice that is gone.
 */
export function setInvoicePlace(db: Kysely<Database>, id: string, place: PlaceChosen): Promise<InvoiceUpdate | undefined> {
  return inTransaction(db, async (trx) => {
    const saved = await updateInvoice(trx, id, { property: place.property, unit: place.unit });
    if (!saved) return undefined;
    const chosen: ResolutionPart = { reason: place.reason, confidence: 1 };
    const resolution: Resolution = { ...storedResolution(saved.before.resolution), property: chosen, unit: chosen };
    const after = await trx
      .updateTable('invoices')
      .set({ property_id: place.propertyId, unit_id: place.unitId, resolution: JSON.stringify(resolution) })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return { ...saved, after };
  });
}
