import { LOW_CONFIDENCE } from '../../../../shared/constants';
import type { FieldBox, FieldBoxes, FieldConfidence } from '../../../../shared/contract/invoices';
import { EDITABLE_FIELDS } from '../invoiceFields';

/** A page's size as pdf.js shows it at scale 1 (its rotation applied), in PDF points. */
export interface PageSize {
  width: number;
  height: number;
}

/** Space between two pages, and around them inside the scrolling frame, in CSS pixels. */
export const PAGE_GAP = 8;

/** Where each page stands in the scrolling frame when every page is as wide as the frame. */
export interface PageLayout {
  width: number;
  tops: number[];
  heights: number[];
  /** The height of everything, gaps included. */
  total: number;
}

/** Fit to width: every page as wide as the frame (less its gaps), its height by its own proportions. */
export function pageLayout(sizes: readonly PageSize[], frameWidth: number): PageLayout {
  const width = Math.max(1, Math.floor(frameWidth - 2 * PAGE_GAP));
  const tops: number[] = [];
  const heights: number[] = [];
  let y = PAGE_GAP;
  for (const size of sizes) {
    const height = Math.round((width * size.height) / Math.max(size.width, 1));
    tops.push(y);
    heights.push(height);
    y += height + PAGE_GAP;
  }
  return { width, tops, heights, total: y };
}

/** The scroll position that shows a page (1-based) at the top of the frame; a page past the end shows the first. */
export function pageTop(layout: PageLayout, page: number): number {
  const index = page >= 1 && page <= layout.tops.length ? page - 1 : 0;
  return Math.max(0, (layout.tops[index] ?? 0) - PAGE_GAP);
}

/** The scroll position that centres a box in a frame `frameHeight` high, within what can be scrolled. */
export function boxTop(layout: PageLayout, box: FieldBox, frameHeight: number): number | null {
  const index = box.page - 1;
  const top = layout.tops[index];
  const height = layout.heights[index];
  if (top === undefined || height === undefined) return null;
  const centre = top + (box.y + box.h / 2) * height;
  const wanted = centre - frameHeight / 2;
  return Math.round(Math.min(Math.max(0, layout.total - frameHeight), Math.max(0, wanted)));
}

export interface PlacedBox {
  field: string;
  box: FieldBox;
  /** Extraction was unsure of the value: outlined in the warning colour. */
  weak: boolean;
  /** The field's name as the fields beside the PDF show it. */
  label: string;
}

const LABELS: Record<string, string> = Object.fromEntries(EDITABLE_FIELDS.map((field) => [field.name, field.label]));

/** The same rule as the fields' own flag: a score below LOW_CONFIDENCE is a guess to check. */
export const isWeakBox = (confidence: FieldConfidence | undefined, field: string): boolean => {
  const score = confidence?.[field];
  return typeof score === 'number' && score < LOW_CONFIDENCE;
};

/** The boxes drawn on one page (1-based), in the order of the fields beside the PDF. */
export function boxesOnPage(boxes: FieldBoxes | undefined, page: number, confidence?: FieldConfidence): PlacedBox[] {
  const order = (field: string) => {
    const index = EDITABLE_FIELDS.findIndex((spec) => spec.name === field);
    return index < 0 ? EDITABLE_FIELDS.length : index;
  };
  return Object.entries(boxes ?? {})
    .filter(([, box]) => box.page === page)
    .sort(([a], [b]) => order(a) - order(b))
    .map(([field, box]) => ({ field, box, weak: isWeakBox(confidence, field), label: LABELS[field] ?? field }));
}

/** A box as CSS over its page: fractions of the page become percentages, so it follows any zoom. */
export function boxStyle(box: FieldBox): { left: string; top: string; width: string; height: string } {
  const percent = (value: number) => `${Math.round(value * 100_000) / 1000}%`;
  return { left: percent(box.x), top: percent(box.y), width: percent(box.w), height: percent(box.h) };
}
