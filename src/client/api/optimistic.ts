import type { Draft } from '@reduxjs/toolkit';
import type { RootState } from '../app/store';
import { baseApi } from './baseApi';

type TagType = 'Invoice' | 'Email';
type Dispatch = (action: unknown) => unknown;
/** Changes one cached answer; `args` are the arguments that query was made with. */
type Recipe = (draft: Draft<unknown>, args: unknown) => void;

/**
 * Applies a change at once to every cached query that shows the item (each list page and the
 * detail), and returns the undo. The server's answer then confirms it, or the undo runs.
 */
export function patchEverywhere(dispatch: Dispatch, getState: () => unknown, type: TagType, id: string, recipe: Recipe): () => void {
  const entries = baseApi.util.selectInvalidatedBy(getState() as RootState, [{ type, id }]);
  const patches = entries.map(({ endpointName, originalArgs }) =>
    dispatch(baseApi.util.updateQueryData(endpointName as never, originalArgs as never, ((draft: Draft<unknown>) => recipe(draft, originalArgs)) as never)) as { undo: () => void },
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

interface ReviewSpec {
  type: TagType;
  /** Where a list answer keeps its items: `invoices`, `emails`. */
  listKey: string;
  /** The item's review flag: `reviewed`, `isReviewed`. */
  flag: string;
  /** The query argument that filters a list on that flag: `reviewed`, `isReviewed`. */
  filter: string;
}

/**
 * A review change shown at once everywhere the item is: its flag changes, and a page filtered on
 * that flag (Unreviewed, Reviewed) drops it with one off its total, so the next item takes its
 * place under the reviewer's cursor before the refetch confirms it. Returns the undo.
 */
export function reviewEverywhere(dispatch: Dispatch, getState: () => unknown, spec: ReviewSpec, id: string, change: (reviewed: boolean) => boolean): () => void {
  return patchEverywhere(dispatch, getState, spec.type, id, (draft, args) => {
    const item = findItem<{ id: string }>(draft, spec.listKey, id) as Record<string, unknown> | undefined;
    if (!item) return;
    const reviewed = change(item[spec.flag] === true);
    item[spec.flag] = reviewed;
    const wanted = args && typeof args === 'object' ? (args as Record<string, unknown>)[spec.filter] : undefined;
    if (typeof wanted !== 'boolean' || wanted === reviewed) return;
    const answer = draft as Record<string, unknown>;
    const list = answer[spec.listKey];
    if (!Array.isArray(list)) return;
    list.splice(list.indexOf(item), 1);
    if (typeof answer.total === 'number') answer.total -= 1;
  });
}
