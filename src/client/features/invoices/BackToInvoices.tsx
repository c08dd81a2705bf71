import type { MouseEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * The members screen passes `state: { from }` (its URL with client, list, filter and page)
 * when it opens an invoice. Going back then returns to that exact entry, scroll and all;
 * opened any other way (a new tab, a shared link), the link goes to /members.
 */
export function BackToInvoices() {
  const location = useLocation();
  const navigate = useNavigate();
  const from: unknown = (location.state as { from?: unknown } | null)?.from;
  const fromMembers = typeof from === 'string' && from.startsWith('/members');

  const goBack = (event: MouseEvent) => {
    // Modified clicks keep the browser's meaning (open in a new tab or window).
    if (!fromMembers || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    void navigate(-1);
  };

  return (
    <Link className="btn" to={fromMembers ? from : '/members'} onClick={goBack}>
      Back to Invoices
    </Link>
  );
}
