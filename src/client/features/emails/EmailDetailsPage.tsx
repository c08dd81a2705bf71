import { Link, useParams } from 'react-router';
import { useGetEmailQuery } from '../../api/emailsApi';
import { Banner } from '../../ui/Banner';
import { EmailList } from './EmailList';
import { usePageTitle } from '../../ui/PageTitle';
import { Spinner } from '../../ui/Spinner';
import './EmailDetailsPage.css';

/** /email/{id}: one e-mail, read-only, in the shared task list (SPEC.md section 2). */
export default function EmailDetailsPage() {
  usePageTitle('Email Details');
  const { id = '' } = useParams();
  const { data: email, isLoading, isError } = useGetEmailQuery(id, { skip: !id });

  return (
    <section className="email-details-page">
      <div className="email-details-head">
        <h1>Email Details</h1>
        <Link to="/members">Back to Members</Link>
      </div>
      {isLoading && <Spinner label="Loading email..." />}
      {(isError || !id) && <Banner tone="error" title="Failed to fetch email details." />}
      {email && !isError && <EmailList emails={[email]} readOnly initiallyExpanded />}
    </section>
  );
}
