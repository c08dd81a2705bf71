/**
 * Rows for the API benchmark: realistic enough that indexes, row widths and search matches
 * behave as in production, and deterministic (one seeded PRNG) so runs compare. Rows come out
 * oldest first, so UUID v7 ids and created_at both grow as a real database's do.
 */
import { newId } from '../../src/server/db/ids';
import { blankInvoiceRow } from '../../src/server/db/repositories/invoiceWrites';
import type { Selectable } from 'kysely';
import type { EmailsTable, InvoicesTable, ReportsTable } from '../../src/server/db/schema';
import { emailSearchText, invoiceSearchText, reportSearchText } from '../../src/server/db/searchText';

export type InvoiceSeed = Selectable<InvoicesTable>;
export type EmailSeed = Selectable<EmailsTable>;
export type ReportSeed = Selectable<ReportsTable>;

export interface ClientSeed {
  id: string;
  name: string;
  properties: string[];
  created_at: string;
}

/** Counts at BENCH_SCALE=1: what issue 4 asks the lists to hold up under. */
export const FULL_SCALE = { clients: 100, invoices: 1_000_000, emails: 200_000, reports: 200_000 };

const DAY_MS = 24 * 3600 * 1000;
const SPAN_MS = 2 * 365 * DAY_MS;

/** mulberry32: small, fast and good enough to spread test data. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Vendors with their billing address; "Plumbing" is the word the invoice search looks for. */
export const VENDORS = [
  ['Acme Plumbing & Heating', 'billing@acmeplumbing.com'],
  ['Brightline Electric', 'ar@brightline-electric.com'],
  ['Greenway Landscaping', 'invoices@greenwaylawn.com'],
  ['City Water Utility', 'noreply@citywater.gov'],
  ['Pacific Gas Service', 'billing@pacificgas.example'],
  ['Summit Roofing Co.', 'office@summitroofing.com'],
  ['Clearview Window Cleaning', 'accounts@clearview.example'],
  ['Atlas Elevator Maintenance', 'billing@atlaselevator.com'],
  ['Secure Lock & Key', 'invoices@securelock.example'],
  ['Northside Pest Control', 'billing@northsidepest.com'],
  ['Premier HVAC Services', 'ar@premierhvac.com'],
  ['Metro Waste Removal', 'billing@metrowaste.com'],
  ['Blue Sky Painting', 'office@blueskypainting.com'],
  ['Evergreen Carpet Care', 'billing@evergreencarpet.com'],
  ['Rapid Response Plumbing', 'dispatch@rapidplumbing.com'],
  ['Sunrise Pool Service', 'billing@sunrisepools.com'],
  ['Harbor Insurance Group', 'premiums@harborins.com'],
  ['Keystone Appliance Repair', 'service@keystoneappliance.com'],
  ['Granite Paving & Concrete', 'ar@granitepaving.com'],
  ['Lakeside Fire Protection', 'billing@lakesidefire.com'],
  ['Oakwood Tree Service', 'office@oakwoodtree.com'],
  ['Pioneer Security Patrol', 'billing@pioneersecurity.com'],
  ['Riverbend Glass & Mirror', 'invoices@riverbendglass.com'],
  ['Silverline Internet', 'billing@silverline.net'],
  ['Trinity Janitorial', 'ar@trinityjanitorial.com'],
  ['Valley Electric Supply', 'billing@valleyelectric.com'],
  ['Westside Hardware', 'accounts@westsidehardware.com'],
  ['Allied Gutter Cleaning', 'billing@alliedgutter.com'],
  ['Cornerstone Masonry', 'office@cornerstonemasonry.com'],
  ['Delta Fence Company', 'billing@deltafence.com'],
] as const;

const DESCRIPTIONS = [
  'Monthly service',
  'Emergency repair after hours',
  'Quarterly maintenance visit',
  'Replace water heater',
  'Unclog kitchen drain',
  'Annual fire alarm inspection',
  'Common area cleaning',
  'Snow removal',
  'Landscaping and irrigation check',
  'Roof leak repair',
  'Elevator inspection and certification',
  'Pest treatment, all units',
  'Interior painting, vacant unit turnover',
  'Carpet shampoo',
  'Replace exterior light fixtures',
  'Trash pickup, dumpster rental',
  'Pool chemicals and cleaning',
  'Rekey locks after move-out',
  'HVAC filter replacement',
  'Gutter cleaning',
];

const STREETS = ['Maple', 'Oak', 'Cedar', 'Pine', 'Elm', 'Birch', 'Willow', 'Spruce', 'Harbor', 'Lake', 'Hill', 'Park', 'River', 'Sunset', 'Main'];
const SUFFIXES = ['Court', 'Gardens', 'Apartments', 'Terrace', 'Plaza', 'Commons', 'Villas', 'Heights'];
const GL_ACCOUNTS = ['6100 Repairs', '6110 Plumbing', '6120 Electrical', '6200 Landscaping', '6300 Utilities', '6400 Cleaning', '6500 Insurance'];

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Amounts between about $20 and $20,000, most of them small, as bills are. */
const amountCents = (random: () => number) => Math.round(Math.exp(3 + random() * 6.9) * 100);

/** The i-th of n timestamps over the two years before `end`, increasing, with jitter within its slot. */
function spreadAt(i: number, n: number, end: number, random: () => number): number {
  const slot = SPAN_MS / n;
  return Math.floor(end - SPAN_MS + (i + random()) * slot);
}

export function makeClients(count: number, random: () => number, end: number): ClientSeed[] {
  return Array.from({ length: count }, (_, i) => {
    const street = STREETS[i % STREETS.length] as string;
    const name = `${street} ${SUFFIXES[Math.floor(i / STREETS.length) % SUFFIXES.length]} ${i + 1}`;
    const propertyCount = 2 + Math.floor(random() * 6);
    const properties = Array.from({ length: propertyCount }, (_, p) => `${100 + p * 20 + i} ${pick(random, STREETS)} Street`);
    return { id: newId(end - SPAN_MS - DAY_MS), name, properties, created_at: new Date(end - SPAN_MS - DAY_MS).toISOString() };
  });
}

/** Older work has mostly been reviewed; the last month mostly not. */
const reviewedAt = (created: number, end: number, random: () => number) => (random() < (end - created > 30 * DAY_MS ? 0.8 : 0.15) ? 1 : 0);

/**
 * One e-mail and its processing report. The report's text mentions "duplicate" in about one in
 * twelve, the word the report search looks for.
 */
export function makeEmailAndReport(i: number, n: number, clients: ClientSeed[], random: () => number, end: number): { email: EmailSeed; report: ReportSeed } {
  const client = clients[i % clients.length] as ClientSeed;
  const created = spreadAt(i, n, end, random);
  const [vendor, sender] = pick(random, VENDORS);
  const number = `INV-${10000 + Math.floor(random() * 90000)}`;
  const subject = random() < 0.7 ? `Invoice ${number} from ${vendor}` : `${vendor}: statement for ${isoDay(created).slice(0, 7)}`;
  const text_body =
    `Hello,\n\nPlease find attached invoice ${number} for ${pick(random, DESCRIPTIONS).toLowerCase()} at ${pick(random, client.properties)}.` +
    `\nPayment is due within 30 days.\n\nThank you for your business,\n${vendor} accounts receivable`;
  const at = new Date(created).toISOString();
  const email: EmailSeed = {
    id: newId(created),
    client_id: client.id,
    message_id: `<${i}.${created}@${sender.split('@')[1]}>`,
    subject,
    sender_email: sender,
    sender_name: vendor,
    recipients: JSON.stringify([`bills+${i % clients.length}@smartbill.example`]),
    sent_at: at,
    text_body,
    html_body: null,
    status: 'processed',
    source: 'smtp',
    is_reviewed: reviewedAt(created, end, random),
    comment: random() < 0.05 ? 'Checked with the property manager' : '',
    comments: '[]',
    version: 0,
    search_text: '',
    created_at: at,
    updated_at: at,
  };
  email.search_text = emailSearchText(email);
  return { email, report: makeReport(email, created, random) };
}

function makeReport(email: EmailSeed, created: number, random: () => number): ReportSeed {
  const roll = random();
  const status: ReportSeed['status'] = roll < 0.85 ? 'processed' : roll < 0.92 ? 'partial' : roll < 0.97 ? 'no_invoices' : 'failed';
  const invoices = status === 'processed' || status === 'partial' ? 1 + Math.floor(random() * 3) : 0;
  const errors = status === 'partial' || status === 'failed' ? 1 : 0;
  const file = `invoice-${email.message_id?.slice(1, 8) ?? 'x'}.pdf`;
  const note = status === 'partial' ? 'possible duplicate of an earlier invoice' : status === 'failed' ? 'the PDF could not be read' : 'invoice extracted';
  const at = new Date(created + 3000).toISOString();
  const report: ReportSeed = {
    id: newId(created + 3000),
    client_id: email.client_id,
    email_id: email.id,
    sender_email: email.sender_email,
    success: status === 'processed' ? 1 : 0,
    status,
    processed_count: invoices + errors,
    invoice_count: invoices,
    error_count: errors,
    details: JSON.stringify([{ filename: file, outcome: status, message: note }]),
    report_text: `${status === 'failed' ? 'Failed' : 'Processed'}: e-mail "${email.subject}" from ${email.sender_email}.\n- ${file}: ${note}`,
    search_text: '',
    created_at: at,
    updated_at: at,
  };
  report.search_text = reportSearchText(report);
  return report;
}

/** An invoice, 80% of them from one of the client's e-mails (any of them: the link is not what is measured). */
export function makeInvoice(i: number, n: number, clients: ClientSeed[], emailIds: string[][], random: () => number, end: number): InvoiceSeed {
  const clientIndex = i % clients.length;
  const client = clients[clientIndex] as ClientSeed;
  const created = spreadAt(i, n, end, random);
  const [vendor, sender] = pick(random, VENDORS);
  const bill = created - Math.floor(random() * 20) * DAY_MS;
  const cents = amountCents(random);
  const fromEmail = random() < 0.8 && (emailIds[clientIndex]?.length ?? 0) > 0;
  const at = new Date(created).toISOString();
  // Every column at its default first: the seed states what it varies.
  const invoice: InvoiceSeed = {
    ...blankInvoiceRow(client.id, at, newId(created)),
    email_id: fromEmail ? pick(random, emailIds[clientIndex] as string[]) : null,
    payee: vendor,
    invoice_number: `${vendor.slice(0, 3).toUpperCase()}-${100000 + i}`,
    total_amount_cents: cents,
    total_cents: cents,
    bill_date: isoDay(bill),
    due_date: isoDay(bill + 30 * DAY_MS),
    description: pick(random, DESCRIPTIONS),
    property: pick(random, client.properties),
    unit: random() < 0.5 ? `Unit ${1 + Math.floor(random() * 40)}` : null,
    work_order: random() < 0.2 ? `WO-${Math.floor(random() * 100000)}` : null,
    cash_account: '1010 Operating',
    gl_account: pick(random, GL_ACCOUNTS),
    page_number: 1,
    page_count: 1,
    reviewed: reviewedAt(created, end, random),
    sender_email: fromEmail ? sender : null,
    confidence: '{"payee":0.98,"invoiceNumber":0.95,"totalAmount":0.99,"billDate":0.9}',
    currency: 'USD',
    source: fromEmail ? 'email' : 'upload',
  };
  invoice.search_text = invoiceSearchText(invoice);
  return invoice;
}
