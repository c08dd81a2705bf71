import type { Kysely } from 'kysely';
import { nowIso } from '../../db/ids';
import type { Database } from '../../db/schema';
import type { SenderHints } from '../pdf/types';

/** The invoice fields whose corrections teach us about a sender. */
export type HintField = keyof SenderHints;
const HINT_FIELDS: readonly HintField[] = ['payee', 'glAccount', 'property'];

export const isHintField = (field: string): field is HintField => (HINT_FIELDS as readonly string[]).includes(field);

/**
 * The learning loop: a reviewer changed payee, glAccount or property on an invoice from this
 * sender, so later invoices from the sender are read with that value as a hint. A blank value
 * forgets the hint. Other fields are ignored, so callers may pass every changed field.
 */
export async function recordCorrection(
  db: Kysely<Database>,
  correction: { clientId: string; senderEmail: string | null; field: string; value: string | null },
): Promise<void> {
  const sender = correction.senderEmail?.trim().toLowerCase();
  if (!sender || !isHintField(correction.field)) return;
  const value = correction.value?.trim() ?? '';
  const key = { client_id: correction.clientId, sender_email: sender, field: correction.field };
  if (value === '') {
    await db.deleteFrom('sender_hints').where('client_id', '=', key.client_id).where('sender_email', '=', sender).where('field', '=', key.field).execute();
    return;
  }
  await db
    .insertInto('sender_hints')
    .values({ ...key, value, updated_at: nowIso() })
    .onConflict((oc) => oc.columns(['client_id', 'sender_email', 'field']).doUpdateSet({ value, updated_at: nowIso() }))
    .execute();
}

export async function loadSenderHints(db: Kysely<Database>, clientId: string, senderEmail: string): Promise<SenderHints> {
  const rows = await db
    .selectFrom('sender_hints')
    .select(['field', 'value'])
    .where('client_id', '=', clientId)
    .where('sender_email', '=', senderEmail.toLowerCase())
    .execute();
  const hints: SenderHints = {};
  for (const row of rows) if (isHintField(row.field)) hints[row.field] = row.value;
  return hints;
}
