import { errorStatus, isNonJsonAnswer } from '../../api/errors';
import { serverMessage } from './serverMessage';

export const FORWARD_EMAIL_LABEL = 'Smart Bill Entry E-mail (Optional)';

export const REGISTER_MESSAGES = {
  success: 'Registration successful! Please check your email for a verification code.',
  nonJson: 'Invalid server response',
  notVerified: 'Email already registered but not verified. Please verify your email to continue.',
  validation: 'Registration validation failed',
  fixThese: 'Please correct the following and try again:',
  failed: 'Registration failed',
} as const;

export interface RegisterFailure {
  title: string;
  details: string[];
  /** The account exists unverified: offer the way to the verification screen. */
  needsVerification: boolean;
}

const friendly = (text: string) => text.replace(/forwardEmail/g, FORWARD_EMAIL_LABEL);

function itemText(item: unknown): string {
  if (item && typeof item === 'object') {
    const { msg, message } = item as { msg?: unknown; message?: unknown };
    if (typeof msg === 'string') return msg;
    if (typeof message === 'string') return message;
  }
  return String(item);
}

/** Field errors may come keyed by field ({ email: "..."}); the field name leads each line. */
function fieldErrors(data: object): string[] | null {
  const collection = 'fieldErrors' in data ? data.fieldErrors : 'errors' in data ? data.errors : null;
  if (!collection || typeof collection !== 'object' || Array.isArray(collection)) return null;
  return Object.entries(collection).map(([field, value]) => `${field}: ${[value].flat().map(itemText).join(', ')}`);
}

/** SPEC.md sections 5 and 8: what a failed registration shows, from the RTK Query error. */
export function registerFailure(error: unknown): RegisterFailure {
  const fail = (title: string, details: string[] = [], needsVerification = false) => ({ title, details: details.map(friendly), needsVerification });
  if (isNonJsonAnswer(error)) return fail(REGISTER_MESSAGES.nonJson);
  const message = serverMessage(error);
  if (errorStatus(error) === 409 || /not verified/i.test(message ?? '')) return fail(REGISTER_MESSAGES.notVerified, [], true);

  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : null;
  if (data && typeof data === 'object') {
    if ('errors' in data && Array.isArray(data.errors) && data.errors.length > 0) {
      const all = data.errors.map(itemText);
      const aboutPassword = all.filter((text) => /password/i.test(text));
      const shown = aboutPassword.length > 0 ? aboutPassword : all;
      return shown.length === 1 ? fail(friendly(shown[0] ?? REGISTER_MESSAGES.failed)) : fail(REGISTER_MESSAGES.fixThese, shown);
    }
    const byField = fieldErrors(data);
    if (byField) return fail(REGISTER_MESSAGES.validation, byField);
  }
  return fail(message ? friendly(message) : REGISTER_MESSAGES.failed);
}
