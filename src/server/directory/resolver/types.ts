import type { Resolution } from '../../../shared/contract/directory';

/*
 * What the resolver reads and answers (issue 16). The directory is one client's, loaded once
 * and indexed; a bill is what extraction found on one invoice.
 */

export interface DirectoryProperty {
  id: string;
  name: string;
  aliases: readonly string[];
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

export interface DirectoryUnit {
  id: string;
  propertyId: string;
  /** "204", "B", "Suite 3". */
  unit: string;
  /** A unit with its own street address. */
  address: string | null;
}

export interface DirectoryVendor {
  id: string;
  name: string;
  aliases: readonly string[];
  /** Lower-case addresses, or whole domains written "@acme.com". */
  senderEmails: readonly string[];
  remitTo: string | null;
  taxId: string | null;
  defaultGlAccount: string | null;
  defaultPropertyId: string | null;
  accounts: readonly { accountNumber: string; propertyId: string | null; unitId: string | null }[];
}

/** How one of the vendor's earlier bills was coded; the most recent wins. */
export interface PastCoding {
  vendorId: string;
  glAccount: string;
  /** The line item's description when it was coded per line; null for the bill as a whole. */
  description: string | null;
  /** ISO timestamp. */
  at: string;
}

export interface DirectoryData {
  properties: readonly DirectoryProperty[];
  units: readonly DirectoryUnit[];
  vendors: readonly DirectoryVendor[];
  glAccounts: readonly { number: string; name: string }[];
  history: readonly PastCoding[];
}

export interface BillInput {
  payee: string | null;
  senderEmail: string | null;
  /** Account numbers the document shows ("Account # 00412-7"). */
  accountNumbers: readonly string[];
  /** Service / site / job addresses the document shows, each as printed (may span lines). */
  serviceAddresses: readonly string[];
  /** The property and unit as extraction read them ("Job site: Cedar Park Plaza", "Apt 204"). */
  propertyText: string | null;
  unitText: string | null;
  /** The bill's whole text, for what the fields above missed. */
  text: string;
  lineItems: readonly { description: string }[];
}

export interface BillResolution {
  propertyId: string | null;
  unitId: string | null;
  vendorId: string | null;
  glAccount: string | null;
  /** One per line item, in order. */
  lineGlAccounts: readonly (string | null)[];
  resolution: Resolution;
}
