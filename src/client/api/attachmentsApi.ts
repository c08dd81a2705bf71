import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';
import { baseQueryWithReauth, type ThunkExtra } from './baseQuery';
import type { ApiFailure } from './errors';

export class AttachmentFetchError extends Error {
  constructor(readonly error: ApiFailure) {
    super(error.message);
  }
}

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

/**
 * GET /api/attachments/{partId} through the same base query as every endpoint (bearer token,
 * one refresh and retry on a token 401, forced logout after a second). A thunk rather than an
 * RTK Query endpoint: a Blob does not belong in the Redux store, and the component that shows
 * the file owns its object URL and revokes it when it unmounts.
 */
export function fetchAttachment(partId: string, signal?: AbortSignal): ThunkAction<Promise<Blob>, RootState, ThunkExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const controller = new AbortController();
    if (signal?.aborted) controller.abort(signal.reason);
    signal?.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
    const api = { signal: controller.signal, abort: () => controller.abort(), dispatch, getState, extra, endpoint: 'fetchAttachment', type: 'query' as const };
    const url = `/api/attachments/${encodeURIComponent(partId)}`;
    const result = await baseQueryWithReauth({ url, responseHandler: blobOrError, cache: 'no-store' }, api, {});
    if (result.error) throw new AttachmentFetchError(result.error);
    return result.data as Blob;
  };
}

/** fetchAttachment bound to the app's store. */
export function useFetchAttachment(): (partId: string, signal?: AbortSignal) => Promise<Blob> {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback((partId: string, signal?: AbortSignal) => dispatch(fetchAttachment(partId, signal)), [dispatch]);
}
