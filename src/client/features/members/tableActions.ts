import { createContext, useContext } from 'react';
import type { useOpenInvoice } from './useOpenInvoice';
import type { Selection } from './useSelection';

/** What the table's cells act on; the columns are defined once, outside any component. */
export interface TableActions {
  selection: Selection;
  toggleReview: (id: string) => void;
  linkTo: ReturnType<typeof useOpenInvoice>['linkTo'];
}

export const TableActionsContext = createContext<TableActions | null>(null);

export function useTableActions(): TableActions {
  const actions = useContext(TableActionsContext);
  if (!actions) throw new Error('useTableActions must be used inside <TableActionsContext>');
  return actions;
}
