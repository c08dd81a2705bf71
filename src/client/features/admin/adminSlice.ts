import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { rootReducer, type RootState } from '../../app/store';
import { plural } from './plural';

export interface AdminNotification {
  tone: 'success' | 'error';
  title: string;
  detail: string;
}

/**
 * SPEC.md section 4: the first 404 of the admin load is re-attempted once per session.
 * 'waiting' covers the pause before that re-attempt; 'spent' lasts until a load succeeds.
 */
export type NotFoundRetry = 'unused' | 'waiting' | 'spent';

export interface AdminState {
  notification: AdminNotification | null;
  notFoundRetry: NotFoundRetry;
}

export const initialAdminState: AdminState = { notification: null, notFoundRetry: 'unused' };

const failure = (title: string, detail: string): AdminNotification => ({ tone: 'error', title, detail });
const success = (title: string, detail: string): AdminNotification => ({ tone: 'success', title, detail });

/** One action per outcome, so Redux DevTools reads as the panel's log; texts are SPEC.md section 8's. */
const LOAD_FAILURES = ['Admin Data Not Found', 'Error Loading Data'];

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
    /** Loaded after all (a retry, Try again): a load failure still shown no longer holds. */
    dataLoaded(state) {
      state.notFoundRetry = 'unused';
      if (state.notification && LOAD_FAILURES.includes(state.notification.title)) state.notification = null;
    },
    dataNotFound(state) {
      state.notification = failure('Admin Data Not Found', 'The users and clients endpoints returned 404 twice. Check that the server is up to date, then reload the page.');
    },
    dataLoadFailed(state, action: PayloadAction<string>) {
      state.notification = failure('Error Loading Data', `Failed to fetch users and clients: ${action.payload}`);
    },
    userUpdated(state, action: PayloadAction<{ name: string; isAdmin: boolean; clientCount: number }>) {
      const { name, isAdmin, clientCount } = action.payload;
      state.notification = success('User Updated', `${name} is now ${isAdmin ? 'an Admin' : 'a User'} with ${plural(clientCount, 'client')}.`);
    },
    userIdMissing(state) {
      state.notification = failure('Error Updating User', 'Missing user ID. Cannot update this user.');
    },
    updateFailed(state, action: PayloadAction<string>) {
      state.notification = failure('Error Updating User', `Failed to update user: ${action.payload}`);
    },
    /** SPEC.md section 7 does not show the delete answer: the invoice count is told only when it came. */
    userDeleted(state, action: PayloadAction<{ name: string; deletedInvoices?: number | undefined }>) {
      const { name, deletedInvoices } = action.payload;
      const along = typeof deletedInvoices === 'number' ? `, along with ${plural(deletedInvoices, 'invoice')}` : '';
      state.notification = success('User Deleted', `${name} was deleted${along}.`);
    },
    deleteFailed(state, action: PayloadAction<string>) {
      state.notification = failure('Error Deleting User', `Failed to delete user: ${action.payload}`);
    },
    permissionDenied(state, action: PayloadAction<string>) {
      state.notification = failure('Permission Denied', action.payload);
    },
    operationNotAllowed(state, action: PayloadAction<string>) {
      state.notification = failure('Operation Not Allowed', action.payload);
    },
    notificationClosed(state) {
      state.notification = null;
    },
    // An outcome from an earlier visit would read as news on the next one.
    panelLeft(state) {
      state.notification = null;
    },
  },
  selectors: {
    selectNotification: (state) => state.notification,
    selectNotFoundRetry: (state) => state.notFoundRetry,
  },
});

export const {
  notFoundRetryScheduled,
  notFoundRetryStarted,
  dataLoaded,
  dataNotFound,
  dataLoadFailed,
  userUpdated,
  userIdMissing,
  updateFailed,
  userDeleted,
  deleteFailed,
  permissionDenied,
  operationNotAllowed,
  notificationClosed,
  panelLeft,
} = adminSlice.actions;

/** Injected when the lazily loaded admin chunk runs, so the first bundle never carries it. */
export const injectedAdminSlice = adminSlice.injectInto(rootReducer);
export const { selectNotification, selectNotFoundRetry } = injectedAdminSlice.selectors;

/** The app state once this chunk has injected its slice (the app's RootState does not know it). */
export type AdminRootState = RootState & { admin?: AdminState };
export const useAdminSelector = useSelector.withTypes<AdminRootState>();
