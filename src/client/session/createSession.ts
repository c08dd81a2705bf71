import { createActor, type ActorRefFrom } from 'xstate';
import type { SessionCookies } from './cookies';
import { mirrorInspector } from './machineMirror';
import { createRefreshActor } from './refresh';
import { sessionMachine } from './sessionMachine';
import { sessionMirror, type SessionAction } from './sessionSlice';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionDeps {
  apiBase: string;
  cookies: SessionCookies;
  navigate: (to: string) => void;
  /** Receives one action per transition, already stripped of tokens (the store mirrors them). */
  dispatch: (action: SessionAction) => void;
  fetchFn?: typeof fetch;
}

/** The session actor of the running app, with its real refresh call and navigation. */
export function createSession(deps: SessionDeps): SessionActor {
  const machine = sessionMachine.provide({
    actors: { refreshSession: createRefreshActor(deps.apiBase, deps.fetchFn) },
    actions: { navigate: (_, params) => deps.navigate(params.to) },
  });
  return createActor(machine, { input: { cookies: deps.cookies }, inspect: mirrorInspector(sessionMirror, deps.dispatch) });
}
