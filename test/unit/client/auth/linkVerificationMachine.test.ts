import { createActor, fromPromise, waitFor } from 'xstate';
import { setupStore } from '../../../../src/client/app/store';
import { linkVerificationMirror, type CodeFlowState } from '../../../../src/client/features/auth/codeFlowSlices';
import { linkVerificationMachine } from '../../../../src/client/features/auth/linkVerificationMachine';
import { VERIFICATION_MESSAGES } from '../../../../src/client/features/auth/verificationErrors';
import { mirrorInspector, type MirrorAction } from '../../../../src/client/session/machineMirror';
import type { SessionActor } from '../../../../src/client/session/createSession';

const rejection = (message: string) => ({ status: 400, data: { message } });

/** The machine with its call provided, mirrored into a store as Redux DevTools would list it. */
function linkActor(verify: () => Promise<unknown>, hasLink = true) {
  const store = setupStore({ session: {} as SessionActor, apiBase: 'http://api.test' });
  const actions: MirrorAction<CodeFlowState>[] = [];
  const dispatch = (action: MirrorAction<CodeFlowState>) => {
    actions.push(action);
    store.dispatch(action);
  };
  const machine = linkVerificationMachine.provide({ actors: { verifyLink: fromPromise(verify) } });
  const actor = createActor(machine, { input: { email: 'ana@example.com', hasLink }, inspect: mirrorInspector(linkVerificationMirror, dispatch) }).start();
  const settled = () => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, actions, settled, verification: () => (store.getState() as unknown as { verification: CodeFlowState }).verification };
}

const steps = (actions: MirrorAction<CodeFlowState>[]) => actions.map(({ type, payload }) => `${type}: ${payload.from} -> ${payload.to}`);

describe('linkVerificationMachine', () => {
  it('checks a link at once and shows in Redux as verification/linkVerified', async () => {
    const verify = jest.fn().mockResolvedValue({ message: 'Email verified! You can now log in.' });
    const t = linkActor(verify);
    expect(t.actor.getSnapshot().value).toBe('checking');
    await t.settled();
    expect(t.actor.getSnapshot().value).toBe('verified');
    expect(verify).toHaveBeenCalledTimes(1);
    expect(steps(t.actions)).toEqual(['verification/started: null -> checking', 'verification/linkVerified: checking -> verified']);
    expect(t.verification()).toEqual({ step: 'verified', email: 'ana@example.com', message: 'Email verified! You can now log in.' });
  });

  it('tells an expired code from a refused one, as verification/linkRefused', async () => {
    const expired = linkActor(() => Promise.reject(rejection('Verification code expired or used too many times. Please request a new one.')));
    await expired.settled();
    expect(expired.actor.getSnapshot().value).toBe('expired');
    expect(expired.actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.expired);
    expect(steps(expired.actions).at(-1)).toBe('verification/linkRefused: checking -> expired');

    const invalid = linkActor(() => Promise.reject(rejection('Invalid verification code')));
    await invalid.settled();
    expect(invalid.actor.getSnapshot().value).toBe('failed');
    expect(invalid.actor.getSnapshot().hasTag('error')).toBe(true);
  });

  it('never calls the server for a link without what it must carry', () => {
    const verify = jest.fn();
    const t = linkActor(verify, false);
    expect(t.actor.getSnapshot().value).toBe('missing');
    expect(verify).not.toHaveBeenCalled();
  });
});
