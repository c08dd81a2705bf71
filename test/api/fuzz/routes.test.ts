import { eventLoopWatchdogFixture } from '../helpers/eventLoopWatchdog';
import { createTestApp, databaseKinds } from '../helpers/testApp';
import { collectRoutes, type Route } from './collectRoutes';
import { fuzzRoute, type Finding } from './fuzzRoute';
import { startGoogleKeys, type GoogleKeys } from './googleKeys';
import { findingsReport } from './report';
import { routeInputsFrom, type RouteTable } from './routeInputs';
import { FUZZ, FUZZ_TEST_TIMEOUT_MS } from './settings';

/*
 * Every route of the real app, every method, sent generated requests by an anonymous caller, a
 * member of a client, an admin and a forged token: random and edge values in every path
 * parameter, query field and body field the route reads, broken JSON, forms that are not forms.
 * Whatever arrives, the server answers below 500 within FUZZ.answerWithinMs, an error answer is
 * JSON with a message and no stack, /api/health still answers 200 afterwards, and no request
 * holds the event loop over FUZZ.blockLimitMs. FUZZ_RUNS and FUZZ_SEED (settings.ts) make a
 * longer or another run.
 */
describe.each(databaseKinds)('fuzzed requests to every API route on %s', (kind) => {
  const watchdog = eventLoopWatchdogFixture();
  let keys: GoogleKeys;
  let routes: Route[] = [];
  let inputs: RouteTable;

  beforeAll(async () => {
    keys = await startGoogleKeys();
    const t = await createTestApp(kind, keys.env);
    routes = collectRoutes(t.app);
    inputs = routeInputsFrom((await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
    await t.close();
  });
  afterAll(() => keys.close());

  it('finds the routes of the app, /api/health among them, and what each reads in its OpenAPI document', () => {
    expect(routes).toContainEqual({ method: 'GET', path: '/api/health' });
    expect(routes.filter((route) => route.path.startsWith('/api/')).length).toBeGreaterThan(40);
    expect(inputs.inputsOf('GET', '/api/invoices/client/:clientId').query.sort()).toEqual(['limit', 'order', 'page', 'reviewed', 'search', 'sort']);
    expect(inputs.inputsOf('POST', '/api/invoices/bulk').body.sort()).toEqual(['action', 'ids', 'match']);
    expect(inputs.inputsOf('PUT', '/api/clients/:id').body.sort()).toEqual(['appfolioUrl', 'forwardEmail', 'name']);
    expect(inputs.inputsOf('POST', '/api/emails/receive').form?.files).toEqual(['email', 'files']);
  });

  it(
    'answers every route below 500, in time, with JSON errors, and stays healthy',
    async () => {
      expect(routes.length).toBeGreaterThan(0);
      const findings: Finding[] = [];
      for (const route of routes) findings.push(...(await fuzzRoute(route, { kind, keys, watchdog, inputs })));
      if (findings.length > 0) {
        const failed = new Set(findings.map((f) => `${f.route.method} ${f.route.path}`)).size;
        throw new Error(`${failed} of ${routes.length} routes failed (FUZZ_SEED=${FUZZ.seed}, FUZZ_RUNS=${FUZZ.runs}):\n\n${findingsReport(findings)}`);
      }
    },
    FUZZ_TEST_TIMEOUT_MS,
  );

  it(`held the event loop no longer than ${FUZZ.blockLimitMs} ms for any request`, () => watchdog.expectNoBlockOver(FUZZ.blockLimitMs));
});
