import { nowIso } from '../../../src/server/db/ids';
import { createAccount, type TestAccount } from '../helpers/accounts';
import { createTestApp, databaseKinds, type TestApp } from '../helpers/testApp';
import { createClientRow } from './support';

/** A multipart/form-data body by hand, as a browser's FormData would send it. */
function formData(parts: { name: string; value: string | Buffer; filename?: string; type?: string }[]) {
  const boundary = `----sbe${Math.random().toString(36).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}`;
    const type = part.filename ? `\r\nContent-Type: ${part.type ?? 'application/octet-stream'}` : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}${type}\r\n\r\n`), Buffer.from(part.value), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

const rawMessage = (to: string, messageId = `<${Math.random().toString(36).slice(2)}@vendor.example>`) =>
  [`From: Billing <billing@vendor.example>`, `To: ${to}`, `Subject: Raw over HTTP`, `Message-ID: ${messageId}`, 'Date: Fri, 01 Mar 2024 10:00:00 +0000', '', 'Invoice attached.', ''].join('\r\n');

describe.each(databaseKinds)('POST /api/emails/receive and /api/emails on %s', (kind) => {
  let app: TestApp['app'];
  let t: TestApp;
  let admin: TestAccount;
  let member: TestAccount;
  let outsider: TestAccount;
  let mine: { id: string; forward_email: string | null };
  let theirs: { id: string; forward_email: string | null };

  beforeAll(async () => {
    t = await createTestApp(kind);
    app = t.app;
    admin = await createAccount(t, { isAdmin: true });
    member = await createAccount(t);
    outsider = await createAccount(t);
    mine = await createClientRow(t, 'bills@mine.example');
    theirs = await createClientRow(t, 'bills@theirs.example');
    await t.ctx.db.kysely.insertInto('user_clients').values({ user_id: member.id, client_id: mine.id, created_at: nowIso() }).execute();
  });
  afterAll(() => t.close());

  const emailRow = (id: string) => t.ctx.db.kysely.selectFrom('emails').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('refuses an anonymous caller before reading the body', async () => {
    for (const url of ['/api/emails/receive', '/api/emails']) {
      const res = await app.inject({ method: 'POST', url, payload: { raw: rawMessage('bills@mine.example') } });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    }
  });

  it('takes a raw message in the multipart email field, routed by its recipients, and queues it', async () => {
    const form = formData([{ name: 'email', value: rawMessage('Bills@Mine.example') }]);
    const res = await app.inject({ method: 'POST', url: '/api/emails/receive', headers: { ...form.headers, ...member.auth }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({ email: { id: expect.any(String), clientId: mine.id, status: 'queued' }, emails: [body.email], message: expect.any(String) });
    const row = await emailRow(body.email.id);
    expect(row).toMatchObject({ source: 'http', subject: 'Raw over HTTP', sender_email: 'billing@vendor.example', status: 'queued', sent_at: '2024-03-01T10:00:00.000Z' });
    const job = await t.ctx.db.kysely.selectFrom('intake_jobs').selectAll().where('email_id', '=', row.id).executeTakeFirstOrThrow();
    expect(job.status).toBe('pending');
  });

  it('takes the fields with files as attachments', async () => {
    const form = formData([
      { name: 'subject', value: 'Fields and files' },
      { name: 'from', value: 'billing@vendor.example' },
      { name: 'to', value: 'someone@else.example' },
      { name: 'text', value: 'See the PDF.' },
      { name: 'clientId', value: mine.id },
      { name: 'files', value: Buffer.from('%PDF-1.4 test'), filename: 'invoice.pdf', type: 'application/pdf' },
    ]);
    const res = await app.inject({ method: 'POST', url: '/api/emails/receive', headers: { ...form.headers, ...member.auth }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    const raw = await t.ctx.db.kysely.selectFrom('email_raw').select('raw').where('email_id', '=', res.json().email.id).executeTakeFirstOrThrow();
    const text = Buffer.from(raw.raw).toString();
    expect(text).toMatch(/^Subject: Fields and files$/m);
    expect(text).toMatch(/filename=invoice\.pdf/);
    expect(text).toContain(Buffer.from('%PDF-1.4 test').toString('base64'));
  });

  it('takes the fields as JSON in the email field', async () => {
    const form = formData([{ name: 'email', value: JSON.stringify({ subject: 'JSON field', from: 'billing@vendor.example', to: ['bills@mine.example'], html: '<p>Hi</p>' }) }]);
    const res = await app.inject({ method: 'POST', url: '/api/emails/receive', headers: { ...form.headers, ...admin.auth }, payload: form.payload });
    expect(res.statusCode).toBe(201);
    expect((await emailRow(res.json().email.id)).subject).toBe('JSON field');
  });

  it('POST /api/emails takes {raw} or the fields with base64 attachments', async () => {
    const raw = await app.inject({ method: 'POST', url: '/api/emails', headers: member.auth, payload: { raw: rawMessage('bills@mine.example'), clientId: mine.id } });
    expect(raw.statusCode).toBe(201);
    const fields = await app.inject({
      method: 'POST',
      url: '/api/emails',
      headers: member.auth,
      payload: { from: 'billing@vendor.example', to: 'bills@mine.example', subject: 'JSON', text: 'x', attachments: [{ filename: 'a.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.4 a').toString('base64') }] },
    });
    expect(fields.statusCode).toBe(201);
    expect(Buffer.from((await t.ctx.db.kysely.selectFrom('email_raw').select('raw').where('email_id', '=', fields.json().email.id).executeTakeFirstOrThrow()).raw).toString()).toMatch(/filename=a\.pdf/);
  });

  it('lets a regular user submit only to their own clients; an admin to any', async () => {
    const toTheirs = { raw: rawMessage('bills@theirs.example') };
    expect((await app.inject({ method: 'POST', url: '/api/emails', headers: member.auth, payload: toTheirs })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/emails', headers: member.auth, payload: { ...toTheirs, clientId: theirs.id } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/emails', headers: outsider.auth, payload: { raw: rawMessage('bills@mine.example') } })).statusCode).toBe(403);
    const byAdmin = await app.inject({ method: 'POST', url: '/api/emails', headers: admin.auth, payload: toTheirs });
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.json().email.clientId).toBe(theirs.id);
  });

  it('answers 400 when no client can be found and 404 for an unknown clientId', async () => {
    const nowhere = await app.inject({ method: 'POST', url: '/api/emails', headers: admin.auth, payload: { raw: rawMessage('someone@nowhere.example') } });
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().message).toMatch(/clientId/);
    const unknown = await app.inject({ method: 'POST', url: '/api/emails', headers: admin.auth, payload: { raw: rawMessage('x@y.example'), clientId: 'no-such-client' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('names the bad field in a 400', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/emails', headers: member.auth, payload: { from: 'not an address', to: 'bills@mine.example' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/from must be one e-mail address/);
  });

  it('stores a repeated Message-ID once and says so', async () => {
    const payload = { raw: rawMessage('bills@mine.example', '<same-id@vendor.example>') };
    const first = await app.inject({ method: 'POST', url: '/api/emails', headers: member.auth, payload });
    const second = await app.inject({ method: 'POST', url: '/api/emails', headers: member.auth, payload });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json().email.id).toBe(first.json().email.id);
    expect(second.json().message).toBe('This e-mail was already received.');
  });
});
