import { useLocation, useNavigate } from 'react-router';

/** What /view keeps in history state: the members URL it was opened from, and the list page it was found on. */
export interface ViewState {
  from?: string;
  listPage?: number;
}

export const viewState = (state: unknown): ViewState => (state && typeof state === 'object' ? (state as ViewState) : {});

/**
 * The members screen passes `state: { from }` (its URL with client, list, filter and page)
 * when it opens an invoice. Going back then returns to that exact entry, scroll and all;
 * opened any other way (a new tab, a shared link), back goes to /members.
 */
export function useBackToInvoices() {
  const location = useLocation();
  const navigate = useNavigate();
  const { from } = viewState(location.state);
  const fromMembers = typeof from === 'string' && from.startsWith('/members');
  return {
    to: fromMembers ? from : '/members',
    fromMembers,
    back: () => void (fromMembers ? navigate(-1) : navigate('/members')),
  };
}
