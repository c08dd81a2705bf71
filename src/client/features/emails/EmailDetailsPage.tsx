import { Link, useParams } from 'react-router';
import { useGetEmailQuery } from '../../api/emailsApi';
import { useAppDispatch } from '../../app/hooks';
import { Notifications } from '../../app/notifications/Notifications';
import { notify } from '../../app/notifications/notificationsSlice';
import { Banner } from '../../ui/Banner';
import { EmailList } from './EmailList';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import { useCanChangeEmail } from './useCanChangeEmail';
import './EmailDetailsPage.css';

export const EMAIL_DETAILS_AREA = 'email-details';

/**
 * /email/{id}: one e-mail in the shared task list (SPEC.md section 2), read-only for a viewer who
 * may not change it; one who may (issue 15) reviews and comments here as on the Tasks tab.
 */
export default function EmailDetailsPage() {
  usePageTitle('Email Details');
  const dispatch = useAppDispatch();
  const { id = '' } = useParams();
  const { data: email, isLoading, isError } = useGetEmailQuery(id, { skip: !id });
  const canChange = useCanChangeEmail(email?.clientId);
  const showError = (title: string, detail: string) => dispatch(notify({ area: EMAIL_DETAILS_AREA, id: `${title}\n${detail}`, tone: 'error', title, detail }));

  return (
    <section className="email-details-page">
      <div className="email-details-head">
        <h1>Email Details</h1>
        <Link to="/members">Back to Members</Link>
      </div>
      <Notifications area={EMAIL_DETAILS_AREA} />
      {isLoading && <Spinner label="Loading email..." />}
      {(isError || !id) && <Banner tone="error" title="Failed to fetch email details." />}
      {email && !isError && <EmailList emails={[email]} readOnly={!canChange} initiallyExpanded onError={showError} />}
    </section>
  );
}
