import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LogoutReason } from './types';

export type SessionStatus = 'checking' | 'anonymous' | 'silentRefreshing' | 'authenticated' | 'refreshing';

/** What the admin screens need to know of the viewer (SPEC.md section 4, "Admin panel role"). */
export type ViewerRole = 'unknown' | 'admin' | 'user';

/** The session machine as Redux sees it: everything but the secrets. */
export interface SessionState {
  status: SessionStatus;
  /** The machine event that led here, for auditors reading Redux DevTools. */
  lastEvent: string | null;
  userId: string | null;
  username: string | null;
  email: string | null;
  isAdmin: boolean;
  logoutReason: LogoutReason | null;
  error: string | null;
}

const initialState: SessionState = {
  status: 'checking',
  lastEvent: null,
  userId: null,
  username: null,
  email: null,
  isAdmin: false,
  logoutReason: null,
  error: null,
};

export const sessionSlice = createSlice({
  name: 'session',
  initialState,
  reducers: {
    transitioned: (_state, action: PayloadAction<SessionState>) => action.payload,
  },
  selectors: {
    selectSession: (state) => state,
    selectIsAuthenticated: (state) => state.status === 'authenticated',
    selectIsAdmin: (state) => state.status === 'authenticated' && state.isAdmin,
    /**
     * Unknown until the session has read its cookies (or finished the silent refresh they
     * asked for), then the isAdmin cookie's answer. A token refresh in flight keeps the role
     * the session knew, so an admin's screen does not flash "Access Restricted" meanwhile.
     */
    selectViewerRole: (state): ViewerRole => {
      if (state.status === 'checking' || state.status === 'silentRefreshing') return 'unknown';
      return state.isAdmin && (state.status === 'authenticated' || state.status === 'refreshing') ? 'admin' : 'user';
    },
  },
});

export const { transitioned: sessionTransitioned } = sessionSlice.actions;
export const { selectSession, selectIsAuthenticated, selectIsAdmin, selectViewerRole } = sessionSlice.selectors;
