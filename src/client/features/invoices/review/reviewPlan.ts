import type { InvoicePageResponse } from '../../../../shared/contract/invoices';
import { firstOther, locate, step, unreviewedAfter, type PageFetcher, type Spot, type Target } from './listWalk';
import { mayHold, pageRequest, type PageRequest, type ReviewList } from './reviewList';

/** Where the invoice is in the list, and its neighbours there. */
export interface Around {
  /** Null when the invoice is not on the list (another filter or search) or too far to find. */
  spot: Spot | null;
  previous: Target | null;
  next: Target | null;
}

/** The neighbours, and the invoice "Mark reviewed & next" opens (null: the client has no other unreviewed one). */
export interface ReviewPlan {
  around: Promise<Around>;
  toReview: Promise<ToReview | null>;
  /** The invoices x opens next and after that, to load before they are asked for. */
  ahead: Promise<string[]>;
}

/** `hint` is the target's page in the walked list, when the target is on it. */
export interface ToReview {
  id: string;
  hint: number | undefined;
}

interface Input {
  list: ReviewList;
  id: string;
  reviewed: boolean;
  /** The page of the list the invoice was last seen on. */
  hint: number;
  fetch: (request: PageRequest) => Promise<InvoicePageResponse>;
  /** The page as the cache holds it, if it does. */
  peek: (request: PageRequest) => InvoicePageResponse | undefined;
  /** Resolves once a review sent from the previous invoice is done. */
  ready: Promise<unknown>;
}

/**
 * What /view's navigation needs, looked up once per invoice. "Next to review" is the first
 * unreviewed invoice after this one in the list's order; under Reviewed, in the whole list in the
 * same order (this list holds no unreviewed one). Past the end it wraps to the first unreviewed
 * invoice left, so "no more" means the client has none.
 *
 * The invoice x opens is looked for in the pages as the cache holds them: they hold this
 * reviewer's own reviews already, and what others did meanwhile is at worst an invoice opened
 * that someone reviewed a moment ago, which shows as reviewed. A reviewer pressing x as fast as
 * invoices open then waits for no list read.
 */
export function planReview({ list, id, reviewed, hint, fetch, peek, ready }: Input): ReviewPlan {
  // The list read as it stands: the invoice left behind, reviewed or not yet, lies before this
  // one in its order and changes nothing after it. Only the wrap to the first unreviewed
  // invoice left waits for that review, which it would otherwise find again.
  // One read per page for the whole plan: the position and the next invoice look at the same
  // pages at once, and two forced reads of one cache entry in flight make RTK Query refuse one.
  const reads = new Map<string, Promise<InvoicePageResponse>>();
  const read = (request: PageRequest) => {
    const key = JSON.stringify(request);
    const running = reads.get(key) ?? fetch(request);
    reads.set(key, running);
    return running;
  };
  const pages =
    (filter = list.filter, { settled = false, cached = false } = {}): PageFetcher =>
    async (page) => {
      const request = pageRequest(list, page, filter);
      // After the review left behind is done, the list is read afresh: a read from before it would still hold that invoice.
      if (settled) return ready.then(() => fetch(request));
      return (cached && peek(request)) || read(request);
    };
  const inList = pages();

  const around = (async (): Promise<Around> => {
    const spot = mayHold(list.filter, reviewed) ? await locate(inList, id, hint) : null;
    if (!spot) return { spot, previous: null, next: null };
    const [previous, next] = await Promise.all([step(inList, spot, -1), step(inList, spot, 1)]);
    return { spot, previous, next };
  })();

  const walked = pages(list.filter === 'reviewed' ? 'all' : list.filter, { cached: true });
  const toReview = (async (): Promise<ToReview | null> => {
    const spot = list.filter === 'reviewed' ? await locate(walked, id, 1) : mayHold(list.filter, reviewed) ? await locate(walked, id, hint) : null;
    const after = spot ? await unreviewedAfter(walked, spot) : undefined;
    if (after) return { id: after.id, hint: list.filter === 'reviewed' ? undefined : after.page };
    const first = await firstOther(pages('unreviewed', { settled: true }), id);
    return first && { id: first.id, hint: list.filter === 'unreviewed' ? first.page : undefined };
  })();

  const ahead = (async (): Promise<string[]> => {
    const target = await toReview;
    if (!target) return [];
    const spot = await locate(walked, target.id, target.hint ?? 1);
    const following = spot && (await unreviewedAfter(walked, spot));
    return following ? [target.id, following.id] : [target.id];
  })();

  return { around, toReview, ahead };
}
