import AdminPage from '../../../../src/client/features/admin/AdminPage';
import { mockApi, renderRoute, type Answer, type Call, type Handler } from '../harness';
import { clients, users } from './fixtures';

function adminDefaults({ url }: Call): Answer {
  if (url.pathname === '/api/users') return { status: 200, body: { users } };
  if (url.pathname === '/api/clients') return { status: 200, body: { clients } };
  return { status: 404, body: { message: 'Not found' } };
}

/** mockApi with the fixture users and clients behind `handler`. */
export const mockAdminApi = (handler?: Handler) => mockApi(handler, adminDefaults);

/** The Admin Panel, signed in as u1, an admin unless told otherwise; `advanceTimers` for tests on fake timers. */
export const renderAdmin = ({ isAdmin = true, advanceTimers }: { isAdmin?: boolean; advanceTimers?: (ms: number) => void } = {}) =>
  renderRoute('/admin', <AdminPage />, '/admin', { signedIn: { isAdmin }, ...(advanceTimers ? { advanceTimers } : {}) });

export const callsTo = (calls: Call[], method: string, path: string) => calls.filter((call) => call.method === method && call.url.pathname === path);
