import { CompiledQuery, sql, type Selectable } from 'kysely';
import { insertInvoice } from '../../src/server/db/repositories/intake';
import { invoiceOrdering } from '../../src/server/db/repositories/invoiceOrder';
import type { InvoicesTable } from '../../src/server/db/schema';
import { invoiceRow } from '../../src/server/intake/pipeline/invoiceRow';
import { type InvoiceSummary } from '../../src/shared/contract/invoices';
import { INVOICE_SORTS, type InvoiceSort, type SortOrder } from '../../src/shared/contract/reviewWorkspace';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedEmail, seedInvoice } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';
import { invoice as extracted } from './intake/support';

type Row = Selectable<InvoicesTable>;

/** Mixed case, letters beyond ASCII, equal values and nulls in every sortable column; text alike in its first 100 characters ties. */
const PAYEES = ['beta', 'Alpha', null, 'alpha', 'ALPHA', 'Zeta', 'Éclair', 'éclair', 'eclair', null, '_under', '10 Co', '9 Co', 'zeta', 'Apple', 'apple', null, `${'m'.repeat(100)}z`, `${'M'.repeat(100)}a`];
const NUMBERS = ['INV-10', 'inv-9', null, 'Inv-10', 'A-1', 'a-1', null];
const PROPERTIES = ['Oak', 'oak', 'Birch', null, 'OAK', 'ash'];
const DATES = ['2024-03-01', null, '2024-01-15', '2024-03-01', '2023-12-31', null, '2024-01-15'];
const AMOUNTS = [12345, null, -500, 0, 12345, 99, null, 100000];

const TEXT_SORTS: InvoiceSort[] = ['payee', 'invoiceNumber', 'property'];

const COLUMNS: Record<InvoiceSort, (row: Row) => string | number | null> = {
  payee: (row) => row.payee,
  invoiceNumber: (row) => row.invoice_number,
  property: (row) => row.property,
  billDate: (row) => row.bill_date,
  dueDate: (row) => row.due_date,
  totalAmount: (row) => row.total_amount_cents,
  createdAt: (row) => row.created_at,
};

/** The order both databases must give: the first 100 characters with ASCII letters folded, in UTF-8 byte order (code points), ties by id, nulls last. */
function expectedOrder(rows: Row[], sort: InvoiceSort, order: SortOrder): string[] {
  const keyOf = (row: Row) => {
    const value = COLUMNS[sort](row);
    return typeof value === 'string' && TEXT_SORTS.includes(sort) ? [...value].slice(0, 100).join('').replace(/[A-Z]/g, (letter) => letter.toLowerCase()) : value;
  };
  const compare = (a: Row, b: Row) => {
    const [x, y] = [keyOf(a), keyOf(b)];
    const byKey = typeof x === 'number' && typeof y === 'number' ? x - y : Buffer.compare(Buffer.from(String(x)), Buffer.from(String(y)));
    return byKey !== 0 ? byKey : Buffer.compare(Buffer.from(a.id), Buffer.from(b.id));
  };
  const sign = order === 'asc' ? 1 : -1;
  const valued = rows.filter((row) => keyOf(row) !== null).sort((a, b) => sign * compare(a, b));
  const unvalued = rows.filter((row) => keyOf(row) === null).sort((a, b) => sign * Buffer.compare(Buffer.from(a.id), Buffer.from(b.id)));
  return [...valued, ...unvalued].map((row) => row.id);
}

describe.each(databaseKinds)('sorted invoice pages on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  let clientId: string;
  let rows: Row[];

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Sorting Co')).id;
    await link(t, w.member, [clientId]);
    rows = [];
    for (let i = 0; i < PAYEES.length; i += 1) {
      const pick = <T>(list: T[]) => list[i % list.length] as T;
      rows.push(
        await seedInvoice(t, clientId, {
          payee: pick(PAYEES),
          invoice_number: pick(NUMBERS),
          property: pick(PROPERTIES),
          bill_date: pick(DATES),
          due_date: pick([...DATES].reverse()),
          total_amount_cents: pick(AMOUNTS),
          reviewed: i % 3 === 0 ? 1 : 0,
        }),
      );
    }
  });

  /** Every page of the list at `limit` a page, one after another. */
  async function allPages(query: string, limit = 4): Promise<{ ids: string[]; totals: number[] }> {
    const ids: string[] = [];
    const totals: number[] = [];
    for (let page = 1; ; page += 1) {
      const res = await call('GET', `/api/invoices/client/${clientId}?page=${page}&limit=${limit}${query}`, w.member);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { invoices: InvoiceSummary[]; total: number; totalPages: number };
      ids.push(...body.invoices.map((invoice) => invoice.id));
      totals.push(body.total);
      if (page >= body.totalPages) return { ids, totals };
    }
  }

  describe.each(INVOICE_SORTS)('by %s', (sort) => {
    it.each<SortOrder>(['asc', 'desc'])('pages through every invoice %sending, nulls last, ties by id', async (order) => {
      const { ids, totals } = await allPages(`&sort=${sort}&order=${order}`);
      expect(ids).toEqual(expectedOrder(rows, sort, order));
      expect(new Set(totals)).toEqual(new Set([rows.length]));
    });

    it('pages through the unreviewed ones, the total being the kept count', async () => {
      const { ids, totals } = await allPages(`&sort=${sort}&order=asc&reviewed=false`, 3);
      const open = rows.filter((row) => row.reviewed === 0);
      expect(ids).toEqual(expectedOrder(open, sort, 'asc'));
      expect(new Set(totals)).toEqual(new Set([open.length]));
    });
  });

  it('reads deep pages from remembered rows in any order of visits, nulls included, before and after changes', async () => {
    const own = (await seedClient(t, 'Anchored Sorting Co')).id;
    await link(t, w.member, [own]);
    const mine: Row[] = [];
    for (let i = 0; i < 23; i += 1) mine.push(await seedInvoice(t, own, { payee: PAYEES[i % PAYEES.length] ?? null, due_date: DATES[i % DATES.length] ?? null }));
    const limit = 3;
    const expectPages = async (sort: InvoiceSort, order: SortOrder) => {
      const expected = expectedOrder(mine, sort, order);
      const pages = Math.ceil(expected.length / limit);
      const forwards = Array.from({ length: pages }, (_, i) => i + 1);
      for (const page of [2, pages, Math.ceil(pages / 2), ...forwards, ...[...forwards].reverse(), 5, 1, 7, 3]) {
        const body = (await call('GET', `/api/invoices/client/${own}?page=${page}&limit=${limit}&sort=${sort}&order=${order}`, w.member)).json() as { invoices: InvoiceSummary[]; total: number };
        expect({ sort, order, page, ids: body.invoices.map((invoice) => invoice.id) }).toEqual({ sort, order, page, ids: expected.slice((page - 1) * limit, page * limit) });
        expect(body.total).toBe(expected.length);
      }
    };
    const visitAll = async () => {
      for (const sort of ['payee', 'dueDate'] as const) for (const order of ['asc', 'desc'] as const) await expectPages(sort, order);
    };
    await visitAll();
    mine.push(await seedInvoice(t, own, { payee: 'aardvark', due_date: null }));
    await visitAll();
    const [gone] = mine.splice(4, 1);
    await call('DELETE', `/api/invoices/${gone?.id}`, w.member);
    await visitAll();
    // A due date is no part of the search text, yet it moves the invoice in the due-date order.
    for (const [index, dueDate] of [[1, '2031-01-01'], [15, null], [20, '2020-06-30']] as const) {
      const edited = mine[index] as Row;
      expect((await call('PUT', `/api/invoices/${edited.id}`, w.member, { dueDate })).statusCode).toBe(200);
      edited.due_date = dueDate;
      await visitAll();
    }
  });

  it('orders descending when no order is given, and ignores an order without a sort', async () => {
    expect((await allPages('&sort=payee')).ids).toEqual(expectedOrder(rows, 'payee', 'desc'));
    const newestFirst = [...rows].reverse().map((row) => row.id);
    expect((await allPages('&order=asc')).ids).toEqual(newestFirst);
  });

  it('answers a page past the end empty, and a page that starts among the nulls from them', async () => {
    const past = (await call('GET', `/api/invoices/client/${clientId}?page=9&limit=5&sort=totalAmount`, w.member)).json();
    expect(past).toMatchObject({ invoices: [], total: rows.length, page: 9, totalPages: 4 });
    const valued = rows.filter((row) => row.total_amount_cents !== null).length;
    const page = Math.floor(valued / 2) + 1;
    const res = (await call('GET', `/api/invoices/client/${clientId}?page=${page}&limit=2&sort=totalAmount&order=asc`, w.member)).json();
    expect(res.invoices.map((invoice: InvoiceSummary) => invoice.id)).toEqual(expectedOrder(rows, 'totalAmount', 'asc').slice((page - 1) * 2, page * 2));
  });

  it('counts a search apart, and sorts its matches', async () => {
    const matches = rows.filter((row) => row.payee?.toLowerCase().includes('alpha'));
    const { ids, totals } = await allPages('&sort=invoiceNumber&order=desc&search=alpha', 2);
    expect(ids).toEqual(expectedOrder(matches, 'invoiceNumber', 'desc'));
    expect(new Set(totals)).toEqual(new Set([matches.length]));
  });

  it.each([
    ['sort=name', 'sort must be one of payee, invoiceNumber, property, billDate, dueDate, totalAmount, createdAt'],
    ['sort=payee&order=up', 'order must be one of asc, desc'],
  ])('refuses %s with a 400 naming the parameter', async (query, message) => {
    const res = await call('GET', `/api/invoices/client/${clientId}?${query}`, w.member);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('indexes the longest text a reviewer may type, or intake may keep, in any script', async () => {
    const client = (await seedClient(t, 'Long Names Co')).id;
    // Varied characters of four bytes each, which PostgreSQL cannot compress into its index.
    const astral = (n: number) => Array.from({ length: n }, (_, i) => String.fromCodePoint(0x1d400 + ((i * 7919) % 1000))).join('');
    const typed = await seedInvoice(t, client);
    const edit = { payee: '漢字'.repeat(250), property: astral(250), invoiceNumber: astral(50) };
    expect((await call('PUT', `/api/invoices/${typed.id}`, w.admin, edit)).statusCode).toBe(200);
    const found = extracted({ payee: astral(3000), property: astral(3000), invoiceNumber: astral(3000) });
    const links = { clientId: client, emailId: (await seedEmail(t, client)).id, attachmentId: null, senderEmail: null, duplicateOf: null };
    const id = await insertInvoice(t.ctx.db.kysely, invoiceRow(found, links), []);
    const stored = await t.ctx.db.kysely.selectFrom('invoices').select(['payee', 'invoice_number']).where('id', '=', id).executeTakeFirstOrThrow();
    expect([[...(stored.payee ?? '')].length, [...(stored.invoice_number ?? '')].length]).toEqual([500, 100]);
    const page = (await call('GET', `/api/invoices/client/${client}?sort=payee&order=asc`, w.admin)).json();
    expect(page.invoices.map((invoice: InvoiceSummary) => invoice.id)).toEqual([typed.id, id]);
  });

  it("hides another client's sorted list as a missing one", async () => {
    const res = await call('GET', `/api/invoices/client/${clientId}?sort=payee`, w.outsider);
    expect(res).toMatchObject({ statusCode: 404 });
    expect(res.json()).toEqual({ message: 'Client not found' });
  });

  /**
   * The plan of a first page's ids, as the repository asks for them, for every sort, direction,
   * review filter and range. PostgreSQL is told to avoid sorts at any cost, so a sort in its
   * plan means no index can give the order; SQLite says so by a temporary b-tree.
   */
  it('reads every sorted first page of one client in order from an index', async () => {
    const db = t.ctx.db.kysely;
    const plans: string[] = [];
    for (const sort of INVOICE_SORTS) {
      for (const order of ['asc', 'desc'] as const) {
        const ordering = invoiceOrdering(kind, { sort, order });
        for (const reviewed of [undefined, 0]) {
          for (const range of ordering.ranges) {
            const ids = db
              .selectFrom('invoices')
              .where('client_id', '=', clientId)
              .$if(reviewed !== undefined, (q) => q.where('reviewed', '=', 0))
              .select('invoices.id');
            const page = ordering.within(ids, range).limit(20).compile();
            const plan = await db.transaction().execute(async (trx) => {
              if (kind === 'postgres') await sql`set local enable_sort = off`.execute(trx);
              const explained = await trx.executeQuery(CompiledQuery.raw(`${kind === 'postgres' ? 'explain' : 'explain query plan'} ${page.sql}`, [...page.parameters]));
              return (explained.rows as Record<string, string>[]).map((row) => row['QUERY PLAN'] ?? row.detail).join('\n');
            });
            plans.push(`${sort} ${order} ${reviewed === undefined ? 'all' : 'unreviewed'} ${range}: ${plan}`);
          }
        }
      }
    }
    const sorted = plans.filter((plan) => /\bSort\b|TEMP B-TREE/.test(plan));
    const unindexed = plans.filter((plan) => !/invoices_client_\w+_idx/.test(plan));
    expect({ sorted, unindexed }).toEqual({ sorted: [], unindexed: [] });
  });
});
