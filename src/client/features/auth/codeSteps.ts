import { fromPromise } from 'xstate';

/**
 * What the e-mail verification and password reset machines share: both start with a "request a
 * code" step and then a code step that can resend the code or go back to change the address.
 * Each machine keeps its own code step's submit, since that is where the two differ.
 */

/**
 * The context fields the shared steps read and write. Each machine declares the `setEmail`,
 * `say` and `clearMessage` actions these steps name in its own setup, where XState can type them.
 */
export interface CodeStepContext {
  email: string;
  message: string | null;
}

// The machines run the API through actors the page provides; a machine alone must never guess.
export const notProvided = async (): Promise<never> => {
  throw new Error('provide this actor with machine.provide()');
};

/** How a page provides those actors: an RTK Query mutation, settling with its answer or its error. */
export const apiActor = <Input>(trigger: (input: Input) => { unwrap: () => Promise<unknown> }) => fromPromise<unknown, Input>(({ input }) => trigger(input).unwrap());

export const say = (message: string) => ({ type: 'say', params: { message } }) as const;

const takeEmail = [{ type: 'setEmail', params: ({ event }: { event: { email: string } }) => event }, 'clearMessage'] as const;
const emailInput = ({ context }: { context: CodeStepContext }) => ({ email: context.email });

interface SendOptions<Src extends string, Failure> {
  /** The machine's actor that sends the code. */
  src: Src;
  /** The message once the code is on its way. */
  sent: string;
  /** The action that words a failure. */
  failure: Failure;
}

/**
 * The first step: codeRequested asks for a code and goes on to `codeStep`; codeAlreadyReceived
 * goes there at once for someone who already holds one. A failure stays here, tagged `error`.
 */
export function requestCodeStep<const Src extends string, Failure>({ codeStep, src, sent, failure }: SendOptions<Src, Failure> & { codeStep: string }) {
  const ready = {
    codeRequested: { target: 'sending', actions: takeEmail },
    codeAlreadyReceived: { target: codeStep, actions: takeEmail },
  } as const;
  return {
    initial: 'idle',
    states: {
      idle: { on: ready },
      sending: {
        tags: 'busy',
        invoke: { id: src, src, input: emailInput, onDone: { target: codeStep, actions: say(sent) }, onError: { target: 'failed', actions: failure } },
      },
      failed: { tags: 'error', on: ready },
    },
  } as const;
}

/** resendRequested and emailChangeRequested, which the code step accepts besides its own submit. */
export const codeStepEvents = (requestStep: string) =>
  ({
    resendRequested: { target: 'resending', actions: 'clearMessage' },
    emailChangeRequested: { target: requestStep, actions: 'clearMessage' },
  }) as const;

/** The code step's `resending` state: back to idle with a fresh code, or `failed`. */
export const resendingState = <const Src extends string, Failure>({ src, sent, failure }: SendOptions<Src, Failure>) =>
  ({
    tags: 'busy',
    invoke: { id: src, src, input: emailInput, onDone: { target: 'idle', actions: say(sent) }, onError: { target: 'failed', actions: failure } },
  }) as const;
