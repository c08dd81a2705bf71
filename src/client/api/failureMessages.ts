import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { activityApi } from './activityApi';
import type { associationsApi } from './associationsApi';
import type { authApi } from './authApi';
import type { billExportApi } from './billExportApi';
import type { clientsApi } from './clientsApi';
import type { directoryApi } from './directoryApi';
import type { emailIntakeApi } from './emailIntakeApi';
import type { emailsApi } from './emailsApi';
import { bodyMessage, type ApiFailure } from './errors';
import type { invoicesApi } from './invoicesApi';
import type { reportsApi } from './reportsApi';
import type { usersApi } from './usersApi';

type Area =
  | typeof activityApi
  | typeof associationsApi
  | typeof authApi
  | typeof billExportApi
  | typeof clientsApi
  | typeof directoryApi
  | typeof emailIntakeApi
  | typeof emailsApi
  | typeof invoicesApi
  | typeof reportsApi
  | typeof usersApi;
type EndpointsOf<A> = A extends { endpoints: infer E } ? keyof E & string : never;
/** Every endpoint, and the attachment thunk that goes through the same base query. */
type CallName = EndpointsOf<Area> | 'fetchAttachment';

type Describe = (error: FetchBaseQueryError) => string;

const fixed =
  (text: string): Describe =>
  () =>
    text;

/** For the calls whose failures SPEC.md section 8 shows in the server's own words when it gives some. */
const serverFirst =
  (text: string): Describe =>
  (error) =>
    bodyMessage(error) ?? text;

/** SPEC.md section 8: a comment call answered with something other than JSON says so. */
const comment =
  (text: string): Describe =>
  (error) =>
    error.status === 'PARSING_ERROR' ? `Server error (${error.originalStatus}): The comment endpoint may not be implemented correctly.` : text;

/** The status the server answered with; without one, what happened instead (FETCH_ERROR, TIMEOUT_ERROR). */
const statusOf = (error: FetchBaseQueryError): number | string => (error.status === 'PARSING_ERROR' ? error.originalStatus : error.status);

const FETCH_INVOICES = fixed('Failed to fetch invoices');
const FETCH_EMAILS = fixed('Failed to fetch emails.');
const UPDATE_EMAIL = fixed('Failed to update email.');
const FETCH_COMPLETION = fixed('Failed to fetch completion data');

/**
 * SPEC.md section 8's message for each call's failure, in one place. The compiler holds the
 * list to the endpoints of the areas in Area both ways: an endpoint without a message does not
 * build; failureMessages.test.ts checks that Area names every area.
 */
export const FAILURE_MESSAGES = {
  register: (error) => (error.status === 'PARSING_ERROR' ? 'Invalid server response' : serverFirst('Registration failed')(error)),
  login: serverFirst('Login failed'),
  googleAuth: (error) => {
    const reason = bodyMessage(error);
    return reason ? `Google login failed: ${reason}` : 'Google authentication failed';
  },
  publicClients: fixed('Failed to fetch clients'),
  // Not in SPEC.md: the server's sign-in settings (Google on or off, the password policy) are this product's own.
  authConfig: fixed('Failed to fetch sign-in settings'),
  sendVerificationCode: serverFirst('Failed to send verification code'),
  verifyCode: (error) => (error.status === 'PARSING_ERROR' ? 'Verification failed. Invalid server response.' : serverFirst('Verification failed.')(error)),
  sendResetCode: (error) => {
    const reason = bodyMessage(error);
    return reason ? `Failed to send reset email: ${reason}` : 'Failed to send reset email.';
  },
  resetPasswordWithCode: serverFirst('Password reset failed.'),
  verifyEmailToken: serverFirst('Verification failed.'),

  getClients: serverFirst('Failed to fetch clients'),
  getClientsComboBox: serverFirst('Failed to fetch clients for combo box'),
  getClient: serverFirst('Failed to fetch client'),
  createClient: serverFirst('Failed to create client'),
  updateClient: serverFirst('Failed to update client'),
  // SPEC.md section 7: a delete answered with something other than JSON shows that text.
  deleteClient: (error) => (error.status === 'PARSING_ERROR' ? `Unexpected response: ${error.data}` : serverFirst('Failed to delete client')(error)),

  getUserInvoices: FETCH_INVOICES,
  getAllInvoices: FETCH_INVOICES,
  getAllInvoicesPage: FETCH_INVOICES,
  getClientInvoices: FETCH_INVOICES,
  getClientInvoicesNoPdf: FETCH_INVOICES,
  getInvoice: (error) => (error.status === 404 ? 'Invoice not found.' : 'Error fetching invoice details.'),
  uploadInvoice: fixed('Failed to upload invoice'),
  updateInvoice: fixed('Failed to update invoice'),
  choosePlace: serverFirst('Failed to change the property'),
  toggleInvoiceReview: fixed('Failed to update invoice'),
  updateInvoiceComment: comment('Failed to update comment. Please try again.'),
  deleteInvoice: fixed('Failed to delete invoice'),
  // Not in SPEC.md (issue 15): the table view's bulk actions, the due queue and the history panel.
  bulkInvoices: serverFirst('Failed to update the selected invoices'),
  getDueInvoices: FETCH_INVOICES,
  getInvoiceHistory: fixed('Failed to fetch the invoice history'),

  receiveEmail: fixed('Failed to process email.'),
  createEmail: fixed('Failed to create email.'),
  getEmails: FETCH_EMAILS,
  getClientEmails: FETCH_EMAILS,
  getEmailsOfClient: FETCH_EMAILS,
  getEmail: fixed('Failed to fetch email details.'),
  getInvoiceEmail: fixed('Failed to fetch email details.'),
  updateEmail: UPDATE_EMAIL,
  setEmailReviewStatus: UPDATE_EMAIL,
  toggleEmailReview: UPDATE_EMAIL,
  updateEmailComment: comment('Failed to update email.'),
  deleteEmail: fixed('Failed to delete email.'),

  getClientReports: (error) => `Failed to fetch paginated reports (Status: ${statusOf(error)})`,

  createAssociations: serverFirst('Failed to find associations'),
  // Not in SPEC.md, which shows no message for a link made by hand.
  associate: serverFirst('Failed to associate email with invoice'),
  getUnassociatedInvoices: FETCH_INVOICES,
  getUnassociatedEmails: FETCH_EMAILS,

  getUsers: fixed('Failed to fetch users.'),
  // Not in SPEC.md: the top bar reads the signed-in user and shows nothing when it fails.
  getUser: fixed('Failed to fetch user.'),
  updateUserClients: (error) => (error.status === 'PARSING_ERROR' ? 'Unexpected server response' : serverFirst('Failed to update user')(error)),
  deleteUser: serverFirst('Failed to delete user'),

  // Not in SPEC.md (issue 16): the client's property directory; the server names what it refused.
  getDirectoryProperties: serverFirst('Failed to fetch properties'),
  getDirectoryProperty: serverFirst('Failed to fetch the property'),
  createDirectoryProperty: serverFirst('Failed to add the property'),
  updateDirectoryProperty: serverFirst('Failed to save the property'),
  deleteDirectoryProperty: serverFirst('Failed to delete the property'),
  createDirectoryUnit: serverFirst('Failed to add the unit'),
  updateDirectoryUnit: serverFirst('Failed to save the unit'),
  deleteDirectoryUnit: serverFirst('Failed to delete the unit'),
  getDirectoryVendors: serverFirst('Failed to fetch vendors'),
  getDirectoryVendor: serverFirst('Failed to fetch the vendor'),
  createDirectoryVendor: serverFirst('Failed to add the vendor'),
  updateDirectoryVendor: serverFirst('Failed to save the vendor'),
  deleteDirectoryVendor: serverFirst('Failed to delete the vendor'),
  getGlAccounts: serverFirst('Failed to fetch GL accounts'),
  saveGlAccount: serverFirst('Failed to save the GL account'),
  deleteGlAccount: serverFirst('Failed to delete the GL account'),
  searchPlaces: serverFirst('Failed to search properties'),
  importDirectory: serverFirst('Failed to import the file'),

  // Not in SPEC.md (issue 16): the export of reviewed bills to a property-management system.
  getBillExportPreview: serverFirst('Failed to preview the export'),
  getExportMapping: serverFirst('Failed to fetch the export columns'),
  saveExportMapping: serverFirst('Failed to save the export columns'),

  getCompletedCounts: FETCH_COMPLETION,
  getCompletedDetails: fixed('Failed to fetch user activity details'),
  getCompletedTotals: FETCH_COMPLETION,

  fetchAttachment: fixed('Failed to fetch attachment'),
} satisfies Record<CallName, Describe>;

/** The error with its call's message added. */
export function withMessage(call: string, error: FetchBaseQueryError): ApiFailure {
  const describe: Describe | undefined = FAILURE_MESSAGES[call as CallName];
  // Only a call of an area left out of Area gets here, until its test says so.
  return { ...error, message: describe ? describe(error) : (bodyMessage(error) ?? 'Request failed') };
}
