import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';

const invoicePath = (id: string) => `/view?id=${encodeURIComponent(id)}`;

/**
 * Links and keys that open an invoice from here pass this screen's URL as `state.from`, so the
 * invoice page's "Back to Invoices" returns to the same client, list, filter and page.
 */
export function useOpenInvoice() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Stable while the URL is: the table's rows redraw only when something they show changed.
  return useMemo(() => {
    const state = { from: `${pathname}${search}` };
    return {
      linkTo: (id: string) => ({ to: invoicePath(id), state }),
      open: (id: string) => void navigate(invoicePath(id), { state }),
    };
  }, [pathname, search, navigate]);
}
