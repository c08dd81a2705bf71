import type { TestAccount } from '../helpers/accounts';
import type { Method } from '../helpers/fixtures';
import type { TestApp } from '../helpers/testApp';

/** Calls under one client's directory, as an account would make them. */
export const directoryCaller =
  (t: TestApp) =>
  (method: Method, clientId: string, path: string, as?: TestAccount, payload?: object) =>
    t.app.inject({ method, url: `/api/clients/${clientId}/directory${path}`, headers: { ...(as?.auth ?? {}) }, ...(payload === undefined ? {} : { payload }) });

/** A CSV import, the file sent as text/csv. */
export const importer =
  (t: TestApp) =>
  (clientId: string, kind: string, file: string | Buffer, as?: TestAccount, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/clients/${clientId}/directory/import?kind=${kind}${query}`,
      headers: { ...(as?.auth ?? {}), 'content-type': 'text/csv' },
      payload: file,
    });
