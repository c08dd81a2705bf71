import { useLocation, useNavigate } from 'react-router';

const invoicePath = (id: string) => `/view?id=${encodeURIComponent(id)}`;

/**
 * Links and keys that open an invoice from here pass this screen's URL as `state.from`, so the
 * invoice page's "Back to Invoices" returns to the same client, list, filter and page.
 */
export function useOpenInvoice() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = { from: `${location.pathname}${location.search}` };
  return {
    linkTo: (id: string) => ({ to: invoicePath(id), state }),
    open: (id: string) => void navigate(invoicePath(id), { state }),
  };
}
