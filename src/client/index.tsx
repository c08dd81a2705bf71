// The design system loads before any component's styles, which build on it.
import './styles/tokens.css';
import './styles/base.css';
import { createRoot } from 'react-dom/client';
import { AppShell, startSession } from './app/appShell';
import { isProductionApi, resolveApiBase, runtimeConfig } from './app/config';
import { createAppRouter } from './app/router';
import { readSessionCookies } from './session/cookies';

const config = runtimeConfig();
const apiBase = resolveApiBase(window.location, config);
const router = createAppRouter({ apiBase, isProductionApi: isProductionApi(apiBase, config) });
const { session, store } = startSession({ apiBase, cookies: readSessionCookies(), navigate: (to) => void router.navigate(to) });

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(<AppShell store={store} session={session} router={router} />);
