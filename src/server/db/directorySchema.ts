import type { Selectable } from 'kysely';

/*
 * The property directory (issue 16, migration 0020). *_key columns hold the name lower-cased in
 * JavaScript; aliases and sender_emails are JSON arrays of text.
 */

export interface DirectoryPropertiesTable {
  id: string;
  client_id: string;
  name: string;
  name_key: string;
  aliases: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface DirectoryUnitsTable {
  id: string;
  property_id: string;
  unit: string;
  unit_key: string;
  address: string | null;
  search_text: string;
  created_at: string;
}

export interface DirectoryVendorsTable {
  id: string;
  client_id: string;
  name: string;
  name_key: string;
  aliases: string;
  sender_emails: string;
  remit_to: string | null;
  tax_id: string | null;
  /** A number of the client's chart; no foreign key, cleared when the GL account is deleted. */
  default_gl_account: string | null;
  default_property_id: string | null;
  search_text: string;
  created_at: string;
  updated_at: string;
}

export interface DirectoryVendorAccountsTable {
  id: string;
  vendor_id: string;
  client_id: string;
  /** The account's place in its vendor's list. */
  position: number;
  account_number: string;
  property_id: string | null;
  unit_id: string | null;
}

export interface DirectoryGlAccountsTable {
  client_id: string;
  number: string;
  name: string;
  created_at: string;
  updated_at: string;
}

export type DirectoryPropertyRow = Selectable<DirectoryPropertiesTable>;
export type DirectoryUnitRow = Selectable<DirectoryUnitsTable>;
export type DirectoryVendorRow = Selectable<DirectoryVendorsTable>;
export type DirectoryVendorAccountRow = Selectable<DirectoryVendorAccountsTable>;
export type DirectoryGlAccountRow = Selectable<DirectoryGlAccountsTable>;

/**
 * An invoice's place in the directory as intake resolved it (issue 16, migration 0021); null
 * when it was not (no directory, nothing matched, read before).
 */
export interface InvoiceResolutionColumns {
  property_id: string | null;
  unit_id: string | null;
  vendor_id: string | null;
  /** JSON text of the contract's Resolution (src/shared/contract/directory.ts). */
  resolution: string | null;
  /** JSON text of what the bill printed that resolved it, for learning from a reviewer's choice (src/server/directory/billClues.ts, migration 0024). */
  bill_clues: string | null;
}

/*
 * The bill export to a property-management system (issue 16, migration 0023). The marks on
 * invoices are read and written by the export alone (repositories/billExports.ts, which adds
 * them to its view of invoices), so every other writer of invoice rows leaves them be.
 */

export interface InvoiceExportColumns {
  /** When the bill last went to the PM system; null until it has. */
  exported_at: string | null;
  /** Who exported it; kept when the user is deleted. */
  exported_by: string | null;
}

export interface ClientExportMappingsTable {
  client_id: string;
  /** JSON array of the contract's ExportColumn (src/shared/contract/billExport.ts). */
  columns: string;
  updated_at: string;
  updated_by: string | null;
}
