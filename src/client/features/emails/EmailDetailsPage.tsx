import { usePageTitle } from '../../ui/PageTitle';

/** The screen of a later issue: its title only, so the route exists and nothing pretends to work. */
export default function EmailDetailsPage() {
  usePageTitle('Email Details');
  return (
    <section>
      <h1>Email Details</h1>
      <p className="muted">This screen is not available yet.</p>
    </section>
  );
}
