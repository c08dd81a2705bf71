/**
 * Fills a migrated database with clients, e-mails with their reports, and invoices, in
 * batches, oldest first.
 */
import { FULL_SCALE, makeClients, makeEmailAndReport, makeInvoice, prng, type ClientSeed } from './seedData';
import type { BenchTarget, SeedRow, SeedTable } from './targets';

export interface SeedCounts {
  clients: number;
  invoices: number;
  emails: number;
  reports: number;
}

export interface SeedResult {
  clients: ClientSeed[];
  counts: SeedCounts;
  seconds: number;
  indexSeconds: number;
}

const BATCH = 5000;
const TABLES: SeedTable[] = ['clients', 'emails', 'reports', 'invoices'];

export function countsAt(scale: number): SeedCounts {
  return {
    clients: FULL_SCALE.clients,
    invoices: Math.round(FULL_SCALE.invoices * scale),
    emails: Math.round(FULL_SCALE.emails * scale),
    reports: Math.round(FULL_SCALE.reports * scale),
  };
}

/** Prints a dot-free progress line now and then, so a ten-minute seed does not look hung. */
function progress(label: string, total: number) {
  let last = performance.now();
  return (done: number) => {
    if (performance.now() - last < 5000 && done < total) return;
    last = performance.now();
    console.log(`  ${label}: ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')}`);
  };
}

export async function seed(target: BenchTarget, counts: SeedCounts): Promise<SeedResult> {
  const started = performance.now();
  const random = prng(2026);
  const end = Date.now() - 60_000;
  const writer = await target.bulkWriter(TABLES);

  const clients = makeClients(counts.clients, random, end);
  await writer.insert(
    'clients',
    clients.map((c) => ({ id: c.id, name: c.name, forward_email: null, appfolio_url: null, created_at: c.created_at, updated_at: c.created_at })),
  );

  // E-mails and reports come in pairs (one report per processed e-mail); their ids are kept per client for the invoices to link to.
  const emailIds: string[][] = clients.map(() => []);
  const showEmails = progress('e-mails and reports', counts.emails);
  for (let from = 0; from < counts.emails; from += BATCH) {
    const emails: SeedRow[] = [];
    const reports: SeedRow[] = [];
    for (let i = from; i < Math.min(counts.emails, from + BATCH); i += 1) {
      const { email, report } = makeEmailAndReport(i, counts.emails, clients, random, end);
      emails.push({ ...email });
      if (i < counts.reports) reports.push({ ...report });
      emailIds[i % clients.length]?.push(email.id);
    }
    await writer.insert('emails', emails);
    await writer.insert('reports', reports);
    showEmails(Math.min(counts.emails, from + BATCH));
  }

  const showInvoices = progress('invoices', counts.invoices);
  for (let from = 0; from < counts.invoices; from += BATCH) {
    const invoices: SeedRow[] = [];
    for (let i = from; i < Math.min(counts.invoices, from + BATCH); i += 1) invoices.push({ ...makeInvoice(i, counts.invoices, clients, emailIds, random, end) });
    await writer.insert('invoices', invoices);
    showInvoices(Math.min(counts.invoices, from + BATCH));
  }

  console.log('  rebuilding indexes...');
  const { indexSeconds } = await writer.finish();
  return { clients, counts, seconds: (performance.now() - started) / 1000, indexSeconds };
}
