import fc from 'fast-check';
import { CLIENT_IDS, EMAIL_IDS, fields, fieldValue, INVOICE_IDS, USER_IDS } from './fieldValues';
import { formBody, rawBody } from './bodies';
import { type Body, type FuzzRequest, type Role, ROLES, type Value, WorldRef } from './model';
import type { RouteInputs, RouteTable } from './routeInputs';
import { junk, rawUrlText, text } from './values';
import type { Route } from './collectRoutes';

/** The ids a path parameter names, by the path segment before it. */
const IDS_AFTER: Record<string, Role[]> = {
  users: USER_IDS,
  clients: CLIENT_IDS,
  client: CLIENT_IDS,
  invoices: INVOICE_IDS,
  invoice: INVOICE_IDS,
  emails: EMAIL_IDS,
  attachments: ['attachment'],
};

/** The wildcard of the CORS preflight route stands for any path. */
const anyPath = () => fc.constantFrom('api/health', 'api/invoices/x', 'api/auth/login', '', 'nope/', 'api/%2e%2e/api/users');

function paramValue(path: string, name: string): fc.Arbitrary<Value> {
  if (name === '*') return fc.oneof(anyPath(), text());
  const before = path.split('/').at(path.split('/').indexOf(`:${name}`) - 1) ?? '';
  const own = Object.hasOwn(IDS_AFTER, before) ? (IDS_AFTER[before] ?? ROLES) : ROLES;
  return fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...own).map((role) => new WorldRef(role)) },
    { weight: 1, arbitrary: fc.constantFrom(...ROLES).map((role) => new WorldRef(role)) },
    { weight: 3, arbitrary: junk() },
    { weight: 1, arbitrary: rawUrlText() },
  );
}

const paramsOf = (path: string) => [...path.matchAll(/:(\w+)|\*/g)].map((m) => m[1] ?? '*');

/** A query key beyond the route's own: another route's, a repeat, or nonsense. */
const extraKey = (table: RouteTable) => fc.oneof(fc.constantFrom(...table.allQueryNames), fc.constantFrom('', '__proto__', 'page[]', 'a.b', '%00', '😀'));

function body(method: string, inputs: RouteInputs): fc.Arbitrary<Body> {
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS') return fc.constant({ kind: 'none' as const });
  const json = fields(inputs.body).chain((object) =>
    fc.dictionary(fc.constantFrom('id', 'createdAt', 'isAdmin', 'userId', 'constructor'), junk(), { maxKeys: 2 }).map((extra): Body => ({ kind: 'json', value: { ...extra, ...object } })),
  );
  const form = formBody(inputs.form ?? { fields: inputs.body.length > 0 ? inputs.body : ['clientId'], files: ['file'] });
  const isForm = inputs.form !== undefined;
  return fc.oneof(
    { weight: isForm ? 2 : 8, arbitrary: json },
    { weight: 1, arbitrary: junk().map((value): Body => ({ kind: 'json', value })) },
    { weight: 3, arbitrary: rawBody(inputs.body[0] ?? 'name') },
    { weight: isForm ? 8 : 1, arbitrary: form },
    { weight: 1, arbitrary: fc.constant<Body>({ kind: 'none' }) },
  );
}

const FORGED = ['Bearer', 'Bearer ', 'Bearer x.y.z', `Bearer ${'a'.repeat(9000)}`, 'Basic dXNlcjpwYXNz', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'bearer  ', ''];

/** Every request to one route and method: its caller, parameters, query, headers and body. */
export function requestArbitrary(route: Route, table: RouteTable): fc.Arbitrary<FuzzRequest> {
  const inputs = table.inputsOf(route.method, route.path);
  return fc.record({
    // Anonymous and forged callers only meet the guard, so they get a smaller share.
    caller: fc.oneof(
      { weight: 4, arbitrary: fc.constant('admin' as const) },
      { weight: 4, arbitrary: fc.constant('member' as const) },
      { weight: 1, arbitrary: fc.constant('anonymous' as const) },
      { weight: 1, arbitrary: fc.constant('forged' as const) },
    ),
    forgedAuth: fc.constantFrom(...FORGED),
    params: fc.record(Object.fromEntries(paramsOf(route.path).map((name) => [name, paramValue(route.path, name)]))),
    query: fields(inputs.query),
    extraQuery: fc.array(extraKey(table).chain((key) => fc.tuple(fc.constant(key), fieldValue(key))), { maxLength: 2 }),
    headers: fc.record(
      {
        origin: fc.constantFrom('http://localhost:3000', 'null', 'https://evil.example', 'http://127.0.0.1:1'),
        'x-user-id': fc.constantFrom(...USER_IDS).map((role) => new WorldRef(role)),
        'access-control-request-method': fc.constantFrom('GET', 'DELETE', 'TRACE', 'x'),
      },
      { requiredKeys: [] },
    ),
    body: body(route.method, inputs),
  });
}
