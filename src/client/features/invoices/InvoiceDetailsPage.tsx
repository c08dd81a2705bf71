import { usePageTitle } from '../../ui/PageTitle';

/** The screen of a later issue: its title only, so the route exists and nothing pretends to work. */
export default function InvoiceDetailsPage() {
  usePageTitle('Invoice Details');
  return (
    <section>
      <h1>Invoice Details</h1>
      <p className="muted">This screen is not available yet.</p>
    </section>
  );
}
