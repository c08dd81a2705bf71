import { type Layout } from './core/layout';
import { BLIND2_SEED, drawDocument } from './draw';
import { buildEmails } from './emails';
import { layouts } from './layouts';
import { type BlindDocument2, type BlindEmail } from './types';

export type { BlindDocument, BlindDocument2, BlindEmail, BlindExpected, DocumentKind, PageGroup } from './types';
export { layouts } from './layouts';
export { BLIND2_SEED } from './draw';

interface Planned {
  layout: Layout;
  variant: number;
  scanned: boolean;
}

/** One document in three is scanned, spread so that every layout has one. */
function plan(): Planned[] {
  return layouts.flatMap((layout, index) => layout.kinds.map((_, variant) => ({ layout, variant, scanned: (index + variant) % 3 === 1 })));
}

/** Every document of the set with whether it is a scan, without drawing anything. */
export function planBlindSet2(): { id: string; layout: string; kind: string; scanned: boolean }[] {
  return plan().map(({ layout, variant, scanned }) => ({ id: documentId(layout, variant, scanned), layout: layout.id, kind: layout.kinds[variant] ?? 'invoice', scanned }));
}

function documentId(layout: Layout, variant: number, scanned: boolean): string {
  return `${layout.id}-${String(variant + 1).padStart(2, '0')}${scanned ? '-scan' : ''}`;
}

async function make({ layout, variant, scanned }: Planned, seed: number): Promise<BlindDocument2> {
  const { pdf, rng, name, expected, invoices } = await drawDocument(layout, variant, seed);
  const id = documentId(layout, variant, scanned);
  let file: BlindDocument2['file'] = { bytes: pdf, filename: name, contentType: 'application/pdf' };
  if (scanned) {
    // Loaded only when wanted: the scanner needs pdf.js and sharp, which a quick text-only run does without.
    const { scan } = await import('../blind/scan');
    const base = rng.chance(0.5) ? name.replace(/\.pdf$/, '') : `${rng.pick(['scan', 'SCAN_', 'IMG_', 'Doc', 'scanned_'])}${rng.digits(4)}`;
    file = await scan(pdf, rng.fork('scan'), base);
  }
  const doc: BlindDocument2 = { id, layout: layout.id, family: layout.family, vendorKind: layout.vendorKind, rendering: scanned ? 'scan' : 'text', file, expected };
  if (invoices.length > 0) doc.invoices = invoices;
  return doc;
}

/**
 * Blind set 2: every layout's documents, a third of them as scans. With `scans: false` the
 * would-be scans are left out, and the rest is byte for byte what the full set holds.
 */
export async function generateBlindSet2(options: { scans?: boolean; seed?: number } = {}): Promise<BlindDocument2[]> {
  const seed = options.seed ?? BLIND2_SEED;
  const wanted = plan().filter((p) => options.scans !== false || !p.scanned);
  const out: BlindDocument2[] = new Array(wanted.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    for (let i = next++; i < wanted.length; i = next++) {
      const planned = wanted[i];
      if (planned) out[i] = await make(planned, seed);
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return out;
}

/** Set 2's e-mails: bills written in the body, and mail that holds no bill (some with a PDF of this set attached). */
export function generateBlindEmails(options: { seed?: number } = {}): Promise<BlindEmail[]> {
  return buildEmails(options.seed ?? BLIND2_SEED);
}
