import { assign, fromCallback, fromPromise, setup } from 'xstate';
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

/**
 * The session of SPEC.md section 4. It owns the cookies: every change to them is an action
 * here, so each transition shows in Redux DevTools through the mirror in sessionSlice.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { cookies: SessionCookies },
  },
  actors: {
    refreshTokens: fromPromise<RefreshedTokens, { refreshToken: string | null }>(async () => {
      throw new RefreshError('missing', 'refreshTokens must be provided');
    }),
    recheckTimer: fromCallback<SessionEvent>(({ sendBack }) => {
      const id = setInterval(() => sendBack({ type: 'RECHECK', cookies: readSessionCookies() }), TIMINGS.authRecheckMs);
      return () => clearInterval(id);
    }),
  },
  guards: {
    hasSession: ({ context }) => Boolean(context.userId && context.token),
    canSilentRefresh: ({ context }) => Boolean(context.userId && context.refreshToken && !context.token),
    hasRefreshToken: ({ context }) => Boolean(context.refreshToken),
    cookiesGone: ({ event }) => event.type === 'RECHECK' && !(event.cookies.userId && event.cookies.token),
    networkFailure: (_, params: { error: unknown }) => params.error instanceof RefreshError && params.error.kind === 'network',
  },
  actions: {
    signIn: assign(({ event }) => {
      if (event.type !== 'LOGGED_IN') return {};
      const { session } = event;
      return { ...session, email: session.email ?? null, logoutReason: null, error: null };
    }),
    storeTokens: assign((_, tokens: RefreshedTokens) => ({ token: tokens.token, refreshToken: tokens.refreshToken, error: null })),
    adoptCookies: assign(({ event }) => (event.type === 'RECHECK' ? { ...event.cookies } : {})),
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
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'hasSession', target: 'authenticated' },
        { guard: 'canSilentRefresh', target: 'silentRefreshing' },
        { target: 'anonymous' },
      ],
    },
    anonymous: {
      on: {
        LOGGED_IN: { target: 'authenticated', actions: ['signIn', 'persistCookies'] },
      },
    },
    silentRefreshing: {
      invoke: {
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'authenticated', actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, 'persistCookies'] },
        // SPEC.md section 4: a failed silent refresh is only logged; the visitor is simply anonymous.
        onError: { target: 'anonymous', actions: [{ type: 'logSilentRefreshFailure', params: ({ event }) => ({ error: event.error }) }] },
      },
      on: {
        LOGGED_IN: { target: 'authenticated', actions: ['signIn', 'persistCookies'] },
      },
    },
    authenticated: {
      invoke: { src: 'recheckTimer' },
      on: {
        LOGGED_IN: { actions: ['signIn', 'persistCookies'] },
        RECHECK: [
          { guard: 'cookiesGone', target: 'anonymous', actions: [{ type: 'forget', params: { reason: null, error: null } }] },
          { actions: 'adoptCookies' },
        ],
        TOKEN_REJECTED: [
          { guard: 'hasRefreshToken', target: 'refreshing' },
          {
            target: 'anonymous',
            actions: [
              { type: 'forget', params: { reason: 'unauthorized', error: SESSION_MESSAGES.noRefreshToken } },
              'clearCookies',
              { type: 'navigate', params: { to: '/login?reason=unauthorized' } },
            ],
          },
        ],
        FORCE_LOGOUT: {
          target: 'anonymous',
          actions: [
            { type: 'forget', params: ({ event }) => ({ reason: event.reason, error: reasonMessage(event.reason) }) },
            'clearCookies',
            { type: 'navigate', params: ({ event }) => ({ to: `/login?reason=${event.reason}` }) },
          ],
        },
        LOGOUT: {
          target: 'anonymous',
          actions: [{ type: 'forget', params: { reason: null, error: null } }, 'clearCookies', { type: 'navigate', params: { to: '/' } }],
        },
      },
    },
    refreshing: {
      invoke: {
        src: 'refreshTokens',
        input: ({ context }) => ({ refreshToken: context.refreshToken }),
        onDone: { target: 'authenticated', actions: [{ type: 'storeTokens', params: ({ event }) => event.output }, 'persistCookies'] },
        onError: [
          {
            guard: { type: 'networkFailure', params: ({ event }) => ({ error: event.error }) },
            target: 'anonymous',
            actions: [
              { type: 'forget', params: { reason: 'network', error: SESSION_MESSAGES.network } },
              'clearCookies',
              { type: 'navigate', params: { to: '/login?reason=network' } },
            ],
          },
          {
            target: 'anonymous',
            actions: [
              { type: 'forget', params: { reason: 'session_expired', error: SESSION_MESSAGES.refreshFailed } },
              'clearCookies',
              { type: 'navigate', params: { to: '/login?reason=session_expired' } },
            ],
          },
        ],
      },
      on: {
        LOGOUT: {
          target: 'anonymous',
          actions: [{ type: 'forget', params: { reason: null, error: null } }, 'clearCookies', { type: 'navigate', params: { to: '/' } }],
        },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
