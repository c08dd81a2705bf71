import { createActor, type ActorRefFrom, type InspectionEvent } from 'xstate';
import type { SessionCookies } from './cookies';
import { createRefreshActor } from './refresh';
import { sessionMachine } from './sessionMachine';
import type { SessionState, SessionStatus } from './sessionSlice';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionDeps {
  apiBase: string;
  cookies: SessionCookies;
  navigate: (to: string) => void;
  /** Receives every transition, already stripped of tokens (the store mirrors it). */
  onTransition: (state: SessionState) => void;
  fetchFn?: typeof fetch;
}

/** The session actor of the running app, with its real refresh call and navigation. */
export function createSession(deps: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: { refreshTokens: createRefreshActor(deps.apiBase, deps.fetchFn) },
    actions: { navigate: (_, params) => deps.navigate(params.to) },
  });
  const actor = createActor(machine, {
    input: { cookies: deps.cookies },
    inspect: (inspection: InspectionEvent) => {
      if (inspection.type !== '@xstate.snapshot' || inspection.actorRef !== actor) return;
      const snapshot = actor.getSnapshot();
      const { context } = snapshot;
      deps.onTransition({
        status: snapshot.value as SessionStatus,
        lastEvent: inspection.event.type,
        userId: context.userId,
        username: context.username,
        email: context.email,
        isAdmin: context.isAdmin,
        logoutReason: context.logoutReason,
        error: context.error,
      });
    },
  });
  return actor;
}
