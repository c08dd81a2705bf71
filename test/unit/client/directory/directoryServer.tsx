import DirectoryPage from '../../../../src/client/features/directory/DirectoryPage';
import type { GlAccount, Property, Unit, Vendor } from '../../../../src/shared/contract/directory';
import { mockApi, renderRoute, type Answer, type Call, type Handler } from '../harness';

const STAMP = '2024-01-01T00:00:00Z';

export const property = (id: string, name: string, fields: Partial<Property> = {}): Property => ({
  id,
  clientId: 'c1',
  name,
  aliases: [],
  address: null,
  city: null,
  state: null,
  zip: null,
  unitCount: 0,
  createdAt: STAMP,
  updatedAt: STAMP,
  ...fields,
});

export const vendor = (id: string, name: string, fields: Partial<Vendor> = {}): Vendor => ({
  id,
  clientId: 'c1',
  name,
  aliases: [],
  senderEmails: [],
  remitTo: null,
  taxId: null,
  defaultGlAccount: null,
  defaultPropertyId: null,
  accounts: [],
  createdAt: STAMP,
  updatedAt: STAMP,
  ...fields,
});

export const maple = property('p1', 'Maple Court', { aliases: ['Maple'], address: '12 Maple St', city: 'Springfield', state: 'IL', zip: '62701', unitCount: 2 });
export const oak = property('p2', 'Oak Plaza', { address: '40 Oak Ave' });
const UNITS: Unit[] = [
  { id: 'u1', propertyId: 'p1', unit: '101', address: null },
  { id: 'u2', propertyId: 'p1', unit: '102', address: null },
];
export const acme = vendor('v1', 'Acme Plumbing', { senderEmails: ['billing@acme.example'], accounts: [{ accountNumber: 'A-100', propertyId: 'p1', unitId: 'u1' }], defaultPropertyId: 'p2' });
const CHART: GlAccount[] = [
  { number: '6100', name: 'Repairs' },
  { number: '6200', name: 'Utilities' },
];

export const EXPORTED_CSV = '\uFEFFname,address\r\nMaple Court,12 Maple St\r\n';

/** The import's answer for a CSV, kind and dryRun; a clean "1 to create" by default. */
export type ImportAnswer = (csv: string, params: URLSearchParams) => Answer;
const cleanImport: ImportAnswer = () => ({ status: 200, body: { created: 1, updated: 0, errors: [] } });

const ROOT = '/api/clients/c1/directory/';
const pageOf = <K extends string, T>(key: K, items: T[], url: URL) => {
  const limit = Number(url.searchParams.get('limit') ?? 20);
  const page = Number(url.searchParams.get('page') ?? 1);
  return { [key]: items.slice((page - 1) * limit, page * limit), total: items.length, page, totalPages: Math.max(1, Math.ceil(items.length / limit)) };
};
const matches = (name: string, url: URL) => name.toLowerCase().includes((url.searchParams.get('search') ?? '').toLowerCase());

/**
 * A small directory API over in-memory lists of client c1, so a reload after a change shows it.
 * `handler` answers first (failures); a CSV import goes to `importAnswer`; deletes it leaves answer 204.
 * The harness reads every body as JSON, so CSV bodies and 204s are served here, before it.
 */
export function mockDirectoryApi({ handler = () => undefined, importAnswer = cleanImport, properties: initial = [maple, oak] }: { handler?: Handler; importAnswer?: ImportAnswer; properties?: Property[] } = {}) {
  let properties = [...initial];
  let units = [...UNITS];
  let vendors = [acme];
  let chart = [...CHART];
  let created = 0;

  const served = ({ method, url, body }: Call): Answer => {
    if (url.pathname === '/api/clients/c1') return { status: 200, body: { client: { id: 'c1', name: 'Acme Towers', forwardEmail: null, appfolioUrl: null, createdAt: STAMP, updatedAt: STAMP } } };
    if (!url.pathname.startsWith(ROOT)) return { status: 404, body: { message: 'Not found' } };
    const [kind, id, sub, subId] = url.pathname.slice(ROOT.length).split('/').map(decodeURIComponent);
    const fields = body as { name: string; unit: string; address: string | null };
    if (kind === 'properties' && !id && method === 'GET') return { status: 200, body: pageOf('properties', properties.filter((p) => matches(p.name, url)), url) };
    if (kind === 'properties' && !id && method === 'POST') {
      const made = property(`p-new-${(created += 1)}`, fields.name, body as Partial<Property>);
      properties = [made, ...properties];
      return { status: 201, body: { property: made, units: [] } };
    }
    if (kind === 'properties' && id && !sub && method === 'GET') {
      const found = properties.find((p) => p.id === id);
      return found ? { status: 200, body: { property: found, units: units.filter((u) => u.propertyId === id) } } : { status: 404, body: { message: 'Property not found' } };
    }
    if (kind === 'properties' && id && !sub && method === 'PUT') {
      properties = properties.map((p) => (p.id === id ? { ...p, ...(body as Partial<Property>) } : p));
      return { status: 200, body: { property: properties.find((p) => p.id === id), units: [] } };
    }
    if (kind === 'properties' && sub === 'units' && method === 'POST') {
      const made = { id: `u-new-${(created += 1)}`, propertyId: id as string, unit: fields.unit, address: fields.address };
      units = [...units, made];
      return { status: 201, body: { unit: made } };
    }
    if (kind === 'properties' && sub === 'units' && method === 'PUT') {
      units = units.map((u) => (u.id === subId ? { ...u, ...(body as Partial<Unit>) } : u));
      return { status: 200, body: { unit: units.find((u) => u.id === subId) } };
    }
    if (kind === 'vendors' && !id && method === 'GET') return { status: 200, body: pageOf('vendors', vendors.filter((v) => matches(v.name, url)), url) };
    if (kind === 'vendors' && id && method === 'PUT') {
      vendors = vendors.map((v) => (v.id === id ? { ...v, ...(body as Partial<Vendor>) } : v));
      return { status: 200, body: { vendor: vendors.find((v) => v.id === id) } };
    }
    if (kind === 'gl-accounts' && method === 'GET') return { status: 200, body: { glAccounts: chart } };
    if (kind === 'gl-accounts' && method === 'PUT') {
      const saved = { number: id as string, name: fields.name };
      chart = [...chart.filter((a) => a.number !== id), saved];
      return { status: 200, body: { glAccount: saved } };
    }
    if (kind === 'places') {
      const places = properties.filter((p) => matches(p.name, url)).map((p) => ({ propertyId: p.id, property: p.name, unitId: null, unit: null, address: p.address }));
      return { status: 200, body: { places } };
    }
    if (kind === 'import' && method === 'GET') return { status: 200, text: EXPORTED_CSV };
    return { status: 404, body: { message: 'Not found' } };
  };

  const calls = mockApi(handler, served);
  const harness = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const csv = request.headers.get('content-type') === 'text/csv';
    if (!csv && request.method !== 'DELETE') return harness(request);
    const call = { method: request.method, path: `${url.pathname}${url.search}`, body: csv ? await request.text() : undefined } as Call;
    Object.defineProperty(call, 'url', { value: url, enumerable: false });
    calls.push(call);
    const answer = csv ? importAnswer(call.body as string, url.searchParams) : await handler(call);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer) return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: { 'content-type': 'application/json' } });
    const [kind, id] = url.pathname.slice(ROOT.length).split('/');
    if (kind === 'properties') properties = properties.filter((p) => p.id !== id);
    if (kind === 'vendors') vendors = vendors.filter((v) => v.id !== id);
    if (kind === 'gl-accounts') chart = chart.filter((a) => a.number !== id);
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  return calls;
}

/** The calls that change something, as the server saw them. */
export const changes = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

export const listLoads = (calls: Call[], kind: string) => calls.filter((call) => call.method === 'GET' && call.url.pathname === `${ROOT}${kind}`);

/** The directory screen of client c1, signed in as u1. */
export const renderDirectory = ({ isAdmin = true, url = '/clients/c1/directory' } = {}) =>
  renderRoute('/clients/:clientId/directory', <DirectoryPage />, url, { signedIn: { isAdmin } });
