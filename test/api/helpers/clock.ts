/**
 * Only Date is faked: timers, ticks and the database drivers keep running for real, so requests
 * and queries still complete. Undo with jest.useRealTimers() in an afterEach.
 */
function fakeDate(time: number): void {
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  jest.setSystemTime(time);
}

/** Moves Date on by `ms` and leaves it there, for code that reads the wall clock to tell whether something expired. */
export function moveClockOn(ms: number): void {
  fakeDate(Date.now() + ms);
}

/** Sets Date to an instant (ISO text) and leaves it there, for code that reads today's date. */
export function setClockTo(iso: string): void {
  fakeDate(Date.parse(iso));
}
