/**
 * Moves Date on by `ms` and leaves it there, for code that reads the wall clock to tell whether
 * something expired. Only Date is faked: timers, ticks and the database drivers keep running for
 * real, so requests and queries still complete. Undo with jest.useRealTimers() in an afterEach.
 */
export function moveClockOn(ms: number): void {
  const now = Date.now();
  jest.useFakeTimers({
    doNotFake: ['hrtime', 'nextTick', 'performance', 'queueMicrotask', 'setImmediate', 'clearImmediate', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'],
  });
  jest.setSystemTime(now + ms);
}
