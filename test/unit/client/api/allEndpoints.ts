import { readdirSync } from 'node:fs';
import path from 'node:path';
import { activityApi } from '../../../../src/client/api/activityApi';
import { associationsApi } from '../../../../src/client/api/associationsApi';
import * as attachmentsApi from '../../../../src/client/api/attachmentsApi';
import { authApi } from '../../../../src/client/api/authApi';
import { baseApi } from '../../../../src/client/api/baseApi';
import { billExportApi } from '../../../../src/client/api/billExportApi';
import { clientsApi } from '../../../../src/client/api/clientsApi';
import { directoryApi } from '../../../../src/client/api/directoryApi';
import { emailIntakeApi } from '../../../../src/client/api/emailIntakeApi';
import { emailsApi } from '../../../../src/client/api/emailsApi';
import { invoicesApi } from '../../../../src/client/api/invoicesApi';
import { reportsApi } from '../../../../src/client/api/reportsApi';
import { usersApi } from '../../../../src/client/api/usersApi';

/** Every area's file, imported so that all endpoints are injected into the one slice (attachments has a thunk only). */
export const AREAS = { activityApi, associationsApi, attachmentsApi, authApi, billExportApi, clientsApi, directoryApi, emailIntakeApi, emailsApi, invoicesApi, reportsApi, usersApi };

/** The area files in src/client/api, for a test to check AREAS against. */
export const areaFiles = (): string[] =>
  readdirSync(path.join(__dirname, '../../../../src/client/api'))
    .filter((file) => /Api\.ts$/.test(file) && file !== 'baseApi.ts')
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

export const endpointNames = (): string[] => Object.keys(baseApi.endpoints).sort();

type Outcome = { data?: unknown; error?: { message?: string; status?: unknown } };

/** Starts endpoint `name` with `arg` on `store` and waits for its outcome, whatever the endpoint's types. */
export async function callEndpoint(store: { dispatch: (action: never) => unknown }, name: string, arg: unknown): Promise<Outcome> {
  const endpoint = (baseApi.endpoints as unknown as Record<string, { initiate: (arg: unknown) => never }>)[name];
  if (!endpoint) throw new Error(`No endpoint ${name}`);
  return (await store.dispatch(endpoint.initiate(arg))) as Outcome;
}
