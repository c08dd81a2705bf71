import { EmailList } from '../../../../src/client/features/emails/EmailList';
import MembersPage from '../../../../src/client/features/members/MembersPage';
import { mockApi, renderRoute, type Answer, type Call, type Handler } from '../harness';
import { clients, page } from './fixtures';

/** What the Members screen reads on its own, answered as for an account with the two clients and nothing in them. */
function membersDefaults({ url }: Call): Answer {
  if (url.pathname === '/api/clients') return { status: 200, body: { clients } };
  if (url.pathname.startsWith('/api/invoices/client/')) return { status: 200, body: page('invoices', []) };
  if (url.pathname === '/api/emails') return { status: 200, body: page('emails', []) };
  if (url.pathname.startsWith('/api/reports/client/')) return { status: 200, body: page('reports', []) };
  return { status: 404, body: { message: 'Not found' } };
}

/** mockApi with those defaults behind `handler`. */
export const mockMembersApi = (handler?: Handler) => mockApi(handler, membersDefaults);

/** The Members screen at `url`, signed in as u1, with the e-mail list the app hands it. */
export const renderMembers = (url = '/members', { isAdmin = false } = {}) => renderRoute('/members', <MembersPage emailList={EmailList} />, url, { signedIn: { isAdmin } });
