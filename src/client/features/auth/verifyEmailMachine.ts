import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeStepEvents, notProvided, requestCodeStep, resendingState, say } from './codeSteps';
import { isExpiredError, VERIFICATION_MESSAGES, verificationErrorMessage } from './verificationErrors';

export interface VerifyEmailContext {
  email: string;
  /** A code is already on its way (registration sent one), so the screen starts at the code step. */
  codeSent: boolean;
  message: string | null;
}

/** Named for what the visitor did, since each one is also the Redux action an auditor reads (`verification/<type>`). */
export type VerifyEmailEvent =
  | { type: 'codeRequested'; email: string }
  | { type: 'codeAlreadyReceived'; email: string }
  | { type: 'codeSubmitted'; code: string }
  | { type: 'resendRequested' }
  | { type: 'emailChangeRequested' };

const verifyReady = {
  codeSubmitted: { target: 'verifying', actions: 'clearMessage' },
  ...codeStepEvents('#verifyEmail.request'),
} as const;

const sayVerificationError = { type: 'sayVerificationError', params: ({ event }: { event: { error: unknown } }) => ({ error: event.error }) } as const;

/**
 * /verify-email-code (SPEC.md section 4): request a code, enter it, done. Failures are states
 * tagged `error`, and requests in flight are tagged `busy`, so the screen reads both at a glance.
 * The code goes from its event straight to the call and is never kept in context.
 */
export const verifyEmailMachine = setup({
  types: {
    context: {} as VerifyEmailContext,
    events: {} as VerifyEmailEvent,
    input: {} as { email: string; codeSent: boolean },
  },
  actors: {
    sendCode: fromPromise<unknown, { email: string }>(notProvided),
    verifyCode: fromPromise<unknown, { email: string; code: string }>(notProvided),
  },
  guards: {
    codeAlreadySent: ({ context }) => context.codeSent && context.email !== '',
    expired: (_, params: { error: unknown }) => isExpiredError(params.error),
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({ email: params.email.trim() })),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    sayVerificationError: assign((_, params: { error: unknown }) => ({ message: verificationErrorMessage(params.error) })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'verifyEmail',
  context: ({ input }) => ({ email: input.email.trim(), codeSent: input.codeSent, message: null }),
  initial: 'start',
  states: {
    start: {
      always: [
        { guard: 'codeAlreadySent', target: 'verify' },
        { target: 'request' },
      ],
    },
    request: requestCodeStep({ codeStep: '#verifyEmail.verify', src: 'sendCode', sent: VERIFICATION_MESSAGES.codeSent, failure: say(VERIFICATION_MESSAGES.sendFailed) }),
    verify: {
      initial: 'idle',
      states: {
        idle: { on: verifyReady },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'verifyCode',
            src: 'verifyCode',
            input: ({ context, event }) => {
              assertEvent(event, 'codeSubmitted');
              return { email: context.email, code: event.code.trim() };
            },
            onDone: { target: '#verifyEmail.done', actions: say(VERIFICATION_MESSAGES.verified) },
            onError: [
              { guard: { type: 'expired', params: ({ event }) => ({ error: event.error }) }, target: 'expired', actions: sayVerificationError },
              { target: 'failed', actions: sayVerificationError },
            ],
          },
        },
        resending: resendingState({ src: 'sendCode', sent: VERIFICATION_MESSAGES.codeSent, failure: say(VERIFICATION_MESSAGES.resendFailed) }),
        failed: { tags: 'error', on: verifyReady },
        expired: { tags: 'error', on: verifyReady },
      },
    },
    done: { type: 'final' },
  },
});
