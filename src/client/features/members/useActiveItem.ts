import { useEffect, useRef } from 'react';

/**
 * The element of the keyboard's active item: it takes focus (unless focus is already inside
 * it, on one of its buttons) and scrolls into view, so j / k never lose the reviewer's place.
 */
export function useActiveItem<T extends HTMLElement>(active: boolean) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!active || !element) return;
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
    element.scrollIntoView?.({ block: 'nearest' });
  }, [active]);
  return ref;
}
