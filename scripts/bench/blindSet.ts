/**
 * A blind set (test/support/blind and blind2, written without reading the extractor) through the
 * real worker pool: per field, per rendering (text PDF / scan), the document kind, and the count
 * of fields given at confidence >= 0.9 that are wrong (the figure that must be 0).
 */
import type { PdfOutcome } from '../../src/server/intake/pdf/types';
import type { BlindDocument } from '../../test/support/blind';
import type { BlindExpected } from '../../test/support/blind/types';
import { scoreBlind, type BlindActual } from '../../test/support/blind/score';

const EMPTY: BlindReading = { documentKind: null, payee: null, invoiceNumber: null, billDate: null, dueDate: null, totalAmountCents: null, currency: null, property: null, unit: null, confidence: {}, totalCents: null };

/** What the extractor said about a document, in the blind set's terms: its first bill, or what it is instead. */
/** A blind set's fields, and the invoice's total before payments (a paid bill's charge). */
export type BlindReading = BlindActual & { totalCents: number | null };

export function blindActual(outcome: PdfOutcome): BlindReading {
  const document = outcome.kind === 'invoices' ? outcome.invoices[0] : outcome.kind === 'not-a-bill' ? outcome.document : undefined;
  if (!document) return outcome.kind === 'no-invoice' ? { ...EMPTY, documentKind: 'not_a_bill' } : EMPTY;
  return {
    documentKind: document.documentKind,
    payee: document.payee,
    invoiceNumber: document.invoiceNumber,
    billDate: document.billDate,
    dueDate: document.dueDate,
    totalAmountCents: document.totalAmountCents,
    totalCents: document.totalCents,
    currency: document.currency,
    property: document.property,
    unit: document.unit,
    confidence: { ...document.confidence, totalAmountCents: document.confidence.totalAmount },
  };
}

interface Tally {
  right: number;
  total: number;
  confidentWrong: number;
}

const pct = (t: Tally | undefined) => (t && t.total > 0 ? `${((100 * t.right) / t.total).toFixed(1)}%` : '-');

interface BlindReader {
  analyze(doc: BlindDocument): Promise<PdfOutcome>;
  /** How long the last document's text layer took to read, before any OCR of its logo. */
  textLayerMs(): number;
}

export async function benchBlind(title: string, generate: () => Promise<BlindDocument[]>, reader: BlindReader): Promise<void> {
  const started = performance.now();
  const set = await generate();
  console.log(`\n${title}: ${set.length} documents generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const tallies = new Map<string, Tally>();
  const add = (key: string, right: boolean, confidentWrong: boolean) => {
    const t = tallies.get(key) ?? { right: 0, total: 0, confidentWrong: 0 };
    t.total += 1;
    if (right) t.right += 1;
    if (confidentWrong) t.confidentWrong += 1;
    tallies.set(key, t);
  };
  const wrongAtConfidence: string[] = [];
  const misses: string[] = [];
  const millis: Record<BlindDocument['rendering'] | 'textLayer', number[]> = { text: [], scan: [], textLayer: [] };
  for (const doc of set) {
    const started = performance.now();
    const outcome = await reader.analyze(doc);
    const pages = 'pageCount' in outcome ? Math.max(1, outcome.pageCount) : 1;
    millis[doc.rendering].push((performance.now() - started) / pages);
    if (doc.rendering === 'text') millis.textLayer.push(reader.textLayerMs() / pages);
    const actual = blindActual(outcome);
    for (const row of scoreBlind(doc.expected, actual)) {
      const header = row.field !== 'documentKind' && row.field !== 'payable';
      for (const key of [`${doc.rendering}|${row.field}`, `all|${row.field}`, ...(header ? [`${doc.rendering}|header`, 'all|header'] : [])]) add(key, row.right, row.confidentAndWrong);
      if (row.confidentAndWrong) wrongAtConfidence.push(`${doc.id}.${row.field}`);
      if (!row.right && process.env.BLIND_VERBOSE) misses.push(`  ${doc.id} (${doc.rendering}) ${row.field}: want ${JSON.stringify(row.field === 'payable' ? false : doc.expected[row.field as keyof BlindExpected])}, got ${JSON.stringify(row.field === 'payable' ? actual.documentKind : actual[row.field as keyof BlindExpected])}`);
    }
  }
  const fields = ['documentKind', 'payable', 'payee', 'invoiceNumber', 'billDate', 'dueDate', 'totalAmountCents', 'currency', 'property', 'unit', 'header'];
  console.log(`${'field'.padEnd(18)}${['text PDF', 'scan', 'all'].map((c) => c.padStart(16)).join('')}`);
  for (const field of fields) {
    const cells = ['text', 'scan', 'all'].map((r) => {
      const t = tallies.get(`${r}|${field}`);
      return (t ? `${t.right}/${t.total} ${pct(t)}` : '-').padStart(16);
    });
    console.log(`${(field === 'header' ? 'header fields' : field).padEnd(18)}${cells.join('')}`);
  }
  console.log(`Targets: header fields text >= 98%, scan >= 92%; document kind >= 98%; wrong at confidence >= 0.9: 0`);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
  console.log(`Time per page, one at a time: text PDF median ${median(millis.text).toFixed(1)} ms with the logo reading, ${median(millis.textLayer).toFixed(1)} ms its text layer alone (target 10 ms), scan median ${median(millis.scan).toFixed(0)} ms (target 2,000 ms)`);
  if (misses.length) console.log(misses.join('\n'));
  console.log(`Wrong at confidence >= 0.9: ${wrongAtConfidence.length}${wrongAtConfidence.length ? ` (${wrongAtConfidence.slice(0, 20).join(', ')}${wrongAtConfidence.length > 20 ? ', …' : ''})` : ''}`);
}
