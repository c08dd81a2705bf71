import type { Draft } from '@reduxjs/toolkit';
import type { RootState } from '../app/store';
import { baseApi } from './baseApi';

type TagType = 'Invoice' | 'Email';
type Dispatch = (action: unknown) => unknown;
type Recipe = (draft: Draft<unknown>) => void;

/**
 * Applies a change at once to every cached query that shows the item (each list page and the
 * detail), and returns the undo. The server's answer then confirms it, or the undo runs.
 */
export function patchEverywhere(dispatch: Dispatch, getState: () => unknown, type: TagType, id: string, recipe: Recipe): () => void {
  const entries = baseApi.util.selectInvalidatedBy(getState() as RootState, [{ type, id }]);
  const patches = entries.map(({ endpointName, originalArgs }) =>
    dispatch(baseApi.util.updateQueryData(endpointName as never, originalArgs as never, recipe as never)) as { undo: () => void },
  );
  return () => patches.forEach((patch) => patch.undo());
}

/** Finds the item with `id` in a cached list page or detail, whatever its shape. */
export function findItem<T extends { id: string }>(draft: unknown, listKey: string, id: string): Draft<T> | undefined {
  if (!draft || typeof draft !== 'object') return undefined;
  const record = draft as Record<string, unknown>;
  if (record.id === id) return draft as Draft<T>;
  const list = record[listKey];
  return Array.isArray(list) ? (list.find((item: { id: string }) => item.id === id) as Draft<T> | undefined) : undefined;
}
