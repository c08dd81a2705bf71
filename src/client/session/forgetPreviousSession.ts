import { createListenerMiddleware } from '@reduxjs/toolkit';
import { baseApi } from '../api/baseApi';
import { sessionTransitioned, type SessionState } from './sessionSlice';

/**
 * A sign-in after a session ended (logout, a forced logout, a failed refresh) starts from an
 * empty API cache, so the next person on this tab never sees the last one's users, clients,
 * invoices or activity, not even for the moment before a refetch. The cache is emptied at the
 * sign-in rather than at the sign-out, where it would cut short the requests still answering.
 */
export const forgetPreviousSession = createListenerMiddleware();

forgetPreviousSession.startListening({
  actionCreator: sessionTransitioned,
  effect: (action, api) => {
    const before = (api.getOriginalState() as { session: SessionState }).session.status;
    if (action.payload.status === 'authenticated' && before === 'anonymous') api.dispatch(baseApi.util.resetApiState());
  },
});
