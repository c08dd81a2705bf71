import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * What a worker writes in `locked_by`: `host:pid:random`, unique per worker, and naming the
 * process so that a later start on the same machine can tell whether it is still running.
 */
export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

/**
 * At start, before this process's workers claim anything: whether the process a worker id names
 * is gone. Only a process of this machine can be checked; one that no longer runs is gone, and
 * so is one with this process's own pid (an earlier run's, as in a container, where the server
 * gets the same pid each time). A pid that another program now uses looks alive: such a job
 * waits for its lease.
 */
export function holderGoneAtStart(workerId: string): boolean {
  const match = /^(.*):(\d+):[0-9a-f]+$/.exec(workerId);
  if (!match || match[1] !== hostname()) return false;
  const pid = Number(match[2]);
  if (pid === process.pid) return true;
  try {
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}
