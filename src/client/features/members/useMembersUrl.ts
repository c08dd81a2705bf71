import { useCallback, useLayoutEffect } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { membersSlice, selectMembers, syncedFromUrl, type MembersAction, type MembersRootState } from './membersSlice';
import { parseMembersParams, toMembersParams } from './urlState';

/**
 * Reads the URL into the slice when it changed outside the screen (a load, a shared link, Back
 * or Forward): then it differs from what the slice would write. The URL the screen writes itself
 * (useMembersNavigate) equals the slice already, so it is not read back and nothing echoes.
 * A bare /members (the nav link, "Back to Invoices") shows the view left last instead.
 */
export function useMembersUrlSync(): void {
  const [params, setParams] = useSearchParams();
  const store = useStore<MembersRootState>();
  const dispatch = useAppDispatch();
  const search = params.toString();
  // Layout effect: the first paint already shows the URL's view, never the defaults.
  useLayoutEffect(() => {
    const current = selectMembers(store.getState());
    if (search === '' && current.clientId) {
      setParams(toMembersParams(current), { replace: true });
      return;
    }
    if (toMembersParams(current).toString() !== search) dispatch(syncedFromUrl(parseMembersParams(new URLSearchParams(search))));
  }, [search, store, dispatch, setParams]);
}

/**
 * Applies a user action to the slice, then writes the resulting view to the URL: one history
 * entry per step (replace for steps that should not be one, such as typing a search).
 */
export function useMembersNavigate(): (action: MembersAction, options?: { replace?: boolean }) => void {
  const [, setParams] = useSearchParams();
  const store = useStore<MembersRootState>();
  const dispatch = useAppDispatch();
  return useCallback(
    (action, options = {}) => {
      const next = membersSlice.reducer(selectMembers(store.getState()), action);
      dispatch(action);
      setParams(toMembersParams(next), { replace: options.replace ?? false });
    },
    [store, dispatch, setParams],
  );
}
