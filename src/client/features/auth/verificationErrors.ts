import { isNonJsonAnswer } from '../../api/errors';
import { isUnavailable, serverMessage } from './serverMessage';

export const VERIFICATION_MESSAGES = {
  expired: 'Verification code expired. Please request a new one.',
  invalid: 'Invalid verification code.',
  nonJson: 'Verification failed. Invalid server response.',
  unavailable: 'Verification failed. Please try again later.',
  failed: 'Verification failed.',
  codeSent: 'Verification code sent! Check your email.',
  sendFailed: 'Failed to send code.',
  resendFailed: 'Failed to resend code.',
  verified: 'Email verified! You can now log in.',
  resetCodeSent: 'Password reset code sent! Check your email.',
  resetCodeFailed: 'Failed to send verification code',
  passwordReset: 'Password reset! You can now log in.',
  resetFailed: 'Password reset failed.',
  missingLinkParams: 'Missing email or code in the link.',
} as const;

export function isExpiredError(error: unknown): boolean {
  return /expired/i.test(serverMessage(error) ?? '');
}

/** SPEC.md section 8 "Verification": what a failed code check tells the user. */
export function verificationErrorMessage(error: unknown): string {
  if (isNonJsonAnswer(error)) return VERIFICATION_MESSAGES.nonJson;
  if (isUnavailable(error)) return VERIFICATION_MESSAGES.unavailable;
  const message = serverMessage(error) ?? '';
  if (/expired/i.test(message)) return VERIFICATION_MESSAGES.expired;
  if (/invalid/i.test(message)) return VERIFICATION_MESSAGES.invalid;
  return VERIFICATION_MESSAGES.failed;
}

/**
 * A failed reset: a password the policy refuses is shown as the server words it, since it
 * says what to change; code problems use the verification texts.
 */
export function resetErrorMessage(error: unknown): string {
  const message = serverMessage(error);
  if (message && /password/i.test(message) && !isUnavailable(error)) return message;
  if (isUnavailable(error)) return `${VERIFICATION_MESSAGES.resetFailed} Please try again later.`;
  if (isNonJsonAnswer(error) || !message) return VERIFICATION_MESSAGES.resetFailed;
  if (/expired/i.test(message)) return VERIFICATION_MESSAGES.expired;
  if (/invalid/i.test(message)) return VERIFICATION_MESSAGES.invalid;
  return message;
}

/** Sending a reset code failed: the server's reason when it gave one. */
export function resetCodeErrorMessage(error: unknown): string {
  return serverMessage(error) ?? VERIFICATION_MESSAGES.resetCodeFailed;
}
