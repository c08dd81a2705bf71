import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { generateInvoiceSet } from '../support/invoices';
import { apiClient, deliver, type VendorMail } from './support/api';
import { launchBrowser, screenshot, signInThroughScreen, watchPageErrors } from './support/browser';
import { eventually } from './support/eventually';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 15, as a reviewer works: the table view and its order, the keys under every filter,
 * bulk actions, the CSV export, the due queue, /view's "Mark reviewed & next" and history, and
 * an e-mail's review and comment, on real invoices delivered over SMTP.
 */
const CLIENT = { name: 'Throughput Towers', forwardEmail: 'bills@throughput.test', appfolioUrl: 'https://throughput.appfolio.test' };
const REVIEWER = { email: 'tess.table@ap-team.test', password: 'review-pass-1', username: 'Tess' };
const INVOICES = 24;

let browser: Browser;
let server: RunningServer;
let page: Page;
let pageErrors: string[];
let clientId = '';
let adminToken = '';

interface Summary {
  id: string;
  reviewed: boolean;
  dueDate: string | null;
}

const api = () => apiClient(server);
const listed = async (query = '') =>
  (await api().call<{ invoices: Summary[]; total: number }>('GET', `/api/invoices/client/${clientId}?limit=50${query}`, undefined, adminToken)).invoices;
const reviewedIds = async () => (await listed('&reviewed=true')).map((invoice) => invoice.id).sort();
/** The ids of the table's rows, top to bottom, as drawn. */
const rowIds = () => page.locator('tr[data-invoice-id]').evaluateAll((rows) => rows.map((row) => row.getAttribute('data-invoice-id') ?? ''));
const activeId = () => page.locator('tr[aria-current="true"]').getAttribute('data-invoice-id');

async function openTable(query = '') {
  await page.goto(`${server.webUrl}/members?client=${clientId}${query}`);
  await page.locator('tr[data-invoice-id]').first().waitFor();
}

async function unreviewAll() {
  const ids = await reviewedIds();
  if (ids.length > 0) await api().call('POST', '/api/invoices/bulk', { ids, action: 'unreview' }, adminToken);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const admin = await api().login(server.admin.email, server.admin.password);
  adminToken = admin.token;
  const { client } = await api().call<{ client: { id: string } }>('POST', '/api/clients', CLIENT, admin.token);
  clientId = client.id;
  const reviewerId = await api().signUp(REVIEWER.email, REVIEWER.password, REVIEWER.username);
  await api().call('PUT', `/api/users/${reviewerId}/client`, { clientIds: [client.id] }, admin.token);

  const set = await generateInvoiceSet({ seed: 1515, count: INVOICES, layouts: ['plumbing', 'landscaping', 'utility', 'hvac', 'supply', 'modern'] });
  const mails: VendorMail[] = set.map((invoice, i) => ({
    from: `billing${i}@vendor${i % 6}.test`,
    subject: `Invoice ${invoice.expected[0]?.invoiceNumber ?? i}`,
    text: 'Please find the invoice attached.',
    attachments: [{ filename: `invoice-${i + 1}.pdf`, content: invoice.pdf, contentType: 'application/pdf' }],
  }));
  await deliver(server, CLIENT.forwardEmail, mails);
  await eventually(async () => expect((await listed()).length).toBe(INVOICES), 60_000);

  const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true });
  page = await context.newPage();
  pageErrors = watchPageErrors(page);
  await signInThroughScreen(page, server.webUrl, REVIEWER.email, REVIEWER.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => expect(pageErrors.splice(0)).toEqual([]));

it('shows the table view, remembered, and sorts it on the server by the header clicked', async () => {
  await page.goto(`${server.webUrl}/members?client=${clientId}`);
  await page.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Table' }).click();
  await page.locator('tr[data-invoice-id]').first().waitFor();
  expect(await page.locator('tr[data-invoice-id]').count()).toBe(INVOICES);

  await page.getByRole('button', { name: 'Due date' }).click();
  await page.waitForURL(/sort=dueDate&order=asc/);
  const ascending = (await listed('&sort=dueDate&order=asc')).map((invoice) => invoice.id);
  await eventually(async () => expect(await rowIds()).toEqual(ascending));
  expect(await page.locator('th[aria-sort="ascending"]').innerText()).toContain('Due date');
  await screenshot(page, 'members-table-sorted');

  // The density is the reviewer's: a reload keeps the table.
  await page.reload();
  await page.locator('tr[data-invoice-id]').first().waitFor();
  await eventually(async () => expect(await rowIds()).toEqual(ascending));
});

it('x reviews consecutive rows under All, u takes the last one back, and under Unreviewed x x x reviews the next three', async () => {
  await unreviewAll();
  await openTable('&sort=dueDate&order=asc');
  const order = await rowIds();
  await page.keyboard.press('j');
  expect(await activeId()).toBe(order[0]);
  await page.keyboard.press('x');
  await page.keyboard.press('x');
  await page.keyboard.press('x');
  expect(await activeId()).toBe(order[3]);
  await eventually(async () => expect(await reviewedIds()).toEqual(order.slice(0, 3).sort()));
  await page.keyboard.press('u');
  await eventually(async () => expect(await reviewedIds()).toEqual(order.slice(0, 2).sort()));

  await unreviewAll();
  await openTable('&filter=unreviewed&sort=dueDate&order=asc');
  await page.keyboard.press('j');
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('x');
  await eventually(async () => expect(await reviewedIds()).toEqual(order.slice(0, 3).sort()));
  // The reviewed rows left the list; the cursor is on the one that took their place.
  await eventually(async () => expect(await activeId()).toBe(order[3]));
  await eventually(async () => expect((await rowIds()).slice(0, 2)).toEqual(order.slice(3, 5)));
});

it('selects a range with shift-click, marks it reviewed in one call, and deletes a selection after confirming', async () => {
  await unreviewAll();
  await openTable('&sort=dueDate&order=asc');
  const order = await rowIds();
  const check = (id: string | undefined) => page.locator(`tr[data-invoice-id="${id}"] input[type="checkbox"]`);
  await check(order[1]).click();
  await check(order[4]).click({ modifiers: ['Shift'] });
  await page.getByText('4 selected').waitFor();
  await screenshot(page, 'members-table-selection');
  await page.getByRole('button', { name: 'Mark reviewed', exact: true }).click();
  await eventually(async () => expect(await reviewedIds()).toEqual(order.slice(1, 5).sort()));
  await page.getByText(/4 invoices marked reviewed/i).waitFor();

  await check(order[6]).click();
  await page.keyboard.press('j');
  await page.keyboard.press(' ');
  const selected = await page.locator('tr.is-selected').count();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByRole('dialog').waitFor();
  await screenshot(page, 'members-table-bulk-delete');
  await page.getByRole('dialog').getByRole('button', { name: /Delete/ }).click();
  await eventually(async () => expect((await listed()).length).toBe(INVOICES - selected));
  expect(selected).toBe(2);
});

it('exports the list in its order as a CSV file Excel reads (BOM, header, one row per invoice)', async () => {
  await openTable('&sort=dueDate&order=asc');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/Throughput Towers.*\.csv$/);
  const bytes = readFileSync((await download.path()) as string);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const { data, errors } = Papa.parse<string[]>(bytes.subarray(3).toString('utf8'), { skipEmptyLines: true });
  expect(errors).toEqual([]);
  expect(data[0]?.slice(0, 3)).toEqual(['ID', 'Payee', 'Invoice number']);
  const expected = (await listed('&sort=dueDate&order=asc')).map((invoice) => invoice.id);
  expect(data.slice(1).map((row) => row[0])).toEqual(expected);
});

it('lists the due queue under Overdue / Due this week / Later with their counts and totals', async () => {
  await page.goto(`${server.webUrl}/members?client=${clientId}&list=due`);
  await page.locator('tr[data-invoice-id]').first().waitFor();
  const unreviewed = await listed('&reviewed=false');
  const headings = await page.locator('.invoice-table-heading').allInnerTexts();
  expect(headings.length).toBeGreaterThan(0);
  expect(headings.join(' ')).toMatch(/Overdue|Due this week|Later|No due date/);
  expect(await page.locator('tr[data-invoice-id]').count()).toBe(unreviewed.length);
  const dueDates = unreviewed.map((invoice) => invoice.dueDate).filter((date): date is string => date !== null);
  const shown = await rowIds();
  const byId = new Map(unreviewed.map((invoice) => [invoice.id, invoice.dueDate]));
  const shownDates = shown.map((id) => byId.get(id)).filter((date): date is string => Boolean(date));
  expect(shownDates).toEqual([...dueDates].sort());
  await screenshot(page, 'members-due-queue');
});

it('on /view, Mark reviewed & next opens the next unreviewed invoice, and the history says who changed what', async () => {
  await unreviewAll();
  await openTable('&filter=unreviewed&sort=dueDate&order=asc');
  const order = await rowIds();
  await page.keyboard.press('j');
  await page.keyboard.press('o');
  await page.waitForURL(new RegExp(`/view\\?id=${order[0]}`));
  await page.locator(`[data-shown-invoice="${order[0]}"]`).waitFor();
  await page.getByRole('button', { name: 'Mark reviewed & next' }).click();
  await page.locator(`[data-shown-invoice="${order[1]}"]`).waitFor();
  await page.keyboard.press('x');
  await page.locator(`[data-shown-invoice="${order[2]}"]`).waitFor();
  await eventually(async () => expect(await reviewedIds()).toEqual(order.slice(0, 2).sort()));
  await page.keyboard.press('k');
  await page.locator(`[data-shown-invoice]`).waitFor();

  await page.getByRole('button', { name: 'Edit Invoice' }).click();
  await page.getByLabel('Payee', { exact: true }).fill('Throughput Plumbing LLC');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await page.getByRole('button', { name: 'Edit Invoice' }).waitFor();
  const history = page.locator('.invoice-history');
  if ((await history.getByRole('button', { name: 'History' }).getAttribute('aria-expanded')) !== 'true') await history.getByRole('button', { name: 'History' }).click();
  await history.getByText('Throughput Plumbing LLC').first().waitFor();
  await history.getByText('Intake').first().waitFor();
  await history.getByText(REVIEWER.username).first().waitFor();
  await screenshot(page, 'invoice-history');

  await page.keyboard.press('Escape');
  await page.waitForURL(/\/members/);
});

it('on /email/{id}, a reviewer of the client comments and marks the e-mail reviewed', async () => {
  const { emails } = await api().call<{ emails: { id: string; isReviewed: boolean }[] }>('GET', `/api/emails/client/${clientId}`, undefined, adminToken);
  const email = emails[0];
  await page.goto(`${server.webUrl}/email/${email?.id}`);
  await page.getByRole('heading', { name: 'Email Details' }).waitFor();
  await page.getByRole('button', { name: 'Mark Reviewed' }).click();
  await page.getByRole('button', { name: 'Mark Unreviewed' }).waitFor();
  await page.getByRole('button', { name: 'Add Comment' }).click();
  await page.getByLabel('Comment text').fill('Matched to the PO');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Matched to the PO').first().waitFor();
  await eventually(async () => {
    const { email: saved } = await api().call<{ email: { isReviewed: boolean; comment: string } }>('GET', `/api/emails/${email?.id}`, undefined, adminToken);
    expect(saved).toMatchObject({ isReviewed: true, comment: 'Matched to the PO' });
  });
  await screenshot(page, 'email-details-actions');
});
