import type { Kysely } from 'kysely';
import { exportMappingBody, type ExportColumn } from '../../../shared/contract/billExport';
import { nowIso } from '../ids';
import type { Database, InvoiceExportColumns } from '../schema';
import type { InvoiceLineItemRow } from './invoices';

/** Ids per IN list, well under SQLite's limit on bound parameters. */
const CHUNK = 500;

/** A reviewed bill as the export writes it: its fields, the directory's name of its vendor, and its line items. */
export interface ExportBill {
  id: string;
  payee: string | null;
  vendorName: string | null;
  invoiceNumber: string | null;
  amountCents: number | null;
  billDate: string | null;
  dueDate: string | null;
  description: string | null;
  property: string | null;
  unit: string | null;
  propertyId: string | null;
  unitId: string | null;
  glAccount: string | null;
  memo: string | null;
  reference: string | null;
  purchaseOrder: string | null;
  lineItems: InvoiceLineItemRow[];
}

export interface SavedMapping {
  columns: ExportColumn[];
  updatedAt: string;
}

export function createBillExportsRepository(handle: Kysely<Database>) {
  // The export's marks are no column of InvoicesTable (schema.ts says why): this view adds them.
  const db = handle.withTables<{ invoices: InvoiceExportColumns }>();

  /** The client's reviewed bills, oldest first (the order they came in). */
  function reviewed(clientId: string) {
    return db
      .selectFrom('invoices')
      .leftJoin('directory_vendors', 'directory_vendors.id', 'invoices.vendor_id')
      .select([
        'invoices.id',
        'invoices.payee',
        'directory_vendors.name as vendorName',
        'invoices.invoice_number as invoiceNumber',
        'invoices.total_amount_cents as amountCents',
        'invoices.bill_date as billDate',
        'invoices.due_date as dueDate',
        'invoices.description',
        'invoices.property',
        'invoices.unit',
        'invoices.property_id as propertyId',
        'invoices.unit_id as unitId',
        'invoices.gl_account as glAccount',
        'invoices.memo_for_check as memo',
        'invoices.reference',
        'invoices.purchase_order as purchaseOrder',
      ])
      .where('invoices.client_id', '=', clientId)
      .where('invoices.reviewed', '=', 1)
      .orderBy('invoices.created_at')
      .orderBy('invoices.id');
  }

  async function withLineItems(bills: Omit<ExportBill, 'lineItems'>[]): Promise<ExportBill[]> {
    const lineItems = new Map<string, InvoiceLineItemRow[]>(bills.map((bill) => [bill.id, []]));
    const ids = [...lineItems.keys()];
    for (let start = 0; start < ids.length; start += CHUNK) {
      const items = await db.selectFrom('invoice_line_items').selectAll().where('invoice_id', 'in', ids.slice(start, start + CHUNK)).orderBy('invoice_id').orderBy('position').execute();
      for (const item of items) lineItems.get(item.invoice_id)?.push(item);
    }
    return bills.map((bill) => ({ ...bill, lineItems: lineItems.get(bill.id) ?? [] }));
  }

  return {
    /** The client's saved columns; undefined while it has none (or they no longer read as columns), and the default applies. */
    async mapping(clientId: string): Promise<SavedMapping | undefined> {
      const row = await db.selectFrom('client_export_mappings').select(['columns', 'updated_at']).where('client_id', '=', clientId).executeTakeFirst();
      if (!row) return undefined;
      const saved = exportMappingBody.safeParse({ columns: JSON.parse(row.columns) as unknown });
      return saved.success ? { columns: saved.data.columns, updatedAt: row.updated_at } : undefined;
    },

    async saveMapping(clientId: string, columns: ExportColumn[], userId: string): Promise<SavedMapping> {
      const values = { columns: JSON.stringify(columns), updated_at: nowIso(), updated_by: userId };
      await db
        .insertInto('client_export_mappings')
        .values({ client_id: clientId, ...values })
        .onConflict((oc) => oc.column('client_id').doUpdateSet(values))
        .execute();
      return { columns, updatedAt: values.updated_at };
    },

    /** The reviewed bills an export takes: those not exported yet, or with `includeExported` all of them. */
    async pending(clientId: string, includeExported: boolean): Promise<ExportBill[]> {
      return withLineItems(await reviewed(clientId).$if(!includeExported, (q) => q.where('invoices.exported_at', 'is', null)).execute());
    },

    /**
     * Marks the bills of `pending` exported, now, by `userId`, and answers those it marked. The
     * mark is one UPDATE that checks each row again: an export that ran meanwhile (PostgreSQL)
     * has marked its bills, and they are not taken twice.
     */
    async markExported(clientId: string, userId: string, includeExported: boolean): Promise<{ at: string; bills: ExportBill[] }> {
      const at = nowIso();
      await db
        .updateTable('invoices')
        .set({ exported_at: at, exported_by: userId })
        .where('client_id', '=', clientId)
        .where('reviewed', '=', 1)
        .$if(!includeExported, (q) => q.where('exported_at', 'is', null))
        .execute();
      const marked = await reviewed(clientId).where('invoices.exported_at', '=', at).where('invoices.exported_by', '=', userId).execute();
      return { at, bills: await withLineItems(marked) };
    },
  };
}

export type BillExportsRepository = ReturnType<typeof createBillExportsRepository>;
