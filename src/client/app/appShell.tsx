import { StrictMode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import { createSession, type SessionActor, type SessionDeps } from '../session/createSession';
import { SessionProvider } from '../session/SessionProvider';
import type { SessionAction } from '../session/sessionSlice';
import { setupStore, type AppStore } from './store';

/**
 * The store and the session actor need each other: the actor's transitions go into the store,
 * and the store's base query asks the actor for tokens. The actor starts once both exist.
 * `onTransition` also sees every transition's action, for tests that record them.
 */
export function startSession(deps: Omit<SessionDeps, 'dispatch'> & { onTransition?: (action: SessionAction) => void }): { session: SessionActor; store: AppStore } {
  const session = createSession({
    ...deps,
    dispatch: (action) => {
      deps.onTransition?.(action);
      store.dispatch(action);
    },
  });
  const store = setupStore({ session, apiBase: deps.apiBase });
  session.start();
  return { session, store };
}

/** Everything a screen runs inside; StrictMode, so double effects show up in development and tests. */
export function AppShell({ store, session, router }: { store: AppStore; session: SessionActor; router: RouterProviderProps['router'] }) {
  return (
    <StrictMode>
      <Provider store={store}>
        <SessionProvider session={session}>
          <RouterProvider router={router} />
        </SessionProvider>
      </Provider>
    </StrictMode>
  );
}
