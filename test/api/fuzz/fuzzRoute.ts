import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import type { DatabaseKind } from '../../../src/server/db/database';
import type { EventLoopWatchdog } from '../helpers/eventLoopWatchdog';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { problemWith, type Problem } from './checks';
import type { Route } from './collectRoutes';
import type { GoogleKeys } from './googleKeys';
import { requestArbitrary } from './requests';
import type { RouteTable } from './routeInputs';
import { captureServerErrors, type ServerErrors } from './serverErrors';
import { FUZZ } from './settings';
import { toWire, type Wire } from './wire';
import { resolveRole, seedFuzzWorld, type FuzzWorld } from './world';

export interface FuzzSetup {
  kind: DatabaseKind;
  keys: GoogleKeys;
  watchdog: EventLoopWatchdog;
  /** What each route reads, from the app's OpenAPI document. */
  inputs: RouteTable;
}

class FuzzFailure extends Error {
  constructor(
    readonly problem: Problem,
    readonly wire: Wire,
  ) {
    super(problem.kind);
  }
}

/** Each route gets its own sequence, so adding a route does not change what the others are sent. */
function seedFor(route: Route): number {
  let hash = FUZZ.seed | 0;
  for (const char of `${route.method} ${route.path}`) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash;
}

const within = <T>(answer: Promise<T>, ms: number): Promise<T | 'timeout'> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
};

/**
 * One request, timed out and watched for holding the loop. A handler that never yields at all
 * cannot be timed out from the same thread: it hangs the run, which fails as surely (the
 * server's own watchdog, lifecycle/loopWatchdog.ts, kills such a process in production).
 */
async function send(t: TestApp, errors: ServerErrors, wire: Wire, setup: FuzzSetup): Promise<Problem | undefined> {
  errors.take();
  const once = () => setup.watchdog.measure((): Promise<LightMyRequestResponse | 'timeout'> => within(t.app.inject(wire.options), FUZZ.answerWithinMs));
  const { value: answer, heldMs } = await once();
  // A hold is the handler's when it recurs; a stolen or busy core does not recur on demand.
  let held = heldMs;
  for (let again = 0; held > FUZZ.blockLimitMs && again < FUZZ.blockConfirmations; again += 1) held = Math.min(held, (await once()).heldMs);
  setup.watchdog.note(wire.label, held);
  if (answer !== 'timeout') return problemWith(String(wire.options.method), answer, errors.take());
  return { kind: `no answer within ${FUZZ.answerWithinMs} ms`, detail: 'timeout' };
}

/** One kind of failure of one route, with the smallest request fast-check shrank it to. */
export interface Finding {
  route: Route;
  kind: string;
  example: string;
}

/** Each pass finds at most one new kind of failure; this many are enough to see a route's bugs. */
const MAX_PASSES = 5;

/**
 * Fuzzes one route on an app and world of its own and returns every kind of failure found.
 * fast-check stops at a route's first failure and shrinks it, so the route is run again, from
 * the same seed, with the kinds already found counting as passing, until a pass finds nothing
 * new: one bug cannot hide the others behind it.
 */
export async function fuzzRoute(route: Route, setup: FuzzSetup): Promise<Finding[]> {
  const t = await createTestApp(setup.kind, setup.keys.env);
  try {
    const errors = captureServerErrors(t.app);
    let world: FuzzWorld = await seedFuzzWorld(t);
    const resolver = {
      role: (role: Parameters<typeof resolveRole>[2]) => resolveRole(t, world, role),
      sign: setup.keys.sign,
      token: (caller: 'admin' | 'member') => world[caller].token,
    };
    const findings: Finding[] = [];
    const known = new Set<string>();
    for (let pass = 0; pass < MAX_PASSES; pass += 1) {
      let shrinkingEndsAt = Number.POSITIVE_INFINITY;
      const property = fc.asyncProperty(requestArbitrary(route, setup.inputs), async (request) => {
        // Past the budget a candidate counts as passing, so shrinking stops at the smallest so far.
        if (Date.now() > shrinkingEndsAt) return;
        // A deletion would leave the route's later requests nothing to delete.
        if (route.method === 'DELETE') world = await seedFuzzWorld(t);
        const wire = await toWire(route, request, resolver);
        const problem = await send(t, errors, wire, setup);
        if (!problem || known.has(problem.kind)) return;
        shrinkingEndsAt = Math.min(shrinkingEndsAt, Date.now() + FUZZ.shrinkBudgetMs);
        throw new FuzzFailure(problem, wire);
      });
      const run = await fc.check(property, { seed: seedFor(route), numRuns: FUZZ.runs });
      if (!run.failed) break;
      const error = run.errorInstance;
      if (!(error instanceof FuzzFailure)) {
        findings.push({ route, kind: 'the fuzz itself failed', example: String(error instanceof Error ? error.stack : error) });
        break;
      }
      known.add(error.problem.kind);
      findings.push({ route, kind: error.problem.kind, example: `${error.wire.shown}\n  answer: ${error.problem.detail}` });
    }
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    if (health.statusCode !== 200) findings.push({ route, kind: 'GET /api/health failed after the run', example: `${health.statusCode} ${health.body.slice(0, 200)}` });
    return findings;
  } finally {
    await t.close();
  }
}
