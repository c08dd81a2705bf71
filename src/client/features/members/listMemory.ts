import { useStore } from 'react-redux';

/**
 * Where the reviewer was in a table list: how many pages were loaded and which row the keyboard
 * was on. Coming back from an invoice (Back, Esc, "Back to Invoices") finds the same rows and the
 * same row, scrolled into view.
 */
export interface Place {
  pages: number;
  activeId: string | null;
  activeIndex: number;
}

export interface Places {
  placeIn: (listKey: string) => Place | undefined;
  remember: (listKey: string, change: Partial<Place>) => void;
}

const KEPT = 20;
// Per store, that is per page load (and per test): the last few lists.
const byStore = new WeakMap<object, Places>();

function createPlaces(): Places {
  const places = new Map<string, Place>();
  return {
    placeIn: (listKey) => places.get(listKey),
    remember(listKey, change) {
      const place = { pages: 1, activeId: null, activeIndex: -1, ...places.get(listKey), ...change };
      places.delete(listKey);
      places.set(listKey, place);
      const oldest = places.keys().next().value;
      if (places.size > KEPT && oldest !== undefined) places.delete(oldest);
    },
  };
}

export function usePlaces(): Places {
  const store = useStore();
  let places = byStore.get(store);
  if (!places) byStore.set(store, (places = createPlaces()));
  return places;
}
