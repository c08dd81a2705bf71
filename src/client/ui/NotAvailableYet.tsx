import { usePageTitle } from './PageTitle';

/** The screen of a later issue: its title only, so the route exists and nothing pretends to work. */
export function NotAvailableYet({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <section>
      <h1>{title}</h1>
      <p className="muted">This screen is not available yet.</p>
    </section>
  );
}
