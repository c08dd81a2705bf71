import { useEffect, useRef } from 'react';
import { clientsApi, useGetClientsQuery } from '../../api/clientsApi';
import { errorStatus, failureReason } from '../../api/errors';
import { usersApi, useGetUsersQuery } from '../../api/usersApi';
import { useAppDispatch } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import type { Client } from '../../../shared/contract/clients';
import type { User } from '../../../shared/contract/users';
import { TIMINGS } from '../../../shared/constants';
import { dataLoaded, notFoundRetryScheduled, notFoundRetryStarted, selectNotFoundRetry, useAdminSelector, type AdminRootState } from './adminSlice';
import { dataLoadFailed, dataNotFound, loadFailureResolved } from './notices';

export type AdminData = { state: 'loading' } | { state: 'failed'; reload: () => void } | { state: 'ready'; users: User[]; clients: Client[] };

/**
 * SPEC.md section 4: a first 404 is re-attempted once after 400 ms, and only once per session;
 * a second one is "Admin Data Not Found". A 404 that arrives while the re-attempt waits is
 * left to it. The timer lives in the thunk, so a panel left meanwhile still spends the turn.
 */
const loadFailed = (error: unknown) => (dispatch: AppDispatch, getState: () => AdminRootState) => {
  if (errorStatus(error) !== 404) return void dispatch(dataLoadFailed(failureReason(error)));
  const retry = selectNotFoundRetry(getState());
  if (retry === 'spent') return void dispatch(dataNotFound());
  if (retry === 'waiting') return;
  dispatch(notFoundRetryScheduled());
  setTimeout(() => {
    dispatch(notFoundRetryStarted());
    void dispatch(usersApi.endpoints.getUsers.initiate(undefined, { subscribe: false, forceRefetch: true }));
    void dispatch(clientsApi.endpoints.getClients.initiate(undefined, { subscribe: false, forceRefetch: true }));
  }, TIMINGS.adminRetryMs);
};

/** Every user and every client (an admin's client list is all of them), or why not. */
export function useAdminData(): AdminData {
  const dispatch = useAppDispatch();
  const users = useGetUsersQuery();
  const clients = useGetClientsQuery();
  const retry = useAdminSelector(selectNotFoundRetry);
  const fetching = users.isFetching || clients.isFetching;
  // One verdict per round: the load is judged once both requests have answered.
  const error = fetching ? undefined : (users.error ?? clients.error);
  // An error cached from an earlier visit is refetched on mount, so only later ones count;
  // the ref also keeps StrictMode's second effect run from reporting the same error twice.
  const reported = useRef<unknown>(error);
  const loaded = users.isSuccess && clients.isSuccess;

  useEffect(() => {
    if (!error || reported.current === error) return;
    reported.current = error;
    dispatch(loadFailed(error));
  }, [error, dispatch]);

  useEffect(() => {
    if (!loaded) return;
    dispatch(dataLoaded());
    dispatch(loadFailureResolved());
  }, [loaded, dispatch]);

  if (users.data && clients.data) return { state: 'ready', users: users.data, clients: clients.data };
  if (fetching || retry === 'waiting' || !error) return { state: 'loading' };
  return {
    state: 'failed',
    reload: () => {
      void users.refetch();
      void clients.refetch();
    },
  };
}
