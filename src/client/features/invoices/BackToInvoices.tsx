import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useBackToInvoices } from './useBackToInvoices';

/** SPEC.md's "Back to Invoices": to the members entry this invoice was opened from, or to /members. */
export function BackToInvoices() {
  const { to, fromMembers, back } = useBackToInvoices();

  const goBack = (event: MouseEvent) => {
    // Modified clicks keep the browser's meaning (open in a new tab or window).
    if (!fromMembers || event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    back();
  };

  return (
    <Link className="btn" to={to} onClick={goBack} title="Esc">
      Back to Invoices
    </Link>
  );
}
