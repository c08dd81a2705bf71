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

/** Where a review changes one cached answer: its flag, and on a page filtered on that flag, its place. */
function reviewRecipe(spec: ReviewSpec, id: string, change: (reviewed: boolean) => boolean): Recipe {
  return (draft, args) => {
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
  };
}

/** A review the reviewer made: what it set, and when the server confirmed it (null: not yet). */
interface ReviewInFlight {
  type: TagType;
  reviewed: boolean;
  confirmedAt: number | null;
}

/**
 * Longer than any list request takes: a list answer older than this cannot arrive any more, so
 * a review confirmed this long ago needs no keeping.
 */
const IN_FLIGHT_KEPT_MS = 60_000;

/** Per store (its thunk extra), so tests and the app never share them. */
const inFlightByStore = new WeakMap<object, Map<string, ReviewInFlight>>();

function reviewsInFlight(extra: unknown): Map<string, ReviewInFlight> {
  const key = extra as object;
  let reviews = inFlightByStore.get(key);
  if (!reviews) {
    reviews = new Map();
    inFlightByStore.set(key, reviews);
  }
  const now = performance.now();
  for (const [id, review] of reviews) if (review.confirmedAt !== null && now - review.confirmedAt > IN_FLIGHT_KEPT_MS) reviews.delete(id);
  return reviews;
}

interface ReviewApi {
  dispatch: Dispatch;
  getState: () => unknown;
  extra: unknown;
}

/**
 * A review change shown at once everywhere the item is: its flag changes, and a page filtered on
 * that flag (Unreviewed, Reviewed) drops it with one off its total, so the next item takes its
 * place under the reviewer's cursor before the refetch confirms it. Returns the undo for a
 * refusal and the confirmation for an answer.
 *
 * The change is also kept until the server has it, for keepReviewsInFlight: a list answer the
 * server wrote before it (the refetch an earlier review started) would otherwise put the item
 * back under the cursor, and the next x would take that review back.
 */
export function reviewEverywhere({ dispatch, getState, extra }: ReviewApi, spec: ReviewSpec, id: string, change: (reviewed: boolean) => boolean) {
  const state = getState() as RootState;
  const shown = baseApi.util
    .selectInvalidatedBy(state, [{ type: spec.type, id }])
    .map(({ queryCacheKey }) => findItem<{ id: string }>(state.api.queries[queryCacheKey]?.data, spec.listKey, id))
    .find(Boolean) as Record<string, unknown> | undefined;
  const undo = patchEverywhere(dispatch, getState, spec.type, id, reviewRecipe(spec, id, change));
  if (!shown) return { undo, confirmed: () => undefined };
  const reviews = reviewsInFlight(extra);
  const review: ReviewInFlight = { type: spec.type, reviewed: change(shown[spec.flag] === true), confirmedAt: null };
  reviews.set(id, review);
  return {
    undo: () => {
      if (reviews.get(id) === review) reviews.delete(id);
      undo();
    },
    confirmed: () => {
      review.confirmedAt = performance.now();
    },
  };
}

/**
 * For a list query's onQueryStarted: once its answer is in, the reviews the server had not yet
 * confirmed when the request left are applied to it again, so a list never shows an item as it
 * was before the reviewer's latest change.
 */
export function keepReviewsInFlight<Args>(spec: ReviewSpec, endpointName: string) {
  return async (args: Args, { dispatch, extra, queryFulfilled }: { dispatch: Dispatch; extra: unknown; queryFulfilled: Promise<unknown> }) => {
    const sentAt = performance.now();
    try {
      await queryFulfilled;
    } catch {
      return;
    }
    for (const [id, review] of reviewsInFlight(extra)) {
      if (review.type !== spec.type || (review.confirmedAt !== null && review.confirmedAt < sentAt)) continue;
      dispatch(baseApi.util.updateQueryData(endpointName as never, args as never, ((draft: Draft<unknown>) => reviewRecipe(spec, id, () => review.reviewed)(draft, args)) as never));
    }
  };
}

type Tag = { type: 'Invoice' | 'Email' | 'Client' | 'InvoiceHistory'; id: string };

/** A reviewer's burst of x ends when no review came for this long; then the lists refetch once. */
export const LISTS_QUIET_MS = 400;

const pendingByStore = new WeakMap<object, { tags: Map<string, Tag>; timer: ReturnType<typeof setTimeout> | null }>();

/**
 * Invalidates `tags` once the reviewer has paused: each review is already on screen (and kept
 * there, keepReviewsInFlight), so the refetches that confirm a burst of `x x x` run once after
 * it, not after every key, while the next key is being drawn.
 */
export function invalidateWhenQuiet(dispatch: Dispatch, extra: unknown, tags: Tag[]): void {
  const key = extra as object;
  let pending = pendingByStore.get(key);
  if (!pending) {
    pending = { tags: new Map(), timer: null };
    pendingByStore.set(key, pending);
  }
  for (const tag of tags) pending.tags.set(`${tag.type} ${tag.id}`, tag);
  if (pending.timer) clearTimeout(pending.timer);
  const due = pending;
  due.timer = setTimeout(() => {
    const all = [...due.tags.values()];
    due.tags.clear();
    due.timer = null;
    dispatch(baseApi.util.invalidateTags(all));
  }, LISTS_QUIET_MS);
}
