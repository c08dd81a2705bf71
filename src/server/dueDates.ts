const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * When bills fall due, told by today's date in UTC: the server knows no reviewer's time zone.
 * Overdue is due before `today`; this week is due from today through `weekEnd`, six days on.
 * The sidebar's overdue count and the due-date queue both read it, so they never disagree.
 */
export interface DueWindow {
  today: string;
  weekEnd: string;
}

/** Today's date in UTC, YYYY-MM-DD. */
export const todayUtc = (now = Date.now()) => isoDay(now);

export function dueWindow(now = Date.now()): DueWindow {
  return { today: todayUtc(now), weekEnd: isoDay(now + 6 * DAY_MS) };
}
