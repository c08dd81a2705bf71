import type { TestApp } from './testApp';

export interface TestAccount {
  id: string;
  email: string;
  token: string;
  auth: { authorization: string };
}

let counter = 0;

/**
 * A verified account straight in the database, with an access token, for suites that test
 * something other than sign-in itself.
 */
export async function createAccount(t: TestApp, options: { isAdmin?: boolean; email?: string; name?: string } = {}): Promise<TestAccount> {
  counter += 1;
  const email = options.email ?? `user${counter}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const row = await t.ctx.repos.users.create({
    email,
    username: options.name ?? email.split('@')[0] ?? email,
    passwordHash: null,
    isAdmin: options.isAdmin ?? false,
    verified: true,
  });
  const token = await t.ctx.accessTokens.sign(row.id, row.token_generation);
  return { id: row.id, email: row.email, token, auth: { authorization: `Bearer ${token}` } };
}
