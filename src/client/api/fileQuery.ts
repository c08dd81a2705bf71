import type { FetchBaseQueryMeta } from '@reduxjs/toolkit/query';
import type { RootState } from '../app/store';
import { baseQueryWithReauth, type ThunkExtra } from './baseQuery';
import type { ApiFailure } from './errors';

/** The file on success; on failure the body as JSON (or text), so a token 401 is still recognised. */
async function blobOrError(response: Response): Promise<unknown> {
  if (response.ok) return response.blob();
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

interface ThunkApi {
  dispatch: (action: never) => unknown;
  getState: () => RootState;
  extra: ThunkExtra;
}

/**
 * A file as bytes (so a UTF-8 byte-order mark survives), through the same base query as every
 * endpoint: bearer token, one refresh and retry on a token 401, forced logout after a second.
 * Not an RTK Query endpoint: a Blob does not belong in the Redux store.
 */
export async function fileQuery(
  url: string,
  endpoint: string,
  { dispatch, getState, extra }: ThunkApi,
  signal?: AbortSignal,
): Promise<{ data: Blob; meta: FetchBaseQueryMeta | undefined } | { error: ApiFailure }> {
  const controller = new AbortController();
  if (signal?.aborted) controller.abort(signal.reason);
  signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  const api = { signal: controller.signal, abort: () => controller.abort(), dispatch, getState, extra, endpoint, type: 'query' as const };
  const result = await baseQueryWithReauth({ url, responseHandler: blobOrError, cache: 'no-store' }, api as Parameters<typeof baseQueryWithReauth>[1], {});
  if (result.error) return { error: result.error };
  return { data: result.data as Blob, meta: result.meta };
}

/** The server's name for a downloaded file, when the browser lets the page read it (a cross-origin API must expose the header); `fallback` otherwise. */
export function downloadName(headers: Headers | undefined, fallback: string): string {
  const disposition = headers?.get('content-disposition') ?? '';
  const named = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1] ?? /filename="?([^";]+)"?/i.exec(disposition)?.[1];
  if (!named) return fallback;
  try {
    return decodeURIComponent(named);
  } catch {
    return named;
  }
}
