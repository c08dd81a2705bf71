import UserActivityPage from '../../../../src/client/features/activity/UserActivityPage';
import type { CompletedCountRow, CompletedDetailRow, UserActivityTotal } from '../../../../src/shared/contract/activity';
import { mockApi, renderRoute, type Answer, type Call, type Handler } from '../harness';
import { user } from './fixtures';
import { setViewerTimeZone } from './timeZone';

/** The viewer is in Chicago, where it is Sunday evening, November 22 2026: UTC is already on the 23rd. */
export const VIEWER_ZONE = 'America/Chicago';
export const NOW = '2026-11-23T03:30:00Z';

/** Only Date is faked, so user-event, fetch and RTK Query keep their real timers. */
export function atViewersNow(): void {
  setViewerTimeZone(VIEWER_ZONE);
  jest.useFakeTimers({
    now: new Date(NOW),
    advanceTimers: true,
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'requestAnimationFrame', 'cancelAnimationFrame', 'requestIdleCallback', 'cancelIdleCallback', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
}

/** Unsorted on purpose: "alice" comes first by name. */
export const users = [user('u2', 'bob', 'robert@example.com', 'rob'), user('u1', 'alice'), user('u3', 'Carol')];

export interface ActivityData {
  counts?: CompletedCountRow[] | ((call: Call) => unknown[]);
  details?: CompletedDetailRow[];
  totals?: UserActivityTotal[];
}

const ok = (data: unknown): Answer => ({ status: 200, body: { data } });

/** The activity API answering `data` (nothing by default), users from `users`; `handler` goes first. */
export function mockActivityApi(data: ActivityData = {}, handler?: Handler) {
  return mockApi(handler, (call) => {
    const { pathname } = call.url;
    if (pathname === '/api/users') return { status: 200, body: { users } };
    if (pathname === '/api/completed/counts') return ok(typeof data.counts === 'function' ? data.counts(call) : (data.counts ?? []));
    if (pathname === '/api/completed/details') return ok(data.details ?? []);
    if (pathname === '/api/completed/totals') return ok(data.totals ?? []);
    return { status: 404, body: { message: 'Not found' } };
  });
}

export const callsTo = (calls: Call[], path: string) => calls.filter((call) => call.url.pathname === path).map((call) => Object.fromEntries(call.url.searchParams));

/** The User Activity screen, signed in as u1. */
export const renderActivity = ({ isAdmin = true } = {}) => renderRoute('/user-activity', <UserActivityPage />, '/user-activity', { signedIn: { isAdmin } });
