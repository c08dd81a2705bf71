import { planReview } from '../../../../src/client/features/invoices/review/reviewPlan';
import { wholeList, type PageRequest } from '../../../../src/client/features/invoices/review/reviewList';
import type { InvoicePageResponse, InvoiceSummary } from '../../../../src/shared/contract/invoices';

const item = (id: string, reviewed = false) => ({ id, reviewed }) as InvoiceSummary;
const page = (invoices: InvoiceSummary[], pageNumber: number, totalPages: number) =>
  ({ invoices, total: invoices.length * totalPages, page: pageNumber, totalPages, pageSize: 3 }) as InvoicePageResponse;

/** A client's whole list in pages of 3: what the server answers, and what the cache holds. */
function setup(cached: Record<number, InvoicePageResponse>, server: Record<number, InvoicePageResponse>) {
  const fetched: number[] = [];
  const pageOf = (request: PageRequest) => request.args.page ?? 1;
  const fetch = jest.fn(async (request: PageRequest) => {
    fetched.push(pageOf(request));
    return server[pageOf(request)]!;
  });
  const peek = (request: PageRequest) => cached[pageOf(request)];
  return { fetch, peek, fetched, list: { ...wholeList('c1'), pageSize: 3 } };
}

describe('planReview', () => {
  it('finds the invoice x opens, and the one after it, in the cached pages without reading the list', async () => {
    const pages = { 1: page([item('a'), item('b'), item('c', true)], 1, 2), 2: page([item('d'), item('e'), item('f')], 2, 2) };
    const { fetch, peek, list } = setup(pages, pages);
    const plan = planReview({ list, id: 'a', reviewed: false, hint: 1, fetch, peek, ready: Promise.resolve() });
    await expect(plan.toReview).resolves.toEqual({ id: 'b', hint: 1 });
    await expect(plan.ahead).resolves.toEqual(['b', 'd']);
    // Only the position ("12 of 240") is read afresh.
    await plan.around;
    expect(fetch.mock.calls.every(([request]) => request.args.page === 1)).toBe(true);
  });

  it('reads the list when the cache does not hold the page', async () => {
    const server = { 1: page([item('a'), item('b')], 1, 2), 2: page([item('c')], 2, 2) };
    const { fetch, peek, fetched, list } = setup({ 1: server[1] }, server);
    const plan = planReview({ list, id: 'b', reviewed: false, hint: 1, fetch, peek, ready: Promise.resolve() });
    await expect(plan.toReview).resolves.toEqual({ id: 'c', hint: 2 });
    expect(fetched).toContain(2);
  });

  it('wraps to the first unreviewed invoice only once the review left behind is done', async () => {
    const pages = { 1: page([item('a', true), item('b'), item('z')], 1, 1) };
    const { fetch, peek, list } = setup(pages, pages);
    let settle: () => void = () => undefined;
    const ready = new Promise<void>((resolve) => (settle = resolve));
    const plan = planReview({ list, id: 'z', reviewed: false, hint: 1, fetch, peek, ready });
    let answered = false;
    void plan.toReview.then(() => (answered = true));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(answered).toBe(false);
    settle();
    await expect(plan.toReview).resolves.toEqual({ id: 'b', hint: undefined });
  });
});

describe('planReview reads', () => {
  it('reads a page once when the position and the next invoice both need it at the same time', async () => {
    const server = { 1: page([item('a'), item('b')], 1, 1) };
    const { fetch, peek, list } = setup({}, server);
    const plan = planReview({ list, id: 'a', reviewed: false, hint: 1, fetch, peek, ready: Promise.resolve() });
    await Promise.all([plan.around, plan.toReview, plan.ahead]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
