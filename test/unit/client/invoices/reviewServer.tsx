import { act } from '@testing-library/react';
import type { InvoiceDetail } from '../../../../src/shared/contract/invoices';
import InvoiceDetailsPage from '../../../../src/client/features/invoices/InvoiceDetailsPage';
import { syncedFromUrl, type MembersUrlState } from '../../../../src/client/features/members/membersSlice';
import { mockApi, renderRoute, type Answer, type Call } from '../harness';
import { invoiceFixture } from './fixtures';

/** Invoice `id` of client-1, its payee "Payee {id}" so a heading tells which one is open. */
export const bill = (id: string, fields: Partial<InvoiceDetail> = {}) => invoiceFixture({ id, payee: `Payee ${id}`, invoiceNumber: `N-${id}`, ...fields });

interface ServerOptions {
  fail?: string[];
  failLists?: boolean;
}

const compare = (a: unknown, b: unknown) => (a === b ? 0 : a === null ? 1 : b === null ? -1 : String(a) < String(b) ? -1 : 1);

/**
 * A server that keeps state, as the real one answers: the client's pages filtered, searched and
 * sorted (newest first unless told), the due queue, the invoice, and a review toggle that sticks.
 * `fail` makes the toggle of those ids answer 500, `failLists` every list page.
 */
export function reviewServer(invoices: InvoiceDetail[], options: ServerOptions = {}) {
  const stored = new Map(invoices.map((invoice) => [invoice.id, { ...invoice }]));
  const pageOf = (list: InvoiceDetail[], params: URLSearchParams): Answer => {
    const page = Number(params.get('page') ?? 1);
    const limit = Number(params.get('limit') ?? 20);
    const slice = list.slice((page - 1) * limit, page * limit);
    return { status: 200, body: { invoices: slice, total: list.length, page, totalPages: Math.max(1, Math.ceil(list.length / limit)), pageSize: limit } };
  };
  const handler = (call: Call): Answer | undefined => {
    const { pathname, searchParams } = call.url;
    const all = [...stored.values()];
    if (options.failLists && pathname.startsWith('/api/invoices/client/')) return { status: 500, body: { message: 'boom' } };
    if (call.method === 'GET' && pathname === '/api/invoices/client/client-1/due') {
      return pageOf(
        all.filter((i) => !i.reviewed).sort((a, b) => compare(a.dueDate, b.dueDate)),
        searchParams,
      );
    }
    if (call.method === 'GET' && pathname === '/api/invoices/client/client-1') {
      const reviewed = searchParams.get('reviewed');
      const search = searchParams.get('search')?.toLowerCase();
      const sort = (searchParams.get('sort') ?? 'createdAt') as keyof InvoiceDetail;
      const direction = searchParams.get('sort') ? (searchParams.get('order') === 'desc' ? -1 : 1) : -1;
      const list = all
        .filter((i) => reviewed === null || String(i.reviewed) === reviewed)
        .filter((i) => !search || (i.payee ?? '').toLowerCase().includes(search))
        .sort((a, b) => direction * compare(a[sort], b[sort]));
      return pageOf(list, searchParams);
    }
    const history = /^\/api\/invoices\/([^/]+)\/history$/.exec(pathname);
    if (history) return { status: 200, body: { history: [] } };
    const toggle = /^\/api\/invoices\/([^/]+)\/toggle-review$/.exec(pathname);
    if (call.method === 'PATCH' && toggle?.[1]) {
      if (options.fail?.includes(toggle[1])) return { status: 500, body: { message: 'Database is read-only' } };
      const invoice = stored.get(toggle[1]);
      if (!invoice) return { status: 404, body: { message: 'Invoice not found' } };
      invoice.reviewed = !invoice.reviewed;
      return { status: 200, body: { invoice, reviewed: invoice.reviewed } };
    }
    const one = /^\/api\/invoices\/([^/]+)$/.exec(pathname);
    if (call.method === 'GET' && one?.[1]) {
      const invoice = stored.get(one[1]);
      return invoice ? { status: 200, body: { invoice } } : { status: 404, body: { message: 'Invoice not found' } };
    }
    return undefined;
  };
  return { handler, stored };
}

type ListView = Partial<Omit<MembersUrlState, 'clientId'>>;

/**
 * Opens /view?id={id} from the members screen, as its list does: the members slice shows client-1
 * with `view` (unless `view` is null: opened on its own, from a link), `state.from` its URL.
 */
export async function openFromMembers(invoices: InvoiceDetail[], id: string, view: ListView | null, options: ServerOptions = {}) {
  const server = reviewServer(invoices, options);
  const calls = mockApi(server.handler);
  const from = '/members?client=client-1';
  const rendered = renderRoute('/view', <InvoiceDetailsPage />, view ? from : '/elsewhere');
  if (view) {
    rendered.store.dispatch(syncedFromUrl({ clientId: 'client-1', list: 'invoices', filter: 'all', search: '', sort: null, order: 'desc', pageSize: 20, page: 1, ...view }));
  }
  await act(() => rendered.router.navigate(`/view?id=${id}`, view ? { state: { from } } : undefined));
  return { ...rendered, calls, server, from };
}

export const patches = (calls: Call[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.path);
