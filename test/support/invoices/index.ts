import { PDFDocument } from 'pdf-lib';
import { renderCreditMemo } from './layouts/creditMemo';
import { renderHandyman } from './layouts/handyman';
import { renderHvac } from './layouts/hvac';
import { renderInspection } from './layouts/inspection';
import { renderJanitorial } from './layouts/janitorial';
import { renderLandscaping } from './layouts/landscaping';
import { renderModern } from './layouts/modern';
import { renderMulti } from './layouts/multi';
import { renderPest } from './layouts/pest';
import { renderPlumbing } from './layouts/plumbing';
import { renderRoofing } from './layouts/roofing';
import { renderStatement } from './layouts/statement';
import { renderSupply } from './layouts/supply';
import { renderTwoPage } from './layouts/twoPage';
import { renderUtility } from './layouts/utility';
import { renderWater } from './layouts/water';
import { createRandom } from './random';
import type { ExpectedInvoice, LayoutId, RenderLayout } from './types';

export type { ExpectedInvoice, ExpectedLineItem, LayoutId } from './types';

/**
 * Test invoices as US property-management vendors send them, with the values a reader should
 * find. Deterministic: the same seed and count give byte-identical PDFs.
 */
export interface GeneratedInvoicePdf {
  pdf: Uint8Array;
  /** One entry per invoice in the PDF, in page order; none for a document that is not a bill. */
  expected: ExpectedInvoice[];
  layout: LayoutId;
}

const LAYOUTS: Record<LayoutId, RenderLayout> = {
  plumbing: renderPlumbing,
  landscaping: renderLandscaping,
  utility: renderUtility,
  hvac: renderHvac,
  supply: renderSupply,
  modern: renderModern,
  multi: renderMulti,
  'two-page': renderTwoPage,
  inspection: renderInspection,
  pest: renderPest,
  water: renderWater,
  roofing: renderRoofing,
  janitorial: renderJanitorial,
  handyman: renderHandyman,
  statement: renderStatement,
  'credit-memo': renderCreditMemo,
};

export const LAYOUT_IDS = Object.keys(LAYOUTS) as LayoutId[];

/** A fixed date, so the PDFs' metadata does not change from run to run. */
const GENERATED_AT = new Date('2024-01-01T00:00:00Z');

export async function generateInvoicePdf(layout: LayoutId, seed: number): Promise<GeneratedInvoicePdf> {
  const random = createRandom(seed);
  const doc = await PDFDocument.create();
  doc.setCreationDate(GENERATED_AT);
  doc.setModificationDate(GENERATED_AT);
  doc.setProducer('test invoice generator');
  doc.setCreator('test invoice generator');
  const expected = await LAYOUTS[layout](doc, random);
  return { pdf: await doc.save(), expected, layout };
}

/** `count` PDFs cycling through the layouts (or the given ones), each from its own seed derived from `seed`. */
export async function generateInvoiceSet(options: { seed: number; count: number; layouts?: LayoutId[] }): Promise<GeneratedInvoicePdf[]> {
  const layouts = options.layouts ?? LAYOUT_IDS;
  const set: GeneratedInvoicePdf[] = [];
  for (let index = 0; index < options.count; index++) {
    set.push(await generateInvoicePdf(layouts[index % layouts.length]!, (options.seed * 7919 + index * 104729) >>> 0));
  }
  return set;
}
