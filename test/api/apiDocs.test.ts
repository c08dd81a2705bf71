import type { OpenAPIV3_1 } from 'openapi-types';
import { appFixture } from './helpers/fixtures';
import { isDocsRoute, ROUTES } from './helpers/routeTable';

type Operation = OpenAPIV3_1.OperationObject;

/** "GET /api/invoices/client/:clientId" as the document writes it: /api/invoices/client/{clientId}. */
const documented = (route: string) => {
  const [method, path] = route.split(' ') as [string, string];
  return { method: method.toLowerCase() as OpenAPIV3_1.HttpMethods, path: path.replace(/:([A-Za-z]+)/g, '{$1}') };
};

// The document comes from the routes alone, so one database is enough.
describe('the OpenAPI document and its UI', () => {
  const t = appFixture('sqlite');
  let doc: OpenAPIV3_1.Document;
  const operation = (route: string): Operation => {
    const { method, path } = documented(route);
    return doc.paths?.[path]?.[method] as Operation;
  };
  beforeAll(async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
  });

  it('is OpenAPI 3.1 and lists every call of the API with who may make it, and nothing else', () => {
    expect(doc.openapi).toBe('3.1.0');
    const calls = Object.keys(ROUTES).filter((route) => !isDocsRoute(route));
    const listed = Object.entries(doc.paths ?? {}).flatMap(([path, item]) =>
      Object.keys(item ?? {}).filter((key) => ['get', 'post', 'put', 'patch', 'delete'].includes(key)).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(listed.sort()).toEqual(calls.map((route) => `${route.split(' ')[0]} ${documented(route).path}`).sort());
    for (const route of calls) {
      const scope = ROUTES[route];
      expect([route, operation(route).security]).toEqual([route, scope === 'public' ? undefined : [{ bearer: [] }]]);
      expect([route, /Admins only/.test(operation(route).description ?? '')]).toEqual([route, scope === 'admin']);
    }
  });

  it('describes parameters, bodies and replies from the shared contract', () => {
    const page = operation('GET /api/invoices/client/:clientId');
    const names = (page.parameters as OpenAPIV3_1.ParameterObject[]).map((p) => `${p.in} ${p.name}`);
    expect(names.sort()).toEqual(['path clientId', 'query limit', 'query order', 'query page', 'query reviewed', 'query search', 'query sort']);
    const reply = (page.responses?.['200'] as OpenAPIV3_1.ResponseObject).content?.['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(Object.keys(reply.properties ?? {}).sort()).toEqual(['invoices', 'page', 'pageSize', 'total', 'totalPages']);

    const login = operation('POST /api/auth/login');
    const body = (login.requestBody as OpenAPIV3_1.RequestBodyObject).content['application/json']?.schema as OpenAPIV3_1.SchemaObject;
    expect(body.required?.sort()).toEqual(['email', 'password']);
    expect(operation('POST /api/invoices').requestBody).toBeUndefined();
    expect(operation('POST /api/invoices').description).toMatch(/multipart form/);

    const csv = operation('GET /api/invoices/client/:clientId/export.csv').responses?.['200'] as OpenAPIV3_1.ResponseObject;
    expect(Object.keys(csv.content ?? {})).toEqual(['text/csv']);
  });

  it('serves Swagger UI at /api/docs under a policy that runs only its own scripts', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    const csp = new Map(String(page.headers['content-security-policy']).split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.has('upgrade-insecure-requests')).toBe(false);
    const uiDocument = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(uiDocument.json()).toEqual(doc);
  });

  it('refuses an address longer than 8 KB before any route reads it', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/docs/${'a'.repeat(9000)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ message: 'The address is longer than 8192 characters.' });
  });
});
