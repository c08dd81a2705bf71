// The design system loads before any component's styles, which build on it.
import './styles/tokens.css';
import './styles/base.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { isProductionApi, resolveApiBase, runtimeConfig } from './app/config';
import { createAppRouter } from './app/router';
import { setupStore } from './app/store';
import { readSessionCookies } from './session/cookies';
import { createSession } from './session/createSession';
import { SessionProvider } from './session/SessionProvider';
import { sessionTransitioned } from './session/sessionSlice';

const config = runtimeConfig();
const apiBase = resolveApiBase(window.location, config);
const router = createAppRouter({ apiBase, isProductionApi: isProductionApi(apiBase, config) });

// The store and the session actor need each other: the actor's transitions go into the store,
// and the store's base query asks the actor for tokens. The actor starts once both exist.
const session = createSession({
  apiBase,
  cookies: readSessionCookies(),
  navigate: (to) => void router.navigate(to),
  onTransition: (state) => store.dispatch(sessionTransitioned(state)),
});
const store = setupStore({ session, apiBase });
session.start();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <SessionProvider session={session}>
        <RouterProvider router={router} />
      </SessionProvider>
    </Provider>
  </StrictMode>,
);
