import { completedCountsQuery, completedDetailsQuery, completedTotalsQuery } from '../../../src/shared/contract/activity';
import { associateBody, createAssociationsQuery, unassociatedQuery } from '../../../src/shared/contract/associations';
import {
  emailOnlyRequest,
  googleAuthRequest,
  loginRequest,
  refreshTokenRequest,
  registerRequest,
  resetPasswordRequest,
  verifyCodeRequest,
  verifyEmailTokenQuery,
} from '../../../src/shared/contract/auth';
import { clientBody, clientListQuery } from '../../../src/shared/contract/clients';
import { emailCommentBody, emailListQuery, emailUpdateBody, reviewStatusBody } from '../../../src/shared/contract/emails';
import { commentBody, invoiceFieldsBody, invoiceListQuery, invoicePageQuery, uploadInvoiceFields } from '../../../src/shared/contract/invoices';
import { reportListQuery } from '../../../src/shared/contract/reports';
import { updateUserClientsBody } from '../../../src/shared/contract/users';

/**
 * The names each route reads, taken from the contract's schemas its handler parses
 * (src/server/routes/** names which), so the fuzz tries the fields a route acts on and stays in
 * step with the contract. A route missing here is fuzzed with every name below: a new route is
 * never left out, only fuzzed less sharply.
 */
export interface RouteInputs {
  query: string[];
  /** The fields of its JSON body. */
  body: string[];
  /** multipart/form-data routes: their text fields and the names of their file parts. */
  form?: { fields: string[]; files: string[] };
}

const names = (schema: { shape: object }) => Object.keys(schema.shape);

/** The e-mail intake's fields live in the server (intake/receiver/httpInput.ts), not the contract. */
const MAIL_FIELDS = ['from', 'to', 'cc', 'subject', 'text', 'html', 'clientId'];

const reads = (query: string[], body: string[] = [], form?: RouteInputs['form']): RouteInputs => ({ query, body, ...(form ? { form } : {}) });

const ROUTES: Record<string, RouteInputs> = {
  'OPTIONS *': reads([]),
  'GET /api/auth/verify-email': reads(names(verifyEmailTokenQuery)),
  'POST /api/auth/register': reads([], names(registerRequest)),
  'POST /api/auth/login': reads([], names(loginRequest)),
  'POST /api/auth/refresh-token': reads([], names(refreshTokenRequest)),
  'POST /api/auth/send-verification-code': reads([], names(emailOnlyRequest)),
  'POST /api/auth/send-reset-code': reads([], names(emailOnlyRequest)),
  'POST /api/auth/verify-code': reads([], names(verifyCodeRequest)),
  'POST /api/auth/reset-password-with-code': reads([], names(resetPasswordRequest)),
  'POST /api/auth/firebase-google-auth': reads([], names(googleAuthRequest)),
  'POST /api/associations/create-associations': reads(names(createAssociationsQuery)),
  'POST /api/associations/associate': reads([], names(associateBody)),
  'GET /api/associations/unassociated-invoices': reads(names(unassociatedQuery)),
  'GET /api/associations/unassociated-emails': reads(names(unassociatedQuery)),
  'GET /api/clients': reads(names(clientListQuery)),
  'POST /api/clients': reads([], names(clientBody)),
  'PUT /api/clients/:id': reads([], names(clientBody)),
  'GET /api/completed/counts': reads(names(completedCountsQuery)),
  'GET /api/completed/details': reads(names(completedDetailsQuery)),
  'GET /api/completed/totals': reads(names(completedTotalsQuery)),
  'PUT /api/users/:id/client': reads([], names(updateUserClientsBody)),
  'GET /api/invoices': reads(names(invoiceListQuery)),
  'GET /api/invoices/all': reads(names(invoicePageQuery)),
  'GET /api/invoices/client/:clientId': reads(names(invoicePageQuery)),
  // The upload form also takes the fields as JSON in `data` (invoices/upload.ts).
  'POST /api/invoices': reads([], [], { fields: ['data', ...names(uploadInvoiceFields)], files: ['file'] }),
  'PUT /api/invoices/:id': reads([], names(invoiceFieldsBody)),
  'PATCH /api/invoices/:id/updateComment': reads([], names(commentBody)),
  'POST /api/emails': reads([], ['raw', 'attachments', ...MAIL_FIELDS]),
  'POST /api/emails/receive': reads([], [], { fields: ['email', ...MAIL_FIELDS], files: ['email', 'files'] }),
  'GET /api/emails': reads(names(emailListQuery)),
  'GET /api/emails/client/:clientId': reads(names(emailListQuery)),
  'PUT /api/emails/:id': reads([], names(emailUpdateBody)),
  'PATCH /api/emails/:id/review-status': reads([], names(reviewStatusBody)),
  'PATCH /api/emails/:id/comment': reads([], names(emailCommentBody)),
  'GET /api/reports/client/:clientId': reads(names(reportListQuery)),
  'GET /api/reports/client/:clientId/all': reads(names(reportListQuery)),
};

const unique = (list: string[]) => [...new Set(list)];
export const ALL_QUERY_NAMES = unique(Object.values(ROUTES).flatMap((r) => r.query));
export const ALL_BODY_NAMES = unique(Object.values(ROUTES).flatMap((r) => [...r.body, ...(r.form?.fields ?? [])]));

/** HEAD is GET without the body; a trailing slash is the same handler. */
export function inputsOf(method: string, path: string): RouteInputs {
  const key = `${method === 'HEAD' ? 'GET' : method} ${path.length > 1 ? path.replace(/\/$/, '') : path}`;
  return ROUTES[key] ?? reads(ALL_QUERY_NAMES, method === 'GET' || method === 'HEAD' ? [] : ALL_BODY_NAMES);
}
