import { createSlice } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { rootReducer, type RootState } from '../../app/store';

/**
 * SPEC.md section 4: the first 404 of the admin load is re-attempted once per session.
 * 'waiting' covers the pause before that re-attempt; 'spent' lasts until a load succeeds.
 */
export type NotFoundRetry = 'unused' | 'waiting' | 'spent';

export interface AdminState {
  notFoundRetry: NotFoundRetry;
}

export const initialAdminState: AdminState = { notFoundRetry: 'unused' };

/** The panel's outcomes are notifications (notices.ts); this slice keeps what the load decides by. */
export const adminSlice = createSlice({
  name: 'admin',
  initialState: initialAdminState,
  reducers: {
    notFoundRetryScheduled(state) {
      state.notFoundRetry = 'waiting';
    },
    notFoundRetryStarted(state) {
      state.notFoundRetry = 'spent';
    },
    dataLoaded(state) {
      state.notFoundRetry = 'unused';
    },
  },
  selectors: {
    selectNotFoundRetry: (state) => state.notFoundRetry,
  },
});

export const { notFoundRetryScheduled, notFoundRetryStarted, dataLoaded } = adminSlice.actions;

/** Injected when the lazily loaded admin chunk runs, so the first bundle never carries it. */
export const injectedAdminSlice = adminSlice.injectInto(rootReducer);
export const { selectNotFoundRetry } = injectedAdminSlice.selectors;

/** The app state once this chunk has injected its slice (the app's RootState does not know it). */
export type AdminRootState = RootState & { admin?: AdminState };
export const useAdminSelector = useSelector.withTypes<AdminRootState>();
