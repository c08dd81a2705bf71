import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { resetPasswordMachine } from '../../../../src/client/features/auth/resetPasswordMachine';
import { VERIFICATION_MESSAGES } from '../../../../src/client/features/auth/verificationErrors';
import { verifyEmailMachine } from '../../../../src/client/features/auth/verifyEmailMachine';

const rejection = (status: number, message: string) => ({ status, data: { message } });
const settled = (actor: AnyActorRef) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

function verifyActor(sendCode: jest.Mock, verifyCode: jest.Mock, input = { email: 'ana@example.com', codeSent: false }) {
  const machine = verifyEmailMachine.provide({
    actors: {
      sendCode: fromPromise(({ input: args }: { input: { email: string } }) => sendCode(args)),
      verifyCode: fromPromise(({ input: args }: { input: { email: string; code: string } }) => verifyCode(args)),
    },
  });
  return createActor(machine, { input }).start();
}

describe('verifyEmailMachine', () => {
  it('goes request → verify → done, calling the API with the typed values', async () => {
    const sendCode = jest.fn().mockResolvedValue({ message: 'sent' });
    const verifyCode = jest.fn().mockResolvedValue({ verified: true });
    const actor = verifyActor(sendCode, verifyCode);
    expect(actor.getSnapshot().value).toEqual({ request: 'idle' });

    actor.send({ type: 'codeRequested', email: ' ana@example.com ' });
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    await settled(actor);
    expect(sendCode).toHaveBeenCalledWith({ email: 'ana@example.com' });
    expect(actor.getSnapshot().value).toEqual({ verify: 'idle' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.codeSent);

    actor.send({ type: 'codeSubmitted', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(verifyCode).toHaveBeenCalledWith({ email: 'ana@example.com', code: '123456' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.verified);
  });

  it('starts at the code step when a code was already sent', () => {
    const actor = verifyActor(jest.fn(), jest.fn(), { email: 'ana@example.com', codeSent: true });
    expect(actor.getSnapshot().value).toEqual({ verify: 'idle' });
  });

  it('stays on the request step with an error state when sending fails', async () => {
    const actor = verifyActor(jest.fn().mockRejectedValue(rejection(500, 'boom')), jest.fn());
    actor.send({ type: 'codeRequested', email: 'ana@example.com' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ request: 'failed' });
    expect(actor.getSnapshot().hasTag('error')).toBe(true);
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.sendFailed);
  });

  it('separates an expired code from a wrong one, and both can resend', async () => {
    const verifyCode = jest.fn().mockRejectedValueOnce(rejection(400, 'Verification code expired')).mockRejectedValueOnce(rejection(400, 'Invalid verification code'));
    const sendCode = jest.fn().mockRejectedValueOnce(rejection(500, 'down')).mockResolvedValueOnce({});
    const actor = verifyActor(sendCode, verifyCode, { email: 'ana@example.com', codeSent: true });

    actor.send({ type: 'codeSubmitted', code: '111111' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ verify: 'expired' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.expired);

    actor.send({ type: 'codeSubmitted', code: '222222' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ verify: 'failed' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.invalid);

    actor.send({ type: 'resendRequested' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.resendFailed);
    actor.send({ type: 'resendRequested' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ verify: 'idle' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.codeSent);
  });

  it('ignores a second send while one is in flight, and can go back to change the e-mail', async () => {
    const sendCode = jest.fn().mockResolvedValue({});
    const actor = verifyActor(sendCode, jest.fn());
    actor.send({ type: 'codeRequested', email: 'ana@example.com' });
    actor.send({ type: 'codeRequested', email: 'other@example.com' });
    await settled(actor);
    expect(sendCode).toHaveBeenCalledTimes(1);
    actor.send({ type: 'emailChangeRequested' });
    expect(actor.getSnapshot().value).toEqual({ request: 'idle' });
    actor.send({ type: 'codeAlreadyReceived', email: 'other@example.com' });
    expect(actor.getSnapshot().value).toEqual({ verify: 'idle' });
    expect(actor.getSnapshot().context.email).toBe('other@example.com');
  });
});

function resetActor(sendResetCode: jest.Mock, resetPassword: jest.Mock, email = '') {
  const machine = resetPasswordMachine.provide({
    actors: {
      sendResetCode: fromPromise(({ input }: { input: { email: string } }) => sendResetCode(input)),
      resetPassword: fromPromise(({ input }: { input: { email: string; code: string; newPassword: string } }) => resetPassword(input)),
    },
  });
  return createActor(machine, { input: { email } }).start();
}

describe('resetPasswordMachine', () => {
  it('goes request → reset → done, never keeping the code or the password', async () => {
    const sendResetCode = jest.fn().mockResolvedValue({});
    const resetPassword = jest.fn().mockResolvedValue({ message: 'ok' });
    const actor = resetActor(sendResetCode, resetPassword);
    actor.send({ type: 'codeRequested', email: 'ana@example.com' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ reset: 'idle' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.resetCodeSent);

    actor.send({ type: 'resetSubmitted', code: ' 654321 ', newPassword: 'new secret' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(resetPassword).toHaveBeenCalledWith({ email: 'ana@example.com', code: '654321', newPassword: 'new secret' });
    expect(actor.getSnapshot().context).toEqual({ email: 'ana@example.com', message: VERIFICATION_MESSAGES.passwordReset });
  });

  it('shows the server reason, or the fallback, when the code cannot be sent', async () => {
    const actor = resetActor(jest.fn().mockRejectedValueOnce(rejection(429, 'Too many requests')).mockRejectedValueOnce({ status: 500, data: {} }), jest.fn());
    actor.send({ type: 'codeRequested', email: 'ana@example.com' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ request: 'failed' });
    expect(actor.getSnapshot().context.message).toBe('Too many requests');
    actor.send({ type: 'codeRequested', email: 'ana@example.com' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.resetCodeFailed);
  });

  it('maps expired and invalid codes, and keeps a password rule as the server says it', async () => {
    const resetPassword = jest
      .fn()
      .mockRejectedValueOnce(rejection(400, 'Verification code expired. Please request a new one.'))
      .mockRejectedValueOnce(rejection(400, 'Invalid verification code'))
      .mockRejectedValueOnce(rejection(400, 'Invalid input: new password must be at least 6 characters'));
    const actor = resetActor(jest.fn(), resetPassword, 'ana@example.com');
    actor.send({ type: 'codeAlreadyReceived', email: 'ana@example.com' });

    actor.send({ type: 'resetSubmitted', code: '111111', newPassword: 'x' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ reset: 'expired' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.expired);

    actor.send({ type: 'resetSubmitted', code: '111111', newPassword: 'x' });
    await settled(actor);
    expect(actor.getSnapshot().value).toEqual({ reset: 'failed' });
    expect(actor.getSnapshot().context.message).toBe(VERIFICATION_MESSAGES.invalid);

    actor.send({ type: 'resetSubmitted', code: '111111', newPassword: 'x' });
    await settled(actor);
    expect(actor.getSnapshot().context.message).toBe('Invalid input: new password must be at least 6 characters');
  });
});
