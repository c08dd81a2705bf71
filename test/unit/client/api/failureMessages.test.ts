/** @jest-environment node */
import { FAILURE_MESSAGES } from '../../../../src/client/api/failureMessages';
import { invoicesApi } from '../../../../src/client/api/invoicesApi';
import { REPORTS_CLIENT_REQUIRED } from '../../../../src/shared/contract/reports';
import { json, signedInStore } from '../storeHarness';
import { AREAS, areaFiles, callEndpoint, endpointNames } from './allEndpoints';

const html = (status: number) => new Response('<html>Bad gateway</html>', { status, headers: { 'content-type': 'text/html' } });
const noReason = () => json(500, {});
const offline = (): Response => {
  throw new TypeError('fetch failed');
};

/** One failure of one call, as the store holds it. */
async function failureOf(name: string, arg: unknown, answer: () => Response) {
  const t = signedInStore(answer);
  const { error } = await callEndpoint(t.store, name, arg);
  return { error, requests: t.requests };
}

const page = { page: 1, limit: 20 };
const form = () => new FormData();

describe("each call's failure carries SPEC.md section 8's message", () => {
  it.each([
    ['getUserInvoices', 'u1', noReason, 'Failed to fetch invoices'],
    ['getAllInvoices', undefined, noReason, 'Failed to fetch invoices'],
    ['getAllInvoicesPage', page, noReason, 'Failed to fetch invoices'],
    ['getClientInvoices', { clientId: 'c1', ...page }, offline, 'Failed to fetch invoices'],
    ['getClientInvoicesNoPdf', 'c1', noReason, 'Failed to fetch invoices'],
    ['getUnassociatedInvoices', { clientId: 'c1' }, noReason, 'Failed to fetch invoices'],
    ['getInvoice', 'i1', () => json(404, { message: 'Invoice not found' }), 'Invoice not found.'],
    ['getInvoice', 'i1', noReason, 'Error fetching invoice details.'],
    ['uploadInvoice', { clientId: 'c1', form: form() }, () => json(400, { message: 'Invalid input: file must be a PDF' }), 'Failed to upload invoice'],
    ['updateInvoice', { id: 'i1', body: { payee: 'Acme' } }, noReason, 'Failed to update invoice'],
    ['toggleInvoiceReview', { id: 'i1' }, noReason, 'Failed to update invoice'],
    ['deleteInvoice', { id: 'i1', clientId: 'c1' }, noReason, 'Failed to delete invoice'],
    ['updateInvoiceComment', { id: 'i1', comment: 'Paid' }, noReason, 'Failed to update comment. Please try again.'],
    ['updateInvoiceComment', { id: 'i1', comment: 'Paid' }, () => html(502), 'Server error (502): The comment endpoint may not be implemented correctly.'],
    ['receiveEmail', form(), noReason, 'Failed to process email.'],
    ['createEmail', { from: 'vendor@example.com', subject: 'Bill' }, noReason, 'Failed to create email.'],
    ['getEmails', undefined, noReason, 'Failed to fetch emails.'],
    ['getClientEmails', { clientId: 'c1', ...page }, noReason, 'Failed to fetch emails.'],
    ['getEmailsOfClient', 'c1', noReason, 'Failed to fetch emails.'],
    ['getUnassociatedEmails', undefined, noReason, 'Failed to fetch emails.'],
    ['getEmail', 'e1', noReason, 'Failed to fetch email details.'],
    ['updateEmail', { id: 'e1', body: { subject: 'Bill' } }, noReason, 'Failed to update email.'],
    ['setEmailReviewStatus', { id: 'e1', isReviewed: true }, noReason, 'Failed to update email.'],
    ['toggleEmailReview', { id: 'e1' }, noReason, 'Failed to update email.'],
    ['updateEmailComment', { id: 'e1', comment: 'Paid' }, () => html(404), 'Server error (404): The comment endpoint may not be implemented correctly.'],
    ['deleteEmail', { id: 'e1', clientId: 'c1' }, noReason, 'Failed to delete email.'],
    ['getClientReports', { clientId: 'c1', ...page, admin: false }, () => json(503, {}), 'Failed to fetch paginated reports (Status: 503)'],
    ['getClientReports', { clientId: 'c1', ...page, admin: true }, () => html(502), 'Failed to fetch paginated reports (Status: 502)'],
    ['getClientReports', { clientId: 'c1', ...page, admin: false }, () => json(200, { total: 0 }), 'Unexpected response format from server.'],
    ['getClients', undefined, noReason, 'Failed to fetch clients'],
    ['getClientsComboBox', undefined, noReason, 'Failed to fetch clients for combo box'],
    ['getClient', 'c1', noReason, 'Failed to fetch client'],
    ['createClient', { name: 'Acme' }, noReason, 'Failed to create client'],
    ['updateClient', { id: 'c1', body: { name: 'Acme' } }, noReason, 'Failed to update client'],
    ['deleteClient', 'c1', noReason, 'Failed to delete client'],
    ['deleteClient', 'c1', () => html(500), 'Unexpected response: <html>Bad gateway</html>'],
    ['getUsers', undefined, noReason, 'Failed to fetch users.'],
    ['getUsers', undefined, () => json(200, { users: 'none' }), 'Invalid data format received from server'],
    ['updateUserClients', { id: 'u2', body: { isAdmin: true } }, noReason, 'Failed to update user'],
    ['updateUserClients', { id: 'u2', body: { isAdmin: true } }, () => html(502), 'Unexpected server response'],
    ['deleteUser', 'u2', noReason, 'Failed to delete user'],
    ['getCompletedCounts', { userId: 'u1', startDate: '2024-01-01', endDate: '2024-01-31' }, noReason, 'Failed to fetch completion data'],
    ['getCompletedTotals', { startDate: '2024-01-01', endDate: '2024-01-31' }, noReason, 'Failed to fetch completion data'],
    ['getCompletedDetails', { userId: 'u1', date: '2024-01-02' }, noReason, 'Failed to fetch user activity details'],
    ['login', { email: 'ana@example.com', password: 'secret1' }, () => html(502), 'Login failed'],
    ['googleAuth', { idToken: 'id-token' }, noReason, 'Google authentication failed'],
    ['register', { email: 'ana@example.com', password: 'secret1', username: 'ana' }, () => html(502), 'Invalid server response'],
    ['sendResetCode', { email: 'ana@example.com' }, noReason, 'Failed to send reset email.'],
    ['resetPasswordWithCode', { email: 'ana@example.com', code: '123456', newPassword: 'secret2' }, noReason, 'Password reset failed.'],
    ['verifyCode', { email: 'ana@example.com', code: '123456' }, noReason, 'Verification failed.'],
  ] as const)('%s: %s', async (name, arg, answer, message) => {
    const { error } = await failureOf(name, arg, answer);
    expect(error).toMatchObject({ message });
  });

  it.each([
    ['getClients', 'You can only list your own clients.', 'You can only list your own clients.'],
    ['createClient', 'That Smart Bill Entry e-mail is already used by client Acme.', 'That Smart Bill Entry e-mail is already used by client Acme.'],
    ['login', 'Invalid email or password', 'Invalid email or password'],
    ['googleAuth', 'Google token could not be verified', 'Google login failed: Google token could not be verified'],
    ['sendResetCode', 'Too many requests', 'Failed to send reset email: Too many requests'],
    ['updateUserClients', 'Only admins can update users.', 'Only admins can update users.'],
  ])("%s shows the server's own message, as SPEC.md says", async (name, serverMessage, message) => {
    const args: Record<string, unknown> = {
      getClients: undefined,
      createClient: { name: 'Acme', forwardEmail: 'ap@acme.example' },
      login: { email: 'ana@example.com', password: 'wrong' },
      googleAuth: { idToken: 'id-token' },
      sendResetCode: { email: 'ana@example.com' },
      updateUserClients: { id: 'u2', body: { isAdmin: true } },
    };
    const { error } = await failureOf(name, args[name], () => json(403, { message: serverMessage }));
    expect(error).toMatchObject({ status: 403, message });
  });

  it('keeps what RTK Query reports beside the message, for the screens that read it', async () => {
    const { error } = await failureOf('getInvoice', 'i1', () => json(404, { message: 'Invoice not found' }));
    expect(error).toEqual({ status: 404, data: { message: 'Invoice not found' }, message: 'Invoice not found.' });
  });

  it('is what the cache holds for the query', async () => {
    const t = signedInStore(noReason);
    const args = { clientId: 'c1', ...page };
    await t.store.dispatch(invoicesApi.endpoints.getClientInvoices.initiate(args));
    expect(invoicesApi.endpoints.getClientInvoices.select(args)(t.store.getState()).error).toMatchObject({ status: 500, message: 'Failed to fetch invoices' });
  });
});

describe('calls that check their argument first (SPEC.md section 5)', () => {
  it.each([
    ['getClients', { userId: ' ' }, 'User ID is required.'],
    ['getUserInvoices', '', 'User ID is required.'],
    ['getInvoice', '', 'Invoice ID is missing.'],
    ['getUser', '', 'User ID is missing. Ensure it is set in cookies.'],
    ['updateUserClients', { id: '', body: { isAdmin: true } }, 'Missing user ID. Cannot update this user.'],
    ['getClientReports', { clientId: '', ...page, admin: false }, REPORTS_CLIENT_REQUIRED],
  ])('%s fails without a request when the id is blank', async (name, arg, message) => {
    const { error, requests } = await failureOf(name, arg, () => json(200, {}));
    expect(error).toMatchObject({ status: 'CUSTOM_ERROR', message, data: { message } });
    expect(requests).toEqual([]);
  });
});

describe('the message table', () => {
  it('names every area file of src/client/api', () => {
    expect(Object.keys(AREAS).sort()).toEqual(areaFiles());
  });

  it('has a message for every endpoint, and none for an endpoint that is gone', () => {
    expect(Object.keys(FAILURE_MESSAGES).filter((name) => name !== 'fetchAttachment').sort()).toEqual(endpointNames());
  });
});
