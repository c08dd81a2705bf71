import type { Report } from '../../src/shared/contract/reports';
import type { TestAccount } from './helpers/accounts';
import { reviewFixture } from './helpers/fixtures';
import { link, seedClient, seedReport } from './helpers/seed';
import { databaseKinds } from './helpers/testApp';

describe.each(databaseKinds)('reports API on %s', (kind) => {
  const { t, w, call } = reviewFixture(kind);
  let clientId: string;
  let seeded: string[];

  beforeAll(async () => {
    clientId = (await seedClient(t, 'Reports Co')).id;
    await link(t, w.member, [clientId]);
    seeded = [];
    for (let n = 0; n < 22; n += 1) seeded.push((await seedReport(t, clientId, { report_text: `Processed batch ${n}` })).id);
    await seedReport(t, w.otherClient.id);
  });

  const get = (url: string, as?: TestAccount) => call('GET', url, as);
  const ids = (list: { id: string }[]) => list.map((r) => r.id);
  const newestFirst = () => [...seeded].reverse();

  it.each(['/api/reports/client/c1', '/api/reports/client/c1/all'])('%s refuses an anonymous caller', async (url) => {
    expect((await get(url)).statusCode).toBe(401);
  });

  it("gives a regular user their client's reports, newest first, with every field", async () => {
    const res = await get(`/api/reports/client/${clientId}`, w.member);
    expect(res.statusCode).toBe(200);
    const reports = res.json().reports as Report[];
    expect(ids(reports)).toEqual(newestFirst());
    expect(reports[0]).toEqual({
      id: seeded[21],
      clientId,
      success: true,
      processedCount: 1,
      invoiceCount: 1,
      errorCount: 0,
      senderEmail: 'billing@vendor.example',
      emailId: null,
      details: [{ filename: 'invoice.pdf', status: 'ok' }],
      report: 'Processed batch 21',
      status: 'processed',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  it("hides another client's reports from a regular user, and keeps /all for admins", async () => {
    const hidden = await get(`/api/reports/client/${clientId}`, w.outsider);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual({ message: 'Client not found' });
    expect((await get(`/api/reports/client/${clientId}/all`, w.member)).statusCode).toBe(403);
    expect(ids((await get(`/api/reports/client/${clientId}/all`, w.admin)).json().reports)).toEqual(newestFirst());
    expect(ids((await get(`/api/reports/client/${clientId}`, w.admin)).json().reports)).toEqual(newestFirst());
    expect((await get('/api/reports/client/unknown/all', w.admin)).statusCode).toBe(404);
  });

  it('pages with pagination=true, clamping the limit', async () => {
    const body = (await get(`/api/reports/client/${clientId}/all?pagination=true`, w.admin)).json();
    expect(body).toMatchObject({ total: 22, page: 1, totalPages: 2 });
    expect(ids(body.reports)).toEqual(newestFirst().slice(0, 20));
    expect(ids((await get(`/api/reports/client/${clientId}?pagination=true&page=2`, w.member)).json().reports)).toEqual(newestFirst().slice(20));
    expect((await get(`/api/reports/client/${clientId}?pagination=true&limit=0`, w.member)).json()).toMatchObject({ totalPages: 22 });
    expect((await get(`/api/reports/client/${clientId}?pagination=true&limit=99`, w.member)).json().reports).toHaveLength(22);
    const bad = await get(`/api/reports/client/${clientId}?pagination=true&page=0`, w.member);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('page must be a whole number of at least 1');
  });

  it('searches the report text and the sender', async () => {
    const bySender = await seedReport(t, clientId, { sender_email: 'rare-sender@gas.example', report_text: 'All good' });
    await seedReport(t, w.otherClient.id, { sender_email: 'rare-sender@gas.example' });
    expect(ids((await get(`/api/reports/client/${clientId}?pagination=true&search=rare-sender`, w.member)).json().reports)).toEqual([bySender.id]);
    expect((await get(`/api/reports/client/${clientId}?pagination=true&search=batch%201`, w.member)).json().total).toBe(11);
  });

  it('reads damaged details as none', async () => {
    const broken = await seedReport(t, clientId, { details: 'not json' });
    const report = ((await get(`/api/reports/client/${clientId}?pagination=true&limit=1`, w.member)).json().reports as Report[])[0];
    expect(report).toMatchObject({ id: broken.id, details: [] });
  });

  it.each(['/api/reports/client/', '/api/reports/client/%20', '/api/reports/client', '/api/reports/client/%20/all', '/api/reports/client//all'])('answers %s with the message of SPEC.md', async (url) => {
    const res = await get(url, w.admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Client ID is required for fetching reports');
  });
});
