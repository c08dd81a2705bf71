import { baseApi } from '../../src/client/api/baseApi';
import { startSession } from '../../src/client/app/appShell';
import { AREAS, areaFiles, callEndpoint, endpointNames } from '../unit/client/api/allEndpoints';
import { collectRoutes } from './fuzz/collectRoutes';
import { createTestApp, type TestApp } from './helpers/testApp';

/**
 * The SPA and the server agree on the API: every route of the server has an RTK Query endpoint
 * that calls it, and every endpoint calls a route of the server. Routes the SPA deliberately
 * never calls through an endpoint are listed below with the reason; a key ending in "*" covers
 * every route under it.
 */
const NOT_ENDPOINTS: Record<string, string> = {
  'GET /api/health': 'the probe of load balancers and monitoring',
  'GET /api/openapi.json': 'the API description, for people and tools',
  'GET /api/docs*': 'the API documentation pages',
  'POST /api/auth/refresh-token': 'the session machine calls it itself, around RTK Query, so that a refresh is never retried nor refreshed (session/refresh.ts)',
  'GET /api/auth/google': 'a browser redirect to Google, never fetched',
  'GET /api/attachments/:partId': 'fetched as a file by the fetchAttachment thunk, since a Blob does not belong in the store (attachmentsApi.ts)',
  'GET /api/reports/client': 'answers only that the client id is missing, which getClientReports checks before it sends anything',
  'GET /api/invoices/client/:clientId/export.csv': 'downloaded as a file by the exportInvoices thunk, since a file does not belong in the store (members/exportCsv.ts)',
  'GET /api/clients/:clientId/directory/import': 'downloaded as a file by the exportDirectory thunk (directory/exportDirectory.ts)',
  'GET /api/clients/:clientId/export/bills.csv': 'downloaded as a file by the exportBills thunk (members/exportBills.ts)',
};

/** Each path parameter's sample value, so that a recorded URL reads back as its route. */
const PARAMS = { id: 'sample-id', clientId: 'sample-client', unitId: 'sample-unit', number: 'sample-number' } as const;
const { id, clientId, unitId, number } = PARAMS;

const page = { page: 1, limit: 20 };
const email = 'ana@example.com';
const range = { startDate: '2024-01-01', endDate: '2024-01-31' };

/** Arguments for every endpoint, one sample per route it calls; each sample sends one request. */
const SAMPLES: Record<string, unknown[]> = {
  register: [{ email, password: 'secret1', username: 'ana' }],
  login: [{ email, password: 'secret1' }],
  googleAuth: [{ idToken: 'google-id-token' }],
  publicClients: [undefined],
  authConfig: [undefined],
  sendVerificationCode: [{ email }],
  verifyCode: [{ email, code: '123456' }],
  sendResetCode: [{ email }],
  resetPasswordWithCode: [{ email, code: '123456', newPassword: 'secret2' }],
  verifyEmailToken: ['link-token'],

  getClients: [undefined],
  getClientsComboBox: [undefined],
  getClient: [id],
  createClient: [{ name: 'Acme' }],
  updateClient: [{ id, body: { name: 'Acme' } }],
  deleteClient: [id],

  getUserInvoices: ['u1'],
  getAllInvoices: [undefined],
  getAllInvoicesPage: [page],
  getClientInvoices: [{ clientId, ...page }, { clientId, ...page, sort: 'payee', order: 'asc' }],
  getClientInvoicesNoPdf: [clientId],
  getDueInvoices: [{ clientId, ...page }],
  getInvoiceHistory: [id],
  bulkInvoices: [
    { clientId, ids: [id], action: 'review' },
    { clientId, match: { clientId }, action: 'delete' },
  ],
  getInvoice: [id],
  uploadInvoice: [{ clientId, form: new FormData() }],
  updateInvoice: [{ id, body: { payee: 'Acme' } }],
  choosePlace: [{ id, clientId, body: { propertyId: 'sample-property', unitId: null } }],
  deleteInvoice: [{ id, clientId }],
  toggleInvoiceReview: [{ id }],
  updateInvoiceComment: [{ id, comment: 'Paid' }],

  createEmail: [{ from: 'vendor@example.com', subject: 'Bill' }],
  receiveEmail: [new FormData()],
  getEmails: [undefined],
  getClientEmails: [{ clientId, ...page }],
  getEmailsOfClient: [clientId],
  getEmail: [id],
  getInvoiceEmail: [id],
  updateEmail: [{ id, body: { subject: 'Bill' } }],
  setEmailReviewStatus: [{ id, isReviewed: true }],
  toggleEmailReview: [{ id }],
  updateEmailComment: [{ id, comment: 'Paid' }],
  deleteEmail: [{ id, clientId }],

  getClientReports: [
    { clientId, ...page, admin: false },
    { clientId, ...page, admin: true },
  ],

  createAssociations: [{ dryRun: true }],
  associate: [{ emailId: id, invoiceId: id }],
  getUnassociatedInvoices: [undefined],
  getUnassociatedEmails: [undefined],

  getUsers: [undefined],
  getUser: [id],
  updateUserClients: [{ id, body: { isAdmin: true } }],
  deleteUser: [id],

  getDirectoryProperties: [{ clientId, ...page, search: 'oak' }],
  getDirectoryProperty: [{ clientId, id }],
  createDirectoryProperty: [{ clientId, body: { name: 'Oak Court' } }],
  updateDirectoryProperty: [{ clientId, id, body: { name: 'Oak Court' } }],
  deleteDirectoryProperty: [{ clientId, id }],
  createDirectoryUnit: [{ clientId, id, body: { unit: '204' } }],
  updateDirectoryUnit: [{ clientId, id, unitId, body: { unit: '204' } }],
  deleteDirectoryUnit: [{ clientId, id, unitId }],
  getDirectoryVendors: [{ clientId, ...page }],
  getDirectoryVendor: [{ clientId, id }],
  createDirectoryVendor: [{ clientId, body: { name: 'Acme Plumbing' } }],
  updateDirectoryVendor: [{ clientId, id, body: { name: 'Acme Plumbing' } }],
  deleteDirectoryVendor: [{ clientId, id }],
  getGlAccounts: [clientId],
  saveGlAccount: [{ clientId, number, body: { name: 'Repairs' } }],
  deleteGlAccount: [{ clientId, number }],
  searchPlaces: [{ clientId, search: 'oak' }],
  importDirectory: [{ clientId, kind: 'properties', dryRun: true, csv: 'name\nOak Court\n' }],

  getBillExportPreview: [{ clientId, includeExported: true }],
  getExportMapping: [clientId],
  saveExportMapping: [{ clientId, columns: [{ header: 'Payee Name', field: 'payee' }] }],

  getCompletedCounts: [{ userId: 'u1', ...range }],
  getCompletedDetails: [{ userId: 'u1', date: '2024-01-02' }],
  getCompletedTotals: [range],
};

/** An answer every endpoint can read, so no endpoint's own follow-up (an optimistic patch, a cache update) trips over it. */
const ANSWER = { invoices: [], emails: [], reports: [], users: [], clients: [], data: [], history: [], invoice: { id }, email: { id }, client: { id }, user: { id }, total: 0, page: 1, totalPages: 0, message: 'ok' };

const SIGNED_IN = { token: 'access-1', refreshToken: 'refresh-1', userId: 'u1', username: 'Ana', isAdmin: true, email: null };

/** "GET /api/clients/" is the same route as "GET /api/clients"; HEAD twins and CORS preflight are Fastify's. */
function serverRoutes(app: TestApp['app']): string[] {
  const keys = collectRoutes(app)
    .filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS')
    .map((route) => `${route.method} ${route.path.replace(/(.)\/$/, '$1')}`);
  return [...new Set(keys)].sort();
}

const excepted = (exception: string, route: string) => (exception.endsWith('*') ? route.startsWith(exception.slice(0, -1)) : route === exception);
const isException = (route: string) => Object.keys(NOT_ENDPOINTS).some((exception) => excepted(exception, route));

/** /api/invoices/client/sample-client/no-pdf reads as /api/invoices/client/:clientId/no-pdf. */
const PARAM_OF = new Map<string, string>(Object.entries(PARAMS).map(([name, value]) => [value, `:${name}`]));
const routeOf = (request: Request): string => {
  const path = new URL(request.url).pathname.split('/').map((segment) => PARAM_OF.get(decodeURIComponent(segment)) ?? segment);
  return `${request.method} ${path.join('/')}`;
};

/** Runs each endpoint's samples, each on a store of its own (no cached query to refetch), and records the routes its requests reach. */
async function endpointRoutes(): Promise<{ routes: Map<string, string[]>; requestCounts: Record<string, number[]> }> {
  const routes = new Map<string, string[]>();
  const requestCounts: Record<string, number[]> = {};
  // An endpoint without samples, or samples of an endpoint that is gone, fail their own test below.
  for (const name of endpointNames()) {
    for (const sample of SAMPLES[name] ?? []) {
      const requests: Request[] = [];
      global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
        requests.push(new Request(input, init));
        return Response.json(ANSWER);
      }) as typeof fetch;
      const { session, store } = startSession({ apiBase: 'http://api.test', cookies: SIGNED_IN, navigate: jest.fn() });
      await callEndpoint(store, name, sample);
      session.stop();
      store.dispatch(baseApi.util.resetApiState());
      (requestCounts[name] ??= []).push(requests.length);
      for (const route of requests.map(routeOf)) routes.set(route, [...(routes.get(route) ?? []), name]);
    }
  }
  return { routes, requestCounts };
}

describe('the RTK Query endpoints and the server routes', () => {
  let t: TestApp;
  let routes: string[];
  let called: Awaited<ReturnType<typeof endpointRoutes>>;

  beforeAll(async () => {
    t = await createTestApp('sqlite');
    routes = serverRoutes(t.app);
    called = await endpointRoutes();
  });
  afterAll(() => t.close());

  it('load every area of src/client/api', () => {
    expect(Object.keys(AREAS).sort()).toEqual(areaFiles());
  });

  it('have sample arguments for every endpoint, and none for an endpoint that is gone', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual(endpointNames());
  });

  it('send exactly one request per sample', () => {
    const notOne = Object.entries(called.requestCounts).filter(([, counts]) => counts.some((count) => count !== 1));
    expect(notOne).toEqual([]);
  });

  it('call every route of the server that is not a listed exception', () => {
    const uncalled = routes.filter((route) => !isException(route) && !called.routes.has(route));
    expect(uncalled).toEqual([]);
  });

  it('call only routes the server has', () => {
    const unknown = [...called.routes].filter(([route]) => !routes.includes(route)).map(([route, names]) => `${route} (${names.join(', ')})`);
    expect(unknown).toEqual([]);
  });

  it('leave every listed exception to a route that exists and that no endpoint calls', () => {
    const stale = Object.keys(NOT_ENDPOINTS).filter((exception) => !routes.some((route) => excepted(exception, route)));
    const calledAnyway = [...called.routes.keys()].filter(isException);
    expect({ stale, calledAnyway }).toEqual({ stale: [], calledAnyway: [] });
  });
});
