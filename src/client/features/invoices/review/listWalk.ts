import type { InvoicePageResponse, InvoiceSummary } from '../../../../shared/contract/invoices';

/** One page of a list, 1-based: from the cache when it holds it. */
export type PageFetcher = (page: number) => Promise<InvoicePageResponse>;

/** Where an invoice sits in a list. */
export interface Spot {
  page: number;
  index: number;
  invoices: readonly InvoiceSummary[];
  total: number;
  totalPages: number;
}

/** An invoice to open, and the page of the list it was found on (where the next look starts). */
export interface Target {
  id: string;
  page: number;
}

/**
 * Pages read past the first few before giving up: a list of thousands is not read page by page
 * for an invoice opened on its own link; the reviewer then gets no position, not a slow page.
 */
export const SCAN_LIMIT = 10;

/** Where `id` is: the hinted page first, then its neighbours (a review or a new invoice shifts the list by one), then from the start. */
export async function locate(fetchPage: PageFetcher, id: string, hint: number): Promise<Spot | null> {
  const tried = new Set<number>();
  let totalPages = 1;
  const probe = async (page: number): Promise<Spot | null> => {
    tried.add(page);
    const answer = await fetchPage(page);
    totalPages = answer.totalPages;
    const index = answer.invoices.findIndex((invoice) => invoice.id === id);
    return index < 0 ? null : { page, index, invoices: answer.invoices, total: answer.total, totalPages: answer.totalPages };
  };
  const start = Math.max(1, Math.trunc(hint) || 1);
  const near = [start, start - 1, start + 1];
  for (const page of near) {
    if (page < 1 || (page !== start && page > totalPages) || tried.has(page)) continue;
    const spot = await probe(page);
    if (spot) return spot;
  }
  let scanned = 0;
  for (let page = 1; page <= totalPages && scanned < SCAN_LIMIT; page += 1) {
    if (tried.has(page)) continue;
    scanned += 1;
    const spot = await probe(page);
    if (spot) return spot;
  }
  return null;
}

/** The neighbour before (-1) or after (+1), across a page edge when the spot is at one. */
export async function step(fetchPage: PageFetcher, spot: Spot, delta: 1 | -1): Promise<Target | null> {
  const current = spot.invoices[spot.index]?.id;
  const beside = spot.invoices[spot.index + delta];
  if (beside) return { id: beside.id, page: spot.page };
  const page = spot.page + delta;
  if (page < 1 || page > spot.totalPages) return null;
  // The list may have moved since the spot was read: never step onto the invoice itself.
  const others = (await fetchPage(page)).invoices.filter((invoice) => invoice.id !== current);
  const next = delta > 0 ? others[0] : others[others.length - 1];
  return next ? { id: next.id, page } : null;
}

/**
 * The first unreviewed invoice after the spot, reading on page by page. Null at the end of the
 * list; undefined when it stopped at SCAN_LIMIT pages without knowing.
 */
export async function unreviewedAfter(fetchPage: PageFetcher, spot: Spot): Promise<Target | null | undefined> {
  const self = spot.invoices[spot.index]?.id;
  let { page, invoices, totalPages } = spot;
  let index = spot.index + 1;
  for (let read = 0; ; read += 1) {
    const found = invoices.slice(index).find((invoice) => !invoice.reviewed && invoice.id !== self);
    if (found) return { id: found.id, page };
    if (page >= totalPages) return null;
    if (read >= SCAN_LIMIT) return undefined;
    page += 1;
    ({ invoices, totalPages } = await fetchPage(page));
    index = 0;
  }
}

/** The first invoice of an unreviewed list that is not `id` (which may still be on it while its review is on the way). */
export async function firstOther(fetchUnreviewed: PageFetcher, id: string): Promise<Target | null> {
  const first = await fetchUnreviewed(1);
  const found = first.invoices.find((invoice) => invoice.id !== id && !invoice.reviewed);
  if (found) return { id: found.id, page: 1 };
  // A page of one holding only `id`: the next page starts where the rest are.
  if (first.totalPages < 2 || first.invoices.length === 0) return null;
  const second = (await fetchUnreviewed(2)).invoices.find((invoice) => invoice.id !== id && !invoice.reviewed);
  return second ? { id: second.id, page: 2 } : null;
}
