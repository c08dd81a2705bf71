import { formatDate } from './core/dates';
import { type Layout } from './core/layout';
import { formatMoney } from './core/money';
import { Rng, hashSeed } from './core/rng';
import { buildScenario } from './core/scenario';
import { layouts } from './layouts';
import { Paper, type Sheet } from './pdf/paper';
import { scan } from './scan';
import { type BlindDocument } from './types';

export type { BlindDocument, BlindExpected, DocumentKind } from './types';
export { layouts } from './layouts';

/** The seed the set was frozen with. */
export const BLIND_SEED = 20250302;

interface Planned {
  layout: Layout;
  variant: number;
  scanned: boolean;
}

/** One document in three is scanned, spread so that every layout has one. */
function plan(): Planned[] {
  return layouts.flatMap((layout, index) => layout.kinds.map((_, variant) => ({ layout, variant, scanned: (index + variant) % 3 === 0 })));
}

async function make({ layout, variant, scanned }: Planned, seed: number): Promise<BlindDocument> {
  const kind = layout.kinds[variant] ?? 'invoice';
  const rng = new Rng(hashSeed(seed, layout.id, variant));
  const s = buildScenario(rng, layout.vendor, layout.spec, kind);
  const paper = await Paper.create(layout.page ?? s.info.page);
  let first: Sheet | undefined;
  const expected = layout.draw({
    paper,
    s,
    $: (cents) => formatMoney(cents, layout.money),
    d: (iso) => formatDate(iso, layout.dates),
    get sheet() {
      first ??= paper.page();
      return first;
    },
  });
  const pdf = await paper.save();
  const id = `${layout.id}-${String(variant + 1).padStart(2, '0')}${scanned ? '-scan' : ''}`;
  const name = layout.filename(s);
  const file = scanned
    ? await scan(pdf, rng.fork('scan'), rng.chance(0.5) ? name.replace(/\.pdf$/, '') : `${rng.pick(['scan', 'Scan_', 'IMG_', 'DOC'])}${rng.digits(4)}`)
    : { bytes: pdf, filename: name, contentType: 'application/pdf' as const };
  return { id, layout: layout.id, vendorKind: layout.vendorKind, rendering: scanned ? 'scan' : 'text', file, expected };
}

/**
 * The blind set: every layout's documents, a third of them as scans. With `scans: false` the
 * would-be scans are left out, and the rest is byte for byte what the full set holds.
 */
export async function generateBlindSet(options: { seed?: number; scans?: boolean } = {}): Promise<BlindDocument[]> {
  const seed = options.seed ?? BLIND_SEED;
  const wanted = plan().filter((p) => options.scans !== false || !p.scanned);
  // A few at a time: sharp works off the main thread while pdf.js draws the next page.
  const out: BlindDocument[] = new Array(wanted.length);
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
