import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { InvoiceDetail } from '../../../../shared/contract/invoices';
import { invoicesApi } from '../../../api/invoicesApi';
import { useAppDispatch, useAppSelector, useAppStore } from '../../../app/hooks';
import { selectSession } from '../../../session/sessionSlice';
import { useBackToInvoices, viewState, type ViewState } from '../useBackToInvoices';
import { markFailed, noMoreUnreviewed, REVIEW_MESSAGES } from './messages';
import { handOverMark, pendingMark } from './pendingMark';
import { planReview, type Around, type ReviewPlan, type ToReview } from './reviewPlan';
import { pageReader } from './pageReader';
import { reviewListFrom } from './reviewList';

/** The invoice's place in the list, once known: "12 of 240". */
export interface Position {
  number: number;
  total: number;
}

const positionOf = ({ spot }: Around, pageSize: number): Position | null =>
  spot && { number: (spot.page - 1) * pageSize + spot.index + 1, total: spot.total };

/**
 * /view's walk through the client's list: previous, next, and "mark reviewed & next", each
 * opening the invoice in place of this one in history, so Back (and Esc) still lead to the list.
 * The neighbours are looked up when the invoice opens and prefetched, so moving on is instant.
 */
export function useReviewFlow(invoice: InvoiceDetail) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const location = useLocation();
  const { back } = useBackToInvoices();
  const { userId } = useAppSelector(selectSession);
  const members = useAppSelector((state) => (state as { members?: unknown }).members);
  const prefetch = invoicesApi.usePrefetch('getInvoice');
  const { from, listPage } = viewState(location.state);

  const { list, page } = useMemo(() => reviewListFrom(members, invoice.client_id), [members, invoice.client_id]);
  const hint = listPage ?? page;
  // The look-up starts over only when the list or the invoice's place in it could differ.
  const key = JSON.stringify([list, invoice.id, invoice.reviewed, hint]);

  const plan = useRef<ReviewPlan | null>(null);
  const [found, setFound] = useState<{ key: string; around: Around | null }>({ key, around: null });
  const [notice, setNotice] = useState('');
  const [busy, setBusy] = useState(false);
  const working = useRef(false);

  // In the commit, as the keys' listener is: an x pressed the moment this invoice shows has its plan.
  useLayoutEffect(() => {
    let live = true;
    const { fetch, peek } = pageReader(store);
    const current = planReview({ list, id: invoice.id, reviewed: invoice.reviewed, hint, fetch, peek, ready: pendingMark() });
    plan.current = current;
    current.around.then(
      (around) => {
        if (live) setFound({ key, around });
        if (around.next) prefetch(around.next.id);
      },
      // Left unknown: the buttons stay, and pressing one says the look-up failed.
      () => undefined,
    );
    current.ahead.then(
      (ids) => ids.forEach((id) => prefetch(id)),
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `key` stands for list, invoice.id, invoice.reviewed and hint.
  }, [key, prefetch, store]);

  const around = found.key === key ? found.around : null;

  const open = (id: string, page: number | undefined) => {
    const state: ViewState = { ...(from ? { from } : {}), ...(page ? { listPage: page } : {}) };
    void navigate(`/view?id=${encodeURIComponent(id)}`, { replace: true, state });
  };

  /** One action at a time: a second key press while the first is still opening its invoice is dropped. */
  const run = (action: () => Promise<void>) => async () => {
    if (working.current || !plan.current) return;
    working.current = true;
    setBusy(true);
    setNotice('');
    try {
      await action();
    } finally {
      working.current = false;
      setBusy(false);
    }
  };

  const go = (delta: 1 | -1) =>
    run(async () => {
      const resolved = await plan.current?.around.catch(() => null);
      if (!resolved) return setNotice(REVIEW_MESSAGES.lookupFailed);
      if (!resolved.spot) return setNotice(REVIEW_MESSAGES.notInList);
      const target = delta > 0 ? resolved.next : resolved.previous;
      if (target) open(target.id, target.page);
      else setNotice(delta > 0 ? REVIEW_MESSAGES.last : REVIEW_MESSAGES.first);
    });

  const markAndNext = run(async () => {
    let target: ToReview | null | undefined;
    try {
      target = await plan.current?.toReview;
    } catch {
      setNotice(REVIEW_MESSAGES.lookupFailed);
      return;
    }
    const mark = async () => {
      const sent = dispatch(invoicesApi.endpoints.toggleInvoiceReview.initiate({ id: invoice.id, userId }));
      try {
        return await sent.unwrap();
      } finally {
        // No hook reads this result: it leaves the store once answered.
        sent.reset();
      }
    };
    if (target) {
      if (!invoice.reviewed) handOverMark(() => mark().catch((error: unknown) => dispatch(markFailed(error, invoice.invoiceNumber))));
      open(target.id, target.hint);
      return;
    }
    // The last one: its review is awaited here, so a failure shows on this invoice rather than on the list.
    if (!invoice.reviewed) {
      try {
        await mark();
      } catch (error) {
        dispatch(markFailed(error, invoice.invoiceNumber));
        return;
      }
    }
    dispatch(noMoreUnreviewed());
    back();
  });

  return {
    position: around && positionOf(around, list.pageSize),
    /** Undefined while looking: false when the list's filter or search leaves this invoice out. */
    inList: around ? around.spot !== null : undefined,
    /** Undefined while looking, null at an end of the list. */
    previous: around ? around.previous : undefined,
    next: around ? around.next : undefined,
    busy,
    notice,
    goPrevious: go(-1),
    goNext: go(1),
    markAndNext,
    back,
  };
}
