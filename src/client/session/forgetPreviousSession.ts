import { createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { isSessionAction } from './sessionSlice';

/**
 * A sign-in after a session ended (logout, a forced logout, a failed refresh) starts from an
 * empty API cache, so the next person on this tab never sees the last one's users, clients,
 * invoices or activity, not even for the moment before a refetch. The cache is emptied at the
 * sign-in rather than at the sign-out, where it would cut short the requests still answering.
 */
export const forgetPreviousSession = createListenerMiddleware();

const ended = new Set<string | null>(['anonymous', 'forcedLogout']);

forgetPreviousSession.startListening({
  predicate: (action) => isSessionAction(action) && action.payload.to === 'authenticated' && ended.has(action.payload.from),
  effect: (_action, api) => {
    api.dispatch(baseApi.util.resetApiState());
  },
});
