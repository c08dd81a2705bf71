import { densityKey } from '../../../../src/client/features/members/density';
import type { InvoiceSummary } from '../../../../src/shared/contract/invoices';
import type { Answer, Call, Handler } from '../harness';
import { invoice } from './fixtures';
import { mockMembersApi } from './renderMembers';

/**
 * jsdom lays nothing out and scrolls nowhere: here the page is long enough to scroll, the table's
 * rows start 100 px down it, and a scroll the page asks for moves scrollY and tells the page, as
 * a browser would.
 */
export function scrollLikeABrowser(): void {
  beforeEach(() => {
    jest.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(100_000);
    jest.spyOn(HTMLTableSectionElement.prototype, 'getBoundingClientRect').mockImplementation(() => new DOMRect(0, 100 - window.scrollY, 1000, 0));
    window.scrollTo = jest.fn((options?: ScrollToOptions | number, y?: number) => {
      const top = typeof options === 'number' ? y : options?.top;
      if (typeof top !== 'number') return;
      window.scrollY = top;
      // As a browser: the scroll event comes after, not inside the call.
      setTimeout(() => window.dispatchEvent(new Event('scroll')));
    }) as typeof window.scrollTo;
  });
  afterEach(() => (window.scrollY = 0));
}

/** Signed-in user u1 chose the table. */
export function withTableDensity(): void {
  scrollLikeABrowser();
  beforeEach(() => localStorage.setItem(densityKey('u1'), 'table'));
  afterEach(() => localStorage.clear());
}

/** `n` invoices i1…in, newest first. */
export const invoices = (n: number, fields: (i: number) => Partial<InvoiceSummary> = () => ({})) => Array.from({ length: n }, (_, i) => invoice(`i${i + 1}`, fields(i + 1)));

export const isClientList = (call: Call) => call.url.pathname === '/api/invoices/client/c1';

/**
 * Client c1's invoices, served a page at a time as the API does (page, limit, reviewed), keeping
 * review toggles; `handler` answers first. `rows` is the test's own: it can change them behind
 * the page's back.
 */
export function tableServer(rows: InvoiceSummary[], handler: Handler = () => undefined) {
  return mockMembersApi(async (call) => {
    const answer: Answer | undefined = await handler(call);
    if (answer) return answer;
    const { method, url } = call;
    if (method === 'PATCH' && url.pathname.endsWith('/toggle-review')) {
      const row = rows.find((each) => each.id === url.pathname.split('/')[3]);
      if (!row) return { status: 404, body: { message: 'Not found' } };
      row.reviewed = !row.reviewed;
      return { status: 200, body: { invoice: row, reviewed: row.reviewed } };
    }
    if (isClientList(call)) {
      const reviewed = url.searchParams.get('reviewed');
      const matching = rows.filter((row) => reviewed === null || String(row.reviewed) === reviewed);
      const limit = Number(url.searchParams.get('limit'));
      const pageNumber = Number(url.searchParams.get('page'));
      const body = { invoices: matching.slice((pageNumber - 1) * limit, pageNumber * limit), total: matching.length, page: pageNumber, totalPages: Math.max(1, Math.ceil(matching.length / limit)), pageSize: limit };
      return { status: 200, body };
    }
    return undefined;
  });
}

/** The row the keyboard is on. */
export const activeRow = () => document.querySelector<HTMLElement>('[role="tabpanel"] tr[aria-current="true"]');

/** The id of the invoice the keyboard is on, if its row is drawn. */
export const activeId = () => activeRow()?.dataset.invoiceId;

export const rowOf = (id: string) => document.querySelector<HTMLElement>(`tr[data-invoice-id="${id}"]`);
