import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';
import type { ThunkExtra } from './baseQuery';
import { fileQuery } from './fileQuery';
import type { ApiFailure } from './errors';

export class AttachmentFetchError extends Error {
  constructor(readonly error: ApiFailure) {
    super(error.message);
  }
}

/** GET /api/attachments/{partId}; the component that shows the file owns its object URL and revokes it when it unmounts. */
export function fetchAttachment(partId: string, signal?: AbortSignal): ThunkAction<Promise<Blob>, RootState, ThunkExtra, UnknownAction> {
  return async (dispatch, getState, extra) => {
    const result = await fileQuery(`/api/attachments/${encodeURIComponent(partId)}`, 'fetchAttachment', { dispatch, getState, extra }, signal);
    if ('error' in result) throw new AttachmentFetchError(result.error);
    return result.data;
  };
}

/** fetchAttachment bound to the app's store. */
export function useFetchAttachment(): (partId: string, signal?: AbortSignal) => Promise<Blob> {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback((partId: string, signal?: AbortSignal) => dispatch(fetchAttachment(partId, signal)), [dispatch]);
}
