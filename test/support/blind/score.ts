import { type BlindExpected, type DocumentKind, isPayableKind } from './types';

export interface BlindActual {
  documentKind: DocumentKind | null;
  payee: string | null;
  invoiceNumber: string | null;
  billDate: string | null;
  dueDate: string | null;
  totalAmountCents: number | null;
  currency: string | null;
  property: string | null;
  unit: string | null;
  /** 0..1 per field name above (documentKind included). */
  confidence: Partial<Record<string, number>>;
}

export interface FieldScore {
  field: string;
  right: boolean;
  confidentAndWrong: boolean;
}

const CONFIDENT = 0.9;

/**
 * Case, runs of whitespace, zero-width characters, trailing punctuation and an apostrophe's or a
 * quote's typographic form ("O’Briain", which a scan reads "O'Briain") do not count against a text field.
 */
export function normalizeText(value: string): string {
  return value
    .normalize('NFC')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s\p{P}]+$/u, '');
}

type Compared = keyof BlindExpected;

function same(field: Compared, expected: string | number, actual: string | number | null): boolean {
  if (actual === null) return false;
  switch (field) {
    case 'payee':
    case 'invoiceNumber':
    case 'property':
    case 'unit':
      return typeof actual === 'string' && normalizeText(actual) === normalizeText(String(expected));
    default:
      return actual === expected;
  }
}

const FIELDS: readonly Compared[] = ['documentKind', 'payee', 'invoiceNumber', 'billDate', 'dueDate', 'totalAmountCents', 'currency', 'property', 'unit'];

/**
 * One row per field the document prints, plus `payable` for documents nobody should pay:
 * right when the extractor did not call them an invoice or a credit note. A field the document
 * does not print is not scored, whatever the extractor said about it.
 */
export function scoreBlind(expected: BlindExpected, actual: BlindActual): FieldScore[] {
  const confident = (field: string): boolean => (actual.confidence[field] ?? 0) >= CONFIDENT;
  const rows: FieldScore[] = [];
  for (const field of FIELDS) {
    const want = expected[field];
    if (want === undefined) continue;
    const right = same(field, want, actual[field]);
    rows.push({ field, right, confidentAndWrong: !right && confident(field) });
  }
  if (!isPayableKind(expected.documentKind)) {
    const right = !isPayableKind(actual.documentKind);
    rows.push({ field: 'payable', right, confidentAndWrong: !right && confident('documentKind') });
  }
  return rows;
}
