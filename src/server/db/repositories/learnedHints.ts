import type { Kysely } from 'kysely';
import { evidenceMatches } from '../../intake/learning/applyHints';
import { hasEvidence, parseEvidence } from '../../intake/learning/evidence';
import type { HintField, LearnedHint } from '../../intake/pdf/types';
import { newId, nowIso } from '../ids';
import type { Database, InvoicesTable } from '../schema';

const HINT_FIELDS: readonly HintField[] = ['payee', 'glAccount', 'property'];
export const isHintField = (field: string): field is HintField => (HINT_FIELDS as readonly string[]).includes(field);

/** Corrections kept per client, sender and field: a forwarding address passes on many vendors. */
const KEPT_PER_FIELD = 50;

type CorrectedInvoice = Pick<InvoicesTable, 'id' | 'client_id' | 'sender_email' | 'invoice_number'> & { evidence: string };

/**
 * The learning loop's memory. A reviewer's change to payee, GL account or property is kept with
 * the evidence its document showed (src/server/intake/learning); a blank value forgets what was
 * learned from this invoice and whatever else would have applied to it.
 */
export function createLearnedHintsRepository(db: Kysely<Database>) {
  return {
    async recordCorrection(invoice: CorrectedInvoice, field: HintField, value: string | null): Promise<void> {
      const sender = invoice.sender_email?.trim().toLowerCase();
      const evidence = parseEvidence(invoice.evidence);
      // An invoice typed in by hand, or read before evidence was kept, shows nothing to match.
      if (!sender || !hasEvidence(evidence)) return;
      const scope = db.deleteFrom('learned_hints').where('client_id', '=', invoice.client_id).where('sender_email', '=', sender).where('field', '=', field);
      const corrected = value?.trim() ?? '';
      if (corrected === '') {
        const rows = await db.selectFrom('learned_hints').select(['id', 'evidence', 'source_invoice_id']).where('client_id', '=', invoice.client_id).where('sender_email', '=', sender).where('field', '=', field).execute();
        const forgotten = rows.filter((row) => row.source_invoice_id === invoice.id || evidenceMatches(field, parseEvidence(row.evidence), evidence).length > 0).map((row) => row.id);
        if (forgotten.length > 0) await scope.where('id', 'in', forgotten).execute();
        return;
      }
      const row = {
        client_id: invoice.client_id,
        sender_email: sender,
        field,
        value: corrected,
        source_invoice_id: invoice.id,
        source_label: invoice.invoice_number?.trim() || invoice.id,
        evidence: invoice.evidence,
        created_at: nowIso(),
      };
      await db
        .insertInto('learned_hints')
        .values({ id: newId(), ...row })
        .onConflict((oc) => oc.columns(['source_invoice_id', 'field']).doUpdateSet({ value: row.value, source_label: row.source_label, created_at: row.created_at }))
        .execute();
      const kept = db.selectFrom('learned_hints').select('id').where('client_id', '=', invoice.client_id).where('sender_email', '=', sender).where('field', '=', field).orderBy('created_at', 'desc').limit(KEPT_PER_FIELD);
      await scope.where('id', 'not in', kept).execute();
    },

    /** A sender's hints, newest first: the newest correction that matches a document decides. */
    async forSender(clientId: string, senderEmail: string): Promise<LearnedHint[]> {
      const rows = await db
        .selectFrom('learned_hints')
        .select(['field', 'value', 'source_label', 'evidence'])
        .where('client_id', '=', clientId)
        .where('sender_email', '=', senderEmail.trim().toLowerCase())
        .orderBy('created_at', 'desc')
        .limit(KEPT_PER_FIELD * HINT_FIELDS.length)
        .execute();
      return rows.flatMap((row) => (isHintField(row.field) ? [{ field: row.field, value: row.value, source: row.source_label, evidence: parseEvidence(row.evidence) }] : []));
    },
  };
}
