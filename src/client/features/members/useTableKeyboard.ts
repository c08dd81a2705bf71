import { useEffect, useMemo, useRef } from 'react';
import type { InvoiceSummary } from '../../../shared/contract/invoices';
import { usePlaces } from './listMemory';
import type { TableActions } from './tableActions';
import { useListKeyboard } from './useListKeyboard';
import { useOpenInvoice } from './useOpenInvoice';
import { useReviewToggle } from './useReviewToggle';
import { useSelection } from './useSelection';

// The table loads more rows as it scrolls: it has no pages for ← → [ ] to turn.
const NO_PAGES = { page: 1, previousPage: () => undefined, nextPage: () => undefined };

interface Options {
  invoices: InvoiceSummary[];
  /** Invoices the list's filter matches, loaded or not. */
  total: number;
  /** Changes with the list (client, filter, search, order): the cursor and the selection start over. */
  listKey: string;
  toggleKeepsItem: boolean;
  /** Every page asked for has answered: a row not among them is not coming. */
  settled: boolean;
}

/** The cards' keys on the table's rows (j k x u o Enter), Space to select, and what the cells act on. */
export function useTableKeyboard({ invoices, total, listKey, toggleKeepsItem, settled }: Options) {
  const toggle = useReviewToggle();
  const { open, linkTo } = useOpenInvoice();
  const ids = useMemo(() => invoices.map((invoice) => invoice.id), [invoices]);
  const selection = useSelection(listKey, ids, total);
  const keyboard = useListKeyboard({
    view: NO_PAGES,
    count: ids.length,
    itemsKey: listKey,
    totalPages: 1,
    onToggle: (i) => ids[i] && void toggle(ids[i]),
    toggleKeepsItem,
    idOf: (i) => ids[i],
    onUndo: (id) => void toggle(id),
    onOpen: (i) => ids[i] && open(ids[i]),
    onSelect: (i) => ids[i] && selection.toggle(ids[i]),
  });
  const { activeIndex, setActiveIndex } = keyboard;
  const { placeIn, remember } = usePlaces();

  // Back from an invoice: the row the keyboard was on, or the one that took its place (it was reviewed off the list).
  const returning = useRef(placeIn(listKey));
  useEffect(() => {
    const place = returning.current;
    if (!place || ids.length === 0) return;
    const at = place.activeId ? ids.indexOf(place.activeId) : -1;
    if (at < 0 && !settled) return;
    returning.current = undefined;
    if (at >= 0) setActiveIndex(at);
    else if (place.activeIndex >= 0) setActiveIndex(Math.min(place.activeIndex, ids.length - 1));
  }, [ids, settled, setActiveIndex]);
  useEffect(() => {
    if (activeIndex >= 0) remember(listKey, { activeId: ids[activeIndex] ?? null, activeIndex });
  }, [remember, listKey, ids, activeIndex]);

  const actions = useMemo<TableActions>(() => ({ toggleReview: (id) => void toggle(id), linkTo }), [toggle, linkTo]);
  return { selection, actions, activeIndex, setActiveIndex };
}
