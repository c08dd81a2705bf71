import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../schema';

/*
 * The duplicate radar (issue 16): a bill that repeats one the client already has, whichever way
 * either arrived (SMTP, the HTTP intake, an upload). It is flagged with the earlier bill and the
 * reason, and kept: a flag never drops anything. Duplicates point at the original, never at
 * another duplicate.
 */

/** What a new bill is compared on. */
export interface DuplicateKey {
  /** The bill itself, when it is already written (an upload's row). */
  id?: string;
  clientId: string;
  payee: string | null;
  invoiceNumber: string | null;
  totalAmountCents: number | null;
  billDate: string | null;
  /** The directory's vendor, when the bill was resolved: a vendor's bills match under any spelling of its name. */
  vendorId: string | null;
  documentHash: string | null;
}

export interface DuplicateFlag {
  /** The client's earlier bill; null when the earlier one is another client's. */
  duplicateOf: string | null;
  reason: string;
}

/** Days either side of the bill date within which the same vendor's same total is the same bill. */
export const SAME_TOTAL_DAYS = 3;

/**
 * The bill's text with case, spaces and punctuation taken out: what a PDF re-made by another
 * program, or sent again with new metadata, still shares. Null for a bill with too little text
 * to tell two bills apart.
 */
export function documentHash(text: string | null | undefined): string | null {
  const letters = (text ?? '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  return letters.length < 40 ? null : createHash('sha256').update(letters).digest('hex');
}

/** An invoice row's columns the radar compares, whether the row is written yet or about to be. */
export function duplicateKey(row: {
  id?: string;
  client_id: string;
  payee?: string | null;
  invoice_number?: string | null;
  total_amount_cents?: number | null;
  bill_date?: string | null;
  vendor_id?: string | null;
  document_hash?: string | null;
}): DuplicateKey {
  return {
    ...(row.id ? { id: row.id } : {}),
    clientId: row.client_id,
    payee: row.payee ?? null,
    invoiceNumber: row.invoice_number ?? null,
    totalAmountCents: row.total_amount_cents ?? null,
    billDate: row.bill_date ?? null,
    vendorId: row.vendor_id ?? null,
    documentHash: row.document_hash ?? null,
  };
}

const shiftDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const dayOf = (iso: string) => iso.slice(0, 10);

/** The first of the rules that holds, surest first. */
export async function findDuplicate(db: Kysely<Database>, key: DuplicateKey): Promise<DuplicateFlag | null> {
  const originals = () => {
    const query = db.selectFrom('invoices').select(['id', 'created_at', 'bill_date']).where('duplicate_of', 'is', null).orderBy('created_at').orderBy('id').limit(1);
    return key.id ? query.where('id', '!=', key.id) : query;
  };
  const mine = () => originals().where('client_id', '=', key.clientId);
  const sameVendor = <Q extends ReturnType<typeof mine>>(query: Q): Q | null => {
    if (key.vendorId) return query.where('vendor_id', '=', key.vendorId) as Q;
    return key.payee ? (query.where(sql<boolean>`lower(payee) = ${key.payee.toLowerCase()}`) as Q) : null;
  };

  if (key.documentHash) {
    const same = await mine().where('document_hash', '=', key.documentHash).executeTakeFirst();
    if (same) return { duplicateOf: same.id, reason: `The same document as the bill received ${dayOf(same.created_at)}.` };
  }
  if (key.invoiceNumber) {
    const same = await sameVendor(mine().where('invoice_number', '=', key.invoiceNumber))?.executeTakeFirst();
    if (same) return { duplicateOf: same.id, reason: `The same vendor and invoice number (${key.invoiceNumber}) as the bill received ${dayOf(same.created_at)}.` };
  }
  if (key.totalAmountCents !== null && key.billDate) {
    const near = sameVendor(mine().where('total_amount_cents', '=', key.totalAmountCents))
      ?.where('bill_date', '>=', shiftDays(key.billDate, -SAME_TOTAL_DAYS))
      .where('bill_date', '<=', shiftDays(key.billDate, SAME_TOTAL_DAYS));
    const same = await near?.executeTakeFirst();
    if (same) return { duplicateOf: same.id, reason: `The same vendor and total (${(key.totalAmountCents / 100).toFixed(2)}) as the bill dated ${same.bill_date}.` };
  }
  return elsewhere(db, key);
}

/**
 * A bill sent to the wrong client: the same document, or the same payee, number and total, at
 * another client. Said without naming it or linking to it: the reviewers of one client need not
 * see another's bills.
 */
async function elsewhere(db: Kysely<Database>, key: DuplicateKey): Promise<DuplicateFlag | null> {
  const byDocument = key.documentHash ? db.selectFrom('invoices').select('id').where('document_hash', '=', key.documentHash).where('client_id', '!=', key.clientId).limit(1) : null;
  if (byDocument && (await byDocument.executeTakeFirst())) return { duplicateOf: null, reason: 'The same document also arrived for another client.' };
  if (!key.payee || !key.invoiceNumber || key.totalAmountCents === null) return null;
  const byFields = await db
    .selectFrom('invoices')
    .select('id')
    .where('invoice_number', '=', key.invoiceNumber)
    .where('total_amount_cents', '=', key.totalAmountCents)
    .where(sql<boolean>`lower(payee) = ${key.payee.toLowerCase()}`)
    .where('client_id', '!=', key.clientId)
    .limit(1)
    .executeTakeFirst();
  return byFields ? { duplicateOf: null, reason: 'The same vendor, invoice number and total also arrived for another client.' } : null;
}
