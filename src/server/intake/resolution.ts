import type { Kysely } from 'kysely';
import { loadDirectory } from '../db/repositories/directory/snapshot';
import type { NewInvoice, NewLineItem } from '../db/repositories/intake';
import type { Database, InvoiceResolutionColumns } from '../db/schema';
import { cluesJson } from '../directory/billClues';
import { createResolver, type Resolver } from '../directory/resolver';
import { accountKey } from '../directory/resolver/text';
import type { BillInput, BillResolution, PastCoding } from '../directory/resolver/types';
import type { InvoiceFields } from '../../shared/contract/invoices';
import type { ExtractedInvoice } from './pdf/types';

/*
 * Every bill resolved at intake (issue 16): the client's directory names the bill's property,
 * unit, vendor and GL account (src/server/directory/resolver), and the invoice keeps the ids,
 * the directory's names and the reasons. A client without a directory is left as it was:
 * nothing is written and the resolution stays null.
 *
 * The built resolver is kept per client for FRESH_MS and then rebuilt on the next bill, so an
 * edit of the directory (or a reviewer's new coding) reaches intake within a few seconds without
 * a version to keep in step with every directory write; `forgetDirectory` drops a client's at
 * once, for a writer that wants its change seen by the very next bill.
 */

/** How long a client's built resolver serves before the directory and coding history are read again. */
const FRESH_MS = 5000;
/** Clients whose resolvers are kept at once, per database; past it the oldest go. */
const CLIENTS_MAX = 500;
/** The newest codings read per client: the resolver wants only each vendor's latest few. */
const HISTORY_MAX = 5000;

export interface ClientResolver {
  resolver: Resolver;
  propertyNames: ReadonlyMap<string, string>;
  unitLabels: ReadonlyMap<string, string>;
}

interface Kept {
  at: number;
  built: Promise<ClientResolver | null>;
}

const kept = new WeakMap<object, Map<string, Kept>>();

function keptFor(db: Kysely<Database>): Map<string, Kept> {
  let clients = kept.get(db);
  if (!clients) {
    clients = new Map();
    kept.set(db, clients);
  }
  return clients;
}

/** The client's resolver, or null when its directory has neither properties nor vendors. */
export function resolverFor(db: Kysely<Database>, clientId: string): Promise<ClientResolver | null> {
  const clients = keptFor(db);
  const now = Date.now();
  const known = clients.get(clientId);
  if (known && now - known.at < FRESH_MS) return known.built;
  const built = buildResolver(db, clientId);
  clients.delete(clientId);
  if (clients.size >= CLIENTS_MAX) clients.delete(clients.keys().next().value as string);
  clients.set(clientId, { at: now, built });
  // A failed read is not kept: the next bill tries again.
  built.catch(() => clients.get(clientId)?.built === built && clients.delete(clientId));
  return built;
}

/** Drops the client's kept resolver: its next bill reads the directory afresh. */
export function forgetDirectory(db: Kysely<Database>, clientId: string): void {
  kept.get(db)?.delete(clientId);
}

async function buildResolver(db: Kysely<Database>, clientId: string): Promise<ClientResolver | null> {
  const directory = await loadDirectory(db, clientId);
  if (directory.properties.length === 0 && directory.vendors.length === 0) return null;
  const history = await codingHistory(db, clientId);
  return {
    resolver: createResolver({ ...directory, history }),
    propertyNames: new Map(directory.properties.map((p) => [p.id, p.name])),
    unitLabels: new Map(directory.units.map((u) => [u.id, u.unit])),
  };
}

/**
 * How the client's reviewed bills of known vendors were coded, newest first: the bill's GL
 * account, and each line's. Only reviewed bills: an unreviewed one's account may be intake's
 * own suggestion, which would otherwise come back as the vendor's settled policy.
 */
async function codingHistory(db: Kysely<Database>, clientId: string): Promise<PastCoding[]> {
  const [bills, lines] = await Promise.all([
    db
      .selectFrom('invoices')
      .select(['vendor_id', 'gl_account', 'created_at'])
      .where('client_id', '=', clientId)
      .where('vendor_id', 'is not', null)
      .where('gl_account', 'is not', null)
      .where('reviewed', '=', 1)
      .orderBy('created_at', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
    db
      .selectFrom('invoice_line_items as l')
      .innerJoin('invoices as i', 'i.id', 'l.invoice_id')
      .select(['i.vendor_id', 'l.gl_account', 'l.description', 'i.created_at'])
      .where('i.client_id', '=', clientId)
      .where('i.vendor_id', 'is not', null)
      .where('l.gl_account', 'is not', null)
      .where('i.reviewed', '=', 1)
      .orderBy('i.created_at', 'desc')
      .limit(HISTORY_MAX)
      .execute(),
  ]);
  return [
    ...bills.map((b) => ({ vendorId: b.vendor_id as string, glAccount: b.gl_account as string, description: null, at: b.created_at })),
    ...lines.filter((l) => l.description.trim() !== '').map((l) => ({ vendorId: l.vendor_id as string, glAccount: l.gl_account as string, description: l.description, at: l.created_at })),
  ];
}

/** What a bill shows, from extraction or an uploader's form. */
export interface BillFacts {
  payee: string | null;
  senderEmail: string | null;
  reference: string | null;
  property: string | null;
  unit: string | null;
  lineItems: readonly { description: string }[];
  /** What extraction read, when it read the document: its text and evidence. */
  extracted: ExtractedInvoice | undefined;
}

/** Labels of a site block in the text: "Service address:", "Job site:", "Location:". */
const SITE_LABEL = /^\s*(?:service|site|job|jobsite|property|premises|location|facility)(?:\s*(?:address|location|site))?\s*[:#-]\s*(.*)$/i;

/** Each labelled site block of the text: the label's line and up to two lines under it. */
function serviceAddresses(text: string): string[] {
  const lines = text.split('\n');
  const blocks: string[] = [];
  lines.forEach((line, at) => {
    const label = SITE_LABEL.exec(line);
    if (!label) return;
    const block = [label[1] ?? '', ...lines.slice(at + 1, at + 3)].map((l) => l.trim());
    const end = block.findIndex((l, i) => i > 0 && (l === '' || SITE_LABEL.test(l) || /:\s*\S/.test(l)));
    const kept = (end === -1 ? block : block.slice(0, end)).filter((l) => l !== '');
    if (kept.length > 0) blocks.push(kept.join('\n'));
  });
  return blocks;
}

/** The customer's account number as printed: evidence keeps it normalised ("00412 7" for "00412-7"). */
function accountNumbers(facts: BillFacts): string[] {
  const account = facts.extracted?.evidence.account;
  if (!account) return [];
  const key = accountKey(account);
  if (facts.reference && accountKey(facts.reference) === key) return [facts.reference];
  const printed = (facts.extracted?.text ?? '').split(/\s+/).find((token) => accountKey(token) === key);
  return [printed ?? account];
}

export function billInput(facts: BillFacts): BillInput {
  const text = facts.extracted?.text ?? '';
  return {
    payee: facts.payee,
    senderEmail: facts.senderEmail,
    accountNumbers: accountNumbers(facts),
    serviceAddresses: serviceAddresses(text),
    propertyText: facts.property,
    unitText: facts.unit,
    text,
    lineItems: facts.lineItems,
  };
}

/** What a bill's resolution writes: ids, the directory's names, the GL accounts to fill in, and the reasons as JSON text. */
export interface ResolvedBill {
  propertyId: string | null;
  unitId: string | null;
  vendorId: string | null;
  /** The directory's property name and unit label, null where none was resolved. */
  propertyName: string | null;
  unitLabel: string | null;
  resolved: BillResolution;
  resolutionJson: string;
  /** What the bill printed, kept for learning from a reviewer's later choice (billClues.ts). */
  cluesJson: string;
}

export function resolveBill(client: ClientResolver, facts: BillFacts): ResolvedBill {
  const bill = billInput(facts);
  const resolved = client.resolver.resolve(bill);
  return {
    propertyId: resolved.propertyId,
    unitId: resolved.unitId,
    vendorId: resolved.vendorId,
    propertyName: resolved.propertyId ? (client.propertyNames.get(resolved.propertyId) ?? null) : null,
    unitLabel: resolved.unitId ? (client.unitLabels.get(resolved.unitId) ?? null) : null,
    resolved,
    resolutionJson: JSON.stringify(resolved.resolution),
    cluesJson: cluesJson(bill),
  };
}

/**
 * An extracted invoice's row and line items with its resolution: the ids and reasons, the
 * directory's names for what was resolved, and the GL accounts suggested where the document
 * printed none.
 */
export function withResolution(row: NewInvoice, items: NewLineItem[], r: ResolvedBill): { row: NewInvoice; items: NewLineItem[] } {
  return {
    row: {
      ...row,
      property_id: r.propertyId,
      unit_id: r.unitId,
      vendor_id: r.vendorId,
      resolution: r.resolutionJson,
      bill_clues: r.cluesJson,
      property: r.propertyName ?? row.property ?? null,
      unit: r.unitLabel ?? row.unit ?? null,
      gl_account: row.gl_account ?? r.resolved.glAccount,
    },
    items: items.map((item, i) => ({ ...item, gl_account: item.gl_account ?? r.resolved.lineGlAccounts[i] ?? null })),
  };
}

/** The facts of an extracted bill, for `resolveBill`. */
export function extractedFacts(x: ExtractedInvoice, senderEmail: string | null): BillFacts {
  return { payee: x.payee, senderEmail, reference: x.reference, property: x.property, unit: x.unit, lineItems: x.lineItems, extracted: x };
}

/**
 * An upload resolved as intake resolves an e-mailed bill: the form's fields (what the uploader
 * typed, else what extraction read) with the directory's names and suggested GL accounts, and
 * the columns to write. Unchanged, with no columns, for a client without a directory.
 */
export async function resolveUpload(
  db: Kysely<Database>,
  clientId: string,
  fields: InvoiceFields,
  extracted: ExtractedInvoice | undefined,
): Promise<{ fields: InvoiceFields; columns: InvoiceResolutionColumns | undefined }> {
  const directory = await resolverFor(db, clientId);
  if (!directory) return { fields, columns: undefined };
  const lineItems = fields.lineItems ?? [];
  const r = resolveBill(directory, {
    payee: fields.payee ?? null,
    senderEmail: null,
    reference: fields.reference ?? null,
    property: fields.property ?? null,
    unit: fields.unit ?? null,
    lineItems: lineItems.map((item) => ({ description: item.description })),
    extracted,
  });
  return {
    fields: {
      ...fields,
      property: r.propertyName ?? fields.property,
      unit: r.unitLabel ?? fields.unit,
      glAccount: fields.glAccount ?? r.resolved.glAccount,
      ...(fields.lineItems ? { lineItems: fields.lineItems.map((item, i) => ({ ...item, glAccount: item.glAccount ?? r.resolved.lineGlAccounts[i] ?? null })) } : {}),
    },
    columns: { property_id: r.propertyId, unit_id: r.unitId, vendor_id: r.vendorId, resolution: r.resolutionJson, bill_clues: r.cluesJson },
  };
}
