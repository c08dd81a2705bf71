import { statusTone } from '../../../../src/client/features/auth/statusTone';
import { returnPath } from '../../../../src/client/features/auth/useCompleteSignIn';
import {
  resetCodeErrorMessage,
  resetErrorMessage,
  VERIFICATION_MESSAGES,
  verificationErrorMessage,
} from '../../../../src/client/features/auth/verificationErrors';

const answer = (status: number, message?: string) => ({ status, data: message ? { message } : {} });

describe('statusTone', () => {
  it('treats a message containing "failed" as an error, anything else as information', () => {
    expect(statusTone('Google authentication failed')).toBe('error');
    expect(statusTone('Failed to send reset email.')).toBe('error');
    expect(statusTone('Connecting to Google...')).toBe('info');
    expect(statusTone('Session expired. Please log in again.')).toBe('info');
  });
});

describe('verificationErrorMessage', () => {
  it.each([
    [answer(400, 'Verification code expired or used too many times.'), VERIFICATION_MESSAGES.expired],
    [answer(400, 'Invalid verification code'), VERIFICATION_MESSAGES.invalid],
    [{ status: 'PARSING_ERROR', originalStatus: 200, data: 'ok', error: 'x' }, VERIFICATION_MESSAGES.nonJson],
    [{ status: 'FETCH_ERROR', error: 'TypeError' }, VERIFICATION_MESSAGES.unavailable],
    [answer(503, 'Invalid upstream'), VERIFICATION_MESSAGES.unavailable],
    [answer(400, 'Something else'), VERIFICATION_MESSAGES.failed],
    [undefined, VERIFICATION_MESSAGES.failed],
  ])('maps %j', (error, expected) => {
    expect(verificationErrorMessage(error)).toBe(expected);
  });
});

describe('resetErrorMessage', () => {
  it('shows a refused password as the server words it', () => {
    expect(resetErrorMessage(answer(400, 'Invalid input: new password must be at least 6 characters'))).toBe('Invalid input: new password must be at least 6 characters');
  });

  it('maps code problems like verification does', () => {
    expect(resetErrorMessage(answer(400, 'Verification code expired. Please request a new one.'))).toBe(VERIFICATION_MESSAGES.expired);
    expect(resetErrorMessage(answer(400, 'Invalid verification code'))).toBe(VERIFICATION_MESSAGES.invalid);
  });

  it('falls back to "Password reset failed."', () => {
    expect(resetErrorMessage(answer(400))).toBe(VERIFICATION_MESSAGES.resetFailed);
    expect(resetErrorMessage({ status: 'FETCH_ERROR', error: 'x' })).toBe('Password reset failed. Please try again later.');
  });

  it('sending a reset code prefers the server reason', () => {
    expect(resetCodeErrorMessage(answer(429, 'Too many requests'))).toBe('Too many requests');
    expect(resetCodeErrorMessage(answer(500))).toBe(VERIFICATION_MESSAGES.resetCodeFailed);
  });
});

describe('returnPath', () => {
  it('returns to where the guard found the visitor, never off-site', () => {
    expect(returnPath({ from: '/view?id=7' })).toBe('/view?id=7');
    expect(returnPath({ from: '//evil.example' })).toBe('/members');
    expect(returnPath(null)).toBe('/members');
  });
});
