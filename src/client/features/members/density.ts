import { useCallback, useSyncExternalStore } from 'react';

/** SPEC.md's invoice cards, or the compact table of issue 15. */
export const DENSITIES = ['cards', 'table'] as const;
export type Density = (typeof DENSITIES)[number];

const DEFAULT: Density = 'cards';

/** Per user: two reviewers sharing a browser each keep their own. */
export const densityKey = (userId: string | null) => `smart-bill-entry:members-density:${userId ?? 'anonymous'}`;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab of the same user changed it.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

// Storage can be switched off or full (private windows): the choice then lasts as long as the page.
const fallback = new Map<string, Density>();

function read(key: string): Density {
  try {
    const stored = window.localStorage.getItem(key);
    return DENSITIES.find((density) => density === stored) ?? fallback.get(key) ?? DEFAULT;
  } catch {
    return fallback.get(key) ?? DEFAULT;
  }
}

function write(key: string, density: Density) {
  fallback.set(key, density);
  try {
    window.localStorage.setItem(key, density);
  } catch {
    // The in-memory choice above stands in.
  }
  listeners.forEach((listener) => listener());
}

/** The signed-in user's invoice density, remembered in this browser. */
export function useDensity(userId: string | null): [Density, (density: Density) => void] {
  const key = densityKey(userId);
  const density = useSyncExternalStore(subscribe, () => read(key));
  const setDensity = useCallback((next: Density) => write(key, next), [key]);
  return [density, setDensity];
}
