import { assign, fromPromise, setup } from 'xstate';
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

const notProvided = async (): Promise<never> => {
  throw new Error('provide this actor with machine.provide()');
};

const requestReady = {
  SEND: { target: 'sending', actions: [{ type: 'setEmail', params: ({ event }: { event: { email: string } }) => event }, 'clearMessage'] },
  HAVE_CODE: { target: '#resetPassword.reset', actions: [{ type: 'setEmail', params: ({ event }: { event: { email: string } }) => event }, 'clearMessage'] },
} as const;

const resetReady = {
  RESET: { target: 'resetting', actions: [{ type: 'setSecrets', params: ({ event }: { event: { code: string; newPassword: string } }) => event }, 'clearMessage'] },
  RESEND: { target: 'resending', actions: 'clearMessage' },
  CHANGE_EMAIL: { target: '#resetPassword.request', actions: 'clearMessage' },
} as const;

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
    // The password leaves memory as soon as the server has answered.
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
    request: {
      initial: 'idle',
      states: {
        idle: { on: requestReady },
        sending: {
          tags: 'busy',
          invoke: {
            src: 'sendResetCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: '#resetPassword.reset', actions: { type: 'say', params: { message: VERIFICATION_MESSAGES.resetCodeSent } } },
            onError: { target: 'failed', actions: { type: 'sayCodeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: 'error', on: requestReady },
      },
    },
    reset: {
      initial: 'idle',
      states: {
        idle: { on: resetReady },
        resetting: {
          tags: 'busy',
          invoke: {
            src: 'resetPassword',
            input: ({ context }) => ({ email: context.email, code: context.code, newPassword: context.newPassword }),
            onDone: { target: '#resetPassword.done', actions: ['forgetPassword', { type: 'say', params: { message: VERIFICATION_MESSAGES.passwordReset } }] },
            onError: [
              {
                guard: { type: 'expired', params: ({ event }) => ({ error: event.error }) },
                target: 'expired',
                actions: ['forgetPassword', { type: 'sayResetError', params: ({ event }) => ({ error: event.error }) }],
              },
              { target: 'failed', actions: ['forgetPassword', { type: 'sayResetError', params: ({ event }) => ({ error: event.error }) }] },
            ],
          },
        },
        resending: {
          tags: 'busy',
          invoke: {
            src: 'sendResetCode',
            input: ({ context }) => ({ email: context.email }),
            onDone: { target: 'idle', actions: { type: 'say', params: { message: VERIFICATION_MESSAGES.resetCodeSent } } },
            onError: { target: 'failed', actions: { type: 'sayCodeError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
        failed: { tags: 'error', on: resetReady },
        expired: { tags: 'error', on: resetReady },
      },
    },
    done: { type: 'final' },
  },
});

export type ResetPasswordMachine = typeof resetPasswordMachine;
