import { Rng, hashSeed } from '../blind/core/rng';
import { Paper, type Sheet } from '../blind/pdf/paper';
import { formatDate, formatMoney } from './core/format';
import { type Layout } from './core/layout';
import { buildScenario } from './core/scenario';
import { type BlindDocument2, type PageGroup } from './types';

/** The seed set 2 was frozen with. */
export const BLIND2_SEED = 20261125;

/** Draws one document as a text PDF, with what it printed. */
export async function drawDocument(layout: Layout, variant: number, seed = BLIND2_SEED): Promise<{ pdf: Uint8Array; rng: Rng; name: string; expected: BlindDocument2['expected']; invoices: PageGroup[] }> {
  const kind = layout.kinds[variant] ?? 'invoice';
  const rng = new Rng(hashSeed(seed, 'set2', layout.id, variant));
  const s = buildScenario(rng, layout.vendor, layout.spec, kind);
  const paper = await Paper.create(layout.page ?? s.info.page);
  const invoices: PageGroup[] = [];
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
    another: (label, avoid = []) => buildScenario(rng.fork(label), layout.vendor, layout.spec, kind, { avoid }),
    group: (from, to, e) => {
      invoices.push({ pages: [from, to], expected: e });
    },
  });
  return { pdf: await paper.save(), rng, name: layout.filename(s), expected, invoices };
}
