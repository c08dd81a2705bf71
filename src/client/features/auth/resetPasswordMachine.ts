import { assign, fromPromise, setup } from 'xstate';
import { codeStepEvents, notProvided, requestCodeStep, resendingState, say } from './codeSteps';
import { isExpiredError, resetCodeErrorMessage, resetErrorMessage, VERIFICATION_MESSAGES } from './verificationErrors';

export interface ResetPasswordContext {
  email: string;
  code: string;
  newPassword: string;
  message: string | null;
}

export type ResetPasswordEvent =
  | { type: 'SEND'; email: string }
  | { type: 'HAVE_CODE'; email: string }
  | { type: 'RESET'; code: string; newPassword: string }
  | { type: 'RESEND' }
  | { type: 'CHANGE_EMAIL' };

const resetReady = {
  RESET: { target: 'resetting', actions: [{ type: 'setSecrets', params: ({ event }: { event: { code: string; newPassword: string } }) => event }, 'clearMessage'] },
  ...codeStepEvents('#resetPassword.request'),
} as const;

type ErrorEvent = { event: { error: unknown } };
const sendCode = { src: 'sendResetCode', sent: VERIFICATION_MESSAGES.resetCodeSent, failure: { type: 'sayCodeError', params: ({ event }: ErrorEvent) => ({ error: event.error }) } } as const;
// The password leaves memory as soon as the server has answered, whatever it said.
const resetFailed = ['forgetPassword', { type: 'sayResetError', params: ({ event }: ErrorEvent) => ({ error: event.error }) }] as const;

/** /forgot-password-code (SPEC.md section 4): request a code, then the code and a new password, done. */
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
    setSecrets: assign((_, params: { code: string; newPassword: string }) => ({ code: params.code.trim(), newPassword: params.newPassword })),
    forgetPassword: assign({ newPassword: '' }),
    say: assign((_, params: { message: string }) => ({ message: params.message })),
    sayCodeError: assign((_, params: { error: unknown }) => ({ message: resetCodeErrorMessage(params.error) })),
    sayResetError: assign((_, params: { error: unknown }) => ({ message: resetErrorMessage(params.error) })),
    clearMessage: assign({ message: null }),
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({ email: input.email.trim(), code: '', newPassword: '', message: null }),
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
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.email, code: context.code, newPassword: context.newPassword }),
            onDone: { target: '#resetPassword.done', actions: ['forgetPassword', say(VERIFICATION_MESSAGES.passwordReset)] },
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
