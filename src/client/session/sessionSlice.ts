import { createSlice } from '@reduxjs/toolkit';
import type { SnapshotFrom } from 'xstate';
import { isMirrorOf, type MirrorAction, type MirrorSpec } from './machineMirror';
import type { SessionMachine } from './sessionMachine';
import type { LogoutReason } from './types';

/** The four states of DESIGN.md section 6. */
export type SessionStatus = 'anonymous' | 'refreshing' | 'authenticated' | 'forcedLogout';

/** What the admin screens need to know of the viewer (SPEC.md section 4, "Admin panel role"). */
export type ViewerRole = 'unknown' | 'admin' | 'user';

/** The session machine as Redux sees it: everything but the secrets. */
export interface SessionState {
  status: SessionStatus;
  /** The refresh of a page load is running: until it answers, no one is known to be signed in. */
  silentRefresh: boolean;
  userId: string | null;
  username: string | null;
  email: string | null;
  isAdmin: boolean;
  /** Why the session was ended, kept for the login screen until someone signs in. */
  logoutReason: LogoutReason | null;
  error: string | null;
}

export type SessionAction = MirrorAction<SessionState>;

const STATUSES = ['refreshing', 'authenticated', 'forcedLogout'] as const;

export const sessionMirror: MirrorSpec<SnapshotFrom<SessionMachine>, SessionState> = {
  name: 'session',
  outcomes: { refreshSession: { done: 'refreshSucceeded', error: 'refreshFailed' } },
  publicFields: ['reason'],
  view: (snapshot) => {
    const { userId, username, email, isAdmin, logoutReason, error } = snapshot.context;
    return {
      status: STATUSES.find((status) => snapshot.matches(status)) ?? 'anonymous',
      silentRefresh: snapshot.matches({ refreshing: 'silent' }),
      userId,
      username,
      email,
      isAdmin,
      logoutReason,
      error,
    };
  },
};

export const isSessionAction = isMirrorOf<SessionState>(sessionMirror.name);

const initialState: SessionState = {
  status: 'anonymous',
  silentRefresh: false,
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
  reducers: {},
  extraReducers: (builder) => builder.addMatcher(isSessionAction, (_state, action) => action.payload.view),
  selectors: {
    selectSession: (state) => state,
    selectIsAuthenticated: (state) => state.status === 'authenticated',
    selectIsAdmin: (state) => state.status === 'authenticated' && state.isAdmin,
    /**
     * Unknown while the silent refresh of a page load runs, otherwise the isAdmin cookie's answer. A token refresh in flight keeps the role
     * the session knew, so an admin's screen does not flash "Access Restricted" meanwhile.
     */
    selectViewerRole: (state): ViewerRole => {
      if (state.silentRefresh) return 'unknown';
      return state.isAdmin && (state.status === 'authenticated' || state.status === 'refreshing') ? 'admin' : 'user';
    },
  },
});

export const { selectSession, selectIsAuthenticated, selectIsAdmin, selectViewerRole } = sessionSlice.selectors;
