import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { codeStepEvents, notProvided, requestCodeStep, resendingState, say } from './codeSteps';
import { isExpiredError, resetCodeErrorMessage, resetErrorMessage, VERIFICATION_MESSAGES } from './verificationErrors';

export interface ResetPasswordContext {
  email: string;
  message: string | null;
}

/** Named for what the visitor did, since each one is also the Redux action an auditor reads (`reset/<type>`). */
export type ResetPasswordEvent =
  | { type: 'codeRequested'; email: string }
  | { type: 'codeAlreadyReceived'; email: string }
  | { type: 'resetSubmitted'; code: string; newPassword: string }
  | { type: 'resendRequested' }
  | { type: 'emailChangeRequested' };

const resetReady = {
  resetSubmitted: { target: 'resetting', actions: 'clearMessage' },
  ...codeStepEvents('#resetPassword.request'),
} as const;

type ErrorEvent = { event: { error: unknown } };
const sendCode = { src: 'sendResetCode', sent: VERIFICATION_MESSAGES.resetCodeSent, failure: { type: 'sayCodeError', params: ({ event }: ErrorEvent) => ({ error: event.error }) } } as const;
const resetFailed = { type: 'sayResetError', params: ({ event }: ErrorEvent) => ({ error: event.error }) } as const;

/**
 * /forgot-password-code (SPEC.md section 4): request a code, then the code and a new password,
 * done. The code and the password go from their event straight to the call and are never kept
 * in context, so no snapshot (nor its Redux mirror) holds them.
 */
export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as { email: string },
  },
  actors: {
    sendResetCode: fromPromise<unknown, { email: string }>(notProvided),
    resetPassword: fromPromise<unknown, { email: string; code: string; newPassword: string }>(notProvided),
  },
  guards: {
    expired: (_, params: { error: unknown }) => isExpiredError(params.error),
  },
  actions: {
    setEmail: assign((_, params: { email: string }) => ({ email: params.email.trim() })),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    sayCodeError: assign((_, params: { error: unknown }) => ({ message: resetCodeErrorMessage(params.error) })),
    sayResetError: assign((_, params: { error: unknown }) => ({ message: resetErrorMessage(params.error) })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ email: input.email.trim(), message: null }),
  initial: 'request',
  states: {
    request: requestCodeStep({ ...sendCode, codeStep: '#resetPassword.reset' }),
    reset: {
      initial: 'idle',
      states: {
        idle: { on: resetReady },
        resetting: {
          tags: 'busy',
          invoke: {
            id: 'resetPassword',
            src: 'resetPassword',
            input: ({ context, event }) => {
              assertEvent(event, 'resetSubmitted');
              return { email: context.email, code: event.code.trim(), newPassword: event.newPassword };
            },
            onDone: { target: '#resetPassword.done', actions: say(VERIFICATION_MESSAGES.passwordReset) },
            onError: [
              { guard: { type: 'expired', params: ({ event }) => ({ error: event.error }) }, target: 'expired', actions: resetFailed },
              { target: 'failed', actions: resetFailed },
            ],
          },
        },
        resending: resendingState(sendCode),
        failed: { tags: 'error', on: resetReady },
        expired: { tags: 'error', on: resetReady },
      },
    },
    done: { type: 'final' },
  },
});
