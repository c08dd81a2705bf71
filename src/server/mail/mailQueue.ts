import type { FastifyBaseLogger } from 'fastify';

/** Beyond this many waiting sends, more are dropped (and logged): the user can ask again. */
const MAX_WAITING = 1000;

/**
 * Account mail (codes, links) is sent off the request path, one at a time: a route answers
 * after the same work whether or not the account exists, so its timing cannot tell which
 * addresses have accounts, and a slow mail server never holds a request. A send lost to a
 * restart is a code the user asks for again.
 */
export function createMailQueue(log: FastifyBaseLogger) {
  let tail: Promise<void> = Promise.resolve();
  let waiting = 0;

  return {
    /** `task` looks up, issues and sends; a failure is logged, never answered. */
    enqueue(label: string, task: () => Promise<void>): void {
      if (waiting >= MAX_WAITING) {
        log.warn({ task: label, waiting }, 'account mail dropped: too many waiting');
        return;
      }
      waiting += 1;
      tail = tail
        .then(task)
        .catch((error: unknown) => log.error({ task: label, reason: error instanceof Error ? error.message : String(error) }, 'account mail failed'))
        .finally(() => {
          waiting -= 1;
        });
    },

    /** Settles when everything queued so far has been sent or has failed (shutdown, tests). */
    idle(): Promise<void> {
      return tail;
    },
  };
}

export type MailQueue = ReturnType<typeof createMailQueue>;
