import { readFileSync } from 'node:fs';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { generateInvoicePdf } from '../support/invoices';
import { apiClient, deliver } from './support/api';
import { launchBrowser, screenshot, signInThroughScreen, watchPageErrors } from './support/browser';
import { eventually } from './support/eventually';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 16, as an admin and a reviewer work: the admin imports the properties CSV on the
 * directory page (a row error first, fixed), a water bill arrives over SMTP and is placed by its
 * service address, the reviewer files it under another property with /view's typeahead, and the
 * vendor's next bill with the same account number arrives placed there, by the account.
 *
 * The bill is the generated water bill of seed 30: "City of Riverton Water Department",
 * "Acct # 5180-12526-14", "Service Address: 921 Cherry Lane Unit 40B, Columbus, OH 43253".
 */
const CLIENT = { name: 'Directory Downs', forwardEmail: 'bills@directory.test', appfolioUrl: 'https://directory.appfolio.test' };
const REVIEWER = { email: 'rita.resolve@ap-team.test', password: 'review-pass-1', username: 'Rita' };
const VENDOR = 'City of Riverton Water Department';
const PROPERTIES_WITH_ERROR = 'name,aliases,address,city,state,zip\nCherry Lane Lofts,,921 Cherry Lane,Columbus,OH,43253\n,,14 Birch Row,Columbus,OH,43201\n';
const PROPERTIES = 'name,aliases,address,city,state,zip\nCherry Lane Lofts,,921 Cherry Lane,Columbus,OH,43253\nBirch Row,,14 Birch Row,Columbus,OH,43201\n';

let browser: Browser;
let server: RunningServer;
let admin: Page;
let reviewer: Page;
let pageErrors: string[];
let clientId = '';
let adminToken = '';
let pdf: Uint8Array;

interface Listed {
  id: string;
  property: string | null;
  unit: string | null;
  resolution: { property: { reason: string } | null } | null;
}

const api = () => apiClient(server);
const listed = async () => (await api().call<{ invoices: Listed[] }>('GET', `/api/invoices/client/${clientId}?limit=50`, undefined, adminToken)).invoices;
const sendBill = (subject: string) =>
  deliver(server, CLIENT.forwardEmail, [{ from: 'Riverton Water <billing@riverton.test>', subject, text: 'Your bill is attached.', attachments: [{ filename: 'water.pdf', content: pdf, contentType: 'application/pdf' }] }]);
const field = (page: Page, label: string) => page.locator('.invoice-field').filter({ has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  adminToken = (await api().login(server.admin.email, server.admin.password)).token;
  const { client } = await api().call<{ client: { id: string } }>('POST', '/api/clients', CLIENT, adminToken);
  clientId = client.id;
  const reviewerId = await api().signUp(REVIEWER.email, REVIEWER.password, REVIEWER.username);
  await api().call('PUT', `/api/users/${reviewerId}/client`, { clientIds: [client.id] }, adminToken);
  pdf = (await generateInvoicePdf('water', 30)).pdf;

  admin = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
  reviewer = await (await browser.newContext({ viewport: { width: 1600, height: 1000 }, acceptDownloads: true })).newPage();
  pageErrors = [...watchPageErrors(admin), ...watchPageErrors(reviewer)];
  await signInThroughScreen(admin, server.webUrl, server.admin.email, server.admin.password);
  await signInThroughScreen(reviewer, server.webUrl, REVIEWER.email, REVIEWER.password);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

test('the admin imports the properties, the row error shown and fixed first', async () => {
  await admin.goto(`${server.webUrl}/clients/${clientId}/directory`);
  await admin.getByRole('button', { name: 'Import / export CSV' }).click();
  await admin.getByLabel('Kind to import').selectOption('properties');
  await admin.getByLabel('Or paste the CSV').fill(PROPERTIES_WITH_ERROR);
  await admin.getByRole('button', { name: 'Preview' }).click();
  const errors = admin.getByRole('table', { name: 'Import errors' });
  await expect(errors.locator('tbody tr').first().innerText()).resolves.toMatch(/3\s+name/);
  await expect(admin.getByRole('button', { name: 'Import', exact: true }).isDisabled()).resolves.toBe(true);
  await screenshot(admin, 'directory-import-row-error');

  await admin.getByLabel('Or paste the CSV').fill(PROPERTIES);
  await admin.getByRole('button', { name: 'Preview' }).click();
  await admin.getByText('2 to create, 0 to update').waitFor();
  await admin.getByRole('button', { name: 'Import', exact: true }).click();
  await eventually(async () => {
    const { properties } = await api().call<{ properties: { id: string; name: string }[] }>('GET', `/api/clients/${clientId}/directory/properties?page=1&limit=10`, undefined, adminToken);
    expect(properties.map((p) => p.name).sort()).toEqual(['Birch Row', 'Cherry Lane Lofts']);
  });
  await screenshot(admin, 'directory-imported');
  // The units and the vendor as the admin would add them on the page; the import is what this test drives.
  const { properties } = await api().call<{ properties: { id: string; name: string }[] }>('GET', `/api/clients/${clientId}/directory/properties?page=1&limit=10`, undefined, adminToken);
  for (const [name, unit] of [['Cherry Lane Lofts', '40B'], ['Birch Row', '7']] as const) {
    await api().call('POST', `/api/clients/${clientId}/directory/properties/${properties.find((p) => p.name === name)!.id}/units`, { unit }, adminToken);
  }
  await api().call('POST', `/api/clients/${clientId}/directory/vendors`, { name: VENDOR }, adminToken);
});

test('a bill placed by its address is filed under another property with the typeahead, and the next bill follows by its account', async () => {
  await sendBill('Water bill, March');
  await eventually(async () => expect((await listed())[0]?.property).toBe('Cherry Lane Lofts'), 60_000);
  const [first] = await listed();

  await reviewer.goto(`${server.webUrl}/view?id=${first!.id}`);
  await field(reviewer, 'Property').getByText(/service address/).waitFor();
  await screenshot(reviewer, 'directory-view-resolved');

  await reviewer.getByRole('button', { name: 'Change property' }).click();
  await reviewer.getByRole('combobox', { name: 'Property and unit' }).fill('birch');
  // The search as typed has answered: Birch Row and its unit, no longer every place.
  await eventually(async () => expect(await reviewer.getByRole('option').allInnerTexts()).toEqual(['Birch Row · 14 Birch Row', 'Birch Row — 7 · 14 Birch Row']));
  await screenshot(reviewer, 'directory-view-typeahead');
  await reviewer.keyboard.press('ArrowDown');
  await reviewer.keyboard.press('Enter');
  await field(reviewer, 'Property').getByText('chosen by you').waitFor();
  await expect(field(reviewer, 'Property').innerText()).resolves.toMatch(/Birch Row/);
  await expect(field(reviewer, 'Unit').innerText()).resolves.toMatch(/^Unit\s+7/);
  await screenshot(reviewer, 'directory-view-chosen');

  await sendBill('Water bill, April');
  await eventually(async () => expect(await listed()).toHaveLength(2), 60_000);
  const second = (await listed()).find((invoice) => invoice.id !== first!.id)!;
  expect(second).toMatchObject({ property: 'Birch Row', unit: '7' });
  await reviewer.goto(`${server.webUrl}/view?id=${second.id}`);
  await field(reviewer, 'Property').getByText(/^account 5180-12526-14 → Birch Row/).waitFor();
  await screenshot(reviewer, 'directory-view-learnt');
  expect(pageErrors).toEqual([]);
});

test('the reviewed bills export to the PM system once, and the file reads back', async () => {
  const bills = await listed();
  for (const bill of bills) await api().call('PATCH', `/api/invoices/${bill.id}/toggle-review`, {}, adminToken);
  await reviewer.goto(`${server.webUrl}/members?client=${clientId}`);
  await reviewer.getByRole('group', { name: 'Density' }).getByRole('button', { name: 'Table' }).click();
  await reviewer.getByRole('button', { name: 'Export to PM' }).click();
  const dialog = reviewer.getByRole('dialog', { name: 'Export to PM' });
  await dialog.getByText(/^2 bills, \d+ rows$/).waitFor();
  await screenshot(reviewer, 'directory-pm-export-preview');
  const [download] = await Promise.all([reviewer.waitForEvent('download'), dialog.getByRole('button', { name: 'Export and mark exported' }).click()]);
  const text = readFileSync((await download.path()) as string, 'utf8').replace(/^\uFEFF/, '');
  const { data, meta } = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true });
  expect(meta.fields).toEqual(['Payee Name', 'Property Name', 'Unit', 'GL Account', 'Amount', 'Bill Date', 'Due Date', 'Reference', 'Description']);
  expect(new Set(data.map((row) => row['Property Name']))).toEqual(new Set(bills.map((bill) => bill.property)));
  expect(data.every((row) => row['Payee Name'] === VENDOR)).toBe(true);

  // Exported once: the next export has nothing left, and each bill's history says who sent it.
  await reviewer.getByRole('button', { name: 'Export to PM' }).click();
  await dialog.getByText('No reviewed bills to export.').waitFor();
  const { history } = await api().call<{ history: { action: string; userName: string | null }[] }>('GET', `/api/invoices/${bills[0]!.id}/history`, undefined, adminToken);
  expect(history.at(-1)).toMatchObject({ action: 'exported', userName: REVIEWER.username });
  expect(pageErrors).toEqual([]);
});
