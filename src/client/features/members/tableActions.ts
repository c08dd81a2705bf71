import { createContext, useContext } from 'react';
import type { useOpenInvoice } from './useOpenInvoice';
import type { Selection } from './useSelection';

/**
 * What the table's cells act on; the columns are defined once, outside any component. Stable
 * while the list is, so a key or a review redraws only the rows it changed.
 */
export interface TableActions {
  toggleReview: (id: string) => void;
  linkTo: ReturnType<typeof useOpenInvoice>['linkTo'];
}

export const TableActionsContext = createContext<TableActions | null>(null);

/** Apart from the actions: the selection changes as rows come and go, and only the check boxes read it. */
export const TableSelectionContext = createContext<Selection | null>(null);

export function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error('useTableActions must be used inside <TableActionsContext>');
  return actions;
}

export function useTableSelection(): Selection {
  const selection = useContext(TableSelectionContext);
  if (!selection) throw new Error('useTableSelection must be used inside <TableSelectionContext>');
  return selection;
}
