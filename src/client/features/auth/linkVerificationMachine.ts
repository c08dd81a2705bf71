import { assign, fromPromise, setup } from 'xstate';
import { notProvided } from './codeSteps';
import { isExpiredError, VERIFICATION_MESSAGES, verificationErrorMessage } from './verificationErrors';

export interface LinkVerificationContext {
  email: string;
  /** The link carries what the server checks (a code and its e-mail, or a token). */
  hasLink: boolean;
  message: string | null;
}

const answerMessage = (answer: unknown): string | null => {
  const message = answer && typeof answer === 'object' && 'message' in answer ? answer.message : null;
  return typeof message === 'string' && message ? message : null;
};

const sayRefused = { type: 'sayRefused', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * The verification e-mail's links (SPEC.md section 4: /verify-code-link, /verify-magic and
 * /verify-email/{token}): checked at once, then verified, expired or failed; a link without what
 * it must carry is `missing`. The page provides `verifyLink` with the link's own code or token
 * in its closure, so no code enters the machine, its context or Redux; a page may word a
 * refusal its own way by providing `sayRefused`.
 */
export const linkVerificationMachine = setup({
  types: {
    context: {} as LinkVerificationContext,
    input: {} as { email: string; hasLink: boolean },
  },
  actors: {
    verifyLink: fromPromise<unknown>(notProvided),
  },
  guards: {
    hasLink: ({ context }) => context.hasLink,
    expired: (_, params: { error: unknown }) => isExpiredError(params.error),
  },
  actions: {
    sayVerified: assign((_, params: { answer: unknown }) => ({ message: answerMessage(params.answer) ?? VERIFICATION_MESSAGES.verified })),
    sayRefused: assign((_, params: { error: unknown }) => ({ message: verificationErrorMessage(params.error) })),
  },
}).createMachine({
  id: 'linkVerification',
  context: ({ input }) => ({ email: input.email, hasLink: input.hasLink, message: null }),
  initial: 'start',
  states: {
    start: {
      always: [{ guard: 'hasLink', target: 'checking' }, { target: 'missing' }],
    },
    missing: { tags: 'error' },
    checking: {
      tags: 'busy',
      invoke: {
        id: 'verifyLink',
        src: 'verifyLink',
        onDone: { target: 'verified', actions: { type: 'sayVerified', params: ({ event }) => ({ answer: event.output }) } },
        onError: [
          { guard: { type: 'expired', params: ({ event }) => ({ error: event.error }) }, target: 'expired', actions: sayRefused },
          { target: 'failed', actions: sayRefused },
        ],
      },
    },
    verified: {},
    expired: { tags: 'error' },
    failed: { tags: 'error' },
  },
});
