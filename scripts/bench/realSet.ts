/**
 * Real invoices that vendors and projects published (gathered from public repositories, kept out
 * of this repository like the corpus; REAL_INVOICES_DIR, by default ../realinvoices and ../realinvoices2 beside it):
 * each X.pdf with X.json stating only the fields the document prints, keyed by hand. Scored per
 * field stated, with the count of fields given at confidence >= 0.9 that are wrong. A payee is
 * right as any name the set keys, its company form aside.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { PdfOutcome } from '../../src/server/intake/pdf/types';
import { isPayableKind, type DocumentKind } from '../../test/support/blind/types';
import { blindActual } from './blindSet';

interface Truth {
  documentKind: DocumentKind;
  /** Every name the page prints for the issuer (a brand and its legal name) is a right payee. */
  payee?: string | string[];
  invoiceNumber?: string;
  billDate?: string;
  dueDate?: string;
  totalAmountCents?: number;
  currency?: string;
  notes?: string;
}

const FIELDS = ['documentKind', 'payee', 'invoiceNumber', 'billDate', 'dueDate', 'totalAmountCents', 'currency'] as const;
const CONFIDENT = 0.9;

/** Punctuation, case, accents and spacing aside: "Amazon Web Services, Inc." is "amazon web services inc", "ESPAÑA S.A.U." is "espana sau". */
const loose = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/\./g, '')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** A company form at the end of a name: "Republic Services, Inc." as printed is the "Republic Services" keyed. */
const COMPANY_FORM = / (?:inc|incorporated|llc|lp|llp|ltd|limited|co|corp|corporation|company|plc|gmbh|ag|sa|sas|sarl|bv|nv|pvt ltd|pty ltd|private limited)$/;
const samePayee = (got: string, want: string) => loose(got) === loose(want) || loose(got).replace(COMPANY_FORM, '') === loose(want).replace(COMPANY_FORM, '');

/** Each folder of REAL_INVOICES_DIR (separated as PATH is), by default ../realinvoices and ../realinvoices2: one set each. */
export async function benchRealSets(analyze: (bytes: Uint8Array) => Promise<PdfOutcome>): Promise<void> {
  const outside = path.join(__dirname, '..', '..', '..');
  const roots = process.env.REAL_INVOICES_DIR?.split(path.delimiter) ?? [path.join(outside, 'realinvoices'), path.join(outside, 'realinvoices2')];
  for (const root of roots) await benchRealSet(path.resolve(root), analyze);
}

async function benchRealSet(root: string, analyze: (bytes: Uint8Array) => Promise<PdfOutcome>): Promise<void> {
  if (!existsSync(root)) {
    console.log(`\nReal published invoices: ${root} is absent, skipped (REAL_INVOICES_DIR names the folder).`);
    return;
  }
  const files = readdirSync(root).filter((name) => name.endsWith('.pdf') && existsSync(path.join(root, name.replace(/\.pdf$/, '.json')))).sort();
  const tally = new Map<string, { right: number; total: number }>();
  const wrongAtConfidence: string[] = [];
  const misses: string[] = [];
  for (const name of files) {
    const truth = JSON.parse(readFileSync(path.join(root, name.replace(/\.pdf$/, '.json')), 'utf8')) as Truth;
    const actual = blindActual(await analyze(new Uint8Array(readFileSync(path.join(root, name)))));
    // The set keys a paid bill's amount as what it charged; the extractor's amount due on a receipt is its zero balance, its total the charge.
    const paid = truth.documentKind === 'receipt' || /\bpaid\b/i.test(truth.notes ?? '');
    for (const field of FIELDS) {
      const want = truth[field];
      if (want === undefined) continue;
      let right: boolean;
      let got: unknown = actual[field];
      if (field === 'documentKind') right = isPayableKind(truth.documentKind) === isPayableKind(actual.documentKind);
      else if (field === 'totalAmountCents') {
        got = paid ? [actual.totalAmountCents, actual.totalCents] : actual.totalAmountCents;
        right = paid ? actual.totalAmountCents === want || actual.totalCents === want : actual.totalAmountCents === want;
      } else if (field === 'payee') right = typeof got === 'string' && [want].flat().some((name) => samePayee(got as string, String(name)));
      else if (field === 'invoiceNumber') right = typeof got === 'string' && loose(got) === loose(String(want));
      else right = got === want;
      const entry = tally.get(field) ?? { right: 0, total: 0 };
      entry.total += 1;
      if (right) entry.right += 1;
      tally.set(field, entry);
      const confidenceKey = field === 'totalAmountCents' ? 'totalAmount' : field;
      if (!right && (actual.confidence[confidenceKey] ?? 0) >= CONFIDENT && got !== null) wrongAtConfidence.push(`${name}.${field}`);
      if (!right && process.env.REAL_INVOICES_VERBOSE) misses.push(`  ${name} ${field}: want ${JSON.stringify(want)}, got ${JSON.stringify(got)}`);
    }
  }
  const pct = (t: { right: number; total: number }) => `${t.right}/${t.total} (${((100 * t.right) / t.total).toFixed(1)}%)`;
  const all = [...tally.entries()].filter(([field]) => field !== 'documentKind').reduce((sum, [, t]) => ({ right: sum.right + t.right, total: sum.total + t.total }), { right: 0, total: 0 });
  console.log(`\nReal published invoices (${root}): ${files.length} documents`);
  console.log(`  ${FIELDS.map((field) => `${field === 'documentKind' ? 'kept out of / in payables' : field} ${tally.has(field) ? pct(tally.get(field)!) : '-'}`).join('  ')}`);
  console.log(`  fields they state: ${pct(all)} (target 90%)`);
  console.log(`  wrong at confidence >= 0.9: ${wrongAtConfidence.length}${wrongAtConfidence.length ? ` (${wrongAtConfidence.join(', ')})` : ''}`);
  if (misses.length) console.log(misses.join('\n'));
}
