import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';

/**
 * Auditors read the app's transitions in Redux DevTools, in production too. What DevTools
 * shows passes through here first: the session mirror never carries a token, but RTK Query
 * keeps every call's arguments and answers, so the sign-in, code and reset calls would.
 */

const HIDDEN = '[hidden]';
const SECRET_KEYS = new Set(['token', 'refreshToken', 'idToken', 'password', 'newPassword', 'authorization']);
/** Also secret in what a call sends: the one-time code (an error body's `code` is only its kind). */
const SECRET_ARGUMENT_KEYS = new Set([...SECRET_KEYS, 'code']);
/** Calls whose bare argument is itself a secret: the token of the e-mail link. */
const SECRET_ARGUMENT_ENDPOINTS = new Set(['verifyEmailToken']);

function isPlainObject(value: object): value is Record<string, unknown> {
  const prototype = Object.getPrototypeOf(value) as unknown;
  return prototype === Object.prototype || prototype === null;
}

function hide(value: unknown, secretKeys: Set<string>): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => hide(item, secretKeys));
  // A Request or Response (RTK Query's baseQueryMeta) carries the bearer header and the URL.
  if (!isPlainObject(value)) return Object.prototype.toString.call(value);
  const shown: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (secretKeys.has(key)) shown[key] = HIDDEN;
    else if (key === 'originalArgs') shown[key] = SECRET_ARGUMENT_ENDPOINTS.has(String(value.endpointName)) ? HIDDEN : hide(item, SECRET_ARGUMENT_KEYS);
    else shown[key] = hide(item, secretKeys);
  }
  return shown;
}

/** A copy of an action or of the state with every secret replaced by "[hidden]". */
export const withoutSecrets = <T>(value: T): T => hide(value, SECRET_KEYS) as T;

export const devToolsOptions: DevToolsEnhancerOptions = {
  name: 'Smart Bill Entry',
  actionSanitizer: withoutSecrets,
  stateSanitizer: withoutSecrets,
};
