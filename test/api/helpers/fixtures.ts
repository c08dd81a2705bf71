import type { DatabaseKind } from '../../../src/server/db/database';
import { createAccount, type TestAccount } from './accounts';
import { seedWorld, type World } from './seed';
import { createTestApp, type TestApp } from './testApp';

/*
 * Suite set-ups for a describe block. Each returns its objects at once, empty, and fills them
 * in beforeAll, so a suite can destructure them at the top and use them in its tests and hooks
 * (never in the describe body itself, which runs before any hook).
 */

/** A real app on a fresh database for the whole block, closed after it. */
export function appFixture(kind: DatabaseKind, env: Record<string, string> = {}): TestApp {
  const t = {} as TestApp;
  beforeAll(async () => {
    Object.assign(t, await createTestApp(kind, env));
  });
  afterAll(() => t.close());
  return t;
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Requests as an account would make them; without one, as an anonymous caller. */
export const caller =
  (t: TestApp) =>
  (method: Method, url: string, as?: TestAccount, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method, url, headers: { ...(as?.auth ?? {}), ...headers }, ...(payload === undefined ? {} : { payload }) });

/** The review API suites: an app with seedWorld's admin, member, outsider and their clients. */
export function reviewFixture(kind: DatabaseKind) {
  const t = appFixture(kind);
  const w = {} as World;
  beforeAll(async () => {
    Object.assign(w, await seedWorld(t));
  });
  return { t, w, call: caller(t) };
}

/** The admin screens' suites: an app with one admin and one regular account. */
export function accountsFixture(kind: DatabaseKind, names: { admin?: string; user?: string } = {}) {
  const t = appFixture(kind);
  const admin = {} as TestAccount;
  const user = {} as TestAccount;
  beforeAll(async () => {
    Object.assign(admin, await createAccount(t, { isAdmin: true, name: names.admin }));
    Object.assign(user, await createAccount(t, { name: names.user }));
  });
  return { t, admin, user, call: caller(t) };
}
