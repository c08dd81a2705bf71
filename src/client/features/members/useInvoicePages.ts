import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { shallowEqual } from 'react-redux';
import { PAGE_SIZE } from '../../../shared/constants';
import type { InvoicePageResponse, InvoiceSummary } from '../../../shared/contract/invoices';
import { useAppDispatch } from '../../app/hooks';
import type { RootState } from '../../app/store';
import { usePlaces } from './listMemory';
import { useMembersSelector } from './membersSlice';

/** The table asks for the largest pages the API gives, so a scroll seldom waits for one. */
export const TABLE_PAGE_SIZE = PAGE_SIZE.max;

type PageArgs = { page: number; limit: number };

/** What this hook needs of an RTK Query endpoint that answers a page of invoices. */
interface PagedEndpoint<Base, Answer extends InvoicePageResponse> {
  initiate: (args: Base & PageArgs, options?: { subscribe?: boolean; forceRefetch?: boolean }) => ThunkAction<{ unsubscribe: () => void }, RootState, unknown, UnknownAction>;
  select: (args: Base & PageArgs) => (state: RootState) => { data?: Answer; status: string; error?: unknown };
}

export interface InvoicePages<Answer> {
  /** Every loaded page's invoices in order; one that moved between two pages while they refetched shows once. */
  invoices: InvoiceSummary[];
  /** The first page's answer: the total, and the due queue's groups. */
  first: Answer | undefined;
  /** The client's previous list (another order, filter or search) stands in while this one loads. */
  stale: boolean;
  hasMore: boolean;
  isFetching: boolean;
  error: unknown;
  loadMore: () => void;
  retry: () => void;
}

interface Settled<Answer> {
  clientId: string;
  invoices: InvoiceSummary[];
  first: Answer;
}

/**
 * Pages 1..n of a list, each a cache entry of its own (the same entries the cards read), so a
 * review's optimistic patch and the tags' refetches reach every loaded row. `loadMore` adds the
 * next page; another list (`key`: client, filter, search, order) starts at the pages it had.
 */
export function useInvoicePages<Base extends { clientId: string }, Answer extends InvoicePageResponse>(endpoint: PagedEndpoint<Base, Answer>, base: Base | null, key: string): InvoicePages<Answer> {
  const dispatch = useAppDispatch();
  const { placeIn, remember } = usePlaces();
  const [wanted, setWanted] = useState(() => ({ key, pages: placeIn(key)?.pages ?? 1 }));
  const pages = wanted.key === key ? wanted.pages : (placeIn(key)?.pages ?? 1);
  useEffect(() => remember(key, { pages }), [remember, key, pages]);

  // `key` stands for `base`: a new object with the same view is the same list.
  const argsList = useMemo(() => (base ? Array.from({ length: pages }, (_, i) => ({ ...base, page: i + 1, limit: TABLE_PAGE_SIZE })) : []), [key, pages]);
  const selectors = useMemo(() => argsList.map((args) => endpoint.select(args)), [endpoint, argsList]);

  useEffect(() => {
    const subscriptions = argsList.map((args) => dispatch(endpoint.initiate(args)));
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, endpoint, argsList]);

  const results = useMembersSelector((state) => selectors.map((select) => select(state)), shallowEqual);

  const invoices = useMemo(() => {
    const seen = new Set<string>();
    return results.flatMap((result) => result.data?.invoices ?? []).filter((invoice) => !seen.has(invoice.id) && Boolean(seen.add(invoice.id)));
  }, [results]);

  const first = results[0]?.data;
  const last = results[results.length - 1];
  const isFetching = results.some((result) => result.status === 'pending');
  const hasMore = Boolean(first && last?.data && pages < first.totalPages);
  const error = results.find((result) => result.error)?.error;

  // A click on a column header keeps the rows (and the header clicked) on screen until the new order arrives.
  const clientId = base?.clientId ?? null;
  const [settled, setSettled] = useState<Settled<Answer> | null>(null);
  useEffect(() => {
    if (first && clientId) setSettled({ clientId, invoices, first });
  }, [first, invoices, clientId]);
  const standIn = !first && !error && settled?.clientId === clientId ? settled : null;

  const loadMore = useCallback(() => {
    if (hasMore && !isFetching) setWanted({ key, pages: pages + 1 });
  }, [hasMore, isFetching, key, pages]);
  const retry = useCallback(() => argsList.forEach((args) => void dispatch(endpoint.initiate(args, { subscribe: false, forceRefetch: true }))), [dispatch, endpoint, argsList]);

  if (standIn) return { invoices: standIn.invoices, first: standIn.first, stale: true, hasMore: false, isFetching, error, loadMore, retry };
  return { invoices, first, stale: false, hasMore, isFetching, error, loadMore, retry };
}
