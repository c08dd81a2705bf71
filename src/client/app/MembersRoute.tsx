import { lazy } from 'react';
import MembersPage from '../features/members/MembersPage';

// The e-mail list (and its HTML sanitiser) loads when the Tasks tab first shows e-mails, not with the invoices.
const EmailList = lazy(() => import('../features/emails/EmailList').then(({ EmailList }) => ({ default: EmailList })));

/** /members: the members feature with the emails feature's list in its Tasks tab; the app composes features, which do not import each other. */
export default function MembersRoute() {
  return <MembersPage emailList={EmailList} />;
}
