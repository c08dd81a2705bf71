import type { Browser, BrowserContext, Page } from 'playwright-core';
import { generateInvoiceSet } from '../support/invoices';
import { apiClient, deliver, type VendorMail } from './support/api';
import { launchBrowser, screenshot, signInThroughScreen, watchPageErrors } from './support/browser';
import { eventually } from './support/eventually';
import { startServer, type RunningServer } from './support/server';

const CLIENT = { name: 'Harbor View Condos', forwardEmail: 'bills@harborview.test', appfolioUrl: 'https://harborview.appfolio.test' };
const REVIEWER = { email: 'quinn.reviewer@ap-team.test', password: 'review-pass-2', username: 'Quinn Reviewer' };
const PROMOTED = { email: 'pat.promoted@ap-team.test', password: 'promote-pass-3', username: 'Pat Promoted' };
const LEAVER = { email: 'dana.leaver@ap-team.test', password: 'leaver-pass-4', username: 'Dana Leaver' };
/** The admin's browser runs in another zone than the server, so the calendar's "today" is the viewer's. */
const ADMIN_ZONE = 'America/Chicago';

let browser: Browser;
let server: RunningServer;
let adminContext: BrowserContext;
let admin: Page;
let pageErrors: string[];

const signIn = (page: Page, email: string, password: string) => signInThroughScreen(page, server.webUrl, email, password);

const todayIn = (timeZone: string, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone, ...options }).format(new Date());

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const api = apiClient(server);
  for (const account of [REVIEWER, PROMOTED, LEAVER]) await api.signUp(account.email, account.password, account.username);

  adminContext = await browser.newContext({ viewport: { width: 1440, height: 960 }, timezoneId: ADMIN_ZONE });
  admin = await adminContext.newPage();
  pageErrors = watchPageErrors(admin);
  await signIn(admin, server.admin.email, server.admin.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

afterEach(() => {
  expect(pageErrors).toEqual([]);
});

it('creates a client whose Smart Bill Entry address receives mail', async () => {
  await admin.getByRole('link', { name: 'Client', exact: true }).click();
  await admin.waitForURL('**/create-client');
  await admin.getByRole('button', { name: 'Create New Client' }).click();
  const form = admin.getByRole('form', { name: 'Create New Client' });
  await form.getByLabel('CLIENT NAME *').fill(CLIENT.name);
  await form.getByLabel('SMART BILL ENTRY E-MAIL').fill('not-an-address');
  await form.getByRole('button', { name: 'Create Client' }).click();
  await form.getByText(/valid email address/).waitFor();
  await form.getByLabel('SMART BILL ENTRY E-MAIL').fill(CLIENT.forwardEmail);
  await form.getByLabel('WEBSITE URL').fill(CLIENT.appfolioUrl);
  await form.getByRole('button', { name: 'Create Client' }).click();
  await admin.getByText('Client created successfully!').waitFor();
  const row = admin.getByRole('list', { name: 'Clients' }).getByRole('listitem').filter({ hasText: CLIENT.name });
  await row.getByText(CLIENT.forwardEmail).waitFor();
  await row.getByRole('link', { name: new RegExp(CLIENT.appfolioUrl.replace(/\./g, '\\.')) }).waitFor();
  await screenshot(admin, 'admin-clients');

  // Vendors now mail the client's address: three invoices arrive over SMTP.
  const invoices = await generateInvoiceSet({ seed: 5150, count: 3 });
  const mails: VendorMail[] = invoices.map((invoice, i) => ({
    from: `ar${i}@vendor${i}.test`,
    subject: `Invoice ${invoice.expected[0]?.invoiceNumber ?? i}`,
    text: 'Invoice attached.',
    attachments: [{ filename: `invoice-${i + 1}.pdf`, content: invoice.pdf, contentType: 'application/pdf' }],
  }));
  await deliver(server, CLIENT.forwardEmail.toUpperCase(), mails);
  const api = apiClient(server);
  const { token } = await api.login(server.admin.email, server.admin.password);
  await eventually(async () => {
    const { total } = await api.call<{ total: number }>('GET', '/api/invoices/all?limit=1', undefined, token);
    expect(total).toBeGreaterThanOrEqual(3);
  }, 60_000);
});

it('associates a new user with the client, promotes and demotes another, and deletes a third', async () => {
  await admin.getByRole('link', { name: 'Admin', exact: true }).click();
  await admin.waitForURL('**/admin');
  const table = admin.getByRole('table', { name: 'Users' });
  await table.getByRole('cell', { name: REVIEWER.username, exact: true }).waitFor();

  await admin.getByPlaceholder('Search users by name or email').fill('quinn');
  await eventually(async () => expect(await table.getByRole('row').count()).toBe(2));
  await admin.getByLabel(`Clients for ${REVIEWER.username}`).click();
  await admin.getByRole('option', { name: CLIENT.name }).click();
  await admin.getByRole('button', { name: `Update ${REVIEWER.username}` }).click();
  await admin.getByText('User Updated').waitFor();
  await screenshot(admin, 'admin-panel');
  await admin.getByRole('button', { name: /close/i }).first().click();
  await admin.getByPlaceholder('Search users by name or email').fill('');

  await admin.getByLabel(`Role for ${PROMOTED.username}`).selectOption({ label: 'Admin' });
  await admin.getByRole('button', { name: `Update ${PROMOTED.username}` }).click();
  await admin.getByText(/is now an Admin/).waitFor();
  await admin.getByLabel(`Role for ${PROMOTED.username}`).selectOption({ label: 'User' });
  await admin.getByRole('button', { name: `Update ${PROMOTED.username}` }).click();
  await admin.getByText(/is now a User/).waitFor();

  // One's own row has no Delete button.
  expect(await admin.getByRole('button', { name: /^Delete Admin/ }).count()).toBe(0);
  await admin.getByRole('button', { name: `Delete ${LEAVER.username}` }).click();
  const dialog = admin.getByRole('dialog');
  await dialog.getByText(/invoices/).waitFor();
  await screenshot(admin, 'admin-delete-user');
  await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
  await admin.getByText('User Deleted').waitFor();
  await eventually(async () => expect(await table.getByRole('cell', { name: LEAVER.username, exact: true }).count()).toBe(0));
});

it("shows a reviewer's work of the day on the calendar, in the day panel and first in compare mode", async () => {
  const reviewerContext = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  const reviewer = await reviewerContext.newPage();
  await signIn(reviewer, REVIEWER.email, REVIEWER.password);
  await reviewer.getByRole('button', { name: CLIENT.name }).click();
  const items = reviewer.locator('[data-invoice-id]');
  await items.first().waitFor();
  for (const index of [0, 1]) {
    await items.nth(index).getByRole('button', { name: 'Mark reviewed' }).click();
    await items.nth(index).getByRole('button', { name: 'Mark unreviewed' }).waitFor();
  }
  // The admin screens stay closed to a reviewer.
  await reviewer.goto(`${server.webUrl}/admin`);
  await reviewer.getByRole('heading', { name: 'Access Restricted' }).waitFor();
  await reviewer.goto(`${server.webUrl}/create-client`);
  await reviewer.getByRole('heading', { name: 'Access Denied' }).waitFor();
  await reviewer.goto(`${server.webUrl}/user-activity`);
  await reviewer.waitForURL('**/members');
  await reviewerContext.close();

  // The admin reviews one invoice too, so compare mode has someone to rank below the reviewer.
  const api = apiClient(server);
  const { token } = await api.login(server.admin.email, server.admin.password);
  const { invoices } = await api.call<{ invoices: { id: string; reviewed: boolean }[] }>('GET', '/api/invoices/all', undefined, token);
  const unreviewed = invoices.find((invoice) => !invoice.reviewed);
  await api.call('PATCH', `/api/invoices/${unreviewed?.id ?? ''}/toggle-review`, {}, token);

  await admin.getByRole('link', { name: 'User Activity', exact: true }).click();
  await admin.waitForURL('**/user-activity');
  await admin.getByText(todayIn(ADMIN_ZONE, { month: 'long', year: 'numeric' })).waitFor();
  await admin.getByRole('combobox', { name: 'User' }).fill('quinn');
  await admin.getByRole('option', { name: new RegExp(REVIEWER.username) }).click();

  const today = todayIn(ADMIN_ZONE, { month: 'long', day: 'numeric', year: 'numeric' });
  const day = admin.getByRole('button', { name: new RegExp(`^${today}: 2 `) });
  await day.waitFor();
  await screenshot(admin, 'admin-activity-calendar');
  await day.click();
  const longDate = todayIn(ADMIN_ZONE, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });
  await admin.getByRole('heading', { name: `${REVIEWER.username} - ${longDate}` }).waitFor();
  await admin.getByText(new RegExp(`${REVIEWER.username} did 2 task\\(s\\) on this day`)).waitFor();
  await admin.getByRole('cell', { name: /^Marked invoice .* reviewed$/ }).first().waitFor();
  await screenshot(admin, 'admin-activity-day');

  await admin.getByRole('button', { name: 'Compare All Users' }).click();
  const bars = admin.getByRole('list', { name: /activity/i }).getByRole('listitem');
  await eventually(async () => expect(await bars.count()).toBe(2));
  expect(await bars.nth(0).textContent()).toContain(REVIEWER.username);
  expect(await bars.nth(1).textContent()).toMatch(/admin/i);
  await screenshot(admin, 'admin-activity-compare');
});
