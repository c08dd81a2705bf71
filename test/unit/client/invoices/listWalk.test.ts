import { firstOther, locate, SCAN_LIMIT, step, unreviewedAfter, type PageFetcher } from '../../../../src/client/features/invoices/review/listWalk';
import type { InvoicePageResponse, InvoiceSummary } from '../../../../src/shared/contract/invoices';

const item = (id: string, reviewed = false) => ({ id, reviewed }) as InvoiceSummary;

/** A list of `ids` (reviewed ones in `reviewed`) in pages of `size`, recording which pages were read. */
function pagesOf(ids: string[], size: number, reviewed: string[] = []) {
  const read: number[] = [];
  const fetchPage: PageFetcher = async (page) => {
    read.push(page);
    const invoices = ids.slice((page - 1) * size, page * size).map((id) => item(id, reviewed.includes(id)));
    return { invoices, total: ids.length, page, totalPages: Math.max(1, Math.ceil(ids.length / size)), pageSize: size } as InvoicePageResponse;
  };
  return { fetchPage, read };
}

const ids = (n: number) => Array.from({ length: n }, (_, i) => `i${i + 1}`);

describe('locate', () => {
  it('finds an invoice on the hinted page with one read', async () => {
    const { fetchPage, read } = pagesOf(ids(10), 3);
    await expect(locate(fetchPage, 'i5', 2)).resolves.toMatchObject({ page: 2, index: 1, total: 10, totalPages: 4 });
    expect(read).toEqual([2]);
  });

  it('looks on the pages beside the hint before going through the list', async () => {
    const { fetchPage, read } = pagesOf(ids(10), 3);
    await expect(locate(fetchPage, 'i2', 2)).resolves.toMatchObject({ page: 1, index: 1 });
    expect(read).toEqual([2, 1]);
  });

  it('starts from the last page when the hint is past the end', async () => {
    const { fetchPage } = pagesOf(ids(4), 2);
    await expect(locate(fetchPage, 'i4', 9)).resolves.toMatchObject({ page: 2, index: 1 });
  });

  it('gives up after SCAN_LIMIT more pages, or when the invoice is not on the list', async () => {
    const far = pagesOf(ids(200), 1);
    await expect(locate(far.fetchPage, 'i150', 1)).resolves.toBeNull();
    expect(far.read).toHaveLength(2 + SCAN_LIMIT);
    const missing = pagesOf(ids(4), 2);
    await expect(locate(missing.fetchPage, 'nope', 1)).resolves.toBeNull();
  });
});

describe('step', () => {
  it('moves within a page, across a page edge either way, and stops at the ends', async () => {
    const { fetchPage } = pagesOf(ids(5), 2);
    const at = async (id: string) => (await locate(fetchPage, id, 1))!;
    await expect(step(fetchPage, await at('i1'), 1)).resolves.toEqual({ id: 'i2', page: 1 });
    await expect(step(fetchPage, await at('i2'), 1)).resolves.toEqual({ id: 'i3', page: 2 });
    await expect(step(fetchPage, await at('i3'), -1)).resolves.toEqual({ id: 'i2', page: 1 });
    await expect(step(fetchPage, await at('i1'), -1)).resolves.toBeNull();
    await expect(step(fetchPage, await at('i5'), 1)).resolves.toBeNull();
  });
});

describe('unreviewedAfter and firstOther', () => {
  it('skips reviewed invoices across pages, and says null at the end', async () => {
    const { fetchPage } = pagesOf(ids(6), 2, ['i2', 'i3', 'i4']);
    const spot = (await locate(fetchPage, 'i1', 1))!;
    await expect(unreviewedAfter(fetchPage, spot)).resolves.toEqual({ id: 'i5', page: 3 });
    const last = (await locate(fetchPage, 'i6', 3))!;
    await expect(unreviewedAfter(fetchPage, last)).resolves.toBeNull();
  });

  it('stops with undefined after SCAN_LIMIT pages of reviewed invoices', async () => {
    const all = ids(40);
    const { fetchPage } = pagesOf(all, 1, all.slice(1, 39));
    const spot = (await locate(fetchPage, 'i1', 1))!;
    await expect(unreviewedAfter(fetchPage, spot)).resolves.toBeUndefined();
  });

  it('firstOther passes over the invoice itself, onto the next page if it must', async () => {
    await expect(firstOther(pagesOf(['me', 'other'], 1).fetchPage, 'me')).resolves.toEqual({ id: 'other', page: 2 });
    await expect(firstOther(pagesOf(['me'], 1).fetchPage, 'me')).resolves.toBeNull();
  });
});
