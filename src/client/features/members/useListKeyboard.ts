import { useCallback, useRef, useState } from 'react';
import { useShortcuts } from '../../ui/shortcuts/useShortcuts';
import type { MembersViewModel } from './useMembersView';

interface Options {
  view: Pick<MembersViewModel, 'page' | 'previousPage' | 'nextPage'>;
  count: number;
  /** Changes when the list shows other items (page, client, filter): the selection starts over. */
  itemsKey: string;
  totalPages: number;
  onToggle?: (index: number) => void;
  /**
   * The toggled item stays in the list (the All filter), so x moves on to the next one; under
   * Unreviewed or Reviewed it leaves at once and the next one takes its place. Either way
   * x x x reviews consecutive items.
   */
  toggleKeepsItem?: boolean;
  /** The item at an index, so u can take back the last x wherever that item now is. */
  idOf?: (index: number) => string | undefined;
  /** u: toggles the item of the last x back. */
  onUndo?: (id: string) => void;
  onOpen?: (index: number) => void;
  /** Space: the table's selection of the active row. */
  onSelect?: (index: number) => void;
}

/**
 * A list's page count from its query: the last answer's while the next page loads (when
 * currentData is empty), so a quick second ] still turns the page.
 */
export const knownTotalPages = ({ currentData, data }: { currentData?: { totalPages: number }; data?: { totalPages: number } }) => (currentData ?? data)?.totalPages ?? 1;

/**
 * j / k move the active item, x toggles it reviewed and goes on to the next, u takes the last x
 * back, o or Enter opens it, Space selects it (in the table), ← → and [ ] turn pages. The active
 * index belongs to one set of items; another set starts with none.
 */
export function useListKeyboard({ view, count, itemsKey, totalPages, onToggle, toggleKeepsItem = false, idOf, onUndo, onOpen, onSelect }: Options) {
  const [active, setActive] = useState<{ key: string; index: number }>({ key: itemsKey, index: -1 });
  const lastToggled = useRef<string | null>(null);
  const index = active.key === itemsKey && active.index < count ? active.index : -1;
  const move = (delta: number) => {
    if (count === 0) return;
    const next = index < 0 ? (delta > 0 ? 0 : count - 1) : Math.min(count - 1, Math.max(0, index + delta));
    setActive({ key: itemsKey, index: next });
  };
  const previous = () => view.page > 1 && view.previousPage();
  const next = () => view.page < totalPages && view.nextPage();
  const withActive = (run?: (index: number) => void) => () => {
    if (run && index >= 0) run(index);
  };

  useShortcuts({
    j: () => move(1),
    k: () => move(-1),
    x: withActive(
      onToggle &&
        ((i) => {
          lastToggled.current = idOf?.(i) ?? null;
          onToggle(i);
          if (toggleKeepsItem) move(1);
        }),
    ),
    u: () => {
      const id = lastToggled.current;
      if (!id || !onUndo) return;
      lastToggled.current = null;
      onUndo(id);
      // Back onto the item where it still shows (under All; under a filter it returns with the refetch).
      const at = Array.from({ length: count }, (_, i) => idOf?.(i)).indexOf(id);
      if (at >= 0) setActive({ key: itemsKey, index: at });
    },
    o: withActive(onOpen),
    Enter: withActive(onOpen),
    // Only where rows are selected: elsewhere Space keeps scrolling the page.
    ...(onSelect && { ' ': withActive(onSelect) }),
    ArrowLeft: previous,
    '[': previous,
    ArrowRight: next,
    ']': next,
  });

  // Stable for a set of items: the table's memoised rows take it as a prop.
  const setActiveIndex = useCallback((i: number) => setActive({ key: itemsKey, index: i }), [itemsKey]);
  return { activeIndex: index, setActiveIndex };
}
