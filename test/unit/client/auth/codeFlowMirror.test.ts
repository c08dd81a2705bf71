import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { setupStore } from '../../../../src/client/app/store';
import { resetMirror, verificationMirror, type CodeFlowState } from '../../../../src/client/features/auth/codeFlowSlices';
import { resetPasswordMachine } from '../../../../src/client/features/auth/resetPasswordMachine';
import { VERIFICATION_MESSAGES } from '../../../../src/client/features/auth/verificationErrors';
import { verifyEmailMachine } from '../../../../src/client/features/auth/verifyEmailMachine';
import { mirrorInspector, type MirrorAction } from '../../../../src/client/session/machineMirror';
import type { SessionActor } from '../../../../src/client/session/createSession';

/** A store that records what it is sent, as Redux DevTools would list it. */
function recordingStore() {
  const store = setupStore({ session: {} as SessionActor, apiBase: 'http://api.test' });
  const actions: MirrorAction<CodeFlowState>[] = [];
  const dispatch = (action: MirrorAction<CodeFlowState>) => {
    actions.push(action);
    store.dispatch(action);
  };
  const flows = () => store.getState() as unknown as { verification?: CodeFlowState; reset?: CodeFlowState };
  return { dispatch, actions, flows };
}

const idle = (actor: AnyActorRef) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
const steps = (actions: ReturnType<typeof recordingStore>['actions']) => actions.map(({ type, payload }) => `${type}: ${payload.from} -> ${payload.to}`);

describe('the code screens in Redux', () => {
  it('mirror e-mail verification one action per event, without the code', async () => {
    const { dispatch, actions, flows } = recordingStore();
    const machine = verifyEmailMachine.provide({
      actors: { sendCode: fromPromise<unknown, { email: string }>(async () => ({})), verifyCode: fromPromise<unknown, { email: string; code: string }>(async () => ({ verified: true })) },
    });
    const actor = createActor(machine, { input: { email: '', codeSent: false }, inspect: mirrorInspector(verificationMirror, dispatch) }).start();
    actor.send({ type: 'codeRequested', email: 'ana@example.com' });
    await idle(actor);
    actor.send({ type: 'codeSubmitted', code: '246810' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');

    expect(steps(actions)).toEqual([
      'verification/started: null -> request.idle',
      'verification/codeRequested: request.idle -> request.sending',
      'verification/codeSent: request.sending -> verify.idle',
      'verification/codeSubmitted: verify.idle -> verify.verifying',
      'verification/codeVerified: verify.verifying -> done',
    ]);
    expect(actions[1]?.payload.event).toEqual({ email: 'ana@example.com' });
    expect(flows().verification).toEqual({ step: 'done', email: 'ana@example.com', message: VERIFICATION_MESSAGES.verified });
    expect(JSON.stringify(actions)).not.toContain('246810');
  });

  it('mirror a password reset without the code or the new password', async () => {
    const { dispatch, actions, flows } = recordingStore();
    const machine = resetPasswordMachine.provide({
      actors: {
        sendResetCode: fromPromise<unknown, { email: string }>(async () => ({})),
        resetPassword: fromPromise<unknown, { email: string; code: string; newPassword: string }>(() => Promise.reject({ status: 400, data: { message: 'Invalid verification code' } })),
      },
    });
    const actor = createActor(machine, { input: { email: 'ana@example.com' }, inspect: mirrorInspector(resetMirror, dispatch) }).start();
    actor.send({ type: 'codeAlreadyReceived', email: 'ana@example.com' });
    actor.send({ type: 'resetSubmitted', code: '135790', newPassword: 'n3w-Secret' });
    await idle(actor);

    expect(steps(actions)).toEqual([
      'reset/started: null -> request.idle',
      'reset/codeAlreadyReceived: request.idle -> reset.idle',
      'reset/resetSubmitted: reset.idle -> reset.resetting',
      'reset/resetFailed: reset.resetting -> reset.failed',
    ]);
    expect(flows().reset).toMatchObject({ step: 'reset.failed', email: 'ana@example.com' });
    expect(JSON.stringify(actions)).not.toMatch(/135790|n3w-Secret/);
    expect(JSON.stringify(actor.getSnapshot().context)).not.toMatch(/135790|n3w-Secret/);
  });
});
