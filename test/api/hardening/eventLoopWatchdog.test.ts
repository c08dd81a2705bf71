import { setTimeout as sleep } from 'node:timers/promises';
import { eventLoopWatchdogFixture } from '../helpers/eventLoopWatchdog';

/** The fuzz's watchdog must see a handler that holds the loop, and only that. */
const watchdog = eventLoopWatchdogFixture();

const spin = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

// The sleeps are the work being measured, not waits for an event: real time in which the loop
// turns, as it does while a request waits on I/O, which is what the watchdog must not charge.
it('charges work that holds the loop with the time it held it', async () => {
  const { value, heldMs } = await watchdog.measure(async () => {
    await sleep(10);
    spin(150);
    return 'done';
  });
  expect(value).toBe('done');
  expect(heldMs).toBeGreaterThanOrEqual(145);
});

it('does not charge work that waits', async () => {
  // As the fuzz does (helpers/eventLoopWatchdog.ts): the least of three, since a core the host
  // steals or a collection of the test process's heap can hold the loop once, not on demand.
  const holds: number[] = [];
  for (let run = 0; run < 3; run += 1) holds.push((await watchdog.measure(() => sleep(150))).heldMs);
  expect(Math.min(...holds)).toBeLessThan(100);
});

it('fails naming the work noted over the limit, longest first', () => {
  watchdog.note('GET /fine', 40);
  expect(() => watchdog.expectNoBlockOver(100)).not.toThrow();
  watchdog.note('GET /slow', 150);
  watchdog.note('GET /slower', 300);
  expect(() => watchdog.expectNoBlockOver(100)).toThrow(/held the event loop 300 ms[^]*300 ms: GET \/slower\n {2}150 ms: GET \/slow$/);
});
