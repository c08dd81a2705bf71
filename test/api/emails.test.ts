import { CompiledQuery, SqliteQueryCompiler } from 'kysely';
import { createEmailsRepository, type EmailFilters } from '../../src/server/db/repositories/emails';
import type { EmailDetail, EmailSummary } from '../../src/shared/contract/emails';
import { reviewFixture, type Method } from './helpers/fixtures';
import { link, seedAttachment, seedClient, seedEmail, seedInvoice, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('e-mails API on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  const ids = (list: { id: string }[]) => list.map((e) => e.id);
  const read = async (id: string) => (await call('GET', `/api/emails/${id}`, w.admin)).json().email as EmailDetail;

  describe('access', () => {
    it.each<[Method, string]>([
      ['GET', '/api/emails'],
      ['GET', '/api/emails?pagination=true'],
      ['GET', '/api/emails/client/c1'],
      ['GET', '/api/emails/e1'],
      ['PUT', '/api/emails/e1'],
      ['DELETE', '/api/emails/e1'],
      ['PATCH', '/api/emails/e1/review-status'],
      ['PATCH', '/api/emails/e1/toggle-review'],
      ['PATCH', '/api/emails/e1/comment'],
      ['POST', '/api/emails/receive'],
      ['POST', '/api/emails'],
    ])('%s %s refuses an anonymous caller', async (method, url) => {
      const res = await call(method, url, undefined, method === 'GET' || method === 'DELETE' ? undefined : {});
      expect(res.statusCode).toBe(401);
    });

    it.each<[Method, string, object | undefined]>([
      ['GET', '', undefined],
      ['PUT', '', { subject: 'Hijacked' }],
      ['DELETE', '', undefined],
      ['PATCH', '/review-status', { isReviewed: true }],
      ['PATCH', '/toggle-review', undefined],
      ['PATCH', '/comment', { comment: 'Hijacked' }],
    ])("answers %s %s on another client's e-mail with 404 and changes nothing", async (method, suffix, payload) => {
      const email = await seedEmail(t, w.client.id);
      const before = await read(email.id);
      const res = await call(method, `/api/emails/${email.id}${suffix}`, w.outsider, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Email not found' });
      expect(await read(email.id)).toEqual(before);
    });

    it('refuses an id that cannot be one with a 400', async () => {
      const res = await call('PATCH', `/api/emails/${'x'.repeat(65)}/toggle-review`, w.admin);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('id');
    });

    it('lists only the e-mails of reachable clients; an admin sees all', async () => {
      const mine = await seedEmail(t, w.client.id);
      const theirs = await seedEmail(t, w.otherClient.id);
      const own = ids((await call('GET', '/api/emails', w.member)).json().emails);
      expect(own).toContain(mine.id);
      expect(own).not.toContain(theirs.id);
      const foreign = await call('GET', `/api/emails?pagination=true&clientId=${w.otherClient.id}`, w.member);
      expect(foreign.statusCode).toBe(404);
      expect(foreign.json()).toEqual({ message: 'Client not found' });
      expect(ids((await call('GET', '/api/emails', w.admin)).json().emails)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
      const hidden = await call('GET', `/api/emails/client/${w.client.id}`, w.outsider);
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toEqual({ message: 'Client not found' });
    });
  });

  describe('lists', () => {
    let clientId: string;
    let seeded: string[];

    beforeAll(async () => {
      clientId = (await seedClient(t, 'Mailbox Co')).id;
      await link(t, w.member, [clientId]);
      seeded = [];
      for (let n = 0; n < 23; n += 1) seeded.push((await seedEmail(t, clientId, { subject: `Bill ${n}`, is_reviewed: n < 3 ? 1 : 0 })).id);
      await seedAttachment(t, clientId, { email_id: seeded[22], filename: 'bill.pdf' });
    });
    const list = (query: string) => call('GET', `/api/emails?pagination=true&clientId=${clientId}${query}`, w.member);

    it('pages newest first with the totals', async () => {
      const body = (await list('')).json();
      expect(body).toMatchObject({ total: 23, page: 1, totalPages: 2 });
      expect(ids(body.emails)).toEqual([...seeded].reverse().slice(0, 20));
      expect(ids((await list('&page=2')).json().emails)).toEqual([...seeded].reverse().slice(20));
      expect((await list('&limit=0')).json()).toMatchObject({ totalPages: 23 });
      expect((await list('&limit=99')).json().emails).toHaveLength(23);
    });

    it('answers the whole list of a client, or without pagination', async () => {
      expect(ids((await call('GET', `/api/emails/client/${clientId}`, w.member)).json().emails)).toEqual([...seeded].reverse());
      const whole = (await call('GET', `/api/emails?clientId=${clientId}`, w.member)).json();
      expect(whole.total).toBeUndefined();
      expect(whole.emails).toHaveLength(23);
    });

    it('carries attachment names but not their content', async () => {
      const [first] = (await list('&limit=1')).json().emails as EmailSummary[];
      expect(first?.attachments).toEqual([{ partId: expect.any(String), filename: 'bill.pdf', contentType: 'application/pdf', size: expect.any(Number), contentId: null, documentKind: null }]);
    });

    it('filters by review state', async () => {
      expect((await list('&isReviewed=true')).json().total).toBe(3);
      expect((await list('&isReviewed=false')).json().total).toBe(20);
      expect((await list('&isReviewed=')).json().total).toBe(23);
    });

    it.each([
      ['&page=0', 'page must be a whole number of at least 1'],
      ['&page=x', 'page must be a whole number of at least 1'],
      ['&isReviewed=yes', 'isReviewed must be true or false'],
      ['&pagination=maybe', 'pagination must be true or false'],
    ])('refuses %s with a 400', async (query, message) => {
      const res = await list(query);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it.each([
      ['the sender', 'unique-sender@roof.example', { sender_email: 'unique-sender@roof.example' }],
      ['the subject', 'gutter quote', { subject: 'Your Gutter Quote' }],
      ['the body', 'balance forward', { text_body: 'Balance forward: $10' }],
      ['the comment', 'call back monday', { comment: 'Call back Monday' }],
    ])('finds an e-mail by %s', async (_label, term, seed) => {
      const email = await seedEmail(t, clientId, seed);
      await seedEmail(t, w.otherClient.id, seed);
      const res = (await list(`&search=${encodeURIComponent(term)}`)).json();
      expect(ids(res.emails)).toEqual([email.id]);
      await t.ctx.db.kysely.deleteFrom('emails').where('id', '=', email.id).execute();
    });
  });

  describe('detail', () => {
    it('answers the body, the raw message, attachments with content and the report', async () => {
      const raw = Buffer.from('From: billing@vendor.example\r\nSubject: Invoice attached\r\n\r\nPlease find the invoice attached.\r\n');
      const email = await seedEmail(t, w.client.id, { raw });
      const file = await seedAttachment(t, w.client.id, { email_id: email.id, filename: 'scan.pdf', content_id: 'scan@vendor.example' });
      const report = await seedReport(t, w.client.id, { email_id: email.id });
      const res = await call('GET', `/api/emails/${email.id}`, w.member);
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toEqual({
        id: email.id,
        clientId: w.client.id,
        subject: 'Invoice attached',
        body: 'Please find the invoice attached.',
        rawEmailData: { html: '<p>Please find the invoice attached.</p>', text: 'Please find the invoice attached.' },
        rawMimeContent: raw.toString('utf8'),
        rawMimeTruncated: false,
        senderEmail: 'billing@vendor.example',
        senderName: 'Vendor Billing',
        isReviewed: false,
        comment: '',
        comments: [],
        status: 'processed',
        reportId: report.id,
        attachments: [{ partId: file.id, filename: 'scan.pdf', contentType: 'application/pdf', size: file.size, contentId: 'scan@vendor.example', documentKind: null, base64: file.content.toString('base64') }],
        createdAt: email.created_at,
        updatedAt: email.updated_at,
      });
    });

    it('cuts a raw message over 2 MB and says so', async () => {
      const email = await seedEmail(t, w.client.id, { raw: Buffer.alloc(2 * 1024 * 1024 + 10, 'a') });
      const detail = (await call('GET', `/api/emails/${email.id}`, w.member)).json().email as EmailDetail;
      expect(detail.rawMimeTruncated).toBe(true);
      expect(detail.rawMimeContent).toHaveLength(2 * 1024 * 1024);
    });
  });

  describe('changes', () => {
    it('updates subject, comment and review state, and the search follows', async () => {
      const email = await seedEmail(t, w.client.id, { subject: 'Old words' });
      const res = await call('PUT', `/api/emails/${email.id}`, w.member, { subject: ' Quarterly water bill ', comment: 'Forwarded to owner', isReviewed: true });
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toMatchObject({ subject: 'Quarterly water bill', comment: 'Forwarded to owner', isReviewed: true });
      expect(res.json().email.comments).toEqual([expect.objectContaining({ text: 'Forwarded to owner', userId: w.member.id })]);
      const search = async (term: string) => ids((await call('GET', `/api/emails?clientId=${w.client.id}&search=${encodeURIComponent(term)}`, w.member)).json().emails);
      expect(await search('quarterly water')).toEqual([email.id]);
      expect(await search('old words')).toEqual([]);
      expect((await call('PUT', `/api/emails/${email.id}`, w.member, { comment: '' })).json().email).toMatchObject({ comment: '', comments: [expect.any(Object)] });
    });

    it.each<[string, object, string]>([
      ['a subject of the wrong type', { subject: 1 }, 'subject must be a string'],
      ['a review flag of the wrong type', { isReviewed: 'yes' }, 'isReviewed must be true or false'],
    ])('refuses %s', async (_label, body, message) => {
      const email = await seedEmail(t, w.client.id);
      const res = await call('PUT', `/api/emails/${email.id}`, w.member, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain(message);
    });

    it('sets and toggles the review state', async () => {
      const email = await seedEmail(t, w.client.id);
      const set = await call('PATCH', `/api/emails/${email.id}/review-status`, w.member, { isReviewed: true });
      expect(set.json()).toMatchObject({ isReviewed: true, email: { id: email.id, isReviewed: true } });
      expect((await call('PATCH', `/api/emails/${email.id}/toggle-review`, w.member)).json()).toMatchObject({ isReviewed: false, email: { isReviewed: false } });
      expect((await call('PATCH', `/api/emails/${email.id}/toggle-review`, w.admin)).json().isReviewed).toBe(true);
      const bad = await call('PATCH', `/api/emails/${email.id}/review-status`, w.member, {});
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toContain('isReviewed is required');
    });

    it('keeps every comment in the history with its author, the latest as the comment', async () => {
      const email = await seedEmail(t, w.client.id);
      await call('PATCH', `/api/emails/${email.id}/comment`, w.member, { comment: 'First look' });
      const res = await call('PATCH', `/api/emails/${email.id}/comment`, w.admin, { comment: '  Second look  ' });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.comment).toBe('Second look');
      expect(body.comments).toEqual([
        { text: 'First look', userId: w.member.id, userName: 'Member Mia', createdAt: expect.any(String) },
        { text: 'Second look', userId: w.admin.id, userName: expect.any(String), createdAt: expect.any(String) },
      ]);
      expect(body.email).toMatchObject({ id: email.id, comment: 'Second look' });
      for (const payload of [{ comment: '   ' }, { comment: 3 }, {}]) {
        const bad = await call('PATCH', `/api/emails/${email.id}/comment`, w.member, payload);
        expect(bad.statusCode).toBe(400);
        expect(bad.json().message).toMatch(/^Invalid input: comment /);
      }
      expect((await read(email.id)).comments).toHaveLength(2);
    });

    it('keeps every comment of simultaneous writers', async () => {
      const email = await seedEmail(t, w.client.id);
      await Promise.all([1, 2, 3, 4].map((n) => call('PATCH', `/api/emails/${email.id}/comment`, w.member, { comment: `Note ${n}` })));
      expect((await read(email.id)).comments.map((c) => c.text).sort()).toEqual(['Note 1', 'Note 2', 'Note 3', 'Note 4']);
    });

    it("deletes an e-mail for a user of its client; an invoice keeps its PDF", async () => {
      const email = await seedEmail(t, w.client.id);
      const pdf = await seedAttachment(t, w.client.id, { email_id: email.id });
      const other = await seedAttachment(t, w.client.id, { email_id: email.id, filename: 'logo.png', content_type: 'image/png' });
      const invoice = await seedInvoice(t, w.client.id, { email_id: email.id, attachment_id: pdf.id });
      const res = await call('DELETE', `/api/emails/${email.id}`, w.member);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: 'Email deleted' });
      expect((await call('GET', `/api/emails/${email.id}`, w.member)).statusCode).toBe(404);
      const after = (await call('GET', `/api/invoices/${invoice.id}`, w.member)).json().invoice;
      expect(after).toMatchObject({ emailId: null, pdfPartId: pdf.id, pdfFile: pdf.content.toString('base64') });
      expect(await t.ctx.db.kysely.selectFrom('attachments').select('id').where('id', '=', other.id).execute()).toEqual([]);
    });
  });
});

describe('e-mail list statements on sqlite (migrations 0007, 0009, 0013)', () => {
  const { t } = reviewFixture('sqlite');

  /** The plan of the statement that reads a page's items, as the repository sends it. */
  async function pagePlan(filters: EmailFilters): Promise<string> {
    const sent: CompiledQuery[] = [];
    const watched = t.ctx.db.kysely.withPlugin({
      transformQuery: ({ node, queryId }) => {
        sent.push(new SqliteQueryCompiler().compileQuery(node, queryId));
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    await createEmailsRepository(watched, 'sqlite').page(['a'], filters, { page: 1, limit: 20 });
    const items = sent.find((query) => /^select .*json_object/s.test(query.sql));
    if (!items) throw new Error('No statement read the items');
    const steps = await t.ctx.db.kysely.executeQuery<{ detail: string }>(CompiledQuery.raw(`explain query plan ${items.sql}`, [...items.parameters]));
    return steps.rows.map((row) => row.detail).join(' | ');
  }

  it("reads a page's attachment names and latest reports from indexes, never their rows (an attachment's content lies before its metadata)", async () => {
    const steps = await pagePlan({});
    expect(steps).toMatch(/SEARCH emails USING INDEX emails_client_created_id_idx/);
    expect(steps).toMatch(/SEARCH attachments USING COVERING INDEX attachments_email_meta_kind_idx/);
    expect(steps).toMatch(/SEARCH reports USING COVERING INDEX reports_email_created_id_idx/);
    // Only an e-mail's few attachments are sorted, for json_group_array; never the page.
    expect(steps.replace('USE TEMP B-TREE FOR json_group_array(ORDER BY)', '')).not.toMatch(/TEMP B-TREE/);
  });

  it("finds a search's page from the index that carries the search text, without reading the rows it tests", async () => {
    expect(await pagePlan({ search: 'plumbing' })).toMatch(/SEARCH emails USING COVERING INDEX emails_client_created_id_search_idx/);
  });
});
