import { useCallback, useLayoutEffect } from 'react';
import { useStore } from 'react-redux';
import { useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import { membersSlice, selectMembers, syncedFromUrl, type MembersAction, type MembersRootState } from './membersSlice';
import { parseMembersParams, toMembersParams } from './urlState';

/**
 * Keeps the members slice and the URL in step. The URL wins when it changes (a load, a shared
 * link, Back); a bare /members (the nav link, "Back to Invoices") shows the view left last.
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

/** Applies a user action to the slice and writes the resulting view to the URL. */
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
