import { usePageTitle } from '../../ui/PageTitle';

/** The screen of a later issue: its title only, so the route exists and nothing pretends to work. */
export default function PreviewPage() {
  usePageTitle('Attachment Preview');
  return (
    <section>
      <h1>Attachment Preview</h1>
      <p className="muted">This screen is not available yet.</p>
    </section>
  );
}
