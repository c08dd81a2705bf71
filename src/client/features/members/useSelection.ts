import { useMemo, useState } from 'react';

interface State {
  key: string;
  ids: ReadonlySet<string>;
  /** The row a shift-click ranges from: the last one clicked. */
  anchor: string | null;
  /** Every invoice the list's filter matches, loaded or not ("Select all N matching"). */
  allMatching: boolean;
}

const none = (key: string): State => ({ key, ids: new Set(), anchor: null, allMatching: false });

export interface Selection {
  /** How many invoices an action would reach. */
  count: number;
  allMatching: boolean;
  /** The selected rows, in list order (empty when all matching are selected: the server finds them). */
  ids: string[];
  isSelected: (id: string) => boolean;
  allLoadedSelected: boolean;
  someLoadedSelected: boolean;
  /** One row; with `range`, every row from the last one clicked to this one takes this one's new state. */
  toggle: (id: string, range?: boolean) => void;
  /** The header checkbox: every loaded row, or none when they all are. */
  toggleAllLoaded: () => void;
  selectAllMatching: () => void;
  clear: () => void;
}

/**
 * The table's selection. It belongs to one list (`key`: client, filter, search, order); another
 * starts empty. Only rows still listed count, so a row that left (reviewed under a filter,
 * deleted) is never acted on unseen.
 */
export function useSelection(key: string, rowIds: readonly string[], total: number): Selection {
  const [stored, setState] = useState(() => none(key));
  const state = useMemo(() => (stored.key === key ? stored : none(key)), [stored, key]);
  // One object while nothing changes, so the table's cells are not drawn again for nothing.
  return useMemo(() => {
    const ids = state.allMatching ? [] : rowIds.filter((id) => state.ids.has(id));
    const isSelected = (id: string) => state.allMatching || state.ids.has(id);
    const selectedLoaded = state.allMatching ? rowIds.length : ids.length;
    return {
      count: state.allMatching ? total : ids.length,
      allMatching: state.allMatching,
      ids,
      isSelected,
      allLoadedSelected: rowIds.length > 0 && selectedLoaded === rowIds.length,
      someLoadedSelected: selectedLoaded > 0,
      toggle(id, range = false) {
        const selected = new Set(state.allMatching ? rowIds : ids);
        const next = !isSelected(id);
        const from = range && state.anchor ? rowIds.indexOf(state.anchor) : -1;
        const to = rowIds.indexOf(id);
        const span = from >= 0 && to >= 0 ? rowIds.slice(Math.min(from, to), Math.max(from, to) + 1) : [id];
        for (const each of span) {
          if (next) selected.add(each);
          else selected.delete(each);
        }
        setState({ key, ids: selected, anchor: id, allMatching: false });
      },
      toggleAllLoaded: () => setState(selectedLoaded === rowIds.length ? none(key) : { key, ids: new Set(rowIds), anchor: null, allMatching: false }),
      selectAllMatching: () => setState({ key, ids: new Set(), anchor: null, allMatching: true }),
      clear: () => setState(none(key)),
    };
  }, [state, key, rowIds, total]);
}
