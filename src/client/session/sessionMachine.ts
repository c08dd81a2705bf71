import { assign, fromCallback, fromPromise, setup, stateIn } from 'xstate';
import { TIMINGS } from '../../shared/constants';
import { clearSessionCookies, readSessionCookies, writeSessionCookies, type SessionCookies } from './cookies';
import { RefreshError, type LogoutReason, type RefreshedTokens, type SessionContext, type SessionEvent } from './types';

export const SESSION_MESSAGES = {
  noRefreshToken: 'No refresh token available',
  refreshFailed: 'Token refresh failed',
  sessionExpired: 'Session expired. Please log in again.',
  network: 'Network issue. Please check your connection and log in again if needed.',
  unauthorized: 'Unauthorized (auto-logout)',
} as const;

const emptySession: SessionCookies = { token: null, refreshToken: null, userId: null, username: null, isAdmin: false, email: null };

function reasonMessage(reason: LogoutReason): string {
  if (reason === 'network') return SESSION_MESSAGES.network;
  if (reason === 'unauthorized') return SESSION_MESSAGES.unauthorized;
  return SESSION_MESSAGES.sessionExpired;
}

// Signing out and in, taken from nested states too: hence the targets by id.
const leaveSession = {
  target: '#session.anonymous',
  actions: [{ type: 'forget', params: { reason: null, error: null } }, 'clearCookies', { type: 'navigate', params: { to: '/' } }],
} as const;

const enterSession = { target: '#session.authenticated', actions: ['signIn', 'persistCookies'] } as const;

/**
 * The session of SPEC.md section 4 and DESIGN.md section 6: anonymous, refreshing,
 * authenticated and forcedLogout. It owns the cookies: every change to them is an action here,
 * so each transition shows in Redux DevTools through the mirror in sessionSlice.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { cookies: SessionCookies },
  },
  actors: {
    refreshSession: fromPromise<RefreshedTokens, { refreshToken: string | null }>(async () => {
      throw new RefreshError('missing', 'refreshSession must be provided');
    }),
    recheckCookies: fromCallback<SessionEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'cookiesRechecked', cookies: readSessionCookies() }), TIMINGS.authRecheckMs);
      return () => clearInterval(id);
    }),
  },
  guards: {
    hasSession: ({ context }) => Boolean(context.userId && context.token),
    canSilentRefresh: ({ context }) => Boolean(context.userId && context.refreshToken && !context.token),
    hasRefreshToken: ({ context }) => Boolean(context.refreshToken),
    cookiesGone: ({ event }) => event.type === 'cookiesRechecked' && !(event.cookies.userId && event.cookies.token),
    networkFailure: (_, params: { error: unknown }) => params.error instanceof RefreshError && params.error.kind === 'network',
    silentRefresh: stateIn({ refreshing: 'silent' }),
  },
  actions: {
    signIn: assign(({ event }) => {
      if (event.type !== 'signedIn') return {};
      const { session } = event;
      return { ...session, email: session.email ?? null, logoutReason: null, error: null };
    }),
    storeTokens: assign((_, tokens: RefreshedTokens) => ({ token: tokens.token, refreshToken: tokens.refreshToken, error: null })),
    adoptCookies: assign(({ event }) => (event.type === 'cookiesRechecked' ? { ...event.cookies } : {})),
    forget: assign((_, params: { reason: LogoutReason | null; error: string | null }) => ({ ...emptySession, logoutReason: params.reason, error: params.error })),
    persistCookies: ({ context }) =>
      writeSessionCookies({
        token: context.token,
        refreshToken: context.refreshToken,
        userId: context.userId,
        username: context.username,
        isAdmin: context.isAdmin,
        email: context.email,
      }),
    clearCookies: () => clearSessionCookies(),
    navigate: (_, _params: { to: string }) => undefined,
    logSilentRefreshFailure: (_, params: { error: unknown }) => {
      console.warn('Silent token refresh failed', params.error);
    },
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ ...input.cookies, logoutReason: null, error: null }),
  initial: 'start',
  states: {
    // Resolved before the first snapshot, so no one ever sees it: the cookies decide where the session begins.
    start: {
      always: [
        { guard: 'hasSession', target: 'authenticated' },
        { guard: 'canSilentRefresh', target: 'refreshing.silent' },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: { signedIn: enterSession },
    },
    refreshing: {
      initial: 'afterRejection',
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'authenticated', actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, 'persistCookies'] },
        onError: [
          // SPEC.md section 4: a failed silent refresh is only logged; the visitor is simply anonymous.
          { guard: 'silentRefresh', target: 'anonymous', actions: [{ type: 'logSilentRefreshFailure', params: ({ event }) => ({ error: event.error }) }] },
          {
            guard: { type: 'networkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'forcedLogout',
            actions: { type: 'forget', params: { reason: 'network', error: SESSION_MESSAGES.network } },
          },
          { target: 'forcedLogout', actions: { type: 'forget', params: { reason: 'session_expired', error: SESSION_MESSAGES.refreshFailed } } },
        ],
      },
      states: {
        // The refresh of a page load (SPEC.md section 4, at most one): no one is signed in until it answers.
        silent: { on: { signedIn: enterSession } },
        // The refresh after a token 401, one for the whole burst of requests that hit it.
        afterRejection: { on: { signedOut: leaveSession } },
      },
    },
    authenticated: {
      invoke: { id: 'recheckCookies', src: 'recheckCookies' },
      on: {
        signedIn: { actions: ['signIn', 'persistCookies'] },
        cookiesRechecked: [
          { guard: 'cookiesGone', target: 'anonymous', actions: { type: 'forget', params: { reason: null, error: null } } },
          { actions: 'adoptCookies' },
        ],
        tokenRejected: [
          { guard: 'hasRefreshToken', target: 'refreshing' },
          { target: 'forcedLogout', actions: { type: 'forget', params: { reason: 'unauthorized', error: SESSION_MESSAGES.noRefreshToken } } },
        ],
        forcedLogout: {
          target: 'forcedLogout',
          actions: { type: 'forget', params: ({ event }) => ({ reason: event.reason, error: reasonMessage(event.reason) }) },
        },
        signedOut: leaveSession,
      },
    },
    /**
     * Entered once per session (SPEC.md section 4): later 401s of the same burst find nothing to
     * end. The reason stays in context for the login screen, which answers with reasonShown.
     */
    forcedLogout: {
      entry: ['clearCookies', { type: 'navigate', params: ({ context }) => ({ to: `/login?reason=${context.logoutReason}` }) }],
      on: {
        signedIn: enterSession,
        reasonShown: 'anonymous',
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
